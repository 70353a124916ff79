//! The best player with a fair die, checked three ways: a brute-force
//! expectimax written here (recursion over positions with a memo, nothing of
//! the engine's programme but the rules) on the games of one to four pieces;
//! a seeded simulation of the policy whose mean must agree with the exact
//! value within three standard errors; and the bounds every policy obeys
//! (never below the game with every roll chosen, never above random play).
//! Then `maedn play` as a script sees it.

use std::collections::HashMap;

use crate::support::{json, maedn};
use maedn::game::{
    DIE_FACES, FairOptimum, GameRules, GameState, IndependentOptimum, StateSpace, fair_die,
    fair_optimum, piece_expectations, piece_optima, shortest_game, simulate_fair,
};
use maedn::model::{GoalRule, LengthMode, Rules};
use maedn::solver::Progress;
use serde_json::Value;

fn rules(goal_rule: GoalRule) -> Rules {
    Rules {
        goal_rule,
        ..Rules::paper()
    }
}

fn optimum(rules: &GameRules) -> FairOptimum {
    let space = StateSpace::explore(rules, &Progress::default()).expect("space");
    fair_optimum(space, &Progress::default()).expect("optimum")
}

/// Expectimax by recursion: the chance node averages over the faces that
/// allow a move (a lost face repeats the roll), the choice node takes the
/// cheapest move. Independent of the engine's backward pass.
fn expectimax(rules: &GameRules, state: GameState, memo: &mut HashMap<GameState, f64>) -> f64 {
    if let Some(v) = memo.get(&state) {
        return *v;
    }
    if rules.is_finished(state) {
        memo.insert(state, 0.0);
        return 0.0;
    }
    let mut faces = 0.0;
    let mut sum = 0.0;
    for die in 1..=DIE_FACES {
        let moves = rules.legal_moves(state, die);
        let mut cheapest = f64::INFINITY;
        for mv in moves.iter() {
            let rest = expectimax(rules, state.apply(*mv), memo);
            cheapest = cheapest.min(rules.length(*mv) + rest);
        }
        if cheapest.is_finite() {
            faces += 1.0;
            sum += cheapest;
        }
    }
    // v = (sum + (6 − faces)·v) / 6, solved for v.
    let v = sum / faces;
    memo.insert(state, v);
    v
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

#[test]
fn test_brute_force_expectimax_agrees_with_the_dp_on_every_position() {
    for goal_rule in [GoalRule::Paper, GoalRule::Free] {
        for lengths in [LengthMode::Rounded, LengthMode::Exact] {
            for pieces in 1..=3 {
                let r = Rules {
                    lengths,
                    ..rules(goal_rule)
                };
                let game = GameRules::with_pieces(&r, pieces).expect("rules");
                let best = optimum(&game);
                let mut memo = HashMap::new();
                let start = expectimax(&game, game.start(), &mut memo);
                assert!(close(start, best.units()), "{goal_rule} {lengths} {pieces}");
                assert_eq!(memo.len(), best.states(), "every position visited once");
                for (state, v) in &memo {
                    let dp = best.value(*state).expect("reachable");
                    assert!(close(*v, dp), "{goal_rule} {pieces}: {state:?} {v} {dp}");
                    // The best move and the alternatives' costs, face by face.
                    for die in 1..=DIE_FACES {
                        let brute: Vec<f64> = game
                            .legal_moves(*state, die)
                            .iter()
                            .map(|m| game.length(*m) + memo[&state.apply(*m)])
                            .collect();
                        let least = brute.iter().copied().fold(f64::INFINITY, f64::min);
                        for c in best.choices(*state, die) {
                            let own = game.length(c.mv) + memo[&state.apply(c.mv)];
                            assert!(close(c.expected, own));
                            assert!((c.cost - (own - least)).abs() < 1e-6);
                        }
                        if let Some(mv) = best.best_move(*state, die) {
                            let chosen = game.length(mv) + memo[&state.apply(mv)];
                            assert!(close(chosen, least));
                        }
                    }
                }
            }
        }
    }
}

/// Games the debug test plays; `maedn play --policy --games 100000` plays the
/// full check (see `docs/play.md`).
const TEST_GAMES: u64 = 20_000;

#[test]
fn test_simulated_policy_agrees_with_the_exact_value_within_three_standard_errors() {
    for goal_rule in [GoalRule::Paper, GoalRule::Free] {
        let best = optimum(&GameRules::new(&rules(goal_rule)).expect("rules"));
        let sim = simulate_fair(&best, TEST_GAMES, 2024, &Progress::default()).expect("sim");
        let se = sim.standard_error().expect("many games");
        let z = (sim.mean - best.units()) / se;
        assert!(z.abs() < 3.0, "{goal_rule}: z = {z}");
        // The spread agrees too (loosely: a standard deviation's own error).
        assert!((sim.sd / best.units_sd() - 1.0).abs() < 0.05, "{goal_rule}");
        let rolls_z = (sim.mean_rolls - best.rolls()) / sim.rolls_standard_error().expect("se");
        assert!(rolls_z.abs() < 3.0, "{goal_rule}: rolls z = {rolls_z}");
    }
}

#[test]
fn test_fair_optimum_lies_between_chosen_rolls_and_random_play() {
    for goal_rule in [GoalRule::Paper, GoalRule::Free] {
        let r = rules(goal_rule);
        let all = fair_die(&r, &Progress::default()).expect("fair die");
        let chosen = shortest_game(&GameRules::new(&r).expect("rules"), &Progress::default())
            .expect("shortest")
            .game
            .total;
        assert_eq!(chosen, all.shortest.game.total);
        assert!(chosen < all.optimum.units(), "{goal_rule}");
        assert!(all.optimum.units() < all.ordinary.units, "{goal_rule}");
        // Per piece: nothing to choose alone, so the optimum is random play.
        let game = GameRules::new(&r).expect("rules");
        let independent = IndependentOptimum::new(&game);
        let ordinary = piece_expectations(game.table()).expect("ordinary");
        let best = piece_optima(game.table()).expect("optima");
        for ((b, o), c) in best.iter().zip(&ordinary).zip(&independent.from_a) {
            assert!(*c < b.units, "{goal_rule} piece {}", b.piece);
            assert!(b.units <= o.units + 1e-6, "{goal_rule} piece {}", b.piece);
        }
    }
}

fn f(v: &Value) -> f64 {
    v.as_f64().expect("a number")
}

#[test]
fn test_play_policy_prints_the_three_numbers_as_the_engine_computes_them() {
    for goal_row in ["paper", "free"] {
        let v = json(&[
            "play",
            "--policy",
            "--goal-row",
            goal_row,
            "--games",
            "2000",
            "--json",
        ]);
        let goal_rule = if goal_row == "paper" {
            GoalRule::Paper
        } else {
            GoalRule::Free
        };
        let all = fair_die(&rules(goal_rule), &Progress::default()).expect("fair die");
        let g = &v["game"];
        assert_eq!(f(&g["chosen_units"]), all.shortest.game.total);
        assert_eq!(f(&g["fair_units"]), all.optimum.units());
        assert_eq!(f(&g["fair_sd"]), all.optimum.units_sd());
        assert_eq!(f(&g["ordinary_units"]), all.ordinary.units);
        assert!(f(&g["chosen_units"]) < f(&g["fair_units"]));
        assert!(f(&g["fair_units"]) < f(&g["ordinary_units"]));
        let pieces = v["pieces"].as_array().expect("pieces");
        assert_eq!(pieces.len(), 4);
        for (p, b) in pieces.iter().zip(&all.pieces) {
            assert_eq!(f(&p["fair_units"]), b.units);
            assert!(f(&p["chosen_units"]) < f(&p["fair_units"]));
        }
        let s = &v["simulation"];
        assert_eq!(s["games"], 2000);
        assert!(f(&s["z"]).abs() < 3.0, "{goal_row}: {s}");
    }
    let out = maedn(&["play", "--policy", "--games", "0"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    for words in [
        "every roll chosen (the shortest game): 83,047\u{a0}units",
        "the best player with a fair die: ",
        "an ordinary player (random choice): ",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
}

#[test]
fn test_play_position_gives_the_best_move_and_what_each_other_move_gives_away() {
    let v = json(&["play", "--position", "30,5,20,12", "--roll", "3", "--json"]);
    let best = optimum(&GameRules::new(&Rules::paper()).expect("rules"));
    let state = maedn::game::parse_position("5,12,20,30", 4).expect("position");
    let p = &v["position"];
    assert_eq!(p["places"], "5,12,20,30");
    assert_eq!(f(&p["to_go"]), best.value(state).expect("value"));
    let rolls = p["rolls"].as_array().expect("rolls");
    assert_eq!(rolls.len(), 1);
    let moves = rolls[0]["moves"].as_array().expect("moves");
    let choices = best.choices(state, 3);
    assert_eq!(moves.len(), choices.len());
    assert!(moves.len() > 1, "a real choice");
    let best_move = best.best_move(state, 3).expect("a move");
    assert_eq!(moves[0]["from"], best_move.from.to_string());
    assert_eq!(f(&moves[0]["gives_away"]), 0.0);
    for (m, c) in moves.iter().zip(&choices) {
        assert_eq!(f(&m["expected"]), c.expected);
        let given = f(&m["expected"]) - f(&moves[0]["expected"]);
        assert!((f(&m["gives_away"]) - given).abs() < 1e-9);
        assert!(f(&m["gives_away"]) >= 0.0);
    }
    // Without --roll all six rolls; a lost roll says so.
    let v = json(&["play", "--position", "B,B,B,B", "--json"]);
    let rolls = v["position"]["rolls"].as_array().expect("rolls");
    assert_eq!(rolls.len(), 6);
    assert_eq!(rolls[0]["lost"], true);
    assert_eq!(rolls[5]["moves"][0]["from"], "B1");
    let text =
        String::from_utf8_lossy(&maedn(&["play", "--position", "B,B,B,B"]).stdout).into_owned();
    assert!(
        text.contains("Roll 1: no legal move, the roll is lost."),
        "{text}"
    );
    assert!(text.contains("Roll 6: the best move is B1 → 0"), "{text}");
}

#[test]
fn test_play_refuses_malformed_input_with_a_clear_message() {
    for (args, says) in [
        (
            &["play", "--position", "B,B,12,x"][..],
            "\"x\" is not a place",
        ),
        (&["play", "--position", "B,B,12"], "3 places for 4 pieces"),
        (
            &["play", "--position", "B,12,12,d"],
            "two pieces on tile 12",
        ),
        (&["play", "--position", "B,B,a,12"], "no game reaches"),
        (&["play", "--position", "a,b,c,d"], "the game has ended"),
        (&["play", "--position", "B,B,B,B", "--roll", "7"], "7"),
        (&["play", "--roll", "3"], "--position"),
        (&["play"], "--policy"),
        (&["play", "--policy", "--games", "1000001"], "out of range"),
    ] {
        let out = maedn(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn test_random_shows_the_fair_die_optimum_beside_the_ordinary_game() {
    let v = json(&["random", "--games", "10", "--json"]);
    let all = fair_die(&Rules::paper(), &Progress::default()).expect("fair die");
    let g = &v["game"];
    assert_eq!(f(&g["fair_die_optimum_units"]), all.optimum.units());
    assert_eq!(f(&g["fair_die_optimum_sd"]), all.optimum.units_sd());
    assert!(f(&v["shortest"]["total_units"]) < f(&g["fair_die_optimum_units"]));
    assert!(f(&g["fair_die_optimum_units"]) < f(&g["expected_units"]));
    let out = maedn(&["random", "--games", "10"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let line = format!(
        "best player, fair die  {}\u{a0}units",
        maedn::format::units(all.optimum.units())
    );
    assert!(text.contains(&line), "{text}");
}

#[test]
fn test_the_fair_die_figure_marks_the_three_numbers_in_both_languages() {
    use maedn::figures::fair_figure::fair_figure;
    use maedn::figures::{FIGURES, FigureRequest, build};
    use maedn::i18n::{Lang, Tr};
    use maedn::render::{Theme, raster};

    let texts = |figure: &maedn::render::Figure| {
        raster::tree_texts(&raster::parse(&figure.svg()).expect("an SVG"))
    };
    let r = Rules::paper();
    let all = fair_die(&r, &Progress::default()).expect("fair die");
    let sim = simulate_fair(&all.optimum, 2_000, 3, &Progress::default()).expect("sim");
    assert_eq!(sim.histogram.counts.iter().sum::<u64>(), 2_000);
    for (lang, style) in [
        (Lang::En, maedn::format::NumberStyle::English),
        (Lang::De, maedn::format::NumberStyle::German),
    ] {
        let figure = fair_figure(&all, &sim, &r, &Tr::new(lang), Theme::Light).expect("figure");
        let t = texts(&figure);
        for value in [
            all.shortest.game.total,
            all.optimum.units(),
            all.ordinary.units,
            sim.mean,
        ] {
            let number = style.units(value);
            assert!(
                t.iter().any(|s| s.contains(&number)),
                "{lang:?} {number}: {t:?}"
            );
        }
        let fair_words = if lang == Lang::En {
            "best player, fair die (exact)"
        } else {
            "bester Spieler, fairer Würfel (exakt)"
        };
        assert!(t.iter().any(|s| s.contains(fair_words)), "{lang:?}: {t:?}");
    }
    assert!(FIGURES.iter().any(|f| f.name == "fair-die"));
    let named = build("fair-die", &FigureRequest::default()).expect("the named figure");
    assert!(
        texts(&named)
            .iter()
            .any(|s| s.contains(&maedn::format::units(all.optimum.units())))
    );
}

#[test]
fn test_brute_force_expectimax_agrees_with_the_dp_on_the_whole_game() {
    for goal_rule in [GoalRule::Paper, GoalRule::Free] {
        let game = GameRules::new(&rules(goal_rule)).expect("rules");
        let best = optimum(&game);
        let mut memo = HashMap::new();
        let start = expectimax(&game, game.start(), &mut memo);
        assert!(
            close(start, best.units()),
            "{goal_rule}: {start} {}",
            best.units()
        );
        assert_eq!(memo.len(), best.states());
        for (state, v) in &memo {
            assert!(close(*v, best.value(*state).expect("reachable")));
        }
    }
}
