//! The figure catalogue, which runs the solvers and builds the named figures
//! (`maedn figure --list`) and every board scene, drawn by [`crate::render`].
//!
//! * [`named`] builds each named figure from computed data, with its words
//!   from the translation files and [`crate::i18n::words`], in the request's
//!   language.
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
pub mod scenes;
pub mod sweep_figure;

pub use chart_figures::{calls_chart, calls_compared_chart, rolls_chart};
pub use game_figures::{GameBoard, game_board, game_rolls_chart};
pub use named::{
    FIGURES, FigureError, FigureRequest, FigureSpec, SweepRange, board_figure, build, chart_figure,
    find,
};
pub use scenes::decoded::decoded_scene;
pub use sweep_figure::{sweep_chart, with_log_calls};
