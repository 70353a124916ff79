//! A run in the real window, driven through egui_kittest (the real `MaednApp`,
//! real clicks, a real solver thread): the paper's counters and total, cancel
//! and restart mid-run, slow motion and single steps, a run at start, a run
//! without a bound, and settings locked while it runs. While a search runs the
//! app keeps asking for repaints, so these tests step frames in bounded loops
//! instead of `run()`.

use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::solver::{Algorithm, Bound};
use maedn::window::{Command, Launch, PaceKind, RunState};

use crate::common::{launched, settings, shown, step_until, window};

#[test]
fn test_paper_run_shows_the_papers_counters_and_total() {
    let mut h = window();
    h.get_by_label("Run").click();
    h.step();
    assert!(h.state().workspace().run().state().in_progress());
    step_until(&mut h, Duration::from_secs(240), |a| {
        a.run().state() == RunState::Finished
    });
    let live = h.state().workspace().run().live();
    assert_eq!(live.calls, 18_526_851);
    assert_eq!(live.prunes, 15_422_842);
    h.get_by_label("18,526,851");
    h.get_by_label("15,422,842");
    h.get_by_label("Total: 83,047\u{a0}units = 298.9692\u{a0}cm");
    h.get_by_label_contains(
        "Optimal: not proven by the search (its bound is not admissible); the exact DP also finds 83,047\u{a0}units",
    );
    h.get_by_label_contains("may prune the true optimum");
    // Idle again: no repaint loop (run() would panic after max steps).
    h.run();
}

#[test]
fn test_cancel_mid_run_then_start_another() {
    let mut h = window();
    let none = settings(&h, |s| s.bound = Bound::None);
    h.state_mut().submit(none);
    h.run(); // lay out the new settings before clicking
    h.get_by_label("Run").click();
    h.step();
    std::thread::sleep(Duration::from_millis(300));
    h.step();
    assert_eq!(
        h.state().workspace().run().state(),
        RunState::Running,
        "{:?}",
        h.state().workspace().run().error()
    );
    h.get_by_label("Pause").click();
    h.step();
    h.step();
    assert_eq!(h.state().workspace().run().state(), RunState::Paused);
    h.get_by_label("Resume").click();
    h.step();
    h.step();
    assert_eq!(h.state().workspace().run().state(), RunState::Running);
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(30), |a| {
        a.run().state() == RunState::Cancelled
    });
    let calls = h.state().workspace().run().live().calls;
    assert!(
        calls > 0 && calls < 660_449_985,
        "cancelled mid-way at {calls}"
    );

    // Another run (exact DP, quick) after the cancelled one.
    let dp = settings(&h, |s| s.algorithm = Algorithm::Dp);
    h.state_mut().submit(dp);
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(60), |a| {
        a.run().state() == RunState::Finished
    });
    h.get_by_label("Total: 83,047\u{a0}units = 298.9692\u{a0}cm");
}

#[test]
fn test_restart_while_running_replaces_the_worker() {
    let mut h = window();
    let none = settings(&h, |s| s.bound = Bound::None);
    h.state_mut().submit(none);
    h.run(); // lay out the new settings before clicking
    h.get_by_label("Run").click();
    h.step();
    assert_eq!(h.state().workspace().run().state(), RunState::Running);
    // Locked in the window while running; the command still sets the next run's.
    let dp = settings(&h, |s| s.algorithm = Algorithm::Dp);
    h.state_mut().submit(dp);
    h.step();
    h.get_by_label("Restart").click();
    step_until(&mut h, Duration::from_secs(60), |a| {
        a.run().state() == RunState::Finished
    });
    assert_eq!(
        h.state().workspace().run().settings().map(|s| s.algorithm),
        Some(Algorithm::Dp)
    );
}

#[test]
fn test_slow_motion_advances_the_counters() {
    let mut h = window();
    h.state_mut().submit(Command::SetPace(PaceKind::Slow));
    h.state_mut().submit(Command::SetRate(200.0));
    h.run();
    h.get_by_label("Run").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().live().calls >= 20
    });
    let first = h.state().workspace().run().live().calls;
    std::thread::sleep(Duration::from_millis(300));
    h.step();
    let second = h.state().workspace().run().live().calls;
    assert!(second > first, "{first} → {second}");
    // Slow: far below full speed.
    assert!(
        second < 2_000,
        "{second}\u{a0}calls in well under two seconds at 200/s"
    );
    shown(&h, "tiles left × 193");
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().state() == RunState::Cancelled
    });
}

#[test]
fn test_single_step_explains_each_call() {
    let mut h = window();
    h.state_mut().submit(Command::SetPace(PaceKind::Step));
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().live().calls == 1
    });
    shown(
        &h,
        "call 1: piece 1, tile 0, 0\u{a0}units so far; 43 tiles left × 193 = 8,299",
    );
    shown(&h, "no best yet: try rolls 6…1");
    for n in 2..=4u64 {
        h.get_by_label("Next call").click();
        step_until(&mut h, Duration::from_secs(10), |a| {
            a.run().live().calls == n
        });
    }
    h.key_press(egui::Key::ArrowRight);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().live().calls == 5
    });
    shown(&h, "call 5: piece 1, tile 24");
    h.key_press(egui::Key::Escape);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().state() == RunState::Cancelled
    });
}

#[test]
fn test_solve_at_start_runs_at_once() {
    let launch = Launch {
        solve_at_start: true,
        ..Launch::default()
    };
    let mut h = launched(launch);
    h.step();
    h.step();
    assert_ne!(h.state().workspace().run().state(), RunState::Idle);
    step_until(&mut h, Duration::from_secs(240), |a| {
        a.run().state() == RunState::Finished
    });
}

/// The no-bound run: 660 million calls, the one run of it in a `cargo test`
/// with the window. It also carries the core's reference assertions
/// (`tests/core/reference.rs`, which runs it only without the window).
#[test]
fn test_no_bound_run_shows_its_counters() {
    let mut h = window();
    let none = settings(&h, |s| s.bound = Bound::None);
    h.state_mut().submit(none);
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(600), |a| {
        a.run().state() == RunState::Finished
    });
    h.get_by_label("660,449,985");
    h.get_by_label("549,834,342");
    // The paper's figures without a bound, as the core's reference test asserts them.
    let s = h.state().workspace().run().solution().expect("a solution");
    assert_eq!(s.total_units, 83_047.0);
    assert_eq!((s.calls, s.prunes), (660_449_985, 549_834_342));
    assert!(s.admissible && s.optimal);
}

#[test]
fn test_settings_are_locked_while_running() {
    use egui_kittest::kittest::NodeT as _;
    let mut h = window();
    h.state_mut().submit(Command::SetPace(PaceKind::Step));
    h.run();
    assert!(
        !h.get_by_label("Paper's settings")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().live().calls == 1
    });
    assert!(
        h.get_by_label("Paper's settings")
            .accesskit_node()
            .is_disabled()
    );
    assert!(h.get_by_label("Exact").accesskit_node().is_disabled());
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.run().state() == RunState::Cancelled
    });
    assert!(
        !h.get_by_label("Paper's settings")
            .accesskit_node()
            .is_disabled()
    );
}
