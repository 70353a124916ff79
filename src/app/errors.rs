//! The engine's errors as the window says them, in its language: a run that
//! failed, a sweep that could not run. The command line keeps the engine's
//! English `Display`; the causes underneath that only a broken build or a
//! corrupt board can produce (a thread that died, a board the solver cannot
//! read) are quoted as they come.

use super::settings_panel::refused_text;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::solver::{self, MAX_SWEEP_SOLVES, SolveError};
use crate::tr;
use crate::workspace::{RunError, SweepError};

/// Why a solve failed.
#[must_use]
pub fn solve_error(tr: &Tr, e: &SolveError) -> String {
    match e {
        SolveError::Rules(rules) => refused_text(tr, rules),
        SolveError::Cancelled(_) => tr!(tr, "error-cancelled"),
        SolveError::DoesNotFit { piece, units } => tr!(
            tr,
            "error-does-not-fit",
            piece = count_arg(u64::from(*piece)),
            units = units_arg(*units)
        ),
        SolveError::Board(board) => tr!(tr, "error-board", reason = board.to_string()),
    }
}

/// Why a run failed.
#[must_use]
pub fn run_error(tr: &Tr, e: &RunError) -> String {
    match e {
        RunError::Solve(e) => solve_error(tr, e),
        RunError::Task(e) => tr!(tr, "error-task", reason = e.to_string()),
    }
}

/// Why a sweep could not run or stopped.
#[must_use]
pub fn sweep_error(tr: &Tr, e: &SweepError) -> String {
    let n = |v: u32| count_arg(u64::from(v));
    match e {
        SweepError::Range(solver::SweepError::EmptyRange { from, to }) => {
            tr!(tr, "error-sweep-empty", from = n(*from), to = n(*to))
        }
        SweepError::Range(solver::SweepError::ZeroStep) => tr!(tr, "error-sweep-zero-step"),
        SweepError::Range(solver::SweepError::TooMany {
            from,
            to,
            step,
            count,
        }) => tr!(
            tr,
            "error-sweep-too-many",
            from = n(*from),
            to = n(*to),
            step = n(*step),
            count = count_arg(*count),
            max = count_arg(MAX_SWEEP_SOLVES)
        ),
        SweepError::Solve(e) => solve_error(tr, e),
        SweepError::Task(e) => tr!(tr, "error-task", reason = e.to_string()),
    }
}
