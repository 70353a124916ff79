//! The search tree as the window explores it ([`TreeView`]): one piece's
//! branch-and-bound tree recorded to a few levels on a background job, a
//! focus node whose subtree the icicle shows, and deeper levels found lazily:
//! when the focus shows levels that were not recorded, its subtree is
//! searched again on a background job, exactly as the run searched it, and
//! grafted on ([`SearchTree::expand_request`], [`SearchTree::attach`]). The
//! whole tree is never held: piece 1's 15 million calls keep 1,555 nodes.

use super::ExploreInputs;
use crate::model::{MoveTable, Problem, Rules};
use crate::solver::{
    Bound, ExpandRun, NodeId, Progress, SearchStats, SearchTree, Subtree, TreeRun,
};
use crate::workspace::job::{JobError, Outcome, Resumed, Slot};
use crate::workspace::task::Waker;

/// Rows of the icicle: the focus node and the levels below it (the tree
/// keeps one level fewer below any node it records or expands).
pub const TREE_LEVELS: u8 = crate::figures::explore::ICICLE_LEVELS;

/// What a tree was recorded for: rules, bound and piece.
type Key = (Rules, Bound, u8);

/// A node's calls and prunes against its children's: what the view shows
/// so that a class can check that the counts add up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtreeSum {
    /// The node.
    pub node: NodeId,
    /// Calls in its subtree, its own included.
    pub calls: u64,
    /// Prunes in its subtree.
    pub prunes: u64,
    /// Was the node's own call pruned?
    pub own_pruned: bool,
    /// Its children: roll, node, calls, prunes (rolls 6 down to 1).
    pub children: Vec<(u8, NodeId, u64, u64)>,
}

impl SubtreeSum {
    /// Do the calls add up: one for the node's own call plus its children's?
    #[must_use]
    pub fn calls_add_up(&self) -> bool {
        self.calls == 1 + self.children.iter().map(|c| c.2).sum::<u64>()
    }

    /// Do the prunes add up: the node's own (if pruned) plus its children's?
    #[must_use]
    pub fn prunes_add_up(&self) -> bool {
        self.prunes == u64::from(self.own_pruned) + self.children.iter().map(|c| c.3).sum::<u64>()
    }
}

/// The tree being explored, its focus, and the jobs that record and expand it.
#[derive(Debug, Default)]
pub struct TreeView {
    tree: Option<SearchTree>,
    of: Option<Key>,
    focus: NodeId,
    selected: Option<NodeId>,
    record: Slot<SearchTree>,
    /// The node being searched again, and the job doing it.
    expanding: Option<NodeId>,
    expand: Slot<Subtree>,
    attempted: Option<Key>,
}

/// The key of the tree the inputs ask for.
fn key_of(inputs: &ExploreInputs, piece: u8) -> Key {
    (inputs.rules, inputs.bound, piece)
}

impl TreeView {
    /// The recorded tree, if any.
    #[must_use]
    pub fn tree(&self) -> Option<&SearchTree> {
        self.tree.as_ref()
    }

    /// The node whose subtree the icicle shows.
    #[must_use]
    pub fn focus(&self) -> NodeId {
        self.focus
    }

    /// The node whose partial path the board shows.
    #[must_use]
    pub fn selected(&self) -> Option<NodeId> {
        self.selected
    }

    /// Is the tree being recorded?
    #[must_use]
    pub fn is_recording(&self) -> bool {
        self.record.is_running()
    }

    /// The node being searched again to show its deeper levels, if any.
    #[must_use]
    pub fn expanding(&self) -> Option<NodeId> {
        self.expanding.filter(|_| self.expand.is_running())
    }

    /// Is a recording or an expansion running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.record.is_running() || self.expand.is_running()
    }

    /// Calls and prunes so far of the running job (recording or expansion).
    #[must_use]
    pub fn live(&self) -> Option<(u64, u64)> {
        let progress = self.record.progress().or_else(|| self.expand.progress())?;
        let s = progress.snapshot();
        Some((s.calls, s.prunes))
    }

    /// How long the running computation has taken so far (wall time).
    #[must_use]
    pub fn running_for(&self) -> Option<std::time::Duration> {
        self.record
            .running_for()
            .or_else(|| self.expand.running_for())
    }

    /// How the last recording or expansion ended.
    #[must_use]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.expand.outcome().or_else(|| self.record.outcome())
    }

    /// The rules, bound and piece of the tree shown.
    #[must_use]
    pub fn computed_for(&self) -> Option<(Rules, Bound, u8)> {
        self.of
    }

    /// Was the tree recorded for other settings or another piece?
    #[must_use]
    pub fn is_stale(&self, inputs: &ExploreInputs, piece: u8) -> bool {
        self.of.is_some_and(|k| k != key_of(inputs, piece))
    }

    /// Should the view record (again) for these inputs by itself? Only once
    /// per set of inputs, so a cancelled or failed recording is not retried
    /// until something changes.
    pub(super) fn wants_record(&self, inputs: &ExploreInputs, piece: u8) -> bool {
        !self.record.is_running() && self.attempted != Some(key_of(inputs, piece))
    }

    /// The run's calls and prunes.
    #[must_use]
    pub fn run_stats(&self) -> Option<SearchStats> {
        self.tree.as_ref().map(SearchTree::stats)
    }

    /// A node's calls and prunes against its children's (`None` where its
    /// children are not recorded).
    #[must_use]
    pub fn sum(&self, id: NodeId) -> Option<SubtreeSum> {
        let tree = self.tree.as_ref()?;
        let n = tree.node(id)?;
        let children = n
            .children
            .as_ref()?
            .iter()
            .filter_map(|&c| {
                let k = tree.node(c)?;
                Some((k.roll.unwrap_or(0), c, k.calls, k.prunes))
            })
            .collect();
        Some(SubtreeSum {
            node: id,
            calls: n.calls,
            prunes: n.prunes,
            own_pruned: n.pruned,
            children,
        })
    }

    /// Records the tree of `piece` under `inputs` (cancelling any job).
    pub(super) fn start(&mut self, inputs: &ExploreInputs, piece: u8, waker: &Waker) {
        self.expand.clear();
        let key = key_of(inputs, piece);
        self.attempted = Some(key);
        // A tree for other inputs is not shown beside the new one's progress.
        if self.of != Some(key) {
            self.tree = None;
            self.of = None;
        }
        if let Err(e) = inputs.rules.validate() {
            self.record.fail(e);
            return;
        }
        let Some(problem) = Problem::piece(piece) else {
            self.record.fail(JobError::NoPiece(piece));
            return;
        };
        let table = MoveTable::new(&inputs.rules);
        let per_tile = inputs.bound.per_tile_for(&table, &[problem.goal()]);
        let mut run = TreeRun::new(&table, &problem, per_tile, TREE_LEVELS - 1);
        self.record.start_steps("maedn-tree", waker, |p| {
            Resumed::new(p, move |p: &Progress, until| run.resume(p, until))
        });
    }

    /// Stops the recording or expansion.
    pub(super) fn cancel(&self) {
        self.record.cancel();
        self.expand.cancel();
    }

    /// Shows the subtree of `id`, searching it again if its deeper levels
    /// are not recorded.
    pub(super) fn set_focus(&mut self, id: NodeId, waker: &Waker) {
        if self.tree.as_ref().and_then(|t| t.node(id)).is_none() {
            return;
        }
        self.focus = id;
        self.selected = Some(id);
        self.expand_if_needed(waker);
    }

    /// Shows the subtree of the focus's parent.
    pub(super) fn focus_up(&mut self, waker: &Waker) {
        let parent = self
            .tree
            .as_ref()
            .and_then(|t| t.node(self.focus))
            .and_then(|n| n.parent);
        if let Some(p) = parent {
            self.set_focus(p, waker);
        }
    }

    /// Selects a node (its partial path shows on the board), or none.
    pub(super) fn select(&mut self, id: Option<NodeId>) {
        self.selected = id.filter(|&i| self.tree.as_ref().is_some_and(|t| t.node(i).is_some()));
    }

    /// Does the icicle of the focus show a level that is not recorded?
    #[must_use]
    pub fn needs_expansion(&self) -> bool {
        let Some(tree) = &self.tree else { return false };
        let Some(top) = tree.node(self.focus) else {
            return false;
        };
        let last_row = top.depth + TREE_LEVELS - 1;
        let mut stack = vec![self.focus];
        while let Some(id) = stack.pop() {
            let Some(n) = tree.node(id) else { continue };
            if n.depth >= last_row {
                continue;
            }
            match &n.children {
                None => return true,
                Some(children) => stack.extend(children),
            }
        }
        false
    }

    fn expand_if_needed(&mut self, waker: &Waker) {
        if self.expanding() == Some(self.focus) {
            return;
        }
        // An expansion of another node is no longer wanted.
        self.expand.clear();
        if !self.needs_expansion() {
            return;
        }
        let Some(request) = self
            .tree
            .as_ref()
            .and_then(|t| t.expand_request(self.focus, TREE_LEVELS - 1))
        else {
            return;
        };
        self.expanding = Some(self.focus);
        let mut run = ExpandRun::new(&request);
        self.expand.start_steps("maedn-tree-expand", waker, |p| {
            Resumed::new(p, move |p: &Progress, until| run.resume(p, until))
        });
    }

    /// Takes in a finished recording or expansion.
    pub(super) fn poll(&mut self, waker: &Waker) {
        if let Some(tree) = self.record.poll() {
            self.tree = Some(tree);
            self.of = self.attempted;
            self.focus = SearchTree::ROOT;
            self.selected = None;
            self.expand_if_needed(waker);
        }
        if let Some(subtree) = self.expand.poll()
            && let Some(tree) = &mut self.tree
            && let Err(e) = tree.attach(&subtree)
        {
            self.expand.fail(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::record_tree;
    use crate::workspace::task::{Backend, no_waker};

    /// Polls until the view's job ends: how many polls it took.
    fn finish(view: &mut TreeView, waker: &Waker) -> usize {
        let mut polls = 0;
        while view.is_running() {
            view.poll(waker);
            polls += 1;
            assert!(polls < 10_000_000, "never ends");
        }
        polls
    }

    #[test]
    fn test_the_tree_and_its_expansion_in_slices_are_those_of_one_go() {
        let inputs = ExploreInputs {
            rules: Rules::paper(),
            bound: Bound::PerTile(193),
            paper_bound: 193,
        };
        let waker = no_waker().on(Backend::Slices);
        let mut view = TreeView::default();
        view.start(&inputs, 4, &waker);
        let polls = finish(&mut view, &waker);
        // Many polls, the page painting between them (in one go: one).
        assert!(polls > 1, "{polls} polls");
        let table = MoveTable::new(&inputs.rules);
        let problem = Problem::piece(4).expect("piece");
        let direct = record_tree(
            &table,
            &problem,
            193.0,
            TREE_LEVELS - 1,
            &Progress::default(),
        )
        .expect("tree");
        let tree = view.tree().expect("recorded");
        assert_eq!(tree.nodes(), direct.nodes());
        assert_eq!(view.run_stats(), Some(direct.stats()));
        // A child of the root shows a level below those recorded: searched
        // again in slices and grafted on.
        let child = tree
            .node(SearchTree::ROOT)
            .and_then(|n| n.children.clone())
            .and_then(|c| c.into_iter().max_by_key(|&c| tree.node(c).map(|n| n.calls)))
            .expect("a child");
        view.set_focus(child, &waker);
        assert_eq!(view.expanding(), Some(child));
        finish(&mut view, &waker);
        assert!(matches!(view.outcome(), Some(Outcome::Finished)));
        assert!(!view.needs_expansion());
        let grown = view.tree().expect("tree").nodes().len();
        assert!(grown > direct.nodes().len(), "{grown} nodes");
    }
}
