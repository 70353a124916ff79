//! The paper's 64-bit bit-board (`docs/bitboard.md`), written bit 63 first:
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
//!
//! This file holds the type, its masks and its set operations; how a board is
//! written is in `format.rs`, how it is read back from text in `parse.rs`.

mod format;
mod parse;

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

use super::tile::{StartSlot, Tile};

pub use parse::{MAX_BOARD_TEXT, ParseBitsError, Radix};

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
    /// the start field, the pieces before it finished in the goal row.
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
}
