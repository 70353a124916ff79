//! `maedn retro`: the exact solution solved backwards, every tile's distance to
//! each goal with its six rolls, as text and JSON. Every English text of it is here.

use std::fmt::Write as _;

use serde_json::{Value, json};

use super::{cm, units};
use crate::format::group;
use crate::solver::{Retro, RetroMap, RollValue};

/// A roll's cell: its `length + V` total (`*` when optimal), or why it is no move.
#[must_use]
pub fn roll_text(r: &RollValue) -> String {
    match r {
        RollValue::Move { total, optimal, .. } => {
            format!("{}{}", units(*total), if *optimal { "*" } else { "" })
        }
        RollValue::PastGoal => "past goal".to_owned(),
        RollValue::OtherGoalTile => "other goal".to_owned(),
    }
}

fn map_text(out: &mut String, m: &RetroMap) {
    let letter = m.goal.goal_letter().unwrap_or('?');
    let _ = writeln!(out, "goal {letter} (tile {})", m.goal.index());
    let _ = writeln!(
        out,
        "{:>5} {:>10}  {:>12} {:>12} {:>12} {:>12} {:>12} {:>12}  {:>8}",
        "tile", "value", "roll 1", "roll 2", "roll 3", "roll 4", "roll 5", "roll 6", "optimal"
    );
    for t in &m.tiles {
        let Some(value) = t.value else {
            let _ = writeln!(
                out,
                "{:>5} {:>10}  (the piece cannot stand here)",
                t.tile.to_string(),
                "—"
            );
            continue;
        };
        let rolls: Vec<String> = t.rolls.iter().map(roll_text).collect();
        let _ = writeln!(
            out,
            "{:>5} {:>10}  {:>12} {:>12} {:>12} {:>12} {:>12} {:>12}  {:>8}",
            t.tile.to_string(),
            units(value),
            rolls[0],
            rolls[1],
            rolls[2],
            rolls[3],
            rolls[4],
            rolls[5],
            count_list(&t.optimal_rolls())
        );
    }
}

fn count_list(rolls: &[u8]) -> String {
    rolls
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The retrograde maps as text.
#[must_use]
pub fn retro_text(r: &Retro) -> String {
    let mut out = String::new();
    let rules = &r.rules;
    let _ = writeln!(
        out,
        "maedn retro: shortest remaining distance from every tile, solved backwards from each goal; spacing {} {}, \
         {} lengths, {} goal row, {}",
        group(f64::from(rules.spacing)),
        crate::format::units_word(f64::from(rules.spacing)),
        rules.lengths,
        rules.goal_rule,
        rules.colour
    );
    let _ = writeln!(
        out,
        "a tile's value is the minimum over its six rolls of length + the value where the roll lands (* = optimal)"
    );
    for m in &r.maps {
        let _ = writeln!(out);
        map_text(&mut out, m);
    }
    let _ = writeln!(out);
    let at_a: Vec<String> = r
        .maps
        .iter()
        .map(|m| {
            m.value(crate::model::Tile::A)
                .map_or_else(|| "—".to_owned(), units)
        })
        .collect();
    let _ = writeln!(
        out,
        "total: start field {} + values at A ({}) = {} units = {} cm",
        units(r.start_field_units),
        at_a.join(" + "),
        units(r.total_units),
        cm(r.total_units)
    );
    out
}

fn roll_json(roll: u8, r: &RollValue) -> Value {
    match r {
        RollValue::Move {
            to,
            length,
            total,
            optimal,
        } => {
            json!({"roll": roll, "move": true, "to": to.index(), "length": length, "total": total, "optimal": optimal})
        }
        RollValue::PastGoal => json!({"roll": roll, "move": false, "reason": "past_goal"}),
        RollValue::OtherGoalTile => {
            json!({"roll": roll, "move": false, "reason": "other_goal_tile"})
        }
    }
}

/// The retrograde maps as one JSON object.
#[must_use]
pub fn retro_json(r: &Retro) -> Value {
    let maps: Vec<Value> = r
        .maps
        .iter()
        .map(|m| {
            json!({
                "goal": m.goal.goal_letter().map(String::from),
                "goal_tile": m.goal.index(),
                "tiles": m.tiles.iter().map(|t| json!({
                    "tile": t.tile.index(),
                    "reachable": t.reachable,
                    "value": t.value,
                    "optimal_rolls": t.optimal_rolls(),
                    "optimal_sequences": super::count::count_json(t.optimal_sequences),
                    "rolls": t.rolls.iter().zip(1u8..).map(|(r, n)| roll_json(n, r)).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "best_path": m.best_path(crate::model::Tile::A).iter().map(|t| t.index()).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "spacing": r.rules.spacing,
        "lengths": r.rules.lengths.name(),
        "goal_row": r.rules.goal_rule.name(),
        "colour": r.rules.colour.name(),
        "start_field_units": r.start_field_units,
        "total_units": r.total_units,
        "total_cm": crate::model::units_to_cm(r.total_units),
        "maps": maps,
    })
}
