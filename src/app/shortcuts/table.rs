//! The rows of the shortcut table ([`SHORTCUTS`]) and their types: what
//! sets a shortcut off ([`Trigger`]), where it works ([`Scope`]), the
//! [`Command`] it gives and the sentence the F1 list shows.

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::io::FileKind;
use crate::workspace::{
    Choice, Command, EditCommand, ExploreCommand, FileCommand, GameCommand, LessonCommand, Mode,
    Zoom,
};

/// Where a shortcut works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everywhere, even while a text field has focus (modified keys).
    Anywhere,
    /// Everywhere except while a text field has focus.
    NotTyping,
    /// In one mode, and not while a text field has focus.
    In(Mode),
}

/// What sets a shortcut off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// Any of these keys (the first is the one shown).
    Keys(&'static [KeyboardShortcut]),
    /// The system's paste (Ctrl+V arrives as pasted text, not as a key).
    Paste,
}

/// One row of the table.
#[derive(Debug)]
pub struct Shortcut {
    /// The keys.
    pub trigger: Trigger,
    /// Where it works.
    pub scope: Scope,
    /// What it asks for (a paste's text is filled in when it arrives).
    pub command: Command,
    /// What it does, for the F1 list.
    pub what: &'static str,
}

const fn ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const fn ctrl_shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), key)
}

const fn bare(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

const fn row(
    keys: &'static [KeyboardShortcut],
    scope: Scope,
    command: Command,
    what: &'static str,
) -> Shortcut {
    Shortcut {
        trigger: Trigger::Keys(keys),
        scope,
        command,
        what,
    }
}

/// Every shortcut. Order matters: the first row that matches wins, so a key
/// with Shift comes before the same key without (Ctrl+Z would also match
/// Ctrl+Shift+Z).
pub static SHORTCUTS: &[Shortcut] = &[
    // The lesson's keys come first: in the lesson, Space, the arrows and Esc
    // move through the slides (a presentation clicker sends PageUp/PageDown).
    row(
        &[
            bare(Key::ArrowRight),
            bare(Key::ArrowDown),
            bare(Key::Space),
            bare(Key::PageDown),
        ],
        Scope::In(Mode::Lesson),
        Command::Lesson(LessonCommand::Next),
        "Lesson: next slide",
    ),
    row(
        &[bare(Key::ArrowLeft), bare(Key::ArrowUp), bare(Key::PageUp)],
        Scope::In(Mode::Lesson),
        Command::Lesson(LessonCommand::Previous),
        "Lesson: previous slide",
    ),
    row(
        &[bare(Key::Home)],
        Scope::In(Mode::Lesson),
        Command::Lesson(LessonCommand::First),
        "Lesson: first / last slide",
    ),
    row(
        &[bare(Key::End)],
        Scope::In(Mode::Lesson),
        Command::Lesson(LessonCommand::Last),
        "Lesson: first / last slide",
    ),
    row(
        &[bare(Key::Escape)],
        Scope::In(Mode::Lesson),
        Command::Lesson(LessonCommand::Leave),
        "Lesson: leave",
    ),
    row(
        &[bare(Key::Space)],
        Scope::In(Mode::Solve),
        Command::RunOrPause,
        "Solve: run / pause / resume",
    ),
    row(
        &[bare(Key::Space)],
        Scope::In(Mode::Step),
        Command::TogglePlay,
        "Step: play / pause",
    ),
    row(
        &[bare(Key::Space)],
        Scope::In(Mode::Game),
        Command::Game(GameCommand::TogglePlay),
        "Game: play / pause",
    ),
    row(
        &[bare(Key::Escape)],
        Scope::In(Mode::Explore),
        Command::ExploreDo(ExploreCommand::Cancel),
        "Explore: cancel the shown part's computation",
    ),
    row(
        &[bare(Key::Escape)],
        Scope::NotTyping,
        Command::Cancel,
        "cancel the run",
    ),
    row(
        &[bare(Key::ArrowRight)],
        Scope::In(Mode::Solve),
        Command::NextCall,
        "Solve (single step): next call",
    ),
    row(
        &[bare(Key::ArrowRight)],
        Scope::In(Mode::Step),
        Command::StepForward,
        "Step: next move",
    ),
    row(
        &[bare(Key::ArrowLeft)],
        Scope::In(Mode::Step),
        Command::StepBack,
        "Step: previous move",
    ),
    row(
        &[bare(Key::Home)],
        Scope::In(Mode::Step),
        Command::StepTo(0),
        "Step: jump to the start",
    ),
    row(
        &[bare(Key::End)],
        Scope::In(Mode::Step),
        Command::StepLast,
        "Step: jump to the end",
    ),
    row(
        &[bare(Key::ArrowRight)],
        Scope::In(Mode::Game),
        Command::Game(GameCommand::Forward),
        "Game: next roll",
    ),
    row(
        &[bare(Key::ArrowLeft)],
        Scope::In(Mode::Game),
        Command::Game(GameCommand::Back),
        "Game: previous roll",
    ),
    row(
        &[bare(Key::Home)],
        Scope::In(Mode::Game),
        Command::Game(GameCommand::To(0)),
        "Game: before the first roll",
    ),
    row(
        &[bare(Key::End)],
        Scope::In(Mode::Game),
        Command::Game(GameCommand::Last),
        "Game: after the last roll",
    ),
    row(
        &[bare(Key::Num1)],
        Scope::In(Mode::Step),
        Command::Choose(Choice::One(0)),
        "Step: show piece 1–4",
    ),
    row(
        &[bare(Key::Num2)],
        Scope::In(Mode::Step),
        Command::Choose(Choice::One(1)),
        "Step: show piece 1–4",
    ),
    row(
        &[bare(Key::Num3)],
        Scope::In(Mode::Step),
        Command::Choose(Choice::One(2)),
        "Step: show piece 1–4",
    ),
    row(
        &[bare(Key::Num4)],
        Scope::In(Mode::Step),
        Command::Choose(Choice::One(3)),
        "Step: show piece 1–4",
    ),
    row(
        &[bare(Key::A)],
        Scope::In(Mode::Step),
        Command::Choose(Choice::All),
        "Step: show all pieces",
    ),
    row(
        &[ctrl_shift(Key::Z), ctrl(Key::Y)],
        Scope::In(Mode::Edit),
        Command::Edit(EditCommand::Redo),
        "Edit: redo",
    ),
    row(
        &[ctrl(Key::Z)],
        Scope::In(Mode::Edit),
        Command::Edit(EditCommand::Undo),
        "Edit: undo",
    ),
    Shortcut {
        trigger: Trigger::Paste,
        scope: Scope::In(Mode::Edit),
        command: Command::Edit(EditCommand::Paste(String::new())),
        what: "Edit: paste a board (hex, binary, decimal or the paper's lines)",
    },
    row(
        &[ctrl_shift(Key::O)],
        Scope::Anywhere,
        Command::File(FileCommand::Open(FileKind::Session)),
        "open a session",
    ),
    row(
        &[ctrl(Key::O)],
        Scope::Anywhere,
        Command::File(FileCommand::Open(FileKind::Boards)),
        "open a board list",
    ),
    row(
        &[ctrl(Key::S)],
        Scope::Anywhere,
        Command::File(FileCommand::Save(FileKind::Session)),
        "save the session",
    ),
    row(
        &[ctrl(Key::E)],
        Scope::Anywhere,
        Command::File(FileCommand::Save(FileKind::Png)),
        "export the board as PNG",
    ),
    row(
        &[ctrl(Key::Plus), ctrl(Key::Equals)],
        Scope::Anywhere,
        Command::Zoom(Zoom::In),
        "zoom in",
    ),
    row(
        &[ctrl(Key::Minus)],
        Scope::Anywhere,
        Command::Zoom(Zoom::Out),
        "zoom out",
    ),
    row(
        &[ctrl(Key::Num0)],
        Scope::Anywhere,
        Command::Zoom(Zoom::Reset),
        "reset the zoom",
    ),
    row(
        &[bare(Key::F9)],
        Scope::NotTyping,
        Command::TogglePanels,
        "hide or show the side panels",
    ),
    row(
        &[bare(Key::F11)],
        Scope::Anywhere,
        Command::TogglePresent,
        "presentation mode: full screen, side panels hidden",
    ),
    row(
        &[bare(Key::L)],
        Scope::NotTyping,
        Command::ToggleLegend,
        "show or hide the legend beside the board",
    ),
    row(
        &[bare(Key::F1)],
        Scope::NotTyping,
        Command::ToggleShortcuts,
        "show or hide this list",
    ),
    row(&[ctrl(Key::Q)], Scope::Anywhere, Command::Quit, "quit"),
];

/// The paste trigger's keys, for display.
pub(super) const PASTE_KEYS: KeyboardShortcut = ctrl(Key::V);
