//! "Where does the bound break?": the paper's search run for a range of
//! bounds as one background job ([`Slot`]) of resumable work (`steps.rs`: on
//! the web it runs between frames), its points arriving one by one while it
//! runs, then every switch between keeping and losing the optimum among them,
//! each narrowed by bisection ([`Sweep`]), as `maedn sweep` does
//! (`docs/search.md#the-sweep`). The window draws the points as a chart and
//! says what was tried and established ([`crate::i18n::words::sweep_findings`]).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use super::job::{JobError, Outcome, Slot};
use super::prefs::MAX_BOUND_PER_TILE;
use super::task::Waker;
use crate::model::Rules;
use crate::solver::{Findings, SolveError, SweepPlan, SweepPoint};
pub(super) use steps::{Solves, SweepSteps, solves};

mod steps;

/// Bounds tried by default: from below the admissible 170 to past 225.
const DEFAULT_FROM: u32 = 160;
/// The last bound tried by default.
const DEFAULT_TO: u32 = 260;
/// The step between bounds by default.
const DEFAULT_STEP: u32 = 5;
/// The largest step offered.
pub const MAX_STEP: u32 = 100;

/// What the sweep reports as it goes.
#[derive(Clone, Copy, Debug)]
pub(super) enum Event {
    /// A bound of the plan was solved.
    Point(SweepPoint),
    /// A bound between two of the plan's was solved by the bisection.
    Probe(SweepPoint),
}

/// The sweep's range, points, findings and job.
#[derive(Debug)]
pub struct Sweep {
    from: u32,
    to: u32,
    step: u32,
    /// The plan of the last sweep started.
    plan: Option<SweepPlan>,
    points: Vec<SweepPoint>,
    probes: Vec<SweepPoint>,
    found: Option<Findings>,
    rules: Option<Rules>,
    slot: Slot<Findings>,
    events: Option<Receiver<Event>>,
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
            rules: None,
            slot: Slot::default(),
            events: None,
        }
    }
}

impl Sweep {
    /// Is a sweep running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.slot.is_running()
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

    /// What the sweep established, once it and its bisections have run.
    #[must_use]
    pub fn found(&self) -> Option<&Findings> {
        self.found.as_ref()
    }

    /// Has the last sweep run to its end, bisection included?
    #[must_use]
    pub fn is_complete(&self) -> bool {
        matches!(self.slot.outcome(), Some(Outcome::Finished))
    }

    /// The rules of the last sweep started.
    #[must_use]
    pub fn rules(&self) -> Option<&Rules> {
        self.rules.as_ref()
    }

    /// Why the last sweep stopped early, if it did.
    #[must_use]
    pub fn error(&self) -> Option<&JobError> {
        self.slot.error()
    }

    /// Starts a sweep under `rules` with the range (cancelling and joining
    /// any sweep in progress first): the plan's bounds in order, then a
    /// bisection between every two neighbouring bounds that differ.
    pub fn start(&mut self, rules: Rules, waker: &Waker) {
        self.stop();
        self.points.clear();
        self.probes.clear();
        self.found = None;
        self.plan = None;
        let plan = match SweepPlan::new(self.from.min(self.to), self.to.max(self.from), self.step) {
            Ok(plan) => plan,
            Err(e) => return self.slot.fail(e),
        };
        if let Err(e) = rules.validate() {
            return self.slot.fail(SolveError::from(e));
        }
        let (tx, events) = mpsc::channel();
        let wake = waker.clone();
        self.slot.start_steps("sweep", waker, |p| {
            SweepSteps::new(&rules, plan.bounds(), Arc::clone(p), move |event| {
                tx.send(event).ok();
                wake.wake();
            })
        });
        if self.slot.is_running() {
            (self.rules, self.plan, self.events) = (Some(rules), Some(plan), Some(events));
        }
    }

    /// Stops a running sweep (the points so far stay).
    pub fn stop(&mut self) {
        self.slot.clear();
        self.events = None;
    }

    /// Takes the points that have arrived, and the end of the sweep.
    pub fn poll(&mut self) {
        if let Some(found) = self.slot.poll() {
            self.found = Some(found);
        }
        // After the end: every point sent before it.
        for event in self.events.iter().flat_map(Receiver::try_iter) {
            match event {
                Event::Point(p) => self.points.push(p),
                Event::Probe(p) => self.probes.push(p),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Progress, refine, sweep};
    use crate::workspace::task::{Backend, no_waker};
    use std::time::Duration;
    use web_time::Instant;

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
        let f = s.found().expect("findings");
        assert!(f.switches.is_empty() && s.probes().is_empty());
    }

    /// A coarse sweep narrows the switch it saw by bisection.
    #[test]
    fn test_a_coarse_sweep_narrows_the_switch_it_saw() {
        let mut s = Sweep::default();
        s.set_range(220, 230, 10);
        s.start(Rules::paper(), &no_waker());
        finish(&mut s);
        let f = s.found().expect("findings");
        let [b] = f.switches.as_slice() else {
            panic!("one switch: {:?}", f.switches);
        };
        assert_eq!((b.below.bound, b.above.bound), (225, 226));
        assert_eq!(s.probes().len(), f.probes.len());
        assert_eq!(s.plan().map(SweepPlan::count), Some(2));
    }

    /// On the web's backend the sweep and its bisection run in many short
    /// polls and find what the solver's blocking sweep and bisection find.
    /// (The sweep used to be one closure: the first poll ran all of it.)
    #[test]
    fn test_a_sweep_in_slices_is_the_same_sweep_in_short_polls() {
        let mut s = Sweep::default();
        s.set_range(220, 230, 10);
        s.start(Rules::paper(), &no_waker().on(Backend::Slices));
        let mut polls = 0;
        let mut longest = Duration::ZERO;
        let deadline = Instant::now() + Duration::from_secs(600);
        while s.is_running() {
            assert!(Instant::now() < deadline);
            let started = Instant::now();
            s.poll();
            longest = longest.max(started.elapsed());
            polls += 1;
        }
        eprintln!("{polls} polls, longest {longest:?}");
        // More than one poll: work of one step ends in the first; how many more
        // depends on the machine and the build's optimisation (opt-level 1
        // searches the paper's 18.5 million calls in a few 8 ms slices).
        assert!(polls > 1, "{polls} polls");
        let progress = Progress::default();
        let points = sweep(&Rules::paper(), [220, 230], &progress, |_| {}).expect("swept");
        let blocking = refine(&Rules::paper(), &points, &progress, |_| {}).expect("bisected");
        assert_eq!(s.points(), points.as_slice());
        assert_eq!(s.probes(), blocking.probes.as_slice());
        assert_eq!(s.found(), Some(&blocking));
    }

    /// The window's range is capped where a sweep's plan is.
    #[test]
    fn test_the_window_caps_bounds_where_the_plan_does() {
        assert_eq!(MAX_BOUND_PER_TILE, crate::solver::MAX_SWEEP_BOUND);
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
        assert!(matches!(s.error(), Some(JobError::Sweep(_))));
    }
}
