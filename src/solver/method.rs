//! The methods of the comparison of algorithms and what a row of it claims:
//! what its effort counter counts ([`EffortUnit`]), what its memory figure is
//! ([`Memory`]), and whether its answer is proven optimal and why ([`Proof`]).
//!
//! The effort counters are exactly defined on [`EffortUnit`].

use serde::{Deserialize, Serialize};

use super::admissible_bound;
use super::exact::TIE;
use super::progress::Snapshot;
use crate::model::{MoveTable, Tile};

/// One algorithm of the comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// The paper's branch and bound with its bound per tile (193 unless set otherwise).
    PaperBound,
    /// The paper's branch and bound with the admissible bound (the cheapest move per tile).
    AdmissibleBound,
    /// The paper's branch and bound with no per-tile bound.
    NoBound,
    /// IDA* with the cheapest-move-per-tile heuristic.
    IdaStar,
    /// Iterative deepening on the length alone (IDA* with `h = 0`).
    Dfid,
    /// Uniform-cost search (Dijkstra).
    Dijkstra,
    /// A* with the cheapest-move-per-tile heuristic.
    AStar,
    /// Dynamic programming over the positions.
    Dp,
}

impl Method {
    /// Number of methods.
    pub const NUM: usize = 8;

    /// All methods, in the table's order.
    pub const ALL: [Method; Method::NUM] = [
        Method::PaperBound,
        Method::AdmissibleBound,
        Method::NoBound,
        Method::IdaStar,
        Method::Dfid,
        Method::Dijkstra,
        Method::AStar,
        Method::Dp,
    ];

    /// Position in [`Method::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name on the command line and in JSON.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Method::PaperBound => "paper",
            Method::AdmissibleBound => "bnb-admissible",
            Method::NoBound => "bnb-none",
            Method::IdaStar => "ida",
            Method::Dfid => "dfid",
            Method::Dijkstra => "dijkstra",
            Method::AStar => "astar",
            Method::Dp => "dp",
        }
    }

    /// What its effort counter counts.
    #[must_use]
    pub const fn unit(self) -> EffortUnit {
        match self {
            Method::PaperBound
            | Method::AdmissibleBound
            | Method::NoBound
            | Method::IdaStar
            | Method::Dfid => EffortUnit::Calls,
            Method::Dijkstra | Method::AStar => EffortUnit::Expansions,
            Method::Dp => EffortUnit::States,
        }
    }

    /// The live value of its effort counter in a progress snapshot.
    #[must_use]
    pub const fn live_effort(self, snapshot: &Snapshot) -> u64 {
        match self.unit() {
            EffortUnit::Calls => snapshot.calls,
            EffortUnit::Expansions | EffortUnit::States => snapshot.expanded,
        }
    }
}

impl std::str::FromStr for Method {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Method::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
                format!("unknown method {s:?}: expected one of {}", names.join(", "))
            })
    }
}

/// The unit of an effort counter, which says exactly what is counted:
/// - *calls* (depth-first methods): calls of the recursive search function,
///   those that return at once (pruned, cut off) included. For the paper's
///   search exactly its counter (`docs/search.md#counting-calls-and-prunes`); for iterative
///   deepening summed over
///   all iterations.
/// - *expansions* (best-first methods): states taken off the queue and expanded,
///   the goal included, stale queue entries not.
/// - *states* (the DP): positions whose value is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EffortUnit {
    /// Calls of a recursive search function (pruned ones included).
    Calls,
    /// States taken off a priority queue and expanded.
    Expansions,
    /// Positions evaluated by the DP.
    States,
}

impl EffortUnit {
    /// The unit's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            EffortUnit::Calls => "calls",
            EffortUnit::Expansions => "expansions",
            EffortUnit::States => "states",
        }
    }
}

/// How much a method held at its peak: the deepest recursion for depth-first
/// methods, the open list at its largest for best-first ones, the table for the DP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// Depth-first: the deepest call, in moves (stack frames above the first).
    StackDepth {
        /// Moves from the start to the deepest call.
        depth: u32,
    },
    /// Best-first: the open list at its largest, and the states closed.
    OpenList {
        /// Entries in the priority queue at its largest (stale ones included).
        peak: u64,
        /// States closed when the search ended.
        closed: u64,
    },
    /// The DP: one value per position.
    Table {
        /// Positions in the table.
        entries: u64,
    },
}

/// Why an answer is (or is not) proven optimal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Proof {
    /// Dynamic programming evaluates every position: exact.
    Exact,
    /// Best first with an admissible, consistent heuristic (A*).
    AdmissibleHeuristic,
    /// Best first with `h = 0` and no negative length (Dijkstra).
    NonNegativeLengths,
    /// Iterative deepening with an admissible heuristic (`h = 0` included).
    Deepening,
    /// Branch and bound whose bound never exceeds the cheapest move per tile,
    /// and whose early return at the goal is safe (every move is at most as
    /// long as any two moves covering the same tiles, checked on the move table).
    AdmissibleBound,
    /// Not proven by the method itself.
    NotProven {
        /// Why not.
        reason: NotProvenReason,
    },
}

impl Proof {
    /// Is the answer proven optimal?
    #[must_use]
    pub const fn is_proven(&self) -> bool {
        !matches!(self, Proof::NotProven { .. })
    }
}

/// Why a branch and bound is not proven optimal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NotProvenReason {
    /// The bound exceeds the cheapest move per tile, so it may prune the optimum.
    BoundAboveCheapest {
        /// The bound, in units per tile.
        bound: f64,
        /// The cheapest move per tile (the largest admissible bound).
        cheapest: f64,
    },
    /// A move is longer than two moves covering the same tiles, so stopping at
    /// the first roll that reaches the goal may miss a shorter way.
    EarlyReturnUnsafe {
        /// The tile moved from.
        from: Tile,
        /// The tile between.
        via: Tile,
        /// The tile reached.
        to: Tile,
    },
}

/// Why a method's answer is optimal, or why that is not proven.
pub(super) fn proof(method: Method, table: &MoveTable, bound: Option<f64>) -> Proof {
    match method {
        Method::Dp => Proof::Exact,
        Method::AStar => Proof::AdmissibleHeuristic,
        Method::Dijkstra => Proof::NonNegativeLengths,
        Method::IdaStar | Method::Dfid => Proof::Deepening,
        Method::PaperBound | Method::AdmissibleBound | Method::NoBound => {
            let bound = bound.unwrap_or(0.0);
            let cheapest = admissible_bound(table);
            if bound > cheapest + TIE {
                Proof::NotProven {
                    reason: NotProvenReason::BoundAboveCheapest { bound, cheapest },
                }
            } else if let Some((from, via, to)) = early_return_violation(table) {
                Proof::NotProven {
                    reason: NotProvenReason::EarlyReturnUnsafe { from, via, to },
                }
            } else {
                Proof::AdmissibleBound
            }
        }
    }
}

/// The first move `from → to` that is longer than `from → via → to`, if any.
/// Without one, the paper's early return at the goal is safe: by induction any
/// chain of moves within six tiles is at least as long as the direct move.
#[must_use]
pub fn early_return_violation(table: &MoveTable) -> Option<(Tile, Tile, Tile)> {
    for p in 0..Tile::NUM as u8 {
        for r in 2..=6u8 {
            for s in 1..r {
                let (Some(from), Some(via), Some(to)) =
                    (Tile::new(p), Tile::new(p + s), Tile::new(p + r))
                else {
                    continue;
                };
                let (Some(direct), Some(first), Some(second)) = (
                    table.length(from, r),
                    table.length(from, s),
                    table.length(via, r - s),
                ) else {
                    continue;
                };
                if direct > first + second + TIE {
                    return Some((from, via, to));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{LengthMode, Rules};

    #[test]
    fn test_early_return_is_safe_on_the_papers_board() {
        for lengths in [LengthMode::Rounded, LengthMode::Exact] {
            let table = MoveTable::new(&Rules {
                lengths,
                ..Rules::paper()
            });
            assert_eq!(early_return_violation(&table), None, "{lengths}");
        }
    }
}
