//! The fair-die optimum of each piece alone, from A to its goal (the paper's
//! single-piece setting): a backward pass over its tiles.
//!
//! A single piece has at most one move per face, so the minimum is over one
//! move and the value equals the ordinary expectation; it is computed here as
//! the optimum all the same (with its standard deviation, which the ordinary
//! piece table does not give), so that the two are checked against each other.

use crate::model::{MoveTable, Tile};

use super::super::GameError;
use super::super::rules::DIE_FACES;
use super::super::state::PIECES;
use super::sd;

/// The best player's expected distance of one piece alone, from A.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceOptimum {
    /// The piece, 1..=4.
    pub piece: u8,
    /// Its goal tile (piece 1 → d … piece 4 → a).
    pub goal: Tile,
    /// Expected units from A to the goal (the 6 that brought it out not counted).
    pub units: f64,
    /// Standard deviation of those units.
    pub units_sd: f64,
    /// Expected rolls from A to the goal, lost rolls included.
    pub rolls: f64,
}

/// The fair-die optimum of each piece alone, from A.
///
/// ```
/// use maedn::game::piece_optima;
/// use maedn::model::{MoveTable, Rules};
/// let p = piece_optima(&MoveTable::new(&Rules::paper())).unwrap();
/// assert_eq!(p.len(), 4);
/// assert!(p[0].units > 19_462.0); // more than with every roll chosen
/// ```
pub fn piece_optima(table: &MoveTable) -> Result<Vec<PieceOptimum>, GameError> {
    (1..=PIECES)
        .filter_map(|piece| Some((piece, Tile::goal_of_piece(piece)?)))
        .map(|(piece, goal)| piece_optimum(table, piece, goal))
        .collect()
}

fn piece_optimum(table: &MoveTable, piece: u8, goal: Tile) -> Result<PieceOptimum, GameError> {
    let n = usize::from(goal.index()) + 1;
    let (mut e, mut q, mut r) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    for p in (0..goal.index()).rev() {
        let Some(tile) = Tile::new(p) else { continue };
        let mut legal = 0u32;
        let (mut sum_e, mut sum_q, mut sum_r) = (0.0, 0.0, 0.0);
        for die in 1..=DIE_FACES {
            // The best move for this face (there is at most one).
            let best = table
                .steps(tile, goal)
                .filter(|s| s.roll == die)
                .map(|s| (s.length, usize::from(s.to.index())))
                .min_by(|a, b| {
                    let ea = a.0 + e.get(a.1).copied().unwrap_or(f64::NAN);
                    let eb = b.0 + e.get(b.1).copied().unwrap_or(f64::NAN);
                    ea.total_cmp(&eb)
                });
            let Some((l, j)) = best else { continue };
            let (ej, qj, rj) = (e[j], q[j], r[j]);
            legal += 1;
            sum_e += l + ej;
            sum_q += l * l + 2.0 * l * ej + qj;
            sum_r += rj;
        }
        if legal == 0 {
            return Err(GameError::NoGame);
        }
        let i = usize::from(p);
        e[i] = sum_e / f64::from(legal);
        q[i] = sum_q / f64::from(legal);
        r[i] = (f64::from(DIE_FACES) + sum_r) / f64::from(legal);
    }
    Ok(PieceOptimum {
        piece,
        goal,
        units: e[0],
        units_sd: sd(q[0], e[0]),
        rolls: r[0],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::piece_expectations;
    use crate::model::{GoalRule, Rules};

    #[test]
    fn test_a_piece_alone_has_nothing_to_choose() {
        for goal_rule in [GoalRule::Paper, GoalRule::Free] {
            let table = MoveTable::new(&Rules {
                goal_rule,
                ..Rules::paper()
            });
            let best = piece_optima(&table).expect("optima");
            let ordinary = piece_expectations(&table).expect("ordinary");
            for (b, o) in best.iter().zip(&ordinary) {
                assert!((b.units - o.units).abs() < 1e-6, "{goal_rule} {}", b.piece);
                assert!((b.rolls - o.rolls).abs() < 1e-9);
                assert!(b.units_sd > 0.0);
            }
        }
    }
}
