//! What a result can claim, as data: how its optimality was established and
//! what the reader must be warned about. No English here; `report` (and the
//! window) render these.

use serde::Serialize;

use crate::model::UNITS_MAX;

/// How the optimality of a result was established.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Optimality {
    /// The dynamic programme itself: exact by construction, nothing else checked.
    ExactDp,
    /// A* with an admissible (and consistent) heuristic: exact by construction,
    /// and compared with the DP.
    ExactAstar {
        /// Did the DP find the same length?
        agrees_with_dp: bool,
    },
    /// The paper's search with an admissible bound: the pruning is safe, so the
    /// search proves its result optimal (given the triangle inequality behind its
    /// early return); compared with the DP.
    PaperProven {
        /// Did the DP find the same length?
        agrees_with_dp: bool,
    },
    /// The paper's search with a bound above the cheapest move per tile: the
    /// search proves nothing; only the DP says whether the result is optimal.
    PaperNotProven {
        /// Does the DP find the same length?
        optimal_per_dp: bool,
    },
}

impl Optimality {
    /// Is the result the exact optimum?
    #[must_use]
    pub fn is_optimal(self) -> bool {
        match self {
            Optimality::ExactDp => true,
            Optimality::ExactAstar { agrees_with_dp }
            | Optimality::PaperProven { agrees_with_dp } => agrees_with_dp,
            Optimality::PaperNotProven { optimal_per_dp } => optimal_per_dp,
        }
    }
}

/// Something the reader of a result must know.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Warning {
    /// The bound is above the cheapest move per tile, so it may prune the optimum.
    InadmissibleBound {
        /// The bound, units per tile.
        bound: f64,
        /// The largest admissible bound.
        admissible: f64,
        /// Does the DP confirm the result anyway?
        optimal: bool,
        /// The exact optimum (total), from the DP.
        optimum: f64,
    },
    /// An admissible search that still missed the optimum: its early return on
    /// reaching the goal assumes the triangle inequality, which rounding can break.
    MissedOptimum {
        /// The exact optimum (total), from the DP.
        optimum: f64,
    },
    /// Exact lengths: path boards store the units rounded to whole numbers.
    RoundedBoards,
    /// The paper's C program starts `best` at 65,535 (the units field's limit), so
    /// it prunes these pieces at their first call (`moved + tiles left × bound`
    /// exceeds 65,535) and finds nothing; this search starts with no best and
    /// finds a way.
    PaperProgramFindsNothing {
        /// The bound, units per tile.
        bound: f64,
        /// The pieces the C program finds nothing for.
        pieces: Vec<u8>,
    },
}

/// Does the paper's C program, starting with `best = 65,535`, prune the first
/// call of a piece that has moved `moved` units with `tiles_left` to go?
#[must_use]
pub fn paper_program_prunes_at_once(moved: f64, tiles_left: u8, bound: f64) -> bool {
    moved + f64::from(tiles_left) * bound > f64::from(UNITS_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_paper_program_limit() {
        // 43 tiles from A to d: 43 × 1,524 = 65,532 fits, 43 × 1,525 = 65,575 does not.
        assert!(!paper_program_prunes_at_once(0.0, 43, 1524.0));
        assert!(paper_program_prunes_at_once(0.0, 43, 1525.0));
        assert!(!paper_program_prunes_at_once(0.0, 40, 1638.0));
        assert!(paper_program_prunes_at_once(0.0, 40, 1639.0));
    }

    #[test]
    fn test_optimality() {
        assert!(Optimality::ExactDp.is_optimal());
        assert!(
            !Optimality::PaperNotProven {
                optimal_per_dp: false
            }
            .is_optimal()
        );
        assert!(
            Optimality::ExactAstar {
                agrees_with_dp: true
            }
            .is_optimal()
        );
    }
}
