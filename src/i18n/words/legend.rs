//! The named figures' legend rows about pieces: a piece's path to its goal
//! and the moving player's numbered pieces (the board figures, the decoded
//! board and the game figures share them).

use super::values::{colour as colour_name, goal_letter};
use crate::i18n::{Tr, count_arg};
use crate::model::{Colour, Tile};
use crate::tr;

/// Legend: a piece's path.
#[must_use]
pub fn piece_path(tr: &Tr, piece: u8, goal: Tile) -> String {
    tr!(
        tr,
        "fig-legend-piece-path",
        piece = count_arg(u64::from(piece)),
        goal = goal_letter(goal)
    )
}

/// Legend: the moving player's pieces.
#[must_use]
pub fn pieces_legend(tr: &Tr, colour: Colour) -> String {
    tr!(tr, "fig-legend-pieces", player = colour_name(tr, colour))
}
