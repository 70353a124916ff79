//! Where the whole game with every roll chosen gets its scores ([`Whole`]):
//! the shortest game's cost-to-go ([`CostToGo`]) solved on a background job
//! with live progress (never on the window's thread) for the rules in use,
//! kept in a [`Keyed`] holder and solved again when they change, and the
//! student's [`WholePlay`]; and the board of that game ([`whole_board`]).

use super::whole::WholePlay;
use crate::figures::scenes::BoardScene;
use crate::figures::scenes::game::waiting_scene;
use crate::figures::scenes::whole::whole_scene;
use std::sync::Arc;

use web_time::Instant;

use crate::game::{CostToGo, GameRules, Move, ToGoRun};
use crate::i18n::Tr;
use crate::model::{Rules, Tile};
use crate::solver::Progress;
use crate::workspace::job::{JobError, Keep, Keyed, Resumed, Status};
use crate::workspace::task::Steps;
use crate::workspace::task::Waker;

/// The shortest game's cost-to-go for one set of rules.
#[derive(Debug)]
pub struct WholeSolved {
    /// The rules.
    pub rules: Rules,
    /// Every position's least distance to the end.
    pub to_go: CostToGo,
}

/// The whole game with every roll chosen and what scores it.
#[derive(Debug)]
pub struct Whole {
    /// The cost-to-go for the rules in use.
    solving: Keyed<Rules, WholeSolved>,
    play: Option<WholePlay>,
}

impl Default for Whole {
    fn default() -> Self {
        Whole {
            solving: Keyed::new(Keep::Latest),
            play: None,
        }
    }
}

impl Whole {
    /// The cost-to-go's state.
    #[must_use]
    pub fn status(&self) -> Status<'_, WholeSolved> {
        self.solving.latest()
    }

    /// The cost-to-go, once solved.
    fn solved(&self) -> Option<&WholeSolved> {
        self.solving.latest().ready()
    }

    /// The student's game and the cost-to-go that scores it.
    #[must_use]
    pub fn game(&self) -> Option<(&WholePlay, &CostToGo)> {
        Some((self.play.as_ref()?, &self.solved()?.to_go))
    }

    /// Is the cost-to-go being solved?
    #[must_use]
    pub fn is_computing(&self) -> bool {
        self.solving.is_running()
    }

    /// Has the game ended?
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.game().is_some_and(|(p, t)| p.is_finished(t))
    }

    /// The moves made.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.play.as_ref().map_or(0, |p| p.moves().len())
    }

    /// Keeps the game to `rules` (a change starts it again) and asks for the
    /// cost-to-go: solved already, being solved, or started now on a
    /// background job.
    pub fn sync(&mut self, rules: Rules, waker: &Waker) {
        self.solving
            .request_steps(rules, "maedn-whole", waker, |p| solve(rules, p));
        if self.solved().is_none() {
            // Solved for other rules, which are dropped: a new game follows.
            self.play = None;
        }
    }

    /// Takes in a solved cost-to-go; true if one arrived (or failed).
    pub fn poll(&mut self) -> bool {
        let arrived = self.solving.poll();
        if arrived {
            self.restart();
        }
        arrived
    }

    /// The game again from the start.
    pub fn restart(&mut self) {
        if let Some(s) = self.solved() {
            self.play = Some(WholePlay::new(&s.to_go));
        }
    }

    /// Runs `f` on the game and its cost-to-go; true if it ended the game.
    fn with(&mut self, f: impl FnOnce(&mut WholePlay, &CostToGo) -> bool) -> bool {
        let (Some(play), Some(s)) = (&mut self.play, self.solving.latest().ready()) else {
            return false;
        };
        f(play, &s.to_go) && play.is_finished(&s.to_go)
    }

    /// Chooses a roll; true if that ended the game.
    pub fn roll(&mut self, roll: u8) -> bool {
        self.with(|p, t| p.pick_roll(t, roll))
    }

    /// Moves for the roll chosen; true if that ended the game.
    pub fn choose(&mut self, mv: Move) -> bool {
        self.with(|p, t| p.choose(t, mv))
    }

    /// The key `n`; true if that ended the game.
    pub fn number(&mut self, n: u8) -> bool {
        self.with(|p, t| p.number(t, n))
    }
}

/// The board of the whole game at move `upto`: the moves offered, and at
/// the end the shortest game beneath the student's.
pub(super) fn whole_board(whole: &Whole, upto: usize, rules: &Rules, tr: &Tr) -> BoardScene {
    let Some((play, to_go)) = whole.game() else {
        return waiting_scene(rules, tr);
    };
    let game = play.game(to_go.rules(), upto);
    if play.is_finished(to_go) {
        let best = &to_go.game().game;
        return whole_scene(&game, upto, &[], &[], Some(best), tr);
    }
    let pending: Vec<Move> = play
        .roll()
        .map(|r| play.options_for(to_go, r).iter().map(|o| o.mv).collect())
        .unwrap_or_default();
    let targets: Vec<(u8, Tile)> = play
        .options(to_go)
        .iter()
        .map(|o| (o.die, o.mv.to))
        .collect();
    whole_scene(&game, upto, &pending, &targets, None, tr)
}

/// Solves the shortest game's cost-to-go for `rules` as resumable work (in
/// slices on the page, on a thread natively), publishing the walk's
/// positions as `expanded` and the solved ones as `calls` on `progress`.
fn solve(
    rules: Rules,
    progress: &Arc<Progress>,
) -> impl Steps<Output = Result<WholeSolved, JobError>> + use<> {
    let mut run = GameRules::new(&rules).map(|r| ToGoRun::new(&r));
    Resumed::new(
        progress,
        move |progress: &Progress, until: Option<Instant>| match &mut run {
            Ok(run) => Some(
                run.resume(progress, until)?
                    .map(|to_go| WholeSolved { rules, to_go }),
            ),
            Err(e) => Some(Err(e.clone())),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Polls until the cost-to-go has arrived.
    fn solved(whole: &mut Whole) {
        let deadline = web_time::Instant::now() + std::time::Duration::from_secs(300);
        while !whole.poll() {
            assert!(web_time::Instant::now() < deadline, "never solved");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    #[test]
    fn test_the_values_are_solved_in_the_background_and_a_change_of_rules_starts_again() {
        let waker = crate::workspace::task::no_waker();
        let mut whole = Whole::default();
        assert!(matches!(whole.status(), Status::Idle));
        let paper = Rules::paper();
        whole.sync(paper, &waker);
        assert!(whole.is_computing());
        solved(&mut whole);
        let Status::Ready(s) = whole.status() else {
            panic!("solved");
        };
        let optimum = s.to_go.optimum();
        assert!(!whole.roll(6) && whole.moves() == 1, "B1 out");
        // The same rules again: nothing is solved again.
        whole.sync(paper, &waker);
        assert!(!whole.is_computing() && whole.moves() == 1);
        let free = Rules {
            goal_rule: crate::model::GoalRule::Free,
            ..paper
        };
        whole.sync(free, &waker);
        assert!(whole.is_computing() && whole.game().is_none());
        solved(&mut whole);
        let (play, to_go) = whole.game().expect("a game");
        assert!(play.moves().is_empty());
        assert!(to_go.optimum() < optimum, "the free goal row is shorter");
        whole.restart();
        assert_eq!(whole.moves(), 0);
    }

    /// On the web's backend the cost-to-go is solved in slices: after one
    /// poll it is still being solved, its counters live. (It used to be one
    /// closure: the first poll ran all of it, the page frozen meanwhile.)
    #[test]
    fn test_in_slices_one_poll_leaves_the_values_being_solved_with_live_counters() {
        use crate::workspace::task::{Backend, no_waker};
        let waker = no_waker().on(Backend::Slices);
        let mut whole = Whole::default();
        whole.sync(Rules::paper(), &waker);
        assert!(!whole.poll(), "not solved in one slice");
        let Status::Running { progress, .. } = whole.status() else {
            panic!("still running after one poll");
        };
        assert!(progress.snapshot().expanded > 0, "the walk's count is live");
    }
}
