//! The exact solution as a picture: solving backwards from the goal, as
//! retrograde analysis solves board games. Every tile a piece can stand on gets
//! its shortest remaining distance to the goal, `V(goal) = 0` and
//! `V(p) = min over its rolls of (length + V(landing tile))`, with each of its six
//! rolls' values (or why the roll is not a move) and the optimal roll(s), so a
//! view can draw a heat map, the optimal moves as arrows, and on hover the
//! minimum over the six rolls.
//!
//! This is the DP of [`super::dp`] kept for every tile instead of one start.

use super::tie::TIE;
use crate::model::{GoalRule, MoveTable, Rules, RulesError, StartFieldUnits, Tile};

/// Rolls of a die.
const ROLLS: usize = 6;

/// What one roll does from a tile.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RollValue {
    /// A legal move.
    Move {
        /// The tile landed on.
        to: Tile,
        /// The move's length.
        length: f64,
        /// `length + V(to)`: the shortest way home starting with this roll.
        total: f64,
        /// Is `total` the tile's value (this roll is optimal)?
        optimal: bool,
    },
    /// The roll would carry the piece past its goal (onto finished pieces or past d).
    PastGoal,
    /// Paper rule: the roll lands on a goal tile that is not this piece's goal.
    OtherGoalTile,
}

/// One tile of the retrograde map.
#[derive(Clone, Debug, PartialEq)]
pub struct TileValue {
    /// The tile.
    pub tile: Tile,
    /// Can the piece stand here under the rules (track tiles; goal tiles only
    /// under the free goal row, or its own goal)?
    pub reachable: bool,
    /// The shortest remaining distance to the goal (`None` where the piece cannot stand).
    pub value: Option<f64>,
    /// Rolls 1..=6 (index 0 is a roll of 1).
    pub rolls: [RollValue; ROLLS],
    /// How many distinct roll sequences reach the goal in exactly `value`.
    pub optimal_sequences: u128,
}

impl TileValue {
    /// The optimal rolls, highest first.
    #[must_use]
    pub fn optimal_rolls(&self) -> Vec<u8> {
        (1..=ROLLS as u8)
            .rev()
            .filter(|&r| {
                matches!(
                    self.rolls[usize::from(r - 1)],
                    RollValue::Move { optimal: true, .. }
                )
            })
            .collect()
    }
}

/// Every tile's distance to one goal.
#[derive(Clone, Debug, PartialEq)]
pub struct RetroMap {
    /// The goal tile.
    pub goal: Tile,
    /// Tiles 0 (A) up to the goal, in order.
    pub tiles: Vec<TileValue>,
}

impl RetroMap {
    /// The entry of a tile (`None` past the goal).
    #[must_use]
    pub fn tile(&self, tile: Tile) -> Option<&TileValue> {
        self.tiles.get(usize::from(tile.index()))
    }

    /// The shortest remaining distance from a tile.
    #[must_use]
    pub fn value(&self, tile: Tile) -> Option<f64> {
        self.tile(tile).and_then(|t| t.value)
    }

    /// An optimal way from `from` to the goal, taking the highest optimal roll
    /// at each tile (the paper's search finds this one first).
    #[must_use]
    pub fn best_path(&self, from: Tile) -> Vec<Tile> {
        let mut path = vec![from];
        let mut at = from;
        while at != self.goal {
            let Some(entry) = self.tile(at) else { break };
            let Some(next) = entry.rolls.iter().rev().find_map(|r| match r {
                RollValue::Move {
                    to, optimal: true, ..
                } => Some(*to),
                _ => None,
            }) else {
                break;
            };
            path.push(next);
            at = next;
        }
        path
    }
}

/// Solves backwards from `goal` under `table`'s rules.
///
/// ```
/// use maedn::model::{MoveTable, Rules, Tile};
/// let map = maedn::solver::retro(&MoveTable::new(&Rules::paper()), Tile::D);
/// assert_eq!(map.value(Tile::A), Some(19_462.0));
/// ```
#[must_use]
pub fn retro(table: &MoveTable, goal: Tile) -> RetroMap {
    let rule = table.rules().goal_rule;
    let n = usize::from(goal.index()) + 1;
    let mut tiles: Vec<TileValue> = (0..goal.index() + 1)
        .filter_map(Tile::new)
        .map(|tile| TileValue {
            tile,
            reachable: !tile.is_goal() || tile == goal || rule == GoalRule::Free,
            value: None,
            rolls: [RollValue::PastGoal; ROLLS],
            optimal_sequences: 0,
        })
        .collect();
    if let Some(last) = tiles.get_mut(n - 1) {
        last.value = Some(0.0);
        last.optimal_sequences = 1;
    }
    for i in (0..n.saturating_sub(1)).rev() {
        let Some(from) = Tile::new(i as u8) else {
            continue;
        };
        let mut rolls = [RollValue::PastGoal; ROLLS];
        for (slot, roll) in rolls.iter_mut().zip(1u8..) {
            match Tile::new(from.index() + roll) {
                Some(to) if to > goal => {}
                Some(to) if to.is_goal() && to != goal && rule == GoalRule::Paper => {
                    *slot = RollValue::OtherGoalTile;
                }
                _ => {}
            }
        }
        let mut best = f64::INFINITY;
        for step in table.steps(from, goal) {
            let Some(v) = tiles
                .get(usize::from(step.to.index()))
                .and_then(|t| t.value)
            else {
                continue;
            };
            let total = step.length + v;
            best = best.min(total);
            rolls[usize::from(step.roll - 1)] = RollValue::Move {
                to: step.to,
                length: step.length,
                total,
                optimal: false,
            };
        }
        let mut ways = 0u128;
        for r in &mut rolls {
            if let RollValue::Move {
                to, total, optimal, ..
            } = r
                && (*total - best).abs() <= TIE
            {
                *optimal = true;
                let w = tiles
                    .get(usize::from(to.index()))
                    .map_or(0, |t| t.optimal_sequences);
                ways = ways.saturating_add(w);
            }
        }
        if let Some(t) = tiles.get_mut(i) {
            t.rolls = rolls;
            if best.is_finite() {
                t.value = t.reachable.then_some(best);
                t.optimal_sequences = ways;
            }
        }
    }
    RetroMap { goal, tiles }
}

/// The four goals' maps and the whole game's total from them.
#[derive(Clone, Debug, PartialEq)]
pub struct Retro {
    /// The rules.
    pub rules: Rules,
    /// Pieces 1..=4 (goals d, c, b, a).
    pub maps: Vec<RetroMap>,
    /// The four start-field moves.
    pub start_field_units: f64,
    /// Start field plus each goal's value at A.
    pub total_units: f64,
}

/// Solves backwards for all four goals.
pub fn retro_all(rules: &Rules) -> Result<Retro, RulesError> {
    rules.validate()?;
    let table = MoveTable::new(rules);
    let maps: Vec<RetroMap> = (1..=4u8)
        .filter_map(Tile::goal_of_piece)
        .map(|g| retro(&table, g))
        .collect();
    let start_field_units = StartFieldUnits::new(rules).total;
    let total_units = start_field_units
        + maps
            .iter()
            .map(|m| m.value(Tile::A).unwrap_or(f64::INFINITY))
            .sum::<f64>();
    Ok(Retro {
        rules: *rules,
        maps,
        start_field_units,
        total_units,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_hover_value_is_the_minimum_over_the_rolls() {
        let map = retro(&MoveTable::new(&Rules::paper()), Tile::new(41).expect("b"));
        for t in map
            .tiles
            .iter()
            .filter(|t| t.value.is_some() && t.tile != map.goal)
        {
            let min = t
                .rolls
                .iter()
                .filter_map(|r| match r {
                    RollValue::Move { total, .. } => Some(*total),
                    _ => None,
                })
                .fold(f64::INFINITY, f64::min);
            assert_eq!(t.value, Some(min));
            assert!(!t.optimal_rolls().is_empty());
        }
        // Paper rule: from 36 a 6 passes b, a 5 finishes on b, a 4 lands on a (not b's).
        let t36 = map.tile(Tile::new(36).expect("t")).expect("entry");
        assert_eq!(t36.rolls[5], RollValue::PastGoal);
        assert_eq!(t36.rolls[3], RollValue::OtherGoalTile);
        assert!(matches!(
            t36.rolls[4],
            RollValue::Move { optimal: true, .. }
        ));
        assert!(!map.tile(Tile::GOAL_A).expect("a").reachable);
        assert_eq!(
            map.best_path(Tile::A)
                .iter()
                .map(|t| t.index())
                .collect::<Vec<_>>(),
            [0, 6, 12, 16, 22, 26, 32, 35, 41]
        );
    }
}
