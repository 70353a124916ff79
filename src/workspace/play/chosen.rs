//! Choose every roll ([`ChosenPlay`]): one piece from A to its goal, the
//! student choosing each roll, scored against the exact distance to the goal
//! ([`crate::solver::retro`], the DP kept for every tile). A move's cost is
//! `length + distance(target)` minus the least of that over the six rolls from
//! the same tile, so the costs of a game add up to exactly its length minus the
//! optimum from A.

use crate::model::{MoveTable, Rules, Tile};
use crate::solver::{RetroMap, RollValue, retro};

/// Faces of a die.
const ROLLS: u8 = 6;

/// One roll the student may choose from the tile the piece stands on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RollTarget {
    /// The roll, 1..=6.
    pub roll: u8,
    /// Where it lands.
    pub to: Tile,
    /// The move's straight length.
    pub length: f64,
    /// `length + distance(to)`: the shortest way home starting with this roll.
    pub total: f64,
    /// What it costs against the best roll from this tile (0 for a best roll).
    pub cost: f64,
}

/// A move the student made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChosenMove {
    /// Where the piece stood.
    pub from: Tile,
    /// The roll chosen, with where it landed, its length and its cost.
    pub target: RollTarget,
    /// The running total after it.
    pub running: f64,
}

/// One piece's game with every roll chosen; see the module docs.
#[derive(Clone, Debug, PartialEq)]
pub struct ChosenPlay {
    piece: u8,
    map: RetroMap,
    moves: Vec<ChosenMove>,
}

impl ChosenPlay {
    /// Piece `piece` (1..=4: goal d..a) at A under `rules`; `None` for
    /// another number.
    #[must_use]
    pub fn new(rules: &Rules, piece: u8) -> Option<ChosenPlay> {
        let goal = Tile::goal_of_piece(piece)?;
        Some(ChosenPlay {
            piece,
            map: retro(&MoveTable::new(rules), goal),
            moves: Vec::new(),
        })
    }

    /// The piece, 1..=4.
    #[must_use]
    pub fn piece(&self) -> u8 {
        self.piece
    }

    /// Its goal tile.
    #[must_use]
    pub fn goal(&self) -> Tile {
        self.map.goal
    }

    /// Where the piece stands now.
    #[must_use]
    pub fn at(&self) -> Tile {
        self.moves.last().map_or(Tile::A, |m| m.target.to)
    }

    /// Has the piece reached its goal?
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.at() == self.map.goal
    }

    /// The optimum from where the student started (A).
    #[must_use]
    pub fn optimum(&self) -> f64 {
        self.map.value(Tile::A).unwrap_or(f64::NAN)
    }

    /// The length moved so far.
    #[must_use]
    pub fn total(&self) -> f64 {
        self.moves.last().map_or(0.0, |m| m.running)
    }

    /// The moves made, in order.
    #[must_use]
    pub fn moves(&self) -> &[ChosenMove] {
        &self.moves
    }

    /// The rolls that are moves from `tile`, 1 first, each with its cost.
    #[must_use]
    pub fn targets_from(&self, tile: Tile) -> Vec<RollTarget> {
        let Some(entry) = self.map.tile(tile) else {
            return Vec::new();
        };
        let Some(best) = entry.value else {
            return Vec::new();
        };
        (1..=ROLLS)
            .zip(entry.rolls)
            .filter_map(|(roll, value)| match value {
                RollValue::Move {
                    to, length, total, ..
                } => Some(RollTarget {
                    roll,
                    to,
                    length,
                    total,
                    cost: (total - best).max(0.0),
                }),
                RollValue::PastGoal | RollValue::OtherGoalTile => None,
            })
            .collect()
    }

    /// The longest move any roll makes from any tile of the way: what the
    /// widest roll button of this game says.
    #[must_use]
    pub fn longest_move(&self) -> f64 {
        (0..=self.map.goal.index())
            .filter_map(Tile::new)
            .flat_map(|tile| self.targets_from(tile))
            .map(|t| t.length)
            .fold(0.0, f64::max)
    }

    /// The rolls the student may choose now (none at the goal).
    #[must_use]
    pub fn targets(&self) -> Vec<RollTarget> {
        if self.is_finished() {
            return Vec::new();
        }
        self.targets_from(self.at())
    }

    /// Moves by `roll`; false (nothing changes) if that roll is no move now.
    pub fn roll(&mut self, roll: u8) -> bool {
        let from = self.at();
        let Some(target) = self.targets().into_iter().find(|t| t.roll == roll) else {
            return false;
        };
        let running = self.total() + target.length;
        self.moves.push(ChosenMove {
            from,
            target,
            running,
        });
        true
    }

    /// The tiles the piece stood on, A first, up to move `upto` (all moves
    /// when `upto` is past the last).
    #[must_use]
    pub fn path(&self, upto: usize) -> Vec<Tile> {
        let moves = self.moves.iter().take(upto).map(|m| m.target.to);
        std::iter::once(Tile::A).chain(moves).collect()
    }

    /// An optimal path from A (the highest optimal roll at each tile).
    #[must_use]
    pub fn optimal_path(&self) -> Vec<Tile> {
        self.map.best_path(Tile::A)
    }

    /// The move that cost most (the first of equals), numbered from 1;
    /// `None` when every move was a best one.
    #[must_use]
    pub fn costliest(&self) -> Option<(usize, &ChosenMove)> {
        let worst = self
            .moves
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.target.cost.total_cmp(&b.target.cost).then(j.cmp(i)))?;
        (worst.1.target.cost > crate::solver::TIE).then_some((worst.0 + 1, worst.1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GoalRule;

    fn worst_first(play: &ChosenPlay) -> u8 {
        let mut targets = play.targets();
        targets.sort_by(|a, b| b.cost.total_cmp(&a.cost));
        targets[0].roll
    }

    #[test]
    fn test_the_costs_add_up_to_the_length_given_away() {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            let rules = Rules {
                goal_rule,
                ..Rules::paper()
            };
            for piece in 1..=4 {
                let mut play = ChosenPlay::new(&rules, piece).expect("a piece");
                // The costliest roll each time, so that costs are not all 0.
                while !play.is_finished() {
                    let roll = worst_first(&play);
                    assert!(play.roll(roll));
                }
                let costs: f64 = play.moves().iter().map(|m| m.target.cost).sum();
                let away = play.total() - play.optimum();
                assert!((costs - away).abs() < 1e-6, "{goal_rule} {piece}");
                assert!(away > 0.0);
                let (n, worst) = play.costliest().expect("a costly move");
                assert!(
                    play.moves()
                        .iter()
                        .all(|m| m.target.cost <= worst.target.cost)
                );
                assert_eq!(play.moves()[n - 1], *worst);
            }
        }
    }

    #[test]
    fn test_best_rolls_reach_the_optimum_and_cost_nothing() {
        let rules = Rules::paper();
        let mut play = ChosenPlay::new(&rules, 1).expect("piece 1");
        assert_eq!(play.optimum(), 19_462.0);
        for w in play.optimal_path().windows(2) {
            assert!(play.roll(w[1].index() - w[0].index()));
        }
        assert!(play.is_finished());
        assert_eq!(play.total(), play.optimum());
        assert!(play.costliest().is_none());
        assert_eq!(play.path(usize::MAX), play.optimal_path());
    }

    #[test]
    fn test_a_roll_that_is_no_move_changes_nothing() {
        let mut play = ChosenPlay::new(&Rules::paper(), 4).expect("piece 4");
        assert!(!play.roll(0) && !play.roll(7));
        assert!(play.moves().is_empty());
        assert!(ChosenPlay::new(&Rules::paper(), 5).is_none());
        // Near its goal (a = 40), only the rolls that land on it or before it are moves.
        while play.at().index() < 37 {
            assert!(play.roll(1));
        }
        let rolls: Vec<u8> = play.targets().iter().map(|t| t.roll).collect();
        assert_eq!(rolls, [1, 2, 3]);
    }
}
