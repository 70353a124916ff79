//! An ordinary game, exactly: the expected distance the hand moves (and the
//! expected number of rolls) when nobody chooses the rolls.
//!
//! # The policy
//!
//! Each roll is a fair die. A face with no legal move is lost (the position
//! stays). When several moves are legal, one is chosen uniformly at random among
//! them: the natural "ordinary game" without strategy. A move is one piece's
//! move from its tile (bringing a piece out of B is one move, however many
//! wait), so the choice is among the pieces that can move. Obligations (a 6
//! must bring a piece out, a piece on A moves off first) leave one legal move,
//! so they are obeyed, not chosen.
//!
//! # The expectations
//!
//! With `L` the set of faces that have a legal move in position `s`, `M_f` the
//! legal moves for face `f` and `s'` the position after a move `m` of length
//! `ℓ(m)`, first-step analysis gives, lost faces keeping `s`:
//!
//! ```text
//! E(s) = Σ_{f∈L} 1/|M_f| Σ_{m∈M_f} (ℓ(m) + E(s'))          / |L|
//! R(s) = (6 + Σ_{f∈L} 1/|M_f| Σ_{m∈M_f} R(s'))              / |L|
//! Q(s) = Σ_{f∈L} 1/|M_f| Σ_{m∈M_f} (ℓ² + 2ℓ·E(s') + Q(s')) / |L|
//! ```
//!
//! for the expected distance `E`, the expected rolls `R` and the second moment
//! of the distance `Q` (so the standard deviation is `√(Q − E²)`). Every move
//! goes forward, so one backward pass over the positions computes them exactly.
//! For a single piece alone the position is its tile and each face has at most
//! one move; the same formulas apply.
//!
//! CITE: first-step analysis of absorbing Markov chains,
//! <https://en.wikipedia.org/wiki/Absorbing_Markov_chain>.

use std::time::Duration;

use crate::model::{MoveTable, Tile};
use crate::solver::Progress;

use super::GameError;
use super::backward::{Backward, Visit};
use super::rules::{DIE_FACES, GameRules};
use super::space::StateSpace;
use super::state::GameState;

/// The expected distance and rolls of one piece alone, from A to its goal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceExpectation {
    /// The piece, 1..=4.
    pub piece: u8,
    /// Its goal tile (piece 1 → d … piece 4 → a).
    pub goal: Tile,
    /// Expected units from A to the goal (the 6 that brought it out not counted).
    pub units: f64,
    /// Expected rolls from A to the goal, lost rolls included.
    pub rolls: f64,
}

/// The expected distance and rolls of the whole game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameExpectation {
    /// Expected units, the moves out of the start field included.
    pub units: f64,
    /// Standard deviation of the units.
    pub units_sd: f64,
    /// Expected rolls, lost rolls included.
    pub rolls: f64,
    /// Standard deviation of the rolls.
    pub rolls_sd: f64,
    /// Reachable positions.
    pub states: usize,
    /// Time of the dynamic programme alone (not the walk of the positions).
    pub elapsed: Duration,
}

/// Expected distance and rolls of each piece alone under random play, from A
/// (the paper's single-piece setting: finished pieces fill the goal row from d).
///
/// ```
/// use maedn::game::piece_expectations;
/// use maedn::model::{MoveTable, Rules};
/// let e = piece_expectations(&MoveTable::new(&Rules::paper())).unwrap();
/// assert_eq!(e.len(), 4);
/// assert!(e[0].units > 19_462.0); // more than piece 1's optimum
/// ```
pub fn piece_expectations(table: &MoveTable) -> Result<Vec<PieceExpectation>, GameError> {
    (1..=super::state::PIECES)
        .filter_map(|piece| Some((piece, Tile::goal_of_piece(piece)?)))
        .map(|(piece, goal)| {
            let (e, r) = single_piece(table, goal)?;
            Ok(PieceExpectation {
                piece,
                goal,
                units: e.first().copied().unwrap_or(f64::NAN),
                rolls: r.first().copied().unwrap_or(f64::NAN),
            })
        })
        .collect()
}

/// `(E, R)` of one piece heading for `goal`, per tile from A to the goal.
fn single_piece(table: &MoveTable, goal: Tile) -> Result<(Vec<f64>, Vec<f64>), GameError> {
    let n = usize::from(goal.index()) + 1;
    let mut e = vec![0.0; n];
    let mut r = vec![0.0; n];
    for p in (0..goal.index()).rev() {
        let Some(tile) = Tile::new(p) else { continue };
        let (mut legal, mut sum_e, mut sum_r) = (0u32, 0.0, 0.0);
        for step in table.steps(tile, goal) {
            let q = usize::from(step.to.index());
            legal += 1;
            sum_e += step.length + e.get(q).copied().unwrap_or(f64::NAN);
            sum_r += r.get(q).copied().unwrap_or(f64::NAN);
        }
        if legal == 0 {
            return Err(GameError::NoGame);
        }
        let i = usize::from(p);
        e[i] = sum_e / f64::from(legal);
        r[i] = (f64::from(DIE_FACES) + sum_r) / f64::from(legal);
    }
    Ok((e, r))
}

/// Expected distance and rolls of the whole game under random play, over an
/// explored state space.
pub fn game_expectation(
    space: &StateSpace,
    progress: &Progress,
) -> Result<GameExpectation, GameError> {
    let pass = Backward::new(space, Expectations::new(space)).run(space, progress)?;
    Ok(pass.tables.expectation(pass.elapsed()))
}

/// The random player's backward programme: per position `E` (units), `Q`
/// (second moment of units), `R` (rolls), `S` (second moment of rolls).
#[derive(Debug)]
pub(super) struct Expectations {
    e: Vec<f64>,
    q: Vec<f64>,
    r: Vec<f64>,
    s: Vec<f64>,
}

impl Expectations {
    /// Empty tables for `space`.
    pub(super) fn new(space: &StateSpace) -> Expectations {
        let n = space.len();
        Expectations {
            e: vec![0.0; n],
            q: vec![0.0; n],
            r: vec![0.0; n],
            s: vec![0.0; n],
        }
    }

    /// The whole game's expectation from the filled tables; `elapsed` is the
    /// pass's time.
    pub(super) fn expectation(&self, elapsed: Duration) -> GameExpectation {
        let sd = |second: f64, mean: f64| (second - mean * mean).max(0.0).sqrt();
        let first = |t: &[f64]| t.first().copied().unwrap_or(f64::NAN);
        let (e, q, r, s) = (
            first(&self.e),
            first(&self.q),
            first(&self.r),
            first(&self.s),
        );
        GameExpectation {
            units: e,
            units_sd: sd(q, e),
            rolls: r,
            rolls_sd: sd(s, r),
            states: self.e.len(),
            elapsed,
        }
    }
}

impl Visit for Expectations {
    fn visit(&mut self, space: &StateSpace, i: usize, state: GameState) -> Result<(), GameError> {
        let rules: &GameRules = space.rules();
        if rules.is_finished(state) {
            return Ok(());
        }
        let Expectations { e, q, r, s } = self;
        let mut legal = 0u32;
        let (mut sum_e, mut sum_q, mut sum_r, mut sum_s) = (0.0, 0.0, 0.0, 0.0);
        for die in 1..=DIE_FACES {
            let moves = rules.legal_moves(state, die);
            if moves.is_empty() {
                continue;
            }
            legal += 1;
            let share = 1.0 / moves.len() as f64;
            for mv in moves.iter() {
                let j = space.position(state.apply(*mv)).ok_or(GameError::NoGame)?;
                let l = rules.length(*mv);
                sum_e += share * (l + e[j]);
                sum_q += share * (l * l + 2.0 * l * e[j] + q[j]);
                sum_r += share * r[j];
                sum_s += share * (1.0 + 2.0 * r[j] + s[j]);
            }
        }
        if legal == 0 {
            return Err(GameError::NoGame);
        }
        let legal_f = f64::from(legal);
        let lost = f64::from(DIE_FACES) - legal_f;
        e[i] = sum_e / legal_f;
        q[i] = sum_q / legal_f;
        r[i] = (f64::from(DIE_FACES) + sum_r) / legal_f;
        // A lost roll adds 1 and stays: S·|L| = Σ (1 + 2R' + S') + lost·(1 + 2R).
        s[i] = (sum_s + lost * (1.0 + 2.0 * r[i])) / legal_f;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GoalRule, Rules};

    #[test]
    fn test_one_piece_game_expectation_is_its_move_out_plus_the_single_piece() {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            let r = Rules {
                goal_rule,
                ..Rules::paper()
            };
            let rules = GameRules::with_pieces(&r, 1).expect("rules");
            let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
            let game = game_expectation(&space, &Progress::default()).expect("game");
            let piece = piece_expectations(rules.table()).expect("pieces")[0];
            assert!(
                (game.units - (2550.0 + piece.units)).abs() < 1e-6,
                "{goal_rule}"
            );
            // Six rolls on average to throw the 6 that brings it out.
            assert!(
                (game.rolls - (6.0 + piece.rolls)).abs() < 1e-9,
                "{goal_rule}"
            );
        }
    }

    #[test]
    fn test_single_piece_in_the_goal_row_by_hand() {
        // Free rule, heading for d: from c only a 1 moves (850 units, 6 rolls on
        // average); from b a 1 or a 2 (each half the time): 1,700 units and 6
        // rolls; from a a 1, 2 or 3: 2,550 units and 6 rolls. The goal row is a
        // straight line, so each way home is as long as the direct move.
        let table = MoveTable::new(&Rules {
            goal_rule: GoalRule::Free,
            ..Rules::paper()
        });
        let (e, r) = single_piece(&table, Tile::D).expect("piece");
        assert_eq!(&e[40..44], [2550.0, 1700.0, 850.0, 0.0]);
        assert_eq!(&r[40..44], [6.0, 6.0, 6.0, 0.0]);
        // Paper rule: the goal row is entered only on d, so from 39 only a 4 moves.
        let (e, r) = single_piece(&MoveTable::new(&Rules::paper()), Tile::D).expect("piece");
        assert_eq!((e[39], r[39]), (3400.0, 6.0));
    }
}
