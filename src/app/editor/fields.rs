//! The hex, binary and decimal text fields, kept in sync: typing a board in
//! one rewrites the other two; a malformed text shows an inline error in red
//! and changes nothing. Each field has a copy button. The fields take the
//! full width available, so they suit a narrow side panel. Typing becomes
//! [`EditCommand::SetText`]; copying, [`Command::CopyText`].

use egui::{TextEdit, Ui};

use crate::workspace::{Command, EditCommand, EditorState, Field};

/// The three text fields with their copy buttons and inline errors.
pub fn fields_ui(ui: &mut Ui, state: &EditorState, out: &mut Vec<Command>) {
    for field in Field::ALL {
        let label = ui
            .horizontal(|ui| {
                let label = ui.label(format!("{}:", field.label()));
                let copy = format!("Copy {}", field.label().to_lowercase());
                if ui.small_button(copy).clicked() {
                    out.push(Command::CopyText(field.format(state.board())));
                }
                label
            })
            .inner;
        let mut text = state.text(field).to_owned();
        let response = ui
            .add(
                TextEdit::singleline(&mut text)
                    .font(egui::TextStyle::Monospace)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        if response.changed() {
            out.push(Command::Edit(EditCommand::SetText(field, text)));
        }
        if response.lost_focus() {
            out.push(Command::Edit(EditCommand::FinishTyping));
        }
        if let Some(err) = state.error(field) {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
    }
}
