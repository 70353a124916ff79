//! A backward pass over a [`StateSpace`] as a machine ([`Backward`]): the
//! positions visited last first, so every position comes after all positions
//! it can move to (the order of a backward dynamic programme), the pass able
//! to stop at a check and go on from there later. Each programme keeps its
//! tables in a struct that [`Visit`]s one position at a time, so a pass cut
//! into slices between the frames of a browser page computes the same tables
//! as a pass on its own thread — one implementation for both, as the solver's
//! searches do.
//!
//! The check comes every [`CHECK_INTERVAL`] positions, before a position is
//! visited: it publishes the positions done so far as `calls`, stops when
//! cancelled and, with a deadline, yields once it has passed (or while
//! paused). Resumed, the pass visits that position next: nothing is visited
//! twice.

use std::time::Duration;
use web_time::Instant;

use crate::solver::{Cancelled, Check, Progress};

use super::GameError;
use super::space::StateSpace;
use super::state::GameState;

/// Positions between two checks (publication, cancel, a slice's deadline).
pub(super) const CHECK_INTERVAL: usize = 1024;

/// A dynamic programme's tables, filled one position at a time.
pub(super) trait Visit {
    /// Fills in position `i` of `space`, `state`: every position it can move
    /// to is filled in already.
    fn visit(&mut self, space: &StateSpace, i: usize, state: GameState) -> Result<(), GameError>;
}

/// A backward pass in progress: the tables and how far it got.
#[derive(Debug)]
pub(super) struct Backward<V> {
    /// The programme's tables.
    pub tables: V,
    /// Positions not visited yet: the next is `left - 1`.
    left: usize,
    /// Positions done at the next check.
    next_check: usize,
    /// Time spent in the pass (its own, not the gaps between slices).
    busy: Duration,
}

impl<V: Visit> Backward<V> {
    /// A pass over `space` filling `tables`, nothing visited yet.
    pub(super) fn new(space: &StateSpace, tables: V) -> Backward<V> {
        Backward {
            tables,
            left: space.len(),
            next_check: 0,
            busy: Duration::ZERO,
        }
    }

    /// Goes on with the pass over `space` (the one it was made for) until it
    /// is complete (`Some(Ok)`), failed or cancelled (`Some(Err)`), or the
    /// deadline `until` has come (`None`; without one it never stops early).
    pub(super) fn resume(
        &mut self,
        space: &StateSpace,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(), GameError>> {
        let began = Instant::now();
        let out = self.advance(space, progress, until);
        self.busy += began.elapsed();
        out
    }

    fn advance(
        &mut self,
        space: &StateSpace,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(), GameError>> {
        let states = space.states();
        let n = states.len();
        while let Some(i) = self.left.checked_sub(1) {
            let done = n - self.left;
            if done >= self.next_check {
                self.next_check = done + CHECK_INTERVAL;
                progress.publish(done as u64, 0, 0);
                match progress.check(until) {
                    Check::Go => {}
                    Check::Yield => return None,
                    Check::Stop => return Some(Err(Cancelled.into())),
                }
            }
            let Some(&state) = states.get(i) else {
                return Some(Err(GameError::NoGame));
            };
            if let Err(e) = self.tables.visit(space, i, state) {
                return Some(Err(e));
            }
            self.left = i;
        }
        progress.publish(n as u64, 0, 0);
        Some(Ok(()))
    }

    /// The pass's own time so far.
    pub(super) fn elapsed(&self) -> Duration {
        self.busy
    }

    /// Runs the whole pass at once (waiting while paused).
    pub(super) fn run(
        mut self,
        space: &StateSpace,
        progress: &Progress,
    ) -> Result<Backward<V>, GameError> {
        to_end(|| self.resume(space, progress, None))?;
        Ok(self)
    }
}

/// Resumes resumable work without a deadline until it is done: it never
/// yields without one, so this is one call.
pub(super) fn to_end<T>(mut resume: impl FnMut() -> Option<T>) -> T {
    loop {
        if let Some(out) = resume() {
            return out;
        }
    }
}
