//! Every picture the window exports, as one [`Export`]: what (the board on
//! screen, the shown Explore part or a named figure), SVG or PNG, light or
//! dark, and where. A picture dialog is opened for an [`ExportAsk`], which
//! becomes an [`Export`] when its path arrives (`open_save.rs` writes it).
//!
//! The named figures have their own window ([`FigureExport`]): the choice
//! (which figure of [`crate::figures::FIGURES`], SVG or PNG, light or dark),
//! and the figure built and written on a background [`ExportJob`] with live
//! counters and cancel. The file is exactly what `maedn figure NAME` writes
//! for the same settings: the same [`FigureRequest`], the same
//! [`crate::render::save`].
//!
//! A cancelled export stops the searches that honour the request's progress
//! at once; its thread is kept until it ends (never joined on the UI
//! thread), and nothing it built is written.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use super::explore::ExplorePart;
use super::export_failure::ExportFailure;
use super::job::{ExportJob, ExportOptions, InParts, PartWork};
use super::task::{TaskError, Waker};
use crate::figures::{self, FigureRequest, FigureRun};
use crate::io::{Format, write_atomic};
use crate::render::{DEFAULT_PNG_SCALE, Figure, Theme};
use crate::solver::Progress;

/// The figure chosen when the export window first opens.
const DEFAULT_FIGURE: &str = "full-path";

/// Which picture an export writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    /// The board on screen with its caption (File → Export board).
    Board,
    /// An Explore part's figure, from what it computed.
    Explore(ExplorePart),
    /// A named figure of [`crate::figures::FIGURES`], built from the window's
    /// settings on a background task.
    Named(&'static str),
}

/// An export asked for, before its path is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportAsk {
    /// Which picture.
    pub what: Picture,
    /// SVG or PNG.
    pub format: Format,
    /// Light or dark.
    pub theme: Theme,
}

impl ExportAsk {
    /// This export, written to `path`.
    #[must_use]
    pub fn at(self, path: PathBuf) -> Export {
        Export {
            what: self.what,
            format: self.format,
            theme: self.theme,
            path,
        }
    }
}

/// One picture export: what, in which format and theme, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// Which picture.
    pub what: Picture,
    /// SVG or PNG.
    pub format: Format,
    /// Light or dark.
    pub theme: Theme,
    /// The file to write.
    pub path: PathBuf,
}

/// What to export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportChoice {
    /// The figure's name (a row of [`crate::figures::FIGURES`]).
    pub name: &'static str,
    /// SVG or PNG.
    pub format: Format,
    /// Light or dark.
    pub theme: Theme,
}

impl Default for ExportChoice {
    fn default() -> Self {
        ExportChoice {
            name: figures::find(DEFAULT_FIGURE)
                .or_else(|| figures::FIGURES.first())
                .map_or("", |f| f.name),
            format: Format::Svg,
            theme: Theme::Light,
        }
    }
}

impl ExportChoice {
    /// The export of this choice, before its path is known.
    #[must_use]
    pub fn ask(&self) -> ExportAsk {
        ExportAsk {
            what: Picture::Named(self.name),
            format: self.format,
            theme: self.theme,
        }
    }

    /// The name a save dialog suggests: `maedn-NAME.svg`.
    #[must_use]
    pub fn file_name(&self) -> String {
        format!("maedn-{}.{}", self.name, self.format.name())
    }
}

/// What the export window asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportCommand {
    /// Open the export window, with this figure chosen if named.
    Open(Option<String>),
    /// Close it.
    Close,
    /// Choose a figure by name (unknown names are ignored).
    Select(String),
    /// SVG or PNG.
    SetFormat(Format),
    /// Light or dark.
    SetTheme(Theme),
    /// Ask where to save, then build and write the chosen figure.
    Start,
    /// Stop the export in progress; nothing is written.
    Cancel,
}

/// An export in progress, for the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportProgress {
    /// The figure.
    pub name: &'static str,
    /// Time since it started.
    pub elapsed: Duration,
    /// Search calls so far (figures that run the paper's search).
    pub calls: u64,
    /// Positions or states so far (the game's figures, exact solvers).
    pub positions: u64,
}

/// A named figure's export: asked for as an [`ExportAsk`] (the picture
/// dialog also exports the board and Explore's parts), named by the figure.
impl ExportOptions for ExportChoice {
    type Asked = ExportAsk;
    type Label = &'static str;
    type Written = PathBuf;
    type Failure = ExportFailure;
    type Shared = Progress;
}

/// The export window's choice, the dialog awaited and the job; see the
/// module docs.
pub type FigureExport = ExportJob<ExportChoice>;

impl ExportJob<ExportChoice> {
    /// The export in progress.
    #[must_use]
    pub fn progress(&self) -> Option<ExportProgress> {
        self.running().map(|(name, job)| {
            let snap = job.progress().snapshot();
            ExportProgress {
                name,
                elapsed: job.elapsed(),
                calls: snap.calls,
                positions: snap.expanded,
            }
        })
    }

    /// Changes the window's state; returns the choice to ask a save dialog
    /// for on [`ExportCommand::Start`]. ([`ExportCommand::Cancel`] is
    /// [`ExportJob::cancel`].)
    pub fn apply(&mut self, command: ExportCommand) -> Option<ExportChoice> {
        match command {
            ExportCommand::Open(name) => {
                self.set_open(true);
                if let Some(n) = name {
                    self.select(&n);
                }
            }
            ExportCommand::Close => self.set_open(false),
            ExportCommand::Select(n) => self.select(&n),
            ExportCommand::SetFormat(format) => self.choice_mut().format = format,
            ExportCommand::SetTheme(theme) => self.choice_mut().theme = theme,
            ExportCommand::Start => {
                let choice = self.choice();
                self.await_export(choice.ask());
                return Some(choice);
            }
            ExportCommand::Cancel => {}
        }
        None
    }

    fn select(&mut self, name: &str) {
        if let Some(spec) = figures::find(name) {
            self.choice_mut().name = spec.name;
        }
    }

    /// Builds `choice` from `request` and writes it to `path` on a
    /// background task.
    pub fn start(
        &mut self,
        choice: ExportChoice,
        mut request: FigureRequest,
        path: PathBuf,
        waker: &Waker,
    ) -> Result<(), TaskError> {
        request.theme = choice.theme;
        self.spawn_steps(choice.name, "maedn-figure", waker, move |p| {
            request.progress = Some(Arc::clone(p));
            InParts::new(p, FigureSteps::new(choice, request, path, p))
        })
    }
}

/// Where a figure export is.
enum Stage {
    /// The figure's build is to begin.
    Start(FigureRequest),
    /// The figure is being built: its searches resumed a slice at a time
    /// (those not cut into slices yet in one part), then drawn.
    Build(FigureRun),
    /// Built: its file's bytes are to be made (a PNG rasterised).
    Encode(Figure),
    /// Made: the file is to be written.
    Write(Vec<u8>),
}

/// A named figure's export in parts — built (its searches resumed until
/// each slice's deadline, [`FigureRun`]), encoded, written — so a page
/// without threads paints between them; the same file as `maedn figure`
/// writes ([`figures::build`], then [`crate::render::save`]). A figure built
/// whole still finishes its part when cancelled, and nothing is written.
struct FigureSteps {
    choice: ExportChoice,
    path: PathBuf,
    progress: Arc<Progress>,
    /// `None` once ended.
    stage: Option<Stage>,
}

impl FigureSteps {
    fn new(
        choice: ExportChoice,
        request: FigureRequest,
        path: PathBuf,
        progress: &Arc<Progress>,
    ) -> FigureSteps {
        FigureSteps {
            choice,
            path,
            progress: Arc::clone(progress),
            stage: Some(Stage::Start(request)),
        }
    }

    /// Does the next part (a build until `until`); the path once written.
    fn advance(&mut self, until: Option<Instant>) -> Result<Option<PathBuf>, ExportFailure> {
        // Never stepped again once ended.
        let stage = self.stage.take().ok_or(ExportFailure::Cancelled)?;
        self.stage = Some(match stage {
            Stage::Start(request) => Stage::Build(figures::start(self.choice.name, &request)?),
            Stage::Build(mut run) => match run.resume(until) {
                // A search stopped by the cancel is the export cancelled.
                Some(Err(_)) if self.progress.is_cancelled() => {
                    return Err(ExportFailure::Cancelled);
                }
                Some(figure) => Stage::Encode(figure?),
                None => Stage::Build(run),
            },
            Stage::Encode(figure) => {
                Stage::Write(figure.encode(self.choice.format, DEFAULT_PNG_SCALE)?)
            }
            Stage::Write(bytes) => {
                write_atomic(&self.path, &bytes)?;
                return Ok(Some(self.path.clone()));
            }
        });
        Ok(None)
    }
}

impl PartWork for FigureSteps {
    type Output = Result<PathBuf, ExportFailure>;

    fn part(&mut self, until: Option<Instant>) -> Option<Self::Output> {
        if self.progress.is_cancelled() {
            return Some(Err(ExportFailure::Cancelled));
        }
        self.advance(until).transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    use crate::workspace::task::{Step, Steps};

    /// Exports `name` from `request` through [`FigureSteps`] cut at every
    /// check (a deadline already passed) into `dir`, and in one go as the
    /// command line does; asserts the same bytes and the same counters.
    /// Returns the slices it took.
    fn sliced_is_one_go(
        dir: &Path,
        name: &'static str,
        format: Format,
        request: FigureRequest,
    ) -> u64 {
        let choice = ExportChoice {
            name,
            format,
            theme: Theme::Light,
        };
        let path = dir.join(format!("{name}.{}", format.name()));
        let progress = Arc::new(Progress::default());
        let sliced_request = FigureRequest {
            progress: Some(Arc::clone(&progress)),
            ..request.clone()
        };
        let steps = FigureSteps::new(choice, sliced_request, path.clone(), &progress);
        let mut parts = InParts::new(&progress, steps);
        let mut yields = 0;
        let written = loop {
            match parts.step(Some(Instant::now())) {
                Step::Done(result) => break result.expect("written"),
                Step::Yield => yields += 1,
                Step::Wait => panic!("not paused"),
            }
        };
        assert_eq!(written, path);
        let one_go = dir.join(format!("{name}-one-go.{}", format.name()));
        let whole = Arc::new(Progress::default());
        let whole_request = FigureRequest {
            progress: Some(Arc::clone(&whole)),
            ..request
        };
        let figure = figures::build(name, &whole_request).expect("built");
        crate::render::save(&figure, &one_go, format, DEFAULT_PNG_SCALE).expect("saved");
        let (a, b) = (std::fs::read(&path), std::fs::read(&one_go));
        assert!(
            a.expect("read") == b.expect("read"),
            "{name}: not the bytes of one go"
        );
        let (a, b) = (progress.snapshot(), whole.snapshot());
        assert_eq!(
            (a.calls, a.prunes, a.expanded),
            (b.calls, b.prunes, b.expanded),
            "{name}: counters"
        );
        yields
    }

    fn scratch(what: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("maedn-{what}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    /// A figure built whole is exported in three parts (built, encoded,
    /// written): the file of one go.
    #[test]
    fn test_a_figure_export_in_parts_writes_the_file_of_one_go() {
        let dir = scratch("figure-parts");
        let request = FigureRequest {
            board: Some(crate::model::Bits::from_raw(0xE820_8800_0000_1EE1)),
            ..FigureRequest::default()
        };
        assert!(figures::start("board", &request).expect("known").is_whole());
        // Begun, built, encoded, then written.
        assert_eq!(sliced_is_one_go(&dir, "board", Format::Png, request), 3);
        std::fs::remove_dir_all(&dir).ok();
    }

    /// The paper's solves of a figure go on a check at a time, and the
    /// file and the counters are those of one go.
    #[test]
    fn test_a_figures_solves_in_slices_write_the_file_of_one_go() {
        let dir = scratch("figure-solves");
        let paper = FigureRequest {
            settings: crate::solver::Settings {
                bound: crate::solver::Bound::PerTile(crate::solver::PAPER_BOUND),
                ..crate::solver::Settings::default()
            },
            ..FigureRequest::default()
        };
        for name in ["piece-2", "calls"] {
            assert!(!figures::start(name, &paper).expect("known").is_whole());
            let yields = sliced_is_one_go(&dir, name, Format::Svg, paper.clone());
            assert!(yields > 10, "{name}: {yields} slices");
        }
        // Three bounds about the paper's.
        let sweep = FigureRequest {
            sweep: figures::SweepRange {
                from: 192,
                to: 194,
                step: 1,
            },
            ..FigureRequest::default()
        };
        let yields = sliced_is_one_go(&dir, "bound-sweep", Format::Svg, sweep);
        assert!(yields > 30, "bound-sweep: {yields} slices");
        std::fs::remove_dir_all(&dir).ok();
    }
    /// The walk over the whole game's positions (and an ordinary game's
    /// passes and simulated games) go on a check at a time; the file and
    /// the counters are those of one go.
    #[test]
    fn test_the_game_figures_in_slices_write_the_file_of_one_go() {
        let dir = scratch("figure-game");
        for name in ["game-rolls", "ordinary-game"] {
            let yields = sliced_is_one_go(&dir, name, Format::Svg, FigureRequest::default());
            assert!(yields > 10, "{name}: {yields} slices");
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    /// Every way home counted and a search tree recorded go on a check at
    /// a time; the file and the counters are those of one go.
    #[test]
    fn test_a_count_and_a_tree_in_slices_write_the_file_of_one_go() {
        let dir = scratch("figure-count");
        for name in ["search-tree-1", "count-4"] {
            let yields = sliced_is_one_go(&dir, name, Format::Svg, FigureRequest::default());
            assert!(yields > 10, "{name}: {yields} slices");
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn test_choice_follows_the_figure_table() {
        let mut e = FigureExport::default();
        e.apply(ExportCommand::Select("Piece-2".to_owned()));
        assert_eq!(e.choice().name, "piece-2");
        e.apply(ExportCommand::Select("no such figure".to_owned()));
        assert_eq!(e.choice().name, "piece-2");
        e.apply(ExportCommand::SetFormat(Format::Png));
        assert_eq!(e.choice().file_name(), "maedn-piece-2.png");
        assert_eq!(e.apply(ExportCommand::Start), Some(e.choice()));
        assert_eq!(e.take_awaiting(), Some(e.choice().ask()));
        assert_eq!(e.take_awaiting(), None);
    }
}
