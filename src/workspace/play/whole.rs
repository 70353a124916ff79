//! The whole game with every roll chosen ([`WholePlay`]): four pieces from
//! the start field home under the standard rules, the student choosing each
//! roll and, where a roll allows several legal moves, which piece moves.
//! Every move is scored against the shortest game's exact cost-to-go
//! ([`CostToGo`]): `length + value(after)` minus the least of that over every
//! legal (roll, move) pair from the same position, so the costs of a game add
//! up to exactly its length minus the optimum from the start.
//!
//! [`super::Whole`] (in `whole_slot.rs`) solves the cost-to-go on a
//! background job and holds this game.

use crate::game::{CostToGo, DIE_FACES, Game, GameRules, GameState, Move, Recorder, ToGoOption};
use crate::solver::TIE;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::StateSpace;
    use crate::model::Rules;
    use crate::solver::Progress;

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
