//! The figures' one font, DejaVu Sans (regular and bold, from the `dejavu`
//! crate, under the DejaVu/Bitstream Vera licence), embedded so that a figure
//! looks the same on every machine: the SVG names it, the PNG is rasterised
//! with it, and the window paints with it.
//!
//! Text widths are measured by shaping with rustybuzz (the shaper that resvg
//! uses for the PNG), so boxes drawn around text fit in every output.

use std::sync::OnceLock;

use rustybuzz::{Face, UnicodeBuffer};

/// The font family name written into SVG files.
pub const FAMILY: &str = "DejaVu Sans";

/// Regular or bold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Weight {
    /// Normal text.
    #[default]
    Regular,
    /// Titles, piece numbers.
    Bold,
}

impl Weight {
    /// The CSS `font-weight` value.
    #[must_use]
    pub const fn css(self) -> u16 {
        match self {
            Weight::Regular => 400,
            Weight::Bold => 700,
        }
    }
}

/// The font file of a weight (TrueType bytes).
#[must_use]
pub fn bytes(weight: Weight) -> &'static [u8] {
    match weight {
        Weight::Regular => dejavu::sans::regular(),
        Weight::Bold => dejavu::sans::bold(),
    }
}

/// Vertical metrics of the font, as fractions of the font size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    /// Height of the ascender above the baseline.
    pub ascent: f32,
    /// Depth of the descender below the baseline (positive).
    pub descent: f32,
    /// Height of capital letters and digits.
    pub cap_height: f32,
}

/// Fallback metrics should a face ever fail to parse (DejaVu Sans's own).
const FALLBACK_METRICS: Metrics = Metrics {
    ascent: 0.928,
    descent: 0.236,
    cap_height: 0.729,
};
/// Fallback advance per character, as a fraction of the size.
const FALLBACK_ADVANCE: f32 = 0.62;

fn face(weight: Weight) -> Option<&'static Face<'static>> {
    static REGULAR: OnceLock<Option<Face<'static>>> = OnceLock::new();
    static BOLD: OnceLock<Option<Face<'static>>> = OnceLock::new();
    let cell = match weight {
        Weight::Regular => &REGULAR,
        Weight::Bold => &BOLD,
    };
    cell.get_or_init(|| Face::from_slice(bytes(weight), 0))
        .as_ref()
}

/// The font's vertical metrics.
#[must_use]
pub fn metrics(weight: Weight) -> Metrics {
    let Some(face) = face(weight) else {
        return FALLBACK_METRICS;
    };
    let em = face.units_per_em().max(1) as f32;
    Metrics {
        ascent: f32::from(face.ascender()) / em,
        descent: -f32::from(face.descender()) / em,
        cap_height: face
            .capital_height()
            .map_or(FALLBACK_METRICS.cap_height, |h| f32::from(h) / em),
    }
}

/// The advance width of `text` set in `size` px, shaped as resvg shapes it.
///
/// ```
/// use maedn::render::{text_width, Weight};
/// let w = text_width("19,462", 20.0, Weight::Regular);
/// assert!(w > 50.0 && w < 80.0);
/// assert!(text_width("19,462", 20.0, Weight::Bold) > w);
/// ```
#[must_use]
pub fn text_width(text: &str, size: f32, weight: Weight) -> f32 {
    let Some(face) = face(weight) else {
        return text.chars().count() as f32 * size * FALLBACK_ADVANCE;
    };
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    let shaped = rustybuzz::shape(face, &[], buffer);
    let units: i64 = shaped
        .glyph_positions()
        .iter()
        .map(|p| i64::from(p.x_advance))
        .sum();
    units as f32 * size / face.units_per_em().max(1) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// DejaVu Sans has the no-break space that joins numbers and units
    /// ([`crate::format::NBSP`]), as wide as a space, in both weights.
    #[test]
    fn test_the_no_break_space_has_a_glyph() {
        for w in [Weight::Regular, Weight::Bold] {
            let face = Face::from_slice(bytes(w), 0).expect("the embedded font");
            assert!(face.glyph_index(crate::format::NBSP).is_some(), "{w:?}");
            let (a, b) = (
                text_width("1 2", 10.0, w),
                text_width(&format!("1{}2", crate::format::NBSP), 10.0, w),
            );
            assert!((a - b).abs() < 0.01, "{w:?}: {a} {b}");
        }
    }

    #[test]
    fn test_both_faces_parse_and_measure() {
        for w in [Weight::Regular, Weight::Bold] {
            assert!(face(w).is_some(), "{w:?} does not parse");
            let m = metrics(w);
            assert!(m.cap_height > 0.6 && m.cap_height < 0.8, "{m:?}");
            assert!(m.ascent > m.cap_height && m.descent > 0.1);
        }
        // Width scales with size and grows with the text.
        let a = text_width("A", 10.0, Weight::Regular);
        assert!((text_width("A", 20.0, Weight::Regular) - 2.0 * a).abs() < 1e-3);
        assert!(text_width("AA", 10.0, Weight::Regular) > 1.9 * a);
        assert_eq!(text_width("", 10.0, Weight::Regular), 0.0);
        // Umlauts and the dash used in captions are in the font (not .notdef-wide boxes).
        assert!(text_width("ä—ß", 10.0, Weight::Regular) > 0.0);
    }
}
