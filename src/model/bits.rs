//! The paper's 64-bit bit-board (SPEC §3), written bit 63 first:
//!
//! ```text
//!  63..60   59 ........................................ 20   19..16   15 ........... 0
//! ┌───────┬──────────────────────────────────────────────┬────────┬──────────────────┐
//! │ start │ track tiles 0 (A, bit 59) … 39 (bit 20)      │ a b c d│ units moved (u16)│
//! └───────┴──────────────────────────────────────────────┴────────┴──────────────────┘
//! ```
//!
//! Start bit 60 is 3 tiles left of A, 61 is 4 left, 62 is 3 left and 1 up, 63 is 4
//! left and 1 up. Track and goal tile `t` (0..=43) is bit `59 − t`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};
use std::str::FromStr;

use super::colour::Colour;
use super::geometry::{BoardTile, GridPos};
use super::tile::{StartSlot, Tile};

/// The most units the 16-bit field can hold.
pub const UNITS_MAX: u32 = 0xFFFF;

/// A 64-bit board. The field is private; see the module docs for the layout.
///
/// ```
/// use maedn::model::{Bits, Tile};
/// let b: Bits = "0xE820_8822_0841_4C06".parse().unwrap();
/// assert_eq!(b.units(), 19_462);
/// assert!(b.contains_tile(Tile::A) && b.contains_tile(Tile::D));
/// assert_eq!(b.start_field().count(), 3);
/// assert_eq!(b.to_string(), "0xE820_8822_0841_4C06");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bits(u64);

impl Bits {
    /// No bit set.
    pub const EMPTY: Bits = Bits(0);
    /// Every bit: all 64 bits have a meaning.
    pub const VALID: Bits = Bits(u64::MAX);
    /// The four start-field ("B") tiles, bits 63..60.
    pub const START: Bits = Bits(0xF000_0000_0000_0000);
    /// The 40 track tiles, bits 59..20 (A is bit 59).
    pub const TRACK: Bits = Bits(0x0FFF_FFFF_FFF0_0000);
    /// The goal row a, b, c, d, bits 19..16.
    pub const GOAL: Bits = Bits(0x0000_0000_000F_0000);
    /// Track and goal row together: the tiles a piece can stand on after leaving
    /// the start field.
    pub const WAY: Bits = Bits(Self::TRACK.0 | Self::GOAL.0);
    /// Every tile bit (start field, track, goal).
    pub const TILES: Bits = Bits(Self::START.0 | Self::WAY.0);
    /// The 16-bit units counter, bits 15..0.
    pub const UNITS: Bits = Bits(0xFFFF);
    /// Black's start tile A, bit 59.
    pub const TILE_A: Bits = Bits(1 << 59);
    /// All four pieces in the start field and nothing moved: the paper's `starting_board`.
    pub const STARTING_BOARD: Bits = Self::START;

    /// The board with this raw value.
    #[must_use]
    pub const fn from_raw(raw: u64) -> Bits {
        Bits(raw)
    }

    /// The raw value.
    #[must_use]
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// The board with only bit `bit` set (bits above 63 give the empty board).
    #[must_use]
    pub const fn bit(bit: u8) -> Bits {
        if bit < 64 {
            Bits(1 << bit)
        } else {
            Bits::EMPTY
        }
    }

    /// The board with only tile `tile` set.
    #[must_use]
    pub const fn tile(tile: Tile) -> Bits {
        Bits(1 << tile.bit())
    }

    /// The board with only start slot `slot` set.
    #[must_use]
    pub const fn slot(slot: StartSlot) -> Bits {
        Bits(1 << slot.bit())
    }

    /// The board where piece `piece` (1..=4) stands on A: the pieces after it in
    /// the start field, the pieces before it finished in the goal row (SPEC §3).
    ///
    /// ```
    /// use maedn::model::Bits;
    /// assert_eq!(Bits::piece_start(2).map(Bits::raw), Some(0xC800_0000_0001_0000));
    /// ```
    #[must_use]
    pub const fn piece_start(piece: u8) -> Option<Bits> {
        if piece < 1 || piece > 4 {
            return None;
        }
        // Start slots above the piece's own slot keep their pieces.
        let start = (0xF000_0000_0000_0000u64 << piece) & Self::START.0;
        // Goal tiles from d upwards hold the pieces already finished.
        let finished = ((1u64 << (piece - 1)) - 1) << 16;
        Some(Bits(start | Self::TILE_A.0 | finished))
    }

    /// Is bit `bit` set?
    #[must_use]
    pub const fn contains(self, bit: u8) -> bool {
        bit < 64 && self.0 & (1 << bit) != 0
    }

    /// Is tile `tile` set?
    #[must_use]
    pub const fn contains_tile(self, tile: Tile) -> bool {
        self.contains(tile.bit())
    }

    /// Sets bit `bit`; returns whether it was clear.
    #[must_use = "use Bits::add if you do not need to know whether the bit was new"]
    pub fn insert(&mut self, bit: u8) -> bool {
        let was = self.contains(bit);
        self.0 |= Bits::bit(bit).0;
        !was
    }

    /// Clears bit `bit`; returns whether it was set.
    #[must_use = "use Bits::discard if you do not need to know whether the bit was set"]
    pub fn remove(&mut self, bit: u8) -> bool {
        let was = self.contains(bit);
        self.0 &= !Bits::bit(bit).0;
        was
    }

    /// Sets bit `bit`.
    pub fn add(&mut self, bit: u8) {
        self.0 |= Bits::bit(bit).0;
    }

    /// Clears bit `bit`.
    pub fn discard(&mut self, bit: u8) {
        self.0 &= !Bits::bit(bit).0;
    }

    /// Flips bit `bit`.
    pub fn toggle(&mut self, bit: u8) {
        self.0 ^= Bits::bit(bit).0;
    }

    /// This board with bit `bit` set.
    #[must_use]
    pub const fn with(self, bit: u8) -> Bits {
        Bits(self.0 | Bits::bit(bit).0)
    }

    /// This board with bit `bit` clear.
    #[must_use]
    pub const fn without(self, bit: u8) -> Bits {
        Bits(self.0 & !Bits::bit(bit).0)
    }

    /// This board with bit `bit` flipped.
    #[must_use]
    pub const fn toggled(self, bit: u8) -> Bits {
        Bits(self.0 ^ Bits::bit(bit).0)
    }

    /// Number of set bits.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Is no bit set?
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set bits, lowest first.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = u8> + Clone {
        (0u8..64).filter(move |&b| self.contains(b))
    }

    /// The set track and goal tiles, from A towards d.
    pub fn tiles(self) -> impl Iterator<Item = Tile> + Clone {
        self.iter().rev().filter_map(Tile::from_bit)
    }

    /// The start-field bits alone.
    #[must_use]
    pub const fn start_field(self) -> Bits {
        Bits(self.0 & Self::START.0)
    }

    /// The track bits alone.
    #[must_use]
    pub const fn track(self) -> Bits {
        Bits(self.0 & Self::TRACK.0)
    }

    /// The goal-row bits alone.
    #[must_use]
    pub const fn goal(self) -> Bits {
        Bits(self.0 & Self::GOAL.0)
    }

    /// The tile bits alone (units cleared).
    #[must_use]
    pub const fn tiles_only(self) -> Bits {
        Bits(self.0 & Self::TILES.0)
    }

    /// Units moved, the low 16 bits.
    #[must_use]
    pub const fn units(self) -> u16 {
        (self.0 & Self::UNITS.0) as u16
    }

    /// This board with the units field set to `units`, or `None` if it does not
    /// fit in 16 bits (the field never wraps).
    ///
    /// ```
    /// use maedn::model::Bits;
    /// assert_eq!(Bits::EMPTY.with_units(65_535).map(|b| b.units()), Some(65_535));
    /// assert_eq!(Bits::EMPTY.with_units(65_536), None);
    /// ```
    #[must_use]
    pub fn with_units(self, units: u32) -> Option<Bits> {
        if units > UNITS_MAX {
            return None;
        }
        Some(Bits((self.0 & !Self::UNITS.0) | u64::from(units)))
    }

    /// The paper's move: the piece on `from` rolls `roll`; its new tile's bit is
    /// OR-ed in and `length` added to the units. `None` if the target lies past d
    /// or the units would overflow 16 bits.
    ///
    /// ```
    /// use maedn::model::{Bits, Tile};
    /// let b = Bits::piece_start(1).unwrap().moved(Tile::A, 6, 2550).unwrap();
    /// assert!(b.contains_tile(Tile::new(6).unwrap()));
    /// assert_eq!(b.units(), 2550);
    /// ```
    #[must_use]
    pub fn moved(self, from: Tile, roll: u8, length: u32) -> Option<Bits> {
        let to = Tile::new(from.index().checked_add(roll)?)?;
        let units = u32::from(self.units()).checked_add(length)?;
        (self | Bits::tile(to)).with_units(units)
    }

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

macro_rules! impl_ops {
    ($($tr:ident $f:ident $tra:ident $fa:ident $op:tt;)*) => {$(
        impl $tr for Bits {
            type Output = Bits;
            #[inline]
            fn $f(self, rhs: Bits) -> Bits { Bits(self.0 $op rhs.0) }
        }
        impl $tra for Bits {
            #[inline]
            fn $fa(&mut self, rhs: Bits) { self.0 = self.0 $op rhs.0; }
        }
    )*};
}

impl_ops! {
    BitOr bitor BitOrAssign bitor_assign |;
    BitAnd bitand BitAndAssign bitand_assign &;
    BitXor bitxor BitXorAssign bitxor_assign ^;
}

impl Not for Bits {
    type Output = Bits;
    #[inline]
    fn not(self) -> Bits {
        Bits(!self.0)
    }
}

impl Sub for Bits {
    type Output = Bits;
    /// Set difference.
    #[inline]
    fn sub(self, rhs: Bits) -> Bits {
        Bits(self.0 & !rhs.0)
    }
}

/// Why a string is not a bit-board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseBitsError {
    /// Nothing to parse.
    #[error(
        "empty board: type a number such as 0xE820882208414C06, 0b1110… or 16728115591693749254"
    )]
    Empty,
    /// A prefix with no digits after it.
    #[error("no digits after {0:?}")]
    NoDigits(&'static str),
    /// A character that is not a digit of the radix.
    #[error("{ch:?} at position {pos} is not a {kind} digit")]
    InvalidDigit {
        /// The offending character.
        ch: char,
        /// Its 1-based position in the trimmed input.
        pos: usize,
        /// "hex", "binary" or "decimal".
        kind: &'static str,
    },
    /// The value needs more than 64 bits.
    #[error("{0} does not fit in 64 bits")]
    TooLarge(&'static str),
}

impl FromStr for Bits {
    type Err = ParseBitsError;

    /// Parses `0x…` hex, `0b…` binary or decimal; underscores are ignored and
    /// surrounding white space is trimmed.
    ///
    /// ```
    /// use maedn::model::{Bits, ParseBitsError};
    /// let hex: Bits = "0x0820_8822_088F_43A3".parse().unwrap();
    /// let dec: Bits = hex.to_decimal().parse().unwrap();
    /// let bin: Bits = hex.to_binary().parse().unwrap();
    /// assert_eq!((hex, hex), (dec, bin));
    /// assert!(matches!("0xG".parse::<Bits>(), Err(ParseBitsError::InvalidDigit { ch: 'G', .. })));
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseBitsError::Empty);
        }
        let lower = s.get(..2).map(str::to_ascii_lowercase);
        let (digits, radix, kind, prefix): (&str, u32, &'static str, usize) = match lower.as_deref()
        {
            Some("0x") => (&s[2..], 16, "hex", 2),
            Some("0b") => (&s[2..], 2, "binary", 2),
            _ => (s, 10, "decimal", 0),
        };
        let mut value: u64 = 0;
        let mut any = false;
        for (i, ch) in digits.chars().enumerate() {
            if ch == '_' {
                continue;
            }
            let Some(d) = ch.to_digit(radix) else {
                return Err(ParseBitsError::InvalidDigit {
                    ch,
                    pos: prefix + i + 1,
                    kind,
                });
            };
            any = true;
            value = value
                .checked_mul(u64::from(radix))
                .and_then(|v| v.checked_add(u64::from(d)))
                .ok_or(ParseBitsError::TooLarge(kind))?;
        }
        if !any {
            return Err(match radix {
                16 => ParseBitsError::NoDigits("0x"),
                2 => ParseBitsError::NoDigits("0b"),
                _ => ParseBitsError::Empty,
            });
        }
        Ok(Bits(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_masks_partition_the_64_bits() {
        let parts = [Bits::START, Bits::TRACK, Bits::GOAL, Bits::UNITS];
        for (i, a) in parts.iter().enumerate() {
            for b in &parts[i + 1..] {
                assert!((*a & *b).is_empty(), "{a:?} overlaps {b:?}");
            }
        }
        let union = parts.iter().fold(Bits::EMPTY, |acc, &m| acc | m);
        assert_eq!(union, Bits::VALID);
        assert_eq!(Bits::START.count(), 4);
        assert_eq!(Bits::TRACK.count(), 40);
        assert_eq!(Bits::GOAL.count(), 4);
        assert_eq!(Bits::UNITS.count(), 16);
        assert_eq!(Bits::TRACK | Bits::GOAL, Bits::WAY);
    }

    #[test]
    fn test_piece_start_boards_match_spec() {
        let expected = [
            0xE800_0000_0000_0000,
            0xC800_0000_0001_0000,
            0x8800_0000_0003_0000,
            0x0800_0000_0007_0000,
        ];
        for (k, raw) in (1..=4).zip(expected) {
            assert_eq!(Bits::piece_start(k), Some(Bits::from_raw(raw)), "piece {k}");
        }
        assert_eq!(Bits::piece_start(0), None);
        assert_eq!(Bits::piece_start(5), None);
    }

    #[test]
    fn test_parse_errors() {
        assert_eq!("".parse::<Bits>(), Err(ParseBitsError::Empty));
        assert_eq!("  0x ".parse::<Bits>(), Err(ParseBitsError::NoDigits("0x")));
        assert_eq!(
            "0b102".parse::<Bits>(),
            Err(ParseBitsError::InvalidDigit {
                ch: '2',
                pos: 5,
                kind: "binary"
            })
        );
        assert_eq!(
            "18446744073709551616".parse::<Bits>(),
            Err(ParseBitsError::TooLarge("decimal"))
        );
        assert_eq!(
            "0x1_0000_0000_0000_0000".parse::<Bits>(),
            Err(ParseBitsError::TooLarge("hex"))
        );
        assert_eq!(
            "-5".parse::<Bits>(),
            Err(ParseBitsError::InvalidDigit {
                ch: '-',
                pos: 1,
                kind: "decimal"
            })
        );
        assert_eq!("18446744073709551615".parse::<Bits>(), Ok(Bits::VALID));
        assert_eq!("0X_ff".parse::<Bits>(), Ok(Bits::from_raw(255)));
    }

    #[test]
    fn test_set_vocabulary() {
        let mut b = Bits::EMPTY;
        assert!(b.insert(5));
        assert!(!b.insert(5));
        assert!(b.remove(5));
        assert!(!b.remove(5));
        b.toggle(63);
        assert_eq!(b, Bits::EMPTY.with(63));
        assert_eq!(b.toggled(63), Bits::EMPTY);
        assert_eq!((Bits::VALID - Bits::UNITS).count(), 48);
        assert_eq!(!Bits::EMPTY, Bits::VALID);
    }

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
