//! The search tree's recording ([`TreeRun`]) and a node's re-search
//! ([`ExpandRun`]) as runs that stop at the search's checks (every
//! [`super::FLUSH_INTERVAL`] calls) and go on later: a page in a browser,
//! which has no threads, resumes them in slices between its frames, a
//! thread runs them to their end ([`super::record_tree`],
//! [`ExpandRequest::run`]). One implementation: the same nodes, counters and
//! progress whether cut or not.

use web_time::Instant;

use super::progress::{Cancelled, Progress};
use super::recorder::Recording;
use super::tree::{ExpandRequest, SearchTree, Subtree};
use super::tree_node::{NodeId, TreeError};
use crate::model::{MoveTable, Problem};

/// A tree being recorded: [`TreeRun::resume`] it until it answers.
pub struct TreeRun {
    /// The tree without its nodes, until the recording answers.
    tree: Option<SearchTree>,
    recording: Recording,
}

impl TreeRun {
    /// The paper's search on `problem` with `bound` units per tile,
    /// recording its top `depth_limit` levels (the root is level 0).
    #[must_use]
    pub fn new(table: &MoveTable, problem: &Problem, bound: f64, depth_limit: u8) -> TreeRun {
        let (tree, recording) = SearchTree::unrecorded(table, problem, bound, depth_limit);
        TreeRun {
            tree: Some(tree),
            recording,
        }
    }

    /// Goes on until the tree is recorded (`Some`; the run is spent then,
    /// and answers [`TreeError::Cancelled`] if resumed again) or until a
    /// check yields (`None`): with `until`, a slice's deadline, it never
    /// blocks and does nothing while paused; without it a pause waits at
    /// the check. Cancel ends it with [`TreeError::Cancelled`].
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<SearchTree, TreeError>> {
        let (nodes, result) = match self.recording.resume(progress, until)? {
            Ok(found) => found,
            Err(e) => return Some(Err(e)),
        };
        let mut tree = match self.tree.take() {
            Some(tree) => tree,
            None => return Some(Err(Cancelled.into())),
        };
        tree.recorded(nodes, result);
        Some(Ok(tree))
    }
}

/// A node's subtree being searched again: [`ExpandRun::resume`] it until it
/// answers.
pub struct ExpandRun {
    node: NodeId,
    recording: Recording,
}

impl ExpandRun {
    /// The re-search `request` asks for, nothing done yet.
    #[must_use]
    pub fn new(request: &ExpandRequest) -> ExpandRun {
        ExpandRun {
            node: request.node(),
            recording: request.recording(),
        }
    }

    /// Goes on until the subtree is recorded (`Some`; the run is spent then)
    /// or until a check yields (`None`), as [`TreeRun::resume`] does.
    pub fn resume(
        &mut self,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<Subtree, TreeError>> {
        let out = self.recording.resume(progress, until)?;
        Some(out.map(|(nodes, _)| Subtree {
            node: self.node,
            nodes,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rules;
    use crate::solver::record_tree;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// Resumes `resume` with a deadline that has always passed, so that
    /// every check yields: how many times it yielded, and the answer.
    fn cut<T>(mut resume: impl FnMut(Option<Instant>) -> Option<T>) -> (usize, T) {
        let past = Instant::now();
        let mut yields = 0;
        loop {
            match resume(Some(past)) {
                Some(out) => return (yields, out),
                None => yields += 1,
            }
        }
    }

    /// Piece 4 with the paper's bound: some hundred thousand calls.
    fn piece_4() -> (MoveTable, Problem) {
        let table = MoveTable::new(&Rules::paper());
        (table, Problem::piece(4).expect("piece"))
    }

    #[test]
    fn test_a_tree_recorded_cut_at_every_check_is_that_of_one_go() {
        let (table, problem) = piece_4();
        let whole = Progress::default();
        let one = record_tree(&table, &problem, 193.0, 3, &whole).expect("one go");
        let progress = Progress::default();
        let mut run = TreeRun::new(&table, &problem, 193.0, 3);
        let (yields, sliced) = cut(|until| run.resume(&progress, until));
        let sliced = sliced.expect("in slices");
        assert_eq!(sliced.nodes(), one.nodes());
        assert_eq!(sliced.stats(), one.stats());
        assert_eq!(sliced.best(), one.best());
        assert_eq!(progress.snapshot(), whole.snapshot());
        let checks = one.stats().calls / crate::solver::FLUSH_INTERVAL;
        assert!(yields as u64 >= checks, "{yields} yields, {checks} checks");
        // Spent: asked again, it has nothing more to give.
        let again = run.resume(&progress, None);
        assert_eq!(again.map(|t| t.err()), Some(Some(Cancelled.into())));
    }

    #[test]
    fn test_an_expansion_cut_at_every_check_is_that_of_one_go() {
        let (table, problem) = piece_4();
        let tree = record_tree(&table, &problem, 193.0, 1, &Progress::default()).expect("tree");
        // The child of the root with the most calls below it.
        let child = tree
            .node(SearchTree::ROOT)
            .and_then(|n| n.children.clone())
            .and_then(|c| c.into_iter().max_by_key(|&c| tree.node(c).map(|n| n.calls)))
            .expect("a child");
        let request = tree.expand_request(child, 3).expect("request");
        let whole = Progress::default();
        let one = request.run(&whole).expect("one go");
        let progress = Progress::default();
        let mut run = ExpandRun::new(&request);
        let (yields, sliced) = cut(|until| run.resume(&progress, until));
        assert_eq!(sliced.expect("in slices"), one);
        assert_eq!(progress.snapshot(), whole.snapshot());
        assert!(yields > 2, "{yields} yields");
        // It is what the run counted there, so it attaches.
        let mut tree = tree;
        assert_eq!(tree.attach(&one), Ok(()));
    }
}
