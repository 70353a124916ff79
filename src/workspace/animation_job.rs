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

use web_time::Instant;

use super::animation_export::AnimationSource;
use super::export_failure::ExportFailure;
use super::files::{DialogMode, FileOpError};
use super::job::{Ended, ExportJob, ExportOptions, InParts, PartWork, Parts};
use super::task::{TaskError, Waker};
use super::{Mode, Workspace};
use crate::figures::FigureRequest;
use crate::io::{AnimationFile, AtomicFile, FileError, FileKind};
use crate::render::animation::{
    self, AnimationEncoder, AnimationError, AnimationFormat, AnimationOptions, FrameSize,
};
use crate::render::{Figure, Scheme, Theme};

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
        self.spawn_steps((), "maedn-animation", waker, move |p| {
            if hold {
                p.progress.pause();
            }
            request.progress = Some(Arc::clone(&p.progress));
            InParts::new(
                &p.progress,
                AnimationSteps {
                    choice,
                    path,
                    shared: Arc::clone(p),
                    stage: Some(Stage::Figures { source, request }),
                },
            )
        })
    }
}

/// Where an animation export is.
enum Stage {
    /// Its frames' figures are to be built.
    Figures {
        source: AnimationSource,
        request: FigureRequest,
    },
    /// Built; the file and the encoder are to be started (a GIF's palette).
    Start(Vec<Figure>),
    /// Frame `next` is to be rendered and encoded (all done: the end).
    Frames {
        figures: Vec<Figure>,
        encoder: AnimationEncoder<AtomicFile>,
        next: usize,
    },
    /// Encoded: the file is to be put in place.
    Commit(AtomicFile, u64),
}

/// An animation export a part at a time, so a page without threads renders
/// it between its frames: the figures built, the encoder started, each frame
/// rendered and encoded, the file put in place (the same file as in one go).
/// Nothing is put in place once cancelled.
struct AnimationSteps {
    choice: AnimationChoice,
    path: PathBuf,
    shared: Arc<Parts>,
    /// `None` once ended.
    stage: Option<Stage>,
}

impl AnimationSteps {
    /// Does the next part; the file's path and size once it is in place.
    fn advance(&mut self) -> Result<Option<(PathBuf, usize)>, ExportFailure> {
        // Never stepped again once ended.
        let stage = self.stage.take().ok_or(ExportFailure::Cancelled)?;
        let options = AnimationOptions {
            size: self.choice.size,
            fps: self.choice.fps,
        };
        self.stage = Some(match stage {
            Stage::Figures { source, request } => {
                let figures = source.figures(&request)?;
                self.shared.report(0, figures.len());
                Stage::Start(figures)
            }
            Stage::Start(figures) => {
                let file = AtomicFile::create(&self.path)?;
                let encoder = AnimationEncoder::new(self.choice.format, &figures, &options, file)
                    .map_err(|e| self.failure(e))?;
                Stage::Frames {
                    figures,
                    encoder,
                    next: 0,
                }
            }
            Stage::Frames {
                figures,
                mut encoder,
                next,
            } => match figures.get(next) {
                Some(figure) => {
                    encoder.add(figure).map_err(|e| self.failure(e))?;
                    self.shared.report(next + 1, figures.len());
                    Stage::Frames {
                        figures,
                        encoder,
                        next: next + 1,
                    }
                }
                None => {
                    let (file, bytes) = encoder.finish().map_err(|e| self.failure(e))?;
                    Stage::Commit(file, bytes)
                }
            },
            Stage::Commit(file, bytes) => {
                file.commit()?;
                let bytes = usize::try_from(bytes).unwrap_or(usize::MAX);
                return Ok(Some((self.path.clone(), bytes)));
            }
        });
        Ok(None)
    }

    /// An encoder's failure: a write's is the file's.
    fn failure(&self, e: AnimationError) -> ExportFailure {
        match e {
            AnimationError::Write(source) => FileError::Write {
                path: self.path.clone(),
                source,
            }
            .into(),
            e => e.into(),
        }
    }
}

impl PartWork for AnimationSteps {
    type Output = Result<(PathBuf, usize), ExportFailure>;

    fn part(&mut self, _until: Option<Instant>) -> Option<Self::Output> {
        if self.shared.progress.is_cancelled() {
            return Some(Err(ExportFailure::Cancelled));
        }
        self.advance().transpose()
    }
}

impl Workspace {
    /// The Export animation dialog.
    #[must_use]
    pub fn animation(&self) -> &AnimationExport {
        &self.animation
    }

    /// The Export animation dialog, to hold its next export (tests).
    #[doc(hidden)]
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

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::workspace::lesson::paper_settings;
    use crate::workspace::task::{Backend, no_waker};

    /// In slices (the web page) an animation is rendered a frame at a time
    /// between the frames of the window: its frames are counted as the
    /// polls go on, and its file is byte for byte the one encoded in one go,
    /// in every format.
    #[test]
    fn test_an_animation_in_slices_is_encoded_between_frames_as_in_one_go() {
        let waker = no_waker().on(Backend::Slices);
        let dir = std::env::temp_dir().join(format!("maedn-anim-slices-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let source = AnimationSource::Search {
            settings: paper_settings(),
            calls: 12,
        };
        for format in [
            AnimationFormat::Gif,
            AnimationFormat::Apng,
            AnimationFormat::Webp,
        ] {
            let choice = AnimationChoice {
                format,
                size: FrameSize {
                    width: 320,
                    height: 240,
                },
                ..AnimationChoice::default()
            };
            let path = dir.join(format!("search.{}", format.extension()));
            let mut e = AnimationExport::default();
            e.start(
                choice,
                source.clone(),
                FigureRequest::default(),
                path.clone(),
                &waker,
            )
            .expect("starts");
            let mut counted = BTreeSet::new();
            let ended = loop {
                if let Some(ended) = e.poll() {
                    break ended;
                }
                let status = e.status().expect("running");
                counted.insert(status.done);
            };
            let Ended::Written((_, bytes)) = ended else {
                panic!("{format:?}: {ended:?}");
            };
            let figures = source.figures(&FigureRequest::default()).expect("frames");
            // Frames counted between polls, not only "none" and "all".
            let between = counted
                .iter()
                .filter(|d| **d > 0 && **d < figures.len())
                .count();
            assert!(between > 1, "{format:?}: {counted:?}");
            let options = AnimationOptions {
                size: choice.size,
                fps: choice.fps,
            };
            let one_go =
                animation::encode(format, &figures, &options, &mut |_, _| true).expect("encodes");
            let written = std::fs::read(&path).expect("written");
            assert_eq!(bytes, written.len());
            assert!(written == one_go, "{format:?}: not the bytes of one go");
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}
