//! `maedn tree`: the recorded branch-and-bound tree as an indented outline and
//! as JSON (nodes and their icicle rectangles). Every English text of it is here.

use std::fmt::Write as _;
use std::io::Write;

use serde_json::{Value, json};

use super::{tile_list, units};
use crate::format::{bound, group};
use crate::solver::{IcicleRect, NodeId, SearchTree, TreeNode};

fn flags(n: &TreeNode) -> String {
    let mut f = Vec::new();
    if n.pruned {
        f.push("pruned".to_owned());
    }
    if let Some(fin) = n.finish {
        f.push(format!(
            "roll {} reaches the goal: {}{}",
            fin.roll,
            units(fin.units),
            if fin.improved { " (new best)" } else { "" }
        ));
    }
    if n.on_best_path {
        f.push("best path".to_owned());
    }
    if n.children.is_none() {
        f.push("below not recorded".to_owned());
    }
    f.join("; ")
}

fn best(b: Option<f64>) -> String {
    b.map_or_else(|| "none".to_owned(), units)
}

/// The outline of `levels` levels below node `top`.
#[must_use]
pub fn tree_text(t: &SearchTree, top: NodeId, levels: u8) -> String {
    let mut out = String::new();
    let (tiles, units_found) = t.best();
    let _ = writeln!(
        out,
        "maedn tree: piece {} to {}, the paper's search with bound {} units per tile",
        t.piece(),
        t.goal(),
        bound(t.bound())
    );
    let _ = writeln!(
        out,
        "run: {} calls, {} prunes; best {} units: {}",
        group(t.stats().calls as f64),
        group(t.stats().prunes as f64),
        best(units_found),
        tile_list(&tiles)
    );
    let _ = writeln!(
        out,
        "recorded: {} nodes ({} KiB), the run to depth {}, more by re-searching subtrees",
        group(t.nodes().len() as f64),
        group((t.memory_bytes() / 1024) as f64),
        t.depth_limit()
    );
    if top != SearchTree::ROOT {
        let _ = writeln!(
            out,
            "showing the subtree at tiles {}",
            tile_list(&t.path(top))
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<16} {:>10} {:>10} {:>14} {:>14}  notes",
        "roll → tile", "moved", "best", "calls", "prunes"
    );
    let base = t.node(top).map_or(0, |n| n.depth);
    let mut stack = vec![top];
    while let Some(id) = stack.pop() {
        let Some(n) = t.node(id) else { continue };
        let indent = "  ".repeat(usize::from(n.depth - base));
        let step = match n.roll {
            Some(r) => format!("{indent}{r} → {}", n.tile),
            None => format!("{indent}start {}", n.tile),
        };
        let _ = writeln!(
            out,
            "{step:<16} {:>10} {:>10} {:>14} {:>14}  {}",
            units(n.moved),
            best(n.best_at_entry),
            group(n.calls as f64),
            group(n.prunes as f64),
            flags(n)
        );
        if n.depth - base < levels
            && let Some(children) = &n.children
        {
            stack.extend(children.iter().rev());
        }
    }
    out
}

fn node_json(t: &SearchTree, id: NodeId, n: &TreeNode, rect: Option<&IcicleRect>) -> Value {
    json!({
        "id": id,
        "parent": n.parent,
        "depth": n.depth,
        "tile": n.tile.index(),
        "roll": n.roll,
        "moved": n.moved,
        "best_at_entry": n.best_at_entry,
        "calls": n.calls,
        "prunes": n.prunes,
        "pruned": n.pruned,
        "on_best_path": n.on_best_path,
        "finish": n.finish.map(|f| json!({"roll": f.roll, "units": f.units, "improved": f.improved})),
        "children": n.children,
        "path": t.path(id).iter().map(|t| t.index()).collect::<Vec<_>>(),
        "prune_check": t.prune_check(id).map(|c| json!({
            "moved": c.moved, "tiles_left": c.tiles_left, "bound": c.bound, "estimate": c.estimate,
            "best": c.best, "pruned": c.pruned,
        })),
        "icicle": rect.map(|r| json!({"x0": r.x0, "x1": r.x1, "y0": r.y0, "y1": r.y1})),
    })
}

/// The tree's fields other than its nodes, as one JSON object.
fn head_json(t: &SearchTree, top: NodeId) -> Value {
    let (tiles, units_found) = t.best();
    json!({
        "piece": t.piece(),
        "goal_tile": t.goal().index(),
        "bound_per_tile": t.bound(),
        "calls": t.stats().calls,
        "prunes": t.stats().prunes,
        "best_units": units_found,
        "best_tiles": tiles.iter().map(|t| t.index()).collect::<Vec<_>>(),
        "depth_limit": t.depth_limit(),
        "memory_bytes": t.memory_bytes(),
        "top": top,
    })
}

/// Writes the tree as one JSON object and a newline to `out`: every recorded
/// node, with its icicle rectangle in the layout of `levels` rows below `top`
/// where it has one. The nodes are written one by one as they are turned into
/// JSON, so the memory needed is the tree's, not the text's (a tree of depth 8
/// gives gigabytes of JSON).
///
/// # Errors
/// The first error of `out`.
pub fn write_tree_json(
    out: &mut dyn Write,
    t: &SearchTree,
    top: NodeId,
    rects: &[IcicleRect],
) -> std::io::Result<()> {
    let mut by_node = vec![None; t.nodes().len()];
    for r in rects {
        if let Some(slot) = by_node.get_mut(r.node as usize) {
            *slot = Some(r);
        }
    }
    let head = head_json(t, top).to_string();
    // `head` is an object: everything but its closing brace, then the nodes.
    let open = head.strip_suffix('}').unwrap_or("{");
    out.write_all(open.as_bytes())?;
    if open.len() > 1 {
        out.write_all(b",")?;
    }
    out.write_all(b"\"nodes\":[")?;
    for (n, id) in t.nodes().iter().zip(0..) {
        if id > 0 {
            out.write_all(b",")?;
        }
        let node = node_json(t, id, n, by_node.get(id as usize).copied().flatten());
        serde_json::to_writer(&mut *out, &node).map_err(std::io::Error::from)?;
    }
    out.write_all(b"]}\n")
}
