//! Colours without egui: 8-bit sRGB with alpha, plus the two measures the
//! palette is checked with — the WCAG contrast ratio (is a line readable on a
//! surface?) and the CIE 1976 colour difference ΔE (can two lines be told
//! apart?).

/// An sRGB colour with straight (not premultiplied) alpha (default: transparent).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rgba {
    /// Red, 0..=255.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity, 0 (transparent) ..= 255 (opaque).
    pub a: u8,
}

/// D65 white point of CIE XYZ, for CIELAB.
const WHITE_XYZ: [f64; 3] = [0.950_47, 1.0, 1.088_83];

impl Rgba {
    /// An opaque colour.
    ///
    /// ```
    /// assert_eq!(maedn::render::Rgba::rgb(0x12, 0x34, 0x56).hex(), "#123456");
    /// ```
    #[must_use]
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    /// An opaque colour from `0xRRGGBB`.
    #[must_use]
    pub const fn hex_rgb(v: u32) -> Rgba {
        Rgba::rgb((v >> 16) as u8, (v >> 8) as u8, v as u8)
    }

    /// The same colour with opacity `a`.
    #[must_use]
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba { a, ..self }
    }

    /// `#rrggbb`, without the alpha (see [`Rgba::opacity`]).
    #[must_use]
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// Opacity as a fraction, 0..=1.
    #[must_use]
    pub fn opacity(self) -> f32 {
        f32::from(self.a) / 255.0
    }

    /// Is it fully opaque?
    #[must_use]
    pub const fn is_opaque(self) -> bool {
        self.a == 255
    }

    /// This colour painted over an opaque `below`: what the eye sees.
    #[must_use]
    pub fn over(self, below: Rgba) -> Rgba {
        let t = f32::from(self.a) / 255.0;
        let mix = |a: u8, b: u8| (f32::from(a) * t + f32::from(b) * (1.0 - t)).round() as u8;
        Rgba::rgb(
            mix(self.r, below.r),
            mix(self.g, below.g),
            mix(self.b, below.b),
        )
    }

    /// Linear-light channels, 0..=1 (alpha ignored).
    #[must_use]
    pub fn linear_rgb(self) -> [f64; 3] {
        self.linear()
    }

    /// The opaque sRGB colour of linear-light channels (clamped to 0..=1).
    #[must_use]
    pub fn from_linear(rgb: [f64; 3]) -> Rgba {
        let enc = |c: f64| {
            let c = if c.is_finite() {
                c.clamp(0.0, 1.0)
            } else {
                0.0
            };
            let v = if c <= 0.003_130_8 {
                12.92 * c
            } else {
                1.055 * c.powf(1.0 / 2.4) - 0.055
            };
            (v * 255.0).round() as u8
        };
        Rgba::rgb(enc(rgb[0]), enc(rgb[1]), enc(rgb[2]))
    }

    /// Linear-light channels, 0..=1.
    fn linear(self) -> [f64; 3] {
        let lin = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        [lin(self.r), lin(self.g), lin(self.b)]
    }

    /// WCAG relative luminance (0 black ..= 1 white), ignoring alpha.
    #[must_use]
    pub fn luminance(self) -> f64 {
        let [r, g, b] = self.linear();
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG contrast ratio with `other`, 1..=21 (3 is the minimum for
    /// graphics, 4.5 for small text).
    ///
    /// ```
    /// use maedn::render::Rgba;
    /// let ratio = Rgba::rgb(0, 0, 0).contrast(Rgba::rgb(255, 255, 255));
    /// assert!((ratio - 21.0).abs() < 1e-9);
    /// ```
    #[must_use]
    pub fn contrast(self, other: Rgba) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// CIELAB coordinates (D65).
    #[must_use]
    pub fn lab(self) -> [f64; 3] {
        let [r, g, b] = self.linear();
        let xyz = [
            0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b,
            0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b,
            0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b,
        ];
        let f = |t: f64| {
            if t > 216.0 / 24_389.0 {
                t.cbrt()
            } else {
                (24_389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let [fx, fy, fz] = [
            f(xyz[0] / WHITE_XYZ[0]),
            f(xyz[1] / WHITE_XYZ[1]),
            f(xyz[2] / WHITE_XYZ[2]),
        ];
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// CIE76 colour difference ΔE*ab (about 2.3 is just noticeable; 20 and
    /// more reads as a different colour at a glance).
    #[must_use]
    pub fn delta_e(self, other: Rgba) -> f64 {
        let (a, b) = (self.lab(), other.lab());
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    /// Linear interpolation in sRGB, `t` in 0..=1.
    #[must_use]
    pub fn lerp(self, other: Rgba, t: f32) -> Rgba {
        let t = t.clamp(0.0, 1.0);
        let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Rgba {
            r: mix(self.r, other.r),
            g: mix(self.g, other.g),
            b: mix(self.b, other.b),
            a: mix(self.a, other.a),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_luminance_extremes_and_contrast_symmetry() {
        let (black, white) = (Rgba::rgb(0, 0, 0), Rgba::rgb(255, 255, 255));
        assert!(black.luminance().abs() < 1e-12);
        assert!((white.luminance() - 1.0).abs() < 1e-9);
        let grey = Rgba::rgb(0x76, 0x76, 0x76);
        // #767676 is the classic 4.5:1 grey on white.
        assert!((grey.contrast(white) - 4.54).abs() < 0.01);
        assert_eq!(grey.contrast(white), white.contrast(grey));
    }

    #[test]
    fn test_lab_of_white_and_delta_e() {
        let [l, a, b] = Rgba::rgb(255, 255, 255).lab();
        assert!((l - 100.0).abs() < 0.01 && a.abs() < 0.01 && b.abs() < 0.01);
        let red = Rgba::rgb(255, 0, 0);
        // The textbook value for sRGB red: L 53.24, a 80.09, b 67.20.
        let [l, a, b] = red.lab();
        assert!((l - 53.24).abs() < 0.05 && (a - 80.09).abs() < 0.05 && (b - 67.20).abs() < 0.05);
        assert!(red.delta_e(red) < 1e-12);
    }

    #[test]
    fn test_over_blends_by_alpha() {
        let half_black = Rgba::rgb(0, 0, 0).with_alpha(128);
        let seen = half_black.over(Rgba::rgb(200, 100, 0));
        assert_eq!(seen, Rgba::rgb(100, 50, 0));
        assert_eq!(Rgba::hex_rgb(0x12_34_56), Rgba::rgb(0x12, 0x34, 0x56));
    }
}
