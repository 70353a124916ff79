//! Figures → an animation: each frame is a figure's SVG (the figure the
//! window's view exports for that step) rasterised with resvg as the PNG
//! export is, so text and colours are the export's, but placed at one common
//! scale in a fixed-size canvas (not the export's pixels), and
//! encoded as GIF (`gif.rs`, the `gif` crate: 255 colours and transparency), APNG
//! (`apng.rs`, the `png` crate: every colour, lossless) or WebP (`webp.rs`:
//! every colour, lossless, each frame compressed by the `image-webp` crate).
//! Each frame after the first stores only the rectangle that changed, and
//! the last frame is held for [`LAST_FRAME_HOLD_CS`].

use std::fmt;
use std::io::{Cursor, Seek, Write};
use std::str::FromStr;

use resvg::tiny_skia::{Color, Pixmap, Transform};

use super::Figure;
use super::raster::{self, RasterError};

mod apng;
mod frames;
mod gif;
mod webp;

use frames::{changed_rect, changes_only, crop};

/// The largest frame side in pixels.
pub const MAX_SIDE: u32 = 4096;
/// The smallest frame side in pixels (below it no tile can be told apart).
pub const MIN_SIDE: u32 = 64;
/// The most frames a second (GIF delays are whole hundredths of a second,
/// and most viewers slow anything faster than 50 down).
pub const MAX_FPS: u32 = 50;
/// How long the last frame stays, in hundredths of a second.
pub const LAST_FRAME_HOLD_CS: u16 = 300;

/// The animation file formats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AnimationFormat {
    /// An animated GIF: 255 colours and transparency, the smallest viewers'
    /// common ground.
    #[default]
    Gif,
    /// An animated PNG: every colour, lossless; shown by every current
    /// browser and most slide programs.
    Apng,
    /// An animated WebP, lossless: every colour, but the largest file
    /// (about ten times the GIF, four times the APNG: the pure-Rust encoder
    /// writes its frames with little compression; libwebp makes files about
    /// a twelfth of the size, but is C, which the web and Windows builds
    /// would have to cross-compile).
    Webp,
}

// Every format, in the order they are offered.
crate::names::named_enum!(AnimationFormat, "animation format", {
    Gif => "gif",
    Apng => "apng",
    Webp => "webp",
});

impl AnimationFormat {
    /// The file extension (an APNG is a `.png` file).
    #[must_use]
    pub const fn extension(self) -> &'static str {
        match self {
            AnimationFormat::Gif => "gif",
            AnimationFormat::Apng => "png",
            AnimationFormat::Webp => "webp",
        }
    }
}

/// A frame's size in pixels, written `WxH`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameSize {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

impl fmt::Display for FrameSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl FromStr for FrameSize {
    type Err = String;

    /// `WxH`, both sides whole numbers from [`MIN_SIDE`] to [`MAX_SIDE`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let malformed = || "is not a size: write WIDTHxHEIGHT in pixels, e.g. 960x720".to_owned();
        let (w, h) = s.split_once(['x', 'X']).ok_or_else(malformed)?;
        let side = |v: &str| {
            if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
                return Err(malformed());
            }
            match v.parse::<u32>() {
                Ok(n) if (MIN_SIDE..=MAX_SIDE).contains(&n) => Ok(n),
                _ => Err(format!(
                    "has a side of {v} pixels: each side must be {MIN_SIDE} to {MAX_SIDE}"
                )),
            }
        };
        Ok(FrameSize {
            width: side(w)?,
            height: side(h)?,
        })
    }
}

/// How an animation is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnimationOptions {
    /// Every frame's size.
    pub size: FrameSize,
    /// Frames a second, 1 to [`MAX_FPS`].
    pub fps: u32,
}

impl AnimationOptions {
    /// Each frame's delay in hundredths of a second (the last one's is
    /// [`LAST_FRAME_HOLD_CS`] at least).
    #[must_use]
    pub fn delay_cs(&self) -> u16 {
        let fps = self.fps.clamp(1, MAX_FPS);
        u16::try_from((100 + fps / 2) / fps)
            .unwrap_or(u16::MAX)
            .max(2)
    }

    /// Frame `i`'s delay of `total` in milliseconds: 1/fps, the last held
    /// [`LAST_FRAME_HOLD_CS`] at least.
    #[must_use]
    pub fn delay_ms(&self, i: usize, total: usize) -> u32 {
        let fps = self.fps.clamp(1, MAX_FPS);
        let ms = (1000 + fps / 2) / fps;
        if i + 1 == total {
            ms.max(u32::from(LAST_FRAME_HOLD_CS) * 10)
        } else {
            ms
        }
    }
}

/// Where every frame's figure sits in the canvas: one scale for all, so
/// the board does not jump when a caption or legend grows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// Pixels per figure pixel (what [`Figure::png`] is given for the same
    /// picture).
    pub scale: f32,
    /// Pixels left of the figure.
    pub left: u32,
    /// Pixels above the figure.
    pub top: u32,
}

/// Why an animation could not be made.
#[derive(Debug, thiserror::Error)]
pub enum AnimationError {
    /// No frames.
    Empty,
    /// A frame could not be rasterised.
    Raster(#[from] RasterError),
    /// The GIF encoder failed.
    Gif(#[from] ::gif::EncodingError),
    /// The PNG encoder failed.
    Png(#[from] ::png::EncodingError),
    /// The WebP encoder failed.
    Webp(#[from] image_webp::EncodingError),
    /// Stopped before the last frame (cancelled).
    Stopped,
    /// The file being written refused the data (a full disk).
    Write(#[from] std::io::Error),
}

/// The common placement of `figures` in a canvas of `size`: the largest
/// scale at which each fits, centred on the largest of them.
pub fn placement(figures: &[Figure], size: FrameSize) -> Result<Placement, AnimationError> {
    let (w, h) = (size.width as f32, size.height as f32);
    let mut scale = f32::INFINITY;
    let (mut widest, mut tallest) = (0.0_f32, 0.0_f32);
    for f in figures {
        let (fw, fh) = (f.drawing.width, f.drawing.height);
        scale = scale.min(w / fw).min(h / fh);
        widest = widest.max(fw);
        tallest = tallest.max(fh);
    }
    if figures.is_empty() {
        return Err(AnimationError::Empty);
    }
    if !scale.is_finite() || scale <= 0.0 {
        return Err(AnimationError::Raster(RasterError::Size {
            scale,
            width: widest,
            height: tallest,
        }));
    }
    let gap = |total: f32, used: f32| ((total - used * scale) / 2.0).max(0.0).floor() as u32;
    Ok(Placement {
        scale,
        left: gap(w, widest),
        top: gap(h, tallest),
    })
}

/// One frame: `figure` at `place` on a canvas of `size` filled with the
/// figure's background, as RGBA bytes.
pub fn render_frame(
    figure: &Figure,
    place: Placement,
    size: FrameSize,
) -> Result<Vec<u8>, AnimationError> {
    let tree = raster::parse(&figure.svg())?;
    let too_big = || RasterError::Size {
        scale: place.scale,
        width: size.width as f32,
        height: size.height as f32,
    };
    let mut pixmap = Pixmap::new(size.width, size.height).ok_or_else(too_big)?;
    let bg = figure.drawing.background;
    pixmap.fill(Color::from_rgba8(bg.r, bg.g, bg.b, 255));
    let transform = Transform::from_row(
        place.scale,
        0.0,
        0.0,
        place.scale,
        place.left as f32,
        place.top as f32,
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    Ok(pixmap.take())
}

/// Where an animation is written as it is encoded: a file (seekable, so the
/// WebP container's size can be filled in at the end) or a buffer.
pub trait AnimationSink: Write + Seek {}

impl<T: Write + Seek + ?Sized> AnimationSink for T {}

/// An animation being encoded into `W` a frame at a time ([`AnimationEncoder::add`]),
/// nothing but the frame at hand and the one before held: the work of
/// [`encode_to`] in parts, so a page without threads can encode between its
/// frames. The same bytes either way.
pub struct AnimationEncoder<W: Write + Seek> {
    format: Encoding<W>,
    /// Where the animation starts in `W`.
    start: u64,
}

/// The encoder of each format.
enum Encoding<W: Write + Seek> {
    Gif(gif::Gif<W>),
    Apng(apng::Apng<W>),
    Webp(webp::Webp<W>),
}

impl<W: Write + Seek> AnimationEncoder<W> {
    /// Starts an animation of `figures` in `format` in `out` (its header,
    /// and a GIF's palette).
    ///
    /// # Errors
    /// No frames, a frame that cannot be rasterised, or `out` refusing the data.
    pub fn new(
        format: AnimationFormat,
        figures: &[Figure],
        options: &AnimationOptions,
        mut out: W,
    ) -> Result<AnimationEncoder<W>, AnimationError> {
        let start = out.stream_position()?;
        let format = match format {
            AnimationFormat::Gif => Encoding::Gif(gif::Gif::new(figures, options, out)?),
            AnimationFormat::Apng => Encoding::Apng(apng::Apng::new(figures, options, out)?),
            AnimationFormat::Webp => Encoding::Webp(webp::Webp::new(figures, options, out)?),
        };
        Ok(AnimationEncoder { format, start })
    }

    /// Renders and encodes the next frame, `figure` (one of the figures
    /// the encoder was started with, in their order).
    ///
    /// # Errors
    /// A frame that cannot be rasterised or encoded, or `out` refusing the data.
    pub fn add(&mut self, figure: &Figure) -> Result<(), AnimationError> {
        match &mut self.format {
            Encoding::Gif(e) => e.add(figure),
            Encoding::Apng(e) => e.add(figure),
            Encoding::Webp(e) => e.add(figure),
        }
    }

    /// Ends the animation; gives `out` back with the bytes written.
    ///
    /// # Errors
    /// `out` refusing the data.
    pub fn finish(self) -> Result<(W, u64), AnimationError> {
        let mut out = match self.format {
            Encoding::Gif(e) => e.finish()?,
            Encoding::Apng(e) => e.finish()?,
            Encoding::Webp(e) => e.finish()?,
        };
        out.flush()?;
        let bytes = out.stream_position()?.saturating_sub(self.start);
        Ok((out, bytes))
    }
}

/// Encodes `figures` as a looping animation in `format` into `out`, frame
/// by frame as each is rendered (nothing but the frame at hand and the one
/// before is held), calling `progress(done, total)` after each frame; it
/// returns `false` to stop ([`AnimationError::Stopped`]). Returns the bytes
/// written.
pub fn encode_to(
    format: AnimationFormat,
    figures: &[Figure],
    options: &AnimationOptions,
    progress: &mut dyn FnMut(usize, usize) -> bool,
    out: &mut dyn AnimationSink,
) -> Result<u64, AnimationError> {
    let mut encoder = AnimationEncoder::new(format, figures, options, out)?;
    for (i, figure) in figures.iter().enumerate() {
        encoder.add(figure)?;
        if !progress(i + 1, figures.len()) {
            return Err(AnimationError::Stopped);
        }
    }
    Ok(encoder.finish()?.1)
}

/// [`encode_to`] into memory: the animation's bytes.
pub fn encode(
    format: AnimationFormat,
    figures: &[Figure],
    options: &AnimationOptions,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Vec<u8>, AnimationError> {
    let mut out = Cursor::new(Vec::new());
    encode_to(format, figures, options, progress, &mut out)?;
    Ok(out.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_sizes_parse_within_bounds() {
        assert_eq!(
            "960x720".parse(),
            Ok(FrameSize {
                width: 960,
                height: 720
            })
        );
        for bad in [
            "",
            "960",
            "960x",
            "x720",
            "-960x720",
            "960x720x2",
            "9 60x720",
            "1e3x720",
        ] {
            assert!(bad.parse::<FrameSize>().is_err(), "{bad:?}");
        }
        assert!("63x720".parse::<FrameSize>().is_err());
        assert!("4097x720".parse::<FrameSize>().is_err());
        assert!("4096x64".parse::<FrameSize>().is_ok());
    }

    #[test]
    fn test_delays_round_to_hundredths() {
        let at = |fps| {
            AnimationOptions {
                size: FrameSize {
                    width: 64,
                    height: 64,
                },
                fps,
            }
            .delay_cs()
        };
        assert_eq!(at(1), 100);
        assert_eq!(at(4), 25);
        assert_eq!(at(3), 33);
        assert_eq!(at(50), 2);
    }
}
