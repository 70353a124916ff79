//! Watching the search: an [`Observer`] that publishes the call being
//! explored into shared state and waits for a step token or a rate limiter.
//! On a thread of its own it waits (cancel and pause always wake it); in
//! slices of the window's frames (the web) it never waits but says "not yet"
//! ([`Flow::Yield`]), so the slice ends and the next frame asks again: the
//! pace is kept by the time between frames.
//!
//! The live counters have one source, the run's [`Progress`]: the observer
//! publishes every call into it (the search itself publishes only every
//! [`crate::solver::FLUSH_INTERVAL`] calls), so a slowly watched run shows
//! each call as it happens without a second set of counters.
//!
//! In slow motion and single steps the observer also records every call
//! (and every new best path, with the call that found it) for the window to
//! take ([`Watch::take_recorded`]) into its [`super::replay::Replay`], so the
//! class can step back; at most [`RECORD_CAP`] calls wait to be taken.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;
use web_time::Instant;

use super::task::{Backend, Waker};
use crate::model::Tile;
use crate::solver::{Call, Flow, Observer, Progress};

/// How fast a watched search goes.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Pace {
    /// Full speed (no observer at all when the run starts this way).
    #[default]
    Full,
    /// At most this many calls per second.
    Slow(f64),
    /// One call per step token.
    Step,
}

/// The slowest and fastest slow-motion rates, in calls per second.
pub const RATE_RANGE: std::ops::RangeInclusive<f64> = 1.0..=5000.0;
/// The slow-motion rate offered first, in calls per second.
pub const DEFAULT_RATE: f64 = 20.0;

/// A slow-motion rate the watch can wait by: within [`RATE_RANGE`], and
/// [`DEFAULT_RATE`] for a value that is not a number at all (a `NaN` from a
/// damaged settings file must never reach `Duration::from_secs_f64`).
#[must_use]
pub fn usable_rate(rate: f64) -> f64 {
    if rate.is_nan() {
        DEFAULT_RATE
    } else {
        rate.clamp(*RATE_RANGE.start(), *RATE_RANGE.end())
    }
}

/// How often the window refreshes a running search's counters: ten times a
/// second (docs/window.md), and no more often.
pub const LIVE_REFRESH: Duration = Duration::from_millis(100);
/// Slow motion at most this fast (calls per second) wakes the window once
/// per call, so the window paints exactly when a call is made and not on a
/// clock; faster, the window refreshes every [`LIVE_REFRESH`].
pub const WAKE_EACH_CALL_UP_TO: f64 = 10.0;

/// Longest single wait before re-checking cancel, pause and the pace.
const WAIT_SLICE: Duration = Duration::from_millis(50);
/// In [`Pace::Full`], publish the current call only every this many calls.
const FULL_PUBLISH_EVERY: u64 = 1024;

/// At most this many recorded calls wait for the window to take them (the
/// window keeps as many, see [`super::replay::Replay`]).
pub const RECORD_CAP: usize = 20_000;

/// What the observer recorded since the window last took it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorded {
    /// The calls, oldest first.
    pub calls: Vec<Call>,
    /// Each new best path, with the number of the call that found it.
    pub bests: Vec<(u64, BestPath)>,
    /// Calls dropped because the window did not take them in time.
    pub dropped: u64,
}

/// The best path found so far for one piece.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BestPath {
    /// Piece 1..=4.
    pub piece: u8,
    /// Tiles from A to the goal.
    pub tiles: Vec<Tile>,
    /// Its length.
    pub units: f64,
}

#[derive(Debug, Default)]
struct Inner {
    pace: Pace,
    tokens: u64,
    /// When the current rate started, and the call count then.
    rate_origin: Option<(Instant, u64)>,
    current: Option<Call>,
    best: Option<BestPath>,
    /// The calls (and bests) recorded and not yet taken.
    log: VecDeque<Call>,
    best_log: Vec<(u64, BestPath)>,
    dropped: u64,
    /// The observer runs on a thread of its own and so can wake the window
    /// per call (in slices it is the window's frames that move it on).
    threaded: bool,
}

/// State shared between the window and a watched search.
#[derive(Debug, Default)]
pub struct Watch {
    inner: Mutex<Inner>,
    wake: Condvar,
}

impl Watch {
    /// A watch starting at `pace`.
    #[must_use]
    pub fn new(pace: Pace) -> Watch {
        let w = Watch::default();
        w.lock().pace = pace;
        w
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Changes the pace (takes effect at the next call).
    pub fn set_pace(&self, pace: Pace) {
        let mut g = self.lock();
        if g.pace != pace {
            g.pace = pace;
            g.rate_origin = None;
        }
        drop(g);
        self.wake.notify_all();
    }

    /// Lets a single-stepped search make one more call.
    pub fn step(&self) {
        self.lock().tokens += 1;
        self.wake.notify_all();
    }

    /// Lets a paused search go on at its rate from now, without a burst to
    /// catch up on the time paused.
    pub fn resumed(&self) {
        self.lock().rate_origin = None;
        self.wake.notify_all();
    }

    /// Wakes a waiting search (after cancel or resume).
    pub fn nudge(&self) {
        drop(self.lock());
        self.wake.notify_all();
    }

    /// Does the observer wake the window for each call — single steps, and
    /// slow motion at most [`WAKE_EACH_CALL_UP_TO`] calls a second on a
    /// thread of its own — so that the window need not repaint on a clock?
    #[must_use]
    pub fn wakes_each_call(&self) -> bool {
        let g = self.lock();
        wakes_each_call(g.pace, g.threaded)
    }

    /// The call being explored now.
    #[must_use]
    pub fn current(&self) -> Option<Call> {
        self.lock().current.clone()
    }

    /// The best path so far.
    #[must_use]
    pub fn best(&self) -> Option<BestPath> {
        self.lock().best.clone()
    }

    /// Takes the calls and bests recorded since the last time.
    #[must_use]
    pub fn take_recorded(&self) -> Recorded {
        let mut g = self.lock();
        Recorded {
            calls: g.log.drain(..).collect(),
            bests: std::mem::take(&mut g.best_log),
            dropped: std::mem::take(&mut g.dropped),
        }
    }
}

/// Whether a search watched at `pace` wakes the window per call (see
/// [`Watch::wakes_each_call`]).
fn wakes_each_call(pace: Pace, threaded: bool) -> bool {
    match pace {
        Pace::Step => true,
        Pace::Slow(rate) => threaded && usable_rate(rate) <= WAKE_EACH_CALL_UP_TO,
        Pace::Full => false,
    }
}

/// The observer of a watched search.
pub struct WatchObserver {
    watch: Arc<Watch>,
    progress: Arc<Progress>,
    waker: Waker,
    /// Say "not yet" ([`Flow::Yield`]) instead of waiting: the search runs
    /// in slices of the window's frames, which must never block.
    yields: bool,
    /// The call it said "not yet" to: shown again, it is not published nor
    /// recorded twice.
    held: Option<u64>,
}

/// What the pace says about a call now.
enum Ready {
    /// Make it.
    Go,
    /// Stop the search.
    Stop,
    /// Not yet: look again after at most this long.
    NotYet(Duration),
}

impl WatchObserver {
    /// Observes into `watch`, publishing each call's counters into
    /// `progress`, honouring its cancel and pause, and calling `waker` when a
    /// single step has been taken. On the waker's [`Backend::Slices`] (the
    /// web) it paces by yielding, never by waiting.
    #[must_use]
    pub fn new(watch: Arc<Watch>, progress: Arc<Progress>, waker: Waker) -> Self {
        watch.lock().threaded = waker.backend() != Backend::Slices;
        WatchObserver {
            watch,
            progress,
            yields: waker.backend() == Backend::Slices,
            waker,
            held: None,
        }
    }

    /// Whether call number `call` may be made now.
    fn ready(&self, g: &mut Inner, call: u64) -> Ready {
        if self.progress.is_cancelled() {
            return Ready::Stop;
        }
        if self.progress.is_paused() {
            // Resume at the chosen rate, without a burst to catch up.
            g.rate_origin = None;
            return Ready::NotYet(WAIT_SLICE);
        }
        match g.pace {
            Pace::Full => Ready::Go,
            Pace::Step if g.tokens > 0 => {
                g.tokens -= 1;
                Ready::Go
            }
            Pace::Step => Ready::NotYet(WAIT_SLICE),
            Pace::Slow(rate) => {
                let rate = usable_rate(rate);
                let (origin, base) = *g.rate_origin.get_or_insert((Instant::now(), call));
                let due = origin + Duration::from_secs_f64(call.saturating_sub(base) as f64 / rate);
                let now = Instant::now();
                if due <= now {
                    Ready::Go
                } else {
                    Ready::NotYet(WAIT_SLICE.min(due - now))
                }
            }
        }
    }

    /// Waits (or, in slices, yields) as the pace asks.
    fn wait(&self, call: u64) -> Flow {
        let mut g = self.watch.lock();
        loop {
            let timeout = match self.ready(&mut g, call) {
                Ready::Go => return Flow::Continue,
                Ready::Stop => return Flow::Stop,
                Ready::NotYet(_) if self.yields => return Flow::Yield,
                Ready::NotYet(timeout) => timeout,
            };
            g = match self.watch.wake.wait_timeout(g, timeout) {
                Ok((g, _)) => g,
                Err(poisoned) => poisoned.into_inner().0,
            };
        }
    }

    /// Publishes and records a call shown for the first time.
    fn show(&self, view: &Call, pace: Pace, g: &mut Inner) {
        let depth = u32::try_from(view.branch.len().saturating_sub(1)).unwrap_or(u32::MAX);
        self.progress.publish(view.call, view.prunes, depth);
        if pace != Pace::Full || view.call.is_multiple_of(FULL_PUBLISH_EVERY) {
            let snap = g.current.get_or_insert_with(Call::default);
            snap.clone_from(view);
            if pace != Pace::Full {
                let recorded = snap.clone();
                if g.log.len() >= RECORD_CAP {
                    g.log.pop_front();
                    g.dropped += 1;
                }
                g.log.push_back(recorded);
            }
        }
        if g.best.as_ref().is_some_and(|b| b.piece != view.piece) {
            g.best = None;
        }
    }
}

impl Observer for WatchObserver {
    fn on_call(&mut self, view: &Call) -> Flow {
        let mut g = self.watch.lock();
        let pace = g.pace;
        let again = self.held.take() == Some(view.call);
        if !again {
            self.show(view, pace, &mut g);
        }
        let wake = !again && wakes_each_call(pace, g.threaded);
        drop(g);
        if wake {
            self.waker.wake();
        }
        if pace == Pace::Full && !self.progress.is_paused() && !self.progress.is_cancelled() {
            return Flow::Continue;
        }
        let flow = self.wait(view.call);
        if flow == Flow::Yield {
            self.held = Some(view.call);
        }
        flow
    }

    fn on_best(&mut self, piece: u8, tiles: &[Tile], units: f64) {
        let best = BestPath {
            piece,
            tiles: tiles.to_vec(),
            units,
        };
        let mut g = self.watch.lock();
        if g.pace != Pace::Full
            && let Some(call) = g.current.as_ref().map(|c| c.call)
        {
            g.best_log.push((call, best.clone()));
        }
        g.best = Some(best);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Settings, solve};

    #[test]
    fn test_rates_that_are_not_numbers_fall_back_to_the_default() {
        assert_eq!(usable_rate(f64::NAN), DEFAULT_RATE);
        assert_eq!(usable_rate(f64::INFINITY), *RATE_RANGE.end());
        assert_eq!(usable_rate(f64::NEG_INFINITY), *RATE_RANGE.start());
        assert_eq!(usable_rate(200.0), 200.0);
    }

    /// A `NaN` rate used to reach `Duration::from_secs_f64` and
    /// panic the solver thread. Now the watched search makes its calls.
    #[test]
    fn test_a_nan_rate_does_not_panic_the_search() {
        let progress = Arc::new(Progress::default());
        let watch = Arc::new(Watch::new(Pace::Slow(f64::NAN)));
        let observer = WatchObserver::new(
            Arc::clone(&watch),
            Arc::clone(&progress),
            super::super::task::no_waker(),
        );
        let p = Arc::clone(&progress);
        let worker =
            std::thread::spawn(move || solve(&Settings::default(), &p, observer).map(|s| s.calls));
        let deadline = Instant::now() + Duration::from_secs(10);
        while progress.snapshot().calls < 3 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        progress.cancel();
        watch.nudge();
        let outcome = worker.join().expect("the solver thread did not panic");
        assert!(outcome.is_err(), "cancelled");
        // Counted call by call, through Progress alone.
        assert!(progress.snapshot().calls >= 3);
    }

    /// Counts the wakes the observer sends while a search watched at `pace`
    /// on `backend` makes its first `calls` calls; returns (wakes, calls).
    fn wakes_per_call(pace: Pace, backend: Backend, calls: u64) -> (usize, u64) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let wakes = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&wakes);
        let waker = super::super::task::Waker::new(move || {
            counted.fetch_add(1, Ordering::Relaxed);
        })
        .on(backend);
        let progress = Arc::new(Progress::default());
        let watch = Arc::new(Watch::new(pace));
        let mut observer = WatchObserver::new(Arc::clone(&watch), Arc::clone(&progress), waker);
        let mut made = 0;
        for call in 1..=calls {
            let view = Call {
                call,
                ..Call::default()
            };
            // Shown once; a search in slices asks again after "not yet".
            while observer.on_call(&view) == Flow::Yield {
                std::thread::sleep(Duration::from_millis(1));
            }
            made = call;
        }
        (wakes.load(Ordering::Relaxed), made)
    }

    /// Slow motion slow enough to watch call by call wakes the window once
    /// per call (so the window paints when a call is made, not on a clock);
    /// faster, or in slices, it never wakes it (the window refreshes ten
    /// times a second instead). Counts, not times.
    #[test]
    fn test_slow_motion_wakes_the_window_once_per_call() {
        assert_eq!(
            wakes_per_call(Pace::Slow(WAKE_EACH_CALL_UP_TO), Backend::Threads, 4),
            (4, 4)
        );
        assert_eq!(
            wakes_per_call(Pace::Slow(200.0), Backend::Threads, 20),
            (0, 20)
        );
        assert_eq!(
            wakes_per_call(Pace::Slow(WAKE_EACH_CALL_UP_TO), Backend::Slices, 3),
            (0, 3)
        );
        assert!(Watch::new(Pace::Step).wakes_each_call());
        assert!(!Watch::new(Pace::Full).wakes_each_call());
    }

    /// In slow motion every call is recorded, in order, with the call that
    /// found each best; the window takes them once.
    #[test]
    fn test_slow_motion_records_every_call_once() {
        let progress = Arc::new(Progress::default());
        let watch = Arc::new(Watch::new(Pace::Slow(*RATE_RANGE.end())));
        let observer = WatchObserver::new(
            Arc::clone(&watch),
            Arc::clone(&progress),
            super::super::task::no_waker(),
        );
        let p = Arc::clone(&progress);
        let worker = std::thread::spawn(move || solve(&Settings::default(), &p, observer).is_ok());
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut calls: Vec<Call> = Vec::new();
        let mut bests = Vec::new();
        while calls.len() < 200 && Instant::now() < deadline {
            let r = watch.take_recorded();
            calls.extend(r.calls);
            bests.extend(r.bests);
            std::thread::sleep(Duration::from_millis(5));
        }
        progress.cancel();
        watch.nudge();
        assert!(!worker.join().unwrap_or(true), "cancelled");
        calls.extend(watch.take_recorded().calls);
        assert!(calls.len() >= 200, "{} calls", calls.len());
        let numbers: Vec<u64> = calls.iter().map(|c| c.call).collect();
        let expected: Vec<u64> = (1..=numbers.len() as u64).collect();
        assert_eq!(numbers, expected, "every call once, in order");
        assert!(!bests.is_empty(), "a best was found and recorded");
        assert!(bests.iter().all(|(at, _)| *at <= numbers.len() as u64));
    }
}
