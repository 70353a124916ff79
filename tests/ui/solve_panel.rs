//! The Solve panel says what it does, driven by label: the DP's verdict, exact
//! lengths as one number everywhere, the sweep and the bound where it breaks,
//! the panel's layout, solving the rest from a stepped move or at launch, a
//! refused spacing, slow motion's call number and the counters' explanations.

use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::model::{Bits, LengthMode};
use maedn::window::{Choice, Command, Launch, MaednApp, Mode, PaceKind, RunState};

use crate::common::{PAPER_BOARDS, finished, launched, run_dp, shown, step_until, window};

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
