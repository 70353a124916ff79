//! `maedn random`'s report: how far a hand moves in an ordinary game,
//! exactly and simulated, against the shortest and the quickest game, as a
//! text report or one JSON object.

use std::fmt::Write as _;

use serde_json::{Value, json};

use super::game::settings_json;
use crate::format::{cm, group, units};
use crate::game::{ChosenGame, RandomPlay};
use crate::i18n::{Tr, words};

/// Width of the longest histogram bar, in characters.
const BAR_WIDTH: u64 = 50;

fn two(v: f64) -> String {
    format!("{v:.2}")
}

/// A simulated mean with its standard error and its distance from the
/// exact value in standard errors, or why there are none: a single game has
/// no spread, so no standard error (not "± 0").
fn spread(mean: String, se: Option<String>, z: Option<f64>, unit: &str, games: u64) -> String {
    match (se, z) {
        (Some(se), Some(z)) => format!(
            "{mean} ± {se}{unit} (± one standard error): {z:+.2} standard errors from the exact value"
        ),
        (Some(se), None) => format!(
            "{mean} ± {se}{unit}: every game alike, so no distance in standard errors from the exact value"
        ),
        (None, _) => format!(
            "{mean}{unit}: standard error undefined for {games} game (it needs at least two), \
             so no comparison with the exact value"
        ),
    }
}

fn chosen_line(label: &str, g: &ChosenGame) -> String {
    format!(
        "{label} {} units = {} cm in {} rolls ({} positions, solved in {:.1} ms)",
        units(g.game.total),
        cm(g.game.total),
        g.rolls,
        group(g.states as f64),
        g.solve_time.as_secs_f64() * 1e3
    )
}

/// The report as text.
#[must_use]
pub fn random_text(p: &RandomPlay, fair: (f64, f64)) -> String {
    let mut out = String::new();
    let e = &p.expectation;
    let s = &p.simulation;
    let _ = writeln!(
        out,
        "maedn random: {}",
        super::rules_line(&p.shortest.game.rules)
    );
    let _ = writeln!(
        out,
        "An ordinary game: a fair die; a roll with no legal move is lost; among several legal moves \
         one is chosen uniformly at random."
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Each piece alone, from A (exact: dynamic programming over its tiles; the 6 that brought it out not counted)"
    );
    let _ = writeln!(
        out,
        "piece  goal   expected units          cm   expected rolls   shortest"
    );
    for (piece, best) in p.pieces.iter().zip(&p.shortest.independent.from_a) {
        let _ = writeln!(
            out,
            "{:>5}  {:<4} {:>16} {:>11} {:>16} {:>10}",
            piece.piece,
            piece.goal.goal_letter().unwrap_or('?'),
            units(piece.units),
            cm(piece.units),
            two(piece.rolls),
            units(*best)
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "The whole game (exact: dynamic programming over {} positions in {:.1} ms; the moves out of the start field included)",
        group(e.states as f64),
        e.elapsed.as_secs_f64() * 1e3
    );
    let _ = writeln!(
        out,
        "  expected distance  {} units = {} cm (standard deviation {})",
        units(e.units),
        cm(e.units),
        units(e.units_sd)
    );
    let _ = writeln!(
        out,
        "  expected rolls     {} (standard deviation {})",
        two(e.rolls),
        two(e.rolls_sd)
    );
    let _ = writeln!(
        out,
        "  {}",
        words::play::fair_beside(Tr::command_line(), fair.0, fair.1)
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Simulated: {} {}, seed {} (fastrand)",
        group(s.games as f64),
        if s.games == 1 { "game" } else { "games" },
        s.seed
    );
    let _ = writeln!(
        out,
        "  mean distance      {}",
        spread(
            units(s.mean),
            s.standard_error().map(units),
            p.simulation_z(),
            " units",
            s.games
        )
    );
    let _ = writeln!(
        out,
        "  mean rolls         {}",
        spread(
            two(s.mean_rolls),
            s.rolls_standard_error().map(two),
            p.rolls_z(),
            "",
            s.games
        )
    );
    let _ = writeln!(
        out,
        "  shortest, longest  {} and {} units",
        units(s.min),
        units(s.max)
    );
    let _ = writeln!(out, "  distances (units from, games)");
    let most = s.histogram.counts.iter().copied().max().unwrap_or(1).max(1);
    for (i, count) in s.histogram.counts.iter().enumerate() {
        let from = s.histogram.start + s.histogram.width * i as f64;
        let bar = "#".repeat(usize::try_from(count * BAR_WIDTH / most).unwrap_or(0));
        let _ = writeln!(
            out,
            "  {:>10} {:>8}  {bar}",
            units(from),
            group(*count as f64)
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        chosen_line("Shortest game (rolls chosen):", &p.shortest)
    );
    let _ = writeln!(
        out,
        "{}",
        chosen_line("Quickest game (rolls chosen):", &p.quickest)
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "The optimum is {:.1} % of what an ordinary game moves ({} of {} units expected).",
        p.optimum_percent(),
        units(p.shortest.game.total),
        units(e.units)
    );
    out
}

fn chosen_json(g: &ChosenGame) -> Value {
    json!({
        "total_units": g.game.total,
        "total_cm": g.game.total_cm(),
        "rolls": g.rolls,
        "tied_games": g.tied_games,
    })
}

/// The report as one JSON object.
#[must_use]
pub fn random_json(p: &RandomPlay, fair: (f64, f64)) -> Value {
    let e = &p.expectation;
    let s = &p.simulation;
    let pieces: Vec<Value> = p
        .pieces
        .iter()
        .map(|piece| {
            json!({
                "piece": piece.piece,
                "goal": piece.goal.goal_letter().map(String::from),
                "expected_units": piece.units,
                "expected_rolls": piece.rolls,
            })
        })
        .collect();
    json!({
        "settings": settings_json(&p.shortest.game.rules),
        "pieces": pieces,
        "game": {
            "expected_units": e.units,
            "expected_cm": crate::model::units_to_cm(e.units),
            "units_sd": e.units_sd,
            "expected_rolls": e.rolls,
            "rolls_sd": e.rolls_sd,
            "fair_die_optimum_units": fair.0,
            "fair_die_optimum_sd": fair.1,
            "states": e.states,
            "elapsed_ms": e.elapsed.as_secs_f64() * 1e3,
        },
        "simulation": {
            "games": s.games,
            "seed": s.seed,
            "mean_units": s.mean,
            "sd_units": s.has_spread().then_some(s.sd),
            "standard_error_units": s.standard_error(),
            "z": p.simulation_z(),
            "mean_rolls": s.mean_rolls,
            "sd_rolls": s.has_spread().then_some(s.rolls_sd),
            "rolls_z": p.rolls_z(),
            "min_units": s.min,
            "max_units": s.max,
            "histogram": {
                "start_units": s.histogram.start,
                "width_units": s.histogram.width,
                "counts": s.histogram.counts,
            },
        },
        "shortest": chosen_json(&p.shortest),
        "quickest": chosen_json(&p.quickest),
        "optimum_percent": p.optimum_percent(),
    })
}
