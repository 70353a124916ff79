//! One recorded call of the paper's search as a node of its tree
//! ([`TreeNode`]), what the recorder and the tree share; the tree itself is
//! `tree.rs`, the recording `recorder.rs`.

use super::progress::Cancelled;
use crate::model::Tile;

/// Index of a node in [`super::SearchTree::nodes`].
pub type NodeId = u32;

/// The most nodes one recording keeps (some 200 to 300 MB at 100 to 130
/// bytes a node, its list of children included): deeper levels are
/// re-searched per subtree instead.
pub const MAX_TREE_NODES: usize = 1 << 21;

/// Why a tree could not be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    /// Cancelled by the user.
    Cancelled(#[from] Cancelled),
    /// The levels asked for hold more nodes than a recording keeps.
    TooManyNodes {
        /// [`MAX_TREE_NODES`].
        limit: usize,
    },
}

/// The move that reaches the goal from a call (it ends the call: lower rolls
/// are not tried).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finish {
    /// The roll.
    pub roll: u8,
    /// The complete length it gives.
    pub units: f64,
    /// Did it improve the call's `best`?
    pub improved: bool,
}

/// One call of the paper's search.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// The calling node (`None` for the root, the piece's first call).
    pub parent: Option<NodeId>,
    /// Moves from the root.
    pub depth: u8,
    /// The piece's tile in this call.
    pub tile: Tile,
    /// The roll that led here (`None` for the root).
    pub roll: Option<u8>,
    /// Units moved when the call starts (the problem's units included).
    pub moved: f64,
    /// The best complete length known when the call starts.
    pub best_at_entry: Option<f64>,
    /// Calls in this node's subtree, this call included.
    pub calls: u64,
    /// Prunes in this node's subtree, this call's own included.
    pub prunes: u64,
    /// Did the bound cut this call at once?
    pub pruned: bool,
    /// Does this call lie on the best path the run found?
    pub on_best_path: bool,
    /// The move onto the goal, if this call makes one.
    pub finish: Option<Finish>,
    /// The calls this one made, rolls 6 down to 1; `None` where the levels
    /// below were not recorded (expand to see them). A leaf has `Some([])`.
    pub children: Option<Vec<NodeId>>,
}
