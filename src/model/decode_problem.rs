//! What can be wrong with a decoded bit-board ([`DecodeProblem`]): one
//! variant per problem, its numbers and tiles as fields, so that the window
//! can word it in its own language. Its `Display` (the command line's
//! English) is the English of `crate::i18n::words`, so each wording exists once.

use super::tile::Tile;

/// One plain-language problem [`super::decode`] found with a board. A board
/// with problems is still decoded, never rejected.
#[derive(Clone, Debug, PartialEq)]
pub enum DecodeProblem {
    /// Every piece waits in the start field, yet track or goal tiles are set.
    AllInStartField,
    /// More than one piece is out and unfinished.
    SeveralOnTheWay {
        /// Pieces out of the start field and not finished.
        on_way: usize,
        /// Pieces finished.
        finished: usize,
    },
    /// The start field is not the one of the piece on its way.
    StartField {
        /// The piece on its way (1..=4).
        piece: u8,
    },
    /// A piece has left the start field, but no tile is set for it.
    NothingOnTheWay,
    /// The path does not begin on A.
    NotFromA(Tile),
    /// Two neighbouring tiles of the path are more than six apart.
    ImpossibleRoll {
        /// Tiles between them.
        roll: u8,
        /// The earlier tile.
        from: Tile,
        /// The later tile.
        to: Tile,
    },
    /// Under the paper's rule, a goal tile other than the piece's own is visited.
    ForeignGoal(Tile),
    /// The stored units field disagrees with the moves.
    UnitsDisagree {
        /// The board's units field.
        stored: u16,
        /// The moves' lengths added up.
        recomputed: f64,
    },
    /// The path up to a tile is longer than the units field holds.
    TooLong(Tile),
}
