//! One background job on its own named thread: [`Task<T>`].
//!
//! Every piece of work the window must not wait for — a solver run, a bound
//! sweep, a file dialog, reading or writing a file — is a `Task`. It owns its
//! thread: the result comes back once over a channel, a [`Waker`] tells the
//! owner that something arrived (the window passes `request_repaint`), and
//! dropping the task cancels it and joins the thread, so no thread outlives
//! its owner. A thread that panics is reported as [`TaskError::Panicked`],
//! never as a result. No egui here: the workspace owns its tasks.
//!
//! CITE: the shape follows rerun's `background_tasks.rs` (named promises
//! polled every frame) and egui's `hello_world_par` (named threads joined in
//! `Drop`).

use std::fmt;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::thread::JoinHandle;
use std::time::Duration;

/// Called on a worker thread when it has something new for the owner (a
/// result, a progress point). The window passes `egui::Context::request_repaint`.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// A waker that wakes nobody (for owners that poll anyway, and for tests).
#[must_use]
pub fn no_waker() -> Waker {
    Arc::new(|| {})
}

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
    /// The thread ended without a result: it panicked.
    Panicked {
        /// The thread's name.
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

/// Wakes the owner when the worker's closure ends, normally or by a panic, so
/// a panicked task is noticed at once.
struct WakeOnDrop(Waker);

impl Drop for WakeOnDrop {
    fn drop(&mut self) {
        (self.0)();
    }
}

/// A job running on a named thread; see the module docs. Only the
/// workspace's one job type ([`super::job::Job`]) holds one.
pub(super) struct Task<T> {
    name: String,
    rx: Receiver<T>,
    handle: Option<JoinHandle<()>>,
    on_cancel: Option<Box<dyn Fn() + Send>>,
    pending: bool,
}

impl<T> fmt::Debug for Task<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Task")
            .field("name", &self.name)
            .field("pending", &self.pending)
            .finish_non_exhaustive()
    }
}

impl<T: Send + 'static> Task<T> {
    /// Runs `work` on a new thread called `name`; `waker` is called on that
    /// thread once the result is sent (or the work panicked).
    pub fn spawn(
        name: impl Into<String>,
        waker: Waker,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<Task<T>, TaskError> {
        let name = name.into();
        let (tx, rx) = mpsc::sync_channel(1);
        let handle = std::thread::Builder::new()
            .name(name.clone())
            .spawn(move || {
                // Declared first, dropped last: the channel closes before the wake.
                let _wake = WakeOnDrop(waker);
                let tx = tx;
                // The owner may be gone; then nobody needs the result.
                tx.send(work()).ok();
            })
            .map_err(|source| TaskError::Spawn {
                name: name.clone(),
                source,
            })?;
        Ok(Task {
            name,
            rx,
            handle: Some(handle),
            on_cancel: None,
            pending: true,
        })
    }

    /// What [`Task::cancel`] (and dropping the task) does to stop the work,
    /// for instance setting the solver's cancel flag. Without one, cancel
    /// does nothing and drop waits for the work to end by itself.
    #[must_use]
    pub fn on_cancel(mut self, cancel: impl Fn() + Send + 'static) -> Task<T> {
        self.on_cancel = Some(Box::new(cancel));
        self
    }

    /// The result, once it has arrived (then the thread is joined); `None`
    /// while the work runs and after the result was taken.
    pub fn poll(&mut self) -> Option<Result<T, TaskError>> {
        if !self.pending {
            return None;
        }
        let outcome = match self.rx.try_recv() {
            Ok(value) => Ok(value),
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => Err(self.panicked()),
        };
        self.finish();
        Some(outcome)
    }

    /// Waits up to `timeout` for the result (`None` if it has not come, or
    /// was taken before).
    pub fn wait_timeout(&mut self, timeout: Duration) -> Option<Result<T, TaskError>> {
        if !self.pending {
            return None;
        }
        let outcome = match self.rx.recv_timeout(timeout) {
            Ok(value) => Ok(value),
            Err(RecvTimeoutError::Timeout) => return None,
            Err(RecvTimeoutError::Disconnected) => Err(self.panicked()),
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

    fn panicked(&self) -> TaskError {
        TaskError::Panicked {
            name: self.name.clone(),
        }
    }

    fn finish(&mut self) {
        self.pending = false;
        if let Some(handle) = self.handle.take() {
            // The result (or the panic) is already known; joining only reaps.
            handle.join().ok();
        }
    }
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        if self.pending
            && let Some(cancel) = &self.on_cancel
        {
            cancel();
        }
        if let Some(handle) = self.handle.take() {
            handle.join().ok();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    const LONG: Duration = Duration::from_secs(10);

    #[test]
    fn test_a_result_taken_leaves_nothing_pending() {
        let mut task = Task::spawn("adder", no_waker(), || 2 + 2).expect("a thread");
        let result = task.wait_timeout(Duration::from_secs(5));
        assert_eq!(result.map(|r| r.ok()), Some(Some(4)));
        assert!(!task.pending);
    }

    #[test]
    fn test_result_arrives_once_and_wakes_the_owner() {
        let woken = Arc::new(AtomicUsize::new(0));
        let w = Arc::clone(&woken);
        let mut task = Task::spawn(
            "t",
            Arc::new(move || _ = w.fetch_add(1, Ordering::SeqCst)),
            || 7,
        )
        .expect("spawns");
        assert_eq!(task.wait_timeout(LONG).map(Result::ok), Some(Some(7)));
        assert!(task.poll().is_none(), "only once");
        assert_eq!(woken.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn test_drop_cancels_and_joins() {
        let stop = Arc::new(AtomicBool::new(false));
        let (s1, s2) = (Arc::clone(&stop), Arc::clone(&stop));
        let waker = no_waker();
        let task = Task::spawn("spin", Arc::clone(&waker), move || {
            while !s1.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(1));
            }
        })
        .expect("spawns")
        .on_cancel(move || s2.store(true, Ordering::SeqCst));
        drop(task);
        assert!(stop.load(Ordering::SeqCst));
        // The thread's copy of the waker is gone: the thread has ended.
        assert_eq!(Arc::strong_count(&waker), 1);
    }

    #[test]
    fn test_a_panic_is_an_error_not_a_result() {
        let mut task: Task<u8> =
            Task::spawn("boom", no_waker(), || panic!("on purpose")).expect("spawns");
        let outcome = task.wait_timeout(LONG).expect("ends");
        assert!(matches!(outcome, Err(TaskError::Panicked { ref name }) if name == "boom"));
        assert_eq!(
            outcome.err().map(|e| e.to_string()).as_deref(),
            Some("the boom thread stopped unexpectedly")
        );
    }
}
