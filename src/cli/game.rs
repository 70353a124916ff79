//! `maedn game`: the shortest (or quickest) legal game of all four pieces,
//! roll by roll; its report is [`crate::report::game`].

use std::process::ExitCode;

use clap::Args;

use super::args::RuleArgs;
use super::{emit_report, fail};
use crate::game::{ChosenGame, GameError, GameRules, Objective, best_game};
use crate::model::Rules;
use crate::report::game::{game_json, game_text};
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
