//! The egui window, and only egui code: a thin shell over the
//! [`crate::workspace`] (a file here that does not use egui belongs below).
//!
//! * [`MaednApp`] (`shell`) — the eframe app: collects the frame's
//!   [`Command`](crate::workspace::Command)s from the panels and the
//!   [`shortcuts`] table, applies them after layout.
//! * Panels, each reading the workspace and producing commands: `top_bar`
//!   (with `file_menu` and `export_window`), `solve_panel` (`settings_panel`,
//!   `run_panel`, `sweep_panel`), `steps_panel`, [`editor`],
//!   `game_panel` (with `game_view`, the Game mode's centre, and `die`).
//! * [`board_view`] — the board on screen through the figure pipeline: [`board_view::BoardView`] draws a
//!   [`board_view::BoardScene`] (built per mode in `crate::figures::scenes`) and returns a
//!   [`board_view::BoardResponse`].
//! * [`files`] — rfd's dialog, the typed-path field, PNG export; `format` —
//!   the window's number formatting; `theme` — colours and sizes.

mod about;
mod animation_window;
mod announce;
pub mod board_view;
pub mod chart_view;
mod code_view;
mod copy_figure;
mod die;
pub mod editor;
mod explore;
mod export_window;
pub mod figure_paint;
mod file_menu;
pub mod files;
mod focus;
// The window's frame benchmark and its start on a desktop (icon, portable
// mode, the saved state on disk): a web page has neither.
#[cfg(not(target_arch = "wasm32"))]
pub mod frame_bench;
mod game_panel;
mod game_view;
mod guide;
mod handout_window;
pub mod lesson;
#[cfg(target_arch = "wasm32")]
mod page;
mod play;
mod predict;
mod present;
mod round_dialogs;
mod run_panel;
pub mod saved_state;
mod scrubber;
mod settings_panel;
mod shell;
pub mod shortcuts;
mod side_panels;
mod slide_layout;
mod solve_panel;
#[cfg(not(target_arch = "wasm32"))]
pub mod start;
mod steady;
mod steps_panel;
mod sweep_panel;
mod teacher_guide;
mod theme;
mod top_bar;
pub mod vision_preview;
mod welcome;

pub use shell::MaednApp;

use crate::model::Bits;

/// How the window starts, from the command line.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// `maedn --solve`: start solving with the saved settings at once.
    pub solve_at_start: bool,
    /// `maedn --game`: open on the whole game (the Game view).
    pub game: bool,
    /// `maedn --board BOARD`: open this board in the editor (and the stepper).
    pub board: Option<Bits>,
    /// `maedn --lang de|en`: speak this language (and remember it).
    pub lang: Option<crate::i18n::Lang>,
    /// `maedn --lesson`: open the guided lesson.
    pub lesson: bool,
    /// `maedn --explore PART`: open the Explore mode at this part.
    pub explore: Option<crate::workspace::ExplorePart>,
    /// `maedn --play`: open the Play mode.
    pub play: bool,
    /// What was replaced in the saved window state before the window opened
    /// (see [`saved_state`]); named in the status line.
    pub repaired: Vec<crate::workspace::PrefsIssue>,
    /// `maedn FILE`: a session or board list to open (checked already).
    pub file: Option<(crate::io::FileKind, std::path::PathBuf)>,
    /// `maedn --present`: start in Present mode.
    pub present: bool,
    /// `maedn --no-welcome`: no first-run welcome this time.
    pub no_welcome: bool,
    /// `maedn --portable`: settings beside the executable.
    pub portable: bool,
    /// The site's defaults file, for a launch without saved settings.
    pub defaults: crate::workspace::defaults::SiteDefaults,
}

impl Launch {
    /// Does the command line ask for a particular view? Then the first-run
    /// welcome waits for a plain launch instead of covering that view.
    #[must_use]
    pub fn names_a_view(&self) -> bool {
        self.solve_at_start
            || self.game
            || self.board.is_some()
            || self.lesson
            || self.explore.is_some()
            || self.file.is_some()
            || self.present
            || self.no_welcome
            || self.play
    }
}

/// The window's title until the first frame sets it (with the open file's
/// name, if a file was given).
#[cfg(not(target_arch = "wasm32"))]
const TITLE: &str = crate::workspace::Workspace::APP_NAME;

/// The name of the app's data folder (eframe's saved state), kept from
/// before the window had a reverse-DNS id ([`start::APPLICATION_ID`]).
#[cfg(not(target_arch = "wasm32"))]
const APP_ID: &str = "maedn";

/// What is logged to stderr unless `RUST_LOG` says otherwise: errors, but
/// not rfd's about a missing desktop portal (the window says so itself and
/// offers a typed path instead; a user needs no D-Bus words on the terminal).
#[cfg(not(target_arch = "wasm32"))]
const DEFAULT_LOG: &str = "error,rfd=off";

/// One step of the View menu's zoom (or back to 100 %), held to
/// [`crate::workspace::ZOOM_RANGE`].
pub(crate) fn zoom(ctx: &egui::Context, step: crate::workspace::Zoom) {
    use crate::workspace::{ZOOM_STEP, Zoom, usable_zoom};
    let now = ctx.zoom_factor();
    let next = match step {
        Zoom::In => now + ZOOM_STEP,
        Zoom::Out => now - ZOOM_STEP,
        Zoom::Reset => 1.0,
    };
    // Whole tenths, as the menu's steps are.
    ctx.set_zoom_factor(usable_zoom((next * 10.0).round() / 10.0));
}

/// Sets the zoom that fits the window's size ([`crate::workspace::fitting_zoom`]
/// of its size in the screen's own points), if it is not set already.
pub(crate) fn fit_zoom(ctx: &egui::Context) {
    let native = ctx.native_pixels_per_point().unwrap_or(1.0).max(0.1);
    let size = ctx.content_rect().size() * ctx.pixels_per_point() / native;
    let wanted = crate::workspace::fitting_zoom([size.x, size.y]);
    if (ctx.zoom_factor() - wanted).abs() > 0.01 {
        ctx.set_zoom_factor(wanted);
    }
}

/// Opens the window and runs until it is closed (a web page starts it with
/// `crate::web::WebHandle` instead).
#[cfg(not(target_arch = "wasm32"))]
pub fn run(mut launch: Launch) -> Result<(), eframe::Error> {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or(DEFAULT_LOG))
        .try_init()
        .ok();
    let exe_dir = start::exe_dir();
    let portable = start::is_portable(launch.portable, exe_dir.as_deref());
    launch.defaults = start::site_defaults(exe_dir.as_deref());
    let state = start::state_file(portable, exe_dir.as_deref(), APP_ID);
    // Before eframe reads it: a zoom or size it cannot use panics in winit.
    let check = match (portable, state.as_deref()) {
        (true, Some(file)) => saved_state::repair_file(file),
        _ => saved_state::repair_on_disk(APP_ID),
    };
    launch.repaired.extend(check.issues);
    // Kept until the window closes: eframe saves into it at the end.
    let elsewhere = check.elsewhere;
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(TITLE)
        .with_app_id(start::APPLICATION_ID)
        .with_inner_size(crate::workspace::DEFAULT_WINDOW)
        .with_min_inner_size(crate::workspace::MIN_WINDOW);
    if let Some(icon) = start::icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        persistence_path: elsewhere
            .as_ref()
            .map(|copy| copy.path().to_owned())
            .or(state),
        ..eframe::NativeOptions::default()
    };
    let result = eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| Ok(Box::new(MaednApp::new(cc, launch)))),
    );
    drop(elsewhere);
    result
}

#[cfg(test)]
mod tests {
    use super::DEFAULT_LOG;

    /// rfd's errors about the portal stay off the terminal; others show.
    #[test]
    fn test_the_dialogs_portal_errors_are_not_logged() {
        use log::Log as _;
        let filter = env_logger::Builder::new()
            .parse_filters(DEFAULT_LOG)
            .build();
        fn at(target: &str) -> log::Metadata<'_> {
            log::Metadata::builder()
                .level(log::Level::Error)
                .target(target)
                .build()
        }
        assert!(!filter.enabled(&at("rfd::backend::xdg_desktop_portal::portal")));
        assert!(filter.enabled(&at("eframe::native::run")));
    }
}
