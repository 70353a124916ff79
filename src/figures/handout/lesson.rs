//! One landscape page per slide of the lesson ([`slide_page`]): the title
//! across the top, the slide's explanation and computed lines on the left
//! (its piece table too), its live part on the right — the board or chart the
//! window shows, built from the same scene or chart and drawn by the same
//! renderer as a figure export — and across the bottom the settings the
//! numbers were computed at, the app's version and the page number.
//!
//! What each slide says is gathered by the workspace (the lesson's texts and
//! facts); this module only lays it out.

use super::{LINE, Paragraph, TextColumn, fitted, footer};
use crate::i18n::Tr;
use crate::i18n::words::tick_words;
use crate::render::font::{self, Weight};
use crate::render::frame::{frame, legend_drawing};
use crate::render::pdf::{Block, Page, PageSize, Role};
use crate::render::plot::{self, ChartSize};
use crate::render::text::text_at;
use crate::render::{Chart, Class, Drawing, Palette, Pt, Rgba, Scene, Shape, board_drawing};

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
/// Space between columns, as a multiple of the body size.
const COLUMN_GAP: f32 = 1.5;

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
    // The footer: settings left, version and page right.
    let footer_y = h - m * 0.7 - small * LINE;
    let top = m + title_h;
    let bottom = footer_y - small;
    // The text column.
    let body = h * BODY;
    let text_w = inner * TEXT_SHARE;
    let column = text_column(sheet, palette);
    let table_h = |s: f32| {
        sheet
            .table
            .as_ref()
            .map_or(0.0, |(_, rows)| (rows.len() + 1) as f32 * s * LINE)
    };
    let mut body_size = column.fit(body, text_w, bottom - top);
    while body_size > body * 0.5
        && column.height(body_size, text_w) + table_h(body_size) > bottom - top
    {
        body_size *= 0.95;
    }
    let (mut text_blocks, used) = column.blocks(Pt::new(m, top), body_size, text_w);
    blocks.append(&mut text_blocks);
    if let Some((head, rows)) = &sheet.table {
        blocks.push(Block {
            drawing: table_drawing(head, rows, body_size, text_w, palette),
            at: Pt::new(m, top + used),
            scale: 1.0,
            role: Role::Paragraph,
        });
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

/// The board (framed with its legend, as a figure export) or the chart (laid
/// out at its place's size, its legend beneath) in `width` × `height` at `at`.
fn visual_block(
    sheet: &SlideSheet,
    at: Pt,
    width: f32,
    height: f32,
    small: f32,
    palette: &Palette,
    tr: &Tr,
) -> Result<Vec<Block>, plot::PlotError> {
    let role = Role::Figure(sheet.alt.clone());
    Ok(match &sheet.visual {
        Visual::None => Vec::new(),
        Visual::Board(scene) => {
            // The board as a figure export frames it, its legend beneath at
            // the page's small print (scaled with the board it would shrink).
            let mut board = frame(board_drawing(scene, palette), None, &[], palette).drawing;
            board.background = Rgba::default();
            board.title.clone_from(&sheet.alt);
            if scene.legend.is_empty() {
                return Ok(vec![fitted(board, at, width, height, 4.0, role)]);
            }
            let mut legend = legend_drawing(&scene.legend, palette);
            legend.background = Rgba::default();
            let legend_scale =
                (small / crate::render::frame::LEGEND_SIZE).min(width / legend.width.max(1.0));
            let legend_h = legend.height * legend_scale;
            let board_block = fitted(
                board,
                at,
                width,
                (height - legend_h).max(height * 0.5),
                4.0,
                role,
            );
            let below = board_block.drawing.height * board_block.scale;
            let x = at.x + (width - board_block.drawing.width * board_block.scale).max(0.0) / 2.0;
            let board_block = Block {
                at: Pt::new(x, at.y),
                ..board_block
            };
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

/// The piece table: a mark in each piece's path colour, the name, and the
/// numbers right-aligned under their heads.
fn table_drawing(
    head: &[String; 2],
    rows: &[TableRow],
    size: f32,
    width: f32,
    palette: &Palette,
) -> Drawing {
    let line = size * LINE;
    let mut d = Drawing::new(width, line * (rows.len() + 1) as f32, Rgba::default());
    d.title = head.join(" · ");
    let ascent = font::metrics(Weight::Regular).ascent * size;
    let col_w = |i: usize| -> f32 {
        rows.iter()
            .map(|r| if i == 0 { &r.units } else { &r.cm })
            .chain(std::iter::once(&head[i]))
            .map(|t| font::text_width(t, size, Weight::Regular))
            .fold(0.0, f32::max)
    };
    let gap = size;
    let cm_right = width.min(
        size * 1.5
            + rows
                .iter()
                .map(|r| font::text_width(&r.name, size, Weight::Regular))
                .fold(0.0, f32::max)
            + gap
            + col_w(0)
            + gap
            + col_w(1),
    );
    let units_right = cm_right - col_w(1) - gap;
    let put = |text: &str, right: f32, y: f32, colour: Rgba, d: &mut Drawing| {
        let w = font::text_width(text, size, Weight::Regular);
        d.push(
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(right - w, y),
                text.to_owned(),
                size,
                Weight::Regular,
                colour,
            )),
        );
    };
    put(&head[0], units_right, ascent, palette.muted, &mut d);
    put(&head[1], cm_right, ascent, palette.muted, &mut d);
    for (i, r) in rows.iter().enumerate() {
        let y = line * (i + 1) as f32 + ascent;
        if let Some(p) = r.piece {
            d.push(
                Class::Legend,
                Shape::Circle {
                    centre: Pt::new(size * 0.45, y - size * 0.35),
                    radius: size * 0.35,
                    fill: Some(palette.piece_path(p)),
                    stroke: None,
                },
            );
        }
        d.push(
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(size * 1.2, y),
                r.name.clone(),
                size,
                Weight::Regular,
                FACT_INK,
            )),
        );
        put(&r.units, units_right, y, FACT_INK, &mut d);
        put(&r.cm, cm_right, y, FACT_INK, &mut d);
    }
    d
}
