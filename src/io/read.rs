//! Careful reads: [`read_text`] reads only regular files, opened without
//! blocking (a FIFO named as a board list can never hang the caller), and
//! refuses files that are too large, empty or not UTF-8, each with its own
//! error ([`text_of`] checks bytes that come from elsewhere, a web page's
//! picker, the same way). [`check_size`] applies the same limit before writing, so the app
//! never writes a file it would refuse to read back.

use std::fs::{self, File, OpenOptions};
use std::io::Read as _;
use std::path::Path;

use super::error::{FileError, kind_of};

/// The largest board list or session read or written: 10 MB.
pub const MAX_FILE_BYTES: u64 = 10 * 1024 * 1024;

/// Opens `path` for reading without blocking (`O_NONBLOCK` on Unix): opening a
/// FIFO with no writer returns at once instead of waiting forever.
fn open_nonblocking(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Refuses `size` bytes for `path` if they could not be read back by
/// [`read_text`] with `limit`.
pub fn check_size(path: &Path, size: usize, limit: u64) -> Result<(), FileError> {
    let size = u64::try_from(size).unwrap_or(u64::MAX);
    if size > limit {
        return Err(FileError::TooLargeToWrite {
            path: path.to_owned(),
            size,
            limit,
        });
    }
    Ok(())
}

/// Reads `path` as UTF-8 text of at most `limit` bytes.
///
/// Errors: [`FileError::NotRegular`] (checked before opening, and again on
/// the opened file), [`FileError::TooLarge`], [`FileError::Empty`] (also for
/// white space only), [`FileError::NotUtf8`] and [`FileError::Read`].
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    let read_err = |source| FileError::Read {
        path: path.to_owned(),
        source,
    };
    let not_regular = |file_type| FileError::NotRegular {
        path: path.to_owned(),
        kind: kind_of(file_type),
    };
    let before = fs::metadata(path).map_err(read_err)?;
    if !before.is_file() {
        return Err(not_regular(before.file_type()));
    }
    let file = open_nonblocking(path).map_err(read_err)?;
    // The path may have been replaced between the check and the open.
    let meta = file.metadata().map_err(read_err)?;
    if !meta.is_file() {
        return Err(not_regular(meta.file_type()));
    }
    let size = meta.len();
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
    text_of(path, bytes, limit)
}

/// The bytes of a file named `path` as UTF-8 text of at most `limit` bytes,
/// with [`read_text`]'s checks and errors ([`FileError::TooLarge`],
/// [`FileError::NotUtf8`], [`FileError::Empty`]): for bytes read from disk,
/// and for a file a web page's picker gave.
pub fn text_of(path: &Path, bytes: Vec<u8>, limit: u64) -> Result<String, FileError> {
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

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::*;

    fn tmp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("maedn-read-{name}-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        dir
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
