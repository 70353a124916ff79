//! The renderer, which knows only the engine (the model, number formatting,
//! the file formats) and never words or solvers: a [`Scene`] (a board) or a
//! [`Chart`] becomes a [`Drawing`], written as SVG and rasterised to PNG, and
//! painted by the window from the same primitives, so the three cannot
//! differ. Every word it draws arrives as a string in the scene or chart.
//!
//! The pipeline:
//! * [`Scene`] says *what* a board shows (pieces, paths, marked tiles, rings,
//!   a heat map, a caption, a legend), with colours named by meaning ([`Ink`]);
//!   a [`Chart`] says the same for a chart (bars, markers, axis titles).
//! * [`board_drawing`] and [`plot::chart_drawing`] lay them out as a
//!   [`Drawing`] — a flat list of lines, polylines, circles, polygons, rounded
//!   rectangles and texts — using a [`Palette`] (light or dark) and the
//!   embedded font ([`font`]) to measure text; [`frame`] adds the caption and
//!   the legend ([`legend_rows`] sets a legend's entries side by side in rows,
//!   for a view with little height to spare).
//! * [`to_svg`] writes a drawing as SVG; [`raster::svg_to_png`] rasterises
//!   that SVG, so the PNG is the SVG; [`save`] writes a [`Figure`] in a
//!   [`Format`].

pub mod animation;
pub mod board;
pub mod board_paths;
pub mod chart;
pub mod colour;
pub mod cues;
pub mod drawing;
pub mod font;
pub mod frame;
pub mod geometry;
pub mod ink;
pub mod legend_rows;
pub mod palette;
#[cfg(test)]
mod palette_contract;
pub mod pdf;
pub mod plot;
pub mod points;
pub mod raster;
pub mod scene;
pub mod schemes;
pub mod shape;
pub mod svg;
pub mod text;
pub mod tile_numbers;
pub mod vision;

use std::path::Path as FsPath;

pub use board::board_drawing;
pub use chart::{Bar, BarSeries, Chart, Marker, XAxis, YFormat, nice_tick};
pub use colour::Rgba;
pub use drawing::{Class, Drawing, Item};
pub use font::{Weight, text_width};
pub use geometry::{BOARD_SIDE, TILE_PX, tile_centre};
pub use ink::{Ink, Scheme, Theme};
pub use palette::Palette;
pub use points::{Pt, Rect};
pub use raster::RasterError;
pub use scene::{
    Caption, HeatTile, LegendEntry, Path, PathKind, Piece, Ring, RingKind, Scene, Swatch, TileArrow,
};
pub use schemes::Look;
pub use shape::{Dash, Shape, Stroke};
pub use svg::to_svg;
pub use text::{Anchor, Text};

use crate::io::{FileError, Format, write_atomic};

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
