//! [`Workspace::apply`]: how each [`Command`] changes the workspace. What
//! finished file operations do is in `open_save`.

use std::sync::Arc;

use super::command::{Command, FileCommand, PanelSide};
use super::editor::EditCommand;
use super::export::{ExportChoice, ExportCommand};
use super::files::{DialogMode, FileOpError};
use super::game::GameCommand;
use super::job::Ended;
use super::lesson::LessonCommand;
use super::notice::Notice;
use super::prefs::MAX_BOUND_PER_TILE;
use super::run::Run;
use super::stepper::Playback;
use super::watch::Pace;
use super::{Mode, RoundCommand, Workspace};
use crate::figures::{FigureRequest, SweepRange};
use crate::io::FileKind;
use crate::model::{Bits, DEFAULT_SPACING, Problem};
use crate::solver::{PAPER_BOUND, Settings};

impl Workspace {
    /// With motion reduced, a command that would start a playback moves one
    /// step instead (a playing one still stops).
    fn calmed(&self, command: Command) -> Command {
        if !self.prefs.access.reduce_motion {
            return command;
        }
        match command {
            Command::TogglePlay if !self.playback.is_playing() => Command::StepForward,
            Command::Game(GameCommand::TogglePlay) if !self.game.is_playing() => {
                Command::Game(GameCommand::Forward)
            }
            Command::Lesson(LessonCommand::GamePlay) if !self.lesson.choices().game_playing => {
                // At the end (shown as the last roll) it starts again.
                let next = match self.lesson.choices().game_roll {
                    usize::MAX => 0,
                    roll => roll + 1,
                };
                Command::Lesson(LessonCommand::GameRoll(next))
            }
            other => other,
        }
    }

    /// Stops every playback (the stepper's, the game's, the lesson's game).
    fn stop_playback(&mut self) {
        self.playback.stop();
        if self.game.is_playing() {
            self.apply(Command::Game(GameCommand::TogglePlay));
        }
        let c = self.lesson.choices();
        if c.game_playing {
            let roll = c.game_roll;
            self.lesson
                .apply(LessonCommand::GameRoll(roll), &self.waker);
        }
    }

    /// Does what `command` asks; a [`Command::Window`] is the window's own
    /// and changes nothing here.
    pub fn apply(&mut self, command: Command) {
        self.lend_fair_optimum();
        match self.calmed(command) {
            Command::SetMode(mode) => self.set_mode(mode),
            Command::TogglePresent => {
                self.presenting = !self.presenting;
                // A projector shows the story, not old messages.
                self.status = None;
            }
            Command::SetLang(lang) => self.prefs.lang = Some(lang),
            Command::SetZoomFit(on) => self.prefs.zoom_fit = on,
            Command::DismissWelcome => self.prefs.welcome_seen = true,
            Command::TogglePanel(PanelSide::Left) => {
                let mode = self.prefs.mode;
                let open = !self.prefs.left_open(mode);
                self.prefs.set_left_open(mode, open);
            }
            Command::TogglePanel(PanelSide::Right) => {
                self.prefs.right_panel = !self.prefs.right_panel;
            }
            Command::TogglePanels => {
                let mode = self.prefs.mode;
                let open = !(self.prefs.left_open(mode) || self.prefs.right_panel);
                self.prefs.set_left_open(mode, open);
                self.prefs.right_panel = open;
            }
            Command::Lesson(LessonCommand::Leave) => self.prefs.mode = self.lesson.leave(),
            Command::Lesson(step) => self.lesson.apply(step, &self.waker),
            Command::Explore(part) => {
                self.set_mode(Mode::Explore);
                let inputs = self.explore_inputs();
                self.explore.show(part, &inputs, &self.waker);
            }
            Command::ExploreDo(command) => {
                let inputs = self.explore_inputs();
                self.explore.apply(command, &inputs, &self.waker);
            }
            Command::ToggleLegend => self.prefs.show_legend = Some(!self.legend_shown()),
            Command::ToggleTileNumbers => {
                self.prefs.show_tile_numbers = Some(!self.tile_numbers_shown());
            }
            Command::ToggleShortcuts => self.prefs.show_shortcuts = !self.prefs.show_shortcuts,
            Command::SetColours(scheme) => self.prefs.colours = scheme,
            Command::SetAccess(access) => {
                self.prefs.access = access;
                if access.reduce_motion {
                    self.stop_playback();
                }
            }
            Command::SetVision(vision) => self.prefs.vision = vision,
            Command::ToggleLiveZoom => self.prefs.live_zoom = !self.prefs.live_zoom,
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
            Command::Replay(c) => self.apply_replay(c),
            Command::ToggleCodeView => self.prefs.show_code = !self.prefs.show_code,
            Command::Predict(c) => self.predictions.apply(c, &self.waker),
            Command::StepThroughSolution => {
                if let Some(s) = self.run.solution() {
                    let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
                    self.open_in_stepper(boards.into());
                }
            }
            Command::OpenInStepper(boards) => {
                self.open_in_stepper(boards.into());
                self.succeeded();
            }
            Command::StepperPage(first) => {
                self.stepper.show_page(first);
                self.playback = Playback::default();
            }
            Command::Choose(choice) => self.stepper.choose(choice),
            Command::StepTo(step) => self.stepper.set_step(step),
            Command::StepForward => _ = self.stepper.forward(),
            Command::StepBack => self.stepper.back(),
            Command::StepLast => self.stepper.set_step(self.stepper.last_step()),
            // Nothing to step through yet: Space (Play) runs the solver,
            // whose paths open in the stepper when it ends.
            Command::TogglePlay
                if self.stepper.is_empty()
                    && self.stepper.boards().is_empty()
                    && !self.run.state().in_progress() =>
            {
                self.start_run(None);
            }
            Command::TogglePlay => self.playback.toggle(&mut self.stepper),
            Command::SetPlaySpeed(speed) => self.prefs.play_speed = speed,
            Command::OpenInEditor(board) => {
                self.editor.open(board);
                self.prefs.mode = Mode::Edit;
                self.succeeded();
            }
            Command::Edit(edit) => {
                let paste = matches!(edit, EditCommand::Paste(_));
                if self.editor.apply(edit) || (paste && self.editor.paste_error().is_none()) {
                    self.succeeded();
                }
            }
            Command::SetSweepRange { from, to, step } => self.sweep.set_range(from, to, step),
            Command::StartSweep => self.sweep.start(self.prefs.settings.rules, &self.waker),
            Command::StopSweep => self.sweep.stop(),
            Command::Game(game) => {
                self.game
                    .apply(game, self.prefs.settings.rules, &self.waker);
            }
            Command::Play(play) => {
                self.play
                    .apply(play, self.prefs.settings.rules, &self.waker);
            }
            Command::Round(RoundCommand::CarryOnKept) => self.answer_kept_round(true),
            Command::Round(RoundCommand::DiscardKept) => self.answer_kept_round(false),
            Command::Round(round) => {
                self.play
                    .apply_round(round, self.prefs.settings.rules, &self.waker);
            }
            Command::Export(ExportCommand::Cancel) => {
                if let Some(name) = self.export.cancel() {
                    self.notify(Notice::ExportCancelled(name));
                }
            }
            Command::Handout(h) => self.apply_handout(h),
            Command::Export(export) => {
                if let Some(choice) = self.export.apply(export) {
                    self.ask_export_path(choice);
                }
            }
            Command::Animation(command) => self.apply_animation(command),
            Command::File(file) => {
                let (kind, mode) = match file {
                    FileCommand::Open(kind) => (kind, DialogMode::Open),
                    FileCommand::Save(kind) => (kind, DialogMode::Save),
                };
                if (kind, mode) == (FileKind::Boards, DialogMode::Save) {
                    self.capture_save_set();
                }
                let mut title = None;
                if let (FileKind::Picture(format), DialogMode::Save) = (kind, mode) {
                    self.await_picture(format);
                    title = self.picture_title(format);
                }
                let name = super::files::default_name(kind);
                if let Err(e) =
                    self.files
                        .begin_named(kind, mode, name, title, self.lang(), &self.waker)
                {
                    self.notify(Notice::Failed(e));
                }
            }
            Command::PathChosen { kind, mode, path } => {
                if let Some(event) = self.files.typed_path(kind, mode, &path) {
                    self.on_file_event(event);
                }
            }
            Command::CancelTypedPath => {
                self.files.cancel_typed_path();
                self.forget_no_dialog();
            }
            Command::ConfirmSave => {
                if let Some(event) = self.files.confirm_save() {
                    self.on_file_event(event);
                }
            }
            Command::CancelSave => {
                self.files.cancel_save();
                self.save_set = None;
            }
            Command::DismissStatus => self.status = None,
            // The window carries these out itself.
            Command::Window(_) => {}
        }
        if self.prefs.mode == Mode::Game {
            // The Game view shows the game of the current rules, whatever
            // changed them (settings, a session, the mode switch).
            self.game.want(self.prefs.settings.rules, &self.waker);
        }
        // With motion reduced, the lesson's search waits for each call.
        let lesson = &self.lesson;
        if self.prefs.access.reduce_motion
            && self.prefs.mode == Mode::Lesson
            && lesson.slide() == super::Slide::Search
            && !lesson.choices().stepping
        {
            self.lesson.apply(LessonCommand::WatchStep, &self.waker);
        }
        if self.prefs.mode == Mode::Play {
            self.play.sync(self.prefs.settings.rules, &self.waker);
        }
    }

    /// Opens the save dialog for a figure export.
    fn ask_export_path(&mut self, choice: ExportChoice) {
        let kind = FileKind::Picture(choice.format);
        let name = choice.file_name();
        let title = super::files::export_title(
            crate::i18n::Tr::shared(self.lang()),
            super::files::Exported::Figure(choice.name),
            choice.format.name(),
        );
        if let Err(e) = self.files.begin_named(
            kind,
            DialogMode::Save,
            name,
            Some(title),
            self.lang(),
            &self.waker,
        ) {
            self.export.take_awaiting();
            self.notify(Notice::Failed(e));
        }
    }

    /// What `maedn figure` builds from the window's settings: the solver
    /// settings, the sweep's range and the board shown (for the `board`
    /// figure), in the window's language.
    #[must_use]
    pub fn figure_request(&self) -> FigureRequest {
        let (from, to, step) = self.sweep.range();
        FigureRequest {
            settings: self.prefs.settings,
            sweep: SweepRange { from, to, step },
            board: Some(self.shown_board()),
            lang: self.lang(),
            scheme: self.prefs.colours,
            tile_numbers: self.tile_numbers_shown(),
            ..FigureRequest::default()
        }
    }

    /// Takes in a finished figure export.
    pub(super) fn poll_export(&mut self) {
        let Some(outcome) = self.export.poll() else {
            return;
        };
        self.notify(match outcome {
            Ended::Written(path) => Notice::Saved(path),
            Ended::Failed(e) => Notice::Failed(FileOpError::Save(e.into())),
            Ended::Cancelled(name) => Notice::ExportCancelled(name),
        });
    }

    /// Shows `mode`; entering the lesson remembers where Esc goes back to
    /// (and counts as having seen the welcome, which offers the lesson).
    /// Hands the fair-die optimum the lesson's Ordinary slide solved to
    /// *Your turn* when their rules agree, so entering it from slide 9 does
    /// not solve it again (about 10 s in a debug build).
    fn lend_fair_optimum(&mut self) {
        let rules = self.prefs.settings.rules;
        let key = super::lesson::facts::FactsKey::Ordinary(rules);
        if let Some(super::lesson::facts::Facts::Ordinary(o)) = self.lesson.facts().get(key).ready()
        {
            let solved = super::play::FairSolved {
                rules,
                optimum: Arc::clone(&o.fair),
                ordinary: o.play.expectation,
            };
            self.play.offer_fair(solved);
        }
    }

    fn set_mode(&mut self, mode: Mode) {
        if mode == Mode::Lesson {
            // The game the class played in Your turn (slide 9 handed over)
            // stands in the Ordinary slide's chart.
            if let Some(game) = self.play.finished_fair_game(&crate::model::Rules::paper()) {
                self.lesson.take_class_game(game);
            }
            self.lesson.enter(self.prefs.mode, &self.waker);
            self.prefs.welcome_seen = true;
        } else if self.prefs.mode == Mode::Lesson {
            self.lesson.leave();
        }
        self.prefs.mode = mode;
    }

    /// New settings: the last result and the stepped paths no longer apply.
    /// Settings that cannot be solved (a spacing whose paths would overflow
    /// the 16-bit units field) are refused and the reason kept for the
    /// panel, never clamped (`docs/geometry.md#other-spacings`).
    fn set_settings(&mut self, settings: Settings) {
        if let Err(e) = settings.rules.validate() {
            self.settings_refused = Some(e);
            return;
        }
        self.settings_refused = None;
        if settings == self.prefs.settings {
            return;
        }
        self.prefs.settings = settings;
        if !self.run.state().in_progress() {
            self.run = Run::Idle;
            self.restoring = None;
        }
        self.stepper
            .load_with(settings.rules, Arc::from(Vec::new()));
        self.editor.set_rules(settings.rules);
    }

    fn start_run(&mut self, problem: Option<Problem>) {
        self.start_run_with(problem, self.prefs.pace());
        self.succeeded();
    }

    /// Starts a run of the current settings (dropping, so cancelling and
    /// joining, the old one first).
    pub(super) fn start_run_with(&mut self, problem: Option<Problem>, pace: Pace) {
        self.run = Run::Idle;
        self.replay.clear();
        self.restoring = None;
        self.run = Run::start(self.prefs.settings, problem.clone(), pace, &self.waker);
        self.last_problem = problem;
    }

    /// A watched run follows pace changes at once.
    fn update_watch(&self) {
        if let Some(w) = self.run.watch() {
            w.set_pace(self.prefs.pace());
        }
    }

    pub(super) fn open_in_stepper(&mut self, boards: Arc<[Bits]>) {
        self.stepper.load_with(self.prefs.settings.rules, boards);
        self.playback = Playback::default();
        self.prefs.mode = Mode::Step;
    }
}
