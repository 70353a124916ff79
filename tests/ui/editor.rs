//! The bit-board editor's panel driven through egui_kittest over a real
//! workspace, wired as the window wires it (the shortcut table, the panel,
//! then the commands applied): clicking bits, typing malformed text, undo and
//! redo, and pasting the paper's four boards.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::i18n::{Lang, Tr};
use maedn::io;
use maedn::model::{Bits, MoveTable, Rules, Tile};
use maedn::window::{Command, Field, Mode, Workspace};
use maedn::window::{collect_shortcuts, editor_ui};

/// The workspace in Edit mode and every command the panel produced.
struct Panel {
    ws: Workspace,
    tr: Tr,
    commands: Vec<Command>,
}

impl Panel {
    fn board(&self) -> Bits {
        self.ws.editor().board()
    }
}

fn panel_harness(size: [f32; 2]) -> Harness<'static, Panel> {
    panel_harness_in(size, Lang::En)
}

fn panel_harness_in(size: [f32; 2], lang: Lang) -> Harness<'static, Panel> {
    let mut ws = Workspace::default();
    ws.apply(Command::SetMode(Mode::Edit));
    Harness::builder().with_size(size).build_ui_state(
        |ui, p: &mut Panel| {
            let mut out = Vec::new();
            collect_shortcuts(ui.ctx(), &p.ws, &mut out);
            editor_ui(ui, &p.tr, p.ws.editor(), &mut out);
            for command in out {
                p.commands.push(command.clone());
                p.ws.apply(command);
            }
        },
        Panel {
            ws,
            tr: Tr::new(lang),
            commands: Vec::new(),
        },
    )
}

fn harness() -> Harness<'static, Panel> {
    panel_harness([1000.0, 1400.0])
}

#[test]
fn clicking_a_bit_toggles_it() {
    let mut h = harness();
    h.run();
    assert_eq!(h.state().board(), Bits::STARTING_BOARD);
    h.get_by_label("bit 42").click();
    h.run();
    assert_eq!(h.state().board(), Bits::STARTING_BOARD.with(42));
    h.get_by_label("bit 63").click();
    h.run();
    assert_eq!(h.state().board().raw(), 0x7000_0400_0000_0000);
    h.get_by_label("Hex:");
    assert_eq!(
        h.state().ws.editor().text(Field::Hex),
        "0x7000_0400_0000_0000"
    );
}

#[test]
fn hovering_a_bit_names_its_tile() {
    let mut h = harness();
    h.run();
    h.get_by_label("bit 42").hover();
    h.run();
    h.get_by_label("bit 42: track tile 17");
}

#[test]
fn units_are_editable_as_a_number() {
    let mut h = harness();
    h.run();
    h.get_by_label("Units:").set_value_accesskit(19_462.0);
    h.run();
    assert_eq!(h.state().board().units(), 19_462);
    assert_eq!(h.state().board().tiles_only(), Bits::STARTING_BOARD);
}

#[test]
fn malformed_hex_shows_an_error_and_keeps_the_board() {
    let mut h = harness();
    h.run();
    let before = h.state().board();
    h.get_by_label("Hex:").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("Hex:").type_text("0xZZ");
    h.run();
    h.get_by_label_contains("'Z' at position 3 is not a hex digit");
    assert_eq!(h.state().board(), before);
    assert_eq!(
        h.state().ws.editor().text(Field::Decimal),
        before.to_decimal()
    );
}

/// Types `text` into the field labelled `label` (replacing its text) and
/// presses Enter.
fn type_into(h: &mut Harness<'_, Panel>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Each field reads its own base, its prefix optional: "1000" under Hex is
/// 0x1000, under Binary 8, under Decimal 1000 (in both languages).
#[test]
fn each_field_reads_its_own_base_with_or_without_the_prefix() {
    for (lang, [hex, binary, decimal]) in [
        (Lang::En, ["Hex:", "Binary:", "Decimal:"]),
        (Lang::De, ["Hexadezimal:", "Binär:", "Dezimal:"]),
    ] {
        let mut h = panel_harness_in([1000.0, 1400.0], lang);
        h.run();
        for (label, text, want) in [
            (hex, "1000", 0x1000),
            (hex, "0x2000", 0x2000),
            (hex, "e820882208414c06", 0xE820_8822_0841_4C06),
            (binary, "1000", 8),
            (binary, "0b1_0001", 17),
            (decimal, "1000", 1000),
        ] {
            type_into(&mut h, label, text);
            assert_eq!(h.state().board().raw(), want, "{lang} {label} {text:?}");
            assert!(h.state().ws.editor().error(Field::Hex).is_none());
        }
    }
}

#[test]
fn undo_and_redo_by_button_and_shortcut() {
    let mut h = harness();
    h.run();
    h.get_by_label("bit 59").click();
    h.run();
    h.get_by_label("bit 20").click();
    h.run();
    let two = Bits::STARTING_BOARD.with(59).with(20);
    assert_eq!(h.state().board(), two);
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(h.state().board(), Bits::STARTING_BOARD.with(59));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().board(), Bits::STARTING_BOARD);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(h.state().board(), Bits::STARTING_BOARD.with(59));
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(h.state().board(), two);
}

#[test]
fn paste_the_papers_boards_and_step_through_them() {
    let text = io::read_text(
        "tests/fixtures/paper_boards.txt".as_ref(),
        io::MAX_FILE_BYTES,
    )
    .unwrap();
    let expected = io::parse_boards(&text).unwrap();
    let mut h = harness();
    h.run();
    h.event(Event::Paste(text));
    h.run();
    h.get_by_label("board 1 of 4");
    for (i, (board, units)) in expected
        .iter()
        .zip(["19,462", "17,315", "16,812", "17,315"])
        .enumerate()
    {
        if i > 0 {
            h.get_by_label("Next board").click();
            h.run();
        }
        assert_eq!(h.state().board(), *board);
        let d = h.state().ws.editor().decoded().unwrap();
        assert!(
            d.consistent && d.complete && d.problems.is_empty(),
            "{:?}",
            d.problems
        );
        h.get_by_label(&format!("{units}\u{a0}units"));
        h.get_by_label(&format!("{units}\u{a0}units: agrees"));
    }
}

#[test]
fn step_through_and_solve_from_here_give_commands() {
    let mut h = harness();
    h.run();
    assert!(
        h.get_by_label("Solve from here")
            .accesskit_node()
            .is_disabled()
    );
    // The starting board has no path, so there is nothing to step
    // through (it used to be enabled and then said "run the solver first").
    assert!(
        h.get_by_label("Step through this path")
            .accesskit_node()
            .is_disabled()
    );
    let piece_1 = Bits::from_raw(0xE820_8822_0841_4C06);
    h.state_mut().ws.apply(Command::OpenInEditor(piece_1));
    h.run();
    h.get_by_label("Step through this path").click();
    h.run();
    assert_eq!(
        h.state_mut().commands.pop(),
        Some(Command::OpenInStepper(vec![piece_1]))
    );
    // A partial path: piece 1 on A, then six tiles on, with a wrong unit
    // count: refused, never trusted, the reason shown, no command.
    let partial = Bits::piece_start(1).unwrap().moved(Tile::A, 6, 1).unwrap();
    h.state_mut().ws.apply(Command::OpenInEditor(partial));
    h.run();
    h.get_by_label_contains("does not agree");
    assert!(
        h.get_by_label("Solve from here")
            .accesskit_node()
            .is_disabled()
    );
    // With the units the move really measures, it solves from there.
    let length = MoveTable::new(&Rules::paper())
        .length(Tile::A, 6)
        .expect("a roll of 6 from A");
    let partial = partial.with_units(length.round() as u32).unwrap();
    h.state_mut().ws.apply(Command::OpenInEditor(partial));
    h.run();
    h.get_by_label("Solve from here").click();
    h.run();
    let Some(Command::RunFrom(p)) = h.state_mut().commands.pop() else {
        panic!("expected RunFrom");
    };
    assert_eq!(
        (p.piece_number(), p.from().index(), p.board()),
        (1, 6, partial)
    );
}

#[test]
fn fits_a_narrow_side_panel() {
    let mut h = panel_harness([360.0, 500.0]);
    h.run();
    h.get_by_label("bit 2").scroll_to_me();
    h.run();
    h.get_by_label("bit 2").click();
    h.run();
    assert_eq!(h.state().board().units(), 4);
    h.get_by_label("bit 63").scroll_to_me();
    h.run();
    h.get_by_label("bit 63").click();
    h.run();
    assert_eq!(h.state().board().raw(), 0x7000_0000_0000_0004);
}

/// Issue 17 item 12: a megabyte pasted into the Hex field is cut to the
/// field's limit, refused with the Paste button's words, leaves the board
/// as it was, and the next frames still run. The text is `0x` and a
/// million zeros: read whole (no limit) it is the empty board, and cut
/// silently it would be too, so the board staying put shows it is refused.
#[test]
fn a_megabyte_pasted_into_the_hex_field_is_refused_and_bounded() {
    let limit = maedn::model::MAX_BOARD_TEXT + 1;
    let mut h = harness();
    h.run();
    let before = h.state().board();
    h.get_by_label("Hex:").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    let huge = format!("0x{}", "0".repeat(1 << 20));
    h.event(Event::Paste(huge.clone()));
    h.run();
    let held = h.state().ws.editor().text(Field::Hex).chars().count();
    assert!(held <= limit, "the Hex field holds {held} characters");
    h.key_press(Key::Enter);
    h.run();
    h.run();
    assert_eq!(h.state().board(), before);
    assert!(h.state().ws.editor().text(Field::Hex).chars().count() <= limit);
    h.get_by_label_contains("longer than 256 characters");

    // The Paste button's way (no field focused) says the same.
    h.key_press(Key::Escape);
    h.run();
    h.event(Event::Paste(huge));
    h.run();
    assert_eq!(h.state().board(), before);
    h.get_by_label_contains(
        "the pasted text is not a board: the text is longer than 256 characters",
    );
}

/// A field's error stands alone under it, so it starts with a capital, in
/// both languages (the messages are worded in lower case to stand inside
/// others too): an empty field and a prefix without digits.
#[test]
fn a_fields_error_starts_with_a_capital() {
    for (lang, hex) in [(Lang::En, "Hex:"), (Lang::De, "Hexadezimal:")] {
        let tr = Tr::new(lang);
        for (typed, id) in [("0x", "parse-no-digits"), ("", "parse-empty")] {
            let mut h = panel_harness_in([1000.0, 1400.0], lang);
            h.run();
            h.get_by_label(hex).focus();
            h.run();
            h.key_press_modifiers(Modifiers::COMMAND, Key::A);
            h.run();
            h.key_press(Key::Backspace);
            h.run();
            if !typed.is_empty() {
                h.get_by_label(hex).type_text(typed);
                h.run();
            }
            let worded = tr
                .loader()
                .get_args(id, std::collections::HashMap::from([("prefix", "0x")]));
            // Its words after the first letter, as the window shows them.
            let rest: String = worded.chars().skip(1).collect();
            let node = h.get_by_label_contains(&rest);
            let node = node.accesskit_node();
            // A label's words are its value.
            let shown = node.value().or_else(|| node.label()).unwrap_or_default();
            let first = shown.chars().next().unwrap_or(' ');
            assert!(first.is_uppercase(), "{lang} {typed:?}: {shown:?}");
        }
    }
}
