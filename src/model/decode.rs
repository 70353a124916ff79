//! What a bit-board means: which pieces are where, the path the current piece
//! has taken, its moves and their lengths, and plain-language problems. Boards
//! that are not path boards are still decoded, never rejected.

use super::bits::Bits;
use super::decode_problem::DecodeProblem;
use super::lengths::MoveTable;
use super::rules::{GoalRule, Rules};
use super::tile::{GOAL_TILES, StartSlot, Tile};

/// One move of the decoded path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecodedMove {
    /// Tile moved from.
    pub from: Tile,
    /// Tile moved to.
    pub to: Tile,
    /// Tiles moved (a real roll is 1..=6).
    pub roll: u8,
    /// The straight-line length under the rules' length mode.
    pub length: f64,
}

/// A decoded bit-board.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    /// The board itself.
    pub board: Bits,
    /// Start-field slots that hold a piece.
    pub start_field: Vec<StartSlot>,
    /// Goal tiles holding pieces that finished before this one.
    pub finished: Vec<Tile>,
    /// Track and goal tiles of the current piece's path, A first.
    pub visited: Vec<Tile>,
    /// Where the current piece stands: the furthest visited tile.
    pub current: Option<Tile>,
    /// Which piece this path belongs to (1..=4), from the start field.
    pub piece: Option<u8>,
    /// That piece's goal tile.
    pub goal: Option<Tile>,
    /// Units stored in the low 16 bits.
    pub units: u16,
    /// The moves between visited tiles.
    pub moves: Vec<DecodedMove>,
    /// The sum of the moves' lengths.
    pub recomputed: f64,
    /// Does the stored units field agree with the moves? Only the units field:
    /// whether the board is a path board at all is `problems` (the command
    /// line's JSON names it `units_consistent`).
    pub consistent: bool,
    /// Has the current piece reached its goal?
    pub complete: bool,
    /// Problems (`Display` words them in English); empty for a well-formed
    /// path board.
    pub problems: Vec<DecodeProblem>,
    /// One board per position of the path, as the paper's `print_path` unfolds it.
    pub unfolded: Vec<Bits>,
    /// Units moved at each position of `visited` (0 at the first), as
    /// computed: exact under exact lengths, where the boards in `unfolded`
    /// hold them rounded. Show lengths (units and cm) from these, not from a
    /// board's units field.
    pub moved: Vec<f64>,
}

/// Why a board cannot be decoded at all.
/// Its `Display` is the English of `crate::i18n::words`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPieceError(pub String);

/// Reads a board under `rules` (lengths, goal-row rule).
///
/// ```
/// use maedn::model::{decode, Bits, Rules};
/// let d = decode(Bits::from_raw(0xE820_8822_0841_4C06), &Rules::paper()).unwrap();
/// assert_eq!(d.piece, Some(1));
/// assert_eq!(d.moves.iter().map(|m| m.roll).collect::<Vec<_>>(), [6, 6, 4, 6, 4, 6, 5, 6]);
/// assert!(d.consistent && d.complete && d.problems.is_empty());
/// ```
pub fn decode(board: Bits, rules: &Rules) -> Result<Decoded, NoPieceError> {
    if board.tiles_only().is_empty() {
        return Err(NoPieceError(board.to_hex()));
    }
    let table = MoveTable::new(rules);
    let mut problems = Vec::new();

    let start_field: Vec<StartSlot> = StartSlot::ALL
        .into_iter()
        .filter(|s| board.contains(s.bit()))
        .collect();
    let in_start = start_field.len();
    let out = 4 - in_start;
    let way: Vec<Tile> = board.tiles().collect();

    // Finished pieces fill the goal row from d upwards.
    let run = (0..GOAL_TILES)
        .map(|i| Tile::new(43 - i).unwrap_or(Tile::D))
        .take_while(|t| board.contains_tile(*t))
        .count();
    let others = way.len() > run;
    let finished_count = if others {
        run.min(out.saturating_sub(1))
    } else {
        run.min(out)
    };
    let finished: Vec<Tile> = (0..finished_count)
        .filter_map(|i| Tile::new(43 - i as u8))
        .rev()
        .collect();
    let visited: Vec<Tile> = way
        .iter()
        .copied()
        .filter(|t| !finished.contains(t))
        .collect();
    let current = visited.last().copied();

    let on_way = out.saturating_sub(finished_count);
    let (piece, goal) = if out == 0 {
        if !visited.is_empty() {
            problems.push(DecodeProblem::AllInStartField);
        }
        (None, None)
    } else {
        let piece = u8::try_from(finished_count + 1)
            .ok()
            .filter(|_| on_way >= 1);
        (piece, piece.and_then(Tile::goal_of_piece))
    };
    if on_way > 1 {
        problems.push(DecodeProblem::SeveralOnTheWay {
            on_way,
            finished: finished_count,
        });
    }
    if let Some(piece) = piece {
        let expected = Bits::piece_start(piece).map(Bits::start_field);
        if expected != Some(board.start_field()) {
            problems.push(DecodeProblem::StartField { piece });
        }
    }
    if visited.is_empty() && out > finished_count {
        problems.push(DecodeProblem::NothingOnTheWay);
    }
    if let Some(first) = visited.first()
        && *first != Tile::A
    {
        problems.push(DecodeProblem::NotFromA(*first));
    }

    let mut moves = Vec::new();
    for pair in visited.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        let roll = to.index() - from.index();
        if roll > 6 {
            problems.push(DecodeProblem::ImpossibleRoll { roll, from, to });
        }
        moves.push(DecodedMove {
            from,
            to,
            roll,
            length: table.length_between(from, to),
        });
    }
    if rules.goal_rule == GoalRule::Paper {
        for t in visited.iter().filter(|t| t.is_goal()) {
            if Some(*t) != goal {
                problems.push(DecodeProblem::ForeignGoal(*t));
            }
        }
    }
    // Folded from +0.0: an empty `sum()` of floats is −0.0, which JSON shows as "-0.0".
    let recomputed = moves.iter().fold(0.0, |sum, m| sum + m.length);
    let units = board.units();
    let consistent = (f64::from(units) - recomputed.round()).abs() < 0.5;
    if !consistent {
        problems.push(DecodeProblem::UnitsDisagree {
            stored: units,
            recomputed,
        });
    }
    let complete = current.is_some() && current == goal;

    let base = board.start_field() | finished.iter().fold(Bits::EMPTY, |b, t| b | Bits::tile(*t));
    let mut unfolded = Vec::with_capacity(visited.len());
    let mut moved = Vec::with_capacity(visited.len());
    let mut sum = 0.0;
    for (i, t) in visited.iter().enumerate() {
        if i > 0 {
            sum += moves.get(i - 1).map_or(0.0, |m| m.length);
        }
        moved.push(sum);
        let units = sum.round() as u32;
        match (base | Bits::tile(*t)).with_units(units) {
            Some(b) => unfolded.push(b),
            None => problems.push(DecodeProblem::TooLong(*t)),
        }
    }

    Ok(Decoded {
        board,
        start_field,
        finished,
        visited,
        current,
        piece,
        goal,
        units,
        moves,
        recomputed,
        consistent,
        complete,
        problems,
        unfolded,
        moved,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_paper_boards_decode_cleanly() {
        for (raw, piece) in [
            (0xE820_8822_0841_4C06, 1),
            (0xC820_8822_0883_43A3, 2),
            (0x8820_8822_0907_41AC, 3),
            (0x0820_8822_088F_43A3, 4),
        ] {
            let d = decode(Bits::from_raw(raw), &Rules::paper()).expect("decodes");
            assert_eq!(d.piece, Some(piece));
            assert!(d.problems.is_empty(), "{:?}", d.problems);
            assert!(d.consistent && d.complete);
            assert_eq!(d.recomputed, f64::from(d.units));
            assert_eq!(d.finished.len(), usize::from(piece - 1));
            assert_eq!(d.unfolded.len(), d.visited.len());
            assert_eq!(d.unfolded.last().map(|b| b.units()), Some(d.units));
        }
    }

    #[test]
    fn test_problems_are_named() {
        // Units field wrong.
        let d = decode(
            Bits::from_raw(0xE820_8822_0841_0000 | 19_000),
            &Rules::paper(),
        )
        .expect("decodes");
        assert!(
            d.problems
                .iter()
                .any(|p| p.to_string().contains("19,000") && p.to_string().contains("19,462")),
            "{:?}",
            d.problems
        );
        // A gap of 7.
        let b = Bits::piece_start(1).expect("p1")
            | Bits::tile(Tile::new(12).expect("t"))
            | Bits::tile(Tile::new(19).expect("t"));
        let d = decode(b, &Rules::paper()).expect("decodes");
        assert!(
            d.problems.iter().any(|p| p
                .to_string()
                .contains("roll of 7 between tile 12 and tile 19")),
            "{:?}",
            d.problems
        );
        // Two pieces out, none finished.
        let d = decode(Bits::from_raw(0xC800_0000_0000_0000), &Rules::paper()).expect("decodes");
        assert!(
            d.problems
                .iter()
                .any(|p| p.to_string().contains("one piece on the track")),
            "{:?}",
            d.problems
        );
        // Nothing at all.
        assert!(decode(Bits::from_raw(0x1234), &Rules::paper()).is_err());
    }

    #[test]
    fn test_exact_lengths_are_kept_at_every_position() {
        let exact = Rules {
            lengths: crate::model::LengthMode::Exact,
            ..Rules::paper()
        };
        let d = decode(Bits::from_raw(0xE820_8822_0841_4C06), &exact).expect("decodes");
        assert_eq!(d.moved.len(), d.visited.len());
        assert_eq!(d.moved.first(), Some(&0.0));
        assert_eq!(d.moved.last(), Some(&d.recomputed));
        // The board rounds (19,462); the length shown is the exact one.
        assert_eq!(d.unfolded.last().map(|b| b.units()), Some(19_462));
        assert!((d.recomputed - 19_462.0).abs() > 0.01, "{}", d.recomputed);
        assert_eq!(crate::format::cm(d.recomputed), "70.0643");
    }
}
