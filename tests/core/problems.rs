//! Any problem the constructor accepts can be solved by every solver without
//! a panic, and the exact solvers and an admissible paper search agree on it.
//! Problems the constructor refuses are refused with a reason, never solved.

use maedn::model::{Bits, MoveTable, Problem, Rules, Tile};
use maedn::solver::{
    Algorithm, Bound, NoObserver, Progress, Settings, SolveError, TIE, astar, dp, solve_problem,
};
use proptest::prelude::*;

/// Tiles left below which the unbounded paper search is cheap enough for a test.
const SMALL: u8 = 14;

/// A piece, its rolls (cut where they would reach the goal) and units moved:
/// any value the constructor accepts, not only the path's true length.
fn problem_strategy() -> impl Strategy<Value = Problem> {
    (
        1u8..=4,
        proptest::collection::vec(1u8..=6, 0..12),
        prop_oneof![Just(0.0), Just(65_535.0), 0.0f64..=65_535.0],
    )
        .prop_map(|(piece, rolls, moved)| {
            let goal = Tile::goal_of_piece(piece).expect("piece 1..=4");
            let mut path = vec![Tile::A];
            let mut board = Bits::piece_start(piece).expect("piece 1..=4");
            let mut at = 0u8;
            // Start late enough for the unbounded search to stay small.
            for roll in std::iter::repeat_n(6, 4).chain(rolls) {
                let Some(next) = Tile::new(at + roll).filter(|t| *t < goal) else {
                    break;
                };
                path.push(next);
                board |= Bits::tile(next);
                at = next.index();
            }
            Problem::new(piece, goal, path, moved, board).expect("built valid")
        })
}

fn settings(algorithm: Algorithm, bound: Bound, rules: Rules) -> Settings {
    Settings {
        algorithm,
        bound,
        rules,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn prop_no_solver_panics_on_a_valid_problem(
        rules in crate::strategies::rules(1),
        problem in problem_strategy(),
        bound in prop_oneof![Just(Bound::Admissible), Just(Bound::PerTile(193)),
                             Just(Bound::PerTile(u32::MAX)), Just(Bound::None)],
    ) {
        let table = MoveTable::new(&rules);
        let exact = dp(&table, &problem);
        let a = astar(&table, &problem, &Progress::default()).expect("not cancelled");
        prop_assert!((a.units - exact.units).abs() <= TIE, "A* {} vs DP {}", a.units, exact.units);
        prop_assert!(exact.units >= problem.moved());
        let bound = if bound == Bound::None && problem.tiles_left() > SMALL { Bound::Admissible } else { bound };
        for algorithm in Algorithm::ALL {
            match solve_problem(&settings(algorithm, bound, rules), &problem, &Progress::default(), NoObserver) {
                Ok(s) => {
                    let p = &s.pieces[0];
                    prop_assert_eq!(p.tiles.first(), Some(&Tile::A));
                    prop_assert_eq!(p.tiles.last(), Some(&problem.goal()));
                    prop_assert!(p.rolls.iter().all(|r| (1..=6).contains(r)));
                    if s.admissible {
                        prop_assert!((p.units - exact.units).abs() <= TIE, "{algorithm}: {} vs {}", p.units, exact.units);
                    }
                }
                // Only a problem whose units moved disagree with its path can outgrow 16 bits.
                Err(SolveError::DoesNotFit { units, .. }) => prop_assert!(units.round() > 65_535.0),
                Err(e) => prop_assert!(false, "{algorithm}: {e}"),
            }
        }
    }
}

#[test]
fn test_a_length_past_16_bits_is_refused_not_clamped() {
    let problem = Problem::new(
        1,
        Tile::D,
        vec![Tile::A],
        65_000.0,
        Bits::piece_start(1).expect("p1"),
    )
    .expect("valid");
    let err = solve_problem(
        &Settings::default(),
        &problem,
        &Progress::default(),
        NoObserver,
    )
    .expect_err("does not fit");
    assert!(
        matches!(err, SolveError::DoesNotFit { piece: 1, units } if units == 65_000.0 + 19_462.0),
        "{err}"
    );
    assert!(err.to_string().contains("84,462"), "{err}");
}
