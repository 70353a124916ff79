//! The `maedn` command line: `solve`, `decode`, `sweep`, `bench`, `game`,
//! `random`, `compare`, `count`, `tree`, `retro` and `figure`; with no command
//! it opens the window (feature `gui`).
//!
//! Bad input exits with status 2 and one line naming the problem (quoted text
//! escaped). Output goes through [`crate::output`]: a closed pipe ends quietly,
//! a full disk gives one message and status 1, never a panic.

pub mod bench;
mod explore;
mod figure;

use std::io::IsTerminal as _;
use std::process::ExitCode;
use std::sync::{Arc, mpsc};
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

mod game;
mod random;

use crate::format::{count, excerpt};
use crate::model::{Bits, Colour, GoalRule, LengthMode, Rules, decode};
use crate::output::{self, OutputError};
use crate::report;
use crate::solver::{
    Algorithm, Bound, NoObserver, Progress, Settings, SweepPlan, SweepPoint, find_break, solve,
    solve_board,
};

/// How often the progress line on stderr is refreshed (the result itself is
/// taken the moment it arrives, not at the next refresh).
const PROGRESS_INTERVAL: Duration = Duration::from_millis(200);

/// The longest quoted argument in an error message, in characters.
const QUOTE_CHARS: usize = 80;

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
    /// Open the window on the whole game (the Game view): the shortest legal
    /// game of all four pieces, played roll by roll.
    #[arg(long)]
    game: bool,
    /// Open the window with this bit-board in the editor (0x… hex, 0b… binary or decimal).
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    board: Option<Bits>,
    /// The window's language (and the figures it exports): de or en. Remembered;
    /// without it, the last choice or the system's language. The command line's
    /// reports are in English.
    #[arg(long, value_name = "de|en")]
    lang: Option<crate::i18n::Lang>,
    /// Open the window on the guided lesson (for class: → or PageDown for the
    /// next slide, ← or PageUp for the previous, Esc leaves).
    #[arg(long)]
    lesson: bool,
    /// Open the window in the Explore mode at this part: compare, tree,
    /// count, ordinary or retro.
    #[arg(long, value_name = "PART")]
    explore: Option<crate::workspace::ExplorePart>,
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
    Bench(bench::BenchArgs),
    /// The whole game, all four pieces under the standard rules: the shortest legal game, roll by roll.
    Game(game::GameArgs),
    /// How far a hand moves in an ordinary game (random play), against the shortest and quickest game.
    Random(random::RandomArgs),
    /// Run every search method on the same problem: effort, time, memory, answer, proof.
    Compare(explore::CompareArgs),
    /// Count every move sequence to each goal: how many, their lengths, how rare the optimum is.
    Count(explore::CountArgs),
    /// The paper's search tree of one piece, recorded and expanded on demand.
    Tree(explore::TreeArgs),
    /// Every tile's shortest distance to each goal, solved backwards, with its six rolls.
    Retro(explore::RetroArgs),
    /// Export a figure (board or chart) as SVG or PNG, with caption and legend.
    Figure(figure::FigureArgs),
}

#[derive(Debug, Args)]
pub(crate) struct RuleArgs {
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
    pub(crate) fn rules(&self) -> Rules {
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
#[command(
    after_help = "Tries --from, --from + --step, … up to --to (at most 1,000 solves; each can \
    take over a second), printing each bound as it is solved, then finds the exact bound where \
    the optimum is lost by bisection between the last bound that kept it and the next one tried.\n\n\
    With --json, stdout gets one JSON object at the end ({\"tried\", \"points\", \"break\", \
    \"bisection\"}) and stderr one progress line per bound as it is solved."
)]
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
    /// Print one JSON object at the end instead of the table (progress on stderr).
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

pub(crate) fn parse_board(s: &str) -> Result<Bits, String> {
    s.parse::<Bits>().map_err(|e| e.to_string())
}

/// Prints a one-line error and returns the usage exit status.
pub(crate) fn fail(message: &str) -> ExitCode {
    output::error_line(message);
    ExitCode::from(EXIT_USAGE)
}

/// clap's message as one line: without the usage and tip blocks after it, the
/// arguments it quotes escaped (a newline in an argument no longer cuts the
/// message short, an escape character is not sent to the terminal raw).
fn clap_message(text: &str) -> String {
    let mut body = text.trim_end();
    while let Some(cut) = body.rfind("\n\n") {
        let tail = body[cut..].trim_start();
        if ["Usage:", "For more information", "tip:"]
            .iter()
            .any(|t| tail.starts_with(t))
        {
            body = body[..cut].trim_end();
        } else {
            break;
        }
    }
    let body = body.trim_start_matches("error: ");
    excerpt(body, QUOTE_CHARS * 4)
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
                return match output::print(&err.to_string()) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => e.exit(),
                };
            }
            return fail(&clap_message(&err.to_string()));
        }
    };
    match cli.command {
        Some(Command::Solve(args)) => solve_command(&args),
        Some(Command::Decode(args)) => decode_command(&args),
        Some(Command::Sweep(args)) => sweep_command(&args),
        Some(Command::Bench(args)) => match args.frames {
            Some(frames) => frame_bench(frames),
            None => bench::run(&args),
        },
        Some(Command::Game(args)) => game::run(&args),
        Some(Command::Random(args)) => random::run(&args),
        Some(Command::Compare(args)) => explore::compare_command(&args),
        Some(Command::Count(args)) => explore::count_command(&args),
        Some(Command::Tree(args)) => explore::tree_command(&args),
        Some(Command::Retro(args)) => explore::retro_command(&args),
        Some(Command::Figure(args)) => figure::run(&args),
        None => open_window(
            cli.solve,
            cli.game,
            cli.board,
            cli.lang,
            cli.lesson,
            cli.explore,
        ),
    }
}

/// `maedn bench --frames`: the window's cost per frame (needs the window).
#[cfg(feature = "gui")]
fn frame_bench(frames: usize) -> ExitCode {
    crate::app::frame_bench::run(frames)
}

/// `maedn bench --frames` in a build without the window.
#[cfg(not(feature = "gui"))]
fn frame_bench(_frames: usize) -> ExitCode {
    fail("maedn bench --frames measures the window, and this build has none (the gui feature)")
}

#[cfg(feature = "gui")]
fn open_window(
    solve_at_start: bool,
    game: bool,
    board: Option<Bits>,
    lang: Option<crate::i18n::Lang>,
    lesson: bool,
    explore: Option<crate::workspace::ExplorePart>,
) -> ExitCode {
    match crate::app::run(crate::app::Launch {
        solve_at_start,
        game,
        board,
        lang,
        lesson,
        explore,
    }) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            output::error_line(&format!("cannot open the window: {e}"));
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(
    _solve_at_start: bool,
    _game: bool,
    _board: Option<Bits>,
    _lang: Option<crate::i18n::Lang>,
    _lesson: bool,
    _explore: Option<crate::workspace::ExplorePart>,
) -> ExitCode {
    use clap::CommandFactory as _;
    let mut cmd = Cli::command();
    let text = format!(
        "{}\n(built without the `gui` feature: no window)\n",
        cmd.render_help()
    );
    match output::print(&text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.exit(),
    }
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

/// Prints one JSON line or a text report and ends the command.
fn emit_report(
    json: bool,
    as_json: impl FnOnce() -> serde_json::Value,
    as_text: impl FnOnce() -> String,
) -> ExitCode {
    let written = if json {
        output::print_line(&as_json().to_string())
    } else {
        output::print(&as_text())
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.exit(),
    }
}

fn decode_command(args: &DecodeArgs) -> ExitCode {
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

fn sweep_row(p: &SweepPoint) -> String {
    format!(
        "{:>10} {:>10} {:>12} {:>12}  {:>10}  {}",
        p.bound,
        crate::format::units(p.total_units),
        count(p.calls),
        count(p.prunes),
        if p.admissible { "yes" } else { "no" },
        if p.optimal { "yes" } else { "NO" }
    )
}

fn sweep_command(args: &SweepArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    let plan = match SweepPlan::new(args.from, args.to, args.step) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    match run_sweep(&rules, plan, args.json) {
        Ok(code) => code,
        Err(e) => e.exit(),
    }
}

/// Runs a checked sweep, printing as it goes; a write error stops it.
fn run_sweep(rules: &Rules, plan: SweepPlan, json: bool) -> Result<ExitCode, OutputError> {
    let progress = Progress::default();
    let mut write_error = None;
    let mut emit = |line: String, progress: &Progress| {
        if write_error.is_some() {
            return;
        }
        let r = if json {
            output::status(&format!("{line}\n"));
            Ok(())
        } else {
            output::print_line(&line)
        };
        if let Err(e) = r {
            write_error = Some(e);
            progress.cancel();
        }
    };
    let total = plan.count();
    if !json {
        emit(
            format!(
                "{:>10} {:>10} {:>12} {:>12}  admissible  optimal",
                "bound", "total", "calls", "prunes"
            ),
            &progress,
        );
    }
    let mut done = 0u64;
    let swept = crate::solver::sweep(rules, plan.bounds(), &progress, |p| {
        done += 1;
        let line = if json {
            format!("maedn: sweep {done}/{total}: {}", sweep_row(p).trim_start())
        } else {
            sweep_row(p)
        };
        emit(line, &progress);
    });
    let probed = swept.and_then(|points| {
        let mut first_probe = true;
        let b = find_break(rules, &points, &progress, |p| {
            if json {
                emit(
                    format!("maedn: bisection: {}", sweep_row(p).trim_start()),
                    &progress,
                );
            } else {
                if first_probe {
                    emit("bisection:".to_owned(), &progress);
                }
                emit(sweep_row(p), &progress);
            }
            first_probe = false;
        })?;
        Ok((points, b))
    });
    if let Some(e) = write_error {
        return Err(e);
    }
    let (points, found) = match probed {
        Ok(r) => r,
        Err(e) => return Ok(fail(&e.to_string())),
    };
    if json {
        let row = |p: &SweepPoint| {
            serde_json::json!({
                "bound": p.bound, "total_units": p.total_units, "calls": p.calls,
                "prunes": p.prunes, "admissible": p.admissible, "optimal": p.optimal,
            })
        };
        let value = serde_json::json!({
            "tried": {"from": plan.first(), "to": plan.last(), "step": plan.step(), "count": plan.count()},
            "points": points.iter().map(row).collect::<Vec<_>>(),
            "break": found.as_ref().map(|b| serde_json::json!({
                "last_good": b.last_good.bound, "first_bad": b.first_bad.bound,
            })),
            "bisection": found.as_ref().map_or_else(Vec::new, |b| b.probes.iter().map(row).collect()),
        });
        output::print_line(&value.to_string())?;
    } else {
        output::print(&report::sweep_summary(plan, &points, found.as_ref()))?;
    }
    Ok(ExitCode::SUCCESS)
}
