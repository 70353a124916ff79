//! How a colour looks to a reader with a colour-vision deficiency, and how far
//! apart two colours look: the two measures the palettes' contract
//! ([`super::palette`]) is checked with.
//!
//! * [`Vision`] simulates full (severity 1.0) protanopia, deuteranopia and
//!   tritanopia with a 3×3 matrix applied to linear-light RGB.
//! * [`delta_e_2000`] is the CIEDE2000 colour difference between two CIELAB
//!   colours; about 1 is just noticeable, 15 and more tells two lines apart
//!   at a glance.
//!
//! CITE: G. M. Machado, M. M. Oliveira and L. A. F. Fernandes, "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency",
//! IEEE Transactions on Visualization and Computer Graphics 15(6),
//! 1291–1298, 2009 (the severity-1.0 matrices of its Table 1).
//!
//! CITE: G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000 Color-Difference
//! Formula: Implementation Notes, Supplementary Test Data, and Mathematical
//! Observations", Color Research & Application 30(1), 21–30, 2005 (the
//! formula and the test pairs of its Table 1).

use super::colour::Rgba;

/// Two colours that must be told apart at a glance, under every vision
/// (CIEDE2000): the palettes' contract.
pub const PAIR_DELTA_E: f64 = 15.0;

/// Normal colour vision or one of the three full dichromacies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vision {
    /// Normal trichromatic vision.
    Normal,
    /// No long-wave (red) cones.
    Protanopia,
    /// No medium-wave (green) cones, the most common.
    Deuteranopia,
    /// No short-wave (blue) cones.
    Tritanopia,
}

// Every vision, normal first.
crate::names::named_enum!(Vision, "colour vision", {
    Normal => "normal",
    Protanopia => "protanopia",
    Deuteranopia => "deuteranopia",
    Tritanopia => "tritanopia",
});

impl Vision {
    /// The simulation matrix on linear RGB (Machado et al., severity 1.0).
    const fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Vision::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Vision::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// `colour` as this vision sees it (alpha kept).
    #[must_use]
    pub fn see(self, colour: Rgba) -> Rgba {
        let lin = colour.linear_rgb();
        let m = self.matrix();
        let row = |r: [f64; 3]| r[0] * lin[0] + r[1] * lin[1] + r[2] * lin[2];
        Rgba::from_linear([row(m[0]), row(m[1]), row(m[2])]).with_alpha(colour.a)
    }
}

/// CIEDE2000 difference of two CIELAB colours `[L, a, b]` (kL = kC = kH = 1).
#[must_use]
pub fn delta_e_2000(lab1: [f64; 3], lab2: [f64; 3]) -> f64 {
    let [l1, a1, b1] = lab1;
    let [l2, a2, b2] = lab2;
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let c7 = c_mean.powi(7);
    let g = 0.5 * (1.0 - (c7 / (c7 + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_mean = (l1 + l2) / 2.0;
    let cp_mean = (c1p + c2p) / 2.0;
    let hp_mean = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (hp_mean - 30.0).to_radians().cos()
        + 0.24 * (2.0 * hp_mean).to_radians().cos()
        + 0.32 * (3.0 * hp_mean + 6.0).to_radians().cos()
        - 0.20 * (4.0 * hp_mean - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((hp_mean - 275.0) / 25.0).powi(2)).exp();
    let cp7 = cp_mean.powi(7);
    let rc = 2.0 * (cp7 / (cp7 + 25f64.powi(7))).sqrt();
    let l50 = (l_mean - 50.0).powi(2);
    let sl = 1.0 + 0.015 * l50 / (20.0 + l50).sqrt();
    let sc = 1.0 + 0.045 * cp_mean;
    let sh = 1.0 + 0.015 * cp_mean * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    let (x, y, z) = (dl / sl, dc / sc, dh_big / sh);
    (x * x + y * y + z * z + rt * y * z).sqrt()
}

/// CIEDE2000 between two colours as `vision` sees them.
#[must_use]
pub fn seen_delta_e(vision: Vision, a: Rgba, b: Rgba) -> f64 {
    delta_e_2000(vision.see(a).lab(), vision.see(b).lab())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sharma, Wu and Dalal's 34 test pairs: L1 a1 b1, L2 a2 b2, ΔE00.
    const SHARMA: [[f64; 7]; 34] = [
        [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
        [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
        [50.0, 2.8361, -74.0200, 50.0, 0.0, -82.7485, 3.4412],
        [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0000],
        [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0000],
        [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0000],
        [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
        [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
        [50.0, 2.4900, -0.0010, 50.0, -2.4900, 0.0009, 7.1792],
        [50.0, 2.4900, -0.0010, 50.0, -2.4900, 0.0010, 7.1792],
        [50.0, 2.4900, -0.0010, 50.0, -2.4900, 0.0011, 7.2195],
        [50.0, 2.4900, -0.0010, 50.0, -2.4900, 0.0012, 7.2195],
        [50.0, -0.0010, 2.4900, 50.0, 0.0009, -2.4900, 4.8045],
        [50.0, -0.0010, 2.4900, 50.0, 0.0010, -2.4900, 4.8045],
        [50.0, -0.0010, 2.4900, 50.0, 0.0011, -2.4900, 4.7461],
        [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
        [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
        [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
        [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.9030],
        [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
        [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0000],
        [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0000],
        [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0000],
        [50.0, 2.5, 0.0, 50.0, 3.2592, 0.3350, 1.0000],
        [
            60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644,
        ],
        [
            63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630,
        ],
        [61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731],
        [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
        [
            22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373,
        ],
        [36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
        [90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441],
        [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
        [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
        [2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082],
    ];

    #[test]
    fn test_ciede2000_matches_sharma_wu_dalal_pairs_both_ways() {
        for (i, p) in SHARMA.iter().enumerate() {
            let (x, y) = ([p[0], p[1], p[2]], [p[3], p[4], p[5]]);
            for d in [delta_e_2000(x, y), delta_e_2000(y, x)] {
                assert!(
                    (d - p[6]).abs() < 5e-5,
                    "pair {}: {d:.5}, published {}",
                    i + 1,
                    p[6]
                );
            }
        }
    }

    #[test]
    fn test_simulation_keeps_greys_and_merges_red_and_green_for_deuteranopes() {
        for v in Vision::ALL {
            for grey in [0u8, 0x77, 0xFF] {
                let g = Rgba::rgb(grey, grey, grey);
                assert!(
                    seen_delta_e(Vision::Normal, v.see(g), g) < 1.0,
                    "{v} {grey}"
                );
            }
        }
        // The board's own green and red pieces: distinct to most readers, close to a deuteranope.
        let (green, red) = (Rgba::hex_rgb(0x2E_9D_3E), Rgba::hex_rgb(0xD3_2F_2F));
        assert!(seen_delta_e(Vision::Normal, green, red) > 40.0);
        assert!(seen_delta_e(Vision::Deuteranopia, green, red) < 10.0);
        // Blue and yellow stay apart for the red-green deficiencies, not for a tritanope's blue-yellow axis in the same way.
        let (blue, orange) = (Rgba::hex_rgb(0x00_72_B2), Rgba::hex_rgb(0xE6_9F_00));
        for v in [Vision::Protanopia, Vision::Deuteranopia] {
            assert!(seen_delta_e(v, blue, orange) > 30.0, "{v}");
        }
    }
}
