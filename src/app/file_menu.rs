//! The File menu, the typed-path window shown when no file dialog can open,
//! the question before a save replaces a file, and the status line. All only
//! read the workspace and produce [`Command`]s; the work itself runs in the
//! workspace's background tasks.
//!
//! The menu says which boards "Save boards" writes. The typed-path window
//! says what is opened or saved, takes the keyboard at once (so typing never
//! reaches the app's shortcuts) and closes with Esc.

use egui::{Key, Panel, Ui};

use super::files::typed_path_ui;
use super::shortcuts;
use crate::i18n::{Tr, count_arg};
use crate::io::{FileKind, Format};
use crate::tr;
use crate::workspace::HandoutKind;
use crate::workspace::animation_job::AnimationCommand;
use crate::workspace::handout::HandoutCommand;
use crate::workspace::{
    BoardSet, Command, DialogMode, ExportCommand, FileCommand, PendingSave, WindowCommand,
    Workspace,
};

/// The File menu's entries, in order (`None` is a separator).
const ENTRIES: [Option<FileCommand>; 9] = [
    Some(FileCommand::Open(FileKind::Boards)),
    Some(FileCommand::Save(FileKind::Boards)),
    None,
    Some(FileCommand::Open(FileKind::Session)),
    Some(FileCommand::Save(FileKind::Session)),
    None,
    Some(FileCommand::Save(FileKind::Picture(Format::Svg))),
    Some(FileCommand::Save(FileKind::Picture(Format::Png))),
    None,
];

/// A File menu entry's label ("Save boards…" says which boards).
fn entry_label(tr: &Tr, ws: &Workspace, file: FileCommand) -> String {
    match file {
        FileCommand::Open(FileKind::Boards) => tr!(tr, "menu-open-boards"),
        FileCommand::Save(FileKind::Boards) => save_boards_label(tr, ws.board_set()),
        FileCommand::Open(FileKind::Session) => tr!(tr, "menu-open-session"),
        FileCommand::Save(FileKind::Session) => tr!(tr, "menu-save-session"),
        FileCommand::Save(FileKind::Picture(Format::Svg)) => tr!(tr, "menu-export-svg"),
        _ => tr!(tr, "menu-export-png"),
    }
}

/// What "Save boards" writes, as its menu entry says it.
fn save_boards_label(tr: &Tr, set: BoardSet) -> String {
    let n = |count: usize| count_arg(count as u64);
    match set {
        BoardSet::Solution(c) => tr!(tr, "menu-save-solution-boards", count = n(c)),
        BoardSet::Stepper(c) => tr!(tr, "menu-save-stepper-boards", count = n(c)),
        BoardSet::EditorList(c) => tr!(tr, "menu-save-editor-list", count = n(c)),
        BoardSet::EditorBoard => tr!(tr, "menu-save-editor-board"),
    }
}

/// The menu's entries (disabled while a dialog is open), the figure export
/// and Quit.
pub fn menu_ui(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let is_mac = ui.ctx().os().is_mac();
    let mut entry = |ui: &mut Ui, label: &str, command: Command| {
        let button = egui::Button::new(label).shortcut_text(shortcuts::menu_text(
            tr,
            &command,
            is_mac,
            shortcuts::SingleKeys::of(ui.ctx()),
        ));
        if ui.add_enabled(ws.allows(&command), button).clicked() {
            out.push(command);
            ui.close();
        }
    };
    for item in ENTRIES {
        match item {
            Some(file) => entry(ui, &entry_label(tr, ws, file), Command::File(file)),
            None => _ = ui.separator(),
        }
    }
    entry(
        ui,
        &tr!(tr, "menu-export-figure"),
        Command::Export(ExportCommand::Open(None)),
    );
    entry(
        ui,
        &tr!(tr, "menu-export-animation"),
        Command::Animation(AnimationCommand::Open),
    );
    entry(
        ui,
        &tr!(tr, "menu-copy-figure"),
        Command::Window(WindowCommand::CopyFigure),
    );
    entry(
        ui,
        &tr!(tr, "menu-export-lesson-pdf"),
        Command::Handout(HandoutCommand::Open(HandoutKind::Lesson)),
    );
    entry(
        ui,
        &tr!(tr, "menu-worksheet"),
        Command::Handout(HandoutCommand::Open(HandoutKind::Worksheet)),
    );
    // A page is closed by the browser.
    if !cfg!(target_arch = "wasm32") {
        ui.separator();
        entry(
            ui,
            &tr!(tr, "menu-quit"),
            Command::Window(WindowCommand::Quit),
        );
    }
    if ws.files().is_busy() {
        ui.label(tr!(tr, "menu-dialog-open"));
    }
    if cfg!(target_arch = "wasm32") {
        ui.separator();
        ui.weak(tr!(tr, "web-saves-download"));
    }
}

/// What the typed-path window is for, as its title (an export names what
/// it exports: the workspace's title).
fn typed_title(tr: &Tr, ws: &Workspace, kind: FileKind, mode: DialogMode) -> String {
    if let Some(title) = ws.files().typed_title() {
        return title.to_owned();
    }
    match (kind, mode) {
        (FileKind::Boards, DialogMode::Open) => tr!(tr, "typed-open-boards"),
        (FileKind::Session, DialogMode::Open) => tr!(tr, "typed-open-session"),
        (FileKind::Boards, DialogMode::Save) => tr!(tr, "typed-save-boards"),
        (FileKind::Session, DialogMode::Save) => tr!(tr, "typed-save-session"),
        (FileKind::Round, DialogMode::Open) => tr!(tr, "typed-open-round"),
        (FileKind::Round, DialogMode::Save) => tr!(tr, "typed-save-round"),
        (FileKind::Picture(format), _) => {
            crate::workspace::export_title(tr, crate::workspace::Exported::Board, format.name())
        }
        // Handouts and animations always ask with their title.
        (FileKind::Pdf | FileKind::Animation(_), _) => super::files::kind_name(tr, kind),
    }
}

/// The typed-path window, while the workspace awaits a path. `text` is the
/// field's contents and `focused` whether the field has had its first focus
/// (window state, not workspace state).
pub fn typed_path_window(
    ctx: &egui::Context,
    tr: &Tr,
    ws: &Workspace,
    text: &mut String,
    focused: &mut bool,
    out: &mut Vec<Command>,
) {
    let Some((kind, mode)) = ws.files().awaiting_typed_path() else {
        text.clear();
        *focused = false;
        return;
    };
    let mut open = true;
    egui::Window::new(typed_title(tr, ws, kind, mode))
        .collapsible(false)
        .open(&mut open)
        .show(ctx, |ui| {
            let (path, field) = typed_path_ui(ui, tr, kind, text);
            if !*focused {
                field.request_focus();
                *focused = true;
            }
            if let Some(path) = path {
                out.push(Command::PathChosen { kind, mode, path });
            }
            ui.label(tr!(tr, "typed-path-hint"));
        });
    if !open || ctx.input(|i| i.key_pressed(Key::Escape)) {
        out.push(Command::CancelTypedPath);
    }
}

/// The question before a save replaces a file or uses a surprising name.
pub fn confirm_window(ctx: &egui::Context, tr: &Tr, ws: &Workspace, out: &mut Vec<Command>) {
    let Some(PendingSave {
        path,
        exists,
        target,
        expected_extension,
        ..
    }) = ws.files().pending_save()
    else {
        return;
    };
    let shown = path.display().to_string();
    // A link is written through: the question names the file replaced.
    let replaced = target.display().to_string();
    let mut open = true;
    egui::Window::new(tr!(tr, "confirm-save-title"))
        .collapsible(false)
        .resizable(false)
        .open(&mut open)
        .show(ctx, |ui| {
            if *exists {
                ui.label(tr!(tr, "confirm-replace", path = replaced.clone()));
            }
            if let Some(ext) = expected_extension {
                ui.label(tr!(
                    tr,
                    "confirm-extension",
                    path = shown.clone(),
                    ext = (*ext).to_owned()
                ));
            }
            ui.horizontal(|ui| {
                let yes = if *exists {
                    tr!(tr, "confirm-replace-yes")
                } else {
                    tr!(tr, "confirm-save-anyway")
                };
                if ui.button(yes).clicked() {
                    out.push(Command::ConfirmSave);
                }
                if ui.button(tr!(tr, "confirm-cancel")).clicked() {
                    out.push(Command::CancelSave);
                }
            });
        });
    if !open || ctx.input(|i| i.key_pressed(Key::Escape)) {
        out.push(Command::CancelSave);
    }
}

/// The narrowest the status line's message is set, in points.
const STATUS_MIN_WIDTH: f32 = 120.0;

/// The status line: the last message, a spinner while writing (or while the
/// window takes a screenshot), a dismiss button.
pub fn status_bar(ui: &mut Ui, tr: &Tr, ws: &Workspace, out: &mut Vec<Command>) {
    let Some(status) = ws.status() else {
        return;
    };
    Panel::bottom("status_bar").show(ui, |ui| {
        // Wrapped, never cut with "…": a path or a reason is read whole.
        ui.horizontal_wrapped(|ui| {
            if ws.files().is_writing() {
                ui.spinner();
            }
            let colour = if status.is_error() {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            // The message wraps in what the dismiss button leaves, so a long
            // one (a round file's reason) never runs off a 1024-px window.
            let room = ui.available_width()
                - ui.spacing().interact_size.y
                - 2.0 * ui.spacing().item_spacing.x;
            let text = crate::i18n::sentence(&status.text(tr));
            ui.scope(|ui| {
                ui.set_max_width(room.max(STATUS_MIN_WIDTH));
                ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
            });
            if ui
                .small_button("×")
                .on_hover_text(tr!(tr, "status-dismiss"))
                .clicked()
            {
                out.push(Command::DismissStatus);
            }
        });
    });
}
