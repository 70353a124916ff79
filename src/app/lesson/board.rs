//! A slide's board: its [`Scene`] drawn by the window's [`BoardView`]
//! (the figure pipeline, so the lesson shows exactly the picture an export
//! would, with the same tiles to click, hover rings and tooltips), and its
//! legend drawn apart at the slide's small-print size, large enough to read
//! from the back of a room (the board view would scale it with the board):
//! one entry a row beside a board or chart, or entries side by side in rows
//! below it.

use egui::{Rect, Ui, UiBuilder, Vec2, vec2};

use crate::app::board_view::{BoardScene, BoardView};
use crate::app::figure_paint;
use crate::i18n::Tr;
use crate::model::BoardTile;
use crate::render::frame::{LEGEND_SIZE, legend_drawing};
use crate::render::legend_rows::legend_rows;
use crate::render::{Drawing, LegendEntry, Scene};

pub use crate::app::theme::palette;

/// Draws `scene` into `rect` (the largest square that fits) and returns the
/// tile clicked, if any (only when `clickable`).
pub fn board(
    ui: &mut Ui,
    rect: Rect,
    scene: &Scene,
    clickable: bool,
    tr: &Tr,
) -> Option<BoardTile> {
    let board = BoardScene {
        scene: scene.clone(),
        spacing: crate::model::DEFAULT_SPACING,
        edit_mode: false,
    };
    let resp = ui
        .scope_builder(UiBuilder::new().max_rect(rect), |ui| {
            // Clicks only: the lesson's boards hold no drag between frames.
            BoardView::default().ui(ui, &board, false, tr)
        })
        .inner;
    resp.clicked.filter(|_| clickable)
}

/// The size the legend of `entries` takes at text size `size` in `width`.
#[must_use]
pub fn legend_size(ui: &Ui, entries: &[LegendEntry], size: f32, width: f32) -> Vec2 {
    legend(ui, entries).map_or(Vec2::ZERO, |d| {
        vec2(d.width, d.height) * scale(&d, size, width)
    })
}

/// Paints the legend of `entries` at the top left of `rect`, its text
/// `size` points high (or smaller, if `rect` is too narrow).
pub fn paint_legend(ui: &Ui, entries: &[LegendEntry], size: f32, rect: Rect) {
    let Some(d) = legend(ui, entries) else {
        return;
    };
    let r = Rect::from_min_size(
        rect.min,
        vec2(d.width, d.height) * scale(&d, size, rect.width()),
    );
    figure_paint::paint(ui.painter(), &d, r);
}

/// The size the legend of `entries` takes at text size `size` laid out in
/// rows (entries side by side) no wider than `width`.
#[must_use]
pub fn rows_size(ui: &Ui, entries: &[LegendEntry], size: f32, width: f32) -> Vec2 {
    rows(ui, entries, size, width).map_or(Vec2::ZERO, |d| {
        vec2(d.width, d.height) * scale(&d, size, width)
    })
}

/// Paints the legend of `entries` in rows at the top left of `rect`, its
/// text `size` points high: as many entries side by side as `rect`'s width
/// holds.
pub fn paint_rows(ui: &Ui, entries: &[LegendEntry], size: f32, rect: Rect) {
    let Some(d) = rows(ui, entries, size, rect.width()) else {
        return;
    };
    let r = Rect::from_min_size(
        rect.min,
        vec2(d.width, d.height) * scale(&d, size, rect.width()),
    );
    figure_paint::paint(ui.painter(), &d, r);
}

/// Paints the swatch of `entry` alone, as large as a legend's at text size
/// `size`, in the flow of `ui`; its label is its tooltip and its name for
/// a screen reader.
pub fn swatch(ui: &mut Ui, entry: &LegendEntry, size: f32) {
    let alone = [LegendEntry::new(entry.swatch.clone(), "")];
    let Some(d) = rows(ui, &alone, size, f32::INFINITY) else {
        return;
    };
    let (rect, resp) = ui.allocate_exact_size(
        vec2(d.width, d.height) * (size / LEGEND_SIZE),
        egui::Sense::hover(),
    );
    figure_paint::paint(ui.painter(), &d, rect);
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &entry.label));
    resp.on_hover_text(&entry.label);
}

/// The legend in rows as wide as `width` on screen at text size `size`.
fn rows(ui: &Ui, entries: &[LegendEntry], size: f32, width: f32) -> Option<Drawing> {
    let per_point = LEGEND_SIZE / size.max(1.0);
    (!entries.is_empty()).then(|| legend_rows(entries, palette(ui), width * per_point))
}

fn scale(d: &Drawing, size: f32, width: f32) -> f32 {
    (size / LEGEND_SIZE).min(width / d.width.max(1.0))
}

/// The legend as an export draws it.
fn legend(ui: &Ui, entries: &[LegendEntry]) -> Option<Drawing> {
    (!entries.is_empty()).then(|| legend_drawing(entries, palette(ui)))
}
