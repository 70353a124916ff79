//! The one table of keyboard shortcuts ([`SHORTCUTS`]): keys, where they
//! work, the [`Command`] they give and what they do. It drives the key
//! handling ([`collect`]), the menus' shortcut text and the buttons' hints
//! ([`menu_text`], [`hint`]) and the F1 list ([`window`]), so the three cannot
//! drift apart; while single-key shortcuts are off ([`SingleKeys`]) all
//! three leave those keys out or say they are off.
//!
//! Every key event of a frame is handled, in order: four presses of → in one
//! frame are four moves (a fast typist or a presentation clicker sends keys
//! faster than software rendering draws frames). Esc while a control has
//! the keyboard focus only takes the focus away; the next Esc does the
//! mode's job.

mod table;
mod text;

use egui::{Context, Event, Id, Key, KeyboardShortcut, Modifiers};

pub use table::{CLICKER_KEYS, SHORTCUTS, Scope, Shortcut, Trigger};
pub use text::{hint, list, menu_text, what_text, working_key, works};

use crate::i18n::Tr;
use crate::tr;
use crate::workspace::{Command, EditCommand, Mode, Workspace};

impl Scope {
    fn admits(self, typing: bool, mode: Mode) -> bool {
        match self {
            Scope::Anywhere => true,
            Scope::NotTyping => !typing,
            Scope::In(m) => !typing && m == mode,
        }
    }
}

/// Whether the single-key shortcuts work (View → *Single-key
/// shortcuts*): a key without Ctrl, Alt or Shift fires only while they are on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SingleKeys {
    /// Every key of the table works.
    #[default]
    On,
    /// Only keys with a modifier work.
    Off,
}

impl SingleKeys {
    /// The user's setting (`prefs.access.single_keys`).
    #[must_use]
    pub fn from_setting(on: bool) -> SingleKeys {
        if on { SingleKeys::On } else { SingleKeys::Off }
    }

    /// Does `key` work with this setting? A presentation clicker's keys
    /// ([`CLICKER_KEYS`]) always do.
    #[must_use]
    pub fn admits(self, key: &KeyboardShortcut) -> bool {
        self == SingleKeys::On || !key.modifiers.is_none() || is_clicker(key)
    }

    /// Keeps the setting for this frame's texts (hints, menus, sentences),
    /// which read it with [`SingleKeys::of`].
    pub fn store(self, ctx: &Context) {
        ctx.data_mut(|d| d.insert_temp(single_keys_id(), self));
    }

    /// The setting the shell stored for this frame (on if none was).
    #[must_use]
    pub fn of(ctx: &Context) -> SingleKeys {
        ctx.data(|d| d.get_temp(single_keys_id()))
            .unwrap_or_default()
    }
}

fn single_keys_id() -> Id {
    Id::unique("maedn-single-keys")
}

fn held_focus_id() -> Id {
    Id::unique("maedn-focus-held")
}

/// Notes at the end of a frame whether a control holds the keyboard focus.
/// egui takes the focus away on Esc before the next frame's widgets run, so
/// [`collect`] reads this to know that an Esc only left a control.
pub fn remember_focus(ctx: &Context) {
    let held = ctx.memory(|m| m.focused()).is_some();
    ctx.data_mut(|d| d.insert_temp(held_focus_id(), held));
}

/// Did a control hold the focus when the last frame ended?
fn held_focus(ctx: &Context) -> bool {
    ctx.data(|d| d.get_temp(held_focus_id())).unwrap_or(false)
}

/// Is this Esc (no modifier) pressed?
fn is_bare_escape(event: &Event) -> bool {
    matches!(
        event,
        Event::Key {
            key: Key::Escape,
            pressed: true,
            modifiers,
            ..
        } if modifiers.is_none()
    )
}

/// Is `key` one a presentation clicker sends (no modifier)?
fn is_clicker(key: &KeyboardShortcut) -> bool {
    key.modifiers.is_none() && CLICKER_KEYS.contains(&key.logical_key)
}

/// Room the F1 list leaves for its title bar and the window's edges, in points.
const LIST_MARGIN: f32 = 80.0;

/// The row a key press sets off, if any, with every key on.
#[cfg(test)]
fn find(key: Key, modifiers: Modifiers, typing: bool, mode: Mode) -> Option<&'static Shortcut> {
    find_with(key, modifiers, typing, mode, SingleKeys::On)
}

/// The row a key press sets off with single-key shortcuts `single`.
fn find_with(
    key: Key,
    modifiers: Modifiers,
    typing: bool,
    mode: Mode,
    single: SingleKeys,
) -> Option<&'static Shortcut> {
    SHORTCUTS.iter().find(|s| {
        matches!(s.trigger, Trigger::Keys(keys) if keys.iter().any(|k| {
            // A clicker turns slides while a text field has the focus too
            // (a Predict guess being typed): no field takes these keys.
            let typing = typing && !is_clicker(k);
            s.scope.admits(typing, mode)
                && single.admits(k)
                && k.logical_key == key
                && modifiers.matches_logically(k.modifiers)
        }))
    })
}

/// The keys a focused widget (reached with Tab) takes for itself: Space and
/// Enter press it, the arrows move within it (the board's tiles, the bits,
/// the search tree) or to its neighbour.
const FOCUSED_KEYS: [Key; 6] = [
    Key::Space,
    Key::Enter,
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::ArrowUp,
    Key::ArrowDown,
];

/// Is a key press left to the focused widget rather than a shortcut?
#[must_use]
pub fn for_focused(key: Key, modifiers: Modifiers, focused: bool) -> bool {
    focused && modifiers.is_none() && FOCUSED_KEYS.contains(&key)
}

/// The row a key press sets off with the user's settings: none for a key
/// without a modifier when single-key shortcuts are off, none for the keys
/// a focused widget takes.
#[must_use]
pub fn find_allowed(
    key: Key,
    modifiers: Modifiers,
    typing: bool,
    focused: bool,
    mode: Mode,
    single: SingleKeys,
) -> Option<&'static Shortcut> {
    if for_focused(key, modifiers, focused) {
        return None;
    }
    find_with(key, modifiers, typing, mode, single)
}

/// Turns this frame's key presses and pastes into commands, in the order
/// they happened, and takes the events it used away from the widgets. A
/// shortcut whose command `ws` does not allow now is left alone, and so are
/// single-key shortcuts when the user turned them off, the keys a focused
/// widget takes ([`for_focused`]) and the Esc that takes a control's focus
/// away ([`remember_focus`]).
pub fn collect(ctx: &egui::Context, ws: &Workspace, out: &mut Vec<Command>) {
    // Typing means a text field has focus; egui's "wants keyboard input" is
    // true for any focused widget, a button reached with Tab too, and would
    // turn every shortcut off while one is.
    let typing = ctx.text_edit_focused();
    let focused = !typing && ctx.memory(|m| m.focused()).is_some();
    let single = SingleKeys::from_setting(ws.prefs().access.single_keys);
    let mode = ws.mode();
    // The first Esc leaves the focused control (egui has already taken the
    // focus away); only the next one leaves the lesson or cancels.
    let mut leaving = focused || held_focus(ctx);
    ctx.input_mut(|input| {
        if typing {
            bound_typed_text(&mut input.events);
        }
        input.events.retain(|event| {
            if leaving && is_bare_escape(event) {
                leaving = false;
                return true;
            }
            let command = match event {
                Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } => find_allowed(*key, *modifiers, typing, focused, mode, single)
                    .map(|s| s.command.clone()),
                Event::Paste(text) => SHORTCUTS
                    .iter()
                    .find(|s| s.trigger == Trigger::Paste && s.scope.admits(typing, mode))
                    .map(|_| Command::Edit(EditCommand::Paste(text.clone()))),
                _ => None,
            };
            match command {
                Some(command) if ws.allows(&command) => {
                    out.push(command);
                    false
                }
                _ => true,
            }
        });
    });
}

/// The most characters one paste or text event may carry into a focused
/// field: as much as the widest field (a path) holds. egui's number fields
/// take no length limit of their own, so this bounds them too.
pub const TYPED_TEXT_CHARS: usize = crate::app::files::PATH_FIELD_CHARS;

/// Cuts every pasted or typed text to [`TYPED_TEXT_CHARS`], so no field
/// is handed a megabyte to lay out every frame.
fn bound_typed_text(events: &mut [Event]) {
    for event in events {
        if let Event::Paste(text) | Event::Text(text) = event
            && let Some((end, _)) = text.char_indices().nth(TYPED_TEXT_CHARS)
        {
            text.truncate(end);
        }
    }
}

/// The F1 list; returns false when the user closed it.
pub fn window(ctx: &egui::Context, tr: &Tr) -> bool {
    let mut open = true;
    let is_mac = ctx.os().is_mac();
    let single = SingleKeys::of(ctx);
    egui::Window::new(tr!(tr, "shortcuts-title"))
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            // The list is longer than a 768-high projector: it scrolls.
            let room = ctx.content_rect().height() - LIST_MARGIN;
            let room = room.max(LIST_MARGIN);
            egui::ScrollArea::vertical()
                .max_height(room)
                .min_scrolled_height(room)
                .show(ui, |ui| list_grid(ui, tr, is_mac, single));
        });
    open
}

/// The F1 list's rows.
fn list_grid(ui: &mut egui::Ui, tr: &Tr, is_mac: bool, single: SingleKeys) {
    egui::Grid::new("shortcut_list")
        .striped(true)
        .show(ui, |ui| {
            for (keys, what) in list(tr, is_mac, single) {
                ui.label(egui::RichText::new(keys).monospace().strong());
                ui.label(what_text(tr, what));
                ui.end_row();
            }
            ui.label(
                egui::RichText::new(tr!(tr, "shortcuts-typing"))
                    .monospace()
                    .strong(),
            );
            ui.label(tr!(tr, "shortcuts-typing-what"));
            ui.end_row();
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::FileKind;
    use crate::workspace::{FileCommand, WindowCommand};

    #[test]
    fn test_pasted_and_typed_text_is_cut_to_the_widest_field() {
        let mut events = vec![
            Event::Paste("é".repeat(TYPED_TEXT_CHARS + 10)),
            Event::Text("x".repeat(1 << 20)),
            Event::Text("short".to_owned()),
        ];
        bound_typed_text(&mut events);
        let lengths: Vec<usize> = events
            .iter()
            .filter_map(|e| match e {
                Event::Paste(t) | Event::Text(t) => Some(t.chars().count()),
                _ => None,
            })
            .collect();
        assert_eq!(lengths, [TYPED_TEXT_CHARS, TYPED_TEXT_CHARS, 5]);
    }

    #[test]
    fn test_the_most_specific_row_wins() {
        let shift = Modifiers::COMMAND.plus(Modifiers::SHIFT);
        let redo = find(Key::Z, shift, false, Mode::Edit).map(|s| &s.command);
        assert_eq!(redo, Some(&Command::Edit(EditCommand::Redo)));
        let session = find(Key::O, shift, true, Mode::Solve).map(|s| &s.command);
        assert_eq!(
            session,
            Some(&Command::File(FileCommand::Open(FileKind::Session)))
        );
    }

    #[test]
    fn test_single_keys_wait_while_typing_and_follow_the_mode() {
        assert!(find(Key::Space, Modifiers::NONE, true, Mode::Solve).is_none());
        let step = find(Key::ArrowRight, Modifiers::NONE, false, Mode::Step).map(|s| &s.command);
        assert_eq!(step, Some(&Command::StepForward));
        assert!(find(Key::ArrowRight, Modifiers::NONE, false, Mode::Edit).is_none());
    }

    #[test]
    fn test_single_key_rows_come_from_the_table_and_can_be_turned_off() {
        let single: Vec<&str> = SHORTCUTS
            .iter()
            .filter(|s| s.single_key())
            .map(|s| s.what)
            .collect();
        for what in [
            "key-solve-run",
            "key-legend",
            "key-step-all",
            "key-step-piece",
        ] {
            assert!(single.contains(&what), "{what}");
        }
        assert!(!single.contains(&"key-quit") && !single.contains(&"key-edit-paste"));
        let none = Modifiers::NONE;
        for s in SHORTCUTS.iter().filter(|s| s.single_key()) {
            let Trigger::Keys(keys) = s.trigger else {
                continue;
            };
            for k in keys.iter().filter(|k| !is_clicker(k)) {
                for mode in Mode::ALL {
                    assert!(
                        find_allowed(k.logical_key, none, false, false, mode, SingleKeys::Off)
                            .is_none()
                    );
                }
            }
        }
        let on = find_allowed(Key::L, none, false, false, Mode::Solve, SingleKeys::On);
        assert_eq!(on.map(|s| &s.command), Some(&Command::ToggleLegend));
        let quit = find_allowed(
            Key::Q,
            Modifiers::COMMAND,
            false,
            false,
            Mode::Solve,
            SingleKeys::Off,
        );
        assert_eq!(
            quit.map(|s| &s.command),
            Some(&Command::Window(WindowCommand::Quit))
        );
    }

    #[test]
    fn test_a_focused_widget_takes_space_enter_and_the_arrows() {
        let none = Modifiers::NONE;
        assert!(find_allowed(Key::Space, none, false, true, Mode::Solve, SingleKeys::On).is_none());
        assert!(
            find_allowed(
                Key::ArrowRight,
                none,
                false,
                true,
                Mode::Step,
                SingleKeys::On
            )
            .is_none()
        );
        let l = find_allowed(Key::L, none, false, true, Mode::Step, SingleKeys::On);
        assert_eq!(l.map(|s| &s.command), Some(&Command::ToggleLegend));
        let run = find_allowed(Key::Space, none, false, false, Mode::Solve, SingleKeys::On);
        assert_eq!(run.map(|s| &s.command), Some(&Command::RunOrPause));
    }

    #[test]
    fn test_the_first_esc_only_leaves_the_focused_control() {
        let ctx = Context::default();
        assert!(!held_focus(&ctx), "nothing held before the first frame");
        ctx.memory_mut(|m| m.request_focus(Id::unique("a button")));
        remember_focus(&ctx);
        assert!(held_focus(&ctx));
        ctx.memory_mut(|m| m.surrender_focus(Id::unique("a button")));
        remember_focus(&ctx);
        assert!(!held_focus(&ctx));
        assert!(is_bare_escape(&Event::Key {
            key: Key::Escape,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: Modifiers::NONE,
        }));
    }

    #[test]
    fn test_a_row_with_a_ctrl_form_keeps_it_while_single_keys_are_off() {
        let none = Modifiers::NONE;
        let ctrl_shift = Modifiers::COMMAND.plus(Modifiers::SHIFT);
        let lesson = Mode::Lesson;
        let zoom = Some(&Command::ToggleLiveZoom);
        let bare = |single| find_allowed(Key::Z, none, false, false, lesson, single);
        assert_eq!(bare(SingleKeys::On).map(|s| &s.command), zoom);
        assert!(bare(SingleKeys::Off).is_none());
        let held = |single| find_allowed(Key::F, ctrl_shift, false, false, lesson, single);
        assert_eq!(held(SingleKeys::Off).map(|s| &s.command), zoom);
        assert_eq!(held(SingleKeys::On).map(|s| &s.command), zoom);
    }

    #[test]
    fn test_the_clicker_turns_slides_with_single_keys_off_and_while_typing() {
        let none = Modifiers::NONE;
        for (key, command) in [
            (
                Key::PageDown,
                Command::Lesson(crate::workspace::LessonCommand::Next),
            ),
            (
                Key::PageUp,
                Command::Lesson(crate::workspace::LessonCommand::Previous),
            ),
        ] {
            for (typing, focused) in [(false, false), (true, false), (false, true)] {
                for single in [SingleKeys::On, SingleKeys::Off] {
                    let row = find_allowed(key, none, typing, focused, Mode::Lesson, single);
                    assert_eq!(
                        row.map(|s| &s.command),
                        Some(&command),
                        "{key:?} {single:?}"
                    );
                }
            }
        }
        // The other lesson keys stay single keys: off with the switch, and
        // a text field's while typing.
        let right = |typing, single| {
            find_allowed(Key::ArrowRight, none, typing, false, Mode::Lesson, single)
        };
        assert!(right(false, SingleKeys::Off).is_none());
        assert!(right(true, SingleKeys::On).is_none());
        // Outside the lesson a clicker's key does nothing.
        assert!(
            find_allowed(
                Key::PageDown,
                none,
                false,
                false,
                Mode::Solve,
                SingleKeys::Off
            )
            .is_none()
        );
    }

    #[test]
    fn test_no_two_rows_share_keys_in_one_scope() {
        for (i, a) in SHORTCUTS.iter().enumerate() {
            for b in &SHORTCUTS[i + 1..] {
                let overlap = a.scope == b.scope && a.trigger == b.trigger;
                assert!(!overlap, "{} / {}", a.what, b.what);
            }
        }
    }
}
