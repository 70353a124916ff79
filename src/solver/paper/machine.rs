//! The paper's search for one piece as a machine that can stop at a call and
//! go on from there later, with the same counters and the same answer as if it
//! had never stopped: the recursion's stack is kept by hand (the branch's
//! tiles, the units moved and the moves still open at each depth), so a run
//! cut into slices between the frames of a browser page is the same search as
//! a run on its own thread, one implementation for both.
//!
//! It stops only where a call begins: at the check every
//! [`FLUSH_INTERVAL`] calls (a slice's deadline has passed, or the run is
//! paused while it has a deadline; cancelled) and when the observer answers
//! [`Flow::Yield`]. Resumed, it begins that call again.
//!
//! How it counts (the paper's counters, exactly): a call that the bound cuts
//! at once is counted by its parent without being made (most calls end that
//! way), so an expanded call adds all its moves to `calls` when it begins,
//! and `prunes = calls − expanded`. Which moves the bound leaves open is told
//! for the whole node at once ([`Units::open`]); each open move is tested
//! again when it is reached, since the best may have improved meanwhile. With
//! an observer every call is made and shown, pruned ones included.

use web_time::Instant;

use super::piece::{PaperResult, SearchStats, Start};
use super::tables::{Nodes, Units};
use crate::model::{MoveTable, Tile};
use crate::solver::observer::{Call, Decision, Flow, Observer};
use crate::solver::progress::{Check, FLUSH_INTERVAL, Progress};

/// Frames on the stack: one per tile a branch can visit.
const DEPTH: usize = Tile::NUM + 1;

/// What [`Machine::advance`] ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// Stopped at a call, to go on when advanced again.
    Yielded,
    /// The search is complete.
    Finished,
    /// Cancelled, or the observer stopped it.
    Stopped,
}

/// Where the machine stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// At the beginning of the call on top of the stack.
    Begin,
    /// The call on top was counted and shown; the observer answered "not yet".
    Asked,
    /// Complete.
    Finished,
    /// Stopped for good.
    Stopped,
}

/// One piece's search in flight; see the module docs.
pub(super) struct Machine<L: Units, O> {
    nodes: Nodes<L>,
    observer: O,
    piece: u8,
    bound: f64,
    best: L,
    initial_best: L,
    best_tiles: Vec<u8>,
    /// The branch: the tile of the call at each depth (the stack's first part).
    tiles: [u8; DEPTH],
    /// The units moved at each depth.
    moved: [L; DEPTH],
    /// The moves still to try at each depth below the top (bit `i`: move `i`).
    open: [u8; DEPTH],
    /// The depth of the call on top.
    top: usize,
    state: State,
    /// The deepest call so far.
    max_depth: usize,
    /// What earlier pieces counted (for the shared counters).
    base: SearchStats,
    /// Calls counted (with an observer: made; without: made or cut at once).
    calls: u64,
    /// Calls that were not pruned.
    expanded: u64,
    next_check: u64,
    /// The call shown to the observer (kept to reuse its branch's memory).
    call: Call,
}

impl<L: Units, O: Observer> Machine<L, O> {
    pub(super) fn new(
        table: &MoveTable,
        start: &Start,
        bound: f64,
        base: SearchStats,
        observer: O,
    ) -> Self {
        let initial_best = start.best.map_or(L::NONE, L::from_f64);
        let mut tiles = [0; DEPTH];
        tiles[0] = start.from.index();
        let mut moved = [L::ZERO; DEPTH];
        moved[0] = L::base(start.moved);
        Machine {
            nodes: Nodes::new(table, start.goal, bound),
            observer,
            piece: start.piece,
            bound,
            best: initial_best,
            initial_best,
            best_tiles: Vec::with_capacity(DEPTH),
            tiles,
            moved,
            open: [0; DEPTH],
            top: 0,
            state: State::Begin,
            max_depth: 0,
            base,
            calls: 0,
            expanded: 0,
            next_check: 0,
            call: Call::default(),
        }
    }

    /// The observer.
    pub(super) fn observer_mut(&mut self) -> &mut O {
        &mut self.observer
    }

    /// Gives the observer back (the next piece's search gets it).
    pub(super) fn into_observer(self) -> O {
        self.observer
    }

    /// The best length so far, if any.
    pub(super) fn best(&self) -> Option<f64> {
        (self.best < L::NONE).then(|| self.best.to_f64())
    }

    /// The counters so far (exact once finished).
    pub(super) fn stats(&self) -> SearchStats {
        SearchStats {
            calls: self.calls,
            prunes: self.calls - self.expanded,
        }
    }

    /// The outcome; meaningful once [`Step::Finished`].
    pub(super) fn result(&self) -> PaperResult {
        let tiles = if self.best < self.initial_best {
            self.best_tiles
                .iter()
                .filter_map(|&t| Tile::new(t))
                .collect()
        } else {
            Vec::new()
        };
        PaperResult {
            tiles,
            units: self.best(),
            stats: self.stats(),
            max_depth: u32::try_from(self.max_depth).unwrap_or(u32::MAX),
        }
    }

    /// Runs the search until it is complete, stopped, or it yields: at a
    /// check once `until` has passed or while paused (with `until`; without,
    /// a pause waits at the check), or when the observer says not yet.
    pub(super) fn advance(&mut self, progress: &Progress, until: Option<Instant>) -> Step {
        match self.state {
            State::Finished => return Step::Finished,
            State::Stopped => return Step::Stopped,
            State::Begin | State::Asked => {}
        }
        if self.calls == 0 {
            progress.publish_best(self.best());
        }
        let step = self.run(progress, until);
        if step != Step::Yielded {
            self.state = if step == Step::Finished {
                State::Finished
            } else {
                State::Stopped
            };
            progress.publish(
                self.base.calls + self.calls,
                self.base.prunes + self.calls - self.expanded,
                0,
            );
        }
        step
    }

    /// The loop: a call begins at `top`; then the open moves of the call at
    /// `top` are tried, each beginning a call one deeper; a call with none
    /// left tries its finish and returns to its parent. The node, the units
    /// moved and the open moves of the call at `top` stay in registers; only
    /// a call that begins one deeper stores them.
    #[inline(never)]
    fn run(&mut self, progress: &Progress, until: Option<Instant>) -> Step {
        let mut top = self.top;
        let mut calls = self.calls;
        let mut expanded = self.expanded;
        let mut best = self.best;
        let mut max_depth = self.max_depth;
        let mut next_check = self.next_check;
        macro_rules! save {
            () => {
                self.top = top;
                self.calls = calls;
                self.expanded = expanded;
                self.best = best;
                self.max_depth = max_depth;
            };
        }
        // Every stop is at the beginning of a call.
        'call: loop {
            let asked = O::ACTIVE && self.state == State::Asked;
            if !asked && calls >= next_check {
                save!();
                let check = self.checkpoint(progress, until);
                next_check = self.next_check;
                match check {
                    Check::Go => {}
                    Check::Yield => return Step::Yielded,
                    Check::Stop => return Step::Stopped,
                }
            }
            let p = usize::from(self.tiles[top]);
            let mut moved = self.moved[top];
            let pruned = if O::ACTIVE {
                if !asked {
                    calls += 1;
                }
                // CITE: the paper's bound, §3.3 Listing 9 (admissible if bound ≤ the least rest per tile).
                let pruned = moved + self.nodes.estimate[p] > best;
                save!();
                match self.show(pruned) {
                    Flow::Continue => self.state = State::Begin,
                    Flow::Yield => {
                        self.state = State::Asked;
                        return Step::Yielded;
                    }
                    Flow::Stop => return Step::Stopped,
                }
                pruned
            } else if top == 0 {
                // The first call counts itself; every later one was
                // counted, and tested against the bound, by its parent.
                calls += 1;
                moved + self.nodes.estimate[p] > best
            } else {
                false
            };
            let mut node = &self.nodes.nodes[p];
            let mut open = 0;
            if pruned {
                // Returns at once: to the parent's next move below.
                if top == 0 {
                    save!();
                    return Step::Finished;
                }
                top -= 1;
                node = &self.nodes.nodes[usize::from(self.tiles[top])];
                moved = self.moved[top];
                open = self.open[top];
            } else {
                expanded += 1;
                if node.count > 0 {
                    if !O::ACTIVE {
                        calls += u64::from(node.count);
                    }
                    max_depth = max_depth.max(top + 1);
                    open = if O::ACTIVE {
                        node.all()
                    } else {
                        L::open(node, moved, best)
                    };
                }
            }
            loop {
                // The next open move of the call at `top`, if any.
                while open != 0 {
                    let i = open.trailing_zeros() as usize;
                    open &= open - 1;
                    let to = node.to[i];
                    let next = moved + node.len[i];
                    // Cut at once: counted already (a prune, as it was not
                    // expanded). Where the open moves are exact, a better
                    // best narrowed them when it was found.
                    if !O::ACTIVE
                        && !L::EXACT_OPEN
                        && next + self.nodes.estimate[usize::from(to)] > best
                    {
                        continue;
                    }
                    self.open[top] = open;
                    top += 1;
                    self.tiles[top] = to;
                    self.moved[top] = next;
                    continue 'call;
                }
                // Every move tried: the move onto the goal, then back to the parent.
                if let Some(len) = node.finish {
                    let length = moved + len;
                    if length < best {
                        best = length;
                        self.found(progress, top, best);
                    }
                }
                if top == 0 {
                    save!();
                    return Step::Finished;
                }
                top -= 1;
                node = &self.nodes.nodes[usize::from(self.tiles[top])];
                moved = self.moved[top];
                open = self.open[top];
            }
        }
    }

    /// Publishes the counters and asks the progress what to do.
    #[cold]
    #[inline(never)]
    fn checkpoint(&mut self, progress: &Progress, until: Option<Instant>) -> Check {
        self.next_check = self.calls + FLUSH_INTERVAL;
        // Calls counted ahead by their parents but not reached yet.
        let mut ahead = 0u64;
        if !O::ACTIVE {
            for depth in 0..self.top {
                let node = &self.nodes.nodes[usize::from(self.tiles[depth])];
                let child = self.tiles[depth + 1];
                let reached = node.to[..usize::from(node.count)]
                    .iter()
                    .position(|&to| to == child)
                    .map_or(0, |i| i + 1);
                ahead += u64::from(node.count) - reached as u64;
            }
        }
        let calls = self.calls - ahead;
        progress.publish(
            self.base.calls + calls,
            self.base.prunes + calls.saturating_sub(self.expanded),
            u32::try_from(self.top).unwrap_or(u32::MAX),
        );
        progress.check(until)
    }

    /// A new best way: remembered, published and shown.
    #[cold]
    #[inline(never)]
    fn found(&mut self, progress: &Progress, top: usize, best: L) {
        if !O::ACTIVE && L::EXACT_OPEN {
            // The moves still open below are those the new best leaves open.
            for depth in 0..top {
                let node = &self.nodes.nodes[usize::from(self.tiles[depth])];
                self.open[depth] &= L::open(node, self.moved[depth], best);
            }
        }
        self.best_tiles.clear();
        self.best_tiles.extend_from_slice(&self.tiles[..=top]);
        self.best_tiles.push(self.nodes.goal);
        progress.publish_best(Some(best.to_f64()));
        progress.publish_best_path(&self.best_tiles);
        if O::ACTIVE {
            let tiles: Vec<Tile> = self
                .best_tiles
                .iter()
                .filter_map(|&t| Tile::new(t))
                .collect();
            self.observer.on_best(self.piece, &tiles, best.to_f64());
        }
    }

    /// Shows the call on top to the observer (its counters saved).
    fn show(&mut self, pruned: bool) -> Flow {
        let top = self.top;
        let tile = self.tiles[top];
        let best = self.best();
        let call = &mut self.call;
        call.piece = self.piece;
        call.call = self.base.calls + self.calls;
        call.prunes = self.base.prunes + self.calls - self.expanded - u64::from(!pruned);
        call.branch.clear();
        call.branch.extend_from_slice(&self.tiles[..=top]);
        call.moved = self.moved[top].to_f64();
        call.tiles_left = self.nodes.goal - tile;
        call.bound = self.bound;
        call.estimate = self.nodes.estimate[usize::from(tile)].to_f64();
        call.best = best;
        call.decision = if pruned {
            Decision::Pruned
        } else {
            Decision::Expand
        };
        self.observer.on_call(&self.call)
    }
}
