//! One solver run on a named background thread: shared [`Progress`], an
//! optional [`Watch`] for slow motion and single steps, and the result over a
//! channel. Dropping the job cancels it and joins the thread.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::watch::{Pace, Watch, WatchObserver};
use crate::model::Problem;
use crate::solver::{
    Algorithm, NoObserver, Progress, Settings, Snapshot, Solution, SolveError, solve, solve_problem,
};

/// What the worker sends back.
pub type JobResult = Result<Solution, SolveError>;

/// Counters as the window shows them while a run is in progress: the
/// solver's own [`Snapshot`], sharpened by the watch when there is one.
pub type Live = Snapshot;

/// A solver run in flight.
pub struct SolverJob {
    progress: Arc<Progress>,
    watch: Option<Arc<Watch>>,
    rx: Receiver<JobResult>,
    handle: Option<JoinHandle<()>>,
    started: Instant,
    paused_at: Option<Instant>,
    paused_total: Duration,
}

impl SolverJob {
    /// Starts solving `settings` on a thread named "solver". A watch is used
    /// when the pace is not full speed and the algorithm is the paper's search.
    /// With `problem`, only that piece is solved from its position (a board
    /// from the editor); without, all four pieces.
    pub fn start(
        settings: Settings,
        problem: Option<Problem>,
        pace: Pace,
        ctx: &egui::Context,
    ) -> std::io::Result<SolverJob> {
        let progress = Arc::new(Progress::default());
        let watch = (pace != Pace::Full && settings.algorithm == Algorithm::Paper)
            .then(|| Arc::new(Watch::new(pace)));
        let (tx, rx) = mpsc::channel();
        let (p, w, c) = (Arc::clone(&progress), watch.clone(), ctx.clone());
        let handle = std::thread::Builder::new()
            .name("solver".to_owned())
            .spawn(move || {
                let result = match (w, &problem) {
                    (Some(w), None) => solve(
                        &settings,
                        &p,
                        WatchObserver::new(w, Arc::clone(&p), c.clone()),
                    ),
                    (Some(w), Some(problem)) => solve_problem(
                        &settings,
                        problem,
                        &p,
                        WatchObserver::new(w, Arc::clone(&p), c.clone()),
                    ),
                    (None, None) => solve(&settings, &p, NoObserver),
                    (None, Some(problem)) => solve_problem(&settings, problem, &p, NoObserver),
                };
                tx.send(result).ok();
                c.request_repaint();
            })?;
        Ok(SolverJob {
            progress,
            watch,
            rx,
            handle: Some(handle),
            started: Instant::now(),
            paused_at: None,
            paused_total: Duration::ZERO,
        })
    }

    /// The result, once the worker has sent it (the thread is then joined).
    pub fn poll(&mut self) -> Option<JobResult> {
        match self.rx.try_recv() {
            Ok(result) => {
                self.join();
                Some(result)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.join();
                Some(Err(SolveError::Cancelled(crate::solver::Cancelled)))
            }
        }
    }

    fn join(&mut self) {
        if let Some(handle) = self.handle.take()
            && handle.join().is_err()
        {
            log::error!("the solver thread panicked");
        }
    }

    /// Asks the search to wait.
    pub fn pause(&mut self) {
        self.progress.pause();
        self.paused_at.get_or_insert_with(Instant::now);
    }

    /// Lets it go on.
    pub fn resume(&mut self) {
        self.progress.resume();
        if let Some(w) = &self.watch {
            w.nudge();
        }
        if let Some(at) = self.paused_at.take() {
            self.paused_total += at.elapsed();
        }
    }

    /// Asks it to stop; [`SolverJob::poll`] then returns `Cancelled`.
    pub fn cancel(&mut self) {
        self.progress.cancel();
        if let Some(w) = &self.watch {
            w.nudge();
        }
    }

    /// Running time, without the time spent paused.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        let paused = self.paused_total + self.paused_at.map_or(Duration::ZERO, |at| at.elapsed());
        self.started.elapsed().saturating_sub(paused)
    }

    /// The watch, for a run that is being watched.
    #[must_use]
    pub fn watch(&self) -> Option<&Arc<Watch>> {
        self.watch.as_ref()
    }

    /// The counters now.
    #[must_use]
    pub fn live(&self) -> Live {
        let mut live = self.progress.snapshot();
        if let Some(w) = &self.watch {
            let (calls, prunes) = w.counters();
            if calls >= live.calls {
                live.calls = calls;
                live.prunes = prunes;
            }
            if let Some(cur) = w.current() {
                live.depth = u32::try_from(cur.branch.len().saturating_sub(1)).unwrap_or(0);
                live.best = cur.best.or(live.best);
                live.piece = cur.piece;
            }
        }
        live
    }
}

impl Drop for SolverJob {
    fn drop(&mut self) {
        self.cancel();
        self.join();
    }
}
