//! The io module through real files: round trips of every format, and each
//! kind of malformed or mistaken file giving its own clear error.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::PathBuf;

use maedn::io::{self, BoardsError, FileError, LoadError, Session, SessionError, SessionResults};
use maedn::model::{Bits, Rules, decode};

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
    io::save_svg(
        &path,
        Bits::from_raw(0x0820_8822_088F_43A3),
        &Rules::paper(),
    )
    .unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("<svg"));
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
