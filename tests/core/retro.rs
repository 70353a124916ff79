//! Solving backwards: every tile's value agrees with the exact DP run from that
//! tile (a problem decoded from a path board), and the values at A plus the
//! start field reproduce the totals of `docs/reference-figures.md#beyond-the-paper`.

use maedn::model::{GoalRule, LengthMode, MoveTable, Problem, Rules, Tile};
use maedn::solver::{Algorithm, NoObserver, Progress, Settings, dp, retro, retro_all, solve};
use proptest::prelude::*;

use crate::support::rules_strategy;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn prop_values_agree_with_the_dp_from_every_tile(rules in rules_strategy(), piece in 1u8..=4) {
        let table = MoveTable::new(&rules);
        let goal = Tile::goal_of_piece(piece).expect("goal");
        let map = retro(&table, goal);
        for from in 0..=39u8 {
            let problem = Problem::walked_in_sixes(&rules, piece, from);
            let exact = dp(&table, &problem);
            let value = map.value(Tile::new(from).expect("tile")).expect("reachable");
            prop_assert!((value + problem.moved() - exact.units).abs() < 1e-6, "tile {}", from);
            let entry = map.tile(Tile::new(from).expect("tile")).expect("entry");
            prop_assert_eq!(entry.optimal_sequences, u128::from(exact.optimal_sequences));
        }
        // Goal tiles before the own goal: only under the free goal row.
        for g in 40..goal.index() {
            let entry = map.tile(Tile::new(g).expect("tile")).expect("entry");
            prop_assert_eq!(entry.reachable, rules.goal_rule == GoalRule::Free);
        }
    }
}

#[test]
fn test_values_at_a_reproduce_the_beyond_the_paper_totals() {
    // docs/reference-figures.md#beyond-the-paper: totals and per piece, to its printed precision.
    let cases = [
        (
            LengthMode::Rounded,
            GoalRule::Paper,
            83_047.0,
            [19_462.0, 17_315.0, 16_812.0, 17_315.0],
        ),
        (
            LengthMode::Exact,
            GoalRule::Paper,
            83_049.03,
            [19_462.30, 17_315.89, 16_812.38, 17_315.89],
        ),
        (
            LengthMode::Rounded,
            GoalRule::Free,
            81_750.0,
            [18_165.0, 17_315.0, 16_812.0, 17_315.0],
        ),
        (
            LengthMode::Exact,
            GoalRule::Free,
            81_752.62,
            [18_165.89, 17_315.89, 16_812.38, 17_315.89],
        ),
    ];
    for (lengths, goal_rule, total, pieces) in cases {
        let rules = Rules {
            lengths,
            goal_rule,
            ..Rules::paper()
        };
        let r = retro_all(&rules).expect("valid");
        assert!(
            (r.total_units - total).abs() < 0.005,
            "{lengths} {goal_rule}: {}",
            r.total_units
        );
        for (m, p) in r.maps.iter().zip(pieces) {
            assert!((m.value(Tile::A).expect("value") - p).abs() < 0.005);
        }
        let dp_total = solve(
            &Settings {
                algorithm: Algorithm::Dp,
                rules,
                ..Settings::default()
            },
            &Progress::default(),
            NoObserver,
        )
        .expect("solves")
        .total_units;
        assert!((r.total_units - dp_total).abs() < 1e-6);
        // Following the optimal arrows from A walks the DP's optimum.
        for m in &r.maps {
            let path = m.best_path(Tile::A);
            assert_eq!(path.last(), Some(&m.goal));
            let walked: f64 = path
                .windows(2)
                .map(|w| MoveTable::new(&rules).length_between(w[0], w[1]))
                .sum();
            assert!((walked - m.value(Tile::A).expect("value")).abs() < 1e-6);
        }
    }
}
