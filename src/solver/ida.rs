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

use super::bestfirst::Heuristic;
use super::paper::{SearchStats, Tables, publish_and_check};
use super::progress::{Cancelled, FLUSH_INTERVAL, Progress};
use crate::model::{MoveTable, Tile};

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

struct Deepening<'a> {
    tables: Tables<f64>,
    goal: u8,
    rule: Threshold,
    progress: &'a Progress,
    base: SearchStats,
    stats: SearchStats,
    next_check: u64,
    /// Stop the search: cancelled, or (Korf's rule) the goal is found.
    stopped: bool,
    cancelled: bool,
    threshold: f64,
    best: f64,
    best_tiles: Vec<u8>,
    branch: [u8; Tile::NUM + 1],
    max_depth: usize,
    /// Cut-offs above the threshold: the smallest `f`, and per bucket of
    /// `(threshold, threshold + span]` the count and the largest `f`.
    smallest_over: f64,
    span: f64,
    bucket_count: [u64; BUCKETS],
    bucket_max: [f64; BUCKETS],
}

impl Deepening<'_> {
    #[cold]
    fn checkpoint(&mut self, depth: usize) {
        self.next_check = self.stats.calls + FLUSH_INTERVAL;
        if publish_and_check(self.progress, self.base, self.stats, depth) {
            self.cancelled = true;
            self.stopped = true;
        }
    }

    fn note_over(&mut self, f: f64) {
        self.smallest_over = self.smallest_over.min(f);
        if self.rule == Threshold::Grow {
            let x = (f - self.threshold) / self.span * BUCKETS as f64;
            // f − threshold ∈ (0, span]; the clamp only guards rounding.
            let b = (x.ceil() as usize).saturating_sub(1).min(BUCKETS - 1);
            self.bucket_count[b] += 1;
            self.bucket_max[b] = self.bucket_max[b].max(f);
        }
    }

    fn search(&mut self, depth: usize, g: f64) {
        self.stats.calls += 1;
        if self.stats.calls >= self.next_check {
            self.checkpoint(depth);
            if self.stopped {
                return;
            }
        }
        self.max_depth = self.max_depth.max(depth);
        let p = usize::from(self.branch[depth]);
        let f = g + self.tables.estimate[p];
        if f > self.threshold {
            self.stats.prunes += 1;
            self.note_over(f);
            return;
        }
        if f >= self.best {
            // Cannot beat the best found in this iteration.
            self.stats.prunes += 1;
            return;
        }
        if self.branch[depth] == self.goal {
            self.best = g;
            self.best_tiles.clear();
            self.best_tiles.extend_from_slice(&self.branch[..=depth]);
            self.progress.publish_best(Some(g));
            if self.rule == Threshold::Smallest {
                // The threshold never passed the optimum: this is it.
                self.stopped = true;
            }
            return;
        }
        if self.tables.count[p] > 0 {
            self.max_depth = self.max_depth.max(depth + 1);
        }
        for i in 0..usize::from(self.tables.count[p]) {
            let mv = self.tables.moves[p][i];
            let g_next = g + mv.len;
            // A child cut off at once is counted here exactly as its call would
            // count itself, without the call (most calls end this way).
            let f_next = g_next + self.tables.estimate[usize::from(mv.to)];
            if f_next > self.threshold {
                self.stats.calls += 1;
                self.stats.prunes += 1;
                self.note_over(f_next);
                continue;
            }
            if f_next >= self.best {
                self.stats.calls += 1;
                self.stats.prunes += 1;
                continue;
            }
            self.branch[depth + 1] = mv.to;
            self.search(depth + 1, g_next);
            if self.stopped {
                return;
            }
        }
    }

    /// The threshold of the next iteration, if any call was cut off by this one.
    fn next_threshold(&self, iteration_calls: u64) -> Option<f64> {
        if !self.smallest_over.is_finite() {
            return None;
        }
        match self.rule {
            Threshold::Smallest => Some(self.smallest_over),
            Threshold::Grow => {
                let mut admitted = 0u64;
                let mut next = self.smallest_over;
                for (count, max) in self.bucket_count.iter().zip(&self.bucket_max) {
                    if *count > 0 {
                        admitted += count;
                        next = *max;
                    }
                    if admitted >= iteration_calls {
                        break;
                    }
                }
                Some(next.max(self.smallest_over))
            }
        }
    }
}

/// Runs iterative deepening from `from` to `goal`. `base` is what earlier
/// pieces counted, so that `progress` shows running totals.
pub fn ida(
    table: &MoveTable,
    goal: Tile,
    from: Tile,
    heuristic: Heuristic,
    rule: Threshold,
    progress: &Progress,
    base: SearchStats,
) -> Result<IdaResult, Cancelled> {
    let tables = Tables::<f64>::new(table, goal, heuristic.per_tile(table, goal));
    let span = (0..=usize::from(goal.index()))
        .flat_map(|p| {
            let n = usize::from(tables.count[p]);
            tables.moves[p][..n].iter().map(|m| m.len)
        })
        .fold(0.0, f64::max);
    let mut d = Deepening {
        threshold: tables.estimate[usize::from(from.index())],
        tables,
        goal: goal.index(),
        rule,
        progress,
        base,
        stats: SearchStats::default(),
        next_check: 0,
        stopped: false,
        cancelled: false,
        best: f64::INFINITY,
        best_tiles: Vec::with_capacity(Tile::NUM),
        branch: [0; Tile::NUM + 1],
        max_depth: 0,
        smallest_over: f64::INFINITY,
        span: span.max(f64::MIN_POSITIVE),
        bucket_count: [0; BUCKETS],
        bucket_max: [f64::NEG_INFINITY; BUCKETS],
    };
    progress.publish_best(None);
    d.branch[0] = from.index();
    let mut iterations = Vec::new();
    loop {
        d.smallest_over = f64::INFINITY;
        d.bucket_count = [0; BUCKETS];
        d.bucket_max = [f64::NEG_INFINITY; BUCKETS];
        let before = d.stats.calls;
        d.search(0, 0.0);
        let calls = d.stats.calls - before;
        iterations.push(Iteration {
            threshold: d.threshold,
            calls,
        });
        if d.cancelled {
            return Err(Cancelled);
        }
        if d.best.is_finite() {
            break;
        }
        match d.next_threshold(calls) {
            Some(t) => d.threshold = t,
            None => break,
        }
    }
    let stats = d.stats;
    progress.publish(base.calls + stats.calls, base.prunes + stats.prunes, 0);
    let found = d.best.is_finite();
    Ok(IdaResult {
        tiles: d.best_tiles.iter().filter_map(|&t| Tile::new(t)).collect(),
        units: found.then_some(d.best),
        stats,
        iterations,
        max_depth: u32::try_from(d.max_depth).unwrap_or(u32::MAX),
    })
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

    #[test]
    fn test_zero_heuristic_near_the_goal() {
        let a = run(Heuristic::Zero, Threshold::Smallest, 30);
        let b = run(Heuristic::Zero, Threshold::Grow, 30);
        assert_eq!(a.units, b.units);
        assert_eq!(a.tiles.first().map(|t| t.index()), Some(30));
        assert_eq!(a.tiles.last(), Some(&Tile::D));
    }
}
