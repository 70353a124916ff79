//! `maedn play`: the best player with a fair die. `--policy` prints the
//! optimum per piece and for the whole game beside the game with every roll
//! chosen and an ordinary game, and checks it by simulation; `--position` with
//! `--roll` prints the best move and what every other move gives away. Its
//! report is [`crate::report::play`].

use std::process::ExitCode;

use clap::Args;

use super::args::{RuleArgs, parse_whole};
use super::{emit_report, fail};
use crate::format::group;
use crate::game::{
    DIE_FACES, FairOptimum, GameError, GameRules, MAX_GAMES, PositionError, StateSpace, fair_die,
    fair_optimum, parse_position, simulate_fair,
};
use crate::i18n::{Tr, words};
use crate::model::Rules;
use crate::report::play::{PositionReport, play_json, play_text};
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

/// Refuses `--position` and says why.
fn position_failed(e: &PositionError) -> ExitCode {
    fail(&format!(
        "--position: {}",
        words::play::position_error(Tr::command_line(), e)
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
