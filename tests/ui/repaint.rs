//! Frames only when something changes: what each frame asks of the next
//! while a search runs (counts, not timing). Slow motion slow enough to
//! watch call by call asks for no frame on a clock (the search wakes the
//! window per call); a full-speed search refreshes its counters ten times a
//! second, no more often.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use maedn::solver::Bound;
use maedn::window::{Command, LIVE_REFRESH, MaednApp, PaceKind, RunState};

use crate::common::window;

/// The delay the last frame asked for before the next (`Duration::MAX`: none).
fn asked(h: &Harness<'_, MaednApp>) -> Duration {
    h.output()
        .viewport_output
        .values()
        .map(|v| v.repaint_delay)
        .min()
        .unwrap_or(Duration::MAX)
}

/// Runs frames for `wall` with the search going, and returns every delay
/// asked for.
fn delays(h: &mut Harness<'_, MaednApp>, wall: Duration) -> Vec<Duration> {
    let start = Instant::now();
    let mut seen = Vec::new();
    while start.elapsed() < wall {
        h.step();
        seen.push(asked(h));
        std::thread::sleep(Duration::from_millis(20));
    }
    seen
}

/// At two calls a second the window asks for no frame on the live clock:
/// every frame asks for none, at once (woken by a call), or when something
/// else is due (a notice's end), never every tenth of a second.
#[test]
fn test_slow_motion_paints_per_call_not_on_a_clock() {
    let mut h = window();
    for c in [
        Command::SetPace(PaceKind::Slow),
        Command::SetRate(2.0),
        Command::Run,
    ] {
        h.state_mut().submit(c);
    }
    h.step();
    assert_eq!(h.state().workspace().run().state(), RunState::Running);
    let seen = delays(&mut h, Duration::from_millis(1200));
    let timed: Vec<_> = seen
        .iter()
        .filter(|d| !d.is_zero() && **d <= LIVE_REFRESH)
        .collect();
    assert!(timed.is_empty(), "frames asked on a clock: {timed:?}");
    assert!(
        seen.contains(&Duration::MAX),
        "some frames asked for nothing"
    );
    h.state_mut().submit(Command::Cancel);
    h.step();
}

/// A full-speed search refreshes the counters every tenth of a second, no
/// more often.
#[test]
fn test_a_full_speed_search_refreshes_ten_times_a_second() {
    let mut h = window();
    let mut s = h.state().workspace().prefs().settings;
    s.bound = Bound::None;
    for c in [
        Command::SetPace(PaceKind::Full),
        Command::SetSettings(s),
        Command::Run,
    ] {
        h.state_mut().submit(c);
    }
    h.step();
    let seen = delays(&mut h, Duration::from_millis(400));
    assert_eq!(h.state().workspace().run().state(), RunState::Running);
    assert!(seen.contains(&LIVE_REFRESH), "{seen:?}");
    let sooner: Vec<_> = seen
        .iter()
        .filter(|d| !d.is_zero() && **d < LIVE_REFRESH)
        .collect();
    assert!(sooner.is_empty(), "refreshed sooner: {sooner:?}");
    h.state_mut().submit(Command::Cancel);
    h.step();
}
