//! Copy figure: the board or chart on screen as an image for the clipboard,
//! so a teacher pastes it straight into their own slides. It is the picture
//! File → Export board as PNG writes (in Explore, the shown part's figure):
//! the same figure, rasterised at the PNG export's scale by the same
//! renderer, so the pasted image and the exported file are one picture.

use resvg::tiny_skia::Pixmap;

use super::export_failure::ExportFailure;
use super::{Mode, Workspace, shown_board};
use crate::i18n::Tr;
use crate::render::raster::rasterise;
use crate::render::{DEFAULT_PNG_SCALE, Figure, Theme};

impl Workspace {
    /// The figure on screen, as File → Export board (or, in Explore, the
    /// shown part's export) draws it, its words from `tr`.
    pub fn figure_on_screen(&self, tr: &Tr) -> Result<Figure, ExportFailure> {
        match self.mode() {
            Mode::Explore => self
                .explore()
                .figure(self.explore().part(), tr, Theme::Light),
            _ => Ok(shown_board::export_figure(self, tr, self.window_theme())),
        }
    }

    /// The figure on screen as pixels: exactly the PNG export's (premultiplied
    /// RGBA, opaque).
    pub fn figure_image(&self, tr: &Tr) -> Result<Pixmap, ExportFailure> {
        let figure = self.figure_on_screen(tr)?;
        Ok(rasterise(&figure.svg(), DEFAULT_PNG_SCALE)?)
    }

    /// Says in the status line why Copy figure copied nothing.
    pub fn copy_figure_failed(&mut self, why: ExportFailure) {
        self.report(super::Notice::Failed(super::files::FileOpError::Save(
            why.into(),
        )));
    }
}
