//! What a file operation reports: what a read holds ([`Loaded`]), what
//! happened ([`FileEvent`]) and why it failed ([`FileOpError`]).

use std::path::PathBuf;
use std::sync::Arc;

use super::DialogMode;
use crate::io::{FileError, FileKind, LoadError, RoundFile, Session, UnevenLine};
use crate::model::{Bits, RulesError};
use crate::workspace::export_failure::ExportFailure;
use crate::workspace::task::TaskError;

/// Why a file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// Writing failed.
    #[error(transparent)]
    File(#[from] FileError),
    /// The session could not be written.
    #[error(transparent)]
    Session(#[from] LoadError),
    /// An export wrote nothing (a figure, an animation, a handout, the
    /// clipboard's image).
    #[error(transparent)]
    Export(#[from] ExportFailure),
}

/// Why a file operation failed, as the status line says it.
#[derive(Debug, thiserror::Error)]
pub enum FileOpError {
    /// The file could not be read.
    Open {
        /// The file.
        path: PathBuf,
        /// Why.
        source: LoadError,
    },
    /// A session whose settings cannot be solved (nothing was changed).
    BadSettings {
        /// The file.
        path: PathBuf,
        /// Why.
        source: RulesError,
    },
    /// The file could not be written.
    Save(#[source] SaveError),
    /// Pictures are written, never read.
    PictureOpen,
    /// A dialog is already open.
    Busy,
    /// A file thread could not start or stopped unexpectedly.
    Task(#[from] TaskError),
}

/// What a finished read holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// A board list (shared: the stepper and the editor hold it without
    /// copies), and a line written unlike the others (it may be cut off).
    Boards(Arc<[Bits]>, Option<UnevenLine>),
    /// A session.
    Session(Box<Session>),
    /// A class round.
    Round(Box<RoundFile>),
}

/// Something that happened to a file operation, for the workspace to act on.
#[derive(Debug)]
pub enum FileEvent {
    /// A dialog (or the typed-path window) chose a path.
    Picked {
        /// What for.
        kind: FileKind,
        /// Open or save.
        mode: DialogMode,
        /// Where.
        path: PathBuf,
    },
    /// No dialog could be shown: a typed path is awaited.
    Unavailable,
    /// A read finished.
    Loaded {
        /// The file.
        path: PathBuf,
        /// What it held.
        loaded: Loaded,
    },
    /// A write finished.
    Saved(PathBuf),
    /// Something failed.
    Failed(FileOpError),
}
