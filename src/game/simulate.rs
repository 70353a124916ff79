//! Ordinary games played by dice: one recorded game for a player view, and a
//! Monte-Carlo simulation of many games with a histogram of their distances.
//!
//! The policy is [`super::random`]'s: a fair die, a lost roll when no move is
//! legal, a uniformly random choice among legal moves. Faces and choices come
//! from one [`Die`] seeded with the given seed, so a run is reproducible. The
//! first game of a simulation with seed `S` is [`random_game`] with seed `S`.

use web_time::Instant;

use crate::solver::{Cancelled, Check, Progress};

use super::GameError;
use super::backward::to_end;
use super::die::{Die, MAX_ROLLS};
use super::record::{Game, Recorder};
use super::rules::GameRules;
use super::state::{GameState, Move};

/// The most games one simulation plays (about a few seconds in a release
/// build; the exact expectation needs none).
pub const MAX_GAMES: u64 = 1_000_000;

/// Games between two publications of the counter and checks of the cancel flag.
const CHECK_INTERVAL: u64 = 256;

/// At most this many bins in a histogram.
const MAX_BINS: f64 = 40.0;

/// Distances of simulated games, in bins of equal width.
#[derive(Clone, Debug, PartialEq)]
pub struct Histogram {
    /// The lower edge of the first bin, in units (a multiple of `width`).
    pub start: f64,
    /// Width of each bin, in units (1, 2 or 5 times a power of ten).
    pub width: f64,
    /// Games per bin.
    pub counts: Vec<u64>,
}

impl Histogram {
    /// Bins of a "round" width covering `values`, at most 40 of them.
    ///
    /// ```
    /// use maedn::game::Histogram;
    /// let h = Histogram::of(&[1_234.0, 1_250.0, 1_999.0]);
    /// assert_eq!((h.start, h.width), (1_220.0, 20.0));
    /// assert_eq!(h.counts.iter().sum::<u64>(), 3);
    /// ```
    #[must_use]
    pub fn of(values: &[f64]) -> Histogram {
        let min = values.iter().copied().fold(f64::INFINITY, f64::min);
        let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if !min.is_finite() || !max.is_finite() {
            return Histogram {
                start: 0.0,
                width: 1.0,
                counts: Vec::new(),
            };
        }
        let width = round_width((max - min) / MAX_BINS);
        let start = (min / width).floor() * width;
        let bins = ((max - start) / width).floor() as usize + 1;
        let mut counts = vec![0u64; bins];
        for v in values {
            let i = ((v - start) / width).floor() as usize;
            if let Some(c) = counts.get_mut(i.min(bins - 1)) {
                *c += 1;
            }
        }
        Histogram {
            start,
            width,
            counts,
        }
    }
}

/// The smallest of 1, 2, 5 × 10^k that is at least `raw` (and at least 1).
fn round_width(raw: f64) -> f64 {
    if raw.is_nan() || raw <= 1.0 {
        return 1.0;
    }
    let power = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|w| *w >= raw)
        .unwrap_or(10.0 * power)
}

/// Many ordinary games, summarised.
#[derive(Clone, Debug, PartialEq)]
pub struct Simulation {
    /// Games played.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// Mean distance, in units.
    pub mean: f64,
    /// Sample standard deviation of the distance.
    pub sd: f64,
    /// Shortest and longest game, in units.
    pub min: f64,
    /// Longest game, in units.
    pub max: f64,
    /// Mean number of rolls.
    pub mean_rolls: f64,
    /// Sample standard deviation of the rolls.
    pub rolls_sd: f64,
    /// Distances in bins.
    pub histogram: Histogram,
}

impl Simulation {
    /// Whether the sample has a spread at all: a sample standard deviation
    /// (and with it a standard error) needs at least two games; of one game
    /// it is undefined, not 0.
    #[must_use]
    pub fn has_spread(&self) -> bool {
        self.games >= 2
    }

    /// Standard error of the mean distance; `None` for fewer than two
    /// games, where it is undefined.
    #[must_use]
    pub fn standard_error(&self) -> Option<f64> {
        self.has_spread()
            .then(|| self.sd / (self.games as f64).sqrt())
    }

    /// Standard error of the mean number of rolls; `None` for fewer than
    /// two games.
    #[must_use]
    pub fn rolls_standard_error(&self) -> Option<f64> {
        self.has_spread()
            .then(|| self.rolls_sd / (self.games as f64).sqrt())
    }
}

/// Plays one game to the end with `die`, calling `on_roll` for every roll.
/// Returns the total distance and the number of rolls.
pub(super) fn play(
    rules: &GameRules,
    die: &mut Die,
    mut on_roll: impl FnMut(u8, Option<Move>),
) -> Result<(f64, u32), GameError> {
    let mut state: GameState = rules.start();
    let (mut total, mut rolls) = (0.0, 0u32);
    while !rules.is_finished(state) {
        if rolls >= MAX_ROLLS {
            return Err(GameError::NoGame);
        }
        let face = die.roll();
        rolls += 1;
        let moves = rules.legal_moves(state, face);
        let mv = die.pick(moves.len()).and_then(|i| moves.get(i).copied());
        if let Some(mv) = mv {
            total += rules.length(mv);
            state = state.apply(mv);
        }
        on_roll(face, mv);
    }
    Ok((total, rolls))
}

/// One ordinary game, recorded roll by roll.
///
/// ```
/// use maedn::game::{GameRules, random_game};
/// use maedn::model::Rules;
/// let rules = GameRules::new(&Rules::paper()).unwrap();
/// let game = random_game(&rules, 7).unwrap();
/// assert!(game.finished && game.total > 83_047.0);
/// assert_eq!(game, random_game(&rules, 7).unwrap()); // reproducible
/// ```
pub fn random_game(rules: &GameRules, seed: u64) -> Result<Game, GameError> {
    let mut recorder = Recorder::new(rules);
    play(rules, &mut Die::seeded(seed), |face, mv| {
        recorder.roll(face, mv)
    })?;
    Ok(recorder.finish())
}

/// Plays `games` ordinary games (1..=[`MAX_GAMES`]) with one die seeded by `seed`.
/// Publishes the games played as `expanded` on `progress`; stops when cancelled.
pub fn simulate(
    rules: &GameRules,
    games: u64,
    seed: u64,
    progress: &Progress,
) -> Result<Simulation, GameError> {
    simulate_with(games, seed, progress, |die| play(rules, die, |_, _| {}))
}

/// Plays `games` games (1..=[`MAX_GAMES`]) with one die seeded by
/// `seed`, each by `one_game` (which returns its total distance and rolls),
/// and gathers them: the ordinary player's and the best player's simulations
/// alike. Publishes the games played as `expanded`; stops when cancelled.
fn simulate_with(
    games: u64,
    seed: u64,
    progress: &Progress,
    mut one_game: impl FnMut(&mut Die) -> Result<(f64, u32), GameError>,
) -> Result<Simulation, GameError> {
    let mut run = SimRun::new(games, seed)?;
    to_end(|| run.resume(progress, None, &mut one_game))
}

/// A simulation in progress ([`simulate_with`] resumable): the die and the
/// games played so far, able to stop at a check and go on from there; cut
/// into slices it plays the same games as at once.
#[derive(Debug)]
pub(super) struct SimRun {
    games: u64,
    seed: u64,
    die: Die,
    totals: Vec<f64>,
    rolls: Vec<f64>,
    /// Games played at the next check.
    next_check: u64,
}

impl SimRun {
    /// `games` games (1..=[`MAX_GAMES`]) from `seed`, none played yet.
    pub(super) fn new(games: u64, seed: u64) -> Result<SimRun, GameError> {
        if games == 0 || games > MAX_GAMES {
            return Err(GameError::Games(games));
        }
        let capacity = usize::try_from(games).unwrap_or(0);
        Ok(SimRun {
            games,
            seed,
            die: Die::seeded(seed),
            totals: Vec::with_capacity(capacity),
            rolls: Vec::with_capacity(capacity),
            next_check: 0,
        })
    }

    /// Plays on with `one_game` until the simulation is done (`Some`), a
    /// failure or cancel (`Some(Err)`), or the deadline `until` (`None`;
    /// without one it never stops early). The check comes every
    /// [`CHECK_INTERVAL`] games.
    pub(super) fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
        mut one_game: impl FnMut(&mut Die) -> Result<(f64, u32), GameError>,
    ) -> Option<Result<Simulation, GameError>> {
        let games = self.games;
        loop {
            let played = self.totals.len() as u64;
            if played >= games {
                break;
            }
            if played >= self.next_check {
                // Moved on first: resumed after a yield, the game is played.
                self.next_check = played + CHECK_INTERVAL;
                progress.publish_expanded(played);
                match progress.check(until) {
                    Check::Go => {}
                    Check::Yield => return None,
                    Check::Stop => return Some(Err(Cancelled.into())),
                }
            }
            match one_game(&mut self.die) {
                Ok((total, n)) => {
                    self.totals.push(total);
                    self.rolls.push(f64::from(n));
                }
                Err(e) => return Some(Err(e)),
            }
        }
        progress.publish_expanded(games);
        let (totals, rolls) = (&self.totals, &self.rolls);
        let (mean, sd) = mean_sd(totals);
        let (mean_rolls, rolls_sd) = mean_sd(rolls);
        Some(Ok(Simulation {
            games,
            seed: self.seed,
            mean,
            sd,
            min: totals.iter().copied().fold(f64::INFINITY, f64::min),
            max: totals.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            mean_rolls,
            rolls_sd,
            histogram: Histogram::of(totals),
        }))
    }
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
    use crate::model::Rules;

    #[test]
    fn test_round_widths() {
        assert_eq!(round_width(0.3), 1.0);
        assert_eq!(round_width(1.5), 2.0);
        assert_eq!(round_width(2.0), 2.0);
        assert_eq!(round_width(420.0), 500.0);
        assert_eq!(round_width(501.0), 1000.0);
    }

    #[test]
    fn test_histogram_counts_every_value_once() {
        let values: Vec<f64> = (0..1000).map(|i| f64::from(i) * 37.5 + 90_000.0).collect();
        let h = Histogram::of(&values);
        assert!(h.counts.len() <= 40);
        assert_eq!(h.counts.iter().sum::<u64>(), 1000);
        assert!(h.start <= 90_000.0 && h.start + h.width * h.counts.len() as f64 > 127_462.5);
    }

    #[test]
    fn test_mean_sd() {
        let (m, s) = mean_sd(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert_eq!(m, 5.0);
        assert!((s - (32.0f64 / 7.0).sqrt()).abs() < 1e-12);
    }

    #[test]
    fn test_simulation_refuses_zero_and_too_many_games() {
        let rules = GameRules::new(&Rules::paper()).expect("rules");
        let p = Progress::default();
        assert!(matches!(
            simulate(&rules, 0, 1, &p),
            Err(GameError::Games(0))
        ));
        assert!(simulate(&rules, MAX_GAMES + 1, 1, &p).is_err());
    }

    #[test]
    fn test_first_simulated_game_is_the_random_game_of_the_seed() {
        let rules = GameRules::new(&Rules::paper()).expect("rules");
        let game = random_game(&rules, 42).expect("game");
        let sim = simulate(&rules, 1, 42, &Progress::default()).expect("sim");
        assert_eq!(sim.mean, game.total);
        assert_eq!(sim.mean_rolls, game.rolls.len() as f64);
        // Every recorded move was legal where it was made.
        for (i, roll) in game.rolls.iter().enumerate() {
            let before = game.before(i, &rules);
            let legal = rules.legal_moves(before, roll.die);
            match roll.step {
                Some(s) => assert!(legal.iter().any(|m| m.from == s.from && m.to == s.to)),
                None => assert!(legal.is_empty()),
            }
        }
    }
}
