//! The File menu, the typed-path window shown when no file dialog can open,
//! and the status line. All three only read the workspace and produce
//! [`Command`]s; the work itself runs in the workspace's background tasks.

use egui::{Panel, Ui};

use super::files::typed_path_ui;
use super::shortcuts;
use crate::i18n::Tr;
use crate::io::FileKind;
use crate::tr;
use crate::workspace::{Command, ExportCommand, FileCommand, Workspace};

/// The File menu's entries, in order (`None` is a separator).
const ENTRIES: [Option<(&str, FileCommand)>; 9] = [
    Some(("Open boards…", FileCommand::Open(FileKind::Boards))),
    Some(("Save boards…", FileCommand::Save(FileKind::Boards))),
    None,
    Some(("Open session…", FileCommand::Open(FileKind::Session))),
    Some(("Save session…", FileCommand::Save(FileKind::Session))),
    None,
    Some(("Export board as SVG…", FileCommand::Save(FileKind::Svg))),
    Some(("Export board as PNG…", FileCommand::Save(FileKind::Png))),
    None,
];

/// The menu's entries (disabled while a dialog is open), the figure export
/// and Quit.
pub fn menu_ui(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let is_mac = ui.ctx().os().is_mac();
    let mut entry = |ui: &mut Ui, label: &str, command: Command| {
        let button = egui::Button::new(label).shortcut_text(shortcuts::menu_text(&command, is_mac));
        if ui.add_enabled(ws.allows(&command), button).clicked() {
            out.push(command);
            ui.close();
        }
    };
    for item in ENTRIES {
        match item {
            Some((label, file)) => entry(ui, label, Command::File(file)),
            None => _ = ui.separator(),
        }
    }
    entry(
        ui,
        &tr!(tr, "menu-export-figure"),
        Command::Export(ExportCommand::Open(None)),
    );
    ui.separator();
    entry(ui, "Quit", Command::Quit);
    if ws.files().is_busy() {
        ui.label("(a file dialog is open)");
    }
}

/// The typed-path window, while the workspace awaits a path. `text` is the
/// field's contents (window state, not workspace state).
pub fn typed_path_window(
    ctx: &egui::Context,
    ws: &Workspace,
    text: &mut String,
    out: &mut Vec<Command>,
) {
    let Some((kind, mode)) = ws.files().awaiting_typed_path() else {
        text.clear();
        return;
    };
    let mut open = true;
    egui::Window::new("Type a path")
        .collapsible(false)
        .open(&mut open)
        .show(ctx, |ui| {
            if let Some(path) = typed_path_ui(ui, kind, text) {
                out.push(Command::PathChosen { kind, mode, path });
            }
        });
    if !open {
        out.push(Command::CancelTypedPath);
    }
}

/// The status line: the last message, a spinner while writing (or while the
/// window takes a screenshot), a dismiss button.
pub fn status_bar(ui: &mut Ui, ws: &Workspace, screenshot: bool, out: &mut Vec<Command>) {
    let Some(status) = ws.status() else {
        return;
    };
    Panel::bottom("status_bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            if ws.files().is_writing() || screenshot {
                ui.spinner();
            }
            let colour = if status.is_error() {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(colour, status.to_string());
            if ui.small_button("×").on_hover_text("Dismiss").clicked() {
                out.push(Command::DismissStatus);
            }
        });
    });
}
