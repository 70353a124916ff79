//! The palettes' contract, measured: for every scheme and theme, each pair of
//! colours a figure sets against each other stays apart for normal vision and
//! the three full dichromacies (CIEDE2000 after the simulation of
//! [`super::vision`]), and text and meaningful lines keep their WCAG 2.2
//! contrast. A pair closer than that passes only if the figures also tell
//! it apart without colour: the test draws the pair's paths, bars or markers
//! and compares what remains of them without their colour (dash, marker,
//! number, hatching, frame) — [`cue`]; the sweep's two markers, whose
//! dashes the figure chooses, are measured in `tests/core/palettes.rs`. That
//! rule holds for all three
//! schemes; the board's own players' colours, which no figure sets against
//! each other without their places on the board, are measured and printed.
//! A class round's six team paths always carry their team's dash, marker and
//! number, so they are held to that rule and to the lines' contrast, not to
//! the distance by colour alone.

use super::colour::Rgba;
use super::ink::{Ink, Scheme, Theme};
use super::palette::Palette;
use super::schemes::Look;
use super::vision::{PAIR_DELTA_E, Vision, seen_delta_e};
use crate::model::Colour;

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
            for n in 1..=6u8 {
                out.push((
                    format!("team {n} on {}", surface.hex()),
                    p.team_path(n),
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

/// What a figure shows of a meaning besides its colour, measured in the
/// figure itself: a path's width, dash, stop marker and number in a board
/// drawing; a bar's hatching or frame and a marker's dash in a chart drawing.
/// Two meanings with the same cue differ by colour alone.
#[cfg(test)]
fn cue(ink: Ink, p: &Palette) -> String {
    use super::board::board_drawing;
    use super::board_paths::path_class;
    use super::scene::{Path, PathKind, Scene};
    use super::shape::Shape;
    use crate::model::BoardTile;
    let kind = match ink {
        Ink::Piece(_) | Ink::Team(_) => Some(PathKind::Solution),
        Ink::Branch => Some(PathKind::Branch),
        Ink::Pruned => Some(PathKind::Pruned),
        Ink::Best => Some(PathKind::Best),
        _ => None,
    };
    if let Some(kind) = kind {
        let mut scene = Scene::new(Colour::Green);
        let tiles = (0..3).map(BoardTile::Track).collect();
        scene.paths.push(Path::along(tiles, kind, ink));
        let d = board_drawing(&scene, p);
        let parts: Vec<String> = d
            .items
            .iter()
            .filter(|i| i.class == path_class(kind))
            .filter_map(|i| match &i.shape {
                Shape::Polyline { stroke, .. } if stroke.colour != p.casing => {
                    Some(format!("line {:.1} {:?}", stroke.width, stroke.dash))
                }
                Shape::Circle { radius, .. } => Some(format!("disc {radius:.1}")),
                Shape::Polygon { points, .. } => Some(format!(
                    "polygon {} {}",
                    points.len(),
                    points.len() > 1 && (points[0].y - points[1].y).abs() < 1e-3
                )),
                Shape::Text(t) => Some(format!("number {}", t.text)),
                _ => None,
            })
            .collect();
        return parts.join(", ");
    }
    chart_cue(ink, p)
}

/// The cue of a bar's ink, measured in a chart with one bar of that ink (the
/// sweep's markers, whose dashes its figure chooses, are held to the rule in
/// `tests/core/palettes.rs`).
#[cfg(test)]
fn chart_cue(ink: Ink, p: &Palette) -> String {
    use super::chart::{Bar, BarSeries, Chart, XAxis, YFormat};
    use super::plot::chart_drawing;
    use super::shape::Shape;
    use crate::format::Ticks;
    let ticks = Ticks::english();
    let chart = Chart {
        x_axis: XAxis::Categories(vec!["a".into()]),
        x_title: String::new(),
        y_title: String::new(),
        y_format: YFormat::Integer,
        series: vec![BarSeries {
            name: "s".into(),
            ink,
            width: 0.8,
            bars: vec![Bar {
                x: 0.0,
                base: 0.0,
                value: 10.0,
                label: None,
                tooltip: "the bar".into(),
            }],
        }],
        markers: Vec::new(),
    };
    let d = chart_drawing(&chart, p, &ticks).unwrap_or_default();
    let Some(at) = d
        .items
        .iter()
        .position(|i| i.tooltip.as_deref() == Some("the bar"))
    else {
        return String::new();
    };
    let over: Vec<&Shape> = d.items[at + 1..]
        .iter()
        .take_while(|i| i.tooltip.is_none() && !matches!(i.shape, Shape::Text(_)))
        .map(|i| &i.shape)
        .collect();
    let stripes = over
        .iter()
        .filter(|s| matches!(s, Shape::Line { .. }))
        .count();
    let frames = over
        .iter()
        .filter(|s| {
            matches!(
                s,
                Shape::Rect {
                    fill: None,
                    stroke: Some(_),
                    ..
                }
            )
        })
        .count();
    format!(
        "bar, {} stripes, {frames} frames",
        if stripes > 0 { "with" } else { "no" }
    )
}

/// Every pair of the groups closer than [`PAIR_DELTA_E`] under some vision
/// that the figures do not tell apart otherwise.
#[cfg(test)]
fn colour_only(p: &Palette) -> Vec<String> {
    let named: Vec<(&str, Vec<Ink>)> = vec![
        ("piece paths", (1..=4u8).map(Ink::Piece).collect()),
        ("team paths", (1..=6u8).map(Ink::Team).collect()),
        (
            "search on the board",
            vec![Ink::Branch, Ink::Pruned, Ink::Best],
        ),
        (
            "icicle",
            vec![Ink::Searched, Ink::PrunedCalls, Ink::Optimal],
        ),
        (
            "calls charts",
            vec![
                Ink::Searched,
                Ink::PrunedCalls,
                Ink::SearchedNoBound,
                Ink::PrunedNoBound,
            ],
        ),
        // The sweep's bars; its markers against each other are measured in
        // the sweep's own figure (`tests/core/palettes.rs`), and a marker's
        // line never looks like a bar.
        ("sweep", vec![Ink::Optimal, Ink::NotOptimal]),
    ];
    let mut out = Vec::new();
    for (group, inks) in named {
        for (i, a) in inks.iter().enumerate() {
            for b in &inks[i + 1..] {
                let closest = Vision::ALL
                    .into_iter()
                    .map(|v| (seen_delta_e(v, p.ink(*a), p.ink(*b)), v))
                    .min_by(|x, y| x.0.total_cmp(&y.0));
                let Some((de, v)) = closest else { continue };
                if de >= PAIR_DELTA_E {
                    continue;
                }
                let (ca, cb) = (cue(*a, p), cue(*b, p));
                assert!(
                    !ca.is_empty() && !cb.is_empty(),
                    "{group}: {a:?} {b:?} not drawn"
                );
                if ca == cb {
                    out.push(format!("{group}: {a:?} / {b:?} {de:.1} ({v}), both {ca}"));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_pairs_stay_apart_under_every_colour_vision_deficiency() {
        for look in looks() {
            let p = look.palette();
            assert_eq!((p.theme, p.scheme), (look.theme, look.scheme));
            // A close pair passes when the figure tells it apart without colour.
            let alone = colour_only(p);
            assert!(
                alone.is_empty(),
                "{} {}: {alone:?}",
                look.scheme,
                look.theme
            );
            if look.scheme == Scheme::Board {
                continue;
            }
            // The two safe schemes keep every pair apart by colour too.
            let short: Vec<String> = pair_distances(p)
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
    fn test_a_close_pair_needs_a_second_cue() {
        // Two piece paths drawn in one colour differ only by their cues.
        let p = Palette::light();
        let same = Palette {
            pieces: [p.pieces[0]; 4],
            ..p.clone()
        };
        assert!(
            colour_only(&same).is_empty(),
            "dash, marker and number tell them apart"
        );
        assert_ne!(cue(Ink::Piece(1), &same), cue(Ink::Piece(2), &same));
        // So do a class round's teams drawn in one colour.
        let one = Palette {
            teams: [p.teams[0]; 6],
            ..p.clone()
        };
        assert!(colour_only(&one).is_empty());
        assert_ne!(cue(Ink::Team(1), &one), cue(Ink::Team(5), &one));
        // Searched and explored-without-bound bars share a pattern: the same
        // colour for both leaves them told apart by colour alone.
        let merged = Palette {
            chart: {
                let mut c = p.chart;
                c[7] = c[0];
                c
            },
            ..p.clone()
        };
        let alone = colour_only(&merged);
        assert!(
            alone
                .iter()
                .any(|a| a.contains("Searched / SearchedNoBound")),
            "{alone:?}"
        );
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
