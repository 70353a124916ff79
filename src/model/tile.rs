//! Tiles as one colour sees them: the track 0..39 from its start tile A, then
//! its goal row a..d as tiles 40..43; and its four start-field slots.

use std::fmt;

/// Number of track tiles.
pub const TRACK_TILES: u8 = 40;
/// Number of goal tiles per colour.
pub const GOAL_TILES: u8 = 4;

/// A tile on one colour's way: track `0..=39` (0 is A) or goal `40..=43`
/// (a, b, c, d). Its bit on a bit-board is `59 − index` (see [`crate::model::Bits`]).
///
/// ```
/// use maedn::model::Tile;
/// assert_eq!(Tile::D.to_string(), "d (43)");
/// assert_eq!(Tile::new(17).map(|t| t.bit()), Some(42));
/// assert!(Tile::new(44).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Tile(u8);

impl Tile {
    /// Number of tiles on one colour's way (track and goal row).
    pub const NUM: usize = 44;
    /// The start tile A (track tile 0).
    pub const A: Tile = Tile(0);
    /// The last track tile before the goal row.
    pub const LAST_TRACK: Tile = Tile(39);
    /// Goal tile a, nearest the track.
    pub const GOAL_A: Tile = Tile(40);
    /// Goal tile d, nearest the centre.
    pub const D: Tile = Tile(43);
    /// The four goal tiles a, b, c, d.
    pub const GOALS: [Tile; 4] = [Tile(40), Tile(41), Tile(42), Tile(43)];

    /// The tile with this index, if it is at most 43.
    #[must_use]
    pub const fn new(index: u8) -> Option<Tile> {
        if (index as usize) < Self::NUM {
            Some(Tile(index))
        } else {
            None
        }
    }

    /// Index 0..=43.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Is this a goal tile (a..d)?
    #[must_use]
    pub const fn is_goal(self) -> bool {
        self.0 >= TRACK_TILES
    }

    /// The goal tile's letter, `a`..`d`.
    #[must_use]
    pub const fn goal_letter(self) -> Option<char> {
        match self.0 {
            40 => Some('a'),
            41 => Some('b'),
            42 => Some('c'),
            43 => Some('d'),
            _ => None,
        }
    }

    /// The bit this tile occupies on a bit-board.
    #[must_use]
    pub const fn bit(self) -> u8 {
        59 - self.0
    }

    /// The tile stored in bit `bit`, if that bit is a track or goal bit (59..=16).
    #[must_use]
    pub const fn from_bit(bit: u8) -> Option<Tile> {
        if bit >= 16 && bit <= 59 {
            Some(Tile(59 - bit))
        } else {
            None
        }
    }

    /// The goal tile that piece `piece` (1..=4) must reach: 1 → d, 2 → c, 3 → b, 4 → a.
    #[must_use]
    pub const fn goal_of_piece(piece: u8) -> Option<Tile> {
        if piece >= 1 && piece <= 4 {
            Some(Tile(44 - piece))
        } else {
            None
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.goal_letter() {
            Some(c) => write!(f, "{c} ({})", self.0),
            None => write!(f, "{}", self.0),
        }
    }
}

/// One of the four start-field ("B") tiles of a colour; slot `i` is bit `60 + i`.
///
/// Slot 0 is 3 tiles left of A, 1 is 4 left, 2 is 3 left and 1 up, 3 is 4 left and
/// 1 up (black's view; other colours rotate). Piece `k` leaves from slot `k − 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartSlot(u8);

impl StartSlot {
    /// Number of start slots.
    pub const NUM: usize = 4;
    /// All four slots.
    pub const ALL: [StartSlot; 4] = [StartSlot(0), StartSlot(1), StartSlot(2), StartSlot(3)];

    /// The slot with this index, if below 4.
    #[must_use]
    pub const fn new(index: u8) -> Option<StartSlot> {
        if index < 4 {
            Some(StartSlot(index))
        } else {
            None
        }
    }

    /// Index 0..4.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The bit of this slot, 60..=63.
    #[must_use]
    pub const fn bit(self) -> u8 {
        60 + self.0
    }

    /// Offset from A in tiles (x right, y down), black's orientation.
    #[must_use]
    pub const fn offset_from_a(self) -> (i32, i32) {
        match self.0 {
            0 => (-3, 0),
            1 => (-4, 0),
            2 => (-3, -1),
            _ => (-4, -1),
        }
    }
}

impl fmt::Display for StartSlot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "B{}", self.0 + 1)
    }
}
