//! The `maedn` command line.

use std::process::ExitCode;

/// Entry point of the binary.
#[must_use]
pub fn main() -> ExitCode {
    ExitCode::SUCCESS
}
