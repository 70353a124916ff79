//! "Where does the bound break?": the paper's search run for a range of
//! bounds as one background [`Task`], its points arriving one by one while it
//! runs ([`Sweep`]). The window draws them as a chart.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use super::prefs::MAX_BOUND_PER_TILE;
use super::task::{Task, TaskError, Waker};
use crate::model::Rules;
use crate::solver::{Progress, SolveError, SweepPoint, sweep};

/// Bounds tried by default: from below the admissible 170 to past 225.
const DEFAULT_FROM: u32 = 160;
/// The last bound tried by default.
const DEFAULT_TO: u32 = 260;
/// The step between bounds by default.
const DEFAULT_STEP: u32 = 5;
/// The largest step offered.
pub const MAX_STEP: u32 = 100;

/// Why a sweep stopped early.
#[derive(Debug, thiserror::Error)]
pub enum SweepError {
    /// The rules cannot be solved.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// The sweep thread could not start or stopped unexpectedly.
    #[error(transparent)]
    Task(#[from] TaskError),
}

#[derive(Debug)]
struct Job {
    task: Task<Result<Vec<SweepPoint>, SolveError>>,
    points: Receiver<SweepPoint>,
}

/// The sweep's range, points and job.
#[derive(Debug)]
pub struct Sweep {
    from: u32,
    to: u32,
    step: u32,
    points: Vec<SweepPoint>,
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
            points: Vec::new(),
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

    /// The points so far.
    #[must_use]
    pub fn points(&self) -> &[SweepPoint] {
        &self.points
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
    /// any sweep in progress first).
    pub fn start(&mut self, rules: Rules, waker: &Waker) {
        self.job = None;
        self.points.clear();
        self.error = None;
        if let Err(e) = rules.validate() {
            self.error = Some(SolveError::from(e).into());
            return;
        }
        let (from, to) = (self.from.min(self.to), self.to.max(self.from));
        let step = usize::try_from(self.step.max(1)).unwrap_or(1);
        let progress = Arc::new(Progress::default());
        let (tx, points) = mpsc::channel();
        let (p, wake) = (Arc::clone(&progress), Arc::clone(waker));
        let spawned = Task::spawn("sweep", Arc::clone(waker), move || {
            sweep(&rules, (from..=to).step_by(step), &p, |point| {
                tx.send(*point).ok();
                wake();
            })
        });
        match spawned {
            Ok(task) => {
                let task = task.on_cancel(move || progress.cancel());
                self.rules = Some(rules);
                self.job = Some(Job { task, points });
            }
            Err(e) => self.error = Some(e.into()),
        }
    }

    /// Stops a running sweep (the points so far stay).
    pub fn stop(&mut self) {
        self.job = None;
    }

    /// Takes the points that have arrived, and the end of the sweep.
    pub fn poll(&mut self) {
        let Some(job) = &mut self.job else { return };
        self.points.extend(job.points.try_iter());
        match job.task.poll() {
            None => {}
            Some(outcome) => {
                // Points sent just before the end.
                self.points.extend(job.points.try_iter());
                self.error = match outcome {
                    Ok(Ok(_)) | Ok(Err(SolveError::Cancelled(_))) => None,
                    Ok(Err(e)) => Some(e.into()),
                    Err(e) => Some(e.into()),
                };
                self.job = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::task::no_waker;
    use std::time::{Duration, Instant};

    #[test]
    fn test_points_arrive_and_the_job_ends() {
        let mut s = Sweep::default();
        s.set_range(300, 320, 10);
        assert_eq!(s.bounds(), 3);
        s.start(Rules::paper(), &no_waker());
        let deadline = Instant::now() + Duration::from_secs(60);
        while s.is_running() {
            assert!(Instant::now() < deadline);
            s.poll();
            std::thread::sleep(Duration::from_millis(2));
        }
        let bounds: Vec<u32> = s.points().iter().map(|p| p.bound).collect();
        assert_eq!(bounds, [300, 310, 320]);
        assert!(s.error().is_none());
    }

    #[test]
    fn test_range_is_kept_within_what_the_panel_offers() {
        let mut s = Sweep::default();
        s.set_range(5_000, u32::MAX, 0);
        assert_eq!(s.range(), (MAX_BOUND_PER_TILE, MAX_BOUND_PER_TILE, 1));
    }
}
