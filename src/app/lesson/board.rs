//! A slide's board: its [`Scene`] laid out by the figure pipeline
//! ([`board_drawing`]) and painted by [`figure_paint::paint`], so the
//! lesson shows exactly the picture an export would; every tile is a
//! clickable widget named like the main board's ("Track tile 17"), so
//! tests and screen readers find it. The legend is the export's legend,
//! drawn at the slide's small-print size.

use egui::{Rect, Role, Sense, Ui, Vec2, WidgetInfo, vec2};

use crate::app::figure_paint;
use crate::figure::board::TILE_RADIUS;
use crate::figure::frame::{LEGEND_SIZE, frame};
use crate::figure::{
    Drawing, LegendEntry, Palette, Scene, TILE_PX, Theme, board_drawing, tile_centre,
};
use crate::model::BoardTile;

/// The figure palette matching the window's theme.
#[must_use]
pub fn palette(ui: &Ui) -> &'static Palette {
    Palette::of(if ui.visuals().dark_mode {
        Theme::Dark
    } else {
        Theme::Light
    })
}

/// Paints `scene` into `rect` (the largest square that fits, centred) and
/// returns the tile clicked, if any (only when `clickable`).
pub fn board(ui: &mut Ui, rect: Rect, scene: &Scene, clickable: bool) -> Option<BoardTile> {
    let drawing = board_drawing(scene, palette(ui));
    let t = figure_paint::paint(ui.painter(), &drawing, rect);
    let base = ui.scope_id().with("lesson_board");
    let radius = TILE_RADIUS * TILE_PX * t.scale;
    let sense = if clickable {
        Sense::click()
    } else {
        Sense::hover()
    };
    let mut clicked = None;
    for (i, tile) in BoardTile::all().into_iter().enumerate() {
        let centre = t.to_screen(tile_centre(tile));
        let r = Rect::from_center_size(centre, Vec2::splat(2.0 * radius));
        let resp = ui.interact(r, base.with(i), sense);
        let name = tile.to_string();
        resp.widget_info(|| WidgetInfo::labeled(Role::Button, clickable, &name));
        if resp.clicked() {
            clicked = Some(tile);
        }
        if clickable {
            resp.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
    }
    clicked
}

/// The size the legend of `entries` takes at text size `size` in `width`.
#[must_use]
pub fn legend_size(ui: &Ui, entries: &[LegendEntry], size: f32, width: f32) -> Vec2 {
    legend_drawing(ui, entries).map_or(Vec2::ZERO, |d| {
        vec2(d.width, d.height) * legend_scale(&d, size, width)
    })
}

/// Paints the legend of `entries` at the top of `rect`, its text `size`
/// points high (or smaller, if `rect` is too narrow).
pub fn legend(ui: &Ui, entries: &[LegendEntry], size: f32, rect: Rect) {
    let Some(d) = legend_drawing(ui, entries) else {
        return;
    };
    let scale = legend_scale(&d, size, rect.width());
    let r = Rect::from_min_size(rect.min, vec2(d.width, d.height) * scale);
    figure_paint::paint(ui.painter(), &d, r);
}

fn legend_scale(d: &Drawing, size: f32, width: f32) -> f32 {
    (size / LEGEND_SIZE).min(width / d.width.max(1.0))
}

/// The legend alone, framed as an export frames it (next to an empty body).
fn legend_drawing(ui: &Ui, entries: &[LegendEntry]) -> Option<Drawing> {
    if entries.is_empty() {
        return None;
    }
    let p = palette(ui);
    let framed = frame(Drawing::new(0.0, 0.0, p.page), None, entries, p);
    Some(framed.drawing)
}
