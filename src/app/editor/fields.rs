//! The hex, binary and decimal text fields, kept in sync: typing a board in
//! one rewrites the other two; a malformed text shows an inline error in red
//! and changes nothing. Each field has a copy button. The fields take the
//! full width available, so they suit a narrow side panel.

use egui::{TextEdit, Ui};

use super::state::{EditorState, Field};

/// The three text fields with their copy buttons and inline errors.
pub fn fields_ui(ui: &mut Ui, state: &mut EditorState) {
    for field in Field::ALL {
        let label = ui
            .horizontal(|ui| {
                let label = ui.label(format!("{}:", field.label()));
                let copy = format!("Copy {}", field.label().to_lowercase());
                if ui.small_button(copy).clicked() {
                    ui.ctx().copy_text(field.format(state.board()));
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
            state.set_text(field, &text);
        }
        if response.lost_focus() {
            state.finish_typing();
        }
        if let Some(err) = state.error(field) {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
    }
}
