//! The `maedn` command line.

use std::process::ExitCode;

/// Entry point of the binary.
#[must_use]
pub fn main() -> ExitCode {
    #[cfg(feature = "gui")]
    {
        let launch = crate::app::Launch {
            solve_at_start: std::env::args().any(|a| a == "--solve"),
            board: None,
        };
        if let Err(e) = crate::app::run(launch) {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
