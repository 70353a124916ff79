//! The board and the bit-board: pure data, no user interface.
//!
//! Everything here follows `docs/geometry.md` and `docs/bitboard.md`: a 10,000 ×
//! 10,000 unit board, the 40-tile track, four start-field tiles and four goal tiles
//! per colour, and the paper's 64-bit board layout.

mod bits;
mod colour;
mod decode;
mod decode_problem;
mod geometry;
mod lengths;
mod problem;
mod rules;
mod tile;

pub use bits::{Bits, MAX_BOARD_TEXT, ParseBitsError, Radix, UNITS_MAX};
pub use colour::Colour;
pub use decode::{Decoded, DecodedMove, NoPieceError, decode};
pub use decode_problem::DecodeProblem;
pub use geometry::{
    BOARD_CENTRE, BOARD_SIDE_CM, BOARD_SIDE_UNITS, BoardTile, DEFAULT_SPACING, Geometry, GridPos,
    Point, units_to_cm,
};
pub use lengths::{MoveTable, StartFieldUnits, Step};
pub use problem::{BoardError, Problem, ProblemError};
pub use rules::{GoalRule, LengthMode, ParseOptionError, Rules, RulesError};
pub use tile::{GOAL_TILES, StartSlot, TRACK_TILES, Tile};
