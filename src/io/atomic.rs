//! Atomic writes, and the error type of every file operation.
//!
//! [`write_atomic`] writes a temporary file in the target's own directory,
//! flushes it to disk and renames it over the target, so a crash or a full
//! disk never leaves a half-written file behind. It writes *through* a
//! symbolic link to the file it names, refuses targets that are not regular
//! files (a FIFO, a device), keeps the target's permissions (0600 stays 0600)
//! and uses a short temporary name (long file names still work).
//! Reading is in [`super::read`].

use std::fs::{self, File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Links followed before giving up (as the kernel's own limit, `ELOOP`).
const MAX_LINKS: usize = 40;

/// Why a file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The operating system refused to read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The operating system refused to write.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is larger than the limit.
    #[error("{} is too large ({size} bytes); files over {limit} bytes are refused", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size, or at least how much was read before stopping.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// What would be written is larger than the read limit: it is not written.
    #[error(
        "{} was not written: it would be {size} bytes, and files over {limit} bytes cannot be \
         opened again; save fewer boards",
        path.display()
    )]
    TooLargeToWrite {
        /// The file.
        path: PathBuf,
        /// The size it would have.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// A directory, FIFO, device or socket where a regular file was expected.
    #[error("{} is {kind}, not a regular file", path.display())]
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is ("a directory", "a named pipe (FIFO)" …).
        kind: &'static str,
    },
    /// The file holds nothing but white space.
    #[error("{} is empty", path.display())]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The file is not UTF-8 text.
    #[error("{} is not UTF-8 text (invalid byte at offset {offset})", path.display())]
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
}

/// What a file that is not a regular file is, in words.
pub(super) fn kind_of(file_type: fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if file_type.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

/// The file a write to `path` should replace: `path` itself, or the file its
/// chain of symbolic links ends at (which need not exist yet).
fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut at = path.to_owned();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&at) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&at)?;
                at = match at.parent() {
                    Some(dir) => dir.join(link),
                    None => link,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(std::io::Error::other(format!(
        "more than {MAX_LINKS} symbolic links in a row"
    )))
}

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory, `fsync`, then a rename over `path`. On failure the temporary
/// file is removed and `path` is left as it was.
///
/// A symbolic link is written through (its target is replaced, the link
/// kept); a target that exists but is not a regular file is refused
/// ([`FileError::NotRegular`]); the target's permissions are kept.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let write_err = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    let target = resolve_links(path).map_err(write_err)?;
    let existing = match fs::metadata(&target) {
        Ok(meta) if !meta.is_file() => {
            return Err(FileError::NotRegular {
                path: path.to_owned(),
                kind: kind_of(meta.file_type()),
            });
        }
        Ok(meta) => Some(meta.permissions()),
        Err(_) => None,
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    if target.file_name().is_none() {
        return Err(write_err(std::io::Error::other(
            "the path has no file name",
        )));
    }
    // Short, whatever the target's name: a name near the 255-byte limit still works.
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".maedn-{}-{n}.tmp", std::process::id()));

    let result = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        if let Some(permissions) = &existing {
            file.set_permissions(permissions.clone())?;
        }
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, &target)?;
        // Make the rename itself durable where the platform allows it.
        if let Ok(d) = File::open(&dir) {
            d.sync_all().ok();
        }
        Ok(())
    })();
    if result.is_err() {
        fs::remove_file(&tmp).ok();
    }
    result.map_err(write_err)
}

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::super::read::{MAX_FILE_BYTES, check_size, read_text};
    use super::*;

    fn tmp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("maedn-atomic-{name}-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn write_then_read_round_trip_leaves_no_temp_files() {
        let dir = tmp_dir("round");
        let path = dir.join("boards.txt");
        write_atomic(&path, b"0x1\n").unwrap();
        write_atomic(&path, b"0x2\n").unwrap();
        assert_eq!(read_text(&path, MAX_FILE_BYTES).unwrap(), "0x2\n");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["boards.txt"]);
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn write_into_missing_directory_fails_cleanly() {
        let path = std::env::temp_dir().join("maedn-no-such-dir-xyz/boards.txt");
        let err = write_atomic(&path, b"x").unwrap_err();
        assert!(matches!(err, FileError::Write { .. }), "{err}");
        assert!(err.to_string().starts_with("cannot write"));
    }

    #[cfg(unix)]
    fn mkfifo(path: &Path) {
        let ok = std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap();
        assert!(ok.success());
    }

    #[cfg(unix)]
    #[test]
    fn test_a_fifo_is_refused_at_once_for_reading_and_writing() {
        let dir = tmp_dir("fifo");
        let fifo = dir.join("pipe.txt");
        mkfifo(&fifo);
        let started = std::time::Instant::now();
        let err = read_text(&fifo, MAX_FILE_BYTES).unwrap_err();
        assert!(
            matches!(
                err,
                FileError::NotRegular {
                    kind: "a named pipe (FIFO)",
                    ..
                }
            ),
            "{err}"
        );
        let err = write_atomic(&fifo, b"0x1\n").unwrap_err();
        assert!(matches!(err, FileError::NotRegular { .. }), "{err}");
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
        // Still a FIFO: not replaced by a regular file.
        use std::os::unix::fs::FileTypeExt as _;
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
        let err = read_text(&dir, MAX_FILE_BYTES).unwrap_err();
        assert!(
            matches!(
                err,
                FileError::NotRegular {
                    kind: "a directory",
                    ..
                }
            ),
            "{err}"
        );
        let err = write_atomic(Path::new("/dev/null"), b"x").unwrap_err();
        assert!(
            matches!(
                err,
                FileError::NotRegular {
                    kind: "a device",
                    ..
                }
            ),
            "{err}"
        );
        fs::remove_dir_all(dir).ok();
    }

    #[cfg(unix)]
    #[test]
    fn test_a_link_is_written_through_and_the_mode_is_kept() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tmp_dir("link");
        let target = dir.join("real.txt");
        fs::write(&target, "0x1\n").unwrap();
        fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink("real.txt", &link).unwrap();
        write_atomic(&link, b"0x2\n").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read_to_string(&target).unwrap(), "0x2\n");
        let mode = fs::metadata(&target).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        // A dangling link: its target is created.
        let dangling = dir.join("dangling.txt");
        std::os::unix::fs::symlink("new.txt", &dangling).unwrap();
        write_atomic(&dangling, b"0x3\n").unwrap();
        assert_eq!(fs::read_to_string(dir.join("new.txt")).unwrap(), "0x3\n");
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn test_long_names_and_the_size_limit_for_writing() {
        let dir = tmp_dir("long");
        let path = dir.join(format!("{}.txt", "b".repeat(240)));
        write_atomic(&path, b"0x1\n").unwrap();
        assert_eq!(read_text(&path, MAX_FILE_BYTES).unwrap(), "0x1\n");
        assert!(check_size(&path, 100, 100).is_ok());
        let err = check_size(&path, 101, 100).unwrap_err();
        assert!(
            matches!(
                err,
                FileError::TooLargeToWrite {
                    size: 101,
                    limit: 100,
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("cannot be opened again"), "{err}");
        fs::remove_dir_all(dir).ok();
    }
}
