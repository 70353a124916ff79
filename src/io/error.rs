//! The error type of every file operation, [`FileError`], and the words for
//! what a path that is not a regular file is (a FIFO, a device, a folder).

use std::fs;
use std::path::PathBuf;

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
    /// A symbolic link in a folder every user may write to (sticky, like
    /// `/tmp`): another user may have planted it, so it is not followed.
    #[error(
        "{} is a symbolic link in a folder every user can write to; it is not followed",
        path.display()
    )]
    SharedLink {
        /// The link.
        path: PathBuf,
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
