//! Algorithms side by side: every exact method agrees with the DP over random
//! settings; the paper's row reproduces its published counters; the live counters end
//! where the rows do.

use maedn::model::{Problem, Rules};
use maedn::solver::{
    CompareInput, CompareProgress, CompareRun, CompareSettings, EffortUnit, FLUSH_INTERVAL, Memory,
    Method, NotProvenReason, Proof, Threshold, compare, run_method,
};
use proptest::prelude::*;
use std::time::Instant;

use crate::support::rules_strategy;

/// One piece's rest of the way from a tile near its goal (26–39), under random
/// rules, paper bound (0–399) and threshold rule: every method ends quickly.
fn near_the_goal() -> impl Strategy<Value = CompareInput> {
    let choices = (
        rules_strategy(),
        1u8..=4,
        26u8..=39,
        any::<bool>(),
        0u32..400,
    );
    choices.prop_map(|(rules, piece, from, grow, bound)| {
        let threshold = if grow {
            Threshold::Grow
        } else {
            Threshold::Smallest
        };
        let settings = CompareSettings {
            rules,
            paper_bound: bound,
            threshold,
        };
        CompareInput::problem(&settings, Problem::walked_in_sixes(&rules, piece, from))
            .expect("valid")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn prop_every_method_agrees_with_the_dp(
        input in near_the_goal(),
    ) {
        let c = compare(&input, &Method::ALL, &CompareProgress::default(), |_| {}).expect("runs");
        prop_assert_eq!(c.rows.len(), Method::NUM);
        for row in &c.rows {
            // A method that proves its answer must have the DP's.
            if row.proof.is_proven() {
                prop_assert!(row.matches_dp, "{:?}: {:?} vs {}", row.method, row.total_units, c.optimum_units);
            }
            // Whatever it found is a real way of that length.
            for p in &row.pieces {
                prop_assert!(p.units.is_some(), "{:?} found no way", row.method);
                prop_assert!(p.tiles.windows(2).all(|w| w[1] > w[0] && w[1].index() - w[0].index() <= 6));
            }
        }
        for m in [Method::IdaStar, Method::Dfid, Method::Dijkstra, Method::AStar, Method::Dp, Method::NoBound] {
            prop_assert!(c.rows[m.index()].proof.is_proven() || m == Method::NoBound);
        }
        for m in [Method::IdaStar, Method::Dfid, Method::Dijkstra, Method::AStar, Method::Dp] {
            prop_assert!(c.rows[m.index()].matches_dp, "{:?}", m);
        }
        // The admissible bound is proven unless the move table breaks the early return.
        let admissible = &c.rows[Method::AdmissibleBound.index()];
        let early_return_unsafe = matches!(
            admissible.proof,
            Proof::NotProven { reason: NotProvenReason::EarlyReturnUnsafe { .. } }
        );
        prop_assert!(admissible.proof.is_proven() || early_return_unsafe);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// A comparison cut into slices whose deadline has always passed (as a
    /// web page runs it, yielding at every check) has the rows of one run in
    /// one go: the same counters, iterations, answers and proofs, in the same
    /// order; only the times differ.
    #[test]
    fn prop_a_comparison_in_slices_has_the_rows_of_one_in_one_go(
        input in near_the_goal(),
    ) {
        let whole = compare(&input, &Method::ALL, &CompareProgress::default(), |_| {}).expect("runs");
        let mut run = CompareRun::new(input, &Method::ALL);
        let progress = CompareProgress::default();
        let (mut slices, mut seen) = (0u64, Vec::new());
        let sliced = loop {
            slices += 1;
            if let Some(c) = run.resume(&progress, Some(Instant::now()), |row| seen.push(row.method)) {
                break c.expect("runs");
            }
        };
        prop_assert_eq!(sliced.rows.len(), whole.rows.len());
        for (a, b) in whole.rows.iter().zip(&sliced.rows) {
            let mut b = b.clone();
            b.elapsed = a.elapsed;
            prop_assert_eq!(a, &b);
        }
        prop_assert_eq!(seen, Method::ALL.to_vec());
        let depth_first: u64 = whole
            .rows
            .iter()
            .filter(|r| r.method.unit() == EffortUnit::Calls)
            .map(|r| r.effort)
            .sum();
        prop_assert!(slices > depth_first / FLUSH_INTERVAL, "{} slices", slices);
    }
}

#[test]
fn test_the_papers_row_reproduces_spec() {
    let input = CompareInput::all_pieces(&CompareSettings::default()).expect("valid");
    let progress = CompareProgress::default();
    let row = run_method(
        Method::PaperBound,
        &input,
        progress.method(Method::PaperBound),
    )
    .expect("runs");
    assert_eq!(row.effort, 18_526_851);
    assert_eq!(row.cut, Some(15_422_842));
    let per_piece: Vec<u64> = row.pieces.iter().map(|p| p.effort).collect();
    assert_eq!(per_piece, [15_153_411, 992_009, 656_508, 1_724_923]);
    assert_eq!(row.total_units, Some(83_047.0));
    assert_eq!(row.bound_per_tile, Some(193.0));
    assert!(row.matches_dp);
    assert_eq!(
        row.proof,
        Proof::NotProven {
            reason: NotProvenReason::BoundAboveAdmissible {
                bound: 193.0,
                admissible: 170.0
            }
        }
    );
    // The live counter ends at the row's count.
    let live = progress.method(Method::PaperBound).snapshot();
    assert_eq!((live.calls, live.prunes), (18_526_851, 15_422_842));
    assert!(matches!(row.memory, Memory::StackDepth { depth } if depth >= 8));
}

#[test]
fn test_fast_rows_on_the_whole_problem() {
    let settings = CompareSettings::default();
    let input = CompareInput::all_pieces(&settings).expect("valid");
    let methods = [
        Method::AdmissibleBound,
        Method::IdaStar,
        Method::Dijkstra,
        Method::AStar,
        Method::Dp,
    ];
    let progress = CompareProgress::default();
    let c = compare(&input, &methods, &progress, |_| {}).expect("runs");
    assert_eq!(c.optimum_units, 83_047.0);
    assert_eq!(c.start_field_units, 12_143.0);
    for row in &c.rows {
        assert_eq!(row.total_units, Some(83_047.0), "{:?}", row.method);
        assert!(row.matches_dp && row.proof.is_proven(), "{:?}", row.method);
        let live = progress.method(row.method).snapshot();
        assert_eq!(
            row.method.live_effort(&live),
            row.effort,
            "{:?}",
            row.method
        );
        match row.method.unit() {
            EffortUnit::Calls => assert!(row.cut.is_some() && row.pushed.is_none()),
            EffortUnit::Expansions => assert!(row.pushed.is_some() && row.cut.is_none()),
            EffortUnit::States => assert_eq!(row.memory, Memory::Table { entries: 44 }),
        }
    }
    // The admissible bound (docs/search.md#the-bound-per-tile: 31,773,455 calls).
    assert_eq!(c.rows[0].effort, 31_773_455);
    // IDA* counts every iteration.
    let iterations = c.rows[1].iterations.as_ref().expect("iterations");
    let sum: u64 = iterations.iter().flatten().map(|i| i.calls).sum();
    assert_eq!(sum, c.rows[1].effort);
}

#[test]
fn test_a_single_problem_and_a_cancelled_method() {
    let rules = Rules::paper();
    let settings = CompareSettings::default();
    let input =
        CompareInput::problem(&settings, Problem::walked_in_sixes(&rules, 2, 30)).expect("valid");
    assert_eq!(input.start_field_units(), 0.0);
    let progress = CompareProgress::default();
    progress.method(Method::Dfid).cancel();
    let result = compare(&input, &[Method::Dp, Method::Dfid], &progress, |_| {});
    assert!(result.is_err());
    assert_eq!(progress.current(), None);
    // The piece's own problem (from A) is still fine with a fresh progress.
    let input = CompareInput::problem(&settings, Problem::piece(4).expect("piece")).expect("valid");
    let c = compare(
        &input,
        &[Method::AStar],
        &CompareProgress::default(),
        |_| {},
    )
    .expect("runs");
    assert_eq!(c.rows[0].total_units, Some(17_315.0));
}
