//! The Solve view's run as resumable job work ([`Steps`]): the solver's
//! [`SolveRun`] resumed until each slice's deadline (on the web, between
//! frames, so the page never freezes) or to its end (on a thread of its own,
//! `until = None`: the same code path, blocking while paused as before). A
//! watched run carries the watch's observer; a run at full speed carries
//! none, so the search skips building its calls.

use std::sync::Arc;

use web_time::Instant;

use super::super::job::JobError;
use super::super::task::{Step, Steps};
use super::super::watch::WatchObserver;
use crate::model::Problem;
use crate::solver::{NoObserver, Observer, Progress, Settings, Solution, SolveRun};

/// A solve in flight, with or without the watch.
pub(super) enum SolveSteps {
    /// At full speed: nothing observes the search.
    Plain(SolveRun<NoObserver, Arc<Progress>>),
    /// In slow motion or single steps.
    Watched(SolveRun<WatchObserver, Arc<Progress>>),
}

impl SolveSteps {
    /// Solves `settings`: all four pieces, or with `problem` only that
    /// piece from its position; `observer` watches it, if given.
    pub(super) fn new(
        settings: &Settings,
        problem: Option<&Problem>,
        progress: Arc<Progress>,
        observer: Option<WatchObserver>,
    ) -> SolveSteps {
        match observer {
            Some(o) => SolveSteps::Watched(solve_run(settings, problem, progress, o)),
            None => SolveSteps::Plain(solve_run(settings, problem, progress, NoObserver)),
        }
    }
}

fn solve_run<O: Observer>(
    settings: &Settings,
    problem: Option<&Problem>,
    progress: Arc<Progress>,
    observer: O,
) -> SolveRun<O, Arc<Progress>> {
    match problem {
        Some(problem) => SolveRun::problem(settings, problem, progress, observer),
        None => SolveRun::all(settings, progress, observer),
    }
}

impl Steps for SolveSteps {
    type Output = Result<Solution, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        let (answer, progress) = match self {
            SolveSteps::Plain(run) => (run.resume(until), run.progress()),
            SolveSteps::Watched(run) => (run.resume(until), run.progress()),
        };
        match answer {
            Some(a) => Step::Done(a.map_err(JobError::from)),
            // Paused: no work until resume or cancel, which the window's
            // own frame (the click) polls.
            None if progress.is_paused() && !progress.is_cancelled() => Step::Wait,
            None => Step::Yield,
        }
    }
}
