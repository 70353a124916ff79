//! The bit-board editor's model ([`EditorState`]): the board, undo and redo,
//! recent boards, a browsable list of boards, the three text fields with
//! their inline errors, and the decoded board.
//!
//! Typing in a field changes nothing until the text is committed (Enter or
//! leaving the field): only a text that parses as a whole board is applied,
//! and a malformed one keeps its error and the board. A paste
//! error is cleared by the next board that opens. Every change arrives as an
//! [`EditCommand`] through [`EditorState::apply`]; the window's editor panel
//! only reads this state and produces commands.

mod command;
mod field;
mod typing;

pub use command::EditCommand;
pub use field::Field;

/// Why a paste opened nothing (`Display` is English; the window words it
/// in its language).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PasteError {
    /// The first board-like token does not parse.
    NotABoard(ParseBitsError),
    /// Nothing board-like in the text.
    NoBoard,
}

use std::sync::Arc;

use crate::io::{first_board, parse_boards};
use crate::model::{Bits, BoardTile, Decoded, NoPieceError, ParseBitsError, Rules, decode};

/// How many recent boards are kept.
pub const RECENT_MAX: usize = 12;
/// How many undo steps are kept.
pub const UNDO_MAX: usize = 500;

/// The editor's state.
#[derive(Clone, Debug)]
pub struct EditorState {
    board: Bits,
    undo: Vec<Bits>,
    redo: Vec<Bits>,
    recent: Vec<Bits>,
    list: Arc<[Bits]>,
    list_pos: usize,
    texts: [String; 3],
    errors: [Option<ParseBitsError>; 3],
    paste_error: Option<PasteError>,
    /// The field being typed in, so one typing run is one undo step.
    typing: Option<Field>,
    rules: Rules,
    decoded: Result<Decoded, NoPieceError>,
}

impl Default for EditorState {
    fn default() -> Self {
        EditorState::new(Bits::STARTING_BOARD, Rules::default())
    }
}

impl EditorState {
    /// An editor showing `board`, decoded under `rules`.
    #[must_use]
    pub fn new(board: Bits, rules: Rules) -> EditorState {
        EditorState {
            board,
            undo: Vec::new(),
            redo: Vec::new(),
            recent: Vec::new(),
            list: Arc::from(Vec::new()),
            list_pos: 0,
            texts: Field::ALL.map(|f| f.format(board)),
            errors: [None, None, None],
            paste_error: None,
            typing: None,
            rules,
            decoded: decode(board, &rules),
        }
    }

    /// The current board.
    #[must_use]
    pub fn board(&self) -> Bits {
        self.board
    }

    /// Does what `command` asks; returns whether the board changed.
    pub fn apply(&mut self, command: EditCommand) -> bool {
        let before = self.board;
        match command {
            EditCommand::ToggleBit(bit) => _ = self.toggle_bit(bit),
            EditCommand::ToggleTile(tile) => _ = self.toggle_tile(tile),
            EditCommand::MovePiece { from, to } => _ = self.move_piece(from, to),
            EditCommand::SetUnits(units) => _ = self.set_units(units),
            EditCommand::SetText(field, text) => self.set_text(field, &text),
            EditCommand::FinishTyping => self.finish_typing(),
            EditCommand::CancelTyping => self.cancel_typing(),
            EditCommand::Paste(text) => _ = self.paste(&text),
            EditCommand::Undo => _ = self.undo(),
            EditCommand::Redo => _ = self.redo(),
            EditCommand::GotoList(pos) => _ = self.goto_list(pos),
            EditCommand::Open(board) => self.open(board),
        }
        self.board != before
    }

    /// The decoded current board, or why it has no piece.
    pub fn decoded(&self) -> Result<&Decoded, &NoPieceError> {
        self.decoded.as_ref()
    }

    /// The rules boards are decoded under.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Decodes under new rules (the board is unchanged).
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        self.decoded = decode(self.board, &rules);
    }

    /// Makes `board` current as one undoable edit (and forgets an old paste
    /// error). Returns whether it changed.
    pub fn set_board(&mut self, board: Bits) -> bool {
        self.typing = None;
        self.paste_error = None;
        self.replace(board, true)
    }

    /// Opens `board` as a fresh start: undoable, and remembered as recent.
    pub fn open(&mut self, board: Bits) {
        self.set_board(board);
        self.remember(board);
    }

    fn replace(&mut self, board: Bits, record: bool) -> bool {
        if board == self.board {
            self.sync_texts(None);
            return false;
        }
        if record {
            self.undo.push(self.board);
            if self.undo.len() > UNDO_MAX {
                self.undo.remove(0);
            }
            self.redo.clear();
        }
        self.board = board;
        self.decoded = decode(board, &self.rules);
        self.sync_texts(self.typing);
        true
    }

    /// Toggles one bit (0..=63).
    pub fn toggle_bit(&mut self, bit: u8) -> bool {
        bit < 64 && self.set_board(self.board.toggled(bit))
    }

    /// Toggles the bit of a board tile in the rules' colour's view. Returns
    /// `false` (and changes nothing) for a tile with no bit in that view.
    pub fn toggle_tile(&mut self, tile: BoardTile) -> bool {
        match tile.bit_for(self.rules.colour) {
            Some(bit) => self.toggle_bit(bit),
            None => false,
        }
    }

    /// Moves a piece: clears `from`'s bit and sets `to`'s. Changes nothing
    /// unless `from` is set and both tiles have bits in this colour's view.
    pub fn move_piece(&mut self, from: BoardTile, to: BoardTile) -> bool {
        let colour = self.rules.colour;
        let (Some(a), Some(b)) = (from.bit_for(colour), to.bit_for(colour)) else {
            return false;
        };
        if a == b || !self.board.contains(a) {
            return false;
        }
        self.set_board(self.board.without(a).with(b))
    }

    /// Sets the units field.
    pub fn set_units(&mut self, units: u16) -> bool {
        match self.board.with_units(u32::from(units)) {
            Some(b) => self.set_board(b),
            None => false,
        }
    }

    /// Pastes text: a list of several boards (such as the paper's output)
    /// becomes the browsable list and its first board is opened; otherwise
    /// the first board token is opened. On failure the board is unchanged
    /// and [`EditorState::paste_error`] says why.
    pub fn paste(&mut self, text: &str) -> bool {
        self.paste_error = None;
        if let Ok(boards) = parse_boards(text)
            && boards.len() > 1
        {
            self.open_list(boards.into());
            return true;
        }
        match first_board(text) {
            Some(Ok(board)) => {
                self.open(board);
                true
            }
            Some(Err(e)) => {
                self.paste_error = Some(PasteError::NotABoard(e));
                false
            }
            None => {
                self.paste_error = Some(PasteError::NoBoard);
                false
            }
        }
    }

    /// Why the last paste failed, if it did.
    #[must_use]
    pub fn paste_error(&self) -> Option<&PasteError> {
        self.paste_error.as_ref()
    }

    /// Makes `boards` the browsable list and opens its first board.
    pub fn open_list(&mut self, boards: Arc<[Bits]>) {
        self.list = boards;
        self.list_pos = 0;
        if let Some(&b) = self.list.first() {
            self.open(b);
        }
    }

    /// The browsable list and the position in it.
    #[must_use]
    pub fn list(&self) -> (&[Bits], usize) {
        (&self.list, self.list_pos)
    }

    /// Opens the list's board at `pos`, if there is one.
    pub fn goto_list(&mut self, pos: usize) -> bool {
        let Some(&b) = self.list.get(pos) else {
            return false;
        };
        self.list_pos = pos;
        self.open(b);
        true
    }

    /// Recently opened boards, newest first.
    #[must_use]
    pub fn recent(&self) -> &[Bits] {
        &self.recent
    }

    fn remember(&mut self, board: Bits) {
        self.recent.retain(|&b| b != board);
        self.recent.insert(0, board);
        self.recent.truncate(RECENT_MAX);
    }

    /// Is there an edit to undo?
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Is there an undone edit to redo?
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Undoes the last edit.
    pub fn undo(&mut self) -> bool {
        let Some(b) = self.undo.pop() else {
            return false;
        };
        self.redo.push(self.board);
        self.typing = None;
        self.replace(b, false)
    }

    /// Redoes the last undone edit.
    pub fn redo(&mut self) -> bool {
        let Some(b) = self.redo.pop() else {
            return false;
        };
        self.undo.push(self.board);
        self.typing = None;
        self.replace(b, false)
    }
}

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::*;
    use crate::model::{Colour, Tile};

    const PIECE_1: Bits = Bits::from_raw(0xE820_8822_0841_4C06);

    #[test]
    fn toggle_undo_redo() {
        let mut s = EditorState::default();
        assert!(s.toggle_bit(59));
        assert_eq!(s.board(), Bits::START.with(59));
        assert_eq!(s.text(Field::Hex), "0xF800_0000_0000_0000");
        assert!(s.undo());
        assert_eq!(s.board(), Bits::START);
        assert!(!s.undo());
        assert!(s.redo());
        assert_eq!(s.board(), Bits::START.with(59));
        assert!(!s.toggle_bit(64));
    }

    #[test]
    fn tiles_pieces_and_units() {
        let mut s = EditorState::default();
        assert!(s.toggle_tile(BoardTile::of(Colour::Black, Tile::A)));
        assert!(s.board().contains_tile(Tile::A));
        assert!(!s.toggle_tile(BoardTile::Goal(Colour::Red, 0)));
        let (a, c) = (BoardTile::of(Colour::Black, Tile::A), BoardTile::Track(3));
        assert!(s.move_piece(a, c));
        assert!(!s.board().contains_tile(Tile::A));
        assert!(s.board().contains(56));
        assert!(!s.move_piece(a, c), "A is empty now");
        assert!(s.set_units(19_462));
        assert_eq!(s.board().units(), 19_462);
    }

    #[test]
    fn paste_single_list_and_garbage() {
        let mut s = EditorState::default();
        assert!(s.paste("piece 1: 0xE820882208414C06\n"));
        assert_eq!(s.board(), PIECE_1);
        assert!(s.decoded().unwrap().consistent);
        assert_eq!(s.recent(), [PIECE_1]);
        assert!(!s.paste("hello"));
        assert_eq!(s.board(), PIECE_1);
        assert!(matches!(s.paste_error(), Some(PasteError::NotABoard(_))));
        assert!(
            s.paste_error()
                .is_some_and(|e| e.to_string().contains("not a board"))
        );
        assert!(s.paste("0x1\n0x2\n0x3"));
        assert_eq!((s.list().0.len(), s.board()), (3, Bits::from_raw(1)));
        assert!(s.goto_list(2) && !s.goto_list(3));
        assert_eq!(s.board(), Bits::from_raw(3));
        assert_eq!(s.recent()[0], Bits::from_raw(3));
    }
}
