//! The editor inside the real window: the board option opening it, tiles
//! clicked and pieces dragged on the board, a malformed hex typed key by key,
//! copy and paste with their feedback, and solving from an edited board.

use std::time::Duration;

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::model::{Bits, Tile};
use maedn::window::{Command, Field, Launch, MaednApp, Mode, RunState};

use crate::common::{PAPER_BOARDS, launched, status, step_until, window};

/// Typing a malformed hex value key by key never changes the
/// board, and the error stays after Enter.
#[test]
fn test_malformed_hex_typed_key_by_key_changes_nothing() {
    let piece_1 = Bits::from_raw(PAPER_BOARDS[0]);
    let mut h = launched(Launch {
        board: Some(piece_1),
        ..Launch::default()
    });
    h.run();
    h.get_by_label("Hex:").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    for c in "0xE820_8822_08G1_4C06".chars() {
        h.get_by_label("Hex:").type_text(&c.to_string());
        h.run();
        assert_eq!(
            h.state().workspace().editor().board(),
            piece_1,
            "after {c:?}"
        );
    }
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().workspace().editor().board(), piece_1);
    h.get_by_label_contains("'G'");
    assert_eq!(
        h.state().workspace().editor().text(Field::Hex),
        "0xE820_8822_08G1_4C06"
    );
}

/// Copying and an empty clipboard say so.
#[test]
fn test_copy_and_paste_give_feedback() {
    let mut h = window();
    h.state_mut().submit(Command::SetMode(Mode::Edit));
    h.run();
    h.get_by_label("Copy hex").click();
    h.run();
    assert!(status(&h).starts_with("Copied 0x"), "{}", status(&h));
    h.get_by_label("Paste").click();
    h.run();
    assert!(status(&h).starts_with("Nothing to paste"), "{}", status(&h));
    // A paste that arrives is no "nothing".
    h.state_mut().submit(Command::DismissStatus);
    h.run();
    h.get_by_label("Paste").click();
    h.step();
    h.event(Event::Paste("0xE820882208414C06".into()));
    h.run();
    assert_eq!(
        h.state().workspace().editor().board(),
        Bits::from_raw(PAPER_BOARDS[0])
    );
    assert!(
        !status(&h).starts_with("Nothing to paste"),
        "{}",
        status(&h)
    );
}

/// The window as `maedn --board BOARD` opens it.
fn launched_with(board: Bits) -> Harness<'static, MaednApp> {
    launched(Launch {
        board: Some(board),
        ..Launch::default()
    })
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

/// The board view on its own, as the editor will use it: clicks and hovers
/// come back in the `BoardResponse`.
#[test]
fn test_board_view_reports_clicks_in_edit_mode() {
    use maedn::figures::scenes::BoardScene;
    use maedn::window::{BoardResponse, BoardView};
    struct View {
        board: BoardView,
        scene: BoardScene,
        last: Option<BoardResponse>,
        clicked: Option<maedn::model::BoardTile>,
        tr: maedn::i18n::Tr,
    }
    let state = View {
        board: BoardView::default(),
        scene: BoardScene {
            spacing: 850,
            edit_mode: true,
            ..BoardScene::default()
        },
        last: None,
        clicked: None,
        tr: maedn::i18n::Tr::default(),
    };
    let mut h = Harness::builder().with_size([500.0, 500.0]).build_ui_state(
        |ui, v: &mut View| {
            let last = v.board.ui(ui, &v.scene, false, &v.tr);
            if last.clicked.is_some() {
                v.clicked = last.clicked;
            }
            v.last = Some(last);
        },
        state,
    );
    h.run();
    h.get_by_label("black goal b").click();
    h.run();
    assert_eq!(
        h.state().clicked,
        Some(maedn::model::BoardTile::Goal(
            maedn::model::Colour::Black,
            1
        ))
    );
}
