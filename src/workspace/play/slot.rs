//! A result the Play mode solves once per set of rules on a background
//! [`Job`] ([`Solving`]): kept while the rules hold, solved again when they
//! change, a failure kept (and named) for the rules it failed under. The
//! fair-die optimum and the whole game's cost-to-go each sit in one.

use std::sync::Arc;

use super::SolveProgress;
use crate::game::GameError;
use crate::model::Rules;
use crate::solver::Progress;
use crate::workspace::job::{Job, JobError};
use crate::workspace::task::Waker;

/// Where a solved result is.
#[derive(Clone, Copy, Debug)]
pub enum SolveStatus<'a, T> {
    /// Not asked for.
    Idle,
    /// Being solved.
    Computing(SolveProgress),
    /// Solved.
    Ready(&'a T),
    /// It could not be solved: why.
    Failed(&'a JobError),
}

/// One result per set of rules; see the module docs.
#[derive(Debug)]
pub struct Solving<T> {
    solved: Option<(Rules, Arc<T>)>,
    failed: Option<(Rules, JobError)>,
    job: Option<(Rules, Job<Result<T, JobError>>)>,
}

impl<T> Default for Solving<T> {
    fn default() -> Self {
        Solving {
            solved: None,
            failed: None,
            job: None,
        }
    }
}

impl<T: Send + Sync + 'static> Solving<T> {
    /// The result's state.
    #[must_use]
    pub fn status(&self) -> SolveStatus<'_, T> {
        if let Some((_, s)) = &self.solved {
            return SolveStatus::Ready(s);
        }
        if let Some((_, why)) = &self.failed {
            return SolveStatus::Failed(why);
        }
        match &self.job {
            Some((_, job)) => {
                let snap = job.progress().snapshot();
                SolveStatus::Computing(SolveProgress {
                    positions: snap.expanded,
                    solved: snap.calls,
                    elapsed: job.elapsed(),
                })
            }
            None => SolveStatus::Idle,
        }
    }

    /// The result, once solved.
    #[must_use]
    pub fn get(&self) -> Option<&T> {
        self.solved.as_ref().map(|(_, s)| &**s)
    }

    /// Is it being solved?
    #[must_use]
    pub fn is_computing(&self) -> bool {
        self.job.is_some()
    }

    /// Asks for the result under `rules`: kept if solved (or failed) under
    /// them, else solved by `solve` on a job called `name` (an older job is
    /// dropped, which cancels and joins it). True if a result for other
    /// rules was dropped.
    pub fn sync(
        &mut self,
        rules: Rules,
        waker: &Waker,
        name: &str,
        solve: fn(Rules, &Progress) -> Result<T, GameError>,
    ) -> bool {
        let dropped = self.solved.as_ref().is_some_and(|(r, _)| *r != rules);
        if dropped {
            self.solved = None;
        }
        if self.failed.as_ref().is_some_and(|(r, _)| *r != rules) {
            self.failed = None;
        }
        if self.solved.is_none()
            && self.failed.is_none()
            && self.job.as_ref().is_none_or(|(r, _)| *r != rules)
        {
            self.job = None;
            match Job::spawn(name, waker, Progress::default(), move |p| {
                solve(rules, p).map_err(JobError::from)
            }) {
                Ok(job) => self.job = Some((rules, job)),
                Err(e) => self.failed = Some((rules, e.into())),
            }
        }
        dropped
    }

    /// Takes in a finished job.
    pub fn poll(&mut self) -> Polled<'_, T> {
        let Some((rules, job)) = self.job.as_mut() else {
            return Polled::Nothing;
        };
        let Some(result) = job.poll_result() else {
            return Polled::Nothing;
        };
        let rules = *rules;
        self.job = None;
        match result {
            Ok(solved) => Polled::Solved(&self.solved.insert((rules, Arc::new(solved))).1),
            Err(e) => {
                self.failed = Some((rules, e));
                Polled::Failed
            }
        }
    }
}

/// What [`Solving::poll`] found.
#[derive(Debug)]
pub enum Polled<'a, T> {
    /// No job ended.
    Nothing,
    /// The job solved it.
    Solved(&'a T),
    /// The job failed; the failure is kept.
    Failed,
}

impl<T> Polled<'_, T> {
    /// Did a job end?
    #[must_use]
    pub fn arrived(&self) -> bool {
        !matches!(self, Polled::Nothing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GoalRule;

    /// Fails under the free goal row, else gives the spacing.
    fn spacing(rules: Rules, _: &Progress) -> Result<u32, GameError> {
        match rules.goal_rule {
            GoalRule::Free => Err(GameError::Pieces(0)),
            _ => Ok(rules.spacing),
        }
    }

    /// Polls until a job has ended; true if it solved.
    fn ended(slot: &mut Solving<u32>) -> bool {
        let deadline = web_time::Instant::now() + std::time::Duration::from_secs(60);
        loop {
            match slot.poll() {
                Polled::Nothing => {}
                Polled::Solved(_) => return true,
                Polled::Failed => return false,
            }
            assert!(web_time::Instant::now() < deadline, "never ended");
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
    }

    #[test]
    fn test_a_result_is_kept_per_rules_and_a_failure_only_for_its_rules() {
        let waker = crate::workspace::task::no_waker();
        let mut slot = Solving::<u32>::default();
        assert!(matches!(slot.status(), SolveStatus::Idle));
        let paper = Rules::paper();
        assert!(!slot.sync(paper, &waker, "t", spacing));
        assert!(slot.is_computing());
        assert!(ended(&mut slot));
        assert_eq!(slot.get(), Some(&paper.spacing));
        // The same rules: kept, nothing solved again.
        assert!(!slot.sync(paper, &waker, "t", spacing));
        assert!(!slot.is_computing() && slot.get().is_some());
        // Other rules: the result is dropped and solved again; this one fails.
        let free = Rules {
            goal_rule: GoalRule::Free,
            ..paper
        };
        assert!(slot.sync(free, &waker, "t", spacing));
        assert!(!ended(&mut slot));
        assert!(matches!(slot.status(), SolveStatus::Failed(_)));
        // The failure stays for its rules and is not tried again…
        slot.sync(free, &waker, "t", spacing);
        assert!(!slot.is_computing());
        // …and goes when the rules change back.
        slot.sync(paper, &waker, "t", spacing);
        assert!(slot.is_computing() && ended(&mut slot));
    }
}
