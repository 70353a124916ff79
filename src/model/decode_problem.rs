//! What can be wrong with a decoded bit-board ([`DecodeProblem`]): one
//! variant per problem, its numbers and tiles as fields, so that the window
//! can word it in its own language; `Display` is the command line's English.

use super::tile::Tile;

/// One plain-language problem [`super::decode`] found with a board. A board
/// with problems is still decoded, never rejected.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DecodeProblem {
    /// Every piece waits in the start field, yet track or goal tiles are set.
    #[error("all four pieces are in the start field, yet track or goal tiles are set")]
    AllInStartField,
    /// More than one piece is out and unfinished.
    #[error(
        "{on_way} pieces have left the start field but only {finished} finished: the paper's \
         path boards have one piece on the track"
    )]
    SeveralOnTheWay {
        /// Pieces out of the start field and not finished.
        on_way: usize,
        /// Pieces finished.
        finished: usize,
    },
    /// The start field is not the one of the piece on its way.
    #[error("the start field does not match piece {piece}: pieces leave in order, bit 60 first")]
    StartField {
        /// The piece on its way (1..=4).
        piece: u8,
    },
    /// A piece has left the start field, but no tile is set for it.
    #[error("no piece stands on the track or goal row")]
    NothingOnTheWay,
    /// The path does not begin on A.
    #[error("the path starts on tile {0}, not on A (tile 0) where every piece enters")]
    NotFromA(Tile),
    /// Two neighbouring tiles of the path are more than six apart.
    #[error("a roll of {roll} between tile {from} and tile {to} is impossible")]
    ImpossibleRoll {
        /// Tiles between them.
        roll: u8,
        /// The earlier tile.
        from: Tile,
        /// The later tile.
        to: Tile,
    },
    /// Under the paper's rule, a goal tile other than the piece's own is visited.
    #[error(
        "goal tile {0} is visited: under the paper's rule a piece enters the goal row only on \
         its own goal tile"
    )]
    ForeignGoal(Tile),
    /// The stored units field disagrees with the moves.
    #[error(
        "the units field says {} but the moves add up to {}",
        crate::format::count(u64::from(*stored)),
        crate::format::units(*recomputed)
    )]
    UnitsDisagree {
        /// The board's units field.
        stored: u16,
        /// The moves' lengths added up.
        recomputed: f64,
    },
    /// The path up to a tile is longer than the units field holds.
    #[error("the path is longer than 65,535 units at tile {0}")]
    TooLong(Tile),
}
