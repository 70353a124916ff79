//! `MaednApp`: the eframe shell. `logic` polls the solver and the stepper's
//! playback; `ui` lays out the panels (top bar, left solver panel, right
//! mode panel, board in the centre) and applies the returned actions.

use std::time::Duration;

use egui::{CentralPanel, Key, KeyboardShortcut, Modifiers, Panel, Rect, RichText, Ui};

use super::board_view::{BoardResponse, BoardView, Layout};
use super::edit_mode::editor_scene;
use super::editor::{Editor, EditorAction};
use super::file_menu::{FileCommand, FileUi, Picked};
use super::files::{DialogMode, FileJobs};
use super::run::{RunState, Runner};
use super::run_panel::{self, Action};
use super::settings_panel;
use super::solve_scene::solve_scene;
use super::state::{Mode, PaceKind, UiState};
use super::stepper::{Choice, Stepper};
use super::steps_panel::{self, Playback};
use super::sweep_panel::SweepPanel;
use super::{Launch, shortcuts, theme};
use crate::io::{self, FileKind, Session, SessionResults};
use crate::model::{Bits, BoardTile};
use crate::solver::Algorithm;

/// Ctrl+O: open a board list.
const OPEN_BOARDS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Ctrl+Shift+O: open a session.
const OPEN_SESSION: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::O);
/// Ctrl+S: save the session.
const SAVE_SESSION: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Ctrl+E: export the board as PNG.
const EXPORT_PNG: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::E);

/// The window's state.
pub struct MaednApp {
    /// Persisted settings and choices.
    pub state: UiState,
    runner: Runner,
    stepper: Stepper,
    /// All four paths of the last solution, for the Solve view.
    solved: Stepper,
    playback: Playback,
    board: BoardView,
    hovered: Option<BoardTile>,
    pending: Option<Action>,
    /// The bit-board editor (Edit mode).
    editor: Editor,
    /// The File menu, its dialogs and background writes.
    files: FileUi,
    /// Where the board was drawn last frame (the PNG export's crop).
    board_rect: Rect,
    /// Presentation mode: side panels hidden, full screen.
    presenting: bool,
    /// The bound sweep and its chart.
    sweep: SweepPanel,
}

impl MaednApp {
    /// Restores saved state from `cc` and applies the launch options.
    #[must_use]
    pub fn new(cc: &eframe::CreationContext<'_>, launch: Launch) -> MaednApp {
        let state = cc
            .storage
            .and_then(|s| eframe::get_value::<UiState>(s, eframe::APP_KEY))
            .unwrap_or_default();
        let mut app = MaednApp::with_state(state);
        if let Some(board) = launch.board {
            app.editor.open_board(board);
            app.stepper.load_with(app.state.settings.rules, vec![board]);
            app.state.mode = Mode::Edit;
        }
        if launch.solve_at_start {
            app.pending = Some(Action::Run);
        }
        app
    }

    /// The app with default settings and no storage (for tests).
    #[must_use]
    pub fn for_tests() -> MaednApp {
        MaednApp::with_state(UiState::default())
    }

    /// The app with default settings, no storage and these file dialogs (tests
    /// pass a fake picker so that no real dialog opens).
    #[must_use]
    pub fn for_tests_with_files(jobs: FileJobs) -> MaednApp {
        let mut app = MaednApp::for_tests();
        app.files = FileUi::new(jobs);
        app
    }

    fn with_state(state: UiState) -> MaednApp {
        let rules = state.settings.rules;
        let editor = Editor::new(Bits::from_raw(state.editor_board), rules);
        MaednApp {
            state,
            runner: Runner::default(),
            stepper: Stepper::new(rules),
            solved: Stepper::new(rules),
            playback: Playback::default(),
            board: BoardView::default(),
            hovered: None,
            pending: None,
            editor,
            files: FileUi::default(),
            board_rect: Rect::NOTHING,
            presenting: false,
            sweep: SweepPanel::default(),
        }
    }

    /// The bit-board editor.
    #[must_use]
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The bit-board editor, to drive it.
    pub fn editor_mut(&mut self) -> &mut Editor {
        &mut self.editor
    }

    /// The File menu's state (status line, busy flag).
    #[must_use]
    pub fn files(&self) -> &FileUi {
        &self.files
    }

    /// Opens `board` in the editor and switches to Edit mode.
    pub fn open_in_editor(&mut self, board: Bits) {
        self.editor.open_board(board);
        self.state.mode = Mode::Edit;
    }

    /// Starts a File-menu command (as the menu or a shortcut does).
    pub fn file_command(&mut self, ctx: &egui::Context, command: FileCommand) {
        self.files.begin(ctx, command);
    }

    /// Does what a picked path asks: open or save a board list or session,
    /// export the board.
    pub fn on_picked(&mut self, ctx: &egui::Context, picked: Picked) {
        let Picked { kind, mode, path } = picked;
        let shown = path.display().to_string();
        let rules = self.state.settings.rules;
        match (kind, mode) {
            (FileKind::Boards, DialogMode::Open) => match io::load_boards(&path) {
                Ok(boards) => {
                    let n = boards.len();
                    self.editor.open_boards(boards.clone());
                    self.open_in_stepper(boards);
                    self.files
                        .say(format!("Opened {n} board(s) from {shown}"), false);
                }
                Err(e) => self.files.say(format!("Could not open {shown}: {e}"), true),
            },
            (FileKind::Boards, DialogMode::Save) => {
                let boards = self.boards_to_save();
                self.files.write_in_background(ctx, move || {
                    io::save_boards(&path, &boards, "maedn bit-boards, one per line")
                        .map(|()| path)
                        .map_err(|e| e.to_string())
                });
            }
            (FileKind::Session, DialogMode::Open) => match io::load_session(&path) {
                Ok(session) => {
                    self.apply_session(session);
                    self.files.say(format!("Opened the session {shown}"), false);
                }
                Err(e) => self.files.say(format!("Could not open {shown}: {e}"), true),
            },
            (FileKind::Session, DialogMode::Save) => {
                let session = self.session();
                self.files.write_in_background(ctx, move || {
                    io::save_session(&path, &session)
                        .map(|()| path)
                        .map_err(|e| e.to_string())
                });
            }
            (FileKind::Svg, DialogMode::Save) => {
                let board = self.shown_board();
                self.files.write_in_background(ctx, move || {
                    io::save_svg(&path, board, &rules)
                        .map(|()| path)
                        .map_err(|e| e.to_string())
                });
            }
            (FileKind::Png, DialogMode::Save) => {
                self.files.export_png(ctx, path, self.board_rect);
            }
            (FileKind::Svg | FileKind::Png, DialogMode::Open) => {
                self.files.say("Pictures can be exported, not opened", true);
            }
        }
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

    /// The board the current mode shows (for the SVG export).
    fn shown_board(&self) -> Bits {
        match (self.state.mode, self.stepper.current()) {
            (Mode::Edit, _) | (_, None) => self.editor.board(),
            (_, Some(_)) => match self.stepper.choice() {
                Choice::One(i) => self
                    .stepper
                    .paths()
                    .get(i)
                    .map_or(self.editor.board(), |d| d.board),
                Choice::All => self
                    .stepper
                    .paths()
                    .first()
                    .map_or(self.editor.board(), |d| d.board),
            },
        }
    }

    /// Everything worth keeping, as a session.
    fn session(&self) -> Session {
        Session {
            settings: self.state.settings,
            board: self.editor.board(),
            stepper: self.stepper.paths().iter().map(|d| d.board).collect(),
            selected_piece: match self.stepper.choice() {
                Choice::One(i) => self.stepper.paths().get(i).and_then(|d| d.piece),
                Choice::All => None,
            },
            step: self.stepper.step(),
            results: self.runner.solution().map(SessionResults::from_solution),
            ..Session::default()
        }
    }

    fn apply_session(&mut self, session: Session) {
        self.runner.cancel();
        self.runner.reset();
        self.state.settings = session.settings;
        self.editor.set_rules(session.settings.rules);
        self.editor.open_board(session.board);
        self.stepper
            .load_with(session.settings.rules, session.stepper);
        self.solved = Stepper::new(session.settings.rules);
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

    /// The run's state machine.
    #[must_use]
    pub fn runner(&self) -> &Runner {
        &self.runner
    }

    /// The stepper.
    #[must_use]
    pub fn stepper(&self) -> &Stepper {
        &self.stepper
    }

    /// The stepper, to load boards into (the editor sends boards here).
    pub fn stepper_mut(&mut self) -> &mut Stepper {
        &mut self.stepper
    }

    /// The tile under the pointer in the last frame.
    #[must_use]
    pub fn hovered(&self) -> Option<BoardTile> {
        self.hovered
    }

    /// Loads path boards into the stepper and switches to Step mode.
    pub fn open_in_stepper(&mut self, boards: Vec<Bits>) {
        self.stepper.load_with(self.state.settings.rules, boards);
        self.playback = Playback::default();
        self.state.mode = Mode::Step;
    }

    fn apply(&mut self, action: Action, ctx: &egui::Context) {
        match action {
            Action::Run => {
                let pace = self.state.pace();
                self.runner.start(self.state.settings, pace, ctx);
            }
            Action::TogglePause => self.runner.toggle_pause(),
            Action::Cancel => self.runner.cancel(),
            Action::NextCall => {
                if let Some(w) = self.runner.job().and_then(|j| j.watch()) {
                    w.step();
                }
            }
            Action::OpenInStepper => {
                if let Some(s) = self.runner.solution() {
                    let boards = s.pieces.iter().map(|p| p.board).collect();
                    self.open_in_stepper(boards);
                }
            }
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        // Shortcuts with Ctrl work while typing; the most specific first.
        let file = [
            (OPEN_SESSION, FileCommand::Open(FileKind::Session)),
            (OPEN_BOARDS, FileCommand::Open(FileKind::Boards)),
            (SAVE_SESSION, FileCommand::Save(FileKind::Session)),
            (EXPORT_PNG, FileCommand::Save(FileKind::Png)),
        ];
        for (shortcut, command) in file {
            if !self.files.is_busy() && ctx.input_mut(|i| i.consume_shortcut(&shortcut)) {
                self.files.begin(ctx, command);
            }
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::F11)) {
            self.toggle_presenting(ctx);
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let pressed = |k: Key| ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, k));
        if pressed(Key::Escape) {
            self.pending = Some(Action::Cancel);
        }
        if pressed(Key::F1) {
            self.state.show_shortcuts = !self.state.show_shortcuts;
        }
        match self.state.mode {
            Mode::Solve => {
                if pressed(Key::Space) {
                    self.pending = Some(if self.runner.state().in_progress() {
                        Action::TogglePause
                    } else {
                        Action::Run
                    });
                }
                if pressed(Key::ArrowRight) {
                    self.pending = Some(Action::NextCall);
                }
            }
            Mode::Step => {
                if pressed(Key::Space) {
                    self.playback.toggle(&mut self.stepper);
                }
                if pressed(Key::ArrowRight) {
                    self.stepper.forward();
                }
                if pressed(Key::ArrowLeft) {
                    self.stepper.back();
                }
                if pressed(Key::Home) {
                    self.stepper.set_step(0);
                }
                if pressed(Key::End) {
                    self.stepper.set_step(self.stepper.last_step());
                }
                for (i, key) in [Key::Num1, Key::Num2, Key::Num3, Key::Num4]
                    .into_iter()
                    .enumerate()
                {
                    if pressed(key) {
                        self.stepper.choose(Choice::One(i));
                    }
                }
                if pressed(Key::A) {
                    self.stepper.choose(Choice::All);
                }
            }
            Mode::Edit => {}
        }
    }

    fn toggle_presenting(&mut self, ctx: &egui::Context) {
        self.presenting = !self.presenting;
        ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.presenting));
    }

    fn top_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.heading("maedn");
            ui.separator();
            let command = ui
                .menu_button("File", |ui| self.files.menu_ui(ui))
                .inner
                .flatten();
            if let Some(command) = command {
                self.files.begin(ui.ctx(), command);
            }
            let mut presenting = self.presenting;
            if ui
                .toggle_value(&mut presenting, "Present")
                .on_hover_text("Presentation mode: full screen, side panels hidden (F11)")
                .clicked()
            {
                self.toggle_presenting(ui.ctx());
            }
            ui.separator();
            for mode in Mode::ALL {
                ui.selectable_value(&mut self.state.mode, mode, mode.label())
                    .on_hover_text(match mode {
                        Mode::Solve => "Choose settings, run and watch the search",
                        Mode::Step => "Step through each piece's rolls",
                        Mode::Edit => "Edit a bit-board",
                    });
            }
            ui.separator();
            theme_buttons(ui);
            if ui.button("−").on_hover_text("Zoom out (Ctrl −)").clicked() {
                egui::gui_zoom::zoom_out(ui.ctx());
            }
            if ui.button("+").on_hover_text("Zoom in (Ctrl +)").clicked() {
                egui::gui_zoom::zoom_in(ui.ctx());
            }
            ui.toggle_value(&mut self.state.show_shortcuts, "Shortcuts")
                .on_hover_text("Show the keyboard shortcuts (F1)");
        });
    }

    fn solver_panel(&mut self, ui: &mut Ui) {
        let state = self.runner.state();
        let watched = self.runner.job().and_then(|j| j.watch()).is_some();
        ui.heading("Solver");
        if settings_panel::settings_ui(ui, &mut self.state, state.in_progress()) {
            self.runner.reset();
            self.stepper
                .load_with(self.state.settings.rules, Vec::new());
            self.solved = Stepper::new(self.state.settings.rules);
            self.editor.set_rules(self.state.settings.rules);
        }
        ui.separator();
        ui.strong("Pace");
        let can_change = !state.in_progress() || watched;
        if settings_panel::pace_ui(ui, &mut self.state, can_change)
            && let Some(w) = self.runner.job().and_then(|j| j.watch())
        {
            w.set_pace(self.state.pace());
        }
        if self.state.pace != PaceKind::Full && self.state.settings.algorithm != Algorithm::Paper {
            ui.label("Slow motion and single steps follow the paper's search; DP and A* run at full speed.");
        }
        ui.separator();
        let single = self.state.pace == PaceKind::Step && (watched || !state.in_progress());
        if let Some(a) = run_panel::buttons_ui(ui, state, single) {
            self.pending = Some(a);
        }
        if let Some(e) = self.runner.error() {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        run_panel::counters_ui(ui, &self.runner.live(), self.runner.elapsed());
        if let Some(call) = self
            .runner
            .job()
            .and_then(|j| j.watch())
            .and_then(|w| w.current())
        {
            ui.separator();
            ui.label(RichText::new(run_panel::decision_text(&call)).monospace());
        }
        let mut edit = None;
        if let Some(s) = self.runner.solution() {
            ui.separator();
            if let Some(a) = run_panel::results_ui(ui, s) {
                self.pending = Some(a);
            }
            ui.horizontal_wrapped(|ui| {
                ui.label("Open in the editor:");
                for p in &s.pieces {
                    if ui
                        .button(format!("piece {}", p.piece))
                        .on_hover_text(format!("Edit piece {}'s path board {}", p.piece, p.board))
                        .clicked()
                    {
                        edit = Some(p.board);
                    }
                }
            });
            if s.settings.algorithm == Algorithm::Paper && s.calls > 0 {
                egui::CollapsingHeader::new("Chart: calls per piece, searched and pruned")
                    .show(ui, |ui| super::charts::effort_chart_ui(ui, s));
            }
        }
        if let Some(board) = edit {
            self.open_in_editor(board);
        }
        ui.separator();
        let rules = self.state.settings.rules;
        egui::CollapsingHeader::new("Where does the bound break? (sweep)")
            .id_salt("sweep")
            .show(ui, |ui| self.sweep.ui(ui, rules));
    }

    /// The bound sweep.
    #[must_use]
    pub fn sweep(&self) -> &SweepPanel {
        &self.sweep
    }

    /// The bound sweep, to set its range.
    pub fn sweep_mut(&mut self) -> &mut SweepPanel {
        &mut self.sweep
    }

    fn central(&mut self, ui: &mut Ui) {
        let scene = match self.state.mode {
            Mode::Solve => solve_scene(&self.runner, &self.solved, &self.state.settings.rules),
            Mode::Step => self.stepper.scene(),
            Mode::Edit => editor_scene(self.editor.board(), &self.state.settings.rules),
        };
        if self.state.mode == Mode::Solve
            && let Some(call) = self
                .runner
                .job()
                .and_then(|j| j.watch())
                .and_then(|w| w.current())
        {
            // The decision in words, large enough for a classroom projector.
            let colour = if call.pruned {
                theme::PRUNED_COLOUR
            } else {
                theme::BRANCH_COLOUR
            };
            ui.label(
                RichText::new(run_panel::decision_text(&call))
                    .monospace()
                    .size(theme::DECISION_TEXT_SIZE)
                    .color(colour),
            );
        }
        self.board_rect =
            Layout::new(Rect::from_min_size(ui.cursor().min, ui.available_size())).rect;
        let resp: BoardResponse = self.board.ui(ui, &scene);
        self.hovered = resp.hovered;
        if self.state.mode == Mode::Edit && !self.runner.state().in_progress() {
            if let Some(tile) = resp.clicked {
                self.editor.click_tile(tile);
            }
            if let Some((from, to)) = resp.dragged {
                self.editor.drag_piece(from, to);
            }
        }
    }
}

impl MaednApp {
    /// The status line: the last file message, and a spinner while writing.
    fn status_bar(&mut self, ui: &mut Ui) {
        let writing = self.files.is_writing();
        let Some(status) = self.files.status.clone() else {
            return;
        };
        Panel::bottom("status_bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                if writing {
                    ui.spinner();
                }
                let colour = if status.error {
                    ui.visuals().error_fg_color
                } else {
                    ui.visuals().text_color()
                };
                ui.colored_label(colour, &status.text);
                if ui.small_button("×").on_hover_text("Dismiss").clicked() {
                    self.files.status = None;
                }
            });
        });
    }

    /// "Edit this position" / "Edit this path" under the stepper.
    fn step_edit_buttons(&self, ui: &mut Ui) -> Option<Bits> {
        let view = self.stepper.current()?;
        let mut chosen = None;
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            if ui
                .button("Edit this position")
                .on_hover_text(format!(
                    "Open the single-position board {} in the editor",
                    view.board
                ))
                .clicked()
            {
                chosen = Some(view.board);
            }
            if let Choice::One(i) = self.stepper.choice()
                && let Some(d) = self.stepper.paths().get(i)
                && ui
                    .button("Edit this path")
                    .on_hover_text(format!("Open the path board {} in the editor", d.board))
                    .clicked()
            {
                chosen = Some(d.board);
            }
        });
        chosen
    }
}

/// Light / Dark / System, as text buttons (they persist with egui's memory).
fn theme_buttons(ui: &mut Ui) {
    let mut pref = ui.ctx().options(|o| o.theme_preference);
    let before = pref;
    for (p, label) in [
        (egui::ThemePreference::Light, "Light"),
        (egui::ThemePreference::Dark, "Dark"),
        (egui::ThemePreference::System, "System"),
    ] {
        ui.selectable_value(&mut pref, p, label)
            .on_hover_text(format!("{label} theme"));
    }
    if pref != before {
        ui.ctx().set_theme(pref);
    }
}

impl eframe::App for MaednApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.sweep.poll();
        if let Some(picked) = self.files.poll(ctx) {
            self.on_picked(ctx, picked);
        }
        if self.runner.poll().is_some()
            && let Some(s) = self.runner.solution()
        {
            let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
            self.solved
                .load_with(self.state.settings.rules, boards.clone());
            self.solved.set_step(usize::MAX);
            if self.stepper.is_empty() {
                self.stepper.load_with(self.state.settings.rules, boards);
            }
        }
        let state = self.runner.state();
        let stepping = self.state.pace == PaceKind::Step
            && self.runner.job().and_then(|j| j.watch()).is_some();
        if state == RunState::Running && !stepping {
            ctx.request_repaint_after(theme::LIVE_REPAINT);
        }
        let now = ctx.input(|i| i.time);
        if let Some(delay) = self
            .playback
            .tick(&mut self.stepper, now, self.state.play_speed)
        {
            ctx.request_repaint_after(Duration::from_secs_f64(delay));
        }
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.shortcuts(&ctx);
        Panel::top("top_bar").show(ui, |ui| self.top_bar(ui));
        self.status_bar(ui);
        if !self.presenting {
            Panel::left("solver_panel")
                .resizable(true)
                .default_size(theme::SIDE_PANEL_WIDTH)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| self.solver_panel(ui));
                });
        }
        if let Some(picked) = self.files.typed_path_window(&ctx) {
            self.on_picked(&ctx, picked);
        }
        match self.state.mode {
            _ if self.presenting => {}
            Mode::Solve => {}
            Mode::Step => {
                Panel::right("step_panel")
                    .resizable(true)
                    .default_size(theme::RIGHT_PANEL_WIDTH)
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            ui.heading("Step through the rolls");
                            steps_panel::steps_ui(
                                ui,
                                &mut self.stepper,
                                &mut self.playback,
                                &mut self.state.play_speed,
                            );
                            if let Some(board) = self.step_edit_buttons(ui) {
                                self.open_in_editor(board);
                            }
                        });
                    });
            }
            Mode::Edit => {
                Panel::right("edit_panel")
                    .resizable(true)
                    .default_size(theme::RIGHT_PANEL_WIDTH)
                    .show(ui, |ui| {
                        ui.heading("Bit-board editor");
                        let locked = self.runner.state().in_progress();
                        if locked {
                            ui.label("Editing is locked while the solver runs (Esc cancels).");
                        }
                        let action = ui.add_enabled_ui(!locked, |ui| self.editor.ui(ui)).inner;
                        match action {
                            Some(EditorAction::SendToStepper(boards)) => {
                                self.open_in_stepper(boards)
                            }
                            Some(EditorAction::SolveFrom(problem)) => {
                                let pace = self.state.pace();
                                self.runner.start_from(
                                    self.state.settings,
                                    Some(problem),
                                    pace,
                                    &ctx,
                                );
                                self.state.mode = Mode::Solve;
                            }
                            None => {}
                        }
                    });
            }
        }
        CentralPanel::default().show(ui, |ui| self.central(ui));
        if self.state.show_shortcuts {
            shortcuts::window(&ctx, &mut self.state.show_shortcuts);
        }
        if let Some(action) = self.pending.take() {
            self.apply(action, &ctx);
        }
        // Keep the step counter in sync with the persisted choice.
        self.state.choice = self.stepper.choice();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.state.editor_board = self.editor.board().raw();
        eframe::set_value(storage, eframe::APP_KEY, &self.state);
    }
}
