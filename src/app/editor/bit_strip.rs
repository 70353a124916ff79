//! The strip of all 64 bits, grouped start field | track | goal | units.
//! Each bit is a painted, clickable cell (24 points wide) with its bit
//! number, a tooltip naming its tile and an accessible name (`bit 42`, a
//! check box) for screen readers and tests; the strip is one Tab stop whose
//! arrow keys walk the bits and whose Space or Enter flips the focused one. The units are also editable as a number. Clicks become
//! [`EditCommand::ToggleBit`], the number [`EditCommand::SetUnits`].

use egui::{Align2, FontId, Role, Sense, Ui, Vec2, WidgetInfo};

use crate::app::focus::Walk;
use crate::i18n::{Tr, count_arg};
use crate::model::{StartSlot, Tile};
use crate::tr;
use crate::workspace::{Command, EditCommand, EditorState};

/// Size of one bit cell in points: at least 24 × 24, the smallest click
/// target WCAG 2.2 allows (2.5.8).
const CELL: Vec2 = Vec2::new(24.0, 26.0);

/// What bit `bit` means, for tooltips: "bit 42: track tile 17".
#[must_use]
pub fn bit_meaning(tr: &Tr, bit: u8) -> String {
    let n = count_arg(u64::from(bit));
    match bit {
        60..=63 => match StartSlot::new(bit - 60) {
            Some(slot) => tr!(
                tr,
                "bit-meaning-start-slot",
                bit = n,
                slot = slot.to_string()
            ),
            None => tr!(tr, "bit-meaning-start", bit = n),
        },
        16..=59 => match Tile::from_bit(bit) {
            Some(t) if t == Tile::A => tr!(tr, "bit-meaning-a", bit = n),
            Some(t) => match t.goal_letter() {
                Some(letter) => tr!(tr, "bit-meaning-goal", bit = n, letter = letter.to_string()),
                None => tr!(
                    tr,
                    "bit-meaning-track",
                    bit = n,
                    index = count_arg(u64::from(t.index()))
                ),
            },
            None => tr!(tr, "bit-meaning-tile", bit = n),
        },
        0..=15 => tr!(
            tr,
            "bit-meaning-units",
            bit = n,
            worth = count_arg(u64::from(1u32 << bit))
        ),
        _ => tr!(tr, "bit-meaning-none", bit = n),
    }
}

/// One group of cells, the bits of `bits` from the highest down.
fn group(
    ui: &mut Ui,
    tr: &Tr,
    state: &EditorState,
    name: &str,
    bits: std::ops::RangeInclusive<u8>,
    walk: &mut Walk,
    out: &mut Vec<Command>,
) {
    ui.vertical(|ui| {
        ui.small(name);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 1.0;
            for bit in bits.clone().rev() {
                bit_cell(ui, tr, state, bit, walk, out);
            }
        });
    });
}

/// One clickable bit cell, a check box for screen readers ("bit 42",
/// checked when set), one member of the strip's arrow walk.
fn bit_cell(
    ui: &mut Ui,
    tr: &Tr,
    state: &EditorState,
    bit: u8,
    walk: &mut Walk,
    out: &mut Vec<Command>,
) {
    let is_set = state.board().contains(bit);
    let (rect, response) = ui.allocate_exact_size(CELL, walk.sense(Sense::click()));
    walk.add(ui, &response);
    let name = tr!(tr, "bit-name", bit = count_arg(u64::from(bit)));
    response.widget_info(|| WidgetInfo::selected(Role::CheckBox, true, is_set, &name));
    let response = response.on_hover_text(bit_meaning(tr, bit));
    if response.clicked() {
        out.push(Command::Edit(EditCommand::ToggleBit(bit)));
    }
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact_selectable(&response, is_set);
        let fill = if is_set {
            ui.visuals().selection.bg_fill
        } else {
            visuals.bg_fill
        };
        let painter = ui.painter();
        painter.rect(rect, 2.0, fill, visuals.bg_stroke, egui::StrokeKind::Inside);
        let text_colour = if is_set {
            ui.visuals().selection.stroke.color
        } else {
            visuals.text_color()
        };
        painter.text(
            rect.center_top() + Vec2::new(0.0, 2.0),
            Align2::CENTER_TOP,
            bit.to_string(),
            FontId::monospace(9.0),
            text_colour,
        );
        painter.text(
            rect.center_bottom() - Vec2::new(0.0, 2.0),
            Align2::CENTER_BOTTOM,
            if is_set { "1" } else { "0" },
            FontId::monospace(11.0),
            text_colour,
        );
    }
}

/// The 64-bit strip with the units as a number.
/// The 64 bits are one Tab stop; the arrows walk them as laid out.
pub fn bit_strip_ui(ui: &mut Ui, tr: &Tr, state: &EditorState, out: &mut Vec<Command>) {
    let mut walk = Walk::new(ui, ui.scope_id().with("bit_strip"));
    let groups = [
        (tr!(tr, "bits-group-start"), 60..=63),
        (tr!(tr, "bits-group-track"), 20..=59),
        (tr!(tr, "bits-group-goal"), 16..=19),
        (tr!(tr, "bits-group-units"), 0..=15),
    ];
    for (name, bits) in groups {
        group(ui, tr, state, &name, bits, &mut walk, out);
    }
    walk.finish(ui);
    ui.horizontal(|ui| {
        let label = ui.label(tr!(tr, "bits-units"));
        let mut units = state.board().units();
        let response = ui
            .add(egui::DragValue::new(&mut units).range(0..=u16::MAX))
            .labelled_by(label.id);
        if response.changed() {
            out.push(Command::Edit(EditCommand::SetUnits(units)));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_are_named_by_their_tiles() {
        let tr = Tr::new(crate::i18n::Lang::En);
        assert_eq!(bit_meaning(&tr, 42), "bit 42: track tile 17");
        assert_eq!(bit_meaning(&tr, 59), "bit 59: track tile 0 (A)");
        assert_eq!(bit_meaning(&tr, 16), "bit 16: goal d");
        assert_eq!(bit_meaning(&tr, 60), "bit 60: start field B1");
        assert_eq!(bit_meaning(&tr, 3), "bit 3: units, worth 8");
        let de = Tr::new(crate::i18n::Lang::De);
        assert_eq!(bit_meaning(&de, 42), "Bit 42: Bahnfeld 17");
        assert_eq!(bit_meaning(&de, 16), "Bit 16: Zielfeld d");
    }
}
