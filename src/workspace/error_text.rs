//! The window's own errors in the reader's language: a thread that could not
//! start, a paste, a file the workspace read or wrote, a background job (a
//! run, a sweep, an Explore part, a lesson fact), the whole game and the
//! stepper's page. The engine's errors underneath are worded by
//! [`crate::i18n::words`]. Egui-free, so the status line
//! ([`super::Notice::text`]), the lesson's slides and the window's panels
//! share it; the command line keeps the engine's English `Display`.

use super::JobError;
#[cfg(feature = "gui")]
use super::editor::PasteError;
use super::files::{FileOpError, SaveError};
#[cfg(feature = "gui")]
use super::stepper::StepProblem;
use super::task::TaskError;
use crate::game::{GameError, MAX_GAMES};
#[cfg(feature = "gui")]
use crate::i18n::words::{decode_problem, no_piece, parse_error};
use crate::i18n::words::{file_error, load_error, rules_error, solve_error};
use crate::i18n::words::{goal_letter, tile_ref, tile_ref_head};
use crate::i18n::{Tr, count_arg};
use crate::io::LoadError;
use crate::solver::{CountError, MAX_SWEEP_SOLVES, SweepError, TreeError};
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
#[cfg(feature = "gui")]
#[must_use]
pub fn paste_error(tr: &Tr, e: &PasteError) -> String {
    match e {
        PasteError::NotABoard(e) => tr!(tr, "paste-error-not-a-board", reason = parse_error(tr, e)),
        PasteError::NoBoard => tr!(tr, "paste-error-no-board"),
    }
}

/// A failed file operation: what the system says underneath is quoted.
#[must_use]
pub fn file_op_error(tr: &Tr, e: &FileOpError) -> String {
    match e {
        // The file's own error names the path and the cause: not twice.
        FileOpError::Open {
            source: LoadError::File(e),
            ..
        } => file_error(tr, e),
        FileOpError::Open { path, source } => tr!(
            tr,
            "file-error-open",
            path = path.display().to_string(),
            reason = load_error(tr, source)
        ),
        FileOpError::BadSettings { path, source } => tr!(
            tr,
            "file-error-settings",
            path = path.display().to_string(),
            reason = rules_error(tr, source)
        ),
        FileOpError::Save(source) => tr!(tr, "file-error-save", reason = save_error(tr, source)),
        FileOpError::PictureOpen => tr!(tr, "file-error-picture"),
        FileOpError::Busy => tr!(tr, "file-error-busy"),
        FileOpError::Task(e) => task_error(tr, e),
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
#[cfg(feature = "gui")]
#[must_use]
pub fn step_problem(tr: &Tr, p: &StepProblem) -> String {
    match p {
        StepProblem::Decode(p) => decode_problem(tr, p),
        StepProblem::NoPath(board) => tr!(tr, "step-problem-no-path", board = board.to_string()),
        StepProblem::NoPiece(e) => no_piece(tr, e),
    }
}

/// Why the whole game could not be computed: as any job, except that a
/// thread's failure is said as it is, not inside "a background thread
/// failed: …".
#[cfg(any(feature = "gui", test))]
#[must_use]
pub fn game_failure(tr: &Tr, e: &JobError) -> String {
    match e {
        JobError::Task(e) => task_error(tr, e),
        e => job_error(tr, e),
    }
}

/// Why a background job (a run, a sweep, an Explore part, a lesson fact)
/// produced no result.
#[must_use]
pub fn job_error(tr: &Tr, e: &JobError) -> String {
    let n = |v: u32| count_arg(u64::from(v));
    match e {
        JobError::Rules(e)
        | JobError::Count(CountError::Rules(e))
        | JobError::Game(GameError::Rules(e)) => rules_error(tr, e),
        JobError::Cancelled(_)
        | JobError::Count(CountError::Cancelled(_))
        | JobError::Game(GameError::Cancelled(_))
        | JobError::Tree(TreeError::Cancelled(_)) => tr!(tr, "error-cancelled"),
        JobError::Solve(e) => solve_error(tr, e),
        JobError::Count(CountError::Overflow(tile)) => {
            tr!(tr, "job-error-count-overflow", tile = tile_ref(tr, *tile))
        }
        JobError::Count(CountError::TooManyRadicals) => tr!(tr, "job-error-count-radicals"),
        JobError::Count(CountError::StartPastGoal { start, goal }) => tr!(
            tr,
            "job-error-count-past-goal",
            start = tile_ref_head(tr, *start),
            goal = goal_letter(*goal)
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
        JobError::Sweep(SweepError::TooLarge { bound }) => tr!(
            tr,
            "error-sweep-too-large",
            bound = n(*bound),
            max = n(crate::solver::MAX_SWEEP_BOUND)
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
    fn test_a_file_that_cannot_be_opened_names_its_path_and_cause_once() {
        let path = std::path::PathBuf::from("/tmp/no-such-folder/list.txt");
        let open = || FileOpError::Open {
            path: path.clone(),
            source: LoadError::File(crate::io::FileError::Read {
                path: path.clone(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            }),
        };
        for text in [
            file_op_error(Tr::shared(Lang::En), &open()),
            file_op_error(Tr::shared(Lang::De), &open()),
            open().to_string(),
        ] {
            assert_eq!(text.matches("list.txt").count(), 1, "{text}");
            assert_eq!(text.matches("ermission").count(), 1, "{text}");
        }
    }

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
            let failure = JobError::Game(e);
            assert_eq!(game_failure(en, &failure), failure.to_string());
        }
        // The window groups its numbers; the command line's Display does not.
        let none = JobError::Game(GameError::Games(0));
        assert_eq!(
            game_failure(en, &none),
            "simulate 1 to 1,000,000 games, not 0"
        );
        let games = JobError::Game(GameError::Games(2_000_000));
        assert_eq!(
            game_failure(de, &games),
            "Simuliert werden 1 bis 1.000.000 Partien, nicht 2.000.000."
        );
    }

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
