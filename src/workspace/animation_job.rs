//! Export animation… (the Game, Step and Solve views): the dialog's choice
//! (format, frames a second, size, colours and palette, and in Solve the
//! calls shown), the save dialog awaited, and the frames rendered and
//! encoded on a background [`ExportJob`] with a frame counter and Cancel. The file
//! is written through the atomic writer only when the last frame is
//! encoded, so a cancelled export writes nothing.
//!
//! What each view animates: Game, its game roll by roll (the frames of
//! `maedn animate game`); Step, the stepped paths move by move (one path as
//! `maedn animate piece-N` shows it); Solve, the search's first calls in
//! slow motion (`maedn animate search-N`).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use super::animation_export::AnimationSource;
use super::export_failure::ExportFailure;
use super::files::{DialogMode, FileOpError};
use super::job::{Ended, ExportJob, ExportOptions, Parts};
use super::task::{TaskError, Waker};
use super::{Mode, Workspace};
use crate::figures::FigureRequest;
use crate::io::{AnimationFile, AtomicFile, FileKind};
use crate::render::animation::{
    self, AnimationError, AnimationFormat, AnimationOptions, FrameSize,
};
use crate::render::{Scheme, Theme};

/// The calls the Solve view's animation shows first.
pub const DEFAULT_CALLS: u64 = 200;
/// The frame sizes offered.
pub const SIZES: [FrameSize; 3] = [
    FrameSize {
        width: 640,
        height: 480,
    },
    FrameSize {
        width: 960,
        height: 720,
    },
    FrameSize {
        width: 1280,
        height: 960,
    },
];

/// What the dialog exports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnimationChoice {
    /// GIF, APNG or WebP.
    pub format: AnimationFormat,
    /// Frames a second.
    pub fps: u32,
    /// Each frame's size.
    pub size: FrameSize,
    /// Light or dark.
    pub theme: Theme,
    /// The colours.
    pub scheme: Scheme,
    /// The calls the Solve view's animation shows.
    pub calls: u64,
}

impl Default for AnimationChoice {
    fn default() -> Self {
        AnimationChoice {
            format: AnimationFormat::Gif,
            fps: 2,
            size: SIZES[1],
            theme: Theme::Light,
            scheme: Scheme::Board,
            calls: DEFAULT_CALLS,
        }
    }
}

impl AnimationChoice {
    /// The save dialog's kind of file.
    #[must_use]
    pub fn kind(&self) -> FileKind {
        FileKind::Animation(match self.format {
            AnimationFormat::Gif => AnimationFile::Gif,
            AnimationFormat::Apng => AnimationFile::Apng,
            AnimationFormat::Webp => AnimationFile::Webp,
        })
    }

    /// The name the save dialog suggests: `maedn-game.gif`.
    #[must_use]
    pub fn file_name(&self, mode: Mode) -> String {
        let what = match mode {
            Mode::Game => "game",
            Mode::Step => "paths",
            _ => "search",
        };
        format!("maedn-{what}.{}", self.format.extension())
    }
}

/// What the dialog asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnimationCommand {
    /// Open the dialog.
    Open,
    /// Close it.
    Close,
    /// GIF, APNG or WebP.
    SetFormat(AnimationFormat),
    /// Frames a second (kept within 1 to the most).
    SetFps(u32),
    /// Each frame's size.
    SetSize(FrameSize),
    /// Light or dark.
    SetTheme(Theme),
    /// The colours.
    SetScheme(Scheme),
    /// The calls the Solve view's animation shows.
    SetCalls(u64),
    /// Ask where to save, then render and write.
    Start,
    /// Stop the export in progress; nothing is written.
    Cancel,
}

/// An animation's export: its frames counted as they are encoded; it writes
/// a path and its size in bytes.
impl ExportOptions for AnimationChoice {
    type Asked = AnimationChoice;
    type Label = ();
    type Written = (PathBuf, usize);
    type Failure = ExportFailure;
    type Shared = Parts;
}

/// The dialog's state and its job; see the module docs.
pub type AnimationExport = ExportJob<AnimationChoice>;

impl ExportJob<AnimationChoice> {
    /// Changes the dialog; returns the choice to ask a save dialog for on
    /// [`AnimationCommand::Start`].
    pub fn apply(&mut self, command: AnimationCommand) -> Option<AnimationChoice> {
        match command {
            AnimationCommand::Open => self.set_open(true),
            AnimationCommand::Close => self.set_open(false),
            AnimationCommand::SetFormat(f) => self.choice_mut().format = f,
            AnimationCommand::SetFps(fps) => {
                self.choice_mut().fps = fps.clamp(1, animation::MAX_FPS);
            }
            AnimationCommand::SetSize(size) => self.choice_mut().size = size,
            AnimationCommand::SetTheme(theme) => self.choice_mut().theme = theme,
            AnimationCommand::SetScheme(scheme) => self.choice_mut().scheme = scheme,
            AnimationCommand::SetCalls(n) => {
                self.choice_mut().calls = n.clamp(
                    *crate::figures::animations::ANIMATED_CALLS.start(),
                    *crate::figures::animations::ANIMATED_CALLS.end(),
                );
            }
            AnimationCommand::Start => {
                let choice = self.choice();
                self.await_export(choice);
                return Some(choice);
            }
            AnimationCommand::Cancel => {
                self.cancel();
            }
        }
        None
    }

    /// Renders `source` as `choice` and writes it to `path` on a background
    /// job.
    pub fn start(
        &mut self,
        choice: AnimationChoice,
        source: AnimationSource,
        mut request: FigureRequest,
        path: PathBuf,
        waker: &Waker,
    ) -> Result<(), TaskError> {
        request.theme = choice.theme;
        request.scheme = choice.scheme;
        let hold = self.take_hold();
        self.spawn((), "maedn-animation", waker, move |p| {
            if hold {
                p.progress.pause();
            }
            request.progress = Some(Arc::clone(&p.progress));
            let figures = source.figures(&request)?;
            p.total.store(figures.len(), Ordering::Relaxed);
            let options = AnimationOptions {
                size: choice.size,
                fps: choice.fps,
            };
            let mut report = |done: usize, _total: usize| {
                p.done.store(done, Ordering::Relaxed);
                !p.progress.is_cancelled()
            };
            // Written frame by frame into the file, put in place at the end.
            let mut file = AtomicFile::create(&path)?;
            let encoded =
                animation::encode_to(choice.format, &figures, &options, &mut report, &mut file);
            let bytes = match encoded {
                Ok(b) => b,
                Err(_) if p.progress.is_cancelled() => return Err(ExportFailure::Cancelled),
                Err(AnimationError::Write(e)) => return Err(file.error(e).into()),
                Err(e) => return Err(e.into()),
            };
            // The last check before the file is put in place: a paused
            // export (tests hold one here) waits; a cancelled one writes nothing.
            if p.progress.checkpoint() {
                return Err(ExportFailure::Cancelled);
            }
            file.commit()?;
            Ok((path, usize::try_from(bytes).unwrap_or(usize::MAX)))
        })
    }
}

impl Workspace {
    /// The Export animation dialog.
    #[must_use]
    pub fn animation(&self) -> &AnimationExport {
        &self.animation
    }

    /// The Export animation dialog, to hold its next export (tests).
    #[cfg(feature = "testing")]
    pub fn animation_mut(&mut self) -> &mut AnimationExport {
        &mut self.animation
    }
}

impl Workspace {
    /// Applies a command of the Export animation dialog.
    pub(super) fn apply_animation(&mut self, command: AnimationCommand) {
        if command == AnimationCommand::Cancel && self.animation.is_running() {
            self.animation.cancel();
            self.notify(super::Notice::AnimationCancelled);
            return;
        }
        let Some(choice) = self.animation.apply(command) else {
            return;
        };
        let name = choice.file_name(self.mode());
        let what = match self.mode() {
            Mode::Game => super::files::Exported::GameAnimation,
            Mode::Step => super::files::Exported::PathsAnimation,
            _ => super::files::Exported::SearchAnimation,
        };
        let title = super::files::export_title(
            crate::i18n::Tr::shared(self.lang()),
            what,
            choice.format.extension(),
        );
        if let Err(e) = self.files.begin_named(
            choice.kind(),
            DialogMode::Save,
            name,
            Some(title),
            self.lang(),
            &self.waker,
        ) {
            self.animation.take_awaiting();
            self.notify(super::Notice::Failed(e));
        }
    }

    /// Starts the export a save dialog was opened for, to `path`.
    pub(super) fn start_animation(&mut self, path: PathBuf) -> Result<(), FileOpError> {
        let choice = self
            .animation
            .take_awaiting()
            .unwrap_or(self.animation.choice());
        let Some(source) = self.animation_source() else {
            return Ok(());
        };
        let request = self.figure_request();
        self.animation
            .start(choice, source, request, path, &self.waker)
            .map_err(FileOpError::from)
    }

    /// Takes in a finished animation export.
    pub(super) fn poll_animation(&mut self) {
        let Some(outcome) = self.animation.poll() else {
            return;
        };
        self.notify(match outcome {
            Ended::Written((path, bytes)) => super::Notice::AnimationSaved { path, bytes },
            Ended::Cancelled(()) => super::Notice::AnimationCancelled,
            Ended::Failed(e) => super::Notice::Failed(FileOpError::Save(e.into())),
        });
    }
}
