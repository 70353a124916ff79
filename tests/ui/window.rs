//! The window driven through egui_kittest: the real `MaednApp`, real clicks,
//! a real solver thread. While a search runs the app keeps asking for
//! repaints, so these tests step frames in bounded loops instead of `run()`.

use std::time::Duration;

use crate::common::{launched, shown, step_until, window};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::solver::{Algorithm, Bound, Settings};
use maedn::window::{Command, PaceKind, RunState};
use maedn::window::{Launch, MaednApp};

fn harness() -> Harness<'static, MaednApp> {
    window()
}

/// The current settings with `change` made, as a command.
fn settings(h: &Harness<'_, MaednApp>, change: impl FnOnce(&mut Settings)) -> Command {
    let mut s = h.state().workspace().prefs().settings;
    change(&mut s);
    Command::SetSettings(s)
}

#[test]
fn test_paper_run_shows_the_papers_counters_and_total() {
    let mut h = harness();
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
    let mut h = harness();
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
    let mut h = harness();
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
    let mut h = harness();
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
    let mut h = harness();
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
fn test_tiles_and_controls_have_names() {
    let mut h = harness();
    h.run();
    for name in [
        "Track tile 0",
        "Track tile 17",
        "Track tile 39",
        "black goal d",
        "red goal a",
        "yellow start field B1",
        "green start field B4",
        "Run",
        "Pause",
        "Cancel",
        "Solve",
        "Step",
        "Edit",
        "View",
    ] {
        h.get_by_label(name);
    }
    h.get_by_label("Track tile 17").hover();
    h.run();
    assert_eq!(
        h.state().hovered(),
        Some(maedn::model::BoardTile::Track(17))
    );
    h.get_by_label_contains("bit 42 of black's bit-board");
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

/// The no-bound run: 660 million calls, the one run of it in a `cargo test`
/// with the window. It also carries the core's reference assertions
/// (`tests/core/reference.rs`, which runs it only without the window).
#[test]
fn test_no_bound_run_shows_its_counters() {
    let mut h = harness();
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
    let mut h = harness();
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

#[test]
fn test_theme_buttons_switch_the_theme() {
    let mut h = harness();
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Light").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Light);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
}
