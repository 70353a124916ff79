//! The window says what it does, driven by label: the solver panel's words
//! and numbers (the DP's verdict, exact lengths, the sweep, the counters, slow
//! motion), long board lists and sessions, typed paths and saves that ask
//! first, the editor's feedback, the board's exports as one figure, and an
//! idle window that asks for no repaint.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::model::{Bits, LengthMode};
use maedn::solver::{Algorithm, Bound, Settings};
use maedn::window::FakePicker;
use maedn::window::{
    Choice, Command, Field, Mode, PAGE, PaceKind, RunState, WindowCommand, Workspace,
};
use maedn::window::{Launch, MaednApp};

use crate::common::{PAPER_BOARDS, launched, shown, step_until, window, window_with};

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-ui-says-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d.join(name)
}

fn with_picker(answers: Vec<Option<PathBuf>>) -> Harness<'static, MaednApp> {
    let picker = FakePicker::new(answers, Duration::from_millis(200));
    window_with(Launch::default(), Arc::new(picker))
}

fn settings(h: &Harness<'_, MaednApp>, change: impl FnOnce(&mut Settings)) -> Command {
    let mut s = h.state().workspace().prefs().settings;
    change(&mut s);
    Command::SetSettings(s)
}

fn finished(ws: &Workspace) -> bool {
    ws.run().state() == RunState::Finished
}

fn run_dp(h: &mut Harness<'_, MaednApp>, change: impl FnOnce(&mut Settings)) {
    let dp = settings(h, |s| {
        s.algorithm = Algorithm::Dp;
        change(s);
    });
    h.state_mut().submit(dp);
    h.run();
    h.get_by_label("Run").click();
    step_until(h, Duration::from_secs(60), finished);
}

fn status(h: &Harness<'_, MaednApp>) -> String {
    h.state()
        .workspace()
        .status()
        .map(|n| n.text(h.state().tr()))
        .unwrap_or_default()
}

/// The DP is exact by itself, never "checked against the
/// exact DP", and its time is its own.
#[test]
fn test_the_dp_says_it_is_exact_and_times_itself() {
    let mut h = window();
    run_dp(&mut h, |_| {});
    h.get_by_label("Optimal: exact (dynamic programming)");
    assert!(h.query_by_label_contains("checked against").is_none());
    h.get_by_label_contains("(it is its own check)");
}

/// With exact lengths the table and the stepper show the same
/// computed length, and the start field's units and cm agree.
#[test]
fn test_exact_lengths_are_one_number_everywhere() {
    let mut h = window();
    run_dp(&mut h, |s| s.rules.lengths = LengthMode::Exact);
    h.get_by_label("12,142.58");
    h.get_by_label("43.7133");
    h.get_by_label("19,462.30");
    h.get_by_label("70.0643");
    h.state_mut().submit(Command::StepThroughSolution);
    h.run();
    h.key_press(Key::Num1);
    h.run();
    h.key_press(Key::End);
    h.run();
    shown(&h, "19,462.30\u{a0}units = 70.0643\u{a0}cm so far");
}

/// A coarse sweep says what it tried and bisects to a switch, not claimed
/// to be the first.
#[test]
fn test_the_sweep_says_what_it_tried_and_finds_a_switch() {
    let mut h = window();
    h.run();
    h.get_by_label("Where does the bound break? (sweep)")
        .click();
    h.state_mut().submit(Command::SetSweepRange {
        from: 220,
        to: 230,
        step: 10,
    });
    h.run();
    h.get_by_label("Run sweep").click();
    h.step();
    step_until(&mut h, Duration::from_secs(120), |w| {
        !w.sweep().is_running()
    });
    shown(&h, "tried 2 bounds from 220 to 230 (in steps of 10)");
    shown(&h, "225 keeps the optimum, 226 loses it");
    shown(&h, "no bound here is claimed to be the first");
    assert!(h.query_by_label_contains("exact break").is_none());
    assert!(h.query_by_label_contains("Every bound up to").is_none());
}

/// A list of 20,000 boards opens without freezing; the stepper
/// shows twelve at a time, named by their place in the list.
#[test]
fn test_a_long_list_is_paged() {
    let path = tmp("long.txt");
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

/// A saved session brings back its results, counters and paths.
#[test]
fn test_opening_a_session_brings_its_results_back() {
    let path = tmp("results.json");
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
    let path = tmp("keep.txt");
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

/// The panel does not move when the bound kind changes.
#[test]
fn test_the_panel_keeps_its_layout_when_the_bound_changes() {
    let mut h = window();
    h.run();
    let y = |h: &Harness<'_, MaednApp>| h.get_by_label("Spacing").rect().top();
    let per_tile = y(&h);
    for kind in ["Admissible", "None", "Per tile"] {
        h.get_by_label(kind).click();
        h.run();
        assert_eq!(y(&h), per_tile, "{kind}");
    }
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

/// At move 4, "Solve the rest" solves from there, and "Edit this
/// position" opens a board the editor reads as consistent.
#[test]
fn test_solve_the_rest_from_a_stepped_move() {
    let mut h = window();
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.state_mut().submit(Command::Choose(Choice::One(0)));
    h.state_mut().submit(Command::StepTo(4));
    h.run();
    h.get_by_label("Edit this position").click();
    h.run();
    let d = h
        .state()
        .workspace()
        .editor()
        .decoded()
        .expect("decodes")
        .clone();
    assert!(d.consistent && d.problems.is_empty(), "{:?}", d.problems);
    h.state_mut().submit(Command::SetMode(Mode::Step));
    h.run();
    h.get_by_label("Solve the rest from move 4").click();
    step_until(&mut h, Duration::from_secs(60), finished);
    assert_eq!(h.state().workspace().mode(), Mode::Solve);
    let s = h.state().workspace().run().solution().expect("solved");
    assert_eq!(s.total_units, 19_462.0);
}

/// `maedn --solve` shows Solve, whatever the mode before.
#[test]
fn test_solve_at_launch_shows_solve() {
    let mut h = launched(Launch {
        board: Some(Bits::from_raw(PAPER_BOARDS[0])),
        solve_at_start: true,
        ..Launch::default()
    });
    h.step();
    assert_eq!(h.state().workspace().mode(), Mode::Solve);
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(30), |w| {
        !w.run().state().in_progress()
    });
}

/// A spacing of 5,000 is refused where it is typed, with why.
#[test]
fn test_a_spacing_too_large_says_why() {
    let mut h = window();
    h.run();
    h.get_by_label("Spacing").set_value_accesskit(5_000.0);
    h.run();
    h.run();
    assert_eq!(h.state().workspace().prefs().settings.rules.spacing, 850);
    h.get_by_label_contains("A spacing of 5,000\u{a0}units is refused");
    h.get_by_label_contains("Use at most 1,524\u{a0}units");
}

/// In slow motion the decision above the board and the counter
/// in the panel name the same call, frame after frame.
#[test]
fn test_slow_motion_shows_one_call_number() {
    let mut h = window();
    h.state_mut().submit(Command::SetPace(PaceKind::Slow));
    h.state_mut().submit(Command::SetRate(5_000.0));
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(10), |w| {
        w.run().live().calls > 100
    });
    for _ in 0..30 {
        h.step();
        // The decision in the panel and the large one above the board.
        let numbers: Vec<String> = h
            .query_all_by_label_contains("call ")
            .filter_map(|n| n.accesskit_node().value())
            .filter(|l| l.starts_with("call "))
            .map(|l| {
                l.trim_start_matches("call ")
                    .split(':')
                    .next()
                    .unwrap_or_default()
                    .to_owned()
            })
            .collect();
        assert_eq!(numbers.len(), 2, "{numbers:?}");
        for number in &numbers {
            assert!(
                h.query_by_label(number).is_some(),
                "the counter does not show call {number}: {numbers:?}"
            );
        }
    }
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(10), |w| {
        w.run().state() == RunState::Cancelled
    });
}

/// Each counter explains itself in a sentence.
#[test]
fn test_counters_explain_themselves() {
    let mut h = window();
    h.run();
    h.get_by_label("Prunes").hover();
    h.run();
    shown(&h, "returned at once because moved + tiles left × bound");
}

/// Exports the board shown as SVG and PNG through the File menu's keys and
/// entries (the picker answers `svg` then `png`), and returns both files.
fn export_both(
    h: &mut Harness<'_, MaednApp>,
    svg: &std::path::Path,
    png: &std::path::Path,
) -> (String, Vec<u8>) {
    for (entry, path) in [("Export board as SVG…", svg), ("Export board as PNG…", png)] {
        h.get_by_label("File").click();
        h.run();
        h.get_by_label_contains(entry).click();
        step_until(h, Duration::from_secs(30), |w| {
            !w.files().is_busy() && !w.files().is_writing() && path.exists()
        });
    }
    (
        std::fs::read_to_string(svg).expect("the SVG"),
        std::fs::read(png).expect("the PNG"),
    )
}

/// File → Export board as SVG and as PNG write the same figure —
/// the board on screen with tile letters, piece numbers, move lengths, a
/// caption and a legend — and the PNG is that SVG rasterised.
#[test]
fn test_the_board_exports_are_one_figure() {
    use maedn::render::{DEFAULT_PNG_SCALE, raster};
    let (svg_path, png_path) = (tmp("board.svg"), tmp("board.png"));
    let (svg2_path, png2_path) = (tmp("step.svg"), tmp("step.png"));
    let answers = [&svg_path, &png_path, &svg2_path, &png2_path].map(|p| Some(p.to_path_buf()));
    let mut h = with_picker(answers.to_vec());
    h.state_mut()
        .submit(Command::Window(WindowCommand::SetTheme(
            maedn::window::ThemeChoice::Light,
        )));
    run_dp(&mut h, |_| {});
    let (svg, png) = export_both(&mut h, &svg_path, &png_path);
    assert_eq!(
        raster::svg_to_png(&svg, DEFAULT_PNG_SCALE).expect("rasterises"),
        png,
        "the PNG is the SVG rasterised"
    );
    let texts = raster::tree_texts(&raster::parse(&svg).expect("parses"));
    let has = |t: &str| texts.iter().any(|x| x.contains(t));
    for t in [
        "A",
        "B",
        "a",
        "d",
        "1",
        "2",
        "3",
        "4",
        "83,047",
        "dynamic programming",
    ] {
        assert!(has(t), "{t:?} not in the SVG's texts {texts:?}");
    }
    assert!(svg.contains("class=\"legend"), "a legend");

    // Piece 1 stepped to its end: its move lengths are in both exports too.
    h.state_mut().submit(Command::StepThroughSolution);
    h.state_mut().submit(Command::Choose(Choice::One(0)));
    h.state_mut().submit(Command::StepLast);
    h.run();
    let (svg, png) = export_both(&mut h, &svg2_path, &png2_path);
    assert_eq!(
        raster::svg_to_png(&svg, DEFAULT_PNG_SCALE).expect("rasterises"),
        png
    );
    let d = h
        .state()
        .workspace()
        .stepper()
        .current_path()
        .expect("piece 1")
        .clone();
    let texts = raster::tree_texts(&raster::parse(&svg).expect("parses"));
    for m in &d.moves {
        let length = maedn::format::units(m.length);
        assert!(texts.contains(&length), "{length} not in {texts:?}");
    }
    assert!(
        texts.iter().any(|t| t.contains("Piece 1, move 8 of 8")),
        "{texts:?}"
    );
    for p in [svg_path, png_path, svg2_path, png2_path] {
        std::fs::remove_file(p).ok();
    }
}

/// A yellow goal tile is yellow's, whoever's colour
/// is viewed.
#[test]
fn test_a_goal_tile_names_its_owner() {
    let mut h = window();
    h.run();
    h.get_by_label("yellow goal a").hover();
    h.run();
    shown(&h, "yellow's goal tile a");
}

/// The root viewport asks for no repaint at all (not even a delayed one).
fn idle(h: &Harness<'_, MaednApp>) -> bool {
    h.output()
        .viewport_output
        .values()
        .all(|v| v.repaint_delay == Duration::MAX)
}

/// An idle window asks for no repaint — after a run, in every
/// view, and with a text field focused (its cursor does not blink).
#[test]
fn test_an_idle_window_asks_for_no_repaint() {
    let mut h = window();
    run_dp(&mut h, |_| {});
    h.run();
    assert!(idle(&h), "Solve after a run");
    for mode in [Mode::Step, Mode::Edit, Mode::Solve] {
        h.state_mut().submit(Command::SetMode(mode));
        h.run();
        assert!(idle(&h), "{mode:?}");
    }
    h.state_mut().submit(Command::SetMode(Mode::Edit));
    // egui blinks a focused field's cursor when the window has the keyboard
    // (the test harness turns blinking off; turn it back on as egui has it).
    h.input_mut().focused = true;
    h.ctx
        .all_styles_mut(|style| style.visuals.text_cursor.blink = true);
    h.run();
    h.get_by_label("Hex:").focus();
    h.run();
    assert!(h.get_by_label("Hex:").is_focused());
    h.run();
    assert!(idle(&h), "a focused text field");
}
