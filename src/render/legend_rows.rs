//! A legend laid out in rows for a given width: its entries side by side,
//! a new row when the next one would not fit, each label wrapped only if it
//! is wider than the whole width. Where a legend must go under a board or a
//! chart (a slide's narrow live part), this takes far less height than one
//! entry a row ([`super::frame::legend_drawing`]), at the same text size.

use super::drawing::{Class, Drawing};
use super::font::{self, Weight};
use super::frame::{LEGEND_SIZE, SWATCH_GAP, SWATCH_W, swatch, wrap};
use super::palette::Palette;
use super::points::{Pt, Rect};
use super::scene::LegendEntry;
use super::shape::Shape;
use super::text::text_at;

/// The height of a row of one-line entries: one line of text and a little air.
pub const ROW_H: f32 = 22.0;
/// The distance between the lines of a wrapped label, as a multiple of the
/// text size (a little tighter than a caption's: the lines belong together).
pub const ROW_LINE: f32 = 1.25;
/// Space between two entries in a row.
pub const ENTRY_GAP: f32 = 22.0;

/// One entry placed: its lines and its size.
struct Placed<'a> {
    entry: &'a LegendEntry,
    lines: Vec<String>,
    width: f32,
    height: f32,
}

/// The legend of `legend` in rows no wider than `width` (in the legend's
/// own units, text [`LEGEND_SIZE`]), from the origin; an empty label
/// leaves the swatch alone.
#[must_use]
pub fn legend_rows(legend: &[LegendEntry], palette: &Palette, width: f32) -> Drawing {
    let line = LEGEND_SIZE * ROW_LINE;
    let text_max = (width - SWATCH_W - SWATCH_GAP).max(LEGEND_SIZE);
    let placed: Vec<Placed<'_>> = legend
        .iter()
        .map(|entry| {
            let lines = wrap(&entry.label, LEGEND_SIZE, Weight::Regular, text_max);
            let text_w = lines
                .iter()
                .map(|l| font::text_width(l, LEGEND_SIZE, Weight::Regular))
                .fold(0.0, f32::max);
            let extra = lines.len().saturating_sub(1) as f32 * line;
            Placed {
                entry,
                width: SWATCH_W
                    + if lines.is_empty() {
                        0.0
                    } else {
                        SWATCH_GAP + text_w
                    },
                height: ROW_H + extra,
                lines,
            }
        })
        .collect();
    // Rows: as many entries as fit side by side.
    let mut rows: Vec<Vec<&Placed<'_>>> = Vec::new();
    let mut x = 0.0;
    for p in &placed {
        match rows.last_mut() {
            Some(row) if x + ENTRY_GAP + p.width <= width => {
                x += ENTRY_GAP + p.width;
                row.push(p);
            }
            _ => {
                x = p.width;
                rows.push(vec![p]);
            }
        }
    }
    let row_height = |row: &Vec<&Placed<'_>>| row.iter().map(|p| p.height).fold(0.0, f32::max);
    let drawn_w = rows
        .iter()
        .map(|row| row.iter().map(|p| p.width).sum::<f32>() + ENTRY_GAP * (row.len() - 1) as f32)
        .fold(0.0, f32::max);
    let height: f32 = rows.iter().map(row_height).sum();
    let mut d = Drawing::new(drawn_w, height, palette.page);
    let cap = font::metrics(Weight::Regular).cap_height * LEGEND_SIZE;
    let mut y = 0.0;
    for row in &rows {
        let mut x = 0.0;
        for p in row {
            swatch(
                &mut d,
                &p.entry.swatch,
                Rect::from_size(Pt::new(x, y), SWATCH_W, ROW_H),
                palette,
            );
            let mut baseline = y + ROW_H / 2.0 + cap / 2.0;
            for text in &p.lines {
                d.push(
                    Class::Legend,
                    Shape::Text(text_at(
                        Pt::new(x + SWATCH_W + SWATCH_GAP, baseline),
                        text.clone(),
                        LEGEND_SIZE,
                        Weight::Regular,
                        palette.text,
                    )),
                );
                baseline += line;
            }
            x += p.width + ENTRY_GAP;
        }
        y += row_height(row);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::frame::legend_drawing;
    use crate::render::{Ink, Swatch};

    fn entries() -> Vec<LegendEntry> {
        [
            "optimum kept",
            "optimum lost",
            "admissible: 170",
            "the paper's: 193",
        ]
        .into_iter()
        .zip([
            Ink::Optimal,
            Ink::NotOptimal,
            Ink::Admissible,
            Ink::PaperBound,
        ])
        .map(|(l, ink)| LegendEntry::new(Swatch::Bar(ink), l))
        .collect()
    }

    fn texts(d: &Drawing) -> Vec<(f32, f32)> {
        d.items
            .iter()
            .filter_map(|i| match &i.shape {
                Shape::Text(t) => Some((t.at.x, t.at.y)),
                _ => None,
            })
            .collect()
    }

    /// Entries share a row when they fit: four short ones in two rows of
    /// two take half the height of one a row, and no row is wider than asked.
    #[test]
    fn test_entries_share_rows_within_the_width() {
        let palette = Palette::light();
        let one_a_row = legend_drawing(&entries(), palette);
        let width = one_a_row.width * 2.0 + ENTRY_GAP;
        let rows = legend_rows(&entries(), palette, width);
        assert!(rows.width <= width, "{} > {width}", rows.width);
        assert!(
            rows.height * 1.8 < one_a_row.height,
            "{} vs {}",
            rows.height,
            one_a_row.height
        );
        let mut ys: Vec<f32> = texts(&rows).into_iter().map(|(_, y)| y).collect();
        ys.dedup();
        assert_eq!(ys.len(), 2, "two rows");
        // Narrow: one a row again, each label whole.
        let narrow = legend_rows(&entries(), palette, one_a_row.width);
        assert_eq!(texts(&narrow).len(), 4);
        assert!(narrow.height >= 4.0 * ROW_H);
    }

    /// A label wider than the whole width wraps instead of running past it.
    #[test]
    fn test_a_long_label_wraps_to_the_width() {
        let palette = Palette::light();
        let long = [LegendEntry::new(
            Swatch::Bar(Ink::Optimal),
            "figures numbered in the order they leave the start field B",
        )];
        let d = legend_rows(&long, palette, 240.0);
        assert!(d.width <= 240.0);
        assert!(texts(&d).len() > 1);
    }
}
