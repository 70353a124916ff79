//! The frames every encoder shares: each figure rendered in turn at one
//! placement, the rectangle that changed since the frame before, and the
//! crops an encoder stores of it.

use super::{AnimationError, FrameSize, Placement, placement, render_frame};
use crate::render::Figure;

/// The smallest rectangle (left, top, width, height) holding every pixel
/// where `a` and `b` differ, or a single pixel when none does.
pub(super) fn changed_rect<T: PartialEq>(
    a: &[T],
    b: &[T],
    width: usize,
) -> (usize, usize, usize, usize) {
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

/// The rows `y..y + h`, columns `x..x + w` of an image `width` pixels wide
/// with `channels` bytes a pixel.
pub(super) fn crop(
    image: &[u8],
    width: usize,
    channels: usize,
    (x, y, w, h): (usize, usize, usize, usize),
) -> Vec<u8> {
    (y..y + h)
        .flat_map(|row| {
            let start = (row * width + x) * channels;
            image
                .get(start..start + w * channels)
                .unwrap_or(&[])
                .iter()
                .copied()
        })
        .collect()
}

/// The rectangle `rect` of `rgba` (every pixel opaque: the canvas is
/// filled first), each pixel that `previous` already had there made fully
/// transparent, so a frame drawn over the one before stores mostly runs of
/// zeros.
pub(super) fn changes_only(
    rgba: &[u8],
    previous: Option<&[u8]>,
    width: usize,
    rect: (usize, usize, usize, usize),
) -> Vec<u8> {
    let mut now = crop(rgba, width, 4, rect);
    if let Some(before) = previous.map(|p| crop(p, width, 4, rect)) {
        for (px, was) in now.chunks_exact_mut(4).zip(before.chunks_exact(4)) {
            if px == was {
                px.fill(0);
            }
        }
    }
    now
}

/// Each frame's pixels as one number each, for finding what changed.
fn pixels(rgba: &[u8]) -> Vec<u32> {
    rgba.chunks_exact(4)
        .map(|px| u32::from_le_bytes([px[0], px[1], px[2], px[3]]))
        .collect()
}

/// One rendered frame as the encoders see it.
pub(super) struct FrameView<'a> {
    /// Its place in the animation.
    pub index: usize,
    /// Its pixels (RGBA, opaque).
    pub rgba: &'a [u8],
    /// The previous frame's pixels, if any.
    pub previous: Option<&'a [u8]>,
    /// The rectangle that changed since the previous frame (all of the
    /// first).
    pub rect: (usize, usize, usize, usize),
}

/// The frames rendered so far, for the next one's changed rectangle: each
/// figure rendered in turn at one placement and handed to the encoder with
/// the frame before it.
pub(super) struct Rendered {
    place: Placement,
    size: FrameSize,
    /// The frames handed on so far.
    done: usize,
    /// The last frame's pixels, as bytes and as numbers.
    previous: Option<(Vec<u8>, Vec<u32>)>,
}

impl Rendered {
    /// None rendered yet, of an animation of `figures` in frames of `size`.
    pub(super) fn new(figures: &[Figure], size: FrameSize) -> Result<Rendered, AnimationError> {
        Ok(Rendered {
            place: placement(figures, size)?,
            size,
            done: 0,
            previous: None,
        })
    }

    /// Renders `figure` as the next frame and hands it to `write`.
    pub(super) fn next(
        &mut self,
        figure: &Figure,
        write: impl FnOnce(&FrameView<'_>) -> Result<(), AnimationError>,
    ) -> Result<(), AnimationError> {
        let (width, height) = (self.size.width as usize, self.size.height as usize);
        let rgba = render_frame(figure, self.place, self.size)?;
        let now = pixels(&rgba);
        let rect = match &self.previous {
            Some((_, p)) => changed_rect(p, &now, width),
            None => (0, 0, width, height),
        };
        write(&FrameView {
            index: self.done,
            rgba: &rgba,
            previous: self.previous.as_ref().map(|(p, _)| p.as_slice()),
            rect,
        })?;
        self.previous = Some((rgba, now));
        self.done += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_changed_rect_bounds_the_difference() {
        let a = [0u8; 12];
        let mut b = a;
        b[5] = 1; // (1, 1) in a 4-wide image
        b[10] = 1; // (2, 2)
        assert_eq!(changed_rect(&a, &b, 4), (1, 1, 2, 2));
        assert_eq!(changed_rect(&a, &a, 4), (0, 0, 1, 1));
    }
}
