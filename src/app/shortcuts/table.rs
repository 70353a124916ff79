//! The rows of the shortcut table ([`SHORTCUTS`]) and their types: what
//! sets a shortcut off ([`Trigger`]), where it works ([`Scope`]), the
//! [`Command`] it gives and the message id of the sentence the F1 list shows.

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::io::{FileKind, Format};
use crate::workspace::{
    Choice, Command, EditCommand, ExploreCommand, FileCommand, GameCommand, LessonCommand, Mode,
    PlayCommand, ReplayCommand, WindowCommand, Zoom,
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
    /// What it does, for the F1 list: the id of its message in the
    /// translation files (a test checks that each exists).
    pub what: &'static str,
}

impl Shortcut {
    /// Is this a single-key shortcut (no modifier on any of its keys, none
    /// of them a presentation clicker's)? These are the ones View →
    /// *Single-key shortcuts* turns off altogether.
    #[must_use]
    #[cfg(test)]
    pub fn single_key(&self) -> bool {
        match self.trigger {
            Trigger::Keys(keys) => keys
                .iter()
                .all(|k| k.modifiers.is_none() && !CLICKER_KEYS.contains(&k.logical_key)),
            Trigger::Paste => false,
        }
    }
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
#[rustfmt::skip]
pub static SHORTCUTS: &[Shortcut] = &[
    // The lesson's keys come first: in the lesson, Space, the arrows and Esc
    // move through the slides (a presentation clicker sends PageUp/PageDown).
    row(&[bare(Key::ArrowRight), bare(Key::ArrowDown), bare(Key::Space), bare(Key::PageDown)], Scope::In(Mode::Lesson), Command::Lesson(LessonCommand::Next), "key-lesson-next"),
    row(&[bare(Key::ArrowLeft), bare(Key::ArrowUp), bare(Key::PageUp)], Scope::In(Mode::Lesson), Command::Lesson(LessonCommand::Previous), "key-lesson-previous"),
    row(&[bare(Key::Home)], Scope::In(Mode::Lesson), Command::Lesson(LessonCommand::First), "key-lesson-first-last"),
    row(&[bare(Key::End)], Scope::In(Mode::Lesson), Command::Lesson(LessonCommand::Last), "key-lesson-first-last"),
    row(&[bare(Key::Escape)], Scope::In(Mode::Lesson), Command::Lesson(LessonCommand::Leave), "key-lesson-leave"),
    // The live zoom has no button: its Ctrl form keeps it while single keys are off.
    row(&[bare(Key::Z), ctrl_shift(Key::F)], Scope::In(Mode::Lesson), Command::ToggleLiveZoom, "key-lesson-zoom"),
    row(&[bare(Key::Space)], Scope::In(Mode::Solve), Command::RunOrPause, "key-solve-run"),
    row(&[bare(Key::Space)], Scope::In(Mode::Step), Command::TogglePlay, "key-step-play"),
    row(&[bare(Key::Space)], Scope::In(Mode::Game), Command::Game(GameCommand::TogglePlay), "key-game-play"),
    row(&[bare(Key::Escape)], Scope::In(Mode::Explore), Command::ExploreDo(ExploreCommand::Cancel), "key-explore-cancel"),
    row(&[bare(Key::Escape)], Scope::NotTyping, Command::Cancel, "key-cancel"),
    row(&[bare(Key::ArrowRight)], Scope::In(Mode::Solve), Command::Replay(ReplayCommand::Forward), "key-solve-call-forward"),
    row(&[bare(Key::ArrowLeft)], Scope::In(Mode::Solve), Command::Replay(ReplayCommand::Back), "key-solve-call-back"),
    row(&[bare(Key::ArrowRight)], Scope::In(Mode::Step), Command::StepForward, "key-step-next"),
    row(&[bare(Key::ArrowLeft)], Scope::In(Mode::Step), Command::StepBack, "key-step-previous"),
    row(&[bare(Key::Home)], Scope::In(Mode::Step), Command::StepTo(0), "key-step-start"),
    row(&[bare(Key::End)], Scope::In(Mode::Step), Command::StepLast, "key-step-end"),
    row(&[bare(Key::ArrowRight)], Scope::In(Mode::Game), Command::Game(GameCommand::Forward), "key-game-next"),
    row(&[bare(Key::ArrowLeft)], Scope::In(Mode::Game), Command::Game(GameCommand::Back), "key-game-previous"),
    row(&[bare(Key::Home)], Scope::In(Mode::Game), Command::Game(GameCommand::To(0)), "key-game-start"),
    row(&[bare(Key::End)], Scope::In(Mode::Game), Command::Game(GameCommand::Last), "key-game-end"),
    row(&[bare(Key::Num1)], Scope::In(Mode::Step), Command::Choose(Choice::One(0)), "key-step-piece"),
    row(&[bare(Key::Num2)], Scope::In(Mode::Step), Command::Choose(Choice::One(1)), "key-step-piece"),
    row(&[bare(Key::Num3)], Scope::In(Mode::Step), Command::Choose(Choice::One(2)), "key-step-piece"),
    row(&[bare(Key::Num4)], Scope::In(Mode::Step), Command::Choose(Choice::One(3)), "key-step-piece"),
    row(&[bare(Key::A)], Scope::In(Mode::Step), Command::Choose(Choice::All), "key-step-all"),
    row(&[bare(Key::Num1)], Scope::In(Mode::Play), Command::Play(PlayCommand::Number(1)), "key-play-number"),
    row(&[bare(Key::Num2)], Scope::In(Mode::Play), Command::Play(PlayCommand::Number(2)), "key-play-number"),
    row(&[bare(Key::Num3)], Scope::In(Mode::Play), Command::Play(PlayCommand::Number(3)), "key-play-number"),
    row(&[bare(Key::Num4)], Scope::In(Mode::Play), Command::Play(PlayCommand::Number(4)), "key-play-number"),
    row(&[bare(Key::Num5)], Scope::In(Mode::Play), Command::Play(PlayCommand::Number(5)), "key-play-number"),
    row(&[bare(Key::Num6)], Scope::In(Mode::Play), Command::Play(PlayCommand::Number(6)), "key-play-number"),
    row(&[bare(Key::Space)], Scope::In(Mode::Play), Command::Play(PlayCommand::Continue), "key-play-continue"),
    row(&[bare(Key::ArrowLeft)], Scope::In(Mode::Play), Command::Play(PlayCommand::Back), "key-play-previous"),
    row(&[bare(Key::ArrowRight)], Scope::In(Mode::Play), Command::Play(PlayCommand::Forward), "key-play-next"),
    row(&[ctrl(Key::Z)], Scope::In(Mode::Play), Command::Play(PlayCommand::Undo), "key-play-undo"),
    row(&[ctrl_shift(Key::Z), ctrl(Key::Y)], Scope::In(Mode::Edit), Command::Edit(EditCommand::Redo), "key-edit-redo"),
    row(&[ctrl(Key::Z)], Scope::In(Mode::Edit), Command::Edit(EditCommand::Undo), "key-edit-undo"),
    Shortcut { trigger: Trigger::Paste, scope: Scope::In(Mode::Edit), command: Command::Edit(EditCommand::Paste(String::new())), what: "key-edit-paste" },
    row(&[ctrl_shift(Key::O)], Scope::Anywhere, Command::File(FileCommand::Open(FileKind::Session)), "key-open-session"),
    row(&[ctrl(Key::O)], Scope::Anywhere, Command::File(FileCommand::Open(FileKind::Boards)), "key-open-boards"),
    row(&[ctrl(Key::S)], Scope::Anywhere, Command::File(FileCommand::Save(FileKind::Session)), "key-save-session"),
    row(&[ctrl_shift(Key::C)], Scope::Anywhere, Command::Window(WindowCommand::CopyFigure), "key-copy-figure"),
    row(&[ctrl(Key::E)], Scope::Anywhere, Command::File(FileCommand::Save(FileKind::Picture(Format::Png))), "key-export-png"),
    row(&[ctrl(Key::Plus), ctrl(Key::Equals)], Scope::Anywhere, Command::Window(WindowCommand::Zoom(Zoom::In)), "key-zoom-in"),
    row(&[ctrl(Key::Minus)], Scope::Anywhere, Command::Window(WindowCommand::Zoom(Zoom::Out)), "key-zoom-out"),
    row(&[ctrl(Key::Num0)], Scope::Anywhere, Command::Window(WindowCommand::Zoom(Zoom::Reset)), "key-zoom-reset"),
    row(&[bare(Key::F9)], Scope::NotTyping, Command::TogglePanels, "key-panels"),
    row(&[bare(Key::F11)], Scope::Anywhere, Command::TogglePresent, "key-present"),
    row(&[bare(Key::L)], Scope::NotTyping, Command::ToggleLegend, "key-legend"),
    row(&[bare(Key::N)], Scope::NotTyping, Command::ToggleTileNumbers, "key-tile-numbers"),
    row(&[bare(Key::F1)], Scope::NotTyping, Command::ToggleShortcuts, "key-list"),
    row(&[ctrl(Key::Q)], Scope::Anywhere, Command::Window(WindowCommand::Quit), "key-quit"),
];

/// The keys a presentation clicker sends to turn slides: they work in the
/// lesson whatever the single-key switch says and whatever has the focus
/// (a clicker is no stray key, and speech input does not type them).
pub const CLICKER_KEYS: [Key; 2] = [Key::PageDown, Key::PageUp];

/// The paste trigger's keys, for display.
pub(super) const PASTE_KEYS: KeyboardShortcut = ctrl(Key::V);
