//! Copy figure: from the File menu and with Ctrl+Shift+C, the window sends
//! one image to the clipboard, the PNG export of the board on screen pixel
//! for pixel (its size the figure's at the export's scale), and says so.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::time::Duration;

use egui::{Event, Key, Modifiers, OutputCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::render::DEFAULT_PNG_SCALE;
use maedn::window::{Launch, MaednApp, export_figure};
use resvg::tiny_skia::Pixmap;

use crate::common::{launched, step_until, window};

/// The images the next few frames send to the clipboard.
fn copied_images(h: &mut Harness<'_, MaednApp>) -> Vec<egui::ColorImage> {
    let mut images = Vec::new();
    images.extend(copied_now(h));
    for _ in 0..4 {
        h.step();
        images.extend(copied_now(h));
    }
    images
}

/// The images the last frame sent to the clipboard.
fn copied_now(h: &Harness<'_, MaednApp>) -> Vec<egui::ColorImage> {
    h.output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            OutputCommand::CopyImage(image) => Some(image.clone()),
            _ => None,
        })
        .collect()
}

/// `image` is the PNG export of the board the window shows.
fn assert_is_the_export(h: &Harness<'_, MaednApp>, image: &egui::ColorImage) {
    let ws = h.state().workspace();
    let figure = export_figure(ws, Tr::shared(Lang::En), ws.window_theme());
    let png = Pixmap::decode_png(&figure.png(DEFAULT_PNG_SCALE).unwrap()).unwrap();
    assert_eq!(
        image.size,
        [png.width() as usize, png.height() as usize],
        "the PNG export's size"
    );
    // Whole pixels round the figure: up, unless the last partly covered
    // column shows nothing (the raster then drops it).
    let exact = figure.drawing.width * DEFAULT_PNG_SCALE;
    assert!(
        (exact.floor() as usize..=exact.ceil() as usize).contains(&image.size[0]),
        "{} pixels for {exact}",
        image.size[0]
    );
    let pixels: Vec<u8> = image.pixels.iter().flat_map(|c| c.to_array()).collect();
    assert!(
        pixels == png.data(),
        "the pixels differ from the PNG export"
    );
    // The status line says the size (digits grouped or not).
    let status = ws.status().map(ToString::to_string).unwrap_or_default();
    let plain = status.replace([',', '.', '\u{2068}', '\u{2069}'], "");
    assert!(
        plain.contains(&format!("{} × {}", png.width(), png.height())),
        "{status}"
    );
}

#[test]
fn copy_figure_in_the_file_menu_copies_the_board_as_its_png_export() {
    let mut h = window();
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Copy figure").click();
    let images = copied_images(&mut h);
    assert_eq!(images.len(), 1, "one image copied");
    assert_is_the_export(&h, &images[0]);
}

#[test]
fn ctrl_shift_c_copies_the_game_view_board() {
    let mut h = launched(Launch {
        game: true,
        ..Launch::default()
    });
    step_until(&mut h, Duration::from_secs(120), |ws| {
        ws.game().current().is_some()
    });
    // The press alone, in the next frame (the harness's own key press runs
    // one frame per event, and only the last frame's output is kept).
    let modifiers = Modifiers::COMMAND | Modifiers::SHIFT;
    h.input_mut().events.push(Event::Key {
        key: Key::C,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers,
    });
    let images = copied_images(&mut h);
    assert_eq!(images.len(), 1, "one image copied");
    assert_is_the_export(&h, &images[0]);
}
