//! The 64-bit layout a worksheet prints under each question about bits
//! ([`bit_layout`]): four rows of sixteen bits, bit 63 first, so that each
//! row is four hex digits of a board written `0x…_…_…_…`; each bit's number
//! above its cell and what it holds inside (B1–B4 the start field, the
//! track tile 0–39 with A = 0, the goal tiles a–d, and the units with each
//! bit's worth); a thicker line between hex digits, and the four regions
//! named beneath. Black on white, for any printer.

use crate::i18n::Tr;
use crate::model::{Bits, Tile};
use crate::render::font::{self, Weight};
use crate::render::text::{centred_text, text_at};
use crate::render::{Class, Drawing, Palette, Pt, Rect, Rgba, Shape, Stroke};
use crate::tr;

/// Bits a row.
const PER_ROW: u8 = 16;
/// A cell's height as a multiple of its width.
const CELL_HEIGHT: f32 = 0.7;
/// The bit numbers' size as a share of a cell's width.
const NUMBER_SIZE: f32 = 0.28;
/// What a bit holds, its size as a share of a cell's width.
const MEANING_SIZE: f32 = 0.34;

/// What bit `bit` holds, as short as fits its cell: "B1", "0", "a", "512".
#[must_use]
pub fn bit_label(bit: u8) -> String {
    if let Some(tile) = Tile::from_bit(bit) {
        return tile
            .goal_letter()
            .map_or_else(|| tile.index().to_string(), String::from);
    }
    if Bits::START.contains(bit) {
        // Bit 60 is the start slot B1 (piece 1 leaves from it), 63 is B4.
        return format!("B{}", bit - 59);
    }
    (1u32 << bit.min(15)).to_string()
}

/// The layout `width` points wide, its text in `tr`'s language and
/// `palette`'s ink.
#[must_use]
pub fn bit_layout(width: f32, palette: &Palette, tr: &Tr) -> Drawing {
    let cell = width / f32::from(PER_ROW);
    let number = cell * NUMBER_SIZE;
    let row_h = number * 1.4 + cell * CELL_HEIGHT;
    let rows = 64 / PER_ROW;
    let key_size = number * 1.25;
    let key_lines = [
        tr!(tr, "bits-group-start"),
        tr!(tr, "bits-group-track"),
        tr!(tr, "bits-group-goal"),
        tr!(tr, "bits-group-units"),
    ];
    let height = f32::from(rows) * row_h + key_size * 1.5 * 2.0 + number;
    let mut d = Drawing::new(width, height, Rgba::default());
    d.title = tr!(tr, "handout-bits-strip");
    let thin = Stroke::solid(0.5, palette.muted);
    let thick = Stroke::solid(1.6, palette.text);
    for r in 0..rows {
        let top = f32::from(r) * row_h;
        let cells = top + number * 1.4;
        for c in 0..PER_ROW {
            let bit = 63 - (r * PER_ROW + c);
            let x = f32::from(c) * cell;
            d.push(
                Class::Chart,
                Shape::Text(centred_text(
                    Pt::new(x + cell / 2.0, top + number * 0.7),
                    bit.to_string(),
                    number,
                    Weight::Regular,
                    palette.muted,
                )),
            );
            d.push(
                Class::Chart,
                Shape::Rect {
                    rect: Rect::from_size(Pt::new(x, cells), cell, cell * CELL_HEIGHT),
                    radius: 0.0,
                    fill: None,
                    stroke: Some(thin),
                },
            );
            let label = bit_label(bit);
            let room = cell * 0.9;
            let size = cell * MEANING_SIZE;
            let w = font::text_width(&label, size, Weight::Bold);
            let size = if w > room { size * room / w } else { size };
            d.push(
                Class::Chart,
                Shape::Text(centred_text(
                    Pt::new(x + cell / 2.0, cells + cell * CELL_HEIGHT / 2.0),
                    label,
                    size,
                    Weight::Bold,
                    palette.text,
                )),
            );
        }
        // A hex digit is four bits: a thicker line between digits.
        for k in 0..=PER_ROW / 4 {
            let x = f32::from(k * 4) * cell;
            d.push(
                Class::Chart,
                Shape::line(
                    Pt::new(x, cells),
                    Pt::new(x, cells + cell * CELL_HEIGHT),
                    thick,
                ),
            );
        }
        for y in [cells, cells + cell * CELL_HEIGHT] {
            d.push(
                Class::Chart,
                Shape::line(Pt::new(0.0, y), Pt::new(width, y), thick),
            );
        }
    }
    // The regions, two to a line.
    let ascent = font::metrics(Weight::Regular).ascent * key_size;
    let below = f32::from(rows) * row_h + number;
    for (i, line) in key_lines.chunks(2).enumerate() {
        let y = below + i as f32 * key_size * 1.5 + ascent;
        d.push(
            Class::Legend,
            Shape::Text(text_at(
                Pt::new(0.0, y),
                line.join("   ·   "),
                key_size,
                Weight::Regular,
                palette.text,
            )),
        );
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_each_bit_says_what_it_holds() {
        assert_eq!(bit_label(63), "B4");
        assert_eq!(bit_label(60), "B1");
        assert_eq!(bit_label(59), "0");
        assert_eq!(bit_label(20), "39");
        assert_eq!(bit_label(19), "a");
        assert_eq!(bit_label(16), "d");
        assert_eq!(bit_label(15), "32768");
        assert_eq!(bit_label(0), "1");
    }

    #[test]
    fn test_every_bit_has_its_number_and_meaning_once() {
        let palette = crate::figures::handout::worksheet::sheet_palette();
        let d = bit_layout(500.0, palette, Tr::shared(Lang::En));
        let texts = d.texts(Class::Chart);
        for bit in 0..64u8 {
            assert!(texts.contains(&bit.to_string().as_str()), "bit {bit}");
        }
        for meaning in ["B1", "B4", "a", "d", "39", "32768"] {
            assert!(texts.contains(&meaning), "{meaning}");
        }
        // Every text inside the drawing.
        for item in &d.items {
            if let Shape::Text(t) = &item.shape {
                let b = t.bounds();
                assert!(b.min.x >= -0.5 && b.max.x <= d.width + 0.5, "{:?}", t.text);
                assert!(b.min.y >= -0.5 && b.max.y <= d.height + 0.5, "{:?}", t.text);
            }
        }
    }
}
