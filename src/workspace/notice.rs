//! The status line's message ([`Notice`]) and its English wording, kept in
//! one place so that a translation replaces one `Display` impl.

use std::fmt;
use std::path::PathBuf;

use super::files::FileOpError;
use super::prefs::PrefsIssue;

/// What the status line says.
#[derive(Debug)]
pub enum Notice {
    /// A board list was opened.
    OpenedBoards {
        /// How many boards.
        count: usize,
        /// From where.
        path: PathBuf,
    },
    /// A session was opened.
    OpenedSession {
        /// From where.
        path: PathBuf,
    },
    /// A file was written.
    Saved(PathBuf),
    /// The window is taking the screenshot for a PNG.
    TakingScreenshot,
    /// No dialog could be shown; the typed-path window is open.
    DialogUnavailable,
    /// Saved settings that could not be used were replaced.
    PrefsReplaced(Vec<PrefsIssue>),
    /// A file operation failed.
    Failed(FileOpError),
    /// A figure's export was cancelled (nothing was written).
    ExportCancelled(&'static str),
}

impl Notice {
    /// Is this an error (shown in the error colour)?
    #[must_use]
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Notice::DialogUnavailable | Notice::PrefsReplaced(_) | Notice::Failed(_)
        )
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::OpenedBoards { count, path } => {
                write!(f, "Opened {count} board(s) from {}", path.display())
            }
            Notice::OpenedSession { path } => write!(f, "Opened the session {}", path.display()),
            Notice::Saved(path) => write!(f, "Saved {}", path.display()),
            Notice::TakingScreenshot => f.write_str("Taking the screenshot…"),
            Notice::DialogUnavailable => f.write_str(
                "No file dialog could be shown (no desktop portal or zenity): type a path instead",
            ),
            Notice::PrefsReplaced(issues) => {
                f.write_str("Some saved settings could not be used: ")?;
                for (i, issue) in issues.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{issue}")?;
                }
                Ok(())
            }
            Notice::Failed(e) => write!(f, "{e}"),
            Notice::ExportCancelled(name) => {
                write!(f, "The export of {name} was cancelled; nothing was written")
            }
        }
    }
}
