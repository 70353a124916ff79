//! A line of text in a drawing: where it sits, its font and colour, and the
//! two ways figures place one (centred on a point, or from a baseline start).

use super::colour::Rgba;
use super::font::{self, Weight};
use super::points::{Pt, Rect};

/// Where a text's `at` point sits on its baseline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Anchor {
    /// `at` is the left end.
    #[default]
    Start,
    /// `at` is the middle.
    Middle,
    /// `at` is the right end.
    End,
}

impl Anchor {
    /// The fraction of the text's width left of `at`.
    #[must_use]
    pub const fn fraction(self) -> f32 {
        match self {
            Anchor::Start => 0.0,
            Anchor::Middle => 0.5,
            Anchor::End => 1.0,
        }
    }
}

/// A single line of text.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    /// The point on the baseline given by `anchor`.
    pub at: Pt,
    /// The text.
    pub text: String,
    /// Font size in pixels.
    pub size: f32,
    /// Regular or bold.
    pub weight: Weight,
    /// Horizontal anchor.
    pub anchor: Anchor,
    /// Colour.
    pub colour: Rgba,
    /// A halo of this colour around the glyphs, to stay readable over lines.
    pub halo: Option<Rgba>,
    /// Rotation in degrees, clockwise, about `at` (chart axis titles use −90).
    pub rotation: f32,
}

impl Text {
    /// Its advance width, from the embedded font.
    #[must_use]
    pub fn width(&self) -> f32 {
        font::text_width(&self.text, self.size, self.weight)
    }

    /// The left end of its baseline (unrotated).
    #[must_use]
    pub fn left(&self) -> f32 {
        self.at.x - self.anchor.fraction() * self.width()
    }

    /// The box its glyphs take (unrotated, without a halo): its advance
    /// wide, from the capitals' top to the descenders' foot.
    #[must_use]
    pub fn bounds(&self) -> Rect {
        let m = font::metrics(self.weight);
        let top = self.at.y - m.cap_height * self.size;
        Rect::from_size(
            Pt::new(self.left(), top),
            self.width(),
            (m.cap_height + m.descent) * self.size,
        )
    }
}

/// A text placed with its capital letters centred on `centre`.
#[must_use]
pub fn centred_text(
    centre: Pt,
    text: impl Into<String>,
    size: f32,
    weight: Weight,
    colour: Rgba,
) -> Text {
    let cap = font::metrics(weight).cap_height * size;
    let at = Pt::new(centre.x, centre.y + cap / 2.0);
    Text {
        anchor: Anchor::Middle,
        ..text_at(at, text, size, weight, colour)
    }
}

/// A text starting at `at` on its baseline.
#[must_use]
pub fn text_at(at: Pt, text: impl Into<String>, size: f32, weight: Weight, colour: Rgba) -> Text {
    Text {
        at,
        text: text.into(),
        size,
        weight,
        anchor: Anchor::Start,
        colour,
        halo: None,
        rotation: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_centred_text_straddles_the_centre() {
        let t = centred_text(
            Pt::new(50.0, 50.0),
            "A",
            20.0,
            Weight::Bold,
            Rgba::rgb(0, 0, 0),
        );
        let cap = font::metrics(Weight::Bold).cap_height * 20.0;
        assert!((t.at.y - cap / 2.0 - 50.0).abs() < 1e-4);
        assert!((t.left() + t.width() / 2.0 - 50.0).abs() < 1e-4);
    }
}
