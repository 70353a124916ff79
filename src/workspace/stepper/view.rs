//! One path at one move ([`StepView`], [`step_view`]), and the board of a
//! position as a path board that the editor reads as consistent and *Solve
//! from here* can continue from ([`position_board`]).

use crate::model::{Bits, Decoded, StartSlot, Tile};

/// One path's position at the current step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepView {
    /// Piece number (1..=4), if the board names one.
    pub piece: Option<u8>,
    /// Move number shown (0 = standing on A).
    pub step: usize,
    /// Number of moves of this path.
    pub moves: usize,
    /// The tile the piece stands on.
    pub tile: Tile,
    /// Units moved so far as stored in the unfolded board (rounded).
    pub units: u16,
    /// Units moved so far as computed ([`Decoded::moved`]): exact under exact
    /// lengths. Show lengths from this, never from `units`.
    pub moved: f64,
    /// The roll of the last move (6 for leaving the start field at step 0).
    pub roll: u8,
    /// Length of the last move.
    pub length: f64,
    /// Tiles the last move jumped over.
    pub skipped: Vec<Tile>,
    /// The unfolded bit-board of this step (one position, as the paper's
    /// `print_path` prints it).
    pub board: Bits,
    /// Bits that changed since the previous step.
    pub changed: Bits,
}

/// Path `d` at move `step` (clamped to its last move).
#[must_use]
pub fn step_view(d: &Decoded, step: usize) -> StepView {
    let last = d.visited.len().saturating_sub(1);
    let step = step.min(last);
    let tile = d.visited.get(step).copied().unwrap_or(Tile::A);
    let board = d.unfolded.get(step).copied().unwrap_or(d.board);
    let previous = if step == 0 {
        // Before the exit 6, the piece still sat in its start slot.
        d.piece
            .and_then(|p| StartSlot::new(p - 1))
            .map_or(board, |slot| {
                (board - Bits::tile(Tile::A)) | Bits::slot(slot)
            })
    } else {
        d.unfolded.get(step - 1).copied().unwrap_or(board)
    };
    let (roll, length, skipped) = match step.checked_sub(1).and_then(|i| d.moves.get(i)) {
        Some(m) => (
            m.roll,
            m.length,
            (m.from.index() + 1..m.to.index())
                .filter_map(Tile::new)
                .collect(),
        ),
        None => (6, 0.0, Vec::new()),
    };
    StepView {
        piece: d.piece,
        step,
        moves: last,
        tile,
        units: board.units(),
        moved: d.moved.get(step).copied().unwrap_or(0.0),
        roll,
        length,
        skipped,
        board,
        changed: board ^ previous,
    }
}

/// The path board of `d` after move `step`: its start field and finished
/// pieces, the tiles visited up to that move and the units moved so far
/// (rounded, as a board stores them). Unlike the unfolded single-position
/// board, it shows the whole way so far, so decode finds it consistent and it
/// can be solved from. `None` if the units do not fit the board.
#[must_use]
pub fn position_board(d: &Decoded, step: usize) -> Option<Bits> {
    let upto = step.min(d.visited.len().checked_sub(1)?);
    let finished = d
        .finished
        .iter()
        .fold(Bits::EMPTY, |b, t| b | Bits::tile(*t));
    let way = d.visited[..=upto]
        .iter()
        .fold(Bits::EMPTY, |b, t| b | Bits::tile(*t));
    let moved = d.moved.get(upto).copied()?;
    (d.board.start_field() | finished | way).with_units(moved.round() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Rules, decode};

    #[test]
    fn test_a_position_board_is_a_consistent_path_board_to_solve_from() {
        let rules = Rules::paper();
        let d = decode(Bits::from_raw(0xE820_8822_0841_4C06), &rules).expect("piece 1");
        let board = position_board(&d, 4).expect("fits");
        let p = decode(board, &rules).expect("a path");
        assert!(p.consistent && p.problems.is_empty(), "{:?}", p.problems);
        assert_eq!(
            p.visited.iter().map(|t| t.index()).collect::<Vec<_>>(),
            [0, 6, 12, 16, 22]
        );
        let problem = p.problem().expect("the rest of the way can be solved");
        assert_eq!(problem.from().index(), 22);
        // The unfolded board of the same step is one position only: not a path.
        let unfolded = decode(step_view(&d, 4).board, &rules).expect("decodes");
        assert!(unfolded.problem().is_none());
    }

    #[test]
    fn test_exact_lengths_show_the_computed_length() {
        let rules = Rules {
            lengths: crate::model::LengthMode::Exact,
            ..Rules::paper()
        };
        let d = decode(Bits::from_raw(0xE820_8822_0841_4C06), &rules).expect("piece 1");
        let v = step_view(&d, usize::MAX);
        assert!((v.moved - d.recomputed).abs() < 1e-9);
        assert_ne!(v.moved, f64::from(v.units), "the board rounds it");
    }
}
