//! Files through the workspace, without the window: dialogs through the fake
//! picker (never a real dialog), one at a time; reads off the UI thread that
//! refuse pipes; sessions with impossible settings refused; a web page's
//! picked bytes checked as a file from disk is; and 1,000 files opened in a
//! row with no thread left behind.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use maedn::io::FileKind;
use maedn::window::{
    Command, DialogMode, FileCommand, Mode, Notice, Prefs, Waker, Workspace, no_waker,
};
use maedn::window::{FakeBrowserPicker, FakePicker, PickedFile};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/paper_boards.txt")
}

fn tmp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-ws-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a temp dir");
    d
}

fn with_picker(picker: &Arc<FakePicker>) -> (Workspace, Waker) {
    let waker = no_waker();
    let ws = Workspace::new(Prefs::default(), Arc::clone(picker) as _, waker.clone());
    (ws, waker)
}

/// Polls until no dialog, typed path or read is under way, and no write.
fn settle(ws: &mut Workspace) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        ws.poll();
        if !ws.files().is_busy() && !ws.files().is_writing() {
            return;
        }
        assert!(Instant::now() < deadline, "file operation never ended");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Opens `path` as if typed where no dialog could be shown, and waits.
fn open_typed(ws: &mut Workspace, kind: FileKind, path: PathBuf) {
    ws.apply(Command::PathChosen {
        kind,
        mode: DialogMode::Open,
        path,
    });
    settle(ws);
}

fn status(ws: &Workspace) -> String {
    ws.status().map(ToString::to_string).unwrap_or_default()
}

#[test]
fn test_picked_path_comes_back_and_busy_blocks_a_second_dialog() {
    let path = tmp_dir("busy").join("x.json");
    let fake = Arc::new(FakePicker::new(
        vec![Some(path.clone())],
        Duration::from_millis(20),
    ));
    let (mut ws, _) = with_picker(&fake);
    assert!(!ws.files().is_busy());
    ws.apply(Command::File(FileCommand::Save(FileKind::Session)));
    assert!(ws.files().is_busy());
    let open = Command::File(FileCommand::Open(FileKind::Boards));
    assert!(!ws.allows(&open), "the menu entry is disabled");
    ws.apply(open);
    assert_eq!(status(&ws), "a file dialog is already open");
    settle(&mut ws);
    assert_eq!(status(&ws), format!("Saved {}", path.display()));
    assert!(maedn::io::load_session(&path).is_ok());
    assert_eq!(
        fake.asked(),
        [(FileKind::Session, Some("maedn-session.json".to_owned()))]
    );
    std::fs::remove_file(&path).ok();
}

#[test]
fn test_instant_none_means_unavailable_slow_none_means_cancelled() {
    let fake = Arc::new(FakePicker::new(vec![None], Duration::ZERO));
    let (mut ws, _) = with_picker(&fake);
    ws.apply(Command::File(FileCommand::Open(FileKind::Boards)));
    let deadline = Instant::now() + Duration::from_secs(10);
    while ws.files().awaiting_typed_path().is_none() {
        assert!(Instant::now() < deadline);
        ws.poll();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(
        ws.files().awaiting_typed_path(),
        Some((FileKind::Boards, DialogMode::Open))
    );
    assert!(matches!(ws.status(), Some(Notice::DialogUnavailable)));
    ws.apply(Command::CancelTypedPath);
    assert!(!ws.files().is_busy());
    assert!(ws.status().is_none(), "no dialog is wanted any more");

    let slow = Arc::new(FakePicker::new(vec![None], Duration::from_millis(30)));
    let (mut ws, _) = with_picker(&slow);
    ws.files_mut()
        .set_unavailable_below(Duration::from_millis(5));
    ws.apply(Command::File(FileCommand::Open(FileKind::Session)));
    settle(&mut ws);
    assert!(ws.status().is_none(), "cancelled quietly");
    assert_eq!(ws.files().awaiting_typed_path(), None);
}

/// "No file dialog could be shown" is over once a path is typed: the file
/// that opens is not followed by a red line saying no dialog could be shown.
#[test]
fn test_a_typed_path_ends_the_no_dialog_notice() {
    let fake = Arc::new(FakePicker::new(vec![None], Duration::ZERO));
    let (mut ws, _) = with_picker(&fake);
    ws.apply(Command::File(FileCommand::Open(FileKind::Boards)));
    let deadline = Instant::now() + Duration::from_secs(10);
    while ws.files().awaiting_typed_path().is_none() {
        assert!(Instant::now() < deadline);
        ws.poll();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(matches!(ws.status(), Some(Notice::DialogUnavailable)));
    let path = tmp_dir("typed").join("one.txt");
    std::fs::write(&path, "0xE820882208414C06\n").expect("write");
    ws.apply(Command::PathChosen {
        kind: FileKind::Boards,
        mode: DialogMode::Open,
        path: path.clone(),
    });
    assert!(
        !matches!(ws.status(), Some(Notice::DialogUnavailable)),
        "a path was given"
    );
    settle(&mut ws);
    assert!(!status(&ws).contains("No file dialog"), "{}", status(&ws));
    std::fs::remove_file(&path).ok();
}

/// A named pipe would block `open` forever; it is refused.
#[cfg(unix)]
#[test]
fn test_a_named_pipe_is_refused_not_read() {
    let fifo = tmp_dir("fifo").join("boards.fifo");
    std::fs::remove_file(&fifo).ok();
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("mkfifo is not available; skipping");
        return;
    }
    let mut ws = Workspace::default();
    open_typed(&mut ws, FileKind::Boards, fifo.clone());
    let text = status(&ws);
    assert!(text.contains("not a regular file"), "{text}");
    assert!(ws.stepper().is_empty());
    std::fs::remove_file(&fifo).ok();
}

#[test]
fn test_a_session_with_impossible_settings_changes_nothing() {
    let path = tmp_dir("session").join("zero.json");
    let text =
        r#"{"version": 1, "settings": {"rules": {"spacing": 0}}, "board": "0x88208822090741AC"}"#;
    std::fs::write(&path, text).expect("write");
    let mut ws = Workspace::default();
    let before = ws.editor().board();
    open_typed(&mut ws, FileKind::Session, path.clone());
    let text = status(&ws);
    assert!(text.contains("spacing is 0"), "{text}");
    assert_eq!(ws.editor().board(), before);
    assert_eq!(ws.prefs().settings.rules.spacing, 850);
    std::fs::remove_file(&path).ok();
}

/// 1,000 files opened in a row through the fake picker, each
/// read on its own thread; afterwards no thread is left and the last file's
/// boards are open.
#[test]
fn test_a_thousand_files_in_a_row() {
    const FILES: usize = 1_000;
    let fake = Arc::new(FakePicker::new(
        vec![Some(fixture()); FILES],
        Duration::ZERO,
    ));
    let (mut ws, waker) = with_picker(&fake);
    for i in 0..FILES {
        ws.apply(Command::File(FileCommand::Open(FileKind::Boards)));
        settle(&mut ws);
        assert!(
            status(&ws).starts_with("Opened 4 boards"),
            "file {i}: {}",
            status(&ws)
        );
    }
    assert_eq!(fake.asked().len(), FILES);
    assert_eq!(ws.mode(), Mode::Step);
    assert_eq!(ws.stepper().paths().len(), 4);
    assert_eq!(ws.editor().list().0.len(), 4);
    crate::workspace::no_thread_left(&waker, "file");
}

/// A web page's picker gives bytes, not a path: they are read with exactly
/// the checks and messages of a file read from disk. Each case is written
/// to a file and opened by its path, then the same bytes are picked under
/// that path as their name: the status lines (and the boards) must agree.
/// A file over the size limit is refused before it is read.
#[test]
fn test_picked_bytes_are_checked_as_a_file_from_disk() {
    let dir = tmp_dir("picked");
    let limit = usize::try_from(maedn::io::MAX_FILE_BYTES).expect("10 MB fits");
    let fixture_bytes = std::fs::read(fixture()).expect("the fixture");
    let cases: [(&str, FileKind, Vec<u8>); 7] = [
        ("boards.txt", FileKind::Boards, fixture_bytes),
        ("empty.txt", FileKind::Boards, b" \n".to_vec()),
        ("latin1.txt", FileKind::Boards, b"0x1\n\xe4\n".to_vec()),
        (
            "bad.txt",
            FileKind::Boards,
            b"0x88208822090741AC\nnot a board\n".to_vec(),
        ),
        ("big.txt", FileKind::Boards, vec![b'0'; limit + 1]),
        ("bad.json", FileKind::Session, b"{".to_vec()),
        ("round.json", FileKind::Round, b"{\"version\": 99}".to_vec()),
    ];
    for (name, kind, bytes) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &bytes).expect("write");
        let mut from_disk = Workspace::default();
        open_typed(&mut from_disk, kind, path.clone());
        let picker = Arc::new(FakeBrowserPicker::new(vec![Some(PickedFile {
            name: path.display().to_string(),
            bytes: Ok(bytes),
        })]));
        let mut picked = Workspace::new(Prefs::default(), picker as _, no_waker());
        picked.apply(Command::File(FileCommand::Open(kind)));
        settle(&mut picked);
        assert_eq!(status(&picked), status(&from_disk), "{name}");
        assert!(!status(&picked).is_empty(), "{name}");
        assert_eq!(
            picked.stepper().boards(),
            from_disk.stepper().boards(),
            "{name}"
        );
        std::fs::remove_file(&path).ok();
    }
}

/// A cancelled browser picker says nothing and leaves the File menu free.
#[test]
fn test_a_cancelled_browser_picker_changes_nothing() {
    let picker = Arc::new(FakeBrowserPicker::new(vec![None]));
    let mut ws = Workspace::new(Prefs::default(), picker as _, no_waker());
    let before = ws.editor().board();
    ws.apply(Command::File(FileCommand::Open(FileKind::Boards)));
    settle(&mut ws);
    assert_eq!(status(&ws), "");
    assert_eq!(ws.editor().board(), before);
    assert!(ws.allows(&Command::File(FileCommand::Open(FileKind::Boards))));
}
