//! Helpers shared by the window tests.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use maedn::app::MaednApp;

/// Steps frames (with real time passing) until `done`, failing after `limit`;
/// then two more frames so the UI shows the new state. While a search runs the
/// app keeps asking for repaints, so tests step in bounded loops, not `run()`.
pub fn step_until(
    h: &mut Harness<'_, MaednApp>,
    limit: Duration,
    done: impl Fn(&MaednApp) -> bool,
) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(start.elapsed() < limit, "timed out after {limit:?}");
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.step();
    h.step();
}
