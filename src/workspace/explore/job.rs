//! One computation of the Explore mode on a background [`Task`], with its
//! live progress and cancel ([`Job`]); a part's place for one such
//! computation at a time ([`Slot`]); and how the last one ended ([`Outcome`]).

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::workspace::task::{Task, TaskError, Waker};

/// How the last computation of a part ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It finished; its result is shown.
    Finished,
    /// The user cancelled it; what finished before stays.
    Cancelled,
    /// It failed, for this reason (the engine's words).
    Failed(String),
}

/// A computation in flight: the task, the progress it publishes to, and
/// when it started.
pub(super) struct Job<T, P> {
    task: Task<T>,
    progress: Arc<P>,
    started: Instant,
}

impl<T, P> std::fmt::Debug for Job<T, P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job")
            .field("task", &self.task)
            .finish_non_exhaustive()
    }
}

impl<T: Send + 'static, P: Send + Sync + 'static> Job<T, P> {
    /// Runs `work` on a thread called `name`, publishing to `progress`;
    /// cancelling (or dropping) the job calls `cancel` on the progress.
    pub(super) fn spawn(
        name: &str,
        waker: &Waker,
        progress: P,
        cancel: fn(&P),
        work: impl FnOnce(&P) -> T + Send + 'static,
    ) -> Result<Job<T, P>, TaskError> {
        let progress = Arc::new(progress);
        let (mine, theirs) = (Arc::clone(&progress), Arc::clone(&progress));
        let task = Task::spawn(name, Arc::clone(waker), move || work(&theirs))?
            .on_cancel(move || cancel(&mine));
        Ok(Job {
            task,
            progress,
            started: Instant::now(),
        })
    }

    /// The result, once it has arrived.
    pub(super) fn poll(&mut self) -> Option<Result<T, TaskError>> {
        self.task.poll()
    }

    /// Asks the work to stop; its result (usually "cancelled") still arrives.
    pub(super) fn cancel(&self) {
        self.task.cancel();
    }

    /// The live progress.
    pub(super) fn progress(&self) -> &P {
        &self.progress
    }

    /// Time since the job started.
    pub(super) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

/// The outcome of a finished task whose work returns `Result<R, E>`:
/// `cancelled` tells a cancellation from a failure.
pub(super) fn outcome<R, E: std::fmt::Display>(
    result: &Result<Result<R, E>, TaskError>,
    cancelled: impl Fn(&E) -> bool,
) -> Outcome {
    match result {
        Ok(Ok(_)) => Outcome::Finished,
        Ok(Err(e)) if cancelled(e) => Outcome::Cancelled,
        Ok(Err(e)) => Outcome::Failed(e.to_string()),
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

/// A part's computation: at most one job at a time, and how the last ended.
pub(super) struct Slot<T, E, P> {
    job: Option<Job<Result<T, E>, P>>,
    last: Option<Outcome>,
}

impl<T, E, P> Default for Slot<T, E, P> {
    fn default() -> Self {
        Slot {
            job: None,
            last: None,
        }
    }
}

impl<T, E, P> std::fmt::Debug for Slot<T, E, P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Slot")
            .field("running", &self.job.is_some())
            .field("last", &self.last)
            .finish()
    }
}

impl<T, E, P> Slot<T, E, P>
where
    T: Send + 'static,
    E: std::fmt::Display + Send + 'static,
    P: Send + Sync + 'static,
{
    /// Is a job running?
    pub(super) fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// How the last job ended (`None` while one runs, and before the first).
    pub(super) fn outcome(&self) -> Option<&Outcome> {
        self.last.as_ref()
    }

    /// Wall time of the running job so far.
    pub(super) fn running_for(&self) -> Option<Duration> {
        self.job.as_ref().map(Job::elapsed)
    }

    /// The running job's progress.
    pub(super) fn progress(&self) -> Option<&P> {
        self.job.as_ref().map(Job::progress)
    }

    /// Runs `work` on a thread called `name` (a job in flight is cancelled
    /// and joined first); a thread that cannot start is a failure.
    pub(super) fn start(
        &mut self,
        name: &str,
        waker: &Waker,
        progress: P,
        cancel: fn(&P),
        work: impl FnOnce(&P) -> Result<T, E> + Send + 'static,
    ) {
        self.job = None;
        match Job::spawn(name, waker, progress, cancel, work) {
            Ok(job) => {
                self.last = None;
                self.job = Some(job);
            }
            Err(e) => self.fail(e.to_string()),
        }
    }

    /// Records a failure that happened before or after the job.
    pub(super) fn fail(&mut self, why: String) {
        self.last = Some(Outcome::Failed(why));
    }

    /// Asks the running job to stop; its end still arrives through [`Slot::poll`].
    pub(super) fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
    }

    /// Drops the running job (cancelling and joining it) and what it would
    /// have said.
    pub(super) fn clear(&mut self) {
        self.job = None;
        self.last = None;
    }

    /// The result, once the job has ended with one; its end (finished,
    /// cancelled as `cancelled` tells, failed) becomes the outcome.
    pub(super) fn poll(&mut self, cancelled: impl Fn(&E) -> bool) -> Option<T> {
        let result = self.job.as_mut()?.poll()?;
        self.job = None;
        self.last = Some(outcome(&result, cancelled));
        result.ok()?.ok()
    }
}
