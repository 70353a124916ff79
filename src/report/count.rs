//! `maedn count`: every way home, counted per goal, as text and JSON. Every
//! English text of the count is here.

use std::fmt::Write as _;

use serde_json::{Value, json};

use super::units;
use crate::format::{group, wide_count};
use crate::model::LengthMode;
use crate::solver::{Counts, GoalCount};

/// Width of the text histogram's longest bar, in characters.
const BAR_WIDTH: f64 = 50.0;

/// A count as a JSON number (they fit 53 bits on this board), or a decimal
/// string if one ever did not.
#[must_use]
pub fn count_json(v: u128) -> Value {
    match u64::try_from(v) {
        Ok(n) if n < (1 << 53) => Value::from(n),
        _ => Value::String(v.to_string()),
    }
}

/// What the lengths of a count are, in words.
#[must_use]
pub fn lengths_note(lengths: LengthMode) -> &'static str {
    match lengths {
        LengthMode::Rounded => {
            "exact distribution: every distinct length (whole units) with its number of sequences"
        }
        LengthMode::Exact => {
            "exact distribution: every distinct exact length (sums of spacing × c × √m, told apart exactly) \
             with its number of sequences; the bars below are bins for display"
        }
    }
}

fn goal_text(out: &mut String, g: &GoalCount, bins: usize) {
    let letter = g.goal.goal_letter().unwrap_or('?');
    let _ = writeln!(
        out,
        "goal {letter} (tile {}) from tile {}",
        g.goal.index(),
        g.start.index()
    );
    let _ = writeln!(out, "  sequences        {}", wide_count(g.sequences));
    let _ = writeln!(out, "  distinct lengths {}", group(g.lengths.len() as f64));
    if let Some(o) = g.optimum() {
        let _ = writeln!(
            out,
            "  optimum          {} units, {} sequence(s) tie with it (1 in {:.3e})",
            units(o.units),
            wide_count(o.sequences),
            g.sequences as f64 / o.sequences as f64
        );
    }
    let _ = writeln!(out, "  mean             {} units", units(g.mean));
    if let Some(l) = g.longest() {
        let _ = writeln!(
            out,
            "  longest          {} units ({} sequence(s))",
            units(l.units),
            wide_count(l.sequences)
        );
    }
    let bins = g.bins(bins);
    let most = bins.iter().map(|b| b.sequences).max().unwrap_or(1).max(1) as f64;
    for b in &bins {
        let bar = "#".repeat((b.sequences as f64 / most * BAR_WIDTH).round() as usize);
        let _ = writeln!(
            out,
            "  {:>10} – {:>10} {:>18} {bar}",
            units(b.from),
            units(b.to),
            wide_count(b.sequences)
        );
    }
}

/// The counts as text, with `bins` histogram bins per goal.
#[must_use]
pub fn counts_text(c: &Counts, bins: usize) -> String {
    let mut out = String::new();
    let r = &c.rules;
    let _ = writeln!(
        out,
        "maedn count: every move sequence from the start tile to each goal (the exit 6 not counted); spacing {} {}, \
         {} lengths, {} goal row, {}",
        group(f64::from(r.spacing)),
        crate::format::units_word(f64::from(r.spacing)),
        r.lengths,
        r.goal_rule,
        r.colour
    );
    let _ = writeln!(out, "{}", lengths_note(r.lengths));
    for g in &c.goals {
        let _ = writeln!(out);
        goal_text(&mut out, g, bins);
    }
    out
}

fn goal_json(g: &GoalCount, bins: usize) -> Value {
    json!({
        "goal": g.goal.goal_letter().map(String::from),
        "goal_tile": g.goal.index(),
        "start_tile": g.start.index(),
        "sequences": count_json(g.sequences),
        "distinct_lengths": g.lengths.len(),
        "optimum_units": g.optimum().map(|o| o.units),
        "optimum_sequences": g.optimum().map(|o| count_json(o.sequences)),
        "mean_units": g.mean,
        "longest_units": g.longest().map(|l| l.units),
        "longest_sequences": g.longest().map(|l| count_json(l.sequences)),
        "lengths": g.lengths.iter().map(|l| json!([l.units, count_json(l.sequences)])).collect::<Vec<_>>(),
        "bins": g.bins(bins).iter().map(|b| json!({
            "from": b.from, "to": b.to, "sequences": count_json(b.sequences)
        })).collect::<Vec<_>>(),
    })
}

/// The counts as one JSON object (`lengths` holds every distinct length as
/// `[units, sequences]`).
#[must_use]
pub fn counts_json(c: &Counts, bins: usize) -> Value {
    let r = &c.rules;
    json!({
        "spacing": r.spacing,
        "lengths": r.lengths.name(),
        "goal_row": r.goal_rule.name(),
        "colour": r.colour.name(),
        "distribution": lengths_note(r.lengths),
        "start_field_units": c.start_field_units,
        "goals": c.goals.iter().map(|g| goal_json(g, bins)).collect::<Vec<_>>(),
    })
}
