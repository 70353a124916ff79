//! The window's side of files: PNG saving (cropped, scaled, off the UI
//! thread) and the typed-path field. The dialogs themselves are workspace
//! tasks, tested without the window in `tests/core/workspace_files.rs`.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use egui::{Color32, ColorImage, Rect, pos2};
use maedn::app::files::{PngError, save_png};
use maedn::io::FileKind;
use maedn::workspace::{Task, no_waker};

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-dialogs-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn checker(w: usize, h: usize) -> ColorImage {
    let mut img = ColorImage::filled([w, h], Color32::WHITE);
    for y in 0..h {
        for x in 0..w {
            if (x + y) % 2 == 0 {
                img.pixels[y * w + x] = Color32::from_rgb(200, 10, 10);
            }
        }
    }
    img
}

#[test]
fn png_is_cropped_scaled_and_clamped() {
    let path = tmp("crop.png");
    let img = checker(40, 30);
    // 2 pixels per point: points (5,5)–(15,10) are pixels (10,10)–(30,20).
    save_png(
        &path,
        &img,
        Rect::from_min_max(pos2(5.0, 5.0), pos2(15.0, 10.0)),
        2.0,
    )
    .unwrap();
    let back = image::open(&path).unwrap().to_rgba8();
    assert_eq!(back.dimensions(), (20, 10));
    assert_eq!(back.get_pixel(0, 0).0, [200, 10, 10, 255]);
    assert_eq!(back.get_pixel(1, 0).0, [255, 255, 255, 255]);
    // Partly outside: clamped to the image.
    save_png(
        &path,
        &img,
        Rect::from_min_max(pos2(10.0, 10.0), pos2(99.0, 99.0)),
        2.0,
    )
    .unwrap();
    assert_eq!(
        image::open(&path).unwrap().to_rgba8().dimensions(),
        (20, 10)
    );
    std::fs::remove_file(&path).ok();
}

#[test]
fn png_outside_the_image_is_refused() {
    let path = tmp("none.png");
    let err = save_png(
        &path,
        &checker(4, 4),
        Rect::from_min_max(pos2(10.0, 10.0), pos2(20.0, 20.0)),
        1.0,
    )
    .unwrap_err();
    assert!(matches!(err, PngError::EmptyCrop { .. }), "{err}");
    assert!(!path.exists());
}

#[test]
fn png_saves_in_the_background() {
    let path = tmp("bg.png");
    let image = Arc::new(checker(8, 8));
    let p = path.clone();
    let mut job = Task::spawn("maedn-save", no_waker(), move || {
        save_png(
            &p,
            &image,
            Rect::from_min_max(pos2(0.0, 0.0), pos2(8.0, 8.0)),
            1.0,
        )
        .map(|()| p)
    })
    .unwrap();
    let result = job.wait_timeout(Duration::from_secs(5)).expect("in time");
    assert_eq!(result.unwrap().unwrap(), path);
    assert_eq!(image::open(&path).unwrap().to_rgba8().dimensions(), (8, 8));
    std::fs::remove_file(&path).ok();
}

#[test]
fn typed_path_is_the_fallback() {
    use egui_kittest::kittest::Queryable as _;
    type State = (String, Option<PathBuf>);
    let mut h = egui_kittest::Harness::new_ui_state(
        |ui, (text, picked): &mut State| {
            if let (Some(p), _) = maedn::app::files::typed_path_ui(ui, FileKind::Session, text) {
                *picked = Some(p);
            }
        },
        State::default(),
    );
    h.run();
    h.get_by_label_contains("No file dialog is available here");
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput)
        .type_text(" /tmp/s.json ");
    h.run();
    assert_eq!(h.state().0, " /tmp/s.json ");
    h.get_by_label("OK").click();
    h.run();
    assert_eq!(h.state().1, Some(PathBuf::from("/tmp/s.json")));
}
