//! Algorithms side by side: the paper's branch and bound (with its bound, the
//! admissible bound and no bound), iterative deepening (IDA* with the
//! cheapest-move-per-tile heuristic and with `h = 0`), uniform-cost search, A*
//! and the exact DP, run on the same problem and rules, each with its own
//! effort counter, its time alone, its memory, its answer and whether (and why)
//! that answer is proven optimal.
//!
//! What each effort counter and memory figure means is said on
//! [`super::EffortUnit`] and [`super::Memory`]; over several pieces, memory is the largest of any one
//! piece (they run one after another).
//!
//! The time of a method is the time of its search calls alone: building the
//! move table, the reference DP and the bookkeeping are outside it.
//!
//! This file holds the settings, the prepared input, the result types and the
//! loop over the methods; how one method runs on every piece is in `run.rs`.

mod progress;
mod run;

use std::time::Duration;

use serde::{Deserialize, Serialize};
use web_time::Instant;

use super::exact::{ExactResult, dp};
use super::ida::{Iteration, Threshold};
use super::method::{Memory, Method, Proof};
use super::progress::Cancelled;
use super::{Bound, PAPER_BOUND};
use crate::model::{MoveTable, Problem, Rules, RulesError, StartFieldUnits, Tile};

pub use progress::CompareProgress;
use run::MethodSteps;
pub use run::run_method;

/// The settings of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct CompareSettings {
    /// Spacing, lengths, goal-row rule, colour.
    pub rules: Rules,
    /// The bound per tile of the [`Method::PaperBound`] row (the paper: 193).
    pub paper_bound: u32,
    /// How iterative deepening raises its threshold.
    pub threshold: Threshold,
}

impl Default for CompareSettings {
    fn default() -> Self {
        CompareSettings {
            rules: Rules::paper(),
            paper_bound: PAPER_BOUND,
            threshold: Threshold::default(),
        }
    }
}

/// One problem set, ready to compare on: the move table and the reference DP
/// per piece are computed once, outside every method's time.
#[derive(Clone, Debug)]
pub struct CompareInput {
    settings: CompareSettings,
    table: MoveTable,
    problems: Vec<Problem>,
    start_field_units: f64,
    reference: Vec<ExactResult>,
}

impl CompareInput {
    /// All four pieces from A, plus the start-field moves (the paper's problem).
    pub fn all_pieces(settings: &CompareSettings) -> Result<CompareInput, RulesError> {
        let problems: Vec<Problem> = (1..=4).filter_map(Problem::piece).collect();
        let start = StartFieldUnits::new(&settings.rules).total;
        CompareInput::new(settings, problems, start)
    }

    /// One piece from any position (a board decoded into a [`Problem`]).
    pub fn problem(
        settings: &CompareSettings,
        problem: Problem,
    ) -> Result<CompareInput, RulesError> {
        CompareInput::new(settings, vec![problem], 0.0)
    }

    fn new(
        settings: &CompareSettings,
        problems: Vec<Problem>,
        start_field_units: f64,
    ) -> Result<CompareInput, RulesError> {
        settings.rules.validate()?;
        let table = MoveTable::new(&settings.rules);
        let reference = problems.iter().map(|p| dp(&table, p)).collect();
        Ok(CompareInput {
            settings: *settings,
            table,
            problems,
            start_field_units,
            reference,
        })
    }

    /// The settings.
    #[must_use]
    pub fn settings(&self) -> &CompareSettings {
        &self.settings
    }

    /// The problems, one per piece.
    #[must_use]
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// The start-field moves counted in every total (0 for a single problem).
    #[must_use]
    pub fn start_field_units(&self) -> f64 {
        self.start_field_units
    }

    /// The exact optimum of the total, from the DP.
    #[must_use]
    pub fn optimum_units(&self) -> f64 {
        self.start_field_units + self.reference.iter().map(|r| r.units).sum::<f64>()
    }

    /// The bound per tile a branch-and-bound method uses.
    #[must_use]
    pub fn bound_per_tile(&self, method: Method) -> Option<f64> {
        let bound = match method {
            Method::PaperBound => Bound::PerTile(self.settings.paper_bound),
            Method::AdmissibleBound => Bound::Admissible,
            Method::NoBound => Bound::None,
            _ => return None,
        };
        let goals: Vec<Tile> = self.problems.iter().map(Problem::goal).collect();
        Some(bound.per_tile_for(&self.table, &goals))
    }
}

/// One piece's answer from one method.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceAnswer {
    /// Piece number, 1..=4.
    pub piece: u8,
    /// Its goal tile.
    pub goal: Tile,
    /// The length found, since the problem's start (`None`: no way found).
    pub units: Option<f64>,
    /// The tiles from A to the goal.
    pub tiles: Vec<Tile>,
    /// Its effort counter for this piece.
    pub effort: u64,
}

/// One method's row of the comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct MethodRun {
    /// The method.
    pub method: Method,
    /// Its effort counter, in [`Method::unit`], over all pieces.
    pub effort: u64,
    /// Calls that returned at once (branch and bound: prunes; deepening:
    /// cut-offs by the threshold or the best found). `None` for other methods.
    pub cut: Option<u64>,
    /// Entries pushed onto the queue (best-first methods only).
    pub pushed: Option<u64>,
    /// Deepening only: each piece's iterations, in order.
    pub iterations: Option<Vec<Vec<Iteration>>>,
    /// The bound per tile (branch and bound only).
    pub bound_per_tile: Option<f64>,
    /// The time of the algorithm alone.
    pub elapsed: Duration,
    /// Its peak memory, over all pieces.
    pub memory: Memory,
    /// Per piece.
    pub pieces: Vec<PieceAnswer>,
    /// The total (start field included when all four pieces run), if every piece found a way.
    pub total_units: Option<f64>,
    /// Whether the method itself proves its answer optimal, and why.
    pub proof: Proof,
    /// Does the answer equal the exact DP's (a check made after the run, not timed)?
    pub matches_dp: bool,
}

/// The whole comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The settings.
    pub settings: CompareSettings,
    /// One row per method run, in the order run.
    pub rows: Vec<MethodRun>,
    /// The exact optimum (DP), start field included.
    pub optimum_units: f64,
    /// The start-field moves in every total (0 for a single problem).
    pub start_field_units: f64,
}

/// Runs `methods` one after another to the end (blocking; see
/// [`CompareRun`]); `on_row` sees each row as it finishes.
pub fn compare(
    input: &CompareInput,
    methods: &[Method],
    progress: &CompareProgress,
    mut on_row: impl FnMut(&MethodRun),
) -> Result<Comparison, Cancelled> {
    let mut run = CompareRun::new(input.clone(), methods);
    loop {
        if let Some(comparison) = run.resume(progress, None, &mut on_row) {
            return comparison;
        }
    }
}

/// A comparison that can stop and go on later: the methods one after
/// another, each resumable (`run.rs`), so that a page cuts it into slices
/// between its frames and a thread runs it to its end, by the same code and
/// with the same rows.
pub struct CompareRun {
    input: CompareInput,
    methods: Vec<Method>,
    rows: Vec<MethodRun>,
    /// The method running now, once begun.
    current: Option<MethodSteps>,
}

impl CompareRun {
    /// Runs `methods` on `input`, in this order.
    #[must_use]
    pub fn new(input: CompareInput, methods: &[Method]) -> CompareRun {
        CompareRun {
            input,
            methods: methods.to_vec(),
            rows: Vec::with_capacity(methods.len()),
            current: None,
        }
    }

    /// Goes on until the comparison is complete (`Some`) or yields (`None`):
    /// inside a method at its checks (once `until` has passed, or while
    /// paused), and between methods once `until` has passed. Without `until`
    /// it runs to the end, waiting while paused. `on_row` sees each row as it
    /// finishes. Not to be resumed once complete.
    pub fn resume(
        &mut self,
        progress: &CompareProgress,
        until: Option<Instant>,
        mut on_row: impl FnMut(&MethodRun),
    ) -> Option<Result<Comparison, Cancelled>> {
        while let Some(&method) = self.methods.get(self.rows.len()) {
            progress.set_current(Some(method));
            let input = &self.input;
            let steps = self
                .current
                .get_or_insert_with(|| MethodSteps::new(method, input));
            match steps.resume(input, progress.method(method), until)? {
                Ok(row) => {
                    self.current = None;
                    on_row(&row);
                    self.rows.push(row);
                }
                Err(cancelled) => {
                    progress.set_current(None);
                    return Some(Err(cancelled));
                }
            }
            let more = self.rows.len() < self.methods.len();
            if more && until.is_some_and(|u| Instant::now() >= u) {
                return None;
            }
        }
        progress.set_current(None);
        Some(Ok(Comparison {
            settings: self.input.settings,
            rows: std::mem::take(&mut self.rows),
            optimum_units: self.input.optimum_units(),
            start_field_units: self.input.start_field_units,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_cancel_stops_a_comparison() {
        let input = CompareInput::all_pieces(&CompareSettings::default()).expect("valid");
        let progress = CompareProgress::default();
        progress.cancel();
        assert!(compare(&input, &[Method::NoBound], &progress, |_| {}).is_err());
    }
}
