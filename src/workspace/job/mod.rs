//! The one background-job type of the workspace. A [`Job`] is a [`Task`]
//! with the state it shares with its work (usually the engine's
//! [`Progress`]: live counters and the cancel flag, see [`Stop`]) and its
//! start time; it runs on the waker's backend (a thread of its own, or slices
//! of the window's frames: see [`super::task`]). A [`Slot`] is a feature's
//! place for one job at a time and how the last one ended ([`Outcome`]); a
//! [`Keyed`] (in `keyed/`) holds one result or failure per key, read as a
//! [`Status`]. A feature states what it computes and reads the slot; the
//! polling, the cancel on drop and the failures are here, and no view knows
//! whether a thread ran the work.
//!
//! Failures stay typed ([`JobError`]: the engine's reason or the thread's)
//! until the window words them in its language.
//!
//! An export window's job (a named figure, an animation, a handout) is held
//! by one [`ExportJob`] (in `export.rs`): the window's choice, the save
//! dialog awaited, the job and the cancelled jobs still ending.

mod export;
mod in_parts;
mod keyed;
mod resumed;

use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

pub use self::export::{Ended, ExportJob, ExportOptions, Parts};
pub use self::in_parts::{InParts, PartWork};
pub use self::keyed::{Keep, Keyed, Status};
pub use self::resumed::Resumed;
use super::task::{Once, Steps, Task, TaskError, Waker};
use crate::game::GameError;
use crate::model::RulesError;
use crate::solver::{
    AttachError, Cancelled, CompareProgress, CountError, Progress, SolveError, SweepError,
    TreeError,
};

/// What a job shares with its work, and how cancelling the job reaches
/// the work through it.
pub trait Stop: Send + Sync + 'static {
    /// Asks the work to stop (the result, usually "cancelled", still comes).
    fn stop(&self);
}

impl Stop for Progress {
    fn stop(&self) {
        self.cancel();
    }
}

impl Stop for CompareProgress {
    fn stop(&self) {
        self.cancel();
    }
}

/// Work that cannot be stopped from outside (a file dialog, a read): drop
/// waits for it.
impl Stop for () {
    fn stop(&self) {}
}

/// A computation in flight: its task, what it shares with its work, and
/// when it started. Dropping it cancels the work (and joins its thread).
#[derive(Debug)]
pub struct Job<T, P = Progress> {
    task: Task<T>,
    shared: Arc<P>,
    started: Instant,
}

impl<T: Send + 'static, P: Stop> Job<T, P> {
    /// Runs the closure `work` as a job called `name` (in one step),
    /// sharing `shared` with it; `waker` is called when there is something
    /// to poll.
    pub fn spawn(
        name: &str,
        waker: &Waker,
        shared: P,
        work: impl FnOnce(&Arc<P>) -> T + Send + 'static,
    ) -> Result<Job<T, P>, TaskError> {
        Job::spawn_steps(name, waker, shared, |shared| {
            let shared = Arc::clone(shared);
            Once::new(move || work(&shared))
        })
    }

    /// Runs resumable work as a job called `name`: `start` builds it from
    /// what it shares with the job (`shared`, behind an `Arc` to keep).
    pub fn spawn_steps<S: Steps<Output = T>>(
        name: &str,
        waker: &Waker,
        shared: P,
        start: impl FnOnce(&Arc<P>) -> S,
    ) -> Result<Job<T, P>, TaskError> {
        let shared = Arc::new(shared);
        let mine = Arc::clone(&shared);
        let task = Task::run(name, waker.clone(), start(&shared))?.on_cancel(move || mine.stop());
        Ok(Job {
            task,
            shared,
            started: Instant::now(),
        })
    }

    /// The result, once it has arrived.
    pub fn poll(&mut self) -> Option<Result<T, TaskError>> {
        self.task.poll()
    }

    /// Waits up to `timeout` for the result.
    pub fn wait_timeout(&mut self, timeout: Duration) -> Option<Result<T, TaskError>> {
        self.task.wait_timeout(timeout)
    }

    /// Asks the work to stop; its result (usually "cancelled") still arrives.
    pub fn cancel(&self) {
        self.task.cancel();
    }

    /// What the job shares with its work (its live progress).
    pub fn progress(&self) -> &P {
        &self.shared
    }

    /// Time since the job started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

impl<R: Send + 'static, E: From<TaskError> + Send + 'static, P: Stop> Job<Result<R, E>, P> {
    /// The result of work that can fail, once it has arrived: a thread that
    /// could not start or work that panicked is one more failure.
    pub fn poll_result(&mut self) -> Option<Result<R, E>> {
        Some(self.poll()?.unwrap_or_else(|e| Err(e.into())))
    }
}

/// Why a background job produced no result: the engine's reason, or the
/// thread's. The window words it in its language ([`super::job_error`]).
#[derive(Clone, Debug, thiserror::Error)]
pub enum JobError {
    /// Settings that cannot be computed.
    Rules(#[from] RulesError),
    /// Cancelled by the user.
    Cancelled(#[from] Cancelled),
    /// A solve failed.
    Solve(#[from] SolveError),
    /// A count failed.
    Count(#[from] CountError),
    /// A game could not be computed, or a number of games was refused.
    Game(#[from] GameError),
    /// A search tree could not be recorded.
    Tree(#[from] TreeError),
    /// A subtree searched again did not match the recorded tree.
    Attach(#[from] AttachError),
    /// A sweep's range cannot be run.
    Sweep(#[from] SweepError),
    /// A piece number outside 1..=4.
    NoPiece(u8),
    /// The thread could not start or stopped unexpectedly.
    Task(#[from] TaskError),
}

/// A job's failure type: it takes in a thread's failure and tells a
/// cancellation from a failure.
pub trait Failure: From<TaskError> + Send + 'static {
    /// Did the work stop because it was cancelled?
    fn is_cancelled(&self) -> bool;
}

impl Failure for JobError {
    fn is_cancelled(&self) -> bool {
        matches!(
            self,
            JobError::Cancelled(_)
                | JobError::Solve(SolveError::Cancelled(_))
                | JobError::Count(CountError::Cancelled(_))
                | JobError::Game(GameError::Cancelled(_))
                | JobError::Tree(TreeError::Cancelled(_))
        )
    }
}

/// How the last job of a `Slot` ended.
#[derive(Debug)]
pub enum Outcome<E = JobError> {
    /// It finished; its result is shown.
    Finished,
    /// The user cancelled it; what finished before stays.
    Cancelled,
    /// It failed (or could not start), for this reason.
    Failed(E),
}

/// A feature's computation: at most one job at a time, and how the last
/// ended.
#[derive(Debug)]
pub struct Slot<T, E = JobError, P = Progress> {
    job: Option<Job<Result<T, E>, P>>,
    last: Option<Outcome<E>>,
}

impl<T, E, P> Default for Slot<T, E, P> {
    fn default() -> Self {
        Slot {
            job: None,
            last: None,
        }
    }
}

impl<T: Send + 'static, E: Failure, P: Stop + Default> Slot<T, E, P> {
    /// Is a job running?
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// How the last job ended (`None` while one runs, and before the first).
    pub fn outcome(&self) -> Option<&Outcome<E>> {
        self.last.as_ref()
    }

    /// Why the last job failed, if it did.
    pub fn error(&self) -> Option<&E> {
        match &self.last {
            Some(Outcome::Failed(e)) => Some(e),
            _ => None,
        }
    }

    /// Wall time of the running job so far.
    pub fn running_for(&self) -> Option<Duration> {
        self.job.as_ref().map(Job::elapsed)
    }

    /// The running job's progress.
    pub fn progress(&self) -> Option<&P> {
        self.job.as_ref().map(Job::progress)
    }

    /// Runs resumable work, built by `start` from fresh progress to publish
    /// to, as a job called `name` (a job in flight is cancelled and joined
    /// first); a thread that cannot start is a failure.
    pub fn start_steps<S: Steps<Output = Result<T, E>>>(
        &mut self,
        name: &str,
        waker: &Waker,
        start: impl FnOnce(&Arc<P>) -> S,
    ) {
        self.clear();
        match Job::spawn_steps(name, waker, P::default(), start) {
            Ok(job) => self.job = Some(job),
            Err(e) => self.fail(e),
        }
    }

    /// Records a failure that happened before or after the job.
    pub fn fail(&mut self, why: impl Into<E>) {
        self.last = Some(Outcome::Failed(why.into()));
    }

    /// Asks the running job to stop; its end still arrives through [`Slot::poll`].
    pub fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
    }

    /// Drops the running job (cancelling and joining it) and what the last
    /// one said.
    pub fn clear(&mut self) {
        self.job = None;
        self.last = None;
    }

    /// The result, once the job has ended with one; its end (finished,
    /// cancelled, failed) becomes the outcome.
    pub fn poll(&mut self) -> Option<T> {
        let result = self.job.as_mut()?.poll_result()?;
        self.job = None;
        let (last, value) = match result {
            Ok(value) => (Outcome::Finished, Some(value)),
            Err(e) if e.is_cancelled() => (Outcome::Cancelled, None),
            Err(e) => (Outcome::Failed(e), None),
        };
        self.last = Some(last);
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::task::{Backend, no_waker};

    /// Polls until the job has ended.
    fn end(slot: &mut Slot<u8>) -> Option<u8> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let value = slot.poll();
            if !slot.is_running() {
                return value;
            }
            assert!(Instant::now() < deadline, "the job never ended");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn test_a_slot_tells_finished_cancelled_and_failed_apart() {
        for backend in [Backend::Threads, Backend::Slices] {
            let waker = no_waker().on(backend);
            let mut slot = Slot::<u8>::default();
            slot.start_steps("ok", &waker, |_| Once::new(|| Ok(7)));
            assert_eq!(end(&mut slot), Some(7));
            assert!(matches!(slot.outcome(), Some(Outcome::Finished)));
            slot.start_steps("stopped", &waker, |p| {
                let p = Arc::clone(p);
                Once::new(move || {
                    while !p.is_cancelled() {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    Err(Cancelled.into())
                })
            });
            slot.cancel();
            assert_eq!(end(&mut slot), None);
            assert!(matches!(slot.outcome(), Some(Outcome::Cancelled)));
            slot.start_steps("boom", &waker, |_| {
                Once::new(|| -> Result<u8, JobError> { panic!("on purpose") })
            });
            assert_eq!(end(&mut slot), None);
            assert!(matches!(
                slot.error(),
                Some(JobError::Task(TaskError::Panicked { .. }))
            ));
            assert_eq!(waker.holders(), 1, "{backend:?}: nothing left");
        }
    }
}
