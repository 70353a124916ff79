//! Shows a [`Chart`] (the export's description of a chart) with egui_plot,
//! so the window's chart and the exported one come from the same data:
//! the same bars, colours, markers, axis titles and tick labels.
//!
//! Besides its colour, every bar carries its pattern (pruned calls and lost
//! optima hatched, kept optima framed, from [`crate::render::cues`]), painted
//! over egui_plot's bars, and the legend under the chart shows the same
//! swatches as the export's, each followed by its name as a label. In Present
//! mode the chart's text and lines grow with the window
//! ([`crate::app::present::chart_text`]).
//!
//! A bar's hover text is the figure's own formatted tooltip, shown as an egui
//! tooltip beside the pointer, which the window keeps on screen, rather than
//! egui_plot's label at the bar's corner, which the plot's edge cuts off and
//! which prints raw numbers.

use crate::render::Dash;
use egui::{Color32, Rect, TextStyle, Ui, vec2};
use egui_plot::{
    Bar, BarChart, GridInput, GridMark, LineStyle, Plot, PlotPoint, PlotTransform, VLine,
};

use crate::app::figure_paint;
use crate::i18n::Lang;
use crate::render::cues::{Fill, fill_of, fill_shapes};
use crate::render::frame::{LEGEND_SIZE, ROW_H, SWATCH_W, legend_drawing};
use crate::render::{Bar as FigBar, Chart, Drawing, Item, LegendEntry, Palette, Rgba, YFormat};

/// Height of a chart in the window, in points.
pub const CHART_HEIGHT: f32 = 240.0;
/// The window's ordinary text size the chart's height goes with.
const ORDINARY_TEXT: f32 = 14.0;
/// Width of a marker line at the ordinary text size.
const MARKER_WIDTH: f32 = 2.0;
/// Up to this many decades, a log scale labels each power of ten.
const LOG_DECADES_EACH: u32 = 6;

fn colour(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

/// Shows `chart` as a fixed (no zoom or drag) egui_plot with a legend
/// beneath; in Present mode with its text, height and lines grown for the room.
pub fn chart_ui(ui: &mut Ui, id: &str, chart: &Chart, palette: &Palette, lang: Lang) {
    match crate::app::present::chart_text(ui.ctx()) {
        Some(text) => {
            ui.scope(|ui| {
                for style in [TextStyle::Body, TextStyle::Small, TextStyle::Button] {
                    if let Some(font) = ui.style_mut().text_styles.get_mut(&style) {
                        font.size = text;
                    }
                }
                chart_sized(ui, id, chart, palette, lang, text);
            });
        }
        None => chart_sized(ui, id, chart, palette, lang, ORDINARY_TEXT),
    }
}

/// [`chart_ui`] with its text `text` points high.
fn chart_sized(ui: &mut Ui, id: &str, chart: &Chart, palette: &Palette, lang: Lang, text: f32) {
    let scale = (text / ORDINARY_TEXT).max(1.0);
    // Tick labels in the window's language, one copy for each axis.
    let x_words = crate::i18n::words::tick_words(crate::i18n::Tr::shared(lang));
    let y_words = x_words.clone();
    let ticks = chart.x_ticks();
    let step = chart.x_tick_step();
    let (x0, x1) = chart.x_range();
    let labels = chart.clone();
    let y_labels = chart.clone();
    let log = chart.y_format == YFormat::Log10;
    // A log scale gets a mark at powers of ten only: every one, or every
    // second when there are many (so that egui_plot keeps their labels).
    let decades = chart.y_max().ceil().max(1.0) as u32;
    let every = if decades > LOG_DECADES_EACH { 2 } else { 1 };
    let plot = Plot::new(id);
    let plot = if log {
        plot.y_grid_spacer(move |_: GridInput| {
            (0..=decades)
                .step_by(every)
                .map(|k| GridMark {
                    value: f64::from(k),
                    step_size: f64::from(every as u32),
                })
                .collect()
        })
    } else {
        plot
    };
    let shown = plot
        .height(CHART_HEIGHT * scale)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .include_x(x0)
        .include_x(x1)
        .include_y(0.0)
        .include_y(chart.y_max())
        .x_axis_label(chart.x_title.clone())
        .y_axis_label(chart.y_title.clone())
        .x_grid_spacer(move |_: GridInput| {
            ticks
                .iter()
                .map(|v| GridMark {
                    value: *v,
                    step_size: step,
                })
                .collect()
        })
        .x_axis_formatter(move |mark, _| labels.x_label(mark.value, &x_words))
        .y_axis_formatter(move |mark, _| y_labels.y_label(mark.value, &y_words))
        .show(ui, |plot| {
            for series in &chart.series {
                let fill = colour(palette.ink(series.ink));
                let bars = series
                    .bars
                    .iter()
                    .map(|b| {
                        Bar::new(b.x, b.value)
                            .base_offset(b.base)
                            .width(series.width)
                            .name(b.tooltip.clone())
                            .fill(fill)
                    })
                    .collect();
                plot.bar_chart(
                    BarChart::new(series.name.clone(), bars)
                        .color(fill)
                        // The tooltip comes from the figure (below), not egui_plot.
                        .element_formatter(Box::new(|_, _| String::new())),
                );
            }
            for m in &chart.markers {
                let line = VLine::new(m.name.clone(), m.x)
                    .color(colour(palette.ink(m.ink)))
                    .width(MARKER_WIDTH * scale);
                plot.vline(line.style(match m.dash {
                    Dash::Solid => LineStyle::Solid,
                    Dash::Dashed => LineStyle::dashed_loose(),
                    Dash::Dotted => LineStyle::Dotted {
                        spacing: 5.0 * scale,
                    },
                    Dash::LongDashed => LineStyle::Dashed {
                        length: 20.0 * scale,
                    },
                }));
            }
        });
    let patterns = bar_patterns(chart, palette, &shown.transform, scale);
    let frame = *shown.transform.frame();
    figure_paint::paint(&ui.painter().with_clip_rect(frame), &patterns, frame);
    legend_ui(ui, &chart.legend(), palette, text);
    if let Some(pos) = shown.response.hover_pos() {
        let at = shown.transform.value_from_position(pos);
        if let Some(bar) = bar_at(chart, at.x, at.y) {
            shown.response.on_hover_text(bar.tooltip.clone());
        }
    }
}

/// The patterns of `chart`'s bars (stripes and frames, over egui_plot's
/// plain bars) in the plot's screen frame, as a drawing of the frame's size.
#[must_use]
pub fn bar_patterns(chart: &Chart, palette: &Palette, t: &PlotTransform, scale: f32) -> Drawing {
    let frame = *t.frame();
    let mut d = Drawing::new(
        frame.width(),
        frame.height(),
        Rgba::rgb(0, 0, 0).with_alpha(0),
    );
    for series in &chart.series {
        let pattern = fill_of(series.ink);
        if pattern == Fill::Solid {
            continue;
        }
        let fill = palette.ink(series.ink);
        for b in &series.bars {
            let at = |x: f64, y: f64| {
                let p = t.position_from_point(&PlotPoint::new(x, y)) - frame.min.to_vec2();
                crate::render::Pt::new(p.x, p.y)
            };
            let (a, c) = (
                at(b.x - series.width / 2.0, b.base + b.value),
                at(b.x + series.width / 2.0, b.base),
            );
            let rect = crate::render::Rect { min: a, max: c };
            // Above the bar lies egui_plot's own, in the same colour.
            for shape in fill_shapes(rect, fill, pattern, palette.page, palette.text, scale)
                .into_iter()
                .skip(1)
            {
                d.items.push(Item {
                    class: crate::render::Class::Chart,
                    shape,
                    tooltip: None,
                });
            }
        }
    }
    d
}

/// The legend beneath a chart: each entry's swatch as the export draws it
/// (with its pattern), then its name as a label, `text` points high.
fn legend_ui(ui: &mut Ui, entries: &[LegendEntry], palette: &Palette, text: f32) {
    let k = text / LEGEND_SIZE;
    ui.horizontal_wrapped(|ui| {
        for entry in entries {
            let swatch = legend_drawing(
                &[LegendEntry::new(entry.swatch.clone(), String::new())],
                palette,
            );
            let (rect, _) = ui.allocate_exact_size(vec2(SWATCH_W, ROW_H) * k, egui::Sense::hover());
            let d = Drawing {
                width: SWATCH_W,
                height: ROW_H,
                ..swatch
            };
            figure_paint::paint(ui.painter(), &d, Rect::from_min_size(rect.min, rect.size()));
            ui.label(egui::RichText::new(&entry.label).size(text));
            ui.add_space(text * 0.6);
        }
    });
}

/// The bar under plot point (`x`, `y`): the one whose column holds `x`, and
/// of stacked bars the one holding `y` (the top one above them all).
#[must_use]
pub fn bar_at(chart: &Chart, x: f64, y: f64) -> Option<&FigBar> {
    let column: Vec<&FigBar> = chart
        .series
        .iter()
        .flat_map(|s| {
            s.bars
                .iter()
                .filter(move |b| (x - b.x).abs() <= s.width / 2.0)
        })
        .collect();
    column
        .iter()
        .find(|b| (b.base..=b.base + b.value).contains(&y))
        .or_else(|| {
            column
                .iter()
                .max_by(|a, b| (a.base + a.value).total_cmp(&(b.base + b.value)))
        })
        .copied()
}
