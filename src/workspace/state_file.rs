//! Where the window's state file (eframe's `app.ron`) can be kept when it
//! cannot be used where it is: a private folder of its own in the temporary
//! folder, never a predictable name another user could plant a link at; and
//! whether the settings can be saved where they are (eframe's own save fails
//! without a word).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::io::FileError;

/// The start of the name of a private folder for the state in the temporary
/// folder (then random characters).
const PRIVATE_PREFIX: &str = "maedn-state-";
/// The state file's name, as eframe names it.
const STATE_FILE: &str = "app.ron";
/// The private folder's permissions: its owner's alone.
#[cfg(unix)]
const PRIVATE_MODE: u32 = 0o700;

/// A state file in a folder of its own, created exclusively with a random
/// name in the temporary folder and readable by this user only: nobody else
/// can have put a file or a link there. Removed with the folder when dropped.
#[derive(Debug)]
pub struct PrivateState {
    _folder: tempfile::TempDir,
    file: PathBuf,
}

impl PrivateState {
    /// A new private folder, with `contents` as its state file (none for
    /// empty contents: eframe then starts fresh).
    #[must_use]
    pub fn new(contents: &str) -> Option<PrivateState> {
        let mut builder = tempfile::Builder::new();
        builder.prefix(PRIVATE_PREFIX);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            // Only this user may look in (the default follows the umask).
            builder.permissions(std::fs::Permissions::from_mode(PRIVATE_MODE));
        }
        let folder = builder.tempdir().ok()?;
        let file = folder.path().join(STATE_FILE);
        if !contents.is_empty() {
            let mut out = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&file)
                .ok()?;
            out.write_all(contents.as_bytes()).ok()?;
        }
        Some(PrivateState {
            _folder: folder,
            file,
        })
    }

    /// The state file eframe reads and saves.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.file
    }
}

/// Can eframe save its state at `path`? eframe's own save fails silently.
/// An existing file is opened for appending (nothing is written); for a new
/// one, its folder is made and a temporary file created there and removed.
pub fn check_writable(path: &Path) -> Result<(), FileError> {
    let failed = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    match std::fs::symlink_metadata(path) {
        Ok(_) => {
            let mut options = std::fs::OpenOptions::new();
            options.append(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt as _;
                options.custom_flags(libc::O_NONBLOCK);
            }
            options.open(path).map(drop).map_err(failed)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let folder = match path.parent() {
                Some(d) if !d.as_os_str().is_empty() => d,
                _ => Path::new("."),
            };
            std::fs::create_dir_all(folder).map_err(failed)?;
            tempfile::NamedTempFile::new_in(folder)
                .map(drop)
                .map_err(failed)
        }
        Err(e) => Err(failed(e)),
    }
}
