//! Export animation… (the Game, Step and Solve views): the dialog's choice
//! (format, frames a second, size, colours and palette, and in Solve the
//! calls shown), the save dialog awaited, and the frames rendered and
//! encoded on a background [`Job`] with a frame counter and Cancel. The file
//! is written through the atomic writer only when the last frame is
//! encoded, so a cancelled export writes nothing.
//!
//! What each view animates: Game, its game roll by roll (the frames of
//! `maedn animate game`); Step, the stepped paths move by move (one path as
//! `maedn animate piece-N` shows it); Solve, the search's first calls in
//! slow motion (`maedn animate search-N`).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::animation_export::{AnimationFailure, AnimationSource};
use super::files::{DialogMode, FileOpError, SaveError};
use super::job::{Job, Stop};
use super::task::{TaskError, Waker};
use super::{Mode, Workspace};
use crate::figures::FigureRequest;
use crate::io::{AnimationFile, FileError, FileKind, write_atomic};
use crate::render::animation::{self, AnimationFormat, AnimationOptions, FrameSize};
use crate::render::{Scheme, Theme};
use crate::solver::Progress;

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

/// An export's live state: the search's progress and cancel, and the frames
/// encoded so far.
#[derive(Debug, Default)]
pub struct AnimationProgress {
    /// The search's counters and the cancel flag.
    pub solver: Arc<Progress>,
    /// Frames encoded.
    pub done: AtomicUsize,
    /// Frames in all (0 while they are being prepared).
    pub total: AtomicUsize,
}

impl Stop for AnimationProgress {
    fn stop(&self) {
        self.solver.cancel();
    }
}

/// Why an animation export failed or stopped.
#[derive(Debug, thiserror::Error)]
pub enum AnimationJobError {
    /// The frames could not be made or encoded.
    #[error(transparent)]
    Animation(#[from] AnimationFailure),
    /// The file could not be written.
    #[error(transparent)]
    File(#[from] FileError),
    /// The thread could not finish.
    #[error(transparent)]
    Task(#[from] TaskError),
    /// Cancelled.
    #[error("cancelled")]
    Cancelled,
}

/// The job: the path written and its size in bytes.
type AnimationJob = Job<Result<(PathBuf, usize), AnimationJobError>, AnimationProgress>;

/// How an export ended.
#[derive(Debug)]
pub enum AnimationOutcome {
    /// Written: where, and its size in bytes.
    Written(PathBuf, usize),
    /// Cancelled: nothing was written.
    Cancelled,
    /// It failed.
    Failed(AnimationJobError),
}

/// An export in progress, for the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnimationStatus {
    /// Frames encoded.
    pub done: usize,
    /// Frames in all (0 while they are prepared).
    pub total: usize,
    /// Time since it started.
    pub elapsed: Duration,
}

/// The dialog's state and its job; see the module docs.
#[derive(Debug, Default)]
pub struct AnimationExport {
    open: bool,
    choice: AnimationChoice,
    /// The choice a save dialog was opened for.
    awaiting: Option<AnimationChoice>,
    job: Option<AnimationJob>,
    /// Cancelled jobs, kept until their threads end (never joined on the
    /// UI thread).
    stopping: Vec<AnimationJob>,
}

impl AnimationExport {
    /// Is the dialog open?
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The dialog's choice.
    #[must_use]
    pub fn choice(&self) -> AnimationChoice {
        self.choice
    }

    /// Is an export running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Cancelled exports whose threads have not ended yet.
    #[must_use]
    pub fn stopping(&self) -> usize {
        self.stopping.len()
    }

    /// The export in progress.
    #[must_use]
    pub fn status(&self) -> Option<AnimationStatus> {
        self.job.as_ref().map(|job| {
            let p = job.progress();
            AnimationStatus {
                done: p.done.load(Ordering::Relaxed),
                total: p.total.load(Ordering::Relaxed),
                elapsed: job.elapsed(),
            }
        })
    }

    /// Changes the dialog; returns the choice to ask a save dialog for on
    /// [`AnimationCommand::Start`].
    pub fn apply(&mut self, command: AnimationCommand) -> Option<AnimationChoice> {
        let c = &mut self.choice;
        match command {
            AnimationCommand::Open => self.open = true,
            AnimationCommand::Close => self.open = false,
            AnimationCommand::SetFormat(f) => c.format = f,
            AnimationCommand::SetFps(fps) => c.fps = fps.clamp(1, animation::MAX_FPS),
            AnimationCommand::SetSize(size) => c.size = size,
            AnimationCommand::SetTheme(theme) => c.theme = theme,
            AnimationCommand::SetScheme(scheme) => c.scheme = scheme,
            AnimationCommand::SetCalls(n) => {
                c.calls = n.clamp(
                    *crate::figures::animations::ANIMATED_CALLS.start(),
                    *crate::figures::animations::ANIMATED_CALLS.end(),
                );
            }
            AnimationCommand::Start => {
                self.awaiting = Some(self.choice);
                return Some(self.choice);
            }
            AnimationCommand::Cancel => self.cancel(),
        }
        None
    }

    /// The choice a save dialog was opened for, once its path is picked.
    pub fn take_awaiting(&mut self) -> Option<AnimationChoice> {
        self.awaiting.take()
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
        let shared = AnimationProgress::default();
        let job = Job::spawn("maedn-animation", waker, shared, move |p| {
            request.progress = Some(Arc::clone(&p.solver));
            let figures = source.figures(&request)?;
            p.total.store(figures.len(), Ordering::Relaxed);
            let options = AnimationOptions {
                size: choice.size,
                fps: choice.fps,
            };
            let mut report = |done: usize, _total: usize| {
                p.done.store(done, Ordering::Relaxed);
                !p.solver.is_cancelled()
            };
            let bytes = match animation::encode(choice.format, &figures, &options, &mut report) {
                Ok(b) => b,
                Err(_) if p.solver.is_cancelled() => return Err(AnimationJobError::Cancelled),
                Err(e) => return Err(AnimationFailure::from(e).into()),
            };
            if p.solver.is_cancelled() {
                return Err(AnimationJobError::Cancelled);
            }
            write_atomic(&path, &bytes)?;
            Ok((path, bytes.len()))
        })?;
        self.job = Some(job);
        Ok(())
    }

    /// Stops the export in progress (its thread ends on its own).
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
            self.stopping.push(job);
        }
    }

    /// Takes in the finished export, if any.
    pub fn poll(&mut self) -> Option<AnimationOutcome> {
        self.stopping.retain_mut(|j| j.poll().is_none());
        let job = self.job.as_mut()?;
        let result = job.poll_result()?;
        self.job = None;
        Some(match result {
            Ok((path, bytes)) => AnimationOutcome::Written(path, bytes),
            Err(AnimationJobError::Cancelled) => AnimationOutcome::Cancelled,
            Err(e) => AnimationOutcome::Failed(e),
        })
    }
}

impl Workspace {
    /// The Export animation dialog.
    #[must_use]
    pub fn animation(&self) -> &AnimationExport {
        &self.animation
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
        if let Err(e) = self.files.begin_named(
            choice.kind(),
            DialogMode::Save,
            name,
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
            AnimationOutcome::Written(path, bytes) => super::Notice::AnimationSaved { path, bytes },
            AnimationOutcome::Cancelled => super::Notice::AnimationCancelled,
            AnimationOutcome::Failed(AnimationJobError::File(e)) => {
                super::Notice::Failed(FileOpError::Save(SaveError::File(e)))
            }
            AnimationOutcome::Failed(e) => {
                super::Notice::Failed(FileOpError::Save(SaveError::Picture(Box::new(e))))
            }
        });
    }
}
