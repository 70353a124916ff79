//! What one piece's search precomputes before it starts: the length type it
//! adds and compares in (`u32` for rounded lengths, `f64` for exact ones),
//! and the legal moves and bound estimates for every tile.

use std::ops::Add;

use crate::model::{MoveTable, Tile};

/// A length type the search can add and compare: `u32` for rounded lengths
/// (fast, exact, small tables), [`super::exact::Exact`] for exact lengths (ties
/// decided exactly), `f64` otherwise (iterative deepening).
pub(in crate::solver) trait Units:
    Copy + PartialOrd + Add<Output = Self>
{
    const ZERO: Self;
    const NONE: Self;
    /// A length known only as a number (a best recorded outside the search).
    fn from_f64(v: f64) -> Self;
    fn to_f64(self) -> f64;
    /// The units moved before the search starts.
    fn base(v: f64) -> Self {
        Self::from_f64(v)
    }
    /// The length of the move `from → to`, measured as `length`.
    fn step(_table: &MoveTable, _from: Tile, _to: Tile, length: f64) -> Self {
        Self::from_f64(length)
    }
    /// `tiles × bound`.
    fn estimate(_table: &MoveTable, tiles: u8, bound: f64) -> Self {
        Self::from_f64(f64::from(tiles) * bound)
    }
}

impl Units for u32 {
    const ZERO: Self = 0;
    // Far above any length plus any (clamped) estimate, and still safe to add to.
    const NONE: Self = u32::MAX / 2;
    fn from_f64(v: f64) -> Self {
        // Rounded lengths and clamped integral bounds only; saturate anything larger.
        if v >= f64::from(u32::MAX / 4) {
            u32::MAX / 4
        } else {
            v.max(0.0) as u32
        }
    }
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
}

impl Units for f64 {
    const ZERO: Self = 0.0;
    const NONE: Self = f64::INFINITY;
    fn from_f64(v: f64) -> Self {
        v
    }
    fn to_f64(self) -> f64 {
        self
    }
}

/// One legal move, precomputed.
#[derive(Clone, Copy)]
pub(in crate::solver) struct Move<L> {
    pub(in crate::solver) to: u8,
    pub(in crate::solver) len: L,
    pub(in crate::solver) finishes: bool,
}

/// Everything about one piece's search that does not change while it runs
/// (also the move tables of the iterative-deepening search).
pub(in crate::solver) struct Tables<L> {
    /// The legal moves from each tile, highest roll first.
    pub(in crate::solver) moves: [[Move<L>; 6]; Tile::NUM],
    /// How many of `moves[p]` are legal.
    pub(in crate::solver) count: [u8; Tile::NUM],
    /// `(goal − p) × bound` for each tile p.
    pub(in crate::solver) estimate: [L; Tile::NUM],
    pub(in crate::solver) goal: u8,
}

impl<L: Units> Tables<L> {
    pub(in crate::solver) fn new(table: &MoveTable, goal: Tile, bound: f64) -> Tables<L> {
        let empty = Move {
            to: 0,
            len: L::ZERO,
            finishes: false,
        };
        let mut moves = [[empty; 6]; Tile::NUM];
        let mut count = [0u8; Tile::NUM];
        let mut estimate = [L::ZERO; Tile::NUM];
        for p in 0..=goal.index() {
            let Some(from) = Tile::new(p) else { continue };
            let i = usize::from(p);
            for (slot, step) in moves[i].iter_mut().zip(table.steps(from, goal)) {
                *slot = Move {
                    to: step.to.index(),
                    len: L::step(table, from, step.to, step.length),
                    finishes: step.finishes,
                };
                count[i] += 1;
            }
            estimate[i] = L::estimate(table, goal.index() - p, bound);
        }
        Tables {
            moves,
            count,
            estimate,
            goal: goal.index(),
        }
    }
}
