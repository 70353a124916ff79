//! The whole game's figures read back as a viewer reads them: the SVG parsed
//! by usvg, its texts checked against the game the engine computes here.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::sync::Arc;

use maedn::figures::{FigureError, FigureRequest, build};
use maedn::game::{GameError, GameRules, quickest_game, shortest_game};
use maedn::i18n::Lang;
use maedn::i18n::Tr;
use maedn::i18n::words::{cm, units, units_number};
use maedn::model::{GoalRule, Rules};
use maedn::render::raster;
use maedn::solver::{Progress, Settings};

fn texts_of(name: &str, request: &FigureRequest) -> Vec<String> {
    let figure = build(name, request).unwrap();
    raster::tree_texts(&raster::parse(&figure.svg()).unwrap())
}

/// Is `needle` shown, in one line or wrapped over several?
fn has(texts: &[String], needle: &str) -> bool {
    texts.join(" ").contains(needle)
}

fn request(rules: Rules) -> FigureRequest {
    FigureRequest {
        settings: Settings {
            rules,
            ..Settings::default()
        },
        ..FigureRequest::default()
    }
}

/// The figure's caption says the engine's total, rolls and tied games, that
/// the game reaches the paper's total (83,047 units), and its legend
/// names each piece's way with the engine's lengths.
#[test]
fn game_figure_says_what_the_engine_computes() {
    let g = shortest_game(
        &GameRules::new(&Rules::paper()).unwrap(),
        &Progress::default(),
    )
    .unwrap();
    let en = Tr::shared(Lang::En);
    let figure = build("game", &request(Rules::paper())).unwrap();
    let texts = raster::tree_texts(&raster::parse(&figure.svg()).unwrap());
    let title = format!(
        "The shortest legal game: {} ({}) in {} rolls",
        units(en, g.game.total),
        cm(en, g.game.total),
        g.rolls
    );
    assert!(has(&texts, &title), "{title:?} not in {texts:?}");
    assert!(has(
        &texts,
        "83,047\u{a0}units (298.9692\u{a0}cm) in 36 rolls"
    ));
    assert!(has(
        &texts,
        "It reaches the paper's total of 83,047\u{a0}units, which assumed the pieces independent."
    ));
    assert!(has(
        &texts,
        &format!(
            "{} legal games are exactly as short.",
            en.numbers().decimals(g.tied_games as f64, 0)
        )
    ));
    for p in &g.game.pieces {
        let home = p.home().and_then(|t| t.goal_letter()).unwrap();
        let row = format!(
            "piece {}, {} to {home}: {} + {}, {} moves",
            p.piece,
            p.slot,
            units_number(en, p.start_move),
            units(en, p.from_a),
            p.moves
        );
        assert!(has(&texts, &row), "{row:?} not in {texts:?}");
    }
    assert!(has(&texts, "black's pieces, numbered"));
    // The four pieces stand home, numbered; each path carries its piece's
    // number at every stop (at least one a move), and so does its legend swatch.
    for p in &g.game.pieces {
        let n = p.piece.to_string();
        let on_path = figure
            .drawing
            .texts(maedn::render::Class::Path)
            .into_iter()
            .filter(|t| *t == n)
            .count();
        assert!(on_path >= p.moves, "piece {n}: {on_path} stops");
        let all = texts.iter().filter(|t| **t == n).count();
        assert_eq!(all, 1 + on_path + 1, "piece {n}");
    }
}

/// Under the free goal row the game is computed anew, and the quickest game
/// says its own (longer) total and fewer rolls and that it misses the paper's.
#[test]
fn quickest_game_figure_is_longer_and_says_by_how_much() {
    let rules = Rules {
        goal_rule: GoalRule::Free,
        ..Rules::paper()
    };
    let q = quickest_game(&GameRules::new(&rules).unwrap(), &Progress::default()).unwrap();
    let en = Tr::shared(Lang::En);
    let texts = texts_of("quickest-game", &request(rules));
    assert!(has(
        &texts,
        &format!(
            "The quickest legal game: {} ({}) in {} rolls",
            units(en, q.game.total),
            cm(en, q.game.total),
            q.rolls
        )
    ));
    assert!(!q.reaches_independent());
    assert!(has(
        &texts,
        &format!(
            "{} longer than the paper's total of {}",
            units(en, q.excess()),
            units(en, q.independent.total)
        )
    ));
    assert!(has(&texts, "free goal row"));
}

/// One bar per roll, its label the die's face, coloured by piece.
#[test]
fn game_rolls_chart_has_a_bar_per_roll_with_its_face() {
    let g = shortest_game(
        &GameRules::new(&Rules::paper()).unwrap(),
        &Progress::default(),
    )
    .unwrap();
    let en = Tr::shared(Lang::En);
    let chart = maedn::figures::game_rolls_chart(&g.game, en);
    let bars: Vec<_> = chart.series.iter().flat_map(|s| &s.bars).collect();
    assert_eq!(bars.len(), g.rolls as usize);
    let faces: usize = bars
        .iter()
        .filter_map(|b| b.label.as_deref())
        .map(|l| l.parse::<usize>().unwrap())
        .sum();
    let expected: usize = g.game.rolls.iter().map(|r| usize::from(r.die)).sum();
    assert_eq!(faces, expected);
    let lengths: f64 = bars.iter().map(|b| b.value).sum();
    assert!((lengths - g.game.total).abs() < 1e-6);
    let texts = texts_of("game-rolls", &request(Rules::paper()));
    assert!(has(&texts, "the number on it is the die's face"));
    assert!(texts.iter().any(|t| t == "piece 4"));
    assert!(has(&texts, "length of the move (units)"));
}

/// A cancelled export stops the game's computation and says so.
#[test]
fn a_cancelled_game_figure_is_an_error() {
    let progress = Arc::new(Progress::default());
    progress.cancel();
    let r = FigureRequest {
        progress: Some(progress),
        ..request(Rules::paper())
    };
    assert!(matches!(
        build("game", &r),
        Err(FigureError::Game(GameError::Cancelled(_)))
    ));
}
