//! The bit-board editor: a strip of all 64 bits, hex/binary/decimal fields
//! kept in sync, copy and paste (including the paper's output lines), undo
//! and redo, a browsable list of boards, and the decoded board beside it.
//!
//! The window mounts [`Editor::ui`] in a panel and applies the returned
//! [`EditorAction`] after layout. The board view reports clicks and drags as
//! [`BoardTile`]s through [`Editor::click_tile`] and [`Editor::drag_piece`].

mod bit_strip;
mod decoded;
mod fields;
mod state;

use egui::{Event, Key, KeyboardShortcut, Modifiers, Ui};

pub use bit_strip::{bit_meaning, bit_strip_ui};
pub use decoded::decoded_ui;
pub use fields::fields_ui;
pub use state::{EditorState, Field, RECENT_MAX, UNDO_MAX};

use crate::model::{Bits, BoardTile, Problem, Rules};

/// Something the window should do, returned by [`Editor::ui`].
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// "Step through this path": the path board(s) for the stepper, which
    /// unfolds them move by move.
    SendToStepper(Vec<Bits>),
    /// "Solve from here": continue solving this single-piece problem.
    SolveFrom(Problem),
}

/// Ctrl+Z (⌘Z on macOS).
const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Ctrl+Shift+Z.
const REDO: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
/// Ctrl+Y, the other common redo.
const REDO_Y: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);

/// The editor widget.
#[derive(Clone, Debug, Default)]
pub struct Editor {
    /// The model; public so the window can read or drive it directly.
    pub state: EditorState,
}

impl Editor {
    /// An editor showing `board` under `rules`.
    #[must_use]
    pub fn new(board: Bits, rules: Rules) -> Editor {
        Editor {
            state: EditorState::new(board, rules),
        }
    }

    /// Opens `board` (undoable, remembered as recent).
    pub fn open_board(&mut self, board: Bits) {
        self.state.open(board);
    }

    /// Opens a list of boards (e.g. a loaded board file) for browsing.
    pub fn open_boards(&mut self, boards: Vec<Bits>) {
        self.state.open_list(boards);
    }

    /// The current board.
    #[must_use]
    pub fn board(&self) -> Bits {
        self.state.board()
    }

    /// Decodes under new rules (call when the settings change).
    pub fn set_rules(&mut self, rules: Rules) {
        self.state.set_rules(rules);
    }

    /// The board view's click on a tile: toggles that tile's bit in the
    /// rules' colour's view. Returns whether the board changed.
    pub fn click_tile(&mut self, tile: BoardTile) -> bool {
        self.state.toggle_tile(tile)
    }

    /// The board view's drag of a piece from one tile to another. Returns
    /// whether the board changed.
    pub fn drag_piece(&mut self, from: BoardTile, to: BoardTile) -> bool {
        self.state.move_piece(from, to)
    }

    /// Shortcuts and pasted text, when no text field has keyboard focus.
    fn handle_input(&mut self, ui: &Ui) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let (undo, redo, pasted) = ui.input_mut(|i| {
            let redo = i.consume_shortcut(&REDO) || i.consume_shortcut(&REDO_Y);
            let undo = i.consume_shortcut(&UNDO);
            let pasted: Vec<String> = i
                .events
                .iter()
                .filter_map(|e| match e {
                    Event::Paste(text) => Some(text.clone()),
                    _ => None,
                })
                .collect();
            (undo, redo, pasted)
        });
        if redo {
            self.state.redo();
        } else if undo {
            self.state.undo();
        }
        for text in pasted {
            self.state.paste(&text);
        }
    }

    /// Draws the editor and the decoded board. Returns what the window should
    /// do, if a button asked for something.
    pub fn ui(&mut self, ui: &mut Ui) -> Option<EditorAction> {
        self.handle_input(ui);
        egui::ScrollArea::vertical()
            .id_salt("bit_board_editor")
            .auto_shrink([false, true])
            .show(ui, |ui| self.contents(ui))
            .inner
    }

    /// Everything inside the scroll area.
    fn contents(&mut self, ui: &mut Ui) -> Option<EditorAction> {
        let action = ui.horizontal_wrapped(|ui| self.toolbar(ui)).inner;
        if let Some(err) = self.state.paste_error() {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
        self.list_ui(ui);
        ui.separator();
        fields_ui(ui, &mut self.state);
        ui.separator();
        bit_strip_ui(ui, &mut self.state);
        ui.separator();
        match self.state.decoded() {
            Ok(d) => decoded_ui(ui, d),
            Err(e) => {
                ui.label(e.to_string());
            }
        }
        action
    }

    /// Undo, redo, paste, recent boards and the two actions.
    fn toolbar(&mut self, ui: &mut Ui) -> Option<EditorAction> {
        let mut action = None;
        if ui
            .add_enabled(self.state.can_undo(), egui::Button::new("Undo"))
            .on_hover_text("Ctrl+Z")
            .clicked()
        {
            self.state.undo();
        }
        if ui
            .add_enabled(self.state.can_redo(), egui::Button::new("Redo"))
            .on_hover_text("Ctrl+Shift+Z")
            .clicked()
        {
            self.state.redo();
        }
        if ui
            .button("Paste")
            .on_hover_text("Paste a board or the paper's output lines (Ctrl+V)")
            .clicked()
        {
            // The backend answers with an `Event::Paste`, handled next frame.
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::RequestPaste);
        }
        ui.add_enabled_ui(!self.state.recent().is_empty(), |ui| {
            ui.menu_button("Recent", |ui| {
                let recent = self.state.recent().to_vec();
                for b in recent {
                    if ui.button(b.to_hex()).clicked() {
                        self.state.open(b);
                    }
                }
            });
        });
        ui.separator();
        if ui
            .button("Step through this path")
            .on_hover_text("Send the path board to the stepper, which unfolds it move by move")
            .clicked()
        {
            action = Some(EditorAction::SendToStepper(vec![self.state.board()]));
        }
        let problem = self.state.decoded().ok().and_then(|d| d.problem());
        let solve = ui
            .add_enabled(problem.is_some(), egui::Button::new("Solve from here"))
            .on_disabled_hover_text(
                "Needs a path board with one piece on its way from A that has not finished",
            );
        if solve.clicked()
            && let Some(p) = problem
        {
            action = Some(EditorAction::SolveFrom(p));
        }
        action
    }

    /// Previous / next through a list of boards, when there is one.
    fn list_ui(&mut self, ui: &mut Ui) {
        let (len, pos) = {
            let (list, pos) = self.state.list();
            (list.len(), pos)
        };
        if len < 2 {
            return;
        }
        ui.horizontal(|ui| {
            if ui
                .add_enabled(pos > 0, egui::Button::new("Previous board"))
                .clicked()
            {
                self.state.goto_list(pos - 1);
            }
            ui.label(format!("board {} of {len}", pos + 1));
            if ui
                .add_enabled(pos + 1 < len, egui::Button::new("Next board"))
                .clicked()
            {
                self.state.goto_list(pos + 1);
            }
        });
    }
}
