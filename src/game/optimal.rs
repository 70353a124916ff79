//! The best game when every roll is chosen: the shortest (the least distance
//! the hand moves, then the fewest rolls) and the quickest (the fewest rolls,
//! then the least distance).
//!
//! Both are exact: a dynamic programme over the reachable positions of the
//! [`StateSpace`], backwards from the end (every move goes forward, so the
//! positions form a DAG and one backward pass suffices). A position's value is
//! the best (distance, rolls) to the end over every face and every legal move.
//! Ties between equally good moves go to the higher face, then to the piece
//! furthest along, and every tied game is counted.
//!
//! The shortest game is compared with the paper's answer, which assumed the
//! pieces independent: the start-field moves plus one single-piece optimum per
//! goal tile ([`crate::solver::dp`]). No legal game can be shorter (each piece's
//! way from A is a legal single-piece way to the goal tile it ends on, and the
//! pieces end on distinct goal tiles), so the question is only whether the
//! rules of the whole game let it be as short.

use std::cmp::Ordering;
use std::time::Duration;

use crate::model::Problem;
use crate::solver::{Progress, TIE, dp};

use super::GameError;
use super::backward::{Backward, Visit};
use super::best_run::BestRun;
use super::record::{Game, Recorder};
use super::rules::{DIE_FACES, GameRules};
use super::space::StateSpace;
use super::state::{GameState, Move};

/// What "best" means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Objective {
    /// The least distance, then the fewest rolls.
    Shortest,
    /// The fewest rolls, then the least distance.
    Quickest,
}

impl Objective {
    /// Orders two (distance, rolls) pairs; distances within [`TIE`] are equal.
    fn compare(self, a: (f64, u32), b: (f64, u32)) -> Ordering {
        let distance = if (a.0 - b.0).abs() <= TIE {
            Ordering::Equal
        } else {
            a.0.total_cmp(&b.0)
        };
        match self {
            Objective::Shortest => distance.then(a.1.cmp(&b.1)),
            Objective::Quickest => a.1.cmp(&b.1).then(distance),
        }
    }
}

/// The paper's answer for these rules: the pieces independent.
#[derive(Clone, Debug, PartialEq)]
pub struct IndependentOptimum {
    /// The four start-field moves.
    pub start_field: f64,
    /// Per piece 1..=4 (goal d, c, b, a): the shortest way from A to its goal.
    pub from_a: Vec<f64>,
    /// Their sum: a lower bound for every legal game.
    pub total: f64,
}

impl IndependentOptimum {
    /// Computes it with the exact single-piece DP.
    ///
    /// ```
    /// use maedn::game::{GameRules, IndependentOptimum};
    /// use maedn::model::Rules;
    /// let o = IndependentOptimum::new(&GameRules::new(&Rules::paper()).unwrap());
    /// assert_eq!(o.total, 83_047.0); // the paper's total
    /// ```
    #[must_use]
    pub fn new(rules: &GameRules) -> IndependentOptimum {
        let from_a: Vec<f64> = (1..=rules.pieces())
            .filter_map(Problem::piece)
            .map(|p| dp(rules.table(), &p).units)
            .collect();
        let start_field = rules.start_field_units();
        IndependentOptimum {
            total: start_field + from_a.iter().sum::<f64>(),
            start_field,
            from_a,
        }
    }
}

/// The best game under one objective.
#[derive(Clone, Debug, PartialEq)]
pub struct ChosenGame {
    /// What was minimised.
    pub objective: Objective,
    /// The game itself, roll by roll.
    pub game: Game,
    /// Its rolls (every one moves a piece).
    pub rolls: u32,
    /// How many distinct games (sequences of moves) are exactly as good;
    /// saturates at `u128::MAX`.
    pub tied_games: u128,
    /// The paper's answer for the same rules, for comparison.
    pub independent: IndependentOptimum,
    /// Reachable positions of the whole game.
    pub states: usize,
    /// Time to walk the positions.
    pub explore_time: Duration,
    /// Time of the dynamic programme alone.
    pub solve_time: Duration,
}

impl ChosenGame {
    /// Does the game reach the independent optimum (within [`TIE`])?
    #[must_use]
    pub fn reaches_independent(&self) -> bool {
        (self.game.total - self.independent.total).abs() <= TIE
    }

    /// How much longer than the independent optimum it is, in units.
    #[must_use]
    pub fn excess(&self) -> f64 {
        self.game.total - self.independent.total
    }
}

/// The shortest legal game (the least total distance, then the fewest rolls):
/// a [`BestRun`] to its end.
///
/// ```
/// use maedn::game::{GameRules, shortest_game};
/// use maedn::model::Rules;
/// use maedn::solver::Progress;
/// let rules = GameRules::with_pieces(&Rules::paper(), 1).unwrap();
/// let g = shortest_game(&rules, &Progress::default()).unwrap();
/// assert_eq!(g.game.total, 2_550.0 + 19_462.0); // B1 → A, then piece 1's optimum
/// ```
pub fn shortest_game(rules: &GameRules, progress: &Progress) -> Result<ChosenGame, GameError> {
    BestRun::run(rules, Objective::Shortest, progress)
}

/// The quickest legal game (the fewest rolls, then the least distance): a
/// [`BestRun`] to its end.
pub fn quickest_game(rules: &GameRules, progress: &Progress) -> Result<ChosenGame, GameError> {
    BestRun::run(rules, Objective::Quickest, progress)
}

/// The best game under `objective` over an explored state space.
pub fn best_game(
    space: &StateSpace,
    objective: Objective,
    progress: &Progress,
) -> Result<ChosenGame, GameError> {
    let solved = solve(space, objective, progress)?;
    solved.chosen_game(space)
}

/// The backward dynamic programme's tables over one state space (indexed as
/// [`StateSpace::states`]).
#[derive(Clone, Debug)]
pub(super) struct Solved {
    /// What was minimised.
    pub objective: Objective,
    /// Per position: the best (distance, rolls) to the end; infinite where
    /// no game ends.
    pub value: Vec<(f64, u32)>,
    /// Per position: how many games to the end are exactly as good.
    pub tied: Vec<u128>,
    /// Per position: the best (face, move), by the tie rule of the module doc.
    pub choice: Vec<Option<(u8, Move)>>,
    /// Time of the dynamic programme alone.
    pub solve_time: Duration,
}

/// Runs the dynamic programme over `space`, last position first.
pub(super) fn solve(
    space: &StateSpace,
    objective: Objective,
    progress: &Progress,
) -> Result<Solved, GameError> {
    let pass = Backward::new(space, Solved::new(space, objective)).run(space, progress)?;
    let elapsed = pass.elapsed();
    Ok(pass.tables.with_time(elapsed))
}

impl Visit for Solved {
    fn visit(&mut self, space: &StateSpace, i: usize, state: GameState) -> Result<(), GameError> {
        let rules = space.rules();
        let Solved {
            objective,
            value,
            tied,
            choice,
            ..
        } = self;
        if rules.is_finished(state) {
            value[i] = (0.0, 0);
            tied[i] = 1;
            return Ok(());
        }
        for die in (1..=DIE_FACES).rev() {
            for mv in rules.legal_moves(state, die).iter() {
                let Some(j) = space.position(state.apply(*mv)) else {
                    continue;
                };
                let (rest, rest_rolls) = value[j];
                if !rest.is_finite() {
                    continue;
                }
                let candidate = (rules.length(*mv) + rest, rest_rolls.saturating_add(1));
                match objective.compare(candidate, value[i]) {
                    Ordering::Less => {
                        value[i] = candidate;
                        tied[i] = tied[j];
                        choice[i] = Some((die, *mv));
                    }
                    Ordering::Equal => tied[i] = tied[i].saturating_add(tied[j]),
                    Ordering::Greater => {}
                }
            }
        }
        Ok(())
    }
}

impl Solved {
    /// Tables for `space` before the pass: nothing reaches the end yet.
    pub(super) fn new(space: &StateSpace, objective: Objective) -> Solved {
        let n = space.len();
        Solved {
            objective,
            value: vec![(f64::INFINITY, u32::MAX); n],
            tied: vec![0; n],
            choice: vec![None; n],
            solve_time: Duration::ZERO,
        }
    }

    /// The filled tables with the pass's time.
    pub(super) fn with_time(self, solve_time: Duration) -> Solved {
        Solved { solve_time, ..self }
    }

    /// The best game: the choices followed from the start.
    pub(super) fn chosen_game(&self, space: &StateSpace) -> Result<ChosenGame, GameError> {
        let rules = space.rules();
        let mut recorder = Recorder::new(rules);
        let mut at = 0usize;
        while let Some(Some((die, mv))) = self.choice.get(at).copied() {
            recorder.roll(die, Some(mv));
            at = space.position(recorder.state()).ok_or(GameError::NoGame)?;
        }
        let game = recorder.finish();
        if !game.finished {
            return Err(GameError::NoGame);
        }
        let rolls = self.value.first().map_or(0, |v| v.1);
        Ok(ChosenGame {
            objective: self.objective,
            rolls,
            tied_games: self.tied.first().copied().unwrap_or(0),
            independent: IndependentOptimum::new(rules),
            states: space.len(),
            explore_time: space.elapsed(),
            solve_time: self.solve_time,
            game,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GoalRule, LengthMode, Rules};

    #[test]
    fn test_objectives_order_ties_by_the_other_key() {
        let s = Objective::Shortest;
        assert_eq!(
            s.compare((10.0, 5), (10.0 + TIE / 2.0, 4)),
            Ordering::Greater
        );
        assert_eq!(s.compare((9.0, 9), (10.0, 4)), Ordering::Less);
        let q = Objective::Quickest;
        assert_eq!(q.compare((9.0, 9), (10.0, 4)), Ordering::Greater);
        assert_eq!(q.compare((9.0, 4), (10.0, 4)), Ordering::Less);
    }

    #[test]
    fn test_one_piece_game_is_the_single_piece_optimum_plus_its_move_out() {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            for lengths in [LengthMode::Rounded, LengthMode::Exact] {
                let r = Rules {
                    goal_rule,
                    lengths,
                    spacing: 611,
                    ..Rules::paper()
                };
                let rules = GameRules::with_pieces(&r, 1).expect("rules");
                let g = shortest_game(&rules, &Progress::default()).expect("game");
                assert!(
                    g.reaches_independent(),
                    "{goal_rule} {lengths}: {}",
                    g.excess()
                );
                let q = quickest_game(&rules, &Progress::default()).expect("game");
                assert!(q.rolls <= g.rolls && q.game.total >= g.game.total - TIE);
            }
        }
    }

    #[test]
    fn test_quickest_one_piece_game_needs_the_fewest_rolls_by_hand() {
        // One piece: a 6 out, then 43 tiles at most 6 a roll: 1 + ceil(43 / 6) = 9.
        let rules = GameRules::with_pieces(&Rules::paper(), 1).expect("rules");
        let q = quickest_game(&rules, &Progress::default()).expect("game");
        assert_eq!(q.rolls, 1 + 43_u32.div_ceil(6));
        assert_eq!(q.game.rolls.len(), q.rolls as usize);
    }
}
