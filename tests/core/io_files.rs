//! The io module through real files: round trips of every format, and each
//! kind of malformed or mistaken file giving its own clear error.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::PathBuf;

use maedn::figures::{board_figure, decoded_scene};
use maedn::i18n::Lang;
use maedn::io::Format;
use maedn::io::{self, BoardsError, FileError, LoadError, Session, SessionError, SessionResults};
use maedn::model::{Bits, Rules, decode};
use maedn::render::{self, Theme};

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-io-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn paper_fixture_loads_and_decodes_consistently() {
    let boards = io::load_boards("tests/fixtures/paper_boards.txt".as_ref()).unwrap();
    let units: Vec<u16> = boards.iter().map(|b| b.units()).collect();
    assert_eq!(units, [19_462, 17_315, 16_812, 17_315]);
    for b in boards {
        let d = decode(b, &Rules::paper()).unwrap();
        assert!(
            d.consistent && d.complete && d.problems.is_empty(),
            "{b}: {:?}",
            d.problems
        );
    }
}

#[test]
fn boards_round_trip_through_a_file() {
    let d = dir("boards");
    let path = d.join("list.txt");
    let boards = vec![
        Bits::from_raw(0xE820_8822_0841_4C06),
        Bits::EMPTY,
        Bits::VALID,
    ];
    io::save_boards(&path, &boards, "saved by a test").unwrap();
    assert_eq!(io::load_boards(&path).unwrap(), boards);
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn session_round_trips_through_a_file() {
    let d = dir("session");
    let path = d.join("s.json");
    let session = Session {
        board: Bits::from_raw(0xC820_8822_0883_43A3),
        stepper: vec![Bits::from_raw(1), Bits::from_raw(2)],
        step: 1,
        selected_piece: Some(4),
        results: Some(SessionResults {
            total_units: 1.5,
            ..SessionResults::default()
        }),
        ..Session::default()
    };
    io::save_session(&path, &session).unwrap();
    assert_eq!(io::load_session(&path).unwrap(), session);
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn svg_is_written() {
    let d = dir("svg");
    let path = d.join("board.svg");
    let scene = decoded_scene(
        Bits::from_raw(0x0820_8822_088F_43A3),
        &Rules::paper(),
        Lang::En,
    );
    let figure = board_figure("board", &scene, Theme::Light);
    render::save(&figure, &path, Format::Svg, render::DEFAULT_PNG_SCALE).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"));
    assert_eq!(text.matches("<circle class=\"tile\"").count(), 72);
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn wrong_kind_of_file_is_named() {
    let d = dir("wrong");
    let json = d.join("s.json");
    io::save_session(&json, &Session::default()).unwrap();
    assert!(matches!(
        io::load_boards(&json),
        Err(LoadError::Boards(BoardsError::LooksLikeJson))
    ));
    assert!(matches!(
        io::load_session("tests/fixtures/paper_boards.txt".as_ref()),
        Err(LoadError::Session(SessionError::NotJson))
    ));
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn malformed_files() {
    let d = dir("malformed");
    let cases: [(&str, &[u8]); 4] = [
        ("empty.txt", b""),
        ("binary.txt", b"\xff\xfe\x00junk"),
        ("cut.json", b"{\"version\": 1, \"stepper\": [\"0x1\""),
        ("bad.txt", b"0x1\n0x2\nnot a board\n"),
    ];
    for (name, bytes) in cases {
        std::fs::write(d.join(name), bytes).unwrap();
    }
    assert!(matches!(
        io::load_boards(&d.join("empty.txt")),
        Err(LoadError::File(FileError::Empty { .. }))
    ));
    assert!(matches!(
        io::load_session(&d.join("binary.txt")),
        Err(LoadError::File(FileError::NotUtf8 { offset: 0, .. }))
    ));
    assert!(matches!(
        io::load_session(&d.join("cut.json")),
        Err(LoadError::Session(SessionError::Truncated { .. }))
    ));
    let err = io::load_boards(&d.join("bad.txt")).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("line 3: 'not a board' is not a board"),
        "{err}"
    );
    let err = io::load_boards(&d.join("missing.txt")).unwrap_err();
    assert!(err.to_string().starts_with("cannot read"), "{err}");
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn test_saving_an_opened_list_returns_the_same_boards() {
    // Boards with no path (the start, no piece at all, a gap of 7) and
    // duplicates are saved exactly as given, in order.
    let d = dir("same");
    let opened = d.join("opened.txt");
    std::fs::write(
        &opened,
        "# mixed\r\n0xE820882208414C06\r\n0xF000000000000000\r0x1234\n\
         0xC800000000050000\n0xE820882208414C06\n0\n",
    )
    .unwrap();
    let boards = io::load_boards(&opened).unwrap();
    assert_eq!(boards.len(), 6);
    let saved = d.join("saved.txt");
    io::save_boards(&saved, &boards, "saved again").unwrap();
    assert_eq!(io::load_boards(&saved).unwrap(), boards);
    std::fs::remove_dir_all(d).ok();
}

#[test]
fn test_nothing_is_written_that_could_not_be_read_back() {
    let d = dir("limit");
    let path = d.join("huge.txt");
    // 24 bytes a line: about 11.4 MB, over the 10 MB read limit.
    let boards = vec![Bits::from_raw(0xE820_8822_0841_4C06); 500_000];
    let err = io::save_boards(&path, &boards, "too many").unwrap_err();
    assert!(matches!(err, FileError::TooLargeToWrite { .. }), "{err}");
    assert!(!path.exists(), "nothing written");
    let session = Session {
        stepper: boards,
        ..Session::default()
    };
    let json = d.join("huge.json");
    let err = io::save_session(&json, &session).unwrap_err();
    assert!(
        matches!(err, LoadError::File(FileError::TooLargeToWrite { .. })),
        "{err}"
    );
    assert!(!json.exists());
    std::fs::remove_dir_all(d).ok();
}

#[cfg(unix)]
#[test]
fn test_a_fifo_opened_as_a_list_or_session_never_hangs() {
    let d = dir("fifo");
    let fifo = d.join("pipe.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let (tx, rx) = std::sync::mpsc::channel();
    let path = fifo.clone();
    std::thread::spawn(move || {
        let boards = io::load_boards(&path)
            .map(|_| ())
            .map_err(|e| e.to_string());
        let session = io::load_session(&path)
            .map(|_| ())
            .map_err(|e| e.to_string());
        tx.send((boards, session)).ok();
    });
    let (boards, session) = rx
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("returns at once, not blocked in open");
    for r in [boards, session] {
        let err = r.unwrap_err();
        assert!(err.contains("named pipe (FIFO)"), "{err}");
    }
    std::fs::remove_dir_all(d).ok();
}

/// A symbolic link planted in a folder every user may write to (sticky, like
/// `/tmp`) is never followed by a save: another user could point it at any
/// file the saver may write. The file it points at stays as it was; a link in
/// a private folder is still written through.
#[cfg(unix)]
#[test]
fn test_a_planted_link_in_a_shared_folder_is_not_followed() {
    use std::os::unix::fs::PermissionsExt as _;
    let d = dir("shared-link");
    let shared = d.join("shared");
    std::fs::create_dir_all(&shared).unwrap();
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).unwrap();
    let victim = d.join("victim.txt");
    std::fs::write(&victim, "mine\n").unwrap();
    let planted = shared.join("maedn-state.ron");
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    let err = io::write_atomic(&planted, b"overwritten\n").unwrap_err();
    assert!(matches!(err, FileError::SharedLink { .. }), "{err}");
    assert!(err.to_string().contains("not followed"), "{err}");
    assert!(matches!(
        io::replaced_by_save(&planted),
        Err(FileError::SharedLink { .. })
    ));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "mine\n");
    assert!(
        std::fs::symlink_metadata(&planted)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // The same link in a folder that is not shared is the user's own: written through.
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o700)).unwrap();
    io::write_atomic(&planted, b"through\n").unwrap();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "through\n");
    std::fs::remove_dir_all(&d).ok();
}
