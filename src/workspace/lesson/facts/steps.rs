//! The lesson's facts as resumable job work ([`Steps`]): the ones that are
//! the paper's search (the Bound slide's sweep and bisection, a bound's
//! point, the answer) resumed until each slice's deadline on the web, or to
//! their end on a thread; the others (counts, games, the DP) computed whole
//! in one step, as before.

use std::sync::Arc;

use web_time::Instant;

use super::{Facts, FactsKey, SweepFacts, compute, sweep_plan};
use crate::solver::{NoObserver, Progress, SolveRun, SweepError, SweepPlan};
use crate::workspace::job::JobError;
use crate::workspace::sweep::{Event, Solves, SweepSteps, solves};
use crate::workspace::task::{Step, Steps};

/// A fact being computed.
pub(in crate::workspace::lesson) enum FactsSteps {
    /// The Bound slide's sweep and its bisection.
    Sweep {
        plan: SweepPlan,
        steps: Box<SweepSteps<fn(Event)>>,
    },
    /// The paper's search at one bound.
    BoundPoint(Box<Solves>, u32),
    /// The answer at the key's settings.
    Answer(Box<SolveRun<NoObserver, Arc<Progress>>>),
    /// Any other fact, computed whole at its one step (`None` once done).
    Whole(Option<FactsKey>, Arc<Progress>),
}

/// The lesson reads a sweep's points at its end, not as they come.
fn unheard(_: Event) {}

impl FactsSteps {
    /// Starts computing `key`.
    pub(in crate::workspace::lesson) fn new(key: FactsKey, progress: Arc<Progress>) -> FactsSteps {
        match key {
            FactsKey::Sweep(rules) => match sweep_plan() {
                Ok(plan) => FactsSteps::Sweep {
                    plan,
                    steps: Box::new(SweepSteps::new(
                        &rules,
                        plan.bounds(),
                        progress,
                        unheard as fn(Event),
                    )),
                },
                // Refused at its step, worded as before.
                Err(_) => FactsSteps::Whole(Some(key), progress),
            },
            FactsKey::BoundPoint(rules, bound) => {
                FactsSteps::BoundPoint(Box::new(solves(&rules, [bound], progress)), bound)
            }
            FactsKey::Answer(settings) => {
                FactsSteps::Answer(Box::new(SolveRun::all(&settings, progress, NoObserver)))
            }
            key => FactsSteps::Whole(Some(key), progress),
        }
    }

    fn advance(&mut self, until: Option<Instant>) -> Option<Result<Facts, JobError>> {
        Some(match self {
            FactsSteps::Sweep { plan, steps } => match steps.step(until) {
                Step::Done(findings) => findings.map(|findings| {
                    Facts::Sweep(SweepFacts {
                        plan: *plan,
                        points: steps.points().to_vec(),
                        findings,
                    })
                }),
                Step::Yield | Step::Wait => return None,
            },
            FactsSteps::BoundPoint(run, bound) => match run.resume(until)? {
                // One bound asked, one point answered.
                Ok(points) => {
                    points
                        .into_iter()
                        .next()
                        .map(Facts::BoundPoint)
                        .ok_or(JobError::Sweep(SweepError::EmptyRange {
                            from: *bound,
                            to: *bound,
                        }))
                }
                Err(e) => Err(e.into()),
            },
            FactsSteps::Answer(run) => match run.resume(until)? {
                Ok(solution) => Ok(Facts::Answer(Box::new(solution))),
                Err(e) => Err(e.into()),
            },
            FactsSteps::Whole(key, progress) => compute(key.take()?, progress),
        })
    }
}

impl Steps for FactsSteps {
    type Output = Result<Facts, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        self.advance(until).map_or(Step::Yield, Step::Done)
    }
}
