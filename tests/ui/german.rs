//! The main flows in German, every widget found by its German label: edit a
//! bit and take it back, solve a single piece from the editor, step through
//! its moves, single-step the paper's search (its decision in German words
//! with German numbers), open the lesson and turn a slide, switch back to
//! English. Numbers must carry German separators (`19.462`, `8.299`).

use std::sync::Arc;
use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::io::FileKind;
use maedn::model::{Bits, Tile};
use maedn::window::FakePicker;
use maedn::window::{Command, EditCommand, FileCommand, Mode, Notice, PaceKind, RunState, Slide};
use maedn::window::{Launch, MaednApp};

use crate::common::{launched, shown, step_until, window_with};

/// Piece 1 after 0, 6, 12, 16 (as in `editor_window.rs`): 19,462 units to go.
const PIECE_ON_ITS_WAY: u64 = 0xE820_8800_0000_1EE1;

fn german(launch: Launch) -> Harness<'static, MaednApp> {
    let mut h = launched(Launch {
        lang: Some(Lang::De),
        ..launch
    });
    h.run();
    assert_eq!(h.state().tr().lang(), Lang::De);
    h
}

#[test]
fn test_edit_a_bit_solve_and_step_in_german() {
    let board = Bits::from_raw(PIECE_ON_ITS_WAY);
    let mut h = german(Launch {
        board: Some(board),
        ..Launch::default()
    });
    h.get_by_label("Bitboard-Editor");
    h.get_by_label("Gespeicherte Einheiten");
    // A bit by its German name: set, then taken back with „Rückgängig“.
    h.get_by_label("Bit 42").click();
    h.run();
    assert_ne!(h.state().workspace().editor().board(), board);
    h.get_by_label("Rückgängig").click();
    h.run();
    assert_eq!(h.state().workspace().editor().board(), board);

    h.get_by_label("Von hier lösen").click();
    h.step();
    step_until(&mut h, Duration::from_secs(60), |ws| {
        ws.run().state() == RunState::Finished
    });
    assert_eq!(h.state().workspace().mode(), Mode::Solve);
    shown(&h, "Gesamt: 19.462\u{a0}Einheiten");
    shown(&h, "Optimal: ");
    shown(&h, "Zustand: fertig");
    assert!(h.query_by_label("Run").is_none());
    h.get_by_label("Starten");

    // The button sits below the results, in the panel's scroll area.
    h.get_by_label("Diese Wege Schritt für Schritt ansehen")
        .scroll_to_me();
    h.run();
    h.get_by_label("Diese Wege Schritt für Schritt ansehen")
        .click();
    h.run();
    assert_eq!(h.state().workspace().mode(), Mode::Step);
    h.get_by_label("Die Würfe Schritt für Schritt");
    shown(&h, "Figur 1, Zug 0/");
    h.get_by_label("Weiter >").click();
    h.run();
    assert_eq!(h.state().workspace().stepper().step(), 1);
    shown(&h, "Figur 1, Zug 1/");
    shown(&h, "würfelt");
    h.get_by_label("Diesen Weg bearbeiten");
}

#[test]
fn test_single_steps_explain_each_call_in_german() {
    let mut h = german(Launch::default());
    h.state_mut().submit(Command::SetPace(PaceKind::Step));
    h.run();
    h.get_by_label("Einzelschritt");
    h.get_by_label("Starten").click();
    step_until(&mut h, Duration::from_secs(10), |ws| {
        ws.run().live().calls == 1
    });
    shown(
        &h,
        "Aufruf 1: Figur 1, Feld 0, bisher 0\u{a0}Einheiten; noch 43 Felder × 193 = 8.299",
    );
    shown(&h, "noch kein bester Weg: Würfe 6…1 versuchen");
    h.get_by_label("Nächster Aufruf").click();
    step_until(&mut h, Duration::from_secs(10), |ws| {
        ws.run().live().calls == 2
    });
    shown(&h, "Aufruf 2: Figur 1");
    h.get_by_label("Abbrechen").click();
    step_until(&mut h, Duration::from_secs(10), |ws| {
        ws.run().state() == RunState::Cancelled
    });
    shown(&h, "Zustand: abgebrochen");
}

#[test]
fn test_the_lesson_in_german_and_back_to_english() {
    let mut h = german(Launch::default());
    h.get_by_label("Unterricht").click();
    h.run_steps(2);
    assert_eq!(h.state().workspace().mode(), Mode::Lesson);
    let first = h.state().workspace().lesson().slide();
    h.get_by_label("Weiter →").click();
    h.run_steps(2);
    let second = h.state().workspace().lesson().slide();
    assert_ne!(first, second);
    h.get_by_label("Folie 4: Das Bitboard").click();
    h.run_steps(2);
    assert_eq!(h.state().workspace().lesson().slide(), Slide::Bits);
    h.get_by_label("← Zurück");
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert_eq!(h.state().workspace().mode(), Mode::Solve);
    h.get_by_label("Suche");
    h.get_by_label("Verfahren");

    h.get_by_label("English").click();
    h.run();
    assert_eq!(h.state().tr().lang(), Lang::En);
    h.get_by_label("Solver");
    h.get_by_label("Algorithm");
    assert!(h.query_by_label("Verfahren").is_none());
}

#[test]
fn test_the_shortcut_list_speaks_german() {
    let mut h = german(Launch::default());
    h.state_mut().submit(Command::ToggleShortcuts);
    h.run();
    h.get_by_label("Tastenkürzel");
    h.get_by_label("Schritte: Figur 1–4 zeigen");
    h.get_by_label("Strg+Umschalt+O");
    h.get_by_label("Pfeil rechts / Pfeil unten / Leertaste / Bild ab");
}

#[test]
fn test_a_malformed_board_is_explained_in_german() {
    let board = Bits::from_raw(PIECE_ON_ITS_WAY);
    let mut h = german(Launch {
        board: Some(board),
        ..Launch::default()
    });
    h.get_by_label("Hexadezimal:").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("Hexadezimal:").type_text("0xZZ");
    h.run();
    h.get_by_label_contains("„Z“ an Stelle 3 ist keine Hexadezimalziffer");
    assert_eq!(h.state().workspace().editor().board(), board);
}

#[test]
fn test_a_sweep_that_cannot_run_says_why_in_german() {
    let mut h = german(Launch::default());
    h.state_mut().submit(Command::SetSweepRange {
        from: 0,
        to: 2_000,
        step: 1,
    });
    h.state_mut().submit(Command::StartSweep);
    h.run();
    assert!(h.state().workspace().sweep().error().is_some());
    h.get_by_label("Wo versagt die Schranke? (Durchlauf)")
        .click();
    h.run();
    shown(
        &h,
        "Die Schranken 0 bis 2.000 in Schritten von 1 ergäben 2.001 Suchläufe",
    );
}

/// A board whose path jumps 7 tiles and whose units field disagrees with its
/// moves: the editor's „Fehler“ name both in German, with German numbers.
#[test]
fn test_a_boards_decode_problems_are_shown_in_german() {
    let tile = |i| Tile::new(i).expect("tile");
    let board =
        (Bits::piece_start(1).expect("piece 1") | Bits::tile(tile(0)) | Bits::tile(tile(7)))
            .with_units(19_000)
            .expect("units fit");
    let h = german(Launch {
        board: Some(board),
        ..Launch::default()
    });
    h.get_by_label("Bitboard-Editor");
    h.get_by_label("Fehler");
    shown(
        &h,
        "Von Feld 0 bis Feld 7 sind es 7 Felder: So weit kommt kein Wurf.",
    );
    shown(
        &h,
        "Im Einheiten-Feld stehen 19.000, die Züge ergeben zusammen aber",
    );
    assert!(h.query_by_label_contains("is impossible").is_none());
    assert!(h.query_by_label_contains("units field says").is_none());
}

/// A board without any piece cannot be decoded: the editor says so in German.
#[test]
fn test_a_board_without_pieces_is_explained_in_german() {
    let h = german(Launch {
        board: Some(Bits::from_raw(0x1234)),
        ..Launch::default()
    });
    shown(
        &h,
        "steht keine Figur: Kein Bit für Startfeld, Bahn oder Zielfelder ist gesetzt.",
    );
    assert!(h.query_by_label_contains("has no piece").is_none());
}

/// A board list with a malformed second line, opened through the (fake)
/// file dialog: the status line names the line and the reason in German.
#[test]
fn test_a_malformed_board_list_is_explained_in_german() {
    let dir = std::env::temp_dir().join(format!("maedn-ui-german-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("kaputt.txt");
    std::fs::write(&path, "0xE820882208414C06\n0xZZ\n").expect("written");
    let picker = FakePicker::new(vec![Some(path.clone())], Duration::from_millis(300));
    let mut h = window_with(
        Launch {
            lang: Some(Lang::De),
            ..Launch::default()
        },
        Arc::new(picker),
    );
    h.run();
    h.state_mut()
        .submit(Command::File(FileCommand::Open(FileKind::Boards)));
    h.step();
    step_until(&mut h, Duration::from_secs(30), |ws| {
        matches!(ws.status(), Some(Notice::Failed(_)))
    });
    shown(
        &h,
        "ließ sich nicht öffnen: Zeile 2: „0xZZ“ ist kein Bitboard: „Z“ an Stelle 3 ist keine Hexadezimalziffer",
    );
    assert!(h.query_by_label_contains("is not a board").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

/// A paste that holds no board says so in German, and the board stays.
#[test]
fn test_a_paste_that_is_not_a_board_is_explained_in_german() {
    let board = Bits::from_raw(PIECE_ON_ITS_WAY);
    let mut h = german(Launch {
        board: Some(board),
        ..Launch::default()
    });
    h.state_mut().submit(Command::Edit(EditCommand::Paste(
        "Bitboard: 0xZZ".to_owned(),
    )));
    h.run();
    shown(
        &h,
        "Der eingefügte Text ist kein Bitboard: „Z“ an Stelle 3 ist keine Hexadezimalziffer",
    );
    assert_eq!(h.state().workspace().editor().board(), board);
}

/// The steps view lists what is wrong with its boards in German: a path
/// that jumps 7 tiles (still shown) and a board without a piece (not shown).
#[test]
fn test_the_steps_views_problems_are_shown_in_german() {
    let tile = |i| Tile::new(i).expect("tile");
    let jump = Bits::piece_start(1).expect("piece 1") | Bits::tile(tile(0)) | Bits::tile(tile(7));
    let mut h = german(Launch::default());
    h.state_mut()
        .submit(Command::OpenInStepper(vec![jump, Bits::from_raw(0x1234)]));
    h.run();
    assert_eq!(h.state().workspace().mode(), Mode::Step);
    shown(
        &h,
        "Von Feld 0 bis Feld 7 sind es 7 Felder: So weit kommt kein Wurf.",
    );
    shown(
        &h,
        "steht keine Figur: Kein Bit für Startfeld, Bahn oder Zielfelder ist gesetzt.",
    );
    assert!(h.query_by_label_contains("is impossible").is_none());
}
