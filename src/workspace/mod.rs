//! The workspace: everything the user is working on, free of egui, so that
//! it builds and is tested without the window (`cargo test
//! --no-default-features`).
//!
//! [`Workspace`] owns the settings ([`Prefs`]), the solver run ([`Run`]), the
//! paths being stepped ([`Stepper`]), the editor's board and history
//! ([`EditorState`]), the bound sweep ([`Sweep`]), the file operations
//! ([`Files`]) and the status line ([`Notice`]). The window's modes (Solve,
//! Step, Edit, and the views still to come) are views over it: they read it
//! and produce [`Command`]s, which [`Workspace::apply`] carries out after
//! layout. Slow work runs on background [`Job`]s that the workspace owns;
//! [`Workspace::poll`] takes in what they finished.
//!
//! ```
//! use maedn::workspace::{Command, Mode, Workspace};
//! let mut ws = Workspace::default();
//! ws.apply(Command::SetMode(Mode::Edit));
//! ws.apply(Command::OpenInStepper(vec![maedn::model::Bits::from_raw(0xE820_8822_0841_4C06)]));
//! assert_eq!(ws.mode(), Mode::Step);
//! assert_eq!(ws.stepper().paths().len(), 1);
//! ```

mod apply;
mod board_scenes;
mod command;
mod editor;
mod error_text;
mod explore;
mod export;
mod files;
mod frame_stats;
mod game;
mod job;
mod job_error;
pub mod lesson;
mod notice;
mod open_save;
mod prefs;
mod run;
pub mod shown_board;
mod stepper;
mod sweep;
mod task;
#[cfg(feature = "testing")]
pub mod testing;
mod watch;

use std::sync::Arc;

pub use board_scenes::solve_scene;
pub use command::{Command, EditCommand, FileCommand, PanelSide, ThemeChoice, Zoom};
pub use editor::{EditorState, Field, PasteError, RECENT_MAX, UNDO_MAX};
pub use error_text::{
    game_failure, paste_error, read_error, run_error, save_error, step_problem, sweep_error,
    task_error,
};
pub use explore::{
    CompareTarget, CompareView, CountView, DEFAULT_GAMES, DEFAULT_SEED, Explore, ExploreCommand,
    ExploreExportError, ExploreInputs, ExplorePart, GAMES_OFFERED, OrdinaryView, RetroView,
    RowState, RowView, SubtreeSum, TREE_LEVELS, TreeView, UnknownPart,
};
pub use export::{
    Export, ExportAsk, ExportChoice, ExportCommand, ExportFailure, ExportOutcome, ExportProgress,
    FigureExport, Picture,
};
pub use files::{
    DialogMode, FileEvent, FileOpError, FilePicker, Files, Loaded, NoPicker, PendingSave,
    ReadError, SaveError, UNAVAILABLE_BELOW, default_name, resolve_path,
};
pub use frame_stats::FrameStats;
pub use game::{GameCommand, GameFailure, GameKey, GamePhase, GamePlay, GameProgress, GameStatus};
pub use job::{Failure, Job, JobError, Outcome, Slot, Stop};
pub use job_error::job_error;
pub use lesson::{Lesson, LessonCommand, Slide};
pub use notice::{ERROR_SECONDS, INFO_SECONDS, Notice};
pub use open_save::BoardSet;
pub use prefs::{
    DEFAULT_PLAY_SPEED, MAX_BOUND_PER_TILE, Mode, PLAY_SPEED_RANGE, PaceKind, Prefs, PrefsIssue,
};
pub use run::{ActiveRun, Run, RunError, RunState};
pub use stepper::{
    Choice, PAGE, PathLabel, Playback, Scrub, StepProblem, StepView, Stepper, decode_paths,
    position_board, step_view,
};
pub use sweep::{MAX_STEP, Sweep, SweepError};
pub use task::{TaskError, Waker, no_waker};
pub use watch::{
    BestPath, CallSnapshot, DEFAULT_RATE, Pace, RATE_RANGE, Watch, WatchObserver, usable_rate,
};

use crate::model::{Bits, Problem, RulesError};
use crate::solver::Snapshot;

/// What the user is working on; see the module docs.
pub struct Workspace {
    prefs: Prefs,
    presenting: bool,
    run: Run,
    /// The position the current or last run continued from, if any.
    last_problem: Option<Problem>,
    /// Settings refused by the last change, and why.
    settings_refused: Option<RulesError>,
    stepper: Stepper,
    playback: Playback,
    editor: EditorState,
    sweep: Sweep,
    lesson: Lesson,
    game: GamePlay,
    export: FigureExport,
    explore: Explore,
    files: Files,
    /// What "Save boards" saves, fixed when it was asked for.
    save_set: Option<Arc<[Bits]>>,
    /// A session whose results are being solved again.
    restoring: Option<open_save::Restore>,
    status: Option<Notice>,
    /// The clock time (seconds, from [`Workspace::tick`]) the status was set.
    status_since: f64,
    /// The clock time of the last tick.
    clock: f64,
    waker: Waker,
}

impl std::fmt::Debug for Workspace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Workspace")
            .field("prefs", &self.prefs)
            .field("run", &self.run.state())
            .field("stepper", &self.stepper)
            .field("editor", &self.editor.board())
            .finish_non_exhaustive()
    }
}

impl Default for Workspace {
    /// Default settings, no file dialogs (a typed path instead), nobody woken.
    fn default() -> Self {
        Workspace::new(Prefs::default(), Arc::new(NoPicker), no_waker())
    }
}

impl Workspace {
    /// A workspace with these preferences (see [`Prefs::validated`] for
    /// restored ones), file dialogs through `picker`, and `waker` called
    /// from background threads when they have news.
    #[must_use]
    pub fn new(prefs: Prefs, picker: Arc<dyn FilePicker>, waker: Waker) -> Workspace {
        let rules = prefs.settings.rules;
        let editor = EditorState::new(Bits::from_raw(prefs.editor_board), rules);
        let mut game = GamePlay::default();
        if prefs.mode == Mode::Game {
            // Restored in the Game view: its game is computed at once.
            game.want(rules, &waker);
        }
        Workspace {
            prefs,
            presenting: false,
            run: Run::Idle,
            last_problem: None,
            settings_refused: None,
            stepper: Stepper::new(rules),
            playback: Playback::default(),
            editor,
            sweep: Sweep::default(),
            lesson: Lesson::default(),
            game,
            export: FigureExport::default(),
            explore: Explore::default(),
            files: Files::new(picker),
            save_set: None,
            restoring: None,
            status: None,
            status_since: 0.0,
            clock: 0.0,
            waker,
        }
    }

    /// The settings and choices that persist.
    #[must_use]
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// What to persist now (with the editor's current board).
    #[must_use]
    pub fn prefs_to_save(&self) -> Prefs {
        Prefs {
            editor_board: self.editor.board().raw(),
            ..self.prefs.clone()
        }
    }

    /// Is the legend shown beside the board? The user's choice (L), or by
    /// default only in presentation mode (and the lesson), where a class
    /// needs it.
    #[must_use]
    pub fn legend_shown(&self) -> bool {
        self.prefs
            .show_legend
            .unwrap_or(self.presenting || self.prefs.mode == Mode::Lesson)
    }

    /// The mode shown.
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.prefs.mode
    }

    /// Is presentation mode on?
    #[must_use]
    pub fn presenting(&self) -> bool {
        self.presenting
    }

    /// The solver run.
    #[must_use]
    pub fn run(&self) -> &Run {
        &self.run
    }

    /// The paths being stepped.
    #[must_use]
    pub fn stepper(&self) -> &Stepper {
        &self.stepper
    }

    /// Is the stepper playing?
    #[must_use]
    pub fn playing(&self) -> bool {
        self.playback.is_playing()
    }

    /// The editor's board and history.
    #[must_use]
    pub fn editor(&self) -> &EditorState {
        &self.editor
    }

    /// The bound sweep.
    #[must_use]
    pub fn sweep(&self) -> &Sweep {
        &self.sweep
    }

    /// The guided lesson.
    #[must_use]
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// Should the first-run welcome show?
    #[must_use]
    pub fn shows_welcome(&self) -> bool {
        !self.prefs.welcome_seen && self.prefs.mode != Mode::Lesson
    }

    /// The whole game (the Game view).
    #[must_use]
    pub fn game(&self) -> &GamePlay {
        &self.game
    }

    /// The figure export (File → Export figure…).
    #[must_use]
    pub fn export(&self) -> &FigureExport {
        &self.export
    }

    /// The Explore mode's parts.
    #[must_use]
    pub fn explore(&self) -> &Explore {
        &self.explore
    }

    /// What the Explore mode computes from: the solver panel's rules and
    /// bound, and its per-tile bound for the comparison's paper row.
    #[must_use]
    pub fn explore_inputs(&self) -> ExploreInputs {
        let settings = &self.prefs.settings;
        ExploreInputs {
            rules: settings.rules,
            bound: settings.bound,
            paper_bound: match settings.bound {
                crate::solver::Bound::PerTile(n) => n,
                _ => self.prefs.bound_per_tile,
            },
        }
    }

    /// The language the window and its exports speak: the one chosen, or
    /// the system's until one is chosen.
    #[must_use]
    pub fn lang(&self) -> crate::i18n::Lang {
        self.prefs.lang.unwrap_or_else(crate::i18n::Lang::system)
    }

    /// The file operations in flight.
    #[must_use]
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// The file operations, to change how dialogs are judged (tests).
    #[cfg(feature = "testing")]
    pub fn files_mut(&mut self) -> &mut Files {
        &mut self.files
    }

    /// The status line's message.
    #[must_use]
    pub fn status(&self) -> Option<&Notice> {
        self.status.as_ref()
    }

    /// Shows `notice` in the status line (for what only the window sees,
    /// such as a screenshot that never came, or text copied).
    pub fn report(&mut self, notice: Notice) {
        self.notify(notice);
    }

    /// Shows `notice` from now on (it expires after its lifetime).
    fn notify(&mut self, notice: Notice) {
        self.status = Some(notice);
        self.status_since = self.clock;
    }

    /// An action succeeded: an error in the status line no longer applies.
    fn succeeded(&mut self) {
        if self.status.as_ref().is_some_and(Notice::is_error) {
            self.status = None;
        }
    }

    /// Why the last settings change was refused, if it was (the settings
    /// stayed as they were).
    #[must_use]
    pub fn settings_refused(&self) -> Option<&RulesError> {
        self.settings_refused.as_ref()
    }

    /// The position the current or last run continued from (*Solve from
    /// here*), if any.
    #[must_use]
    pub fn last_problem(&self) -> Option<&Problem> {
        self.last_problem.as_ref()
    }

    /// Is a session's run being solved again to restore its results?
    #[must_use]
    pub fn is_restoring(&self) -> bool {
        self.restoring.is_some()
    }

    /// The run's counters and the call being watched, read together once so
    /// that every view of one frame shows the same call (issue 8.28): for a
    /// watched run the counters are those published with that call.
    #[must_use]
    pub fn solve_view(&self) -> (Snapshot, Option<CallSnapshot>) {
        let call = self.run.watch().and_then(Watch::current);
        let mut live = self.run.live();
        if let Some(c) = &call {
            live.calls = c.call;
            live.prunes = c.prunes;
            live.depth = u32::try_from(c.branch.len().saturating_sub(1)).unwrap_or(u32::MAX);
            live.piece = c.piece;
            live.best = c.best;
        }
        (live, call)
    }

    /// Is a search running whose counters the window should refresh
    /// continuously (not a single-stepped one, which wakes it per step), or
    /// the shown game or a figure export being computed (their progress
    /// shows)?
    #[must_use]
    pub fn is_live(&self) -> bool {
        let stepping = self.prefs.pace == PaceKind::Step && self.run.watch().is_some();
        let lesson = self.prefs.mode == Mode::Lesson && self.lesson.is_live();
        let game = self.prefs.mode == Mode::Game && self.game.is_computing();
        (self.run.state() == RunState::Running && !stepping)
            || game
            || lesson
            || self.export.is_running()
            || self.explore.is_busy()
    }

    /// Is `command` possible now? Menus and buttons are disabled, and
    /// shortcuts ignored, when it is not.
    #[must_use]
    pub fn allows(&self, command: &Command) -> bool {
        let in_progress = self.run.state().in_progress();
        match command {
            Command::File(_) => !self.files.is_busy(),
            Command::SetSettings(_) | Command::PaperSettings | Command::SetBoundPerTile(_) => {
                !in_progress
            }
            Command::Edit(_) => !in_progress,
            Command::TogglePause | Command::Cancel => in_progress,
            Command::ExploreDo(ExploreCommand::Cancel) => self.explore.shown_is_busy(),
            Command::NextCall => {
                self.run.state() == RunState::Running && self.run.watch().is_some()
            }
            Command::StepThroughSolution => self.run.solution().is_some(),
            Command::StartSweep => !self.sweep.is_running(),
            Command::StopSweep => self.sweep.is_running(),
            Command::Export(ExportCommand::Start) => {
                !self.files.is_busy() && !self.export.is_running()
            }
            Command::Export(ExportCommand::Cancel) => self.export.is_running(),
            _ => true,
        }
    }

    /// Takes in what background tasks finished: the run's result, the
    /// sweep's points, dialogs, reads and writes. Call once per frame.
    pub fn poll(&mut self) {
        if self.run.poll()
            && self.stepper.is_empty()
            && let Some(s) = self.run.solution()
        {
            let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
            self.stepper
                .load_with(self.prefs.settings.rules, boards.into());
        }
        self.check_restore();
        self.sweep.poll();
        if self.prefs.mode == Mode::Lesson {
            self.lesson.poll(&self.waker);
        }
        self.game.poll();
        self.poll_export();
        let inputs = self.explore_inputs();
        let shown = self.prefs.mode == Mode::Explore;
        self.explore.poll(&inputs, &self.waker, shown);
        for event in self.files.poll() {
            self.on_file_event(event);
        }
    }

    /// Advances the clock to `now` (seconds): the stepper's playback moves
    /// on and the status line's notice expires. Returns how long until
    /// something changes by itself (the next move, the notice's end), so the
    /// window repaints then and only then.
    pub fn tick(&mut self, now: f64) -> Option<f64> {
        self.clock = now;
        let speed = self.prefs.play_speed;
        let step = self.playback.tick(&mut self.stepper, now, speed);
        let game = self.game.tick(now, speed);
        let lesson = (self.prefs.mode == Mode::Lesson)
            .then(|| self.lesson.tick(now))
            .flatten();
        let mut next = [step, game, lesson].into_iter().flatten().reduce(f64::min);
        if let Some(notice) = &self.status {
            let left = self.status_since + notice.lifetime() - now;
            if left <= 0.0 {
                self.status = None;
            } else {
                next = Some(next.map_or(left, |n| n.min(left)));
            }
        }
        next
    }
}
