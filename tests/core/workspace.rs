//! The workspace without the window: commands, runs and sweeps as
//! background tasks, and a stress test (100 start / cancel /
//! restart cycles of the solver and of the sweep, no thread left behind).

use std::sync::Arc;
use std::time::{Duration, Instant};

use maedn::model::{Bits, BoardTile, Colour, StartSlot, Tile};
use maedn::solver::{Algorithm, Bound, Settings};
use maedn::window::{
    Command, EditCommand, EditorState, Mode, NoPicker, PaceKind, Prefs, RunState, Waker, Workspace,
    no_waker,
};

/// A workspace whose waker the test keeps a handle on: every background
/// thread holds a clone of it while it runs, so when only the test's and the
/// workspace's own are left, no thread is alive.
fn workspace(settings: Settings) -> (Workspace, Waker) {
    let waker = no_waker();
    let prefs = Prefs {
        settings,
        ..Prefs::default()
    };
    let ws = Workspace::new(prefs, Arc::new(NoPicker), waker.clone());
    (ws, waker)
}

/// Only the test's and the workspace's own wakers are left: no background
/// thread (each holds a clone while it runs) is alive.
pub fn no_thread_left(waker: &Waker, what: &str) {
    assert_eq!(waker.holders(), 2, "a {what} thread is still alive");
}

fn poll_until(ws: &mut Workspace, what: &str, done: impl Fn(&Workspace) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(ws) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        ws.poll();
        std::thread::sleep(Duration::from_millis(1));
    }
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
