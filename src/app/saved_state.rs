//! eframe's saved state (`app.ron` in the app's data folder: egui's memory
//! with the zoom, and the window's size and position), checked before the
//! window opens. eframe hands these to winit before the app runs, so a zoom
//! of `NaN`, 0 or −3 panicked at every launch and a `NaN` size opened a
//! 64 × 64 window; here they are replaced (and named in the status line)
//! before eframe reads the file.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::workspace::{PrefsIssue, usable_window, usable_zoom};

/// eframe's key of egui's memory in `app.ron`.
const MEMORY_KEY: &str = "egui";
/// eframe's key of the window's size and position in `app.ron`.
const WINDOW_KEY: &str = "window";
/// The file eframe keeps its state in, inside the app's data folder.
const STATE_FILE: &str = "app.ron";
/// The start of a repaired copy's name in the temporary folder (then the
/// process id and [`STATE_FILE`]).
const COPY_PREFIX: &str = "maedn-state-";

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

/// A web page keeps its state in the browser's storage, not in a file.
#[cfg(target_arch = "wasm32")]
fn state_file(_app_id: &str) -> Option<PathBuf> {
    None
}

/// Checks and repairs the saved state of `app_id` on disk before eframe
/// reads it; what was replaced, and where eframe should read its state from
/// if the repaired file could not be written in place (a copy elsewhere).
pub fn repair_on_disk(app_id: &str) -> (Vec<PrefsIssue>, Option<PathBuf>) {
    let Some(path) = state_file(app_id) else {
        return (Vec::new(), None);
    };
    repair_file(&path)
}

/// [`repair_on_disk`] for the state file at `path`.
pub fn repair_file(path: &Path) -> (Vec<PrefsIssue>, Option<PathBuf>) {
    let Ok(text) = std::fs::read_to_string(path) else {
        return (Vec::new(), None);
    };
    let (repaired, issues) = repair_saved_state(&text);
    let Some(repaired) = repaired else {
        return (issues, None);
    };
    if crate::io::write_atomic(path, repaired.as_bytes()).is_ok() {
        return (issues, None);
    }
    // The folder is read-only: eframe reads (and saves) a repaired copy.
    let mut name = std::ffi::OsString::from(COPY_PREFIX);
    name.push(std::process::id().to_string());
    name.push(STATE_FILE);
    let copy = std::env::temp_dir().join(name);
    let elsewhere = crate::io::write_atomic(&copy, repaired.as_bytes())
        .is_ok()
        .then_some(copy);
    (issues, elsewhere)
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
        for (zoom, used) in [
            ("NaN", 1.0),
            ("inf", 2.0),
            ("-inf", 0.5),
            ("0.0", 0.5),
            ("-3.0", 0.5),
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
    fn test_the_file_on_disk_is_rewritten() {
        let dir = std::env::temp_dir().join(format!("maedn-state-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join(STATE_FILE);
        std::fs::write(&path, state("NaN", "NaN", "NaN")).expect("write");
        let (issues, elsewhere) = repair_file(&path);
        assert_eq!(issues.len(), 2, "{issues:?}");
        assert!(elsewhere.is_none());
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(zoom_of(&text), 1.0);
        assert!(repair_saved_state(&text).1.is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }
}
