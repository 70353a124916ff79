//! The explorer's commands: `compare`, `count`, `tree` and `retro`. Their
//! texts are in [`crate::report`]'s submodules, one per command.

use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::{RuleArgs, fail, parse_board};
use crate::model::{Bits, Problem, Rules, decode, group};
use crate::report;
use crate::solver::{
    CompareInput, CompareProgress, CompareSettings, Method, PAPER_BOUND, Threshold, compare,
};

/// How often the progress line on stderr is refreshed.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(200);

#[derive(Debug, Args)]
pub(super) struct CompareArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// The bound per tile of the paper's row.
    #[arg(long, value_name = "N", default_value_t = PAPER_BOUND)]
    bound: u32,
    /// How iterative deepening raises its threshold: grow (IDA*_CR, about double
    /// each iteration) or smallest (Korf's rule; thousands of iterations, and
    /// without a heuristic far too many to finish).
    #[arg(long, value_name = "grow|smallest", default_value = "grow")]
    threshold: Threshold,
    /// Which methods, comma-separated (default: all): paper, bnb-admissible,
    /// bnb-none, ida, dfid, dijkstra, astar, dp.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    methods: Vec<Method>,
    /// Compare on the rest of the way from this path board instead of all four pieces.
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    from: Option<Bits>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

/// The problem to continue from a board, or a one-line reason why there is none.
fn problem_from_board(board: Bits, rules: &Rules) -> Result<Problem, String> {
    let decoded = decode(board, rules).map_err(|e| e.to_string())?;
    decoded.problem().ok_or_else(|| {
        format!("board {board} has no single piece on its way from A to its goal to continue from")
    })
}

/// Runs `work` on a named thread while `status` refreshes one line on stderr
/// (only on a terminal).
fn with_progress<T: Send>(
    work: impl FnOnce() -> T + Send,
    status: impl Fn() -> String,
) -> Result<T, String> {
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("explore".to_owned())
            .spawn_scoped(scope, work)
            .map_err(|e| format!("cannot start the worker thread: {e}"))?;
        let live = std::io::stderr().is_terminal();
        while !worker.is_finished() {
            std::thread::sleep(PROGRESS_INTERVAL);
            if live {
                eprint!("\r{:<78}", status());
                std::io::stderr().flush().ok();
            }
        }
        if live {
            eprint!("\r{:78}\r", "");
        }
        worker
            .join()
            .map_err(|_| "the worker thread failed".to_owned())
    })
}

pub(super) fn compare_command(args: &CompareArgs) -> ExitCode {
    let settings = CompareSettings {
        rules: args.rules.rules(),
        paper_bound: args.bound,
        threshold: args.threshold,
    };
    if let Err(e) = settings.rules.validate() {
        return fail(&e.to_string());
    }
    let input = match args.from {
        None => CompareInput::all_pieces(&settings),
        Some(board) => match problem_from_board(board, &settings.rules) {
            Ok(p) => CompareInput::problem(&settings, p),
            Err(e) => return fail(&e),
        },
    };
    let input = match input {
        Ok(i) => i,
        Err(e) => return fail(&e.to_string()),
    };
    let target = args.from.and_then(|_| {
        input
            .problems()
            .first()
            .map(|p| (p.piece, p.from(), p.moved))
    });
    let methods: Vec<Method> = if args.methods.is_empty() {
        Method::ALL.to_vec()
    } else {
        args.methods.clone()
    };
    let progress = CompareProgress::default();
    let result = with_progress(
        || compare(&input, &methods, &progress, |_| {}),
        || match progress.current() {
            Some(m) => {
                let s = progress.method(m).snapshot();
                format!(
                    "  {}: piece {}  {} {}",
                    report::compare::method_label(m),
                    s.piece,
                    group(m.live_effort(&s) as f64),
                    m.unit().name()
                )
            }
            None => String::new(),
        },
    );
    match result {
        Ok(Ok(c)) => {
            if args.json {
                println!("{}", report::compare::compare_json(&c, target));
            } else {
                print!("{}", report::compare::compare_text(&c, target));
            }
            ExitCode::SUCCESS
        }
        Ok(Err(e)) => fail(&e.to_string()),
        Err(e) => fail(&e),
    }
}
