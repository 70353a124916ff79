//! Board lists and sessions through the workspace, without the window: long
//! board lists shown a page at a time and saved whole, sessions whose results
//! are solved again (a partial run and a tampered file too), saves that ask
//! before replacing, and what "Save boards" saves in each mode.

use std::path::{Path, PathBuf};

use maedn::io::FileKind;
use maedn::model::Bits;
use maedn::solver::{Algorithm, Settings};
use maedn::window::{
    BoardSet, Choice, Command, DialogMode, FileCommand, Mode, Notice, PAGE, RunState, Workspace,
};

use crate::support::{poll_until, workspace};

const PAPER: [u64; 4] = [
    0xE820_8822_0841_4C06,
    0xC820_8822_0883_43A3,
    0x8820_8822_0907_41AC,
    0x0820_8822_088F_43A3,
];

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-says-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a temp dir");
    d
}

fn dp() -> Settings {
    Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    }
}

fn settled(ws: &Workspace) -> bool {
    !ws.files().is_busy() && !ws.files().is_writing()
}

fn typed(ws: &mut Workspace, kind: FileKind, mode: DialogMode, path: &Path) {
    ws.apply(Command::PathChosen {
        kind,
        mode,
        path: path.to_path_buf(),
    });
    poll_until(ws, "the file", settled);
}

fn status(ws: &Workspace) -> String {
    ws.status().map(ToString::to_string).unwrap_or_default()
}

/// 60,000 boards open without decoding them
/// all; the stepper shows one page; saving the list gives back every board.
#[test]
fn test_a_long_list_opens_a_page_at_a_time_and_saves_whole() {
    let d = dir("long");
    let path = d.join("long.txt");
    let mut text = String::new();
    for i in 0..60_000 {
        // Every 7th board has no piece on the track: it is kept, not shown.
        let board = if i % 7 == 0 {
            0xF000_0000_0000_0000
        } else {
            PAPER[i % 4]
        };
        text.push_str(&format!("{board:#018X}\n"));
    }
    std::fs::write(&path, &text).expect("write");
    let (mut ws, _) = workspace(Settings::default());
    typed(&mut ws, FileKind::Boards, DialogMode::Open, &path);
    assert_eq!(
        status(&ws),
        format!("Opened 60,000 boards from {}", path.display())
    );
    assert_eq!(ws.mode(), Mode::Step);
    assert_eq!(ws.stepper().boards().len(), 60_000);
    assert!(ws.stepper().paths().len() <= PAGE);
    assert_eq!(ws.stepper().page(), 0..PAGE);
    assert_eq!(ws.editor().list().0.len(), 60_000);
    ws.apply(Command::StepperPage(59_999));
    assert_eq!(ws.stepper().page().end, 60_000);
    // Save boards in Step mode saves every board of the list, pathless ones too.
    assert_eq!(ws.board_set(), BoardSet::Stepper(60_000));
    let out = d.join("again.txt");
    typed(&mut ws, FileKind::Boards, DialogMode::Save, &out);
    let back = maedn::io::load_boards(&out).expect("reads back");
    assert_eq!(back.len(), 60_000);
    assert_eq!(back, maedn::io::parse_boards(&text).expect("the original"));
    std::fs::remove_dir_all(&d).ok();
}

/// A session's results come back, solved again and compared with
/// the file, with the stepper's piece and move.
#[test]
fn test_a_session_brings_its_results_back() {
    let d = dir("session");
    let path = d.join("s.json");
    let (mut ws, _) = workspace(dp());
    ws.apply(Command::Run);
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    ws.apply(Command::StepThroughSolution);
    ws.apply(Command::Choose(Choice::One(2)));
    ws.apply(Command::StepTo(7));
    let saved = ws.run().solution().cloned().expect("a solution");
    typed(&mut ws, FileKind::Session, DialogMode::Save, &path);
    assert!(status(&ws).starts_with("Saved"), "{}", status(&ws));

    // Change a setting, then open the session again.
    let (mut other, _) = workspace(Settings::default());
    other.apply(Command::SetSettings(Settings {
        bound: maedn::solver::Bound::None,
        ..Settings::default()
    }));
    typed(&mut other, FileKind::Session, DialogMode::Open, &path);
    assert!(other.is_restoring());
    poll_until(&mut other, "the restore", |w| !w.is_restoring());
    let s = other.run().solution().expect("the results are back");
    assert_eq!(s.total_units, saved.total_units);
    assert_eq!(s.settings, saved.settings);
    assert_eq!(other.run().live().expanded, saved.expanded);
    assert!(
        matches!(
            other.status(),
            Some(Notice::SessionRestored { agrees: true, .. })
        ),
        "{}",
        status(&other)
    );
    assert_eq!(other.stepper().choice(), Choice::One(2));
    assert_eq!(other.stepper().step(), 7);
    std::fs::remove_dir_all(&d).ok();
}

/// A session of *Solve from here* solves the same position again;
/// a file whose numbers were changed by hand is said to differ.
#[test]
fn test_a_session_of_a_partial_run_and_a_tampered_one() {
    let d = dir("partial");
    let path = d.join("p.json");
    let (mut ws, _) = workspace(Settings::default());
    let board = Bits::from_raw(0xE820_8800_0000_1EE1);
    let problem = maedn::model::decode(board, &ws.prefs().settings.rules)
        .ok()
        .and_then(|d| d.problem())
        .expect("a position");
    ws.apply(Command::RunFrom(problem));
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    typed(&mut ws, FileKind::Session, DialogMode::Save, &path);
    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(
        text.contains("\"from\": \"0xE820_8800_0000_1EE1\""),
        "{text}"
    );

    let (mut other, _) = workspace(Settings::default());
    typed(&mut other, FileKind::Session, DialogMode::Open, &path);
    poll_until(&mut other, "the restore", |w| !w.is_restoring());
    let s = other.run().solution().expect("solved again");
    assert_eq!((s.pieces.len(), s.total_units), (1, 19_462.0));
    assert!(matches!(
        other.status(),
        Some(Notice::SessionRestored { agrees: true, .. })
    ));

    let tampered = d.join("t.json");
    std::fs::write(&tampered, text.replace("\"calls\": ", "\"calls\": 1")).expect("write");
    typed(&mut other, FileKind::Session, DialogMode::Open, &tampered);
    poll_until(&mut other, "the restore", |w| !w.is_restoring());
    assert!(
        matches!(
            other.status(),
            Some(Notice::SessionRestored { agrees: false, .. })
        ),
        "{}",
        status(&other)
    );
    assert!(other.status().is_some_and(Notice::is_error));
    std::fs::remove_dir_all(&d).ok();
}

/// A typed save over an existing file writes nothing until yes.
#[test]
fn test_saving_over_a_file_asks_first() {
    let d = dir("overwrite");
    let list = d.join("boards.txt");
    std::fs::write(&list, "0xE820882208414C06\n").expect("write");
    let (mut ws, _) = workspace(Settings::default());
    ws.apply(Command::File(FileCommand::Save(FileKind::Session)));
    poll_until(&mut ws, "the typed-path window", |w| {
        w.files().awaiting_typed_path().is_some()
    });
    ws.apply(Command::PathChosen {
        kind: FileKind::Session,
        mode: DialogMode::Save,
        path: list.clone(),
    });
    let pending = ws.files().pending_save().cloned().expect("a question");
    assert!(pending.exists);
    assert_eq!(pending.expected_extension, Some("json"));
    ws.apply(Command::CancelSave);
    poll_until(&mut ws, "nothing", settled);
    assert_eq!(
        std::fs::read_to_string(&list).expect("kept"),
        "0xE820882208414C06\n"
    );
    // Yes replaces it.
    ws.apply(Command::PathChosen {
        kind: FileKind::Session,
        mode: DialogMode::Save,
        path: list.clone(),
    });
    ws.apply(Command::ConfirmSave);
    poll_until(&mut ws, "the save", settled);
    assert!(maedn::io::load_session(&list).is_ok());
    std::fs::remove_dir_all(&d).ok();
}

/// "Save boards" saves what the mode shows, and says so.
#[test]
fn test_what_save_boards_saves_follows_the_mode() {
    let (mut ws, _) = workspace(dp());
    assert_eq!(ws.board_set(), BoardSet::EditorBoard);
    ws.apply(Command::Run);
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    assert_eq!(ws.board_set(), BoardSet::Solution(4));
    // "Step through this path" from the editor: the stepper holds one board.
    ws.apply(Command::OpenInStepper(vec![Bits::from_raw(PAPER[3])]));
    assert_eq!(ws.board_set(), BoardSet::Stepper(1));
    ws.apply(Command::SetMode(Mode::Edit));
    assert_eq!(ws.board_set(), BoardSet::EditorBoard);
    ws.apply(Command::Edit(maedn::window::EditCommand::Paste(
        PAPER.map(|b| format!("{b:#x}")).join("\n"),
    )));
    assert_eq!(ws.board_set(), BoardSet::EditorList(4));
}
