//! The shortcut table as words: a key's name ("Ctrl+Shift+O", "Pfeil
//! rechts"), a row's keys for the F1 list and the menus, the bracket of a
//! hover text, and whether a sentence may name a key at all. Every text
//! follows the user's [`SingleKeys`] setting: while single-key shortcuts
//! are off, a key without a modifier is shown as off (or left out when the
//! row has a form with a modifier), so no text names a key that does nothing.

use egui::{Key, KeyboardShortcut, ModifierNames};

use super::SingleKeys;
use super::table::{PASTE_KEYS, SHORTCUTS, Shortcut, Trigger};
use crate::i18n::Tr;
use crate::tr;
use crate::workspace::Command;

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

/// The keys of a row that work with `single`, and all its keys.
fn keys_of(trigger: Trigger, single: SingleKeys) -> (Vec<KeyboardShortcut>, Vec<KeyboardShortcut>) {
    let all = match trigger {
        Trigger::Keys(keys) => keys.to_vec(),
        Trigger::Paste => vec![PASTE_KEYS],
    };
    let working = all.iter().copied().filter(|k| single.admits(k)).collect();
    (working, all)
}

/// Keys joined by `sep`.
fn joined(tr: &Tr, keys: &[KeyboardShortcut], is_mac: bool, sep: &str) -> String {
    keys.iter()
        .map(|k| key_text(tr, k, is_mac))
        .collect::<Vec<_>>()
        .join(sep)
}

/// Keys that do nothing now: "Space: off", "Leertaste: aus".
fn off_text(tr: &Tr, keys: &str) -> String {
    tr!(tr, "key-off", keys = keys)
}

/// The keys of a row that work (all of a row's keys: "Ctrl+Shift+Z /
/// Ctrl+Y"), or its keys said to be off when none of them works.
#[cfg(test)]
fn trigger_text(tr: &Tr, trigger: Trigger, is_mac: bool, single: SingleKeys) -> String {
    let (working, all) = keys_of(trigger, single);
    if working.is_empty() {
        off_text(tr, &joined(tr, &all, is_mac, " / "))
    } else {
        joined(tr, &working, is_mac, " / ")
    }
}

/// The row that gives `command`.
fn row_of(command: &Command) -> Option<&'static Shortcut> {
    SHORTCUTS.iter().find(|s| &s.command == command)
}

/// The first working key of the row that gives `command`, for a menu entry
/// ("Ctrl+Q"); its first key said to be off when none works ("F1: off");
/// empty when no row gives it.
#[must_use]
pub fn menu_text(tr: &Tr, command: &Command, is_mac: bool, single: SingleKeys) -> String {
    let Some(row) = row_of(command) else {
        return String::new();
    };
    let (working, all) = keys_of(row.trigger, single);
    match (working.first(), all.first()) {
        (Some(k), _) => key_text(tr, k, is_mac),
        (None, Some(k)) => off_text(tr, &key_text(tr, k, is_mac)),
        (None, None) => String::new(),
    }
}

/// The first key that gives `command` and works now, for a sentence that
/// names it ("Space runs"); none when no key does, so that the sentence
/// can say it without a key.
#[must_use]
pub fn working_key(tr: &Tr, command: &Command, single: SingleKeys) -> Option<String> {
    let row = row_of(command)?;
    let (working, _) = keys_of(row.trigger, single);
    working.first().map(|k| key_text(tr, k, false))
}

/// Does a key give `command` with the setting the shell stored for this
/// frame? A sentence that names keys (for example "Keys 1 to 6 choose the
/// roll") is shown only when they work.
#[must_use]
pub fn works(ctx: &egui::Context, command: &Command) -> bool {
    row_of(command).is_some_and(|row| {
        let (working, _) = keys_of(row.trigger, SingleKeys::of(ctx));
        !working.is_empty()
    })
}

/// `text` with the shortcut of `command` in brackets, for a hover text:
/// "Next move (Right arrow)", "Next move (Right arrow: off)".
#[must_use]
pub fn hint(tr: &Tr, text: &str, command: &Command, single: SingleKeys) -> String {
    match menu_text(tr, command, false, single) {
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

/// The F1 list's rows (keys, message id): neighbouring rows that do the
/// same (such as the four piece keys) share one line, their keys joined by
/// spaces ("1 2 3 4"); a line none of whose keys works says so once
/// ("1 2 3 4: off").
#[must_use]
pub fn list(tr: &Tr, is_mac: bool, single: SingleKeys) -> Vec<(String, &'static str)> {
    // (working keys, all keys, message id) per line.
    let mut lines: Vec<(Vec<String>, Vec<String>, &'static str)> = Vec::new();
    for s in SHORTCUTS {
        let (working, all) = keys_of(s.trigger, single);
        let working = (!working.is_empty()).then(|| joined(tr, &working, is_mac, " / "));
        let all = joined(tr, &all, is_mac, " / ");
        match lines.last_mut() {
            Some((shown, every, what)) if *what == s.what => {
                shown.extend(working);
                every.push(all);
            }
            _ => lines.push((working.into_iter().collect(), vec![all], s.what)),
        }
    }
    lines
        .into_iter()
        .map(|(working, all, what)| {
            let keys = if working.is_empty() {
                off_text(tr, &all.join(" "))
            } else {
                working.join(" ")
            };
            (keys, what)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::io::FileKind;
    use crate::workspace::{FileCommand, PlayCommand, WindowCommand};

    const ON: SingleKeys = SingleKeys::On;
    const OFF: SingleKeys = SingleKeys::Off;

    #[test]
    fn test_texts_come_from_the_table() {
        let tr = Tr::new(Lang::En);
        let open = Command::File(FileCommand::Open(FileKind::Session));
        assert_eq!(menu_text(&tr, &open, false, ON), "Ctrl+Shift+O");
        assert_eq!(
            menu_text(&tr, &Command::Window(WindowCommand::Quit), false, ON),
            "Ctrl+Q"
        );
        assert_eq!(
            hint(&tr, "Next move", &Command::StepForward, ON),
            "Next move (Right arrow)"
        );
        assert_eq!(hint(&tr, "Nothing", &Command::PaperSettings, ON), "Nothing");
    }

    #[test]
    fn test_keys_are_named_in_german() {
        let tr = Tr::new(Lang::De);
        let open = Command::File(FileCommand::Open(FileKind::Session));
        assert_eq!(menu_text(&tr, &open, false, ON), "Strg+Umschalt+O");
        assert_eq!(
            hint(&tr, "Nächster Zug", &Command::StepForward, ON),
            "Nächster Zug (Pfeil rechts)"
        );
        assert_eq!(
            hint(&tr, "Nächster Zug", &Command::StepForward, OFF),
            "Nächster Zug (Pfeil rechts: aus)"
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
        let list = list(&tr, false, ON);
        assert!(list.contains(&("1 2 3 4".to_owned(), "key-step-piece")));
        assert!(list.contains(&("Home End".to_owned(), "key-lesson-first-last")));
        assert!(list.contains(&("1 2 3 4 5 6".to_owned(), "key-play-number")));
        // Three rows join the piece keys' first, five the Play mode's number
        // keys' first, one joins Home's.
        assert_eq!(list.len(), SHORTCUTS.len() - 9);
    }

    /// Every key a row names as working, in every text, with `single`.
    fn named_keys(tr: &Tr, single: SingleKeys) -> Vec<String> {
        let mut texts: Vec<String> = list(tr, false, single).into_iter().map(|r| r.0).collect();
        for s in SHORTCUTS {
            texts.push(menu_text(tr, &s.command, false, single));
            texts.push(hint(tr, "x", &s.command, single));
            texts.extend(working_key(tr, &s.command, single));
        }
        texts
    }

    #[test]
    fn test_no_text_names_a_single_key_while_they_are_off() {
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::new(lang);
            let off = off_text(&tr, "");
            let off = off.trim();
            for s in SHORTCUTS.iter().filter(|s| s.single_key()) {
                let command = &s.command;
                assert_eq!(working_key(&tr, command, OFF), None, "{}", s.what);
                assert!(working_key(&tr, command, ON).is_some(), "{}", s.what);
                let menu = menu_text(&tr, command, false, OFF);
                assert!(menu.ends_with(off), "{lang:?} {}: {menu}", s.what);
                let on = menu_text(&tr, command, false, ON);
                assert!(!on.contains(off) && !on.is_empty(), "{}: {on}", s.what);
                assert!(hint(&tr, "x", command, OFF).ends_with(&format!("{off})")));
            }
            // Every line of the list: either a key with a modifier or said off.
            for (keys, what) in list(&tr, false, OFF) {
                let single = SHORTCUTS.iter().any(|s| s.what == what && s.single_key());
                assert_eq!(keys.ends_with(off), single, "{lang:?} {what}: {keys}");
            }
            // With them on, nothing is said off.
            assert!(named_keys(&tr, ON).iter().all(|t| !t.contains(off)));
            // The modified rows read the same either way.
            let quit = menu_text(&tr, &Command::Window(WindowCommand::Quit), false, OFF);
            assert_eq!(
                quit,
                menu_text(&tr, &Command::Window(WindowCommand::Quit), false, ON)
            );
        }
        let tr = Tr::new(Lang::En);
        let number = Command::Play(PlayCommand::Number(3));
        assert_eq!(menu_text(&tr, &number, false, OFF), "3: off");
        assert_eq!(menu_text(&tr, &number, false, ON), "3");
        let off: Vec<String> = named_keys(&tr, OFF);
        assert!(off.contains(&"1 2 3 4 5 6: off".to_owned()), "{off:?}");
    }

    #[test]
    fn test_a_row_with_a_modified_form_shows_only_that_form_while_single_keys_are_off() {
        static BOTH: &[KeyboardShortcut] = &[
            KeyboardShortcut::new(egui::Modifiers::NONE, Key::L),
            KeyboardShortcut::new(egui::Modifiers::COMMAND, Key::L),
        ];
        let tr = Tr::new(Lang::En);
        let trigger = Trigger::Keys(BOTH);
        assert_eq!(
            trigger_text(&tr, trigger, false, SingleKeys::On),
            "L / Ctrl+L"
        );
        assert_eq!(trigger_text(&tr, trigger, false, SingleKeys::Off), "Ctrl+L");
    }
}
