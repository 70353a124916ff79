//! The top bar: the File menu, Present, the mode switch (one button per
//! view over the workspace), the theme, the zoom and the shortcut list. It
//! produces [`Command`]s only.

use egui::{ThemePreference, Ui};

use super::file_menu;
use super::shortcuts::hint;
use crate::workspace::{Command, Mode, ThemeChoice, Workspace, Zoom};

/// The themes offered, with their labels.
const THEMES: [(ThemeChoice, ThemePreference, &str); 3] = [
    (ThemeChoice::Light, ThemePreference::Light, "Light"),
    (ThemeChoice::Dark, ThemePreference::Dark, "Dark"),
    (ThemeChoice::System, ThemePreference::System, "System"),
];

/// The egui preference of a theme choice.
#[must_use]
pub fn preference(choice: ThemeChoice) -> ThemePreference {
    THEMES
        .iter()
        .find(|(c, _, _)| *c == choice)
        .map_or(ThemePreference::System, |(_, p, _)| *p)
}

/// What a mode's switch button says on hover.
fn mode_hint(mode: Mode) -> &'static str {
    match mode {
        Mode::Solve => "Choose settings, run and watch the search",
        Mode::Step => "Step through each piece's rolls",
        Mode::Edit => "Edit a bit-board",
    }
}

/// The top bar's contents.
pub fn top_bar(ui: &mut Ui, ws: &Workspace, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.heading("maedn");
        ui.separator();
        ui.menu_button("File", |ui| file_menu::menu_ui(ui, ws, out));
        let present = Command::TogglePresent;
        if ui
            .selectable_label(ws.presenting(), "Present")
            .on_hover_text(hint(
                "Presentation mode: full screen, side panels hidden",
                &present,
            ))
            .clicked()
        {
            out.push(present);
        }
        ui.separator();
        for mode in Mode::ALL {
            if ui
                .selectable_label(ws.mode() == mode, mode.label())
                .on_hover_text(mode_hint(mode))
                .clicked()
            {
                out.push(Command::SetMode(mode));
            }
        }
        ui.separator();
        let current = ui.ctx().options(|o| o.theme_preference);
        for (choice, pref, label) in THEMES {
            if ui
                .selectable_label(current == pref, label)
                .on_hover_text(format!("{label} theme"))
                .clicked()
                && current != pref
            {
                out.push(Command::SetTheme(choice));
            }
        }
        for (label, what, zoom) in [("−", "Zoom out", Zoom::Out), ("+", "Zoom in", Zoom::In)] {
            let command = Command::Zoom(zoom);
            if ui
                .button(label)
                .on_hover_text(hint(what, &command))
                .clicked()
            {
                out.push(command);
            }
        }
        let list = Command::ToggleShortcuts;
        if ui
            .selectable_label(ws.prefs().show_shortcuts, "Shortcuts")
            .on_hover_text(hint("Show the keyboard shortcuts", &list))
            .clicked()
        {
            out.push(list);
        }
    });
}
