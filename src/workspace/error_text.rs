//! The window's own errors in the reader's language: a thread that could not
//! start, a paste, a file the workspace read or wrote, a run, a sweep, the
//! whole game and the stepper's page. The engine's errors underneath are
//! worded by [`crate::i18n::words`]. Egui-free, so the status line
//! ([`super::Notice::text`]) and the window's panels share it.

use super::editor::PasteError;
use super::files::{ReadError, SaveError};
use super::task::TaskError;
use super::{GameFailure, RunError, StepProblem, SweepError};
use crate::game::{GameError, MAX_GAMES};
use crate::i18n::words::{
    decode_problem, file_error, load_error, no_piece, parse_error, rules_error, solve_error,
};
use crate::i18n::{Tr, count_arg};
use crate::solver::{self, MAX_SWEEP_SOLVES};
use crate::tr;

/// A thread that could not start or stopped unexpectedly.
#[must_use]
pub fn task_error(tr: &Tr, e: &TaskError) -> String {
    match e {
        TaskError::Spawn { name, source } => tr!(
            tr,
            "task-error-spawn",
            name = name.clone(),
            reason = source.to_string()
        ),
        TaskError::Panicked { name } => tr!(tr, "task-error-panicked", name = name.clone()),
    }
}

/// Why a paste opened nothing.
#[must_use]
pub fn paste_error(tr: &Tr, e: &PasteError) -> String {
    match e {
        PasteError::NotABoard(e) => tr!(tr, "paste-error-not-a-board", reason = parse_error(tr, e)),
        PasteError::NoBoard => tr!(tr, "paste-error-no-board"),
    }
}

/// Why a file could not be read.
#[must_use]
pub fn read_error(tr: &Tr, e: &ReadError) -> String {
    match e {
        ReadError::Load(e) => load_error(tr, e),
    }
}

/// Why a file could not be written. A picture's own error (the PNG
/// encoder's) is quoted as it comes.
#[must_use]
pub fn save_error(tr: &Tr, e: &SaveError) -> String {
    match e {
        SaveError::File(e) => file_error(tr, e),
        SaveError::Session(e) => load_error(tr, e),
        SaveError::Picture(e) => e.to_string(),
    }
}

/// What the stepper found while reading its page.
#[must_use]
pub fn step_problem(tr: &Tr, p: &StepProblem) -> String {
    match p {
        StepProblem::Decode(p) => decode_problem(tr, p),
        StepProblem::NoPath(board) => tr!(tr, "step-problem-no-path", board = board.to_string()),
        StepProblem::NoPiece(e) => no_piece(tr, e),
    }
}

/// Why the whole game could not be computed.
#[must_use]
pub fn game_failure(tr: &Tr, e: &GameFailure) -> String {
    match e {
        GameFailure::Game(GameError::Rules(e)) => rules_error(tr, e),
        GameFailure::Game(GameError::Cancelled(_)) => tr!(tr, "error-cancelled"),
        GameFailure::Game(GameError::Pieces(n)) => {
            tr!(tr, "game-error-pieces", pieces = count_arg(u64::from(*n)))
        }
        GameFailure::Game(GameError::Games(n)) => tr!(
            tr,
            "game-error-games",
            games = count_arg(*n),
            max = count_arg(MAX_GAMES)
        ),
        GameFailure::Game(GameError::NoGame) => tr!(tr, "game-error-no-game"),
        GameFailure::Task(e) => task_error(tr, e),
    }
}

/// Why a run failed.
#[must_use]
pub fn run_error(tr: &Tr, e: &RunError) -> String {
    match e {
        RunError::Solve(e) => solve_error(tr, e),
        RunError::Task(e) => tr!(tr, "error-task", reason = task_error(tr, e)),
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
        SweepError::Task(e) => tr!(tr, "error-task", reason = task_error(tr, e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_task_error_in_german() {
        let panicked = TaskError::Panicked {
            name: "read".to_owned(),
        };
        assert_eq!(
            task_error(Tr::shared(Lang::De), &panicked),
            "Der Thread „read“ ist unerwartet abgebrochen."
        );
    }

    #[test]
    fn test_game_failures_in_both_languages() {
        let (en, de) = (Tr::shared(Lang::En), Tr::shared(Lang::De));
        for e in [GameError::Pieces(5), GameError::NoGame] {
            let failure = GameFailure::Game(e);
            assert_eq!(game_failure(en, &failure), failure.to_string());
        }
        // The window groups its numbers; the command line's Display does not.
        let none = GameFailure::Game(GameError::Games(0));
        assert_eq!(
            game_failure(en, &none),
            "simulate 1 to 1,000,000 games, not 0"
        );
        let games = GameFailure::Game(GameError::Games(2_000_000));
        assert_eq!(
            game_failure(de, &games),
            "Simuliert werden 1 bis 1.000.000 Partien, nicht 2.000.000."
        );
    }
}
