//! The strip of all 64 bits, grouped start field | track | goal | units.
//! Each bit is a painted, clickable cell with its bit number, a tooltip
//! naming its tile and an accessible name (`bit 42`) for screen readers and
//! tests. The units are also editable as a number. Clicks become
//! [`EditCommand::ToggleBit`], the number [`EditCommand::SetUnits`].

use egui::{Align2, FontId, Role, Sense, Ui, Vec2, WidgetInfo};

use crate::model::{StartSlot, Tile};
use crate::workspace::{Command, EditCommand, EditorState};

/// Size of one bit cell in points.
const CELL: Vec2 = Vec2::new(22.0, 26.0);

/// What bit `bit` means, for tooltips: "bit 42: track tile 17".
#[must_use]
pub fn bit_meaning(bit: u8) -> String {
    let what = match bit {
        60..=63 => match StartSlot::new(bit - 60) {
            Some(slot) => format!("start field {slot}"),
            None => "start field".to_owned(),
        },
        16..=59 => match Tile::from_bit(bit) {
            Some(t) if t == Tile::A => "track tile 0 (A)".to_owned(),
            Some(t) => match t.goal_letter() {
                Some(letter) => format!("goal {letter}"),
                None => format!("track tile {}", t.index()),
            },
            None => "tile".to_owned(),
        },
        0..=15 => format!("units, worth {}", 1u32 << bit),
        _ => "no such bit".to_owned(),
    };
    format!("bit {bit}: {what}")
}

/// One group of cells, bits `high` down to `low`.
fn group(ui: &mut Ui, state: &EditorState, name: &str, high: u8, low: u8, out: &mut Vec<Command>) {
    ui.vertical(|ui| {
        ui.small(name);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 1.0;
            for bit in (low..=high).rev() {
                bit_cell(ui, state, bit, out);
            }
        });
    });
}

/// One clickable bit cell.
fn bit_cell(ui: &mut Ui, state: &EditorState, bit: u8, out: &mut Vec<Command>) {
    let is_set = state.board().contains(bit);
    let (rect, response) = ui.allocate_exact_size(CELL, Sense::click());
    response
        .widget_info(|| WidgetInfo::selected(Role::CheckBox, true, is_set, format!("bit {bit}")));
    let response = response.on_hover_text(bit_meaning(bit));
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
pub fn bit_strip_ui(ui: &mut Ui, state: &EditorState, out: &mut Vec<Command>) {
    group(ui, state, "start field: bits 63–60", 63, 60, out);
    group(ui, state, "track: bits 59–20 (tile A = 59)", 59, 20, out);
    group(ui, state, "goal a–d: bits 19–16", 19, 16, out);
    group(ui, state, "units: bits 15–0", 15, 0, out);
    ui.horizontal(|ui| {
        let label = ui.label("Units:");
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
        assert_eq!(bit_meaning(42), "bit 42: track tile 17");
        assert_eq!(bit_meaning(59), "bit 59: track tile 0 (A)");
        assert_eq!(bit_meaning(16), "bit 16: goal d");
        assert_eq!(bit_meaning(60), "bit 60: start field B1");
        assert_eq!(bit_meaning(3), "bit 3: units, worth 8");
    }
}
