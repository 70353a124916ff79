//! `MaednApp`: the eframe shell. `logic` polls the solver and the stepper's
//! playback; `ui` lays out the panels (top bar, left solver panel, right
//! mode panel, board in the centre) and applies the returned actions.

use std::time::Duration;

use egui::{CentralPanel, Key, Panel, RichText, Ui};

use super::board_view::{BoardResponse, BoardScene, BoardView};
use super::run::{RunState, Runner};
use super::run_panel::{self, Action};
use super::settings_panel;
use super::solve_scene::solve_scene;
use super::state::{Mode, PaceKind, UiState};
use super::stepper::{Choice, Stepper};
use super::steps_panel::{self, Playback};
use super::{Launch, shortcuts, theme};
use crate::model::{Bits, BoardTile};
use crate::solver::Algorithm;

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
            app.stepper.load_with(app.state.settings.rules, vec![board]);
            app.state.mode = Mode::Step;
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

    fn with_state(state: UiState) -> MaednApp {
        let rules = state.settings.rules;
        MaednApp {
            state,
            runner: Runner::default(),
            stepper: Stepper::new(rules),
            solved: Stepper::new(rules),
            playback: Playback::default(),
            board: BoardView::default(),
            hovered: None,
            pending: None,
        }
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

    fn top_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.heading("maedn");
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
        if let Some(s) = self.runner.solution() {
            ui.separator();
            if let Some(a) = run_panel::results_ui(ui, s) {
                self.pending = Some(a);
            }
        }
    }

    fn central(&mut self, ui: &mut Ui) {
        let scene = match self.state.mode {
            Mode::Solve => solve_scene(&self.runner, &self.solved, &self.state.settings.rules),
            Mode::Step => self.stepper.scene(),
            // The editor's own scene (its board's lit tiles and pieces) replaces this.
            Mode::Edit => BoardScene {
                colour: self.state.settings.rules.colour,
                spacing: self.state.settings.rules.spacing,
                edit_mode: true,
                ..BoardScene::default()
            },
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
        let resp: BoardResponse = self.board.ui(ui, &scene);
        self.hovered = resp.hovered;
        // In Edit mode, `resp.clicked` / `resp.dragged` go to the editor (issue 4).
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
        Panel::left("solver_panel")
            .resizable(true)
            .default_size(theme::SIDE_PANEL_WIDTH)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.solver_panel(ui));
            });
        match self.state.mode {
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
                        });
                    });
            }
            Mode::Edit => {
                Panel::right("edit_panel")
                    .resizable(true)
                    .default_size(theme::RIGHT_PANEL_WIDTH)
                    .show(ui, |ui| {
                        // editor panel mounts here
                        ui.heading("Bit-board editor");
                        ui.label("The editor is not built yet.");
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
        eframe::set_value(storage, eframe::APP_KEY, &self.state);
    }
}
