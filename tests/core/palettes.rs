//! `maedn figure NAME --palette board|colour-blind|high-contrast`: the palette
//! reaches every board and chart of a figure, and the board's own palette is
//! the default, unchanged.

use maedn::model::Colour;
use maedn::render::{Ink, Look, Scheme, Theme};

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
