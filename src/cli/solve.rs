//! `maedn solve` and `maedn decode`: one problem solved (with a live progress
//! line on a terminal) or one bit-board explained, as a table or JSON.

use std::io::IsTerminal as _;
use std::process::ExitCode;
use std::sync::{Arc, mpsc};

use clap::Args;

use super::{PROGRESS_INTERVAL, RuleArgs, SolverArgs, emit_report, fail, parse_board};
use crate::format::count;
use crate::model::{Bits, decode};
use crate::output;
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
    if let Some(board) = args.from {
        let refused = decode(board, &settings.rules)
            .map_err(|e| e.to_string())
            .and_then(|d| d.to_problem().map_err(|e| e.to_string()));
        if let Err(e) = refused {
            return fail(&e);
        }
    }
    let progress = Arc::new(Progress::default());
    let worker_progress = Arc::clone(&progress);
    let (done, result) = mpsc::channel();
    let from = args.from;
    let worker = std::thread::Builder::new()
        .name("solver".to_owned())
        .spawn(move || {
            let r = match from {
                Some(board) => solve_board(&settings, board, &worker_progress, NoObserver),
                None => solve(&settings, &worker_progress, NoObserver),
            };
            done.send(r).ok();
        });
    let worker = match worker {
        Ok(w) => w,
        Err(e) => return fail(&format!("cannot start the solver thread: {e}")),
    };
    let live = std::io::stderr().is_terminal();
    // Wakes the moment the result arrives; the timeout only refreshes the line.
    let received = loop {
        match result.recv_timeout(PROGRESS_INTERVAL) {
            Ok(r) => break Some(r),
            Err(mpsc::RecvTimeoutError::Disconnected) => break None,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if live {
                    let s = progress.snapshot();
                    let best = s.best.map_or_else(|| "—".to_owned(), crate::format::units);
                    output::status(&format!(
                        "\r  piece {}  calls {}  prunes {}  best {best}   ",
                        s.piece,
                        count(s.calls),
                        count(s.prunes)
                    ));
                }
            }
        }
    };
    if live {
        output::status(&format!("\r{:70}\r", ""));
    }
    let joined = worker.join();
    let Some(result) = received.filter(|_| joined.is_ok()) else {
        return fail("the solver thread failed");
    };
    let solution = match result {
        Ok(s) => s,
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
