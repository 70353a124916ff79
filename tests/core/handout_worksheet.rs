//! `maedn handout worksheet`: the answer key's answers recomputed here with
//! the DP, the decoder and a fair-die expectation of the test's own (not the
//! code that wrote the sheet) and found on the key's page; the same seed
//! gives the same sheet, another seed another; both languages; bad arguments
//! exit 2 with one line, and an unwritable path loses nothing and says why.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::{Path, PathBuf};

use maedn::figures::handout::exercises::{Ask, exercises};
use maedn::i18n::{Lang, Tr};
use maedn::model::{Bits, MoveTable, Problem, Rules, Tile, decode};
use maedn::solver::{admissible_bound, dp};

use crate::handout::{pdf_info, pdf_text};
use crate::support::maedn;
use crate::support::scratch;

fn sheet(dir: &Path, seed: u64, lang: Lang) -> PathBuf {
    let path = dir.join(format!("sheet-{seed}-{}.pdf", lang.code()));
    let out = maedn(&[
        "handout",
        "worksheet",
        "--seed",
        &seed.to_string(),
        "--lang",
        lang.code(),
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

fn label(t: Tile) -> String {
    t.goal_letter()
        .map_or_else(|| t.index().to_string(), String::from)
}

/// A piece heading for `goal`, standing on `from` (the test's own set-up).
fn on(from: Tile, goal: Tile) -> Problem {
    let piece = 44 - goal.index();
    let mut p = Problem::piece(piece).unwrap();
    let table = MoveTable::new(&Rules::paper());
    while p.from() < from {
        let roll = (from.index() - p.from().index()).min(6);
        let to = Tile::new(p.from().index() + roll).unwrap();
        p = p
            .advanced(to, table.length(p.from(), roll).unwrap())
            .unwrap();
    }
    p
}

/// A single piece's expected units with a fair die (lost rolls repeat).
fn fair_mean(table: &MoveTable, goal: Tile) -> f64 {
    let n = usize::from(goal.index()) + 1;
    let mut e = vec![0.0; n];
    for p in (0..goal.index()).rev() {
        let tile = Tile::new(p).unwrap();
        let moves: Vec<(f64, usize)> = (1..=6u8)
            // Never past the goal, and (the paper's goal row) never onto
            // another goal tile.
            .filter(|r| p + r == goal.index() || p + r < 40)
            .map(|r| (table.length(tile, r).unwrap(), usize::from(p + r)))
            .collect();
        let sum: f64 = moves.iter().map(|(l, to)| l + e[*to]).sum();
        e[usize::from(p)] = sum / moves.len() as f64;
    }
    e[0]
}

/// What the key must say for `ask`, computed here: numbers in `lang`.
fn expected(ask: &Ask, lang: Lang) -> Vec<String> {
    let rules = Rules::paper();
    let table = MoveTable::new(&rules);
    let n = Tr::shared(lang).numbers();
    match ask {
        Ask::Hand { from } => {
            let best = (1..=6u8)
                .map(|r| {
                    (
                        r,
                        table.length_between(*from, Tile::new(from.index() + r).unwrap()),
                    )
                })
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .unwrap();
            vec![
                n.units(best.1),
                label(Tile::new(from.index() + best.0).unwrap()),
            ]
        }
        Ask::Decode { board } => {
            let d = decode(*board, &rules).unwrap();
            vec![
                n.units(d.recomputed),
                label(d.current.unwrap()),
                d.piece.unwrap().to_string(),
            ]
        }
        Ask::Way { from, goal } => {
            let r = dp(&table, &on(*from, *goal));
            let moved = on(*from, *goal).moved();
            let path: Vec<String> = r
                .tiles
                .iter()
                .filter(|t| *t >= from)
                .map(|t| label(*t))
                .collect();
            vec![n.units(r.units - moved), path.join(" → ")]
        }
        Ask::Bound { bound, piece, .. } => {
            let optimum = dp(&table, &Problem::piece(*piece).unwrap()).units;
            let cheapest = admissible_bound(&table);
            let safe = f64::from(*bound) <= cheapest;
            let word = match (lang, safe) {
                (Lang::En, true) => "Safe",
                (Lang::En, false) => "Not safe",
                (Lang::De, true) => "Sicher",
                (Lang::De, false) => "Nicht sicher",
            };
            vec![word.to_owned(), n.units(optimum), n.units(cheapest)]
        }
        Ask::Fair { piece } => {
            let goal = Tile::goal_of_piece(*piece).unwrap();
            vec![n.decimals(fair_mean(&table, goal), 0)]
        }
        Ask::Bit { tile } => vec![format!("{}", Bits::from_raw(1u64 << tile.bit()))],
        Ask::Move { from, roll } => {
            let to = Tile::new(from.index() + roll).unwrap();
            vec![
                n.units(f64::from(*roll) * f64::from(rules.spacing)),
                n.units(table.length_between(*from, to)),
            ]
        }
    }
}

#[test]
fn test_the_answer_key_holds_answers_computed_independently() {
    let dir = scratch("handout", "sheet-key");
    for lang in [Lang::En, Lang::De] {
        for seed in [1u64, 2, 3] {
            let pdf = sheet(&dir, seed, lang);
            let pages: usize = pdf_info(&pdf, "Pages").parse().unwrap();
            assert!(pages >= 2, "exercises and a key page: {pages}");
            let key = pdf_text(&pdf, Some((pages, pages)));
            let questions = pdf_text(&pdf, Some((1, pages - 1)));
            let asks = exercises(seed, Tr::shared(lang)).unwrap();
            assert!((6..=10).contains(&asks.len()));
            for (i, e) in asks.iter().enumerate() {
                // The question is on the sheet, numbered.
                let head: String = e
                    .question
                    .split_whitespace()
                    .take(4)
                    .collect::<Vec<_>>()
                    .join(" ");
                assert!(
                    questions.contains(&format!("{}. {head}", i + 1)),
                    "{lang:?} {seed}: {head:?}"
                );
                for needle in expected(&e.ask, lang) {
                    assert!(
                        key.contains(&needle),
                        "{lang:?} seed {seed} {:?}: {needle:?} not in the key: {key}",
                        e.ask
                    );
                }
            }
            // The key is a page of its own: no answer on the exercise pages.
            let first_answer: String = asks[0]
                .answer
                .split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ");
            assert!(!questions.contains(&first_answer), "{first_answer:?}");
        }
    }
}

#[test]
fn test_a_seed_gives_the_same_sheet_and_another_seed_another() {
    let (one, two) = (
        scratch("handout", "sheet-seed-1"),
        scratch("handout", "sheet-seed-2"),
    );
    let a = sheet(&one, 11, Lang::En);
    let again = sheet(&two, 11, Lang::En);
    // The same bytes: no date or random id in the file.
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&again).unwrap());
    let b = pdf_text(&sheet(&one, 12, Lang::En), None);
    assert_ne!(pdf_text(&a, None), b);
    let german = pdf_text(&sheet(&one, 11, Lang::De), None);
    assert_ne!(pdf_text(&a, None), german);
}

#[test]
fn test_bad_arguments_exit_2_with_one_line() {
    let dir = scratch("handout", "sheet-args");
    let out_pdf = dir.join("x.pdf");
    let out = out_pdf.to_str().unwrap();
    let txt = dir.join("x.txt");
    for args in [
        vec!["handout", "worksheet", "--seed", "-3", "--out", out],
        vec!["handout", "worksheet", "--seed", "many", "--out", out],
        vec!["handout", "lesson", "--page", "letter", "--out", out],
        vec!["handout", "lesson", "--lang", "fr", "--out", out],
        vec!["handout", "worksheet", "--out", txt.to_str().unwrap()],
        vec!["handout", "poster", "--out", out],
        vec!["handout", "worksheet"],
    ] {
        let o = maedn(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(o.stdout.is_empty());
    }
    assert!(!out_pdf.exists() && !txt.exists());
}

#[test]
fn test_an_unwritable_path_loses_nothing_and_says_why() {
    let dir = scratch("handout", "sheet-unwritable");
    let folder = dir.join("taken.pdf");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("kept.txt"), "kept").unwrap();
    let missing = dir.join("no-such-folder").join("a.pdf");
    for path in [&folder, &missing] {
        let text = path.to_str().unwrap();
        let o = maedn(&["handout", "worksheet", "--out", text]);
        assert_eq!(o.status.code(), Some(1), "{text}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(text), "names the path: {err}");
    }
    assert_eq!(
        std::fs::read_to_string(folder.join("kept.txt")).unwrap(),
        "kept"
    );
    assert!(!missing.exists());
    // Nothing else was left in the folder (no temporary file).
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 1, "{left:?}");
}

/// The drawings on the sheet's exercise pages, in order, with what each is
/// to a screen reader.
fn figures(pages: &[maedn::render::pdf::Page]) -> Vec<(&maedn::render::Drawing, String)> {
    pages
        .iter()
        .flat_map(|p| &p.blocks)
        .filter_map(|b| match &b.role {
            maedn::render::pdf::Role::Figure(alt) => Some((&b.drawing, alt.clone())),
            _ => None,
        })
        .collect()
}

/// The sheet alone is enough: its board numbers the track tiles, each
/// question that asks to draw a way gets a numbered board of its own, each
/// question about bits the 64-bit layout (every bit's number and what it
/// holds); measured on the drawings placed on the pages, in both languages.
#[test]
fn test_the_sheet_holds_what_its_questions_need() {
    use maedn::figures::handout::bit_layout::bit_label;
    use maedn::figures::handout::worksheet::worksheet;
    use maedn::render::Class;
    for lang in [Lang::En, Lang::De] {
        for seed in [1u64, 37] {
            let sheet = worksheet(seed, "test", Tr::shared(lang)).unwrap();
            let exercise_pages = &sheet.pages[..sheet.pages.len() - 1];
            let drawn = figures(exercise_pages);
            let boards: Vec<_> = drawn
                .iter()
                .filter(|(d, _)| d.items.iter().any(|i| i.class == Class::Board))
                .collect();
            let ways = sheet
                .exercises
                .iter()
                .filter(|e| matches!(e.ask, Ask::Way { .. }))
                .count();
            assert_eq!(boards.len(), 1 + ways, "{lang:?} {seed}: a board per way");
            for (d, alt) in &boards {
                let mut numbers: Vec<u8> = d
                    .texts(Class::TileNumber)
                    .iter()
                    .map(|t| t.parse().unwrap())
                    .collect();
                numbers.sort_unstable();
                assert_eq!(
                    numbers,
                    (0..40).collect::<Vec<u8>>(),
                    "{lang:?} {seed}: {alt}"
                );
            }
            let strips: Vec<_> = drawn
                .iter()
                .filter(|(d, _)| d.texts(Class::Chart).contains(&"B4"))
                .collect();
            let about_bits = sheet
                .exercises
                .iter()
                .filter(|e| matches!(e.ask, Ask::Decode { .. } | Ask::Bit { .. }))
                .count();
            assert_eq!(
                strips.len(),
                about_bits,
                "{lang:?} {seed}: a layout per bits question"
            );
            for (d, _) in strips {
                let texts = d.texts(Class::Chart);
                for bit in 0..64u8 {
                    assert!(texts.contains(&bit.to_string().as_str()), "bit {bit}");
                    assert!(
                        texts.contains(&bit_label(bit).as_str()),
                        "bit {bit}'s meaning"
                    );
                }
            }
        }
    }
}

/// The German sheet speaks natural German and calls the paper "der
/// Aufsatz", as every German text does; no footer is cut.
#[test]
fn test_the_german_sheet_reads_naturally_and_whole() {
    let dir = scratch("handout", "sheet-german");
    let pdf = sheet(&dir, 1, Lang::De);
    let text = pdf_text(&pdf, None);
    assert!(
        text.contains("Gespielt wird auf dem Brett aus dem Aufsatz"),
        "{text}"
    );
    assert!(!text.contains("der Arbeit"), "{text}");
    assert!(!text.contains("… maedn"), "a footer is cut: {text}");
    let ftl = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/de/maedn.ftl"),
    )
    .unwrap();
    for paper in ["der Arbeit", "die Arbeit", "Die Arbeit", "Artikel"] {
        assert!(!ftl.contains(paper), "{paper:?} in the German texts");
    }
}
