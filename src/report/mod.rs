//! The command line's reports, in one place: results and decoded boards as
//! readable tables and as JSON, and the English texts of the solver's
//! verdicts ([`crate::solver::Optimality`], [`crate::solver::Warning`]); the
//! game, random play, the best player with a fair die and the explorer's
//! commands each have their own submodule. Numbers go through
//! [`crate::format`], sentences about engine values through
//! [`crate::i18n::words`] (in English).

pub mod compare;
pub mod count;
pub mod game;
pub mod play;
pub mod random;
pub mod retro;
pub mod tree;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::format::{bound, count, group, percent};
use crate::i18n::{Tr, words};
use crate::model::{Decoded, LengthMode, Rules, Tile, units_to_cm};
use crate::solver::{Algorithm, Solution};

mod verdict;

pub use verdict::{optimality_text, sweep_summary};

/// The formatting of lengths lives in [`crate::format`]; kept here for callers
/// of `report::units` and `report::cm`.
pub use crate::format::{cm, units};

fn tile_list(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(|t| {
            t.goal_letter()
                .map_or_else(|| t.index().to_string(), String::from)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn roll_list(rolls: &[u8]) -> String {
    rolls
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

/// The rules in one line, as every report names them (the figures' words,
/// in English): "black: spacing 850 units, rounded lengths, paper goal row".
#[must_use]
pub fn rules_line(r: &Rules) -> String {
    words::rules(Tr::command_line(), r)
}

/// A one-line description of what was run: the rules and the algorithm, as
/// the figures' captions say it.
#[must_use]
pub fn describe_settings(s: &Solution) -> String {
    words::settings(Tr::command_line(), &s.settings)
}

/// The solution as a text table.
#[must_use]
pub fn solution_text(s: &Solution) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "maedn: {}", describe_settings(s));
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "piece  goal       units         cm  rolls               tiles"
    );
    for p in &s.pieces {
        let letter = p.goal.goal_letter().unwrap_or('?');
        let _ = writeln!(
            out,
            "{:>5}  {letter:<4} {:>11} {:>10}  {:<19} {}",
            p.piece,
            units(p.units),
            cm(p.units),
            roll_list(&p.rolls),
            tile_list(&p.tiles)
        );
    }
    if s.start_field_units > 0.0 {
        let _ = writeln!(
            out,
            "start field {:>11} {:>10}  (four moves from B to A)",
            units(s.start_field_units),
            cm(s.start_field_units)
        );
    }
    let _ = writeln!(
        out,
        "total       {:>11} {:>10}",
        units(s.total_units),
        cm(s.total_units)
    );
    let _ = writeln!(out);
    let rolls: Vec<u8> = s
        .pieces
        .iter()
        .flat_map(|p| p.rolls.iter().copied())
        .collect();
    let _ = writeln!(
        out,
        "rolls       {} in all ({})",
        rolls.len(),
        roll_histogram(&rolls)
    );
    let boards: Vec<String> = s.pieces.iter().map(|p| p.board.to_hex_plain()).collect();
    let _ = writeln!(out, "boards      {}", boards.join(" "));
    match s.settings.algorithm {
        Algorithm::Paper => {
            let _ = writeln!(
                out,
                "calls       {}   prunes {} ({})",
                count(s.calls),
                count(s.prunes),
                percent(s.prunes as f64, s.calls as f64)
            );
            let per: Vec<String> = s
                .pieces
                .iter()
                .map(|p| format!("{}/{}", count(p.stats.calls), count(p.stats.prunes)))
                .collect();
            let _ = writeln!(out, "per piece   {} (calls/prunes)", per.join("  "));
        }
        Algorithm::Dp | Algorithm::Astar => {
            let _ = writeln!(out, "expanded    {} states", count(s.expanded));
        }
    }
    if s.settings.algorithm == Algorithm::Paper {
        let _ = writeln!(
            out,
            "elapsed     {:.3} s   {} calls/s (the search alone)",
            s.elapsed.as_secs_f64(),
            group(s.calls_per_second())
        );
        let _ = writeln!(
            out,
            "bound       {} {} per tile; admissible bound (the least rest per tile towards the goals solved{}) {}: {}",
            bound(s.bound_per_tile),
            crate::format::units_word(s.bound_per_tile),
            match s.settings.rules.lengths {
                LengthMode::Rounded => ", rounded down to whole units",
                LengthMode::Exact => "",
            },
            bound(s.admissible_bound),
            if s.admissible {
                "admissible"
            } else {
                "NOT admissible"
            }
        );
    } else {
        let _ = writeln!(
            out,
            "elapsed     {:.3} ms (the algorithm alone)",
            s.elapsed.as_secs_f64() * 1000.0
        );
    }
    if s.settings.algorithm != Algorithm::Dp {
        let _ = writeln!(
            out,
            "check       exact DP in {:.3} ms",
            s.check_elapsed.as_secs_f64() * 1000.0
        );
    }
    let seqs: Vec<String> = s
        .pieces
        .iter()
        .map(|p| p.optimal_sequences.to_string())
        .collect();
    let _ = writeln!(
        out,
        "optimal     {}: {} (optimal roll sequences per piece: {})",
        if s.optimal { "yes" } else { "NO" },
        optimality_text(s),
        seqs.join(", ")
    );
    for w in &s.warnings {
        let _ = writeln!(out, "warning: {w}");
    }
    out
}

/// Counts of each roll, in order: "4: 3, 5: 1, 6: 4"; every roll counted,
/// whatever its value.
fn roll_histogram(rolls: &[u8]) -> String {
    let mut histogram = BTreeMap::<u8, usize>::new();
    for r in rolls {
        *histogram.entry(*r).or_default() += 1;
    }
    histogram
        .iter()
        .map(|(r, n)| format!("{r}: {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The solution as one JSON object.
#[must_use]
pub fn solution_json(s: &Solution) -> Value {
    let pieces: Vec<Value> = s
        .pieces
        .iter()
        .map(|p| {
            json!({
                "piece": p.piece,
                "goal": p.goal.goal_letter().map(String::from),
                "goal_tile": p.goal.index(),
                "units": p.units,
                "cm": units_to_cm(p.units),
                "rolls": p.rolls,
                "tiles": p.tiles.iter().map(|t| t.index()).collect::<Vec<_>>(),
                "board": p.board.to_hex_plain(),
                "calls": p.stats.calls,
                "prunes": p.stats.prunes,
                "expanded": p.expanded,
                "optimum_units": p.optimum,
                "optimal_sequences": p.optimal_sequences,
            })
        })
        .collect();
    let r = &s.settings.rules;
    json!({
        "algorithm": s.settings.algorithm.name(),
        "bound": s.settings.bound.to_string(),
        "bound_per_tile": s.bound_per_tile,
        "spacing": r.spacing,
        "lengths": r.lengths.name(),
        "goal_row": r.goal_rule.name(),
        "colour": r.colour.name(),
        "total_units": s.total_units,
        "total_cm": s.total_cm(),
        "start_field_units": s.start_field_units,
        "pieces": pieces,
        "calls": s.calls,
        "prunes": s.prunes,
        "expanded": s.expanded,
        "elapsed_ms": s.elapsed.as_secs_f64() * 1000.0,
        "check_elapsed_ms": s.check_elapsed.as_secs_f64() * 1000.0,
        "calls_per_second": s.calls_per_second(),
        "admissible_bound": s.admissible_bound,
        "admissible": s.admissible,
        "optimal": s.optimal,
        "optimum_units": s.optimum_units(),
        "optimality": s.optimality,
        "optimality_text": optimality_text(s),
        "warnings": s.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "warning_kinds": s.warnings,
    })
}

/// A decoded board as a text report.
#[must_use]
pub fn decoded_text(d: &Decoded) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "board       {}", d.board.to_hex());
    let _ = writeln!(out, "binary      {}", d.board.to_binary_fields());
    let _ = writeln!(out, "decimal     {}", d.board.to_decimal());
    let slots: Vec<String> = d
        .start_field
        .iter()
        .map(|s| format!("{s} (bit {})", s.bit()))
        .collect();
    let _ = writeln!(
        out,
        "start field {} piece(s){}",
        d.start_field.len(),
        if slots.is_empty() {
            String::new()
        } else {
            format!(": {}", slots.join(", "))
        }
    );
    let _ = writeln!(
        out,
        "finished    {} piece(s){}",
        d.finished.len(),
        list_suffix(&d.finished)
    );
    let _ = writeln!(out, "visited     {}", tile_list(&d.visited));
    let _ = writeln!(
        out,
        "current     {}",
        d.current.map_or_else(
            || "none".to_owned(),
            |t| format!("tile {t} (bit {})", t.bit())
        )
    );
    if let (Some(piece), Some(goal)) = (d.piece, d.goal) {
        let state = if d.complete { "finished" } else { "on its way" };
        let _ = writeln!(out, "piece       {piece}, heading for {goal}: {state}");
    }
    let _ = writeln!(out, "units       {} stored", count(u64::from(d.units)));
    let _ = writeln!(out);
    let _ = writeln!(out, "picture (black's view, X = bit set):");
    for line in d.board.picture().lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "move   from   to  roll   length");
    for (i, m) in d.moves.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:>4} {:>6} {:>4} {:>5} {:>8}",
            i + 1,
            m.from.index(),
            m.to.index(),
            m.roll,
            units(m.length)
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "recomputed  {} units: {}",
        units(d.recomputed),
        if d.consistent {
            "matches the stored units (units field consistent)"
        } else {
            "does NOT match the stored units"
        }
    );
    for p in &d.problems {
        let _ = writeln!(out, "problem: {p}");
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "unfolded ({} positions):", d.unfolded.len());
    for b in &d.unfolded {
        let _ = writeln!(out, "  {}", b.to_hex_plain());
    }
    out
}

fn list_suffix(tiles: &[Tile]) -> String {
    if tiles.is_empty() {
        String::new()
    } else {
        format!(": {}", tile_list(tiles))
    }
}

/// A decoded board as one JSON object.
#[must_use]
pub fn decoded_json(d: &Decoded) -> Value {
    json!({
        "board": d.board.to_hex_plain(),
        "binary": d.board.to_binary(),
        "decimal": d.board.to_decimal(),
        "start_field": d.start_field.iter().map(|s| s.bit()).collect::<Vec<_>>(),
        "finished": d.finished.iter().map(|t| t.index()).collect::<Vec<_>>(),
        "visited": d.visited.iter().map(|t| t.index()).collect::<Vec<_>>(),
        "current": d.current.map(Tile::index),
        "piece": d.piece,
        "goal": d.goal.and_then(Tile::goal_letter).map(String::from),
        "units": d.units,
        "moves": d.moves.iter().map(|m| json!({
            "from": m.from.index(), "to": m.to.index(), "roll": m.roll, "length": m.length,
        })).collect::<Vec<_>>(),
        "recomputed": d.recomputed,
        "units_consistent": d.consistent,
        "complete": d.complete,
        "problems": d.problems.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "unfolded": d.unfolded.iter().map(|b| b.to_hex_plain()).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::roll_histogram;

    #[test]
    fn test_roll_histogram_counts_every_roll() {
        // An impossible board gave rolls 41-1 and a histogram that dropped the 41.
        let rolls = [6, 41, 1, 4, 4, 4, 5, 6, 6];
        let text = roll_histogram(&rolls);
        assert_eq!(text, "1: 1, 4: 3, 5: 1, 6: 3, 41: 1");
        let counted: usize = text
            .split(", ")
            .filter_map(|e| e.split(": ").nth(1)?.parse::<usize>().ok())
            .sum();
        assert_eq!(counted, rolls.len());
    }
}
