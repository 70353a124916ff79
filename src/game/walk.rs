//! The walk over every position reachable from the start ([`Walk`]) as a
//! machine: depth first over all six faces and all legal moves, its stack and
//! the positions seen kept in a struct, so it can stop at a check and go on
//! from there later. A walk cut into slices between the frames of a browser
//! page finds the same positions in the same order as a walk on its own
//! thread: one implementation for both. [`StateSpace::explore`] runs it at
//! once.
//!
//! The check comes every [`CHECK_INTERVAL`] positions taken from the stack,
//! before the next is taken: it publishes the positions found so far as
//! `expanded`, stops when cancelled and, with a deadline, yields once it has
//! passed (or while paused).

use std::time::Duration;
use web_time::Instant;

use crate::solver::{Cancelled, Check, Progress};

use super::backward::CHECK_INTERVAL;
use super::rules::{DIE_FACES, GameRules};
use super::space::{DENSE_SIZE, StateSpace, dense_index};
use super::state::GameState;

/// A walk in progress: the positions found, in the order found, and the
/// ones still to expand.
#[derive(Debug)]
pub struct Walk {
    rules: GameRules,
    /// Per dense index: found already?
    seen: Vec<bool>,
    order: Vec<GameState>,
    stack: Vec<GameState>,
    /// Positions taken from the stack so far.
    taken: usize,
    /// `taken` at the next check.
    next_check: usize,
    /// Time spent walking (its own, not the gaps between slices).
    busy: Duration,
}

impl Walk {
    /// A walk from `rules`' start, nothing expanded yet.
    #[must_use]
    pub fn new(rules: &GameRules) -> Walk {
        let start = rules.start();
        let mut seen = vec![false; DENSE_SIZE];
        if let Some(s) = seen.get_mut(dense_index(start)) {
            *s = true;
        }
        Walk {
            rules: rules.clone(),
            seen,
            order: vec![start],
            stack: vec![start],
            taken: 0,
            next_check: 0,
            busy: Duration::ZERO,
        }
    }

    /// Goes on walking until every reachable position is found (`Some(Ok)`:
    /// the space, ordered), the walk is cancelled (`Some(Err)`), or the
    /// deadline `until` has come (`None`; without one it never stops early).
    /// Once it has answered `Some`, the walk is spent.
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<StateSpace, Cancelled>> {
        let began = Instant::now();
        let done = self.advance(progress, until);
        self.busy += began.elapsed();
        let done = done?;
        Some(done.map(|()| {
            progress.publish_expanded(self.order.len() as u64);
            let order = std::mem::take(&mut self.order);
            StateSpace::ordered(&self.rules, order, self.busy)
        }))
    }

    fn advance(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(), Cancelled>> {
        while !self.stack.is_empty() {
            if self.taken >= self.next_check {
                self.next_check = self.taken + CHECK_INTERVAL;
                progress.publish_expanded(self.order.len() as u64);
                match progress.check(until) {
                    Check::Go => {}
                    Check::Yield => return None,
                    Check::Stop => return Some(Err(Cancelled)),
                }
            }
            let Some(state) = self.stack.pop() else { break };
            self.taken += 1;
            for die in 1..=DIE_FACES {
                for mv in self.rules.legal_moves(state, die).iter() {
                    let next = state.apply(*mv);
                    if let Some(s) = self.seen.get_mut(dense_index(next))
                        && !*s
                    {
                        *s = true;
                        self.order.push(next);
                        self.stack.push(next);
                    }
                }
            }
        }
        Some(Ok(()))
    }
}
