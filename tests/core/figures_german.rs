//! `maedn figure NAME --lang de` writes German figures: the SVG's captions,
//! legends, axis titles and tile names are German, its numbers have German
//! separators, and no English word of the English figure texts is left.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::Path;
use std::process::Command;

use maedn::i18n::Lang;
use maedn::i18n::Tr;
use maedn::i18n::words::{cm, piece_rolls, tick_words, tile_name, units};
use maedn::model::{BoardTile, Colour};

/// Words of the English figure texts that must not appear in a German
/// figure (whole words, any case).
const ENGLISH_WORDS: &[&str] = &[
    "units", "unit", "piece", "pieces", "path", "roll", "rolls", "move", "moves", "calls", "bound",
    "goal", "track", "tile", "tiles", "field", "slot", "legal", "paper", "checked", "spacing",
    "lengths", "rounded", "row", "numbered", "average", "times", "shortest", "each", "with", "the",
    "of", "to", "from", "against", "exact", "games",
];

/// Every text a viewer shows: the `<text>` runs and the `<title>` tooltips.
fn shown_texts(svg: &str) -> Vec<String> {
    let mut out = Vec::new();
    for tag in ["<text", "<title"] {
        for part in svg.split(tag).skip(1) {
            let Some((_, rest)) = part.split_once('>') else {
                continue;
            };
            let text = rest.split('<').next().unwrap_or_default();
            out.push(text.replace("&apos;", "'").replace("&amp;", "&"));
        }
    }
    out
}

fn english_words_in(texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .flat_map(|t| {
            // The method's name stays English in German too.
            let t = t.replace("Branch and Bound", "");
            t.split(|c: char| !c.is_alphanumeric())
                .filter(|w| ENGLISH_WORDS.iter().any(|e| e.eq_ignore_ascii_case(w)))
                .map(|w| format!("{w:?} in {t:?}"))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Runs `maedn figure NAME --lang de ARGS… -o FILE.svg` and returns its texts.
fn german_figure(dir: &Path, name: &str, args: &[&str]) -> Vec<String> {
    let out_file = dir.join(format!("{name}.svg"));
    let out = Command::new(env!("CARGO_BIN_EXE_maedn"))
        .args(["figure", name, "--lang", "de"])
        .args(args)
        .args(["-o", out_file.to_str().unwrap()])
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = std::fs::read_to_string(&out_file).unwrap();
    let texts = shown_texts(&svg);
    assert!(!texts.is_empty(), "{name}: no text");
    let english = english_words_in(&texts);
    assert!(english.is_empty(), "{name}: English left: {english:?}");
    texts
}

fn has(texts: &[String], needle: &str) -> bool {
    texts.iter().any(|t| t.contains(needle))
}

#[test]
fn german_figures_have_german_words_and_numbers_and_no_english() {
    let dir = std::env::temp_dir().join(format!("maedn-fig-de-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();

    let board = german_figure(&dir, "board", &["--board", "0xE820882208414C06"]);
    for needle in [
        "Bitboard 0xE820_8822_0841_4C06: Figur 1, 19.462\u{a0}Einheiten (70,0632\u{a0}cm)",
        "Schwarz: Feldabstand 850\u{a0}Einheiten, gerundete Längen, Zielfelder wie im Aufsatz",
        "Weg von Figur 1 zum Zielfeld d",
        "Laufbahnfeld 12",
        "Zielfeld a von Rot",
        "Startfeld von Gelb, Platz 0",
    ] {
        assert!(has(&board, needle), "board: {needle:?} not in {board:?}");
    }

    let piece = german_figure(&dir, "piece-1", &["--algorithm", "dp"]);
    for needle in [
        "Figur 1 zum Zielfeld d: 19.462\u{a0}Einheiten (70,0632\u{a0}cm)",
        "8 Züge ab A, Würfe 6-6-4-6-4-6-5-6",
        "Exakt (dynamische Programmierung).",
        "Länge jedes Zuges, in Einheiten",
        "1.700",
    ] {
        assert!(has(&piece, needle), "piece-1: {needle:?} not in {piece:?}");
    }

    let rolls = german_figure(&dir, "rolls", &["--algorithm", "dp"]);
    for needle in [
        "Der ganze Weg: 83.047\u{a0}Einheiten (298,9692\u{a0}cm)",
        "36 Würfe, im Mittel 5,28 Augen",
        "Augenzahl",
        "Häufigkeit",
        "23 (63,9\u{a0}%)",
    ] {
        assert!(has(&rolls, needle), "rolls: {needle:?} not in {rolls:?}");
    }

    let calls = german_figure(&dir, "calls", &[]);
    for needle in [
        "Aufrufe pro Figur, Schranke 193: 18.526.851\u{a0}Aufrufe",
        "15,2\u{a0}Mio.",
        "Figur (Zielfeld)",
    ] {
        assert!(has(&calls, needle), "calls: {needle:?} not in {calls:?}");
    }

    let game = german_figure(&dir, "game", &[]);
    for needle in [
        "Die kürzeste regelgerechte Partie: 83.047\u{a0}Einheiten (298,9692\u{a0}cm) in",
        // The legend's line breaks before the length, which keeps its unit.
        "Figur 1, B1 nach d: 2.550 +",
        "19.462\u{a0}Einheiten, 9 Züge",
        "Stellungen",
    ] {
        assert!(has(&game, needle), "game: {needle:?} not in {game:?}");
    }

    let retro = german_figure(&dir, "retro-1", &[]);
    assert!(
        has(&retro, "83.047\u{a0}Einheiten = 298,9692\u{a0}cm"),
        "{retro:?}"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn figure_texts_follow_the_language() {
    let (en, de) = (Tr::shared(Lang::En), Tr::shared(Lang::De));
    assert_eq!(units(en, 83_047.0), "83,047\u{a0}units");
    assert_eq!(units(de, 83_047.0), "83.047\u{a0}Einheiten");
    assert_eq!(units(de, 1.0), "1\u{a0}Einheit");
    assert_eq!(units(de, 12_142.576), "12.142,58\u{a0}Einheiten");
    assert_eq!(cm(en, 83_047.0), "298.9692\u{a0}cm");
    assert_eq!(cm(de, 83_047.0), "298,9692\u{a0}cm");
    assert_eq!(tick_words(de).count(2_500_000.0), "2,5\u{a0}Mio.");
    assert_eq!(tick_words(de).count(450_000.0), "450\u{a0}Tsd.");
    assert_eq!(tick_words(en).count(2_500_000.0), "2.5\u{a0}M");
    assert_eq!(
        tile_name(de, Colour::Black, BoardTile::Goal(Colour::Red, 3)),
        "Zielfeld d von Rot"
    );
    assert_eq!(
        tile_name(en, Colour::Black, BoardTile::Goal(Colour::Red, 3)),
        "red goal d"
    );
    // Plurals through Fluent, in both languages.
    assert_eq!(
        piece_rolls(en, &[6]),
        "1 move from A, rolls 6; with the 6 that brought it onto A, 2 rolls"
    );
    assert!(piece_rolls(de, &[6]).starts_with("1 Zug ab A"));
    assert!(piece_rolls(de, &[6, 5]).starts_with("2 Züge ab A"));
    assert_eq!(de.lang(), Lang::De);
}

/// A board whose path jumps 7 tiles and whose units field disagrees with its
/// moves: the exported board's caption names both problems in German, with
/// German numbers (the same wording as the window's editor).
#[test]
fn a_board_figures_problems_are_in_german() {
    use maedn::model::{Bits, Tile};
    let tile = |i| Tile::new(i).expect("tile");
    let board =
        (Bits::piece_start(1).expect("piece 1") | Bits::tile(tile(0)) | Bits::tile(tile(7)))
            .with_units(19_000)
            .expect("units fit");
    let dir = std::env::temp_dir().join(format!("maedn-fig-de-problems-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let texts = german_figure(&dir, "board", &["--board", &board.to_hex()]);
    assert!(
        has(&texts, "Von Feld 0 bis Feld 7 sind es 7 Felder"),
        "{texts:?}"
    );
    assert!(has(&texts, "19.000"), "{texts:?}");
    std::fs::remove_dir_all(&dir).ok();
}
