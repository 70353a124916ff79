//! The fair-die optimum played by a seeded die: many games summarised (to
//! check the exact expectation) and one game recorded roll by roll.
//!
//! The die is drawn as in [`crate::game::simulate`] (`fastrand`, one face per
//! roll), so the same seed rolls the same faces; only the choices differ.

use crate::solver::{Cancelled, Progress};

use super::super::GameError;
use super::super::record::{Game, Recorder};
use super::super::rules::DIE_FACES;
use super::super::simulate::{Histogram, MAX_GAMES, Simulation};
use super::super::state::Move;
use super::FairOptimum;

/// Games between two publications of the counter and checks of the cancel flag.
const CHECK_INTERVAL: u64 = 256;

/// Rolls after which a game is given up (only a broken rule set gets there).
const MAX_ROLLS: u32 = 100_000;

/// Plays one game by the policy, calling `on_roll` for every roll; returns
/// the total distance and the number of rolls.
fn play(
    best: &FairOptimum,
    rng: &mut fastrand::Rng,
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
        let die = rng.u8(1..=DIE_FACES);
        rolls += 1;
        let mv = best.move_at(at, state, die);
        if let Some(mv) = mv {
            total += rules.length(mv);
            state = state.apply(mv);
            at = best.space().position(state).ok_or(GameError::NoGame)?;
        }
        on_roll(die, mv);
    }
    Ok((total, rolls))
}

/// One game of the best player with a fair die, recorded roll by roll.
pub fn fair_game(best: &FairOptimum, seed: u64) -> Result<Game, GameError> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut recorder = Recorder::new(best.rules());
    play(best, &mut rng, |die, mv| recorder.roll(die, mv))?;
    Ok(recorder.finish())
}

/// Plays `games` games (1..=[`MAX_GAMES`]) of the best player from one seeded
/// stream. Publishes the games played as `expanded`; stops when cancelled.
pub fn simulate_fair(
    best: &FairOptimum,
    games: u64,
    seed: u64,
    progress: &Progress,
) -> Result<Simulation, GameError> {
    if games == 0 || games > MAX_GAMES {
        return Err(GameError::Games(games));
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let capacity = usize::try_from(games).unwrap_or(0);
    let mut totals = Vec::with_capacity(capacity);
    let mut rolls = Vec::with_capacity(capacity);
    for played in 0..games {
        if played % CHECK_INTERVAL == 0 {
            progress.publish_expanded(played);
            if progress.checkpoint() {
                return Err(Cancelled.into());
            }
        }
        let (total, n) = play(best, &mut rng, |_, _| {})?;
        totals.push(total);
        rolls.push(f64::from(n));
    }
    progress.publish_expanded(games);
    let (mean, sd) = mean_sd(&totals);
    let (mean_rolls, rolls_sd) = mean_sd(&rolls);
    Ok(Simulation {
        games,
        seed,
        mean,
        sd,
        min: totals.iter().copied().fold(f64::INFINITY, f64::min),
        max: totals.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        mean_rolls,
        rolls_sd,
        histogram: Histogram::of(&totals),
    })
}

/// Mean and sample standard deviation (Welford's method).
fn mean_sd(values: &[f64]) -> (f64, f64) {
    let (mut n, mut mean, mut m2) = (0.0, 0.0, 0.0);
    for v in values {
        n += 1.0;
        let delta = v - mean;
        mean += delta / n;
        m2 += delta * (v - mean);
    }
    let sd = if n > 1.0 {
        (m2 / (n - 1.0)).sqrt()
    } else {
        0.0
    };
    (mean, sd)
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
