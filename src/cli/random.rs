//! `maedn random`: how far a hand moves in an ordinary game, exactly and
//! simulated, against the shortest and the quickest game; its report is
//! [`crate::report::random`].

use std::process::ExitCode;

use clap::Args;

use super::args::{RuleArgs, parse_whole};
use super::{emit_report, fail};
use crate::format::group;
use crate::game::{MAX_GAMES, random_play};
use crate::report::random::{random_json, random_text};
use crate::solver::Progress;

/// Games simulated unless `--games` says otherwise.
const DEFAULT_GAMES: u64 = 10_000;
/// The seed unless `--seed` says otherwise.
const DEFAULT_SEED: u64 = 1;

/// Arguments of `maedn random`.
#[derive(Debug, Args)]
pub(super) struct RandomArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Games to simulate (1 to 1,000,000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_GAMES, value_parser = parse_whole::<u64>)]
    games: u64,
    /// Seed of the simulation's dice (the same seed plays the same games).
    #[arg(long, value_name = "S", default_value_t = DEFAULT_SEED, value_parser = parse_whole::<u64>)]
    seed: u64,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    json: bool,
}

/// Runs `maedn random`.
pub(super) fn run(args: &RandomArgs) -> ExitCode {
    if args.games == 0 || args.games > MAX_GAMES {
        return fail(&format!(
            "--games {} is out of range: simulate 1 to {} games",
            args.games,
            group(MAX_GAMES as f64)
        ));
    }
    match random_play(
        &args.rules.rules(),
        args.games,
        args.seed,
        &Progress::default(),
    ) {
        Ok(play) => {
            let fair = match super::play::fair_units(&args.rules.rules()) {
                Ok(fair) => fair,
                Err(e) => return fail(&e.to_string()),
            };
            emit_report(
                args.json,
                || random_json(&play, fair),
                || random_text(&play, fair),
            )
        }
        Err(e) => fail(&e.to_string()),
    }
}
