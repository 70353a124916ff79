//! The paper's branch-and-bound search for one piece (`docs/search.md`), with its two
//! counters exactly as the paper counts them.
//!
//! ```text
//! search(path):
//!     calls += 1
//!     if moved + tiles_left × bound > best:  prunes += 1; return
//!     for r in 6, 5, 4, 3, 2, 1:
//!         skip r if it lands past d, on an occupied tile or (paper rule) on a
//!         goal tile that is not this piece's goal
//!         if it lands on the goal: best = min(best, moved + len); return
//!         search(path + q, moved + len)
//! ```
//!
//! CITE: branch and bound, <https://en.wikipedia.org/wiki/Branch_and_bound>.
//! The prune never cuts a shortest way when `bound` is at most the least rest
//! per tile ([`crate::solver::least_rest_per_tile`], at least the cheapest move
//! per tile): then `tiles_left × bound` never exceeds what the rest of the way
//! costs, so a pruned subtree holds no path shorter than `best`. The paper's
//! 193 is above that for all four pieces (170 on its board); the result says
//! so and is checked against the exact DP.
//!
//! The early return when a roll reaches the goal relies on the triangle
//! inequality for moves into the goal: going there directly is never longer
//! than going via a nearer tile. That holds for exact lengths; with rounding it
//! could in principle fail by a unit, so it is checked on the move table for the
//! goals solved ([`crate::solver::early_return_violation`]) before a result is
//! called proven.
//!
//! With exact lengths, the search's comparisons (`moved + estimate > best`,
//! `next < best`) decide ties exactly: two different sums of moves can be equal
//! (the same moves in another order), and their floats may differ in the last
//! bit (`exact.rs`).
//!
//! The state of a call is only the piece's tile and the units moved: the tiles
//! the piece visited all lie behind it, so "occupied" can only mean a finished
//! piece in the goal row, which the move tables already leave out.
//!
//! Where a piece's search starts and what it returns are in `piece.rs`; the
//! move tables it walks (and the length types it adds) in `tables.rs`; the
//! search itself, kept as a machine that can stop at a call and go on later
//! with the same counters, in `machine.rs`.

mod exact;
mod machine;
mod piece;
mod tables;

use web_time::Instant;

use super::observer::Observer;
use super::progress::{Cancelled, Progress};
use crate::model::{LengthMode, MoveTable, Problem, Tile};

use exact::Exact;
use machine::{Machine, Step};
pub(crate) use piece::Start;
pub use piece::{PaperResult, SearchStats};
pub(super) use tables::Tables;

/// Integral bounds above this behave exactly like it (see [`PieceSearch::new`]).
const BOUND_CLAMP: f64 = (1u32 << 20) as f64;

/// One piece's paper search that can stop and go on later (`machine.rs`), in
/// the length type the rules and the bound call for.
pub(crate) struct PieceSearch<O> {
    machine: Lengths<O>,
    /// The problem's path before its start tile, put in front of the tiles found.
    prefix: Vec<Tile>,
}

/// The machine in its length type (boxed: an exact one is large).
enum Lengths<O> {
    Rounded(Box<Machine<u32, O>>),
    Exact(Box<Machine<Exact, O>>),
    Float(Box<Machine<f64, O>>),
}

impl<O: Observer> PieceSearch<O> {
    /// The search from `start` with `bound` units per tile (0 = only prune
    /// paths already longer than the best); `base` is what earlier pieces
    /// counted, so that the progress shows totals. The tiles of its result
    /// begin at `start.from` and are empty unless it improved on `start.best`.
    pub(crate) fn new(
        table: &MoveTable,
        start: &Start,
        bound: f64,
        base: SearchStats,
        observer: O,
    ) -> Self {
        let lengths = table.rules().lengths;
        let machine =
            if lengths == LengthMode::Rounded && bound.fract() == 0.0 && start.moved.fract() == 0.0
            {
                // Any path from a board is at most 65,535 + 43 × 1,524 units, far below
                // the clamp, so a larger bound prunes exactly what the clamp prunes
                // (every node with a tile left once a path is known) while the sums stay in u32.
                let bound = bound.min(BOUND_CLAMP);
                Lengths::Rounded(Box::new(Machine::new(table, start, bound, base, observer)))
            } else if lengths == LengthMode::Exact {
                // Ties between different moves' sums decided exactly (`exact.rs`).
                Lengths::Exact(Box::new(Machine::new(table, start, bound, base, observer)))
            } else {
                Lengths::Float(Box::new(Machine::new(table, start, bound, base, observer)))
            };
        PieceSearch {
            machine,
            prefix: Vec::new(),
        }
    }

    /// The search of `problem`'s piece; the tiles of its result are the whole
    /// way, the problem's path included.
    pub(crate) fn of_problem(
        table: &MoveTable,
        problem: &Problem,
        bound: f64,
        base: SearchStats,
        observer: O,
    ) -> Self {
        let mut search = PieceSearch::new(table, &Start::of(problem), bound, base, observer);
        let path = problem.path();
        search.prefix = path[..path.len().saturating_sub(1)].to_vec();
        search
    }

    /// Goes on until the search is complete (`Some`) or yields (`None`): at a
    /// check once `until` has passed or while paused (with `until` it never
    /// blocks), or when the observer says not yet. Without `until` a pause
    /// waits at the check.
    pub(crate) fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<PaperResult, Cancelled>> {
        let (step, result) = match &mut self.machine {
            Lengths::Rounded(m) => (m.advance(progress, until), m.result()),
            Lengths::Exact(m) => (m.advance(progress, until), m.result()),
            Lengths::Float(m) => (m.advance(progress, until), m.result()),
        };
        match step {
            Step::Yielded => None,
            Step::Stopped => Some(Err(Cancelled)),
            Step::Finished => {
                let mut result = result;
                if !result.tiles.is_empty() {
                    result.tiles.splice(0..0, self.prefix.iter().copied());
                }
                Some(Ok(result))
            }
        }
    }

    /// The observer.
    pub(crate) fn observer_mut(&mut self) -> &mut O {
        match &mut self.machine {
            Lengths::Rounded(m) => m.observer_mut(),
            Lengths::Exact(m) => m.observer_mut(),
            Lengths::Float(m) => m.observer_mut(),
        }
    }

    /// Gives the observer back (the next piece's search gets it).
    pub(crate) fn into_observer(self) -> O {
        match self.machine {
            Lengths::Rounded(m) => m.into_observer(),
            Lengths::Exact(m) => m.into_observer(),
            Lengths::Float(m) => m.into_observer(),
        }
    }
}
