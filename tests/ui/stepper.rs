//! Stepping through the paths in the window: keys and buttons move by move,
//! `maedn --board` opening a board in the editor and the stepper, and
//! playback stopping at the end.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::model::Bits;
use maedn::window::{Choice, Command, Mode, StepView};
use maedn::window::{Launch, MaednApp};

use crate::common::{PAPER_BOARDS, launched, window};

/// The one path shown, at its current move.
fn current(h: &Harness<'_, MaednApp>) -> StepView {
    h.state()
        .workspace()
        .stepper()
        .current()
        .expect("one piece shown")
}

#[test]
fn test_step_through_piece_one() {
    let mut h = window();
    let boards = PAPER_BOARDS.map(Bits::from_raw).to_vec();
    h.state_mut().submit(Command::OpenInStepper(boards));
    h.run();
    assert_eq!(h.state().workspace().mode(), Mode::Step);
    h.get_by_label("1").click();
    h.step();
    assert_eq!(h.state().workspace().stepper().choice(), Choice::One(0));
    let expected = [0u8, 6, 12, 16, 22, 26, 32, 37, 43];
    for (i, tile) in expected.iter().enumerate() {
        let v = current(&h);
        assert_eq!(v.tile.index(), *tile, "step {i}");
        if i + 1 < expected.len() {
            if i % 2 == 0 {
                h.key_press(egui::Key::ArrowRight);
            } else {
                h.get_by_label("Next >").click();
            }
            h.step();
        }
    }
    let v = current(&h);
    assert_eq!(v.units, 19_462);
    h.run(); // the frame that shows the last move
    h.get_by_label_contains("19,462\u{a0}units");
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    assert_eq!(
        h.state()
            .workspace()
            .stepper()
            .current()
            .map(|v| v.tile.index()),
        Some(37)
    );
    h.key_press(egui::Key::Home);
    h.step();
    assert_eq!(h.state().workspace().stepper().step(), 0);
}

#[test]
fn test_launch_with_a_board_opens_it_in_the_editor_and_the_stepper() {
    let launch = Launch {
        solve_at_start: false,
        board: Some(Bits::from_raw(PAPER_BOARDS[0])),
        ..Launch::default()
    };
    let mut h = launched(launch);
    h.run();
    // `maedn --board B` opens B in the editor, and the stepper has it too.
    assert_eq!(h.state().workspace().mode(), Mode::Edit);
    assert_eq!(
        h.state().workspace().editor().board(),
        Bits::from_raw(PAPER_BOARDS[0])
    );
    h.get_by_label("Step").click();
    h.run();
    assert_eq!(h.state().workspace().mode(), Mode::Step);
    let v = h.state().workspace().stepper().current().expect("one path");
    assert_eq!((v.tile.index(), v.units), (0, 0));
    h.key_press(egui::Key::End);
    h.run();
    let v = h.state().workspace().stepper().current().expect("one path");
    assert_eq!((v.tile.index(), v.units), (43, 19_462));
}

#[test]
fn test_playback_advances_and_stops_at_the_end() {
    let mut h = window();
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.state_mut().submit(Command::SetPlaySpeed(8.0));
    h.run();
    h.key_press(egui::Key::Num3);
    h.run();
    assert_eq!(h.state().workspace().stepper().choice(), Choice::One(2));
    h.get_by_label("Play").click();
    // Each harness step advances the input clock; a bounded number of frames.
    for _ in 0..200 {
        h.step();
        if h.state().workspace().stepper().step() == h.state().workspace().stepper().last_step() {
            break;
        }
    }
    let v = h
        .state()
        .workspace()
        .stepper()
        .current()
        .expect("piece 3 shown");
    assert_eq!((v.tile.index(), v.units), (41, 16_812));
    // Stopped at the end: the window goes idle again.
    h.run();
    h.get_by_label("Play");
}
