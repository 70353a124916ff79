//! The window driven through egui_kittest: the real `MaednApp`, real clicks,
//! a real solver thread. While a search runs the app keeps asking for
//! repaints, so these tests step frames in bounded loops instead of `run()`.

use std::time::Duration;

use crate::common::step_until;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::app::run::RunState;
use maedn::app::state::{Mode, PaceKind};
use maedn::app::stepper::Choice;
use maedn::app::{Launch, MaednApp};
use maedn::model::Bits;
use maedn::solver::{Algorithm, Bound};

/// The paper's four path boards (SPEC §3).
const PAPER_BOARDS: [u64; 4] = [
    0xE820_8822_0841_4C06,
    0xC820_8822_0883_43A3,
    0x8820_8822_0907_41AC,
    0x0820_8822_088F_43A3,
];

fn harness() -> Harness<'static, MaednApp> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| MaednApp::new(cc, Launch::default()))
}

/// The text is on screen at least once (the decision shows in the panel and above the board).
fn shown(h: &Harness<'_, MaednApp>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "{text:?} not shown"
    );
}

#[test]
fn test_paper_run_shows_the_papers_counters_and_total() {
    let mut h = harness();
    h.get_by_label("Run").click();
    h.step();
    assert!(h.state().runner().state().in_progress());
    step_until(&mut h, Duration::from_secs(240), |a| {
        a.runner().state() == RunState::Finished
    });
    let live = h.state().runner().live();
    assert_eq!(live.calls, 18_526_851);
    assert_eq!(live.prunes, 15_422_842);
    h.get_by_label("18,526,851");
    h.get_by_label("15,422,842");
    h.get_by_label("Total: 83,047 units = 298.9692 cm");
    h.get_by_label_contains("Optimal (checked against the exact DP)");
    h.get_by_label_contains("may prune the true optimum");
    // Idle again: no repaint loop (run() would panic after max steps).
    h.run();
}

#[test]
fn test_cancel_mid_run_then_start_another() {
    let mut h = harness();
    h.state_mut().state.settings.bound = Bound::None;
    h.run(); // lay out the new settings before clicking
    h.get_by_label("Run").click();
    h.step();
    std::thread::sleep(Duration::from_millis(300));
    h.step();
    assert_eq!(
        h.state().runner().state(),
        RunState::Running,
        "{:?}",
        h.state().runner().error()
    );
    h.get_by_label("Pause").click();
    h.step();
    h.step();
    assert_eq!(h.state().runner().state(), RunState::Paused);
    h.get_by_label("Resume").click();
    h.step();
    h.step();
    assert_eq!(h.state().runner().state(), RunState::Running);
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(30), |a| {
        a.runner().state() == RunState::Cancelled
    });
    let calls = h.state().runner().live().calls;
    assert!(
        calls > 0 && calls < 660_449_985,
        "cancelled mid-way at {calls}"
    );

    // Another run (exact DP, quick) after the cancelled one.
    h.state_mut().state.settings.algorithm = Algorithm::Dp;
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(60), |a| {
        a.runner().state() == RunState::Finished
    });
    h.get_by_label("Total: 83,047 units = 298.9692 cm");
}

#[test]
fn test_restart_while_running_replaces_the_worker() {
    let mut h = harness();
    h.state_mut().state.settings.bound = Bound::None;
    h.run(); // lay out the new settings before clicking
    h.get_by_label("Run").click();
    h.step();
    assert_eq!(h.state().runner().state(), RunState::Running);
    h.state_mut().state.settings.algorithm = Algorithm::Dp;
    h.step();
    h.get_by_label("Restart").click();
    step_until(&mut h, Duration::from_secs(60), |a| {
        a.runner().state() == RunState::Finished
    });
    assert_eq!(
        h.state().runner().settings().map(|s| s.algorithm),
        Some(Algorithm::Dp)
    );
}

#[test]
fn test_step_through_piece_one() {
    let mut h = harness();
    let boards = PAPER_BOARDS.map(Bits::from_raw).to_vec();
    h.state_mut().open_in_stepper(boards);
    h.step();
    assert_eq!(h.state().state.mode, Mode::Step);
    h.get_by_label("1").click();
    h.step();
    assert_eq!(h.state().stepper().choice(), Choice::One(0));
    let expected = [0u8, 6, 12, 16, 22, 26, 32, 37, 43];
    for (i, tile) in expected.iter().enumerate() {
        let v = h.state().stepper().current().expect("piece 1 shown");
        assert_eq!(v.tile.index(), *tile, "step {i}");
        if i + 1 < expected.len() {
            if i % 2 == 0 {
                h.key_press(egui::Key::ArrowRight);
            } else {
                h.get_by_label("Next >").click();
            }
            h.step();
        }
    }
    let v = h.state().stepper().current().expect("piece 1 shown");
    assert_eq!(v.units, 19_462);
    h.get_by_label_contains("19,462 units");
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    assert_eq!(
        h.state().stepper().current().map(|v| v.tile.index()),
        Some(37)
    );
    h.key_press(egui::Key::Home);
    h.step();
    assert_eq!(h.state().stepper().step(), 0);
}

#[test]
fn test_slow_motion_advances_the_counters() {
    let mut h = harness();
    h.state_mut().state.pace = PaceKind::Slow;
    h.state_mut().state.rate = 200.0;
    h.run();
    h.get_by_label("Run").click();
    h.step();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().live().calls >= 20
    });
    let first = h.state().runner().live().calls;
    std::thread::sleep(Duration::from_millis(300));
    h.step();
    let second = h.state().runner().live().calls;
    assert!(second > first, "{first} → {second}");
    // Slow: far below full speed.
    assert!(
        second < 2_000,
        "{second} calls in well under two seconds at 200/s"
    );
    shown(&h, "tiles left × 193");
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().state() == RunState::Cancelled
    });
}

#[test]
fn test_single_step_explains_each_call() {
    let mut h = harness();
    h.state_mut().state.pace = PaceKind::Step;
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().live().calls == 1
    });
    shown(
        &h,
        "call 1: piece 1, tile 0, 0 units so far; 43 tiles left × 193 = 8,299",
    );
    shown(&h, "no best yet: try rolls 6…1");
    for n in 2..=4u64 {
        h.get_by_label("Next call").click();
        step_until(&mut h, Duration::from_secs(10), |a| {
            a.runner().live().calls == n
        });
    }
    h.key_press(egui::Key::ArrowRight);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().live().calls == 5
    });
    shown(&h, "call 5: piece 1, tile 24");
    h.key_press(egui::Key::Escape);
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().state() == RunState::Cancelled
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
        "Shortcuts",
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
fn test_launch_with_a_board_opens_it_in_the_editor_and_the_stepper() {
    let launch = Launch {
        solve_at_start: false,
        board: Some(Bits::from_raw(PAPER_BOARDS[0])),
    };
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| MaednApp::new(cc, launch));
    h.run();
    // `maedn --board B` opens B in the editor, and the stepper has it too.
    assert_eq!(h.state().state.mode, Mode::Edit);
    assert_eq!(h.state().editor().board(), Bits::from_raw(PAPER_BOARDS[0]));
    h.get_by_label("Step").click();
    h.run();
    assert_eq!(h.state().state.mode, Mode::Step);
    let v = h.state().stepper().current().expect("one path");
    assert_eq!((v.tile.index(), v.units), (0, 0));
    h.key_press(egui::Key::End);
    h.run();
    let v = h.state().stepper().current().expect("one path");
    assert_eq!((v.tile.index(), v.units), (43, 19_462));
}

#[test]
fn test_solve_at_start_runs_at_once() {
    let launch = Launch {
        solve_at_start: true,
        board: None,
    };
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| MaednApp::new(cc, launch));
    h.step();
    h.step();
    assert_ne!(h.state().runner().state(), RunState::Idle);
    step_until(&mut h, Duration::from_secs(240), |a| {
        a.runner().state() == RunState::Finished
    });
}

/// The board view on its own, as the editor will use it: clicks and hovers
/// come back in the `BoardResponse`.
#[test]
fn test_board_view_reports_clicks_in_edit_mode() {
    use maedn::app::board_view::{BoardResponse, BoardScene, BoardView};
    struct View {
        board: BoardView,
        scene: BoardScene,
        last: BoardResponse,
        clicked: Option<maedn::model::BoardTile>,
    }
    let state = View {
        board: BoardView::default(),
        scene: BoardScene {
            spacing: 850,
            edit_mode: true,
            ..BoardScene::default()
        },
        last: BoardResponse::default(),
        clicked: None,
    };
    let mut h = Harness::builder().with_size([500.0, 500.0]).build_ui_state(
        |ui, v: &mut View| {
            v.last = v.board.ui(ui, &v.scene);
            if v.last.clicked.is_some() {
                v.clicked = v.last.clicked;
            }
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

/// The no-bound run: 660 million calls, about 9 s in a debug test build here
/// (dependencies and the hot loop are optimised by the dev profile).
#[test]
fn test_no_bound_run_shows_its_counters() {
    let mut h = harness();
    h.state_mut().state.settings.bound = Bound::None;
    h.run();
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(600), |a| {
        a.runner().state() == RunState::Finished
    });
    h.get_by_label("660,449,985");
    h.get_by_label("549,834,342");
}

#[test]
fn test_settings_are_locked_while_running() {
    use egui_kittest::kittest::NodeT as _;
    let mut h = harness();
    h.state_mut().state.pace = PaceKind::Step;
    h.run();
    assert!(
        !h.get_by_label("Paper's settings")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("Run").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().live().calls == 1
    });
    assert!(
        h.get_by_label("Paper's settings")
            .accesskit_node()
            .is_disabled()
    );
    assert!(h.get_by_label("Exact").accesskit_node().is_disabled());
    h.get_by_label("Cancel").click();
    step_until(&mut h, Duration::from_secs(10), |a| {
        a.runner().state() == RunState::Cancelled
    });
    assert!(
        !h.get_by_label("Paper's settings")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn test_shortcut_list_opens_with_f1_and_the_button() {
    let mut h = harness();
    h.run();
    assert!(h.query_by_label("Keyboard shortcuts").is_none());
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("Keyboard shortcuts");
    shown(&h, "cancel the run");
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label("Keyboard shortcuts").is_none());
    h.get_by_label("Shortcuts").click();
    h.run();
    h.get_by_label("Keyboard shortcuts");
}

#[test]
fn test_theme_buttons_switch_the_theme() {
    let mut h = harness();
    h.run();
    h.get_by_label("Light").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Light);
    h.get_by_label("Dark").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
}

#[test]
fn test_playback_advances_and_stops_at_the_end() {
    let mut h = harness();
    h.state_mut()
        .open_in_stepper(PAPER_BOARDS.map(Bits::from_raw).to_vec());
    h.state_mut().state.play_speed = 8.0;
    h.run();
    h.key_press(egui::Key::Num3);
    h.run();
    assert_eq!(h.state().stepper().choice(), Choice::One(2));
    h.get_by_label("Play").click();
    // Each harness step advances the input clock; a bounded number of frames.
    for _ in 0..200 {
        h.step();
        if h.state().stepper().step() == h.state().stepper().last_step() {
            break;
        }
    }
    let v = h.state().stepper().current().expect("piece 3 shown");
    assert_eq!((v.tile.index(), v.units), (41, 16_812));
    // Stopped at the end: the window goes idle again.
    h.run();
    h.get_by_label("Play");
}
