//! The one table of keyboard shortcuts ([`SHORTCUTS`]): keys, where they
//! work, the [`Command`] they give and what they do. It drives the key
//! handling ([`collect`]), the menus' shortcut text and the buttons' hints
//! ([`key_text`], [`hint`]) and the F1 list ([`window`]), so the three cannot
//! drift apart.
//!
//! Every key event of a frame is handled, in order: four presses of → in one
//! frame are four moves (a fast typist or a presentation clicker sends keys
//! faster than software rendering draws frames).

mod table;

use egui::{Event, Key, KeyboardShortcut, ModifierNames, Modifiers};

use table::PASTE_KEYS;
pub use table::{SHORTCUTS, Scope, Shortcut, Trigger};

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

/// Room the F1 list leaves for its title bar and the window's edges, in points.
const LIST_MARGIN: f32 = 80.0;

/// The row a key press sets off, if any.
#[must_use]
pub fn find(key: Key, modifiers: Modifiers, typing: bool, mode: Mode) -> Option<&'static Shortcut> {
    SHORTCUTS.iter().find(|s| {
        s.scope.admits(typing, mode)
            && matches!(s.trigger, Trigger::Keys(keys) if keys
                .iter()
                .any(|k| k.logical_key == key && modifiers.matches_logically(k.modifiers)))
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

/// The row a key press sets off with the user's settings: none for a
/// single-key row when single-key shortcuts are off, none for the keys a
/// focused widget takes.
#[must_use]
pub fn find_allowed(
    key: Key,
    modifiers: Modifiers,
    typing: bool,
    focused: bool,
    mode: Mode,
    single_keys: bool,
) -> Option<&'static Shortcut> {
    if for_focused(key, modifiers, focused) {
        return None;
    }
    find(key, modifiers, typing, mode).filter(|s| single_keys || !s.single_key())
}

/// Turns this frame's key presses and pastes into commands, in the order
/// they happened, and takes the events it used away from the widgets. A
/// shortcut whose command `ws` does not allow now is left alone, and so are
/// single-key shortcuts when the user turned them off and the keys a
/// focused widget takes ([`for_focused`]).
pub fn collect(ctx: &egui::Context, ws: &Workspace, out: &mut Vec<Command>) {
    // Typing means a text field has focus; egui's "wants keyboard input" is
    // true for any focused widget, a button reached with Tab too, and would
    // turn every shortcut off while one is.
    let typing = ctx.text_edit_focused();
    let focused = !typing && ctx.memory(|m| m.focused()).is_some();
    let single_keys = ws.prefs().access.single_keys;
    let mode = ws.mode();
    ctx.input_mut(|input| {
        if typing {
            bound_typed_text(&mut input.events);
        }
        input.events.retain(|event| {
            let command = match event {
                Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } => find_allowed(*key, *modifiers, typing, focused, mode, single_keys)
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

/// A key as the F1 list and the menus write it: "Ctrl+Shift+O",
/// "Right arrow"; "Strg+Umschalt+O", "Pfeil rechts" in German.
#[must_use]
pub fn key_text(tr: &Tr, shortcut: &KeyboardShortcut, is_mac: bool) -> String {
    let key = match shortcut.logical_key {
        Key::ArrowRight => tr!(tr, "key-right"),
        Key::ArrowLeft => tr!(tr, "key-left"),
        Key::ArrowDown => tr!(tr, "key-down"),
        Key::ArrowUp => tr!(tr, "key-up"),
        Key::Escape => "Esc".to_owned(),
        Key::Space => tr!(tr, "key-space"),
        Key::PageUp => tr!(tr, "key-page-up"),
        Key::PageDown => tr!(tr, "key-page-down"),
        Key::Home => tr!(tr, "key-home"),
        Key::End => tr!(tr, "key-end"),
        Key::Minus => "−".to_owned(),
        other => other.symbol_or_name().to_owned(),
    };
    let mut text = if is_mac {
        ModifierNames::SYMBOLS.format(&shortcut.modifiers, true)
    } else {
        let mut names = Vec::new();
        if shortcut.modifiers.command || shortcut.modifiers.ctrl {
            names.push(tr!(tr, "key-ctrl"));
        }
        if shortcut.modifiers.alt {
            names.push("Alt".to_owned());
        }
        if shortcut.modifiers.shift {
            names.push(tr!(tr, "key-shift"));
        }
        names.join("+")
    };
    if !text.is_empty() && !is_mac {
        text.push('+');
    }
    text + &key
}

/// All keys of a row: "Ctrl+Shift+Z / Ctrl+Y".
#[must_use]
pub fn trigger_text(tr: &Tr, trigger: Trigger, is_mac: bool) -> String {
    match trigger {
        Trigger::Keys(keys) => keys
            .iter()
            .map(|k| key_text(tr, k, is_mac))
            .collect::<Vec<_>>()
            .join(" / "),
        Trigger::Paste => key_text(tr, &PASTE_KEYS, is_mac),
    }
}

/// The first key of the row that gives `command`, for a menu entry.
#[must_use]
pub fn menu_text(tr: &Tr, command: &Command, is_mac: bool) -> String {
    SHORTCUTS
        .iter()
        .find(|s| &s.command == command)
        .map_or_else(String::new, |s| match s.trigger {
            Trigger::Keys(keys) => keys
                .first()
                .map_or_else(String::new, |k| key_text(tr, k, is_mac)),
            Trigger::Paste => key_text(tr, &PASTE_KEYS, is_mac),
        })
}

/// `text` with the shortcut of `command` in brackets, for a hover text:
/// "Next move (Right arrow)".
#[must_use]
pub fn hint(tr: &Tr, text: &str, command: &Command) -> String {
    match menu_text(tr, command, false) {
        keys if keys.is_empty() => text.to_owned(),
        keys => format!("{text} ({keys})"),
    }
}

/// A row's sentence in `tr`'s language (its message id if the id were
/// missing, which a test rules out).
#[must_use]
pub fn what_text(tr: &Tr, id: &str) -> String {
    tr.loader().get(id)
}

/// The F1 list; returns false when the user closed it.
pub fn window(ctx: &egui::Context, tr: &Tr) -> bool {
    let mut open = true;
    let is_mac = ctx.os().is_mac();
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
                .show(ui, |ui| list_grid(ui, tr, is_mac));
        });
    open
}

/// The F1 list's rows.
fn list_grid(ui: &mut egui::Ui, tr: &Tr, is_mac: bool) {
    egui::Grid::new("shortcut_list")
        .striped(true)
        .show(ui, |ui| {
            for (keys, what) in list(tr, is_mac) {
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

/// The F1 list's rows (keys, message id): neighbouring rows that do the
/// same (such as the four piece keys) share one line, their keys joined by
/// spaces.
#[must_use]
pub fn list(tr: &Tr, is_mac: bool) -> Vec<(String, &'static str)> {
    let mut rows: Vec<(String, &'static str)> = Vec::new();
    for s in SHORTCUTS {
        let keys = trigger_text(tr, s.trigger, is_mac);
        match rows.last_mut() {
            Some((shown, what)) if *what == s.what => {
                shown.push(' ');
                shown.push_str(&keys);
            }
            _ => rows.push((keys, s.what)),
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::io::FileKind;
    use crate::workspace::FileCommand;

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
    fn test_texts_come_from_the_table() {
        let tr = Tr::new(Lang::En);
        let open = Command::File(FileCommand::Open(FileKind::Session));
        assert_eq!(menu_text(&tr, &open, false), "Ctrl+Shift+O");
        assert_eq!(menu_text(&tr, &Command::Quit, false), "Ctrl+Q");
        assert_eq!(
            hint(&tr, "Next move", &Command::StepForward),
            "Next move (Right arrow)"
        );
        assert_eq!(hint(&tr, "Nothing", &Command::PaperSettings), "Nothing");
    }

    #[test]
    fn test_keys_are_named_in_german() {
        let tr = Tr::new(Lang::De);
        let open = Command::File(FileCommand::Open(FileKind::Session));
        assert_eq!(menu_text(&tr, &open, false), "Strg+Umschalt+O");
        assert_eq!(
            hint(&tr, "Nächster Zug", &Command::StepForward),
            "Nächster Zug (Pfeil rechts)"
        );
    }

    #[test]
    fn test_every_row_says_what_it_does_in_both_languages() {
        for lang in [Lang::En, Lang::De] {
            let source = crate::i18n::source(lang).unwrap_or_default();
            for s in SHORTCUTS {
                let defined = source.lines().any(|l| {
                    l.strip_prefix(s.what)
                        .is_some_and(|rest| rest.trim_start().starts_with('='))
                });
                assert!(defined, "{} has no message in {lang:?}", s.what);
            }
        }
        let de = Tr::new(Lang::De);
        assert_eq!(what_text(&de, "key-quit"), "beenden");
    }

    #[test]
    fn test_the_list_joins_the_piece_keys() {
        let tr = Tr::new(Lang::En);
        let list = list(&tr, false);
        assert!(list.contains(&("1 2 3 4".to_owned(), "key-step-piece")));
        assert!(list.contains(&("Home End".to_owned(), "key-lesson-first-last")));
        assert!(list.contains(&("1 2 3 4 5 6".to_owned(), "key-play-number")));
        // Three rows join the piece keys' first, five the Play mode's number
        // keys' first, one joins Home's.
        assert_eq!(list.len(), SHORTCUTS.len() - 9);
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
            for k in keys {
                for mode in Mode::ALL {
                    assert!(find_allowed(k.logical_key, none, false, false, mode, false).is_none());
                }
            }
        }
        let on = find_allowed(Key::L, none, false, false, Mode::Solve, true);
        assert_eq!(on.map(|s| &s.command), Some(&Command::ToggleLegend));
        let quit = find_allowed(Key::Q, Modifiers::COMMAND, false, false, Mode::Solve, false);
        assert_eq!(quit.map(|s| &s.command), Some(&Command::Quit));
    }

    #[test]
    fn test_a_focused_widget_takes_space_enter_and_the_arrows() {
        let none = Modifiers::NONE;
        assert!(find_allowed(Key::Space, none, false, true, Mode::Solve, true).is_none());
        assert!(find_allowed(Key::ArrowRight, none, false, true, Mode::Step, true).is_none());
        let l = find_allowed(Key::L, none, false, true, Mode::Step, true);
        assert_eq!(l.map(|s| &s.command), Some(&Command::ToggleLegend));
        let run = find_allowed(Key::Space, none, false, false, Mode::Solve, true);
        assert_eq!(run.map(|s| &s.command), Some(&Command::RunOrPause));
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
