//! What the window says about its keys follows View → *Single-key
//! shortcuts*: while they are on, hover texts, menus, the F1 list and the
//! sentences name the keys without Ctrl; while they are off, no shown text
//! names such a key as working: the key is said to be off, or the sentence
//! goes without it. Checked in English and German, every expected text
//! built from the translation files. A command with no button keeps a key
//! with Ctrl while single keys are off (the lesson's live zoom).

use std::time::Duration;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::i18n::{Lang, Tr};
use maedn::tr;
use maedn::window::{Command, Launch, MaednApp, Mode, PaceKind, PlayCommand, PlayKind};

use crate::common::{launched, say, step_until};

/// Keys said to be off: "Space: off", "Leertaste: aus".
fn off(lang: Lang, keys: &str) -> String {
    tr!(Tr::shared(lang), "key-off", keys = keys)
}

/// The window in `lang` with single-key shortcuts `on` or off.
fn window(lang: Lang, on: bool) -> Harness<'static, MaednApp> {
    let mut h = launched(Launch {
        lang: Some(lang),
        ..Launch::default()
    });
    let mut access = h.state().workspace().prefs().access;
    access.single_keys = on;
    h.state_mut().submit(Command::SetAccess(access));
    h.run();
    assert_eq!(h.state().workspace().prefs().access.single_keys, on);
    h
}

/// Does a shown text contain `text`?
fn has(h: &Harness<'_, MaednApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// The hover text of the widget labelled `label`.
fn hover(h: &mut Harness<'_, MaednApp>, label: &str) {
    h.get_by_label(label).hover();
    h.run();
}

fn check(lang: Lang, on: bool) {
    let space = say(lang, "key-space");
    let space_off = off(lang, &space);
    let mut h = window(lang, on);
    // A hover text: Run's, with Space in brackets or said off.
    hover(&mut h, &say(lang, "run-run"));
    let run_hint = say(lang, "run-run-hint");
    assert_eq!(has(&h, &format!("{run_hint} ({space})")), on, "{lang:?}");
    assert_eq!(has(&h, &format!("{run_hint} ({space_off})")), !on);
    // A menu's shortcut text: F1 beside the list's entry in the View menu;
    // Ctrl+ keys read the same either way.
    h.get_by_label(&say(lang, "menu-view")).click();
    h.run();
    let entry = h
        .get_by_label_contains(&say(lang, "shortcuts"))
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert_eq!(entry.contains(&off(lang, "F1")), !on, "{entry}");
    assert!(entry.contains("F1"), "{entry}");
    let zoom = h
        .get_by_label_contains(&say(lang, "zoom-in"))
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(
        zoom.contains('+') && !zoom.contains(&off(lang, "")),
        "{zoom}"
    );
    // The F1 list (opened from the menu, as F1 may be off).
    h.get_by_label_contains(&say(lang, "shortcuts")).click();
    h.run();
    assert!(h.state().workspace().prefs().show_shortcuts);
    let pieces = "1 2 3 4";
    assert_eq!(h.query_by_label(pieces).is_some(), on);
    assert_eq!(h.query_by_label(&off(lang, pieces)).is_some(), !on);
    assert!(
        h.query_by_label(&format!("{}+Q", say(lang, "key-ctrl")))
            .is_some()
    );
    // No key text of the list says a single key is off while they are on;
    // while they are off, none names one alone.
    for bare in [space.as_str(), "L", "F1", "F11", "A"] {
        assert_eq!(
            h.query_all_by_label(bare).next().is_some(),
            on,
            "{lang:?} {bare}"
        );
    }
    assert_eq!(has(&h, &off(lang, "")), !on);
    // Sentences that name keys: the Game view's and the Play mode's.
    h.state_mut().submit(Command::SetMode(Mode::Game));
    step_until(&mut h, Duration::from_secs(120), |ws| {
        ws.game().current().is_some()
    });
    assert_eq!(has(&h, &say(lang, "game-keys")), on);
    assert_eq!(has(&h, &say(lang, "game-keys-off")), !on);
    h.state_mut().submit(Command::SetMode(Mode::Play));
    h.run_steps(4);
    assert_eq!(has(&h, &say(lang, "play-keys-chosen")), on);
    assert_eq!(has(&h, &say(lang, "play-keys-chosen-off")), !on);
    h.state_mut()
        .submit(Command::Play(PlayCommand::SetKind(PlayKind::Whole)));
    step_until(&mut h, Duration::from_secs(120), |ws| {
        ws.play().whole().game().is_some()
    });
    assert_eq!(has(&h, &say(lang, "play-keys-whole")), on);
    assert_eq!(has(&h, &say(lang, "play-keys-whole-off")), !on);
}

#[test]
fn test_with_single_keys_off_no_text_names_one_and_with_them_on_they_do() {
    for lang in [Lang::En, Lang::De] {
        check(lang, true);
        check(lang, false);
    }
}

/// The Edit view's lock names Esc only while Esc cancels.
#[test]
fn test_the_edit_lock_names_esc_only_while_it_works() {
    let en = Tr::shared(Lang::En);
    for on in [true, false] {
        let mut h = window(Lang::En, on);
        // One call per step: the run waits, in progress, for the next.
        h.state_mut().submit(Command::SetPace(PaceKind::Step));
        h.state_mut().submit(Command::Run);
        h.state_mut().submit(Command::SetMode(Mode::Edit));
        h.run_steps(4);
        assert!(h.state().workspace().run().state().in_progress());
        let keyed = tr!(en, "edit-locked-keys", keys = "Esc");
        assert_eq!(has(&h, &keyed), on);
        assert_eq!(has(&h, &say(Lang::En, "edit-locked-plain")), !on);
    }
}

/// The lesson's live zoom has no button: with single keys off, Z does
/// nothing and Ctrl+Shift+F still zooms, and the F1 list shows only that.
#[test]
fn test_the_live_zoom_keeps_its_ctrl_key_while_single_keys_are_off() {
    let mut h = window(Lang::En, false);
    h.state_mut().submit(Command::SetMode(Mode::Lesson));
    h.run_steps(4);
    let zoomed = |h: &Harness<'_, MaednApp>| h.state().workspace().prefs().live_zoom;
    assert!(!zoomed(&h));
    h.key_press(Key::Z);
    h.run_steps(2);
    assert!(!zoomed(&h), "Z is off");
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::F);
    h.run_steps(2);
    assert!(zoomed(&h), "Ctrl+Shift+F zooms");
    h.state_mut().submit(Command::ToggleShortcuts);
    h.run_steps(6);
    assert!(h.state().workspace().prefs().show_shortcuts);
    assert!(h.query_by_label("Ctrl+Shift+F").is_some());
    assert!(h.query_by_label("Z / Ctrl+Shift+F").is_none());
}
