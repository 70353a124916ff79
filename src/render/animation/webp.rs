//! The animated WebP writer: the container (RIFF `WEBP` with `VP8X`, `ANIM`
//! and one `ANMF` chunk a frame, as Google's WebP container specification
//! lays it out) written here, each frame's image compressed losslessly
//! (`VP8L`) by the `image-webp` crate. Each frame after the first stores
//! only the rectangle that changed (widened to even offsets, which the
//! format requires), whole and opaque, and replaces that rectangle without
//! blending: WebP's alpha blending (libwebp's and `image-webp`'s alike)
//! rounds an opaque pixel down by one, so transparent "unchanged" pixels
//! would cost the format its exactness.

use std::io::{Seek, SeekFrom, Write};

use image_webp::{ColorType, WebPEncoder};

use super::frames::Rendered;
use super::{AnimationError, AnimationOptions, Figure, crop};

/// `VP8X` flags: the file is an animation.
const ANIMATION_FLAGS: u8 = 1 << 1;
/// `ANMF` flags: do not blend (bit 1 set), do not dispose (bit 0 clear).
const NO_BLEND: u8 = 1 << 1;
/// Bytes before a simple WebP's first chunk: `RIFF`, size, `WEBP`.
const RIFF_HEADER: usize = 12;
/// The largest value of a 24-bit field.
const U24_MAX: u32 = (1 << 24) - 1;

/// The low three bytes of `v`, little-endian.
fn u24(v: u32) -> [u8; 3] {
    let b = v.min(U24_MAX).to_le_bytes();
    [b[0], b[1], b[2]]
}

/// Writes a chunk: its name, its length and its data, padded to even.
fn chunk(out: &mut dyn Write, name: &[u8; 4], data: &[u8]) -> std::io::Result<()> {
    out.write_all(name)?;
    out.write_all(&u32::try_from(data.len()).unwrap_or(u32::MAX).to_le_bytes())?;
    out.write_all(data)?;
    if data.len() % 2 == 1 {
        out.write_all(&[0])?;
    }
    Ok(())
}

/// One frame's image (RGB) as a `VP8L` chunk (name, length, data).
fn vp8l(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, AnimationError> {
    let mut file = Vec::new();
    WebPEncoder::new(&mut file).encode(rgb, width, height, ColorType::Rgb8)?;
    // A simple (metadata-free) WebP is the RIFF header and one VP8L chunk.
    Ok(file.get(RIFF_HEADER..).unwrap_or(&[]).to_vec())
}

/// The changed rectangle widened to start on even pixels.
fn even(rect: (usize, usize, usize, usize)) -> (usize, usize, usize, usize) {
    let (x, y, w, h) = rect;
    (x & !1, y & !1, w + (x & 1), h + (y & 1))
}

/// A looping lossless WebP being written into `W`, a frame at a time.
pub(super) struct Webp<W> {
    out: W,
    /// Where the file starts in `out`.
    start: u64,
    rendered: Rendered,
    options: AnimationOptions,
    total: usize,
}

impl<W: Write + Seek> Webp<W> {
    /// The header of an animation of `figures`, written to `out`; the RIFF
    /// header's size is written last, when it is known.
    pub(super) fn new(
        figures: &[Figure],
        options: &AnimationOptions,
        mut out: W,
    ) -> Result<Webp<W>, AnimationError> {
        let size = options.size;
        let rendered = Rendered::new(figures, size)?;
        let start = out.stream_position()?;
        // RIFF, its size (filled in at the end), WEBP.
        out.write_all(b"RIFF")?;
        out.write_all(&[0; 4])?;
        out.write_all(b"WEBP")?;
        // VP8X: flags, 3 reserved bytes, canvas width − 1 and height − 1.
        let mut vp8x = vec![ANIMATION_FLAGS, 0, 0, 0];
        vp8x.extend_from_slice(&u24(size.width - 1));
        vp8x.extend_from_slice(&u24(size.height - 1));
        chunk(&mut out, b"VP8X", &vp8x)?;
        // ANIM: background colour (BGRA, white) and loop count (0: for ever).
        chunk(&mut out, b"ANIM", &[255, 255, 255, 255, 0, 0])?;
        Ok(Webp {
            out,
            start,
            rendered,
            options: *options,
            total: figures.len(),
        })
    }

    /// Renders and writes the next frame, `figure`.
    pub(super) fn add(&mut self, figure: &Figure) -> Result<(), AnimationError> {
        let Webp {
            out,
            rendered,
            options,
            total,
            ..
        } = self;
        let size = options.size;
        let width = size.width as usize;
        rendered.next(figure, |frame| {
            let (x, y, w, h) = even(frame.rect);
            let (w, h) = (w.min(width - x), h.min(size.height as usize - y));
            let to32 = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
            let rgb: Vec<u8> = frame
                .rgba
                .chunks_exact(4)
                .flat_map(|px| [px[0], px[1], px[2]])
                .collect();
            let pixels = crop(&rgb, width, 3, (x, y, w, h));
            let mut anmf = Vec::new();
            anmf.extend_from_slice(&u24(to32(x / 2)));
            anmf.extend_from_slice(&u24(to32(y / 2)));
            anmf.extend_from_slice(&u24(to32(w) - 1));
            anmf.extend_from_slice(&u24(to32(h) - 1));
            anmf.extend_from_slice(&u24(options.delay_ms(frame.index, *total)));
            anmf.push(NO_BLEND);
            anmf.extend_from_slice(&vp8l(&pixels, to32(w), to32(h))?);
            chunk(&mut *out, b"ANMF", &anmf)?;
            Ok(())
        })
    }

    /// Fills in the RIFF header's size; gives the sink back.
    pub(super) fn finish(mut self) -> Result<W, AnimationError> {
        let out = &mut self.out;
        let end = out.stream_position()?;
        // The RIFF size counts everything after its own field.
        let riff_size = u32::try_from(end - self.start - 8).unwrap_or(u32::MAX);
        out.seek(SeekFrom::Start(self.start + 4))?;
        out.write_all(&riff_size.to_le_bytes())?;
        out.seek(SeekFrom::Start(end))?;
        Ok(self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_rectangles_start_on_even_pixels() {
        assert_eq!(even((3, 5, 2, 2)), (2, 4, 3, 3));
        assert_eq!(even((4, 6, 2, 2)), (4, 6, 2, 2));
    }
}
