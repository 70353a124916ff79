//! The best possible player with a fair die: the least expected distance the
//! hand moves when the die decides the roll and the player only chooses which
//! piece to move, solved exactly (`docs/play.md`).
//!
//! # The optimum
//!
//! With `L` the faces that have a legal move in position `s` (a lost face keeps
//! `s` and costs nothing), `M_f` the legal moves for face `f`, `s'` the position
//! after a move `m` of length `ℓ(m)`, first-step analysis gives
//!
//! ```text
//! E*(s) = Σ_{f∈L} min_{m∈M_f} (ℓ(m) + E*(s')) / |L|
//! ```
//!
//! (the lost faces only repeat the roll, so they divide by `|L|` instead of 6).
//! Every move goes forward, so one backward pass over the [`StateSpace`] solves
//! it exactly: Bellman's optimality equation on an acyclic graph, apart from the
//! lost rolls, which the division absorbs. The minimising move per position and
//! face is the policy; the second moment of its total and its expected number
//! of rolls follow the same pass (as in [`super::game_expectation`]). A tie
//! goes to the first move in [`GameRules::legal_moves`]'s order.
//!
//! With one piece alone every face has at most one move, so there is nothing to
//! choose: the optimum per piece is the ordinary expectation, and the choice
//! only pays with several pieces.
//!
//! CITE: Bellman equation for a stochastic shortest path,
//! <https://en.wikipedia.org/wiki/Bellman_equation>.

mod pieces;
mod position;
mod run;
mod simulate;
pub(in crate::game) mod tables;

pub use pieces::{PieceOptimum, piece_optima};
pub use position::{PositionError, parse_position, position_text};
pub use run::{FairRun, FairSolve};
pub use simulate::{FairSimRun, fair_game, simulate_fair};

use std::time::Duration;

use crate::model::Rules;
use crate::solver::Progress;

use super::GameError;
use super::backward::Backward;
use super::optimal::{ChosenGame, Objective, best_game};
use super::random::{GameExpectation, PieceExpectation, game_expectation, piece_expectations};
use super::rules::{DIE_FACES, GameRules};
use super::space::StateSpace;
use super::state::{GameState, Move};
use tables::OptimumTables;

/// "No move" in the policy table.
const NO_MOVE: u8 = u8::MAX;

/// The fair-die optimum of the whole game: the value of every position and
/// the best move for every position and roll.
#[derive(Clone, Debug)]
pub struct FairOptimum {
    space: StateSpace,
    /// `E*` per position.
    value: Vec<f64>,
    /// Second moment of the policy's remaining distance.
    second: Vec<f64>,
    /// Expected rolls to the end, lost rolls included.
    rolls: Vec<f64>,
    /// Second moment of the rolls.
    rolls_second: Vec<f64>,
    /// Per position and face: the index of the best move in `legal_moves`.
    choice: Vec<[u8; DIE_FACES as usize]>,
    elapsed: Duration,
}

/// One legal move for a roll, with what it costs in expectation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveChoice {
    /// The move.
    pub mv: Move,
    /// Its length.
    pub length: f64,
    /// The expected distance still to go after it, playing best (`E*(s')`).
    pub to_go: f64,
    /// `length + to_go`.
    pub expected: f64,
    /// How much more than the best move it costs in expectation (0 for the best).
    pub cost: f64,
}

/// Solves the fair-die optimum over an explored state space. Publishes the
/// positions done as `calls` on `progress` and stops when cancelled.
///
/// ```
/// use maedn::game::{GameRules, StateSpace, fair_optimum};
/// use maedn::model::Rules;
/// use maedn::solver::Progress;
/// let rules = GameRules::with_pieces(&Rules::paper(), 2).unwrap();
/// let space = StateSpace::explore(&rules, &Progress::default()).unwrap();
/// let best = fair_optimum(space, &Progress::default()).unwrap();
/// assert!(best.units() > 2_550.0 + 3_400.0 + 19_462.0);
/// ```
pub fn fair_optimum(space: StateSpace, progress: &Progress) -> Result<FairOptimum, GameError> {
    let pass = Backward::new(&space, OptimumTables::new(&space)).run(&space, progress)?;
    let elapsed = pass.elapsed();
    Ok(pass.tables.optimum(space, elapsed))
}

/// `√(second − mean²)`, never NaN from rounding.
fn sd(second: f64, mean: f64) -> f64 {
    (second - mean * mean).max(0.0).sqrt()
}

impl FairOptimum {
    /// The positions and the rules.
    #[must_use]
    pub fn space(&self) -> &StateSpace {
        &self.space
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &GameRules {
        self.space.rules()
    }

    /// Expected distance of the whole game from the start, playing best.
    #[must_use]
    pub fn units(&self) -> f64 {
        self.value.first().copied().unwrap_or(f64::NAN)
    }

    /// Standard deviation of the best player's total distance.
    #[must_use]
    pub fn units_sd(&self) -> f64 {
        sd(
            self.second.first().copied().unwrap_or(f64::NAN),
            self.units(),
        )
    }

    /// Expected rolls of the best player's game, lost rolls included.
    #[must_use]
    pub fn rolls(&self) -> f64 {
        self.rolls.first().copied().unwrap_or(f64::NAN)
    }

    /// Standard deviation of the best player's number of rolls.
    #[must_use]
    pub fn rolls_sd(&self) -> f64 {
        sd(
            self.rolls_second.first().copied().unwrap_or(f64::NAN),
            self.rolls(),
        )
    }

    /// Reachable positions.
    #[must_use]
    pub fn states(&self) -> usize {
        self.space.len()
    }

    /// Time of the dynamic programme alone.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// `E*` of a reachable position (0 at the end).
    #[must_use]
    pub fn value(&self, state: GameState) -> Option<f64> {
        self.value.get(self.space.position(state)?).copied()
    }

    /// Standard deviation of the best player's remaining distance from `state`.
    #[must_use]
    pub fn value_sd(&self, state: GameState) -> Option<f64> {
        let i = self.space.position(state)?;
        Some(sd(*self.second.get(i)?, *self.value.get(i)?))
    }

    /// The best move for `die` in `state`; `None` if the roll is lost or the
    /// position unreachable.
    #[must_use]
    pub fn best_move(&self, state: GameState, die: u8) -> Option<Move> {
        self.move_at(self.space.position(state)?, state, die)
    }

    /// Every legal move for `die` in `state` with its expected cost, the best
    /// (the policy's) first, then by expected distance. Empty when the roll is
    /// lost or the position unreachable.
    #[must_use]
    pub fn choices(&self, state: GameState, die: u8) -> Vec<MoveChoice> {
        let rules = self.rules();
        let mut out: Vec<MoveChoice> = rules
            .legal_moves(state, die)
            .iter()
            .filter_map(|mv| {
                let to_go = self.value(state.apply(*mv))?;
                let length = rules.length(*mv);
                Some(MoveChoice {
                    mv: *mv,
                    length,
                    to_go,
                    expected: length + to_go,
                    cost: 0.0,
                })
            })
            .collect();
        let best_move = self.best_move(state, die);
        // The policy's move first (it is a minimum), the rest by expectation.
        out.sort_by(|a, b| {
            (Some(b.mv) == best_move)
                .cmp(&(Some(a.mv) == best_move))
                .then(a.expected.total_cmp(&b.expected))
        });
        let best = out.first().map_or(0.0, |c| c.expected);
        for c in &mut out {
            c.cost = (c.expected - best).max(0.0);
        }
        out
    }

    /// The policy's move for `die` in `state`, which stands at index `i` of the space.
    pub(super) fn move_at(&self, i: usize, state: GameState, die: u8) -> Option<Move> {
        let k = *self.choice.get(i)?.get(usize::from(die.checked_sub(1)?))?;
        self.rules()
            .legal_moves(state, die)
            .get(usize::from(k))
            .copied()
    }
}

/// The three numbers a lesson compares, and the fair-die optimum behind them.
#[derive(Clone, Debug)]
pub struct FairDie {
    /// The best player with a fair die, whole game.
    pub optimum: FairOptimum,
    /// The best player with a fair die, each piece alone from A.
    pub pieces: Vec<PieceOptimum>,
    /// The ordinary (uniformly random) player, whole game.
    pub ordinary: GameExpectation,
    /// The ordinary player, each piece alone from A.
    pub ordinary_pieces: Vec<PieceExpectation>,
    /// The shortest game with every roll chosen.
    pub shortest: ChosenGame,
}

/// Computes the fair-die optimum with the chosen-roll optimum and the ordinary
/// game beside it, walking the positions once.
pub fn fair_die(rules: &Rules, progress: &Progress) -> Result<FairDie, GameError> {
    let game_rules = GameRules::new(rules)?;
    let space = StateSpace::explore(&game_rules, progress)?;
    let ordinary = game_expectation(&space, progress)?;
    let shortest = best_game(&space, Objective::Shortest, progress)?;
    let optimum = fair_optimum(space, progress)?;
    Ok(FairDie {
        pieces: piece_optima(game_rules.table())?,
        ordinary_pieces: piece_expectations(game_rules.table())?,
        optimum,
        ordinary,
        shortest,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GoalRule;

    #[test]
    fn test_one_piece_has_no_choice_so_the_optimum_is_the_ordinary_game() {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            let r = Rules {
                goal_rule,
                ..Rules::paper()
            };
            let rules = GameRules::with_pieces(&r, 1).expect("rules");
            let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
            let ordinary = game_expectation(&space, &Progress::default()).expect("ordinary");
            let best = fair_optimum(space, &Progress::default()).expect("best");
            assert!((best.units() - ordinary.units).abs() < 1e-6, "{goal_rule}");
            assert!((best.units_sd() - ordinary.units_sd).abs() < 1e-6);
            assert!((best.rolls() - ordinary.rolls).abs() < 1e-9);
            assert!((best.rolls_sd() - ordinary.rolls_sd).abs() < 1e-9);
        }
    }

    #[test]
    fn test_choices_put_the_best_first_and_cost_the_rest() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        let best = fair_optimum(space, &Progress::default()).expect("best");
        let state = GameState::from_parts(1 << 5 | 1 << 20, 0).expect("position");
        let choices = best.choices(state, 3);
        assert_eq!(choices.len(), 2);
        assert_eq!(Some(choices[0].mv), best.best_move(state, 3));
        assert_eq!(choices[0].cost, 0.0);
        assert!(choices[1].cost >= 0.0);
        assert!((choices[1].cost - (choices[1].expected - choices[0].expected)).abs() < 1e-9);
    }

    #[test]
    fn test_cancel_stops_the_programme() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        let progress = Progress::default();
        progress.cancel();
        assert!(matches!(
            fair_optimum(space, &progress),
            Err(GameError::Cancelled(_))
        ));
    }
}
