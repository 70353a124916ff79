//! A single-piece problem: where one piece stands, how it got there and where
//! it is going. Only a validating constructor makes one, so the solvers never
//! see a piece past its goal, a path that runs backwards or a NaN.

use super::bits::{Bits, UNITS_MAX};
use super::decode::{Decoded, NoPieceError};
use super::decode_problem::DecodeProblem;
use super::tile::Tile;

/// The largest roll of the die.
const MAX_ROLL: u8 = 6;

/// Why a [`Problem`] cannot be made.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ProblemError {
    /// Pieces are numbered 1 to 4.
    Piece(u8),
    /// The goal is not the piece's own goal tile.
    Goal {
        /// The piece.
        piece: u8,
        /// The goal given.
        goal: Tile,
        /// The piece's own goal.
        expected: Tile,
    },
    /// The path is empty.
    EmptyPath,
    /// The path does not start on A.
    PathStart(Tile),
    /// Two tiles of the path are not one roll apart.
    Step {
        /// Tile moved from.
        from: Tile,
        /// Tile moved to.
        to: Tile,
    },
    /// The path runs past the goal.
    PastGoal {
        /// The tile past the goal.
        tile: Tile,
        /// The goal.
        goal: Tile,
    },
    /// The piece already stands on its goal.
    Finished(Tile),
    /// The units moved are not a length a board can hold.
    Moved(f64),
    /// The board does not show this position.
    Board {
        /// The board given (units field ignored).
        board: Bits,
        /// The start field, path tiles and finished pieces expected.
        expected: Bits,
    },
}

/// Why a board cannot be solved from (the CLI's `--from`, the window's
/// *Solve from here*). Its `Display` is the English of `crate::i18n::words`.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardError {
    /// No tile bit is set.
    NoPiece(NoPieceError),
    /// Decode found problems with the board; nothing is trusted or repaired.
    Problems {
        /// The board.
        board: Bits,
        /// Decode's problems.
        problems: Vec<DecodeProblem>,
    },
    /// All pieces in the start field (or finished): no piece is on its way.
    NoPieceOut(Bits),
    /// A well-formed board whose piece has finished: nothing is left to solve.
    Finished(Bits),
    /// A well-formed board that is not a single piece on its way.
    NotAPosition {
        /// The board.
        board: Bits,
        /// Why the constructor refused it.
        reason: ProblemError,
    },
}

impl From<NoPieceError> for BoardError {
    fn from(e: NoPieceError) -> Self {
        BoardError::NoPiece(e)
    }
}

impl Decoded {
    /// The single-piece problem of continuing from this board, or why there is
    /// none. A board with any of decode's problems is refused with them all
    /// (an inconsistent or too large units field is never trusted); the units
    /// moved are the recomputed length (equal to the stored field, which
    /// rounds it, when consistent).
    ///
    /// ```
    /// use maedn::model::{decode, Bits, BoardError, Rules};
    /// let d = decode(Bits::from_raw(0xE820_8800_0000_1EE1), &Rules::paper()).unwrap();
    /// assert_eq!(d.to_problem().unwrap().moved(), 7905.0);
    /// let bad = decode(Bits::from_raw(0xE820_8822_0840_0000), &Rules::paper()).unwrap();
    /// assert!(matches!(bad.to_problem(), Err(BoardError::Problems { .. })));
    /// ```
    pub fn to_problem(&self) -> Result<Problem, BoardError> {
        if !self.problems.is_empty() {
            return Err(BoardError::Problems {
                board: self.board,
                problems: self.problems.clone(),
            });
        }
        if self.complete {
            return Err(BoardError::Finished(self.board));
        }
        let not_a_position = |reason| BoardError::NotAPosition {
            board: self.board,
            reason,
        };
        let (Some(piece), Some(goal)) = (self.piece, self.goal) else {
            return Err(BoardError::NoPieceOut(self.board));
        };
        Problem::new(
            piece,
            goal,
            self.visited.clone(),
            self.recomputed,
            self.board,
        )
        .map_err(not_a_position)
    }

    /// The single-piece problem of continuing from this board, if there is one:
    /// [`Decoded::to_problem`] without the reason (a board with problems,
    /// finished, or with no piece on its way gives `None`).
    #[must_use]
    pub fn problem(&self) -> Option<Problem> {
        self.to_problem().ok()
    }
}

/// A single-piece problem: piece `piece` stands on `from` having moved `moved`
/// units along `path`, and heads for `goal`.
///
/// Every `Problem` is valid: see [`Problem::new`].
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    piece: u8,
    goal: Tile,
    path: Vec<Tile>,
    moved: f64,
    board: Bits,
}

impl Problem {
    /// Makes a problem, checking that:
    ///
    /// * `piece` is 1..=4 and `goal` is its own goal tile (piece 1 → d … 4 → a);
    /// * `path` starts on A, rises strictly by a roll of 1 to 6 each step and
    ///   ends before the goal (a piece on its goal has nothing left to solve);
    /// * `moved` is finite and from 0 to 65,535 (what a board's units field holds);
    /// * `board`'s start field, track and goal bits are exactly the piece's start
    ///   field, the path's tiles and the goal tiles of the pieces already finished
    ///   (its units field is not checked: the rules decide the lengths).
    ///
    /// ```
    /// use maedn::model::{Bits, Problem, ProblemError, Tile};
    /// let t = |i| Tile::new(i).unwrap();
    /// let board = Bits::piece_start(1).unwrap() | Bits::tile(t(6));
    /// let p = Problem::new(1, Tile::D, vec![Tile::A, t(6)], 5100.0, board).unwrap();
    /// assert_eq!(p.from(), t(6));
    /// let back = Problem::new(1, Tile::D, vec![Tile::A, t(6), t(3)], 0.0, board);
    /// assert!(matches!(back, Err(ProblemError::Step { .. })));
    /// ```
    pub fn new(
        piece: u8,
        goal: Tile,
        path: Vec<Tile>,
        moved: f64,
        board: Bits,
    ) -> Result<Problem, ProblemError> {
        let expected_goal = Tile::goal_of_piece(piece).ok_or(ProblemError::Piece(piece))?;
        if goal != expected_goal {
            return Err(ProblemError::Goal {
                piece,
                goal,
                expected: expected_goal,
            });
        }
        let first = *path.first().ok_or(ProblemError::EmptyPath)?;
        if first != Tile::A {
            return Err(ProblemError::PathStart(first));
        }
        for pair in path.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            if to <= from || to.index() - from.index() > MAX_ROLL {
                return Err(ProblemError::Step { from, to });
            }
            if to > goal {
                return Err(ProblemError::PastGoal { tile: to, goal });
            }
        }
        if path.last() == Some(&goal) {
            return Err(ProblemError::Finished(goal));
        }
        if !(moved.is_finite() && (0.0..=f64::from(UNITS_MAX)).contains(&moved)) {
            return Err(ProblemError::Moved(moved));
        }
        let expected = Self::expected_tiles(piece, &path);
        if board.tiles_only() != expected {
            return Err(ProblemError::Board {
                board: board.tiles_only(),
                expected,
            });
        }
        Ok(Problem {
            piece,
            goal,
            path,
            moved,
            board,
        })
    }

    /// Piece `piece` (1..=4) standing on A with nothing moved.
    ///
    /// ```
    /// let p = maedn::model::Problem::piece(3).unwrap();
    /// assert_eq!(p.goal().goal_letter(), Some('b'));
    /// ```
    #[must_use]
    pub fn piece(piece: u8) -> Option<Problem> {
        let board = Bits::piece_start(piece)?;
        let goal = Tile::goal_of_piece(piece)?;
        Problem::new(piece, goal, vec![Tile::A], 0.0, board).ok()
    }

    /// Piece `piece` standing on `to`, having come from A in rolls of 6 (the
    /// last roll shorter), made the way a user makes it: a path board with
    /// its units, decoded under `rules`. For tests only; `to` must lie before
    /// the piece's goal.
    #[doc(hidden)]
    #[must_use]
    pub fn walked_in_sixes(rules: &super::Rules, piece: u8, to: u8) -> Problem {
        let table = super::MoveTable::new(rules);
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
        let decoded = super::decode(board, rules).expect("decodes");
        decoded.problem().expect("a problem")
    }

    /// The same piece one move further: on `to`, having moved `length` more
    /// units. Checked like [`Problem::new`].
    ///
    /// ```
    /// use maedn::model::{Problem, Tile};
    /// let p = Problem::piece(1).unwrap().advanced(Tile::new(6).unwrap(), 3801.0).unwrap();
    /// assert_eq!((p.path().len(), p.moved()), (2, 3801.0));
    /// ```
    pub fn advanced(&self, to: Tile, length: f64) -> Result<Problem, ProblemError> {
        let mut path = self.path.clone();
        path.push(to);
        Problem::new(
            self.piece,
            self.goal,
            path,
            self.moved + length,
            self.board | Bits::tile(to),
        )
    }

    /// The start field, path tiles and finished pieces of piece `piece` on `path`.
    fn expected_tiles(piece: u8, path: &[Tile]) -> Bits {
        let start = Bits::piece_start(piece).map_or(Bits::EMPTY, |b| b.without(Tile::A.bit()));
        path.iter().fold(start, |b, t| b | Bits::tile(*t))
    }

    /// The piece number, 1..=4. (Named so because [`Problem::piece`] makes a
    /// problem from a piece number.)
    #[must_use]
    pub fn piece_number(&self) -> u8 {
        self.piece
    }

    /// The goal tile (piece 1 → d … piece 4 → a).
    #[must_use]
    pub fn goal(&self) -> Tile {
        self.goal
    }

    /// The tiles visited so far, A first; the last is where the piece stands.
    #[must_use]
    pub fn path(&self) -> &[Tile] {
        &self.path
    }

    /// Units moved so far (since A).
    #[must_use]
    pub fn moved(&self) -> f64 {
        self.moved
    }

    /// The board of this position (start field and finished pieces kept).
    #[must_use]
    pub fn board(&self) -> Bits {
        self.board
    }

    /// The tile the piece stands on.
    #[must_use]
    pub fn from(&self) -> Tile {
        self.path.last().copied().unwrap_or(Tile::A)
    }

    /// Tiles left to the goal (at least 1).
    #[must_use]
    pub fn tiles_left(&self) -> u8 {
        self.goal.index() - self.from().index()
    }
}

#[cfg(test)]
mod tests;
