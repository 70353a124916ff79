//! The three colour schemes a figure can be drawn in ([`Scheme`]), each in
//! light and dark ([`Look`]): the board's own colours, a colour-blind-safe set
//! and a high-contrast set for projectors.
//!
//! The colour-blind-safe and high-contrast schemes take their hues from two
//! published colour-blind-safe sets, Okabe and Ito's (black `#000000`, yellow
//! `#F0E442`, blue `#0072B2`, vermilion `#D55E00`) and Paul Tol's (blue
//! `#4477AA`/`#0077BB`/`#004488`, teal `#009988`, red `#CC3311`, dark red
//! `#663333`, indigo `#222255`, pale blue `#88CCEE`, rose `#CC6677`/`#BB5566`,
//! olive `#999933`), chosen so that every pair of colours a figure sets
//! against each other stays at least 15 apart in CIEDE2000 for normal vision
//! and full protanopia, deuteranopia and tritanopia, and every line and marker
//! reads at 3:1 or better on what lies under it (4.5:1 for high contrast).
//! The contract is checked in `palette_contract`.
//!
//! CITE: M. Okabe and K. Ito, "Color Universal Design (CUD): How to make
//! figures and presentations that are friendly to colorblind people", 2002.
//!
//! CITE: P. Tol, "Colour Schemes", SRON technical note SRON/EPS/TN/09-002,
//! issue 3.2, 2021.

use super::colour::Rgba;
use super::ink::{Scheme, Theme};
use super::palette::{Palette, hexes};

/// A figure's look: light or dark, in which scheme, and whether its board
/// numbers the track tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    /// Light or dark.
    pub theme: Theme,
    /// Which colours.
    pub scheme: Scheme,
    /// Are the track tiles numbered ([`super::tile_numbers`])?
    pub tile_numbers: bool,
}

impl Look {
    /// `theme` in `scheme`, the tiles not numbered.
    #[must_use]
    pub const fn new(theme: Theme, scheme: Scheme) -> Look {
        Look {
            theme,
            scheme,
            tile_numbers: false,
        }
    }

    /// This look with the track tiles numbered (`on`) or not.
    #[must_use]
    pub const fn numbered(self, on: bool) -> Look {
        Look {
            tile_numbers: on,
            ..self
        }
    }

    /// Its palette.
    #[must_use]
    pub const fn palette(self) -> &'static Palette {
        match (self.scheme, self.theme) {
            (Scheme::Board, t) => Palette::of(t),
            (Scheme::ColourBlind, Theme::Light) => &CB_LIGHT,
            (Scheme::ColourBlind, Theme::Dark) => &CB_DARK,
            (Scheme::HighContrast, Theme::Light) => &HC_LIGHT,
            (Scheme::HighContrast, Theme::Dark) => &HC_DARK,
        }
    }
}

/// A theme in the board's own colours.
impl From<Theme> for Look {
    fn from(theme: Theme) -> Look {
        Look::new(theme, Scheme::Board)
    }
}

/// The colour-blind-safe players: black, yellow, teal, red.
const CB_PLAYERS: [u32; 4] = [0x00_00_00, 0xF0_E4_42, 0x00_99_88, 0xCC_33_11];

const CB_LIGHT: Palette = Palette {
    scheme: Scheme::ColourBlind,
    board: Rgba::hex_rgb(0xF2_EF_E6),
    tile: Rgba::hex_rgb(0xFF_FF_FF),
    lit: Rgba::hex_rgb(0x00_72_B2),
    changed: Rgba::hex_rgb(0xD5_5E_00),
    hover: Rgba::hex_rgb(0x00_72_B2),
    selection: Rgba::hex_rgb(0x00_00_00),
    players: hexes(CB_PLAYERS),
    pales: hexes([0xE6_E6_E6, 0xFB_F6_C5, 0xD5_EF_EB, 0xF8_DD_D8]),
    pieces: hexes([0x22_22_55, 0x44_77_AA, 0x66_33_33, 0xD5_5E_00]),
    search: hexes([0xD5_5E_00, 0x66_33_33, 0x00_77_BB]),
    chart: hexes([
        0x00_44_88, 0xCC_33_11, 0x00_99_88, 0xCC_33_11, 0x00_00_00, 0x33_22_88, 0x00_44_88,
        0x00_99_88, 0x00_00_00,
    ]),
    teams: hexes([
        0x22_22_55, 0x44_77_AA, 0x66_33_33, 0xD5_5E_00, 0x11_77_33, 0x88_22_55,
    ]),
    ..*Palette::light()
};

const CB_DARK: Palette = Palette {
    scheme: Scheme::ColourBlind,
    board: Rgba::hex_rgb(0x20_20_22),
    tile: Rgba::hex_rgb(0x2C_2C_30),
    lit: Rgba::hex_rgb(0x88_CC_EE),
    changed: Rgba::hex_rgb(0xF0_E4_42),
    hover: Rgba::hex_rgb(0x88_CC_EE),
    selection: Rgba::hex_rgb(0xFF_FF_FF),
    piece_rim: Rgba::hex_rgb(0xEE_EA_E2),
    players: hexes([0x14_14_14, 0xF0_E4_42, 0x00_99_88, 0xCC_33_11]),
    pales: hexes([0x33_33_33, 0x3A_36_18, 0x17_35_31, 0x3D_21_1B]),
    pieces: hexes([0x00_99_88, 0x88_CC_EE, 0x99_99_33, 0xF0_E4_42]),
    search: hexes([0xF0_E4_42, 0xCC_66_77, 0x88_CC_EE]),
    chart: hexes([
        0x88_CC_EE, 0xCC_33_11, 0x00_99_88, 0xCC_33_11, 0xFF_FF_FF, 0xCC_BB_44, 0x88_CC_EE,
        0xF0_E4_42, 0x00_72_B2,
    ]),
    teams: hexes([
        0x00_99_88, 0x88_CC_EE, 0x99_99_33, 0xF0_E4_42, 0xCC_66_77, 0xEE_EE_EE,
    ]),
    ..*Palette::dark()
};

const HC_LIGHT: Palette = Palette {
    scheme: Scheme::HighContrast,
    page: Rgba::hex_rgb(0xFF_FF_FF),
    text: Rgba::hex_rgb(0x00_00_00),
    muted: Rgba::hex_rgb(0x00_00_00),
    grid: Rgba::hex_rgb(0x76_76_76),
    board: Rgba::hex_rgb(0xFF_FF_FF),
    track_line: Rgba::hex_rgb(0x00_00_00),
    tile: Rgba::hex_rgb(0xFF_FF_FF),
    tile_outline: Rgba::hex_rgb(0x00_00_00),
    lit: Rgba::hex_rgb(0x00_44_88),
    changed: Rgba::hex_rgb(0xCC_33_11),
    hover: Rgba::hex_rgb(0x00_44_88),
    selection: Rgba::hex_rgb(0x00_00_00),
    piece_rim: Rgba::hex_rgb(0x00_00_00),
    black_piece_rim: Rgba::hex_rgb(0x76_76_76),
    players: hexes(CB_PLAYERS),
    pales: hexes([0xFF_FF_FF; 4]),
    pieces: hexes([0x22_22_55, 0x44_77_AA, 0x66_33_33, 0xCC_33_11]),
    search: hexes([0xCC_33_11, 0x22_22_55, 0x44_77_AA]),
    chart: hexes([
        0x00_44_88, 0xCC_33_11, 0x00_00_00, 0xCC_33_11, 0x00_77_BB, 0x55_55_55, 0x00_44_88,
        0x55_55_55, 0x00_00_00,
    ]),
    arrow: Rgba::hex_rgb(0x00_00_00),
    teams: hexes([
        0x22_22_55, 0x44_77_AA, 0x66_33_33, 0xCC_33_11, 0x11_77_33, 0x88_22_55,
    ]),
    ..*Palette::light()
};

const HC_DARK: Palette = Palette {
    scheme: Scheme::HighContrast,
    page: Rgba::hex_rgb(0x00_00_00),
    text: Rgba::hex_rgb(0xFF_FF_FF),
    muted: Rgba::hex_rgb(0xFF_FF_FF),
    grid: Rgba::hex_rgb(0x8A_8A_8A),
    board: Rgba::hex_rgb(0x00_00_00),
    track_line: Rgba::hex_rgb(0xFF_FF_FF),
    tile: Rgba::hex_rgb(0x00_00_00),
    tile_outline: Rgba::hex_rgb(0xFF_FF_FF),
    casing: Rgba::hex_rgb(0x00_00_00),
    label_fill: Rgba::hex_rgb(0x00_00_00),
    lit: Rgba::hex_rgb(0x88_CC_EE),
    changed: Rgba::hex_rgb(0xF0_E4_42),
    hover: Rgba::hex_rgb(0x88_CC_EE),
    selection: Rgba::hex_rgb(0xFF_FF_FF),
    piece_rim: Rgba::hex_rgb(0xFF_FF_FF),
    black_piece_rim: Rgba::hex_rgb(0xFF_FF_FF),
    players: hexes(CB_PLAYERS),
    pales: hexes([0x00_00_00; 4]),
    pieces: hexes([0x00_99_88, 0x88_CC_EE, 0xD5_5E_00, 0xF0_E4_42]),
    search: hexes([0xF0_E4_42, 0xBB_55_66, 0x88_CC_EE]),
    chart: hexes([
        0x88_CC_EE, 0xD5_5E_00, 0xDD_CC_77, 0xD5_5E_00, 0xFF_FF_FF, 0x00_99_88, 0x88_CC_EE,
        0xFF_FF_FF, 0xDD_CC_77,
    ]),
    arrow: Rgba::hex_rgb(0xFF_FF_FF),
    teams: hexes([
        0x00_99_88, 0x88_CC_EE, 0xD5_5E_00, 0xF0_E4_42, 0xCC_66_77, 0xFF_FF_FF,
    ]),
    ..*Palette::dark()
};
