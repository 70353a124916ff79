//! Live progress of a comparison of algorithms: one [`Progress`] per method,
//! and which method runs now.

use std::sync::atomic::{AtomicU8, Ordering};

use crate::solver::method::Method;
use crate::solver::progress::Progress;

/// Live progress of a comparison: one [`Progress`] per method, and which runs.
#[derive(Debug)]
pub struct CompareProgress {
    methods: [Progress; Method::NUM],
    current: AtomicU8,
}

/// "No method running", as stored in [`CompareProgress::current`].
const NONE_RUNNING: u8 = u8::MAX;

impl Default for CompareProgress {
    fn default() -> Self {
        CompareProgress {
            methods: std::array::from_fn(|_| Progress::default()),
            current: AtomicU8::new(NONE_RUNNING),
        }
    }
}

impl CompareProgress {
    /// The progress of one method (its live counters).
    #[must_use]
    pub fn method(&self, method: Method) -> &Progress {
        &self.methods[method.index()]
    }

    /// The method running now, if any.
    #[must_use]
    pub fn current(&self) -> Option<Method> {
        Method::ALL
            .get(usize::from(self.current.load(Ordering::Relaxed)))
            .copied()
    }

    /// Cancels every method (the running one stops at its next check).
    pub fn cancel(&self) {
        self.methods.iter().for_each(Progress::cancel);
    }

    /// Pauses every method at its next check.
    pub fn pause(&self) {
        self.methods.iter().for_each(Progress::pause);
    }

    /// Resumes every method.
    pub fn resume(&self) {
        self.methods.iter().for_each(Progress::resume);
    }

    pub(super) fn set_current(&self, method: Option<Method>) {
        let v = method.map_or(NONE_RUNNING, |m| m.index() as u8);
        self.current.store(v, Ordering::Relaxed);
    }
}
