//! Everything about an ordinary game (`docs/rules.md#an-ordinary-player`), in one call:
//! the expected distance per piece and for the whole game (exact), a seeded
//! Monte-Carlo simulation that checks it, the shortest and the quickest game
//! with chosen rolls, and the headline "the optimum is X % of what an ordinary
//! game moves".

use crate::model::Rules;
use crate::solver::Progress;

use super::GameError;
use super::optimal::ChosenGame;
use super::play_run::PlayRun;
use super::random::{GameExpectation, PieceExpectation};
use super::simulate::Simulation;

/// An ordinary game against the chosen ones.
#[derive(Clone, Debug, PartialEq)]
pub struct RandomPlay {
    /// Each piece alone, from A (exact).
    pub pieces: Vec<PieceExpectation>,
    /// The whole game, the start-field moves included (exact).
    pub expectation: GameExpectation,
    /// Simulated games.
    pub simulation: Simulation,
    /// The shortest game with chosen rolls.
    pub shortest: ChosenGame,
    /// The quickest game with chosen rolls.
    pub quickest: ChosenGame,
}

impl RandomPlay {
    /// The shortest game's distance as a share of an ordinary game's expected
    /// distance, in per cent.
    #[must_use]
    pub fn optimum_percent(&self) -> f64 {
        100.0 * self.shortest.game.total / self.expectation.units
    }

    /// How many standard errors the simulated mean lies from the exact
    /// expectation (signed); `None` where the standard error is undefined
    /// (one game) or 0 (every game alike), so there is no such number.
    #[must_use]
    pub fn simulation_z(&self) -> Option<f64> {
        let se = self.simulation.standard_error()?;
        (se > 0.0).then(|| (self.simulation.mean - self.expectation.units) / se)
    }

    /// The same for the number of rolls.
    #[must_use]
    pub fn rolls_z(&self) -> Option<f64> {
        let se = self.simulation.rolls_standard_error()?;
        (se > 0.0).then(|| (self.simulation.mean_rolls - self.expectation.rolls) / se)
    }
}

/// The stages of [`random_play`], in the order they run, for a live view
/// (each publishes its own counter as `expanded` on the progress).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayStage {
    /// Walking every reachable four-piece position (counter: positions).
    Positions,
    /// The exact expectation over them.
    Expectation,
    /// The shortest game with chosen rolls.
    Shortest,
    /// The quickest game with chosen rolls.
    Quickest,
    /// Simulating games (counter: games played).
    Simulation,
}

/// Computes everything for `rules`: walks the four-piece positions once, then
/// runs the exact expectation, the shortest and the quickest game over them,
/// and simulates `games` games from `seed` (at once; resumable:
/// [`super::PlayRun`]).
pub fn random_play(
    rules: &Rules,
    games: u64,
    seed: u64,
    progress: &Progress,
) -> Result<RandomPlay, GameError> {
    Ok(PlayRun::run(rules, games, seed, false, progress)?.play)
}
