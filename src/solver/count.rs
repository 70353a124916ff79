//! Counting every way home by dynamic programming, not enumeration: for one
//! goal tile, the number of distinct move sequences from a start tile (A for a
//! fresh piece; the 6 that brought it onto A is not counted) to the goal, and
//! the exact distribution of their physical lengths.
//!
//! The distribution is exact in both length modes. With rounded lengths a
//! length is a whole number of units. With exact lengths every move is
//! `spacing × c × √m` for whole numbers `c` and square-free `m` (tile centres lie
//! on a grid), so a sequence's length is `spacing × Σ c_m √m`; square roots of
//! distinct square-free numbers are linearly independent over the rationals, so
//! two sequences have the same length exactly when their coefficient vectors
//! agree. The DP counts coefficient vectors, so ties (with the optimum, say) are
//! exact, with no tolerance. Binning ([`GoalCount::bins`]) is for display only.
//!
//! The DP runs forward over the tiles: the distribution at a tile is the sum of
//! its predecessors' distributions, each shifted by the move's length. Counts
//! are `u128` and every addition is checked (a piece has at most about 3.2 × 10¹²
//! sequences, far below; an overflow would be an error, never a wrap).
//!
//! This file says what a count is and how a length becomes a key; the DP
//! itself, able to stop at a check and go on later, is `count_run.rs`.

use super::progress::Cancelled;
use crate::model::{BoardTile, LengthMode, Rules, RulesError, Tile};

/// Square-free parts a length can have: moves of up to six tiles on this board
/// use 1, 2, 5, 10, 13 and 17; two slots to spare.
pub(super) const MAX_RADICALS: usize = 8;

/// A sequence's length, exactly: rounded units in slot 0, or for exact lengths
/// the coefficient of each square-free radical.
pub(super) type Key = [u32; MAX_RADICALS];

/// Why a count could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CountError {
    /// Settings that cannot be measured.
    Rules(#[from] RulesError),
    /// Cancelled by the user.
    Cancelled(#[from] Cancelled),
    /// A number of sequences does not fit 128 bits (never on this board).
    Overflow(Tile),
    /// Exact lengths with more distinct square roots than the count can hold.
    TooManyRadicals,
    /// The start lies past the goal.
    StartPastGoal {
        /// The start tile.
        start: Tile,
        /// The goal tile.
        goal: Tile,
    },
}

/// All sequences of one exact length.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LengthCount {
    /// The length in units (for exact lengths, the exact sum evaluated in `f64`).
    pub units: f64,
    /// How many move sequences have exactly this length.
    pub sequences: u128,
}

/// Sequences whose lengths fall into `[from, to)` (the last bin includes `to`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bin {
    /// Lower edge, in units.
    pub from: f64,
    /// Upper edge, in units.
    pub to: f64,
    /// Sequences in the bin.
    pub sequences: u128,
}

/// Every way from a start tile to one goal.
#[derive(Clone, Debug, PartialEq)]
pub struct GoalCount {
    /// The goal tile.
    pub goal: Tile,
    /// The start tile (A for a fresh piece).
    pub start: Tile,
    /// Distinct move sequences from start to goal.
    pub sequences: u128,
    /// Every distinct length with its number of sequences, shortest first.
    pub lengths: Vec<LengthCount>,
    /// The mean length over all sequences, in units.
    pub mean: f64,
}

impl GoalCount {
    /// The shortest length and how many sequences tie with it.
    #[must_use]
    pub fn optimum(&self) -> Option<LengthCount> {
        self.lengths.first().copied()
    }

    /// The longest length and how many sequences have it.
    #[must_use]
    pub fn longest(&self) -> Option<LengthCount> {
        self.lengths.last().copied()
    }

    /// The distribution in `n` bins of equal width from the optimum to the
    /// longest (one bin if all sequences have one length).
    #[must_use]
    pub fn bins(&self, n: usize) -> Vec<Bin> {
        let (Some(lo), Some(hi)) = (self.optimum(), self.longest()) else {
            return Vec::new();
        };
        let n = if hi.units > lo.units { n.max(1) } else { 1 };
        let width = (hi.units - lo.units) / n as f64;
        let mut bins: Vec<Bin> = (0..n)
            .map(|i| Bin {
                from: lo.units + width * i as f64,
                to: if i + 1 == n {
                    hi.units
                } else {
                    lo.units + width * (i + 1) as f64
                },
                sequences: 0,
            })
            .collect();
        for l in &self.lengths {
            let i = if width > 0.0 {
                (((l.units - lo.units) / width) as usize).min(n - 1)
            } else {
                0
            };
            if let Some(b) = bins.get_mut(i) {
                b.sequences = b.sequences.saturating_add(l.sequences);
            }
        }
        bins
    }
}

/// The four goals counted from A under one set of rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Counts {
    /// The rules.
    pub rules: Rules,
    /// Pieces 1..=4 (goals d, c, b, a).
    pub goals: Vec<GoalCount>,
    /// The four start-field moves (not part of any sequence counted).
    pub start_field_units: f64,
}

/// How each move's length becomes a key.
#[derive(Debug)]
pub(super) struct Measure {
    lengths: LengthMode,
    spacing: f64,
    /// Square-free radicals in slot order (exact lengths only).
    radicals: Vec<u32>,
}

impl Measure {
    pub(super) fn new(rules: &Rules) -> Measure {
        Measure {
            lengths: rules.lengths,
            spacing: f64::from(rules.spacing),
            radicals: Vec::new(),
        }
    }

    /// The key of one move.
    pub(super) fn step_key(
        &mut self,
        rules: &Rules,
        from: Tile,
        to: Tile,
        length: f64,
    ) -> Result<Key, CountError> {
        let mut key = [0u32; MAX_RADICALS];
        match self.lengths {
            LengthMode::Rounded => key[0] = length as u32,
            LengthMode::Exact => {
                let a = BoardTile::of(rules.colour, from).grid();
                let b = BoardTile::of(rules.colour, to).grid();
                let (dx, dy) = (a.x.abs_diff(b.x), a.y.abs_diff(b.y));
                let (c, m) = square_free(dx * dx + dy * dy);
                let slot = match self.radicals.iter().position(|&r| r == m) {
                    Some(i) => i,
                    None if self.radicals.len() < MAX_RADICALS => {
                        self.radicals.push(m);
                        self.radicals.len() - 1
                    }
                    None => return Err(CountError::TooManyRadicals),
                };
                key[slot] = c;
            }
        }
        Ok(key)
    }

    /// The length a key stands for, in units.
    pub(super) fn units(&self, key: &Key) -> f64 {
        match self.lengths {
            LengthMode::Rounded => f64::from(key[0]),
            LengthMode::Exact => {
                self.spacing
                    * key
                        .iter()
                        .zip(&self.radicals)
                        .map(|(&c, &m)| f64::from(c) * f64::from(m).sqrt())
                        .sum::<f64>()
            }
        }
    }
}

/// `k = c² × m` with `m` square-free.
fn square_free(k: u32) -> (u32, u32) {
    let (mut c, mut m, mut f) = (1, k, 2);
    while f * f <= m {
        while m % (f * f) == 0 {
            m /= f * f;
            c *= f;
        }
        f += 1;
    }
    (c, m)
}

/// The key of two lengths one after the other.
pub(super) fn add_keys(a: &Key, b: &Key) -> Key {
    std::array::from_fn(|i| a[i] + b[i])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::MoveTable;
    use crate::solver::{Progress, count_goal};
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_square_free() {
        assert_eq!(square_free(1), (1, 1));
        assert_eq!(square_free(8), (2, 2));
        assert_eq!(square_free(20), (2, 5));
        assert_eq!(square_free(36), (6, 1));
        assert_eq!(square_free(17), (1, 17));
    }

    #[test]
    fn test_exact_keys_measure_the_move_table() {
        let rules = Rules {
            lengths: LengthMode::Exact,
            ..Rules::paper()
        };
        let table = MoveTable::new(&rules);
        let mut m = Measure::new(&rules);
        for p in 0..43u8 {
            let from = Tile::new(p).expect("tile");
            for step in table.steps(from, Tile::D) {
                let key = m
                    .step_key(&rules, from, step.to, step.length)
                    .expect("fits");
                assert!((m.units(&key) - step.length).abs() < 1e-9);
            }
        }
    }

    #[test]
    fn test_bins_hold_every_sequence() {
        let c = count_goal(
            &MoveTable::new(&Rules::paper()),
            Tile::D,
            Tile::new(20).expect("tile"),
            &Progress::default(),
        )
        .expect("counts");
        for n in [1, 7, 40] {
            let bins = c.bins(n);
            assert_eq!(bins.len(), n);
            assert_eq!(bins.iter().map(|b| b.sequences).sum::<u128>(), c.sequences);
        }
    }
}
