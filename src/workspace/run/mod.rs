//! A solver run as one enum, [`Run`], whose states carry exactly what they
//! need: a running run owns its [`Job`] and shared [`Progress`]; a finished
//! one owns its [`Solution`]; a cancelled one keeps its last counters.
//! Starting again drops (cancels and joins) the old run first.
//!
//! The search is resumable work (`steps.rs`): a thread of its own runs it to
//! the end; on the web it is resumed between frames, a slice at a time.
//!
//! Pause lives in one place, the run's [`Progress`] (which the search obeys:
//! a thread waits, a slice yields at once); the stopwatch only keeps time. Live counters have one source, the
//! same [`Progress`], which a watched run's observer publishes call by call.

use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

use super::job::{Job, JobError, Stop};
use super::task::Waker;
use super::watch::{Pace, Watch, WatchObserver};
use crate::model::{Problem, Tile};
use crate::solver::{Algorithm, Progress, Settings, Snapshot, Solution, SolveError};
use steps::SolveSteps;

/// Where a run is, as the window labels it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RunState {
    /// Nothing has run yet (or the settings changed since).
    #[default]
    Idle,
    /// The worker is searching.
    Running,
    /// The worker waits.
    Paused,
    /// The last run finished; its solution is shown.
    Finished,
    /// The last run was cancelled.
    Cancelled,
    /// The last run could not start or stopped with an error.
    Failed,
}

impl RunState {
    /// Is a worker alive (running or paused)?
    #[must_use]
    pub fn in_progress(self) -> bool {
        matches!(self, RunState::Running | RunState::Paused)
    }

    /// The state as a key (`idle`, `running` …): the window picks its words
    /// from the translation files by it (`run-state`).
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            RunState::Idle => "idle",
            RunState::Running => "running",
            RunState::Paused => "paused",
            RunState::Finished => "finished",
            RunState::Cancelled => "cancelled",
            RunState::Failed => "failed",
        }
    }
}

/// Tiles from the solver's tile numbers.
fn tiles(path: &[u8]) -> Vec<Tile> {
    path.iter().filter_map(|t| Tile::new(*t)).collect()
}

/// Search time without the time spent paused.
#[derive(Clone, Copy, Debug)]
struct Stopwatch {
    started: Instant,
    paused_total: Duration,
    paused_since: Option<Instant>,
}

impl Stopwatch {
    fn new() -> Stopwatch {
        Stopwatch {
            started: Instant::now(),
            paused_total: Duration::ZERO,
            paused_since: None,
        }
    }

    fn stop_clock(&mut self) {
        self.paused_since.get_or_insert_with(Instant::now);
    }

    fn start_clock(&mut self) {
        if let Some(at) = self.paused_since.take() {
            self.paused_total += at.elapsed();
        }
    }

    fn elapsed(&self) -> Duration {
        let paused =
            self.paused_total + self.paused_since.map_or(Duration::ZERO, |at| at.elapsed());
        self.started.elapsed().saturating_sub(paused)
    }
}

/// What a run shares with its thread: the counters (with the pause and
/// cancel flags), and the watch of a run in slow motion or single steps.
#[derive(Debug)]
struct Shared {
    progress: Arc<Progress>,
    watch: Option<Arc<Watch>>,
}

impl Stop for Shared {
    fn stop(&self) {
        self.progress.cancel();
        if let Some(w) = &self.watch {
            w.nudge();
        }
    }
}

/// What a run in progress owns.
#[derive(Debug)]
pub struct ActiveRun {
    job: Job<Result<Solution, JobError>, Shared>,
    clock: Stopwatch,
    settings: Settings,
    /// Woken on resume and cancel: a paused run in slices waits for a poll.
    waker: Waker,
}

impl ActiveRun {
    /// The watch of a run in slow motion or single steps.
    #[must_use]
    pub fn watch(&self) -> Option<&Watch> {
        self.job.progress().watch.as_deref()
    }

    /// The watch itself, shared, to take its recorded calls after the run ends.
    #[must_use]
    pub fn shared_watch(&self) -> Option<Arc<Watch>> {
        self.job.progress().watch.clone()
    }

    /// Is the search asked to wait?
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.progress().is_paused()
    }

    fn progress(&self) -> &Progress {
        &self.job.progress().progress
    }
}

/// The solver as the window drives it.
#[derive(Debug, Default)]
pub enum Run {
    /// Nothing has run yet, or the settings changed since.
    #[default]
    Idle,
    /// A worker is searching (or paused).
    Running(Box<ActiveRun>),
    /// The last run finished.
    Finished {
        /// Its answer.
        solution: Box<Solution>,
        /// The counters at the end (calls, prunes and states from the solution).
        counters: Snapshot,
    },
    /// The last run was cancelled.
    Cancelled {
        /// The counters when it stopped.
        counters: Snapshot,
        /// The best way found so far for the piece it was searching (empty if none).
        best_path: Vec<Tile>,
        /// Its search time.
        elapsed: Duration,
        /// What it was solving.
        settings: Settings,
    },
    /// The last run could not start, or ended with an error.
    Failed(JobError),
}

impl Run {
    /// Starts solving `settings` as a job named "solver": all four pieces,
    /// or with `problem` only that piece from its position. A watch is used
    /// when the pace is not full speed and the algorithm is the paper's
    /// search; `waker` is called when the result is in (and after each single step).
    #[must_use]
    pub fn start(settings: Settings, problem: Option<Problem>, pace: Pace, waker: &Waker) -> Run {
        if let Err(e) = settings.rules.validate() {
            return Run::Failed(JobError::Solve(e.into()));
        }
        let watch = (pace != Pace::Full && settings.algorithm == Algorithm::Paper)
            .then(|| Arc::new(Watch::new(pace)));
        let shared = Shared {
            progress: Arc::default(),
            watch,
        };
        let spawned = Job::spawn_steps("solver", waker, shared, |s| {
            let observer = s
                .watch
                .as_ref()
                .map(|w| WatchObserver::new(Arc::clone(w), Arc::clone(&s.progress), waker.clone()));
            SolveSteps::new(
                &settings,
                problem.as_ref(),
                Arc::clone(&s.progress),
                observer,
            )
        });
        match spawned {
            Ok(job) => Run::Running(Box::new(ActiveRun {
                job,
                clock: Stopwatch::new(),
                settings,
                waker: waker.clone(),
            })),
            Err(e) => Run::Failed(e.into()),
        }
    }

    /// The state, as a label.
    #[must_use]
    pub fn state(&self) -> RunState {
        match self {
            Run::Idle => RunState::Idle,
            Run::Running(run) if run.is_paused() => RunState::Paused,
            Run::Running(_) => RunState::Running,
            Run::Finished { .. } => RunState::Finished,
            Run::Cancelled { .. } => RunState::Cancelled,
            Run::Failed(_) => RunState::Failed,
        }
    }

    /// The run in progress.
    #[must_use]
    pub fn active(&self) -> Option<&ActiveRun> {
        match self {
            Run::Running(run) => Some(run),
            _ => None,
        }
    }

    /// The watch of a watched run in progress.
    #[must_use]
    pub fn watch(&self) -> Option<&Watch> {
        self.active().and_then(ActiveRun::watch)
    }

    /// The solution of the last finished run.
    #[must_use]
    pub fn solution(&self) -> Option<&Solution> {
        match self {
            Run::Finished { solution, .. } => Some(solution),
            _ => None,
        }
    }

    /// Why the last run failed.
    #[must_use]
    pub fn error(&self) -> Option<&JobError> {
        match self {
            Run::Failed(e) => Some(e),
            _ => None,
        }
    }

    /// Settings of the current or last run.
    #[must_use]
    pub fn settings(&self) -> Option<&Settings> {
        match self {
            Run::Running(run) => Some(&run.settings),
            Run::Finished { solution, .. } => Some(&solution.settings),
            Run::Cancelled { settings, .. } => Some(settings),
            Run::Idle | Run::Failed(_) => None,
        }
    }

    /// Counters now: live from the run's [`Progress`] while it runs, the
    /// final figures afterwards.
    #[must_use]
    pub fn live(&self) -> Snapshot {
        match self {
            Run::Running(run) => run.progress().snapshot(),
            Run::Finished { counters, .. } | Run::Cancelled { counters, .. } => *counters,
            Run::Idle | Run::Failed(_) => Snapshot::default(),
        }
    }

    /// The best way so far of the piece being searched (with its piece
    /// number), while a run is in progress or after it was cancelled; `None`
    /// before the first way is found, and for other states. A new run's
    /// picture is this, never the old solution.
    #[must_use]
    pub fn best_path(&self) -> Option<(u8, Vec<Tile>)> {
        let (piece, path) = match self {
            Run::Running(run) => (
                run.progress().snapshot().piece,
                tiles(&run.progress().best_path()),
            ),
            Run::Cancelled {
                counters,
                best_path,
                ..
            } => (counters.piece, best_path.clone()),
            Run::Idle | Run::Finished { .. } | Run::Failed(_) => return None,
        };
        (path.len() >= 2).then_some((piece, path))
    }

    /// Search time so far (without pauses), or of the last run.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        match self {
            Run::Running(run) => run.clock.elapsed(),
            Run::Finished { solution, .. } => solution.elapsed,
            Run::Cancelled { elapsed, .. } => *elapsed,
            Run::Idle | Run::Failed(_) => Duration::ZERO,
        }
    }

    /// Pauses a running search or resumes a paused one.
    pub fn toggle_pause(&mut self) {
        let Run::Running(run) = self else { return };
        if run.progress().is_paused() {
            run.progress().resume();
            if let Some(w) = run.watch() {
                w.resumed();
            }
            run.waker.wake();
            run.clock.start_clock();
        } else {
            run.progress().pause();
            run.clock.stop_clock();
        }
    }

    /// Asks a run in progress to stop; it becomes [`Run::Cancelled`] at the
    /// next [`Run::poll`].
    pub fn cancel(&self) {
        if let Run::Running(run) = self {
            run.job.cancel();
            run.waker.wake();
        }
    }

    /// Lets a single-stepped search make one more call.
    pub fn next_call(&self) {
        if let Some(w) = self.watch() {
            w.step();
        }
    }

    /// Takes the worker's result if it has arrived; returns true when a run
    /// has just finished with a solution.
    pub fn poll(&mut self) -> bool {
        let Run::Running(run) = self else {
            return false;
        };
        let Some(result) = run.job.poll_result() else {
            return false;
        };
        let mut counters = run.progress().snapshot();
        *self = match result {
            Ok(solution) => {
                counters.calls = solution.calls;
                counters.prunes = solution.prunes;
                counters.expanded = solution.expanded;
                Run::Finished {
                    solution: Box::new(solution),
                    counters,
                }
            }
            Err(JobError::Solve(SolveError::Cancelled(_))) => Run::Cancelled {
                counters,
                best_path: tiles(&run.progress().best_path()),
                elapsed: run.clock.elapsed(),
                settings: run.settings,
            },
            Err(e) => Run::Failed(e),
        };
        matches!(self, Run::Finished { .. })
    }
}

mod steps;
#[cfg(test)]
mod tests;
