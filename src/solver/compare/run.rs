//! How one method runs on every problem of a [`CompareInput`]: each piece's
//! search timed alone, its effort and memory, and the pieces assembled into
//! the method's [`MethodRun`] row.

use std::time::Duration;
use web_time::Instant;

use super::{CompareInput, MethodRun, PieceAnswer};
use crate::model::{Problem, Tile};
use crate::solver::bestfirst::{Heuristic, best_first};
use crate::solver::exact::dp;
use crate::solver::ida::{Iteration, ida};
use crate::solver::method::{EffortUnit, Memory, Method, proof};
use crate::solver::observer::NoObserver;
use crate::solver::paper::{SearchStats, search_piece};
use crate::solver::progress::{Cancelled, Progress};
use crate::solver::tie::TIE;

/// What one piece's run produced, before it becomes a row.
struct PieceRun {
    answer: PieceAnswer,
    cut: u64,
    pushed: u64,
    iterations: Vec<Iteration>,
    memory: Memory,
}

/// Runs one method on every problem of `input`.
pub fn run_method(
    method: Method,
    input: &CompareInput,
    progress: &Progress,
) -> Result<MethodRun, Cancelled> {
    let table = &input.table;
    let bound = input.bound_per_tile(method);
    let mut elapsed = Duration::ZERO;
    let mut runs: Vec<PieceRun> = Vec::with_capacity(input.problems.len());
    let mut base = SearchStats::default();
    let mut base_expanded = 0u64;
    for problem in &input.problems {
        progress.publish_piece(problem.piece_number());
        let started = Instant::now();
        let run = match method {
            Method::PaperBound | Method::AdmissibleBound | Method::NoBound => {
                let r = search_piece(
                    table,
                    problem,
                    bound.unwrap_or(0.0),
                    progress,
                    base,
                    NoObserver,
                )?;
                elapsed += started.elapsed();
                base.calls += r.stats.calls;
                base.prunes += r.stats.prunes;
                PieceRun {
                    answer: answer(problem, r.units, r.tiles, r.stats.calls),
                    cut: r.stats.prunes,
                    pushed: 0,
                    iterations: Vec::new(),
                    memory: Memory::StackDepth { depth: r.max_depth },
                }
            }
            Method::IdaStar | Method::Dfid => {
                let r = ida(
                    table,
                    problem.goal(),
                    problem.from(),
                    heuristic(method),
                    input.settings.threshold,
                    progress,
                    base,
                )?;
                elapsed += started.elapsed();
                base.calls += r.stats.calls;
                base.prunes += r.stats.prunes;
                let units = r.units.map(|u| u + problem.moved());
                PieceRun {
                    answer: answer(problem, units, joined(problem, &r.tiles), r.stats.calls),
                    cut: r.stats.prunes,
                    pushed: 0,
                    iterations: r.iterations,
                    memory: Memory::StackDepth { depth: r.max_depth },
                }
            }
            Method::Dijkstra | Method::AStar => {
                let r = best_first(
                    table,
                    problem.goal(),
                    problem.from(),
                    heuristic(method),
                    progress,
                    base_expanded,
                )?;
                elapsed += started.elapsed();
                base_expanded += r.expansions;
                let units = r.units.map(|u| u + problem.moved());
                PieceRun {
                    answer: answer(problem, units, joined(problem, &r.tiles), r.expansions),
                    cut: 0,
                    pushed: r.pushes,
                    iterations: Vec::new(),
                    memory: Memory::OpenList {
                        peak: r.peak_open,
                        closed: r.closed,
                    },
                }
            }
            Method::Dp => {
                let r = dp(table, problem);
                elapsed += started.elapsed();
                base_expanded += r.expanded;
                progress.publish_expanded(base_expanded);
                if progress.checkpoint() {
                    return Err(Cancelled);
                }
                let entries = u64::from(problem.goal().index() - problem.from().index()) + 1;
                let units = r.units.is_finite().then_some(r.units);
                PieceRun {
                    answer: answer(problem, units, r.tiles, r.expanded),
                    cut: 0,
                    pushed: 0,
                    iterations: Vec::new(),
                    memory: Memory::Table { entries },
                }
            }
        };
        runs.push(run);
    }
    Ok(assemble(method, input, bound, elapsed, runs))
}

/// The heuristic of a guided method: the cheapest move per tile for IDA* and
/// A*, none for plain deepening and Dijkstra.
fn heuristic(method: Method) -> Heuristic {
    match method {
        Method::IdaStar | Method::AStar => Heuristic::CheapestPerTile,
        _ => Heuristic::Zero,
    }
}

fn assemble(
    method: Method,
    input: &CompareInput,
    bound: Option<f64>,
    elapsed: Duration,
    runs: Vec<PieceRun>,
) -> MethodRun {
    let effort = runs.iter().map(|r| r.answer.effort).sum();
    let cut = runs.iter().map(|r| r.cut).sum();
    let pushed = runs.iter().map(|r| r.pushed).sum();
    let memory = runs
        .iter()
        .map(|r| r.memory)
        .reduce(larger_memory)
        .unwrap_or(Memory::StackDepth { depth: 0 });
    let iterations: Vec<Vec<Iteration>> = runs.iter().map(|r| r.iterations.clone()).collect();
    let pieces: Vec<PieceAnswer> = runs.into_iter().map(|r| r.answer).collect();
    let total_units = pieces
        .iter()
        .map(|p| p.units)
        .sum::<Option<f64>>()
        .map(|s| s + input.start_field_units);
    let matches_dp = pieces
        .iter()
        .zip(&input.reference)
        .all(|(p, r)| p.units.is_some_and(|u| (u - r.units).abs() <= TIE));
    let depth_first = method.unit() == EffortUnit::Calls;
    let best_first = method.unit() == EffortUnit::Expansions;
    MethodRun {
        method,
        effort,
        cut: depth_first.then_some(cut),
        pushed: best_first.then_some(pushed),
        iterations: matches!(method, Method::IdaStar | Method::Dfid).then_some(iterations),
        bound_per_tile: bound,
        elapsed,
        memory,
        pieces,
        total_units,
        proof: proof(method, &input.table, bound, &goals(input)),
        matches_dp,
    }
}

/// The goals of the pieces compared.
fn goals(input: &CompareInput) -> Vec<Tile> {
    input.problems.iter().map(Problem::goal).collect()
}

fn larger_memory(a: Memory, b: Memory) -> Memory {
    match (a, b) {
        (Memory::StackDepth { depth: x }, Memory::StackDepth { depth: y }) => {
            Memory::StackDepth { depth: x.max(y) }
        }
        (Memory::OpenList { peak: p, closed: c }, Memory::OpenList { peak: q, closed: d }) => {
            Memory::OpenList {
                peak: p.max(q),
                closed: c.max(d),
            }
        }
        (Memory::Table { entries: x }, Memory::Table { entries: y }) => {
            Memory::Table { entries: x.max(y) }
        }
        (a, _) => a,
    }
}

fn answer(problem: &Problem, units: Option<f64>, tiles: Vec<Tile>, effort: u64) -> PieceAnswer {
    PieceAnswer {
        piece: problem.piece_number(),
        goal: problem.goal(),
        tiles: if units.is_some() { tiles } else { Vec::new() },
        units,
        effort,
    }
}

/// The problem's path so far followed by a path that starts where it stands.
fn joined(problem: &Problem, from_here: &[Tile]) -> Vec<Tile> {
    let mut tiles = problem.path().to_vec();
    tiles.extend(from_here.iter().skip(1));
    tiles
}
