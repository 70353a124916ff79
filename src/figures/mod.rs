//! The figure catalogue, which runs the solvers and builds the named figures
//! (`maedn figure --list`) and every board scene, drawn by [`crate::render`].
//!
//! * [`named`] is the table of named figures; each builder (`board_figures`,
//!   [`chart_figures`], [`game_figures`], [`sweep_figure`], [`explore`], …)
//!   builds its figure from computed data, with its words from the
//!   translation files and [`crate::i18n::words`], in the request's
//!   language, starting from [`request`] (the request, the error and the
//!   framing every builder shares).
//! * [`FigureRun`] is a named figure being built: its searches cut into
//!   slices (the window's export in a page), or run to the end at once.
//! * [`scenes`] builds every board scene (the window's, the lesson's, the
//!   Explore boards and the named figures'), once; [`explore`] the Explore
//!   figures.
//! * [`animations`] lists the frames of each animation (`maedn animate`).

pub mod animations;
mod board_figures;
pub mod chart_figures;
pub mod explore;
pub mod failures;
pub mod fair_figure;
pub mod game_figures;
pub mod handout;
pub mod lesson_charts;
pub mod named;
pub mod request;
mod run;
pub mod scenes;
pub mod sweep_figure;

pub use chart_figures::{calls_chart, calls_compared_chart, rolls_chart};
pub use game_figures::game_rolls_chart;
pub use named::{Build, FIGURES, FigureSpec, build, find, start};
pub use request::{FigureError, FigureRequest, SweepRange, board_figure, chart_figure};
pub use run::FigureRun;
pub use scenes::decoded::decoded_scene;
pub use scenes::game_board::{GameBoard, game_board};
pub use sweep_figure::{sweep_chart, with_log_calls};
