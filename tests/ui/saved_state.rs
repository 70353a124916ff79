//! The window starts from a corrupted saved state (eframe's `app.ron`: a zoom
//! of `NaN`, 0 or −3 panicked in winit at every launch, a `NaN` size opened a
//! 64 × 64 window): the state is repaired before the window opens and the
//! status line says what was replaced, in both languages.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::window::{Launch, repair_saved_state};

use crate::common::launched;

/// eframe's state file with this zoom and window size (the rest of egui's
/// memory left to its defaults).
fn state(zoom: &str, width: &str) -> String {
    format!(
        "{{\"egui\": \"(options:(zoom_factor:{zoom}))\", \"window\": \"(normal_geometry:(\
         outer_position_pixels:None,scale_factor:1.0,inner_size_points:(x:{width},y:800.0)),\
         fullscreen:false,maximized:false)\", \"app\": \"{{}}\"}}"
    )
}

#[test]
fn test_the_window_names_a_repaired_zoom_and_size() {
    for (zoom, shown, used) in [
        ("NaN", "NaN", "1"),
        ("inf", "inf", "2"),
        ("0.0", "0", "1"),
        ("-3.0", "-3", "1"),
        ("0.05", "0.05", "0.50"),
        ("5.0", "5", "2"),
    ] {
        let (repaired, issues) = repair_saved_state(&state(zoom, "NaN"));
        assert!(repaired.is_some(), "{zoom}");
        assert_eq!(issues.len(), 2, "{zoom}: {issues:?}");
        let h = launched(Launch {
            repaired: issues.clone(),
            ..Launch::default()
        });
        h.get_by_label_contains("Some saved settings could not be used");
        h.get_by_label_contains(&format!(
            "zoom {shown} is not between 0.50 and 2; using {used};"
        ));
        h.get_by_label_contains("the window opens at 1,280 × 800");
        let h = launched(Launch {
            repaired: issues,
            lang: Some(Lang::De),
            ..Launch::default()
        });
        h.get_by_label_contains("gespeicherte Fenstergröße");
    }
}

/// The X server to start the real window on: `xvfb-run` if installed (it
/// finds a free display), else the session's `DISPLAY`. xvfb-run keeps its
/// X authority file in `home` (the test's own folder): left to itself it
/// makes a shared temporary folder whose removal failed now and then in a
/// full parallel run ("problem while cleaning up temporary directory",
/// exit 5) after the window had run its time.
fn display_command(home: &Path) -> Option<Command> {
    let xvfb = Path::new("/usr/bin/xvfb-run");
    if xvfb.exists() {
        let auth = home.join("Xauthority");
        std::fs::write(&auth, b"").ok()?;
        let mut c = Command::new(xvfb);
        c.args(["-a", "-s", "-screen 0 1280x800x24", "-f"])
            .arg(auth)
            .arg("timeout");
        return Some(c);
    }
    std::env::var_os("DISPLAY").map(|_| Command::new("timeout"))
}

/// The real binary starts from a state file with a `NaN` zoom and size and
/// keeps running (the window is up) until the time limit ends it; the file
/// is repaired on disk.
#[test]
fn test_the_real_window_starts_from_a_corrupted_state() {
    let home = std::env::temp_dir().join(format!("maedn-corrupt-{}", std::process::id()));
    let data = home.join("data");
    std::fs::create_dir_all(data.join("maedn")).expect("folder");
    let Some(mut command) = display_command(&home) else {
        eprintln!("no X server (neither xvfb-run nor DISPLAY): the start is not tried");
        std::fs::remove_dir_all(&home).ok();
        return;
    };
    let file = data.join("maedn").join("app.ron");
    std::fs::write(&file, state("NaN", "NaN")).expect("write");
    let limit = Duration::from_secs(15);
    let out = command
        .arg(format!("{}s", limit.as_secs()))
        .arg(env!("CARGO_BIN_EXE_maedn"))
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &data)
        .env("XDG_CONFIG_HOME", &home)
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the window starts");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    // 124: still running when the time limit ended it.
    assert_eq!(out.status.code(), Some(124), "{:?}: {err}", out.status);
    let text = std::fs::read_to_string(&file).expect("the state is kept");
    assert!(!text.contains("NaN"), "{text}");
    assert!(repair_saved_state(&text).1.is_empty(), "{text}");
    std::fs::remove_dir_all(&home).ok();
}
