//! A walk over the positions, then backward passes over them, as one
//! resumable machine ([`Passes`]): the shape every whole-game programme of the
//! window has (the fair die's, the cost-to-go's, an ordinary game's), each
//! stage able to stop at a check and go on from there. The runs built on it
//! ([`super::FairRun`], [`super::ToGoRun`], [`super::PlayRun`]) compute the
//! same tables and counters cut into slices between a page's frames as run
//! at once on a thread.

use std::collections::VecDeque;
use std::time::Duration;

use web_time::Instant;

use super::GameError;
use super::backward::{Backward, Visit};
use super::fair::tables::OptimumTables;
use super::optimal::{Objective, Solved};
use super::random::{Expectations, GameExpectation};
use super::rules::GameRules;
use super::space::StateSpace;
use super::state::GameState;
use super::walk::Walk;
use crate::solver::Progress;

/// One backward programme over the walked positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pass {
    /// The ordinary (uniformly random) player's expectation.
    Ordinary,
    /// The best game with every roll chosen, under this objective.
    Best(Objective),
    /// The best player with a fair die.
    Fair,
}

/// A pass's tables while it fills them.
#[derive(Debug)]
enum Tables {
    Ordinary(Expectations),
    Best(Solved),
    Fair(OptimumTables),
}

impl Tables {
    fn new(space: &StateSpace, pass: Pass) -> Tables {
        match pass {
            Pass::Ordinary => Tables::Ordinary(Expectations::new(space)),
            Pass::Best(objective) => Tables::Best(Solved::new(space, objective)),
            Pass::Fair => Tables::Fair(OptimumTables::new(space)),
        }
    }

    /// The filled tables with the pass's own time.
    fn filled(self, elapsed: Duration) -> Filled {
        match self {
            Tables::Ordinary(t) => Filled::Ordinary(t.expectation(elapsed)),
            Tables::Best(t) => Filled::Best(t.with_time(elapsed)),
            Tables::Fair(t) => Filled::Fair(t, elapsed),
        }
    }
}

impl Visit for Tables {
    fn visit(&mut self, space: &StateSpace, i: usize, state: GameState) -> Result<(), GameError> {
        match self {
            Tables::Ordinary(t) => t.visit(space, i, state),
            Tables::Best(t) => t.visit(space, i, state),
            Tables::Fair(t) => t.visit(space, i, state),
        }
    }
}

/// What a pass left, in the order the passes ran.
#[derive(Debug)]
pub(super) enum Filled {
    /// [`Pass::Ordinary`]'s expectation of the whole game.
    Ordinary(GameExpectation),
    /// [`Pass::Best`]'s tables.
    Best(Solved),
    /// [`Pass::Fair`]'s tables and the pass's time (the optimum takes the
    /// positions with it: [`OptimumTables::optimum`]).
    Fair(OptimumTables, Duration),
}

/// How far one call got.
pub(super) enum Advance<T> {
    /// The answer.
    Done(T),
    /// The deadline came (or the run is paused).
    Yielded,
    /// A stage ended and the next began.
    Began,
}

/// Where a run stands.
#[derive(Debug)]
enum Stage {
    /// Walking the positions (`expanded` counts them).
    Walk(Walk),
    /// A pass (`calls` counts its positions, from 0 in each pass).
    Pass(StateSpace, Backward<Tables>),
    /// Every pass done (or no pass asked): the positions.
    Done(StateSpace),
    /// Answered.
    Spent,
}

/// The walk and the passes in progress; see the module docs.
#[derive(Debug)]
pub(super) struct Passes {
    stage: Stage,
    /// The passes still to run, the next first.
    left: VecDeque<Pass>,
    filled: Vec<Filled>,
}

impl Passes {
    /// A run for `rules` of `passes` in this order, nothing done yet.
    pub(super) fn new(rules: &GameRules, passes: &[Pass]) -> Passes {
        Passes {
            stage: Stage::Walk(Walk::new(rules)),
            left: passes.iter().copied().collect(),
            filled: Vec::with_capacity(passes.len()),
        }
    }

    /// The pass running now (`None` while walking or once done).
    pub(super) fn running(&self) -> Option<Pass> {
        match &self.stage {
            // The running pass stays at the front until it is filled.
            Stage::Pass(..) => self.left.front().copied(),
            _ => None,
        }
    }

    /// Is it still walking the positions (no pass begun yet)?
    pub(super) fn is_walking(&self) -> bool {
        matches!(self.stage, Stage::Walk(_))
    }

    /// Goes on until every pass is done (`Some(Ok)`: the positions and what
    /// each pass left, in order; the run is spent then), a failure or cancel
    /// (`Some(Err)`), or the deadline `until` (`None`; without one it never
    /// stops early).
    pub(super) fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(StateSpace, Vec<Filled>), GameError>> {
        loop {
            match self.advance(progress, until) {
                Advance::Done(out) => return Some(out),
                Advance::Yielded => return None,
                Advance::Began => {}
            }
        }
    }

    /// Goes on with the stage it is in: until its end (the next stage has
    /// begun, or the answer), a failure, or the deadline `until`.
    pub(super) fn advance(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Advance<Result<(StateSpace, Vec<Filled>), GameError>> {
        let (next, advance) = match std::mem::replace(&mut self.stage, Stage::Spent) {
            Stage::Walk(mut walk) => match walk.resume(progress, until) {
                None => (Stage::Walk(walk), Advance::Yielded),
                Some(Ok(space)) => (self.next(space), Advance::Began),
                Some(Err(e)) => return Advance::Done(Err(e.into())),
            },
            Stage::Pass(space, mut pass) => match pass.resume(&space, progress, until) {
                None => (Stage::Pass(space, pass), Advance::Yielded),
                Some(Ok(())) => {
                    let elapsed = pass.elapsed();
                    self.filled.push(pass.tables.filled(elapsed));
                    self.left.pop_front();
                    (self.next(space), Advance::Began)
                }
                Some(Err(e)) => return Advance::Done(Err(e)),
            },
            Stage::Done(space) => {
                return Advance::Done(Ok((space, std::mem::take(&mut self.filled))));
            }
            Stage::Spent => return Advance::Done(Err(GameError::NoGame)),
        };
        self.stage = next;
        advance
    }

    /// The stage after the walk or a pass over `space`: the next pass, or
    /// done.
    fn next(&self, space: StateSpace) -> Stage {
        match self.left.front() {
            Some(&pass) => {
                let pass = Backward::new(&space, Tables::new(&space, pass));
                Stage::Pass(space, pass)
            }
            None => Stage::Done(space),
        }
    }
}
