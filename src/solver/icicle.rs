//! The icicle layout of a recorded search tree, in the unit square, so that a
//! view only paints it: depth downwards (one row per level), a node's children
//! side by side in the order the search called them (rolls 6 down to 1), each as
//! wide as its share of the parent's calls.
//!
//! CITE: Kruskal and Landwehr (1983), "Icicle plots: better displays for
//! hierarchical clustering"; <https://en.wikipedia.org/wiki/Icicle_plot>.
//!
//! A node's own call is part of its calls but belongs to no child, so the
//! children fill `(calls − 1) / calls` of the parent's width and leave a sliver at
//! the right end: the widths add up to the counts exactly.

use super::tree::SearchTree;
use super::tree_node::NodeId;

/// One node's rectangle, in `[0, 1]²` with `y` growing downwards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IcicleRect {
    /// The node.
    pub node: NodeId,
    /// Left edge.
    pub x0: f64,
    /// Right edge.
    pub x1: f64,
    /// Top edge.
    pub y0: f64,
    /// Bottom edge.
    pub y1: f64,
}

impl IcicleRect {
    /// Width as a share of the root's.
    #[must_use]
    pub fn width(&self) -> f64 {
        self.x1 - self.x0
    }
}

/// Lays out `levels` rows of the tree below `root` (the root is the top row);
/// nodes narrower than `min_width` are left out with everything below them.
#[must_use]
pub fn icicle(tree: &SearchTree, root: NodeId, levels: u8, min_width: f64) -> Vec<IcicleRect> {
    let mut out = Vec::new();
    let Some(top) = tree.node(root) else {
        return out;
    };
    let rows = f64::from(levels.max(1));
    let mut stack = vec![(root, 0.0f64, 1.0f64)];
    while let Some((id, x0, x1)) = stack.pop() {
        let Some(n) = tree.node(id) else { continue };
        let row = f64::from(n.depth.saturating_sub(top.depth));
        if row >= rows || x1 - x0 < min_width {
            continue;
        }
        out.push(IcicleRect {
            node: id,
            x0,
            x1,
            y0: row / rows,
            y1: (row + 1.0) / rows,
        });
        let Some(children) = &n.children else {
            continue;
        };
        let scale = (x1 - x0) / n.calls.max(1) as f64;
        let mut x = x0;
        let mut placed = Vec::with_capacity(children.len());
        for &c in children {
            let Some(child) = tree.node(c) else { continue };
            let w = child.calls as f64 * scale;
            placed.push((c, x, x + w));
            x += w;
        }
        // Depth first, left to right.
        stack.extend(placed.into_iter().rev());
    }
    out
}
