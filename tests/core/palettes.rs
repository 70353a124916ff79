//! `maedn figure NAME --palette board|colour-blind|high-contrast`: the palette
//! reaches every board and chart of a figure, and the board's own palette is
//! the default, unchanged; the sweep's two markers differ by dash where their
//! colours come close.

use maedn::figures::{SweepRange, sweep_chart};
use maedn::i18n::words::tick_words;
use maedn::i18n::{Lang, Tr};
use maedn::model::Colour;
use maedn::render::plot::chart_drawing;
use maedn::render::vision::{PAIR_DELTA_E, Vision, seen_delta_e};
use maedn::render::{Ink, Look, Scheme, Shape, Theme};
use maedn::solver::SweepPoint;

use crate::support::maedn;

fn figure_svg(name: &str, extra: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!(
        "maedn-palettes-{}-{name}-{}",
        std::process::id(),
        extra.join("_")
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("f.svg");
    let path_str = path.to_string_lossy().into_owned();
    let mut args = vec!["figure", name, "--out", &path_str];
    args.extend_from_slice(extra);
    let out = maedn(&args);
    assert!(
        out.status.success(),
        "{name} {extra:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(&path).expect("written");
    std::fs::remove_dir_all(&dir).ok();
    svg
}

#[test]
fn test_figure_palette_changes_the_svg_and_uses_the_palettes_colours() {
    for theme in Theme::ALL {
        let t = theme.name();
        for name in ["full-path", "rolls", "search-tree-1"] {
            let default = figure_svg(name, &["--theme", t]);
            let board = figure_svg(name, &["--theme", t, "--palette", "board"]);
            assert_eq!(default, board, "{name} {t}: board is the default");
            let blind = figure_svg(name, &["--theme", t, "--palette", "colour-blind"]);
            let high = figure_svg(name, &["--theme", t, "--palette", "high-contrast"]);
            assert_ne!(board, blind, "{name} {t}");
            assert_ne!(board, high, "{name} {t}");
            assert_ne!(blind, high, "{name} {t}");
        }
        for scheme in [Scheme::ColourBlind, Scheme::HighContrast] {
            let p = Look::new(theme, scheme).palette();
            let svg = figure_svg("full-path", &["--theme", t, "--palette", scheme.name()]);
            for n in 1..=4 {
                let hex = p.piece_path(n).hex();
                assert!(svg.contains(&hex), "{scheme} {t}: path {n} {hex}");
            }
            for c in [Colour::Yellow, Colour::Green, Colour::Red] {
                let hex = p.player(c).hex();
                assert!(svg.contains(&hex), "{scheme} {t}: {c} {hex}");
            }
            let tree = figure_svg("search-tree-1", &["--theme", t, "--palette", scheme.name()]);
            for ink in [Ink::Searched, Ink::PrunedCalls] {
                let hex = p.ink(ink).hex();
                assert!(tree.contains(&hex), "{scheme} {t}: {ink:?} {hex}");
            }
        }
    }
}

#[test]
fn test_an_unknown_palette_is_refused() {
    let out = maedn(&["figure", "rolls", "--out", "x.svg", "--palette", "sepia"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("colour-blind"), "{err}");
}

/// The bound sweep's two markers (the least bound that kept the optimum, the
/// paper's bound): in every look, where their colours come closer than the
/// palettes' contract allows under some vision, the sweep's figure draws
/// them with different dashes (the rest of the contract is measured in
/// `src/render/palette_contract.rs`).
#[test]
fn test_the_sweeps_markers_differ_by_dash_where_their_colours_come_close() {
    let tr = Tr::shared(Lang::En);
    let ticks = tick_words(tr);
    let point = |bound: u32, optimal: bool| SweepPoint {
        bound,
        total_units: 4_000.0,
        calls: 1_000,
        prunes: 10,
        admissible: optimal,
        optimal,
    };
    let range = SweepRange {
        from: 200,
        to: 201,
        step: 1,
    };
    let sweep = sweep_chart(&[point(200, true), point(201, false)], 170.0, range, tr);
    for scheme in Scheme::ALL {
        for theme in Theme::ALL {
            let p = Look::new(theme, scheme).palette();
            let drawing = chart_drawing(&sweep, p, &ticks).expect("the sweep is drawn");
            let dash = |ink: Ink| -> String {
                let Some(m) = sweep.markers.iter().find(|m| m.ink == ink) else {
                    return String::new();
                };
                drawing
                    .items
                    .iter()
                    .filter(|i| i.tooltip.as_deref() == Some(m.name.as_str()))
                    .map(|i| match &i.shape {
                        Shape::Line { stroke, .. } => format!("marker {:?}", stroke.dash),
                        other => format!("{other:?}"),
                    })
                    .collect()
            };
            let (a, b) = (dash(Ink::Admissible), dash(Ink::PaperBound));
            assert!(
                !a.is_empty() && !b.is_empty(),
                "{scheme} {theme}: not drawn"
            );
            let (ca, cb) = (p.ink(Ink::Admissible), p.ink(Ink::PaperBound));
            let closest = Vision::ALL
                .into_iter()
                .map(|v| seen_delta_e(v, ca, cb))
                .fold(f64::INFINITY, f64::min);
            if closest < PAIR_DELTA_E {
                assert_ne!(a, b, "{scheme} {theme}: {closest:.1}, both {a}");
            }
        }
    }
}
