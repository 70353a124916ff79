//! The methods of the comparison of algorithms and what a row of it claims:
//! what its effort counter counts ([`EffortUnit`]), what its memory figure is
//! ([`Memory`]), and whether its answer is proven optimal and why ([`Proof`]).
//!
//! The effort counters are exactly defined on [`EffortUnit`].

use serde::{Deserialize, Serialize};

use super::admissible_bound_for;
use super::progress::Snapshot;
use super::tie::TIE;
use crate::model::{MoveTable, Tile};

/// One algorithm of the comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// The paper's branch and bound with its bound per tile (193 unless set otherwise).
    PaperBound,
    /// The paper's branch and bound with the admissible bound (the least rest per tile).
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

crate::names::named_enum!(Method, "method", {
    PaperBound => "paper",
    AdmissibleBound => "bnb-admissible",
    NoBound => "bnb-none",
    IdaStar => "ida",
    Dfid => "dfid",
    Dijkstra => "dijkstra",
    AStar => "astar",
    Dp => "dp",
});

impl Method {
    /// Position in [`Method::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
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

crate::names::named_enum!(EffortUnit, "effort unit", {
    Calls => "calls",
    Expansions => "expansions",
    States => "states",
});

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
    /// Branch and bound whose bound never exceeds the least rest per tile,
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
    /// The bound exceeds the least rest per tile (it overestimates the rest
    /// from some tile), so it may prune the optimum.
    BoundAboveAdmissible {
        /// The bound, in units per tile.
        bound: f64,
        /// The largest admissible bound (the least rest per tile).
        admissible: f64,
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

/// Why a method's answer is optimal, or why that is not proven, for pieces
/// heading to `goals`.
pub(super) fn proof(
    method: Method,
    table: &MoveTable,
    bound: Option<f64>,
    goals: &[Tile],
) -> Proof {
    match method {
        Method::Dp => Proof::Exact,
        Method::AStar => Proof::AdmissibleHeuristic,
        Method::Dijkstra => Proof::NonNegativeLengths,
        Method::IdaStar | Method::Dfid => Proof::Deepening,
        Method::PaperBound | Method::AdmissibleBound | Method::NoBound => {
            paper_proof(table, goals, bound.unwrap_or(0.0))
        }
    }
}

/// What the paper's search proves about its answer for pieces heading to
/// `goals` with `bound` units per tile: the one check behind `solve`'s verdict,
/// `compare`'s proof column and the window's. It is proven exactly when the
/// bound is at most the least rest per tile towards those goals
/// ([`super::admissible_bound_for`]) and the early return at the goal is safe
/// ([`early_return_violation`]).
#[must_use]
pub fn paper_proof(table: &MoveTable, goals: &[Tile], bound: f64) -> Proof {
    let admissible = admissible_bound_for(table, goals);
    if bound > admissible + TIE {
        Proof::NotProven {
            reason: NotProvenReason::BoundAboveAdmissible { bound, admissible },
        }
    } else if let Some((from, via, to)) = early_return_violation(table, goals) {
        Proof::NotProven {
            reason: NotProvenReason::EarlyReturnUnsafe { from, via, to },
        }
    } else {
        Proof::AdmissibleBound
    }
}

/// The first move into one of `goals` that is longer than two legal moves
/// covering the same tiles (`from → via → goal`), if any.
///
/// The paper's search returns early only when a roll lands on the goal: it
/// skips the lower rolls from that tile, which go on to the goal through a
/// nearer tile. Without such a move that is safe: by induction on the distance
/// to the goal, any chain of legal moves from a tile to the goal is at least as
/// long as the direct move. Only moves into the goal matter; a move elsewhere
/// that is longer than a split of it never causes an early return.
#[must_use]
pub fn early_return_violation(table: &MoveTable, goals: &[Tile]) -> Option<(Tile, Tile, Tile)> {
    goals.iter().find_map(|&goal| {
        violation_into(goal, |from, roll| {
            table
                .steps(from, goal)
                .find(|s| s.roll == roll)
                .map(|s| s.length)
        })
    })
}

/// [`early_return_violation`] for one goal, on any move lengths: `length(from,
/// roll)` is the length of a legal move towards `goal`, `None` if it is not one.
fn violation_into(
    goal: Tile,
    length: impl Fn(Tile, u8) -> Option<f64>,
) -> Option<(Tile, Tile, Tile)> {
    for roll in 2..=6u8 {
        let Some(from) = goal.index().checked_sub(roll).and_then(Tile::new) else {
            continue;
        };
        let Some(direct) = length(from, roll) else {
            continue;
        };
        for s in 1..roll {
            let Some(via) = Tile::new(from.index() + s) else {
                continue;
            };
            let (Some(first), Some(second)) = (length(from, s), length(via, roll - s)) else {
                continue;
            };
            if direct > first + second + TIE {
                return Some((from, via, goal));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GoalRule, LengthMode, Rules};
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn goals() -> Vec<Tile> {
        (40..44u8).filter_map(Tile::new).collect()
    }

    #[test]
    fn test_early_return_is_safe_on_the_papers_board() {
        for lengths in [LengthMode::Rounded, LengthMode::Exact] {
            let table = MoveTable::new(&Rules {
                lengths,
                ..Rules::paper()
            });
            assert_eq!(early_return_violation(&table, &goals()), None, "{lengths}");
        }
    }

    /// Is some rounded move anywhere on the way longer than a split of it?
    fn any_move_violates(table: &MoveTable) -> Option<(Tile, Tile, Tile)> {
        (0..Tile::NUM as u8).filter_map(Tile::new).find_map(|from| {
            (2..=6u8).find_map(|r| {
                let direct = table.length(from, r)?;
                (1..r).find_map(|s| {
                    let via = Tile::new(from.index() + s)?;
                    let split = table.length(from, s)? + table.length(via, r - s)?;
                    if direct > split + TIE {
                        Some((from, via, Tile::new(from.index() + r)?))
                    } else {
                        None
                    }
                })
            })
        })
    }

    #[test]
    fn test_only_moves_into_the_goal_decide_the_early_return() {
        // Find a spacing where rounding makes some move longer than a split of
        // it: the check of the whole move table would call the search unproven
        // there, but no such move enters a goal, so the early return is safe.
        let mut found = false;
        for spacing in 1..=Rules::MAX_SPACING {
            for goal_rule in [GoalRule::Paper, GoalRule::Free] {
                let table = MoveTable::new(&Rules {
                    spacing,
                    goal_rule,
                    ..Rules::paper()
                });
                let anywhere = any_move_violates(&table);
                let into_goal = early_return_violation(&table, &goals());
                if let Some((_, _, to)) = anywhere
                    && !to.is_goal()
                {
                    found = true;
                }
                // The goal check is the whole-table check restricted to legal
                // moves into a goal: never more violations than the whole table.
                if into_goal.is_some() {
                    assert!(anywhere.is_some(), "{spacing} {goal_rule}");
                }
                let proof = paper_proof(&table, &goals(), 0.0);
                assert_eq!(proof.is_proven(), into_goal.is_none(), "{spacing}");
                // On this board no move into a goal is ever longer than a split.
                assert_eq!(into_goal, None, "{spacing} {goal_rule}");
            }
        }
        assert!(found, "rounding never broke a split anywhere");
    }

    #[test]
    fn test_the_verdict_is_judged_per_goal() {
        for lengths in [LengthMode::Rounded, LengthMode::Exact] {
            let table = MoveTable::new(&Rules {
                lengths,
                ..Rules::paper()
            });
            let all = goals();
            let together = admissible_bound_for(&table, &all);
            for &goal in &all {
                let own = admissible_bound_for(&table, &[goal]);
                for bound in [
                    together,
                    own,
                    own + 1.0,
                    f64::from(super::super::PAPER_BOUND),
                ] {
                    let proof = paper_proof(&table, &[goal], bound);
                    assert_eq!(proof.is_proven(), bound <= own + TIE, "{goal} {bound}");
                    if let Proof::NotProven {
                        reason: NotProvenReason::BoundAboveAdmissible { admissible, .. },
                    } = proof
                    {
                        assert_eq!(admissible, own);
                    }
                }
                // All four goals together are judged by the smallest of them.
                assert_eq!(
                    paper_proof(&table, &all, own).is_proven(),
                    own <= together + TIE
                );
            }
        }
    }

    #[test]
    fn test_a_longer_move_into_the_goal_is_found() {
        // A synthetic move table: every move r tiles long costs r, except
        // 38 → 43 (d), which costs more than 38 → 40 → 43.
        let d = Tile::new(43).expect("d");
        let length = |from: Tile, roll: u8| -> Option<f64> {
            (from.index() + roll <= d.index()).then(|| {
                if from.index() == 38 && roll == 5 {
                    9.0
                } else {
                    f64::from(roll)
                }
            })
        };
        assert_eq!(
            violation_into(d, length),
            Some((Tile::new(38).expect("t"), Tile::new(39).expect("t"), d))
        );
        assert_eq!(violation_into(d, |_, roll| Some(f64::from(roll))), None);
    }
}
