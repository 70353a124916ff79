//! The keyboard: the one shortcut table behind the keys, the F1 list and the
//! menus, every key of a frame handled, however many arrive in one, and F11
//! (presentation mode) hiding the side panels and bringing them back.

use egui::{Event, Key, Modifiers, ViewportCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::model::Bits;
use maedn::window::{Choice, Command, MaednApp};

use crate::common::{PAPER_BOARDS, shown, window};

/// A key press (down only, as a fast typist's repeated presses arrive).
fn press(key: Key, modifiers: Modifiers) -> Event {
    Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers,
    }
}

/// Puts `events` into one frame's input and runs exactly that one frame.
fn one_frame(h: &mut Harness<'_, MaednApp>, events: impl IntoIterator<Item = Event>) {
    h.input_mut().events.extend(events);
    h.step();
}

#[test]
fn test_shortcut_list_opens_with_f1_and_the_button() {
    let mut h = window();
    h.run();
    assert!(h.query_by_label("Keyboard shortcuts").is_none());
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("Keyboard shortcuts");
    shown(&h, "cancel the run");
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label("Keyboard shortcuts").is_none());
    h.get_by_label("View").click();
    h.run();
    h.get_by_label_contains("Shortcuts").click();
    h.run();
    h.get_by_label("Keyboard shortcuts");
}

/// Home then → four times, faster than a frame, reach move 4
/// (it used to reach move 1: one press of each key per frame).
#[test]
fn test_every_key_of_a_frame_is_handled_in_order() {
    let mut h = window();
    let boards = PAPER_BOARDS.map(Bits::from_raw).to_vec();
    h.state_mut().submit(Command::OpenInStepper(boards));
    h.run();
    one_frame(&mut h, [press(Key::Num1, Modifiers::NONE)]);
    let stepper = h.state().workspace().stepper();
    assert_eq!(stepper.choice(), Choice::One(0));
    one_frame(&mut h, [press(Key::End, Modifiers::NONE)]);
    assert_eq!(h.state().workspace().stepper().step(), 8);
    let keys = [
        Key::Home,
        Key::ArrowRight,
        Key::ArrowRight,
        Key::ArrowRight,
        Key::ArrowRight,
    ];
    one_frame(&mut h, keys.map(|k| press(k, Modifiers::NONE)));
    let v = h.state().workspace().stepper().current().expect("piece 1");
    assert_eq!((v.step, v.tile.index()), (4, 22));
    // Order matters: four steps on, then back to the start.
    let keys = [
        Key::ArrowRight,
        Key::ArrowRight,
        Key::ArrowRight,
        Key::ArrowRight,
        Key::Home,
    ];
    one_frame(&mut h, keys.map(|k| press(k, Modifiers::NONE)));
    assert_eq!(h.state().workspace().stepper().step(), 0);
    h.run();
}

/// Ctrl+Q is one row of the table: it closes the window, and the File menu
/// and the F1 list say so from that same row.
#[test]
fn test_ctrl_q_quits_and_says_so_in_the_menu_and_the_list() {
    let mut h = window();
    h.run();
    one_frame(&mut h, [press(Key::Q, Modifiers::COMMAND)]);
    let closed = h.output().viewport_output.values().any(|v| {
        v.commands
            .iter()
            .any(|c| matches!(c, ViewportCommand::Close))
    });
    assert!(closed, "Ctrl+Q asks the window to close");
    h.run();
    h.get_by_label("File").click();
    h.run();
    for (entry, keys) in [("Quit", "Ctrl+Q"), ("Open session…", "Ctrl+Shift+O")] {
        let label = h.get_by_label_contains(entry).accesskit_node().label();
        assert!(
            label.as_deref().is_some_and(|l| l.contains(keys)),
            "{entry}: {label:?}"
        );
    }
    h.key_press(Key::Escape);
    h.run();
    h.key_press(Key::F1);
    h.run();
    shown(&h, "quit");
    shown(&h, "Ctrl+Shift+Z / Ctrl+Y");
}

/// L shows and hides the legend beside the board; presentation mode shows it
/// until the user says otherwise.
#[test]
fn test_l_toggles_the_legend_and_present_shows_it() {
    let mut h = crate::common::window();
    h.run();
    assert!(!h.state().workspace().legend_shown());
    h.key_press(egui::Key::L);
    h.run();
    assert!(h.state().workspace().legend_shown());
    h.key_press(egui::Key::L);
    h.run();
    assert!(!h.state().workspace().legend_shown());
    let mut h = crate::common::window();
    h.state_mut().submit(maedn::window::Command::TogglePresent);
    h.run();
    assert!(h.state().workspace().legend_shown());
}

#[test]
fn test_presentation_mode_hides_the_side_panels() {
    let mut h = window();
    h.run();
    assert!(h.query_by_label("Run").is_some());
    h.key_press(Key::F11);
    h.run();
    assert!(
        h.query_by_label("Run").is_none(),
        "the solver panel is hidden"
    );
    h.key_press(Key::F11);
    h.run();
    assert!(h.query_by_label("Run").is_some());
}
