//! Tests of a solver run: finishing, pausing, cancelling, its best way so far and settings that fail at once.

use super::*;
use crate::solver::Bound;
use crate::workspace::task::no_waker;

fn until(run: &mut Run, state: RunState) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while run.state() != state {
        assert!(Instant::now() < deadline, "stuck in {:?}", run.state());
        run.poll();
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn test_a_run_finishes_with_its_solution_and_counters() {
    let settings = Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    };
    let mut run = Run::start(settings, Problem::piece(3), Pace::Full, &no_waker());
    until(&mut run, RunState::Finished);
    let s = run.solution().expect("a solution");
    assert_eq!(s.pieces.len(), 1);
    assert_eq!(s.pieces[0].units, 16_812.0);
    assert_eq!(run.live().expanded, s.expanded);
    assert_eq!(run.settings().map(|s| s.algorithm), Some(Algorithm::Dp));
}

#[test]
fn test_pause_resume_and_cancel_keep_the_last_counters() {
    let settings = Settings {
        bound: Bound::None,
        ..Settings::default()
    };
    let mut run = Run::start(settings, None, Pace::Full, &no_waker());
    assert_eq!(run.state(), RunState::Running);
    run.toggle_pause();
    assert_eq!(run.state(), RunState::Paused);
    run.toggle_pause();
    assert_eq!(run.state(), RunState::Running);
    run.cancel();
    until(&mut run, RunState::Cancelled);
    assert!(run.live().calls < 660_449_985);
    assert!(run.solution().is_none());
}

/// A run at full speed shows its own best way so far, never
/// an old solution's; after it, its pieces' ways are the solution's.
#[test]
fn test_a_running_search_publishes_its_best_way_so_far() {
    let settings = Settings {
        bound: Bound::None,
        ..Settings::default()
    };
    let mut run = Run::start(settings, Problem::piece(1), Pace::Full, &no_waker());
    let deadline = Instant::now() + Duration::from_secs(60);
    let (piece, path) = loop {
        if let Some(found) = run.best_path() {
            break found;
        }
        assert!(Instant::now() < deadline, "no best way published");
        std::thread::sleep(Duration::from_millis(1));
    };
    assert_eq!(piece, 1);
    assert_eq!(path.first(), Some(&Tile::A));
    assert_eq!(path.last(), Tile::goal_of_piece(1).as_ref());
    run.toggle_pause();
    run.cancel();
    until(&mut run, RunState::Cancelled);
    assert!(run.best_path().is_some(), "kept after the cancel");
}

#[test]
fn test_unsolvable_settings_fail_at_once() {
    let mut settings = Settings::default();
    settings.rules.spacing = 0;
    let run = Run::start(settings, None, Pace::Full, &no_waker());
    assert_eq!(run.state(), RunState::Failed);
    assert!(
        run.error()
            .is_some_and(|e| e.to_string().contains("spacing"))
    );
}
