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
//! layout. Slow work runs on background [`Job`]s that the workspace owns (on
//! threads, or in slices of the window's frames: see [`Backend`]);
//! [`Workspace::poll`] takes in what they finished.
//!
//! ```
//! use maedn::window::{Command, Mode, Workspace};
//! let mut ws = Workspace::default();
//! ws.apply(Command::SetMode(Mode::Edit));
//! ws.apply(Command::OpenInStepper(vec![maedn::model::Bits::from_raw(0xE820_8822_0841_4C06)]));
//! assert_eq!(ws.mode(), Mode::Step);
//! assert_eq!(ws.stepper().paths().len(), 1);
//! ```

mod access;
pub(crate) mod animation_export;
pub(crate) mod animation_job;
mod apply;
mod board_scenes;
mod command;
mod copy_figure;
pub mod defaults;
mod editor;
mod error_text;
mod explore;
mod export;
pub(crate) mod export_failure;
mod files;
#[cfg(feature = "gui")]
pub(crate) mod frames;
mod game;
pub mod handout;
mod job;
pub mod lesson;
mod notice;
mod open_save;
mod play;
pub mod predict;
mod prefs;
mod prefs_issue;
#[cfg(feature = "gui")]
mod prefs_restore;
mod reads;
pub mod replay;
mod run;
pub mod shown_board;
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
mod state_file;
mod stepper;
mod sweep;
mod task;
#[doc(hidden)]
pub mod testing;
mod watch;

use std::sync::Arc;

pub use access::Access;
#[cfg(feature = "gui")]
pub use access::Announcer;
pub use command::{Command, FileCommand, PanelSide, ThemeChoice, WindowCommand};
pub use editor::{EditCommand, EditorState, Field};
pub use error_text::job_error;
pub use explore::{
    CompareTarget, Explore, ExploreCommand, ExploreInputs, ExplorePart, RowState, TREE_LEVELS,
};
pub use export::{ExportCommand, FigureExport};
pub use files::{
    DialogMode, Exported, FilePicker, Files, HandoutKind, NoPicker, PickedFile, PickedSink,
    export_title,
};
pub use game::{GameCommand, GamePlay};
pub use job::{JobError, Outcome, Status};
pub use lesson::{Lesson, LessonCommand, Slide};
pub use notice::{BrowserLimit, ERROR_SECONDS, INFO_SECONDS, Notice};
pub use open_save::BoardSet;
pub use play::{Play, PlayCommand, PlayKind};
pub use play::{Round, RoundCommand, RoundStage, Standing, TeamScore, move_key, standings};
pub use predict::Predictions;
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
pub use prefs::{DEFAULT_WINDOW, MIN_WINDOW};
pub use prefs::{Mode, PaceKind, Prefs};
#[cfg(feature = "gui")]
pub use prefs::{ZOOM_STEP, fitting_zoom, usable_window, usable_zoom};
pub use prefs_issue::PrefsIssue;
#[cfg(feature = "gui")]
pub use prefs_restore::{Restored, restore_prefs};
pub use replay::Replay;
pub use run::{Run, RunState};
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
pub use state_file::{PrivateState, check_writable};
pub use stepper::{Choice, PAGE, Playback, StepView, Stepper, position_board};
pub use sweep::Sweep;
pub use task::{Backend, TaskError, Waker, no_waker};
pub use watch::{LIVE_REFRESH, Watch};

// What only the window reads.
#[cfg(feature = "gui")]
pub use {
    board_scenes::solve_scene,
    command::Zoom,
    error_text::{game_failure, paste_error, step_problem},
    explore::{CompareView, OrdinaryStale, SubtreeSum, TreeView},
    files::PendingSave,
    frames::FrameStats,
    game::{GamePhase, GameProgress},
    play::{ChosenPlay, WholeMove},
    predict::{PredictCommand, Question},
    prefs::{MAX_BOUND_PER_TILE, PLAY_SPEED_RANGE},
    replay::{CallDecision, ReplayCommand},
    stepper::PathLabel,
    sweep::MAX_STEP,
    watch::RATE_RANGE,
};

use crate::model::{Bits, Problem, RulesError};
use crate::solver::{Call, Snapshot};

/// What the user is working on; see the module docs.
pub struct Workspace {
    prefs: Prefs,
    presenting: bool,
    run: Run,
    /// The watched run's calls, to step back through.
    replay: Replay,
    /// The Predict prompts' guesses and truths.
    predictions: Predictions,
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
    play: Play,
    /// The class round kept from the last time the window was open, offered
    /// until it is taken up or discarded.
    kept_round: Option<crate::io::RoundFile>,
    export: FigureExport,
    /// The window's colours (light or dark, as the window resolved its
    /// theme), which the board export draws in.
    window_theme: crate::render::Theme,
    animation: animation_job::AnimationExport,
    handout: handout::Handouts,
    explore: Explore,
    files: Files,
    /// The file last opened (a session, a board list or a class round), which
    /// the window's title names.
    opened: Option<std::path::PathBuf>,
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
    pub fn new(mut prefs: Prefs, picker: Arc<dyn FilePicker>, waker: Waker) -> Workspace {
        let rules = prefs.settings.rules;
        // Offered again only if it can be played on: checked as a file is.
        let kept_round = prefs
            .round
            .take()
            .filter(|r| r.validate().is_ok() && r.teams.iter().any(|t| !t.done));
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
            replay: Replay::default(),
            predictions: Predictions::default(),
            last_problem: None,
            settings_refused: None,
            stepper: Stepper::new(rules),
            playback: Playback::default(),
            editor,
            sweep: Sweep::default(),
            lesson: Lesson::default(),
            game,
            play: Play::new(rules),
            kept_round,
            export: FigureExport::default(),
            window_theme: crate::render::Theme::default(),
            animation: animation_job::AnimationExport::default(),
            handout: handout::Handouts::default(),
            explore: Explore::default(),
            files: Files::new(picker),
            opened: None,
            save_set: None,
            restoring: None,
            status: None,
            status_since: 0.0,
            clock: 0.0,
            waker,
        }
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

    /// The typed path took the dialog's place (a path given or the window
    /// closed): the status line no longer says that no dialog could be shown.
    pub(super) fn forget_no_dialog(&mut self) {
        if matches!(self.status, Some(Notice::DialogUnavailable)) {
            self.status = None;
        }
    }

    /// An action succeeded: an error in the status line no longer applies.
    fn succeeded(&mut self) {
        if self.status.as_ref().is_some_and(Notice::is_error) {
            self.status = None;
        }
    }

    /// The run's counters and the call being watched, read together once so
    /// that every view of one frame shows the same call: for a
    /// watched run the counters are those published with that call.
    #[must_use]
    pub fn solve_view(&self) -> (Snapshot, Option<Call>) {
        let call = self
            .replay
            .scrubbed()
            .cloned()
            .or_else(|| self.run.watch().and_then(Watch::current));
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

    /// Is a search running whose counters the window should refresh on a
    /// clock (every [`watch::LIVE_REFRESH`]; not a single-stepped one, nor
    /// slow motion slow enough that the search wakes the window per call),
    /// or the shown game or a figure export being computed (their progress
    /// shows)?
    #[must_use]
    pub fn is_live(&self) -> bool {
        let stepping = self.run.watch().is_some_and(Watch::wakes_each_call);
        let lesson = self.prefs.mode == Mode::Lesson && self.lesson.is_live();
        let game = self.prefs.mode == Mode::Game && self.game.is_computing();
        let play = self.prefs.mode == Mode::Play && self.play.is_computing();
        (self.run.state() == RunState::Running && !stepping)
            || game
            || play
            || lesson
            || self.export.is_running()
            || self.handout.is_running()
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
            Command::Animation(animation_job::AnimationCommand::Start) => {
                !self.files.is_busy()
                    && !self.animation.is_running()
                    && self.animation_source().is_some()
            }
            Command::Animation(animation_job::AnimationCommand::Cancel) => {
                self.animation.is_running()
            }
            Command::Handout(h) => self.allows_handout(*h),
            _ => true,
        }
    }

    /// Takes in what background tasks finished: the run's result, the
    /// sweep's points, dialogs, reads and writes. Call once per frame.
    pub fn poll(&mut self) {
        let watch = self.run.active().and_then(run::ActiveRun::shared_watch);
        let finished = self.run.poll();
        if let Some(w) = watch {
            self.replay.take_from(&w);
        }
        self.predictions.poll();
        if finished
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
        self.play.poll();
        self.poll_export();
        self.poll_animation();
        self.poll_handout();
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
        let play = self.play.tick(now, speed);
        let lesson = (self.prefs.mode == Mode::Lesson)
            .then(|| self.lesson.tick(now))
            .flatten();
        let mut next = [step, game, play, lesson]
            .into_iter()
            .flatten()
            .reduce(f64::min);
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
