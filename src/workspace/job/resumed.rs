//! Engine work that resumes until a deadline, as job work ([`Resumed`]): a
//! function that goes on from where it stopped and answers once done
//! (`FairRun::resume`, `ToGoRun::resume` and the like), stepped in slices
//! between the page's frames or run to its end on a thread. Paused, it
//! waits for the owner rather than waking it.

use std::sync::Arc;

use web_time::Instant;

use super::JobError;
use crate::solver::Progress;
use crate::workspace::task::{Step, Steps};

/// Resumable engine work and the progress it publishes to.
pub struct Resumed<F> {
    progress: Arc<Progress>,
    resume: F,
}

impl<F> Resumed<F> {
    /// Work that `resume` goes on with, publishing to `progress`.
    pub fn new(progress: &Arc<Progress>, resume: F) -> Resumed<F> {
        Resumed {
            progress: Arc::clone(progress),
            resume,
        }
    }
}

impl<F, T, E> Steps for Resumed<F>
where
    F: FnMut(&Progress, Option<Instant>) -> Option<Result<T, E>> + Send + 'static,
    T: Send + 'static,
    E: Into<JobError>,
{
    type Output = Result<T, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        match (self.resume)(&self.progress, until) {
            Some(out) => Step::Done(out.map_err(Into::into)),
            // Paused: nothing to do until resume or cancel.
            None if self.progress.is_paused() && !self.progress.is_cancelled() => Step::Wait,
            None => Step::Yield,
        }
    }
}
