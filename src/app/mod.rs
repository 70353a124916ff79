//! The egui window: a thin shell over [`crate::model`] and [`crate::solver`].
//!
//! * [`MaednApp`] — the eframe app: top bar (mode switch Solve | Step | Edit),
//!   the solver panel on the left, a mode panel on the right (the stepper, or
//!   where the bit-board editor mounts), the board in the centre.
//! * [`board_view`] — the reusable board: [`board_view::BoardView`] draws a
//!   [`board_view::BoardScene`] and returns a [`board_view::BoardResponse`].
//! * [`stepper::Stepper`] — stepping through path boards
//!   ([`stepper::Stepper::load`]).
//! * [`run::Runner`], [`job::SolverJob`], [`watch`] — the solver on a background
//!   thread, its state machine, and slow motion / single steps.

pub mod board_view;
pub mod chart_plot;
pub mod charts;
pub mod edit_mode;
pub mod editor;
pub mod figure_paint;
pub mod file_menu;
pub mod files;
pub mod job;
mod maedn_app;
pub mod run;
pub mod run_panel;
pub mod settings_panel;
pub mod shortcuts;
pub mod solve_scene;
pub mod state;
pub mod stepper;
pub mod steps_panel;
pub mod sweep_panel;
pub mod theme;
pub mod watch;

pub use maedn_app::MaednApp;

use crate::model::Bits;

/// How the window starts, from the command line.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// `maedn --solve`: start solving with the saved settings at once.
    pub solve_at_start: bool,
    /// `maedn --board BOARD`: open this board (in the stepper until the
    /// editor lands; then in the editor).
    pub board: Option<Bits>,
}

/// The window's title; it starts with `maedn`.
pub const TITLE: &str = "maedn — the shortest path in Mensch ärgere Dich nicht";

/// The app icon, a PNG made procedurally (see `assets/`).
const ICON_PNG: &[u8] = include_bytes!("../../assets/icon.png");

fn icon() -> Option<egui::IconData> {
    let img = image::load_from_memory_with_format(ICON_PNG, image::ImageFormat::Png).ok()?;
    let rgba = img.to_rgba8();
    Some(egui::IconData {
        width: rgba.width(),
        height: rgba.height(),
        rgba: rgba.into_raw(),
    })
}

/// Opens the window and runs until it is closed.
pub fn run(launch: Launch) -> Result<(), String> {
    let _ = env_logger::try_init();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(TITLE)
        .with_app_id("maedn")
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([800.0, 500.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        "maedn",
        options,
        Box::new(move |cc| Ok(Box::new(MaednApp::new(cc, launch)))),
    )
    .map_err(|e| e.to_string())
}
