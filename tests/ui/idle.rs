//! An idle window asks for no repaint: nothing running, nothing animating,
//! no frame drawn until something happens.

use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::window::{Command, MaednApp, Mode};

use crate::common::{run_dp, window};

/// The root viewport asks for no repaint at all (not even a delayed one).
fn idle(h: &Harness<'_, MaednApp>) -> bool {
    h.output()
        .viewport_output
        .values()
        .all(|v| v.repaint_delay == Duration::MAX)
}

/// An idle window asks for no repaint — after a run, in every
/// view, and with a text field focused (its cursor does not blink).
#[test]
fn test_an_idle_window_asks_for_no_repaint() {
    let mut h = window();
    run_dp(&mut h, |_| {});
    h.run();
    assert!(idle(&h), "Solve after a run");
    for mode in [Mode::Step, Mode::Edit, Mode::Solve] {
        h.state_mut().submit(Command::SetMode(mode));
        h.run();
        assert!(idle(&h), "{mode:?}");
    }
    h.state_mut().submit(Command::SetMode(Mode::Edit));
    // egui blinks a focused field's cursor when the window has the keyboard
    // (the test harness turns blinking off; turn it back on as egui has it).
    h.input_mut().focused = true;
    h.ctx
        .all_styles_mut(|style| style.visuals.text_cursor.blink = true);
    h.run();
    h.get_by_label("Hex:").focus();
    h.run();
    assert!(h.get_by_label("Hex:").is_focused());
    h.run();
    assert!(idle(&h), "a focused text field");
}
