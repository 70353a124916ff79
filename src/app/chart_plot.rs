//! Shows a [`Chart`] (the export's description of a chart) with egui_plot,
//! so the window's chart and the exported one come from the same data:
//! the same bars, colours, markers, axis titles and tick labels.
//!
//! A bar's hover text is the figure's own formatted tooltip, shown as an egui
//! tooltip beside the pointer, which the window keeps on screen, rather than
//! egui_plot's label at the bar's corner, which the plot's edge cuts off and
//! which prints raw numbers.

use egui::Color32;
use egui_plot::{Bar, BarChart, Corner, GridInput, GridMark, Legend, LineStyle, Plot, VLine};

use crate::i18n::Lang;
use crate::render::{Bar as FigBar, Chart, Palette, Rgba, YFormat};

/// Height of a chart in the window, in points.
pub const CHART_HEIGHT: f32 = 240.0;
/// Up to this many decades, a log scale labels each power of ten.
const LOG_DECADES_EACH: u32 = 6;

fn colour(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

/// Shows `chart` as a fixed (no zoom or drag) egui_plot with a legend.
pub fn chart_ui(ui: &mut egui::Ui, id: &str, chart: &Chart, palette: &Palette, lang: Lang) {
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
        .height(CHART_HEIGHT)
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
        .legend(Legend::default().position(Corner::RightTop))
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
                    .width(2.0);
                plot.vline(if m.dashed {
                    line.style(LineStyle::dashed_loose())
                } else {
                    line
                });
            }
        });
    if let Some(pos) = shown.response.hover_pos() {
        let at = shown.transform.value_from_position(pos);
        if let Some(bar) = bar_at(chart, at.x, at.y) {
            shown.response.on_hover_text(bar.tooltip.clone());
        }
    }
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
