//! File dialogs and file writes that never freeze the window.
//!
//! A dialog runs on a named background thread through the [`FilePicker`]
//! seam ([`RfdPicker`] for real, [`FakePicker`] in tests); its answer comes
//! back over a channel and wakes the UI with `request_repaint`. [`FileJobs`]
//! allows one dialog at a time ([`FileJobs::is_busy`] disables the buttons)
//! and reports [`DialogOutcome::Unavailable`] when the picker answered "no
//! file" suspiciously fast: on Linux without a portal or zenity, rfd returns
//! `None` at once, so the UI should offer a typed-path field instead.
//! [`BackgroundSave`] runs a write (such as [`save_png`]) off the UI thread.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use egui::{ColorImage, Rect};

pub use crate::io::FileKind;
use crate::io::{FileError, write_atomic};

/// "No file" faster than this means there is no dialog to show.
pub const UNAVAILABLE_BELOW: Duration = Duration::from_millis(150);

/// Asks the user for a path. Implementations may block; [`FileJobs`] calls
/// them on a background thread.
pub trait FilePicker: Send + Sync {
    /// A file to open, or `None` if cancelled or unavailable.
    fn pick_open(&self, kind: FileKind) -> Option<PathBuf>;
    /// A file to save to, or `None` if cancelled or unavailable.
    fn pick_save(&self, kind: FileKind, default_name: &str) -> Option<PathBuf>;
}

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

/// A scripted picker for tests: answers from a queue after an optional delay
/// and records what it was asked.
#[derive(Debug, Default)]
pub struct FakePicker {
    answers: Mutex<Vec<Option<PathBuf>>>,
    asked: Mutex<Vec<(FileKind, Option<String>)>>,
    delay: Duration,
}

impl FakePicker {
    /// Answers `answers` in order (then `None`), each after `delay`.
    #[must_use]
    pub fn new(answers: Vec<Option<PathBuf>>, delay: Duration) -> FakePicker {
        let mut answers = answers;
        answers.reverse();
        FakePicker {
            answers: Mutex::new(answers),
            asked: Mutex::new(Vec::new()),
            delay,
        }
    }

    /// What was asked so far: the kind and, for saves, the default name.
    #[must_use]
    pub fn asked(&self) -> Vec<(FileKind, Option<String>)> {
        self.asked.lock().map(|a| a.clone()).unwrap_or_default()
    }

    fn answer(&self, kind: FileKind, name: Option<&str>) -> Option<PathBuf> {
        if let Ok(mut asked) = self.asked.lock() {
            asked.push((kind, name.map(str::to_owned)));
        }
        thread::sleep(self.delay);
        self.answers.lock().ok().and_then(|mut a| a.pop()).flatten()
    }
}

impl FilePicker for FakePicker {
    fn pick_open(&self, kind: FileKind) -> Option<PathBuf> {
        self.answer(kind, None)
    }

    fn pick_save(&self, kind: FileKind, default_name: &str) -> Option<PathBuf> {
        self.answer(kind, Some(default_name))
    }
}

/// Open or save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogMode {
    /// Pick an existing file.
    Open,
    /// Pick where to save.
    Save,
}

/// How a dialog ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogOutcome {
    /// The user picked a path.
    Picked {
        /// What the dialog was for.
        kind: FileKind,
        /// Open or save.
        mode: DialogMode,
        /// The path.
        path: PathBuf,
    },
    /// The user closed the dialog without picking.
    Cancelled {
        /// What the dialog was for.
        kind: FileKind,
        /// Open or save.
        mode: DialogMode,
    },
    /// No dialog could be shown (it answered at once, or its thread died):
    /// offer a typed-path field instead.
    Unavailable {
        /// What the dialog was for.
        kind: FileKind,
        /// Open or save.
        mode: DialogMode,
    },
}

/// A dialog is already open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a file dialog is already open")]
pub struct Busy;

struct Pending {
    kind: FileKind,
    mode: DialogMode,
    rx: Receiver<(Option<PathBuf>, Duration)>,
}

/// One file dialog at a time, on a background thread.
pub struct FileJobs {
    picker: Arc<dyn FilePicker>,
    pending: Option<Pending>,
    unavailable_below: Duration,
}

impl Default for FileJobs {
    fn default() -> Self {
        FileJobs::new(Arc::new(RfdPicker))
    }
}

impl std::fmt::Debug for FileJobs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FileJobs")
            .field("busy", &self.is_busy())
            .finish_non_exhaustive()
    }
}

impl FileJobs {
    /// Dialogs through `picker`.
    #[must_use]
    pub fn new(picker: Arc<dyn FilePicker>) -> FileJobs {
        FileJobs {
            picker,
            pending: None,
            unavailable_below: UNAVAILABLE_BELOW,
        }
    }

    /// Changes the "answered too fast" threshold (default [`UNAVAILABLE_BELOW`]).
    #[must_use]
    pub fn with_unavailable_below(mut self, threshold: Duration) -> FileJobs {
        self.unavailable_below = threshold;
        self
    }

    /// Is a dialog open? Disable the file buttons while it is.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Starts an open dialog.
    pub fn open(&mut self, ctx: &egui::Context, kind: FileKind) -> Result<(), Busy> {
        self.start(ctx, kind, DialogMode::Open, String::new())
    }

    /// Starts a save dialog suggesting `default_name`.
    pub fn save(
        &mut self,
        ctx: &egui::Context,
        kind: FileKind,
        default_name: &str,
    ) -> Result<(), Busy> {
        self.start(ctx, kind, DialogMode::Save, default_name.to_owned())
    }

    fn start(
        &mut self,
        ctx: &egui::Context,
        kind: FileKind,
        mode: DialogMode,
        name: String,
    ) -> Result<(), Busy> {
        if self.is_busy() {
            return Err(Busy);
        }
        let (tx, rx) = mpsc::channel();
        let picker = Arc::clone(&self.picker);
        let ctx = ctx.clone();
        let spawned = thread::Builder::new()
            .name("maedn-file-dialog".to_owned())
            .spawn(move || {
                let started = Instant::now();
                let path = match mode {
                    DialogMode::Open => picker.pick_open(kind),
                    DialogMode::Save => picker.pick_save(kind, &name),
                };
                tx.send((path, started.elapsed())).ok();
                ctx.request_repaint();
            });
        // If no thread can be started, `poll` reports the dialog unavailable.
        // The thread is detached: a real dialog may stay open past shutdown.
        drop(spawned);
        self.pending = Some(Pending { kind, mode, rx });
        Ok(())
    }

    /// Call every frame: the outcome of the dialog, once it has ended.
    pub fn poll(&mut self) -> Option<DialogOutcome> {
        let Pending { kind, mode, rx } = self.pending.as_ref()?;
        let (kind, mode) = (*kind, *mode);
        let outcome = match rx.try_recv() {
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => DialogOutcome::Unavailable { kind, mode },
            Ok((Some(path), _)) => DialogOutcome::Picked { kind, mode, path },
            Ok((None, took)) if took < self.unavailable_below => {
                DialogOutcome::Unavailable { kind, mode }
            }
            Ok((None, _)) => DialogOutcome::Cancelled { kind, mode },
        };
        self.pending = None;
        Some(outcome)
    }
}

/// The fallback when [`DialogOutcome::Unavailable`]: a typed path with an
/// OK button. Returns the path when OK is clicked or Enter pressed.
pub fn typed_path_ui(ui: &mut egui::Ui, kind: FileKind, text: &mut String) -> Option<PathBuf> {
    ui.label(format!(
        "No file dialog is available here. Type the path of the {} (.{}):",
        kind.label().to_lowercase(),
        kind.extensions().first().copied().unwrap_or("*")
    ));
    let mut done = false;
    ui.horizontal(|ui| {
        let edit = ui.add(egui::TextEdit::singleline(text).hint_text("/path/to/file"));
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let ok = ui.add_enabled(!text.trim().is_empty(), egui::Button::new("OK"));
        done = (enter || ok.clicked()) && !text.trim().is_empty();
    });
    done.then(|| PathBuf::from(text.trim()))
}

/// A write running on a background thread; poll it every frame.
#[derive(Debug)]
pub struct BackgroundSave {
    rx: Receiver<Result<PathBuf, String>>,
}

impl BackgroundSave {
    /// Runs `write` on a thread named `maedn-save`, then wakes the UI.
    #[must_use]
    pub fn spawn(
        ctx: &egui::Context,
        write: impl FnOnce() -> Result<PathBuf, String> + Send + 'static,
    ) -> BackgroundSave {
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        let spawned = thread::Builder::new()
            .name("maedn-save".to_owned())
            .spawn(move || {
                tx.send(write()).ok();
                ctx.request_repaint();
            });
        // A failed spawn drops the sender: `poll` reports it as an error.
        drop(spawned);
        BackgroundSave { rx }
    }

    /// `None` while running; then the saved path or the error, once.
    pub fn poll(&mut self) -> Option<Result<PathBuf, String>> {
        match self.rx.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err("the save stopped unexpectedly".into())),
        }
    }

    /// [`save_png`] of `image` cropped to `crop` (in points), off the UI thread.
    #[must_use]
    pub fn png(
        ctx: &egui::Context,
        path: PathBuf,
        image: Arc<ColorImage>,
        crop: Rect,
        pixels_per_point: f32,
    ) -> BackgroundSave {
        BackgroundSave::spawn(ctx, move || {
            save_png(&path, &image, crop, pixels_per_point)
                .map(|()| path)
                .map_err(|e| e.to_string())
        })
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
