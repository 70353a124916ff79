//! The workspace without the window: commands, runs and sweeps as
//! background tasks, and a stress test (100 start / cancel /
//! restart cycles of the solver and of the sweep, no thread left behind);
//! notices that expire, solving the rest from a stepped move, a refused
//! spacing that says why, and one frame's counters read with its call.

use std::sync::Arc;
use std::time::Duration;

use maedn::model::{Bits, BoardTile, Colour, RulesError, StartSlot, Tile};
use maedn::solver::{Algorithm, Bound, Settings};
use maedn::window::{
    Choice, Command, ERROR_SECONDS, EditCommand, EditorState, INFO_SECONDS, Mode, NoPicker, Notice,
    PaceKind, Prefs, RunState, Waker, Workspace, no_waker,
};

use crate::support::{poll_until, workspace};

/// Only the test's and the workspace's own wakers are left: no background
/// thread (each holds a clone while it runs) is alive.
pub fn no_thread_left(waker: &Waker, what: &str) {
    assert_eq!(waker.holders(), 2, "a {what} thread is still alive");
}

fn no_bound() -> Settings {
    Settings {
        bound: Bound::None,
        ..Settings::default()
    }
}

#[test]
fn test_a_run_from_a_board_shows_solve_and_finishes() {
    let (mut ws, _) = workspace(Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    });
    let board = Bits::from_raw(0xE820_8800_0000_1EE1);
    ws.apply(Command::OpenInEditor(board));
    assert_eq!(ws.mode(), Mode::Edit);
    let problem = ws
        .editor()
        .decoded()
        .ok()
        .and_then(|d| d.problem())
        .expect("a problem");
    ws.apply(Command::RunFrom(problem));
    assert_eq!(ws.mode(), Mode::Solve);
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    let s = ws.run().solution().expect("a solution");
    assert_eq!(s.pieces[0].units, 19_462.0);
    // The stepper was empty, so it takes the solution's path.
    assert_eq!(ws.stepper().paths().len(), 1);
}

#[test]
fn test_new_settings_forget_the_result_and_the_paths() {
    let (mut ws, _) = workspace(Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    });
    ws.apply(Command::Run);
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    assert!(!ws.stepper().is_empty());
    ws.apply(Command::SetSettings(no_bound()));
    assert_eq!(ws.run().state(), RunState::Idle);
    assert!(ws.stepper().is_empty());
    // The same settings again change nothing.
    ws.apply(Command::SetSettings(no_bound()));
    assert_eq!(ws.prefs().settings, no_bound());
}

#[test]
fn test_board_clicks_and_drags_arrive_as_board_tiles() {
    let mut e = EditorState::default();
    let a = BoardTile::of(Colour::Black, Tile::A);
    assert!(e.apply(EditCommand::ToggleTile(a)));
    assert!(e.apply(EditCommand::MovePiece {
        from: a,
        to: BoardTile::Track(5)
    }));
    assert_eq!(e.board(), Bits::STARTING_BOARD.with(54));
    assert!(!e.apply(EditCommand::ToggleTile(BoardTile::Start(
        Colour::Red,
        StartSlot::ALL[0]
    ))));
}

/// Even a `NaN` rate that bypassed the preferences' validation
/// never panics the solver thread; the slow run makes its calls.
#[test]
fn test_an_unvalidated_nan_rate_still_runs() {
    let waker = no_waker();
    let prefs = Prefs {
        rate: f64::NAN,
        pace: PaceKind::Slow,
        ..Prefs::default()
    };
    let mut ws = Workspace::new(prefs, Arc::new(NoPicker), waker.clone());
    ws.apply(Command::Run);
    poll_until(&mut ws, "three calls", |w| w.run().live().calls >= 3);
    assert_eq!(ws.run().state(), RunState::Running);
    ws.apply(Command::Cancel);
    poll_until(&mut ws, "the cancel", |w| {
        w.run().state() == RunState::Cancelled
    });
    no_thread_left(&waker, "solver");
}

/// 100 start / pause / cancel / restart cycles of the solver,
/// then no solver thread is left.
#[test]
fn test_a_hundred_solver_restarts_leave_no_thread() {
    let (mut ws, waker) = workspace(no_bound());
    for i in 0..100 {
        ws.apply(Command::Run);
        assert!(ws.run().state().in_progress(), "cycle {i}");
        if i % 3 == 0 {
            ws.apply(Command::TogglePause);
            assert_eq!(ws.run().state(), RunState::Paused);
        }
        if i % 2 == 0 {
            ws.apply(Command::Cancel);
            poll_until(&mut ws, "the cancel", |w| {
                w.run().state() == RunState::Cancelled
            });
            assert!(ws.run().live().calls < 660_449_985);
        }
        // Odd cycles restart while running: the old run is cancelled and joined.
    }
    ws.apply(Command::Cancel);
    poll_until(&mut ws, "the last cancel", |w| {
        w.run().state() == RunState::Cancelled
    });
    no_thread_left(&waker, "solver");
}

/// 100 start / stop / restart cycles of the sweep.
#[test]
fn test_a_hundred_sweep_restarts_leave_no_thread() {
    let (mut ws, waker) = workspace(Settings::default());
    // Low bounds first: each takes long enough to be stopped mid-way.
    ws.apply(Command::SetSweepRange {
        from: 100,
        to: 260,
        step: 1,
    });
    for i in 0..100 {
        ws.apply(Command::StartSweep);
        assert!(ws.sweep().is_running(), "cycle {i}");
        ws.poll();
        if i % 2 == 0 {
            ws.apply(Command::StopSweep);
            assert!(!ws.sweep().is_running());
        }
    }
    ws.apply(Command::StopSweep);
    assert!(ws.sweep().error().is_none());
    no_thread_left(&waker, "sweep");
}

#[test]
fn test_modes_and_the_stepper_follow_commands_in_order() {
    let (mut ws, _) = workspace(Settings::default());
    let boards = vec![Bits::from_raw(0xE820_8822_0841_4C06)];
    for command in [
        Command::OpenInStepper(boards),
        Command::StepLast,
        Command::StepBack,
        Command::StepBack,
        Command::StepForward,
    ] {
        ws.apply(command);
    }
    assert_eq!(ws.mode(), Mode::Step);
    assert_eq!(ws.stepper().step(), 7);
    ws.apply(Command::TogglePlay);
    assert!(ws.playing());
    // From the end, play starts over.
    ws.apply(Command::StepLast);
    ws.apply(Command::TogglePlay);
    ws.apply(Command::TogglePlay);
    assert_eq!(ws.stepper().step(), 0);
    assert_eq!(ws.tick(0.0).map(|d| d > 0.0), Some(true));
}

/// Step before any solve (v): Space (Play) has nothing to play, so it runs
/// the solver, whose paths then open in the stepper.
#[test]
fn test_play_in_an_empty_step_runs_the_solver() {
    let (mut ws, _) = workspace(Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    });
    ws.apply(Command::SetMode(Mode::Step));
    assert!(ws.stepper().is_empty());
    ws.apply(Command::TogglePlay);
    assert_ne!(ws.run().state(), RunState::Idle, "Play started no run");
    assert!(!ws.playing());
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    assert!(!ws.stepper().is_empty());
    assert_eq!(ws.mode(), Mode::Step);
}

const PAPER: [u64; 4] = [
    0xE820_8822_0841_4C06,
    0xC820_8822_0883_43A3,
    0x8820_8822_0907_41AC,
    0x0820_8822_088F_43A3,
];

/// News goes after a while, errors after longer or at the next
/// action that succeeds.
#[test]
fn test_notices_expire_and_errors_clear_on_success() {
    let (mut ws, _) = workspace(Settings::default());
    ws.tick(100.0);
    ws.report(Notice::NothingToPaste);
    assert_eq!(ws.tick(101.0), Some(INFO_SECONDS - 1.0));
    ws.tick(100.0 + INFO_SECONDS + 0.1);
    assert!(ws.status().is_none());
    assert_eq!(ws.tick(200.0), None, "nothing left to wake up for");
    ws.report(Notice::DialogUnavailable);
    ws.tick(200.0 + INFO_SECONDS + 1.0);
    assert!(ws.status().is_some(), "an error stays longer");
    ws.apply(Command::OpenInEditor(Bits::from_raw(PAPER[0])));
    assert!(ws.status().is_none(), "cleared by the board that opened");
    ws.report(Notice::DialogUnavailable);
    ws.tick(300.0 + ERROR_SECONDS);
    assert!(ws.status().is_none());
    // Present mode starts without old messages.
    ws.report(Notice::NothingToPaste);
    ws.apply(Command::TogglePresent);
    assert!(ws.status().is_none());
}

/// The stepper's position at move 4 is a consistent path board,
/// and the rest of the way is solved from it.
#[test]
fn test_solving_the_rest_from_a_stepped_move() {
    let (mut ws, _) = workspace(Settings::default());
    ws.apply(Command::OpenInStepper(PAPER.map(Bits::from_raw).to_vec()));
    ws.apply(Command::Choose(Choice::One(0)));
    ws.apply(Command::StepTo(4));
    let board = ws.stepper().position().expect("a position");
    ws.apply(Command::OpenInEditor(board));
    let d = ws.editor().decoded().expect("decodes");
    assert!(d.consistent && d.problems.is_empty(), "{:?}", d.problems);
    let problem = d.problem().expect("solvable from here");
    assert_eq!(problem.from().index(), 22);
    ws.apply(Command::RunFrom(problem));
    poll_until(&mut ws, "the run", |w| {
        w.run().state() == RunState::Finished
    });
    let s = ws.run().solution().expect("solved");
    assert_eq!(s.total_units, 19_462.0);
    assert_eq!(ws.mode(), Mode::Solve);
}

/// A spacing too large for 16 bits is refused with the reason,
/// never clamped.
#[test]
fn test_a_spacing_too_large_is_refused_with_the_reason() {
    let (mut ws, _) = workspace(Settings::default());
    let mut wide = Settings::default();
    wide.rules.spacing = 5_000;
    ws.apply(Command::SetSettings(wide));
    assert_eq!(ws.prefs().settings.rules.spacing, 850);
    assert!(matches!(
        ws.settings_refused(),
        Some(RulesError::UnitsOverflow {
            spacing: 5_000,
            max: 1_524,
            ..
        })
    ));
    ws.apply(Command::SetSettings(Settings::default()));
    assert!(ws.settings_refused().is_none());
}

/// One frame's counters are those of the call it shows.
#[test]
fn test_a_watched_runs_counters_are_those_of_its_call() {
    let prefs = Prefs {
        pace: PaceKind::Slow,
        rate: 5_000.0,
        ..Prefs::default()
    };
    let mut ws = Workspace::new(prefs, Arc::new(NoPicker), no_waker());
    ws.apply(Command::Run);
    poll_until(&mut ws, "calls", |w| w.run().live().calls > 50);
    for _ in 0..200 {
        let (live, call) = ws.solve_view();
        let call = call.expect("a watched call");
        assert_eq!(live.calls, call.call);
        assert_eq!(live.prunes, call.prunes);
        std::thread::sleep(Duration::from_micros(300));
    }
    ws.apply(Command::Cancel);
    poll_until(&mut ws, "the cancel", |w| {
        w.run().state() == RunState::Cancelled
    });
}
