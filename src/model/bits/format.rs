//! How a [`Bits`] is written: grouped and plain hex, binary (plain and by
//! field), decimal, the `{:#?}` picture of the board, and the `fmt` traits.

use std::fmt;

use super::Bits;
use crate::model::colour::Colour;
use crate::model::geometry::{BoardTile, GridPos};

impl Bits {
    /// Hex grouped in fours: `0xE820_8822_0841_4C06`.
    #[must_use]
    pub fn to_hex(self) -> String {
        let h = format!("{:016X}", self.0);
        format!("0x{}_{}_{}_{}", &h[0..4], &h[4..8], &h[8..12], &h[12..16])
    }

    /// Plain hex as the paper's tools print it: `0xE820882208414C06`.
    #[must_use]
    pub fn to_hex_plain(self) -> String {
        format!("0x{:016X}", self.0)
    }

    /// All 64 binary digits, bit 63 first, with a `0b` prefix.
    #[must_use]
    pub fn to_binary(self) -> String {
        format!("0b{:064b}", self.0)
    }

    /// The 64 binary digits grouped by field: `start_track_goal_units`.
    #[must_use]
    pub fn to_binary_fields(self) -> String {
        let b = format!("{:064b}", self.0);
        format!("0b{}_{}_{}_{}", &b[0..4], &b[4..44], &b[44..48], &b[48..64])
    }

    /// Decimal.
    #[must_use]
    pub fn to_decimal(self) -> String {
        self.0.to_string()
    }

    /// A picture of the board from black's view: `X` set, `.` clear, one
    /// character per grid square (blank where there is no tile of this view).
    #[must_use]
    pub fn picture(self) -> String {
        let colour = Colour::Black;
        let mut rows = vec![vec![' '; 11]; 11];
        for tile in BoardTile::all() {
            let Some(bit) = tile.bit_for(colour) else {
                continue;
            };
            let GridPos { x, y } = tile.grid();
            let (Ok(cx), Ok(cy)) = (usize::try_from(x + 5), usize::try_from(y + 5)) else {
                continue;
            };
            if let Some(cell) = rows.get_mut(cy).and_then(|r| r.get_mut(cx)) {
                *cell = if self.contains(bit) { 'X' } else { '.' };
            }
        }
        let mut out: Vec<String> = rows
            .into_iter()
            .map(|r| {
                r.iter()
                    .map(|c| format!("{c} "))
                    .collect::<String>()
                    .trim_end()
                    .to_owned()
            })
            .collect();
        out.push(format!("units {}", self.units()));
        out.join("\n")
    }
}

impl fmt::Debug for Bits {
    /// Compact `Bits(0x…)`; the alternate form `{:#?}` draws the board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "Bits({})\n{}", self.to_hex(), self.picture())
        } else {
            write!(f, "Bits({})", self.to_hex_plain())
        }
    }
}

impl fmt::Display for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl fmt::UpperHex for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

impl fmt::LowerHex for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl fmt::Binary for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_picture_draws_the_cross() {
        let pic = Bits::from_raw(0xE820_8822_0841_4C06).picture();
        assert_eq!(pic.lines().count(), 12);
        assert!(pic.ends_with("units 19462"));
        let xs = pic.chars().filter(|&c| c == 'X').count();
        assert_eq!(
            xs as u32,
            Bits::from_raw(0xE820_8822_0841_4C06).tiles_only().count()
        );
    }
}
