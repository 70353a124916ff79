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
//! A web page has no paths: its picker gives a file's name and bytes
//! ([`FilePicker::pick_open_bytes`], answered on the page's event loop),
//! which are read with exactly the checks and errors of a file from disk;
//! its saves are downloads under the suggested name (`io::download`).
//!
//! A typed path is read as a person means it ([`resolve_path`]: `~` is the
//! home folder, a relative path is taken from the current folder and shown
//! resolved). Saving never replaces a file without asking: a typed path that
//! exists, or any path whose extension does not fit what is saved, waits for
//! a yes ([`PendingSave`]); the native dialog asks about
//! replacing by itself.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use web_time::Instant;

mod events;
mod picker;
mod title;

pub use events::{FileEvent, FileOpError, Loaded, SaveError};
pub use picker::{
    DialogMode, FilePicker, NoPicker, PickedFile, PickedSink, UNAVAILABLE_BELOW, default_name,
    resolve_path,
};
pub use title::{Exported, HandoutKind, export_title};

use super::job::Job;
use super::task::Waker;
use crate::i18n::Lang;
use crate::io::{self, FileKind, LoadError};

/// A save that waits for the user's yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingSave {
    /// What is saved.
    pub kind: FileKind,
    /// Where (resolved).
    pub path: PathBuf,
    /// The file exists and would be replaced.
    pub exists: bool,
    /// The file the save writes: `path`, or for a symbolic link the file its
    /// links end at (named in the question: that is the file replaced).
    pub target: PathBuf,
    /// The extension does not fit the kind: the one expected.
    pub expected_extension: Option<&'static str>,
}

/// A dialog open: what for, and the path it picked with how long it took.
type Dialog = (FileKind, DialogMode, Job<(Option<PathBuf>, Duration), ()>);

/// A file being read, and the job reading it.
type Reading = (PathBuf, Job<Result<Loaded, LoadError>, ()>);

/// Where a browser's picker puts the file it picked (`Some(None)`: cancelled).
type PickedSlot = Arc<Mutex<Option<Option<PickedFile>>>>;

/// A browser's file picker open: what for, where its file arrives, and
/// the waker its read starts with.
type Browsing = (FileKind, PickedSlot, Waker);

/// The file operations in flight.
pub struct Files {
    picker: Arc<dyn FilePicker>,
    unavailable_below: Duration,
    dialog: Option<Dialog>,
    browsing: Option<Browsing>,
    typed: Option<(FileKind, DialogMode)>,
    /// What the dialog open (or the typed-path window) exports, as its title.
    title: Option<String>,
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
            browsing: None,
            typed: None,
            title: None,
            confirm: None,
            read: None,
            writes: Vec::new(),
        }
    }

    /// Changes the "answered too fast" threshold (tests of slow pickers).
    #[doc(hidden)]
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
    /// A target that cannot be replaced (a device, a folder) is refused at
    /// once, before any question.
    fn check_save(&mut self, kind: FileKind, path: PathBuf, typed: bool) -> Option<FileEvent> {
        let replaced = match io::replaced_by_save(&path) {
            Ok(replaced) => replaced,
            Err(e) => return Some(FileEvent::Failed(FileOpError::Save(SaveError::File(e)))),
        };
        let exists = typed && replaced.is_some();
        let target = replaced.unwrap_or_else(|| path.clone());
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
            target,
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

    /// The typed-path window's title when it names what is exported.
    #[must_use]
    pub fn typed_title(&self) -> Option<&str> {
        self.typed.and(self.title.as_deref())
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
        self.begin_named(kind, mode, default_name(kind), None, lang, waker)
    }

    /// As [`Files::begin`], with the name a save dialog suggests and, for an
    /// export, its title naming what is exported ([`export_title`]).
    pub fn begin_named(
        &mut self,
        kind: FileKind,
        mode: DialogMode,
        name: String,
        title: Option<String>,
        lang: Lang,
        waker: &Waker,
    ) -> Result<(), FileOpError> {
        if self.is_busy() {
            return Err(FileOpError::Busy);
        }
        if mode == DialogMode::Open && self.browse(kind, lang, waker) {
            return Ok(());
        }
        let picker = Arc::clone(&self.picker);
        self.title.clone_from(&title);
        let job = Job::spawn("maedn-file-dialog", waker, (), move |_| {
            let started = Instant::now();
            let path = match mode {
                DialogMode::Open => picker.pick_open(kind, lang),
                DialogMode::Save => picker.pick_save(kind, &name, title.as_deref(), lang),
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

    /// Opens a picker that gives bytes (a web page's), if the picker has
    /// one: its file arrives through [`Files::poll`], read as a file from
    /// disk is. A browser that never says "cancelled" would leave such a
    /// picker open for good, so it does not make the menu busy: opening
    /// another replaces it.
    fn browse(&mut self, kind: FileKind, lang: Lang, waker: &Waker) -> bool {
        let slot: PickedSlot = Arc::default();
        let sink = {
            let (slot, waker) = (Arc::clone(&slot), waker.clone());
            Box::new(move |picked| {
                *slot.lock().unwrap_or_else(PoisonError::into_inner) = Some(picked);
                waker.wake();
            })
        };
        let opened = self
            .picker
            .pick_open_bytes(kind, lang, io::MAX_FILE_BYTES, sink);
        if opened {
            self.browsing = Some((kind, slot, waker.clone()));
        }
        opened
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
        self.poll_browsing(&mut events);
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

    /// A browser's picker that has answered: its file is read in the
    /// background as a file from disk is (the outcome comes as `Loaded` or
    /// `Failed`); a cancel ends it quietly.
    fn poll_browsing(&mut self, events: &mut Vec<FileEvent>) {
        let Some((kind, slot, waker)) = &self.browsing else {
            return;
        };
        let Some(picked) = slot.lock().unwrap_or_else(PoisonError::into_inner).take() else {
            return;
        };
        let (kind, waker) = (*kind, waker.clone());
        self.browsing = None;
        let Some(PickedFile { name, bytes }) = picked else {
            return;
        };
        let path = PathBuf::from(name);
        let p = path.clone();
        match Job::spawn("maedn-read", &waker, (), move |_| {
            read_bytes(&p, bytes, kind)
        }) {
            Ok(job) => self.read = Some((path, job)),
            Err(e) => events.push(FileEvent::Failed(e.into())),
        }
    }
}

/// Reads `path` as `kind`; the io layer refuses anything but a regular file
/// before opening it (a named pipe would block forever).
fn read(path: &Path, kind: FileKind) -> Result<Loaded, LoadError> {
    parse(kind, &io::read_text(path, io::MAX_FILE_BYTES)?)
}

/// A picked file's bytes as `kind`, named `path`: the checks and errors of
/// a file read from disk ([`io::text_of`]; too large is told before reading).
fn read_bytes(
    path: &Path,
    bytes: Result<Vec<u8>, u64>,
    kind: FileKind,
) -> Result<Loaded, LoadError> {
    let limit = io::MAX_FILE_BYTES;
    let text = match bytes {
        Ok(bytes) => io::text_of(path, bytes, limit)?,
        Err(size) => {
            return Err(io::FileError::TooLarge {
                path: path.to_owned(),
                size,
                limit,
            }
            .into());
        }
    };
    parse(kind, &text)
}

/// The text of a file as `kind` (as `io::load_session`, `io::load_round`
/// and `io::load_board_list` read it).
fn parse(kind: FileKind, text: &str) -> Result<Loaded, LoadError> {
    Ok(match kind {
        FileKind::Session => Loaded::Session(Box::new(io::parse_session(text)?)),
        FileKind::Round => Loaded::Round(Box::new(io::parse_round(text)?)),
        FileKind::Boards | FileKind::Picture(_) | FileKind::Animation(_) | FileKind::Pdf => {
            let boards = io::parse_boards(text)?;
            Loaded::Boards(boards.into(), io::uneven_line(text))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::{FileError, Format};

    #[test]
    fn test_directories_are_refused_before_reading() {
        let dir = std::env::temp_dir();
        let err = read(&dir, FileKind::Boards).expect_err("a directory");
        assert!(
            matches!(err, LoadError::File(FileError::NotRegular { .. })),
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
        let existing = dir.join(format!("maedn-existing-{}.txt", std::process::id()));
        std::fs::write(&existing, "0x1\n").expect("write");
        let asked = files.typed_path(FileKind::Session, DialogMode::Save, &existing);
        assert!(asked.is_none() && files.is_busy());
        let pending = files.pending_save().cloned().expect("a question");
        std::fs::remove_file(&existing).ok();
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

    /// A device or a folder is refused before the question (it was offered
    /// "Replace" and only then refused).
    #[test]
    fn test_what_cannot_be_replaced_is_refused_before_asking() {
        let mut files = Files::new(Arc::new(NoPicker));
        for path in [std::env::temp_dir(), PathBuf::from("/dev/null")] {
            let event = files.typed_path(FileKind::Boards, DialogMode::Save, &path);
            assert!(
                matches!(
                    event,
                    Some(FileEvent::Failed(FileOpError::Save(SaveError::File(
                        FileError::NotRegular { .. }
                    ))))
                ),
                "{path:?}: {event:?}"
            );
            assert!(files.pending_save().is_none() && !files.is_busy());
        }
    }

    /// Saving over a symbolic link asks about the file it points to, which is
    /// the file replaced (the link itself is kept).
    #[cfg(unix)]
    #[test]
    fn test_the_question_names_a_links_target() {
        let dir = std::env::temp_dir().join(format!("maedn-link-ask-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let real = dir.join("real.txt");
        let link = dir.join("link.txt");
        std::fs::write(&real, "0x1\n").expect("write");
        std::fs::remove_file(&link).ok();
        std::os::unix::fs::symlink(&real, &link).expect("link");
        let mut files = Files::new(Arc::new(NoPicker));
        assert!(
            files
                .typed_path(FileKind::Boards, DialogMode::Save, &link)
                .is_none()
        );
        let pending = files.pending_save().cloned().expect("a question");
        assert!(pending.exists);
        assert_eq!(pending.path, link);
        assert_eq!(pending.target, real);
        std::fs::remove_dir_all(&dir).ok();
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
