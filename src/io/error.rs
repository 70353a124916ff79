//! The error of every file operation, [`FileError`], and what a path that is
//! not a regular file is ([`NotRegularKind`]: a FIFO, a device, a folder).
//! Its wording, in both languages, is `crate::i18n::words`' (its `Display`
//! is the English there).

use std::fs;
use std::path::PathBuf;

/// Why a file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The operating system refused to read.
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The operating system refused to write.
    Write {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is larger than the limit.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size, or at least how much was read before stopping.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// What would be written is larger than the read limit: it is not written.
    TooLargeToWrite {
        /// The file.
        path: PathBuf,
        /// The size it would have.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// A directory, FIFO, device or socket where a regular file was expected.
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is.
        kind: NotRegularKind,
    },
    /// A symbolic link in a folder every user may write to (sticky, like
    /// `/tmp`): another user may have planted it, so it is not followed.
    SharedLink {
        /// The link.
        path: PathBuf,
    },
    /// The file holds nothing but white space.
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The file is not UTF-8 text.
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
}

/// What a path that is not a regular file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRegularKind {
    /// A directory (folder).
    Directory,
    /// A named pipe (FIFO).
    Fifo,
    /// A character or block device.
    Device,
    /// A Unix socket.
    Socket,
    /// Anything else.
    Other,
}

/// What a file that is not a regular file is.
pub(super) fn kind_of(file_type: fs::FileType) -> NotRegularKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if file_type.is_fifo() {
            return NotRegularKind::Fifo;
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return NotRegularKind::Device;
        }
        if file_type.is_socket() {
            return NotRegularKind::Socket;
        }
    }
    if file_type.is_dir() {
        NotRegularKind::Directory
    } else {
        NotRegularKind::Other
    }
}
