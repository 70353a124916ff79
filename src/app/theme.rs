//! Colours, sizes and stroke widths of the window, as named constants.
//!
//! Board colours depend on the light or dark theme only where contrast needs
//! it (the board background, the black pieces' outline); the four player
//! colours are the same in both themes.

use std::time::Duration;

use egui::Color32;

use crate::model::Colour;

/// Half the board's side in tiles: the 11 × 11 grid spans −5..=5, plus a margin.
pub const BOARD_HALF_EXTENT: f32 = 5.9;
/// Radius of a tile, as a fraction of the tile spacing.
pub const TILE_RADIUS: f32 = 0.40;
/// Radius of a piece, as a fraction of the tile spacing.
pub const PIECE_RADIUS: f32 = 0.28;
/// Outline width of a tile, in points.
pub const TILE_STROKE: f32 = 1.5;
/// Width of a drawn path segment, as a fraction of the tile spacing.
pub const PATH_WIDTH: f32 = 0.09;
/// Width of the branch the search explores, as a fraction of the tile spacing.
pub const BRANCH_WIDTH: f32 = 0.06;
/// Shift between the four paths of the "all pieces" figure, in tiles.
pub const ALL_PATHS_OFFSET: f32 = 0.07;
/// The smallest board side in points.
pub const BOARD_MIN_SIDE: f32 = 200.0;
/// Font size of tile letters, as a fraction of the tile spacing.
pub const LETTER_SIZE: f32 = 0.36;
/// Font size of move lengths on a path, as a fraction of the tile spacing.
pub const LABEL_SIZE: f32 = 0.30;

/// Width of the left (solver) panel in points.
pub const SIDE_PANEL_WIDTH: f32 = 390.0;
/// Width of the right (stepper / bits) panel in points.
pub const RIGHT_PANEL_WIDTH: f32 = 360.0;

/// Font size of the single-step explanation above the board.
pub const DECISION_TEXT_SIZE: f32 = 17.0;

/// How often the counters refresh while a search runs (at least 10 per second).
pub const LIVE_REPAINT: Duration = Duration::from_millis(50);

/// Background of the board (light theme).
pub const BOARD_BG_LIGHT: Color32 = Color32::from_rgb(0xF6, 0xE7, 0xB4);
/// Background of the board (dark theme).
pub const BOARD_BG_DARK: Color32 = Color32::from_rgb(0x4A, 0x40, 0x2A);
/// The black player's paths on the dark board.
pub const DARK_BOARD_BLACK_PATH: Color32 = Color32::from_rgb(0xE8, 0xE8, 0xE8);
/// Fill of a plain track tile.
pub const TRACK_FILL: Color32 = Color32::from_rgb(0xFF, 0xFD, 0xF5);
/// Outline of every tile.
pub const TILE_OUTLINE: Color32 = Color32::from_rgb(0x30, 0x2A, 0x20);
/// Highlight of the hovered tile.
pub const HOVER_RING: Color32 = Color32::from_rgb(0x1E, 0x88, 0xE5);
/// Tiles a move skips over.
pub const SKIPPED_FILL: Color32 = Color32::from_black_alpha(90);
/// The branch the search explores right now.
pub const BRANCH_COLOUR: Color32 = Color32::from_rgb(0xE6, 0x51, 0x00);
/// A branch that was just pruned.
pub const PRUNED_COLOUR: Color32 = Color32::from_rgb(0xC6, 0x28, 0x28);
/// The best path found so far, under the branch.
pub const BEST_COLOUR: Color32 = Color32::from_rgb(0x1E, 0x88, 0xE5);
/// A changed bit in the bit grid.
pub const CHANGED_BIT: Color32 = Color32::from_rgb(0xFF, 0xB3, 0x00);
/// A set bit in the bit grid.
pub const SET_BIT: Color32 = Color32::from_rgb(0x43, 0x70, 0xC0);
/// Warning banner background.
pub const WARNING_BG: Color32 = Color32::from_rgb(0x8A, 0x4B, 0x00);
/// Good news (optimal result) on the light theme's panels.
pub const OK_TEXT: Color32 = Color32::from_rgb(0x2E, 0x7D, 0x32);
/// Good news on the dark theme's panels (4.5:1 or better on them).
pub const OK_TEXT_DARK: Color32 = Color32::from_rgb(0x6F, 0xD0, 0x7F);

/// The colour of good news on the current theme's panels.
#[must_use]
pub const fn ok_text(dark: bool) -> Color32 {
    if dark { OK_TEXT_DARK } else { OK_TEXT }
}

/// A figure colour in egui.
#[must_use]
pub fn from_rgba(c: crate::figure::Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

/// The text colour of piece `piece` (1..=4) on the panels: the figure
/// palette's path colour of that piece, light on the dark theme and dark on
/// the light one, so the panel's words match the board's paths and stay
/// readable in both themes (issue 8.29).
#[must_use]
pub fn piece_text(piece: u8, dark: bool) -> Color32 {
    let palette = if dark {
        crate::figure::Palette::dark()
    } else {
        crate::figure::Palette::light()
    };
    from_rgba(palette.piece_path(piece))
}

/// The strong colour of a player's pieces and marks.
#[must_use]
pub const fn player(colour: Colour) -> Color32 {
    match colour {
        Colour::Black => Color32::from_rgb(0x26, 0x26, 0x26),
        Colour::Yellow => Color32::from_rgb(0xF2, 0xC1, 0x1D),
        Colour::Green => Color32::from_rgb(0x2E, 0x9D, 0x3E),
        Colour::Red => Color32::from_rgb(0xD3, 0x2F, 0x2F),
    }
}

/// The pale fill of a player's start field and goal row.
#[must_use]
pub const fn player_pale(colour: Colour) -> Color32 {
    match colour {
        Colour::Black => Color32::from_rgb(0xA8, 0xA8, 0xA8),
        Colour::Yellow => Color32::from_rgb(0xFF, 0xEB, 0x99),
        Colour::Green => Color32::from_rgb(0xA5, 0xD6, 0xA7),
        Colour::Red => Color32::from_rgb(0xF4, 0xA8, 0xA8),
    }
}

/// Colour of a path drawn for piece `piece` (1..=4) of `colour`: the player's
/// colour, with distinct hues for the "all pieces" figure on a black board.
#[must_use]
pub fn path_colour(colour: Colour, piece: u8) -> Color32 {
    const BLACK_PIECES: [Color32; 4] = [
        Color32::from_rgb(0x26, 0x26, 0x26),
        Color32::from_rgb(0x15, 0x65, 0xC0),
        Color32::from_rgb(0x6A, 0x1B, 0x9A),
        Color32::from_rgb(0x00, 0x83, 0x8F),
    ];
    match colour {
        Colour::Black => BLACK_PIECES[usize::from(piece.clamp(1, 4) - 1)],
        other => player(other),
    }
}

/// A path colour that stays visible on the board of the current theme
/// (black's first piece is drawn light grey on the dark board).
#[must_use]
pub fn visible_on_board(colour: Color32, dark: bool) -> Color32 {
    let [r, g, b, _] = colour.to_array();
    if dark && r.max(g).max(b) < 0x40 {
        DARK_BOARD_BLACK_PATH
    } else {
        colour
    }
}

/// Text colour readable on `fill`.
#[must_use]
pub fn text_on(fill: Color32) -> Color32 {
    let [r, g, b, _] = fill.to_array();
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luma > 140.0 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}
