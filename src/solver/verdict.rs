//! What a result can claim, as data: how its optimality was established and
//! what the reader must be warned about. No English here; `report` (and the
//! window) render these.

use serde::Serialize;

use crate::model::{Tile, UNITS_MAX};

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
    /// The paper's search with a bound admissible for the goals solved and an
    /// early return that is safe on the move table: the search proves its result
    /// optimal; compared with the DP.
    PaperProven {
        /// Did the DP find the same length?
        agrees_with_dp: bool,
    },
    /// The paper's search with a bound above the least rest per tile towards
    /// the goals solved, or an early return at the goal that may miss a shorter
    /// way: the search proves nothing; only the DP says whether the result is
    /// optimal.
    PaperNotProven {
        /// Does the DP find the same length?
        optimal_per_dp: bool,
        /// Is the bound admissible (so the early return is what is unsafe)?
        bound_admissible: bool,
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
            Optimality::PaperNotProven { optimal_per_dp, .. } => optimal_per_dp,
        }
    }
}

/// Something the reader of a result must know.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Warning {
    /// The bound is above the least rest per tile (the admissible bound), so
    /// it may prune the optimum.
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
    /// The bound is admissible, but a move into the goal is longer than two
    /// moves covering the same tiles, so the early return may miss a shorter way.
    EarlyReturnUnsafe {
        /// The tile moved from.
        #[serde(serialize_with = "tile_index")]
        from: Tile,
        /// The tile between.
        #[serde(serialize_with = "tile_index")]
        via: Tile,
        /// The goal reached.
        #[serde(serialize_with = "tile_index")]
        to: Tile,
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

/// A tile in JSON: its index on the way (0 = A … 43 = d).
fn tile_index<S: serde::Serializer>(tile: &Tile, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_u8(tile.index())
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
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

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
                optimal_per_dp: false,
                bound_admissible: true,
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
