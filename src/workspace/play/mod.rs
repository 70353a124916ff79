//! The Play mode's state and scoring, without egui: the student acts (chooses
//! each roll of one piece, or which piece a fair die's roll moves) and every
//! choice is scored against the engine's exact optimum, never against a number
//! typed in.
//!
//! [`Play`] holds both games: [`ChosenPlay`] (every roll chosen, scored by the
//! distance to the goal of [`crate::solver::retro`]) and [`FairPlay`] (a seeded
//! fair die, scored by [`crate::game::fair_optimum`], which is solved on a
//! background job with live progress, never on the window's thread, and kept
//! for the rules in use in a [`Keyed`] holder). When a game ends it can be
//! replayed move by move on the playback clock.
//!
//! [`Whole`] is the third game: the whole game with every roll chosen,
//! scored by the shortest game's cost-to-go ([`crate::game::CostToGo`]),
//! solved on its own background job.

mod board;
mod chosen;
mod fair;
mod fair_die;
mod round;
mod whole;
mod whole_slot;

pub use board::play_scene;
pub use chosen::ChosenPlay;
pub use fair::FairPlay;
pub use round::{Round, RoundCommand, RoundStage, Standing, TeamScore, move_key, standings};
#[cfg(feature = "gui")]
pub use whole::WholeMove;
pub use whole_slot::Whole;

use super::job::{Keep, Keyed};
use super::stepper::{Cursor, Playback};
use super::task::Waker;
use crate::figures::scenes::play::moving_piece;
use crate::game::{FairOptimum, Game, GameExpectation, Move};
use crate::model::Rules;
use fair_die::solve;

/// The seed of a first fair-die game.
pub const FIRST_SEED: u64 = 1;

/// Which game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PlayKind {
    /// Choose every roll of one piece.
    #[default]
    Chosen,
    /// A fair die; the student chooses the piece.
    Fair,
    /// The whole game, every roll chosen; the student chooses roll and piece.
    Whole,
}

/// What the Play mode asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PlayCommand {
    /// Play this kind of game.
    SetKind(PlayKind),
    /// Every roll chosen: play piece 1..=4 (from A again).
    SetPiece(u8),
    /// Every roll chosen: move by this roll.
    Roll(u8),
    /// A fair die: move this piece for the roll shown.
    Choose(Move),
    /// The key 1–6: the roll (every roll chosen), the piece whose move is
    /// offered (a fair die: key 2 moves piece 2), the roll or the n-th piece
    /// (the whole game).
    Number(u8),
    /// A fair die: roll the die after a choice (the choice is then kept).
    RollDie,
    /// A fair die: take the last choice back (only until the die rolls again).
    Undo,
    /// Space: roll the die when a choice waits for it, else play or pause
    /// the replay of an ended game.
    Continue,
    /// A fair die: a new game with this seed.
    SetSeed(u64),
    /// The same game again from its start (the same seed).
    Restart,
    /// Show or hide what each move cost.
    ToggleCost,
    /// Replay the ended game, or pause the replay.
    ToggleReplay,
    /// Replay: one move back.
    Back,
    /// Replay: one move on.
    Forward,
    /// Replay: show the game after this many moves.
    To(usize),
}

/// The fair-die optimum and an ordinary player, for one set of rules.
#[derive(Debug)]
pub struct FairSolved {
    /// The rules.
    pub rules: Rules,
    /// The best player with a fair die (shared with the lesson's Ordinary
    /// slide when it solved it first).
    pub optimum: std::sync::Arc<FairOptimum>,
    /// The ordinary (random) player.
    pub ordinary: GameExpectation,
}

/// The Play mode; see the module docs.
pub struct Play {
    kind: PlayKind,
    rules: Rules,
    chosen: ChosenPlay,
    seed: u64,
    /// The fair-die optimum for the rules in use.
    solving: Keyed<Rules, FairSolved>,
    fair: Option<FairPlay>,
    /// The best player's game with the student's dice.
    best_game: Option<Game>,
    show_cost: bool,
    replay: usize,
    playback: Playback,
    /// The whole game with every roll chosen.
    whole: Whole,
    /// The class round, if one is set up or played.
    round: Option<Round>,
}

impl std::fmt::Debug for Play {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Play")
            .field("kind", &self.kind)
            .field("piece", &self.chosen.piece())
            .field("seed", &self.seed)
            .field("solved", &self.solving.latest().ready().is_some())
            .finish_non_exhaustive()
    }
}

impl Default for Play {
    fn default() -> Self {
        Play::new(Rules::paper())
    }
}

impl Play {
    /// Piece 1 with every roll chosen under `rules`, the fair die not solved yet.
    #[must_use]
    pub fn new(rules: Rules) -> Play {
        Play {
            kind: PlayKind::Chosen,
            rules,
            chosen: Self::chosen_for(&rules, 1),
            seed: FIRST_SEED,
            solving: Keyed::new(Keep::Latest),
            fair: None,
            best_game: None,
            show_cost: true,
            replay: 0,
            playback: Playback::default(),
            whole: Whole::default(),
            round: None,
        }
    }

    fn chosen_for(rules: &Rules, piece: u8) -> ChosenPlay {
        match ChosenPlay::new(rules, piece) {
            Some(p) => p,
            // Piece 1 always exists.
            None => Self::chosen_for(rules, 1),
        }
    }

    /// Which game is played.
    #[must_use]
    pub fn kind(&self) -> PlayKind {
        self.kind
    }

    /// The game with every roll chosen.
    #[must_use]
    pub fn chosen(&self) -> &ChosenPlay {
        &self.chosen
    }

    /// The fair die's seed.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Is what each move cost shown?
    #[must_use]
    pub fn shows_cost(&self) -> bool {
        self.show_cost && !self.hides_best()
    }

    /// Is the fair-die optimum being solved?
    #[must_use]
    pub fn is_computing(&self) -> bool {
        self.solving.is_running() || self.whole.is_computing()
    }

    /// The whole game with every roll chosen.
    #[must_use]
    pub fn whole(&self) -> &Whole {
        &self.whole
    }

    /// Has the game shown ended?
    #[must_use]
    pub fn is_finished(&self) -> bool {
        match self.kind {
            PlayKind::Chosen => self.chosen.is_finished(),
            PlayKind::Fair => self.fair().is_some_and(|(f, s)| f.is_finished(&s.optimum)),
            PlayKind::Whole => self.whole.is_finished(),
        }
    }

    /// The moves (rolls, with a fair die) of the game shown.
    #[must_use]
    pub fn moves(&self) -> usize {
        match self.kind {
            PlayKind::Chosen => self.chosen.moves().len(),
            PlayKind::Fair => self.fair.as_ref().map_or(0, |f| f.rolls().len()),
            PlayKind::Whole => self.whole.moves(),
        }
    }

    /// The move the board shows: the replay's once the game has ended, else
    /// the last.
    #[must_use]
    pub fn shown_move(&self) -> usize {
        if self.is_finished() {
            self.replay.min(self.moves())
        } else {
            self.moves()
        }
    }

    /// Is the replay playing?
    #[must_use]
    pub fn is_replaying(&self) -> bool {
        self.playback.is_playing()
    }

    /// Keeps the games to `rules` (a change starts them again) and, for the
    /// fair die, asks for its optimum: solved already, being solved, or
    /// started now on a background job.
    pub fn sync(&mut self, rules: Rules, waker: &Waker) {
        if rules != self.rules {
            self.rules = rules;
            self.chosen = Self::chosen_for(&rules, self.chosen.piece());
            self.fair = None;
            self.best_game = None;
            self.end_replay();
        }
        if self.kind == PlayKind::Whole {
            self.whole.sync(rules, waker);
        }
        if self.kind != PlayKind::Fair {
            return;
        }
        self.solving
            .request_steps(rules, "maedn-play", waker, |p| solve(rules, p));
        if self.fair.is_none() {
            self.new_fair();
        }
    }

    /// Takes `solved` (computed elsewhere: the lesson's Ordinary slide) as
    /// the fair-die optimum of its rules, unless that is solved already; a
    /// job solving the same rules is dropped.
    pub fn offer_fair(&mut self, solved: FairSolved) {
        let rules = solved.rules;
        if self.solving.offer(rules, solved) && rules == self.rules && self.fair.is_none() {
            self.new_fair();
        }
    }

    /// Takes in a solved optimum; true if one arrived.
    pub fn poll(&mut self) -> bool {
        let whole = self.whole.poll();
        let fair = self.solving.poll();
        if fair && self.solving.latest().ready().is_some() {
            self.new_fair();
        }
        whole || fair
    }

    fn end_replay(&mut self) {
        self.playback.stop();
        self.replay = 0;
    }

    /// Does what the view asked (`rules` and `waker` for the fair die's optimum).
    pub fn apply(&mut self, command: PlayCommand, rules: Rules, waker: &Waker) {
        match command {
            PlayCommand::SetKind(kind) => {
                self.kind = kind;
                self.end_replay();
            }
            PlayCommand::SetPiece(piece) => {
                self.chosen = Self::chosen_for(&rules, piece);
                self.end_replay();
            }
            PlayCommand::Roll(roll) => self.roll(roll),
            PlayCommand::Choose(mv) => self.choose(mv),
            PlayCommand::Number(n) => match self.kind {
                PlayKind::Chosen => self.roll(n),
                PlayKind::Fair => {
                    let mv = self.fair().and_then(|(f, s)| {
                        let game = f.game(&s.optimum, usize::MAX);
                        f.moves(&s.optimum)
                            .into_iter()
                            .find(|mv| moving_piece(&game, *mv) == Some(n))
                    });
                    if let Some(mv) = mv {
                        self.choose(mv);
                    }
                }
                PlayKind::Whole => {
                    if self.whole.number(n) {
                        self.replay = self.whole.moves();
                    }
                }
            },
            PlayCommand::SetSeed(seed) => {
                self.seed = seed;
                self.new_fair();
            }
            // The round's game is its team's: not begun again with the dice known.
            PlayCommand::Restart if self.is_round_game() && self.hides_best() => {}
            PlayCommand::Restart => match self.kind {
                PlayKind::Chosen => {
                    self.chosen = Self::chosen_for(&rules, self.chosen.piece());
                    self.end_replay();
                }
                PlayKind::Fair => self.new_fair(),
                PlayKind::Whole => {
                    self.whole.restart();
                    self.end_replay();
                }
            },
            PlayCommand::ToggleCost if self.hides_best() => {}
            PlayCommand::ToggleCost => self.show_cost = !self.show_cost,
            PlayCommand::RollDie => self.roll_die(),
            PlayCommand::Undo => {
                if self.kind == PlayKind::Fair && self.fair.as_mut().is_some_and(FairPlay::undo) {
                    self.end_replay();
                }
            }
            PlayCommand::Continue if self.is_roll_due() => self.roll_die(),
            PlayCommand::Continue if self.is_finished() => self.with_cursor(|p, c| p.toggle(c)),
            PlayCommand::Continue => {}
            PlayCommand::ToggleReplay if self.is_finished() => {
                self.with_cursor(|p, c| p.toggle(c));
            }
            PlayCommand::Back => self.replay_to(self.shown_move().saturating_sub(1)),
            PlayCommand::Forward => self.replay_to(self.shown_move() + 1),
            PlayCommand::To(n) => self.replay_to(n),
            PlayCommand::ToggleReplay => {}
        }
        self.sync(rules, waker);
        self.record_turn();
    }

    fn roll(&mut self, roll: u8) {
        if self.kind == PlayKind::Whole && self.whole.roll(roll) {
            self.replay = self.whole.moves();
        }
        if self.kind == PlayKind::Chosen && self.chosen.roll(roll) && self.chosen.is_finished() {
            self.replay = self.chosen.moves().len();
        }
    }

    fn choose(&mut self, mv: Move) {
        if self.kind == PlayKind::Whole && self.whole.choose(mv) {
            self.replay = self.whole.moves();
        }
        let Some(s) = self.solving.latest().ready() else {
            return;
        };
        let Some(f) = &mut self.fair else { return };
        if self.kind == PlayKind::Fair && f.choose(&s.optimum, mv) && f.is_finished(&s.optimum) {
            self.replay = f.rolls().len();
        }
    }

    fn replay_to(&mut self, n: usize) {
        if self.is_finished() {
            self.playback.stop();
            self.replay = n.min(self.moves());
        }
    }

    /// Advances the replay at clock time `now` (seconds) at `speed` moves
    /// per second; returns how long until the next move while playing.
    pub fn tick(&mut self, now: f64, speed: f32) -> Option<f64> {
        let mut delay = None;
        self.with_cursor(|p, c| delay = p.tick(c, now, speed));
        delay
    }

    fn with_cursor(&mut self, f: impl FnOnce(&mut Playback, &mut Cursor)) {
        let last = self.moves();
        self.playback.scrub(&mut self.replay, last, f);
    }
}

impl super::Workspace {
    /// The Play mode.
    #[must_use]
    pub fn play(&self) -> &Play {
        &self.play
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::task::no_waker;

    #[test]
    fn test_keys_roll_and_the_replay_only_runs_at_the_end() {
        let rules = Rules::paper();
        let mut play = Play::new(rules);
        let waker = no_waker();
        play.apply(PlayCommand::Number(6), rules, &waker);
        assert_eq!(play.chosen().at().index(), 6);
        play.apply(PlayCommand::To(0), rules, &waker);
        assert_eq!(play.shown_move(), 1, "no replay before the end");
        while !play.is_finished() {
            let roll = play.chosen().targets().last().map_or(1, |t| t.roll);
            play.apply(PlayCommand::Roll(roll), rules, &waker);
        }
        let n = play.moves();
        assert_eq!(play.shown_move(), n);
        play.apply(PlayCommand::To(1), rules, &waker);
        assert_eq!(play.shown_move(), 1);
        play.apply(PlayCommand::Back, rules, &waker);
        play.apply(PlayCommand::Back, rules, &waker);
        assert_eq!(play.shown_move(), 0);
        play.apply(PlayCommand::SetPiece(3), rules, &waker);
        assert!(play.chosen().moves().is_empty());
        assert_eq!(play.chosen().piece(), 3);
    }
}
