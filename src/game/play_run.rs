//! Everything about an ordinary game ([`super::random_play`]), and the best
//! player with a fair die beside it if asked, as one resumable run
//! ([`PlayRun`]): the walk, the exact passes, then the simulated games, each
//! able to stop at a check and go on from there. A run cut into slices
//! between the frames of a browser page computes the same numbers and
//! counters as a run to its end on a thread ([`PlayRun::run`]): one
//! implementation for both.

use web_time::Instant;

use super::GameError;
use super::backward::to_end;
use super::fair::FairOptimum;
use super::optimal::{ChosenGame, Objective};
use super::ordinary::{PlayStage, RandomPlay};
use super::passes::{Advance, Filled, Pass, Passes};
use super::random::{GameExpectation, PieceExpectation, piece_expectations};
use super::rules::GameRules;
use super::simulate::{SimRun, Simulation, play};
use super::space::StateSpace;
use crate::model::Rules;
use crate::solver::Progress;

/// What a [`PlayRun`] computes.
#[derive(Clone, Debug)]
pub struct PlayOut {
    /// An ordinary game against the chosen ones.
    pub play: RandomPlay,
    /// The best player with a fair die, when asked for.
    pub fair: Option<FairOptimum>,
}

/// The exact numbers, waiting for the simulation.
#[derive(Debug)]
struct Exact {
    pieces: Vec<PieceExpectation>,
    expectation: GameExpectation,
    shortest: ChosenGame,
    quickest: ChosenGame,
    fair: Option<FairOptimum>,
}

impl Exact {
    /// Everything, once `simulation` has been played.
    fn with(self, simulation: Simulation) -> PlayOut {
        let Exact {
            pieces,
            expectation,
            shortest,
            quickest,
            fair,
        } = self;
        let play = RandomPlay {
            pieces,
            expectation,
            simulation,
            shortest,
            quickest,
        };
        PlayOut { play, fair }
    }
}

/// Where a run stands.
#[derive(Debug)]
enum Stage {
    /// The walk and the passes.
    Exact(Box<Passes>),
    /// The simulated games (`expanded` counts them).
    Simulate(Box<Exact>, SimRun),
    /// Answered.
    Spent,
}

/// An ordinary game in progress; see the module docs.
#[derive(Debug)]
pub struct PlayRun {
    rules: GameRules,
    games: u64,
    seed: u64,
    stage: Stage,
}

impl PlayRun {
    /// A run for `rules` that simulates `games` games from `seed`, with the
    /// fair-die optimum if `fair`; nothing done yet.
    ///
    /// # Errors
    /// Rules without a game, or a number of games outside 1..=[`super::MAX_GAMES`].
    pub fn new(rules: &Rules, games: u64, seed: u64, fair: bool) -> Result<PlayRun, GameError> {
        let rules = GameRules::new(rules)?;
        // Refused before any work, not after it.
        SimRun::new(games, seed)?;
        let ordinary = Pass::Ordinary;
        let shortest = Pass::Best(Objective::Shortest);
        let quickest = Pass::Best(Objective::Quickest);
        let passes: &[Pass] = if fair {
            &[ordinary, Pass::Fair, shortest, quickest]
        } else {
            &[ordinary, shortest, quickest]
        };
        Ok(PlayRun {
            stage: Stage::Exact(Box::new(Passes::new(&rules, passes))),
            rules,
            games,
            seed,
        })
    }

    /// Runs to the end at once (waiting while paused).
    ///
    /// # Errors
    /// As [`PlayRun::new`] and [`PlayRun::resume`].
    pub fn run(
        rules: &Rules,
        games: u64,
        seed: u64,
        fair: bool,
        progress: &Progress,
    ) -> Result<PlayOut, GameError> {
        let mut run = PlayRun::new(rules, games, seed, fair)?;
        to_end(|| run.resume(progress, None))
    }

    /// The stage it is in (the fair die's pass counts as the exact
    /// expectation: the best player's).
    #[must_use]
    pub fn stage(&self) -> PlayStage {
        match &self.stage {
            Stage::Exact(passes) => match passes.running() {
                None if passes.is_walking() => PlayStage::Positions,
                // Every pass done: the simulated games come next (read as
                // the walk, a stage seen between two slices went backwards).
                None => PlayStage::Simulation,
                Some(Pass::Ordinary | Pass::Fair) => PlayStage::Expectation,
                Some(Pass::Best(Objective::Shortest)) => PlayStage::Shortest,
                Some(Pass::Best(Objective::Quickest)) => PlayStage::Quickest,
            },
            Stage::Simulate(..) | Stage::Spent => PlayStage::Simulation,
        }
    }

    /// Goes on until the answer (`Some`; the run is spent then), a failure
    /// or cancel (`Some(Err)`), or the deadline `until` (`None`; without one
    /// it never stops early). Publishes as the one-go functions do.
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<PlayOut, GameError>> {
        loop {
            match self.advance(progress, until) {
                Advance::Done(out) => return Some(out),
                Advance::Yielded => return None,
                Advance::Began => {}
            }
        }
    }

    /// As [`PlayRun::resume`], but also stops (`None`) where a stage begins,
    /// so that [`PlayRun::stage`] can be shown while it runs on a thread.
    pub fn resume_stage(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<PlayOut, GameError>> {
        match self.advance(progress, until) {
            Advance::Done(out) => Some(out),
            Advance::Yielded | Advance::Began => None,
        }
    }

    /// Goes on with the stage it is in: until its end (the next stage has
    /// begun, or the answer), a failure, or the deadline `until`.
    fn advance(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Advance<Result<PlayOut, GameError>> {
        let (next, advance) = match std::mem::replace(&mut self.stage, Stage::Spent) {
            Stage::Exact(mut passes) => match passes.advance(progress, until) {
                Advance::Done(out) => {
                    match out.and_then(|(space, filled)| self.exact(space, filled)) {
                        Ok(stage) => (stage, Advance::Began),
                        Err(e) => return Advance::Done(Err(e)),
                    }
                }
                Advance::Yielded => (Stage::Exact(passes), Advance::Yielded),
                Advance::Began => (Stage::Exact(passes), Advance::Began),
            },
            Stage::Simulate(exact, mut sim) => {
                let rules = &self.rules;
                match sim.resume(progress, until, |die| play(rules, die, |_, _| {})) {
                    None => (Stage::Simulate(exact, sim), Advance::Yielded),
                    Some(Ok(simulation)) => return Advance::Done(Ok(exact.with(simulation))),
                    Some(Err(e)) => return Advance::Done(Err(e)),
                }
            }
            Stage::Spent => return Advance::Done(Err(GameError::NoGame)),
        };
        self.stage = next;
        advance
    }

    /// The simulation's stage once the passes have filled `filled` over
    /// `space`.
    fn exact(&self, space: StateSpace, filled: Vec<Filled>) -> Result<Stage, GameError> {
        let (mut expectation, mut shortest, mut quickest, mut fair) = (None, None, None, None);
        for f in filled {
            match f {
                Filled::Ordinary(e) => expectation = Some(e),
                Filled::Best(solved) => match solved.objective {
                    Objective::Shortest => shortest = Some(solved.chosen_game(&space)?),
                    Objective::Quickest => quickest = Some(solved.chosen_game(&space)?),
                },
                Filled::Fair(tables, elapsed) => fair = Some((tables, elapsed)),
            }
        }
        let (Some(expectation), Some(shortest), Some(quickest)) = (expectation, shortest, quickest)
        else {
            return Err(GameError::NoGame);
        };
        let pieces = piece_expectations(self.rules.table())?;
        let fair = fair.map(|(tables, elapsed)| tables.optimum(space, elapsed));
        let exact = Exact {
            pieces,
            expectation,
            shortest,
            quickest,
            fair,
        };
        Ok(Stage::Simulate(
            Box::new(exact),
            SimRun::new(self.games, self.seed)?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stages in the order a run goes through them.
    const ORDER: [PlayStage; 5] = [
        PlayStage::Positions,
        PlayStage::Expectation,
        PlayStage::Shortest,
        PlayStage::Quickest,
        PlayStage::Simulation,
    ];

    #[test]
    fn test_the_stage_read_between_slices_never_goes_back() {
        let rules = Rules::paper();
        let mut run = PlayRun::new(&rules, 10, 1, false).expect("a run");
        let progress = Progress::default();
        let past = Instant::now();
        let mut seen = vec![run.stage()];
        // As the window runs it: stopping at each stage too.
        while run.resume_stage(&progress, Some(past)).is_none() {
            let stage = run.stage();
            if seen.last() != Some(&stage) {
                seen.push(stage);
            }
        }
        // Every stage seen, each once, in order: the gap between the last
        // pass and the first game reads as the games, not as the walk.
        assert_eq!(seen, ORDER);
    }
}
