//! One computation of the Explore mode on a background [`Task`], with its
//! live progress and cancel ([`Job`]), and how the last one ended
//! ([`Outcome`]).

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
