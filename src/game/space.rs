//! The state space of the whole game: every position reachable from the start
//! under the rules, in an order in which every move goes forward.
//!
//! A position is a set of at most four occupied tiles out of 44 plus the number
//! of pieces still waiting, which is fixed by the set's size. So every position
//! has a place in a dense array of `Σ C(44, k)` = 149,986 entries (k = 0..=4),
//! found by the combinatorial number system (colex rank of the set). The
//! reachable positions are found by a depth-first walk over all six faces and
//! all legal moves, then sorted by [`GameState::progress`], which every move
//! raises: a backward pass over that order is a dynamic programme over a DAG.
//!
//! CITE: combinatorial number system, <https://en.wikipedia.org/wiki/Combinatorial_number_system>.

use std::time::Duration;
use web_time::Instant;

use crate::model::Tile;
use crate::solver::{Cancelled, Progress};

use super::backward::to_end;
use super::rules::GameRules;
use super::state::{GameState, PIECES};
use super::walk::Walk;

/// "Not reachable" in the position index.
const UNREACHED: u32 = u32::MAX;

/// Binomial coefficients `C(n, k)` for n ≤ 44, k ≤ 4.
const BINOMIAL: [[u32; PIECES as usize + 1]; Tile::NUM + 1] = {
    let mut table = [[0u32; PIECES as usize + 1]; Tile::NUM + 1];
    let mut n = 0;
    while n <= Tile::NUM {
        table[n][0] = 1;
        let mut k = 1;
        while k <= PIECES as usize {
            if n > 0 {
                table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            }
            k += 1;
        }
        n += 1;
    }
    table
};

/// Where the positions with `k` pieces on the way begin in the dense array.
const OFFSET: [u32; PIECES as usize + 2] = {
    let mut out = [0u32; PIECES as usize + 2];
    let mut k = 0;
    while k <= PIECES as usize {
        out[k + 1] = out[k] + BINOMIAL[Tile::NUM][k];
        k += 1;
    }
    out
};

/// Number of positions with at most four pieces on the way: 149,986.
pub const DENSE_SIZE: usize = OFFSET[PIECES as usize + 1] as usize;

/// The position's place in the dense array (its colex rank among sets of the
/// same size, after all smaller sets).
pub(super) fn dense_index(state: GameState) -> usize {
    let mut rank = 0u32;
    let mut i = 0usize;
    let mut way = state.way();
    while way != 0 {
        let tile = way.trailing_zeros() as usize;
        i += 1;
        rank += BINOMIAL
            .get(tile)
            .and_then(|row| row.get(i))
            .copied()
            .unwrap_or(0);
        way &= way - 1;
    }
    let offset = OFFSET.get(i).copied().unwrap_or(0);
    (offset + rank) as usize
}

/// Every position reachable from the start, ordered so that every move goes
/// to a later position.
#[derive(Clone, Debug)]
pub struct StateSpace {
    rules: GameRules,
    order: Vec<GameState>,
    /// Dense index → position in `order`, or `UNREACHED`.
    position: Vec<u32>,
    elapsed: Duration,
}

impl StateSpace {
    /// Walks every reachable position of `rules`' game. Publishes the number of
    /// positions found as `expanded` on `progress` and stops when cancelled.
    ///
    /// ```
    /// use maedn::game::{GameRules, StateSpace};
    /// use maedn::model::Rules;
    /// use maedn::solver::Progress;
    /// let rules = GameRules::with_pieces(&Rules::paper(), 1).unwrap();
    /// let space = StateSpace::explore(&rules, &Progress::default()).unwrap();
    /// // In B, on one of the 40 track tiles, or home on d (paper rule: a, b, c never).
    /// assert_eq!(space.len(), 1 + 40 + 1);
    /// ```
    pub fn explore(rules: &GameRules, progress: &Progress) -> Result<StateSpace, Cancelled> {
        let mut walk = Walk::new(rules);
        to_end(|| walk.resume(progress, None))
    }

    /// The space of the positions `order` found by a walk of `rules` (the
    /// start first), sorted so that every move goes forward; `elapsed` is
    /// the walk's time.
    pub(super) fn ordered(
        rules: &GameRules,
        mut order: Vec<GameState>,
        elapsed: Duration,
    ) -> StateSpace {
        let started = Instant::now();
        order.sort_by_cached_key(|s| (s.progress(), *s));
        let mut position = vec![UNREACHED; DENSE_SIZE];
        for (i, s) in order.iter().enumerate() {
            if let Some(p) = position.get_mut(dense_index(*s)) {
                *p = i as u32;
            }
        }
        StateSpace {
            rules: rules.clone(),
            order,
            position,
            elapsed: elapsed + started.elapsed(),
        }
    }

    /// The rules explored.
    #[must_use]
    pub fn rules(&self) -> &GameRules {
        &self.rules
    }

    /// The reachable positions, every move going from an earlier to a later one;
    /// the start is first.
    #[must_use]
    pub fn states(&self) -> &[GameState] {
        &self.order
    }

    /// Number of reachable positions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Never true: the start is always reachable.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// Where `state` stands in [`StateSpace::states`], if reachable.
    #[must_use]
    pub fn position(&self, state: GameState) -> Option<usize> {
        match self.position.get(dense_index(state)).copied() {
            Some(UNREACHED) | None => None,
            Some(p) => Some(p as usize),
        }
    }

    /// How long the walk took.
    #[must_use]
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::DIE_FACES;
    use crate::model::Rules;

    #[test]
    fn test_dense_index_is_a_bijection_onto_the_array() {
        let mut hit = vec![false; DENSE_SIZE];
        let tiles = Tile::NUM as u64;
        let mut count = 0usize;
        // Every set of at most four tiles, by nested loops over a < b < c < d.
        let mut visit = |way: u64, k: u8| {
            let state = GameState::from_parts(way, PIECES - k).expect("a position");
            let i = dense_index(state);
            assert!(!hit[i], "index {i} hit twice");
            hit[i] = true;
            count += 1;
        };
        visit(0, 0);
        for a in 0..tiles {
            visit(1 << a, 1);
            for b in a + 1..tiles {
                visit(1 << a | 1 << b, 2);
                for c in b + 1..tiles {
                    visit(1 << a | 1 << b | 1 << c, 3);
                    for d in c + 1..tiles {
                        visit(1 << a | 1 << b | 1 << c | 1 << d, 4);
                    }
                }
            }
        }
        assert_eq!(count, DENSE_SIZE);
        assert!(hit.iter().all(|h| *h));
    }

    #[test]
    fn test_order_puts_every_move_forward() {
        let rules = GameRules::new(&Rules::paper()).expect("rules");
        let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
        assert_eq!(space.states().first(), Some(&rules.start()));
        for (i, s) in space.states().iter().enumerate().step_by(97) {
            assert_eq!(space.position(*s), Some(i));
            for die in 1..=DIE_FACES {
                for mv in rules.legal_moves(*s, die).iter() {
                    let j = space.position(s.apply(*mv)).expect("reachable");
                    assert!(j > i);
                }
            }
        }
    }

    #[test]
    fn test_cancel_stops_the_walk() {
        let rules = GameRules::new(&Rules::paper()).expect("rules");
        let progress = Progress::default();
        progress.cancel();
        assert!(StateSpace::explore(&rules, &progress).is_err());
    }
}
