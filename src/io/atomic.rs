//! Atomic writes.
//!
//! [`write_atomic`] writes a temporary file in the target's own directory,
//! flushes it to disk and renames it over the target, so a crash or a full
//! disk never leaves a half-written file behind. It writes *through* a
//! symbolic link to the file it names (but never through one in a shared
//! sticky folder such as `/tmp`, which another user may have planted), refuses targets that are not regular
//! files (a FIFO, a device), keeps the target's permissions (0600 stays 0600),
//! owner and group (where it may), uses a short temporary name (long file
//! names still work) and removes its own temporary files that an interrupted
//! save left in the folder more than an hour ago.
//! Reading is in [`super::read`], the error type of both in
//! [`super::error`], the temporary files in `temp.rs`, which file a save
//! replaces (links followed or refused) in `links.rs`.

use std::fs::{self, File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::error::{FileError, kind_of};
use super::links::resolve_links;
use super::temp::{remove_stale_temps, temp_path};

/// Gives the new file the replaced file's owner and group (a save by root
/// over another user's file leaves it theirs), best effort: without the
/// right to, the file stays the writer's, as with any new file.
#[cfg(unix)]
fn keep_owner(file: &File, old: &fs::Metadata) {
    use std::os::unix::fs::MetadataExt as _;
    let Ok(new) = file.metadata() else { return };
    if (new.uid(), new.gid()) == (old.uid(), old.gid()) {
        return;
    }
    if std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid())).is_err() {
        std::os::unix::fs::fchown(file, None, Some(old.gid())).ok();
    }
}

#[cfg(not(unix))]
fn keep_owner(_file: &File, _old: &fs::Metadata) {}

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory, `fsync`, then a rename over `path`. On failure the temporary
/// file is removed and `path` is left as it was.
///
/// A symbolic link is written through (its target is replaced, the link
/// kept), except one in a folder every user may write to with the sticky bit
/// (`/tmp`), which may be another user's and is refused
/// ([`FileError::SharedLink`]); a target that exists but is not a regular
/// file is refused ([`FileError::NotRegular`]); the target's permissions are
/// kept.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let mut file = AtomicFile::create(path)?;
    file.write_all(bytes).map_err(|e| file.error(e))?;
    file.commit()
}

/// Can [`write_atomic`] save to `path`? Checked as a save would: the link
/// rules, the target a regular file or none, and a temporary file created in
/// its folder (and removed). Asked before minutes of work whose result goes
/// there (an animation, a handout).
///
/// # Errors
/// What the save itself would fail with.
pub fn check_save(path: &Path) -> Result<(), FileError> {
    AtomicFile::create(path).map(drop)
}

/// A file written as [`write_atomic`] writes, piece by piece: created (and
/// so checked: the folder exists and may be written, the target is a regular
/// file or none, no shared link) before anything long is computed, written
/// as the data comes (an animation's frames need not all be held), and put
/// in place by [`AtomicFile::commit`]. Dropped without a commit, it removes
/// its temporary file and leaves the target as it was.
#[derive(Debug)]
pub struct AtomicFile {
    path: PathBuf,
    target: PathBuf,
    dir: PathBuf,
    tmp: PathBuf,
    existing: Option<fs::Metadata>,
    file: Option<File>,
}

impl AtomicFile {
    /// A new temporary file beside what `path` names (links resolved).
    ///
    /// # Errors
    /// As [`write_atomic`]: a shared link, a target that is not a regular
    /// file, or a folder that is missing or cannot be written.
    pub fn create(path: &Path) -> Result<AtomicFile, FileError> {
        let write_err = |source| FileError::Write {
            path: path.to_owned(),
            source,
        };
        let target = resolve_links(path)?;
        let existing = match fs::metadata(&target) {
            Ok(meta) if !meta.is_file() => {
                return Err(FileError::NotRegular {
                    path: path.to_owned(),
                    kind: kind_of(meta.file_type()),
                });
            }
            Ok(meta) => Some(meta),
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
        remove_stale_temps(&dir);
        let tmp = temp_path(&dir);
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .map_err(write_err)?;
        Ok(AtomicFile {
            path: path.to_owned(),
            target,
            dir,
            tmp,
            existing,
            file: Some(file),
        })
    }

    /// A write error of this file, named by the path asked for.
    #[must_use]
    pub fn error(&self, source: std::io::Error) -> FileError {
        FileError::Write {
            path: self.path.clone(),
            source,
        }
    }

    /// Flushes the data to disk and renames the file over the target.
    ///
    /// # Errors
    /// [`FileError::Write`] if the data cannot be made durable or the rename
    /// fails; the target is then left as it was.
    pub fn commit(mut self) -> Result<(), FileError> {
        let Some(file) = self.file.take() else {
            return Err(self.error(std::io::Error::other("already committed")));
        };
        let result = (|| {
            if let Some(old) = &self.existing {
                // Owner first: a change of owner clears the set-id bits.
                keep_owner(&file, old);
                file.set_permissions(old.permissions())?;
            }
            file.sync_all()?;
            drop(file);
            fs::rename(&self.tmp, &self.target)?;
            // Make the rename itself durable where the platform allows it.
            if let Ok(d) = File::open(&self.dir) {
                d.sync_all().ok();
            }
            Ok(())
        })();
        match result {
            Ok(()) => {
                // In place: nothing for Drop to remove.
                self.tmp = PathBuf::new();
                Ok(())
            }
            Err(e) => Err(self.error(e)),
        }
    }

    fn open(&mut self) -> std::io::Result<&mut File> {
        self.file
            .as_mut()
            .ok_or_else(|| std::io::Error::other("already committed"))
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.open()?.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.open()?.flush()
    }
}

impl Seek for AtomicFile {
    fn seek(&mut self, pos: SeekFrom) -> std::io::Result<u64> {
        self.open()?.seek(pos)
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        self.file.take();
        if !self.tmp.as_os_str().is_empty() {
            fs::remove_file(&self.tmp).ok();
        }
    }
}

#[cfg(test)]
#[expect(clippy::unwrap_used, reason = "tests may unwrap")]
mod tests {
    use super::super::error::NotRegularKind;
    use super::super::read::{MAX_FILE_BYTES, check_size, read_text};
    use super::super::temp::{STALE_TEMP, is_our_temp};
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
    fn test_stale_temporary_files_of_ours_are_removed() {
        let dir = tmp_dir("stale");
        let old = dir.join(".maedn-999999-0.tmp");
        let fresh = dir.join(".maedn-999999-1.tmp");
        let theirs = dir.join(".other-1-2.tmp");
        for p in [&old, &fresh, &theirs] {
            fs::write(p, b"half").unwrap();
        }
        let long_ago = std::time::SystemTime::now() - 2 * STALE_TEMP;
        for p in [&old, &theirs] {
            File::options()
                .write(true)
                .open(p)
                .unwrap()
                .set_modified(long_ago)
                .unwrap();
        }
        write_atomic(&dir.join("boards.txt"), b"0x1\n").unwrap();
        assert!(
            !old.exists(),
            "an hour-old temporary file of ours is removed"
        );
        assert!(
            fresh.exists(),
            "a save under way in another window is left alone"
        );
        assert!(theirs.exists(), "another program's file is left alone");
        assert!(is_our_temp(".maedn-12-0.tmp"));
        assert!(!is_our_temp(".maedn--0.tmp") && !is_our_temp(".maedn-1-x.tmp"));
        fs::remove_dir_all(dir).ok();
    }

    /// As root, replacing another user's file keeps it theirs (skipped when
    /// the test cannot give a file away).
    #[cfg(unix)]
    #[test]
    fn test_the_owner_and_group_are_kept() {
        use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
        let dir = tmp_dir("owner");
        let path = dir.join("boards.txt");
        fs::write(&path, b"0x1\n").unwrap();
        let (uid, gid) = (54_321, 54_322);
        if std::os::unix::fs::chown(&path, Some(uid), Some(gid)).is_err() {
            eprintln!("cannot give a file away (not root): owner check skipped");
            fs::remove_dir_all(dir).ok();
            return;
        }
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        write_atomic(&path, b"0x2\n").unwrap();
        let meta = fs::metadata(&path).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (uid, gid));
        assert_eq!(meta.mode() & 0o777, 0o640);
        assert_eq!(fs::read(&path).unwrap(), b"0x2\n");
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
        let started = web_time::Instant::now();
        let err = read_text(&fifo, MAX_FILE_BYTES).unwrap_err();
        assert!(
            matches!(
                err,
                FileError::NotRegular {
                    kind: NotRegularKind::Fifo,
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
                    kind: NotRegularKind::Directory,
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
                    kind: NotRegularKind::Device,
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
