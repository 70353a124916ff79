//! Algorithms side by side, as the window runs them: the comparison engine
//! ([`crate::solver::compare`]) on a background job, its rows arriving one by
//! one, the running method's counter read live ([`CompareView`]).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;
use web_time::Instant;

use super::ExploreInputs;
use crate::model::Problem;
use crate::solver::{
    CompareInput, CompareProgress, CompareRun, CompareSettings, Comparison, Method, MethodRun,
};
use crate::workspace::job::{JobError, Outcome, Slot};
use crate::workspace::task::{Step, Steps, Waker};

/// What the methods are run on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CompareTarget {
    /// All four pieces from A, plus the start-field moves (the paper's problem).
    #[default]
    All,
    /// One piece (1..=4) from A.
    Piece(u8),
}

/// What one row of the table shows now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RowState<'a> {
    /// Not run for these settings.
    NotRun,
    /// Waiting for the methods before it.
    Queued,
    /// Running now: its live counter and the time since it started (wall
    /// time, so an estimate; the finished row has the algorithm's own time).
    Running {
        /// Its effort counter so far, in its unit.
        effort: u64,
        /// Wall time since it started.
        elapsed: Duration,
    },
    /// Finished.
    Done(&'a MethodRun),
}

/// One row of the table: a method and its state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowView<'a> {
    /// The method.
    pub method: Method,
    /// What it shows now.
    pub state: RowState<'a>,
}

/// What a set of rows was computed for.
type Key = (CompareSettings, CompareTarget);

/// The comparison of algorithms: target, rows, the job running.
#[derive(Debug, Default)]
pub struct CompareView {
    target: CompareTarget,
    rows: [Option<MethodRun>; Method::NUM],
    of: Option<Key>,
    optimum: Option<f64>,
    start_field: f64,
    slot: Slot<Comparison, JobError, CompareProgress>,
    /// The running comparison's rows, as they finish.
    arriving: Option<Receiver<MethodRun>>,
    /// The methods it runs.
    methods: Vec<Method>,
    /// The method running and when this view first saw it run.
    current: Option<(Method, Instant)>,
}

/// The comparison's settings from the solver panel's.
fn settings_of(inputs: &ExploreInputs) -> CompareSettings {
    CompareSettings {
        rules: inputs.rules,
        paper_bound: inputs.paper_bound,
        ..CompareSettings::default()
    }
}

impl CompareView {
    /// What the methods run on.
    #[must_use]
    pub fn target(&self) -> CompareTarget {
        self.target
    }

    /// Is a comparison running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.slot.is_running()
    }

    /// How the last comparison ended (`None` before the first, and while one runs).
    #[must_use]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.slot.outcome()
    }

    /// The exact optimum of the rows' problem (the DP's, start field
    /// included), once a comparison has started.
    #[must_use]
    pub fn optimum(&self) -> Option<f64> {
        self.optimum
    }

    /// The start-field moves included in every total (0 for one piece).
    #[must_use]
    pub fn start_field(&self) -> f64 {
        self.start_field
    }

    /// The settings and target the rows were computed for.
    #[must_use]
    pub fn computed_for(&self) -> Option<(CompareSettings, CompareTarget)> {
        self.of
    }

    /// Were the rows computed for other settings or another target than
    /// these?
    #[must_use]
    pub fn is_stale(&self, inputs: &ExploreInputs) -> bool {
        self.of
            .is_some_and(|key| key != (settings_of(inputs), self.target))
    }

    /// The finished rows, in the table's order.
    pub fn finished(&self) -> impl Iterator<Item = &MethodRun> {
        self.rows.iter().flatten()
    }

    /// Every method's row as it stands now.
    #[must_use]
    pub fn rows(&self) -> Vec<RowView<'_>> {
        Method::ALL
            .iter()
            .map(|&method| RowView {
                method,
                state: self.row_state(method),
            })
            .collect()
    }

    fn row_state(&self, method: Method) -> RowState<'_> {
        if let Some(progress) = self.slot.progress()
            && self.methods.contains(&method)
            && self.rows[method.index()].is_none()
        {
            return match self.current {
                Some((m, since)) if m == method => RowState::Running {
                    effort: method.live_effort(&progress.method(method).snapshot()),
                    elapsed: since.elapsed(),
                },
                _ => RowState::Queued,
            };
        }
        self.rows[method.index()]
            .as_ref()
            .map_or(RowState::NotRun, RowState::Done)
    }

    /// Runs on `target` from now on (the rows of another target are kept
    /// until the next run, and marked as not current).
    pub(super) fn set_target(&mut self, target: CompareTarget) {
        self.target = target;
    }

    /// Runs `methods` one after another (cancelling a comparison in
    /// progress). Rows of other methods stay if they were computed for the
    /// same settings and target.
    pub(super) fn start(&mut self, methods: &[Method], inputs: &ExploreInputs, waker: &Waker) {
        self.slot.clear();
        let settings = settings_of(inputs);
        let input = match self.target {
            CompareTarget::All => CompareInput::all_pieces(&settings),
            CompareTarget::Piece(p) => match Problem::piece(p) {
                Some(problem) => CompareInput::problem(&settings, problem),
                None => return self.slot.fail(JobError::NoPiece(p)),
            },
        };
        let input = match input {
            Ok(input) => input,
            Err(e) => return self.slot.fail(e),
        };
        let key = (settings, self.target);
        if self.of != Some(key) {
            self.rows = Default::default();
            self.of = Some(key);
        }
        for m in methods {
            self.rows[m.index()] = None;
        }
        self.optimum = Some(input.optimum_units());
        self.start_field = input.start_field_units();
        let (tx, rows) = mpsc::channel();
        let wake = waker.clone();
        self.slot
            .start_steps("maedn-compare", waker, |progress| CompareSteps {
                run: CompareRun::new(input, methods),
                progress: Arc::clone(progress),
                rows: tx,
                wake,
            });
        (self.arriving, self.methods, self.current) = (Some(rows), methods.to_vec(), None);
    }

    /// Asks the running comparison to stop; the rows finished so far stay.
    pub(super) fn cancel(&self) {
        self.slot.cancel();
    }

    /// Takes in finished rows (all of them once the job has ended), notes
    /// which method runs, and the end.
    pub(super) fn poll(&mut self) {
        self.slot.poll();
        for row in self.arriving.iter().flat_map(Receiver::try_iter) {
            let i = row.method.index();
            self.rows[i] = Some(row);
        }
        let running = self.slot.progress().and_then(CompareProgress::current);
        if running != self.current.map(|(m, _)| m) {
            self.current = running.map(|m| (m, Instant::now()));
        }
    }
}

/// The comparison as job work: resumed in slices between the page's frames
/// on the web, run to its end on a thread of its own natively; each finished
/// row is sent on at once and the owner woken to show it.
struct CompareSteps {
    run: CompareRun,
    progress: Arc<CompareProgress>,
    rows: Sender<MethodRun>,
    wake: Waker,
}

impl Steps for CompareSteps {
    type Output = Result<Comparison, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        let (rows, wake) = (&self.rows, &self.wake);
        let done = self.run.resume(&self.progress, until, |row| {
            rows.send(row.clone()).ok();
            wake.wake();
        });
        match done {
            Some(comparison) => Step::Done(comparison.map_err(JobError::from)),
            // Paused: nothing to do until resumed or cancelled.
            None if self.paused() => Step::Wait,
            None => Step::Yield,
        }
    }
}

impl CompareSteps {
    fn paused(&self) -> bool {
        self.progress.current().is_some_and(|m| {
            let p = self.progress.method(m);
            p.is_paused() && !p.is_cancelled()
        })
    }
}
