//! The File menu: opening and saving board lists and sessions, exporting the
//! board as SVG or PNG. Dialogs run off the UI thread ([`FileJobs`]); when no
//! dialog can be shown a typed-path window takes its place; writes run in the
//! background and report in the status line. What to do with a picked path is
//! the window's business ([`Picked`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::{ColorImage, Rect};

use super::files::{BackgroundSave, DialogMode, DialogOutcome, FileJobs, typed_path_ui};
use crate::io::FileKind;

/// A menu entry or shortcut asking for a dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileCommand {
    /// Open a file of this kind.
    Open(FileKind),
    /// Save or export a file of this kind.
    Save(FileKind),
}

/// A path the user chose, from a dialog or typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picked {
    /// What for.
    pub kind: FileKind,
    /// Open or save.
    pub mode: DialogMode,
    /// Where.
    pub path: PathBuf,
}

/// The status line's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The text.
    pub text: String,
    /// Shown as an error?
    pub error: bool,
}

struct Typed {
    kind: FileKind,
    mode: DialogMode,
    text: String,
}

struct PendingShot {
    path: PathBuf,
    crop: Rect,
    pixels_per_point: f32,
    rx: Receiver<Arc<ColorImage>>,
}

/// The File menu's state.
#[derive(Default)]
pub struct FileUi {
    jobs: FileJobs,
    typed: Option<Typed>,
    saves: Vec<BackgroundSave>,
    shot: Option<PendingShot>,
    /// The last message for the status line.
    pub status: Option<Status>,
}

impl FileUi {
    /// A menu using these dialogs (tests pass a fake picker).
    #[must_use]
    pub fn new(jobs: FileJobs) -> FileUi {
        FileUi {
            jobs,
            ..FileUi::default()
        }
    }

    /// Is a dialog open (the menu entries are disabled meanwhile)?
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.jobs.is_busy() || self.typed.is_some()
    }

    /// Is a background write or screenshot under way?
    #[must_use]
    pub fn is_writing(&self) -> bool {
        !self.saves.is_empty() || self.shot.is_some()
    }

    /// Sets the status line.
    pub fn say(&mut self, text: impl Into<String>, error: bool) {
        let text = text.into();
        if error {
            log::warn!("{text}");
        }
        self.status = Some(Status { text, error });
    }

    /// The menu's entries; returns the one chosen.
    pub fn menu_ui(&self, ui: &mut egui::Ui) -> Option<FileCommand> {
        let enabled = !self.is_busy();
        let mut chosen = None;
        let mut entry = |ui: &mut egui::Ui, label: &str, shortcut: &str, cmd: FileCommand| {
            let button = egui::Button::new(label).shortcut_text(shortcut);
            if ui.add_enabled(enabled, button).clicked() {
                chosen = Some(cmd);
                ui.close();
            }
        };
        entry(
            ui,
            "Open boards…",
            "Ctrl+O",
            FileCommand::Open(FileKind::Boards),
        );
        entry(ui, "Save boards…", "", FileCommand::Save(FileKind::Boards));
        ui.separator();
        entry(
            ui,
            "Open session…",
            "Ctrl+Shift+O",
            FileCommand::Open(FileKind::Session),
        );
        entry(
            ui,
            "Save session…",
            "Ctrl+S",
            FileCommand::Save(FileKind::Session),
        );
        ui.separator();
        entry(
            ui,
            "Export board as SVG…",
            "",
            FileCommand::Save(FileKind::Svg),
        );
        entry(
            ui,
            "Export board as PNG…",
            "Ctrl+E",
            FileCommand::Save(FileKind::Png),
        );
        if !enabled {
            ui.label("(a file dialog is open)");
        }
        chosen
    }

    /// Opens the dialog for `command` on its own thread.
    pub fn begin(&mut self, ctx: &egui::Context, command: FileCommand) {
        let started = match command {
            FileCommand::Open(kind) => self.jobs.open(ctx, kind),
            FileCommand::Save(kind) => {
                let ext = kind.extensions().first().copied().unwrap_or("txt");
                let stem = match kind {
                    FileKind::Boards => "maedn-boards",
                    FileKind::Session => "maedn-session",
                    FileKind::Svg | FileKind::Png => "maedn-board",
                };
                self.jobs.save(ctx, kind, &format!("{stem}.{ext}"))
            }
        };
        if let Err(e) = started {
            self.say(e.to_string(), true);
        }
    }

    /// Call every frame: the path picked, once a dialog (or the typed-path
    /// window) has one; also finishes background writes and screenshots.
    pub fn poll(&mut self, ctx: &egui::Context) -> Option<Picked> {
        self.poll_writes(ctx);
        match self.jobs.poll()? {
            DialogOutcome::Picked { kind, mode, path } => Some(Picked { kind, mode, path }),
            DialogOutcome::Cancelled { .. } => None,
            DialogOutcome::Unavailable { kind, mode } => {
                self.say(
                    "No file dialog could be shown (no desktop portal or zenity): type a path instead",
                    true,
                );
                self.typed = Some(Typed {
                    kind,
                    mode,
                    text: String::new(),
                });
                None
            }
        }
    }

    fn poll_writes(&mut self, ctx: &egui::Context) {
        let mut done = Vec::new();
        self.saves.retain_mut(|s| match s.poll() {
            Some(result) => {
                done.push(result);
                false
            }
            None => true,
        });
        for result in done {
            match result {
                Ok(path) => self.say(format!("Saved {}", path.display()), false),
                Err(e) => self.say(format!("Could not save: {e}"), true),
            }
        }
        if let Some(shot) = &self.shot {
            match shot.rx.try_recv() {
                Ok(image) => {
                    let save = BackgroundSave::png(
                        ctx,
                        shot.path.clone(),
                        image,
                        shot.crop,
                        shot.pixels_per_point,
                    );
                    self.saves.push(save);
                    self.shot = None;
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.say("Could not take the screenshot for the PNG", true);
                    self.shot = None;
                }
            }
        }
    }

    /// The typed-path window, while no dialog could be shown.
    pub fn typed_path_window(&mut self, ctx: &egui::Context) -> Option<Picked> {
        let typed = self.typed.as_mut()?;
        let mut open = true;
        let mut picked = None;
        egui::Window::new("Type a path")
            .collapsible(false)
            .open(&mut open)
            .show(ctx, |ui| {
                if let Some(path) = typed_path_ui(ui, typed.kind, &mut typed.text) {
                    picked = Some(Picked {
                        kind: typed.kind,
                        mode: typed.mode,
                        path,
                    });
                }
            });
        if picked.is_some() || !open {
            self.typed = None;
        }
        picked
    }

    /// Runs `write` on a background thread; its outcome goes to the status line.
    pub fn write_in_background(
        &mut self,
        ctx: &egui::Context,
        write: impl FnOnce() -> Result<PathBuf, String> + Send + 'static,
    ) {
        self.saves.push(BackgroundSave::spawn(ctx, write));
    }

    /// Takes a screenshot of the window and saves `crop` (in points) of it as
    /// a PNG at `path`, off the UI thread.
    pub fn export_png(&mut self, ctx: &egui::Context, path: PathBuf, crop: Rect) {
        let (tx, rx) = mpsc::channel();
        let waker = ctx.clone();
        ctx.request_screenshot(move |image| {
            tx.send(image).ok();
            waker.request_repaint();
        });
        self.shot = Some(PendingShot {
            path,
            crop,
            pixels_per_point: ctx.pixels_per_point(),
            rx,
        });
        self.say("Taking the screenshot…", false);
    }
}
