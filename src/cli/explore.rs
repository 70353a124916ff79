//! The explorer's commands: `compare`, `count`, `tree` and `retro`. Their
//! texts are in [`crate::report`]'s submodules, one per command.

use std::io::IsTerminal as _;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::Args;

use super::args::{RuleArgs, parse_board, parse_bound, parse_whole};
use super::progress::with_progress;
use super::{emit_report, fail, problem_from_board};
use crate::format::group;
use crate::model::{Bits, MoveTable, Problem, Rules, Tile};
use crate::output;
use crate::report;
use crate::solver::{
    Bound, CompareInput, CompareProgress, CompareSettings, Method, NodeId, Progress, SearchTree,
    Threshold, compare, count_all, icicle, record_tree, retro_all,
};

#[derive(Debug, Args)]
pub(super) struct CompareArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// The bound per tile of the paper's row: 193, none, admissible or any number.
    #[arg(long, value_name = "193|none|admissible|N", default_value = "193", value_parser = parse_bound)]
    bound: Bound,
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

/// The paper row's whole bound per tile: `none` prunes nothing (0), and
/// `admissible` is the largest admissible bound for the goals compared,
/// rounded down (a smaller bound prunes less, so it stays admissible).
fn paper_row_bound(bound: Bound, rules: &Rules, goals: &[Tile]) -> u32 {
    match bound {
        Bound::None => 0,
        Bound::PerTile(n) => n,
        Bound::Admissible => {
            let units = bound.per_tile_for(&MoveTable::new(rules), goals).floor();
            // A whole number of units between 0 and a move's length.
            if units.is_finite() && units >= 0.0 && units <= f64::from(u32::MAX) {
                units as u32
            } else {
                0
            }
        }
    }
}

/// Why `--threshold smallest` is refused with plain deepening among `methods`,
/// and the methods that can run with it.
fn smallest_dfid_refusal(methods: &[Method]) -> String {
    let rest: Vec<&str> = methods
        .iter()
        .filter(|&&m| m != Method::Dfid)
        .map(|m| m.name())
        .collect();
    let without = if rest.is_empty() {
        String::new()
    } else {
        format!(" or leave dfid out (--methods {})", rest.join(","))
    };
    format!(
        "--threshold smallest with dfid does not finish: plain deepening has no heuristic, so \
         the smallest-threshold rule raises the threshold to the next cut-off length each time and needs \
         far too many iterations; use --threshold grow{without}"
    )
}

pub(super) fn compare_command(args: &CompareArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    let problem = match args.from.map(|board| problem_from_board(board, &rules)) {
        None => None,
        Some(Ok(p)) => Some(p),
        Some(Err(e)) => return fail(&e),
    };
    // `--bound admissible` is judged for the pieces compared.
    let goals = problem
        .as_ref()
        .map_or(Tile::GOALS.to_vec(), |p| vec![p.goal()]);
    let settings = CompareSettings {
        rules,
        paper_bound: paper_row_bound(args.bound, &rules, &goals),
        threshold: args.threshold,
    };
    let input = match problem {
        None => CompareInput::all_pieces(&settings),
        Some(p) => CompareInput::problem(&settings, p),
    };
    let input = match input {
        Ok(i) => i,
        Err(e) => return fail(&e.to_string()),
    };
    let target = args.from.and_then(|_| {
        input
            .problems()
            .first()
            .map(|p| (p.piece_number(), p.from(), p.moved()))
    });
    let methods: Vec<Method> = if args.methods.is_empty() {
        Method::ALL.to_vec()
    } else {
        args.methods.clone()
    };
    if args.threshold == Threshold::Smallest && methods.contains(&Method::Dfid) {
        return fail(&smallest_dfid_refusal(&methods));
    }
    let progress = CompareProgress::default();
    let result = with_progress(
        "explore",
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
        Ok(Ok(c)) => emit_report(
            args.json,
            || report::compare::compare_json(&c, target),
            || report::compare::compare_text(&c, target),
        ),
        Ok(Err(e)) => fail(&e.to_string()),
        Err(e) => fail(&e.to_string()),
    }
}

/// Bins of the text histogram unless asked otherwise.
const DEFAULT_BINS: usize = 20;

#[derive(Debug, Args)]
pub(super) struct CountArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Count from this track tile instead of A (0..=39).
    #[arg(long, value_name = "TILE", default_value_t = 0, value_parser = parse_whole::<u8>)]
    start: u8,
    /// Bins of the histogram (display only; the distribution itself is exact).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BINS, value_parser = parse_whole::<usize>)]
    bins: usize,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    json: bool,
}

pub(super) fn count_command(args: &CountArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    let Some(start) = Tile::new(args.start).filter(|t| !t.is_goal()) else {
        return fail(&format!(
            "--start {} is not a track tile: use 0 (A) to 39",
            args.start
        ));
    };
    if args.bins == 0 || args.bins > MAX_BINS {
        return fail(&format!("--bins must be 1 to {MAX_BINS}"));
    }
    let progress = Progress::default();
    let result = with_progress(
        "explore",
        || count_all(&rules, start, &progress),
        || format!("  counting goal of piece {}", progress.snapshot().piece),
    );
    match result {
        Ok(Ok(c)) => emit_report(
            args.json,
            || report::count::counts_json(&c, args.bins),
            || report::count::counts_text(&c, args.bins),
        ),
        Ok(Err(e)) => fail(&e.to_string()),
        Err(e) => fail(&e.to_string()),
    }
}

/// The most histogram bins a report may ask for.
const MAX_BINS: usize = 10_000;

#[derive(Debug, Args)]
pub(super) struct RetroArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// Print one JSON object instead of the tables.
    #[arg(long)]
    json: bool,
}

pub(super) fn retro_command(args: &RetroArgs) -> ExitCode {
    match retro_all(&args.rules.rules()) {
        Ok(r) => emit_report(
            args.json,
            || report::retro::retro_json(&r),
            || report::retro::retro_text(&r),
        ),
        Err(e) => fail(&e.to_string()),
    }
}

/// Levels the run records unless asked otherwise.
const DEFAULT_TREE_DEPTH: u8 = 4;
/// The deepest recording a run may ask for (the nodes grow about fivefold per level).
const MAX_TREE_DEPTH: u8 = 8;

#[derive(Debug, Args)]
pub(super) struct TreeArgs {
    #[command(flatten)]
    rules: RuleArgs,
    /// The piece, 1 to 4 (default 1; a board given with --from names its own piece).
    #[arg(long, value_parser = parse_whole::<u8>, conflicts_with = "from")]
    piece: Option<u8>,
    /// Record the tree of the rest of the way from this path board instead.
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    from: Option<Bits>,
    /// The search's bound per tile: 193, none, admissible or any number.
    #[arg(long, value_name = "193|none|admissible|N", default_value = "193", value_parser = parse_bound)]
    bound: Bound,
    /// Levels the run records (the first call is level 0).
    #[arg(long, default_value_t = DEFAULT_TREE_DEPTH, value_parser = parse_whole::<u8>)]
    depth: u8,
    /// Show the subtree at these rolls from the first call (e.g. 6,6,6), re-searching it if it lies deeper than recorded.
    #[arg(long, value_name = "ROLLS", value_delimiter = ',')]
    node: Vec<u8>,
    /// Levels shown (and re-searched) below the node.
    #[arg(long, default_value_t = 2, value_parser = parse_whole::<u8>)]
    levels: u8,
    /// Print one JSON object instead of the outline.
    #[arg(long)]
    json: bool,
}

/// Follows `rolls` from the root, re-searching where the tree stops; the node reached.
fn find_node(
    tree: &mut SearchTree,
    rolls: &[u8],
    levels: u8,
    progress: &Progress,
) -> Result<NodeId, String> {
    let mut at = SearchTree::ROOT;
    for (i, &roll) in rolls.iter().enumerate() {
        if tree.node(at).is_some_and(|n| n.children.is_none()) {
            let remaining = u8::try_from(rolls.len() - i).unwrap_or(u8::MAX);
            let request = tree
                .expand_request(at, remaining.saturating_add(levels))
                .ok_or("no such node")?;
            let sub = request.run(progress).map_err(|e| e.to_string())?;
            tree.attach(&sub).map_err(|e| e.to_string())?;
        }
        let node = tree.node(at).ok_or("no such node")?;
        let children = node.children.clone().unwrap_or_default();
        at = children
            .into_iter()
            .find(|&c| tree.node(c).and_then(|n| n.roll) == Some(roll))
            .ok_or_else(|| {
                let path: Vec<String> = rolls[..=i].iter().map(u8::to_string).collect();
                format!(
                    "the search makes no call at rolls {} (a pruned call, a move onto the goal or an illegal roll ends a branch)",
                    path.join(",")
                )
            })?;
    }
    if tree.node(at).is_some_and(|n| n.children.is_none()) && levels > 0 {
        let request = tree.expand_request(at, levels).ok_or("no such node")?;
        let sub = request.run(progress).map_err(|e| e.to_string())?;
        tree.attach(&sub).map_err(|e| e.to_string())?;
    }
    Ok(at)
}

pub(super) fn tree_command(args: &TreeArgs) -> ExitCode {
    let rules = args.rules.rules();
    if let Err(e) = rules.validate() {
        return fail(&e.to_string());
    }
    if args.depth > MAX_TREE_DEPTH || args.levels > MAX_TREE_DEPTH {
        return fail(&format!(
            "--depth and --levels must be at most {MAX_TREE_DEPTH}"
        ));
    }
    let problem = match args.from {
        Some(board) => match problem_from_board(board, &rules) {
            Ok(p) => p,
            Err(e) => return fail(&e),
        },
        None => match Problem::piece(args.piece.unwrap_or(1)) {
            Some(p) => p,
            None => {
                return fail(&format!(
                    "--piece {} is not a piece: use 1 to 4",
                    args.piece.unwrap_or(1)
                ));
            }
        },
    };
    let table = MoveTable::new(&rules);
    let bound = args.bound.per_tile_for(&table, &[problem.goal()]);
    let progress = Progress::default();
    let written = AtomicU64::new(0);
    let stdout_shared = std::io::stdout().is_terminal();
    // The recording and the JSON (a hundred megabytes for a deep tree) both
    // take long: the progress line covers both.
    let result = with_progress(
        "explore",
        || {
            let mut tree = record_tree(&table, &problem, bound, args.depth, &progress)
                .map_err(|e| e.to_string())?;
            let top = find_node(&mut tree, &args.node, args.levels, &progress)?;
            if !args.json {
                return Ok(output::print(&report::tree::tree_text(
                    &tree,
                    top,
                    args.levels,
                )));
            }
            let rects = icicle(&tree, top, args.levels.saturating_add(1), 0.0);
            Ok::<_, String>(output::print_streamed(|out| {
                let mut counted = Counted {
                    inner: out,
                    bytes: &written,
                };
                report::tree::write_tree_json(&mut counted, &tree, top, &rects)
            }))
        },
        || {
            let bytes = written.load(Ordering::Relaxed);
            if bytes == 0 {
                let s = progress.snapshot();
                format!(
                    "  calls {}  prunes {}",
                    group(s.calls as f64),
                    group(s.prunes as f64)
                )
            } else if stdout_shared {
                String::new()
            } else {
                format!(
                    "  writing the JSON: {}",
                    crate::workspace::animation_export::file_size(
                        usize::try_from(bytes).unwrap_or(usize::MAX)
                    )
                )
            }
        },
    );
    match result {
        Ok(Ok(Ok(()))) => ExitCode::SUCCESS,
        Ok(Ok(Err(e))) => e.exit(),
        Ok(Err(e)) => fail(&e),
        Err(e) => fail(&e.to_string()),
    }
}

/// A writer that counts the bytes written through it (for the progress line).
struct Counted<'a> {
    inner: &'a mut dyn std::io::Write,
    bytes: &'a AtomicU64,
}

impl std::io::Write for Counted<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}
