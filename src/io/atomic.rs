//! Atomic writes and careful reads.
//!
//! [`write_atomic`] writes a temporary file in the target's own directory,
//! flushes it to disk and renames it over the target, so a crash or a full
//! disk never leaves a half-written file behind. [`read_text`] refuses files
//! that are too large, empty or not UTF-8, each with its own error.

use std::fs::{self, File, OpenOptions};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The largest file [`read_text`] accepts by default: 10 MB.
pub const MAX_FILE_BYTES: u64 = 10 * 1024 * 1024;

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

/// Reads `path` as UTF-8 text of at most `limit` bytes.
///
/// Errors: [`FileError::TooLarge`], [`FileError::Empty`] (also for white
/// space only), [`FileError::NotUtf8`] and [`FileError::Read`].
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    let read_err = |source| FileError::Read {
        path: path.to_owned(),
        source,
    };
    let file = File::open(path).map_err(read_err)?;
    let size = file.metadata().map_err(read_err)?.len();
    if size > limit {
        return Err(FileError::TooLarge {
            path: path.to_owned(),
            size,
            limit,
        });
    }
    // The file may grow between `metadata` and `read`: never read past the limit.
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_err)?;
    let read = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
    if read > limit {
        return Err(FileError::TooLarge {
            path: path.to_owned(),
            size: read,
            limit,
        });
    }
    let text = String::from_utf8(bytes).map_err(|e| FileError::NotUtf8 {
        path: path.to_owned(),
        offset: e.utf8_error().valid_up_to(),
    })?;
    if text.trim().is_empty() {
        return Err(FileError::Empty {
            path: path.to_owned(),
        });
    }
    Ok(text)
}

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory, `fsync`, then a rename over `path`. On failure the temporary
/// file is removed and `path` is left as it was.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let write_err = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| write_err(std::io::Error::other("the path has no file name")))?;
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".{}.{n}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);

    let result = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)?;
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

    #[test]
    fn malformed_files_each_have_their_error() {
        let dir = tmp_dir("bad");
        let big = dir.join("big.txt");
        fs::write(&big, vec![b'0'; 101]).unwrap();
        let err = read_text(&big, 100).unwrap_err();
        assert!(matches!(
            err,
            FileError::TooLarge {
                size: 101,
                limit: 100,
                ..
            }
        ));
        assert!(err.to_string().contains("too large"));

        let empty = dir.join("empty.txt");
        fs::write(&empty, " \n\t").unwrap();
        assert!(matches!(
            read_text(&empty, 100),
            Err(FileError::Empty { .. })
        ));

        let latin = dir.join("latin1.txt");
        fs::write(&latin, b"0x1 # M\xe4dn").unwrap();
        let err = read_text(&latin, 100).unwrap_err();
        assert!(matches!(err, FileError::NotUtf8 { offset: 7, .. }), "{err}");

        let missing = dir.join("missing.txt");
        assert!(matches!(
            read_text(&missing, 100),
            Err(FileError::Read { .. })
        ));
        fs::remove_dir_all(dir).ok();
    }
}
