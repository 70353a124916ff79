//! Exported figures read back as a viewer reads them: each SVG is parsed by
//! usvg (the parser behind the PNG) and its text checked against numbers the
//! solver computes here; each PNG is decoded and compared with the SVG it
//! must be.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use crate::support::maedn;
use maedn::figures::{FigureRequest, SweepRange, build};
use maedn::i18n::Lang;
use maedn::i18n::Tr;
use maedn::i18n::words::{tick_words, units_number};
use maedn::io::Format;
use maedn::model::{Bits, MoveTable, Problem, Rules};
use maedn::render::{Class, Figure, Theme, raster};
use maedn::solver::{Algorithm, Bound, NoObserver, Progress, Settings, solve, solve_problem};
use resvg::tiny_skia::Pixmap;

fn request(algorithm: Algorithm, bound: Bound) -> FigureRequest {
    FigureRequest {
        settings: Settings {
            algorithm,
            bound,
            rules: Rules::paper(),
        },
        ..FigureRequest::default()
    }
}

/// The texts of the figure's SVG as usvg parses them.
fn svg_texts(figure: &Figure) -> Vec<String> {
    let tree = raster::parse(&figure.svg()).unwrap();
    raster::tree_texts(&tree)
}

fn count(texts: &[String], t: &str) -> usize {
    texts.iter().filter(|x| *x == t).count()
}

fn has(texts: &[String], needle: &str) -> bool {
    texts.iter().any(|t| t.contains(needle))
}

#[test]
fn piece_figure_shows_letters_pieces_lengths_caption_and_legend() {
    // Piece 3 with the paper's search (656,508 calls): figure 10 of the paper.
    let figure = build("piece-3", &request(Algorithm::Paper, Bound::PerTile(193))).unwrap();
    let texts = svg_texts(&figure);
    assert_eq!(count(&texts, "A"), 4);
    assert_eq!(count(&texts, "B"), 16);
    for letter in ["a", "b", "c", "d"] {
        assert_eq!(count(&texts, letter), 4, "goal letter {letter}");
    }
    // Piece 3 on b, piece 4 waiting, pieces 1 and 2 home on d and c; piece
    // 3's path carries its number at each stop and in its legend swatch.
    for n in ["1", "2", "4"] {
        assert_eq!(count(&texts, n), 1, "piece number {n}");
    }
    // The move lengths are the solver's path measured move by move.
    let solved = solve_problem(
        &request(Algorithm::Paper, Bound::PerTile(193)).settings,
        &Problem::piece(3).unwrap(),
        &Progress::default(),
        NoObserver,
    )
    .unwrap();
    let p = &solved.pieces[0];
    let table = MoveTable::new(&Rules::paper());
    let english = Tr::shared(Lang::En);
    let lengths: Vec<f64> = p
        .tiles
        .windows(2)
        .map(|w| table.length_between(w[0], w[1]))
        .collect();
    assert!((lengths.iter().sum::<f64>() - p.units).abs() < 1e-9);
    assert_eq!(
        count(&texts, "3"),
        1 + lengths.len() + 1,
        "piece 3's number"
    );
    let shown = figure.drawing.texts(Class::MoveLength);
    let expected: Vec<String> = lengths.iter().map(|l| units_number(english, *l)).collect();
    assert_eq!(
        shown,
        expected.iter().map(String::as_str).collect::<Vec<_>>()
    );
    for l in &expected {
        assert!(has(&texts, l), "move length {l} not in the SVG");
    }
    // Caption: the paper's figure 10 total, the settings, the check.
    assert!(
        has(
            &texts,
            "Piece 3 to goal b: 16,812\u{a0}units (60.5232\u{a0}cm)"
        ),
        "{texts:?}"
    );
    assert!(has(&texts, "bound 193\u{a0}units per tile"));
    assert!(has(
        &texts,
        "Checked against the exact dynamic programming: optimal."
    ));
    // Legend.
    assert!(has(&texts, "piece 3's path to b"));
    assert!(has(&texts, "length of each move, in units"));
    assert!(has(&texts, "black's pieces, numbered"));
}

/// The PNG is the SVG rasterised: same size, same pixels, and not blank.
#[test]
fn png_is_the_svg_rasterised() {
    for theme in Theme::ALL {
        let req = FigureRequest {
            theme,
            ..request(Algorithm::Dp, Bound::PerTile(193))
        };
        let figure = build("piece-2", &req).unwrap();
        let scale = 1.5;
        let png = figure.encode(Format::Png, scale).unwrap();
        let decoded = Pixmap::decode_png(&png).unwrap();
        assert_eq!(
            decoded.width(),
            (figure.drawing.width * scale).ceil() as u32
        );
        assert_eq!(
            decoded.height(),
            (figure.drawing.height * scale).ceil() as u32
        );
        let direct = raster::rasterise(&figure.svg(), scale).unwrap();
        assert!(
            decoded.data() == direct.data(),
            "{theme}: PNG differs from its SVG"
        );
        // Not blank: many colours, and the board's colour covers a large part.
        let pixels: Vec<[u8; 4]> = decoded
            .data()
            .chunks_exact(4)
            .map(|c| [c[0], c[1], c[2], c[3]])
            .collect();
        let mut distinct = pixels.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(
            distinct.len() > 50,
            "{theme}: only {} colours",
            distinct.len()
        );
        let page = maedn::render::Palette::of(theme).page;
        let off_page = pixels
            .iter()
            .filter(|p| p[..3] != [page.r, page.g, page.b])
            .count();
        assert!(off_page * 3 > pixels.len(), "{theme}: mostly empty page");
    }
}

#[test]
fn full_path_figure_adds_up_to_the_papers_total() {
    let figure = build("full-path", &request(Algorithm::Dp, Bound::PerTile(193))).unwrap();
    let texts = svg_texts(&figure);
    assert!(has(
        &texts,
        "The full path: 83,047\u{a0}units (298.9692\u{a0}cm)"
    ));
    assert!(has(
        &texts,
        "start field 12,143 + pieces 19,462 + 17,315 + 16,812 + 17,315"
    ));
    assert!(has(&texts, "36 rolls"));
    for (piece, goal) in [(1, 'd'), (2, 'c'), (3, 'b'), (4, 'a')] {
        assert!(has(&texts, &format!("piece {piece}'s path to {goal}")));
    }
    // Four paths, each with its start-field move: 4 × (casing + line) polylines.
    assert_eq!(
        figure
            .drawing
            .items
            .iter()
            .filter(|i| i.class == Class::Path
                && matches!(i.shape, maedn::render::Shape::Polyline { .. }))
            .count(),
        8
    );
}

#[test]
fn rolls_chart_counts_the_solutions_rolls() {
    let figure = build("rolls", &request(Algorithm::Dp, Bound::PerTile(193))).unwrap();
    let texts = svg_texts(&figure);
    // The paper's figures: 3:1, 4:11, 5:1, 6:23 of 36 rolls.
    for label in [
        "0 (0.0\u{a0}%)",
        "1 (2.8\u{a0}%)",
        "11 (30.6\u{a0}%)",
        "23 (63.9\u{a0}%)",
    ] {
        assert!(has(&texts, label), "{label} missing: {texts:?}");
    }
    for tick in ["1", "2", "3", "4", "5", "6"] {
        assert!(count(&texts, tick) >= 1, "x tick {tick}");
    }
    assert!(has(
        &texts,
        "Rolls of the shortest path: 36 rolls, 5.28 on average"
    ));
    assert!(has(&texts, "times rolled") && has(&texts, "roll"));
    assert!(has(&texts, "times each roll is used"));
}

#[test]
fn calls_chart_is_honest_about_a_bound_that_loses_the_optimum() {
    // Bound 300 prunes hard (cheap to run) and loses the optimum.
    let req = request(Algorithm::Paper, Bound::PerTile(300));
    let solution = solve(&req.settings, &Progress::default(), NoObserver).unwrap();
    assert!(!solution.optimal);
    let figure = build("calls", &req).unwrap();
    let texts = svg_texts(&figure);
    let english = Tr::shared(Lang::En);
    for p in &solution.pieces {
        assert!(has(
            &texts,
            &tick_words(english).count(p.stats.calls as f64)
        ));
    }
    assert!(has(&texts, "NOT optimal"));
    assert!(has(
        &texts,
        &english.numbers().decimals(solution.calls as f64, 0)
    ));
    assert!(has(&texts, "calls that searched on") && has(&texts, "calls cut short by the bound"));
    assert!(has(&texts, "1 (d)") && has(&texts, "4 (a)"));
}

#[test]
fn sweep_chart_marks_both_bounds_and_labels_its_axis() {
    let req = FigureRequest {
        sweep: SweepRange {
            from: 220,
            to: 240,
            step: 10,
        },
        ..request(Algorithm::Paper, Bound::PerTile(193))
    };
    let figure = build("bound-sweep", &req).unwrap();
    let texts = svg_texts(&figure);
    assert!(has(&texts, "optimum kept") && has(&texts, "optimum lost"));
    assert!(has(&texts, "admissible bound (170"));
    assert!(has(&texts, "the paper's bound (193)"));
    assert!(has(&texts, "every bound tried up to 220 kept the optimum"));
    // Readable x axis: several tick labels, not one.
    let ticks: Vec<&String> = texts
        .iter()
        .filter(|t| t.parse::<u32>().is_ok_and(|v| (150..=260).contains(&v)))
        .collect();
    assert!(ticks.len() >= 4, "x ticks: {ticks:?}");
}

/// The `board` figure of `raw` under the paper's rules, light, English, as
/// SVG (what `maedn figure board` writes).
fn board_svg(raw: u64) -> String {
    let scene = maedn::figures::decoded_scene(Bits::from_raw(raw), &Rules::paper(), Lang::En);
    maedn::figures::board_figure("board", &scene, Theme::Light).svg()
}

#[test]
fn window_svg_export_is_the_board_figure() {
    let svg = board_svg(0xE820_8822_0841_4C06);
    let tree = raster::parse(&svg).unwrap();
    let texts = raster::tree_texts(&tree);
    for length in ["3,801", "2,404", "1,700", "2,688", "3,065"] {
        assert!(texts.iter().any(|t| t == length), "{length}");
    }
    assert!(
        texts
            .iter()
            .any(|t| t.contains("piece 1, 19,462\u{a0}units"))
    );
    assert!(texts.iter().any(|t| t.contains("agrees with its moves")));
    // A board whose units disagree with its path is drawn by its moves and says so.
    let svg = board_svg(0xE820_8822_0840_0000);
    let texts = raster::tree_texts(&raster::parse(&svg).unwrap());
    assert!(
        texts.iter().any(|t| t.contains("but its moves measure")),
        "{texts:?}"
    );
}

#[test]
fn figure_command_writes_and_refuses_clearly() {
    let dir = std::env::temp_dir().join(format!("maedn-fig-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = maedn(&["figure", "--list"]);
    assert!(list.status.success());
    let listed = String::from_utf8_lossy(&list.stdout);
    for name in [
        "piece-1",
        "full-path",
        "rolls",
        "calls",
        "calls-compared",
        "bound-sweep",
    ] {
        assert!(listed.contains(name), "{name} not listed");
    }
    let png = dir.join("p4.png");
    let out = maedn(&[
        "figure",
        "piece-4",
        "--algorithm",
        "dp",
        "--theme",
        "dark",
        "--scale",
        "1",
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pixmap = Pixmap::decode_png(&std::fs::read(&png).unwrap()).unwrap();
    let dark = FigureRequest {
        theme: Theme::Dark,
        ..request(Algorithm::Dp, Bound::PerTile(193))
    };
    let figure = build("piece-4", &dark).unwrap();
    assert_eq!(pixmap.width(), figure.drawing.width.ceil() as u32);
    for (args, says) in [
        (vec!["figure", "nope", "--out", "x.svg"], "unknown figure"),
        (
            vec!["figure", "rolls", "--format", "png", "--out", "x.svg"],
            "make them agree",
        ),
        (
            vec!["figure", "rolls", "--theme", "blue", "--out", "x.svg"],
            "theme",
        ),
        (
            vec!["figure", "board", "--out", "x.svg"],
            "needs a bit-board",
        ),
        (vec!["figure", "rolls"], "--out"),
        (
            vec![
                "figure",
                "piece-1",
                "--algorithm",
                "dp",
                "--scale",
                "0",
                "--out",
                "x.png",
            ],
            "scale",
        ),
    ] {
        let out = maedn(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn compared_chart_stacks_each_runs_calls_side_by_side() {
    let run = |bound| {
        solve(
            &request(Algorithm::Paper, Bound::PerTile(bound)).settings,
            &Progress::default(),
            NoObserver,
        )
        .unwrap()
    };
    // Two cheap runs stand in for "with" and "without" (the real one is 660 M calls).
    let (with, without) = (run(300), run(260));
    let english = Tr::shared(Lang::En);
    let chart = maedn::figures::calls_compared_chart(&with, &without, "300", english);
    let names: Vec<&str> = chart.series.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "bound 300: calls that searched on",
            "bound 300: calls cut short",
            "without a bound: calls that searched on",
            "without a bound: calls cut short",
        ]
    );
    for (pair, solution, dx) in [
        (&chart.series[0..2], &with, -0.2),
        (&chart.series[2..4], &without, 0.2),
    ] {
        for (i, p) in solution.pieces.iter().enumerate() {
            let (on, cut) = (&pair[0].bars[i], &pair[1].bars[i]);
            assert!((on.x - (i as f64 + dx)).abs() < 1e-9 && on.x == cut.x);
            assert_eq!(cut.base, on.value, "pruned sits on searched");
            assert_eq!((on.value + cut.value) as u64, p.stats.calls);
            assert_eq!(
                cut.label.as_deref(),
                Some(tick_words(english).count(p.stats.calls as f64).as_str())
            );
        }
    }
}
