//! [`EditCommand`]: what the editor's panel, its shortcuts and a paste ask
//! of the editor's board, applied by [`super::EditorState::apply`] (the
//! window's [`crate::workspace::Command::Edit`] carries one).

use super::field::Field;
use crate::model::{Bits, BoardTile};

/// A change to the editor's board (see [`super::EditorState::apply`]).
#[derive(Clone, Debug, PartialEq)]
pub enum EditCommand {
    /// Toggle one bit (0..=63).
    ToggleBit(u8),
    /// Toggle a board tile's bit in the rules' colour's view.
    ToggleTile(BoardTile),
    /// Move a piece from one tile to another.
    MovePiece {
        /// Where it stands.
        from: BoardTile,
        /// Where it goes.
        to: BoardTile,
    },
    /// Set the units field.
    SetUnits(u16),
    /// The text typed into a field (kept, not yet applied).
    SetText(Field, String),
    /// A typing run ended (Enter, or the field lost focus): apply the text if
    /// it is a whole board, else keep its error.
    FinishTyping,
    /// Typing was abandoned (Esc): the fields show the board again.
    CancelTyping,
    /// Pasted text: one board or a list of boards.
    Paste(String),
    /// Undo the last edit.
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// Open the board at this position of the browsable list.
    GotoList(usize),
    /// Open a board (undoable, remembered as recent).
    Open(Bits),
}
