//! What a solve returns: the [`Solution`] (each piece's [`PieceSolution`],
//! the totals, the counters and how optimality was established), or why
//! there is none ([`SolveError`]).

use std::time::Duration;

use super::{Cancelled, Optimality, SearchStats, Settings, TIE, Warning};
use crate::model::{Bits, BoardError, RulesError, Tile, units_to_cm};

/// Why a run produced no solution.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SolveError {
    /// Settings that cannot be solved.
    Rules(#[from] RulesError),
    /// Cancelled by the user.
    Cancelled(#[from] Cancelled),
    /// A board that cannot be solved from.
    Board(#[from] BoardError),
    /// The way found is longer than a board's 16-bit units field holds (only
    /// possible for a problem whose units moved disagree with its path).
    DoesNotFit {
        /// The piece.
        piece: u8,
        /// The true length found.
        units: f64,
    },
}

/// One piece's way to its goal.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceSolution {
    /// Piece number, 1..=4.
    pub piece: u8,
    /// Its goal tile.
    pub goal: Tile,
    /// Length from A to the goal (or from the problem's start), in units.
    pub units: f64,
    /// The tiles from A to the goal.
    pub tiles: Vec<Tile>,
    /// The rolls, starting with the 6 that leaves the start field when the
    /// problem starts on A with nothing moved.
    pub rolls: Vec<u8>,
    /// The path board (all visited tiles, units in the low 16 bits).
    pub board: Bits,
    /// Calls and prunes of the paper's search (0 for the exact solvers).
    pub stats: SearchStats,
    /// States expanded by an exact solver (0 for the paper's search).
    pub expanded: u64,
    /// The exact optimum for this piece, from the DP.
    pub optimum: f64,
    /// Distinct optimal roll sequences, from the DP.
    pub optimal_sequences: u64,
}

impl PieceSolution {
    /// Length in centimetres on the 36 cm board.
    #[must_use]
    pub fn cm(&self) -> f64 {
        units_to_cm(self.units)
    }

    /// Is this piece's length the exact optimum?
    #[must_use]
    pub fn is_optimal(&self) -> bool {
        (self.units - self.optimum).abs() <= TIE
    }
}

/// The whole answer of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// What was run.
    pub settings: Settings,
    /// Per piece, 1 to 4 (or the single piece of [`super::solve_problem`]).
    pub pieces: Vec<PieceSolution>,
    /// The four moves from the start field to A.
    pub start_field_units: f64,
    /// Start field plus all pieces.
    pub total_units: f64,
    /// Total calls over all pieces.
    pub calls: u64,
    /// Total prunes.
    pub prunes: u64,
    /// Total states expanded by an exact solver.
    pub expanded: u64,
    /// Wall time of the algorithm alone (without the DP check).
    pub elapsed: Duration,
    /// Wall time of the DP check (zero when the algorithm is the DP).
    pub check_elapsed: Duration,
    /// The bound used, in units per tile (paper's search only).
    pub bound_per_tile: f64,
    /// The largest admissible bound for these rules.
    pub admissible_bound: f64,
    /// Is the bound a true lower bound (so pruning is safe)?
    pub admissible: bool,
    /// Is the total the exact optimum (the DP's, or checked against it)?
    pub optimal: bool,
    /// How optimality was established.
    pub optimality: Optimality,
    /// What the reader must know (rendered by `report`).
    pub warnings: Vec<Warning>,
}

impl Solution {
    /// The total in centimetres.
    #[must_use]
    pub fn total_cm(&self) -> f64 {
        units_to_cm(self.total_units)
    }

    /// The exact optimum of the total (start field plus DP per piece).
    #[must_use]
    pub fn optimum_units(&self) -> f64 {
        self.start_field_units + self.pieces.iter().map(|p| p.optimum).sum::<f64>()
    }

    /// Search calls per second of the algorithm alone.
    #[must_use]
    pub fn calls_per_second(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 { self.calls as f64 / s } else { 0.0 }
    }
}
