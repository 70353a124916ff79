//! The frame around every figure: the caption on top (a bold title and
//! wrapped lines), the body (a board or a chart) below it, and the legend to
//! the body's right, each swatch drawn as the thing it explains.

use super::board_paths;
use super::colour::Rgba;
use super::cues;
use super::drawing::{Class, Drawing};
use super::font::{self, Weight};
use super::geometry::{self, TILE_PX, TILE_RADIUS};
use super::ink::Ink;
use super::palette::Palette;
use super::points::{Pt, Rect};
use super::scene::{Caption, LegendEntry, PathKind, RingKind, Swatch};
use super::shape::{Shape, Stroke};
use super::text::text_at;
use crate::model::Colour;

/// Margin round the figure, in pixels.
pub const MARGIN: f32 = 24.0;
/// Title font size.
pub const TITLE_SIZE: f32 = 22.0;
/// Caption line font size.
pub const CAPTION_SIZE: f32 = 16.0;
/// Legend font size.
pub const LEGEND_SIZE: f32 = 16.0;
/// Line height as a multiple of the font size.
pub const LINE_HEIGHT: f32 = 1.4;
/// Space between caption and body.
pub const CAPTION_GAP: f32 = 14.0;
/// Space between body and legend.
pub const LEGEND_GAP: f32 = 28.0;
/// Swatch width.
pub const SWATCH_W: f32 = 40.0;
/// Space between swatch and label.
pub const SWATCH_GAP: f32 = 10.0;
/// Height of one legend row (before wrapping).
pub const ROW_H: f32 = 30.0;
/// The widest legend label before it wraps.
pub const LEGEND_TEXT_MAX: f32 = 300.0;

/// A framed figure: the drawing and where its body sits in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Framed {
    /// The whole figure.
    pub drawing: Drawing,
    /// The body's rectangle (the board square or the chart).
    pub body: Rect,
}

/// Puts `body` (its items at the origin) under `caption` with `legend` on the
/// right. `colour` resolves [`Ink::Piece`] swatches.
#[must_use]
pub fn frame(
    body: Drawing,
    caption: Option<&Caption>,
    legend: &[LegendEntry],
    palette: &Palette,
) -> Framed {
    let legend = (!legend.is_empty()).then(|| legend_drawing(legend, palette));
    let legend_w = legend.as_ref().map_or(0.0, |l| LEGEND_GAP + l.width);
    let legend_h = legend.as_ref().map_or(0.0, |l| l.height);
    let width = 2.0 * MARGIN + body.width + legend_w;

    // Caption, wrapped to the figure's inner width.
    let inner = width - 2.0 * MARGIN;
    let mut caption_lines: Vec<(String, f32, Weight)> = Vec::new();
    if let Some(c) = caption {
        for l in wrap(&c.title, TITLE_SIZE, Weight::Bold, inner) {
            caption_lines.push((l, TITLE_SIZE, Weight::Bold));
        }
        for text in &c.lines {
            for l in wrap(text, CAPTION_SIZE, Weight::Regular, inner) {
                caption_lines.push((l, CAPTION_SIZE, Weight::Regular));
            }
        }
    }
    let caption_h: f32 = caption_lines.iter().map(|(_, s, _)| s * LINE_HEIGHT).sum();
    let top = MARGIN
        + if caption_lines.is_empty() {
            0.0
        } else {
            caption_h + CAPTION_GAP
        };
    let height = top + body.height.max(legend_h) + MARGIN;

    let mut d = Drawing::new(width, height, palette.page);
    let mut y = MARGIN;
    for (i, (text, size, weight)) in caption_lines.into_iter().enumerate() {
        let baseline = y + font::metrics(weight).ascent * size;
        let colour = if i == 0 { palette.text } else { palette.muted };
        d.push(
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(MARGIN, baseline),
                text,
                size,
                weight,
                colour,
            )),
        );
        y += size * LINE_HEIGHT;
    }
    let body_rect = Rect::from_size(Pt::new(MARGIN, top), body.width, body.height);
    d.append_at(body, MARGIN, top);
    if let Some(legend) = legend {
        d.append_at(legend, body_rect.max.x + LEGEND_GAP, top);
    }
    Framed {
        drawing: d,
        body: body_rect,
    }
}

/// The legend alone: one row per entry (its swatch, then its label wrapped
/// to [`LEGEND_TEXT_MAX`]), from the origin, as tall as its rows. The window
/// places it beside or below the board, whichever leaves the board larger.
#[must_use]
pub fn legend_drawing(legend: &[LegendEntry], palette: &Palette) -> Drawing {
    let legend_rows: Vec<Vec<String>> = legend
        .iter()
        .map(|e| wrap(&e.label, LEGEND_SIZE, Weight::Regular, LEGEND_TEXT_MAX))
        .collect();
    let text_w = legend_rows
        .iter()
        .flatten()
        .map(|l| font::text_width(l, LEGEND_SIZE, Weight::Regular))
        .fold(0.0, f32::max);
    let line = LEGEND_SIZE * LINE_HEIGHT;
    let row_height = |rows: &Vec<String>| ROW_H.max(rows.len() as f32 * line + (ROW_H - line));
    let height: f32 = legend_rows.iter().map(row_height).sum();
    let mut d = Drawing::new(SWATCH_W + SWATCH_GAP + text_w, height, palette.page);
    let mut y = 0.0;
    for (entry, rows) in legend.iter().zip(legend_rows) {
        let row_h = row_height(&rows);
        swatch(
            &mut d,
            &entry.swatch,
            Rect::from_size(Pt::new(0.0, y), SWATCH_W, ROW_H),
            palette,
        );
        let cap = font::metrics(Weight::Regular).cap_height * LEGEND_SIZE;
        let mut baseline = y + ROW_H / 2.0 + cap / 2.0;
        for text in rows {
            d.push(
                Class::Legend,
                Shape::Text(text_at(
                    Pt::new(SWATCH_W + SWATCH_GAP, baseline),
                    text,
                    LEGEND_SIZE,
                    Weight::Regular,
                    palette.text,
                )),
            );
            baseline += line;
        }
        y += row_h;
    }
    d
}

/// Splits `text` into lines no wider than `max` (a single long word stays whole).
#[must_use]
pub fn wrap(text: &str, size: f32, weight: Weight, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    // A no-break space (between a number and its unit) joins its words.
    let breaks = |c: char| c.is_whitespace() && c != crate::format::NBSP;
    for word in text.split(breaks).filter(|w| !w.is_empty()) {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if !current.is_empty() && font::text_width(&candidate, size, weight) > max {
            lines.push(std::mem::replace(&mut current, word.to_owned()));
        } else {
            current = candidate;
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// Draws a legend swatch into `cell`.
pub(super) fn swatch(d: &mut Drawing, swatch: &Swatch, cell: Rect, palette: &Palette) {
    for shape in swatch_shapes(swatch, cell, palette) {
        d.push(Class::Legend, shape);
    }
}

/// The shapes of a legend swatch in `cell`, in painting order.
fn swatch_shapes(swatch: &Swatch, cell: Rect, palette: &Palette) -> Vec<Shape> {
    let c = cell.centre();
    let (left, right) = (
        Pt::new(cell.min.x + 2.0, c.y),
        Pt::new(cell.max.x - 2.0, c.y),
    );
    let tile_r = (TILE_RADIUS * TILE_PX).min(cell.height() / 2.0 - 2.0);
    let tile = Shape::Circle {
        centre: c,
        radius: tile_r,
        fill: Some(palette.tile),
        stroke: Some(Stroke::solid(geometry::TILE_STROKE, palette.tile_outline)),
    };
    let bar =
        |x: f32, w: f32, h: f32, fill: Rgba, stroke: Option<Stroke>, radius: f32| Shape::Rect {
            rect: Rect::from_size(Pt::new(x, c.y - h / 2.0), w, h),
            radius,
            fill: Some(fill),
            stroke,
        };
    match swatch {
        Swatch::Path(kind, ink) => {
            let colour = palette.ink(*ink);
            let stroke = board_paths::ink_path_stroke(*kind, *ink, colour);
            let mut shapes = Vec::new();
            if *kind == PathKind::Solution {
                let casing = stroke.width + 2.0 * geometry::CASING_PX;
                shapes.push(Shape::line(
                    left,
                    right,
                    Stroke::solid(casing, palette.casing),
                ));
            }
            shapes.push(Shape::line(left, right, stroke));
            // The stop marker the path shows, inside the swatch.
            let at = right.offset(-geometry::TILE_PX * board_paths::STOP_MARK * 1.3, 0.0);
            shapes.extend(board_paths::stop_shapes(*kind, *ink, at, palette));
            shapes
        }
        Swatch::Piece(colour) => {
            let rim = if *colour == Colour::Black {
                palette.black_piece_rim
            } else {
                palette.piece_rim
            };
            vec![Shape::Circle {
                centre: c,
                radius: geometry::PIECE_RADIUS * TILE_PX,
                fill: Some(palette.player(*colour)),
                stroke: Some(Stroke::solid(0.04 * TILE_PX, rim)),
            }]
        }
        Swatch::Skipped => vec![tile, Shape::disc(c, tile_r, palette.skipped)],
        Swatch::Lit => vec![
            tile,
            Shape::ring(c, tile_r * 0.8, 0.08 * TILE_PX, palette.lit),
        ],
        Swatch::Changed => vec![
            tile,
            Shape::disc(c, tile_r, palette.changed.with_alpha(170)),
        ],
        Swatch::Ring(kind) => {
            let colour = match kind {
                RingKind::Hover => palette.hover,
                RingKind::Selection => palette.selection,
            };
            vec![tile, Shape::ring(c, tile_r * 1.12, 0.07 * TILE_PX, colour)]
        }
        Swatch::Heat => {
            let steps = palette.heat.len();
            let w = (cell.width() - 4.0) / steps as f32;
            (0..steps)
                .map(|i| {
                    let t = i as f32 / (steps - 1) as f32;
                    bar(
                        left.x + i as f32 * w,
                        w,
                        16.0,
                        palette.heat_at(t),
                        None,
                        0.0,
                    )
                })
                .collect()
        }
        Swatch::Arrow => {
            let colour = palette.ink(Ink::Arrow);
            let stroke = Stroke::solid(0.035 * TILE_PX, colour);
            vec![
                Shape::line(left, right.offset(-6.0, 0.0), stroke),
                board_paths::arrow_head(right, (1.0, 0.0), 0.16 * TILE_PX, colour),
            ]
        }
        Swatch::LengthBox(ink) => {
            let stroke = Stroke::solid(1.5, palette.ink(*ink));
            let w = cell.width() - 12.0;
            vec![bar(
                left.x + 4.0,
                w,
                16.0,
                palette.label_fill,
                Some(stroke),
                3.0,
            )]
        }
        Swatch::Bar(ink) => {
            let w = cell.width() - 16.0;
            let rect = Rect::from_size(Pt::new(left.x + 6.0, c.y - 9.0), w, 18.0);
            cues::fill_shapes(
                rect,
                palette.ink(*ink),
                cues::fill_of(*ink),
                palette.page,
                palette.text,
                1.0,
            )
        }
        Swatch::Marker(ink, dash) => {
            // The legend's short line at three quarters of the chart's dashes.
            let stroke = dash.stroke(2.5, palette.ink(*ink), 0.75);
            vec![Shape::line(left, right, stroke)]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line breaks before a number, never between it and its unit (the
    /// no-break space stays, and stays whole).
    #[test]
    fn test_wrapping_keeps_a_number_with_its_unit() {
        let nbsp = crate::format::NBSP;
        let text = format!("the hand moves 83,047{nbsp}units");
        let all = font::text_width(&text, 10.0, Weight::Regular);
        let unit = font::text_width("units", 10.0, Weight::Regular);
        let lines = wrap(&text, 10.0, Weight::Regular, all - unit * 0.5);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[1], format!("83,047{nbsp}units"), "{lines:?}");
    }

    #[test]
    fn test_wrap_respects_the_width() {
        let text = "the quick brown fox jumps over the lazy dog again and again";
        let lines = wrap(text, 16.0, Weight::Regular, 120.0);
        assert!(lines.len() > 2);
        for l in &lines {
            assert!(font::text_width(l, 16.0, Weight::Regular) <= 120.0 || !l.contains(' '));
        }
        assert_eq!(lines.join(" "), text);
        assert!(wrap("", 16.0, Weight::Regular, 100.0).is_empty());
    }

    #[test]
    fn test_frame_places_caption_body_and_legend() {
        let palette = Palette::light();
        let body = Drawing::new(200.0, 100.0, palette.page);
        let caption = Caption {
            title: "Title".to_owned(),
            lines: vec!["settings".to_owned()],
        };
        let legend = [LegendEntry::new(Swatch::Bar(Ink::Bars), "bars".to_owned())];
        let f = frame(body, Some(&caption), &legend, palette);
        assert_eq!(f.drawing.texts(Class::Caption), ["Title", "settings"]);
        assert_eq!(f.drawing.texts(Class::Legend), ["bars"]);
        assert!(f.body.min.y > MARGIN + TITLE_SIZE);
        assert!(f.drawing.width > f.body.max.x + LEGEND_GAP);
        assert!(f.drawing.height >= f.body.max.y + MARGIN);
    }
}
