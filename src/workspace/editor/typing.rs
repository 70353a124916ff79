//! Typing in the editor's three text fields: the text is kept as typed with
//! its inline error, and applied only when committed as a whole board, so a
//! malformed text never changes the board.

use super::{EditorState, Field};
use crate::model::ParseBitsError;

impl EditorState {
    pub(super) fn sync_texts(&mut self, except: Option<Field>) {
        for f in Field::ALL {
            if Some(f) != except {
                self.texts[f.index()] = f.format(self.board);
                self.errors[f.index()] = None;
            }
        }
    }

    /// The text of a field, as typed or as formatted.
    #[must_use]
    pub fn text(&self, field: Field) -> &str {
        &self.texts[field.index()]
    }

    /// The inline error of a field, if its text is not a board.
    #[must_use]
    pub fn error(&self, field: Field) -> Option<&ParseBitsError> {
        self.errors[field.index()].as_ref()
    }

    /// The text typed into `field`: kept as typed, with its inline error if
    /// it is not a board; the board changes only when the text is committed
    /// ([`EditorState::finish_typing`]).
    pub fn set_text(&mut self, field: Field, text: &str) {
        self.texts[field.index()] = text.to_owned();
        self.typing = Some(field);
        self.errors[field.index()] = field.parse(text).err();
    }

    /// Is the field's text a board that differs from the current one, so
    /// that committing it would apply it?
    #[must_use]
    pub fn pending(&self, field: Field) -> bool {
        self.typing == Some(field)
            && field
                .parse(&self.texts[field.index()])
                .is_ok_and(|b| b != self.board)
    }

    /// Commits the field being typed in (Enter or leaving it): a whole board
    /// becomes current (one undo step) and every field shows it; a malformed
    /// text keeps its error and changes nothing.
    pub fn finish_typing(&mut self) {
        let Some(field) = self.typing.take() else {
            return;
        };
        match field.parse(&self.texts[field.index()]) {
            Ok(board) => {
                self.paste_error = None;
                self.replace(board, true);
            }
            Err(e) => {
                self.errors[field.index()] = Some(e);
                // Still being edited: the next commit tries again.
                self.typing = Some(field);
            }
        }
    }

    /// Abandons the typed text (Esc): every field shows the board again.
    pub fn cancel_typing(&mut self) {
        self.typing = None;
        self.sync_texts(None);
    }
}

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::*;
    use crate::model::{Bits, Rules};
    use crate::workspace::editor::EditCommand;

    const PIECE_1: Bits = Bits::from_raw(0xE820_8822_0841_4C06);

    #[test]
    fn malformed_text_sets_error_and_keeps_board() {
        let mut s = EditorState::default();
        s.set_text(Field::Hex, "0xZZ");
        assert_eq!(s.board(), Bits::START);
        assert!(
            s.error(Field::Hex)
                .unwrap()
                .to_string()
                .contains("not a hex digit")
        );
        assert_eq!(s.text(Field::Hex), "0xZZ");
        assert!(!s.can_undo());
    }

    #[test]
    fn one_typing_run_is_one_undo_step_and_other_fields_follow_on_commit() {
        let mut s = EditorState::default();
        for t in ["0", "0x", "0x1", "0x12"] {
            s.set_text(Field::Hex, t);
            assert_eq!(s.board(), Bits::START, "nothing applied while typing {t:?}");
        }
        assert!(s.pending(Field::Hex));
        s.finish_typing();
        assert_eq!(s.board(), Bits::from_raw(0x12));
        assert_eq!(s.text(Field::Decimal), "18");
        assert_eq!(s.text(Field::Hex), "0x0000_0000_0000_0012");
        assert!(s.undo());
        assert_eq!(s.board(), Bits::START);
    }

    /// Typing a malformed board keystroke by keystroke never
    /// applies a valid prefix, and its error stays after Enter.
    #[test]
    fn malformed_text_is_never_applied_and_its_error_stays() {
        let mut s = EditorState::new(PIECE_1, Rules::paper());
        let typed = "0xE820_8822_08G1_4C06";
        for end in 1..=typed.len() {
            s.set_text(Field::Hex, &typed[..end]);
        }
        s.finish_typing();
        assert_eq!(s.board(), PIECE_1);
        assert_eq!(s.text(Field::Hex), typed);
        assert!(s.error(Field::Hex).unwrap().to_string().contains("'G'"));
        // Esc gives the board's text back.
        s.apply(EditCommand::CancelTyping);
        assert_eq!(s.text(Field::Hex), PIECE_1.to_hex());
        assert!(s.error(Field::Hex).is_none());
    }

    /// A paste error goes with the next board opened.
    #[test]
    fn a_paste_error_goes_with_the_next_board() {
        let mut s = EditorState::default();
        assert!(!s.paste("hello"));
        assert!(s.paste_error().is_some());
        s.open(PIECE_1);
        assert!(s.paste_error().is_none());
    }
}
