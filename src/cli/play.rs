//! `maedn play`: the best player with a fair die. `--policy` prints the
//! optimum per piece and for the whole game beside the game with every roll
//! chosen and an ordinary game, and checks it by simulation; `--position` with
//! `--roll` prints the best move and what every other move gives away. The
//! sentences come from [`crate::i18n::words::play`].

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use super::game::{settings_json, settings_line};
use super::{RuleArgs, emit_report, fail, parse_whole};
use crate::format::group;
use crate::game::{
    DIE_FACES, FairDie, FairOptimum, GameError, GameRules, GameState, MAX_GAMES, MoveChoice, Place,
    PositionError, Simulation, StateSpace, fair_die, fair_optimum, parse_position, position_text,
    simulate_fair,
};
use crate::i18n::{Lang, Tr, words};
use crate::model::Rules;
use crate::solver::Progress;

/// Games simulated to check the exact value unless `--games` says otherwise.
const DEFAULT_GAMES: u64 = 100_000;
/// The seed unless `--seed` says otherwise.
const DEFAULT_SEED: u64 = 1;

/// Arguments of `maedn play`.
#[derive(Debug, Args)]
pub(super) struct PlayArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Print the fair-die optimum per piece and for the whole game, beside the
    /// game with every roll chosen and an ordinary game.
    #[arg(long)]
    policy: bool,
    /// A position, one place per piece separated by commas: B (start field),
    /// 0 to 39 (the track; 0, the start tile, may be written A), a to d (the
    /// goal row); e.g. B,B,12,d.
    #[arg(long, value_name = "PLACES", allow_hyphen_values = true)]
    position: Option<String>,
    /// The roll (1 to 6) to show the best move for at --position; without it, all six.
    #[arg(long, value_name = "1-6", requires = "position", value_parser = parse_roll)]
    roll: Option<u8>,
    /// Games of the best player to simulate with --policy, to check the exact
    /// value (0 to 1,000,000; 0 skips the check).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_GAMES, value_parser = parse_whole::<u64>)]
    games: u64,
    /// Seed of the simulation's dice.
    #[arg(long, value_name = "S", default_value_t = DEFAULT_SEED, value_parser = parse_whole::<u64>)]
    seed: u64,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    json: bool,
}

/// A roll, 1 to 6, in digits only as every count.
fn parse_roll(s: &str) -> Result<u8, String> {
    let roll: u8 = parse_whole(s)?;
    if (1..=DIE_FACES).contains(&roll) {
        Ok(roll)
    } else {
        Err(format!("a roll is 1 to {DIE_FACES}"))
    }
}

/// What one position asks: the position, its value and the chosen rolls' moves.
struct PositionReport {
    state: GameState,
    units: f64,
    sd: f64,
    rolls: Vec<(u8, Vec<MoveChoice>)>,
}

/// Runs `maedn play`.
pub(super) fn run(args: &PlayArgs) -> ExitCode {
    if !args.policy && args.position.is_none() {
        return fail(
            "maedn play needs --policy (the fair-die optimum) or --position PLACES (its best moves)",
        );
    }
    if args.games > MAX_GAMES {
        return fail(&format!(
            "--games {} is out of range: simulate 0 to {} games",
            args.games,
            group(MAX_GAMES as f64)
        ));
    }
    let rules = args.rules.rules();
    // A malformed position is refused before the minute of work, not after.
    if let Some(text) = &args.position
        && let Err(e) = parse_position(text, crate::game::PIECES)
    {
        return position_failed(&e);
    }
    let progress = Progress::default();
    let all = match fair_die(&rules, &progress) {
        Ok(all) => all,
        Err(e) => return fail(&e.to_string()),
    };
    let position = match &args.position {
        Some(text) => match position_report(&all.optimum, text, args.roll) {
            Ok(p) => Some(p),
            Err(e) => return position_failed(&e),
        },
        None => None,
    };
    let simulation = if args.policy && args.games > 0 {
        match simulate_fair(&all.optimum, args.games, args.seed, &progress) {
            Ok(s) => Some(s),
            Err(e) => return fail(&e.to_string()),
        }
    } else {
        None
    };
    let policy = args.policy;
    emit_report(
        args.json,
        || play_json(&rules, &all, policy, simulation.as_ref(), position.as_ref()),
        || play_text(&rules, &all, policy, simulation.as_ref(), position.as_ref()),
    )
}

/// The best player's expected distance with a fair die and its standard
/// deviation, for `maedn random` to show beside the ordinary game's.
pub(super) fn fair_units(rules: &Rules) -> Result<(f64, f64), GameError> {
    let progress = Progress::default();
    let space = StateSpace::explore(&GameRules::new(rules)?, &progress)?;
    let best = fair_optimum(space, &progress)?;
    Ok((best.units(), best.units_sd()))
}

/// The line `maedn random` shows for it.
pub(super) fn fair_beside((units, sd): (f64, f64)) -> String {
    words::play::fair_beside(Tr::shared(Lang::En), units, sd)
}

/// Refuses `--position` and says why.
fn position_failed(e: &PositionError) -> ExitCode {
    fail(&format!(
        "--position: {}",
        words::play::position_error(Tr::shared(Lang::En), e)
    ))
}

fn position_report(
    best: &FairOptimum,
    text: &str,
    roll: Option<u8>,
) -> Result<PositionReport, PositionError> {
    let state = parse_position(text, best.rules().pieces())?;
    let units = best.value(state).ok_or(PositionError::Unreachable)?;
    if best.rules().is_finished(state) {
        return Err(PositionError::Finished);
    }
    let rolls = match roll {
        Some(r) => vec![r],
        None => (1..=DIE_FACES).collect(),
    };
    Ok(PositionReport {
        state,
        units,
        sd: best.value_sd(state).unwrap_or(f64::NAN),
        rolls: rolls
            .into_iter()
            .map(|r| (r, best.choices(state, r)))
            .collect(),
    })
}

/// The report as text.
fn play_text(
    rules: &Rules,
    all: &FairDie,
    policy: bool,
    simulation: Option<&Simulation>,
    position: Option<&PositionReport>,
) -> String {
    let tr = Tr::shared(Lang::En);
    let mut out = String::new();
    let _ = writeln!(out, "maedn play: {}", settings_line(rules));
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
fn play_json(
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
