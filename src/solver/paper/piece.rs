//! Where one piece's paper search starts ([`Start`]) and what it returns: its
//! counters ([`SearchStats`]) and its way ([`PaperResult`]).

use crate::model::{Problem, Tile};

/// The search's own counters for one piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Calls of the search function.
    pub calls: u64,
    /// Calls that returned at once because of the bound.
    pub prunes: u64,
}

/// The outcome for one piece.
#[derive(Clone, Debug, PartialEq)]
pub struct PaperResult {
    /// The tiles from A to the goal, if a path was found.
    pub tiles: Vec<Tile>,
    /// Its length since the problem's start (including `problem.moved()`).
    pub units: Option<f64>,
    /// Calls and prunes.
    pub stats: SearchStats,
    /// The deepest call, in moves from the start (the first call is depth 0):
    /// the search's peak recursion depth.
    pub max_depth: u32,
}

/// Where a search starts: a piece on a tile, the units it has moved, and the
/// best complete length known before the search (`None` for a fresh piece; a
/// recorded `best` to re-search a subtree exactly as the run searched it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Start {
    /// Piece number, 1..=4 (for the observer's views).
    pub(crate) piece: u8,
    /// The piece's goal tile.
    pub(crate) goal: Tile,
    /// The tile of the first call.
    pub(crate) from: Tile,
    /// Units moved before the first call.
    pub(crate) moved: f64,
    /// The `best` the first call starts with.
    pub(crate) best: Option<f64>,
}

impl Start {
    /// A problem's start, with no best known yet.
    pub(crate) fn of(problem: &Problem) -> Start {
        Start {
            piece: problem.piece_number(),
            goal: problem.goal(),
            from: problem.from(),
            moved: problem.moved(),
            best: None,
        }
    }
}
