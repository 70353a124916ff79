//! A fair die ([`FairPlay`]): the whole game under the standard rules, the die
//! seeded (the same seed rolls the same faces, so a class replays one game),
//! the student choosing which piece moves. Each choice is scored against the
//! best player with a fair die ([`FairOptimum::choices`]): the units it gives
//! away in expectation. A roll with no legal move is lost and one with a single
//! legal move is played at once; only real choices wait for the student.
//!
//! After a choice the die waits to be rolled ([`FairPlay::roll`]): until then
//! the choice can be taken back ([`FairPlay::undo`]), and nothing of the next
//! face has been drawn, so taking it back tells the student nothing new.
//!
//! The faces are rolled by the engine's [`Die`], seeded with the seed, so
//! [`crate::game::fair_game`] with the same seed is the best player's game
//! with the student's dice.

use crate::game::{Die, FairOptimum, Game, GameState, MAX_ROLLS, Move, Recorder};

/// One roll of the student's game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FairRoll {
    /// The face.
    pub die: u8,
    /// The move made (`None`: no legal move, the roll is lost).
    pub mv: Option<Move>,
    /// Did the student choose it (more than one legal move)?
    pub chosen: bool,
    /// The units it gives away in expectation against the best move.
    pub cost: f64,
    /// The best player's move for this roll.
    pub best: Option<Move>,
}

/// The student's game with a fair die; see the module docs.
#[derive(Clone, Debug)]
pub struct FairPlay {
    seed: u64,
    die: Die,
    state: GameState,
    rolls: Vec<FairRoll>,
    /// The face waiting for the student's choice.
    waiting: Option<u8>,
    /// The last choice, while the die has not rolled since: what it changed.
    undo: Option<Undo>,
}

/// What undoing the last choice restores.
#[derive(Clone, Copy, Debug)]
struct Undo {
    /// The rolls before it.
    rolls: usize,
    /// The position before it.
    state: GameState,
    /// The face it answered.
    die: u8,
}

impl FairPlay {
    /// A game from the start with the die seeded by `seed`, played on to
    /// the first real choice.
    #[must_use]
    pub fn new(best: &FairOptimum, seed: u64) -> FairPlay {
        let mut play = FairPlay {
            seed,
            die: Die::seeded(seed),
            state: best.rules().start(),
            rolls: Vec::new(),
            waiting: None,
            undo: None,
        };
        play.advance(best);
        play
    }

    /// The seed.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The position now.
    #[must_use]
    pub fn state(&self) -> GameState {
        self.state
    }

    /// The face waiting for a choice (`None` when the game has ended).
    #[must_use]
    pub fn die(&self) -> Option<u8> {
        self.waiting
    }

    /// Every roll so far.
    #[must_use]
    pub fn rolls(&self) -> &[FairRoll] {
        &self.rolls
    }

    /// Has every piece come home?
    #[must_use]
    pub fn is_finished(&self, best: &FairOptimum) -> bool {
        best.rules().is_finished(self.state)
    }

    /// The legal moves for the waiting face, in the engine's order.
    #[must_use]
    pub fn moves(&self, best: &FairOptimum) -> Vec<Move> {
        self.waiting
            .map(|die| best.rules().legal_moves(self.state, die).to_vec())
            .unwrap_or_default()
    }

    /// The units given away in expectation so far.
    #[must_use]
    pub fn given_away(&self) -> f64 {
        self.rolls.iter().map(|r| r.cost).sum()
    }

    /// The length moved so far.
    #[must_use]
    pub fn total(&self, best: &FairOptimum) -> f64 {
        let rules = best.rules();
        self.rolls
            .iter()
            .filter_map(|r| r.mv)
            .map(|mv| rules.length(mv))
            .sum()
    }

    /// Is the die waiting to be rolled (a choice was made, the game goes on)?
    #[must_use]
    pub fn is_roll_due(&self, best: &FairOptimum) -> bool {
        self.waiting.is_none() && !self.is_finished(best)
    }

    /// Can the last choice be taken back (the die has not rolled since)?
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.undo.is_some()
    }

    /// The rolls played by themselves (no choice: lost, or one legal move)
    /// since the last choice, or since the start: numbered from 1, with the
    /// number of the first.
    #[must_use]
    pub fn unchosen_run(&self) -> (usize, &[FairRoll]) {
        let from = self
            .rolls
            .iter()
            .rposition(|r| r.chosen)
            .map_or(0, |i| i + 1);
        (from + 1, &self.rolls[from..])
    }

    /// Plays `mv` for the waiting face; false (nothing changes) if it is not
    /// one of its legal moves. The die then waits to be rolled ([`Self::roll`]).
    pub fn choose(&mut self, best: &FairOptimum, mv: Move) -> bool {
        let Some(die) = self.waiting else {
            return false;
        };
        let choices = best.choices(self.state, die);
        let Some(choice) = choices.iter().find(|c| c.mv == mv) else {
            return false;
        };
        self.undo = Some(Undo {
            rolls: self.rolls.len(),
            state: self.state,
            die,
        });
        self.rolls.push(FairRoll {
            die,
            mv: Some(mv),
            chosen: true,
            cost: choice.cost,
            best: best.best_move(self.state, die),
        });
        self.state = self.state.apply(mv);
        self.waiting = None;
        true
    }

    /// Rolls the die after a choice, on to the next choice or the end; the
    /// choice can no longer be taken back. False if no roll was due.
    pub fn roll(&mut self, best: &FairOptimum) -> bool {
        if !self.is_roll_due(best) {
            return false;
        }
        self.undo = None;
        self.advance(best);
        true
    }

    /// Takes the last choice back (only until the die rolls again): the
    /// position and the face are as they were before it. False if there is
    /// nothing to take back.
    pub fn undo(&mut self) -> bool {
        let Some(u) = self.undo.take() else {
            return false;
        };
        self.rolls.truncate(u.rolls);
        self.state = u.state;
        self.waiting = Some(u.die);
        true
    }

    /// Rolls on until a face offers a choice or the game ends.
    fn advance(&mut self, best: &FairOptimum) {
        let rules = best.rules();
        let max = usize::try_from(MAX_ROLLS).unwrap_or(usize::MAX);
        while !rules.is_finished(self.state) && self.rolls.len() < max {
            let die = self.die.roll();
            let moves = rules.legal_moves(self.state, die);
            if let [mv] = *moves {
                self.rolls.push(FairRoll {
                    die,
                    mv: Some(mv),
                    chosen: false,
                    cost: 0.0,
                    best: Some(mv),
                });
                self.state = self.state.apply(mv);
            } else if moves.is_empty() {
                self.rolls.push(FairRoll {
                    die,
                    mv: None,
                    chosen: false,
                    cost: 0.0,
                    best: None,
                });
            } else {
                self.waiting = Some(die);
                return;
            }
        }
    }

    /// The game so far as the engine records one (each piece followed),
    /// up to roll `upto`.
    #[must_use]
    pub fn game(&self, best: &FairOptimum, upto: usize) -> Game {
        let mut recorder = Recorder::new(best.rules());
        for r in self.rolls.iter().take(upto) {
            recorder.roll(r.die, r.mv);
        }
        recorder.finish()
    }

    /// The choice that gave away most (the first of equals), numbered by
    /// roll from 1; `None` when every choice was a best one.
    #[must_use]
    pub fn costliest(&self) -> Option<(usize, &FairRoll)> {
        let worst = self
            .rolls
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.cost.total_cmp(&b.cost).then(j.cmp(i)))?;
        (worst.1.cost > crate::solver::TIE).then_some((worst.0 + 1, worst.1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, StateSpace, fair_game, fair_optimum};
    use crate::model::Rules;
    use crate::solver::Progress;

    fn two_pieces() -> FairOptimum {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        fair_optimum(space, &Progress::default()).expect("optimum")
    }

    #[test]
    fn test_playing_the_best_move_is_the_best_players_game_and_gives_nothing_away() {
        let best = two_pieces();
        for seed in [1, 7, 2024] {
            let mut play = FairPlay::new(&best, seed);
            while let Some(die) = play.die() {
                let mv = best.best_move(play.state(), die).expect("a move");
                assert!(play.choose(&best, mv));
                play.roll(&best);
            }
            assert!(play.is_finished(&best));
            assert_eq!(play.given_away(), 0.0);
            let theirs = fair_game(&best, seed).expect("a game");
            let mine = play.game(&best, usize::MAX);
            assert_eq!(mine.rolls, theirs.rolls, "seed {seed}");
            assert!((play.total(&best) - theirs.total).abs() < 1e-9);
            assert!(play.costliest().is_none());
        }
    }

    #[test]
    fn test_a_worse_choice_costs_what_the_optimum_says() {
        let best = two_pieces();
        let mut play = FairPlay::new(&best, 3);
        let mut seen = 0;
        while let Some(die) = play.die() {
            let choices = best.choices(play.state(), die);
            let worst = choices.last().expect("a choice");
            assert!(play.choose(&best, worst.mv));
            play.roll(&best);
            // The rolls played by themselves after it follow it.
            let last = play
                .rolls()
                .iter()
                .rev()
                .find(|r| r.chosen)
                .expect("a choice");
            assert!((last.cost - worst.cost).abs() < 1e-12);
            seen += 1;
        }
        let sum: f64 = play.rolls().iter().map(|r| r.cost).sum();
        assert!((play.given_away() - sum).abs() < 1e-9);
        assert!(seen > 0);
        let moves = play.rolls().iter().filter(|r| r.mv.is_some()).count();
        assert_eq!(play.game(&best, usize::MAX).moves(), moves);
    }

    #[test]
    fn test_a_move_that_is_not_legal_changes_nothing() {
        let best = two_pieces();
        let mut play = FairPlay::new(&best, 5);
        let before = play.rolls().len();
        let bogus = Move {
            from: crate::game::Place::Way(crate::model::Tile::D),
            to: crate::model::Tile::D,
        };
        assert!(!play.choose(&best, bogus));
        assert_eq!(play.rolls().len(), before);
    }

    #[test]
    fn test_a_choice_is_taken_back_until_the_die_rolls_and_the_dice_stay_the_same() {
        let best = two_pieces();
        let mut play = FairPlay::new(&best, 3);
        let mut straight = play.clone();
        let (state, die, rolls) = (play.state(), play.die(), play.rolls().len());
        let choices = best.choices(state, die.expect("a choice"));
        let (first, last) = (choices[0].mv, choices[choices.len() - 1].mv);
        assert!(!play.can_undo() && !play.undo(), "nothing to take back yet");
        assert!(play.choose(&best, last));
        assert!(play.is_roll_due(&best) && play.die().is_none());
        assert!(play.undo());
        assert_eq!((play.state(), play.die()), (state, die));
        assert_eq!(play.rolls().len(), rolls);
        assert!(!play.undo(), "one choice back, not two");
        // Choosing again after the undo: the same faces follow as without it.
        assert!(play.choose(&best, first) && play.roll(&best));
        assert!(!play.can_undo() && !play.undo(), "the die rolled: kept");
        assert!(straight.choose(&best, first) && straight.roll(&best));
        let faces = |p: &FairPlay| p.rolls().iter().map(|r| r.die).collect::<Vec<_>>();
        assert_eq!(faces(&play), faces(&straight));
        assert!(!play.roll(&best), "no roll due while a choice waits");
    }

    #[test]
    fn test_the_rolls_without_a_choice_since_the_last_choice() {
        let best = two_pieces();
        let mut play = FairPlay::new(&best, 3);
        let (first, run) = play.unchosen_run();
        assert_eq!(first, 1);
        assert_eq!(run.len(), play.rolls().len());
        assert!(run.iter().all(|r| !r.chosen));
        let die = play.die().expect("a choice");
        let mv = best.best_move(play.state(), die).expect("a move");
        assert!(play.choose(&best, mv));
        let chosen_at = play.rolls().len();
        assert!(play.unchosen_run().1.is_empty());
        play.roll(&best);
        let (first, run) = play.unchosen_run();
        assert_eq!(first, chosen_at + 1);
        assert_eq!(first - 1 + run.len(), play.rolls().len());
    }
}
