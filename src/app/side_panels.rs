//! The two side panels, collapsible in every mode so the board
//! can fill a 1024 × 768 projector: an open panel has a ◀ (left) or ▶
//! (right) button at its top that closes it; a closed one leaves a narrow
//! strip with the button that opens it again. Whether each is open lives in
//! the workspace's preferences.

use egui::{Layout, Panel, Role, Ui, WidgetInfo};

use super::shortcuts::{SingleKeys, hint};
use crate::i18n::Tr;
use crate::tr;
use crate::workspace::{Command, PanelSide};

/// Width of a closed panel's strip, in points.
const CLOSED_WIDTH: f32 = 26.0;

/// The button that closes (`open`) or opens the panel on `side`.
fn toggle(ui: &mut Ui, side: PanelSide, open: bool, tr: &Tr, out: &mut Vec<Command>) {
    let arrow = match (side, open) {
        (PanelSide::Left, true) | (PanelSide::Right, false) => "◀",
        (PanelSide::Left, false) | (PanelSide::Right, true) => "▶",
    };
    let what = if open {
        tr!(tr, "panel-hide")
    } else {
        tr!(tr, "panel-show")
    };
    let command = Command::TogglePanel(side);
    let resp = ui.small_button(arrow);
    resp.widget_info(|| WidgetInfo::labeled(Role::Button, true, &what));
    if resp
        .on_hover_text(hint(
            tr,
            &what,
            &Command::TogglePanels,
            SingleKeys::of(ui.ctx()),
        ))
        .clicked()
    {
        out.push(command);
    }
}

/// A side panel on `side`, `width` wide at first, with `contents` if
/// `open`, else its closed strip.
#[expect(
    clippy::too_many_arguments,
    reason = "a panel's side, size, state and contents are all the caller's"
)]
pub fn panel(
    ui: &mut Ui,
    side: PanelSide,
    id: &'static str,
    width: f32,
    open: bool,
    tr: &Tr,
    out: &mut Vec<Command>,
    contents: impl FnOnce(&mut Ui, &mut Vec<Command>),
) {
    let make = |salt: (&'static str, bool)| match side {
        PanelSide::Left => Panel::left(salt),
        PanelSide::Right => Panel::right(salt),
    };
    if !open {
        let frame = super::theme::unfilled(egui::Frame::side_top_panel(ui.style()));
        make((id, false))
            .frame(frame)
            .exact_size(CLOSED_WIDTH)
            .resizable(false)
            .show(ui, |ui| toggle(ui, side, false, tr, out));
        return;
    }
    let frame = super::theme::unfilled(egui::Frame::side_top_panel(ui.style()));
    make((id, true))
        .frame(frame)
        .resizable(true)
        .default_size(width)
        .show(ui, |ui| {
            let align = match side {
                PanelSide::Left => Layout::right_to_left(egui::Align::Min),
                PanelSide::Right => Layout::left_to_right(egui::Align::Min),
            };
            ui.with_layout(align, |ui| toggle(ui, side, true, tr, out));
            contents(ui, out);
        });
}
