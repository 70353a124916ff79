//! Counting every way: the DP's distribution equals brute-force enumeration
//! where that is small enough, and its optimum and ties equal the exact DP's.

use maedn::model::{MoveTable, Problem, Rules, Tile};
use maedn::solver::{Progress, count_all, count_goal, dp};
use proptest::prelude::*;

use crate::support::rules_strategy;

/// Every sequence's length, by walking every sequence.
fn enumerate(table: &MoveTable, at: Tile, goal: Tile, moved: f64, out: &mut Vec<f64>) {
    if at == goal {
        out.push(moved);
        return;
    }
    for step in table.steps(at, goal) {
        enumerate(table, step.to, goal, moved + step.length, out);
    }
}

/// The number of sequences by the plain recursion `N(goal) = 1`, `N(p) = Σ N(q)`.
fn number_of_ways(table: &MoveTable, from: Tile, goal: Tile) -> u128 {
    let mut n = vec![0u128; usize::from(goal.index()) + 1];
    n[usize::from(goal.index())] = 1;
    for p in (from.index()..goal.index()).rev() {
        let tile = Tile::new(p).expect("tile");
        n[usize::from(p)] = table
            .steps(tile, goal)
            .map(|s| n[usize::from(s.to.index())])
            .sum();
    }
    n[usize::from(from.index())]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn prop_dp_count_equals_enumeration(rules in rules_strategy(), goal in 40u8..=43, start in 27u8..=39) {
        let table = MoveTable::new(&rules);
        let (goal, start) = (Tile::new(goal).expect("goal"), Tile::new(start).expect("start"));
        let counted = count_goal(&table, goal, start, &Progress::default()).expect("counts");
        let mut walked = Vec::new();
        enumerate(&table, start, goal, 0.0, &mut walked);
        walked.sort_by(f64::total_cmp);
        prop_assert_eq!(counted.sequences, walked.len() as u128);
        let expanded: Vec<f64> = counted
            .lengths
            .iter()
            .flat_map(|l| std::iter::repeat_n(l.units, usize::try_from(l.sequences).expect("small")))
            .collect();
        prop_assert_eq!(expanded.len(), walked.len());
        for (a, b) in expanded.iter().zip(&walked) {
            prop_assert!((a - b).abs() < 1e-6, "{} vs {}", a, b);
        }
        let mean = walked.iter().sum::<f64>() / walked.len() as f64;
        prop_assert!((counted.mean - mean).abs() < 1e-6);
        // Distinct lengths: equal lengths were grouped, different ones kept apart.
        prop_assert!(counted.lengths.windows(2).all(|w| w[1].units > w[0].units));
    }
}

proptest! {
    // Each case counts all four goals from A (about a second in a debug build).
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn prop_optimum_and_ties_equal_the_dp(rules in rules_strategy()) {
        let table = MoveTable::new(&rules);
        let counts = count_all(&rules, Tile::A, &Progress::default()).expect("counts");
        for (piece, g) in (1u8..).zip(&counts.goals) {
            let exact = dp(&table, &Problem::piece(piece).expect("piece"));
            let optimum = g.optimum().expect("a way");
            prop_assert!((optimum.units - exact.units).abs() < 1e-6);
            prop_assert_eq!(optimum.sequences, u128::from(exact.optimal_sequences));
            prop_assert_eq!(g.sequences, number_of_ways(&table, Tile::A, g.goal));
            prop_assert_eq!(g.lengths.iter().map(|l| l.sequences).sum::<u128>(), g.sequences);
            prop_assert!(g.mean > optimum.units && g.mean < g.longest().expect("longest").units);
        }
    }
}

#[test]
fn test_the_papers_board_counts_fit_u64_but_not_u32() {
    let counts = count_all(&Rules::paper(), Tile::A, &Progress::default()).expect("counts");
    for g in &counts.goals {
        assert!(g.sequences > u128::from(u32::MAX), "{}", g.sequences);
        assert!(g.sequences < u128::from(u64::MAX));
        // Under the paper's rule the optimum is unique for every goal.
        assert_eq!(g.optimum().map(|o| o.sequences), Some(1));
    }
    let optima: Vec<f64> = counts
        .goals
        .iter()
        .filter_map(|g| g.optimum().map(|o| o.units))
        .collect();
    assert_eq!(optima, [19_462.0, 17_315.0, 16_812.0, 17_315.0]);
}

#[test]
fn test_count_refuses_a_start_past_the_goal_and_cancels() {
    let table = MoveTable::new(&Rules::paper());
    assert!(count_goal(&table, Tile::GOAL_A, Tile::D, &Progress::default()).is_err());
    let progress = Progress::default();
    progress.cancel();
    assert!(count_goal(&table, Tile::D, Tile::A, &progress).is_err());
}
