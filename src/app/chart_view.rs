//! Shows a [`Chart`] (the export's description of a chart) in the window:
//! the renderer lays it out at the window's own size and text size
//! ([`plot::chart_layout`]) and [`figure_paint`] paints the drawing, so the
//! window's chart and the exported one are the same axes, ticks, bars,
//! patterns, bar labels and markers by construction. Every chart in the
//! window goes through here: Explore's, the sweep, the effort chart and the
//! lesson's slides.
//!
//! Hovering a bar or a marker outlines it and shows its tooltip beside the
//! pointer (the figure's own formatted text, the SVG's `<title>`), found by
//! the renderer's hit test ([`plot::ChartLayout::hit`]). The legend under a
//! chart shows the export's swatches, each followed by its name as a label
//! (so a screen reader and the tests find it). In Present mode the chart's
//! text and lines grow with the window ([`crate::app::present::chart_text`]).

use std::sync::Arc;

use egui::{Id, Rect, Response, Role, Sense, StrokeKind, Ui, Vec2, WidgetInfo, vec2};

use crate::app::figure_paint;
use crate::i18n::words::tick_words;
use crate::i18n::{Lang, Tr};
use crate::render::frame::{LEGEND_SIZE, ROW_H, SWATCH_W, legend_drawing};
use crate::render::plot::{self, ChartSize};
use crate::render::{Chart, Drawing, LegendEntry, Palette};

/// Height of a chart in the window, in points.
pub const CHART_HEIGHT: f32 = 240.0;
/// The window's ordinary text size the chart's height goes with.
const ORDINARY_TEXT: f32 = 14.0;
/// Width of the hovered bar's or marker's outline, in points.
const HOVER_STROKE: f32 = 2.0;

/// Shows `chart` the width of the available room with its legend beneath
/// (`id` tells it apart from the window's other charts); in Present mode
/// with its text, height and lines grown for the room.
pub fn chart_ui(ui: &mut Ui, id: &str, chart: &Chart, palette: &'static Palette, lang: Lang) {
    let text = crate::app::present::chart_text(ui.ctx()).unwrap_or(ORDINARY_TEXT);
    let scale = (text / ORDINARY_TEXT).max(1.0);
    let size = vec2(ui.available_width(), CHART_HEIGHT * scale);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    paint(
        ui,
        ui.scope_id().with(id),
        chart,
        rect,
        text,
        palette,
        Tr::shared(lang),
    );
    legend_ui(ui, &chart.legend(), palette, text);
}

/// Paints `chart` laid out for `rect`, its ticks numbered in `tr`'s language
/// and its smallest text `text` points (the chart is laid out at the rect's
/// own size, not drawn at the export's and shrunk), and shows the tooltip of
/// the bar or marker under the pointer. Nothing is painted when the chart
/// cannot be laid out.
pub fn paint(
    ui: &Ui,
    id: Id,
    chart: &Chart,
    rect: Rect,
    text: f32,
    palette: &'static Palette,
    tr: &Tr,
) -> Option<Response> {
    let size = ChartSize::with_text(rect.width(), rect.height(), text);
    let layout = laid_out(ui.ctx(), id, chart, size, palette, tr)?;
    let t = figure_paint::paint(ui.painter(), &layout.layout.drawing, rect);
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, chart_name(chart)));
    let hit = response
        .hover_pos()
        .and_then(|pos| layout.layout.hit(chart, t.to_drawing(pos)));
    let Some(hit) = hit else {
        return Some(response);
    };
    let outline = Rect::from_min_max(t.to_screen(hit.outline.min), t.to_screen(hit.outline.max));
    let stroke = egui::Stroke::new(HOVER_STROKE, ui.visuals().widgets.hovered.fg_stroke.color);
    ui.painter()
        .with_clip_rect(rect)
        .rect_stroke(outline, 0.0, stroke, StrokeKind::Outside);
    Some(response.on_hover_text_at_pointer(hit.tooltip))
}

/// What a chart was laid out from, and the layout (kept between frames: a
/// hovered chart repaints with every move of the pointer, and plotters
/// need not lay out the same chart again).
struct Laid {
    chart: Chart,
    size: ChartSize,
    palette: &'static Palette,
    lang: Lang,
    layout: plot::ChartLayout,
}

/// `chart` laid out at `size`, from the last frame's layout under `id` when
/// nothing it was laid out from changed.
fn laid_out(
    ctx: &egui::Context,
    id: Id,
    chart: &Chart,
    size: ChartSize,
    palette: &'static Palette,
    tr: &Tr,
) -> Option<Arc<Laid>> {
    let kept: Option<Arc<Laid>> = ctx.data(|d| d.get_temp(id));
    if let Some(laid) = kept.filter(|l| {
        l.size == size
            && std::ptr::eq(l.palette, palette)
            && l.lang == tr.lang()
            && l.chart == *chart
    }) {
        return Some(laid);
    }
    let layout = plot::chart_layout(chart, palette, &tick_words(tr), size).ok()?;
    let laid = Arc::new(Laid {
        chart: chart.clone(),
        size,
        palette,
        lang: tr.lang(),
        layout,
    });
    ctx.data_mut(|d| d.insert_temp(id, Arc::clone(&laid)));
    Some(laid)
}

/// A chart's name for a screen reader: its axes' titles.
fn chart_name(chart: &Chart) -> String {
    format!("{} · {}", chart.y_title, chart.x_title)
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
            let (rect, _) = ui.allocate_exact_size(Vec2::new(SWATCH_W, ROW_H) * k, Sense::hover());
            let d = Drawing {
                width: SWATCH_W,
                height: ROW_H,
                ..swatch
            };
            figure_paint::paint(ui.painter(), &d, rect);
            ui.label(egui::RichText::new(&entry.label).size(text));
            ui.add_space(text * 0.6);
        }
    });
}
