//! The hex, binary and decimal text fields, kept in sync: typing a board in
//! one rewrites the other two; a malformed text shows an inline error in red
//! and changes nothing. Each field has a copy button.

use egui::{TextEdit, Ui};

use super::state::{EditorState, Field};

/// The three text fields with their copy buttons and inline errors.
pub fn fields_ui(ui: &mut Ui, state: &mut EditorState) {
    egui::Grid::new("editor_fields")
        .num_columns(3)
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            for field in Field::ALL {
                let label = ui.label(format!("{}:", field.label()));
                let mut text = state.text(field).to_owned();
                let width = if field == Field::Binary { 560.0 } else { 220.0 };
                let response = ui
                    .add(
                        TextEdit::singleline(&mut text)
                            .font(egui::TextStyle::Monospace)
                            .desired_width(width),
                    )
                    .labelled_by(label.id);
                if response.changed() {
                    state.set_text(field, &text);
                }
                if response.lost_focus() {
                    state.finish_typing();
                }
                let copy = format!("Copy {}", field.label().to_lowercase());
                if ui.button(copy).clicked() {
                    ui.ctx().copy_text(field.format(state.board()));
                }
                ui.end_row();
                if let Some(err) = state.error(field) {
                    ui.label("");
                    ui.colored_label(ui.visuals().error_fg_color, err);
                    ui.end_row();
                }
            }
        });
}
