//! The shortest game's cost-to-go ([`CostToGo`]): for every reachable position
//! the least distance the hand still moves to the end when every roll is
//! chosen, kept from the exact dynamic programme of [`super::shortest_game`]
//! (the same tables, the same tie rule), so that any game can be scored move
//! by move.
//!
//! A move's cost is `length + value(after)` minus the least of that over
//! every legal (face, move) pair from the same position. The least of those is
//! the position's own value (within [`TIE`]), so the costs of a game add up to
//! its length minus the optimum from where it started: nothing is lost or
//! counted twice between the moves.

use crate::solver::{Progress, TIE};

use super::GameError;
use super::optimal::{ChosenGame, Objective, Solved, solve};
use super::rules::{DIE_FACES, GameRules};
use super::space::StateSpace;
use super::state::{GameState, Move};

/// One legal (face, move) pair from a position, with what it costs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ToGoOption {
    /// The face chosen, 1..=6.
    pub die: u8,
    /// The move it makes.
    pub mv: Move,
    /// The move's length as the total counts it.
    pub length: f64,
    /// `length + value(after)`: the shortest way to the end starting with it.
    pub total: f64,
    /// `total` minus the least `total` from the same position (0 for a best one).
    pub cost: f64,
}

/// The shortest game's value of every reachable position; see the module docs.
#[derive(Clone, Debug)]
pub struct CostToGo {
    space: StateSpace,
    solved: Solved,
    game: ChosenGame,
}

impl CostToGo {
    /// Solves the shortest game over `space` (the least distance, then the
    /// fewest rolls), publishing the solved positions as `calls` on `progress`.
    ///
    /// ```
    /// use maedn::game::{CostToGo, GameRules, StateSpace};
    /// use maedn::model::Rules;
    /// use maedn::solver::Progress;
    /// let rules = GameRules::with_pieces(&Rules::paper(), 1).unwrap();
    /// let space = StateSpace::explore(&rules, &Progress::default()).unwrap();
    /// let to_go = CostToGo::solve(space, &Progress::default()).unwrap();
    /// assert_eq!(to_go.value(rules.start()), Some(2_550.0 + 19_462.0));
    /// ```
    pub fn solve(space: StateSpace, progress: &Progress) -> Result<CostToGo, GameError> {
        let solved = solve(&space, Objective::Shortest, progress)?;
        CostToGo::from_solved(space, solved)
    }

    /// The cost-to-go from the shortest game's tables over `space`.
    pub(super) fn from_solved(space: StateSpace, solved: Solved) -> Result<CostToGo, GameError> {
        let game = solved.chosen_game(&space)?;
        Ok(CostToGo {
            space,
            solved,
            game,
        })
    }

    /// The rules solved.
    #[must_use]
    pub fn rules(&self) -> &GameRules {
        self.space.rules()
    }

    /// The positions solved.
    #[must_use]
    pub fn space(&self) -> &StateSpace {
        &self.space
    }

    /// The shortest game from the start (the choices followed).
    #[must_use]
    pub fn game(&self) -> &ChosenGame {
        &self.game
    }

    /// The optimum from the start: the shortest game's length.
    #[must_use]
    pub fn optimum(&self) -> f64 {
        self.value(self.rules().start()).unwrap_or(f64::INFINITY)
    }

    /// The least distance from `state` to the end (0 at the end); `None` if
    /// the position is not reachable or no game ends from it.
    #[must_use]
    pub fn value(&self, state: GameState) -> Option<f64> {
        let i = self.space.position(state)?;
        let (units, _) = *self.solved.value.get(i)?;
        units.is_finite().then_some(units)
    }

    /// The fewest rolls of a shortest way from `state` to the end.
    #[must_use]
    pub fn rolls_to_go(&self, state: GameState) -> Option<u32> {
        let i = self.space.position(state)?;
        let (units, rolls) = *self.solved.value.get(i)?;
        units.is_finite().then_some(rolls)
    }

    /// The best (face, move) from `state`, by the shortest game's tie rule
    /// (the higher face, then the piece furthest along).
    #[must_use]
    pub fn best(&self, state: GameState) -> Option<(u8, Move)> {
        self.solved
            .choice
            .get(self.space.position(state)?)
            .copied()
            .flatten()
    }

    /// Every legal (face, move) pair from `state`, face 1 first and within a
    /// face in the rules' order, each with its cost; empty at the end.
    #[must_use]
    pub fn options(&self, state: GameState) -> Vec<ToGoOption> {
        let rules = self.rules();
        let mut out: Vec<ToGoOption> = (1..=DIE_FACES)
            .flat_map(|die| {
                rules
                    .legal_moves(state, die)
                    .iter()
                    .filter_map(|mv| {
                        let length = rules.length(*mv);
                        let rest = self.value(state.apply(*mv))?;
                        Some(ToGoOption {
                            die,
                            mv: *mv,
                            length,
                            total: length + rest,
                            cost: 0.0,
                        })
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        let least = out.iter().map(|o| o.total).fold(f64::INFINITY, f64::min);
        for o in &mut out {
            let cost = o.total - least;
            o.cost = if cost <= TIE { 0.0 } else { cost };
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Recorder, shortest_game};
    use crate::model::{GoalRule, Rules};

    fn to_go(rules: &GameRules) -> CostToGo {
        let space = StateSpace::explore(rules, &Progress::default()).expect("space");
        CostToGo::solve(space, &Progress::default()).expect("solved")
    }

    #[test]
    fn test_the_value_of_the_start_is_the_shortest_game_and_the_argmin_plays_it() {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            let rules = GameRules::new(&Rules {
                goal_rule,
                ..Rules::paper()
            })
            .expect("rules");
            let shortest = shortest_game(&rules, &Progress::default()).expect("game");
            let values = to_go(&rules);
            assert_eq!(values.optimum(), shortest.game.total, "{goal_rule}");
            // Follow the cheapest option (the first of equals) from the start.
            let mut state = rules.start();
            let mut length = 0.0;
            while !rules.is_finished(state) {
                let options = values.options(state);
                let best = options
                    .iter()
                    .min_by(|a, b| a.total.total_cmp(&b.total))
                    .expect("a move");
                assert_eq!(best.cost, 0.0);
                assert!((best.total - values.value(state).expect("a value")).abs() <= TIE);
                length += best.length;
                state = state.apply(best.mv);
            }
            assert_eq!(length, shortest.game.total, "{goal_rule}");
            // The kept choices replay the shortest game itself, roll by roll.
            let mut state = rules.start();
            let mut recorder = Recorder::new(&rules);
            while let Some((die, mv)) = values.best(state) {
                recorder.roll(die, Some(mv));
                state = state.apply(mv);
            }
            assert_eq!(recorder.finish().rolls, shortest.game.rolls);
            assert_eq!(values.value(state), Some(0.0));
        }
    }

    #[test]
    fn test_the_costs_of_any_game_add_up_to_its_length_minus_the_optimum() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let values = to_go(&rules);
        // The dearest option every time, then the cheapest: costs are not all 0.
        for dear_moves in [0usize, 3, 1000] {
            let mut state = rules.start();
            let (mut length, mut costs, mut n) = (0.0, 0.0, 0);
            while !rules.is_finished(state) {
                let options = values.options(state);
                let pick = if n < dear_moves {
                    options.iter().max_by(|a, b| a.cost.total_cmp(&b.cost))
                } else {
                    options.iter().min_by(|a, b| a.cost.total_cmp(&b.cost))
                }
                .expect("a move");
                assert!(pick.cost >= 0.0);
                length += pick.length;
                costs += pick.cost;
                state = state.apply(pick.mv);
                n += 1;
            }
            let away = length - values.optimum();
            assert!((costs - away).abs() < 1e-6, "{dear_moves}: {costs} {away}");
            assert_eq!(dear_moves == 0, away == 0.0);
        }
    }

    #[test]
    fn test_the_end_has_no_options_and_value_zero() {
        let rules = GameRules::with_pieces(&Rules::paper(), 1).expect("rules");
        let values = to_go(&rules);
        let end = values
            .space()
            .states()
            .iter()
            .copied()
            .find(|s| rules.is_finished(*s))
            .expect("an end");
        assert!(values.options(end).is_empty());
        assert_eq!(values.value(end), Some(0.0));
        assert_eq!(values.rolls_to_go(end), Some(0));
        assert!(values.best(end).is_none());
    }
}
