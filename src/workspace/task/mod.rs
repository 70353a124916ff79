//! One background job, [`Task<T>`], run by one of two backends ([`Backend`]).
//!
//! Every piece of work the window must not wait for — a solver run, a bound
//! sweep, a file dialog, reading or writing a file — is a `Task`. Its result
//! comes back once, through [`Task::poll`]; a [`Waker`] tells the owner that
//! there is something to poll (the window passes `request_repaint`);
//! dropping the task cancels it, so no work outlives its owner. Work that
//! panics is reported as [`TaskError::Panicked`], never as a result. No egui
//! here: the workspace owns its tasks.
//!
//! The work is a resumable value ([`Steps`]): each [`Steps::step`] does some
//! of it and says whether it is [`Step::Done`]. A closure is work in one
//! step ([`Once`]). The backends:
//!
//! * [`Backend::Threads`] (native): a named thread per task steps the work to
//!   its end (`step(None)`: no deadline, so it may block, as a paused search
//!   does), sends the result over a channel and wakes the owner; dropping the
//!   task cancels it and joins the thread.
//! * [`Backend::Slices`] (the web, where there are no threads, and tests):
//!   no thread at all. The owner's [`Task::poll`], once a frame, steps the
//!   work with a deadline (`step(Some(until))`) until the deadline passes or
//!   the work is done. All sliced tasks of one owner share [`FRAME_BUDGET`]
//!   per frame, and the waker is called after every slice that leaves work,
//!   so the window asks for another frame. A step begun before the deadline
//!   may end after it: a slice overruns by at most one step. Dropping the
//!   task cancels it and drops the work.
//!
//! The contract for [`Steps`]: with a deadline, a step must never block (to
//! pause, it answers [`Step::Wait`]) and should return soon after the deadline; without
//! one, it may block and may run to the end. A one-shot closure ignores the
//! deadline, so under slices it must be quick or the frame waits for it.
//!
//! CITE: the shape follows rerun's `background_tasks.rs` (named promises
//! polled every frame) and egui's `hello_world_par` (named threads joined in
//! `Drop`).

use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::thread::JoinHandle;
use std::time::Duration;

use web_time::Instant;

/// The time all sliced tasks of one owner together may take of a frame
/// (their slices share it): about half a frame at 60 frames a second, so
/// the window stays smooth while the work runs.
pub const FRAME_BUDGET: Duration = Duration::from_millis(8);

mod steps;
mod waker;

pub use steps::{Once, Step, Steps};
pub use waker::{Backend, Waker, no_waker};

/// Why a task produced no result.
#[derive(Debug, thiserror::Error)]
pub enum TaskError {
    /// The operating system refused a new thread.
    Spawn {
        /// The thread's name.
        name: String,
        /// What the operating system said.
        #[source]
        source: std::io::Error,
    },
    /// The work ended without a result: it panicked.
    Panicked {
        /// The task's name.
        name: String,
    },
}

/// A copy, so a failure can be kept by one holder and reported by another;
/// the operating system's error is copied as its kind and its words.
impl Clone for TaskError {
    fn clone(&self) -> Self {
        match self {
            TaskError::Spawn { name, source } => TaskError::Spawn {
                name: name.clone(),
                source: std::io::Error::new(source.kind(), source.to_string()),
            },
            TaskError::Panicked { name } => TaskError::Panicked { name: name.clone() },
        }
    }
}

fn panicked(name: &str) -> TaskError {
    TaskError::Panicked {
        name: name.to_owned(),
    }
}

/// Wakes the owner when the worker's closure ends, normally or by a panic, so
/// a panicked task is noticed at once.
struct WakeOnDrop(Waker);

impl Drop for WakeOnDrop {
    fn drop(&mut self) {
        self.0.wake();
    }
}

/// Counts a sliced task among its owner's while it lives.
struct Counted(Arc<AtomicUsize>);

impl Counted {
    fn new(count: &Arc<AtomicUsize>) -> Counted {
        count.fetch_add(1, Ordering::Relaxed);
        Counted(Arc::clone(count))
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Work stepped in slices of the owner's frames.
struct Sliced<T> {
    work: Box<dyn Steps<Output = T>>,
    waker: Waker,
    _counted: Counted,
}

impl<T: Send + 'static> Sliced<T> {
    /// Steps the work until it is done or `until` has passed (then the
    /// owner is woken for another slice).
    fn run_until(&mut self, until: Instant, name: &str) -> Option<Result<T, TaskError>> {
        loop {
            match catch_unwind(AssertUnwindSafe(|| self.work.step(Some(until)))) {
                Ok(Step::Done(value)) => return Some(Ok(value)),
                Ok(Step::Yield) if Instant::now() < until => {}
                Ok(Step::Yield) => {
                    self.waker.wake();
                    return None;
                }
                Ok(Step::Wait) => return None,
                Err(_) => return Some(Err(panicked(name))),
            }
        }
    }
}

/// Where a task's work runs.
enum Run<T> {
    /// On a thread: the result comes over the channel.
    Thread {
        rx: Receiver<T>,
        handle: Option<JoinHandle<()>>,
    },
    /// In the owner's frames (`None` once the result is taken).
    Sliced(Option<Sliced<T>>),
}

/// A job's work on its backend; see the module docs. Only the workspace's
/// one job type ([`super::job::Job`]) holds one.
pub(super) struct Task<T> {
    name: String,
    run: Run<T>,
    on_cancel: Option<Box<dyn Fn() + Send>>,
    pending: bool,
}

impl<T> fmt::Debug for Task<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Task")
            .field("name", &self.name)
            .field("sliced", &matches!(self.run, Run::Sliced(_)))
            .field("pending", &self.pending)
            .finish_non_exhaustive()
    }
}

impl<T: Send + 'static> Task<T> {
    /// Runs the closure `work` as a task called `name` (see [`Task::run`]).
    #[cfg(test)]
    pub fn spawn(
        name: impl Into<String>,
        waker: Waker,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<Task<T>, TaskError> {
        Task::run(name, waker, Once::new(work))
    }

    /// Runs `work` as a task called `name` on `waker`'s backend: on a new
    /// thread of that name (which calls `waker` once the result is sent or
    /// the work panicked), or in slices of the owner's polls (`waker` is
    /// called now, so the owner polls).
    pub fn run(
        name: impl Into<String>,
        waker: Waker,
        work: impl Steps<Output = T>,
    ) -> Result<Task<T>, TaskError> {
        let name = name.into();
        let run = match waker.backend() {
            Backend::Threads => thread(&name, waker, work)?,
            Backend::Slices => {
                waker.wake();
                Run::Sliced(Some(Sliced {
                    work: Box::new(work),
                    _counted: Counted::new(&waker.sliced),
                    waker,
                }))
            }
        };
        Ok(Task {
            name,
            run,
            on_cancel: None,
            pending: true,
        })
    }

    /// What [`Task::cancel`] (and dropping the task) does to stop the work,
    /// for instance setting the solver's cancel flag. Without one, cancel
    /// does nothing and drop waits for threaded work to end by itself.
    #[must_use]
    pub fn on_cancel(mut self, cancel: impl Fn() + Send + 'static) -> Task<T> {
        self.on_cancel = Some(Box::new(cancel));
        self
    }

    /// The result, once it has arrived (then the thread is joined, or the
    /// work dropped); `None` while the work runs and after the result was
    /// taken. Sliced work is stepped here for this owner's share of
    /// [`FRAME_BUDGET`].
    pub fn poll(&mut self) -> Option<Result<T, TaskError>> {
        if !self.pending {
            return None;
        }
        let outcome = match &mut self.run {
            Run::Thread { rx, .. } => match rx.try_recv() {
                Ok(value) => Ok(value),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => Err(panicked(&self.name)),
            },
            Run::Sliced(sliced) => {
                let sliced = sliced.as_mut()?;
                let until = Instant::now() + sliced.waker.slice();
                sliced.run_until(until, &self.name)?
            }
        };
        self.finish();
        Some(outcome)
    }

    /// Waits up to `timeout` for the result (`None` if it has not come, or
    /// was taken before); sliced work is stepped meanwhile.
    pub fn wait_timeout(&mut self, timeout: Duration) -> Option<Result<T, TaskError>> {
        if !self.pending {
            return None;
        }
        let outcome = match &mut self.run {
            Run::Thread { rx, .. } => match rx.recv_timeout(timeout) {
                Ok(value) => Ok(value),
                Err(RecvTimeoutError::Timeout) => return None,
                Err(RecvTimeoutError::Disconnected) => Err(panicked(&self.name)),
            },
            Run::Sliced(sliced) => sliced
                .as_mut()?
                .run_until(Instant::now() + timeout, &self.name)?,
        };
        self.finish();
        Some(outcome)
    }

    /// Asks the work to stop (see [`Task::on_cancel`]); the result, usually
    /// "cancelled", still arrives through [`Task::poll`].
    pub fn cancel(&self) {
        if let Some(cancel) = &self.on_cancel {
            cancel();
        }
    }

    fn finish(&mut self) {
        self.pending = false;
        match &mut self.run {
            Run::Thread { handle, .. } => {
                if let Some(handle) = handle.take() {
                    // The result (or the panic) is already known; joining only reaps.
                    handle.join().ok();
                }
            }
            Run::Sliced(sliced) => *sliced = None,
        }
    }
}

/// Starts `work` on a thread called `name` that steps it to its end.
fn thread<T: Send + 'static>(
    name: &str,
    waker: Waker,
    mut work: impl Steps<Output = T>,
) -> Result<Run<T>, TaskError> {
    let (tx, rx) = mpsc::sync_channel(1);
    let handle = std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || {
            // Declared first, dropped last: the channel closes before the wake.
            let _wake = WakeOnDrop(waker);
            let tx = tx;
            let value = loop {
                if let Step::Done(value) = work.step(None) {
                    break value;
                }
            };
            // The owner may be gone; then nobody needs the result.
            tx.send(value).ok();
        })
        .map_err(|source| TaskError::Spawn {
            name: name.to_owned(),
            source,
        })?;
    Ok(Run::Thread {
        rx,
        handle: Some(handle),
    })
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        if self.pending
            && let Some(cancel) = &self.on_cancel
        {
            cancel();
        }
        if let Run::Thread { handle, .. } = &mut self.run
            && let Some(handle) = handle.take()
        {
            handle.join().ok();
        }
        // Sliced work is dropped with the task.
    }
}

#[cfg(test)]
mod tests;
