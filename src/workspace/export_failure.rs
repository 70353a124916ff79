//! Why an export wrote nothing, [`ExportFailure`]: one typed failure for
//! every export — a named figure, the board or an Explore part as a
//! picture, the clipboard's image, an animation, a handout — so the status
//! line words each one in the window's language (`error_text.rs`; its
//! `Display` is the English, the command line's).

use crate::figures::FigureError;
use crate::figures::handout::exercises::SheetError;
use crate::io::FileError;
use crate::render::ExportError;
use crate::render::animation::AnimationError;
use crate::render::pdf::PdfError;
use crate::render::plot::PlotError;
use crate::render::raster::RasterError;
use crate::workspace::job::{Failure, JobError};
use crate::workspace::task::TaskError;

/// Why an export wrote nothing.
#[derive(Debug, thiserror::Error)]
pub enum ExportFailure {
    /// The shown Explore part has computed nothing yet.
    NothingYet,
    /// The figure, or an animation's frames, could not be built.
    Figure(#[from] FigureError),
    /// A lesson slide number past the lesson's end (an animation).
    NoSlide {
        /// The number asked for, from 1.
        slide: u8,
        /// The lesson's slides.
        count: usize,
    },
    /// A lesson slide whose live part does not move by itself (an animation).
    Still {
        /// Its number, from 1.
        slide: u8,
    },
    /// A lesson slide's numbers could not be computed (the lesson handout).
    Facts(#[from] JobError),
    /// The worksheet could not be computed.
    Sheet(#[from] SheetError),
    /// A handout's chart could not be laid out.
    Plot(#[from] PlotError),
    /// The picture could not be rasterised (a PNG, the clipboard's image).
    Raster(#[from] RasterError),
    /// The animation could not be encoded.
    Animation(#[from] AnimationError),
    /// The PDF could not be made.
    Pdf(#[from] PdfError),
    /// The file could not be written.
    File(#[from] FileError),
    /// The background thread failed.
    Task(#[from] TaskError),
    /// Cancelled: nothing was written.
    Cancelled,
}

impl From<ExportError> for ExportFailure {
    fn from(e: ExportError) -> Self {
        match e {
            ExportError::Raster(e) => ExportFailure::Raster(e),
            ExportError::File(e) => ExportFailure::File(e),
        }
    }
}

impl Failure for ExportFailure {
    fn is_cancelled(&self) -> bool {
        matches!(self, ExportFailure::Cancelled)
    }
}
