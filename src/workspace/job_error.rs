//! Why a background job produced no result ([`JobError`]), in the reader's
//! language: the Explore parts and the lesson's slides say it this way (the
//! command line keeps the engine's English `Display`).

use super::JobError;
use super::error_text::task_error;
use crate::game::{GameError, MAX_GAMES};
use crate::i18n::words::rules_error;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::solver::{CountError, MAX_SWEEP_SOLVES, SolveError, SweepError, TreeError};
use crate::tr;

/// Why a job failed.
#[must_use]
pub fn job_error(tr: &Tr, e: &JobError) -> String {
    let n = |v: u32| count_arg(u64::from(v));
    match e {
        JobError::Rules(e)
        | JobError::Solve(SolveError::Rules(e))
        | JobError::Count(CountError::Rules(e))
        | JobError::Game(GameError::Rules(e)) => rules_error(tr, e),
        JobError::Cancelled(_)
        | JobError::Solve(SolveError::Cancelled(_))
        | JobError::Count(CountError::Cancelled(_))
        | JobError::Game(GameError::Cancelled(_))
        | JobError::Tree(TreeError::Cancelled(_)) => tr!(tr, "error-cancelled"),
        JobError::Solve(SolveError::DoesNotFit { piece, units }) => tr!(
            tr,
            "error-does-not-fit",
            piece = n(u32::from(*piece)),
            units = units_arg(*units)
        ),
        // Only a board handed to the solver is refused, and jobs solve from
        // A: a broken build's cause, quoted as it comes.
        JobError::Solve(SolveError::Board(b)) => tr!(tr, "error-board", reason = b.to_string()),
        JobError::Count(CountError::Overflow(tile)) => {
            tr!(tr, "job-error-count-overflow", tile = tile.to_string())
        }
        JobError::Count(CountError::TooManyRadicals) => tr!(tr, "job-error-count-radicals"),
        JobError::Count(CountError::StartPastGoal { start, goal }) => tr!(
            tr,
            "job-error-count-past-goal",
            start = start.to_string(),
            goal = goal.to_string()
        ),
        JobError::Game(GameError::Pieces(p)) => {
            tr!(tr, "game-error-pieces", pieces = n(u32::from(*p)))
        }
        JobError::Game(GameError::Games(g)) => tr!(
            tr,
            "game-error-games",
            games = count_arg(*g),
            max = count_arg(MAX_GAMES)
        ),
        JobError::Game(GameError::NoGame) => tr!(tr, "game-error-no-game"),
        JobError::Tree(TreeError::TooManyNodes { limit }) => {
            tr!(
                tr,
                "job-error-tree-too-many",
                limit = count_arg(*limit as u64)
            )
        }
        JobError::Attach(a) => tr!(tr, "job-error-attach", node = n(a.node)),
        JobError::Sweep(SweepError::EmptyRange { from, to }) => {
            tr!(tr, "error-sweep-empty", from = n(*from), to = n(*to))
        }
        JobError::Sweep(SweepError::ZeroStep) => tr!(tr, "error-sweep-zero-step"),
        JobError::Sweep(SweepError::TooMany {
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
        JobError::NoPiece(p) => tr!(tr, "job-error-no-piece", piece = n(u32::from(*p))),
        JobError::Task(e) => tr!(tr, "error-task", reason = task_error(tr, e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::RulesError;

    #[test]
    fn test_a_jobs_failure_is_worded_in_german() {
        let de = Tr::new(Lang::De);
        let says = |e: JobError, start: &str| {
            let text = job_error(&de, &e);
            assert!(text.starts_with(start), "{text}");
        };
        says(
            JobError::Game(GameError::Games(0)),
            "Simuliert werden 1 bis",
        );
        says(JobError::NoPiece(5), "Es gibt keine Figur 5");
        says(
            RulesError::ZeroSpacing.into(),
            "Ein Abstand von 0 Einheiten",
        );
        says(
            TreeError::TooManyNodes { limit: 2_097_152 }.into(),
            "Diese Ebenen enthalten mehr als 2.097.152 Aufrufe",
        );
    }
}
