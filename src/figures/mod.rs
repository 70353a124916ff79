//! The figure catalogue, which runs the solvers and builds the named figures
//! (`maedn figure --list`) and every board scene, drawn by [`crate::render`].
//!
//! * [`named`] builds each named figure from computed data, with its words
//!   from the translation files and [`crate::i18n::words`], in the request's
//!   language.
//! * [`scenes`] builds every board scene (the window's, the lesson's, the
//!   Explore boards and the named figures'), once; [`explore`] the Explore
//!   figures.
//!
//! The renderer's types are re-exported here, so a catalogue file names them
//! as `crate::figures::…`.

mod board_figures;
pub mod chart_figures;
pub mod explore;
pub mod game_figures;
pub mod named;
pub mod scenes;

pub use crate::i18n::Lang;
pub use chart_figures::{calls_chart, calls_compared_chart, rolls_chart, sweep_chart};
pub use game_figures::{GameBoard, game_board, game_rolls_chart};
pub use named::{
    FIGURES, FigureError, FigureRequest, FigureSpec, SweepRange, board_figure, build, chart_figure,
    find,
};
pub use scenes::decoded::decoded_scene;

pub use crate::render::{
    Anchor, BOARD_SIDE, Bar, BarSeries, Caption, Chart, Class, DEFAULT_PNG_SCALE, Drawing,
    ExportError, Figure, Format, HeatTile, Ink, Item, LegendEntry, Marker, Palette, Path, PathKind,
    Piece, Pt, RasterError, Rect, Rgba, Ring, RingKind, Scene, Shape, Stroke, Swatch, TILE_PX,
    Text, Theme, TileArrow, Weight, XAxis, YFormat, board, board_drawing, chart, drawing, font,
    frame, palette, plot, raster, save, scene, text_width, tile_centre, to_svg,
};
