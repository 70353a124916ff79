//! Depth-first iterative deepening on the length: IDA* with the
//! cheapest-move-per-tile heuristic, and with `h = 0` (plain iterative
//! deepening on the units moved).
//!
//! CITE: Korf (1985), "Depth-first iterative-deepening: an optimal admissible
//! tree search", <https://en.wikipedia.org/wiki/Iterative_deepening_A*>.
//!
//! Each iteration searches depth first, rolls 6 down to 1, every path whose
//! `f = moved + h(tile)` stays within a threshold. What is counted: every call
//! of the recursive function, in every iteration (a call cut off by the
//! threshold, or by the best length already found, counts as a call and as a
//! cut-off). The goal is a node here (a call), unlike in the paper's search,
//! where the move onto the goal ends the parent call.
//!
//! The next threshold matters. [`Threshold::Smallest`] is Korf's rule: the
//! smallest `f` that exceeded the threshold. It never passes the optimum, so the
//! first goal found is optimal, but with lengths that take thousands of distinct
//! values it needs thousands of iterations (about 1,600 per piece on the paper's
//! board with the heuristic; without it, far too many to finish). [`Threshold::Grow`]
//! follows IDA*_CR (Sarkar et al., 1991): it lets in about as many cut-off calls
//! as the iteration made, so each iteration roughly doubles; the threshold may
//! then pass the optimum, so the iteration that first reaches the goal is
//! finished as a branch and bound (cutting calls whose `f` cannot beat the best
//! found), which makes its best the optimum: every path shorter than it has all
//! its prefixes within the threshold (the heuristic is admissible).

use serde::{Deserialize, Serialize};

use web_time::Instant;

use super::bestfirst::Heuristic;
use super::paper::SearchStats;
use super::progress::{Cancelled, Progress};
use crate::model::{MoveTable, Tile};

mod machine;

use machine::{Advance, Deepening};

/// Buckets of the cut-off histogram that [`Threshold::Grow`] picks the next threshold from.
const BUCKETS: usize = 256;

/// How the threshold grows between iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Threshold {
    /// Korf's rule: the smallest `f` that exceeded the threshold.
    Smallest,
    /// IDA*_CR: about double the calls per iteration; the last iteration is
    /// finished as branch and bound.
    #[default]
    Grow,
}

crate::names::named_enum!(Threshold, "threshold rule", { Smallest => "smallest", Grow => "grow" });

/// One iteration of the deepening.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Iteration {
    /// The threshold on `f`, in units.
    pub threshold: f64,
    /// Calls made in this iteration.
    pub calls: u64,
}

/// What an iterative-deepening search found and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct IdaResult {
    /// The tiles of the best path, from the start tile to the goal (empty if none).
    pub tiles: Vec<Tile>,
    /// Its length from the start tile, if the goal is reachable.
    pub units: Option<f64>,
    /// Calls over all iterations, and of those the cut-offs.
    pub stats: SearchStats,
    /// Each iteration's threshold and calls.
    pub iterations: Vec<Iteration>,
    /// The deepest call, in moves from the start (the peak recursion depth).
    pub max_depth: u32,
}

/// One piece's iterative deepening that can stop and go on later
/// (`machine.rs`): stepped in slices on the web, run to its end by [`ida`].
pub(crate) struct IdaSearch {
    machine: Box<Deepening>,
}

impl IdaSearch {
    /// The deepening from `from` to `goal`; `base` is what earlier pieces
    /// counted, so that the progress shows running totals.
    pub(crate) fn new(
        table: &MoveTable,
        goal: Tile,
        from: Tile,
        heuristic: Heuristic,
        rule: Threshold,
        base: SearchStats,
    ) -> IdaSearch {
        IdaSearch {
            machine: Box::new(Deepening::new(table, goal, from, heuristic, rule, base)),
        }
    }

    /// Goes on until the deepening is complete (`Some`) or yields (`None`):
    /// at a check once `until` has passed or while paused (with `until` it
    /// never blocks). Without `until` a pause waits at the check.
    pub(crate) fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<IdaResult, Cancelled>> {
        match self.machine.advance(progress, until) {
            Advance::Yielded => None,
            Advance::Stopped => Some(Err(Cancelled)),
            Advance::Finished => Some(Ok(self.machine.result())),
        }
    }
}

/// Runs iterative deepening from `from` to `goal` to its end (blocking; see
/// [`IdaSearch`]). `base` is what earlier pieces counted, so that `progress`
/// shows running totals.
pub fn ida(
    table: &MoveTable,
    goal: Tile,
    from: Tile,
    heuristic: Heuristic,
    rule: Threshold,
    progress: &Progress,
    base: SearchStats,
) -> Result<IdaResult, Cancelled> {
    let mut search = IdaSearch::new(table, goal, from, heuristic, rule, base);
    loop {
        if let Some(result) = search.resume(progress, None) {
            return result;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rules;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn run(heuristic: Heuristic, rule: Threshold, from: u8) -> IdaResult {
        let table = MoveTable::new(&Rules::paper());
        ida(
            &table,
            Tile::D,
            Tile::new(from).expect("tile"),
            heuristic,
            rule,
            &Progress::default(),
            SearchStats::default(),
        )
        .expect("runs")
    }

    #[test]
    fn test_both_threshold_rules_find_the_optimum() {
        let classic = run(Heuristic::CheapestPerTile, Threshold::Smallest, 16);
        let grow = run(Heuristic::CheapestPerTile, Threshold::Grow, 16);
        let table = MoveTable::new(&Rules::paper());
        let exact = super::super::retro(&table, Tile::D).value(Tile::new(16).expect("tile"));
        assert_eq!(classic.units, exact);
        assert_eq!(grow.units, classic.units);
        assert!(grow.iterations.len() < classic.iterations.len());
        assert!(grow.stats.calls < classic.stats.calls);
        let sum: u64 = grow.iterations.iter().map(|i| i.calls).sum();
        assert_eq!(sum, grow.stats.calls);
        assert!(
            classic
                .iterations
                .windows(2)
                .all(|w| w[1].threshold > w[0].threshold)
        );
    }

    /// Cut into slices whose deadline has always passed (so it yields at
    /// every check), the deepening counts, iterates and finds exactly what
    /// it does in one go.
    #[test]
    fn test_a_deepening_in_slices_is_the_same_search() {
        let table = MoveTable::new(&Rules::paper());
        for (heuristic, rule, from) in [
            (Heuristic::CheapestPerTile, Threshold::Smallest, 16),
            (Heuristic::CheapestPerTile, Threshold::Grow, 10),
            (Heuristic::Zero, Threshold::Grow, 30),
        ] {
            let whole = run(heuristic, rule, from);
            let from = Tile::new(from).expect("tile");
            let base = SearchStats::default();
            let mut search = IdaSearch::new(&table, Tile::D, from, heuristic, rule, base);
            let progress = Progress::default();
            let mut slices = 0u64;
            let sliced = loop {
                slices += 1;
                if let Some(r) = search.resume(&progress, Some(Instant::now())) {
                    break r.expect("runs");
                }
            };
            assert_eq!(sliced, whole, "{heuristic:?} {rule:?}");
            assert!(
                slices > 1 && slices > whole.stats.calls / super::super::FLUSH_INTERVAL,
                "{slices} slices for {} calls",
                whole.stats.calls
            );
            assert_eq!(progress.snapshot().calls, whole.stats.calls);
        }
    }

    #[test]
    fn test_zero_heuristic_near_the_goal() {
        let a = run(Heuristic::Zero, Threshold::Smallest, 30);
        let b = run(Heuristic::Zero, Threshold::Grow, 30);
        assert_eq!(a.units, b.units);
        assert_eq!(a.tiles.first().map(|t| t.index()), Some(30));
        assert_eq!(a.tiles.last(), Some(&Tile::D));
    }
}
