//! The Game view's model ([`GamePlay`]): the whole optimal game of all four
//! pieces under the current rules, computed by the game engine on a
//! background job with live progress and kept per rules and objective
//! (shortest or quickest) in a [`Keyed`] holder, and a cursor over its rolls
//! with a playback clock. `GameProgress` reads a game computation's
//! progress for the window (the Play mode's solves walk and solve the same
//! way).
//!
//! The cursor counts rolls made: 0 is the start (every piece in B), `n` shows
//! roll `n` (its die, the piece that moved, the move) with the pieces where
//! they stand after it. No drawing here: the window builds its board from
//! [`GamePlay::current`] and [`GamePlay::cursor`].

use std::sync::Arc;

use web_time::Instant;

use super::job::{JobError, Keep, Keyed, Resumed, Status};
use super::stepper::{Cursor, Playback};
use super::task::{Steps, Waker};
use crate::game::{BestRun, ChosenGame, GameRoll, GameRules, Objective};
use crate::model::Rules;
use crate::solver::Progress;

/// What a game is computed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameKey {
    /// The rules (spacing, lengths, goal row, colour).
    pub rules: Rules,
    /// Shortest or quickest.
    pub objective: Objective,
}

/// The computation's phase: walking the positions, then solving backwards.
#[cfg(feature = "gui")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamePhase {
    /// Finding every reachable position.
    Walking,
    /// The dynamic programme over them, from the end back to the start.
    Solving,
}

/// Live progress of a game being computed: the walk publishes the positions
/// it found as `expanded`, the solve backwards the positions solved as
/// `calls`.
#[cfg(feature = "gui")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameProgress {
    /// Which phase.
    pub phase: GamePhase,
    /// Positions found so far.
    pub positions: u64,
    /// Positions solved so far (in the second phase).
    pub solved: u64,
    /// Time since the computation started.
    pub elapsed: std::time::Duration,
}

#[cfg(feature = "gui")]
impl GameProgress {
    /// The progress published on `progress`, `elapsed` after the start.
    #[must_use]
    pub fn read(progress: &Progress, elapsed: std::time::Duration) -> GameProgress {
        let snap = progress.snapshot();
        GameProgress {
            phase: if snap.calls > 0 {
                GamePhase::Solving
            } else {
                GamePhase::Walking
            },
            positions: snap.expanded,
            solved: snap.calls,
            elapsed,
        }
    }
}

/// What the Game view asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GameCommand {
    /// Compute the game for the current rules (the view does this on
    /// opening; another view, such as the lesson, may ask without showing it).
    Compute,
    /// The shortest or the quickest game.
    SetObjective(Objective),
    /// Play or pause.
    TogglePlay,
    /// One roll on.
    Forward,
    /// One roll back.
    Back,
    /// Go to roll `n` (0 = the start).
    To(usize),
    /// The last roll.
    Last,
}

/// The whole game, computed and played; see the module docs.
#[derive(Debug)]
pub struct GamePlay {
    objective: Objective,
    /// Every game computed (one computed at a time); the latest asked for
    /// is shown.
    games: Keyed<GameKey, ChosenGame>,
    cursor: usize,
    playback: Playback,
}

impl Default for GamePlay {
    fn default() -> Self {
        GamePlay {
            objective: Objective::Shortest,
            games: Keyed::new(Keep::AllOneJob),
            cursor: 0,
            playback: Playback::default(),
        }
    }
}

impl GamePlay {
    /// Shortest or quickest.
    #[must_use]
    pub fn objective(&self) -> Objective {
        self.objective
    }

    /// Shows the game for `rules` under the chosen objective: computed
    /// already, being computed, or started now on a background job (any
    /// other computation is cancelled). Does nothing if that game is shown
    /// already or could not be computed before.
    pub fn want(&mut self, rules: Rules, waker: &Waker) {
        let key = GameKey {
            rules,
            objective: self.objective,
        };
        if self.games.latest_key() != Some(key) {
            self.cursor = 0;
            self.playback.stop();
        }
        // A job for another game is dropped, which cancels and joins it (the
        // walk checks every thousand positions, so this is quick).
        self.games
            .request_steps(key, "maedn-game", waker, |p| compute(key, p));
    }

    /// Takes in a finished computation; true if one arrived.
    pub fn poll(&mut self) -> bool {
        self.games.poll()
    }

    /// Is a game being computed?
    #[must_use]
    pub fn is_computing(&self) -> bool {
        self.games.is_running()
    }

    /// The shown game's state.
    #[must_use]
    pub fn status(&self) -> Status<'_, ChosenGame> {
        self.games.latest()
    }

    /// The shown game, once computed.
    #[must_use]
    pub fn current(&self) -> Option<&ChosenGame> {
        self.games.latest().ready()
    }

    /// The game computed for `rules` under `objective`, if it has been (for
    /// other views, such as the lesson, that quote its total and rolls).
    #[must_use]
    pub fn computed(&self, rules: Rules, objective: Objective) -> Option<&ChosenGame> {
        self.games.get(GameKey { rules, objective }).ready()
    }

    /// Rolls made so far in the playback: 0 is the start.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The last cursor position: the shown game's number of rolls.
    #[must_use]
    pub fn last(&self) -> usize {
        self.current().map_or(0, |g| g.game.rolls.len())
    }

    /// The roll at the cursor (`None` at the start), numbered from 1.
    #[must_use]
    pub fn roll(&self) -> Option<(usize, &GameRoll)> {
        let i = self.cursor.checked_sub(1)?;
        self.current()?.game.rolls.get(i).map(|r| (self.cursor, r))
    }

    /// Is the playback running?
    #[must_use]
    pub fn is_playing(&self) -> bool {
        self.playback.is_playing()
    }

    /// Does what the view asked (`rules` and `waker` for a computation).
    pub fn apply(&mut self, command: GameCommand, rules: Rules, waker: &Waker) {
        match command {
            GameCommand::Compute => self.want(rules, waker),
            GameCommand::SetObjective(objective) => {
                self.objective = objective;
                self.want(rules, waker);
            }
            GameCommand::TogglePlay => self.with_cursor(|p, c| p.toggle(c)),
            GameCommand::Forward => self.go_to(self.cursor + 1),
            GameCommand::Back => self.go_to(self.cursor.saturating_sub(1)),
            GameCommand::To(n) => self.go_to(n),
            GameCommand::Last => self.go_to(self.last()),
        }
    }

    /// Advances the playback at clock time `now` (seconds) at `speed` rolls
    /// per second; returns how long until the next roll while playing.
    pub fn tick(&mut self, now: f64, speed: f32) -> Option<f64> {
        let mut delay = None;
        self.with_cursor(|p, c| delay = p.tick(c, now, speed));
        delay
    }

    fn go_to(&mut self, n: usize) {
        self.cursor = n.min(self.last());
    }

    fn with_cursor(&mut self, f: impl FnOnce(&mut Playback, &mut Cursor)) {
        let last = self.last();
        self.playback.scrub(&mut self.cursor, last, f);
    }
}

/// Computes the best game for `key` as resumable work (in slices on the
/// page, on a thread natively), publishing the walk's positions as
/// `expanded` and the solved ones as `calls` on `progress`.
fn compute(
    key: GameKey,
    progress: &Arc<Progress>,
) -> impl Steps<Output = Result<ChosenGame, JobError>> + use<> {
    let mut run = GameRules::new(&key.rules).map(|r| BestRun::new(&r, key.objective));
    Resumed::new(
        progress,
        move |progress: &Progress, until: Option<Instant>| match &mut run {
            Ok(run) => run.resume(progress, until),
            Err(e) => Some(Err(e.clone())),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::task::{Backend, no_waker};

    #[test]
    fn test_cursor_stays_within_the_game() {
        let mut g = GamePlay::default();
        // Nothing computed: the cursor cannot move.
        g.apply(GameCommand::Forward, Rules::paper(), &no_waker());
        assert_eq!((g.cursor(), g.last()), (0, 0));
        assert!(g.roll().is_none());
        assert!(matches!(g.status(), Status::Idle));
    }

    /// Polls until the game shown has arrived; how many polls it took.
    fn computed(g: &mut GamePlay) -> usize {
        let deadline = Instant::now() + std::time::Duration::from_secs(300);
        let mut polls = 0;
        while g.is_computing() {
            g.poll();
            polls += 1;
            assert!(Instant::now() < deadline, "never computed");
            if g.is_computing() && polls % 64 == 0 {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        }
        polls
    }

    /// On the web's backend the game is computed in slices: after one poll
    /// it is still being computed with live counters, and it ends with the
    /// game a thread computes. (It used to be one closure: the first poll
    /// ran all of it, the page frozen meanwhile.)
    #[test]
    fn test_in_slices_the_game_view_reaches_the_game_of_a_thread() {
        for objective in [Objective::Shortest, Objective::Quickest] {
            let mut sliced = GamePlay::default();
            let waker = no_waker().on(Backend::Slices);
            sliced.apply(GameCommand::SetObjective(objective), Rules::paper(), &waker);
            assert!(!sliced.poll(), "not computed in one slice");
            let Status::Running { progress, .. } = sliced.status() else {
                panic!("still running after one poll");
            };
            assert!(progress.snapshot().expanded > 0, "the walk's count is live");
            let polls = computed(&mut sliced);
            let mut threaded = GamePlay::default();
            let waker = no_waker().on(Backend::Threads);
            threaded.apply(GameCommand::SetObjective(objective), Rules::paper(), &waker);
            computed(&mut threaded);
            let (a, b) = (
                sliced.current().expect("in slices"),
                threaded.current().expect("on a thread"),
            );
            assert!(polls > 2, "{objective:?}: {polls} polls");
            assert_eq!(
                (&a.game, a.objective, a.rolls, a.tied_games, a.states),
                (&b.game, b.objective, b.rolls, b.tied_games, b.states),
            );
        }
    }
}
