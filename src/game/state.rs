//! Positions of the whole game for one colour: where pieces stand ([`Place`]),
//! which tiles hold a piece and how many wait in the start field
//! ([`GameState`]), and moves between them ([`Move`]). The rules that decide
//! which moves are legal are in [`super::GameRules`].
//!
//! Pieces are interchangeable: a position is the set of occupied tiles and the
//! number of pieces still waiting. Pieces leave the start field from slot B1
//! first, then B2, …, so the waiting pieces always fill the last slots.

use std::fmt;
use std::ops::Deref;

use crate::model::{Bits, Geometry, Point, StartSlot, Tile};

/// Pieces of one colour.
pub const PIECES: u8 = 4;

/// Bits of [`GameState::way`]: tile `t` (0..=43) is bit `t`.
const WAY_MASK: u64 = (1 << Tile::NUM) - 1;

/// Where a piece stands: a start-field slot or a tile of the way (track or goal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// A start-field ("B") slot.
    Start(StartSlot),
    /// A track tile 0..=39 (0 is A) or goal tile 40..=43 (a..d).
    Way(Tile),
}

impl Place {
    /// The centre of this place in board units.
    ///
    /// ```
    /// use maedn::game::Place;
    /// use maedn::model::{Colour, Geometry, Point, StartSlot, Tile};
    /// let g = Geometry::new(850, Colour::Black);
    /// assert_eq!(Place::Way(Tile::A).point(&g), Point { x: 4170, y: 9170 });
    /// assert_eq!(Place::Start(StartSlot::ALL[0]).point(&g), Point { x: 1620, y: 9170 });
    /// ```
    #[must_use]
    pub fn point(self, geometry: &Geometry) -> Point {
        match self {
            Place::Start(slot) => geometry.start_slot(slot),
            Place::Way(tile) => geometry.tile(tile),
        }
    }

    /// The tile, if this is a tile of the way.
    #[must_use]
    pub const fn tile(self) -> Option<Tile> {
        match self {
            Place::Start(_) => None,
            Place::Way(t) => Some(t),
        }
    }
}

impl fmt::Display for Place {
    /// `B1`..`B4` for the start field, `0`..`39` for the track (0 is A), `a`..`d`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Start(slot) => write!(f, "{slot}"),
            Place::Way(t) => match t.goal_letter() {
                Some(letter) => write!(f, "{letter}"),
                None => write!(f, "{}", t.index()),
            },
        }
    }
}

/// A position of the game: which tiles of the way hold a piece, and how many
/// pieces still wait in the start field. Pieces are interchangeable (rule 1).
///
/// ```
/// use maedn::game::{GameRules, GameState};
/// use maedn::model::{Rules, Tile};
/// let rules = GameRules::new(&Rules::paper()).unwrap();
/// let start = rules.start();
/// assert_eq!(start.waiting(), 4);
/// let out = start.apply(rules.legal_moves(start, 6)[0]);
/// assert!(out.is_occupied(Tile::A) && out.waiting() == 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct GameState {
    /// Bit `t` set: tile `t` holds a piece.
    way: u64,
    /// Pieces in the start field.
    waiting: u8,
}

impl GameState {
    /// `pieces` pieces, all in the start field.
    #[must_use]
    pub const fn all_waiting(pieces: u8) -> GameState {
        GameState {
            way: 0,
            waiting: pieces,
        }
    }

    /// The position with the tiles of `way` (bit `t` = tile `t`) occupied and
    /// `waiting` pieces in the start field, if that is at most four pieces on
    /// the 44 tiles.
    ///
    /// ```
    /// use maedn::game::GameState;
    /// assert!(GameState::from_parts(0b101, 2).is_some());
    /// assert!(GameState::from_parts(0b101, 3).is_none()); // five pieces
    /// assert!(GameState::from_parts(1 << 44, 0).is_none()); // no tile 44
    /// ```
    #[must_use]
    pub const fn from_parts(way: u64, waiting: u8) -> Option<GameState> {
        if way & !WAY_MASK != 0 || way.count_ones() + waiting as u32 > PIECES as u32 {
            return None;
        }
        Some(GameState { way, waiting })
    }

    /// Pieces waiting in the start field.
    #[must_use]
    pub const fn waiting(self) -> u8 {
        self.waiting
    }

    /// Bit `t` is set when tile `t` (0..=43) holds a piece.
    #[must_use]
    pub const fn way(self) -> u64 {
        self.way
    }

    /// Pieces on the way (track or goal row).
    #[must_use]
    pub const fn on_way(self) -> u8 {
        self.way.count_ones() as u8
    }

    /// Does `tile` hold a piece?
    #[must_use]
    pub const fn is_occupied(self, tile: Tile) -> bool {
        self.way & (1 << tile.index()) != 0
    }

    /// The occupied tiles, nearest A first (`.rev()`: furthest first).
    #[must_use]
    pub const fn tiles(self) -> TileIter {
        TileIter(self.way)
    }

    /// The slot the next piece leaves from (pieces leave B1, B2, … in turn), if
    /// a piece waits.
    #[must_use]
    pub const fn next_slot(self) -> Option<StartSlot> {
        if self.waiting == 0 {
            None
        } else {
            StartSlot::new(self.on_way())
        }
    }

    /// Progress towards the end: every piece on the way counts its tile + 1.
    /// Every move raises it (by the roll, or by 1 leaving B), so the states of a
    /// game are ordered by it and no game can return to a state.
    #[must_use]
    pub fn progress(self) -> u32 {
        self.tiles().map(|t| u32::from(t.index()) + 1).sum()
    }

    /// The state after `mv` (which must be legal here).
    #[must_use]
    pub const fn apply(self, mv: Move) -> GameState {
        let to = 1u64 << mv.to.index();
        match mv.from {
            Place::Start(_) => GameState {
                way: self.way | to,
                waiting: self.waiting.saturating_sub(1),
            },
            Place::Way(from) => GameState {
                way: (self.way & !(1u64 << from.index()) | to) & WAY_MASK,
                waiting: self.waiting,
            },
        }
    }

    /// The paper's bit-board of this position (`docs/bitboard.md`): every occupied tile and
    /// every start slot that still holds a piece; units 0.
    ///
    /// ```
    /// use maedn::game::GameState;
    /// assert_eq!(GameState::all_waiting(4).board().raw(), 0xF000_0000_0000_0000);
    /// ```
    #[must_use]
    pub fn board(self) -> Bits {
        let left = self.on_way();
        let mut board = Bits::EMPTY;
        for slot in StartSlot::ALL {
            if slot.index() >= left && slot.index() < left + self.waiting {
                board |= Bits::slot(slot);
            }
        }
        for t in self.tiles() {
            board |= Bits::tile(t);
        }
        board
    }
}

/// The occupied tiles of a [`GameState`], one bit at a time.
#[derive(Clone, Copy, Debug)]
pub struct TileIter(u64);

impl Iterator for TileIter {
    type Item = Tile;
    fn next(&mut self) -> Option<Tile> {
        if self.0 == 0 {
            return None;
        }
        let t = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Tile::new(t)
    }
}

impl DoubleEndedIterator for TileIter {
    fn next_back(&mut self) -> Option<Tile> {
        if self.0 == 0 {
            return None;
        }
        let t = 63 - self.0.leading_zeros() as u8;
        self.0 &= !(1 << t);
        Tile::new(t)
    }
}

/// One move: a piece from a place to a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece stood.
    pub from: Place,
    /// Where it lands.
    pub to: Tile,
}

/// The legal moves for one die face: at most one per piece, the move out of B
/// first, then pieces furthest along first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moves {
    list: [Move; PIECES as usize],
    len: usize,
}

impl Moves {
    pub(super) const NONE: Moves = Moves {
        list: [Move {
            from: Place::Way(Tile::A),
            to: Tile::A,
        }; PIECES as usize],
        len: 0,
    };

    pub(super) fn push(&mut self, mv: Move) {
        if let Some(slot) = self.list.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }
}

impl Deref for Moves {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.list.get(..self.len).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rules;

    fn state(tiles: &[u8], waiting: u8) -> GameState {
        let way = tiles.iter().fold(0u64, |w, t| w | 1 << t);
        GameState::from_parts(way, waiting).expect("a position")
    }

    #[test]
    fn test_board_shows_waiting_slots_and_tiles() {
        let s = state(&[0, 43], 2);
        let d = crate::model::decode(s.board(), &Rules::paper()).expect("decodes");
        let slots: Vec<u8> = d.start_field.iter().map(|s| s.index()).collect();
        assert_eq!(slots, [2, 3]);
        assert!(s.board().contains_tile(Tile::A) && s.board().contains_tile(Tile::D));
    }

    #[test]
    fn test_tiles_iterate_both_ways() {
        let s = state(&[0, 17, 43], 1);
        let up: Vec<u8> = s.tiles().map(Tile::index).collect();
        let down: Vec<u8> = s.tiles().rev().map(Tile::index).collect();
        assert_eq!(up, [0, 17, 43]);
        assert_eq!(down, [43, 17, 0]);
        assert_eq!(s.progress(), 1 + 18 + 44);
    }
}
