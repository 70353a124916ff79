//! What a board figure shows, without saying how: pieces, paths, marked
//! tiles, rings, a heat map, a caption and a legend. Colours are named by
//! meaning ([`Ink`]); [`super::board_drawing`] turns a scene into a drawing.
//!
//! Everything the window's board view draws can be said here, so the window
//! and the exports can share one picture.

use super::ink::Ink;
use crate::model::{BoardTile, Colour, Tile};

/// A piece standing on a tile.
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    /// Where it stands.
    pub tile: BoardTile,
    /// Whose piece.
    pub colour: Colour,
    /// A short label drawn on it (the piece number), if any.
    pub label: Option<String>,
}

impl Piece {
    /// A piece of `colour` on `tile`, labelled with its `number` if any.
    #[must_use]
    pub fn new(tile: BoardTile, colour: Colour, number: Option<u8>) -> Piece {
        Piece {
            tile,
            colour,
            label: number.map(|n| n.to_string()),
        }
    }

    /// A piece of `colour` on its own `tile`, labelled with its `number` if any.
    #[must_use]
    pub fn on(colour: Colour, tile: Tile, number: Option<u8>) -> Piece {
        Piece::new(BoardTile::of(colour, tile), colour, number)
    }
}

/// How a path is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// A solution path: solid, with a dot at each stop and move lengths.
    #[default]
    Solution,
    /// The branch the search explores now: thinner, dashed.
    Branch,
    /// A branch the bound cut: thin, dashed, short dashes.
    Pruned,
    /// The best path so far, wide and faint, under the branch.
    Best,
}

/// A path of straight moves between tile centres.
#[derive(Clone, Debug, PartialEq)]
pub struct Path {
    /// The tiles, in order.
    pub tiles: Vec<BoardTile>,
    /// How it is drawn.
    pub kind: PathKind,
    /// Its colour.
    pub ink: Ink,
    /// One label per move (its length); empty for none.
    pub labels: Vec<String>,
    /// A shift in tiles (x, y) of the whole path.
    pub offset: (f32, f32),
    /// A shift in tiles to the left of the direction of travel, kept on every
    /// move (mitred at the turns), so paths sharing moves run side by side.
    pub lane: f32,
}

impl Path {
    /// A path along `tiles` with no labels, no offset and no lane.
    #[must_use]
    pub fn along(tiles: Vec<BoardTile>, kind: PathKind, ink: Ink) -> Path {
        Path {
            tiles,
            kind,
            ink,
            labels: Vec::new(),
            offset: (0.0, 0.0),
            lane: 0.0,
        }
    }

    /// A path along `colour`'s `tiles` with no labels and no offset.
    #[must_use]
    pub fn of_tiles(colour: Colour, tiles: &[Tile], kind: PathKind, ink: Ink) -> Path {
        let tiles = tiles.iter().map(|t| BoardTile::of(colour, *t)).collect();
        Path::along(tiles, kind, ink)
    }
}

/// Which ring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RingKind {
    /// The tile under the pointer.
    #[default]
    Hover,
    /// A selected tile.
    Selection,
}

/// A ring round a tile, with an optional small label above it (its index).
#[derive(Clone, Debug, PartialEq)]
pub struct Ring {
    /// The tile.
    pub tile: BoardTile,
    /// Hover or selection.
    pub kind: RingKind,
    /// Text above the ring.
    pub label: Option<String>,
}

/// A heat-map value on a tile (the retrograde map: distance left to the goal).
#[derive(Clone, Debug, PartialEq)]
pub struct HeatTile {
    /// The tile.
    pub tile: BoardTile,
    /// The value; the colour ramp spans the scene's smallest to largest.
    pub value: f64,
    /// The text on the tile (the value, formatted by the caller).
    pub label: String,
}

/// An arrow from one tile towards another (the best move from a tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileArrow {
    /// From.
    pub from: BoardTile,
    /// Towards.
    pub to: BoardTile,
}

/// The caption above a figure.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Caption {
    /// The first line, in bold.
    pub title: String,
    /// Further lines: settings, totals, how it was computed.
    pub lines: Vec<String>,
}

/// The small picture before a legend label.
#[derive(Clone, Debug, PartialEq)]
pub enum Swatch {
    /// A path line of a kind and colour.
    Path(PathKind, Ink),
    /// A piece of a colour.
    Piece(Colour),
    /// A shaded (jumped-over) tile.
    Skipped,
    /// A set bit's ring.
    Lit,
    /// A changed bit's tile.
    Changed,
    /// A ring.
    Ring(RingKind),
    /// The heat ramp, near to far.
    Heat,
    /// A move-length box in a path's colour.
    LengthBox(Ink),
    /// An arrow (the heat map's best move).
    Arrow,
    /// A filled bar (charts).
    Bar(Ink),
    /// A vertical marker line (charts) in its pattern.
    Marker(Ink, super::shape::Dash),
}

/// One legend row.
#[derive(Clone, Debug, PartialEq)]
pub struct LegendEntry {
    /// The picture.
    pub swatch: Swatch,
    /// The words.
    pub label: String,
}

impl LegendEntry {
    /// The row `label` after `swatch`.
    #[must_use]
    pub fn new(swatch: Swatch, label: impl Into<String>) -> LegendEntry {
        LegendEntry {
            swatch,
            label: label.into(),
        }
    }
}

/// What a board figure shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Whose view (the player whose pieces move).
    pub colour: Colour,
    /// Pieces to draw.
    pub pieces: Vec<Piece>,
    /// Paths, in painting order (later ones on top).
    pub paths: Vec<Path>,
    /// Tiles a move jumps over, shaded.
    pub skipped: Vec<BoardTile>,
    /// Tiles whose bit is set, ringed.
    pub lit: Vec<BoardTile>,
    /// Tiles whose bit just changed, marked.
    pub changed: Vec<BoardTile>,
    /// Hover and selection rings.
    pub rings: Vec<Ring>,
    /// Heat-map values.
    pub heat: Vec<HeatTile>,
    /// Heat-map arrows.
    pub arrows: Vec<TileArrow>,
    /// Draw the arrows at the four A tiles showing the direction of play.
    pub start_arrows: bool,
    /// Every tile's name for its tooltip (SVG `<title>`, for screen
    /// readers), in the order of [`BoardTile::all`]; empty for no tooltips.
    pub tile_names: Vec<String>,
    /// The track tiles' numbers (0–39 from this colour's A) beside the
    /// tiles, at this size in tile spacings, or as large as fits below it
    /// ([`super::tile_numbers`]); `None` for none.
    pub tile_numbers: Option<f32>,
    /// The caption; `None` for the bare board (the window's view).
    pub caption: Option<Caption>,
    /// The legend rows; empty for none.
    pub legend: Vec<LegendEntry>,
    /// Every row the legend of this view may grow to (a game played on,
    /// a search going deeper): a view keeps room for them from the start,
    /// so that a growing legend never moves or shrinks the board. Empty:
    /// the legend as it is. Only for layout; never drawn.
    pub legend_room: Vec<LegendEntry>,
}

impl Scene {
    /// An empty board of `colour` with the start arrows.
    #[must_use]
    pub fn new(colour: Colour) -> Scene {
        Scene {
            colour,
            start_arrows: true,
            ..Scene::default()
        }
    }
}
