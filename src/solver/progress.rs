//! Live progress of a search, shared with another thread or with the frames
//! of a run cut into slices: counters published at a fixed interval of calls,
//! a cancel flag, a pause gate, and what a search does at each of its checks
//! ([`Progress::check`]); [`Cancelled`], what a stopped search returns.
//!
//! All counters use `Relaxed` ordering: they are a display, not a
//! synchronisation point. The final, exact figures come back in the result.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU32, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use web_time::Instant;

/// Calls between two publications of the counters (and checks of the cancel
/// flag). A power of two, so the check is one comparison per call.
pub const FLUSH_INTERVAL: u64 = 4096;

/// The search was stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Cancelled;

/// What a search does at one of its checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Check {
    /// Go on.
    Go,
    /// Return to whoever resumed the run; it goes on from here when resumed.
    Yield,
    /// Stop: cancelled.
    Stop,
}

/// "No best length yet", as stored in [`Progress::best`].
const NO_BEST: u64 = u64::MAX;

/// Shared, lock-free progress of one solver run.
///
/// ```
/// use maedn::solver::Progress;
/// let p = Progress::default();
/// assert_eq!(p.best(), None);
/// p.cancel();
/// assert!(p.is_cancelled());
/// ```
#[derive(Debug)]
pub struct Progress {
    calls: AtomicU64,
    prunes: AtomicU64,
    expanded: AtomicU64,
    best: AtomicU64,
    depth: AtomicU32,
    piece: AtomicU8,
    cancel: AtomicBool,
    paused: AtomicBool,
    gate: Mutex<()>,
    wake: Condvar,
    /// The tiles of the current piece's best way so far (written only when
    /// the best improves, a handful of times per piece).
    best_path: Mutex<Vec<u8>>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            calls: AtomicU64::new(0),
            prunes: AtomicU64::new(0),
            expanded: AtomicU64::new(0),
            best: AtomicU64::new(NO_BEST),
            depth: AtomicU32::new(0),
            piece: AtomicU8::new(0),
            cancel: AtomicBool::new(false),
            paused: AtomicBool::new(false),
            gate: Mutex::new(()),
            wake: Condvar::new(),
            best_path: Mutex::new(Vec::new()),
        }
    }
}

/// A consistent-enough copy of the counters for display.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Snapshot {
    /// Search calls so far (all pieces).
    pub calls: u64,
    /// Of which pruned by the bound.
    pub prunes: u64,
    /// States expanded (DP and A*).
    pub expanded: u64,
    /// Best length of the current piece so far.
    pub best: Option<f64>,
    /// Depth of the current call (moves from A).
    pub depth: u32,
    /// The piece being searched, 1..=4 (0 before the first).
    pub piece: u8,
}

impl Progress {
    /// Publishes the counters.
    pub fn publish(&self, calls: u64, prunes: u64, depth: u32) {
        self.calls.store(calls, Ordering::Relaxed);
        self.prunes.store(prunes, Ordering::Relaxed);
        self.depth.store(depth, Ordering::Relaxed);
    }

    /// Publishes states expanded by an exact solver.
    pub fn publish_expanded(&self, expanded: u64) {
        self.expanded.store(expanded, Ordering::Relaxed);
    }

    /// Publishes the best length of the current piece (`None` = none yet).
    pub fn publish_best(&self, best: Option<f64>) {
        self.best
            .store(best.map_or(NO_BEST, f64::to_bits), Ordering::Relaxed);
    }

    /// Publishes which piece is being searched (its best way so far is
    /// forgotten: it belonged to the piece before).
    pub fn publish_piece(&self, piece: u8) {
        self.piece.store(piece, Ordering::Relaxed);
        self.best_path_lock().clear();
    }

    /// Publishes the tiles of the current piece's best way so far (the
    /// window draws it while a run at full speed runs, pauses or stops).
    pub fn publish_best_path(&self, tiles: &[u8]) {
        let mut path = self.best_path_lock();
        path.clear();
        path.extend_from_slice(tiles);
    }

    /// The tiles of the current piece's best way so far (empty if none yet).
    #[must_use]
    pub fn best_path(&self) -> Vec<u8> {
        self.best_path_lock().clone()
    }

    fn best_path_lock(&self) -> std::sync::MutexGuard<'_, Vec<u8>> {
        self.best_path
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Reads all counters.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            calls: self.calls.load(Ordering::Relaxed),
            prunes: self.prunes.load(Ordering::Relaxed),
            expanded: self.expanded.load(Ordering::Relaxed),
            best: self.best(),
            depth: self.depth.load(Ordering::Relaxed),
            piece: self.piece.load(Ordering::Relaxed),
        }
    }

    /// The best length of the current piece so far.
    #[must_use]
    pub fn best(&self) -> Option<f64> {
        match self.best.load(Ordering::Relaxed) {
            NO_BEST => None,
            bits => Some(f64::from_bits(bits)),
        }
    }

    /// Asks the search to stop at its next check; also releases a paused search.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
        self.resume();
    }

    /// Has cancel been asked for?
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Asks the search to wait at its next check until [`Progress::resume`].
    pub fn pause(&self) {
        self.paused.store(true, Ordering::Relaxed);
    }

    /// Lets a paused search go on.
    pub fn resume(&self) {
        self.paused.store(false, Ordering::Relaxed);
        // Take the lock so a waiter cannot miss the notification.
        drop(self.gate.lock());
        self.wake.notify_all();
    }

    /// Is the search asked to pause?
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused.load(Ordering::Relaxed)
    }

    /// Called by the search at each check: blocks while paused (unless
    /// cancelled) and returns whether to stop.
    pub fn checkpoint(&self) -> bool {
        if self.is_paused() {
            let Ok(mut guard) = self.gate.lock() else {
                return self.is_cancelled();
            };
            while self.is_paused() && !self.is_cancelled() {
                match self.wake.wait_timeout(guard, Duration::from_millis(100)) {
                    Ok((g, _)) => guard = g,
                    Err(_) => return self.is_cancelled(),
                }
            }
        }
        self.is_cancelled()
    }

    /// What a search does at a check: stop once cancelled; in a run cut into
    /// slices (`until`, the slice's deadline) yield once the deadline has
    /// passed or while paused, and never block; otherwise wait while paused
    /// (as [`Progress::checkpoint`]) and go on.
    pub(crate) fn check(&self, until: Option<Instant>) -> Check {
        if self.is_cancelled() {
            return Check::Stop;
        }
        match until {
            Some(deadline) => {
                if self.is_paused() || Instant::now() >= deadline {
                    Check::Yield
                } else {
                    Check::Go
                }
            }
            None if self.checkpoint() => Check::Stop,
            None => Check::Go,
        }
    }
}
