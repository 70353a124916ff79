//! The whole game with every roll chosen ([`WholePlay`]): four pieces from
//! the start field home under the standard rules, the student choosing each
//! roll and, where a roll allows several legal moves, which piece moves.
//! Every move is scored against the shortest game's exact cost-to-go
//! ([`CostToGo`]): `length + value(after)` minus the least of that over every
//! legal (roll, move) pair from the same position, so the costs of a game add
//! up to exactly its length minus the optimum from the start.
//!
//! [`Whole`] holds the game and the cost-to-go, which is solved on a
//! background [`Job`] with live progress (never on the window's thread).

use std::sync::Arc;

use super::SolveProgress;
use crate::figures::scenes::BoardScene;
use crate::figures::scenes::game::waiting_scene;
use crate::figures::scenes::whole::whole_scene;
use crate::game::{
    CostToGo, DIE_FACES, Game, GameError, GameRules, GameState, Move, Recorder, StateSpace,
    ToGoOption,
};
use crate::i18n::Tr;
use crate::model::{Rules, Tile};
use crate::solver::{Progress, TIE};
use crate::workspace::job::{Job, JobError};
use crate::workspace::task::Waker;

/// A move the student made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WholeMove {
    /// The roll and the move, with its length, its way to the end and its cost.
    pub option: ToGoOption,
    /// The least `length + value(after)` from the same position.
    pub least: f64,
    /// A best (roll, move) from the same position.
    pub best: Option<(u8, Move)>,
    /// The running total after it.
    pub running: f64,
}

/// The student's whole game with every roll chosen; see the module docs.
#[derive(Clone, Debug, PartialEq)]
pub struct WholePlay {
    state: GameState,
    moves: Vec<WholeMove>,
    /// The roll chosen, waiting for the choice of piece.
    roll: Option<u8>,
}

impl WholePlay {
    /// Every piece in the start field.
    #[must_use]
    pub fn new(to_go: &CostToGo) -> WholePlay {
        WholePlay {
            state: to_go.rules().start(),
            moves: Vec::new(),
            roll: None,
        }
    }

    /// The position now.
    #[must_use]
    pub fn state(&self) -> GameState {
        self.state
    }

    /// The moves made, in order.
    #[must_use]
    pub fn moves(&self) -> &[WholeMove] {
        &self.moves
    }

    /// The roll chosen that waits for the choice of piece.
    #[must_use]
    pub fn roll(&self) -> Option<u8> {
        self.roll
    }

    /// Has every piece come home?
    #[must_use]
    pub fn is_finished(&self, to_go: &CostToGo) -> bool {
        to_go.rules().is_finished(self.state)
    }

    /// The length moved so far.
    #[must_use]
    pub fn total(&self) -> f64 {
        self.moves.last().map_or(0.0, |m| m.running)
    }

    /// The units given away so far (the costs added up).
    #[must_use]
    pub fn given_away(&self) -> f64 {
        self.moves.iter().map(|m| m.option.cost).sum()
    }

    /// Every legal (roll, move) pair now, roll 1 first, each with its cost.
    #[must_use]
    pub fn options(&self, to_go: &CostToGo) -> Vec<ToGoOption> {
        to_go.options(self.state)
    }

    /// The legal moves for `roll` now, in the rules' order (the keys' order).
    #[must_use]
    pub fn options_for(&self, to_go: &CostToGo, roll: u8) -> Vec<ToGoOption> {
        self.options(to_go)
            .into_iter()
            .filter(|o| o.die == roll)
            .collect()
    }

    /// Chooses `roll`: plays its move when it allows exactly one, else waits
    /// for the piece (the same roll again forgets it). False if it allows no
    /// move.
    pub fn pick_roll(&mut self, to_go: &CostToGo, roll: u8) -> bool {
        if !(1..=DIE_FACES).contains(&roll) {
            return false;
        }
        let options = self.options_for(to_go, roll);
        match options.as_slice() {
            [] => false,
            [one] => self.play(to_go, *one),
            _ => {
                self.roll = (self.roll != Some(roll)).then_some(roll);
                true
            }
        }
    }

    /// Plays `mv` (a move names its roll: the tiles between, or a 6 out of
    /// the start field); false (nothing changes) if it is not legal now.
    pub fn choose(&mut self, to_go: &CostToGo, mv: Move) -> bool {
        let Some(option) = self.options(to_go).into_iter().find(|o| o.mv == mv) else {
            return false;
        };
        self.play(to_go, option)
    }

    /// The key `n`: the n-th move of the roll chosen, or else the roll `n`.
    pub fn number(&mut self, to_go: &CostToGo, n: u8) -> bool {
        match self.roll {
            Some(roll) => {
                let i = usize::from(n).saturating_sub(1);
                match self.options_for(to_go, roll).get(i) {
                    Some(o) if n > 0 => self.play(to_go, *o),
                    _ => false,
                }
            }
            None => self.pick_roll(to_go, n),
        }
    }

    fn play(&mut self, to_go: &CostToGo, option: ToGoOption) -> bool {
        let least = option.total - option.cost;
        self.moves.push(WholeMove {
            option,
            least,
            best: to_go.best(self.state),
            running: self.total() + option.length,
        });
        self.state = self.state.apply(option.mv);
        self.roll = None;
        true
    }

    /// The game so far as the engine records one (each piece followed), up
    /// to move `upto`.
    #[must_use]
    pub fn game(&self, rules: &GameRules, upto: usize) -> Game {
        let mut recorder = Recorder::new(rules);
        for m in self.moves.iter().take(upto) {
            recorder.roll(m.option.die, Some(m.option.mv));
        }
        recorder.finish()
    }

    /// The move that cost most (the first of equals), numbered from 1;
    /// `None` when every move was a best one.
    #[must_use]
    pub fn costliest(&self) -> Option<(usize, &WholeMove)> {
        let worst = self
            .moves
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.option.cost.total_cmp(&b.option.cost).then(j.cmp(i)))?;
        (worst.1.option.cost > TIE).then_some((worst.0 + 1, worst.1))
    }
}

/// The shortest game's cost-to-go for one set of rules.
#[derive(Debug)]
pub struct WholeSolved {
    /// The rules.
    pub rules: Rules,
    /// Every position's least distance to the end.
    pub to_go: CostToGo,
}

/// Where the cost-to-go is.
#[derive(Clone, Copy, Debug)]
pub enum WholeStatus<'a> {
    /// Not asked for.
    Idle,
    /// Being solved.
    Computing(SolveProgress),
    /// Solved.
    Ready(&'a WholeSolved),
    /// It could not be solved: why.
    Failed(&'a JobError),
}

/// The whole game with every roll chosen and what scores it.
#[derive(Debug, Default)]
pub struct Whole {
    solved: Option<Arc<WholeSolved>>,
    failed: Option<(Rules, JobError)>,
    job: Option<(Rules, Job<Result<WholeSolved, JobError>>)>,
    play: Option<WholePlay>,
}

impl Whole {
    /// The cost-to-go's state.
    #[must_use]
    pub fn status(&self) -> WholeStatus<'_> {
        if let Some(s) = &self.solved {
            return WholeStatus::Ready(s);
        }
        if let Some((_, why)) = &self.failed {
            return WholeStatus::Failed(why);
        }
        match &self.job {
            Some((_, job)) => {
                let snap = job.progress().snapshot();
                WholeStatus::Computing(SolveProgress {
                    positions: snap.expanded,
                    solved: snap.calls,
                    elapsed: job.elapsed(),
                })
            }
            None => WholeStatus::Idle,
        }
    }

    /// The student's game and the cost-to-go that scores it.
    #[must_use]
    pub fn game(&self) -> Option<(&WholePlay, &CostToGo)> {
        Some((self.play.as_ref()?, &self.solved.as_deref()?.to_go))
    }

    /// Is the cost-to-go being solved?
    #[must_use]
    pub fn is_computing(&self) -> bool {
        self.job.is_some()
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
        if self.solved.as_ref().is_some_and(|s| s.rules != rules) {
            self.solved = None;
            self.play = None;
        }
        if self.failed.as_ref().is_some_and(|(r, _)| *r != rules) {
            self.failed = None;
        }
        if self.solved.is_none()
            && self.failed.is_none()
            && self.job.as_ref().is_none_or(|(r, _)| *r != rules)
        {
            // Dropping an old job cancels and joins it.
            self.job = None;
            match Job::spawn("maedn-whole", waker, Progress::default(), move |p| {
                solve(rules, p).map_err(JobError::from)
            }) {
                Ok(job) => self.job = Some((rules, job)),
                Err(e) => self.failed = Some((rules, e.into())),
            }
        }
    }

    /// Takes in a solved cost-to-go; true if one arrived.
    pub fn poll(&mut self) -> bool {
        let Some((rules, job)) = &mut self.job else {
            return false;
        };
        let Some(result) = job.poll_result() else {
            return false;
        };
        let rules = *rules;
        self.job = None;
        match result {
            Ok(solved) => {
                self.play = Some(WholePlay::new(&solved.to_go));
                self.solved = Some(Arc::new(solved));
            }
            Err(e) => self.failed = Some((rules, e)),
        }
        true
    }

    /// The game again from the start.
    pub fn restart(&mut self) {
        if let Some(s) = &self.solved {
            self.play = Some(WholePlay::new(&s.to_go));
        }
    }

    /// Runs `f` on the game and its cost-to-go; true if it ended the game.
    fn with(&mut self, f: impl FnOnce(&mut WholePlay, &CostToGo) -> bool) -> bool {
        let (Some(play), Some(s)) = (&mut self.play, &self.solved) else {
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

/// Solves the shortest game's cost-to-go for `rules`, publishing the walk's
/// positions as `expanded` and the solved ones as `calls` on `progress`.
fn solve(rules: Rules, progress: &Progress) -> Result<WholeSolved, GameError> {
    let game_rules = GameRules::new(&rules)?;
    let space = StateSpace::explore(&game_rules, progress)?;
    let to_go = CostToGo::solve(space, progress)?;
    Ok(WholeSolved { rules, to_go })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_pieces() -> CostToGo {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        CostToGo::solve(space, &Progress::default()).expect("solved")
    }

    #[test]
    fn test_a_roll_with_several_moves_waits_for_the_piece_and_keys_pick_it() {
        let to_go = two_pieces();
        let mut play = WholePlay::new(&to_go);
        assert!(!play.pick_roll(&to_go, 3), "only a 6 leaves B");
        assert!(play.pick_roll(&to_go, 6));
        assert_eq!(play.moves().len(), 1, "one move: played at once");
        assert!(play.pick_roll(&to_go, 6)); // off A first: one move
        assert!(play.pick_roll(&to_go, 6)); // the second piece out
        assert_eq!(play.moves().len(), 3);
        // Two pieces out: a 2 may move either; the roll waits for the piece.
        assert_eq!(play.options_for(&to_go, 2).len(), 2);
        assert!(play.pick_roll(&to_go, 2));
        assert_eq!(play.roll(), Some(2));
        assert!(play.pick_roll(&to_go, 2));
        assert_eq!(play.roll(), None, "the same roll again forgets it");
        assert!(play.number(&to_go, 2));
        assert!(!play.number(&to_go, 9) && play.roll() == Some(2));
        let second = play.options_for(&to_go, 2)[1];
        assert!(play.number(&to_go, 2));
        assert_eq!(play.moves().last().map(|m| m.option), Some(second));
    }

    #[test]
    fn test_the_costs_add_up_to_the_length_given_away_and_the_best_costs_nothing() {
        let to_go = two_pieces();
        let mut play = WholePlay::new(&to_go);
        // The dearest pair until one costs something, then always a best one.
        while !play.is_finished(&to_go) {
            let options = play.options(&to_go);
            let pick = if play.given_away() == 0.0 {
                options.iter().max_by(|a, b| a.cost.total_cmp(&b.cost))
            } else {
                options.iter().find(|o| o.cost == 0.0)
            }
            .copied()
            .expect("a move");
            assert!(play.choose(&to_go, pick.mv));
        }
        let away = play.total() - to_go.optimum();
        assert!(away > 0.0);
        assert!((play.given_away() - away).abs() < 1e-6);
        let game = play.game(to_go.rules(), usize::MAX);
        assert!(game.finished);
        assert!((game.total - play.total()).abs() < 1e-9);
        let (n, worst) = play.costliest().expect("a costly move");
        assert!(
            (worst.option.cost - away).abs() < 1e-6,
            "only one dear move"
        );
        assert!(play.moves()[..n - 1].iter().all(|m| m.option.cost == 0.0));
    }
}
