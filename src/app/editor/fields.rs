//! The hex, binary and decimal text fields, kept in sync: a board typed in
//! one and committed (Enter, or leaving the field) rewrites the other two; a
//! malformed text shows an inline error in red, stays as typed and changes
//! nothing; Esc gives the board's text back. Each field has a
//! copy button. The fields take the full width available, so they suit a
//! narrow side panel. Typing becomes [`EditCommand::SetText`], committing
//! [`EditCommand::FinishTyping`]; copying, [`WindowCommand::CopyText`].

use egui::{Key, TextEdit, Ui};

use crate::i18n::Tr;
use crate::i18n::words::parse_error;
use crate::model::MAX_BOARD_TEXT;
use crate::tr;
use crate::workspace::{Command, EditCommand, EditorState, Field, WindowCommand};

/// The most characters a board field holds: one more than the parser
/// reads, so a text cut off at the limit is refused ("longer than …
/// characters", as the Paste button says) rather than read as a board.
pub const BOARD_FIELD_CHARS: usize = MAX_BOARD_TEXT + 1;

/// The three text fields with their copy buttons and inline errors.
pub fn fields_ui(ui: &mut Ui, tr: &Tr, state: &EditorState, out: &mut Vec<Command>) {
    for field in Field::ALL {
        let label = ui
            .horizontal(|ui| {
                let id = field_id(field);
                let label = ui.label(tr!(tr, "edit-field", field = id));
                let copy = tr!(tr, "edit-copy", field = id);
                if ui.small_button(copy).clicked() {
                    out.push(Command::Window(WindowCommand::CopyText(
                        field.format(state.board()),
                    )));
                }
                label
            })
            .inner;
        let mut text = state.text(field).to_owned();
        let response = ui
            .add(
                TextEdit::singleline(&mut text)
                    .font(egui::TextStyle::Monospace)
                    .char_limit(BOARD_FIELD_CHARS)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        if response.changed() {
            out.push(Command::Edit(EditCommand::SetText(field, text)));
        }
        if response.lost_focus() {
            let esc = ui.input(|i| i.key_pressed(Key::Escape));
            out.push(Command::Edit(if esc {
                EditCommand::CancelTyping
            } else {
                EditCommand::FinishTyping
            }));
        }
        if let Some(err) = state.error(field) {
            let error = crate::i18n::sentence(&parse_error(tr, err));
            ui.colored_label(ui.visuals().error_fg_color, error);
        } else if state.pending(field) {
            ui.label(tr!(tr, "edit-enter-applies"));
        }
    }
}

/// A field's selector in the translation files.
fn field_id(field: Field) -> &'static str {
    match field {
        Field::Hex => "hex",
        Field::Binary => "binary",
        Field::Decimal => "decimal",
    }
}
