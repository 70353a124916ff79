//! The bound sweep as resumable job work ([`Steps`]): the plan's bounds
//! solved one after another ([`SweepRun`]), then every switch among them
//! narrowed by bisection, each bound the bisection asks for solved the same
//! resumable way. Resumed until each slice's deadline (the web, between
//! frames) or to its end (a thread, `until = None`); the points and findings
//! are those of the solver's blocking [`crate::solver::sweep`] and
//! [`crate::solver::refine`].
//!
//! The bisection ([`refine_with`]) asks for one bound at a time and decides
//! the next from the answer. It is replayed over the bounds solved so far:
//! asked for one not solved yet, the replay stops and that bound's solve
//! begins; solved, the replay runs again (a pure computation over a few
//! dozen points) and gets one step further, in the same order as the
//! blocking bisection.

use std::sync::Arc;

use web_time::Instant;

use super::super::job::JobError;
use super::super::task::{Step, Steps};
use super::Event;
use crate::model::{MoveTable, Rules};
use crate::solver::{
    Findings, Progress, SolveError, SweepPoint, SweepRun, admissible_bound, refine_with,
};

/// Solves some bounds, one after another, resumably; the points are read
/// from [`SweepRun::points`] or its answer, not through its callback.
pub(in crate::workspace) type Solves = SweepRun<Arc<Progress>, fn(&SweepPoint)>;

/// The paper's search at each of `bounds` under `rules`, resumably.
pub(in crate::workspace) fn solves(
    rules: &Rules,
    bounds: impl IntoIterator<Item = u32>,
    progress: Arc<Progress>,
) -> Solves {
    SweepRun::new(rules, bounds, progress, unseen)
}

fn unseen(_: &SweepPoint) {}

/// A sweep in flight; `report` hears each point and probe as it comes.
pub(in crate::workspace) struct SweepSteps<R> {
    rules: Rules,
    progress: Arc<Progress>,
    /// The plan's bounds, in order.
    sweep: Solves,
    /// How many of the plan's points were reported.
    reported: usize,
    /// The plan's points, once every bound is solved.
    points: Option<Vec<SweepPoint>>,
    /// The bisection: the largest admissible bound and the bounds solved so far.
    admissible: f64,
    probes: Vec<SweepPoint>,
    /// The bound the bisection waits for, being solved.
    probe: Option<Solves>,
    report: R,
}

impl<R: FnMut(Event)> SweepSteps<R> {
    /// A sweep of `bounds` under `rules`, then its bisection.
    pub(in crate::workspace) fn new(
        rules: &Rules,
        bounds: impl IntoIterator<Item = u32>,
        progress: Arc<Progress>,
        report: R,
    ) -> SweepSteps<R> {
        SweepSteps {
            rules: *rules,
            sweep: solves(rules, bounds, Arc::clone(&progress)),
            progress,
            reported: 0,
            points: None,
            admissible: 0.0,
            probes: Vec::new(),
            probe: None,
            report,
        }
    }

    /// The plan's points, once every bound of the plan is solved.
    pub(in crate::workspace) fn points(&self) -> &[SweepPoint] {
        self.points.as_deref().unwrap_or_default()
    }

    /// Goes on until the findings (`Some`) or a yield (`None`).
    fn advance(&mut self, until: Option<Instant>) -> Option<Result<Findings, SolveError>> {
        if self.points.is_none() {
            let answer = self.sweep.resume(until);
            for p in self.sweep.points().get(self.reported..).unwrap_or_default() {
                (self.report)(Event::Point(*p));
            }
            self.reported = self.sweep.points().len();
            match answer? {
                Ok(points) => self.points = Some(points),
                Err(e) => return Some(Err(e)),
            }
            self.admissible = admissible_bound(&MoveTable::new(&self.rules));
        }
        loop {
            if let Some(probe) = &mut self.probe {
                // One bound asked, one point answered.
                let solved = match probe.resume(until)? {
                    Ok(solved) => solved,
                    Err(e) => return Some(Err(e)),
                };
                for p in solved {
                    (self.report)(Event::Probe(p));
                    self.probes.push(p);
                }
                self.probe = None;
            }
            let points = self.points.as_deref().unwrap_or_default();
            let known = &self.probes;
            let replay = refine_with(points, self.admissible, |bound| {
                known
                    .iter()
                    .find(|p| p.bound == bound)
                    .copied()
                    .ok_or(bound)
            });
            match replay {
                Ok(findings) => return Some(Ok(findings)),
                Err(bound) => {
                    let progress = Arc::clone(&self.progress);
                    self.probe = Some(solves(&self.rules, [bound], progress));
                }
            }
        }
    }
}

impl<R: FnMut(Event) + Send + 'static> Steps for SweepSteps<R> {
    type Output = Result<Findings, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        match self.advance(until) {
            Some(a) => Step::Done(a.map_err(JobError::from)),
            None if self.progress.is_paused() && !self.progress.is_cancelled() => Step::Wait,
            None => Step::Yield,
        }
    }
}
