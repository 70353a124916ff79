//! Export animation… in the window: in the Game view the dialog renders the
//! game through the (fake) save dialog to a GIF with one frame per roll and
//! says its size; in the Solve view Cancel stops the export and nothing is
//! written.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::PathBuf;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::io::{AnimationFile, FileKind};
use maedn::window::Launch;

use crate::common::{saving_to, scratch, step_until};

fn tmp(name: &str) -> PathBuf {
    scratch("animation", name)
}

/// The GIF's frames and size.
fn gif_frames(path: &PathBuf) -> (usize, u16, u16) {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(std::fs::File::open(path).unwrap())
        .unwrap();
    let (w, h) = (decoder.width(), decoder.height());
    let mut n = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        n += 1;
    }
    (n, w, h)
}

fn open_dialog(h: &mut egui_kittest::Harness<'_, maedn::window::MaednApp>) {
    h.get_by_label("File").click();
    h.run_steps(3);
    h.get_by_label_contains("Export animation").click();
    h.run_steps(3);
    assert!(h.state().workspace().animation().is_open());
    h.get_by_label("640 × 480").click();
    h.run_steps(2);
}

#[test]
fn the_game_view_exports_its_game_as_an_animation_and_says_its_size() {
    let gif = tmp("game.gif");
    let launch = Launch {
        game: true,
        ..Launch::default()
    };
    let (mut h, picker) = saving_to(launch, &gif);
    step_until(&mut h, Duration::from_secs(120), |ws| {
        ws.game().current().is_some()
    });
    open_dialog(&mut h);
    h.get_by_label("Export…").click();
    let mut saw_progress = false;
    let start = std::time::Instant::now();
    loop {
        h.step();
        let ws = h.state().workspace();
        saw_progress |= ws.animation().is_running();
        if !ws.files().is_busy() && !ws.animation().is_running() && ws.status().is_some() {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(300), "timed out");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(saw_progress);
    assert_eq!(
        picker.asked(),
        [(
            FileKind::Animation(AnimationFile::Gif),
            Some("maedn-game.gif".to_owned())
        )]
    );
    let rolls = h
        .state()
        .workspace()
        .game()
        .current()
        .unwrap()
        .game
        .rolls
        .len();
    assert_eq!(gif_frames(&gif), (rolls + 1, 640, 480));
    let bytes = std::fs::metadata(&gif).unwrap().len();
    let status = h.state().workspace().status().unwrap().to_string();
    let size = if bytes >= 1_000_000 {
        format!("{:.2} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.1} kB", bytes as f64 / 1e3)
    };
    assert!(status.contains(&size), "{status}");
    std::fs::remove_file(&gif).ok();
}

#[test]
fn cancel_stops_an_animation_export_and_writes_nothing() {
    let gif = tmp("search.gif");
    let (mut h, _) = saving_to(Launch::default(), &gif);
    // The export waits before it puts its file in place until it is
    // cancelled: the Cancel below can never come after the file is written.
    h.state_mut()
        .workspace_mut()
        .animation_mut()
        .hold_before_starting();
    h.run_steps(2);
    open_dialog(&mut h);
    h.get_by_label("Export…").click();
    step_until(&mut h, Duration::from_secs(60), |ws| {
        ws.animation().is_running()
    });
    h.get_by_label("Cancel the export").click();
    h.run_steps(2);
    assert!(!h.state().workspace().animation().is_running());
    let status = h.state().workspace().status().unwrap().to_string();
    assert!(status.contains("nothing was written"), "{status}");
    // The cancelled thread ends on its own; it never writes the file.
    step_until(&mut h, Duration::from_secs(120), |ws| {
        ws.animation().stopping() == 0
    });
    assert!(!gif.exists());
}
