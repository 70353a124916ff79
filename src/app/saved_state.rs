//! eframe's saved state (`app.ron` in the app's data folder: egui's memory
//! with the zoom, and the window's size and position), checked before the
//! window opens. eframe hands these to winit before the app runs, so a zoom
//! of `NaN`, 0 or −3 panicked at every launch and a `NaN` size opened a
//! 64 × 64 window; here they are replaced (and named in the status line)
//! before eframe reads the file. The file is read as every file is (a FIFO
//! or a link to `/dev/zero` is not read), and whether the settings can be
//! saved there is checked and said: eframe's own save fails without a word.

use std::collections::HashMap;
#[cfg(not(target_arch = "wasm32"))]
use std::path::{Path, PathBuf};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;

use serde::Deserialize;

#[cfg(not(target_arch = "wasm32"))]
use crate::io::{FileError, MAX_FILE_BYTES, read_text};
use crate::workspace::{PrefsIssue, usable_window, usable_zoom};
#[cfg(not(target_arch = "wasm32"))]
use crate::workspace::{PrivateState, check_writable};

/// eframe's key of egui's memory in `app.ron`.
const MEMORY_KEY: &str = "egui";
/// eframe's key of the window's size and position in `app.ron`.
const WINDOW_KEY: &str = "window";
/// The file eframe keeps its state in, inside the app's data folder (a web
/// page keeps it in the browser's storage: the rest of this file is the
/// desktop's).
#[cfg(not(target_arch = "wasm32"))]
const STATE_FILE: &str = "app.ron";

/// The part of eframe's saved window settings checked here (their field
/// names are eframe's storage format).
#[derive(Deserialize)]
struct SavedWindow {
    normal_geometry: SavedGeometry,
}

#[derive(Deserialize)]
struct SavedGeometry {
    outer_position_pixels: Option<egui::Pos2>,
    inner_size_points: egui::Vec2,
}

/// `text` (the contents of `app.ron`) with every value the window could not
/// open with replaced: the new contents (`None` if nothing was wrong or the
/// file is not eframe's state at all, which eframe ignores) and what was
/// replaced.
#[must_use]
pub fn repair_saved_state(text: &str) -> (Option<String>, Vec<PrefsIssue>) {
    let Ok(mut kv) = ron::from_str::<HashMap<String, String>>(text) else {
        return (None, Vec::new());
    };
    let mut issues = Vec::new();
    if let Some(memory) = kv.get(MEMORY_KEY)
        && let Ok(mut memory) = ron::from_str::<egui::Memory>(memory)
    {
        let saved = memory.options.zoom_factor;
        let used = usable_zoom(saved);
        if saved.to_bits() != used.to_bits() {
            memory.options.zoom_factor = used;
            match ron::ser::to_string(&memory) {
                Ok(repaired) => kv.insert(MEMORY_KEY.to_owned(), repaired),
                // Without its memory egui starts fresh, at zoom 1.
                Err(_) => kv.remove(MEMORY_KEY),
            };
            issues.push(PrefsIssue::Zoom { saved, used });
        }
    }
    if let Some(window) = kv.get(WINDOW_KEY)
        && let Ok(window) = ron::from_str::<SavedWindow>(window)
    {
        let g = window.normal_geometry;
        let size = [g.inner_size_points.x, g.inner_size_points.y];
        let position = g.outer_position_pixels.map(|p| [p.x, p.y]);
        if !usable_window(size, position) {
            // Without it eframe opens the window at its default size.
            kv.remove(WINDOW_KEY);
            issues.push(PrefsIssue::Window {
                width: size[0],
                height: size[1],
            });
        }
    }
    if issues.is_empty() {
        return (None, issues);
    }
    let repaired = ron::ser::to_string_pretty(&kv, ron::ser::PrettyConfig::default()).ok();
    (repaired, issues)
}

/// Where eframe keeps the state of the app `app_id`.
#[cfg(not(target_arch = "wasm32"))]
fn state_file(app_id: &str) -> Option<PathBuf> {
    eframe::storage_dir(app_id).map(|dir| dir.join(STATE_FILE))
}

/// What the check of the saved state found before the window opens.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Default)]
pub struct StateCheck {
    /// What was replaced, and whether the state can be read and saved;
    /// named in the status line.
    pub issues: Vec<PrefsIssue>,
    /// Where eframe reads and saves its state instead of the file, if the
    /// file cannot be used (kept while the window runs, removed after).
    pub elsewhere: Option<PrivateState>,
}

/// Checks and repairs the saved state of `app_id` on disk before eframe
/// reads it (see [`repair_file`]).
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn repair_on_disk(app_id: &str) -> StateCheck {
    state_file(app_id).map_or_else(StateCheck::default, |path| repair_file(&path))
}

/// Checks the state file at `path` before eframe reads it, as every file is
/// read ([`read_text`]: never a FIFO, a device or a huge file, which eframe's
/// plain read would block on or read for ever); repairs what the window could
/// not open with; and checks that the settings can be saved there.
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn repair_file(path: &Path) -> StateCheck {
    let text = match read_text(path, MAX_FILE_BYTES) {
        Ok(text) => Some(text),
        Err(e @ (FileError::NotRegular { .. } | FileError::TooLarge { .. })) => {
            // eframe reads (and saves) an empty state of its own instead.
            return StateCheck {
                issues: vec![PrefsIssue::Unreadable(Arc::new(e))],
                elsewhere: PrivateState::new(""),
            };
        }
        // Missing, empty, not text: eframe starts fresh, as it would.
        Err(_) => None,
    };
    let (repaired, mut issues) = text
        .as_deref()
        .map_or((None, Vec::new()), repair_saved_state);
    if let Some(repaired) = repaired
        && let Err(e) = crate::io::write_atomic(path, repaired.as_bytes())
    {
        // A read-only folder: eframe reads a private repaired copy.
        issues.push(PrefsIssue::NotSaved(Arc::new(e)));
        return StateCheck {
            issues,
            elsewhere: PrivateState::new(&repaired),
        };
    }
    if let Err(e) = check_writable(path) {
        issues.push(PrefsIssue::NotSaved(Arc::new(e)));
    }
    StateCheck {
        issues,
        elsewhere: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// eframe's file with this zoom and window size, as eframe writes it.
    fn state(zoom: &str, width: &str, height: &str) -> String {
        let memory = ron::ser::to_string(&egui::Memory::default())
            .expect("serialises")
            .replacen("zoom_factor:1.0", &format!("zoom_factor:{zoom}"), 1);
        assert!(memory.contains(&format!("zoom_factor:{zoom}")), "{memory}");
        let window = format!(
            "(normal_geometry:(outer_position_pixels:Some((x:10.0,y:20.0)),scale_factor:1.0,\
             inner_size_points:(x:{width},y:{height})),fullscreen:false,maximized:false)"
        );
        let kv: HashMap<&str, String> = [
            (MEMORY_KEY, memory),
            (WINDOW_KEY, window),
            ("app", "{\"mode\":\"Solve\"}".to_owned()),
        ]
        .into_iter()
        .collect();
        ron::ser::to_string_pretty(&kv, ron::ser::PrettyConfig::default()).expect("serialises")
    }

    fn zoom_of(text: &str) -> f32 {
        let kv: HashMap<String, String> = ron::from_str(text).expect("eframe's map");
        let memory: egui::Memory = ron::from_str(&kv[MEMORY_KEY]).expect("egui's memory");
        memory.options.zoom_factor
    }

    #[test]
    fn test_a_sane_state_is_left_alone() {
        let (repaired, issues) = repair_saved_state(&state("1.5", "1280.0", "800.0"));
        assert!(repaired.is_none());
        assert!(issues.is_empty(), "{issues:?}");
    }

    #[test]
    fn test_every_unusable_zoom_is_replaced() {
        // Not a number or not above 0: the default, 1 (never a half-size window).
        for (zoom, used) in [
            ("NaN", 1.0),
            ("inf", 2.0),
            ("-inf", 1.0),
            ("0.0", 1.0),
            ("-0.0", 1.0),
            ("-3.0", 1.0),
            ("0.05", 0.5),
            ("5.0", 2.0),
        ] {
            let (repaired, issues) = repair_saved_state(&state(zoom, "1280.0", "800.0"));
            let repaired = repaired.expect("repaired");
            assert_eq!(zoom_of(&repaired), used, "{zoom}");
            assert!(
                matches!(issues[..], [PrefsIssue::Zoom { used: u, .. }] if u == used),
                "{zoom}: {issues:?}"
            );
            // The rest of the state is kept.
            let kv: HashMap<String, String> = ron::from_str(&repaired).expect("map");
            assert_eq!(kv["app"], "{\"mode\":\"Solve\"}");
            assert!(kv.contains_key(WINDOW_KEY));
        }
    }

    #[test]
    fn test_an_unusable_window_size_is_dropped() {
        for (w, h) in [
            ("NaN", "800.0"),
            ("1280.0", "inf"),
            ("64.0", "64.0"),
            ("-5.0", "800.0"),
            ("100000.0", "800.0"),
        ] {
            let (repaired, issues) = repair_saved_state(&state("1.0", w, h));
            let kv: HashMap<String, String> =
                ron::from_str(&repaired.expect("repaired")).expect("map");
            assert!(!kv.contains_key(WINDOW_KEY), "{w}×{h}");
            assert_eq!(zoom_of(&ron::ser::to_string(&kv).expect("ser")), 1.0);
            assert!(
                matches!(issues[..], [PrefsIssue::Window { .. }]),
                "{issues:?}"
            );
        }
    }

    #[test]
    fn test_a_file_that_is_not_state_is_left_to_eframe() {
        for text in ["", "garbage", "{\"egui\": 5}"] {
            let (repaired, issues) = repair_saved_state(text);
            assert!(repaired.is_none() && issues.is_empty(), "{text:?}");
        }
    }

    #[test]
    fn test_a_position_off_every_screen_is_dropped() {
        let sane = state("1.0", "1280.0", "800.0");
        for (x, y) in [
            ("50000.0", "20.0"),
            ("10.0", "-40000.0"),
            ("99999.0", "99999.0"),
        ] {
            let far = sane.replace("x:10.0,y:20.0", &format!("x:{x},y:{y}"));
            assert_ne!(far, sane);
            let (repaired, issues) = repair_saved_state(&far);
            let kv: HashMap<String, String> =
                ron::from_str(&repaired.expect("repaired")).expect("map");
            assert!(!kv.contains_key(WINDOW_KEY), "{x}, {y}");
            assert!(
                matches!(issues[..], [PrefsIssue::Window { .. }]),
                "{issues:?}"
            );
        }
        // A second screen to the left or right is kept.
        for (x, y) in [("-1920.0", "0.0"), ("3840.0", "200.0")] {
            let near = sane.replace("x:10.0,y:20.0", &format!("x:{x},y:{y}"));
            assert!(repair_saved_state(&near).1.is_empty(), "{x}, {y}");
        }
    }

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("maedn-state-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        dir
    }

    #[test]
    fn test_the_file_on_disk_is_rewritten() {
        let dir = folder("rewrite");
        let path = dir.join(STATE_FILE);
        std::fs::write(&path, state("NaN", "NaN", "NaN")).expect("write");
        let check = repair_file(&path);
        assert_eq!(check.issues.len(), 2, "{:?}", check.issues);
        assert!(check.elsewhere.is_none());
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(zoom_of(&text), 1.0);
        assert!(repair_saved_state(&text).1.is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }

    /// The repaired copy of a state that cannot be rewritten in place went to
    /// a predictable name in the temporary folder, written through any link
    /// found there: another user's link made the app replace any file its
    /// user could write. The copy now goes to a private folder of its own.
    #[cfg(unix)]
    #[test]
    fn test_a_repaired_copy_never_goes_through_a_planted_link() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = folder("planted");
        // The victim's file, and a link at the name the copy used to take.
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, "mine\n").expect("victim");
        let mut old_name = std::ffi::OsString::from("maedn-state-");
        old_name.push(std::process::id().to_string());
        old_name.push(STATE_FILE);
        let planted = std::env::temp_dir().join(old_name);
        std::fs::remove_file(&planted).ok();
        std::os::unix::fs::symlink(&victim, &planted).expect("plant");
        // A state that cannot be rewritten in place: reached through a link
        // in a shared sticky folder, which a save never follows.
        let shared = dir.join("shared");
        std::fs::create_dir_all(&shared).expect("shared");
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).expect("mode");
        let real = dir.join("real.ron");
        std::fs::write(&real, state("NaN", "1280.0", "800.0")).expect("state");
        let path = shared.join(STATE_FILE);
        std::os::unix::fs::symlink(&real, &path).expect("link");

        let check = repair_file(&path);
        assert_eq!(std::fs::read_to_string(&victim).expect("victim"), "mine\n");
        let copy = check.elsewhere.as_ref().expect("a private copy");
        let private = copy.path().parent().expect("its folder");
        assert_ne!(copy.path(), planted.as_path());
        let mode = std::fs::metadata(private)
            .expect("folder")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o700, "{}", private.display());
        assert_eq!(
            zoom_of(&std::fs::read_to_string(copy.path()).expect("copy")),
            1.0
        );
        // The original is untouched, and the user is told it is not saved.
        assert!(
            std::fs::read_to_string(&real)
                .expect("real")
                .contains("NaN")
        );
        assert!(
            check
                .issues
                .iter()
                .any(|i| matches!(i, PrefsIssue::NotSaved(_))),
            "{:?}",
            check.issues
        );
        // The private folder goes with the window.
        let private = private.to_owned();
        drop(check);
        assert!(!private.exists());
        std::fs::remove_file(&planted).ok();
        std::fs::remove_dir_all(&dir).ok();
    }

    /// A FIFO or a link to `/dev/zero` as the state: eframe's plain read
    /// blocked the launch for ever or read 2 GB. Neither is read; eframe is
    /// pointed at a private, empty state, and the user is told.
    #[cfg(unix)]
    #[test]
    fn test_a_fifo_or_a_device_as_the_state_is_not_read() {
        let dir = folder("fifo");
        let fifo = dir.join("fifo").join(STATE_FILE);
        std::fs::create_dir_all(fifo.parent().expect("parent")).expect("dir");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        let zero = dir.join("zero").join(STATE_FILE);
        std::fs::create_dir_all(zero.parent().expect("parent")).expect("dir");
        std::os::unix::fs::symlink("/dev/zero", &zero).expect("link");
        for path in [fifo, zero] {
            let (tx, rx) = std::sync::mpsc::channel();
            let asked = path.clone();
            std::thread::spawn(move || tx.send(repair_file(&asked)).ok());
            let check = rx
                .recv_timeout(std::time::Duration::from_secs(20))
                .expect("returns at once");
            assert!(
                matches!(check.issues[..], [PrefsIssue::Unreadable(_)]),
                "{}: {:?}",
                path.display(),
                check.issues
            );
            let copy = check.elsewhere.as_ref().expect("a private state");
            assert!(!copy.path().exists(), "eframe starts fresh");
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    /// eframe's save fails without a word: a folder that cannot be written
    /// is said once at the start.
    #[test]
    fn test_settings_that_cannot_be_saved_are_said() {
        let dir = folder("unsaved");
        let not_a_folder = dir.join("file.txt");
        std::fs::write(&not_a_folder, "x").expect("file");
        let check = repair_file(&not_a_folder.join(STATE_FILE));
        assert!(
            matches!(check.issues[..], [PrefsIssue::NotSaved(_)]),
            "{:?}",
            check.issues
        );
        let text = check.issues[0].text(crate::i18n::Tr::shared(crate::i18n::Lang::En));
        assert!(text.starts_with("Settings cannot be saved ("), "{text}");
        // A folder that can be written: nothing to say, and nothing left behind.
        let fine = dir.join("fine");
        let check = repair_file(&fine.join(STATE_FILE));
        assert!(check.issues.is_empty(), "{:?}", check.issues);
        assert_eq!(std::fs::read_dir(&fine).expect("made").count(), 0);
        std::fs::remove_dir_all(&dir).ok();
    }
}
