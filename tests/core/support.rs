//! Helpers shared by the core's tests: problems made the way a user makes
//! them (a path board, decoded), and random rules.

use maedn::model::{Bits, MoveTable, Problem, Rules, Tile, decode};
use proptest::prelude::*;

/// Piece `piece` standing on `to`, having come from A in rolls of 6 (the last
/// roll shorter), as a decoded path board. `to` must lie before the piece's goal.
pub fn problem_at(rules: &Rules, piece: u8, to: u8) -> Problem {
    let table = MoveTable::new(rules);
    let mut board = Bits::piece_start(piece).expect("piece");
    let (mut at, mut moved) = (0u8, 0.0);
    while at < to {
        let next = if to - at > 6 { at + 6 } else { to };
        let (a, b) = (Tile::new(at).expect("tile"), Tile::new(next).expect("tile"));
        moved += table.length_between(a, b);
        board |= Bits::tile(b);
        at = next;
    }
    let board = board.with_units(moved.round() as u32).expect("fits");
    let decoded = decode(board, rules).expect("decodes");
    decoded.problem().expect("a problem")
}

/// Any valid rules with a spacing of at least 50 units.
pub fn rules_strategy() -> impl Strategy<Value = Rules> {
    crate::strategies::rules(50)
}
