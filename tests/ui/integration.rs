//! The editor and the File menu inside the real window: clicking tiles in
//! Edit mode, undo, opening and saving files through a fake picker (no real
//! dialog ever opens), the typed-path fallback, and solving from an edited
//! board.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::common::step_until;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::app::files::{FakePicker, FileJobs};
use maedn::app::run::RunState;
use maedn::app::state::Mode;
use maedn::app::{Launch, MaednApp};
use maedn::model::{Bits, Tile};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/paper_boards.txt")
}

/// The window as `maedn --board BOARD` opens it.
fn launched_with(board: Bits) -> Harness<'static, MaednApp> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| {
            MaednApp::new(
                cc,
                Launch {
                    board: Some(board),
                    ..Launch::default()
                },
            )
        })
}

fn harness_with(app: MaednApp) -> Harness<'static, MaednApp> {
    let mut app = Some(app);
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| app.take().unwrap_or_else(MaednApp::for_tests))
}

#[test]
fn test_board_option_opens_the_editor_and_tiles_toggle_bits() {
    let start = Bits::piece_start(1).expect("piece 1");
    let mut h = launched_with(start);
    h.run();
    assert_eq!(h.state().state.mode, Mode::Edit);
    assert_eq!(h.state().editor().board(), start);
    // Black's tile 6 is "Track tile 6"; clicking it sets bit 53.
    h.get_by_label("Track tile 6").click();
    h.run();
    let six = Tile::new(6).expect("tile");
    assert_eq!(h.state().editor().board(), start | Bits::tile(six));
    // Ctrl+Z takes it back.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().editor().board(), start);
}

#[test]
fn test_open_boards_through_the_file_menu() {
    let picker = FakePicker::new(vec![Some(fixture())], Duration::from_millis(300));
    let app = MaednApp::for_tests_with_files(FileJobs::new(Arc::new(picker)));
    let mut h = harness_with(app);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    assert!(
        h.state().files().is_busy(),
        "the menu is disabled while the dialog is open"
    );
    step_until(&mut h, Duration::from_secs(10), |a| !a.stepper().is_empty());
    assert_eq!(h.state().stepper().paths().len(), 4);
    assert_eq!(h.state().state.mode, Mode::Step);
    let status = h.state().files().status.clone().expect("a status");
    assert!(
        status.text.contains("Opened 4 board(s)") && !status.error,
        "{status:?}"
    );
    let units: Vec<u16> = h
        .state()
        .stepper()
        .paths()
        .iter()
        .map(|d| d.units)
        .collect();
    assert_eq!(units, [19_462, 17_315, 16_812, 17_315]);
}

#[test]
fn test_a_missing_dialog_offers_a_typed_path() {
    // None at once: no portal, no zenity.
    let picker = FakePicker::new(vec![None], Duration::ZERO);
    let app = MaednApp::for_tests_with_files(FileJobs::new(Arc::new(picker)));
    let mut h = harness_with(app);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.files()
            .status
            .as_ref()
            .is_some_and(|s| s.text.contains("type a path"))
    });
    h.get_by_label_contains("No file dialog is available here");
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput)
        .type_text(&fixture().display().to_string());
    h.run();
    h.get_by_label("OK").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.stepper().paths().len() == 4
    });
}

#[test]
fn test_a_corrupt_file_changes_nothing_and_says_why() {
    let dir = std::env::temp_dir().join(format!("maedn-ui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "0xE820882208414C06\nnot a board at all\n").expect("write");
    let picker = FakePicker::new(vec![Some(bad)], Duration::from_millis(300));
    let app = MaednApp::for_tests_with_files(FileJobs::new(Arc::new(picker)));
    let mut h = harness_with(app);
    h.run();
    let before = h.state().editor().board();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.files().status.is_some()
    });
    let status = h.state().files().status.clone().expect("a status");
    assert!(status.error && status.text.contains("line 2"), "{status:?}");
    assert_eq!(h.state().editor().board(), before);
    assert!(h.state().stepper().is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_save_session_writes_a_versioned_file() {
    let dir = std::env::temp_dir().join(format!("maedn-ui-session-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("s.json");
    let picker = FakePicker::new(vec![Some(path.clone())], Duration::from_millis(300));
    let app = MaednApp::for_tests_with_files(FileJobs::new(Arc::new(picker)));
    let mut h = harness_with(app);
    h.run();
    h.state_mut()
        .editor_mut()
        .open_board(Bits::from_raw(0x8820_8822_0907_41AC));
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.files()
            .status
            .as_ref()
            .is_some_and(|s| s.text.starts_with("Saved"))
    });
    let session = maedn::io::load_session(&path).expect("a session");
    assert_eq!(session.version, maedn::io::SESSION_VERSION);
    assert_eq!(session.board.raw(), 0x8820_8822_0907_41AC);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_solve_from_an_edited_board() {
    // Piece 1 after 0, 6, 12, 16: the rest of its way.
    let board = Bits::from_raw(0xE820_8800_0000_1EE1);
    let mut h = launched_with(board);
    h.run();
    h.get_by_label("Solve from here").click();
    h.step();
    step_until(&mut h, Duration::from_secs(60), |a| {
        a.runner().state() == RunState::Finished
    });
    let s = h.state().runner().solution().expect("a solution");
    assert_eq!(s.pieces.len(), 1);
    assert_eq!(s.pieces[0].units, 19_462.0);
    assert_eq!(h.state().state.mode, Mode::Solve);
}

#[test]
fn test_bound_sweep_shows_where_the_bound_breaks() {
    let mut h = harness_with(MaednApp::for_tests());
    h.run();
    h.get_by_label("Where does the bound break? (sweep)")
        .click();
    h.run();
    h.state_mut().sweep_mut().set_range(224, 227, 1);
    h.get_by_label("Run sweep").click();
    h.step();
    step_until(&mut h, Duration::from_secs(120), |a| {
        !a.sweep().is_running()
    });
    let optimal: Vec<bool> = h
        .state()
        .sweep()
        .points()
        .iter()
        .map(|p| p.optimal)
        .collect();
    assert_eq!(optimal, [true, true, false, false]);
    h.run();
    h.get_by_label_contains(
        "Every bound up to 225 kept the optimum; 226 found 83,198 units instead",
    );
}

#[test]
fn test_presentation_mode_hides_the_side_panels() {
    let mut h = harness_with(MaednApp::for_tests());
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

#[test]
fn test_dragging_a_piece_on_the_board_moves_its_bit() {
    // Piece 1 on A: drag it from A to tile 3.
    let start = Bits::piece_start(1).expect("piece 1");
    let mut h = launched_with(start);
    h.run();
    let from = h.get_by_label("Track tile 0").rect().center();
    let to = h.get_by_label("Track tile 3").rect().center();
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for i in 1..=5u8 {
        h.hover_at(from + (to - from) * (f32::from(i) / 5.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
    let three = Tile::new(3).expect("tile");
    assert_eq!(
        h.state().editor().board(),
        (start - Bits::tile(Tile::A)) | Bits::tile(three)
    );
}
