//! Work done a part at a time ([`PartWork`]: an animation's frames, a
//! handout's pages), as job work ([`InParts`]): in slices between the page's
//! frames the parts go on until the slice's deadline, on a thread to the
//! end. Between parts a paused job waits (in slices it answers
//! [`Step::Wait`] instead of blocking the frame).

use std::sync::Arc;

use web_time::Instant;

use crate::solver::Progress;
use crate::workspace::task::{Step, Steps};

/// Work done a part at a time.
pub trait PartWork: Send + 'static {
    /// What the work makes.
    type Output: Send + 'static;

    /// Does the next part (or more, while `until` allows: without a
    /// deadline it may do all); the output once the last part is done.
    fn part(&mut self, until: Option<Instant>) -> Option<Self::Output>;
}

/// Work done a part at a time, with the progress its pause is read from.
pub struct InParts<W> {
    work: W,
    progress: Arc<Progress>,
}

impl<W> InParts<W> {
    /// `work`, paused and resumed through `progress`.
    pub fn new(progress: &Arc<Progress>, work: W) -> InParts<W> {
        InParts {
            work,
            progress: Arc::clone(progress),
        }
    }
}

impl<W: PartWork> Steps for InParts<W> {
    type Output = W::Output;

    fn step(&mut self, until: Option<Instant>) -> Step<W::Output> {
        loop {
            let progress = &self.progress;
            if progress.is_paused() && !progress.is_cancelled() {
                if until.is_some() {
                    return Step::Wait;
                }
                // On a thread: blocks until resumed or cancelled.
                progress.checkpoint();
            }
            if let Some(output) = self.work.part(until) {
                return Step::Done(output);
            }
            if until.is_some_and(|u| Instant::now() >= u) {
                return Step::Yield;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts to `last`, a part a number.
    struct Count {
        at: u32,
        last: u32,
    }

    impl PartWork for Count {
        type Output = u32;

        fn part(&mut self, _until: Option<Instant>) -> Option<u32> {
            self.at += 1;
            (self.at == self.last).then_some(self.at)
        }
    }

    #[test]
    fn test_parts_go_on_until_the_deadline_or_to_the_end() {
        let progress = Arc::new(Progress::default());
        let mut sliced = InParts::new(&progress, Count { at: 0, last: 3 });
        // A deadline already passed: one part, then the frame goes on.
        let past = Instant::now();
        assert_eq!(sliced.step(Some(past)), Step::Yield);
        assert_eq!(sliced.work.at, 1);
        // Paused: in slices it waits without doing a part.
        progress.pause();
        assert_eq!(sliced.step(Some(past)), Step::Wait);
        assert_eq!(sliced.work.at, 1);
        progress.resume();
        assert_eq!(sliced.step(Some(past)), Step::Yield);
        assert_eq!(sliced.step(Some(past)), Step::Done(3));
        // Without a deadline (a thread): to the end in one step.
        let mut whole = InParts::new(&progress, Count { at: 0, last: 5 });
        assert_eq!(whole.step(None), Step::Done(5));
    }
}
