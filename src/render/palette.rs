//! The figure palettes, light and dark: every colour a figure uses, named by
//! what it means ([`Ink`]), so a scene says "piece 2's path" and the palette
//! decides the colour.
//!
//! The four piece paths use one set of hues in every player colour (blue,
//! bluish green, vermilion, reddish purple, after Okabe and Ito's
//! colour-blind-safe set), dark on the light board and light on the dark board,
//! so that each reads at 3:1 or better on every surface it crosses (the tests
//! check this for every player colour).

use super::colour::Rgba;
use super::ink::{Ink, Scheme, Theme};
use crate::model::Colour;

/// Every colour of a figure in one theme.
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    /// Which theme.
    pub theme: Theme,
    /// Which colour scheme.
    pub scheme: Scheme,
    /// The figure's background.
    pub page: Rgba,
    /// Caption, legend and axis text.
    pub text: Rgba,
    /// Secondary text (settings lines, tick labels).
    pub muted: Rgba,
    /// Chart grid lines.
    pub grid: Rgba,
    /// The board square.
    pub board: Rgba,
    /// Lines joining the tiles.
    pub track_line: Rgba,
    /// A plain track tile.
    pub tile: Rgba,
    /// Every tile's outline.
    pub tile_outline: Rgba,
    /// The halo under path lines and around tile letters.
    pub casing: Rgba,
    /// Fill of the move-length boxes.
    pub label_fill: Rgba,
    /// Shade over tiles a move jumps over.
    pub skipped: Rgba,
    /// Ring of a set bit.
    pub lit: Rgba,
    /// A changed bit.
    pub changed: Rgba,
    /// Ring of the hovered tile.
    pub hover: Rgba,
    /// Ring of the selected tile.
    pub selection: Rgba,
    /// Shadow under a piece.
    pub shadow: Rgba,
    /// Rim of a piece.
    pub piece_rim: Rgba,
    /// Rim of a black piece (the normal rim would vanish on it).
    pub black_piece_rim: Rgba,
    /// The heat map's ramp, near (first) to far (last).
    pub heat: [Rgba; 5],
    pub(super) players: [Rgba; 4],
    pub(super) pales: [Rgba; 4],
    pub(super) pieces: [Rgba; 4],
    pub(super) search: [Rgba; 3],
    pub(super) chart: [Rgba; 9],
    pub(super) arrow: Rgba,
    /// The paths of a class round's six teams.
    pub(super) teams: [Rgba; 6],
}

/// Colours from their `0xRRGGBB` values.
pub(super) const fn hexes<const N: usize>(rgb: [u32; N]) -> [Rgba; N] {
    let mut out = [Rgba::rgb(0, 0, 0); N];
    let mut i = 0;
    while i < N {
        out[i] = Rgba::hex_rgb(rgb[i]);
        i += 1;
    }
    out
}

const LIGHT: Palette = Palette {
    theme: Theme::Light,
    scheme: Scheme::Board,
    page: Rgba::hex_rgb(0xFF_FF_FF),
    text: Rgba::hex_rgb(0x1C_1B_19),
    muted: Rgba::hex_rgb(0x50_4C_45),
    grid: Rgba::hex_rgb(0xE3_DF_D6),
    board: Rgba::hex_rgb(0xF6_E7_B4),
    track_line: Rgba::hex_rgb(0x30_2A_20),
    tile: Rgba::hex_rgb(0xFF_FD_F5),
    tile_outline: Rgba::hex_rgb(0x30_2A_20),
    casing: Rgba::hex_rgb(0xFF_FF_FF),
    label_fill: Rgba::hex_rgb(0xFF_FF_FF),
    skipped: Rgba::rgb(0, 0, 0).with_alpha(80),
    lit: Rgba::hex_rgb(0x43_70_C0),
    changed: Rgba::hex_rgb(0xE0_8E_00),
    hover: Rgba::hex_rgb(0x1E_88_E5),
    selection: Rgba::hex_rgb(0x8E_24_AA),
    shadow: Rgba::rgb(0, 0, 0).with_alpha(80),
    piece_rim: Rgba::hex_rgb(0x30_2A_20),
    black_piece_rim: Rgba::hex_rgb(0xC8_C8_C8),
    heat: hexes([0xFF_F3_C4, 0xFC_C5_6B, 0xF2_85_3A, 0xC8_45_1E, 0x7A_1E_12]),
    players: hexes([0x26_26_26, 0xF2_C1_1D, 0x2E_9D_3E, 0xD3_2F_2F]),
    pales: hexes([0xD6_D6_D6, 0xFF_EB_99, 0xC8_E6_C9, 0xF8_C8_C8]),
    pieces: hexes([0x00_5A_A8, 0x00_70_50, 0xB0_40_00, 0x9A_35_78]),
    search: hexes([0xE6_51_00, 0xC6_28_28, 0x15_65_C0]),
    chart: hexes([
        0x3A_7B_D5, 0xD9_53_4F, 0x3C_A5_5C, 0xD9_53_4F, 0x7B_1F_A2, 0xC7_7C_02, 0x3A_7B_D5,
        0x9C_C0_EC, 0xF0_AE_AB,
    ]),
    arrow: Rgba::hex_rgb(0x1C_1B_19),
    teams: hexes([
        0x00_5A_A8, 0xB0_40_00, 0x00_70_50, 0x9A_35_78, 0x6B_55_00, 0x22_22_22,
    ]),
};

const DARK: Palette = Palette {
    theme: Theme::Dark,
    scheme: Scheme::Board,
    page: Rgba::hex_rgb(0x1B_1B_1D),
    text: Rgba::hex_rgb(0xEE_EA_E2),
    muted: Rgba::hex_rgb(0xB8_B2_A6),
    grid: Rgba::hex_rgb(0x3A_38_34),
    // Tiles 3:1 against the board: a projector washes dark tones out,
    // and 1.5:1 (the first dark board) left the track hard to see. The
    // paths' and the search's inks are light enough for 3:1 on the tiles.
    board: Rgba::hex_rgb(0x0E_0C_0A),
    track_line: Rgba::hex_rgb(0x9A_90_7C),
    tile: Rgba::hex_rgb(0x66_5E_4E),
    tile_outline: Rgba::hex_rgb(0xD8_CE_B8),
    casing: Rgba::hex_rgb(0x1B_1B_1D),
    label_fill: Rgba::hex_rgb(0x24_22_1F),
    skipped: Rgba::rgb(0, 0, 0).with_alpha(130),
    lit: Rgba::hex_rgb(0x8F_B4_FF),
    changed: Rgba::hex_rgb(0xFF_C1_3A),
    hover: Rgba::hex_rgb(0x64_B5_F6),
    selection: Rgba::hex_rgb(0xCE_93_D8),
    shadow: Rgba::rgb(0, 0, 0).with_alpha(120),
    piece_rim: Rgba::hex_rgb(0x1B_1B_1D),
    black_piece_rim: Rgba::hex_rgb(0xC8_C8_C8),
    // Near yellow, far deep red, as in the light palette: a tile has the
    // same hue in the window and in an exported picture of either theme.
    heat: hexes([0xFF_E2_8A, 0xF6_B0_4E, 0xE0_78_30, 0xB8_48_22, 0x86_28_18]),
    players: hexes([0x14_14_14, 0xF2_C1_1D, 0x3B_B5_4C, 0xE0_45_45]),
    pales: hexes([0x5A_5A_5A, 0x6B_5A_1E, 0x2F_5C_36, 0x6E_30_30]),
    pieces: hexes([0x70_B8_FF, 0x4C_D6_A8, 0xFF_A0_5E, 0xF4_96_D6]),
    search: hexes([0xFF_A0_40, 0xFF_94_B8, 0x6E_BC_FF]),
    chart: hexes([
        0x6C_A6_F0, 0xF0_78_72, 0x5C_C8_7A, 0xF0_78_72, 0xC9_8B_F0, 0xF2_C1_1D, 0x6C_A6_F0,
        0x2F_55_85, 0x8A_3A_36,
    ]),
    arrow: Rgba::hex_rgb(0xEE_EA_E2),
    teams: hexes([
        0x70_B8_FF, 0xFF_A0_5E, 0x4C_D6_A8, 0xF2_90_D2, 0xF2_E0_60, 0xEE_EE_EE,
    ]),
};

impl Palette {
    /// The light palette.
    #[must_use]
    pub const fn light() -> &'static Palette {
        &LIGHT
    }

    /// The dark palette.
    #[must_use]
    pub const fn dark() -> &'static Palette {
        &DARK
    }

    /// The palette of a theme.
    #[must_use]
    pub const fn of(theme: Theme) -> &'static Palette {
        match theme {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
        }
    }

    /// A player's strong colour (pieces, the A tiles, start arrows).
    #[must_use]
    pub const fn player(&self, colour: Colour) -> Rgba {
        self.players[colour.index()]
    }

    /// A player's pale colour (start field and goal row).
    #[must_use]
    pub const fn player_pale(&self, colour: Colour) -> Rgba {
        self.pales[colour.index()]
    }

    /// The path colour of piece `piece` (1..=4; others wrap round).
    #[must_use]
    pub fn piece_path(&self, piece: u8) -> Rgba {
        self.pieces[usize::from(piece.saturating_sub(1)) % 4]
    }

    /// The path colour of class-round team `team` (1..=6; others wrap round).
    #[must_use]
    pub fn team_path(&self, team: u8) -> Rgba {
        self.teams[usize::from(team.saturating_sub(1)) % self.teams.len()]
    }

    /// The colour of an [`Ink`].
    #[must_use]
    pub fn ink(&self, ink: Ink) -> Rgba {
        match ink {
            Ink::Piece(p) => self.piece_path(p),
            Ink::Team(t) => self.team_path(t),
            Ink::Player(c) => self.player(c),
            Ink::Branch => self.search[0],
            Ink::Pruned => self.search[1],
            Ink::Best => self.search[2],
            Ink::Searched => self.chart[0],
            Ink::PrunedCalls => self.chart[1],
            Ink::Optimal => self.chart[2],
            Ink::NotOptimal => self.chart[3],
            Ink::Admissible => self.chart[4],
            Ink::PaperBound => self.chart[5],
            Ink::Bars => self.chart[6],
            Ink::SearchedNoBound => self.chart[7],
            Ink::PrunedNoBound => self.chart[8],
            Ink::Arrow => self.arrow,
            Ink::Fixed(c) => c,
        }
    }

    /// Black or white, whichever reads better on `fill` (seen over the board).
    #[must_use]
    pub fn text_on(&self, fill: Rgba) -> Rgba {
        let seen = fill.over(self.board);
        let (black, white) = (Rgba::hex_rgb(0x10_10_10), Rgba::hex_rgb(0xFF_FF_FF));
        if seen.contrast(black) >= seen.contrast(white) {
            black
        } else {
            white
        }
    }

    /// The heat ramp at `t` (0 near ..= 1 far).
    #[must_use]
    pub fn heat_at(&self, t: f32) -> Rgba {
        let t = if t.is_finite() {
            t.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let steps = (self.heat.len() - 1) as f32;
        let x = t * steps;
        let i = (x.floor() as usize).min(self.heat.len() - 2);
        self.heat[i].lerp(self.heat[i + 1], x - i as f32)
    }

    /// Every surface a path of `colour`'s pieces crosses: the board, plain
    /// tiles, the player's A tile surroundings and its start field and goal row.
    #[must_use]
    pub fn path_surfaces(&self, colour: Colour) -> [Rgba; 3] {
        [self.board, self.tile, self.player_pale(colour)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The minimum WCAG contrast of a line against what lies under it.
    const LINE_CONTRAST: f64 = 3.0;
    /// The minimum ΔE between two piece paths: different at a glance.
    const PIECE_DELTA_E: f64 = 25.0;

    #[test]
    fn test_piece_paths_readable_and_distinct_in_every_colour_and_theme() {
        for theme in Theme::ALL {
            let p = Palette::of(theme);
            for colour in Colour::ALL {
                for piece in 1..=4u8 {
                    let ink = p.piece_path(piece);
                    for surface in p.path_surfaces(colour) {
                        let c = ink.contrast(surface);
                        assert!(
                            c >= LINE_CONTRAST,
                            "{theme} {colour}: piece {piece} {} on {} has contrast {c:.2}",
                            ink.hex(),
                            surface.hex()
                        );
                    }
                    for other in piece + 1..=4 {
                        let d = ink.delta_e(p.piece_path(other));
                        assert!(
                            d >= PIECE_DELTA_E,
                            "{theme} {colour}: pieces {piece} and {other} differ by ΔE {d:.1}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn test_search_inks_readable_on_tiles_and_board() {
        for theme in Theme::ALL {
            let p = Palette::of(theme);
            for ink in [Ink::Branch, Ink::Pruned, Ink::Best] {
                for surface in [p.board, p.tile] {
                    assert!(
                        p.ink(ink).contrast(surface) >= LINE_CONTRAST,
                        "{theme}: {ink:?} on {}",
                        surface.hex()
                    );
                }
            }
            assert!(p.ink(Ink::Branch).delta_e(p.ink(Ink::Pruned)) >= PIECE_DELTA_E);
        }
    }

    #[test]
    fn test_chart_markers_differ_from_the_bars_they_cross() {
        // The admissible line and the optimal bars were once one green.
        for theme in Theme::ALL {
            let p = Palette::of(theme);
            let optimal = p.ink(Ink::Optimal);
            for marker in [Ink::Admissible, Ink::PaperBound] {
                assert!(
                    p.ink(marker).delta_e(optimal) >= PIECE_DELTA_E,
                    "{theme} {marker:?}"
                );
                assert!(
                    p.ink(marker).contrast(p.page) >= LINE_CONTRAST,
                    "{theme} {marker:?}"
                );
            }
            assert!(p.ink(Ink::Optimal).delta_e(p.ink(Ink::NotOptimal)) >= PIECE_DELTA_E);
            assert!(p.ink(Ink::Searched).delta_e(p.ink(Ink::PrunedCalls)) >= PIECE_DELTA_E);
        }
    }

    #[test]
    fn test_text_readable_on_page_and_tiles() {
        for theme in Theme::ALL {
            let p = Palette::of(theme);
            assert!(p.text.contrast(p.page) >= 7.0);
            assert!(p.muted.contrast(p.page) >= 4.5);
            for fill in [p.tile, p.player(Colour::Black), p.player(Colour::Yellow)]
                .into_iter()
                .chain(Colour::ALL.map(|c| p.player_pale(c)))
            {
                assert!(
                    p.text_on(fill).contrast(fill) >= 4.5,
                    "{theme} on {}",
                    fill.hex()
                );
            }
        }
    }

    /// Near tiles are light and far ones dark in both themes, so the window
    /// (dark) and an exported picture (light) agree on each tile's colour.
    #[test]
    fn test_heat_runs_light_to_dark_in_both_themes() {
        for p in [Palette::light(), Palette::dark()] {
            let lum: Vec<f64> = (0..=4)
                .map(|i| p.heat_at(i as f32 / 4.0).luminance())
                .collect();
            assert!(
                lum.windows(2).all(|w| w[0] > w[1]),
                "{:?}: {lum:?}",
                p.theme
            );
        }
    }

    /// On a projector the dark board's tiles stand out from it.
    #[test]
    fn test_dark_tiles_stand_out_from_the_board() {
        let p = Palette::dark();
        assert!(
            p.tile.contrast(p.board) >= 3.0,
            "{:.2}",
            p.tile.contrast(p.board)
        );
    }

    #[test]
    fn test_heat_ramp_ends_and_theme_names() {
        let p = Palette::light();
        assert_eq!(p.heat_at(0.0), p.heat[0]);
        assert_eq!(p.heat_at(1.0), p.heat[4]);
        assert_eq!(p.heat_at(f32::NAN), p.heat[0]);
        assert_eq!("Dark".parse::<Theme>(), Ok(Theme::Dark));
        assert!("grey".parse::<Theme>().is_err());
    }
}
