//! Which file a save replaces: the path itself, or the file its chain of
//! symbolic links ends at, except that a link in a folder every user may
//! write to (sticky, like `/tmp`) is never followed: another user may have
//! planted it there to choose the file a save overwrites.

use std::fs;
use std::path::{Path, PathBuf};

use super::error::FileError;

/// Links followed before giving up (as the kernel's own limit, `ELOOP`).
const MAX_LINKS: usize = 40;

/// Is `dir` a folder every user may write to, with the sticky bit (`/tmp`)?
/// A link there may be another user's: following it would let them choose
/// which file a save replaces.
#[cfg(unix)]
fn is_shared_folder(dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    const STICKY: u32 = 0o1000;
    const OTHERS_WRITE: u32 = 0o002;
    fs::metadata(dir).is_ok_and(|m| {
        let mode = m.permissions().mode();
        m.is_dir() && mode & STICKY != 0 && mode & OTHERS_WRITE != 0
    })
}

#[cfg(not(unix))]
fn is_shared_folder(_dir: &Path) -> bool {
    false
}

/// The file a write to `path` should replace: `path` itself, or the file its
/// chain of symbolic links ends at (which need not exist yet). A link in a
/// shared sticky folder ([`is_shared_folder`]) is refused, never followed.
pub(super) fn resolve_links(path: &Path) -> Result<PathBuf, FileError> {
    let write_err = |source| FileError::Write {
        path: path.to_owned(),
        source,
    };
    let mut at = path.to_owned();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&at) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let dir = match at.parent() {
                    Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
                    _ => PathBuf::from("."),
                };
                if is_shared_folder(&dir) {
                    return Err(FileError::SharedLink { path: at });
                }
                let link = fs::read_link(&at).map_err(write_err)?;
                at = dir.join(link);
            }
            _ => return Ok(at),
        }
    }
    Err(write_err(std::io::Error::other(format!(
        "more than {MAX_LINKS} symbolic links in a row"
    ))))
}

/// The file a save to `path` would replace, asked before saving: `None` if
/// there is none yet, else the file itself (for a symbolic link, the file
/// its links end at, which is what the save replaces).
///
/// # Errors
/// [`FileError::NotRegular`] for a target that [`write_atomic`] would refuse
/// (a device such as `/dev/full`, a FIFO, a folder), so the user is not asked
/// whether to replace what cannot be replaced; [`FileError::Write`] for a
/// loop of links; [`FileError::SharedLink`] for a link in a shared folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn replaced_by_save(path: &Path) -> Result<Option<PathBuf>, FileError> {
    let target = resolve_links(path)?;
    match fs::metadata(&target) {
        Ok(meta) if !meta.is_file() => Err(FileError::NotRegular {
            path: path.to_owned(),
            kind: super::error::kind_of(meta.file_type()),
        }),
        Ok(_) => Ok(Some(target)),
        Err(_) => Ok(None),
    }
}

/// A web page saves by download, which replaces nothing (the browser names
/// a second download of the same name itself).
#[cfg(target_arch = "wasm32")]
pub fn replaced_by_save(_path: &Path) -> Result<Option<PathBuf>, FileError> {
    Ok(None)
}
