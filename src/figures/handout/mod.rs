//! The printed documents, page by page, built from the same scenes and charts
//! as the window and the figure exports: which pages a document has, what
//! each says and where everything sits (drawn into PDF by
//! [`crate::render::pdf`]).
//!
//! * [`lesson`] — one landscape page per slide of the lesson;
//! * [`alt`] — what a printed board or chart says to a screen reader;
//! * [`exercises`] — exercises generated from a seed, answered by the engine;
//! * [`bit_layout`] — the 64-bit layout printed beside a question about bits;
//! * [`worksheet`] — the worksheet's pages and its answer key;
//! * [`guide`] — the teacher's guide, one page.
//!
//! Here are the pieces both share: a column of wrapped text
//! ([`TextColumn`]) and the footer with the page number.

pub mod alt;
pub mod bit_layout;
pub mod exercises;
pub mod guide;
pub mod lesson;
pub mod worksheet;

use crate::render::font::{self, Weight};
use crate::render::frame::wrap;
use crate::render::pdf::{Block, Role};
use crate::render::text::text_at;
use crate::render::{Class, Drawing, Pt, Rgba, Shape};

/// Line height as a multiple of the text size.
pub const LINE: f32 = 1.3;
/// Space after a paragraph, as a multiple of the text size.
pub const PARAGRAPH_GAP: f32 = 0.55;

/// One paragraph of a text column.
#[derive(Clone, Debug, PartialEq)]
pub struct Paragraph {
    /// The words.
    pub text: String,
    /// Its size relative to the column's body size.
    pub scale: f32,
    /// Regular or bold.
    pub weight: Weight,
    /// Its colour.
    pub colour: Rgba,
    /// What it is to a screen reader.
    pub role: Role,
}

impl Paragraph {
    /// A paragraph of body text.
    #[must_use]
    pub fn body(text: impl Into<String>, colour: Rgba) -> Paragraph {
        Paragraph {
            text: text.into(),
            scale: 1.0,
            weight: Weight::Regular,
            colour,
            role: Role::Paragraph,
        }
    }
}

/// Paragraphs set one under the other in a column `width` points wide.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TextColumn {
    /// The paragraphs, top to bottom.
    pub paragraphs: Vec<Paragraph>,
}

impl TextColumn {
    /// The height the column takes with body text `size` points high.
    #[must_use]
    pub fn height(&self, size: f32, width: f32) -> f32 {
        self.paragraphs
            .iter()
            .map(|p| {
                let s = size * p.scale;
                wrap(&p.text, s, p.weight, width).len() as f32 * s * LINE + size * PARAGRAPH_GAP
            })
            .sum()
    }

    /// The largest body size from `wanted` down (to half of it) at which the
    /// column fits `room` points.
    #[must_use]
    pub fn fit(&self, wanted: f32, width: f32, room: f32) -> f32 {
        let mut size = wanted;
        while size > wanted * 0.5 && self.height(size, width) > room {
            size *= 0.95;
        }
        size
    }

    /// One block per paragraph, from `at` down, body text `size` points
    /// high; returns the blocks and the height used.
    #[must_use]
    pub fn blocks(&self, at: Pt, size: f32, width: f32) -> (Vec<Block>, f32) {
        let mut y = at.y;
        let mut out = Vec::new();
        for p in &self.paragraphs {
            let s = size * p.scale;
            let lines = wrap(&p.text, s, p.weight, width);
            let d = lines_drawing(&lines, s, p.weight, p.colour, width);
            let h = d.height;
            out.push(Block {
                drawing: d,
                at: Pt::new(at.x, y),
                scale: 1.0,
                role: p.role.clone(),
            });
            y += h + size * PARAGRAPH_GAP;
        }
        (out, y - at.y)
    }
}

/// `lines` set from the top left, each `size` points high, in a drawing as
/// wide as `width` and transparent; its title is the text (the heading's
/// name for a screen reader).
#[must_use]
pub fn lines_drawing(
    lines: &[String],
    size: f32,
    weight: Weight,
    colour: Rgba,
    width: f32,
) -> Drawing {
    let height = (lines.len() as f32 * size * LINE).max(1.0);
    let mut d = Drawing::new(width.max(1.0), height, Rgba::default());
    d.title = lines.join(" ");
    let ascent = font::metrics(weight).ascent * size;
    for (i, line) in lines.iter().enumerate() {
        let baseline = i as f32 * size * LINE + ascent;
        d.push(
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(0.0, baseline),
                line.clone(),
                size,
                weight,
                colour,
            )),
        );
    }
    d
}

/// The lines of the page furniture (the footer): `left` (the settings)
/// wrapped at `width`, `right` (the version and the page number) at the
/// right end of the last line, or of a line of its own when the settings'
/// last line leaves no room. Nothing is cut: a long German settings line
/// takes a second line.
#[must_use]
pub fn footer_lines(left: &str, right: &str, width: f32, size: f32) -> (Vec<String>, bool) {
    let right_w = font::text_width(right, size, Weight::Regular);
    let mut lines = wrap(left, size, Weight::Regular, width);
    let last = lines
        .last()
        .map_or(0.0, |l| font::text_width(l, size, Weight::Regular));
    let beside = lines.is_empty() || last + size + right_w <= width;
    if lines.is_empty() {
        lines.push(String::new());
    }
    (lines, beside)
}

/// The height the footer of `left` and `right` takes.
#[must_use]
pub fn footer_height(left: &str, right: &str, width: f32, size: f32) -> f32 {
    let (lines, beside) = footer_lines(left, right, width, size);
    (lines.len() + usize::from(!beside)) as f32 * size * LINE
}

/// The page furniture (the footer): `left` at the left margin and `right`
/// at the right, `size` points high, its first line's top at `y`, as
/// [`footer_lines`] sets them.
#[must_use]
pub fn footer(
    left: &str,
    right: &str,
    x: f32,
    y: f32,
    width: f32,
    size: f32,
    colour: Rgba,
) -> Block {
    let (lines, beside) = footer_lines(left, right, width, size);
    let count = lines.len() + usize::from(!beside);
    let mut d = Drawing::new(width.max(1.0), count as f32 * size * LINE, Rgba::default());
    let ascent = font::metrics(Weight::Regular).ascent * size;
    let baseline = |i: usize| ascent + i as f32 * size * LINE;
    for (i, line) in lines.iter().enumerate() {
        d.push(
            Class::Caption,
            Shape::Text(text_at(
                Pt::new(0.0, baseline(i)),
                line.clone(),
                size,
                Weight::Regular,
                colour,
            )),
        );
    }
    let right_w = font::text_width(right, size, Weight::Regular);
    d.push(
        Class::Caption,
        Shape::Text(text_at(
            Pt::new(width - right_w, baseline(count - 1)),
            right.to_owned(),
            size,
            Weight::Regular,
            colour,
        )),
    );
    Block {
        drawing: d,
        at: Pt::new(x, y),
        scale: 1.0,
        role: Role::Artifact,
    }
}

/// `drawing` scaled to fit `width` × `height` with its top left at `at`
/// (never enlarged more than `max_scale`).
#[must_use]
pub fn fitted(
    drawing: Drawing,
    at: Pt,
    width: f32,
    height: f32,
    max_scale: f32,
    role: Role,
) -> Block {
    let scale = (width / drawing.width.max(1.0))
        .min(height / drawing.height.max(1.0))
        .min(max_scale)
        .max(0.01);
    Block {
        drawing,
        at,
        scale,
        role,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_long_column_is_fitted_smaller() {
        let c = TextColumn {
            paragraphs: (0..20)
                .map(|i| {
                    Paragraph::body(
                        format!("line {i} with some words to wrap"),
                        Rgba::rgb(0, 0, 0),
                    )
                })
                .collect(),
        };
        let size = c.fit(20.0, 200.0, 300.0);
        assert!(size < 20.0);
        assert!(c.height(size, 200.0) <= 300.0 || size <= 10.0);
        let (blocks, used) = c.blocks(Pt::new(10.0, 10.0), size, 200.0);
        assert_eq!(blocks.len(), 20);
        assert!(used > 0.0);
    }
}
