//! The bit-board editor's panel: a strip of all 64 bits, hex/binary/decimal
//! fields kept in sync, copy and paste (including the paper's output lines),
//! undo and redo, a browsable list of boards, and the decoded board beside it.
//!
//! It reads the workspace's [`EditorState`] and produces [`Command`]s
//! ([`Command::Edit`] for changes to the board, [`Command::OpenInStepper`] and
//! [`Command::RunFrom`] for its two actions). Its keys (Ctrl+Z, Ctrl+Shift+Z,
//! Ctrl+V) are rows of the shortcut table. The board view's clicks and drags
//! become [`EditCommand::ToggleTile`] and [`EditCommand::MovePiece`] in the
//! window.

mod bit_strip;
mod decoded;
mod fields;

use egui::Ui;

use super::shortcuts::{SingleKeys, hint};
use crate::i18n::{Tr, count_arg};
use crate::tr;
use crate::workspace::{Command, EditCommand, EditorState, WindowCommand};

/// Draws the editor and the decoded board.
pub fn editor_ui(ui: &mut Ui, tr: &Tr, editor: &EditorState, out: &mut Vec<Command>) {
    egui::ScrollArea::vertical()
        .id_salt("bit_board_editor")
        .auto_shrink([false, true])
        .show(ui, |ui| contents(ui, tr, editor, out));
}

/// Everything inside the scroll area.
fn contents(ui: &mut Ui, tr: &Tr, editor: &EditorState, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| toolbar(ui, tr, editor, out));
    if let Some(err) = editor.paste_error() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            crate::workspace::paste_error(tr, err),
        );
    }
    list_ui(ui, tr, editor, out);
    ui.separator();
    fields::fields_ui(ui, tr, editor, out);
    ui.separator();
    bit_strip::bit_strip_ui(ui, tr, editor, out);
    ui.separator();
    match editor.decoded() {
        Ok(d) => decoded::decoded_ui(ui, tr, d),
        Err(e) => {
            ui.label(crate::i18n::words::no_piece(tr, e));
        }
    }
}

/// Undo, redo, paste, recent boards and the two actions.
fn toolbar(ui: &mut Ui, tr: &Tr, editor: &EditorState, out: &mut Vec<Command>) {
    let undo = Command::Edit(EditCommand::Undo);
    let redo = Command::Edit(EditCommand::Redo);
    let paste = Command::Edit(EditCommand::Paste(String::new()));
    if ui
        .add_enabled(editor.can_undo(), egui::Button::new(tr!(tr, "edit-undo")))
        .on_hover_text(hint(
            tr,
            &tr!(tr, "edit-undo"),
            &undo,
            SingleKeys::of(ui.ctx()),
        ))
        .clicked()
    {
        out.push(undo);
    }
    if ui
        .add_enabled(editor.can_redo(), egui::Button::new(tr!(tr, "edit-redo")))
        .on_hover_text(hint(
            tr,
            &tr!(tr, "edit-redo"),
            &redo,
            SingleKeys::of(ui.ctx()),
        ))
        .clicked()
    {
        out.push(redo);
    }
    if ui
        .button(tr!(tr, "edit-paste"))
        .on_hover_text(hint(
            tr,
            &tr!(tr, "edit-paste-hint"),
            &paste,
            SingleKeys::of(ui.ctx()),
        ))
        .clicked()
    {
        // The system answers with a paste event, handled next frame.
        out.push(Command::Window(WindowCommand::RequestPaste));
    }
    // In a scope of its own (to be disabled) the menu's button gets only
    // what is left of the row and would break its word there: it starts
    // the next row instead when it does not fit.
    let recent = tr!(tr, "edit-recent");
    let width = egui::WidgetText::from(recent.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Button,
        )
        .size()
        .x
        + 2.0 * ui.spacing().button_padding.x
        + ui.spacing().item_spacing.x;
    if width > ui.available_width() {
        ui.end_row();
    }
    ui.add_enabled_ui(!editor.recent().is_empty(), |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        ui.menu_button(recent, |ui| {
            for b in editor.recent() {
                if ui.button(b.to_hex()).clicked() {
                    out.push(Command::Edit(EditCommand::Open(*b)));
                }
            }
        });
    });
    ui.separator();
    // Only a board with a piece on its way has moves to step through.
    let has_path = editor.decoded().is_ok_and(|d| !d.visited.is_empty());
    if ui
        .add_enabled(has_path, egui::Button::new(tr!(tr, "edit-step-through")))
        .on_hover_text(tr!(tr, "edit-step-through-hint"))
        .on_disabled_hover_text(tr!(tr, "edit-step-needs-path"))
        .clicked()
    {
        out.push(Command::OpenInStepper(vec![editor.board()]));
    }
    let problem = editor.decoded().ok().and_then(|d| d.problem());
    let solve = ui
        .add_enabled(
            problem.is_some(),
            egui::Button::new(tr!(tr, "edit-solve-from-here")),
        )
        .on_disabled_hover_text(tr!(tr, "edit-solve-needs-path"));
    if solve.clicked()
        && let Some(p) = problem
    {
        out.push(Command::RunFrom(p));
    }
}

/// Previous / next through a list of boards, when there is one.
fn list_ui(ui: &mut Ui, tr: &Tr, editor: &EditorState, out: &mut Vec<Command>) {
    let (list, pos) = editor.list();
    let len = list.len();
    if len < 2 {
        return;
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(pos > 0, egui::Button::new(tr!(tr, "edit-previous-board")))
            .clicked()
        {
            out.push(Command::Edit(EditCommand::GotoList(pos - 1)));
        }
        ui.label(tr!(
            tr,
            "edit-board-of",
            n = count_arg(pos as u64 + 1),
            count = count_arg(len as u64)
        ));
        if ui
            .add_enabled(pos + 1 < len, egui::Button::new(tr!(tr, "edit-next-board")))
            .clicked()
        {
            out.push(Command::Edit(EditCommand::GotoList(pos + 1)));
        }
    });
}
