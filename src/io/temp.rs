//! The temporary files of [`super::write_atomic`]: their short names
//! (`.maedn-PID-N.tmp`, so a target's name near the length limit still
//! works), and the removal of those an interrupted save left behind.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The start of our temporary files' names (`.maedn-PID-N.tmp`).
const TEMP_PREFIX: &str = ".maedn-";
/// The end of our temporary files' names.
const TEMP_SUFFIX: &str = ".tmp";
/// A temporary file of ours older than this was left by a save that was
/// interrupted (a crash, a kill): the next save in its folder removes it.
pub(super) const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// Is `name` a temporary file name of [`write_atomic`] (`.maedn-PID-N.tmp`)?
pub(super) fn is_our_temp(name: &str) -> bool {
    name.strip_prefix(TEMP_PREFIX)
        .and_then(|rest| rest.strip_suffix(TEMP_SUFFIX))
        .and_then(|middle| middle.split_once('-'))
        .is_some_and(|(pid, n)| {
            [pid, n]
                .iter()
                .all(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        })
}

/// Removes our temporary files in `dir` older than [`STALE_TEMP`], best
/// effort (a save never fails because of them).
pub(super) fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.to_str().is_some_and(is_our_temp) {
            continue;
        }
        let stale = entry
            .metadata()
            .ok()
            .filter(fs::Metadata::is_file)
            .and_then(|m| {
                m.modified()
                    .ok()
                    .and_then(|t| t.elapsed().ok())
                    .map(|age| age > STALE_TEMP)
            });
        if stale == Some(true) {
            fs::remove_file(entry.path()).ok();
        }
    }
}

/// A new temporary file name in `dir`, unique in this process; short,
/// whatever the target's name.
pub(super) fn temp_path(dir: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(
        "{TEMP_PREFIX}{}-{n}{TEMP_SUFFIX}",
        std::process::id()
    ))
}
