//! The editor and the File menu inside the real window: clicking tiles in
//! Edit mode, undo, opening and saving files through a fake picker (no real
//! dialog ever opens), the typed-path fallback, and solving from an edited
//! board.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::common::{launched, step_until, window, window_with};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::model::{Bits, Tile};
use maedn::window::FakePicker;
use maedn::window::{Command, Mode, RunState, Workspace};
use maedn::window::{Launch, MaednApp};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/paper_boards.txt")
}

/// The window as `maedn --board BOARD` opens it.
fn launched_with(board: Bits) -> Harness<'static, MaednApp> {
    launched(Launch {
        board: Some(board),
        ..Launch::default()
    })
}

/// The window with its file dialogs answered by `picker`.
fn harness_with(picker: FakePicker) -> Harness<'static, MaednApp> {
    window_with(Launch::default(), Arc::new(picker))
}

/// The status line's text and whether it is an error.
fn status(ws: &Workspace) -> Option<(String, bool)> {
    ws.status().map(|n| (n.to_string(), n.is_error()))
}

#[test]
fn test_board_option_opens_the_editor_and_tiles_toggle_bits() {
    let start = Bits::piece_start(1).expect("piece 1");
    let mut h = launched_with(start);
    h.run();
    assert_eq!(h.state().workspace().mode(), Mode::Edit);
    assert_eq!(h.state().workspace().editor().board(), start);
    // Black's tile 6 is "Track tile 6"; clicking it sets bit 53.
    h.get_by_label("Track tile 6").click();
    h.run();
    let six = Tile::new(6).expect("tile");
    assert_eq!(
        h.state().workspace().editor().board(),
        start | Bits::tile(six)
    );
    // Ctrl+Z takes it back.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().workspace().editor().board(), start);
}

#[test]
fn test_open_boards_through_the_file_menu() {
    let picker = FakePicker::new(vec![Some(fixture())], Duration::from_millis(300));
    let mut h = harness_with(picker);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.step();
    assert!(
        h.state().workspace().files().is_busy(),
        "the menu is disabled while the dialog is open"
    );
    step_until(&mut h, Duration::from_secs(10), |a| !a.stepper().is_empty());
    assert_eq!(h.state().workspace().stepper().paths().len(), 4);
    assert_eq!(h.state().workspace().mode(), Mode::Step);
    let (text, error) = status(h.state().workspace()).expect("a status");
    assert!(text.contains("Opened 4 boards") && !error, "{text}");
    let units: Vec<u16> = h
        .state()
        .workspace()
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
    let mut h = harness_with(picker);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    step_until(&mut h, Duration::from_secs(10), |a| {
        status(a).is_some_and(|(text, _)| text.contains("type a path"))
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
    let mut h = harness_with(picker);
    h.run();
    let before = h.state().workspace().editor().board();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    step_until(&mut h, Duration::from_secs(10), |a| a.status().is_some());
    let (text, error) = status(h.state().workspace()).expect("a status");
    assert!(error && text.contains("line 2"), "{text}");
    assert_eq!(h.state().workspace().editor().board(), before);
    assert!(h.state().workspace().stepper().is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_save_session_writes_a_versioned_file() {
    let dir = std::env::temp_dir().join(format!("maedn-ui-session-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("s.json");
    let picker = FakePicker::new(vec![Some(path.clone())], Duration::from_millis(300));
    let mut h = harness_with(picker);
    h.run();
    h.state_mut()
        .submit(Command::OpenInEditor(Bits::from_raw(0x8820_8822_0907_41AC)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    step_until(&mut h, Duration::from_secs(10), |a| {
        status(a).is_some_and(|(text, _)| text.starts_with("Saved"))
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
        a.run().state() == RunState::Finished
    });
    let s = h.state().workspace().run().solution().expect("a solution");
    assert_eq!(s.pieces.len(), 1);
    assert_eq!(s.pieces[0].units, 19_462.0);
    assert_eq!(h.state().workspace().mode(), Mode::Solve);
    // Judged for piece 1's own goal, d: its cheapest move per tile admits the
    // bound, so the window says the search proves its result.
    let (admissible, bound) = (s.admissible, s.bound_per_tile);
    h.run();
    assert_eq!(
        h.query_by_label_contains("pruning may cut the optimum")
            .is_some(),
        !admissible
    );
    assert_eq!(
        h.query_by_label_contains("proven by the search (admissible bound)")
            .is_some(),
        admissible
    );
    let table = maedn::model::MoveTable::new(&maedn::model::Rules::paper());
    let own = maedn::solver::admissible_bound_for(&table, &[Tile::D]);
    assert_eq!(admissible, bound <= own);
}

#[test]
fn test_bound_sweep_shows_where_the_bound_breaks() {
    let mut h = window();
    h.run();
    h.get_by_label("Where does the bound break? (sweep)")
        .click();
    h.run();
    h.state_mut().submit(Command::SetSweepRange {
        from: 224,
        to: 227,
        step: 1,
    });
    h.get_by_label("Run sweep").click();
    h.step();
    step_until(&mut h, Duration::from_secs(120), |a| {
        !a.sweep().is_running()
    });
    let optimal: Vec<bool> = h
        .state()
        .workspace()
        .sweep()
        .points()
        .iter()
        .map(|p| p.optimal)
        .collect();
    assert_eq!(optimal, [true, true, false, false]);
    h.run();
    h.get_by_label_contains("tried 4 bounds from 224 to 227 (every bound)");
    h.get_by_label_contains("the outcome switched once among the 4 bounds solved:");
    h.get_by_label_contains("225 keeps the optimum, 226 loses it");
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
        h.state().workspace().editor().board(),
        (start - Bits::tile(Tile::A)) | Bits::tile(three)
    );
}
