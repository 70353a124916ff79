//! The fair-die optimum played by a seeded die: many games summarised (to
//! check the exact expectation) and one game recorded roll by roll.
//!
//! The faces come from the same [`Die`] as an ordinary game's, so the same
//! seed rolls the same faces; only the choices differ.

use web_time::Instant;

use crate::solver::Progress;

use super::super::GameError;
use super::super::backward::to_end;
use super::super::die::{Die, MAX_ROLLS};
use super::super::record::{Game, Recorder};
use super::super::simulate::{SimRun, Simulation};
use super::super::state::Move;
use super::FairOptimum;

/// Plays one game by the policy, calling `on_roll` for every roll; returns
/// the total distance and the number of rolls.
fn play(
    best: &FairOptimum,
    die: &mut Die,
    mut on_roll: impl FnMut(u8, Option<Move>),
) -> Result<(f64, u32), GameError> {
    let rules = best.rules();
    let mut state = rules.start();
    let mut at = 0usize;
    let (mut total, mut rolls) = (0.0, 0u32);
    while !rules.is_finished(state) {
        if rolls >= MAX_ROLLS {
            return Err(GameError::NoGame);
        }
        let face = die.roll();
        rolls += 1;
        let mv = best.move_at(at, state, face);
        if let Some(mv) = mv {
            total += rules.length(mv);
            state = state.apply(mv);
            at = best.space().position(state).ok_or(GameError::NoGame)?;
        }
        on_roll(face, mv);
    }
    Ok((total, rolls))
}

/// One game of the best player with a fair die, recorded roll by roll.
pub fn fair_game(best: &FairOptimum, seed: u64) -> Result<Game, GameError> {
    let mut recorder = Recorder::new(best.rules());
    play(best, &mut Die::seeded(seed), |face, mv| {
        recorder.roll(face, mv)
    })?;
    Ok(recorder.finish())
}

/// Plays `games` games (1..=[`crate::game::MAX_GAMES`]) of the best player with one die
/// seeded by `seed`. Publishes the games played as `expanded`; stops when cancelled.
pub fn simulate_fair(
    best: &FairOptimum,
    games: u64,
    seed: u64,
    progress: &Progress,
) -> Result<Simulation, GameError> {
    let mut run = FairSimRun::new(games, seed)?;
    to_end(|| run.resume(best, progress, None))
}

/// [`simulate_fair`] able to stop at a check and go on from there: cut into
/// slices it plays the same games as at once.
#[derive(Debug)]
pub struct FairSimRun {
    run: SimRun,
}

impl FairSimRun {
    /// `games` games (1..=[`crate::game::MAX_GAMES`]) from `seed`, none
    /// played yet.
    pub fn new(games: u64, seed: u64) -> Result<FairSimRun, GameError> {
        Ok(FairSimRun {
            run: SimRun::new(games, seed)?,
        })
    }

    /// Plays on by `best`'s policy until the simulation is done (`Some`), a
    /// failure or cancel (`Some(Err)`), or the deadline `until` (`None`;
    /// without one it never stops early).
    pub fn resume(
        &mut self,
        best: &FairOptimum,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<Simulation, GameError>> {
        self.run
            .resume(progress, until, |die| play(best, die, |_, _| {}))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, StateSpace, fair_optimum};
    use crate::model::Rules;

    #[test]
    fn test_the_recorded_game_follows_the_policy() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        let best = fair_optimum(space, &Progress::default()).expect("best");
        let game = fair_game(&best, 5).expect("game");
        assert!(game.finished);
        for (i, roll) in game.rolls.iter().enumerate() {
            let before = game.before(i, &rules);
            let chosen = best.best_move(before, roll.die);
            assert_eq!(
                chosen.map(|m| (m.from, m.to)),
                roll.step.map(|s| (s.from, s.to))
            );
        }
        let sim = simulate_fair(&best, 1, 5, &Progress::default()).expect("sim");
        assert_eq!(sim.mean, game.total);
    }
}
