//! The admissible bound per goal (the least rest per tile, from the exact DP)
//! checked against the paper's search from every tile a piece can stand on:
//! at the bound the search never loses the optimum; a bound above it
//! overestimates the rest from some tile, and the smallest whole bound that
//! does lose the optimum from some tile is found by the search itself.

use maedn::model::{GoalRule, LengthMode, MoveTable, Problem, Rules, Tile};
use maedn::solver::{
    Algorithm, Bound, NoObserver, Progress, Settings, admissible_bound_for, dp,
    least_rest_per_tile, solve_problem,
};

/// Bounds tried above the admissible one before giving up the scan.
const SCAN: u32 = 60;

/// Every tile piece `piece` can stand on before its goal, as a problem.
fn every_start(table: &MoveTable, piece: u8) -> Vec<Problem> {
    let goal = Tile::goal_of_piece(piece).expect("goal");
    let last = match table.rules().goal_rule {
        GoalRule::Paper => Tile::LAST_TRACK.index(),
        GoalRule::Free => goal.index() - 1,
    };
    (0..=last)
        .map(|at| Problem::walked_in_sixes(table.rules(), piece, at))
        .collect()
}

/// Does the paper's search with `bound` keep the optimum from `problem`?
fn keeps(rules: &Rules, bound: Bound, problem: &Problem, optimum: f64) -> bool {
    let settings = Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules: *rules,
    };
    let s = solve_problem(&settings, problem, &Progress::default(), NoObserver).expect("solves");
    (s.total_units - optimum).abs() < 1e-6
}

#[test]
fn test_the_admissible_bound_never_loses_the_optimum_from_any_tile() {
    for (lengths, goal_rule) in [
        (LengthMode::Rounded, GoalRule::Paper),
        (LengthMode::Exact, GoalRule::Paper),
        (LengthMode::Rounded, GoalRule::Free),
    ] {
        let rules = Rules {
            lengths,
            goal_rule,
            ..Rules::paper()
        };
        let table = MoveTable::new(&rules);
        for piece in 1..=4u8 {
            let goal = Tile::goal_of_piece(piece).expect("goal");
            let admissible = admissible_bound_for(&table, &[goal]);
            // At least the cheapest move per tile, and never above any rest.
            assert!(admissible >= table.cheapest_per_tile(goal).floor() - 1e-9);
            assert!(admissible <= least_rest_per_tile(&table, goal) + 1e-9);
            for problem in every_start(&table, piece) {
                let optimum = dp(&table, &problem).units;
                assert!(
                    keeps(&rules, Bound::Admissible, &problem, optimum),
                    "{lengths:?} {goal_rule:?} piece {piece} from {}: bound {admissible}",
                    problem.from()
                );
            }
        }
    }
}

/// Above the admissible bound the estimate exceeds the rest from some tile,
/// so the search may lose the optimum; whether it does depends on the order
/// it finds ways in. Here the search itself finds, for each goal, the
/// smallest whole bound that loses the optimum from some tile: it lies above
/// the admissible bound (which the verdict calls proven) and the bounds
/// between are called not proven ("may prune"), which they are: they only
/// happen to keep it.
#[test]
fn test_a_bound_above_the_admissible_one_loses_the_optimum_somewhere() {
    let rules = Rules::paper();
    let table = MoveTable::new(&rules);
    for piece in 1..=4u8 {
        let goal = Tile::goal_of_piece(piece).expect("goal");
        let admissible = admissible_bound_for(&table, &[goal]);
        let base = admissible as u32;
        let starts: Vec<(Problem, f64)> = every_start(&table, piece)
            .into_iter()
            .map(|p| {
                let optimum = dp(&table, &p).units;
                (p, optimum)
            })
            .collect();
        // The next whole bound overestimates the rest from some tile.
        let over = starts.iter().any(|(p, optimum)| {
            f64::from(p.tiles_left()) * f64::from(base + 1) > optimum - p.moved() + 1e-9
        });
        assert!(
            over,
            "piece {piece}: {base} is not the largest admissible bound"
        );
        // From the far tiles first: they are quick, and lose first.
        let loses = |bound: u32| {
            starts
                .iter()
                .rev()
                .any(|(p, optimum)| !keeps(&rules, Bound::PerTile(bound), p, *optimum))
        };
        let first = (base + 1..=base + SCAN).find(|&b| loses(b));
        let Some(first) = first else {
            panic!(
                "piece {piece}: no bound up to {} loses the optimum",
                base + SCAN
            );
        };
        eprintln!(
            "piece {piece} → {goal}: admissible {admissible}, first bound that loses: {first}"
        );
        assert!(first > base);
        // The verdict: proven at the admissible bound, not above it.
        let verdict = |bound: u32| {
            let settings = Settings {
                bound: Bound::PerTile(bound),
                ..Settings::default()
            };
            let (p, _) = &starts[0];
            solve_problem(&settings, p, &Progress::default(), NoObserver)
                .expect("solves")
                .admissible
        };
        assert!(verdict(base));
        assert!(!verdict(base + 1));
    }
}
