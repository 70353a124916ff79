//! The `maedn` command line: `solve`, `decode`, `sweep`, `bench`, `game`,
//! `random`, `play`, `compare`, `count`, `tree`, `retro`, `figure`, `animate`
//! and `handout`; with no command it opens the window (feature `gui`).
//!
//! Bad input exits with status 2 and one line naming the problem (quoted text
//! escaped). Output goes through [`crate::output`]: a closed pipe ends quietly,
//! a full disk gives one message and status 1, never a panic.

mod animate;
mod args;
pub mod bench;
mod explore;
mod figure;
mod handout;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod game;
mod launch;
mod play;
mod progress;
mod random;
mod solve;
mod sweep;

use crate::format::excerpt;
use crate::model::{Bits, BoardError, Problem, Rules, decode};
use crate::output::{self};
use args::parse_board;
use launch::launch_file;

/// The longest quoted argument in an error message, in characters.
const QUOTE_CHARS: usize = 80;

/// Exit status for bad input.
const EXIT_USAGE: u8 = 2;

#[derive(Debug, Parser)]
// The choices of an option are in its value name (`--lang <de|en>`) and its
// words; clap's list of them would say it twice. The completions still
// offer them (names::NamesParser).
#[command(
    name = "maedn",
    version,
    hide_possible_values = true,
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
    /// Open the window in the Play mode: choose every roll of a piece or of
    /// the whole game, or play the whole game with a fair die, scored against
    /// the optimum.
    #[arg(long)]
    play: bool,
    /// A session (.json) or board list to open in the window (the desktop
    /// entry passes the double-clicked file). Refused before the window opens
    /// if it is missing or not one of the two.
    #[arg(value_name = "FILE")]
    file: Option<std::path::PathBuf>,
    /// Start in Present mode (full screen, large type, for a projector).
    #[arg(long)]
    present: bool,
    /// Do not show the first-run welcome (school PCs that forget it at every boot).
    #[arg(long)]
    no_welcome: bool,
    /// Keep the window's settings beside the executable (as a `portable`
    /// file beside it does), not in the home folder.
    #[arg(long)]
    portable: bool,
}

/// The whole command line as clap sees it, for the man pages and shell
/// completions the package is built with. A value that is neither one of
/// named choices nor a path (a number, a board, a size) completes to
/// nothing rather than to file names.
#[must_use]
pub fn command() -> clap::Command {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    // Built first: only then does an argument know it takes a value and
    // that a `PathBuf` is a path.
    cmd.build();
    no_file_names(cmd)
}

/// `cmd` and its subcommands with [`clap::ValueHint::Other`] on every value
/// that clap would otherwise complete as a file name: no possible values and
/// no path type (clap gives a `PathBuf` its path hint itself).
fn no_file_names(cmd: clap::Command) -> clap::Command {
    let cmd = cmd.mut_args(|arg| {
        let plain = arg.get_action().takes_values()
            && arg.get_possible_values().is_empty()
            && arg.get_value_hint() == clap::ValueHint::Unknown;
        if plain {
            arg.value_hint(clap::ValueHint::Other)
        } else {
            arg
        }
    });
    cmd.mut_subcommands(no_file_names)
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Find the shortest path (defaults: the paper's settings).
    Solve(solve::SolveArgs),
    /// Explain what a bit-board means.
    Decode(solve::DecodeArgs),
    /// Try a range of bounds: where does the paper's guess stop being safe?
    Sweep(sweep::SweepArgs),
    /// Time the search against the C baseline (the paper's program, built with cc).
    Bench(bench::BenchArgs),
    /// The whole game, all four pieces under the standard rules: the shortest legal game, roll by roll.
    Game(game::GameArgs),
    /// How far a hand moves in an ordinary game (random play), against the shortest and quickest game.
    Random(random::RandomArgs),
    /// The best player with a fair die: the least expected distance, exactly, and the best move for a position and roll.
    Play(play::PlayArgs),
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
    /// Animate the whole game, a piece's path, the search or a lesson slide as GIF, APNG or WebP for slides.
    Animate(animate::AnimateArgs),
    /// Handouts as PDF: the lesson (one page per slide), a worksheet with its
    /// answer key, or the teacher's guide (one page).
    #[command(subcommand)]
    Handout(handout::HandoutArgs),
}

/// The problem of continuing from `board`, or one line saying why there is
/// none (`--from`).
fn problem_from_board(board: Bits, rules: &Rules) -> Result<Problem, String> {
    decode(board, rules)
        .map_err(BoardError::from)
        .and_then(|d| d.to_problem())
        .map_err(|e| e.to_string())
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
    // clap's own lists ("not provided:\n  --position <PLACES>") become one
    // line; a line break inside an argument it quotes stays escaped.
    let body = body.replace(CLAP_LIST_BREAK, " ");
    excerpt(&body, QUOTE_CHARS * 4)
}

/// How clap starts an entry of a list in a message: a new, indented line.
const CLAP_LIST_BREAK: &str = "\n  ";

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
        Some(Command::Solve(args)) => solve::solve_command(&args),
        Some(Command::Decode(args)) => solve::decode_command(&args),
        Some(Command::Sweep(args)) => sweep::sweep_command(&args),
        Some(Command::Bench(args)) => match args.frames {
            Some(frames) => frame_bench(frames),
            None => bench::run(&args),
        },
        Some(Command::Game(args)) => game::run(&args),
        Some(Command::Random(args)) => random::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Compare(args)) => explore::compare_command(&args),
        Some(Command::Count(args)) => explore::count_command(&args),
        Some(Command::Tree(args)) => explore::tree_command(&args),
        Some(Command::Retro(args)) => explore::retro_command(&args),
        Some(Command::Figure(args)) => figure::run(&args),
        Some(Command::Animate(args)) => animate::run(&args),
        Some(Command::Handout(args)) => handout::run(&args),
        None => match launch_file(cli.file.as_deref()) {
            Ok(file) => open_window(&cli, file),
            Err(message) => fail(&message),
        },
    }
}

/// `maedn bench --frames`: the window's cost per frame (needs the window).
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
fn frame_bench(frames: usize) -> ExitCode {
    crate::app::frame_bench::run(frames)
}

/// `maedn bench --frames` in a build without the window (or in a web page,
/// which has no command line).
#[cfg(any(not(feature = "gui"), target_arch = "wasm32"))]
fn frame_bench(_frames: usize) -> ExitCode {
    fail("maedn bench --frames measures the window, and this build has none (the gui feature)")
}

/// How the window opens, as the flags ask.
#[cfg(feature = "gui")]
fn window_launch(
    cli: &Cli,
    file: Option<(crate::io::FileKind, std::path::PathBuf)>,
) -> crate::app::Launch {
    crate::app::Launch {
        file,
        present: cli.present,
        no_welcome: cli.no_welcome,
        portable: cli.portable,
        defaults: crate::workspace::defaults::SiteDefaults::default(),
        solve_at_start: cli.solve,
        game: cli.game,
        board: cli.board,
        lang: cli.lang,
        lesson: cli.lesson,
        explore: cli.explore,
        play: cli.play,
        repaired: Vec::new(),
    }
}

/// How the window opens in a web page, from the page address's query
/// (`?lesson&lang=de`, `?board=0xE820882208414C06`): each `name` or
/// `name=value` is the command line's `--name` or `--name value`, so the
/// page takes the same window flags with the same checks. A file, a command
/// and `--portable` mean nothing there and are refused; so is what clap
/// refuses, with its message.
#[cfg(all(feature = "gui", any(test, target_arch = "wasm32")))]
pub(crate) fn page_launch(query: &str) -> Result<crate::app::Launch, String> {
    let mut args = vec!["maedn".to_owned()];
    for pair in query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        args.push(format!("--{name}"));
        if !value.is_empty() {
            args.push(value.to_owned());
        }
    }
    let cli = Cli::try_parse_from(args).map_err(|e| clap_message(&e.to_string()))?;
    if cli.command.is_some() || cli.file.is_some() || cli.portable {
        return Err(format!("not in a web page: {query}"));
    }
    Ok(window_launch(&cli, None))
}

/// With no command: the window, as the flags ask it to open.
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
fn open_window(cli: &Cli, file: Option<(crate::io::FileKind, std::path::PathBuf)>) -> ExitCode {
    match crate::app::run(window_launch(cli, file)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            output::error_line(&launch::window_error_text(
                &e.to_string(),
                launch::no_display(),
            ));
            ExitCode::FAILURE
        }
    }
}

/// With no command in a build without the window (or in a web page, whose
/// window the page's script starts): the help, and why.
#[cfg(any(not(feature = "gui"), target_arch = "wasm32"))]
fn open_window(_cli: &Cli, _file: Option<(crate::io::FileKind, std::path::PathBuf)>) -> ExitCode {
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

#[cfg(all(test, feature = "gui"))]
mod tests {
    use super::*;

    #[test]
    fn test_a_page_address_opens_the_window_as_the_flags_do() {
        let launch = page_launch("?lesson&lang=de&board=0xE820882208414C06").expect("flags");
        assert!(launch.lesson);
        assert_eq!(launch.lang, Some(crate::i18n::Lang::De));
        assert_eq!(launch.board.map(Bits::raw), Some(0xE820_8822_0841_4C06));
        let plain = page_launch("").expect("no flags");
        assert!(!plain.names_a_view());
        for refused in ["?portable", "?solve=yes", "?nonsense", "?lang=fr"] {
            assert!(page_launch(refused).is_err(), "{refused}");
        }
    }
}
