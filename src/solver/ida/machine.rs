//! The iterative deepening as a machine that can stop at a call and go on
//! from there later, with the same counters, iterations and answer as if it
//! had never stopped: the recursion's stack is kept by hand (the branch's
//! tiles, the units moved and the next move to try at each depth), so a run
//! cut into slices between the frames of a browser page is the same search as
//! a run on its own thread — one implementation for both, as the paper's
//! search does in `paper/machine.rs`.
//!
//! It stops only where a call begins, at the check every [`FLUSH_INTERVAL`]
//! calls (a slice's deadline has passed, or the run is paused while it has a
//! deadline; cancelled). Resumed, it begins that call again; the check comes
//! before the call is counted, so nothing is counted twice.

use web_time::Instant;

use super::{BUCKETS, IdaResult, Iteration, Threshold};
use crate::model::{MoveTable, Tile};
use crate::solver::bestfirst::Heuristic;
use crate::solver::paper::{SearchStats, Tables};
use crate::solver::progress::{Check, FLUSH_INTERVAL, Progress};

/// Frames on the stack: one per tile a branch can visit.
const DEPTH: usize = Tile::NUM + 1;

/// What [`Deepening::advance`] ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Advance {
    /// Stopped at a call, to go on when advanced again.
    Yielded,
    /// The deepening is complete.
    Finished,
    /// Cancelled.
    Stopped,
}

/// How one pass of [`Deepening::iterate`] ended.
enum Pass {
    /// The iteration is complete (or, under Korf's rule, found the goal).
    Done,
    /// Yielded at a check; the iteration goes on when resumed.
    Yield,
    /// Cancelled.
    Stop,
}

/// One piece's deepening in flight; see the module docs.
pub(super) struct Deepening {
    tables: Tables<f64>,
    goal: u8,
    rule: Threshold,
    base: SearchStats,
    stats: SearchStats,
    next_check: u64,
    threshold: f64,
    best: f64,
    best_tiles: Vec<u8>,
    /// The branch: the tile of the call at each depth.
    branch: [u8; DEPTH],
    /// The units moved at each depth.
    moved: [f64; DEPTH],
    /// The next move to try at each depth below the top.
    next: [u8; DEPTH],
    /// The depth of the call on top.
    top: usize,
    /// At the beginning of the call on top (else: trying its moves).
    entering: bool,
    /// Calls counted before this iteration.
    iteration_start: u64,
    iterations: Vec<Iteration>,
    max_depth: usize,
    /// Cut-offs above the threshold: the smallest `f`, and per bucket of
    /// `(threshold, threshold + span]` the count and the largest `f`.
    smallest_over: f64,
    span: f64,
    bucket_count: [u64; BUCKETS],
    bucket_max: [f64; BUCKETS],
    started: bool,
    done: Option<Advance>,
}

impl Deepening {
    pub(super) fn new(
        table: &MoveTable,
        goal: Tile,
        from: Tile,
        heuristic: Heuristic,
        rule: Threshold,
        base: SearchStats,
    ) -> Deepening {
        let tables = Tables::<f64>::new(table, goal, heuristic.per_tile(table, goal));
        let span = (0..=usize::from(goal.index()))
            .flat_map(|p| {
                let n = usize::from(tables.count[p]);
                tables.moves[p][..n].iter().map(|m| m.len)
            })
            .fold(0.0, f64::max);
        let mut branch = [0; DEPTH];
        branch[0] = from.index();
        Deepening {
            threshold: tables.estimate[usize::from(from.index())],
            tables,
            goal: goal.index(),
            rule,
            base,
            stats: SearchStats::default(),
            next_check: 0,
            best: f64::INFINITY,
            best_tiles: Vec::with_capacity(Tile::NUM),
            branch,
            moved: [0.0; DEPTH],
            next: [0; DEPTH],
            top: 0,
            entering: true,
            iteration_start: 0,
            iterations: Vec::new(),
            max_depth: 0,
            smallest_over: f64::INFINITY,
            span: span.max(f64::MIN_POSITIVE),
            bucket_count: [0; BUCKETS],
            bucket_max: [f64::NEG_INFINITY; BUCKETS],
            started: false,
            done: None,
        }
    }

    /// Runs the iterations until the deepening is complete, cancelled, or it
    /// yields at a check (once `until` has passed or while paused; without
    /// `until` a pause waits at the check).
    pub(super) fn advance(&mut self, progress: &Progress, until: Option<Instant>) -> Advance {
        if let Some(done) = self.done {
            return done;
        }
        if !self.started {
            self.started = true;
            progress.publish_best(None);
        }
        loop {
            match self.iterate(progress, until) {
                Pass::Yield => return Advance::Yielded,
                Pass::Stop => return self.end(progress, Advance::Stopped),
                Pass::Done => {}
            }
            let calls = self.stats.calls - self.iteration_start;
            self.iterations.push(Iteration {
                threshold: self.threshold,
                calls,
            });
            if self.best.is_finite() {
                return self.end(progress, Advance::Finished);
            }
            match self.next_threshold(calls) {
                Some(t) => self.threshold = t,
                None => return self.end(progress, Advance::Finished),
            }
            self.smallest_over = f64::INFINITY;
            self.bucket_count = [0; BUCKETS];
            self.bucket_max = [f64::NEG_INFINITY; BUCKETS];
            self.iteration_start = self.stats.calls;
            self.top = 0;
            self.entering = true;
        }
    }

    /// The outcome, once [`Advance::Finished`] (its iterations are taken).
    pub(super) fn result(&mut self) -> IdaResult {
        let found = self.best.is_finite();
        IdaResult {
            tiles: self
                .best_tiles
                .iter()
                .filter_map(|&t| Tile::new(t))
                .collect(),
            units: found.then_some(self.best),
            stats: self.stats,
            iterations: std::mem::take(&mut self.iterations),
            max_depth: u32::try_from(self.max_depth).unwrap_or(u32::MAX),
        }
    }

    fn end(&mut self, progress: &Progress, how: Advance) -> Advance {
        self.done = Some(how);
        progress.publish(
            self.base.calls + self.stats.calls,
            self.base.prunes + self.stats.prunes,
            0,
        );
        how
    }

    /// One iteration, depth first, rolls 6 down to 1: every path whose
    /// `f = moved + h(tile)` stays within the threshold.
    fn iterate(&mut self, progress: &Progress, until: Option<Instant>) -> Pass {
        loop {
            if self.entering {
                if self.stats.calls >= self.next_check {
                    match self.checkpoint(progress, until) {
                        Check::Go => {}
                        Check::Yield => return Pass::Yield,
                        Check::Stop => return Pass::Stop,
                    }
                }
                self.stats.calls += 1;
                let depth = self.top;
                self.max_depth = self.max_depth.max(depth);
                let p = usize::from(self.branch[depth]);
                let g = self.moved[depth];
                let f = g + self.tables.estimate[p];
                if f > self.threshold {
                    self.stats.prunes += 1;
                    self.note_over(f);
                } else if f >= self.best {
                    // Cannot beat the best found in this iteration.
                    self.stats.prunes += 1;
                } else if self.branch[depth] == self.goal {
                    self.found(progress, g);
                    if self.rule == Threshold::Smallest {
                        // The threshold never passed the optimum: this is it.
                        return Pass::Done;
                    }
                } else {
                    if self.tables.count[p] > 0 {
                        self.max_depth = self.max_depth.max(depth + 1);
                    }
                    self.next[depth] = 0;
                    self.entering = false;
                    continue;
                }
            } else if self.descend() {
                continue;
            }
            // The call on top returns to its parent.
            if self.top == 0 {
                return Pass::Done;
            }
            self.top -= 1;
            self.entering = false;
        }
    }

    /// Tries the next moves of the call on top: a child cut off at once is
    /// counted here exactly as its call would count itself, without the call
    /// (most calls end that way). Whether a call one deeper begins.
    fn descend(&mut self) -> bool {
        let depth = self.top;
        let p = usize::from(self.branch[depth]);
        let g = self.moved[depth];
        let count = self.tables.count[p];
        let mut i = self.next[depth];
        while i < count {
            let mv = self.tables.moves[p][usize::from(i)];
            i += 1;
            let g_next = g + mv.len;
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
            self.next[depth] = i;
            self.top = depth + 1;
            self.branch[depth + 1] = mv.to;
            self.moved[depth + 1] = g_next;
            self.entering = true;
            return true;
        }
        self.next[depth] = i;
        false
    }

    #[cold]
    fn found(&mut self, progress: &Progress, g: f64) {
        self.best = g;
        self.best_tiles.clear();
        self.best_tiles.extend_from_slice(&self.branch[..=self.top]);
        progress.publish_best(Some(g));
    }

    /// Publishes the running totals and asks the progress what to do.
    #[cold]
    fn checkpoint(&mut self, progress: &Progress, until: Option<Instant>) -> Check {
        self.next_check = self.stats.calls + FLUSH_INTERVAL;
        progress.publish(
            self.base.calls + self.stats.calls,
            self.base.prunes + self.stats.prunes,
            u32::try_from(self.top).unwrap_or(u32::MAX),
        );
        progress.check(until)
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
