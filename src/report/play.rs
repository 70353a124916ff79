//! `maedn play`'s report: the best player with a fair die per piece and for
//! the whole game beside the game with every roll chosen and an ordinary
//! game, its simulation, and a position's best moves, as text (the sentences
//! of [`crate::i18n::words::play`]) or one JSON object.

use std::fmt::Write as _;

use serde_json::{Value, json};

use super::game::settings_json;
use crate::game::{FairDie, GameState, MoveChoice, Place, Simulation, position_text};
use crate::i18n::{Tr, words};
use crate::model::Rules;

/// What one position asks: the position, its value and the chosen rolls' moves.
pub struct PositionReport {
    /// The position.
    pub state: GameState,
    /// The best player's expected distance from it.
    pub units: f64,
    /// Its standard deviation.
    pub sd: f64,
    /// Each roll asked for and its moves, the best first.
    pub rolls: Vec<(u8, Vec<MoveChoice>)>,
}

/// The report as text.
pub fn play_text(
    rules: &Rules,
    all: &FairDie,
    policy: bool,
    simulation: Option<&Simulation>,
    position: Option<&PositionReport>,
) -> String {
    let tr = Tr::command_line();
    let mut out = String::new();
    let _ = writeln!(out, "maedn play: {}", super::rules_line(rules));
    let _ = writeln!(
        out,
        "{}",
        words::play::fair_what(tr, all.optimum.states(), all.optimum.elapsed())
    );
    if policy {
        let _ = writeln!(out);
        for line in words::play::piece_lines(tr, all) {
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(out);
        for line in words::play::game_lines(tr, all) {
            let _ = writeln!(out, "{line}");
        }
        if let Some(sim) = simulation {
            let _ = writeln!(
                out,
                "{}",
                words::play::simulated(tr, sim, all.optimum.units())
            );
        }
    }
    if let Some(p) = position {
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", words::play::to_go(tr, p.state, p.units, p.sd));
        for (roll, choices) in &p.rolls {
            for (i, line) in words::play::roll_lines(tr, *roll, choices)
                .iter()
                .enumerate()
            {
                let indent = if i == 0 { "" } else { "  " };
                let _ = writeln!(out, "{indent}{line}");
            }
        }
    }
    out
}

fn choice_json(c: &MoveChoice) -> Value {
    json!({
        "from": c.mv.from.to_string(),
        "to": Place::Way(c.mv.to).to_string(),
        "length": c.length,
        "to_go": c.to_go,
        "expected": c.expected,
        "gives_away": c.cost,
    })
}

/// The report as one JSON object.
pub fn play_json(
    rules: &Rules,
    all: &FairDie,
    policy: bool,
    simulation: Option<&Simulation>,
    position: Option<&PositionReport>,
) -> Value {
    let best = &all.optimum;
    let mut out = json!({
        "settings": settings_json(rules),
        "states": best.states(),
        "elapsed_ms": best.elapsed().as_secs_f64() * 1e3,
    });
    if policy {
        let pieces: Vec<Value> = all
            .pieces
            .iter()
            .zip(&all.ordinary_pieces)
            .zip(&all.shortest.independent.from_a)
            .map(|((b, o), c)| {
                json!({
                    "piece": b.piece,
                    "goal": b.goal.goal_letter().map(String::from),
                    "chosen_units": c,
                    "fair_units": b.units,
                    "fair_sd": b.units_sd,
                    "fair_rolls": b.rolls,
                    "ordinary_units": o.units,
                })
            })
            .collect();
        out["pieces"] = json!(pieces);
        out["game"] = json!({
            "chosen_units": all.shortest.game.total,
            "fair_units": best.units(),
            "fair_sd": best.units_sd(),
            "fair_rolls": best.rolls(),
            "fair_rolls_sd": best.rolls_sd(),
            "ordinary_units": all.ordinary.units,
            "ordinary_sd": all.ordinary.units_sd,
            "ordinary_rolls": all.ordinary.rolls,
        });
        out["simulation"] = simulation.map_or(Value::Null, |s| {
            let se = s.standard_error();
            json!({
                "games": s.games,
                "seed": s.seed,
                "mean_units": s.mean,
                "sd_units": s.has_spread().then_some(s.sd),
                "standard_error_units": se,
                "z": se.filter(|se| *se > 0.0).map(|se| (s.mean - best.units()) / se),
                "mean_rolls": s.mean_rolls,
                "min_units": s.min,
                "max_units": s.max,
            })
        });
    }
    if let Some(p) = position {
        let rolls: Vec<Value> = p
            .rolls
            .iter()
            .map(|(roll, choices)| {
                json!({
                    "roll": roll,
                    "lost": choices.is_empty(),
                    "moves": choices.iter().map(choice_json).collect::<Vec<_>>(),
                })
            })
            .collect();
        out["position"] = json!({
            "places": position_text(p.state),
            "to_go": p.units,
            "to_go_sd": p.sd,
            "rolls": rolls,
        });
    }
    out
}
