//! Recording the top levels of the paper's search as tree nodes, through the
//! search's [`Observer`]: calls arrive depth first, so a node's subtree is the
//! run of calls until the next call at its depth or above, and its counts are
//! differences of running totals. The search itself is the paper's, unchanged,
//! kept as its machine that stops at a check and goes on ([`Recording`]).

use web_time::Instant;

use super::observer::{Call, Flow, Observer};
use super::paper::{PaperResult, PieceSearch, SearchStats, Start};
use super::progress::{Cancelled, Progress};
use super::tree_node::{Finish, NodeId, TreeError, TreeNode};
use crate::model::{MoveTable, Tile};

/// Records a tree during a search: nodes to `limit` levels below the first call.
struct Recorder {
    table: MoveTable,
    goal: Tile,
    depth_offset: u8,
    limit: usize,
    nodes: Vec<TreeNode>,
    /// Open nodes: id, depth, calls and prunes before the node's call.
    open: Vec<(NodeId, usize, u64, u64)>,
    calls: u64,
    prunes: u64,
    /// The most nodes to keep.
    max_nodes: usize,
    /// Set when the nodes would pass `max_nodes`: the search stops.
    full: bool,
}

impl Recorder {
    fn close_to(&mut self, depth: usize) {
        while let Some(&(id, d, calls, prunes)) = self.open.last() {
            if d < depth {
                break;
            }
            self.open.pop();
            if let Some(n) = self.nodes.get_mut(id as usize) {
                n.calls = self.calls - calls;
                n.prunes = self.prunes - prunes;
            }
        }
    }

    fn finish_of(&self, tile: Tile, moved: f64, best: Option<f64>) -> Option<Finish> {
        let step = self.table.steps(tile, self.goal).next()?;
        step.finishes.then(|| {
            let units = moved + step.length;
            Finish {
                roll: step.roll,
                units,
                improved: best.is_none_or(|b| units < b),
            }
        })
    }
}

impl Observer for Recorder {
    fn on_call(&mut self, view: &Call) -> Flow {
        let depth = view.branch.len().saturating_sub(1);
        if depth <= self.limit {
            self.close_to(depth);
        }
        let pruned = view.is_pruned();
        let (calls_before, prunes_before) = (self.calls, self.prunes);
        self.calls += 1;
        self.prunes += u64::from(pruned);
        if depth > self.limit {
            return Flow::Continue;
        }
        let Some(tile) = Tile::new(view.tile()) else {
            return Flow::Stop;
        };
        if self.nodes.len() >= self.max_nodes {
            self.full = true;
            return Flow::Stop;
        }
        let finish = if pruned {
            None
        } else {
            self.finish_of(tile, view.moved, view.best)
        };
        let leaf = pruned || finish.is_some();
        let id = self.nodes.len() as NodeId;
        let parent = self.open.last().map(|&(p, ..)| p);
        if let Some(p) = parent.and_then(|p| self.nodes.get_mut(p as usize))
            && let Some(children) = &mut p.children
        {
            children.push(id);
        }
        let previous = depth
            .checked_sub(1)
            .and_then(|d| view.branch.get(d))
            .copied();
        self.nodes.push(TreeNode {
            parent,
            depth: self.depth_offset + depth as u8,
            tile,
            roll: previous.map(|p| view.tile() - p),
            moved: view.moved,
            best_at_entry: view.best,
            calls: 1,
            prunes: u64::from(pruned),
            pruned,
            on_best_path: false,
            finish,
            children: (leaf || depth < self.limit).then(Vec::new),
        });
        self.open.push((id, depth, calls_before, prunes_before));
        Flow::Continue
    }
}

/// A recording in flight: the paper's search from one start, with the
/// recorder as its observer, stopping at the search's checks (every
/// [`super::FLUSH_INTERVAL`] calls) and going on later with the same nodes
/// and counters.
pub(super) struct Recording {
    search: PieceSearch<Recorder>,
    /// Set once it has answered (its nodes are given away then).
    spent: bool,
}

impl Recording {
    /// Records `levels` levels of the search from `start`, at most
    /// `max_nodes` nodes; node depths count from `depth_offset`.
    pub(super) fn new(
        table: &MoveTable,
        start: &Start,
        bound: f64,
        (depth_offset, levels): (u8, u8),
        max_nodes: usize,
    ) -> Recording {
        let recorder = Recorder {
            table: table.clone(),
            goal: start.goal,
            depth_offset,
            limit: usize::from(levels),
            nodes: Vec::new(),
            open: Vec::new(),
            calls: 0,
            prunes: 0,
            max_nodes,
            full: false,
        };
        Recording {
            search: PieceSearch::new(table, start, bound, SearchStats::default(), recorder),
            spent: false,
        }
    }

    /// Goes on until the nodes and the search's result (`Some`; the
    /// recording is spent then, and answers `Cancelled` if resumed again)
    /// or until a check yields (`None`): with `until` it never blocks and
    /// does nothing while paused; without it a pause waits at the check.
    pub(super) fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<(Vec<TreeNode>, PaperResult), TreeError>> {
        if self.spent {
            return Some(Err(Cancelled.into()));
        }
        if until.is_some() && progress.is_paused() && !progress.is_cancelled() {
            return None;
        }
        let result = self.search.resume(progress, until)?;
        self.spent = true;
        let recorder = self.search.observer_mut();
        if recorder.full {
            return Some(Err(TreeError::TooManyNodes {
                limit: recorder.max_nodes,
            }));
        }
        Some(result.map_err(TreeError::from).map(|result| {
            recorder.close_to(0);
            (std::mem::take(&mut recorder.nodes), result)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Problem, Rules};
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_a_recording_stops_at_its_node_budget() {
        let table = MoveTable::new(&Rules::paper());
        let start = Start::of(&Problem::piece(3).expect("piece"));
        let progress = Progress::default();
        let small = Recording::new(&table, &start, 193.0, (0, 4), 10).resume(&progress, None);
        assert_eq!(
            small.map(Result::err),
            Some(Some(TreeError::TooManyNodes { limit: 10 }))
        );
        let mut fits = Recording::new(&table, &start, 193.0, (0, 1), 10);
        let (nodes, result) = fits.resume(&progress, None).expect("ends").expect("fits");
        assert_eq!(nodes.len(), 7, "the first call and its six rolls");
        assert_eq!(nodes[0].calls, result.stats.calls);
    }
}
