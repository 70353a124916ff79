//! The window's side of files: the typed-path field and its window, opening
//! boards and sessions through the File menu and a fake picker (no real
//! dialog ever opens), long lists paged and boards named by place, a corrupt
//! file that changes nothing, saves that ask first, and what Save boards
//! saves. The dialogs themselves are workspace tasks, tested without the
//! window in `tests/core/workspace_files.rs`; board exports in `export.rs`.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::io::FileKind;
use maedn::model::Bits;
use maedn::solver::Bound;
use maedn::window::{Choice, Command, FakePicker, Launch, MaednApp, Mode, PAGE, Workspace};

use crate::common::{
    PAPER_BOARDS, finished, run_dp, scratch, settings, shown, status, step_until, window,
    window_with, with_picker,
};

#[test]
fn typed_path_is_the_fallback() {
    use egui_kittest::kittest::Queryable as _;
    type State = (String, Option<PathBuf>);
    let mut h = egui_kittest::Harness::new_ui_state(
        |ui, (text, picked): &mut State| {
            let tr = maedn::i18n::Tr::new(maedn::i18n::Lang::En);
            if let (Some(p), _) = maedn::window::typed_path_ui(ui, &tr, FileKind::Session, text) {
                *picked = Some(p);
            }
        },
        State::default(),
    );
    h.run();
    h.get_by_label_contains("No file dialog is available here");
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput)
        .type_text(" /tmp/s.json ");
    h.run();
    assert_eq!(h.state().0, " /tmp/s.json ");
    h.get_by_label("OK").click();
    h.run();
    assert_eq!(h.state().1, Some(PathBuf::from("/tmp/s.json")));
}

/// A list of 20,000 boards opens without freezing; the stepper
/// shows twelve at a time, named by their place in the list.
#[test]
fn test_a_long_list_is_paged() {
    let path = scratch("files", "long.txt");
    let line = "0xE820882208414C06\n";
    std::fs::write(&path, line.repeat(20_000)).expect("write");
    let mut h = with_picker(vec![Some(path.clone())]);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    step_until(&mut h, Duration::from_secs(30), |w| {
        w.stepper().boards().len() == 20_000
    });
    h.get_by_label("Boards 1–12 of 20,000");
    h.get_by_label("#12");
    assert!(h.query_by_label("#13").is_none());
    assert!(
        h.query_by_label("1").is_none(),
        "no board named as piece 1 twice"
    );
    // One page of widgets, not twenty thousand.
    let buttons = h.query_all_by_role(egui::accesskit::Role::Button).count();
    assert!(buttons < 200, "{buttons} buttons");
    h.get_by_label("Next boards >").click();
    h.run();
    h.get_by_label("Boards 13–24 of 20,000");
    h.get_by_label("#24");
    assert_eq!(h.state().workspace().stepper().paths().len(), PAGE);
    std::fs::remove_file(&path).ok();
}

/// Eight boards of four pieces are named by their place.
#[test]
fn test_more_boards_than_pieces_are_named_by_place() {
    let mut h = window();
    let mut boards = PAPER_BOARDS.map(Bits::from_raw).to_vec();
    boards.extend(PAPER_BOARDS.map(Bits::from_raw));
    h.state_mut().submit(Command::OpenInStepper(boards));
    h.run();
    for n in 1..=8 {
        h.get_by_label(&format!("#{n}"));
    }
    assert!(h.query_by_label("1").is_none());
    h.get_by_label("#6").hover();
    h.run();
    shown(&h, "Show board 6 of the list (piece 2)");
}

/// A saved session brings back its results, counters and paths.
#[test]
fn test_opening_a_session_brings_its_results_back() {
    let path = scratch("files", "results.json");
    let mut h = with_picker(vec![Some(path.clone()), Some(path.clone())]);
    run_dp(&mut h, |_| {});
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    step_until(&mut h, Duration::from_secs(10), |w| {
        w.status()
            .is_some_and(|n| n.to_string().starts_with("Saved"))
    });
    let other = settings(&h, |s| s.bound = Bound::None);
    h.state_mut().submit(other);
    h.run();
    assert!(h.query_by_label_contains("Total:").is_none());
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::O);
    step_until(&mut h, Duration::from_secs(60), |w| {
        finished(w) && !w.is_restoring()
    });
    h.get_by_label("Total: 83,047\u{a0}units = 298.9692\u{a0}cm");
    assert!(status(&h).contains("agree with the file"), "{}", status(&h));
    std::fs::remove_file(&path).ok();
}

/// The typed-path window takes the keyboard at once, says what it
/// is for, and Esc closes it.
#[test]
fn test_the_typed_path_window_takes_the_keys_and_esc_closes_it() {
    let picker = FakePicker::new(vec![None, None], Duration::ZERO);
    let mut h = window_with(Launch::default(), Arc::new(picker));
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.state_mut().submit(Command::Choose(Choice::One(0)));
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    step_until(&mut h, Duration::from_secs(10), |w| {
        w.files().awaiting_typed_path().is_some()
    });
    h.get_by_label("Open a board list");
    assert!(h.get_by_role(egui::accesskit::Role::TextInput).is_focused());
    // "a" is typed into the field, not taken as the "all pieces" key.
    h.key_press(Key::A);
    h.event(Event::Text("a".into()));
    h.run();
    assert_eq!(h.state().workspace().stepper().choice(), Choice::One(0));
    assert_eq!(
        h.get_by_role(egui::accesskit::Role::TextInput)
            .value()
            .as_deref(),
        Some("a")
    );
    h.key_press(Key::Escape);
    h.run();
    assert!(
        h.state()
            .workspace()
            .files()
            .awaiting_typed_path()
            .is_none()
    );
    assert!(h.query_by_label("Open a board list").is_none());
    // Saving says so.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    step_until(&mut h, Duration::from_secs(10), |w| {
        w.files().awaiting_typed_path().is_some()
    });
    h.get_by_label("Save the session as");
}

/// A typed save over an existing board list asks first.
#[test]
fn test_a_typed_save_over_a_file_asks_first() {
    let path = scratch("files", "keep.txt");
    std::fs::write(&path, "0xE820882208414C06\n").expect("write");
    let picker = FakePicker::new(vec![None, None], Duration::ZERO);
    let mut h = window_with(Launch::default(), Arc::new(picker));
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    step_until(&mut h, Duration::from_secs(10), |w| {
        w.files().awaiting_typed_path().is_some()
    });
    h.get_by_role(egui::accesskit::Role::TextInput)
        .type_text(&path.display().to_string());
    h.run();
    h.get_by_label("OK").click();
    h.run();
    h.run();
    h.get_by_label_contains("exists. Replace it?");
    h.get_by_label_contains("does not end in .json");
    h.get_by_label("Don't save").click();
    h.run();
    assert_eq!(
        std::fs::read_to_string(&path).expect("kept"),
        "0xE820882208414C06\n"
    );
    assert!(h.query_by_label_contains("Replace it?").is_none());
    std::fs::remove_file(&path).ok();
}

/// The File menu says which boards it saves.
#[test]
fn test_save_boards_says_what_it_saves() {
    let mut h = window();
    run_dp(&mut h, |_| {});
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Save the solution's 4 boards…");
    h.key_press(Key::Escape);
    h.run();
    h.state_mut()
        .submit(Command::OpenInStepper(vec![Bits::from_raw(
            PAPER_BOARDS[3],
        )]));
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Save the stepper's board…");
}

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/paper_boards.txt")
}

/// The window with its file dialogs answered by `picker`.
fn harness_with(picker: FakePicker) -> Harness<'static, MaednApp> {
    window_with(Launch::default(), Arc::new(picker))
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
    let (text, error) = notice(h.state().workspace()).expect("a status");
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
        notice(a).is_some_and(|(text, _)| text.contains("type a path"))
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
    let (text, error) = notice(h.state().workspace()).expect("a status");
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
        notice(a).is_some_and(|(text, _)| text.starts_with("Saved"))
    });
    let session = maedn::io::load_session(&path).expect("a session");
    assert_eq!(session.version, maedn::io::SESSION_VERSION);
    assert_eq!(session.board.raw(), 0x8820_8822_0907_41AC);
    std::fs::remove_dir_all(&dir).ok();
}

/// The status line's text and whether it is an error.
fn notice(ws: &Workspace) -> Option<(String, bool)> {
    ws.status().map(|n| (n.to_string(), n.is_error()))
}
