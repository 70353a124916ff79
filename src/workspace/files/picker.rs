//! How a path is chosen: the [`FilePicker`] seam (rfd's native dialog in the
//! window, a scripted one in the tests, [`NoPicker`] without a window), the
//! name a save dialog suggests and a typed path resolved as a person means it.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::i18n::Lang;
use crate::io::FileKind;

/// "No file" faster than this means there is no dialog to show.
pub const UNAVAILABLE_BELOW: Duration = Duration::from_millis(150);

/// A file a web page's picker chose: its name and its bytes, or, for a
/// file larger than the limit asked for, its size (then it is not read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickedFile {
    /// The file's name (a page sees no folders).
    pub name: String,
    /// Its bytes, or its size if it is too large to read.
    pub bytes: Result<Vec<u8>, u64>,
}

/// Where a picker without paths sends the file it picked (`None`:
/// cancelled), whenever the user has picked it.
pub type PickedSink = Box<dyn FnOnce(Option<PickedFile>) + Send>;

/// Asks the user for a path. Implementations may block; `Files` calls
/// them on a background thread. A picker without paths (a web page's)
/// opens files through [`FilePicker::pick_open_bytes`] instead, which
/// returns at once.
pub trait FilePicker: Send + Sync {
    /// Opens a dialog for a file to open that gives bytes, not a path (a web
    /// page's: it has no file system), and returns at once; `sink` gets the
    /// file (with bytes only if at most `limit`) or `None` whenever the
    /// user is done. `false` if this picker has no such dialog: then
    /// [`FilePicker::pick_open`] is asked.
    fn pick_open_bytes(
        &self,
        _kind: FileKind,
        _lang: Lang,
        _limit: u64,
        _sink: PickedSink,
    ) -> bool {
        false
    }
    /// A file to open, or `None` if cancelled or unavailable; the dialog
    /// speaks `lang`.
    fn pick_open(&self, kind: FileKind, lang: Lang) -> Option<PathBuf>;
    /// A file to save to, or `None` if cancelled or unavailable; `title`
    /// names what is exported (else the dialog names the kind of file).
    fn pick_save(
        &self,
        kind: FileKind,
        default_name: &str,
        title: Option<&str>,
        lang: Lang,
    ) -> Option<PathBuf>;
}

/// The picker of a build without a window: never a dialog, so a typed path.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoPicker;

impl FilePicker for NoPicker {
    fn pick_open(&self, _kind: FileKind, _lang: Lang) -> Option<PathBuf> {
        None
    }

    fn pick_save(
        &self,
        _kind: FileKind,
        _default_name: &str,
        _title: Option<&str>,
        _lang: Lang,
    ) -> Option<PathBuf> {
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

/// The name a save dialog suggests.
#[must_use]
pub fn default_name(kind: FileKind) -> String {
    let ext = kind.extensions().first().copied().unwrap_or("txt");
    let stem = match kind {
        FileKind::Boards => "maedn-boards",
        FileKind::Session => "maedn-session",
        FileKind::Picture(_) => "maedn-board",
        FileKind::Animation(_) => "maedn-animation",
        FileKind::Pdf => "maedn-handout",
        FileKind::Round => "maedn-round",
    };
    format!("{stem}.{ext}")
}

/// A typed path as a person means it: a leading `~` is the home folder
/// (`HOME`; on Windows the user's profile folder, `%USERPROFILE%`), and a
/// relative path is taken from the current folder, so the status line can
/// say exactly where a file went. A path that cannot be resolved is kept.
#[must_use]
pub fn resolve_path(typed: &Path) -> PathBuf {
    let home = std::env::home_dir();
    let expanded = match (typed.strip_prefix("~"), home) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => typed.to_path_buf(),
    };
    std::path::absolute(&expanded).unwrap_or(expanded)
}
