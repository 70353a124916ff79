//! The fair-die optimum and the ordinary player from the rules alone, as one
//! resumable run ([`FairRun`]): the walk over the positions, the ordinary
//! player's backward pass, then the optimum's, each able to stop at a check
//! and go on from there. A run cut into slices between the frames of a
//! browser page computes the same tables, counters and answers as a run to
//! its end on a thread ([`FairRun::run`]): one implementation for both.

use web_time::Instant;

use super::FairOptimum;
use crate::game::GameError;
use crate::game::backward::to_end;
use crate::game::passes::{Filled, Pass, Passes};
use crate::game::random::GameExpectation;
use crate::game::rules::GameRules;
use crate::solver::Progress;

/// What a [`FairRun`] computes.
#[derive(Clone, Debug)]
pub struct FairSolve {
    /// The ordinary (uniformly random) player, whole game.
    pub ordinary: GameExpectation,
    /// The best player with a fair die.
    pub optimum: FairOptimum,
}

/// The fair-die optimum in progress; see the module docs.
#[derive(Debug)]
pub struct FairRun {
    passes: Passes,
}

impl FairRun {
    /// A run for `rules`, nothing done yet.
    #[must_use]
    pub fn new(rules: &GameRules) -> FairRun {
        FairRun {
            passes: Passes::new(rules, &[Pass::Ordinary, Pass::Fair]),
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
        Some(
            self.passes
                .resume(progress, until)?
                .and_then(|(space, filled)| match <[Filled; 2]>::try_from(filled) {
                    Ok([Filled::Ordinary(ordinary), Filled::Fair(tables, elapsed)]) => {
                        Ok(FairSolve {
                            ordinary,
                            optimum: tables.optimum(space, elapsed),
                        })
                    }
                    _ => Err(GameError::NoGame),
                }),
        )
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
