//! The window's side of files: the native dialog through rfd
//! ([`RfdPicker`], the workspace's [`FilePicker`]), the typed-path field for
//! when no dialog can be shown ([`typed_path_ui`]), and the PNG export: a
//! screenshot asked of egui (`PngShot`), part of which [`save_png`] writes
//! in the workspace's background task.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::{ColorImage, Rect};

use crate::io::{FileError, FileKind, write_atomic};
use crate::workspace::{FileOpError, FilePicker, SaveError};

/// The native dialog through rfd, filtered to the kind's extensions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RfdPicker;

impl RfdPicker {
    fn dialog(kind: FileKind) -> rfd::FileDialog {
        rfd::FileDialog::new()
            .set_title(kind.label())
            .add_filter(kind.label(), kind.extensions())
            .add_filter("All files", &["*"])
    }
}

impl FilePicker for RfdPicker {
    fn pick_open(&self, kind: FileKind) -> Option<PathBuf> {
        Self::dialog(kind).pick_file()
    }

    fn pick_save(&self, kind: FileKind, default_name: &str) -> Option<PathBuf> {
        Self::dialog(kind).set_file_name(default_name).save_file()
    }
}

/// The fallback when no dialog can be shown: a typed path with an OK
/// button. Returns the path when OK is clicked or Enter pressed, and the
/// field's response (to focus it).
pub fn typed_path_ui(
    ui: &mut egui::Ui,
    kind: FileKind,
    text: &mut String,
) -> (Option<PathBuf>, egui::Response) {
    ui.label(format!(
        "No file dialog is available here. Type the path of the {} (.{}):",
        kind.label().to_lowercase(),
        kind.extensions().first().copied().unwrap_or("*")
    ));
    let (done, field) = ui
        .horizontal(|ui| {
            let edit = ui.add(egui::TextEdit::singleline(text).hint_text("/path/to/file"));
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let ok = ui.add_enabled(!text.trim().is_empty(), egui::Button::new("OK"));
            ((enter || ok.clicked()) && !text.trim().is_empty(), edit)
        })
        .inner;
    (done.then(|| PathBuf::from(text.trim())), field)
}

/// A screenshot asked of egui for a PNG export, until it arrives.
pub(crate) struct PngShot {
    path: PathBuf,
    crop: Rect,
    pixels_per_point: f32,
    rx: Receiver<Arc<ColorImage>>,
}

impl PngShot {
    /// Asks for a screenshot of the window; `crop` (in points) goes to `path`.
    pub(crate) fn request(ctx: &egui::Context, path: PathBuf, crop: Rect) -> PngShot {
        let (tx, rx) = mpsc::channel();
        let waker = ctx.clone();
        ctx.request_screenshot(move |image| {
            tx.send(image).ok();
            waker.request_repaint();
        });
        PngShot {
            path,
            crop,
            pixels_per_point: ctx.pixels_per_point(),
            rx,
        }
    }

    /// Once the screenshot has arrived: the write to run in the background
    /// (or why there is none).
    pub(crate) fn poll(
        &self,
    ) -> Option<Result<impl FnOnce() -> Result<PathBuf, SaveError> + Send + 'static, FileOpError>>
    {
        let image = match self.rx.try_recv() {
            Ok(image) => image,
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => return Some(Err(FileOpError::Screenshot)),
        };
        let (path, crop, pixels_per_point) = (self.path.clone(), self.crop, self.pixels_per_point);
        Some(Ok(move || {
            save_png(&path, &image, crop, pixels_per_point)
                .map_err(|e| SaveError::Picture(Box::new(e)))?;
            Ok(path)
        }))
    }
}

/// Why a PNG could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum PngError {
    /// The crop rectangle lies outside the image or is empty.
    #[error("the area to save ({crop:?}) is empty or outside the {width}×{height} image")]
    EmptyCrop {
        /// The crop, in points.
        crop: Rect,
        /// Image width in pixels.
        width: usize,
        /// Image height in pixels.
        height: usize,
    },
    /// PNG encoding failed.
    #[error("cannot encode the PNG: {0}")]
    Encode(String),
    /// Writing failed.
    #[error(transparent)]
    File(#[from] FileError),
}

/// Saves the part `crop` (in points) of a screenshot `image` as a PNG at
/// `path`, atomically. The crop is clamped to the image.
pub fn save_png(
    path: &Path,
    image: &ColorImage,
    crop: Rect,
    pixels_per_point: f32,
) -> Result<(), PngError> {
    let [w, h] = image.size;
    let px = Rect::from_min_max(
        (crop.min.to_vec2() * pixels_per_point).to_pos2(),
        (crop.max.to_vec2() * pixels_per_point).to_pos2(),
    )
    .intersect(Rect::from_min_max(
        egui::Pos2::ZERO,
        egui::pos2(w as f32, h as f32),
    ));
    let empty = || PngError::EmptyCrop {
        crop,
        width: w,
        height: h,
    };
    if !px.is_positive() || !pixels_per_point.is_finite() {
        return Err(empty());
    }
    // Rounded inside the image: the intersection keeps these in 0..=w, 0..=h.
    let (x, y) = (px.min.x.round() as usize, px.min.y.round() as usize);
    let cw = (px.max.x.round() as usize).min(w).saturating_sub(x);
    let ch = (px.max.y.round() as usize).min(h).saturating_sub(y);
    if cw == 0 || ch == 0 {
        return Err(empty());
    }
    let region = image.region_by_pixels([x, y], [cw, ch]);
    let bytes: Vec<u8> = region
        .pixels
        .iter()
        .flat_map(|c| c.to_srgba_unmultiplied())
        .collect();
    let too_big = || PngError::Encode("the image is too large".into());
    let rgba = image::RgbaImage::from_raw(
        u32::try_from(cw).map_err(|_| too_big())?,
        u32::try_from(ch).map_err(|_| too_big())?,
        bytes,
    )
    .ok_or_else(too_big)?;
    let mut png = std::io::Cursor::new(Vec::new());
    rgba.write_to(&mut png, image::ImageFormat::Png)
        .map_err(|e| PngError::Encode(e.to_string()))?;
    write_atomic(path, png.get_ref())?;
    Ok(())
}
