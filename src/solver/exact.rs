//! Exact solvers: dynamic programming over the 44 positions, and A* with the
//! cheapest-move-per-tile heuristic. Both give the true optimum for any rules;
//! they are the oracle the paper's search is checked against.
//!
//! A piece's state is its tile alone (the tiles it visited lie behind it,
//! finished pieces fill the goal row from d: `docs/rules.md`), so the DP is a
//! single sweep from the goal backwards.

use super::bestfirst::{Heuristic, best_first};
use super::progress::{Cancelled, Progress};
use super::tie::TIE;
use crate::model::{GoalRule, MoveTable, Problem, TRACK_TILES, Tile};

/// The result of an exact solver for one piece.
#[derive(Clone, Debug, PartialEq)]
pub struct ExactResult {
    /// The optimal tiles from A to the goal (ties broken towards higher rolls,
    /// the path the paper's search finds first).
    pub tiles: Vec<Tile>,
    /// The optimal length, including `problem.moved()`.
    pub units: f64,
    /// How many distinct roll sequences reach the goal in exactly that length.
    pub optimal_sequences: u64,
    /// States expanded (DP: positions evaluated; A*: states taken off the queue).
    pub expanded: u64,
}

/// Dynamic programming: `V(goal) = 0`, `V(p) = min over moves (len + V(q))`.
///
/// ```
/// use maedn::model::{MoveTable, Problem, Rules};
/// use maedn::solver::dp;
/// let r = dp(&MoveTable::new(&Rules::paper()), &Problem::piece(1).unwrap());
/// assert_eq!(r.units, 19_462.0);
/// ```
#[must_use]
pub fn dp(table: &MoveTable, problem: &Problem) -> ExactResult {
    let from = problem.from();
    let sweep = Backward::new(table, from, problem.goal());
    let mut tiles = problem.path().to_vec();
    let mut at = from;
    while let Some(q) = sweep.next.get(usize::from(at.index())).copied().flatten() {
        tiles.push(q);
        at = q;
    }
    let i = usize::from(from.index());
    ExactResult {
        tiles,
        units: problem.moved() + sweep.value[i],
        optimal_sequences: sweep.ways[i],
        expanded: sweep.expanded,
    }
}

/// The least rest per tile towards `goal`: the shortest way home from a tile
/// divided by the tiles left, minimised over every tile a piece heading there
/// can stand on (the track, and under the free goal row the goal tiles before
/// `goal`). It is the largest per-tile bound whose estimate `tiles left ×
/// bound` never exceeds the true rest from any tile, so the paper's prune with
/// it never cuts a way that is still shortest; any larger bound overestimates
/// the rest somewhere. It is at least the cheapest move per tile (every move of
/// a way costs at least that per tile), often more: a piece heading for d never
/// finds a way home as cheap per tile as its cheapest move.
///
/// ```
/// use maedn::model::{MoveTable, Rules, Tile};
/// use maedn::solver::least_rest_per_tile;
/// let t = MoveTable::new(&Rules::paper());
/// let b = Tile::new(41).unwrap();
/// assert_eq!(least_rest_per_tile(&t, b), 170.0); // 36 → b: 850 units for 5 tiles
/// ```
#[must_use]
pub fn least_rest_per_tile(table: &MoveTable, goal: Tile) -> f64 {
    let sweep = Backward::new(table, Tile::A, goal);
    let last_from = match table.rules().goal_rule {
        GoalRule::Paper => TRACK_TILES - 1,
        GoalRule::Free => goal.index().saturating_sub(1),
    };
    (0..=last_from.min(goal.index().saturating_sub(1)))
        .filter_map(|p| {
            let rest = sweep.value.get(usize::from(p)).copied()?;
            let tiles = goal.index() - p;
            rest.is_finite().then(|| rest / f64::from(tiles))
        })
        .fold(f64::INFINITY, f64::min)
}

/// The DP's sweep from `goal` back to `from`: the shortest way home from each
/// tile, how many roll sequences reach it, and the first move of the way.
struct Backward {
    /// `value[p]`: the shortest way from tile `p` to the goal (infinite if none).
    value: Vec<f64>,
    ways: Vec<u64>,
    next: Vec<Option<Tile>>,
    expanded: u64,
}

impl Backward {
    fn new(table: &MoveTable, from: Tile, goal: Tile) -> Backward {
        let n = usize::from(goal.index()) + 1;
        let mut value = vec![f64::INFINITY; n];
        let mut ways = vec![0u64; n];
        let mut next = vec![None::<Tile>; n];
        value[n - 1] = 0.0;
        ways[n - 1] = 1;
        let mut expanded = 0;
        for p in (from.index()..goal.index()).rev() {
            let Some(tile) = Tile::new(p) else { continue };
            expanded += 1;
            let i = usize::from(p);
            for step in table.steps(tile, goal) {
                let q = usize::from(step.to.index());
                let candidate = step.length + value[q];
                if candidate < value[i] - TIE {
                    value[i] = candidate;
                    ways[i] = ways[q];
                    next[i] = Some(step.to);
                } else if (candidate - value[i]).abs() <= TIE {
                    // Steps come highest roll first, so the first optimum found is kept.
                    ways[i] = ways[i].saturating_add(ways[q]);
                }
            }
        }
        Backward {
            value,
            ways,
            next,
            expanded,
        }
    }
}

/// A* over tiles with `h(p) = (goal − p) × cheapest move per tile`, which is
/// admissible and consistent, so the first time the goal leaves the queue its
/// length is optimal (see [`super::best_first`]).
pub fn astar(
    table: &MoveTable,
    problem: &Problem,
    progress: &Progress,
) -> Result<ExactResult, Cancelled> {
    astar_counted(table, problem, progress, 0)
}

/// [`astar`], publishing `base + expanded` so that the live counter is a
/// running total over pieces (it never runs backwards between pieces).
pub(crate) fn astar_counted(
    table: &MoveTable,
    problem: &Problem,
    progress: &Progress,
    base: u64,
) -> Result<ExactResult, Cancelled> {
    let r = best_first(
        table,
        problem.goal(),
        problem.from(),
        Heuristic::CheapestPerTile,
        progress,
        base,
    )?;
    let mut tiles = problem.path().to_vec();
    tiles.extend(r.tiles.iter().skip(1));
    // The number of optimal sequences is the DP's to count; A* finds one.
    Ok(ExactResult {
        tiles,
        units: problem.moved() + r.units.unwrap_or(f64::INFINITY),
        optimal_sequences: 0,
        expanded: r.expansions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rules;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_astar_publishes_a_running_total() {
        let table = MoveTable::new(&Rules::paper());
        let progress = Progress::default();
        let first = astar_counted(&table, &Problem::piece(1).expect("p1"), &progress, 0)
            .expect("not cancelled");
        assert_eq!(progress.snapshot().expanded, first.expanded);
        let second = astar_counted(
            &table,
            &Problem::piece(2).expect("p2"),
            &progress,
            first.expanded,
        )
        .expect("not cancelled");
        assert_eq!(
            progress.snapshot().expanded,
            first.expanded + second.expanded
        );
    }
}
