//! The Bits slide's 64 bits, large: sixteen to a row, bit 63 first, each
//! region (start field, track, goal row, units) underlined in its own
//! colour, set bits filled, the bit flipped last ringed. A click flips a bit;
//! so do Space and Enter on the focused bit, the strip being one Tab stop
//! whose arrow keys walk the bits (each a check box for screen readers).

use egui::{Align2, Color32, FontId, Rect, Role, Sense, Stroke, StrokeKind, Ui, WidgetInfo, vec2};

use crate::app::focus::Walk;
use crate::app::theme;
use crate::i18n::Tr;
use crate::model::Bits;
use crate::tr;

/// The bits.
const BITS: u8 = 64;
/// The regions: their lowest bit and colour (highest region first).
const REGIONS: [(u8, Color32); 4] = [
    (60, Color32::from_rgb(0x8e, 0x6c, 0xc0)),
    (20, Color32::from_rgb(0x3a, 0x86, 0xc8)),
    (16, Color32::from_rgb(0x2e, 0x9e, 0x6a)),
    (0, Color32::from_rgb(0xc8, 0x8a, 0x2a)),
];

fn region_colour(bit: u8) -> Color32 {
    REGIONS
        .iter()
        .find(|(low, _)| bit >= *low)
        .map_or(Color32::GRAY, |(_, c)| *c)
}

/// The height the strip takes at `width` with `per_row` bits a row, its
/// key and hex line included.
#[must_use]
pub fn height(width: f32, per_row: u8, text: f32) -> f32 {
    let cell = width / f32::from(per_row.max(1));
    cell * f32::from(BITS / per_row.max(1)) + text * 4.8
}

/// Draws the strip into the top of `rect`; returns the bit clicked.
pub fn strip(
    ui: &mut Ui,
    rect: Rect,
    per_row: u8,
    board: Bits,
    flipped: Option<u8>,
    text: f32,
    tr: &Tr,
) -> Option<u8> {
    let per_row = per_row.clamp(1, BITS);
    let rows = BITS / per_row;
    let cell = rect.width() / f32::from(per_row);
    let painter = ui.painter_at(rect);
    let ink = ui.visuals().text_color();
    let grid = ui.visuals().widgets.noninteractive.bg_stroke;
    let base = ui.scope_id().with("lesson_bits");
    let mut walk = Walk::new(ui, base);
    let mut clicked = None;
    for i in 0..BITS {
        let bit = 63 - i;
        let (row, col) = (f32::from(i / per_row), f32::from(i % per_row));
        let r = Rect::from_min_size(rect.min + vec2(col * cell, row * cell), vec2(cell, cell));
        let inner = r.shrink(cell * 0.08);
        let set = board.contains(bit);
        if set {
            painter.rect_filled(inner, 4.0, theme::SET_BIT);
        }
        painter.rect_stroke(inner, 4.0, grid, StrokeKind::Inside);
        let band = Rect::from_min_max(
            egui::pos2(inner.min.x, inner.max.y - cell * 0.12),
            inner.max,
        );
        painter.rect_filled(band, 0.0, region_colour(bit));
        if flipped == Some(bit) {
            painter.rect_stroke(
                inner,
                4.0,
                Stroke::new(cell * 0.1, theme::CHANGED_BIT),
                StrokeKind::Outside,
            );
        }
        painter.text(
            inner.center() - vec2(0.0, cell * 0.05),
            Align2::CENTER_CENTER,
            bit.to_string(),
            FontId::monospace(cell * 0.36),
            if set { Color32::WHITE } else { ink },
        );
        let resp = ui.interact(r, base.with(bit), walk.sense(Sense::click()));
        walk.add(ui, &resp);
        let name = tr!(tr, "bit-name", bit = crate::i18n::count_arg(u64::from(bit)));
        resp.widget_info(|| WidgetInfo::selected(Role::CheckBox, true, set, &name));
        if resp
            .on_hover_cursor(egui::CursorIcon::PointingHand)
            .clicked()
        {
            clicked = Some(bit);
        }
    }
    walk.finish(ui);
    let mut y = rect.min.y + cell * f32::from(rows) + text * 0.4;
    let mut x = rect.min.x;
    let names = [
        tr!(tr, "lesson-bits-region-start"),
        tr!(tr, "lesson-bits-region-track"),
        tr!(tr, "lesson-bits-region-goal"),
        tr!(tr, "lesson-bits-region-units"),
    ];
    for ((_, colour), name) in REGIONS.iter().zip(names) {
        let galley = painter.layout_no_wrap(name, FontId::proportional(text), ink);
        let w = galley.size().x;
        // A key that does not fit the rest of the line starts the next.
        if x > rect.min.x && x + text * 1.2 + w > rect.max.x {
            x = rect.min.x;
            y += text * 1.3;
        }
        let chip = Rect::from_min_size(egui::pos2(x, y + text * 0.2), vec2(text * 0.9, text * 0.6));
        painter.rect_filled(chip, 2.0, *colour);
        painter.galley(egui::pos2(chip.max.x + text * 0.3, y), galley, ink);
        x = chip.max.x + text * 1.3 + w;
    }
    y = y.max(rect.min.y + cell * f32::from(rows) + text * 0.4) + text * 1.4;
    // The whole hex number, set smaller if the strip is narrower than it.
    let hex = board.to_hex();
    let wide = painter
        .layout_no_wrap(hex.clone(), FontId::monospace(text * 1.1), ink)
        .size()
        .x;
    let size = text * 1.1 * (rect.width() / wide.max(1.0)).min(1.0);
    painter.text(
        egui::pos2(rect.min.x, y),
        Align2::LEFT_TOP,
        hex,
        FontId::monospace(size),
        ink,
    );
    clicked
}
