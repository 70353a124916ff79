//! Checked writes to standard output and standard error for the command line.
//!
//! `println!` panics when stdout is gone ("failed printing to stdout: Broken
//! pipe") or the disk is full. Here a closed pipe (`maedn sweep … | head -2`)
//! ends the command quietly with success, as Unix tools do, and any other
//! write error gives one message on stderr and exit status 1. Messages to
//! stderr are best effort and never panic.

use std::io::{ErrorKind, IsTerminal as _, Write as _};
use std::process::ExitCode;

/// Exit status when the output could not be written.
pub const EXIT_OUTPUT: u8 = 1;

/// Why writing the output stopped.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// The reader went away (a closed pipe): stop quietly.
    #[error("the output was closed")]
    Closed,
    /// Anything else (a full disk …).
    #[error("cannot write the output: {0}")]
    Failed(std::io::Error),
}

impl From<std::io::Error> for OutputError {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == ErrorKind::BrokenPipe {
            OutputError::Closed
        } else {
            OutputError::Failed(e)
        }
    }
}

impl OutputError {
    /// Ends the command: success for a closed pipe, otherwise one message and
    /// [`EXIT_OUTPUT`].
    #[must_use]
    pub fn exit(&self) -> ExitCode {
        match self {
            OutputError::Closed => ExitCode::SUCCESS,
            OutputError::Failed(_) => {
                error_line(&self.to_string());
                ExitCode::from(EXIT_OUTPUT)
            }
        }
    }
}

/// Writes `text` to stdout and flushes it, so that a failure shows at once.
pub fn print(text: &str) -> Result<(), OutputError> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// Writes `text` and a newline to stdout (see [`print()`]).
pub fn print_line(text: &str) -> Result<(), OutputError> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(())
}

/// Streams a long output to stdout through a buffer: `write` writes it piece
/// by piece, so it never has to be held whole in memory.
pub fn print_streamed(
    write: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> Result<(), OutputError> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    write(&mut out)?;
    out.flush()?;
    Ok(())
}

/// Writes `text` to stderr, best effort (a failure is ignored, never a panic).
pub fn status(text: &str) {
    let mut err = std::io::stderr().lock();
    err.write_all(text.as_bytes()).ok();
    err.flush().ok();
}

/// A progress line on stderr, rewritten in place (`\r`), shown only when
/// stderr is a terminal and not asked to be quiet: a log file or a pipe
/// gets no progress lines, only what the command says at its end.
#[derive(Debug)]
pub struct ProgressLine {
    live: bool,
}

/// The width a progress line is padded to, so a shorter one covers a longer.
const PROGRESS_WIDTH: usize = 78;

impl ProgressLine {
    /// A progress line for stderr as it is: live on a terminal unless `quiet`.
    #[must_use]
    pub fn new(quiet: bool) -> ProgressLine {
        ProgressLine::live_if(!quiet && std::io::stderr().is_terminal())
    }

    /// A progress line shown only if `live`.
    #[must_use]
    pub const fn live_if(live: bool) -> ProgressLine {
        ProgressLine { live }
    }

    /// Is it shown?
    #[must_use]
    pub const fn is_live(&self) -> bool {
        self.live
    }

    /// Shows `text` in place of the line before.
    pub fn show(&self, text: &str) {
        if self.live {
            status(&format!("\r{text:<PROGRESS_WIDTH$}"));
        }
    }

    /// Clears the line, leaving the cursor at its start.
    pub fn finish(&self) {
        if self.live {
            status(&format!("\r{:PROGRESS_WIDTH$}\r", ""));
        }
    }
}

/// Writes `maedn: {message}` as one line to stderr, best effort.
pub fn error_line(message: &str) {
    status(&format!("maedn: {message}\n"));
}
