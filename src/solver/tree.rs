//! The branch-and-bound tree of one piece, recorded while the paper's search
//! runs: every call down to a depth limit becomes a node with its tile, roll,
//! units moved, the `best` it started with, the calls and prunes of its whole
//! subtree, whether it was pruned and whether it lies on the run's best path.
//!
//! Deeper levels are not kept. Because a call's subtree depends only on its
//! tile, its units moved and the `best` it started with, any recorded node can
//! be re-searched later, exactly as the run searched it, to record the levels
//! below it ([`SearchTree::expand_request`], run as a background job, then
//! [`SearchTree::attach`]). The re-search must count what the run counted;
//! `attach` refuses it otherwise.
//!
//! The recording follows the search through its observer (see `recorder.rs`);
//! it stops at the search's checks and goes on later ([`TreeRun`],
//! [`ExpandRun`] in `tree_run.rs`), so a page in a browser records in slices.

use super::paper::{PaperResult, SearchStats, Start};
use super::progress::Progress;
use super::recorder::Recording;
use super::tree_node::{MAX_TREE_NODES, NodeId, TreeError, TreeNode};
use super::tree_run::{ExpandRun, TreeRun};
use crate::model::{MoveTable, Problem, Tile};

/// The arithmetic of a node's prune decision: `moved + tiles_left × bound > best`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PruneCheck {
    /// Units moved.
    pub moved: f64,
    /// Tiles left to the goal.
    pub tiles_left: u8,
    /// Units per tile.
    pub bound: f64,
    /// `tiles_left × bound`.
    pub estimate: f64,
    /// The best known when the call started.
    pub best: Option<f64>,
    /// `moved + estimate > best`.
    pub pruned: bool,
}

/// A recorded search tree of one piece.
#[derive(Clone, Debug)]
pub struct SearchTree {
    table: MoveTable,
    piece: u8,
    goal: Tile,
    /// Tiles before the root's tile (the problem's path so far).
    prefix: Vec<Tile>,
    bound: f64,
    depth_limit: u8,
    nodes: Vec<TreeNode>,
    best_tiles: Vec<Tile>,
    best_units: Option<f64>,
    stats: SearchStats,
}

/// Everything needed to re-search one node's subtree, owned, to send to a worker.
#[derive(Clone, Debug)]
pub struct ExpandRequest {
    table: MoveTable,
    start: Start,
    bound: f64,
    node: NodeId,
    depth: u8,
    levels: u8,
}

/// The levels below one node, recorded by a re-search ([`ExpandRequest::run`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Subtree {
    /// The node re-searched.
    pub node: NodeId,
    /// The re-searched nodes; index 0 is the node itself, ids are local.
    pub nodes: Vec<TreeNode>,
}

/// A re-searched subtree that does not match the recorded one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct AttachError {
    /// The node.
    pub node: NodeId,
}

/// Runs the paper's search on `problem` with `bound` units per tile and
/// records its top `depth_limit` levels (the root is level 0), in one go: a
/// [`TreeRun`] run to its end, waiting while paused.
pub fn record_tree(
    table: &MoveTable,
    problem: &Problem,
    bound: f64,
    depth_limit: u8,
    progress: &Progress,
) -> Result<SearchTree, TreeError> {
    let mut run = TreeRun::new(table, problem, bound, depth_limit);
    loop {
        if let Some(out) = run.resume(progress, None) {
            return out;
        }
    }
}

impl ExpandRequest {
    /// Re-searches the node's subtree and records `levels` levels below it,
    /// in one go: an [`ExpandRun`] run to its end, waiting while paused.
    pub fn run(&self, progress: &Progress) -> Result<Subtree, TreeError> {
        let mut run = ExpandRun::new(self);
        loop {
            if let Some(out) = run.resume(progress, None) {
                return out;
            }
        }
    }

    /// The node re-searched.
    pub(super) fn node(&self) -> NodeId {
        self.node
    }

    /// The re-search, resumable, nothing done yet.
    pub(super) fn recording(&self) -> Recording {
        Recording::new(
            &self.table,
            &self.start,
            self.bound,
            (self.depth, self.levels),
            MAX_TREE_NODES,
        )
    }
}

impl SearchTree {
    /// The root: the piece's first call.
    pub const ROOT: NodeId = 0;

    /// The tree of `problem`'s search with `bound`, its `depth_limit`
    /// levels not recorded yet, and its recording, nothing done yet.
    pub(super) fn unrecorded(
        table: &MoveTable,
        problem: &Problem,
        bound: f64,
        depth_limit: u8,
    ) -> (SearchTree, Recording) {
        let recording = Recording::new(
            table,
            &Start::of(problem),
            bound,
            (0, depth_limit),
            MAX_TREE_NODES,
        );
        let tree = SearchTree {
            table: table.clone(),
            piece: problem.piece_number(),
            goal: problem.goal(),
            prefix: problem.path()[..problem.path().len().saturating_sub(1)].to_vec(),
            bound,
            depth_limit,
            nodes: Vec::new(),
            best_tiles: Vec::new(),
            best_units: None,
            stats: SearchStats::default(),
        };
        (tree, recording)
    }

    /// Takes in what its recording found: the nodes, the best path and the
    /// counters.
    pub(super) fn recorded(&mut self, nodes: Vec<TreeNode>, result: PaperResult) {
        self.nodes = nodes;
        self.best_tiles = result.tiles;
        self.best_units = result.units;
        self.stats = result.stats;
        self.mark_best_path(0);
    }

    /// All recorded nodes (index = [`NodeId`]).
    #[must_use]
    pub fn nodes(&self) -> &[TreeNode] {
        &self.nodes
    }

    /// One node.
    #[must_use]
    pub fn node(&self, id: NodeId) -> Option<&TreeNode> {
        self.nodes.get(id as usize)
    }

    /// The piece, 1..=4.
    #[must_use]
    pub fn piece(&self) -> u8 {
        self.piece
    }

    /// Its goal tile.
    #[must_use]
    pub fn goal(&self) -> Tile {
        self.goal
    }

    /// The bound of the search, in units per tile.
    #[must_use]
    pub fn bound(&self) -> f64 {
        self.bound
    }

    /// The levels recorded by the run (the root is level 0).
    #[must_use]
    pub fn depth_limit(&self) -> u8 {
        self.depth_limit
    }

    /// The run's calls and prunes.
    #[must_use]
    pub fn stats(&self) -> SearchStats {
        self.stats
    }

    /// The best path the run found (tiles from A) and its length.
    #[must_use]
    pub fn best(&self) -> (Vec<Tile>, Option<f64>) {
        let mut tiles = self.prefix.clone();
        tiles.extend(&self.best_tiles);
        (tiles, self.best_units)
    }

    /// The tiles from A to a node's tile (its partial path on the board).
    #[must_use]
    pub fn path(&self, id: NodeId) -> Vec<Tile> {
        let mut rev = Vec::new();
        let mut at = self.node(id);
        while let Some(n) = at {
            rev.push(n.tile);
            at = n.parent.and_then(|p| self.node(p));
        }
        let mut tiles = self.prefix.clone();
        tiles.extend(rev.into_iter().rev());
        tiles
    }

    /// The numbers of a node's prune decision.
    #[must_use]
    pub fn prune_check(&self, id: NodeId) -> Option<PruneCheck> {
        let n = self.node(id)?;
        let tiles_left = self.goal.index().saturating_sub(n.tile.index());
        let estimate = f64::from(tiles_left) * self.bound;
        Some(PruneCheck {
            moved: n.moved,
            tiles_left,
            bound: self.bound,
            estimate,
            best: n.best_at_entry,
            pruned: n.pruned,
        })
    }

    /// Heap memory held by the nodes, in bytes (an estimate from their sizes).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        let children: usize = self
            .nodes
            .iter()
            .filter_map(|n| n.children.as_ref())
            .map(|c| c.capacity() * size_of::<NodeId>())
            .sum();
        self.nodes.capacity() * size_of::<TreeNode>() + children
    }

    /// What a worker needs to record `levels` levels below `id`.
    #[must_use]
    pub fn expand_request(&self, id: NodeId, levels: u8) -> Option<ExpandRequest> {
        let n = self.node(id)?;
        Some(ExpandRequest {
            table: self.table.clone(),
            start: Start {
                piece: self.piece,
                goal: self.goal,
                from: n.tile,
                moved: n.moved,
                best: n.best_at_entry,
            },
            bound: self.bound,
            node: id,
            depth: n.depth,
            levels,
        })
    }

    /// Grafts a re-searched subtree onto its node, after checking that it
    /// reproduces every count and child the tree already holds.
    pub fn attach(&mut self, subtree: &Subtree) -> Result<(), AttachError> {
        let error = AttachError { node: subtree.node };
        // Check everything first, so a mismatch changes nothing.
        if !self.matches(subtree.node, subtree, 0) {
            return Err(error);
        }
        self.graft(subtree.node, subtree, 0);
        if self.node(subtree.node).is_some_and(|n| n.on_best_path) {
            self.mark_best_path(subtree.node);
        }
        Ok(())
    }

    fn matches(&self, id: NodeId, sub: &Subtree, local: usize) -> bool {
        let (Some(n), Some(s)) = (self.node(id), sub.nodes.get(local)) else {
            return false;
        };
        let same = n.tile == s.tile
            && n.calls == s.calls
            && n.prunes == s.prunes
            && n.pruned == s.pruned
            && n.best_at_entry == s.best_at_entry
            && n.moved == s.moved;
        match (&n.children, &s.children) {
            (Some(mine), Some(theirs)) => {
                same && mine.len() == theirs.len()
                    && mine
                        .iter()
                        .zip(theirs)
                        .all(|(&m, &t)| self.matches(m, sub, t as usize))
            }
            _ => same,
        }
    }

    /// Copies the levels below `local` of `sub` under `id` where the tree has none.
    fn graft(&mut self, id: NodeId, sub: &Subtree, local: usize) {
        let Some(theirs) = sub.nodes.get(local).and_then(|s| s.children.clone()) else {
            return;
        };
        if let Some(mine) = self.node(id).and_then(|n| n.children.clone()) {
            for (m, t) in mine.into_iter().zip(theirs) {
                self.graft(m, sub, t as usize);
            }
            return;
        }
        let mut ids = Vec::with_capacity(theirs.len());
        for &t in &theirs {
            let Some(mut copy) = sub.nodes.get(t as usize).cloned() else {
                continue;
            };
            copy.parent = Some(id);
            copy.children = None;
            ids.push(self.nodes.len() as NodeId);
            self.nodes.push(copy);
        }
        if let Some(n) = self.nodes.get_mut(id as usize) {
            n.children = Some(ids.clone());
        }
        for (new_id, t) in ids.into_iter().zip(theirs) {
            self.graft(new_id, sub, t as usize);
        }
    }

    /// Marks the nodes below `from` (itself included) that follow the run's best path.
    fn mark_best_path(&mut self, from: NodeId) {
        let Some(n) = self.node(from) else { return };
        let d = usize::from(n.depth);
        if self.best_tiles.get(d) != Some(&n.tile) {
            return;
        }
        let path = self.path(from);
        let start = self.prefix.len();
        if path.get(start..) != self.best_tiles.get(..=d) {
            return;
        }
        let mut at = Some(from);
        while let Some(id) = at {
            let Some(n) = self.nodes.get_mut(id as usize) else {
                break;
            };
            n.on_best_path = true;
            let next_tile = self.best_tiles.get(usize::from(n.depth) + 1).copied();
            let children = n.children.clone().unwrap_or_default();
            at = children
                .into_iter()
                .find(|&c| self.nodes.get(c as usize).map(|x| x.tile) == next_tile);
        }
    }
}
