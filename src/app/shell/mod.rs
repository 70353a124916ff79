//! [`MaednApp`]: the eframe shell, a thin wiring of panels to the workspace.
//!
//! Each frame, `logic` takes in what background tasks finished; `ui` lays out
//! the panels (top bar, the solver panel on the left, the mode's panel on the
//! right, the board in the centre), each of which reads the [`Workspace`]
//! and adds [`Command`]s to one list, together with the frame's shortcuts;
//! after layout the commands are applied in order. The shell itself keeps
//! only window state: the board view's drag, where the board was drawn, the
//! typed path's text.

use std::sync::Arc;
use std::time::Duration;

use egui::{CentralPanel, Panel, Ui};

use super::board_view::BoardView;
use super::explore::ExploreView;
use super::files::RfdPicker;
use super::lesson::LessonView;
use super::round_dialogs::RoundGuard;
use super::{
    Launch, export_window, file_menu, shortcuts, side_panels, solve_panel, theme, top_bar,
    vision_preview, welcome,
};
use crate::i18n::Tr;
use crate::model::BoardTile;
use crate::render;
use crate::workspace::frames::{Pacer, painting_cpu};
use crate::workspace::{
    Command, EditCommand, FilePicker, FrameStats, LIVE_REFRESH, Mode, Notice, PanelSide, Prefs,
    PrefsIssue, Restored, Slide, Waker, WindowCommand, Workspace, restore_prefs,
};

mod centre;

/// The window.
pub struct MaednApp {
    ws: Workspace,
    /// The window's title as last set.
    titled: Option<String>,
    board: BoardView,
    hovered: Option<BoardTile>,
    typed_path: String,
    /// Has the typed-path field had its first focus?
    typed_focused: bool,
    /// The frame number after which a requested paste is overdue: if no
    /// pasted text arrived by then, the clipboard held none.
    paste_due: Option<u64>,
    /// Commands from outside the frame (launch options, tests), applied next frame.
    queue: Vec<Command>,
    fullscreen: bool,
    /// Present's full screen in a web page (eframe does not do it there).
    #[cfg(target_arch = "wasm32")]
    page_fullscreen: super::page::PageFullscreen,
    logged: Option<String>,
    /// The launch named a view (`--solve`, `--explore` …): no welcome over it
    /// this time; it is not dismissed for good.
    welcome_deferred: bool,
    /// What the lesson laid out last frame.
    lesson: LessonView,
    /// Frame counts and CPU per frame, printed with `MAEDN_FRAME_STATS`.
    stats: Option<FrameStats>,
    /// The Explore view's hover state.
    explore: ExploreView,
    /// Spaces frames out when painting is slow.
    pacer: Pacer,
    /// A class round: quitting asks first, and it is saved as it changes.
    round: RoundGuard,
    /// The paper's answer for the welcome, computed when it first shows.
    welcome_answer: Option<Option<f64>>,
}

impl MaednApp {
    /// Restores saved preferences from `cc` (replacing any the window could
    /// not have set, and saying so) and applies the launch options.
    #[must_use]
    pub fn new(cc: &eframe::CreationContext<'_>, launch: Launch) -> MaednApp {
        MaednApp::with(cc, launch, Arc::new(RfdPicker))
    }

    pub(crate) fn with(
        cc: &eframe::CreationContext<'_>,
        launch: Launch,
        picker: Arc<dyn FilePicker>,
    ) -> MaednApp {
        // A value this build does not know drops only itself, named.
        let restored = cc
            .storage
            .and_then(|s| s.get_string(eframe::APP_KEY))
            .map(|text| restore_prefs(&text))
            .unwrap_or_default();
        MaednApp::restored(cc, launch, picker, restored)
    }

    /// The window from the preferences `restored` (none at a first launch),
    /// with the saved values that were dropped because they did not parse.
    fn restored(
        cc: &eframe::CreationContext<'_>,
        launch: Launch,
        picker: Arc<dyn FilePicker>,
        restored: Restored,
    ) -> MaednApp {
        let first_launch = restored.prefs.is_none();
        let (mut prefs, mut issues) = restored
            .prefs
            .map_or_else(|| (Prefs::default(), Vec::new()), Prefs::validated);
        issues.extend(restored.dropped.into_iter().map(PrefsIssue::Unknown));
        if first_launch {
            // The site's defaults file seeds a launch without saved settings.
            launch.defaults.apply(&mut prefs);
            if let Some(zoom) = launch.defaults.zoom {
                // The site's zoom stays whatever the window's size.
                prefs.zoom_fit = false;
                cc.egui_ctx.set_zoom_factor(zoom);
            }
        }
        issues.extend(launch.repaired.iter().cloned());
        let ctx = cc.egui_ctx.clone();
        theme::install_fallback_font(&ctx);
        // The board and figures are drawn in the exports' font, so the
        // window shows exactly what an export writes.
        super::figure_paint::install_fonts(&ctx);
        // Zoom and quit keys are rows of the shortcut table, not egui's own.
        ctx.options_mut(|o| {
            o.zoom_with_keyboard = false;
            o.quit_shortcuts.clear();
        });
        let waker = Waker::new(move || ctx.request_repaint());
        let welcome_deferred = launch.names_a_view();
        let mut ws = Workspace::new(prefs, picker, waker);
        if !issues.is_empty() {
            ws.report(Notice::PrefsReplaced(issues));
        }
        if let Some(lang) = launch.lang {
            ws.apply(Command::SetLang(lang));
        }
        if let Some(board) = launch.board {
            ws.apply(Command::OpenInStepper(vec![board]));
            ws.apply(Command::OpenInEditor(board));
        }
        if launch.solve_at_start {
            // `maedn --solve` shows what it does, whatever mode was last used.
            ws.apply(Command::SetMode(Mode::Solve));
            ws.apply(Command::Run);
        }
        if launch.game {
            ws.apply(Command::SetMode(Mode::Game));
        }
        if launch.lesson {
            ws.apply(Command::SetMode(Mode::Lesson));
        }
        if let Some(part) = launch.explore {
            ws.apply(Command::Explore(part));
        }
        if let Some((kind, path)) = launch.file {
            let mode = crate::workspace::DialogMode::Open;
            ws.apply(Command::PathChosen { kind, mode, path });
        }
        if launch.present && !ws.presenting() {
            ws.apply(Command::TogglePresent);
        }
        if launch.play {
            ws.apply(Command::SetMode(Mode::Play));
        }
        MaednApp {
            ws,
            titled: None,
            board: BoardView::default(),
            hovered: None,
            typed_path: String::new(),
            typed_focused: false,
            paste_due: None,
            queue: Vec::new(),
            fullscreen: false,
            #[cfg(target_arch = "wasm32")]
            page_fullscreen: super::page::PageFullscreen::default(),
            logged: None,
            welcome_deferred,
            lesson: LessonView::default(),
            stats: FrameStats::from_env(),
            explore: ExploreView::default(),
            pacer: Pacer::default(),
            round: RoundGuard::default(),
            welcome_answer: None,
        }
    }

    /// The language the window speaks: the workspace's (a switch takes
    /// effect in the same frame).
    #[must_use]
    pub fn tr(&self) -> &'static Tr {
        Tr::shared(self.ws.lang())
    }

    /// The workspace the window shows.
    #[must_use]
    pub fn workspace(&self) -> &Workspace {
        &self.ws
    }

    /// Queues `command` for the next frame: it is applied after that frame's
    /// layout, before the commands the frame itself produced.
    pub fn submit(&mut self, command: Command) {
        self.queue.push(command);
    }

    /// Applies the frame's commands in order: the window's own here, the
    /// rest by the workspace.
    fn run_commands(&mut self, ctx: &egui::Context, commands: Vec<Command>) {
        // The board export draws in the window's colours.
        self.ws
            .set_window_theme(if ctx.theme() == egui::Theme::Dark {
                render::Theme::Dark
            } else {
                render::Theme::Light
            });
        if !commands.is_empty() {
            // This frame was laid out before the change: show it in the next.
            ctx.request_repaint();
        }
        let page = self.page();
        for command in commands {
            match command {
                Command::Window(own) => self.run_window_command(ctx, own),
                other => self.ws.apply(other),
            }
        }
        if self.page() != page {
            // egui tests a click against the widgets of the frame before:
            // lay the new slide or mode out once more in this frame (the
            // input is spent), so that the next frame's click, however
            // soon after Page Down, lands on what is shown, and the new
            // page is seen a frame sooner.
            ctx.request_discard("a new page is laid out before the next click");
        }
        if self.ws.presenting() != self.fullscreen {
            self.fullscreen = self.ws.presenting();
            #[cfg(not(target_arch = "wasm32"))]
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.fullscreen));
            #[cfg(target_arch = "wasm32")]
            self.page_fullscreen.set(ctx, self.fullscreen);
        }
        #[cfg(target_arch = "wasm32")]
        self.page_fullscreen.check(ctx, &mut self.ws);
        self.log_status();
    }

    /// What decides the page's layout: the mode, the lesson's slide and
    /// Present mode.
    fn page(&self) -> (Mode, Slide, bool) {
        (
            self.ws.mode(),
            self.ws.lesson().slide(),
            self.ws.presenting(),
        )
    }

    /// Carries out a command only the window can.
    fn run_window_command(&mut self, ctx: &egui::Context, command: WindowCommand) {
        if let Some(limit) = browser_limit(&command) {
            self.ws.report(Notice::NotInBrowser(limit));
            return;
        }
        match command {
            WindowCommand::Zoom(step) => {
                // A zoom chosen by hand stays: the zoom stops following the window.
                self.ws.apply(Command::SetZoomFit(false));
                super::zoom(ctx, step);
            }
            WindowCommand::SetTheme(choice) => ctx.set_theme(top_bar::preference(choice)),
            WindowCommand::CopyText(text) => {
                ctx.copy_text(text.clone());
                self.ws.report(Notice::Copied(text));
            }
            WindowCommand::CopyFigure => super::copy_figure::copy_figure(ctx, &mut self.ws),
            WindowCommand::RequestPaste => {
                ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                // The text arrives as a paste event in the next frame, or never.
                self.paste_due = Some(ctx.cumulative_frame_nr() + 1);
                ctx.request_repaint();
            }
            WindowCommand::Quit => self.round.quit(ctx, &self.ws),
            WindowCommand::QuitAnyway => self.round.quit_anyway(ctx),
        }
    }

    /// Logs each new error of the status line once.
    fn log_status(&mut self) {
        let error = self
            .ws
            .status()
            .filter(|n| n.is_error())
            .map(ToString::to_string);
        if error.is_some() && error != self.logged {
            log::warn!("{}", error.as_deref().unwrap_or_default());
        }
        self.logged = error;
    }
}

/// What a web page may not do of `command`, the clipboard's window
/// commands: none over plain http, and no Paste button (eframe cannot
/// read the clipboard when asked; Ctrl+V's paste reaches the page). The
/// desktop may do all.
fn browser_limit(command: &WindowCommand) -> Option<crate::workspace::BrowserLimit> {
    use crate::workspace::BrowserLimit;
    let clipboard = matches!(
        command,
        WindowCommand::CopyText(_) | WindowCommand::CopyFigure | WindowCommand::RequestPaste
    );
    if !cfg!(target_arch = "wasm32") || !clipboard {
        return None;
    }
    #[cfg(target_arch = "wasm32")]
    if !super::page::clipboard_open() {
        return Some(BrowserLimit::Clipboard);
    }
    matches!(command, WindowCommand::RequestPaste).then_some(BrowserLimit::Paste)
}

impl MaednApp {
    /// Says "nothing to paste" when a paste asked for by the Paste button
    /// brought no text by the frame after (the system sends none for an
    /// empty clipboard).
    fn check_paste(&mut self, ctx: &egui::Context, out: &[Command]) {
        let Some(due) = self.paste_due else { return };
        if out
            .iter()
            .any(|c| matches!(c, Command::Edit(EditCommand::Paste(_))))
        {
            self.paste_due = None;
        } else if ctx.cumulative_frame_nr() > due {
            self.paste_due = None;
            self.ws.report(Notice::NothingToPaste);
        } else {
            ctx.request_repaint();
        }
    }
}

/// Ways in for the tests only (hidden from the docs).
#[doc(hidden)]
impl MaednApp {
    /// The workspace, to change (tests).
    pub fn workspace_mut(&mut self) -> &mut Workspace {
        &mut self.ws
    }

    /// The window with file dialogs through `picker` (tests pass a fake).
    #[must_use]
    pub fn with_picker(
        cc: &eframe::CreationContext<'_>,
        launch: Launch,
        picker: Arc<dyn FilePicker>,
    ) -> MaednApp {
        MaednApp::with(cc, launch, picker)
    }

    /// The window as it starts from saved preferences `prefs` (what eframe's
    /// storage would hand it).
    #[must_use]
    pub fn with_prefs(
        cc: &eframe::CreationContext<'_>,
        launch: Launch,
        picker: Arc<dyn FilePicker>,
        prefs: Prefs,
    ) -> MaednApp {
        let restored = Restored {
            prefs: Some(prefs),
            dropped: Vec::new(),
        };
        MaednApp::restored(cc, launch, picker, restored)
    }

    /// Is the window asking whether to quit during a class round?
    #[must_use]
    pub fn asking_quit(&self) -> bool {
        self.round.asking()
    }

    /// The tile under the pointer in the last frame.
    #[must_use]
    pub fn hovered(&self) -> Option<BoardTile> {
        self.hovered
    }

    /// What the lesson laid out in the last frame (its type size and room).
    #[must_use]
    pub fn lesson_view(&self) -> LessonView {
        self.lesson
    }
}

impl eframe::App for MaednApp {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        // Only a real window's frames are paced (eframe times them; a
        // headless test's frames have no time and never wait).
        if frame.info().cpu_usage.is_some() {
            let wait = self.pacer.wait(web_time::Instant::now(), painting_cpu());
            if !wait.is_zero() {
                std::thread::sleep(wait);
            }
        }
        theme::keep_window_style(ctx);
        self.ws.poll();
        self.log_status();
        if self.ws.is_live() {
            ctx.request_repaint_after(self.pacer.live_interval(LIVE_REFRESH));
        }
        self.round.wake_to_save(ctx, &self.ws);
        let now = ctx.input(|i| i.time);
        // The next move of playback or the end of a notice; nothing when idle.
        if let Some(delay) = self.ws.tick(now) {
            ctx.request_repaint_after(Duration::try_from_secs_f64(delay).unwrap_or_default());
        }
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        if let Some(mut line) = self
            .stats
            .as_mut()
            .and_then(|s| s.record(frame.info().cpu_usage))
        {
            line.push('\n');
            crate::output::status(&line);
        }
        let ctx = ui.ctx().clone();
        self.round.hold_close(&ctx, &self.ws);
        if self.ws.prefs().zoom_fit {
            super::fit_zoom(&ctx);
        }
        theme::set_colours(&ctx, self.ws.prefs().colours);
        shortcuts::SingleKeys::from_setting(self.ws.prefs().access.single_keys).store(&ctx);
        let mut out = std::mem::take(&mut self.queue);
        shortcuts::collect(&ctx, &self.ws, &mut out);
        self.check_paste(&ctx, &out);
        let title = self.ws.window_title();
        if self.titled.as_ref() != Some(&title) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.titled = Some(title);
        }
        // The run's counters and watched call, read once for every view.
        let (live, call) = self.ws.solve_view();
        let tr = self.tr();
        Panel::top("top_bar")
            .frame(theme::unfilled(egui::Frame::side_top_panel(ui.style())))
            .show(ui, |ui| top_bar::top_bar(ui, &self.ws, tr, &mut out));
        file_menu::status_bar(ui, tr, &self.ws, &mut out);
        let side_panels = !self.ws.presenting() && self.ws.mode() != Mode::Lesson;
        if side_panels && Prefs::shows_solver_panel(self.ws.mode()) {
            let ws = &self.ws;
            let open = ws.prefs().left_open(ws.mode());
            side_panels::panel(
                ui,
                PanelSide::Left,
                "solver_panel",
                theme::SIDE_PANEL_WIDTH,
                open,
                tr,
                &mut out,
                |ui, out| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        let view = solve_panel::SolveView {
                            live: &live,
                            call: call.as_ref(),
                        };
                        solve_panel::solver_panel(ui, tr, ws, &view, out);
                    });
                },
            );
        }
        file_menu::typed_path_window(
            &ctx,
            tr,
            &self.ws,
            &mut self.typed_path,
            &mut self.typed_focused,
            &mut out,
        );
        file_menu::confirm_window(&ctx, tr, &self.ws, &mut out);
        self.round.quit_window(&ctx, &self.ws, tr, &mut out);
        super::round_dialogs::kept_window(&ctx, &self.ws, tr, &mut out);
        export_window::export_window(&ctx, &self.ws, tr, &mut out);
        super::animation_window::animation_window(&ctx, &self.ws, tr, &mut out);
        super::handout_window::handout_window(&ctx, &self.ws, tr, &mut out);
        if side_panels {
            self.mode_panel(ui, &mut out);
        }
        // A class round kept from last time is asked about first, and the
        // welcome never stands over a round a team is playing.
        let round = self.ws.kept_round().is_some() || self.ws.play().round_in_progress();
        if self.ws.shows_welcome() && !self.welcome_deferred && !round {
            let answer = *self
                .welcome_answer
                .get_or_insert_with(welcome::paper_answer);
            welcome::welcome(&ctx, tr, answer, &mut out);
        }
        CentralPanel::default()
            .frame(theme::unfilled(egui::Frame::central_panel(ui.style())))
            .show(ui, |ui| self.central(ui, call.as_ref(), &mut out));
        super::about::window(&ctx, self.tr());
        super::guide::window(&ctx, self.tr());
        super::teacher_guide::window(&ctx, &self.ws, self.tr(), &mut out);
        if self.ws.prefs().show_shortcuts && !shortcuts::window(&ctx, self.tr()) {
            out.push(Command::ToggleShortcuts);
        }
        super::announce::live_region(ui, self.tr(), &live);
        super::focus::paint_ring(&ctx);
        self.run_commands(&ctx, out);
        vision_preview::apply(&ctx, self.ws.prefs().vision);
        shortcuts::remember_focus(&ctx);
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        vision_preview::clear_colour(theme::clear_colour(visuals), self.ws.prefs().vision)
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let prefs = self.ws.prefs_to_save();
        self.round.saved(&prefs);
        eframe::set_value(storage, eframe::APP_KEY, &prefs);
    }

    fn auto_save_interval(&self) -> Duration {
        self.round.save_interval(&self.ws)
    }

    /// The page's handle reads the window's state through this (see
    /// `crate::web`); eframe's default gives no access.
    #[cfg(target_arch = "wasm32")]
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(&mut *self)
    }
}
