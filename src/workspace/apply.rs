//! [`Workspace::apply`]: how each [`Command`] changes the workspace, and what
//! finished file operations do (open boards and sessions, save, export).

use std::path::PathBuf;

use super::command::{Command, FileCommand};
use super::export::{ExportChoice, ExportCommand, ExportOutcome};
use super::files::{DialogMode, FileEvent, FileOpError, Loaded, SaveError};
use super::notice::Notice;
use super::prefs::MAX_BOUND_PER_TILE;
use super::run::Run;
use super::stepper::{Choice, Playback};
use super::{Mode, Workspace};
use crate::figure::{DEFAULT_PNG_SCALE, FigureRequest, Format, SweepRange, Theme};
use crate::i18n::{Lang, Tr};
use crate::io::{self, FileKind, Session, SessionResults};
use crate::model::{Bits, DEFAULT_SPACING, Problem};
use crate::solver::{PAPER_BOUND, Settings};

/// The header line of a saved board list.
const BOARDS_HEADER: &str = "maedn bit-boards, one per line";

impl Workspace {
    /// Does what `command` asks. Commands for the window itself (zoom,
    /// theme, clipboard, quit) are ignored here; the window carries them out.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::SetMode(mode) => self.prefs.mode = mode,
            Command::TogglePresent => self.presenting = !self.presenting,
            Command::SetLang(lang) => self.prefs.lang = Some(lang),
            Command::Explore(part) => {
                self.prefs.mode = Mode::Explore;
                let inputs = self.explore_inputs();
                self.explore.show(part, &inputs, &self.waker);
            }
            Command::ExploreDo(command) => {
                let inputs = self.explore_inputs();
                self.explore.apply(command, &inputs, &self.waker);
            }
            Command::ToggleLegend => self.prefs.show_legend = Some(!self.legend_shown()),
            Command::ToggleShortcuts => self.prefs.show_shortcuts = !self.prefs.show_shortcuts,
            Command::SetSettings(settings) => self.set_settings(settings),
            Command::SetBoundPerTile(n) => self.prefs.bound_per_tile = n.min(MAX_BOUND_PER_TILE),
            Command::PaperSettings => {
                self.prefs.bound_per_tile = PAPER_BOUND;
                let mut settings = Settings::default();
                settings.rules.spacing = DEFAULT_SPACING;
                self.set_settings(settings);
            }
            Command::SetPace(kind) => {
                self.prefs.pace = kind;
                self.update_watch();
            }
            Command::SetRate(rate) => {
                self.prefs.rate = rate;
                self.update_watch();
            }
            Command::Run => self.start_run(None),
            Command::RunFrom(problem) => {
                self.start_run(Some(problem));
                self.prefs.mode = Mode::Solve;
            }
            Command::RunOrPause if self.run.state().in_progress() => self.run.toggle_pause(),
            Command::RunOrPause => self.start_run(None),
            Command::TogglePause => self.run.toggle_pause(),
            Command::Cancel => self.run.cancel(),
            Command::NextCall => self.run.next_call(),
            Command::StepThroughSolution => {
                if let Some(s) = self.run.solution() {
                    let boards = s.pieces.iter().map(|p| p.board).collect();
                    self.open_in_stepper(boards);
                }
            }
            Command::OpenInStepper(boards) => self.open_in_stepper(boards),
            Command::Choose(choice) => self.stepper.choose(choice),
            Command::StepTo(step) => self.stepper.set_step(step),
            Command::StepForward => _ = self.stepper.forward(),
            Command::StepBack => self.stepper.back(),
            Command::StepLast => self.stepper.set_step(self.stepper.last_step()),
            Command::TogglePlay => self.playback.toggle(&mut self.stepper),
            Command::SetPlaySpeed(speed) => self.prefs.play_speed = speed,
            Command::OpenInEditor(board) => {
                self.editor.open(board);
                self.prefs.mode = Mode::Edit;
            }
            Command::Edit(edit) => _ = self.editor.apply(edit),
            Command::SetSweepRange { from, to, step } => self.sweep.set_range(from, to, step),
            Command::StartSweep => self.sweep.start(self.prefs.settings.rules, &self.waker),
            Command::StopSweep => self.sweep.stop(),
            Command::Game(game) => {
                self.game
                    .apply(game, self.prefs.settings.rules, &self.waker);
            }
            Command::Export(ExportCommand::Cancel) => {
                if let Some(name) = self.export.cancel() {
                    self.status = Some(Notice::ExportCancelled(name));
                }
            }
            Command::Export(export) => {
                if let Some(choice) = self.export.apply(export) {
                    self.ask_export_path(choice);
                }
            }
            Command::File(file) => {
                let (kind, mode) = match file {
                    FileCommand::Open(kind) => (kind, DialogMode::Open),
                    FileCommand::Save(kind) => (kind, DialogMode::Save),
                };
                if let Err(e) = self.files.begin(kind, mode, &self.waker) {
                    self.status = Some(Notice::Failed(e));
                }
            }
            Command::PathChosen { kind, mode, path } => {
                let event = self.files.typed_path(kind, mode, path);
                self.on_file_event(event);
            }
            Command::CancelTypedPath => self.files.cancel_typed_path(),
            Command::DismissStatus => self.status = None,
            Command::Zoom(_)
            | Command::SetTheme(_)
            | Command::CopyText(_)
            | Command::RequestPaste
            | Command::Quit => {}
        }
        if self.prefs.mode == Mode::Game {
            // The Game view shows the game of the current rules, whatever
            // changed them (settings, a session, the mode switch).
            self.game.want(self.prefs.settings.rules, &self.waker);
        }
    }

    /// Opens the save dialog for a figure export.
    fn ask_export_path(&mut self, choice: ExportChoice) {
        let kind = FileKind::Figure(choice.format);
        let name = choice.file_name();
        if let Err(e) = self
            .files
            .begin_named(kind, DialogMode::Save, name, &self.waker)
        {
            self.export.take_awaiting();
            self.status = Some(Notice::Failed(e));
        }
    }

    /// What `maedn figure` builds from the window's settings: the solver
    /// settings, the sweep's range and the board shown (for the `board`
    /// figure); the figure texts are English until they move to Fluent.
    #[must_use]
    pub fn figure_request(&self) -> FigureRequest {
        let (from, to, step) = self.sweep.range();
        FigureRequest {
            settings: self.prefs.settings,
            sweep: SweepRange { from, to, step },
            board: Some(self.shown_board()),
            ..FigureRequest::default()
        }
    }

    /// Takes in a finished figure export.
    pub(super) fn poll_export(&mut self) {
        let Some(outcome) = self.export.poll() else {
            return;
        };
        self.status = Some(match outcome {
            ExportOutcome::Written(path) => Notice::Saved(path),
            ExportOutcome::Failed(e) => Notice::Failed(FileOpError::Save(e)),
            ExportOutcome::Cancelled(name) => Notice::ExportCancelled(name),
        });
    }

    /// New settings: the last result and the stepped paths no longer apply.
    fn set_settings(&mut self, settings: Settings) {
        if settings == self.prefs.settings {
            return;
        }
        self.prefs.settings = settings;
        if !self.run.state().in_progress() {
            self.run = Run::Idle;
        }
        self.stepper.load_with(settings.rules, Vec::new());
        self.editor.set_rules(settings.rules);
    }

    fn start_run(&mut self, problem: Option<Problem>) {
        // Dropping the old run cancels and joins it before the new one starts.
        self.run = Run::Idle;
        self.run = Run::start(self.prefs.settings, problem, self.prefs.pace(), &self.waker);
    }

    /// A watched run follows pace changes at once.
    fn update_watch(&self) {
        if let Some(w) = self.run.watch() {
            w.set_pace(self.prefs.pace());
        }
    }

    fn open_in_stepper(&mut self, boards: Vec<Bits>) {
        self.stepper.load_with(self.prefs.settings.rules, boards);
        self.playback = Playback::default();
        self.prefs.mode = Mode::Step;
    }

    /// What a dialog, a read or a write reported.
    pub(super) fn on_file_event(&mut self, event: FileEvent) {
        match event {
            FileEvent::Picked { kind, mode, path } => self.on_path(kind, mode, path),
            FileEvent::Unavailable => self.status = Some(Notice::DialogUnavailable),
            FileEvent::Loaded {
                path,
                loaded: Loaded::Boards(boards),
            } => {
                let count = boards.len();
                self.editor.open_list(boards.clone());
                self.open_in_stepper(boards);
                self.status = Some(Notice::OpenedBoards { count, path });
            }
            FileEvent::Loaded {
                path,
                loaded: Loaded::Session(session),
            } => {
                self.status = Some(match session.settings.rules.validate() {
                    Ok(()) => {
                        self.apply_session(*session);
                        Notice::OpenedSession { path }
                    }
                    Err(source) => Notice::Failed(FileOpError::BadSettings { path, source }),
                });
            }
            FileEvent::Saved(path) => self.status = Some(Notice::Saved(path)),
            FileEvent::Failed(e) => self.status = Some(Notice::Failed(e)),
        }
    }

    /// Opens, saves or exports at a chosen path.
    fn on_path(&mut self, kind: FileKind, mode: DialogMode, path: PathBuf) {
        let rules = self.prefs.settings.rules;
        let started = match (kind, mode) {
            (FileKind::Boards | FileKind::Session, DialogMode::Open) => {
                self.files.read(path, kind, &self.waker)
            }
            (FileKind::Boards, DialogMode::Save) => {
                let boards = self.boards_to_save();
                self.files.write(&self.waker, move || {
                    io::save_boards(&path, &boards, BOARDS_HEADER)?;
                    Ok(path)
                })
            }
            (FileKind::Session, DialogMode::Save) => {
                let session = self.session();
                self.files.write(&self.waker, move || {
                    io::save_session(&path, &session)?;
                    Ok(path)
                })
            }
            (FileKind::Svg | FileKind::Png, DialogMode::Save)
                if self.prefs.mode == Mode::Explore =>
            {
                self.export_explore(kind, path)
            }
            (FileKind::Svg, DialogMode::Save) => {
                let board = self.shown_board();
                self.files.write(&self.waker, move || {
                    io::save_svg(&path, board, &rules)?;
                    Ok(path)
                })
            }
            (FileKind::Png, DialogMode::Save) => {
                self.files.request_png(path);
                self.status = Some(Notice::TakingScreenshot);
                Ok(())
            }
            (FileKind::Figure(_), DialogMode::Save) => match self.export.take_awaiting() {
                Some(choice) => {
                    let request = self.figure_request();
                    self.export
                        .start(choice, request, path, &self.waker)
                        .map_err(FileOpError::from)
                }
                None => Ok(()),
            },
            (FileKind::Svg | FileKind::Png | FileKind::Figure(_), DialogMode::Open) => {
                Err(FileOpError::PictureOpen)
            }
        };
        if let Err(e) = started {
            self.status = Some(Notice::Failed(e));
        }
    }

    /// Writes the shown Explore part's figure (light, in the window's
    /// language) as SVG or PNG: drawn here from what the part computed,
    /// rasterised and written in the background.
    fn export_explore(&mut self, kind: FileKind, path: PathBuf) -> Result<(), FileOpError> {
        let tr = Tr::new(self.prefs.lang.unwrap_or_else(Lang::system));
        let figure = self
            .explore
            .figure(&tr, Theme::Light)
            .map_err(|e| FileOpError::Save(SaveError::Picture(Box::new(e))))?;
        let format = if kind == FileKind::Png {
            Format::Png
        } else {
            Format::Svg
        };
        self.files.write(&self.waker, move || {
            crate::figure::save(&figure, &path, format, DEFAULT_PNG_SCALE)
                .map_err(|e| SaveError::Picture(Box::new(e)))?;
            Ok(path)
        })
    }

    /// The path boards in the stepper, or the editor's board.
    fn boards_to_save(&self) -> Vec<Bits> {
        let boards: Vec<Bits> = self.stepper.paths().iter().map(|d| d.board).collect();
        if boards.is_empty() {
            vec![self.editor.board()]
        } else {
            boards
        }
    }

    /// The board the current mode shows (for the SVG export): the chosen
    /// path's board in Solve and Step, else the editor's.
    fn shown_board(&self) -> Bits {
        let editor = self.editor.board();
        match self.stepper.choice() {
            Choice::One(i) if self.prefs.mode != Mode::Edit => {
                self.stepper.paths().get(i).map_or(editor, |d| d.board)
            }
            _ => editor,
        }
    }

    /// Everything worth keeping, as a session.
    fn session(&self) -> Session {
        Session {
            settings: self.prefs.settings,
            board: self.editor.board(),
            stepper: self.stepper.paths().iter().map(|d| d.board).collect(),
            selected_piece: match self.stepper.choice() {
                Choice::One(i) => self.stepper.paths().get(i).and_then(|d| d.piece),
                Choice::All => None,
            },
            step: self.stepper.step(),
            results: self.run.solution().map(SessionResults::from_solution),
            ..Session::default()
        }
    }

    fn apply_session(&mut self, session: Session) {
        self.run = Run::Idle;
        let rules = session.settings.rules;
        self.prefs.settings = session.settings;
        self.editor.set_rules(rules);
        self.editor.open(session.board);
        self.stepper.load_with(rules, session.stepper);
        if let Some(piece) = session.selected_piece
            && let Some(i) = self
                .stepper
                .paths()
                .iter()
                .position(|d| d.piece == Some(piece))
        {
            self.stepper.choose(Choice::One(i));
        }
        self.stepper.set_step(session.step);
    }
}
