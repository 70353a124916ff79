//! The fair-die optimum and the ordinary player from the rules alone, as one
//! resumable run ([`FairRun`]): the walk over the positions, the ordinary
//! player's backward pass, then the optimum's, each able to stop at a check
//! and go on from there. A run cut into slices between the frames of a
//! browser page computes the same tables, counters and answers as a run to
//! its end on a thread ([`FairRun::run`]): one implementation for both.

use web_time::Instant;

use super::FairOptimum;
use super::tables::OptimumTables;
use crate::game::GameError;
use crate::game::backward::{Backward, to_end};
use crate::game::random::{Expectations, GameExpectation};
use crate::game::rules::GameRules;
use crate::game::space::StateSpace;
use crate::game::walk::Walk;
use crate::solver::Progress;

/// What a [`FairRun`] computes.
#[derive(Clone, Debug)]
pub struct FairSolve {
    /// The ordinary (uniformly random) player, whole game.
    pub ordinary: GameExpectation,
    /// The best player with a fair die.
    pub optimum: FairOptimum,
}

/// Where a run stands.
#[derive(Debug)]
enum Stage {
    /// Walking the positions (`expanded` counts them).
    Walk(Walk),
    /// The ordinary player's pass (`calls` counts its positions).
    Ordinary(StateSpace, Backward<Expectations>),
    /// The optimum's pass (`calls` counts again from 0).
    Optimum(StateSpace, GameExpectation, Backward<OptimumTables>),
    /// Answered.
    Spent,
}

/// The fair-die optimum in progress; see the module docs.
#[derive(Debug)]
pub struct FairRun {
    stage: Stage,
}

impl FairRun {
    /// A run for `rules`, nothing done yet.
    #[must_use]
    pub fn new(rules: &GameRules) -> FairRun {
        FairRun {
            stage: Stage::Walk(Walk::new(rules)),
        }
    }

    /// Runs to the end at once (waiting while paused).
    pub fn run(rules: &GameRules, progress: &Progress) -> Result<FairSolve, GameError> {
        let mut run = FairRun::new(rules);
        to_end(|| run.resume(progress, None))
    }

    /// Goes on until the answer (`Some`; the run is spent then), a failure
    /// or cancel (`Some(Err)`), or the deadline `until` (`None`; without one
    /// it never stops early). Publishes as the one-go functions do.
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<FairSolve, GameError>> {
        loop {
            self.stage = match std::mem::replace(&mut self.stage, Stage::Spent) {
                Stage::Walk(mut walk) => match walk.resume(progress, until) {
                    None => return self.wait(Stage::Walk(walk)),
                    Some(Ok(space)) => {
                        let pass = Backward::new(&space, Expectations::new(&space));
                        Stage::Ordinary(space, pass)
                    }
                    Some(Err(e)) => return Some(Err(e.into())),
                },
                Stage::Ordinary(space, mut pass) => match pass.resume(&space, progress, until) {
                    None => return self.wait(Stage::Ordinary(space, pass)),
                    Some(Ok(())) => {
                        let ordinary = pass.tables.expectation(pass.elapsed());
                        let pass = Backward::new(&space, OptimumTables::new(&space));
                        Stage::Optimum(space, ordinary, pass)
                    }
                    Some(Err(e)) => return Some(Err(e)),
                },
                Stage::Optimum(space, ordinary, mut pass) => {
                    match pass.resume(&space, progress, until) {
                        None => return self.wait(Stage::Optimum(space, ordinary, pass)),
                        Some(Ok(())) => {
                            let elapsed = pass.elapsed();
                            let optimum = pass.tables.optimum(space, elapsed);
                            return Some(Ok(FairSolve { ordinary, optimum }));
                        }
                        Some(Err(e)) => return Some(Err(e)),
                    }
                }
                Stage::Spent => return Some(Err(GameError::NoGame)),
            };
        }
    }

    /// Keeps `stage`, which yielded, for the next resume.
    fn wait(&mut self, stage: Stage) -> Option<Result<FairSolve, GameError>> {
        self.stage = stage;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::DIE_FACES;
    use crate::model::Rules;

    /// Steps `run` with a deadline that has always passed, so that every
    /// check yields: how many times it yielded, and the answer.
    fn sliced(run: &mut FairRun, progress: &Progress) -> (usize, Result<FairSolve, GameError>) {
        let past = Instant::now();
        let mut yields = 0;
        loop {
            match run.resume(progress, Some(past)) {
                Some(out) => return (yields, out),
                None => yields += 1,
            }
        }
    }

    #[test]
    fn test_a_run_in_slices_computes_what_one_run_does_with_the_same_counters() {
        // Three pieces: passes long enough to stop in the middle.
        let rules = GameRules::with_pieces(&Rules::paper(), 3).expect("rules");
        let whole = Progress::default();
        let one = FairRun::run(&rules, &whole).expect("one go");
        let cut = Progress::default();
        let (yields, out) = sliced(&mut FairRun::new(&rules), &cut);
        let out = out.expect("in slices");
        // The walk, the ordinary pass and the optimum's each stop midway.
        assert!(yields > 10, "{yields} yields");
        let (a, b) = (whole.snapshot(), cut.snapshot());
        assert_eq!((a.expanded, a.calls), (b.expanded, b.calls));
        assert_eq!(a.expanded, one.optimum.states() as u64);
        let strip = |e: GameExpectation| (e.units, e.units_sd, e.rolls, e.rolls_sd, e.states);
        assert_eq!(strip(one.ordinary), strip(out.ordinary));
        let (p, q) = (&one.optimum, &out.optimum);
        assert_eq!(p.space().states(), q.space().states());
        assert_eq!((p.units(), p.rolls()), (q.units(), q.rolls()));
        for &s in p.space().states() {
            assert_eq!(p.value(s), q.value(s));
            assert_eq!(p.value_sd(s), q.value_sd(s));
            for die in 1..=DIE_FACES {
                assert_eq!(p.best_move(s, die), q.best_move(s, die));
            }
        }
    }

    #[test]
    fn test_a_cancel_stops_a_run_at_its_next_check() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let progress = Progress::default();
        let mut run = FairRun::new(&rules);
        assert!(run.resume(&progress, Some(Instant::now())).is_none());
        progress.cancel();
        assert!(matches!(
            run.resume(&progress, None),
            Some(Err(GameError::Cancelled(_)))
        ));
    }
}
