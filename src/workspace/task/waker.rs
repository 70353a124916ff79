//! How background work reaches its owner ([`Waker`]): the call that wakes
//! it when there is something to poll, and the [`Backend`] its tasks run on
//! (a thread each natively, slices of the owner's frames on the web).

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::FRAME_BUDGET;

/// How tasks run their work; see the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// Each task on a named thread of its own.
    Threads,
    /// Every task in slices of its owner's frames, on the owner's thread.
    Slices,
}

impl Default for Backend {
    /// Slices in a web browser (`wasm32`, which has no threads), else threads.
    fn default() -> Backend {
        if cfg!(target_arch = "wasm32") {
            Backend::Slices
        } else {
            Backend::Threads
        }
    }
}

/// How background work reaches its owner: the call that wakes the owner
/// when there is something to poll (the window passes
/// `egui::Context::request_repaint`), and the [`Backend`] its tasks run on.
/// Clones share both, and the frame budget of their sliced tasks.
#[derive(Clone)]
pub struct Waker {
    wake: Arc<dyn Fn() + Send + Sync>,
    backend: Backend,
    /// Sliced tasks running for this owner: they share a frame's budget.
    pub(super) sliced: Arc<AtomicUsize>,
}

impl fmt::Debug for Waker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Waker")
            .field("backend", &self.backend)
            .field("sliced", &self.sliced.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl Waker {
    /// Calls `wake` when there is something to poll; tasks run on the
    /// platform's [`Backend`].
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Waker {
        Waker {
            wake: Arc::new(wake),
            backend: Backend::default(),
            sliced: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// The same waker with tasks on `backend` (slices on a native build:
    /// what a web build does, without threads).
    #[must_use]
    pub fn on(self, backend: Backend) -> Waker {
        Waker { backend, ..self }
    }

    /// The backend its tasks run on.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Wakes the owner.
    pub fn wake(&self) {
        (self.wake)();
    }

    /// How many hold this waker: the owner and its clones, and every task
    /// still running (a thread, or sliced work not yet done), so a test can
    /// tell that no work is left.
    #[must_use]
    pub fn holders(&self) -> usize {
        Arc::strong_count(&self.wake)
    }

    /// This owner's sliced tasks' share of a frame.
    pub(super) fn slice(&self) -> Duration {
        let running = self.sliced.load(Ordering::Relaxed).max(1);
        FRAME_BUDGET / u32::try_from(running).unwrap_or(u32::MAX)
    }
}

/// A waker that wakes nobody (for owners that poll anyway, and for tests).
#[must_use]
pub fn no_waker() -> Waker {
    Waker::new(|| {})
}
