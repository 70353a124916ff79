//! `maedn compare`: the comparison of algorithms as a text table and as JSON.
//! Every English text of the comparison is here (the method labels, the proof
//! reasons, the column heads), for the window as well as the command line.

use std::fmt::Write as _;

use serde_json::{Value, json};

use super::{cm, units};
use crate::format::{bound, group};
use crate::model::{Tile, units_to_cm};
use crate::solver::{Comparison, Memory, Method, MethodRun, NotProvenReason, Proof};

/// A readable name of a method.
#[must_use]
pub const fn method_label(method: Method) -> &'static str {
    match method {
        Method::PaperBound => "branch and bound, the paper's bound",
        Method::AdmissibleBound => "branch and bound, admissible bound",
        Method::NoBound => "branch and bound, no bound",
        Method::IdaStar => "IDA* (cheapest move per tile)",
        Method::Dfid => "iterative deepening (h = 0)",
        Method::Dijkstra => "uniform-cost search (Dijkstra)",
        Method::AStar => "A* (cheapest move per tile)",
        Method::Dp => "dynamic programming",
    }
}

/// Memory in words: "depth 9", "open 12 / closed 40", "table 44".
#[must_use]
pub fn memory_text(memory: &Memory) -> String {
    match memory {
        Memory::StackDepth { depth } => format!("depth {depth}"),
        Memory::OpenList { peak, closed } => format!("open {peak} / closed {closed}"),
        Memory::Table { entries } => format!("table {entries}"),
    }
}

/// Whether and why an answer is proven optimal, in words.
#[must_use]
pub fn proof_text(proof: &Proof) -> String {
    match proof {
        Proof::Exact => "exact (every position evaluated)".to_owned(),
        Proof::AdmissibleHeuristic => "proven (admissible, consistent heuristic)".to_owned(),
        Proof::NonNegativeLengths => "proven (best first, no negative length)".to_owned(),
        Proof::Deepening => "proven (admissible threshold search)".to_owned(),
        Proof::AdmissibleBound => {
            "proven (admissible bound; early return at the goal safe)".to_owned()
        }
        Proof::NotProven { reason } => match reason {
            NotProvenReason::BoundAboveAdmissible { bound, admissible } => format!(
                "not proven (bound {} > admissible bound {}, the least rest per tile)",
                crate::format::bound(*bound),
                crate::format::bound(*admissible)
            ),
            NotProvenReason::EarlyReturnUnsafe { from, via, to } => format!(
                "not proven (move {from}→{to} is longer than {from}→{via}→{to}: the early return may miss a shorter way)"
            ),
        },
    }
}

fn cut_text(row: &MethodRun) -> String {
    match (row.cut, row.pushed) {
        (Some(cut), _) => group(cut as f64),
        (None, Some(pushed)) => format!("{} pushed", group(pushed as f64)),
        (None, None) => "—".to_owned(),
    }
}

/// Time in milliseconds with three significant decimals below 1 ms.
#[must_use]
pub fn millis(d: std::time::Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms >= 100.0 {
        format!("{ms:.0} ms")
    } else if ms >= 1.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{ms:.4} ms")
    }
}

/// What the comparison ran on, in words.
#[must_use]
pub fn target_text(c: &Comparison, problem: Option<(u8, Tile, f64)>) -> String {
    let r = &c.settings.rules;
    let what = match problem {
        None => "all four pieces from A, plus the four start-field moves".to_owned(),
        Some((piece, from, moved)) => {
            format!(
                "piece {piece} from tile {from} ({} units moved)",
                units(moved)
            )
        }
    };
    format!(
        "{what}; {}; paper's bound {}, deepening threshold rule {}",
        super::rules_line(r),
        c.settings.paper_bound,
        c.settings.threshold
    )
}

/// The comparison as a text table.
#[must_use]
pub fn compare_text(c: &Comparison, problem: Option<(u8, Tile, f64)>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "maedn compare: {}", target_text(c, problem));
    let _ = writeln!(
        out,
        "exact optimum (DP): {} units = {} cm",
        units(c.optimum_units),
        cm(c.optimum_units)
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<46} {:>13} {:<10} {:>12} {:>10}  {:<20} {:>10}  optimal?",
        "method", "effort", "unit", "cut / pushed", "time", "memory", "answer"
    );
    for row in &c.rows {
        let mut label = method_label(row.method).to_owned();
        if let Some(b) = row.bound_per_tile {
            let _ = write!(label, " ({})", bound(b));
        }
        let answer = row.total_units.map_or_else(|| "none".to_owned(), units);
        let check = if row.matches_dp {
            "matches the DP"
        } else {
            "DIFFERS from the DP"
        };
        let _ = writeln!(
            out,
            "{label:<46} {:>13} {:<10} {:>12} {:>10}  {:<20} {answer:>10}  {}; {check}",
            group(row.effort as f64),
            row.method.unit().name(),
            cut_text(row),
            millis(row.elapsed),
            memory_text(&row.memory),
            proof_text(&row.proof)
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "effort: calls of the recursive function (pruned and cut-off calls included; iterative deepening: all iterations), \
         states expanded off the queue, or positions evaluated by the DP"
    );
    let _ = writeln!(
        out,
        "cut: calls returned at once (bound or threshold); memory: deepest call in moves, the open list at its largest, or \
         the DP's table; time: the algorithm alone"
    );
    for row in &c.rows {
        if let Some(iterations) = &row.iterations {
            let counts: Vec<String> = iterations.iter().map(|i| i.len().to_string()).collect();
            let _ = writeln!(
                out,
                "{}: iterations per piece {}",
                method_label(row.method),
                counts.join(", ")
            );
        }
    }
    out
}

fn memory_json(memory: &Memory) -> Value {
    match memory {
        Memory::StackDepth { depth } => json!({"kind": "stack_depth", "depth": depth}),
        Memory::OpenList { peak, closed } => {
            json!({"kind": "open_list", "peak": peak, "closed": closed})
        }
        Memory::Table { entries } => json!({"kind": "table", "entries": entries}),
    }
}

fn proof_json(proof: &Proof) -> Value {
    let (kind, extra) = match proof {
        Proof::Exact => ("exact", Value::Null),
        Proof::AdmissibleHeuristic => ("admissible_heuristic", Value::Null),
        Proof::NonNegativeLengths => ("non_negative_lengths", Value::Null),
        Proof::Deepening => ("deepening", Value::Null),
        Proof::AdmissibleBound => ("admissible_bound", Value::Null),
        Proof::NotProven { reason } => (
            "not_proven",
            match reason {
                NotProvenReason::BoundAboveAdmissible { bound, admissible } => {
                    json!({"kind": "bound_above_admissible", "bound": bound, "admissible": admissible})
                }
                NotProvenReason::EarlyReturnUnsafe { from, via, to } => json!({
                    "kind": "early_return_unsafe", "from": from.index(), "via": via.index(), "to": to.index()
                }),
            },
        ),
    };
    json!({"kind": kind, "proven": proof.is_proven(), "reason": extra, "text": proof_text(proof)})
}

fn row_json(row: &MethodRun) -> Value {
    let pieces: Vec<Value> = row
        .pieces
        .iter()
        .map(|p| {
            json!({
                "piece": p.piece,
                "goal": p.goal.goal_letter().map(String::from),
                "goal_tile": p.goal.index(),
                "units": p.units,
                "tiles": p.tiles.iter().map(|t| t.index()).collect::<Vec<_>>(),
                "effort": p.effort,
            })
        })
        .collect();
    let iterations = row.iterations.as_ref().map(|per_piece| {
        per_piece
            .iter()
            .map(|its| {
                its.iter()
                    .map(|i| json!({"threshold": i.threshold, "calls": i.calls}))
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>()
    });
    json!({
        "method": row.method.name(),
        "label": method_label(row.method),
        "unit": row.method.unit().name(),
        "effort": row.effort,
        "cut": row.cut,
        "pushed": row.pushed,
        "iterations": iterations,
        "bound_per_tile": row.bound_per_tile,
        "elapsed_ms": row.elapsed.as_secs_f64() * 1000.0,
        "memory": memory_json(&row.memory),
        "total_units": row.total_units,
        "total_cm": row.total_units.map(units_to_cm),
        "pieces": pieces,
        "proof": proof_json(&row.proof),
        "matches_dp": row.matches_dp,
    })
}

/// The comparison as one JSON object.
#[must_use]
pub fn compare_json(c: &Comparison, problem: Option<(u8, Tile, f64)>) -> Value {
    let r = &c.settings.rules;
    let target = match problem {
        None => json!({"kind": "all_pieces"}),
        Some((piece, from, moved)) => {
            json!({"kind": "problem", "piece": piece, "from": from.index(), "moved": moved})
        }
    };
    json!({
        "spacing": r.spacing,
        "lengths": r.lengths.name(),
        "goal_row": r.goal_rule.name(),
        "colour": r.colour.name(),
        "paper_bound": c.settings.paper_bound,
        "threshold": c.settings.threshold.name(),
        "target": target,
        "optimum_units": c.optimum_units,
        "optimum_cm": units_to_cm(c.optimum_units),
        "start_field_units": c.start_field_units,
        "rows": c.rows.iter().map(row_json).collect::<Vec<_>>(),
    })
}
