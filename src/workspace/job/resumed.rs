//! Engine work that resumes until a deadline, as job work ([`Resumed`]): a
//! function that goes on from where it stopped and answers once done
//! (`FairRun::resume`, `ToGoRun::resume` and the like), stepped in slices
//! between the page's frames or run to its end on a thread. Paused, it
//! waits for the owner rather than waking it.

use std::borrow::Borrow;
use std::sync::Arc;

use web_time::Instant;

use super::JobError;
use crate::solver::Progress;
use crate::workspace::task::{Step, Steps};

/// Resumable engine work and the progress it publishes to (the engine's
/// [`Progress`], or a job's own that holds one).
pub struct Resumed<F, P = Progress> {
    progress: Arc<P>,
    resume: F,
}

impl<F, P> Resumed<F, P> {
    /// Work that `resume` goes on with, publishing to `progress`.
    pub fn new(progress: &Arc<P>, resume: F) -> Resumed<F, P> {
        Resumed {
            progress: Arc::clone(progress),
            resume,
        }
    }
}

impl<F, P, T, E> Steps for Resumed<F, P>
where
    F: FnMut(&P, Option<Instant>) -> Option<Result<T, E>> + Send + 'static,
    P: Borrow<Progress> + Send + Sync + 'static,
    T: Send + 'static,
    E: Into<JobError>,
{
    type Output = Result<T, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        match (self.resume)(&self.progress, until) {
            Some(out) => Step::Done(out.map_err(Into::into)),
            // Paused: nothing to do until resume or cancel.
            None if is_waiting((*self.progress).borrow()) => Step::Wait,
            None => Step::Yield,
        }
    }
}

/// Paused and not cancelled: nothing to do until the owner acts.
fn is_waiting(progress: &Progress) -> bool {
    progress.is_paused() && !progress.is_cancelled()
}
