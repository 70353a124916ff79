//! "Where does the bound break?": the paper's search run for a range of
//! bounds as one background [`Task`], its points arriving one by one while it
//! runs, then the exact break found by bisection between the last bound that
//! kept the optimum and the next one tried ([`Sweep`]), as `maedn sweep` does
//! (issue 8.6). The window draws the points as a chart and says what was tried
//! ([`crate::report::sweep_summary`]).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use super::prefs::MAX_BOUND_PER_TILE;
use super::task::{Task, TaskError, Waker};
use crate::model::Rules;
use crate::solver::{BreakPoint, Progress, SolveError, SweepPlan, SweepPoint, find_break, sweep};

/// Bounds tried by default: from below the admissible 170 to past 225.
const DEFAULT_FROM: u32 = 160;
/// The last bound tried by default.
const DEFAULT_TO: u32 = 260;
/// The step between bounds by default.
const DEFAULT_STEP: u32 = 5;
/// The largest step offered.
pub const MAX_STEP: u32 = 100;

/// Why a sweep stopped early or did not start.
#[derive(Debug, thiserror::Error)]
pub enum SweepError {
    /// The range cannot be run (too many solves).
    #[error(transparent)]
    Range(#[from] crate::solver::SweepError),
    /// The rules cannot be solved.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// The sweep thread could not start or stopped unexpectedly.
    #[error(transparent)]
    Task(#[from] TaskError),
}

/// What the sweep thread reports as it goes.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// A bound of the plan was solved.
    Point(SweepPoint),
    /// A bound between two of the plan's was solved by the bisection.
    Probe(SweepPoint),
}

#[derive(Debug)]
struct Job {
    task: Task<Result<Option<BreakPoint>, SolveError>>,
    events: Receiver<Event>,
}

/// The sweep's range, points, break point and job.
#[derive(Debug)]
pub struct Sweep {
    from: u32,
    to: u32,
    step: u32,
    /// The plan of the last sweep started.
    plan: Option<SweepPlan>,
    points: Vec<SweepPoint>,
    probes: Vec<SweepPoint>,
    found: Option<BreakPoint>,
    /// Has the last sweep run to its end (bisection included)?
    complete: bool,
    rules: Option<Rules>,
    job: Option<Job>,
    error: Option<SweepError>,
}

impl Default for Sweep {
    fn default() -> Self {
        Sweep {
            from: DEFAULT_FROM,
            to: DEFAULT_TO,
            step: DEFAULT_STEP,
            plan: None,
            points: Vec::new(),
            probes: Vec::new(),
            found: None,
            complete: false,
            rules: None,
            job: None,
            error: None,
        }
    }
}

impl Sweep {
    /// Is a sweep running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// The range: first bound, last bound, step.
    #[must_use]
    pub fn range(&self) -> (u32, u32, u32) {
        (self.from, self.to, self.step)
    }

    /// How many bounds the range holds.
    #[must_use]
    pub fn bounds(&self) -> u32 {
        self.to.saturating_sub(self.from) / self.step.max(1) + 1
    }

    /// Sets the bounds tried: `from`, `from + step`, … up to `to`.
    pub fn set_range(&mut self, from: u32, to: u32, step: u32) {
        (self.from, self.to, self.step) = (
            from.min(MAX_BOUND_PER_TILE),
            to.min(MAX_BOUND_PER_TILE),
            step.clamp(1, MAX_STEP),
        );
    }

    /// The plan of the last sweep started: what it tries.
    #[must_use]
    pub fn plan(&self) -> Option<SweepPlan> {
        self.plan
    }

    /// The plan's points so far.
    #[must_use]
    pub fn points(&self) -> &[SweepPoint] {
        &self.points
    }

    /// The bounds the bisection solved so far.
    #[must_use]
    pub fn probes(&self) -> &[SweepPoint] {
        &self.probes
    }

    /// The exact break point, once the bisection has found it.
    #[must_use]
    pub fn found(&self) -> Option<&BreakPoint> {
        self.found.as_ref()
    }

    /// Has the last sweep run to its end, bisection included?
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The rules of the last sweep started.
    #[must_use]
    pub fn rules(&self) -> Option<&Rules> {
        self.rules.as_ref()
    }

    /// Why the last sweep stopped early, if it did.
    #[must_use]
    pub fn error(&self) -> Option<&SweepError> {
        self.error.as_ref()
    }

    /// Starts a sweep under `rules` with the range (cancelling and joining
    /// any sweep in progress first): the plan's bounds in order, then the
    /// bisection to the exact break.
    pub fn start(&mut self, rules: Rules, waker: &Waker) {
        self.job = None;
        self.points.clear();
        self.probes.clear();
        self.found = None;
        self.complete = false;
        self.error = None;
        self.plan = None;
        let plan = match SweepPlan::new(self.from.min(self.to), self.to.max(self.from), self.step) {
            Ok(plan) => plan,
            Err(e) => {
                self.error = Some(e.into());
                return;
            }
        };
        if let Err(e) = rules.validate() {
            self.error = Some(SolveError::from(e).into());
            return;
        }
        let progress = Arc::new(Progress::default());
        let (tx, events) = mpsc::channel();
        let (p, wake) = (Arc::clone(&progress), Arc::clone(waker));
        let spawned = Task::spawn("sweep", Arc::clone(waker), move || {
            let points = sweep(&rules, plan.bounds(), &p, |point| {
                tx.send(Event::Point(*point)).ok();
                wake();
            })?;
            find_break(&rules, &points, &p, |probe| {
                tx.send(Event::Probe(*probe)).ok();
                wake();
            })
        });
        match spawned {
            Ok(task) => {
                let task = task.on_cancel(move || progress.cancel());
                self.rules = Some(rules);
                self.plan = Some(plan);
                self.job = Some(Job { task, events });
            }
            Err(e) => self.error = Some(e.into()),
        }
    }

    /// Stops a running sweep (the points so far stay).
    pub fn stop(&mut self) {
        self.job = None;
    }

    fn take_events(&mut self) {
        let Some(job) = &self.job else { return };
        for event in job.events.try_iter() {
            match event {
                Event::Point(p) => self.points.push(p),
                Event::Probe(p) => self.probes.push(p),
            }
        }
    }

    /// Takes the points that have arrived, and the end of the sweep.
    pub fn poll(&mut self) {
        self.take_events();
        let Some(job) = &mut self.job else { return };
        let Some(outcome) = job.task.poll() else {
            return;
        };
        // Points sent just before the end.
        self.take_events();
        self.job = None;
        match outcome {
            Ok(Ok(found)) => {
                self.found = found;
                self.complete = true;
            }
            Ok(Err(SolveError::Cancelled(_))) => {}
            Ok(Err(e)) => self.error = Some(e.into()),
            Err(e) => self.error = Some(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::task::no_waker;
    use std::time::{Duration, Instant};

    fn finish(s: &mut Sweep) {
        let deadline = Instant::now() + Duration::from_secs(120);
        while s.is_running() {
            assert!(Instant::now() < deadline);
            s.poll();
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn test_points_arrive_and_the_job_ends() {
        let mut s = Sweep::default();
        s.set_range(300, 320, 10);
        assert_eq!(s.bounds(), 3);
        s.start(Rules::paper(), &no_waker());
        finish(&mut s);
        let bounds: Vec<u32> = s.points().iter().map(|p| p.bound).collect();
        assert_eq!(bounds, [300, 310, 320]);
        assert!(s.error().is_none() && s.is_complete());
        // Nothing kept the optimum here, so there is nothing to bisect.
        assert!(s.found().is_none() && s.probes().is_empty());
    }

    /// Issue 8.6: a coarse sweep finds the exact break by bisection.
    #[test]
    fn test_a_coarse_sweep_finds_the_exact_break() {
        let mut s = Sweep::default();
        s.set_range(220, 230, 10);
        s.start(Rules::paper(), &no_waker());
        finish(&mut s);
        let b = s.found().expect("a break between 220 and 230");
        assert_eq!((b.last_good.bound, b.first_bad.bound), (225, 226));
        assert_eq!(s.probes().len(), b.probes.len());
        assert_eq!(s.plan().map(SweepPlan::count), Some(2));
    }

    #[test]
    fn test_range_is_kept_within_what_the_panel_offers() {
        let mut s = Sweep::default();
        s.set_range(5_000, u32::MAX, 0);
        assert_eq!(s.range(), (MAX_BOUND_PER_TILE, MAX_BOUND_PER_TILE, 1));
    }

    #[test]
    fn test_too_many_solves_are_refused_before_starting() {
        let mut s = Sweep::default();
        s.set_range(0, 2_000, 1);
        s.start(Rules::paper(), &no_waker());
        assert!(!s.is_running());
        assert!(matches!(s.error(), Some(SweepError::Range(_))));
    }
}
