//! Files without freezing the window: file dialogs, reads and writes, each a
//! background [`Job`] ([`Files`]).
//!
//! A dialog runs through the [`FilePicker`] seam (the window passes rfd's
//! native dialog; tests pass `testing::FakePicker`). One dialog at a time:
//! [`Files::is_busy`] disables the menu entries meanwhile. A picker that
//! answers "no file" suspiciously fast means no dialog could be shown (on
//! Linux without a portal or zenity rfd returns at once), so a typed path is
//! asked for instead. Reading a file never happens on the UI thread, and only
//! regular files are read (a named pipe would block forever).
//!
//! A native dialog cannot be closed from outside: dropping its task waits
//! until the user closes it.
//!
//! A typed path is read as a person means it ([`resolve_path`]: `~` is the
//! home folder, a relative path is taken from the current folder and shown
//! resolved). Saving never replaces a file without asking: a typed path that
//! exists, or any path whose extension does not fit what is saved, waits for
//! a yes ([`PendingSave`]); the native dialog asks about
//! replacing by itself.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::job::Job;
use super::task::{TaskError, Waker};
use crate::i18n::Lang;
use crate::io::{self, FileError, FileKind, LoadError, Session};
use crate::model::{Bits, RulesError};

/// "No file" faster than this means there is no dialog to show.
pub const UNAVAILABLE_BELOW: Duration = Duration::from_millis(150);

/// Asks the user for a path. Implementations may block; [`Files`] calls
/// them on a background thread.
pub trait FilePicker: Send + Sync {
    /// A file to open, or `None` if cancelled or unavailable; the dialog
    /// speaks `lang`.
    fn pick_open(&self, kind: FileKind, lang: Lang) -> Option<PathBuf>;
    /// A file to save to, or `None` if cancelled or unavailable.
    fn pick_save(&self, kind: FileKind, default_name: &str, lang: Lang) -> Option<PathBuf>;
}

/// The picker of a build without a window: never a dialog, so a typed path.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoPicker;

impl FilePicker for NoPicker {
    fn pick_open(&self, _kind: FileKind, _lang: Lang) -> Option<PathBuf> {
        None
    }

    fn pick_save(&self, _kind: FileKind, _default_name: &str, _lang: Lang) -> Option<PathBuf> {
        None
    }
}

/// Open or save.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DialogMode {
    /// Pick an existing file.
    Open,
    /// Pick where to save.
    Save,
}

/// Why a file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file is unreadable (a directory, pipe or device is refused before
    /// opening), too large, or not a board list or session.
    #[error(transparent)]
    Load(#[from] LoadError),
}

/// Why a file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// Writing failed.
    #[error(transparent)]
    File(#[from] FileError),
    /// The session could not be written.
    #[error(transparent)]
    Session(#[from] LoadError),
    /// The picture could not be made (for instance a PNG export).
    #[error(transparent)]
    Picture(Box<dyn std::error::Error + Send + Sync>),
}

/// Why a file operation failed, as the status line says it.
#[derive(Debug, thiserror::Error)]
pub enum FileOpError {
    /// The file could not be read.
    #[error("Could not open {}: {source}", path.display())]
    Open {
        /// The file.
        path: PathBuf,
        /// Why.
        source: ReadError,
    },
    /// A session whose settings cannot be solved (nothing was changed).
    #[error("Could not open {}: its settings are invalid: {source}", path.display())]
    BadSettings {
        /// The file.
        path: PathBuf,
        /// Why.
        source: RulesError,
    },
    /// The file could not be written.
    #[error("Could not save: {0}")]
    Save(#[source] SaveError),
    /// Pictures are written, never read.
    #[error("Pictures can be exported, not opened")]
    PictureOpen,
    /// A dialog is already open.
    #[error("a file dialog is already open")]
    Busy,
    /// A file thread could not start or stopped unexpectedly.
    #[error(transparent)]
    Task(#[from] TaskError),
}

/// What a finished read holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// A board list (shared: the stepper and the editor hold it without copies).
    Boards(Arc<[Bits]>),
    /// A session.
    Session(Box<Session>),
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

/// A save that waits for the user's yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingSave {
    /// What is saved.
    pub kind: FileKind,
    /// Where (resolved).
    pub path: PathBuf,
    /// The file exists and would be replaced.
    pub exists: bool,
    /// The extension does not fit the kind: the one expected.
    pub expected_extension: Option<&'static str>,
}

/// A dialog open: what for, and the path it picked with how long it took.
type Dialog = (FileKind, DialogMode, Job<(Option<PathBuf>, Duration), ()>);

/// A file being read, and the job reading it.
type Reading = (PathBuf, Job<Result<Loaded, ReadError>, ()>);

/// The file operations in flight.
pub struct Files {
    picker: Arc<dyn FilePicker>,
    unavailable_below: Duration,
    dialog: Option<Dialog>,
    typed: Option<(FileKind, DialogMode)>,
    confirm: Option<PendingSave>,
    read: Option<Reading>,
    writes: Vec<Job<Result<PathBuf, SaveError>, ()>>,
}

impl std::fmt::Debug for Files {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Files")
            .field("busy", &self.is_busy())
            .field("writing", &self.is_writing())
            .finish_non_exhaustive()
    }
}

impl Files {
    /// File operations through `picker`.
    #[must_use]
    pub fn new(picker: Arc<dyn FilePicker>) -> Files {
        Files {
            picker,
            unavailable_below: UNAVAILABLE_BELOW,
            dialog: None,
            typed: None,
            confirm: None,
            read: None,
            writes: Vec::new(),
        }
    }

    /// Changes the "answered too fast" threshold (tests of slow pickers).
    #[cfg(feature = "testing")]
    pub fn set_unavailable_below(&mut self, threshold: Duration) {
        self.unavailable_below = threshold;
    }

    /// Is a dialog, the typed-path window, a question or a read under way?
    /// The File menu is disabled meanwhile.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.dialog.is_some()
            || self.typed.is_some()
            || self.confirm.is_some()
            || self.read.is_some()
    }

    /// The save that waits for the user's yes.
    #[must_use]
    pub fn pending_save(&self) -> Option<&PendingSave> {
        self.confirm.as_ref()
    }

    /// The user said yes: the save goes ahead.
    pub fn confirm_save(&mut self) -> Option<FileEvent> {
        self.confirm.take().map(|p| FileEvent::Picked {
            kind: p.kind,
            mode: DialogMode::Save,
            path: p.path,
        })
    }

    /// The user said no: nothing is written.
    pub fn cancel_save(&mut self) {
        self.confirm = None;
    }

    /// A chosen save path, or `None` while it waits for a yes: a typed path
    /// that exists, or an extension that does not fit `kind`.
    fn check_save(&mut self, kind: FileKind, path: PathBuf, typed: bool) -> Option<FileEvent> {
        let exists = typed && std::fs::symlink_metadata(&path).is_ok();
        let fits = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| kind.extensions().iter().any(|k| k.eq_ignore_ascii_case(e)));
        let expected_extension = (!fits).then(|| kind.extensions().first().copied().unwrap_or(""));
        if !exists && expected_extension.is_none() {
            return Some(FileEvent::Picked {
                kind,
                mode: DialogMode::Save,
                path,
            });
        }
        self.confirm = Some(PendingSave {
            kind,
            path,
            exists,
            expected_extension,
        });
        None
    }

    /// Is a write under way?
    #[must_use]
    pub fn is_writing(&self) -> bool {
        !self.writes.is_empty()
    }

    /// The typed-path window's purpose, while one is awaited.
    #[must_use]
    pub fn awaiting_typed_path(&self) -> Option<(FileKind, DialogMode)> {
        self.typed
    }

    /// Closes the typed-path window.
    pub fn cancel_typed_path(&mut self) {
        self.typed = None;
    }

    /// The typed path, resolved ([`resolve_path`]), as if a dialog had
    /// picked it; a save waits for a yes first if it would replace a file or
    /// its extension does not fit (then `None`).
    pub fn typed_path(
        &mut self,
        kind: FileKind,
        mode: DialogMode,
        path: &Path,
    ) -> Option<FileEvent> {
        self.typed = None;
        let path = resolve_path(path);
        match mode {
            DialogMode::Open => Some(FileEvent::Picked { kind, mode, path }),
            DialogMode::Save => self.check_save(kind, path, true),
        }
    }

    /// Opens a dialog for a file of `kind` on its own thread. If no thread
    /// can start, the typed-path window opens instead (and the error says why).
    pub fn begin(
        &mut self,
        kind: FileKind,
        mode: DialogMode,
        lang: Lang,
        waker: &Waker,
    ) -> Result<(), FileOpError> {
        self.begin_named(kind, mode, default_name(kind), lang, waker)
    }

    /// As [`Files::begin`], with the name a save dialog suggests.
    pub fn begin_named(
        &mut self,
        kind: FileKind,
        mode: DialogMode,
        name: String,
        lang: Lang,
        waker: &Waker,
    ) -> Result<(), FileOpError> {
        if self.is_busy() {
            return Err(FileOpError::Busy);
        }
        let picker = Arc::clone(&self.picker);
        let job = Job::spawn("maedn-file-dialog", waker, (), move |_| {
            let started = Instant::now();
            let path = match mode {
                DialogMode::Open => picker.pick_open(kind, lang),
                DialogMode::Save => picker.pick_save(kind, &name, lang),
            };
            (path, started.elapsed())
        });
        match job {
            Ok(job) => {
                self.dialog = Some((kind, mode, job));
                Ok(())
            }
            Err(e) => {
                // No thread for a dialog: offer the typed path at once, and say why.
                self.typed = Some((kind, mode));
                Err(e.into())
            }
        }
    }

    /// Reads a board list or session from `path` on its own thread.
    pub fn read(
        &mut self,
        path: PathBuf,
        kind: FileKind,
        waker: &Waker,
    ) -> Result<(), FileOpError> {
        let p = path.clone();
        let job = Job::spawn("maedn-read", waker, (), move |_| read(&p, kind))?;
        self.read = Some((path, job));
        Ok(())
    }

    /// Runs `write` on its own thread; its outcome arrives through [`Files::poll`].
    pub fn write(
        &mut self,
        waker: &Waker,
        write: impl FnOnce() -> Result<PathBuf, SaveError> + Send + 'static,
    ) -> Result<(), FileOpError> {
        self.writes
            .push(Job::spawn("maedn-save", waker, (), |_| write())?);
        Ok(())
    }

    /// What has happened since the last call: dialogs closed, reads and
    /// writes finished.
    pub fn poll(&mut self) -> Vec<FileEvent> {
        let mut events = Vec::new();
        if let Some((kind, mode, job)) = &mut self.dialog
            && let Some(outcome) = job.poll()
        {
            let (kind, mode) = (*kind, *mode);
            self.dialog = None;
            match outcome {
                Ok((Some(path), _)) => match mode {
                    DialogMode::Open => events.push(FileEvent::Picked { kind, mode, path }),
                    DialogMode::Save => events.extend(self.check_save(kind, path, false)),
                },
                Ok((None, took)) if took >= self.unavailable_below => {}
                // Answered at once, or the thread died: no dialog here.
                Ok((None, _)) | Err(_) => {
                    self.typed = Some((kind, mode));
                    events.push(FileEvent::Unavailable);
                }
            }
        }
        if let Some((path, job)) = &mut self.read
            && let Some(outcome) = job.poll()
        {
            let path = std::mem::take(path);
            self.read = None;
            events.push(match outcome {
                Ok(Ok(loaded)) => FileEvent::Loaded { path, loaded },
                Ok(Err(source)) => FileEvent::Failed(FileOpError::Open { path, source }),
                Err(e) => FileEvent::Failed(e.into()),
            });
        }
        self.writes.retain_mut(|job| match job.poll() {
            None => true,
            Some(outcome) => {
                events.push(match outcome {
                    Ok(Ok(path)) => FileEvent::Saved(path),
                    Ok(Err(e)) => FileEvent::Failed(FileOpError::Save(e)),
                    Err(e) => FileEvent::Failed(e.into()),
                });
                false
            }
        });
        events
    }
}

/// The name a save dialog suggests.
#[must_use]
pub fn default_name(kind: FileKind) -> String {
    let ext = kind.extensions().first().copied().unwrap_or("txt");
    let stem = match kind {
        FileKind::Boards => "maedn-boards",
        FileKind::Session => "maedn-session",
        FileKind::Picture(_) => "maedn-board",
    };
    format!("{stem}.{ext}")
}

/// A typed path as a person means it: a leading `~` is the home folder, and
/// a relative path is taken from the current folder, so the status line can
/// say exactly where a file went. A path that cannot be resolved is kept.
#[must_use]
pub fn resolve_path(typed: &Path) -> PathBuf {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let expanded = match (typed.strip_prefix("~"), home) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => typed.to_path_buf(),
    };
    std::path::absolute(&expanded).unwrap_or(expanded)
}

/// Reads `path` as `kind`; the io layer refuses anything but a regular file
/// before opening it (a named pipe would block forever).
fn read(path: &Path, kind: FileKind) -> Result<Loaded, ReadError> {
    Ok(match kind {
        FileKind::Session => Loaded::Session(Box::new(io::load_session(path)?)),
        FileKind::Boards | FileKind::Picture(_) => Loaded::Boards(io::load_boards(path)?.into()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::Format;

    #[test]
    fn test_directories_are_refused_before_reading() {
        let dir = std::env::temp_dir();
        let err = read(&dir, FileKind::Boards).expect_err("a directory");
        assert!(
            matches!(
                err,
                ReadError::Load(LoadError::File(FileError::NotRegular { .. }))
            ),
            "{err}"
        );
    }

    #[test]
    fn test_typed_paths_expand_home_and_resolve_relative_ones() {
        let home = std::env::var_os("HOME").map(PathBuf::from).expect("HOME");
        assert_eq!(resolve_path(Path::new("~/x.json")), home.join("x.json"));
        assert_eq!(resolve_path(Path::new("~")), home);
        let cwd = std::env::current_dir().expect("a current folder");
        assert_eq!(resolve_path(Path::new("a/b.txt")), cwd.join("a/b.txt"));
        assert_eq!(
            resolve_path(Path::new("/tmp/c.txt")),
            PathBuf::from("/tmp/c.txt")
        );
        // "~user" is not the home folder.
        assert_eq!(resolve_path(Path::new("~x/y")), cwd.join("~x/y"));
    }

    #[test]
    fn test_saves_that_replace_or_misname_wait_for_a_yes() {
        let mut files = Files::new(Arc::new(NoPicker));
        let dir = std::env::temp_dir();
        let new = dir.join(format!("maedn-new-{}.json", std::process::id()));
        let fresh = files.typed_path(FileKind::Session, DialogMode::Save, &new);
        assert!(matches!(fresh, Some(FileEvent::Picked { .. })));
        // An existing file: asked, not written.
        let asked = files.typed_path(FileKind::Session, DialogMode::Save, &dir);
        assert!(asked.is_none() && files.is_busy());
        let pending = files.pending_save().cloned().expect("a question");
        assert!(pending.exists);
        assert_eq!(pending.expected_extension, Some("json"));
        files.cancel_save();
        assert!(!files.is_busy());
        // A board list called .json: asked about the extension.
        let misnamed = files.typed_path(FileKind::Boards, DialogMode::Save, &new);
        assert!(misnamed.is_none());
        let pending = files.pending_save().cloned().expect("a question");
        assert!(!pending.exists && pending.expected_extension == Some("txt"));
        let yes = files.confirm_save();
        assert!(matches!(yes, Some(FileEvent::Picked { path, .. }) if path == new));
        assert!(files.pending_save().is_none());
    }

    #[test]
    fn test_default_names() {
        assert_eq!(default_name(FileKind::Session), "maedn-session.json");
        assert_eq!(
            default_name(FileKind::Picture(Format::Png)),
            "maedn-board.png"
        );
    }
}
