//! Figures → an animated GIF: each frame is a figure's SVG rasterised with
//! resvg (the PNG export's path, so text and colours match the exported PNG
//! of the same step), placed at one common scale in a fixed-size canvas, and
//! encoded with the `gif` crate.
//!
//! Colours: one palette for the whole animation, the 256 most frequent
//! colours of its first, middle and last frames — the board's flat fills,
//! the text and the commonest anti-aliased edges — and every other pixel
//! mapped to its nearest entry, without dithering, so flat areas stay flat
//! and compress well. Each frame after the first stores only the rectangle
//! that changed. The last frame is held for [`LAST_FRAME_HOLD_CS`].

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use resvg::tiny_skia::{Color, Pixmap, Transform};

use super::Figure;
use super::raster::{self, RasterError};

/// The largest frame side in pixels.
pub const MAX_SIDE: u32 = 4096;
/// The smallest frame side in pixels (below it no tile can be told apart).
pub const MIN_SIDE: u32 = 64;
/// The most frames a second (GIF delays are whole hundredths of a second,
/// and most viewers slow anything faster than 50 down).
pub const MAX_FPS: u32 = 50;
/// How long the last frame stays, in hundredths of a second.
pub const LAST_FRAME_HOLD_CS: u16 = 300;
/// Colours in a GIF palette.
const PALETTE_COLOURS: usize = 256;

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
    #[error("an animation needs at least one frame")]
    Empty,
    /// A frame could not be rasterised.
    #[error(transparent)]
    Raster(#[from] RasterError),
    /// The GIF encoder failed.
    #[error("the GIF could not be encoded: {0}")]
    Encode(#[from] gif::EncodingError),
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

/// The animation's palette: the most frequent colours of `frames` (RGBA),
/// most frequent first.
#[must_use]
pub fn palette_of(frames: &[&[u8]]) -> Vec<[u8; 3]> {
    let mut counts: HashMap<[u8; 3], u64> = HashMap::new();
    for frame in frames {
        for px in frame.chunks_exact(4) {
            *counts.entry([px[0], px[1], px[2]]).or_default() += 1;
        }
    }
    let mut colours: Vec<([u8; 3], u64)> = counts.into_iter().collect();
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    colours
        .into_iter()
        .take(PALETTE_COLOURS)
        .map(|(c, _)| c)
        .collect()
}

/// Maps colours to their nearest palette entry, remembering each answer.
struct Quantiser {
    palette: Vec<[u8; 3]>,
    known: HashMap<[u8; 3], u8>,
}

impl Quantiser {
    fn new(palette: Vec<[u8; 3]>) -> Quantiser {
        let known = palette
            .iter()
            .enumerate()
            .filter_map(|(i, c)| Some((*c, u8::try_from(i).ok()?)))
            .collect();
        Quantiser { palette, known }
    }

    /// The nearest entry, by a weighted RGB distance (green counts most).
    fn index(&mut self, c: [u8; 3]) -> u8 {
        if let Some(i) = self.known.get(&c) {
            return *i;
        }
        let distance = |p: &[u8; 3]| {
            let d = |a: u8, b: u8| i32::from(a) - i32::from(b);
            let (r, g, b) = (d(c[0], p[0]), d(c[1], p[1]), d(c[2], p[2]));
            2 * r * r + 4 * g * g + 3 * b * b
        };
        let best = (0..self.palette.len())
            .min_by_key(|&i| self.palette.get(i).map_or(i32::MAX, distance))
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(0);
        self.known.insert(c, best);
        best
    }

    fn frame(&mut self, rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4)
            .map(|px| self.index([px[0], px[1], px[2]]))
            .collect()
    }
}

/// The smallest rectangle (left, top, width, height) holding every pixel
/// where `a` and `b` differ, or a single pixel when none does.
fn changed_rect(a: &[u8], b: &[u8], width: usize) -> (usize, usize, usize, usize) {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, (p, q)) in a.iter().zip(b).enumerate() {
        if p != q {
            let (x, y) = (i % width, i / width);
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    if x0 == usize::MAX {
        return (0, 0, 1, 1);
    }
    (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
}

/// Encodes `figures` as a looping GIF, calling `progress(done, total)` after
/// each frame.
pub fn encode_gif(
    figures: &[Figure],
    options: &AnimationOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Vec<u8>, AnimationError> {
    let size = options.size;
    let place = placement(figures, size)?;
    let (Some(first), Some(last)) = (figures.first(), figures.last()) else {
        return Err(AnimationError::Empty);
    };
    let middle = figures.get(figures.len() / 2).unwrap_or(first);
    let samples = [first, middle, last]
        .into_iter()
        .map(|f| render_frame(f, place, size))
        .collect::<Result<Vec<_>, _>>()?;
    let sample_refs: Vec<&[u8]> = samples.iter().map(Vec::as_slice).collect();
    let palette = palette_of(&sample_refs);
    let flat: Vec<u8> = palette.iter().flatten().copied().collect();
    let mut quantiser = Quantiser::new(palette);

    let (w16, h16) = (
        u16::try_from(size.width).unwrap_or(u16::MAX),
        u16::try_from(size.height).unwrap_or(u16::MAX),
    );
    let width = usize::from(w16);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, w16, h16, &flat)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let mut previous: Option<Vec<u8>> = None;
        let total = figures.len();
        for (i, figure) in figures.iter().enumerate() {
            let indices = quantiser.frame(&render_frame(figure, place, size)?);
            let (x, y, fw, fh) = match &previous {
                Some(p) => changed_rect(p, &indices, width),
                None => (0, 0, width, usize::from(h16)),
            };
            let buffer: Vec<u8> = (y..y + fh)
                .flat_map(|row| {
                    let start = row * width + x;
                    indices
                        .get(start..start + fw)
                        .unwrap_or(&[])
                        .iter()
                        .copied()
                })
                .collect();
            let delay = if i + 1 == total {
                options.delay_cs().max(LAST_FRAME_HOLD_CS)
            } else {
                options.delay_cs()
            };
            let to16 = |v: usize| u16::try_from(v).unwrap_or(u16::MAX);
            let frame = gif::Frame {
                delay,
                dispose: gif::DisposalMethod::Keep,
                left: to16(x),
                top: to16(y),
                width: to16(fw),
                height: to16(fh),
                buffer: buffer.into(),
                ..gif::Frame::default()
            };
            encoder.write_frame(&frame)?;
            previous = Some(indices);
            progress(i + 1, total);
        }
    }
    Ok(out)
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

    #[test]
    fn test_changed_rect_bounds_the_difference() {
        let a = [0u8; 12];
        let mut b = a;
        b[5] = 1; // (1, 1) in a 4-wide image
        b[10] = 1; // (2, 2)
        assert_eq!(changed_rect(&a, &b, 4), (1, 1, 2, 2));
        assert_eq!(changed_rect(&a, &a, 4), (0, 0, 1, 1));
    }

    #[test]
    fn test_palette_keeps_exact_colours_and_maps_others_to_the_nearest() {
        let frame = [255, 255, 255, 255, 255, 255, 255, 255, 10, 20, 30, 255];
        let palette = palette_of(&[&frame]);
        assert_eq!(palette, [[255, 255, 255], [10, 20, 30]]);
        let mut q = Quantiser::new(palette);
        assert_eq!(q.frame(&[250, 250, 250, 255, 12, 18, 33, 255]), [0, 1]);
    }
}
