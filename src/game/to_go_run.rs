//! The shortest game's cost-to-go from the rules alone, as one resumable run
//! ([`ToGoRun`]): the walk over the positions, then the shortest game's
//! backward pass, each able to stop at a check and go on from there. A run
//! cut into slices between the frames of a browser page computes the same
//! tables and counters as a run to its end on a thread ([`ToGoRun::run`]):
//! one implementation for both.

use web_time::Instant;

use super::GameError;
use super::backward::to_end;
use super::best_run::BestRun;
use super::optimal::Objective;
use super::rules::GameRules;
use super::to_go::CostToGo;
use crate::solver::Progress;

/// The cost-to-go in progress; see the module docs.
#[derive(Debug)]
pub struct ToGoRun {
    /// The shortest game's run, whose tables the cost-to-go keeps.
    best: BestRun,
}

impl ToGoRun {
    /// A run for `rules`, nothing done yet.
    #[must_use]
    pub fn new(rules: &GameRules) -> ToGoRun {
        ToGoRun {
            best: BestRun::new(rules, Objective::Shortest),
        }
    }

    /// Runs to the end at once (waiting while paused).
    pub fn run(rules: &GameRules, progress: &Progress) -> Result<CostToGo, GameError> {
        let mut run = ToGoRun::new(rules);
        to_end(|| run.resume(progress, None))
    }

    /// Goes on until the answer (`Some`; the run is spent then), a failure
    /// or cancel (`Some(Err)`), or the deadline `until` (`None`; without one
    /// it never stops early).
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<CostToGo, GameError>> {
        Some(
            self.best
                .resume_solved(progress, until)?
                .and_then(|(space, solved)| CostToGo::from_solved(space, solved)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rules;

    #[test]
    fn test_a_run_in_slices_computes_what_one_run_does_with_the_same_counters() {
        // Three pieces: passes long enough to stop in the middle.
        let rules = GameRules::with_pieces(&Rules::paper(), 3).expect("rules");
        let whole = Progress::default();
        let one = ToGoRun::run(&rules, &whole).expect("one go");
        let cut = Progress::default();
        let mut run = ToGoRun::new(&rules);
        // A deadline that has always passed: every check yields.
        let past = Instant::now();
        let mut yields = 0;
        let out = loop {
            match run.resume(&cut, Some(past)) {
                Some(out) => break out.expect("in slices"),
                None => yields += 1,
            }
        };
        assert!(yields > 8, "{yields} yields");
        let (a, b) = (whole.snapshot(), cut.snapshot());
        assert_eq!((a.expanded, a.calls), (b.expanded, b.calls));
        assert_eq!(a.calls, one.space().len() as u64);
        assert_eq!(one.space().states(), out.space().states());
        let (g, h) = (one.game(), out.game());
        assert_eq!(
            (&g.game, g.rolls, g.tied_games),
            (&h.game, h.rolls, h.tied_games)
        );
        for &s in one.space().states() {
            assert_eq!(one.value(s), out.value(s));
            assert_eq!(one.rolls_to_go(s), out.rolls_to_go(s));
            assert_eq!(one.best(s), out.best(s));
        }
    }
}
