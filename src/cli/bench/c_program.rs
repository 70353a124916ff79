//! The C program `maedn bench` compares with: by default the package's own
//! reproduction of the paper's program (`benches/paper.c`, embedded in the
//! binary), written to a build folder and compiled there with `cc -O2`. It is
//! rebuilt only when its source is newer than the program, so the bench and
//! the tests need nothing beside the package but a C compiler.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::{fs, io};

use super::BenchArgs;
use crate::io::{FileError, write_atomic};

/// The paper's search in C, written from the paper's listings.
pub const PAPER_C: &str = include_str!("../../../benches/paper.c");

/// The C compiler the bench calls (found on `PATH`).
const COMPILER: &str = "cc";

/// The build folder's name in the system's temporary folder.
const BUILD_FOLDER: &str = "maedn-paper-c";

/// A C program that takes a bound per tile as its one argument and prints
/// `piece N: U units, C calls, P prunes` per piece and a `total:` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CProgram {
    path: PathBuf,
}

/// Why the C program cannot be run.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// No `cc` on `PATH`.
    #[error(
        "cannot build the paper's C program: no C compiler (`{COMPILER}`) was found; install one \
         (gcc or clang) or pass --baseline PROGRAM"
    )]
    NoCompiler,
    /// The compiler ran and refused the source.
    #[error("`{COMPILER}` could not build {}: {message}", file.display())]
    Compiler {
        /// The C source.
        file: PathBuf,
        /// What the compiler said (its first error).
        message: String,
    },
    /// The source or the program could not be written.
    #[error("cannot build the paper's C program: {0}")]
    File(#[from] FileError),
    /// Anything else the operating system refused.
    #[error("cannot build the paper's C program in {}: {error}", dir.display())]
    Io {
        /// The build folder.
        dir: PathBuf,
        /// The cause.
        error: io::Error,
    },
}

impl CProgram {
    /// The program at `path`, run as it is.
    #[must_use]
    pub fn at(path: PathBuf) -> Self {
        CProgram { path }
    }

    /// The program's file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A command that runs the program at `bound` units per tile (0: none).
    #[must_use]
    pub fn command(&self, bound: u32) -> Command {
        let mut command = Command::new(&self.path);
        command.arg(bound.to_string());
        command
    }

    /// The program `maedn bench` runs: `--baseline` (a `.c` file is built
    /// first) or the package's own.
    pub(super) fn for_bench(args: &BenchArgs) -> Result<Self, BuildError> {
        let dir = args.build_dir.clone().unwrap_or_else(default_build_dir);
        match &args.baseline {
            Some(path) if path.extension().is_some_and(|e| e == "c") => build(path, &dir),
            Some(path) => Ok(CProgram::at(path.clone())),
            None => paper_program(&dir),
        }
    }
}

/// `maedn-paper-c` in the system's temporary folder.
fn default_build_dir() -> PathBuf {
    std::env::temp_dir().join(BUILD_FOLDER)
}

/// The package's C program, built in `dir` (its source is written there
/// first, only when it differs, so an unchanged source is not rebuilt).
///
/// # Errors
/// [`BuildError::NoCompiler`] where no `cc` exists; otherwise what the
/// compiler or the file system refused.
pub fn paper_program(dir: &Path) -> Result<CProgram, BuildError> {
    fs::create_dir_all(dir).map_err(|error| BuildError::Io {
        dir: dir.to_owned(),
        error,
    })?;
    let source = dir.join("paper.c");
    if fs::read_to_string(&source).ok().as_deref() != Some(PAPER_C) {
        write_atomic(&source, PAPER_C.as_bytes())?;
    }
    build(&source, dir)
}

/// Builds `source` with `cc -O2` into `dir` (named after the source), unless
/// the program there is newer than the source.
fn build(source: &Path, dir: &Path) -> Result<CProgram, BuildError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let io_error = |error| BuildError::Io {
        dir: dir.to_owned(),
        error,
    };
    let stem = source
        .file_stem()
        .map_or_else(|| "program".into(), |s| s.to_string_lossy());
    let program = dir.join(format!("{stem}{}", std::env::consts::EXE_SUFFIX));
    if is_newer(&program, source) {
        return Ok(CProgram::at(program));
    }
    fs::create_dir_all(dir).map_err(io_error)?;
    // Built under a name of its own, then renamed: a test or bench running
    // beside this one never sees half a program.
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let partial = dir.join(format!(".{stem}-{}-{n}.partial", std::process::id()));
    let output = Command::new(COMPILER)
        .arg("-O2")
        .arg("-o")
        .arg(&partial)
        .arg(source)
        .arg("-lm")
        .output();
    let output = match output {
        Ok(output) => output,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(BuildError::NoCompiler),
        Err(e) => return Err(io_error(e)),
    };
    if !output.status.success() {
        fs::remove_file(&partial).ok();
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(BuildError::Compiler {
            file: source.to_owned(),
            message: first_error(&stderr).to_owned(),
        });
    }
    fs::rename(&partial, &program).map_err(io_error)?;
    Ok(CProgram::at(program))
}

/// The compiler's first line that names an error (or its first line).
fn first_error(stderr: &str) -> &str {
    stderr
        .lines()
        .find(|l| l.contains("error"))
        .or_else(|| stderr.lines().next())
        .map_or("failed", str::trim)
}

/// Whether `program` exists and was written after `source`.
fn is_newer(program: &Path, source: &Path) -> bool {
    let modified = |p: &Path| fs::metadata(p).and_then(|m| m.modified());
    matches!((modified(program), modified(source)), (Ok(p), Ok(s)) if p > s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_no_compiler_message_is_one_line_naming_cc() {
        let text = BuildError::NoCompiler.to_string();
        assert!(!text.contains('\n'));
        assert!(
            text.contains("`cc`") && text.contains("--baseline"),
            "{text}"
        );
    }

    #[test]
    fn test_a_compiler_failure_names_its_first_error() {
        let stderr =
            "bad.c: In function 'main':\nbad.c:1:25: error: expected '}' at end of input\n";
        assert_eq!(
            first_error(stderr),
            "bad.c:1:25: error: expected '}' at end of input"
        );
        assert_eq!(first_error("warning only"), "warning only");
        assert_eq!(first_error(""), "failed");
    }
}
