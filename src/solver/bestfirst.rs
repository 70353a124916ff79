//! Best-first search over a piece's tiles: uniform-cost search (Dijkstra) with
//! `h = 0`, and A* with the cheapest-move-per-tile heuristic, with the counters
//! the comparison of algorithms shows (expansions, states pushed, the peak size
//! of the open list).
//!
//! CITE: Dijkstra (1959), <https://en.wikipedia.org/wiki/Dijkstra%27s_algorithm>;
//! Hart, Nilsson, Raphael (1968), <https://en.wikipedia.org/wiki/A*_search_algorithm>.
//!
//! `h(p) = (goal − p) × cheapest move per tile` is admissible and consistent (a
//! move of `r` tiles costs at least `r` times the cheapest per-tile cost), so the
//! first time the goal leaves the queue its length is optimal; with `h = 0` this
//! holds because no length is negative.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use super::progress::{Cancelled, Progress};
use super::tie::TIE;
use crate::model::{MoveTable, Tile};

/// Which lower bound on the rest of the way guides a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// `h = 0`: uniform-cost search (Dijkstra), or iterative deepening on the length alone.
    Zero,
    /// `h(p) = (goal − p) × the cheapest move per tile towards this goal`.
    CheapestPerTile,
}

impl Heuristic {
    /// Units per tile left for this goal (0 for [`Heuristic::Zero`]).
    #[must_use]
    pub fn per_tile(self, table: &MoveTable, goal: Tile) -> f64 {
        match self {
            Heuristic::Zero => 0.0,
            Heuristic::CheapestPerTile => {
                let c = table.cheapest_per_tile(goal);
                if c.is_finite() { c } else { 0.0 }
            }
        }
    }
}

/// What a best-first search found and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct BestFirstResult {
    /// The tiles of the best path, from the start tile to the goal (empty if none).
    pub tiles: Vec<Tile>,
    /// Its length from the start tile, if the goal is reachable.
    pub units: Option<f64>,
    /// States taken off the queue and expanded (the goal's removal included;
    /// stale queue entries, already closed, are not counted).
    pub expansions: u64,
    /// Entries pushed onto the queue (the start included).
    pub pushes: u64,
    /// The largest number of entries the queue held at once (stale ones included).
    pub peak_open: u64,
    /// States closed when the search ended.
    pub closed: u64,
}

#[derive(Clone, Copy, PartialEq)]
struct Entry {
    f: f64,
    g: f64,
    tile: Tile,
}

impl Eq for Entry {}

impl Ord for Entry {
    fn cmp(&self, other: &Self) -> Ordering {
        // Smallest f first; among equals, deepest tile first.
        other.f.total_cmp(&self.f).then(self.tile.cmp(&other.tile))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Searches from `from` to `goal`, best first. `base_expanded` is what earlier
/// pieces expanded, so that `progress` shows a running total.
pub fn best_first(
    table: &MoveTable,
    goal: Tile,
    from: Tile,
    heuristic: Heuristic,
    progress: &Progress,
    base_expanded: u64,
) -> Result<BestFirstResult, Cancelled> {
    let per_tile = heuristic.per_tile(table, goal);
    let h = |t: Tile| f64::from(goal.index().saturating_sub(t.index())) * per_tile;
    let mut g = [f64::INFINITY; Tile::NUM];
    let mut parent = [None::<Tile>; Tile::NUM];
    let mut closed = [false; Tile::NUM];
    let mut heap = BinaryHeap::new();
    g[usize::from(from.index())] = 0.0;
    heap.push(Entry {
        f: h(from),
        g: 0.0,
        tile: from,
    });
    let (mut expansions, mut pushes, mut peak_open, mut closed_count) = (0u64, 1u64, 1u64, 0u64);
    let mut reached = false;
    while let Some(Entry {
        g: g_here, tile, ..
    }) = heap.pop()
    {
        let i = usize::from(tile.index());
        if closed[i] {
            continue;
        }
        closed[i] = true;
        closed_count += 1;
        expansions += 1;
        progress.publish_expanded(base_expanded + expansions);
        if progress.checkpoint() {
            return Err(Cancelled);
        }
        if tile == goal {
            reached = true;
            break;
        }
        for step in table.steps(tile, goal) {
            let j = usize::from(step.to.index());
            let cand = g_here + step.length;
            if cand < g[j] - TIE {
                g[j] = cand;
                parent[j] = Some(tile);
                heap.push(Entry {
                    f: cand + h(step.to),
                    g: cand,
                    tile: step.to,
                });
                pushes += 1;
                peak_open = peak_open.max(heap.len() as u64);
            }
        }
    }
    let mut tiles = Vec::new();
    if reached {
        let mut at = Some(goal);
        while let Some(t) = at {
            tiles.push(t);
            if t == from {
                break;
            }
            at = parent[usize::from(t.index())];
        }
        tiles.reverse();
    }
    Ok(BestFirstResult {
        units: reached.then(|| g[usize::from(goal.index())]),
        tiles,
        expansions,
        pushes,
        peak_open,
        closed: closed_count,
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
    fn test_dijkstra_and_astar_find_the_papers_piece_1() {
        let table = MoveTable::new(&Rules::paper());
        let d = Tile::D;
        let dijkstra =
            best_first(&table, d, Tile::A, Heuristic::Zero, &Progress::default(), 0).expect("runs");
        let astar = best_first(
            &table,
            d,
            Tile::A,
            Heuristic::CheapestPerTile,
            &Progress::default(),
            0,
        )
        .expect("runs");
        assert_eq!(dijkstra.units, Some(19_462.0));
        assert_eq!(astar.units, Some(19_462.0));
        assert_eq!(astar.tiles.first(), Some(&Tile::A));
        assert_eq!(astar.tiles.last(), Some(&d));
        assert!(astar.expansions <= dijkstra.expansions);
        assert!(dijkstra.peak_open >= 1 && dijkstra.pushes >= dijkstra.expansions);
    }
}
