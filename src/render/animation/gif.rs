//! The GIF encoder: one palette for the whole animation, the 255 most
//! frequent colours of its first, middle and last frames — the board's flat
//! fills, the text and the commonest anti-aliased edges — and every other
//! pixel mapped to its nearest entry, without dithering, so flat areas stay
//! flat and compress well. Each frame after the first stores only the
//! rectangle whose palette indices changed, and inside it every pixel that
//! did not change as the transparent "unchanged" index.
//!
//! The nearest entry of every colour is remembered in a table indexed by the
//! colour itself (2²⁴ bytes): a pixel costs one load, not a hash-map lookup
//! (which took a third of the whole export with std's SipHash).

use std::collections::HashMap;
use std::io::Write;

use super::{
    AnimationError, AnimationOptions, Figure, LAST_FRAME_HOLD_CS, Placement, changed_rect, crop,
    placement, render_frame,
};

/// Colours of the animation's palette: a GIF palette's 256 less the one
/// index kept for "unchanged".
const PALETTE_COLOURS: usize = 255;
/// The palette index of a pixel that stays as the previous frame left it
/// (transparent, over a kept frame).
const UNCHANGED: u8 = 255;

/// The animation's palette: the most frequent colours of `frames` (RGBA),
/// most frequent first.
#[must_use]
pub(super) fn palette_of(frames: &[&[u8]]) -> Vec<[u8; 3]> {
    let mut counts: HashMap<[u8; 3], u64> = HashMap::new();
    for frame in frames {
        // Runs of one colour (the board's flat fills) are counted at once:
        // one map lookup a run, not a pixel.
        let mut run: Option<([u8; 3], u64)> = None;
        for px in frame.chunks_exact(4) {
            let c = [px[0], px[1], px[2]];
            match &mut run {
                Some((colour, n)) if *colour == c => *n += 1,
                _ => {
                    if let Some((colour, n)) = run.replace((c, 1)) {
                        *counts.entry(colour).or_default() += n;
                    }
                }
            }
        }
        if let Some((colour, n)) = run {
            *counts.entry(colour).or_default() += n;
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

/// A colour's place in [`Quantiser`]'s table.
fn key(c: [u8; 3]) -> usize {
    (usize::from(c[0]) << 16) | (usize::from(c[1]) << 8) | usize::from(c[2])
}

/// The table's mark of a colour not looked up yet (no palette index is
/// [`UNCHANGED`]).
const UNKNOWN: u8 = UNCHANGED;

/// Maps colours to their nearest palette entry, remembering each answer in
/// a table with a byte for every 24-bit colour.
struct Quantiser {
    palette: Vec<[u8; 3]>,
    known: Vec<u8>,
}

impl Quantiser {
    fn new(palette: Vec<[u8; 3]>) -> Quantiser {
        let mut known = vec![UNKNOWN; 1 << 24];
        for (i, c) in palette.iter().enumerate() {
            if let (Some(slot), Ok(i)) = (known.get_mut(key(*c)), u8::try_from(i))
                && i != UNKNOWN
            {
                *slot = i;
            }
        }
        Quantiser { palette, known }
    }

    /// The nearest entry, by a weighted RGB distance (green counts most).
    fn index(&mut self, c: [u8; 3]) -> u8 {
        let k = key(c);
        if let Some(i) = self.known.get(k).filter(|i| **i != UNKNOWN) {
            return *i;
        }
        let best = nearest(&self.palette, c);
        if let Some(slot) = self.known.get_mut(k) {
            *slot = best;
        }
        best
    }

    fn frame(&mut self, rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4)
            .map(|px| self.index([px[0], px[1], px[2]]))
            .collect()
    }
}

/// The index of `palette`'s entry nearest to `c`, by a weighted RGB
/// distance (green counts most); the first of equals.
fn nearest(palette: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let distance = |p: &[u8; 3]| {
        let d = |a: u8, b: u8| i32::from(a) - i32::from(b);
        let (r, g, b) = (d(c[0], p[0]), d(c[1], p[1]), d(c[2], p[2]));
        2 * r * r + 4 * g * g + 3 * b * b
    };
    (0..palette.len())
        .min_by_key(|&i| palette.get(i).map_or(i32::MAX, distance))
        .and_then(|i| u8::try_from(i).ok())
        .unwrap_or(0)
}

/// A looping GIF being encoded into `W`, a frame at a time.
pub(super) struct Gif<W: Write> {
    encoder: ::gif::Encoder<W>,
    quantiser: Quantiser,
    place: Placement,
    options: AnimationOptions,
    total: usize,
    /// The frames written so far.
    done: usize,
    /// The last frame's palette indices.
    previous: Option<Vec<u8>>,
}

impl<W: Write> Gif<W> {
    /// The header of an animation of `figures`, written to `out`, with its
    /// palette from the first, middle and last frames.
    pub(super) fn new(
        figures: &[Figure],
        options: &AnimationOptions,
        out: W,
    ) -> Result<Gif<W>, AnimationError> {
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
        let mut flat: Vec<u8> = palette.iter().flatten().copied().collect();
        // The "unchanged" entry (its colour is never shown).
        flat.resize(3 * (usize::from(UNCHANGED) + 1), 0);
        let (w16, h16) = sides(options);
        let mut encoder = ::gif::Encoder::new(out, w16, h16, &flat)?;
        encoder.set_repeat(::gif::Repeat::Infinite)?;
        Ok(Gif {
            encoder,
            quantiser: Quantiser::new(palette),
            place,
            options: *options,
            total: figures.len(),
            done: 0,
            previous: None,
        })
    }

    /// Renders and writes the next frame, `figure`.
    pub(super) fn add(&mut self, figure: &Figure) -> Result<(), AnimationError> {
        let options = &self.options;
        let (w16, h16) = sides(options);
        let width = usize::from(w16);
        let indices = self
            .quantiser
            .frame(&render_frame(figure, self.place, options.size)?);
        let (x, y, fw, fh) = match &self.previous {
            Some(p) => changed_rect(p, &indices, width),
            None => (0, 0, width, usize::from(h16)),
        };
        let mut buffer = crop(&indices, width, 1, (x, y, fw, fh));
        // Inside the changed rectangle, what did not change is
        // transparent over the previous frame: long runs of one index,
        // which LZW compresses to almost nothing.
        let transparent = self.previous.as_ref().map(|p| {
            let before = crop(p, width, 1, (x, y, fw, fh));
            for (now, was) in buffer.iter_mut().zip(before) {
                if *now == was {
                    *now = UNCHANGED;
                }
            }
            UNCHANGED
        });
        let delay = if self.done + 1 == self.total {
            options.delay_cs().max(LAST_FRAME_HOLD_CS)
        } else {
            options.delay_cs()
        };
        let to16 = |v: usize| u16::try_from(v).unwrap_or(u16::MAX);
        let frame = ::gif::Frame {
            delay,
            dispose: ::gif::DisposalMethod::Keep,
            left: to16(x),
            top: to16(y),
            width: to16(fw),
            height: to16(fh),
            buffer: buffer.into(),
            transparent,
            ..::gif::Frame::default()
        };
        self.encoder.write_frame(&frame)?;
        self.previous = Some(indices);
        self.done += 1;
        Ok(())
    }

    /// Ends the file (its trailer); gives the sink back.
    pub(super) fn finish(self) -> Result<W, AnimationError> {
        Ok(self.encoder.into_inner()?)
    }
}

/// The frame's sides as a GIF stores them.
fn sides(options: &AnimationOptions) -> (u16, u16) {
    let size = options.size;
    (
        u16::try_from(size.width).unwrap_or(u16::MAX),
        u16::try_from(size.height).unwrap_or(u16::MAX),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_palette_keeps_exact_colours_and_maps_others_to_the_nearest() {
        let frame = [255, 255, 255, 255, 255, 255, 255, 255, 10, 20, 30, 255];
        let palette = palette_of(&[&frame]);
        assert_eq!(palette, [[255, 255, 255], [10, 20, 30]]);
        let mut q = Quantiser::new(palette);
        assert_eq!(q.frame(&[250, 250, 250, 255, 12, 18, 33, 255]), [0, 1]);
    }

    /// A fixed frame of many colours (a pseudo-random walk, with runs):
    /// the table gives every pixel the index a search of the whole palette
    /// gives, and asked again the same; the palette counts runs as pixels.
    #[test]
    fn test_the_table_gives_the_nearest_entry_of_every_pixel() {
        let mut state = 0x2545_f491_u32;
        let mut frame = Vec::new();
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let [r, g, b, run] = state.to_le_bytes();
            for _ in 0..=(run % 4) {
                frame.extend([r & 0xF0, g, b | 0x0F, 255]);
            }
        }
        let palette = palette_of(&[&frame]);
        assert_eq!(palette.len(), PALETTE_COLOURS);
        // The palette's first colour is the commonest, counted pixel by pixel.
        let mut naive: HashMap<[u8; 3], u64> = HashMap::new();
        for px in frame.chunks_exact(4) {
            *naive.entry([px[0], px[1], px[2]]).or_default() += 1;
        }
        let most = naive.values().copied().max().unwrap_or(0);
        assert_eq!(naive.get(&palette[0]).copied(), Some(most));
        let mut q = Quantiser::new(palette.clone());
        let want: Vec<u8> = frame
            .chunks_exact(4)
            .map(|px| nearest(&palette, [px[0], px[1], px[2]]))
            .collect();
        assert_eq!(q.frame(&frame), want);
        assert_eq!(q.frame(&frame), want, "asked again");
        assert!(want.iter().all(|i| *i != UNCHANGED));
    }
}
