//! Figures for class and for the paper, without egui: one description of
//! every figure, written as SVG, rasterised to PNG with resvg, and painted by
//! the window from the same primitives, so the three cannot differ.
//!
//! The pipeline:
//! * [`Scene`] says *what* a board shows (pieces, paths, marked tiles, rings,
//!   a heat map, a caption, a legend), with colours named by meaning ([`Ink`]);
//!   a [`Chart`] says the same for a chart (bars, markers, axis titles).
//! * [`board_drawing`] and [`plot::chart_drawing`] lay them out as a
//!   [`Drawing`] — a flat list of lines, polylines, circles, polygons, rounded
//!   rectangles and texts — using a [`Palette`] (light or dark) and the
//!   embedded font ([`font`]) to measure text; [`frame`] adds the caption and
//!   the legend.
//! * [`to_svg`] writes a drawing as SVG; [`raster::svg_to_png`] rasterises
//!   that SVG, so the PNG is the SVG.
//! * [`named`] builds each named figure from computed data (`maedn figure
//!   --list`), with its words from the translation files and
//!   [`crate::i18n::words`], in the request's language.

pub mod board;
mod board_figures;
pub mod board_paths;
pub mod chart;
pub mod chart_figures;
pub mod cli;
pub mod colour;
pub mod decoded;
pub mod drawing;
pub mod explore;
pub mod font;
pub mod frame;
pub mod game_figures;
pub mod named;
pub mod palette;
pub mod plot;
pub mod raster;
pub mod scene;
pub mod svg;

use std::fmt;
use std::path::Path as FsPath;
use std::str::FromStr;

pub use crate::i18n::Lang;
pub use board::{BOARD_SIDE, TILE_PX, board_drawing, tile_centre};
pub use chart::{Bar, BarSeries, Chart, Marker, XAxis, YFormat};
pub use chart_figures::{calls_chart, calls_compared_chart, rolls_chart, sweep_chart};
pub use cli::FigureArgs;
pub use colour::Rgba;
pub use decoded::decoded_scene;
pub use drawing::{Anchor, Class, Drawing, Item, Pt, Rect, Shape, Stroke, Text};
pub use font::{Weight, text_width};
pub use game_figures::{GameBoard, game_board, game_rolls_chart};
pub use named::{
    FIGURES, FigureError, FigureRequest, FigureSpec, SweepRange, board_figure, build, chart_figure,
    find,
};
pub use palette::{Ink, Palette, Theme};
pub use raster::RasterError;
pub use scene::{
    Caption, HeatTile, LegendEntry, Path, PathKind, Piece, Ring, RingKind, Scene, Swatch, TileArrow,
};
pub use svg::to_svg;

use crate::io::{FileError, write_atomic};

/// The default PNG scale: two pixels per figure pixel, sharp on slides.
pub const DEFAULT_PNG_SCALE: f32 = 2.0;

/// A finished figure: its drawing and where its body (board or chart) sits.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// Its name (`piece-1`, `full-path`, …).
    pub name: String,
    /// Everything drawn, caption and legend included.
    pub drawing: Drawing,
    /// The board square or chart inside the drawing.
    pub body: Rect,
}

impl Figure {
    /// The figure as SVG text.
    #[must_use]
    pub fn svg(&self) -> String {
        to_svg(&self.drawing)
    }

    /// The figure as PNG bytes, rasterised from [`Figure::svg`] at `scale`.
    pub fn png(&self, scale: f32) -> Result<Vec<u8>, RasterError> {
        raster::svg_to_png(&self.svg(), scale)
    }

    /// The figure in `format` (`scale` applies to PNG).
    pub fn encode(&self, format: Format, scale: f32) -> Result<Vec<u8>, RasterError> {
        match format {
            Format::Svg => Ok(self.svg().into_bytes()),
            Format::Png => self.png(scale),
        }
    }
}

/// A file format for figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Format {
    /// Scalable vector graphics.
    #[default]
    Svg,
    /// A PNG image.
    Png,
}

impl Format {
    /// The option name and file extension.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
        }
    }

    /// The format a file name's extension names, if any.
    #[must_use]
    pub fn from_path(path: &FsPath) -> Option<Format> {
        let ext = path.extension()?.to_str()?;
        ext.parse().ok()
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "svg" => Ok(Format::Svg),
            "png" => Ok(Format::Png),
            _ => Err(format!("unknown format {s:?}: expected svg or png")),
        }
    }
}

/// Why a figure could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// Rasterising failed.
    #[error(transparent)]
    Raster(#[from] RasterError),
    /// Writing failed.
    #[error(transparent)]
    File(#[from] FileError),
}

/// Writes `figure` to `path` atomically in `format`.
pub fn save(figure: &Figure, path: &FsPath, format: Format, scale: f32) -> Result<(), ExportError> {
    let bytes = figure.encode(format, scale)?;
    Ok(write_atomic(path, &bytes)?)
}
