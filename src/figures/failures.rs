//! Why a figure, a chart, a picture, an animation or a PDF could not be made,
//! in the reader's language: the figure catalogue's errors and the
//! renderer's, worded here (the lowest folder that knows both the renderer
//! and the words). Each error's `Display` (the command line's) is its English
//! here. What an encoder or a parser says underneath is quoted as it comes.

use super::FigureError;
use super::handout::exercises::SheetError;
use crate::i18n::words::{
    count_error, english_display, game_error, problem_error, solve_error, sweep_error, tree_error,
};
use crate::i18n::{FluentValue, Tr, count_arg, decimals_arg};
use crate::render::animation::AnimationError;
use crate::render::pdf::PdfError;
use crate::render::plot::PlotError;
use crate::render::raster::{MAX_PNG_SIDE, RasterError};
use crate::tr;

use super::request::MAX_SWEEP_POINTS;

/// The most decimals a scale or a size is written with.
const MAX_DECIMALS: usize = 3;

/// A scale or a size as the reader's numbers: as many decimals as it has
/// (up to [`MAX_DECIMALS`]), a NaN or an infinity as it is.
fn measure(value: f32) -> FluentValue<'static> {
    if !value.is_finite() {
        return FluentValue::from(value.to_string());
    }
    let text = value.to_string();
    let places = text.split_once('.').map_or(0, |(_, f)| f.len());
    decimals_arg(f64::from(value), places.min(MAX_DECIMALS))
}

/// Why a named figure could not be built.
#[must_use]
pub fn figure_error(tr: &Tr, e: &FigureError) -> String {
    match e {
        FigureError::Unknown(name) => tr!(
            tr,
            "figure-error-unknown",
            name = crate::i18n::words::escaped(name)
        ),
        FigureError::Solve(e) => solve_error(tr, e),
        FigureError::Plot(e) => plot_error(tr, e),
        FigureError::Sweep(e) => sweep_error(tr, e),
        FigureError::SweepBars {
            from,
            to,
            step,
            count,
        } => tr!(
            tr,
            "figure-error-sweep-bars",
            from = tr.typed_arg(u64::from(*from)),
            to = tr.typed_arg(u64::from(*to)),
            step = tr.typed_arg(u64::from(*step)),
            count = tr.typed_arg(u64::from(*count)),
            max = tr.typed_arg(u64::from(MAX_SWEEP_POINTS))
        ),
        FigureError::NeedsBoard => tr!(tr, "figure-error-needs-board"),
        FigureError::NoPath(piece) => tr!(
            tr,
            "figure-error-no-path",
            piece = count_arg(u64::from(*piece))
        ),
        FigureError::Tree(e) => tree_error(tr, e),
        FigureError::Count(e) => count_error(tr, e),
        FigureError::Game(e) => game_error(tr, e),
    }
}

/// Why a worksheet could not be computed.
#[must_use]
pub fn sheet_error(tr: &Tr, e: &SheetError) -> String {
    match e {
        SheetError::Solve(e) => solve_error(tr, e),
        SheetError::Problem(e) => problem_error(tr, e),
        SheetError::Plot(e) => plot_error(tr, e),
        SheetError::Count(e) => count_error(tr, e),
    }
}

/// Why a chart could not be laid out.
#[must_use]
pub fn plot_error(tr: &Tr, e: &PlotError) -> String {
    tr!(tr, "render-error-plot", reason = e.reason().to_owned())
}

/// Why a picture could not be rasterised (a PNG, the clipboard's image).
#[must_use]
pub fn raster_error(tr: &Tr, e: &RasterError) -> String {
    match e {
        RasterError::Svg(e) => tr!(tr, "render-error-svg", reason = e.to_string()),
        RasterError::Size {
            scale,
            width,
            height,
        } => tr!(
            tr,
            "render-error-size",
            scale = measure(*scale),
            width = measure(*width),
            height = measure(*height),
            max = count_arg(u64::from(MAX_PNG_SIDE))
        ),
        RasterError::Encode(reason) => tr!(tr, "render-error-png", reason = reason.clone()),
    }
}

/// Why a PDF could not be made.
#[must_use]
pub fn pdf_error(tr: &Tr, e: &PdfError) -> String {
    match e {
        PdfError::Svg(e) => raster_error(tr, e),
        PdfError::Size { width, height } => tr!(
            tr,
            "render-error-page",
            width = measure(*width),
            height = measure(*height)
        ),
        PdfError::Write(reason) => tr!(tr, "render-error-pdf", reason = reason.clone()),
    }
}

/// Why an animation could not be encoded.
#[must_use]
pub fn animation_error(tr: &Tr, e: &AnimationError) -> String {
    match e {
        AnimationError::Empty => tr!(tr, "render-error-no-frames"),
        AnimationError::Raster(e) => raster_error(tr, e),
        AnimationError::Gif(e) => tr!(
            tr,
            "render-error-encode",
            format = "gif",
            reason = e.to_string()
        ),
        AnimationError::Png(e) => tr!(
            tr,
            "render-error-encode",
            format = "apng",
            reason = e.to_string()
        ),
        AnimationError::Webp(e) => tr!(
            tr,
            "render-error-encode",
            format = "webp",
            reason = e.to_string()
        ),
        AnimationError::Stopped => tr!(tr, "render-error-stopped"),
        AnimationError::Write(e) => tr!(tr, "render-error-write", reason = e.to_string()),
    }
}

english_display!(
    FigureError => figure_error,
    SheetError => sheet_error,
    PlotError => plot_error,
    RasterError => raster_error,
    PdfError => pdf_error,
    AnimationError => animation_error,
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_a_scale_too_large_is_said_in_german_numbers() {
        let e = RasterError::Size {
            scale: 2.5,
            width: 20_480.0,
            height: 15_360.0,
        };
        assert_eq!(
            raster_error(Tr::shared(Lang::De), &e),
            "Der Maßstab 2,5 ergibt ein Bild von 20.480 × 15.360\u{a0}Pixeln; bitte einen Maßstab \
             wählen, bei dem beide Seiten zwischen 1 und 8.192\u{a0}Pixeln liegen."
        );
        assert!(
            e.to_string()
                .starts_with("a scale of 2.5 makes the picture 20,480 × 15,360")
        );
    }
}
