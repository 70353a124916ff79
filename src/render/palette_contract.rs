//! The palettes' contract, measured: for every scheme and theme, each pair of
//! colours a figure sets against each other stays apart for normal vision and
//! the three full dichromacies (CIEDE2000 after the simulation of
//! [`super::vision`]), and text and meaningful lines keep their WCAG 2.2
//! contrast. The board's own scheme is its colours: measured and printed, not
//! held to the 15 rule.

use super::colour::Rgba;
use super::ink::{Ink, Theme};
use super::palette::Palette;
use super::schemes::{Look, Scheme};
use super::vision::{Vision, seen_delta_e};
use crate::model::Colour;

/// Two colours that must be told apart at a glance, under every vision.
pub const PAIR_DELTA_E: f64 = 15.0;
/// WCAG 2.2 minimum for text (1.4.3).
pub const TEXT_CONTRAST: f64 = 4.5;
/// WCAG 2.2 minimum for graphics that carry meaning (1.4.11).
pub const LINE_CONTRAST: f64 = 3.0;

/// A named colour of a palette.
type Named = (String, Rgba);

/// The groups of colours a figure sets against each other: in each group,
/// every two must be told apart.
fn groups(p: &Palette) -> Vec<(&'static str, Vec<Named>)> {
    let inks = |list: &[Ink]| -> Vec<Named> {
        list.iter().map(|&i| (format!("{i:?}"), p.ink(i))).collect()
    };
    vec![
        (
            "players",
            Colour::ALL
                .iter()
                .map(|&c| (format!("{c}"), p.player(c)))
                .collect(),
        ),
        (
            "piece paths",
            (1..=4u8)
                .map(|n| (format!("path {n}"), p.piece_path(n)))
                .collect(),
        ),
        (
            "search on the board",
            inks(&[Ink::Branch, Ink::Pruned, Ink::Best]),
        ),
        (
            "icicle",
            inks(&[Ink::Searched, Ink::PrunedCalls, Ink::Optimal]),
        ),
        (
            "calls charts",
            inks(&[
                Ink::Searched,
                Ink::PrunedCalls,
                Ink::SearchedNoBound,
                Ink::PrunedNoBound,
            ]),
        ),
        (
            "sweep",
            inks(&[
                Ink::Optimal,
                Ink::NotOptimal,
                Ink::Admissible,
                Ink::PaperBound,
            ]),
        ),
    ]
}

/// The closest pair of a palette: ΔE00, the group, the two names and the vision.
#[derive(Debug)]
pub struct Closest {
    /// Its CIEDE2000 difference.
    pub delta_e: f64,
    /// `group: a / b (vision)`.
    pub what: String,
}

/// Every pair of every group under every vision, each with its distance.
fn pair_distances(p: &Palette) -> Vec<Closest> {
    let mut out = Vec::new();
    for (group, colours) in groups(p) {
        for (i, (na, a)) in colours.iter().enumerate() {
            for (nb, b) in &colours[i + 1..] {
                for v in Vision::ALL {
                    out.push(Closest {
                        delta_e: seen_delta_e(v, *a, *b),
                        what: format!("{group}: {na} / {nb} ({v})"),
                    });
                }
            }
        }
    }
    out
}

/// Every (text, background) pair of a palette.
fn text_pairs(p: &Palette) -> Vec<(String, Rgba, Rgba)> {
    let mut out = vec![
        ("text on page".to_owned(), p.text, p.page),
        ("muted on page".to_owned(), p.muted, p.page),
    ];
    // The icicle's node labels sit on its three fills.
    let icicle = [Ink::Searched, Ink::PrunedCalls, Ink::Optimal].map(|i| p.ink(i));
    let fills = [p.tile, p.board]
        .into_iter()
        .chain(icicle)
        .chain(Colour::ALL.map(|c| p.player(c)))
        .chain(Colour::ALL.map(|c| p.player_pale(c)));
    for fill in fills {
        out.push((format!("label on {}", fill.hex()), p.text_on(fill), fill));
    }
    out
}

/// Every (meaningful line or marker, what lies under it) pair of a palette.
fn line_pairs(p: &Palette) -> Vec<(String, Rgba, Rgba)> {
    let mut out = Vec::new();
    for colour in Colour::ALL {
        for surface in p.path_surfaces(colour) {
            for n in 1..=4u8 {
                out.push((
                    format!("path {n} on {}", surface.hex()),
                    p.piece_path(n),
                    surface,
                ));
            }
            out.push((
                format!("piece rim on {}", surface.hex()),
                p.piece_rim,
                surface,
            ));
        }
    }
    for ink in [Ink::Branch, Ink::Pruned, Ink::Best] {
        for surface in [p.board, p.tile] {
            out.push((format!("{ink:?} on {}", surface.hex()), p.ink(ink), surface));
        }
    }
    for ink in [
        Ink::Searched,
        Ink::PrunedCalls,
        Ink::SearchedNoBound,
        Ink::PrunedNoBound,
        Ink::Optimal,
        Ink::NotOptimal,
        Ink::Admissible,
        Ink::PaperBound,
        Ink::Bars,
    ] {
        out.push((format!("{ink:?} on page"), p.ink(ink), p.page));
    }
    out
}

fn lowest(pairs: Vec<(String, Rgba, Rgba)>) -> (f64, String) {
    pairs
        .into_iter()
        .map(|(what, a, b)| (a.contrast(b), what))
        .min_by(|x, y| x.0.total_cmp(&y.0))
        .unwrap_or((f64::INFINITY, String::new()))
}

/// Every look: three schemes in light and dark.
fn looks() -> impl Iterator<Item = Look> {
    Scheme::ALL
        .into_iter()
        .flat_map(|s| Theme::ALL.map(|t| Look::new(t, s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_pairs_stay_apart_under_every_colour_vision_deficiency() {
        for look in looks() {
            let p = look.palette();
            assert_eq!((p.theme, p.scheme), (look.theme, look.scheme));
            let distances = pair_distances(p);
            if look.scheme == Scheme::Board {
                continue;
            }
            let short: Vec<String> = distances
                .iter()
                .filter(|c| c.delta_e < PAIR_DELTA_E)
                .map(|c| format!("{} {:.1}", c.what, c.delta_e))
                .collect();
            assert!(
                short.is_empty(),
                "{} {}: {short:?}",
                look.scheme,
                look.theme
            );
        }
    }

    #[test]
    fn test_text_and_lines_meet_wcag_contrast() {
        for look in looks() {
            let p = look.palette();
            let (text, what) = lowest(text_pairs(p));
            assert!(
                text >= TEXT_CONTRAST,
                "{} {}: {what} {text:.2}",
                look.scheme,
                look.theme
            );
            if look.scheme == Scheme::Board {
                continue;
            }
            let (line, what) = lowest(line_pairs(p));
            let floor = if look.scheme == Scheme::HighContrast {
                TEXT_CONTRAST
            } else {
                LINE_CONTRAST
            };
            assert!(
                line >= floor,
                "{} {}: {what} {line:.2}",
                look.scheme,
                look.theme
            );
        }
    }

    #[test]
    fn test_board_palette_unchanged_and_measured_table() {
        // The board's own scheme is exactly the light and dark palettes.
        assert_eq!(Look::from(Theme::Light).palette(), Palette::light());
        assert_eq!(Look::from(Theme::Dark).palette(), Palette::dark());
        eprintln!(
            "| palette | theme | min ΔE00 (pair, vision) | min text contrast | min line contrast |"
        );
        eprintln!("|---|---|---|---|---|");
        for look in looks() {
            let p = look.palette();
            let closest = pair_distances(p)
                .into_iter()
                .min_by(|a, b| a.delta_e.total_cmp(&b.delta_e));
            let (text, text_what) = lowest(text_pairs(p));
            let (line, line_what) = lowest(line_pairs(p));
            let Some(c) = closest else {
                panic!("a palette without pairs")
            };
            assert!(c.delta_e.is_finite() && text >= 1.0 && line >= 1.0);
            eprintln!(
                "| {} | {} | {:.1} ({}) | {text:.2} ({text_what}) | {line:.2} ({line_what}) |",
                look.scheme, look.theme, c.delta_e, c.what
            );
        }
        // The board's own colours: which pairs fall short of the rule, each
        // at its worst vision.
        for theme in Theme::ALL {
            let mut worst: Vec<Closest> = Vec::new();
            for c in pair_distances(Look::from(theme).palette()) {
                let pair = c.what.split(" (").next().unwrap_or_default().to_owned();
                match worst.iter_mut().find(|w| w.what.starts_with(&pair)) {
                    Some(w) if w.delta_e <= c.delta_e => {}
                    Some(w) => *w = c,
                    None => worst.push(c),
                }
            }
            for w in worst.iter().filter(|w| w.delta_e < PAIR_DELTA_E) {
                eprintln!("board {theme}: {} {:.1}", w.what, w.delta_e);
            }
        }
    }
}
