//! Where every tile is: an 11 × 11 grid around the centre tile, scaled by the
//! tile spacing into board units (`docs/geometry.md#coordinates`).
//!
//! Grid positions are counted in tiles from the centre tile, x to the right and
//! y downwards as on screen. Black's start tile A is at (−1, 5); the other colours
//! are black's layout turned clockwise about the centre by quarter turns.

use std::fmt;

use super::colour::Colour;
use super::tile::{StartSlot, TRACK_TILES, Tile};

/// The board is this many units wide and high.
pub const BOARD_SIDE_UNITS: f64 = 10_000.0;
/// A printed board is this many centimetres wide.
pub const BOARD_SIDE_CM: f64 = 36.0;
/// The paper's distance between adjacent tile centres, in units.
pub const DEFAULT_SPACING: u32 = 850;
/// The centre tile, in units: black's A (4170, 9170) is one tile left and five down.
pub const BOARD_CENTRE: Point = Point { x: 5020, y: 4920 };

/// Converts board units to centimetres on the 36 cm board.
///
/// ```
/// assert!((maedn::model::units_to_cm(83_047.0) - 298.9692).abs() < 1e-9);
/// ```
#[must_use]
pub fn units_to_cm(units: f64) -> f64 {
    units * BOARD_SIDE_CM / BOARD_SIDE_UNITS
}

/// A tile position in whole tiles from the centre tile (x right, y down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridPos {
    /// Columns to the right of the centre (−5..=5).
    pub x: i32,
    /// Rows below the centre (−5..=5).
    pub y: i32,
}

impl GridPos {
    /// This position turned clockwise (on screen) about the centre `turns` times.
    #[must_use]
    pub const fn rotated(self, turns: u8) -> GridPos {
        let (mut x, mut y) = (self.x, self.y);
        let mut i = 0;
        while i < turns % 4 {
            (x, y) = (-y, x);
            i += 1;
        }
        GridPos { x, y }
    }
}

/// A point on the board in units, (0, 0) top left, y down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Point {
    /// Units from the left edge.
    pub x: i64,
    /// Units from the top edge.
    pub y: i64,
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The direction of each step along black's track, as (dx, dy) in tiles, for the
/// step from tile `t` to `t + 1`. Steps 39→40→…→43 lead into the goal row.
const fn step(t: u8) -> (i32, i32) {
    match t {
        0..=3 | 8..=9 | 14..=17 | 39.. => (0, -1),
        4..=7 | 30..=33 | 38 => (-1, 0),
        10..=13 | 18..=19 | 24..=27 => (1, 0),
        _ => (0, 1), // 20..=23, 28..=29, 34..=37
    }
}

/// Black's tile `t` (track or goal) on the grid.
const fn black_grid(t: u8) -> GridPos {
    let (mut x, mut y) = (-1, 5);
    let mut i = 0;
    while i < t {
        let (dx, dy) = step(i);
        x += dx;
        y += dy;
        i += 1;
    }
    GridPos { x, y }
}

/// Grid positions of black's 44 tiles, computed once at compile time.
const BLACK_TILES: [GridPos; Tile::NUM] = {
    let mut out = [GridPos { x: 0, y: 0 }; Tile::NUM];
    let mut t = 0;
    while t < Tile::NUM {
        out[t] = black_grid(t as u8);
        t += 1;
    }
    out
};

/// One of the 72 tiles of the whole board, for drawing and hit-testing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardTile {
    /// Track tile numbered from black's A (0..40); colour `c`'s A is `10 c`.
    Track(u8),
    /// A start-field tile of a colour.
    Start(Colour, StartSlot),
    /// A goal tile of a colour: 0 = a … 3 = d.
    Goal(Colour, u8),
}

impl BoardTile {
    /// All 72 tiles: 40 track tiles, then per colour 4 start and 4 goal tiles.
    #[must_use]
    pub fn all() -> Vec<BoardTile> {
        let mut out: Vec<BoardTile> = (0..TRACK_TILES).map(BoardTile::Track).collect();
        for colour in Colour::ALL {
            out.extend(StartSlot::ALL.map(|s| BoardTile::Start(colour, s)));
            out.extend((0..4).map(|g| BoardTile::Goal(colour, g)));
        }
        out
    }

    /// Grid position of this tile.
    #[must_use]
    pub fn grid(self) -> GridPos {
        match self {
            BoardTile::Track(t) => {
                let colour = Colour::ALL[usize::from(t / 10) % 4];
                BLACK_TILES[usize::from(t % 10)].rotated(colour.quarter_turns())
            }
            BoardTile::Start(colour, slot) => {
                let a = BLACK_TILES[0];
                let (dx, dy) = slot.offset_from_a();
                GridPos {
                    x: a.x + dx,
                    y: a.y + dy,
                }
                .rotated(colour.quarter_turns())
            }
            BoardTile::Goal(colour, g) => {
                BLACK_TILES[usize::from(40 + g.min(3))].rotated(colour.quarter_turns())
            }
        }
    }

    /// The board tile that is `colour`'s tile `tile` (track or goal).
    #[must_use]
    pub fn of(colour: Colour, tile: Tile) -> BoardTile {
        if tile.is_goal() {
            BoardTile::Goal(colour, tile.index() - TRACK_TILES)
        } else {
            // Colour k's A is black's tile 10k.
            let abs = (tile.index() + 10 * colour.quarter_turns()) % TRACK_TILES;
            BoardTile::Track(abs)
        }
    }

    /// The colour that owns this tile (start fields, goal rows and the four A tiles).
    #[must_use]
    pub fn owner(self) -> Option<Colour> {
        match self {
            BoardTile::Track(t) if t % 10 == 0 => Colour::try_from_index(usize::from(t / 10)),
            BoardTile::Track(_) => None,
            BoardTile::Start(c, _) | BoardTile::Goal(c, _) => Some(c),
        }
    }

    /// For `colour`: this track tile's place on `colour`'s way (0 is
    /// `colour`'s A), the number its board writes beside the tile and every
    /// sentence uses; `None` for a start or goal tile.
    ///
    /// ```
    /// use maedn::model::{BoardTile, Colour};
    /// assert_eq!(BoardTile::Track(17).number_for(Colour::Black), Some(17));
    /// assert_eq!(BoardTile::Track(30).number_for(Colour::Red), Some(0));
    /// assert_eq!(BoardTile::Goal(Colour::Red, 0).number_for(Colour::Red), None);
    /// ```
    #[must_use]
    pub const fn number_for(self, colour: Colour) -> Option<u8> {
        match self {
            BoardTile::Track(t) => {
                Some((t % TRACK_TILES + TRACK_TILES - 10 * colour.quarter_turns()) % TRACK_TILES)
            }
            BoardTile::Start(..) | BoardTile::Goal(..) => None,
        }
    }

    /// For `colour`: the bit-board bit of this tile, if it has one in that colour's view.
    #[must_use]
    pub fn bit_for(self, colour: Colour) -> Option<u8> {
        match self {
            BoardTile::Track(t) => {
                let rel = (t + TRACK_TILES - 10 * colour.quarter_turns()) % TRACK_TILES;
                Tile::new(rel).map(Tile::bit)
            }
            BoardTile::Start(c, slot) if c == colour => Some(slot.bit()),
            BoardTile::Goal(c, g) if c == colour => Tile::new(40 + g).map(Tile::bit),
            BoardTile::Start(..) | BoardTile::Goal(..) => None,
        }
    }
}

impl fmt::Display for BoardTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardTile::Track(t) => write!(f, "Track tile {t}"),
            BoardTile::Start(c, s) => write!(f, "{c} start field {s}"),
            BoardTile::Goal(c, g) => {
                let letter = ['a', 'b', 'c', 'd'][usize::from(*g).min(3)];
                write!(f, "{c} goal {letter}")
            }
        }
    }
}

/// The board seen by one colour at one tile spacing.
///
/// ```
/// use maedn::model::{Colour, Geometry, Point, Tile};
/// let g = Geometry::new(850, Colour::Black);
/// assert_eq!(g.tile(Tile::A), Point { x: 4170, y: 9170 });
/// assert_eq!(g.tile(Tile::LAST_TRACK), Point { x: 5020, y: 9170 });
/// assert_eq!(g.tile(Tile::D), Point { x: 5020, y: 5770 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Distance between adjacent tile centres, in units.
    pub spacing: u32,
    /// Whose view.
    pub colour: Colour,
}

impl Geometry {
    /// The geometry for a spacing and colour.
    #[must_use]
    pub const fn new(spacing: u32, colour: Colour) -> Geometry {
        Geometry { spacing, colour }
    }

    /// Units of a grid position at this spacing.
    #[must_use]
    pub fn point(&self, grid: GridPos) -> Point {
        let s = i64::from(self.spacing);
        Point {
            x: BOARD_CENTRE.x + i64::from(grid.x) * s,
            y: BOARD_CENTRE.y + i64::from(grid.y) * s,
        }
    }

    /// Centre of this colour's tile `tile`, in units.
    #[must_use]
    pub fn tile(&self, tile: Tile) -> Point {
        self.point(BoardTile::of(self.colour, tile).grid())
    }

    /// Centre of this colour's start-field slot, in units.
    #[must_use]
    pub fn start_slot(&self, slot: StartSlot) -> Point {
        self.point(BoardTile::Start(self.colour, slot).grid())
    }

    /// Straight-line distance between two points, in units.
    #[must_use]
    pub fn distance(a: Point, b: Point) -> f64 {
        let dx = (a.x - b.x) as f64;
        let dy = (a.y - b.y) as f64;
        dx.hypot(dy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_seventy_two_distinct_tiles_on_the_cross() {
        let all = BoardTile::all();
        assert_eq!(all.len(), 72);
        let mut seen = std::collections::HashSet::new();
        for t in &all {
            let g = t.grid();
            assert!(
                g.x.abs() <= 5 && g.y.abs() <= 5,
                "{t} off the grid at {g:?}"
            );
            assert!(seen.insert(g), "{t} shares its square");
        }
        // The centre tile itself is not a tile.
        assert!(!seen.contains(&GridPos { x: 0, y: 0 }));
    }

    #[test]
    fn test_track_steps_are_one_tile_and_close_the_loop() {
        for t in 0..40u8 {
            let a = BoardTile::Track(t).grid();
            let b = BoardTile::Track((t + 1) % 40).grid();
            assert_eq!((a.x - b.x).abs() + (a.y - b.y).abs(), 1, "step {t}");
        }
    }

    #[test]
    fn test_colours_rotate_onto_their_a_tiles() {
        for c in Colour::ALL {
            let a = BoardTile::of(c, Tile::A);
            assert_eq!(a, BoardTile::Track(10 * c.quarter_turns()));
            assert_eq!(a.owner(), Some(c));
            assert_eq!(
                BoardTile::of(c, Tile::A).grid(),
                GridPos { x: -1, y: 5 }.rotated(c.quarter_turns())
            );
        }
    }

    #[test]
    fn test_bits_for_colour_match_tiles() {
        for c in Colour::ALL {
            for i in 0..44u8 {
                let tile = Tile::new(i).expect("tile");
                assert_eq!(BoardTile::of(c, tile).bit_for(c), Some(tile.bit()));
            }
        }
    }
}
