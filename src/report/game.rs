//! `maedn game`'s report: the shortest (or quickest) legal game of all four
//! pieces, roll by roll, as a text table or one JSON object.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::format::{cm, group, units};
use crate::game::{ChosenGame, Objective, Place};
use crate::model::{Rules, Tile};

/// A tile or slot as the tables show it: B1..B4, 0..39, a..d.
fn place(p: Place) -> String {
    p.to_string()
}

fn objective_text(o: Objective) -> &'static str {
    match o {
        Objective::Shortest => "the shortest legal game (least distance, then fewest rolls)",
        Objective::Quickest => "the quickest legal game (fewest rolls, then least distance)",
    }
}

/// The game as a text report.
#[must_use]
pub fn game_text(g: &ChosenGame) -> String {
    let mut out = String::new();
    let game = &g.game;
    let _ = writeln!(
        out,
        "maedn game: {}; {}",
        objective_text(g.objective),
        super::rules_line(&game.rules)
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "total        {} units = {} cm in {} rolls (the four moves out of the start field included)",
        units(game.total),
        cm(game.total),
        g.rolls
    );
    let verdict = if g.reaches_independent() {
        "this legal game reaches it".to_owned()
    } else {
        format!("this legal game is {} units longer", units(g.excess()))
    };
    let _ = writeln!(
        out,
        "paper        {} units with the pieces independent (start field + each goal's own optimum, \
         exact DP): {verdict}",
        units(g.independent.total)
    );
    let _ = writeln!(
        out,
        "tied games   {} distinct games are exactly as good",
        crate::format::wide_count(g.tied_games)
    );
    let _ = writeln!(
        out,
        "states       {} positions reachable; walked in {:.1} ms, solved in {:.1} ms",
        group(g.states as f64),
        g.explore_time.as_secs_f64() * 1e3,
        g.solve_time.as_secs_f64() * 1e3
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "piece  slot  home   out of B      from A   best from A  rolls"
    );
    for (p, best) in game.pieces.iter().zip(optimum_for_home(g)) {
        let home = p
            .home()
            .map_or_else(|| "—".to_owned(), |t| place(Place::Way(t)));
        let rolls: Vec<String> = p.rolls().iter().map(u8::to_string).collect();
        let _ = writeln!(
            out,
            "{:>5}  {:<4}  {home:<4} {:>10} {:>11} {:>13}  {}",
            p.piece,
            p.slot.to_string(),
            units(p.start_move),
            units(p.from_a),
            best.map_or_else(|| "—".to_owned(), units),
            rolls.join("-")
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "roll  die  piece  from  to        length        total           cm"
    );
    for (i, r) in game.rolls.iter().enumerate() {
        let Some(s) = r.step else { continue };
        let _ = writeln!(
            out,
            "{:>4}  {:>3}  {:>5}  {:>4}  {:<4} {:>10} {:>12} {:>12}",
            i + 1,
            r.die,
            s.piece,
            place(s.from),
            place(Place::Way(s.to)),
            units(s.length),
            units(r.total),
            cm(r.total)
        );
    }
    out
}

/// Per piece, the single-piece optimum from A to the goal tile it ended on.
fn optimum_for_home(g: &ChosenGame) -> Vec<Option<f64>> {
    g.game
        .pieces
        .iter()
        .map(|p| {
            let home = p.home()?;
            // Piece k of the independent optimum heads for goal 44 − k.
            let k = Tile::D.index().checked_sub(home.index())?;
            g.independent.from_a.get(usize::from(k)).copied()
        })
        .collect()
}

/// The settings as JSON.
pub fn settings_json(r: &Rules) -> Value {
    json!({
        "spacing": r.spacing,
        "lengths": r.lengths.name(),
        "goal_row": r.goal_rule.name(),
        "colour": r.colour.name(),
    })
}

/// The game as one JSON object.
#[must_use]
pub fn game_json(g: &ChosenGame) -> Value {
    let game = &g.game;
    let pieces: Vec<Value> = game
        .pieces
        .iter()
        .zip(optimum_for_home(g))
        .map(|(p, best)| {
            json!({
                "piece": p.piece,
                "slot": p.slot.to_string(),
                "home": p.home().map(|t| place(Place::Way(t))),
                "start_move_units": p.start_move,
                "from_a_units": p.from_a,
                "best_from_a_units": best,
                "moves": p.moves,
                "rolls": p.rolls(),
                "tiles": p.tiles.iter().map(|t| t.index()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let rolls: Vec<Value> = game
        .rolls
        .iter()
        .enumerate()
        .filter_map(|(i, r)| {
            let s = r.step?;
            Some(json!({
                "roll": i + 1,
                "die": r.die,
                "piece": s.piece,
                "from": place(s.from),
                "from_tile": s.from.tile().map(|t| t.index()),
                "to": place(Place::Way(s.to)),
                "to_tile": s.to.index(),
                "length_units": s.length,
                "straight_units": s.straight,
                "total_units": r.total,
            }))
        })
        .collect();
    json!({
        "settings": settings_json(&game.rules),
        "objective": crate::i18n::words::objective_key(g.objective),
        "total_units": game.total,
        "total_cm": game.total_cm(),
        "rolls": g.rolls,
        "start_field_units": g.independent.start_field,
        "independent_units": g.independent.total,
        "reaches_independent": g.reaches_independent(),
        "excess_units": g.excess(),
        "tied_games": g.tied_games,
        "states": g.states,
        "explore_ms": g.explore_time.as_secs_f64() * 1e3,
        "solve_ms": g.solve_time.as_secs_f64() * 1e3,
        "pieces": pieces,
        "moves": rolls,
    })
}
