//! A sweep over the paper's bound: for each units-per-tile value, the total
//! found, the effort, and whether it is still the optimum. What the points
//! establish (every switch between keeping and losing the optimum, narrowed
//! by bisection) is [`super::sweep_switches`]. A [`SweepPlan`] says what is
//! tried and refuses ranges too large to run.

use std::borrow::Borrow;

use web_time::Instant;

use super::{Algorithm, Bound, NoObserver, Progress, Settings, Solution, SolveError, SolveRun};
use crate::model::Rules;

/// One bound's outcome.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweepPoint {
    /// Units per tile.
    pub bound: u32,
    /// The total the paper's search finds with it.
    pub total_units: f64,
    /// Its calls.
    pub calls: u64,
    /// Its prunes.
    pub prunes: u64,
    /// Is the bound at most the admissible bound (the least rest per tile)?
    pub admissible: bool,
    /// Is the total the exact optimum?
    pub optimal: bool,
}

/// At most this many solves in one sweep. A solve of the paper's search takes
/// up to ~1.6 s in a release build (no bound, 660 million calls), so 1,000
/// solves can take up to half an hour; larger ranges are refused, not started.
pub const MAX_SWEEP_SOLVES: u64 = 1_000;

/// The largest bound a sweep tries, in units per tile (the window's settings
/// offer the same): from about 1,000 on, every bound prunes all but a
/// handful of calls, so larger ones show nothing new.
pub const MAX_SWEEP_BOUND: u32 = 2_000;

/// Why a sweep's range cannot be run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SweepError {
    /// `from` is above `to`.
    EmptyRange {
        /// First bound.
        from: u32,
        /// Last bound.
        to: u32,
    },
    /// A step of 0.
    ZeroStep,
    /// A bound above [`MAX_SWEEP_BOUND`].
    TooLarge {
        /// The bound asked for.
        bound: u32,
    },
    /// More solves than [`MAX_SWEEP_SOLVES`].
    TooMany {
        /// First bound.
        from: u32,
        /// Last bound.
        to: u32,
        /// Step.
        step: u32,
        /// Solves the range would take.
        count: u64,
    },
}

/// The bounds a sweep tries: `from`, `from + step`, … up to `to`.
///
/// ```
/// use maedn::solver::SweepPlan;
/// let plan = SweepPlan::new(150, 260, 5).unwrap();
/// assert_eq!((plan.count(), plan.last()), (23, 260));
/// assert!(SweepPlan::new(0, u32::MAX, 1).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepPlan {
    from: u32,
    to: u32,
    step: u32,
}

impl SweepPlan {
    /// Checks the range: not empty, a step of at least 1, no bound above
    /// [`MAX_SWEEP_BOUND`], at most [`MAX_SWEEP_SOLVES`] solves.
    pub fn new(from: u32, to: u32, step: u32) -> Result<SweepPlan, SweepError> {
        if step == 0 {
            return Err(SweepError::ZeroStep);
        }
        if from > to {
            return Err(SweepError::EmptyRange { from, to });
        }
        let count = u64::from(to - from) / u64::from(step) + 1;
        if count > MAX_SWEEP_SOLVES {
            return Err(SweepError::TooMany {
                from,
                to,
                step,
                count,
            });
        }
        if to > MAX_SWEEP_BOUND {
            return Err(SweepError::TooLarge { bound: to });
        }
        Ok(SweepPlan { from, to, step })
    }

    /// The first bound.
    #[must_use]
    pub fn first(self) -> u32 {
        self.from
    }

    /// The last bound tried (`to`, or below it when the step does not land on it).
    #[must_use]
    pub fn last(self) -> u32 {
        self.from + (self.to - self.from) / self.step * self.step
    }

    /// The step.
    #[must_use]
    pub fn step(self) -> u32 {
        self.step
    }

    /// How many bounds are tried.
    #[must_use]
    pub fn count(self) -> u64 {
        u64::from(self.to - self.from) / u64::from(self.step) + 1
    }

    /// The bounds, in order.
    pub fn bounds(self) -> impl Iterator<Item = u32> {
        (self.from..=self.to).step_by(usize::try_from(self.step).unwrap_or(usize::MAX))
    }
}

fn point_settings(rules: &Rules, bound: u32) -> Settings {
    Settings {
        algorithm: Algorithm::Paper,
        bound: Bound::PerTile(bound),
        rules: *rules,
    }
}

fn point(bound: u32, s: &Solution) -> SweepPoint {
    SweepPoint {
        bound,
        total_units: s.total_units,
        calls: s.calls,
        prunes: s.prunes,
        admissible: s.admissible,
        optimal: s.optimal,
    }
}

pub(super) fn solve_point(
    rules: &Rules,
    bound: u32,
    progress: &Progress,
) -> Result<SweepPoint, SolveError> {
    let s = super::solve(&point_settings(rules, bound), progress, NoObserver)?;
    Ok(point(bound, &s))
}

/// A sweep that can stop and go on later, one solve after another (a page
/// in a browser runs it in slices between frames, as [`SolveRun`]).
/// `on_point` sees each point as it comes.
pub struct SweepRun<P, F> {
    rules: Rules,
    bounds: Vec<u32>,
    progress: P,
    on_point: F,
    /// The solve of the next point, once started.
    solve: Option<SolveRun<NoObserver, P>>,
    points: Vec<SweepPoint>,
    failed: Option<SolveError>,
}

impl<P: Borrow<Progress> + Clone, F: FnMut(&SweepPoint)> SweepRun<P, F> {
    /// A sweep of the paper's search over `bounds` under `rules`; `progress`
    /// carries cancellation and each solve's live counters.
    pub fn new(
        rules: &Rules,
        bounds: impl IntoIterator<Item = u32>,
        progress: P,
        on_point: F,
    ) -> Self {
        SweepRun {
            rules: *rules,
            bounds: bounds.into_iter().collect(),
            progress,
            on_point,
            solve: None,
            points: Vec::new(),
            failed: None,
        }
    }

    /// The points so far.
    pub fn points(&self) -> &[SweepPoint] {
        &self.points
    }

    /// Goes on until the sweep is complete (`Some`, every point) or yields
    /// (`None`); `until` as in [`SolveRun::resume`].
    pub fn resume(
        &mut self,
        until: Option<Instant>,
    ) -> Option<Result<Vec<SweepPoint>, SolveError>> {
        if let Some(e) = &self.failed {
            return Some(Err(e.clone()));
        }
        loop {
            let Some(&bound) = self.bounds.get(self.points.len()) else {
                return Some(Ok(self.points.clone()));
            };
            let settings = point_settings(&self.rules, bound);
            let progress = &self.progress;
            let solve = self
                .solve
                .get_or_insert_with(|| SolveRun::all(&settings, progress.clone(), NoObserver));
            match solve.resume(until)? {
                Ok(s) => {
                    let p = point(bound, &s);
                    (self.on_point)(&p);
                    self.points.push(p);
                    self.solve = None;
                }
                Err(e) => {
                    self.failed = Some(e.clone());
                    return Some(Err(e));
                }
            }
        }
    }
}

/// Runs the paper's search once per bound. `on_point` sees each result as it
/// comes (for progress); `progress` carries cancellation. [`SweepRun`] run in
/// one go.
pub fn sweep(
    rules: &Rules,
    bounds: impl IntoIterator<Item = u32>,
    progress: &Progress,
    on_point: impl FnMut(&SweepPoint),
) -> Result<Vec<SweepPoint>, SolveError> {
    let mut run = SweepRun::new(rules, bounds, progress, on_point);
    loop {
        if let Some(answer) = run.resume(None) {
            return answer;
        }
    }
}

/// The largest bound of a sweep below which every bound tried was optimal.
#[must_use]
pub fn last_safe(points: &[SweepPoint]) -> Option<u32> {
    points
        .iter()
        .take_while(|p| p.optimal)
        .last()
        .map(|p| p.bound)
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_plans_refuse_empty_and_huge_ranges() {
        assert_eq!(
            SweepPlan::new(5, 4, 1),
            Err(SweepError::EmptyRange { from: 5, to: 4 })
        );
        assert_eq!(SweepPlan::new(5, 6, 0), Err(SweepError::ZeroStep));
        let huge = SweepPlan::new(0, u32::MAX, 1).expect_err("too many");
        assert!(
            matches!(
                huge,
                SweepError::TooMany {
                    count: 4_294_967_296,
                    ..
                }
            ),
            "{huge}"
        );
        assert!(huge.to_string().contains("at most 1000"), "{huge}");
        // A few bounds far above what any search needs are refused, not run.
        assert_eq!(
            SweepPlan::new(4_294_967_290, u32::MAX, 1),
            Err(SweepError::TooLarge { bound: u32::MAX })
        );
        assert!(SweepPlan::new(0, MAX_SWEEP_BOUND + 1, MAX_SWEEP_BOUND).is_err());
        let plan =
            SweepPlan::new(0, MAX_SWEEP_BOUND, MAX_SWEEP_BOUND / 2 - 1).expect("three solves");
        assert_eq!(
            plan.bounds().collect::<Vec<_>>(),
            [0, MAX_SWEEP_BOUND / 2 - 1, MAX_SWEEP_BOUND - 2]
        );
        assert_eq!(plan.last(), MAX_SWEEP_BOUND - 2);
        assert_eq!(plan.count(), 3);
        assert_eq!(SweepPlan::new(7, 7, 1).map(|p| p.count()), Ok(1));
    }

    #[test]
    fn test_sweep_finds_where_the_bound_breaks() {
        let points = sweep(
            &Rules::paper(),
            [200, 225, 226, 300],
            &Progress::default(),
            |_| {},
        )
        .expect("runs");
        let optimal: Vec<bool> = points.iter().map(|p| p.optimal).collect();
        assert_eq!(optimal, [true, true, false, false]);
        assert_eq!(last_safe(&points), Some(225));
        assert!(points.iter().all(|p| !p.admissible));
        assert!(
            points.windows(2).all(|w| w[1].calls <= w[0].calls),
            "a larger bound prunes more"
        );
    }
}
