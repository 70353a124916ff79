//! The window's own errors in the reader's language: a thread that could not
//! start, a paste, a file the workspace read or wrote, an export that wrote
//! nothing, a background job (a run, a sweep, an Explore part, a lesson
//! fact), the whole game and the stepper's page. The engine's errors
//! underneath are worded by [`crate::i18n::words`], the figures' and the
//! renderer's by [`crate::figures::failures`]. Egui-free, so the status line
//! ([`super::Notice::text`]), the lesson's slides and the window's panels
//! share it; each error's `Display` (the command line's) is its English here.

use super::JobError;
use super::editor::PasteError;
use super::export_failure::ExportFailure;
use super::files::{FileOpError, SaveError};
use super::lesson::Slide;
use super::lesson::texts::title;
use super::stepper::StepProblem;
use super::task::TaskError;
use crate::figures::failures::{
    animation_error, figure_error, pdf_error, plot_error, raster_error, sheet_error,
};
use crate::i18n::words::{
    attach_error, cancelled, count_error, decode_problem, english_display, file_error, game_error,
    load_error, no_piece, parse_error, rules_error, solve_error, sweep_error, tree_error,
};
use crate::i18n::{Tr, count_arg};
use crate::io::LoadError;
use crate::tr;

/// A thread that could not start or stopped unexpectedly.
#[must_use]
pub fn task_error(tr: &Tr, e: &TaskError) -> String {
    match e {
        // A web page's build (std has no threads there).
        TaskError::Spawn { name, source } if source.kind() == std::io::ErrorKind::Unsupported => {
            tr!(tr, "task-error-unsupported", name = name.clone())
        }
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

/// Why a file could not be written.
#[must_use]
pub fn save_error(tr: &Tr, e: &SaveError) -> String {
    match e {
        SaveError::File(e) => file_error(tr, e),
        SaveError::Session(e) => load_error(tr, e),
        SaveError::Export(e) => export_failure(tr, e),
    }
}

/// Why an export wrote nothing.
#[must_use]
pub fn export_failure(tr: &Tr, e: &ExportFailure) -> String {
    match e {
        ExportFailure::NothingYet => tr!(tr, "export-error-nothing-yet"),
        ExportFailure::Figure(e) => figure_error(tr, e),
        ExportFailure::NoSlide { slide, count } => tr!(
            tr,
            "export-error-no-slide",
            slide = count_arg(u64::from(*slide)),
            count = count_arg(*count as u64)
        ),
        ExportFailure::Still { slide } => tr!(
            tr,
            "export-error-still",
            slide = count_arg(u64::from(*slide)),
            title = usize::from(*slide)
                .checked_sub(1)
                .and_then(Slide::at)
                .map(|s| title(s, tr))
                .unwrap_or_default()
        ),
        ExportFailure::Facts(e) => tr!(tr, "export-error-facts", reason = job_error(tr, e)),
        ExportFailure::Sheet(e) => sheet_error(tr, e),
        ExportFailure::Plot(e) => plot_error(tr, e),
        ExportFailure::Raster(e) => raster_error(tr, e),
        ExportFailure::Animation(e) => animation_error(tr, e),
        ExportFailure::Pdf(e) => pdf_error(tr, e),
        ExportFailure::File(e) => file_error(tr, e),
        ExportFailure::Task(e) => task_error(tr, e),
        ExportFailure::Cancelled => tr!(tr, "export-error-cancelled"),
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
    match e {
        JobError::Rules(e) => rules_error(tr, e),
        JobError::Cancelled(c) => cancelled(tr, c),
        JobError::Solve(e) => solve_error(tr, e),
        JobError::Count(e) => count_error(tr, e),
        JobError::Game(e) => game_error(tr, e),
        JobError::Tree(e) => tree_error(tr, e),
        JobError::Attach(e) => attach_error(tr, e),
        JobError::Sweep(e) => sweep_error(tr, e),
        JobError::NoPiece(p) => tr!(tr, "job-error-no-piece", piece = count_arg(u64::from(*p))),
        JobError::Task(e) => tr!(tr, "error-task", reason = task_error(tr, e)),
    }
}

english_display!(
    TaskError => task_error,
    PasteError => paste_error,
    FileOpError => file_op_error,
    ExportFailure => export_failure,
    StepProblem => step_problem,
    JobError => job_error,
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameError;
    use crate::i18n::Lang;
    use crate::model::RulesError;
    use crate::solver::TreeError;

    /// A web page's std has no threads: the status line says the page
    /// cannot do it, not the system's "operation not supported".
    #[test]
    fn test_no_threads_in_a_page_is_said_plainly() {
        let spawn = |kind| TaskError::Spawn {
            name: "solver".to_owned(),
            source: std::io::Error::from(kind),
        };
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            let text = task_error(tr, &spawn(std::io::ErrorKind::Unsupported));
            assert!(text.to_lowercase().contains("browser"), "{text}");
            assert!(text.contains("solver"), "{text}");
            let other = task_error(tr, &spawn(std::io::ErrorKind::OutOfMemory));
            assert!(!other.to_lowercase().contains("browser"), "{other}");
        }
    }

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
        // Numbers are grouped in the reader's style.
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
            "Ein Abstand von 0\u{a0}Einheiten",
        );
        says(
            TreeError::TooManyNodes { limit: 2_097_152 }.into(),
            "Diese Ebenen enthalten mehr als 2.097.152\u{a0}Aufrufe",
        );
    }
}
