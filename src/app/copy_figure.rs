//! Copy figure (File → Copy figure, Ctrl+Shift+C): the board or chart on
//! screen onto the clipboard as an image, through egui's image copy. The
//! pixels are the PNG export's ([`Workspace::figure_image`]); the status
//! line says the image's size.

use egui::ColorImage;

use crate::i18n::{Tr, count_arg};
use crate::tr;
use crate::workspace::{Notice, Workspace};

/// Copies the figure on screen, or says why not.
pub fn copy_figure(ctx: &egui::Context, ws: &mut Workspace) {
    let tr = Tr::shared(ws.lang());
    match ws.figure_image(tr) {
        Ok(pixmap) => {
            let (w, h) = (pixmap.width(), pixmap.height());
            let size = [w as usize, h as usize];
            ctx.copy_image(ColorImage::from_rgba_premultiplied(size, pixmap.data()));
            ws.report(Notice::Copied(tr!(
                tr,
                "copy-figure-done",
                width = count_arg(u64::from(w)),
                height = count_arg(u64::from(h))
            )));
        }
        Err(why) => ws.copy_figure_failed(why),
    }
}
