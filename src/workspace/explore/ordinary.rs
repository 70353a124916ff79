//! How far a normal game moves your hand, as the window shows it
//! ([`OrdinaryView`]): random play exactly and simulated, the shortest and
//! the quickest game ([`crate::game::PlayRun`]) on a background job (in
//! slices between frames on the page), with the stage it is in and its counter.

use std::sync::atomic::{AtomicU8, Ordering};

use std::borrow::Borrow;

use crate::game::{GameError, MAX_GAMES, PlayRun, PlayStage, RandomPlay};
use crate::model::Rules;
use crate::solver::Progress;
use crate::workspace::job::{JobError, Outcome, Resumed, Slot, Stop};
use crate::workspace::task::Waker;

/// Games simulated unless the user asks for another number.
pub const DEFAULT_GAMES: u64 = 10_000;
/// The simulation's seed unless the user asks for another.
pub const DEFAULT_SEED: u64 = 1;

/// The stages in order, as stored in the shared stage number.
const STAGES: [PlayStage; 5] = [
    PlayStage::Positions,
    PlayStage::Expectation,
    PlayStage::Shortest,
    PlayStage::Quickest,
    PlayStage::Simulation,
];

/// Why the result shown is not what is asked for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    /// It was computed under other rules (the solver panel's settings changed).
    Rules,
    /// It was computed for these games and this seed, not the ones chosen
    /// now (a run for those was cancelled, failed or has not started).
    Games {
        /// The games it simulated.
        games: u64,
        /// Its seed.
        seed: u64,
    },
}

/// What a result was computed for: rules, games, seed.
type Key = (Rules, u64, u64);

/// The job's progress: the engine's counters and the stage it is in.
#[derive(Debug, Default)]
pub(super) struct PlayProgress {
    counters: Progress,
    stage: AtomicU8,
}

impl Borrow<Progress> for PlayProgress {
    fn borrow(&self) -> &Progress {
        &self.counters
    }
}

impl Stop for PlayProgress {
    fn stop(&self) {
        self.counters.cancel();
    }
}

/// An ordinary game against the chosen ones, and the job computing it.
#[derive(Debug)]
pub struct OrdinaryView {
    games: u64,
    seed: u64,
    play: Option<(Key, RandomPlay)>,
    slot: Slot<RandomPlay, JobError, PlayProgress>,
    attempted: Option<Key>,
}

impl Default for OrdinaryView {
    fn default() -> Self {
        OrdinaryView {
            games: DEFAULT_GAMES,
            seed: DEFAULT_SEED,
            play: None,
            slot: Slot::default(),
            attempted: None,
        }
    }
}

impl OrdinaryView {
    /// Games to simulate.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The simulation's seed.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The result, once computed.
    #[must_use]
    pub fn play(&self) -> Option<&RandomPlay> {
        self.play.as_ref().map(|(_, p)| p)
    }

    /// The rules, games and seed of the result.
    #[must_use]
    pub fn computed_for(&self) -> Option<(Rules, u64, u64)> {
        self.play.as_ref().map(|(k, _)| *k)
    }

    /// Was the result computed for other rules, games or seed?
    #[must_use]
    pub fn is_stale(&self, rules: &Rules) -> bool {
        self.stale(rules).is_some()
    }

    /// Why the result shown is not the one these rules and the games and
    /// seed chosen ask for (say after a run for other games was cancelled).
    #[must_use]
    pub fn stale(&self, rules: &Rules) -> Option<Stale> {
        let (shown, _) = self.play.as_ref()?;
        if shown.0 != *rules {
            Some(Stale::Rules)
        } else if (shown.1, shown.2) != (self.games, self.seed) {
            Some(Stale::Games {
                games: shown.1,
                seed: shown.2,
            })
        } else {
            None
        }
    }

    /// Is the computation running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.slot.is_running()
    }

    /// The stage running and its counter (positions walked, games played).
    #[must_use]
    pub fn live(&self) -> Option<(PlayStage, u64)> {
        let p = self.slot.progress()?;
        let stage = STAGES
            .get(usize::from(p.stage.load(Ordering::Relaxed)))
            .copied()?;
        Some((stage, p.counters.snapshot().expanded))
    }

    /// How long the running computation has taken so far (wall time).
    #[must_use]
    pub fn running_for(&self) -> Option<std::time::Duration> {
        self.slot.running_for()
    }

    /// How the last computation ended.
    #[must_use]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.slot.outcome()
    }

    /// Simulates `games` games from now on (1 to [`MAX_GAMES`]; others are
    /// refused and say so).
    pub(super) fn set_games(&mut self, games: u64) {
        if (1..=MAX_GAMES).contains(&games) {
            self.games = games;
        } else {
            self.slot.fail(GameError::Games(games));
        }
    }

    /// The seed from now on.
    pub(super) fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
    }

    /// Should the view compute (again) by itself? Once per inputs.
    pub(super) fn wants_run(&self, rules: &Rules) -> bool {
        !self.slot.is_running() && self.attempted != Some((*rules, self.games, self.seed))
    }

    /// Computes everything under `rules` (cancelling a computation in progress).
    pub(super) fn start(&mut self, rules: Rules, waker: &Waker) {
        let key = (rules, self.games, self.seed);
        self.attempted = Some(key);
        let (games, seed) = (self.games, self.seed);
        // Refused at its first step, worded as before.
        let mut run = PlayRun::new(&rules, games, seed, false).map_err(Some);
        self.slot.start_steps("maedn-ordinary", waker, |p| {
            Resumed::new(p, move |p: &PlayProgress, until| match &mut run {
                Ok(run) => {
                    // Stopping at each stage too, so a thread shows it.
                    let out = run.resume_stage(&p.counters, until);
                    let stage = run.stage();
                    let i = STAGES.iter().position(|s| *s == stage).unwrap_or(0);
                    p.stage.store(i as u8, Ordering::Relaxed);
                    Some(out?.map(|out| out.play))
                }
                Err(e) => Some(Err(e.take().unwrap_or(GameError::NoGame))),
            })
        });
    }

    /// Stops the computation.
    pub(super) fn cancel(&self) {
        self.slot.cancel();
    }

    /// Takes in a finished computation.
    pub(super) fn poll(&mut self) {
        let done = self.slot.poll();
        if let (Some(play), Some(key)) = (done, self.attempted) {
            self.play = Some((key, play));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::random_play;
    use crate::workspace::task::{Backend, no_waker};

    #[test]
    fn test_an_ordinary_game_in_slices_is_that_of_one_go_its_stages_in_order() {
        let rules = Rules::paper();
        let mut view = OrdinaryView::default();
        view.set_games(1_000);
        view.start(rules, &no_waker().on(Backend::Slices));
        let (mut polls, mut stages) = (0, Vec::new());
        while view.is_running() {
            if let Some((stage, _)) = view.live()
                && stages.last() != Some(&stage)
            {
                stages.push(stage);
            }
            view.poll();
            polls += 1;
            assert!(polls < 10_000_000, "never ends");
        }
        // Many polls, the page painting between them (in one go: one).
        assert!(polls > 1, "{polls} polls");
        // The stages seen come in order (a short one may pass within one
        // frame's slices, so not every one is seen on a loaded machine).
        let mut order = STAGES.iter();
        assert!(
            stages.iter().all(|s| order.any(|t| t == s)),
            "stages out of order: {stages:?}"
        );
        let direct = random_play(&rules, 1_000, 1, &Progress::default()).expect("plays");
        let play = view.play().expect("computed");
        assert_eq!(play.simulation, direct.simulation);
        assert_eq!(play.expectation.units, direct.expectation.units);
        assert_eq!(play.shortest.game, direct.shortest.game);
        assert_eq!(play.quickest.game, direct.quickest.game);
    }
}
