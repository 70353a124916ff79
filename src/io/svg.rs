//! A board as a standalone SVG picture, for slides.
//!
//! Pure string generation: the 72 tiles of [`BoardTile::all`] as circles
//! (start fields and goal rows in their owner's colour, the four A tiles
//! ringed in it), the visited path of a path board as line segments, and the
//! pieces as filled discs in the moving colour. Every element carries a
//! `class` (`tile`, `path`, `piece`) so the picture can be restyled.

use std::fmt::Write as _;

use crate::model::{Bits, BoardTile, Colour, Rules, Tile, decode};

/// Size of one grid square in SVG pixels.
const CELL: f64 = 40.0;
/// Margin around the 11 × 11 grid.
const MARGIN: f64 = 20.0;
/// Tile radius.
const TILE_R: f64 = 15.0;
/// Piece radius.
const PIECE_R: f64 = 10.0;

/// Fill colour of a player.
fn fill(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "#333333",
        Colour::Yellow => "#e9c400",
        Colour::Green => "#2e9e44",
        Colour::Red => "#d62828",
    }
}

/// Centre of a tile in SVG coordinates.
fn centre(tile: BoardTile) -> (f64, f64) {
    let g = tile.grid();
    (
        MARGIN + (f64::from(g.x) + 5.5) * CELL,
        MARGIN + (f64::from(g.y) + 5.5) * CELL,
    )
}

/// The SVG picture of `board` as seen by `rules.colour`.
///
/// ```
/// let svg = maedn::io::board_svg(maedn::model::Bits::from_raw(0xE820882208414C06), &maedn::model::Rules::paper());
/// assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
/// assert_eq!(svg.matches("class=\"tile").count(), 72);
/// ```
#[must_use]
pub fn board_svg(board: Bits, rules: &Rules) -> String {
    let colour = rules.colour;
    let size = 2.0 * MARGIN + 11.0 * CELL;
    let mut out = String::new();
    // `write!` into a String cannot fail.
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"##
    );
    let _ = writeln!(out, "  <title>maedn board {}</title>", board.to_hex());
    let _ = writeln!(
        out,
        r##"  <rect width="{size}" height="{size}" fill="#f7f0d8" rx="12"/>"##
    );

    for tile in BoardTile::all() {
        let (x, y) = centre(tile);
        let (class, fill_colour, stroke) = match (tile, tile.owner()) {
            (BoardTile::Track(_), Some(c)) => ("tile start-tile", "#ffffff", fill(c)),
            (BoardTile::Track(_), None) => ("tile", "#ffffff", "#555555"),
            (BoardTile::Start(..), Some(c)) => ("tile start-field", fill(c), "#555555"),
            (_, Some(c)) => ("tile goal", fill(c), "#555555"),
            (_, None) => ("tile", "#ffffff", "#555555"),
        };
        let width = if class == "tile start-tile" { 4 } else { 2 };
        let _ = writeln!(
            out,
            r#"  <circle class="{class}" cx="{x}" cy="{y}" r="{TILE_R}" fill="{fill_colour}" fill-opacity="0.85" stroke="{stroke}" stroke-width="{width}"><title>{tile}</title></circle>"#
        );
    }

    let Ok(d) = decode(board, rules) else {
        out.push_str("</svg>\n");
        return out;
    };
    let on = |t: Tile| centre(BoardTile::of(colour, t));
    for pair in d.visited.windows(2) {
        let ((x1, y1), (x2, y2)) = (on(pair[0]), on(pair[1]));
        let _ = writeln!(
            out,
            r##"  <line class="path" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#1f6feb" stroke-width="4" stroke-linecap="round"/>"##
        );
    }
    let pieces = d
        .start_field
        .iter()
        .map(|s| centre(BoardTile::Start(colour, *s)))
        .chain(d.finished.iter().map(|t| on(*t)))
        .chain(d.current.map(on));
    for (x, y) in pieces {
        let _ = writeln!(
            out,
            r##"  <circle class="piece" cx="{x}" cy="{y}" r="{PIECE_R}" fill="{}" stroke="#ffffff" stroke-width="2"/>"##,
            fill(colour)
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_board_is_well_formed() {
        let svg = board_svg(Bits::from_raw(0xE820_8822_0841_4C06), &Rules::paper());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
        assert_eq!(svg.matches("<circle class=\"tile").count(), 72);
        assert_eq!(svg.matches("class=\"tile goal\"").count(), 16);
        assert_eq!(svg.matches("class=\"tile start-field\"").count(), 16);
        // 9 visited tiles → 8 moves; 3 pieces in the start field + the one on d.
        assert_eq!(svg.matches("<line class=\"path\"").count(), 8);
        assert_eq!(svg.matches("<circle class=\"piece\"").count(), 4);
        // Balanced tags: every opened circle is closed.
        let opened = svg.matches("<circle").count();
        let closed = svg.matches("/>").count() + svg.matches("</circle>").count();
        assert_eq!(opened + svg.matches("<line").count() + 1, closed);
        assert!(!svg.contains("NaN"));
    }

    #[test]
    fn empty_board_still_draws_all_tiles() {
        let svg = board_svg(Bits::EMPTY, &Rules::paper());
        assert_eq!(svg.matches("class=\"tile").count(), 72);
        assert_eq!(svg.matches("class=\"piece\"").count(), 0);
    }
}
