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
//! The move tables the search walks (and the length types it adds) are in
//! `tables.rs`.

mod exact;
mod tables;

use super::observer::{CallView, Decision, Flow, Observer};
use super::progress::{FLUSH_INTERVAL, Progress};
use crate::model::{MoveTable, Problem, Tile};

use exact::Exact;
pub(super) use tables::Tables;
use tables::Units;

/// The search's own counters for one piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Calls of the search function.
    pub calls: u64,
    /// Calls that returned at once because of the bound.
    pub prunes: u64,
}

/// The search was stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search was cancelled")]
pub struct Cancelled;

/// The outcome for one piece.
#[derive(Clone, Debug, PartialEq)]
pub struct PaperResult {
    /// The tiles from A to the goal, if a path was found.
    pub tiles: Vec<Tile>,
    /// Its length since the problem's start (including `problem.moved()`).
    pub units: Option<f64>,
    /// Calls and prunes.
    pub stats: SearchStats,
    /// The deepest call, in moves from the start (the first call is depth 0):
    /// the search's peak recursion depth.
    pub max_depth: u32,
}

/// One search in flight.
struct Searcher<'a, L, O> {
    tables: Tables<L>,
    progress: &'a Progress,
    observer: O,
    piece: u8,
    bound: f64,
    best: L,
    best_tiles: Vec<u8>,
    branch: [u8; Tile::NUM + 1],
    /// The deepest call so far.
    max_depth: usize,
    /// Calls made before this piece (for the shared counters).
    base: SearchStats,
    stats: SearchStats,
    next_check: u64,
    stopped: bool,
}

impl<L: Units, O: Observer> Searcher<'_, L, O> {
    /// Publishes the counters and checks for cancel and pause.
    #[cold]
    fn checkpoint(&mut self, depth: usize) {
        self.next_check = self.stats.calls + FLUSH_INTERVAL;
        if publish_and_check(self.progress, self.base, self.stats, depth) {
            self.stopped = true;
        }
    }

    fn best_option(&self) -> Option<f64> {
        (self.best < L::NONE).then(|| self.best.to_f64())
    }

    /// Shows the call to the observer; returns false if it wants to stop.
    fn observe(&mut self, depth: usize, moved: L, decision: Decision) -> bool {
        let tile = self.branch[depth];
        let view = CallView {
            piece: self.piece,
            call: self.base.calls + self.stats.calls,
            branch: &self.branch[..=depth],
            moved: moved.to_f64(),
            tiles_left: self.tables.goal - tile,
            bound: self.bound,
            estimate: self.tables.estimate[usize::from(tile)].to_f64(),
            best: self.best_option(),
            decision,
        };
        if self.observer.on_call(&view) == Flow::Stop {
            self.stopped = true;
        }
        !self.stopped
    }

    /// The paper's search function; `self.branch[depth]` is the piece's tile.
    fn search(&mut self, depth: usize, moved: L) {
        self.stats.calls += 1;
        if self.stats.calls >= self.next_check {
            self.checkpoint(depth);
            if self.stopped {
                return;
            }
        }
        let p = usize::from(self.branch[depth]);
        // CITE: the paper's bound, §3.3 Listing 9 (admissible if bound ≤ the least rest per tile).
        let pruned = moved + self.tables.estimate[p] > self.best;
        if O::ACTIVE {
            let decision = if pruned {
                Decision::Pruned
            } else {
                Decision::Expand
            };
            if !self.observe(depth, moved, decision) {
                return;
            }
        }
        if pruned {
            self.stats.prunes += 1;
            return;
        }
        // Children that the bound cuts at once, counted in a register and
        // added to the counters before the next real call and at the end
        // (adding each to `self.stats` in memory made every iteration wait
        // for the previous one's store).
        let mut cut = 0u64;
        for i in 0..usize::from(self.tables.count[p]) {
            let mv = self.tables.moves[p][i];
            let next = moved + mv.len;
            if mv.finishes {
                if next < self.best {
                    self.best = next;
                    self.best_tiles.clear();
                    self.best_tiles.extend_from_slice(&self.branch[..=depth]);
                    self.best_tiles.push(mv.to);
                    self.progress.publish_best(Some(next.to_f64()));
                    self.progress.publish_best_path(&self.best_tiles);
                    if O::ACTIVE {
                        let tiles: Vec<Tile> = self
                            .best_tiles
                            .iter()
                            .filter_map(|&t| Tile::new(t))
                            .collect();
                        self.observer.on_best(self.piece, &tiles, next.to_f64());
                    }
                }
                // Lower rolls only reach nearer tiles: going on from there is never shorter.
                break;
            }
            self.max_depth = self.max_depth.max(depth + 1);
            // A child that the bound cuts at once is counted here, exactly as if it
            // had been called, without the call (most calls end this way).
            if !O::ACTIVE && next + self.tables.estimate[usize::from(mv.to)] > self.best {
                cut += 1;
                continue;
            }
            self.stats.calls += cut;
            self.stats.prunes += cut;
            cut = 0;
            self.branch[depth + 1] = mv.to;
            self.search(depth + 1, next);
            if self.stopped {
                return;
            }
        }
        self.stats.calls += cut;
        self.stats.prunes += cut;
    }
}

/// Integral bounds above this behave exactly like it (see [`search_piece`]).
const BOUND_CLAMP: f64 = (1u32 << 20) as f64;

/// Where a search starts: a piece on a tile, the units it has moved, and the
/// best complete length known before the search (`None` for a fresh piece; a
/// recorded `best` to re-search a subtree exactly as the run searched it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Start {
    /// Piece number, 1..=4 (for the observer's views).
    pub(crate) piece: u8,
    /// The piece's goal tile.
    pub(crate) goal: Tile,
    /// The tile of the first call.
    pub(crate) from: Tile,
    /// Units moved before the first call.
    pub(crate) moved: f64,
    /// The `best` the first call starts with.
    pub(crate) best: Option<f64>,
}

impl Start {
    /// A problem's start, with no best known yet.
    pub(crate) fn of(problem: &Problem) -> Start {
        Start {
            piece: problem.piece_number(),
            goal: problem.goal(),
            from: problem.from(),
            moved: problem.moved(),
            best: None,
        }
    }
}

/// Publishes a search's running totals and checks for cancel and pause (which
/// blocks until resumed); returns whether to stop.
pub(super) fn publish_and_check(
    progress: &Progress,
    base: SearchStats,
    stats: SearchStats,
    depth: usize,
) -> bool {
    progress.publish(
        base.calls + stats.calls,
        base.prunes + stats.prunes,
        u32::try_from(depth).unwrap_or(u32::MAX),
    );
    progress.checkpoint()
}

/// Runs the paper's search for one piece.
///
/// `bound` is in units per tile (0 = only prune paths already longer than the
/// best). `base` is what earlier pieces counted, so that `progress` shows
/// totals.
pub(crate) fn search_piece<O: Observer>(
    table: &MoveTable,
    problem: &Problem,
    bound: f64,
    progress: &Progress,
    base: SearchStats,
    observer: O,
) -> Result<PaperResult, Cancelled> {
    let mut result = search_from(table, &Start::of(problem), bound, progress, base, observer)?;
    if !result.tiles.is_empty() {
        let prefix = &problem.path()[..problem.path().len().saturating_sub(1)];
        result.tiles.splice(0..0, prefix.iter().copied());
    }
    Ok(result)
}

/// Runs the paper's search from any start; the tiles of the result begin at
/// `start.from` and are empty unless the search improved on `start.best`.
pub(crate) fn search_from<O: Observer>(
    table: &MoveTable,
    start: &Start,
    bound: f64,
    progress: &Progress,
    base: SearchStats,
    observer: O,
) -> Result<PaperResult, Cancelled> {
    if table.rules().lengths == crate::model::LengthMode::Rounded
        && bound.fract() == 0.0
        && start.moved.fract() == 0.0
    {
        // Any path from a board is at most 65,535 + 43 × 1,524 units, far below
        // the clamp, so a larger bound prunes exactly what the clamp prunes
        // (every node with a tile left once a path is known) while the sums stay in u32.
        run::<u32, O>(
            table,
            start,
            bound.min(BOUND_CLAMP),
            progress,
            base,
            observer,
        )
    } else if table.rules().lengths == crate::model::LengthMode::Exact {
        // Ties between different moves' sums decided exactly (`exact.rs`).
        run::<Exact, O>(table, start, bound, progress, base, observer)
    } else {
        run::<f64, O>(table, start, bound, progress, base, observer)
    }
}

fn run<L: Units, O: Observer>(
    table: &MoveTable,
    start: &Start,
    bound: f64,
    progress: &Progress,
    base: SearchStats,
    observer: O,
) -> Result<PaperResult, Cancelled> {
    let initial_best = start.best.map_or(L::NONE, L::from_f64);
    let mut searcher = Searcher {
        tables: Tables::<L>::new(table, start.goal, bound),
        progress,
        observer,
        piece: start.piece,
        bound,
        best: initial_best,
        best_tiles: Vec::with_capacity(Tile::NUM),
        branch: [0; Tile::NUM + 1],
        max_depth: 0,
        base,
        stats: SearchStats::default(),
        next_check: 0,
        stopped: false,
    };
    progress.publish_best(searcher.best_option());
    searcher.branch[0] = start.from.index();
    searcher.search(0, L::base(start.moved));
    let stats = searcher.stats;
    progress.publish(base.calls + stats.calls, base.prunes + stats.prunes, 0);
    if searcher.stopped {
        return Err(Cancelled);
    }
    let improved = searcher.best < initial_best;
    let units = searcher.best_option();
    let tiles: Vec<Tile> = if improved {
        searcher
            .best_tiles
            .iter()
            .filter_map(|&t| Tile::new(t))
            .collect()
    } else {
        Vec::new()
    };
    Ok(PaperResult {
        tiles,
        units,
        stats,
        max_depth: u32::try_from(searcher.max_depth).unwrap_or(u32::MAX),
    })
}
