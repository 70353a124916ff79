//! `maedn solve` and `maedn decode`: one problem solved (with a live progress
//! line on a terminal) or one bit-board explained, as a table or JSON.

use std::process::ExitCode;

use clap::Args;

use super::args::{RuleArgs, SolverArgs, parse_board};
use super::progress::with_progress;
use super::{emit_report, fail, problem_from_board};
use crate::format::count;
use crate::model::{Bits, decode};
use crate::report;
use crate::solver::{NoObserver, Progress, solve, solve_board};

#[derive(Debug, Args)]
pub(super) struct SolveArgs {
    #[command(flatten)]
    solver: SolverArgs,
    /// Solve the rest of the way from this path board instead of all four pieces.
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    from: Option<Bits>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
pub(super) struct DecodeArgs {
    /// The board: 0x… hex, 0b… binary or decimal; underscores allowed.
    #[arg(value_name = "BOARD", value_parser = parse_board, allow_hyphen_values = true)]
    board: Bits,
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    json: bool,
}

/// `maedn solve`: solves on a thread, with a live progress line on a terminal.
pub(super) fn solve_command(args: &SolveArgs) -> ExitCode {
    let settings = args.solver.settings();
    if let Err(e) = settings.rules.validate() {
        return fail(&e.to_string());
    }
    // A board with problems is refused before any thread starts.
    if let Some(board) = args.from
        && let Err(e) = problem_from_board(board, &settings.rules)
    {
        return fail(&e);
    }
    let progress = Progress::default();
    let result = with_progress(
        "solver",
        || match args.from {
            Some(board) => solve_board(&settings, board, &progress, NoObserver),
            None => solve(&settings, &progress, NoObserver),
        },
        || {
            let s = progress.snapshot();
            let best = s.best.map_or_else(|| "—".to_owned(), crate::format::units);
            format!(
                "  piece {}  calls {}  prunes {}  best {best}",
                s.piece,
                count(s.calls),
                count(s.prunes)
            )
        },
    );
    let solution = match result {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => return fail(&e.to_string()),
        Err(e) => return fail(&e.to_string()),
    };
    emit_report(
        args.json,
        || report::solution_json(&solution),
        || report::solution_text(&solution),
    )
}

/// `maedn decode`: what a bit-board means.
pub(super) fn decode_command(args: &DecodeArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    let d = match decode(args.board, &rules) {
        Ok(d) => d,
        Err(e) => return fail(&e.to_string()),
    };
    emit_report(
        args.json,
        || report::decoded_json(&d),
        || report::decoded_text(&d),
    )
}
