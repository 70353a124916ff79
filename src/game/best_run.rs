//! The best game when every roll is chosen, from the rules alone, as one
//! resumable run ([`BestRun`]): the walk over the positions, then the
//! objective's backward pass, each able to stop at a check and go on from
//! there. A run cut into slices between the frames of a browser page finds
//! the same game with the same counters as a run to its end on a thread
//! ([`BestRun::run`], which [`super::shortest_game`] and
//! [`super::quickest_game`] are): one implementation for both.

use web_time::Instant;

use super::GameError;
use super::backward::to_end;
use super::optimal::{ChosenGame, Objective, Solved};
use super::passes::{Filled, Pass, Passes};
use super::rules::GameRules;
use super::space::StateSpace;
use crate::solver::Progress;

/// The best game in progress; see the module docs.
#[derive(Debug)]
pub struct BestRun {
    passes: Passes,
}

impl BestRun {
    /// A run for `rules` under `objective`, nothing done yet.
    #[must_use]
    pub fn new(rules: &GameRules, objective: Objective) -> BestRun {
        BestRun {
            passes: Passes::new(rules, &[Pass::Best(objective)]),
        }
    }

    /// Runs to the end at once (waiting while paused), publishing the
    /// walk's positions as `expanded` and the solved ones as `calls`.
    pub fn run(
        rules: &GameRules,
        objective: Objective,
        progress: &Progress,
    ) -> Result<ChosenGame, GameError> {
        let mut run = BestRun::new(rules, objective);
        to_end(|| run.resume(progress, None))
    }

    /// Goes on until the best game (`Some`; the run is spent then), a
    /// failure or cancel (`Some(Err)`), or the deadline `until` (`None`;
    /// without one it never stops early).
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<ChosenGame, GameError>> {
        Some(
            self.resume_solved(progress, until)?
                .and_then(|(space, solved)| solved.chosen_game(&space)),
        )
    }

    /// As [`BestRun::resume`], answering the positions and the pass's
    /// tables (for the cost-to-go, which keeps them).
    pub(super) fn resume_solved(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(StateSpace, Solved), GameError>> {
        Some(
            self.passes
                .resume(progress, until)?
                .and_then(|(space, filled)| match <[Filled; 1]>::try_from(filled) {
                    Ok([Filled::Best(solved)]) => Ok((space, solved)),
                    _ => Err(GameError::NoGame),
                }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::best_game;
    use crate::model::Rules;

    /// What a chosen game is, without the times it took.
    fn game(g: &ChosenGame) -> impl PartialEq + std::fmt::Debug + '_ {
        (&g.game, g.objective, g.rolls, g.tied_games, g.states)
    }

    #[test]
    fn test_a_run_cut_at_every_check_finds_the_game_of_one_go_with_the_same_counters() {
        // Three pieces: a walk and a pass long enough to stop many times.
        let rules = GameRules::with_pieces(&Rules::paper(), 3).expect("rules");
        for objective in [Objective::Shortest, Objective::Quickest] {
            let whole = Progress::default();
            let one = BestRun::run(&rules, objective, &whole).expect("one go");
            let cut = Progress::default();
            let mut run = BestRun::new(&rules, objective);
            // A deadline that has always passed: every check yields.
            let past = Instant::now();
            let mut yields = 0;
            let out = loop {
                match run.resume(&cut, Some(past)) {
                    Some(out) => break out.expect("in slices"),
                    None => yields += 1,
                }
            };
            assert!(yields > 8, "{objective:?}: {yields} yields");
            let (a, b) = (whole.snapshot(), cut.snapshot());
            assert_eq!((a.expanded, a.calls), (b.expanded, b.calls));
            assert_eq!(
                (a.expanded, a.calls),
                (one.states as u64, one.states as u64)
            );
            assert_eq!(game(&one), game(&out), "{objective:?}");
            // The walk and the pass apart, as before the run: the same game.
            let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
            let apart = best_game(&space, objective, &Progress::default()).expect("apart");
            assert_eq!(game(&one), game(&apart), "{objective:?}");
        }
    }

    #[test]
    fn test_a_cancelled_run_answers_cancelled() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let progress = Progress::default();
        progress.cancel();
        let mut run = BestRun::new(&rules, Objective::Shortest);
        let out = to_end(|| run.resume(&progress, None));
        assert!(matches!(out, Err(GameError::Cancelled(_))), "{out:?}");
    }
}
