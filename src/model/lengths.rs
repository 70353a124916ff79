//! Move lengths under the [`Rules`] (`docs/geometry.md`): the start field's
//! four moves, and every move's length from every tile ([`MoveTable`]).

use super::geometry::{BoardTile, Geometry};
use super::rules::{GoalRule, LengthMode, Rules};
use super::tile::{StartSlot, TRACK_TILES, Tile};

/// The four moves that bring the pieces from the start field to A.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StartFieldUnits {
    /// Each slot's straight line to A, unrounded.
    pub per_slot: [f64; 4],
    /// The total as the length mode counts it.
    pub total: f64,
}

impl StartFieldUnits {
    /// Computes the start-field moves for `rules`.
    ///
    /// ```
    /// use maedn::model::{LengthMode, Rules, StartFieldUnits};
    /// assert_eq!(StartFieldUnits::new(&Rules::paper()).total, 12_143.0);
    /// let exact = StartFieldUnits::new(&Rules { lengths: LengthMode::Exact, ..Rules::paper() });
    /// assert!((exact.total - 12_142.576).abs() < 1e-3);
    /// ```
    #[must_use]
    pub fn new(rules: &Rules) -> StartFieldUnits {
        let g = rules.geometry();
        let a = g.tile(Tile::A);
        let per_slot = StartSlot::ALL.map(|s| Geometry::distance(g.start_slot(s), a));
        let sum: f64 = per_slot.iter().sum();
        let total = match rules.lengths {
            // The paper takes the ceiling of the sum, not a sum of roundings.
            LengthMode::Rounded => sum.ceil(),
            LengthMode::Exact => sum,
        };
        StartFieldUnits { per_slot, total }
    }
}

/// One legal move from a tile.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    /// The roll, 1..=6.
    pub roll: u8,
    /// The tile landed on.
    pub to: Tile,
    /// Its length under the rules' length mode.
    pub length: f64,
    /// Does it finish the piece (land on its goal)?
    pub finishes: bool,
}

/// Every move's length from every tile, for one set of rules.
///
/// ```
/// use maedn::model::{MoveTable, Rules, Tile};
/// let t = MoveTable::new(&Rules::paper());
/// assert_eq!(t.length(Tile::new(36).unwrap(), 5), Some(850.0)); // 36 → b: the cheapest move per tile
/// assert_eq!(t.length(Tile::A, 4), Some(3400.0)); // straight up four tiles
/// assert_eq!(t.length(Tile::A, 6), Some(3801.0)); // up four, left two: √20 × 850
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct MoveTable {
    rules: Rules,
    /// `lengths[p][r]` for r in 1..=6; NaN where p + r > 43.
    lengths: [[f64; 7]; Tile::NUM],
}

impl MoveTable {
    /// Measures all moves under `rules`.
    #[must_use]
    pub fn new(rules: &Rules) -> MoveTable {
        let g = rules.geometry();
        let mut lengths = [[f64::NAN; 7]; Tile::NUM];
        for (p, row) in (0u8..).zip(lengths.iter_mut()) {
            for r in 1..=6u8 {
                if let (Some(from), Some(to)) = (Tile::new(p), Tile::new(p + r)) {
                    row[usize::from(r)] =
                        rules.measure(Geometry::distance(g.tile(from), g.tile(to)));
                }
            }
        }
        MoveTable {
            rules: *rules,
            lengths,
        }
    }

    /// The rules this table measures.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The length of rolling `roll` from `from`, if the target is on the board.
    #[must_use]
    pub fn length(&self, from: Tile, roll: u8) -> Option<f64> {
        if !(1..=6).contains(&roll) {
            return None;
        }
        let l = *self
            .lengths
            .get(usize::from(from.index()))?
            .get(usize::from(roll))?;
        (!l.is_nan()).then_some(l)
    }

    /// A move's straight-line length exactly, as `spacing × coefficient × √radical`
    /// with `radical` square-free: tiles sit on a grid of `spacing`, so a move
    /// across `dx` columns and `dy` rows is `spacing × √(dx² + dy²)`. Two sums of
    /// such lengths are equal exactly when their coefficients per radical are
    /// (square roots of distinct square-free numbers are linearly independent
    /// over the rationals), which is how exact ties are decided.
    ///
    /// ```
    /// use maedn::model::{MoveTable, Rules, Tile};
    /// let t = MoveTable::new(&Rules::paper());
    /// assert_eq!(t.radical_form(Tile::A, Tile::new(6).unwrap()), (2, 5)); // √20 = 2√5
    /// assert_eq!(t.radical_form(Tile::A, Tile::new(4).unwrap()), (4, 1));
    /// ```
    #[must_use]
    pub fn radical_form(&self, from: Tile, to: Tile) -> (u32, u32) {
        let a = BoardTile::of(self.rules.colour, from).grid();
        let b = BoardTile::of(self.rules.colour, to).grid();
        let (dx, dy) = (a.x.abs_diff(b.x), a.y.abs_diff(b.y));
        square_free(dx * dx + dy * dy)
    }

    /// The length of a move between any two tiles of the way (for decoding boards).
    #[must_use]
    pub fn length_between(&self, from: Tile, to: Tile) -> f64 {
        let g = self.rules.geometry();
        self.rules
            .measure(Geometry::distance(g.tile(from), g.tile(to)))
    }

    /// The legal moves from `from` for a piece heading to `goal`, highest roll
    /// first, as the paper tries them. Tiles past `goal` hold finished pieces (or
    /// lie past d) and are never moves; under [`GoalRule::Paper`] a goal tile other
    /// than `goal` is not a move either.
    pub fn steps(&self, from: Tile, goal: Tile) -> impl Iterator<Item = Step> + '_ {
        let rule = self.rules.goal_rule;
        (1..=6u8).rev().filter_map(move |roll| {
            let to = Tile::new(from.index() + roll)?;
            if to > goal {
                return None;
            }
            if to.is_goal() && to != goal && rule == GoalRule::Paper {
                return None;
            }
            let length = self.length(from, roll)?;
            Some(Step {
                roll,
                to,
                length,
                finishes: to == goal,
            })
        })
    }

    /// The cheapest legal move per tile over all tiles a piece heading to `goal`
    /// can stand on: `length / roll`, minimised. Any bound at most this is
    /// admissible (it never overestimates the rest of the way).
    #[must_use]
    pub fn cheapest_per_tile(&self, goal: Tile) -> f64 {
        let last_from = match self.rules.goal_rule {
            GoalRule::Paper => TRACK_TILES - 1,
            GoalRule::Free => goal.index().saturating_sub(1),
        };
        (0..=last_from)
            .filter_map(Tile::new)
            .flat_map(|p| self.steps(p, goal).map(|s| s.length / f64::from(s.roll)))
            .fold(f64::INFINITY, f64::min)
    }
}

/// `k = c² × m` with `m` square-free, as `(c, m)`.
fn square_free(k: u32) -> (u32, u32) {
    let (mut c, mut m, mut f) = (1, k, 2);
    while f * f <= m {
        while m.is_multiple_of(f * f) {
            m /= f * f;
            c *= f;
        }
        f += 1;
    }
    (c, m)
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_cheapest_move_per_tile_is_170_on_the_paper_board() {
        let t = MoveTable::new(&Rules::paper());
        let per_goal: Vec<f64> = (40..44)
            .filter_map(Tile::new)
            .map(|g| t.cheapest_per_tile(g))
            .collect();
        // 36 → b (5 tiles, 850 units) is the cheapest; piece 4 (goal a) cannot make it.
        assert_eq!(
            per_goal.iter().copied().fold(f64::INFINITY, f64::min),
            170.0
        );
        assert_eq!(per_goal[1], 170.0);
        assert!(per_goal.iter().all(|&c| c >= 170.0), "{per_goal:?}");
    }

    #[test]
    fn test_paper_rule_enters_goal_only_on_own_tile() {
        let t = MoveTable::new(&Rules::paper());
        let rolls: Vec<u8> = t
            .steps(Tile::new(38).expect("t"), Tile::new(42).expect("c"))
            .map(|s| s.roll)
            .collect();
        assert_eq!(rolls, vec![4, 1]);
        let free = MoveTable::new(&Rules {
            goal_rule: GoalRule::Free,
            ..Rules::paper()
        });
        let rolls: Vec<u8> = free
            .steps(Tile::new(38).expect("t"), Tile::new(42).expect("c"))
            .map(|s| s.roll)
            .collect();
        assert_eq!(rolls, vec![4, 3, 2, 1]);
    }

    #[test]
    fn test_radical_form_is_the_measured_length() {
        for colour in crate::model::Colour::ALL {
            let rules = Rules {
                lengths: LengthMode::Exact,
                spacing: 611,
                colour,
                ..Rules::paper()
            };
            let t = MoveTable::new(&rules);
            for p in 0..Tile::NUM as u8 {
                for r in 1..=6 {
                    let (Some(from), Some(to)) = (Tile::new(p), Tile::new(p + r)) else {
                        continue;
                    };
                    let (c, m) = t.radical_form(from, to);
                    let exact = 611.0 * f64::from(c) * f64::from(m).sqrt();
                    let length = t.length(from, r).expect("on the board");
                    assert!((exact - length).abs() < 1e-9, "{from}→{to}");
                    assert_eq!(square_free(m), (1, m));
                }
            }
        }
        assert_eq!(square_free(8), (2, 2));
        assert_eq!(square_free(36), (6, 1));
    }
}
