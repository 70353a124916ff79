//! The board's geometry in figure pixels: its size, the sizes of tiles,
//! pieces, paths and labels in tile spacings, and where each tile's centre
//! sits. Shared by the board's layout ([`super::board`]) and the strokes over
//! it ([`super::board_paths`]), so neither needs the other's internals.

use super::points::Pt;
use crate::model::BoardTile;

/// Pixels per tile spacing in the figure's nominal size.
pub const TILE_PX: f32 = 52.0;
/// Half the board's side in tiles: the 11 × 11 grid spans −5..=5, plus a margin.
pub const BOARD_HALF_EXTENT: f32 = 5.9;
/// The board's side in pixels.
pub const BOARD_SIDE: f32 = 2.0 * BOARD_HALF_EXTENT * TILE_PX;
/// Radius of a tile, in tiles.
pub const TILE_RADIUS: f32 = 0.40;
/// Radius of a piece, in tiles.
pub const PIECE_RADIUS: f32 = 0.28;
/// Outline of a tile, in pixels.
pub const TILE_STROKE: f32 = 1.5;
/// Width of the lines joining tiles, in tiles.
pub const TRACK_LINE_WIDTH: f32 = 0.05;
/// Width of a solution path, in tiles.
pub const PATH_WIDTH: f32 = 0.09;
/// Width of the branch being explored, in tiles.
pub const BRANCH_WIDTH: f32 = 0.06;
/// Width of a pruned branch, in tiles.
pub const PRUNED_WIDTH: f32 = 0.045;
/// Width of the faint best-so-far path, in tiles.
pub const BEST_WIDTH: f32 = 0.15;
/// Opacity of the best-so-far path.
pub const BEST_ALPHA: u8 = 115;
/// The halo on each side of a solution path, in pixels.
pub const CASING_PX: f32 = 1.5;
/// Radius of the dot at each stop of a path, as a multiple of its width.
pub const STOP_DOT: f32 = 1.1;
/// Corner radius of the board square, in tiles.
pub const BOARD_CORNER: f32 = 0.4;
/// Font size of tile letters, in tiles.
pub const LETTER_SIZE: f32 = 0.36;
/// Font size of move lengths, in tiles.
pub const LABEL_SIZE: f32 = 0.30;
/// Font size of a piece's number, in tiles.
pub const PIECE_LABEL_SIZE: f32 = 0.28;
/// Font size of a ring's label and of heat values, in tiles.
pub const SMALL_SIZE: f32 = 0.26;
/// Height of a ring's label's baseline above its tile's centre, in tiles.
pub const RING_LABEL_RISE: f32 = 0.62;
/// Distance of a move-length box from its move, in tiles.
pub const LABEL_DISTANCE: f32 = 0.34;
/// Padding inside a move-length box, in pixels.
pub const LABEL_PAD: f32 = 3.0;
/// Shift between paths drawn together (the full path), in tiles.
pub const ALL_PATHS_OFFSET: f32 = 0.11;
/// Dash and gap of the branch being explored, in tiles.
pub const BRANCH_DASH: (f32, f32) = (0.25, 0.12);
/// Dash and gap of a pruned branch, in tiles.
pub const PRUNED_DASH: (f32, f32) = (0.10, 0.10);

/// Figure pixels of a tile centre on the board (the board's top left at 0, 0).
#[must_use]
pub fn tile_centre(tile: BoardTile) -> Pt {
    let g = tile.grid();
    Pt::new(
        (g.x as f32 + BOARD_HALF_EXTENT) * TILE_PX,
        (g.y as f32 + BOARD_HALF_EXTENT) * TILE_PX,
    )
}

/// The unit vector from `a` towards `b` (zero if they coincide).
#[must_use]
pub fn unit(a: Pt, b: Pt) -> (f32, f32) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = dx.hypot(dy);
    if len > 0.0 {
        (dx / len, dy / len)
    } else {
        (0.0, 0.0)
    }
}
