//! The run controls as an explicit state machine: idle → running ⇄ paused →
//! finished or cancelled. Starting again cancels and joins the old worker
//! first; settings are locked while a run is in progress.

use std::time::Duration;

use super::job::{Live, SolverJob};
use super::watch::Pace;
use crate::model::Problem;
use crate::solver::{Settings, Solution, SolveError};

/// Where a run is.
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
}

impl RunState {
    /// Is a worker alive (running or paused)?
    #[must_use]
    pub fn in_progress(self) -> bool {
        matches!(self, RunState::Running | RunState::Paused)
    }

    /// A word for the status line.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            RunState::Idle => "idle",
            RunState::Running => "running",
            RunState::Paused => "paused",
            RunState::Finished => "finished",
            RunState::Cancelled => "cancelled",
        }
    }
}

/// The solver as the window drives it.
#[derive(Default)]
pub struct Runner {
    state: RunState,
    job: Option<SolverJob>,
    solution: Option<Solution>,
    /// Counters and time of the last run that ended (for a cancelled run too).
    last_live: Live,
    last_elapsed: Duration,
    error: Option<String>,
    /// Settings of the current or last run.
    settings: Option<Settings>,
}

impl Runner {
    /// The state.
    #[must_use]
    pub fn state(&self) -> RunState {
        self.state
    }

    /// The last finished solution.
    #[must_use]
    pub fn solution(&self) -> Option<&Solution> {
        self.solution.as_ref()
    }

    /// An error to show, if starting failed.
    #[must_use]
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The running job, if any.
    #[must_use]
    pub fn job(&self) -> Option<&SolverJob> {
        self.job.as_ref()
    }

    /// Settings of the current or last run.
    #[must_use]
    pub fn settings(&self) -> Option<&Settings> {
        self.settings.as_ref()
    }

    /// Starts a run, cancelling and joining any run in progress first.
    pub fn start(&mut self, settings: Settings, pace: Pace, ctx: &egui::Context) {
        self.start_from(settings, None, pace, ctx);
    }

    /// Starts a run of one piece from `problem` (or all four without one),
    /// cancelling and joining any run in progress first.
    pub fn start_from(
        &mut self,
        settings: Settings,
        problem: Option<Problem>,
        pace: Pace,
        ctx: &egui::Context,
    ) {
        // Dropping the old job cancels and joins it.
        self.job = None;
        self.solution = None;
        self.error = None;
        if let Err(e) = settings.rules.validate() {
            self.error = Some(e.to_string());
            self.state = RunState::Idle;
            return;
        }
        match SolverJob::start(settings, problem, pace, ctx) {
            Ok(job) => {
                self.job = Some(job);
                self.settings = Some(settings);
                self.state = RunState::Running;
            }
            Err(e) => {
                self.error = Some(format!("could not start the solver thread: {e}"));
                self.state = RunState::Idle;
            }
        }
    }

    /// Pauses a running search or resumes a paused one.
    pub fn toggle_pause(&mut self) {
        match (self.state, self.job.as_mut()) {
            (RunState::Running, Some(job)) => {
                job.pause();
                self.state = RunState::Paused;
            }
            (RunState::Paused, Some(job)) => {
                job.resume();
                self.state = RunState::Running;
            }
            _ => {}
        }
    }

    /// Cancels a run in progress (the result arrives at the next poll).
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.as_mut() {
            job.cancel();
        }
    }

    /// Takes the worker's result, if it has arrived; returns the new solution
    /// when a run has just finished.
    pub fn poll(&mut self) -> Option<&Solution> {
        let job = self.job.as_mut()?;
        let result = job.poll()?;
        self.last_live = job.live();
        self.last_elapsed = job.elapsed();
        self.job = None;
        match result {
            Ok(solution) => {
                self.last_live.calls = solution.calls;
                self.last_live.prunes = solution.prunes;
                self.last_live.expanded = solution.expanded;
                self.last_elapsed = solution.elapsed;
                self.state = RunState::Finished;
                self.solution = Some(solution);
                self.solution.as_ref()
            }
            Err(SolveError::Cancelled(_)) => {
                self.state = RunState::Cancelled;
                None
            }
            Err(e) => {
                self.error = Some(e.to_string());
                self.state = RunState::Idle;
                None
            }
        }
    }

    /// Counters now (live while running, final figures afterwards).
    #[must_use]
    pub fn live(&self) -> Live {
        self.job.as_ref().map_or(self.last_live, SolverJob::live)
    }

    /// Search time so far (without pauses), or of the last run.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        self.job
            .as_ref()
            .map_or(self.last_elapsed, SolverJob::elapsed)
    }

    /// Forgets the last result (after the settings changed).
    pub fn reset(&mut self) {
        if !self.state.in_progress() {
            self.state = RunState::Idle;
            self.solution = None;
            self.last_live = Live::default();
            self.last_elapsed = Duration::ZERO;
            self.error = None;
        }
    }
}
