//! One landscape page per slide of the lesson ([`slide_page`]): the title
//! across the top, the slide's explanation and computed lines on the left
//! (its piece table too), its live part on the right — the board or chart the
//! window shows, built from the same scene or chart and drawn by the same
//! renderer as a figure export — and across the bottom the settings the
//! numbers were computed at, the app's version and the page number.
//!
//! What each slide says is gathered by the workspace (the lesson's texts and
//! facts); this module only lays it out.

use super::{LINE, Paragraph, TextColumn, fitted, footer, footer_height};
use crate::i18n::Tr;
use crate::i18n::words::tick_words;
use crate::render::board_paths::{STOP_MARK, stop_shapes};
use crate::render::font::{self, Weight};
use crate::render::frame::{frame, legend_drawing};
use crate::render::legend_rows::legend_rows;
use crate::render::pdf::{Block, Page, PageSize, Role};
use crate::render::plot::{self, ChartSize};
use crate::render::text::text_at;
use crate::render::{
    Chart, Class, Drawing, Ink, LegendEntry, Palette, PathKind, Pt, Rgba, Scene, Shape, TILE_PX,
    board_drawing,
};

/// The computed lines' colour on paper (the window's, light theme).
pub const FACT_INK: Rgba = Rgba::rgb(0x0b, 0x4f, 0x8a);
/// Margin round the page, as a share of its height.
const MARGIN: f32 = 0.06;
/// Title size, as a share of the page's height.
const TITLE: f32 = 0.05;
/// Body size, as a share of the page's height.
const BODY: f32 = 0.028;
/// Small print (footer, state lines, legends), as a share of the page's height.
const SMALL: f32 = 0.019;
/// The text column's share of the width inside the margins.
const TEXT_SHARE: f32 = 0.45;
/// On a taller page (A4) the text column gives this much of its share to
/// a board per unit of height-to-width above a 16:9 page's…
const TALLER_GIVES: f32 = 0.5;
/// …down to this share: the board, limited by its width there, grows.
const TEXT_SHARE_MIN: f32 = 0.38;
/// Space between columns, as a multiple of the body size.
const COLUMN_GAP: f32 = 1.5;
/// The smallest share of the body size the text is set at to make room for
/// a board's legend below it (slide 1 in German, ten lines and a legend
/// naming each piece brought out, needs 0.83: 13.8 pt on A4, else its
/// board drops to 0.58 of the page).
const LEGEND_TEXT_SMALLEST: f32 = 0.8;
/// The smallest share of the small print a legend below the text column is
/// set at (else it goes beneath the board).
const ASIDE_SMALLEST: f32 = 0.8;
/// The track tiles' numbers on a printed board, in tile spacings (as large
/// as the board holds: see [`crate::render::tile_numbers::layout`]).
const PRINTED_NUMBERS: f32 = 0.34;

/// A slide's board or chart, as the window shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Visual {
    /// Nothing (the numbers could not be computed).
    None,
    /// A board, with its legend.
    Board(Scene),
    /// A chart, with its legend.
    Chart(Chart),
}

/// One row of a slide's piece table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRow {
    /// The piece whose path colour marks the row (none: no mark).
    pub piece: Option<u8>,
    /// Its name ("1 → d").
    pub name: String,
    /// Units.
    pub units: String,
    /// Centimetres.
    pub cm: String,
}

/// Everything one slide's page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SlideSheet {
    /// The heading.
    pub title: String,
    /// The explanation, a paragraph each.
    pub body: Vec<String>,
    /// The computed lines.
    pub facts: Vec<String>,
    /// The piece table's heads and rows, if the slide has one.
    pub table: Option<([String; 2], Vec<TableRow>)>,
    /// Lines of the live part above its board or chart (the state shown).
    pub state: Vec<String>,
    /// The board or chart.
    pub visual: Visual,
    /// What the board or chart shows, for a screen reader.
    pub alt: String,
    /// The settings the numbers were computed at.
    pub settings: String,
    /// The right end of the footer: the app's version and the page number.
    pub page_label: String,
}

/// The page of `sheet` in `size`, drawn with `palette`, numbers in `tr`'s
/// language.
///
/// # Errors
/// When a chart cannot be laid out (plotters).
pub fn slide_page(
    sheet: &SlideSheet,
    size: PageSize,
    palette: &Palette,
    tr: &Tr,
) -> Result<Page, plot::PlotError> {
    let (w, h) = (size.width, size.height);
    let m = h * MARGIN;
    let inner = w - 2.0 * m;
    let small = h * SMALL;
    let mut blocks = Vec::new();
    // The title.
    let title_size = h * TITLE;
    let title = TextColumn {
        paragraphs: vec![Paragraph {
            text: sheet.title.clone(),
            scale: 1.0,
            weight: Weight::Bold,
            colour: palette.text,
            role: Role::Heading,
        }],
    };
    let title_size = title.fit(title_size, inner, title_size * LINE * 2.0);
    let (mut title_blocks, title_h) = title.blocks(Pt::new(m, m), title_size, inner);
    blocks.append(&mut title_blocks);
    // The footer: settings left, version and page right (on two lines
    // when the settings need them).
    let footer_y = h - m * 0.7 - footer_height(&sheet.settings, &sheet.page_label, inner, small);
    let top = m + title_h;
    let bottom = footer_y - small;
    // The text column.
    let body = h * BODY;
    // A square board on a taller page is held by its width: the text
    // column gives it some (a chart takes any shape and keeps its share).
    let taller = match sheet.visual {
        Visual::Board(_) => (h / w - 9.0 / 16.0).max(0.0),
        Visual::Chart(_) | Visual::None => 0.0,
    };
    let text_w = inner * (TEXT_SHARE - taller * TALLER_GIVES).max(TEXT_SHARE_MIN);
    let column = text_column(sheet, palette);
    let table_h = |s: f32| {
        sheet
            .table
            .as_ref()
            .map_or(0.0, |(_, rows)| (rows.len() + 1) as f32 * s * LINE)
    };
    let fits = |s: f32, room: f32| column.height(s, text_w) + table_h(s) <= room;
    let fit = |room: f32| {
        let mut size = column.fit(body, text_w, room);
        while size > body * 0.5 && !fits(size, room) {
            size *= 0.95;
        }
        // Steps of 5 % may leave most of a step unused (slide 1's text and
        // legend in German): take back what still fits.
        if fits(size, room) {
            let mut over = (size / 0.95).min(body);
            for _ in 0..8 {
                let mid = (size + over) / 2.0;
                if fits(mid, room) {
                    size = mid;
                } else {
                    over = mid;
                }
            }
        }
        size
    };
    // A board's legend below the text leaves the board the live part's
    // whole height: the text is set a little smaller for it if it must be,
    // never below [`LEGEND_TEXT_SMALLEST`] of the body size. A legend of
    // many entries (slide 1's) sets them side by side where one a row
    // leaves the text too little room (see [`aside_layouts`]).
    let legend_hs: Vec<f32> = match &sheet.visual {
        Visual::Board(scene) if !scene.legend.is_empty() => {
            aside_layouts(&scene.legend, palette, text_w, small)
                .iter()
                .map(|l| l.height * aside_scale(l, text_w, f32::INFINITY, small) + small)
                .collect()
        }
        Visual::Board(_) | Visual::Chart(_) | Visual::None => Vec::new(),
    };
    let body_size = legend_hs
        .iter()
        .map(|legend_h| fit(bottom - top - legend_h))
        .find(|with_legend| *with_legend >= body * LEGEND_TEXT_SMALLEST)
        .unwrap_or_else(|| fit(bottom - top));
    let (mut text_blocks, used) = column.blocks(Pt::new(m, top), body_size, text_w);
    blocks.append(&mut text_blocks);
    // What the text column leaves free below it: a board's legend goes
    // there when it fits, so that the board takes the live part's height.
    let aside_top = top + used + table_h(body_size) + body_size * 0.5;
    let aside = Aside {
        at: Pt::new(m, aside_top),
        width: text_w,
        height: (bottom - aside_top).max(0.0),
    };
    if let Some((head, rows)) = &sheet.table {
        blocks.extend(table_blocks(
            head,
            rows,
            body_size,
            text_w,
            Pt::new(m, top + used),
            palette,
        ));
    }
    // The live part.
    let live_x = m + text_w + body * COLUMN_GAP;
    let live_w = w - m - live_x;
    let state = TextColumn {
        paragraphs: sheet
            .state
            .iter()
            .map(|s| Paragraph::body(s.clone(), palette.text))
            .collect(),
    };
    let (mut state_blocks, state_h) = state.blocks(Pt::new(live_x, top), small * 1.2, live_w);
    blocks.append(&mut state_blocks);
    let live_top = top + state_h;
    let live_h = bottom - live_top;
    blocks.extend(visual_block(
        sheet,
        Pt::new(live_x, live_top),
        live_w,
        live_h,
        aside,
        small,
        palette,
        tr,
    )?);
    blocks.push(footer(
        &sheet.settings,
        &sheet.page_label,
        m,
        footer_y,
        inner,
        small,
        palette.muted,
    ));
    Ok(Page {
        size,
        background: palette.page,
        blocks,
    })
}

/// The explanation, then the computed lines in their colour.
fn text_column(sheet: &SlideSheet, palette: &Palette) -> TextColumn {
    let fact = if palette.theme == crate::render::Theme::Light {
        FACT_INK
    } else {
        palette.text
    };
    TextColumn {
        paragraphs: sheet
            .body
            .iter()
            .map(|p| Paragraph::body(p.clone(), palette.text))
            .chain(sheet.facts.iter().map(|f| Paragraph::body(f.clone(), fact)))
            .collect(),
    }
}

/// The room the text column leaves below it.
#[derive(Clone, Copy, Debug)]
struct Aside {
    at: Pt,
    width: f32,
    height: f32,
}

/// The board (framed as a figure export, its track tiles numbered, its
/// legend below the text column where that has room, else beneath it) or
/// the chart (laid out at its place's size, its legend beneath) in `width`
/// × `height` at `at`.
#[expect(
    clippy::too_many_arguments,
    reason = "the page's places and sizes, each used once"
)]
fn visual_block(
    sheet: &SlideSheet,
    at: Pt,
    width: f32,
    height: f32,
    aside: Aside,
    small: f32,
    palette: &Palette,
    tr: &Tr,
) -> Result<Vec<Block>, plot::PlotError> {
    let role = Role::Figure(sheet.alt.clone());
    Ok(match &sheet.visual {
        Visual::None => Vec::new(),
        Visual::Board(scene) => {
            // On paper the tiles are always numbered: a student finds a
            // tile the text names by its number.
            let numbered = Scene {
                tile_numbers: Some(PRINTED_NUMBERS),
                ..scene.clone()
            };
            let mut board = frame(board_drawing(&numbered, palette), None, &[], palette).drawing;
            board.background = Rgba::default();
            board.title.clone_from(&sheet.alt);
            let centred = |b: Block| {
                let x = at.x + (width - b.drawing.width * b.scale).max(0.0) / 2.0;
                Block {
                    at: Pt::new(x, at.y),
                    ..b
                }
            };
            if scene.legend.is_empty() {
                return Ok(vec![centred(fitted(board, at, width, height, 4.0, role))]);
            }
            // Below the text, the legend leaves the board the whole height;
            // there it may be set a little smaller than
            // the small print, as long as the board gains the whole height:
            // one entry a row, else its entries side by side.
            let wanted = small / crate::render::frame::LEGEND_SIZE;
            let beside = aside_layouts(&scene.legend, palette, aside.width, small)
                .into_iter()
                .map(|l| {
                    let s = aside_scale(&l, aside.width, aside.height, small);
                    (l, s)
                })
                .find(|(_, s)| *s >= wanted * ASIDE_SMALLEST);
            if let Some((legend, aside_scale)) = beside {
                let board_block = centred(fitted(board, at, width, height, 4.0, role));
                let legend_y = aside.at.y + aside.height - legend.height * aside_scale;
                return Ok(vec![
                    board_block,
                    Block {
                        drawing: legend,
                        at: Pt::new(aside.at.x, legend_y),
                        scale: aside_scale,
                        role: Role::Paragraph,
                    },
                ]);
            }
            let mut legend = legend_drawing(&scene.legend, palette);
            legend.background = Rgba::default();
            let scale_in =
                |w: f32| (small / crate::render::frame::LEGEND_SIZE).min(w / legend.width.max(1.0));
            let legend_scale = scale_in(width);
            let legend_h = legend.height * legend_scale;
            let board_block = centred(fitted(
                board,
                at,
                width,
                (height - legend_h).max(height * 0.5),
                4.0,
                role,
            ));
            let below = board_block.drawing.height * board_block.scale;
            let x = board_block.at.x;
            return Ok(vec![
                board_block,
                Block {
                    drawing: legend,
                    at: Pt::new(x, at.y + below),
                    scale: legend_scale,
                    role: Role::Paragraph,
                },
            ]);
        }
        Visual::Chart(chart) => {
            let entries = chart.legend();
            let legend = (!entries.is_empty()).then(|| legend_drawing(&entries, palette));
            // The legend's text at the page's small print, or narrower.
            let legend_scale = legend.as_ref().map_or(1.0, |l| {
                (small / crate::render::frame::LEGEND_SIZE).min(width / l.width.max(1.0))
            });
            let legend_h = legend.as_ref().map_or(0.0, |l| l.height * legend_scale);
            let plot_h = (height - legend_h).max(height * 0.5);
            let size = ChartSize::with_text(width, plot_h, small);
            let mut d = plot::chart_drawing_sized(chart, palette, &tick_words(tr), size)?;
            let chart_h = d.height;
            if let Some(mut l) = legend {
                // One drawing: the legend scaled into the chart's space.
                for item in &mut l.items {
                    scale_shape(&mut item.shape, legend_scale);
                }
                d.append_at(l, 0.0, chart_h);
                d.height = chart_h + legend_h;
            }
            d.background = Rgba::default();
            d.title.clone_from(&sheet.alt);
            vec![fitted(d, at, width, height, 1.0, role)]
        }
    })
}

/// A board's legend for the room below the text column, `width` wide at
/// the small print `small`, in the order tried: one entry a row, then its
/// entries side by side in rows of that width, then in the longer rows of
/// the smallest print that room takes ([`ASIDE_SMALLEST`]); on a clear
/// background.
fn aside_layouts(
    legend: &[LegendEntry],
    palette: &Palette,
    width: f32,
    small: f32,
) -> [Drawing; 3] {
    let wanted = small / crate::render::frame::LEGEND_SIZE;
    [
        legend_drawing(legend, palette),
        legend_rows(legend, palette, width / wanted),
        legend_rows(legend, palette, width / (wanted * ASIDE_SMALLEST)),
    ]
    .map(|mut d| {
        d.background = Rgba::default();
        d
    })
}

/// The scale `legend` is set at in `width` × `height`: the small print
/// `small`, or less where the room is narrower or shorter.
fn aside_scale(legend: &Drawing, width: f32, height: f32, small: f32) -> f32 {
    (small / crate::render::frame::LEGEND_SIZE)
        .min(width / legend.width.max(1.0))
        .min(height / legend.height.max(1.0))
}

/// Scales a shape about the origin (points, radii, widths and text).
fn scale_shape(shape: &mut Shape, s: f32) {
    let sc = |p: &mut Pt| *p = Pt::new(p.x * s, p.y * s);
    match shape {
        Shape::Line { from, to, stroke } => {
            sc(from);
            sc(to);
            stroke.width *= s;
        }
        Shape::Polyline { points, stroke } => {
            points.iter_mut().for_each(sc);
            stroke.width *= s;
        }
        Shape::Polygon { points, stroke, .. } => {
            points.iter_mut().for_each(sc);
            if let Some(st) = stroke {
                st.width *= s;
            }
        }
        Shape::Circle {
            centre,
            radius,
            stroke,
            ..
        } => {
            sc(centre);
            *radius *= s;
            if let Some(st) = stroke {
                st.width *= s;
            }
        }
        Shape::Rect {
            rect,
            radius,
            stroke,
            ..
        } => {
            sc(&mut rect.min);
            sc(&mut rect.max);
            *radius *= s;
            if let Some(st) = stroke {
                st.width *= s;
            }
        }
        Shape::Text(t) => {
            sc(&mut t.at);
            t.size *= s;
        }
    }
}

/// The piece table at `at`: a mark in each piece's path colour (its
/// number inside, and lighter or darker than the others' so that the marks
/// differ in greyscale too), the name, and the numbers right-aligned under
/// their heads; a block per cell, tagged as a table's cells.
fn table_blocks(
    head: &[String; 2],
    rows: &[TableRow],
    size: f32,
    width: f32,
    at: Pt,
    palette: &Palette,
) -> Vec<Block> {
    let line = size * LINE;
    let ascent = font::metrics(Weight::Regular).ascent * size;
    let col_w = |i: usize| -> f32 {
        rows.iter()
            .map(|r| if i == 0 { &r.units } else { &r.cm })
            .chain(std::iter::once(&head[i]))
            .map(|t| font::text_width(t, size, Weight::Regular))
            .fold(0.0, f32::max)
    };
    let gap = size;
    let name_w = rows
        .iter()
        .map(|r| font::text_width(&r.name, size, Weight::Regular))
        .fold(0.0, f32::max);
    let cm_right = width.min(size * 1.5 + name_w + gap + col_w(0) + gap + col_w(1));
    let units_right = cm_right - col_w(1) - gap;
    // One cell: its drawing spans `left..right` of row `row`.
    let cell = |row: usize, head: bool, left: f32, right: f32, items: Vec<(Class, Shape)>| {
        let mut d = Drawing::new((right - left).max(1.0), line, Rgba::default());
        for (class, shape) in items {
            d.push(class, shape);
        }
        Block {
            drawing: d,
            at: Pt::new(at.x + left, at.y + line * row as f32),
            scale: 1.0,
            role: Role::Cell { row, head },
        }
    };
    // Text right-aligned at `right` within a cell `left..right`.
    let right_text = |text: &str, left: f32, right: f32, colour: Rgba| {
        let w = font::text_width(text, size, Weight::Regular);
        (
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(right - left - w, ascent),
                text.to_owned(),
                size,
                Weight::Regular,
                colour,
            )),
        )
    };
    let units_left = units_right - col_w(0);
    let cm_left = cm_right - col_w(1);
    let mut blocks = vec![
        cell(0, true, 0.0, units_left - gap, Vec::new()),
        cell(
            0,
            true,
            units_left,
            units_right,
            vec![right_text(&head[0], units_left, units_right, palette.muted)],
        ),
        cell(
            0,
            true,
            cm_left,
            cm_right,
            vec![right_text(&head[1], cm_left, cm_right, palette.muted)],
        ),
    ];
    for (i, r) in rows.iter().enumerate() {
        let row = i + 1;
        let mut name = Vec::new();
        if let Some(p) = r.piece {
            name.extend(piece_mark(p, size, ascent, palette));
        }
        name.push((
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(size * 1.2, ascent),
                r.name.clone(),
                size,
                Weight::Regular,
                FACT_INK,
            )),
        ));
        blocks.push(cell(row, true, 0.0, units_left - gap, name));
        blocks.push(cell(
            row,
            false,
            units_left,
            units_right,
            vec![right_text(&r.units, units_left, units_right, FACT_INK)],
        ));
        blocks.push(cell(
            row,
            false,
            cm_left,
            cm_right,
            vec![right_text(&r.cm, cm_left, cm_right, FACT_INK)],
        ));
    }
    blocks
}

/// Piece `p`'s mark in a table row whose text's baseline is at `ascent`:
/// the marker its path on the board stops at (its own shape, its number in
/// it, in its path's colour), so that the row and the path match in
/// greyscale too.
fn piece_mark(p: u8, size: f32, ascent: f32, palette: &Palette) -> Vec<(Class, Shape)> {
    let k = size * 0.42 / (STOP_MARK * TILE_PX);
    let centre = Pt::new(size * 0.5 / k, (ascent - size * 0.35) / k);
    stop_shapes(PathKind::Solution, Ink::Piece(p), centre, palette)
        .into_iter()
        .map(|mut shape| {
            scale_shape(&mut shape, k);
            (Class::Legend, shape)
        })
        .collect()
}
