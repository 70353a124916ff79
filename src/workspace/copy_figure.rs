//! Copy figure: the board or chart on screen as an image for the clipboard,
//! so a teacher pastes it straight into their own slides. It is the picture
//! File → Export board as PNG writes (in Explore, the shown part's figure):
//! the same figure, rasterised at the PNG export's scale by the same
//! renderer, so the pasted image and the exported file are one picture.

use resvg::tiny_skia::Pixmap;

use super::{Mode, Workspace, shown_board};
use crate::i18n::Tr;
use crate::render::raster::{RasterError, rasterise};
use crate::render::{DEFAULT_PNG_SCALE, Figure, Theme};

/// Why there is no figure to copy.
#[derive(Debug, thiserror::Error)]
pub enum CopyFigureError {
    /// The shown part has no figure (Explore before it computed anything).
    #[error("{0}")]
    Nothing(String),
    /// The figure could not be rasterised.
    #[error(transparent)]
    Raster(#[from] RasterError),
}

impl Workspace {
    /// The figure on screen, as File → Export board (or, in Explore, the
    /// shown part's export) draws it, its words from `tr`.
    pub fn figure_on_screen(&self, tr: &Tr) -> Result<Figure, CopyFigureError> {
        match self.mode() {
            Mode::Explore => self
                .explore()
                .figure(self.explore().part(), tr, Theme::Light)
                .map_err(|e| CopyFigureError::Nothing(e.to_string())),
            _ => Ok(shown_board::export_figure(self, tr, self.window_theme())),
        }
    }

    /// The figure on screen as pixels: exactly the PNG export's (premultiplied
    /// RGBA, opaque).
    pub fn figure_image(&self, tr: &Tr) -> Result<Pixmap, CopyFigureError> {
        let figure = self.figure_on_screen(tr)?;
        Ok(rasterise(&figure.svg(), DEFAULT_PNG_SCALE)?)
    }

    /// Says in the status line why Copy figure copied nothing.
    pub fn copy_figure_failed(&mut self, why: CopyFigureError) {
        self.report(super::Notice::Failed(super::files::FileOpError::Save(
            super::files::SaveError::Picture(Box::new(why)),
        )));
    }
}
