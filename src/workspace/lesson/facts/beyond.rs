//! Slide Beyond's numbers as a run in parts ([`BeyondRun`]): the exact DP
//! solved once through the solver (with its checks), then timed alone over
//! [`DP_TIMING_RUNS`] runs in batches of [`TIMING_BATCH`], then each goal's
//! backwards map. Each part is a step; the timing stops between two batches
//! when a slice's deadline has passed, so on the web the page paints between
//! them. The time is the sum of the batches' own times (the checks and the
//! gaps between slices are outside them) over the runs: the mean time of one
//! run of the four pieces' DP, with its move table, cut or not.

use std::time::Duration;

use web_time::Instant;

use super::{BeyondFacts, DP_TIMING_RUNS};
use crate::model::{MoveTable, Problem, Rules};
use crate::solver::{
    Algorithm, Cancelled, Check, NoObserver, Progress, Settings, Solution, dp, retro_all, solve,
};
use crate::workspace::job::JobError;

/// Timed runs between two checks of a slice's deadline (and of cancel).
pub const TIMING_BATCH: u32 = 25;

/// Where a run stands.
#[derive(Debug)]
enum Stage {
    /// The solve through the solver, next.
    Solve,
    /// The timed runs: `runs` done so far, their own time `busy`.
    Time {
        solution: Box<Solution>,
        runs: u32,
        busy: Duration,
    },
    /// The backwards maps, next.
    Retro {
        solution: Box<Solution>,
        dp_time: Duration,
    },
    /// Answered (or failed).
    Spent,
}

/// Slide Beyond's numbers in progress; see the module docs.
#[derive(Debug)]
pub struct BeyondRun {
    rules: Rules,
    /// The four pieces' problems the timing solves.
    problems: Vec<Problem>,
    stage: Stage,
}

impl BeyondRun {
    /// A run under `rules`, nothing done yet.
    #[must_use]
    pub fn new(rules: Rules) -> BeyondRun {
        BeyondRun {
            rules,
            problems: (1..=4).filter_map(Problem::piece).collect(),
            stage: Stage::Solve,
        }
    }

    /// Runs every part at once (waiting while paused).
    pub fn run(rules: Rules, progress: &Progress) -> Result<BeyondFacts, JobError> {
        let mut run = BeyondRun::new(rules);
        loop {
            if let Some(out) = run.resume(progress, None) {
                return out;
            }
        }
    }

    /// Goes on until the numbers (`Some`; the run is spent then), a failure
    /// or cancel (`Some(Err)`), or the deadline `until` has passed at a
    /// check (`None`; without one it never stops early). A check comes
    /// before each unit of work (the solve, a batch of timed runs, the
    /// maps) but the first after a resume, so a deadline that has always
    /// passed still lets one unit run per resume.
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<BeyondFacts, JobError>> {
        let mut first = true;
        loop {
            if !first {
                match progress.check(until) {
                    Check::Go => {}
                    Check::Yield => return None,
                    Check::Stop => return Some(Err(Cancelled.into())),
                }
            }
            first = false;
            if let Some(out) = self.unit(progress) {
                return Some(out);
            }
        }
    }

    /// One unit of work: the answer at the end (or a failure), `None`
    /// before.
    fn unit(&mut self, progress: &Progress) -> Option<Result<BeyondFacts, JobError>> {
        self.stage =
            match std::mem::replace(&mut self.stage, Stage::Spent) {
                Stage::Solve => {
                    let settings = Settings {
                        algorithm: Algorithm::Dp,
                        rules: self.rules,
                        ..Settings::default()
                    };
                    match solve(&settings, progress, NoObserver) {
                        Ok(solution) => Stage::Time {
                            solution: Box::new(solution),
                            runs: 0,
                            busy: Duration::ZERO,
                        },
                        Err(e) => return Some(Err(e.into())),
                    }
                }
                Stage::Time {
                    solution,
                    runs,
                    busy,
                } => {
                    let batch = TIMING_BATCH.min(DP_TIMING_RUNS.saturating_sub(runs));
                    let (runs, busy) = (runs + batch, busy + self.time(batch));
                    if runs < DP_TIMING_RUNS {
                        Stage::Time {
                            solution,
                            runs,
                            busy,
                        }
                    } else {
                        Stage::Retro {
                            solution,
                            dp_time: busy / DP_TIMING_RUNS,
                        }
                    }
                }
                Stage::Retro { solution, dp_time } => {
                    return Some(retro_all(&self.rules).map_err(Into::into).map(|retro| {
                        BeyondFacts {
                            solution: *solution,
                            dp_time,
                            retro,
                        }
                    }));
                }
                // Resumed after its answer (a job never does): nothing left.
                Stage::Spent => return Some(Err(Cancelled.into())),
            };
        None
    }

    /// Runs the four pieces' DP, each time with a new move table, `runs`
    /// times: their own time, nothing else inside it.
    fn time(&self, runs: u32) -> Duration {
        let started = Instant::now();
        for _ in 0..runs {
            let table = MoveTable::new(&self.rules);
            for p in &self.problems {
                // black_box: the timed work must not be optimised away.
                std::hint::black_box(dp(&table, std::hint::black_box(p)));
            }
        }
        started.elapsed()
    }
}
