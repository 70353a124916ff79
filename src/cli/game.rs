//! `maedn game`: the shortest (or quickest) legal game of all four pieces,
//! roll by roll. Every text this command prints is in this file.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use super::{RuleArgs, emit_report, fail};
use crate::format::group;
use crate::game::{ChosenGame, GameError, GameRules, Objective, Place, best_game};
use crate::model::{Rules, Tile};
use crate::report::{cm, units};
use crate::solver::Progress;

/// Arguments of `maedn game`.
#[derive(Debug, Args)]
pub(super) struct GameArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Show the quickest game (fewest rolls, then shortest) instead of the shortest.
    #[arg(long)]
    quickest: bool,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

/// Runs `maedn game`.
pub(super) fn run(args: &GameArgs) -> ExitCode {
    let rules = args.rules.rules();
    let objective = if args.quickest {
        Objective::Quickest
    } else {
        Objective::Shortest
    };
    match chosen_game(&rules, objective) {
        Ok(game) => emit_report(args.json, || game_json(&game), || game_text(&game)),
        Err(e) => fail(&e.to_string()),
    }
}

fn chosen_game(rules: &Rules, objective: Objective) -> Result<ChosenGame, GameError> {
    let game_rules = GameRules::new(rules)?;
    let progress = Progress::default();
    let space = crate::game::StateSpace::explore(&game_rules, &progress)?;
    best_game(&space, objective, &progress)
}

/// One line naming the settings.
pub(super) fn settings_line(r: &Rules) -> String {
    format!(
        "spacing {} {}, {} lengths, {} goal row, {}",
        group(f64::from(r.spacing)),
        crate::format::units_word(f64::from(r.spacing)),
        r.lengths,
        r.goal_rule,
        r.colour
    )
}

/// A tile or slot as the tables show it: B1..B4, 0..39, a..d.
pub(super) fn place(p: Place) -> String {
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
pub(super) fn game_text(g: &ChosenGame) -> String {
    let mut out = String::new();
    let game = &g.game;
    let _ = writeln!(
        out,
        "maedn game: {}; {}",
        objective_text(g.objective),
        settings_line(&game.rules)
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
pub(super) fn settings_json(r: &Rules) -> Value {
    json!({
        "spacing": r.spacing,
        "lengths": r.lengths.name(),
        "goal_row": r.goal_rule.name(),
        "colour": r.colour.name(),
    })
}

/// The game as one JSON object.
#[must_use]
pub(super) fn game_json(g: &ChosenGame) -> Value {
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
