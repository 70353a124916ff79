//! The `maedn` command line: `solve`, `decode` and `bench`; with no command it
//! opens the window (feature `gui`).
//!
//! Bad input exits with status 2 and one line naming the problem.

use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

use crate::model::{Bits, Colour, GoalRule, LengthMode, Rules, decode, group};
use crate::report;
use crate::solver::{Algorithm, Bound, NoObserver, Progress, Settings, solve, solve_problem};

/// How often the progress line on stderr is refreshed.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(200);

/// Exit status for bad input.
const EXIT_USAGE: u8 = 2;

#[derive(Debug, Parser)]
#[command(
    name = "maedn",
    version,
    about = "The shortest physical path to victory in Mensch ärgere Dich nicht",
    long_about = "The shortest physical path to victory in Mensch ärgere Dich nicht: every roll chosen, \
                  every move a straight line.\n\nWith no command, opens the window."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the window and start solving at once.
    #[arg(long)]
    solve: bool,
    /// Open the window with this bit-board in the editor (0x… hex, 0b… binary or decimal).
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    board: Option<Bits>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Find the shortest path (defaults: the paper's settings).
    Solve(SolveArgs),
    /// Explain what a bit-board means.
    Decode(DecodeArgs),
    /// Try a range of bounds: where does the paper's guess stop being safe?
    Sweep(SweepArgs),
    /// Time the search against the C baseline (build with --release).
    Bench(crate::bench::BenchArgs),
}

#[derive(Debug, Args)]
struct RuleArgs {
    /// Distance between adjacent tile centres, in units.
    #[arg(
        long,
        value_name = "UNITS",
        default_value_t = 850,
        allow_hyphen_values = true
    )]
    spacing: u32,
    /// Move lengths: rounded (the paper) or exact.
    #[arg(long, value_name = "rounded|exact", default_value = "rounded")]
    lengths: LengthMode,
    /// Goal-row rule: paper (land exactly on the own goal tile) or free.
    #[arg(long = "goal-row", value_name = "paper|free", default_value = "paper")]
    goal_row: GoalRule,
    /// Whose pieces move.
    #[arg(
        long,
        alias = "color",
        value_name = "black|yellow|green|red",
        default_value = "black"
    )]
    colour: Colour,
}

impl RuleArgs {
    fn rules(&self) -> Rules {
        Rules {
            spacing: self.spacing,
            lengths: self.lengths,
            goal_rule: self.goal_row,
            colour: self.colour,
        }
    }
}

#[derive(Debug, Args)]
struct SolveArgs {
    /// Which solver.
    #[arg(long, value_name = "paper|dp|astar", default_value = "paper")]
    algorithm: Algorithm,
    /// The paper search's bound per tile: 193, none, admissible or any number.
    #[arg(long, value_name = "193|none|admissible|N", default_value = "193")]
    bound: Bound,
    #[command(flatten)]
    rules: RuleArgs,
    /// Solve the rest of the way from this path board instead of all four pieces.
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    from: Option<Bits>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
struct SweepArgs {
    /// First bound, in units per tile.
    #[arg(long, default_value_t = 150)]
    from: u32,
    /// Last bound.
    #[arg(long, default_value_t = 260)]
    to: u32,
    /// Step between bounds.
    #[arg(long, default_value_t = 5)]
    step: u32,
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON array instead of the table.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, Args)]
struct DecodeArgs {
    /// The board: 0x… hex, 0b… binary or decimal; underscores allowed.
    #[arg(value_name = "BOARD", value_parser = parse_board, allow_hyphen_values = true)]
    board: Bits,
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    json: bool,
}

fn parse_board(s: &str) -> Result<Bits, String> {
    s.parse::<Bits>().map_err(|e| e.to_string())
}

/// Prints a one-line error and returns the usage exit status.
fn fail(message: &str) -> ExitCode {
    eprintln!("maedn: {message}");
    ExitCode::from(EXIT_USAGE)
}

/// Entry point of the binary.
#[must_use]
pub fn main() -> ExitCode {
    run(std::env::args_os())
}

/// Runs the command line with these arguments (the first is the program name).
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => {
            use clap::error::ErrorKind;
            if matches!(
                err.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) {
                print!("{err}");
                return ExitCode::SUCCESS;
            }
            // clap's message without the usage block: one line naming the problem.
            let text = err.to_string();
            let line = text
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("invalid arguments");
            return fail(line.trim_start_matches("error: "));
        }
    };
    match cli.command {
        Some(Command::Solve(args)) => solve_command(&args),
        Some(Command::Decode(args)) => decode_command(&args),
        Some(Command::Sweep(args)) => sweep_command(&args),
        Some(Command::Bench(args)) => crate::bench::run(&args),
        None => open_window(cli.solve, cli.board),
    }
}

#[cfg(feature = "gui")]
fn open_window(solve_at_start: bool, board: Option<Bits>) -> ExitCode {
    match crate::app::run(crate::app::Launch {
        solve_at_start,
        board,
    }) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("maedn: cannot open the window: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_solve_at_start: bool, _board: Option<Bits>) -> ExitCode {
    use clap::CommandFactory as _;
    let mut cmd = Cli::command();
    println!("{}", cmd.render_help());
    println!("(built without the `gui` feature: no window)");
    ExitCode::SUCCESS
}

fn solve_command(args: &SolveArgs) -> ExitCode {
    let settings = Settings {
        algorithm: args.algorithm,
        bound: args.bound,
        rules: args.rules.rules(),
    };
    if let Err(e) = settings.rules.validate() {
        return fail(&e.to_string());
    }
    let problem = match args.from {
        None => None,
        Some(board) => {
            let decoded = match decode(board, &settings.rules) {
                Ok(d) => d,
                Err(e) => return fail(&e.to_string()),
            };
            match decoded.problem() {
                Some(p) => Some(p),
                None => {
                    return fail(&format!(
                        "board {board} has no single piece on its way from A to its goal to continue from"
                    ));
                }
            }
        }
    };
    let progress = Arc::new(Progress::default());
    let worker_progress = Arc::clone(&progress);
    let worker =
        std::thread::Builder::new()
            .name("solver".to_owned())
            .spawn(move || match &problem {
                Some(p) => solve_problem(&settings, p, &worker_progress, NoObserver),
                None => solve(&settings, &worker_progress, NoObserver),
            });
    let worker = match worker {
        Ok(w) => w,
        Err(e) => return fail(&format!("cannot start the solver thread: {e}")),
    };
    let live = std::io::stderr().is_terminal();
    while !worker.is_finished() {
        std::thread::sleep(PROGRESS_INTERVAL);
        if live {
            let s = progress.snapshot();
            let best = s.best.map_or_else(|| "—".to_owned(), report::units);
            eprint!(
                "\r  piece {}  calls {}  prunes {}  best {best}   ",
                s.piece,
                group(s.calls as f64),
                group(s.prunes as f64)
            );
            std::io::stderr().flush().ok();
        }
    }
    if live {
        eprint!("\r{:70}\r", "");
    }
    let result = match worker.join() {
        Ok(r) => r,
        Err(_) => return fail("the solver thread failed"),
    };
    match result {
        Ok(solution) => {
            if args.json {
                println!("{}", report::solution_json(&solution));
            } else {
                print!("{}", report::solution_text(&solution));
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}

fn decode_command(args: &DecodeArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    match decode(args.board, &rules) {
        Ok(d) => {
            if args.json {
                println!("{}", report::decoded_json(&d));
            } else {
                print!("{}", report::decoded_text(&d));
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}

fn sweep_command(args: &SweepArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    if args.step == 0 || args.from > args.to {
        return fail("a sweep needs --from ≤ --to and a --step of at least 1");
    }
    let bounds = (args.from..=args.to).step_by(usize::try_from(args.step).unwrap_or(usize::MAX));
    if !args.json {
        println!("bound      total        calls       prunes  admissible  optimal");
    }
    let printing = !args.json;
    let result = crate::solver::sweep(&rules, bounds, &Progress::default(), |p| {
        if printing {
            println!(
                "{:>5} {:>10} {:>12} {:>12}  {:>10}  {}",
                p.bound,
                report::units(p.total_units),
                group(p.calls as f64),
                group(p.prunes as f64),
                if p.admissible { "yes" } else { "no" },
                if p.optimal { "yes" } else { "NO" }
            );
        }
    });
    match result {
        Ok(points) => {
            if args.json {
                let rows: Vec<serde_json::Value> = points
                    .iter()
                    .map(|p| {
                        serde_json::json!({
                            "bound": p.bound, "total_units": p.total_units, "calls": p.calls,
                            "prunes": p.prunes, "admissible": p.admissible, "optimal": p.optimal,
                        })
                    })
                    .collect();
                println!("{}", serde_json::Value::Array(rows));
            } else if let Some(safe) = crate::solver::last_safe(&points) {
                println!("every bound up to {safe} kept the optimum in this sweep");
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}
