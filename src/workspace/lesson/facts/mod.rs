//! The numbers the lesson's slides show that take more than a moment to
//! compute, each named by the settings it is computed at ([`FactsKey`]) and
//! computed by the engine ([`compute`]) on a background task (see
//! [`super::cache`]); the paper's searches and the whole game's programmes
//! among them are resumable (`steps.rs`), so on the web they run between
//! frames. Nothing here is written down: every figure is the
//! engine's answer at the key's settings.

use std::time::Duration;

use crate::game::{
    ChosenGame, FairOptimum, GameError, GameRules, PlayOut, PlayRun, RandomPlay, shortest_game,
};
use crate::model::Rules;
use crate::solver::{
    Counts, Findings, NoObserver, Progress, Retro, Settings, Solution, SweepError, SweepPlan,
    SweepPoint, count_all, refine, solve, sweep,
};
use crate::workspace::job::JobError;
use beyond::BeyondRun;
pub(super) use steps::FactsSteps;

mod beyond;
mod steps;

/// The bounds the Bound slide sweeps (units per tile), every one: from where
/// the paper's board still keeps the optimum, across where it is lost, given
/// back and lost again. Bounds this large prune so much that the 131 solves
/// take about half a second in a release build (smaller bounds take far
/// longer each).
pub const SWEEP_FROM: u32 = 220;
/// The largest bound swept.
pub const SWEEP_TO: u32 = 350;
/// The step of the sweep: every bound, so every switch is seen in range.
pub const SWEEP_STEP: u32 = 1;
/// Ordinary games simulated on the Ordinary slide (the exact expectation is
/// computed, the simulation checks it).
pub const ORDINARY_GAMES: u64 = 2_000;
/// The seed of that simulation (the same games every time).
pub const ORDINARY_SEED: u64 = 1;
/// How often the DP is repeated to time it (one run takes microseconds,
/// shorter than the clock's resolution is reliable for).
pub const DP_TIMING_RUNS: u32 = 1_000;

/// What to compute, and at which settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FactsKey {
    /// Every move sequence from A to each goal, counted (slide Size).
    Count(Rules),
    /// The paper's search over `SWEEP_FROM..=SWEEP_TO` and where it keeps
    /// and loses the optimum (slide Bound).
    Sweep(Rules),
    /// The paper's search at one bound per tile (slide Bound's slider).
    BoundPoint(Rules, u32),
    /// A solve of all four pieces with these settings, checked by the DP
    /// (slide Answer; the paper's settings).
    Answer(Settings),
    /// The shortest legal four-piece game (slide Whole).
    Whole(Rules),
    /// An ordinary game, exactly and simulated, the quickest game and the
    /// best player with a fair die (slide Ordinary).
    Ordinary(Rules),
    /// The exact DP, its solution, its time, and each goal's backwards map
    /// (slide Beyond).
    Beyond(Rules),
}

/// The sweep of the Bound slide.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepFacts {
    /// The bounds tried.
    pub plan: SweepPlan,
    /// One point per bound tried.
    pub points: Vec<SweepPoint>,
    /// What the points establish: every switch, the runs that keep the
    /// optimum.
    pub findings: Findings,
}

/// The Ordinary slide's numbers: an ordinary game (exactly and simulated,
/// with the shortest and the quickest game) and the best player with a fair
/// die, the number between the shortest game and an ordinary one.
#[derive(Clone, Debug)]
pub struct OrdinaryFacts {
    /// An ordinary game, the shortest and the quickest.
    pub play: RandomPlay,
    /// The best player with a fair die: expected units of the whole game.
    pub fair_units: f64,
    /// Its standard deviation.
    pub fair_sd: f64,
    /// The best player with a fair die itself: *Your turn* plays against
    /// it under the same rules instead of solving it again.
    pub fair: std::sync::Arc<FairOptimum>,
}

impl PartialEq for OrdinaryFacts {
    /// The same numbers (the optimum behind them is the same when they are).
    fn eq(&self, other: &Self) -> bool {
        self.play == other.play
            && self.fair_units == other.fair_units
            && self.fair_sd == other.fair_sd
    }
}

/// The exact DP under one set of rules.
#[derive(Clone, Debug, PartialEq)]
pub struct BeyondFacts {
    /// Its solution (four pieces, the start field, the total).
    pub solution: Solution,
    /// The four pieces' DP (with its move table), timed over
    /// [`DP_TIMING_RUNS`] runs in batches: the batches' own time over the
    /// runs.
    pub dp_time: Duration,
    /// Every tile's shortest way to each goal, solved backwards.
    pub retro: Retro,
}

/// A computed answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Facts {
    /// See [`FactsKey::Count`].
    Count(Counts),
    /// See [`FactsKey::Sweep`].
    Sweep(SweepFacts),
    /// See [`FactsKey::BoundPoint`].
    BoundPoint(SweepPoint),
    /// See [`FactsKey::Answer`].
    Answer(Box<Solution>),
    /// See [`FactsKey::Whole`].
    Whole(Box<ChosenGame>),
    /// See [`FactsKey::Ordinary`].
    Ordinary(Box<OrdinaryFacts>),
    /// See [`FactsKey::Beyond`].
    Beyond(Box<BeyondFacts>),
}

/// The sweep's range.
///
/// # Errors
/// Never for the constants above; a changed constant that makes an empty or
/// huge range is reported, not run.
pub fn sweep_plan() -> Result<SweepPlan, SweepError> {
    SweepPlan::new(SWEEP_FROM, SWEEP_TO, SWEEP_STEP)
}

/// Computes `key` with the engine; `progress` carries cancellation.
pub fn compute(key: FactsKey, progress: &Progress) -> Result<Facts, JobError> {
    Ok(match key {
        FactsKey::Count(rules) => Facts::Count(count_all(&rules, crate::model::Tile::A, progress)?),
        FactsKey::Sweep(rules) => {
            let plan = sweep_plan()?;
            let points = sweep(&rules, plan.bounds(), progress, |_| {})?;
            let findings = refine(&rules, &points, progress, |_| {})?;
            Facts::Sweep(SweepFacts {
                plan,
                points,
                findings,
            })
        }
        FactsKey::BoundPoint(rules, bound) => {
            let points = sweep(&rules, [bound], progress, |_| {})?;
            let point = points.into_iter().next().ok_or(SweepError::EmptyRange {
                from: bound,
                to: bound,
            })?;
            Facts::BoundPoint(point)
        }
        FactsKey::Answer(settings) => {
            Facts::Answer(Box::new(solve(&settings, progress, NoObserver)?))
        }
        FactsKey::Whole(rules) => {
            Facts::Whole(Box::new(shortest_game(&GameRules::new(&rules)?, progress)?))
        }
        FactsKey::Ordinary(rules) => {
            let out = PlayRun::run(&rules, ORDINARY_GAMES, ORDINARY_SEED, true, progress)?;
            Facts::Ordinary(Box::new(ordinary_facts(out)?))
        }
        FactsKey::Beyond(rules) => Facts::Beyond(Box::new(BeyondRun::run(rules, progress)?)),
    })
}

/// The Ordinary slide's numbers from a run that was asked for the fair die.
fn ordinary_facts(out: PlayOut) -> Result<OrdinaryFacts, JobError> {
    let fair = out.fair.ok_or(GameError::NoGame)?;
    Ok(OrdinaryFacts {
        play: out.play,
        fair_units: fair.units(),
        fair_sd: fair.units_sd(),
        fair: std::sync::Arc::new(fair),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_sweep_range_is_runnable() {
        let plan = sweep_plan().expect("a range the sweep accepts");
        assert_eq!(plan.first(), SWEEP_FROM);
        assert_eq!(
            plan.step(),
            1,
            "every bound, so every switch in range shows"
        );
        assert!(plan.count() <= 200, "kept small: {}", plan.count());
    }

    #[test]
    fn test_bad_rules_are_an_error_not_a_panic() {
        let rules = Rules {
            spacing: 0,
            ..Rules::paper()
        };
        let progress = Progress::default();
        for key in [
            FactsKey::Count(rules),
            FactsKey::Whole(rules),
            FactsKey::Beyond(rules),
            FactsKey::BoundPoint(rules, 193),
        ] {
            assert!(compute(key, &progress).is_err(), "{key:?}");
        }
    }
}
