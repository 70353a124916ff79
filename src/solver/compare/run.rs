//! How one method runs on every problem of a [`CompareInput`]: each piece's
//! search timed alone, its effort and memory, and the pieces assembled into
//! the method's [`MethodRun`] row.

use std::time::Duration;
use web_time::Instant;

use super::{CompareInput, MethodRun, PieceAnswer};
use crate::model::{MoveTable, Problem, Tile};
use crate::solver::bestfirst::{Heuristic, best_first};
use crate::solver::exact::dp;
use crate::solver::ida::{IdaSearch, Iteration};
use crate::solver::method::{EffortUnit, Memory, Method, proof};
use crate::solver::observer::NoObserver;
use crate::solver::paper::{PieceSearch, SearchStats};
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

/// Runs one method on every problem of `input` to its end (blocking; see
/// [`MethodSteps`]).
pub fn run_method(
    method: Method,
    input: &CompareInput,
    progress: &Progress,
) -> Result<MethodRun, Cancelled> {
    let mut steps = MethodSteps::new(method, input);
    loop {
        if let Some(row) = steps.resume(input, progress, None) {
            return row;
        }
    }
}

/// One method's run over the problems of an input that can stop and go on
/// later: the paper's search and the deepening resume where they stopped
/// (their machines); best-first search and the DP, well under a millisecond
/// a piece, run a piece in one go. Its time is the time spent searching,
/// whether in one go or in slices.
pub(super) struct MethodSteps {
    method: Method,
    bound: Option<f64>,
    /// The problem searched now (or next).
    piece: usize,
    runs: Vec<PieceRun>,
    base: SearchStats,
    base_expanded: u64,
    elapsed: Duration,
    /// The search of problem `piece`, once begun (by the paper's method, or
    /// by a deepening).
    paper: Option<PieceSearch<NoObserver>>,
    deepening: Option<IdaSearch>,
}

impl MethodSteps {
    pub(super) fn new(method: Method, input: &CompareInput) -> MethodSteps {
        MethodSteps {
            method,
            bound: input.bound_per_tile(method),
            piece: 0,
            runs: Vec::with_capacity(input.problems.len()),
            base: SearchStats::default(),
            base_expanded: 0,
            elapsed: Duration::ZERO,
            paper: None,
            deepening: None,
        }
    }

    /// Goes on until the method's row is ready (`Some`) or it yields
    /// (`None`): inside a search at its checks (once `until` has passed, or
    /// while paused), and between pieces once `until` has passed. Without
    /// `until` it runs to the end, waiting while paused. `input` is the one
    /// it was made for.
    pub(super) fn resume(
        &mut self,
        input: &CompareInput,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<MethodRun, Cancelled>> {
        while let Some(problem) = input.problems.get(self.piece) {
            if self.paper.is_none() && self.deepening.is_none() {
                progress.publish_piece(problem.piece_number());
            }
            let started = Instant::now();
            let run = self.search(input, problem, progress, until);
            self.elapsed += started.elapsed();
            match run? {
                Ok(run) => self.runs.push(run),
                Err(cancelled) => return Some(Err(cancelled)),
            }
            self.piece += 1;
            if until.is_some_and(|u| Instant::now() >= u) && self.piece < input.problems.len() {
                return None;
            }
        }
        let runs = std::mem::take(&mut self.runs);
        Some(Ok(assemble(
            self.method,
            input,
            self.bound,
            self.elapsed,
            runs,
        )))
    }

    /// Searches `problem` further: its run once complete, `None` if it yielded.
    fn search(
        &mut self,
        input: &CompareInput,
        problem: &Problem,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<PieceRun, Cancelled>> {
        let table = &input.table;
        let method = self.method;
        let run = match method {
            Method::PaperBound | Method::AdmissibleBound | Method::NoBound => {
                return self.paper_piece(table, problem, progress, until);
            }
            Method::IdaStar | Method::Dfid => {
                return self.deepening_piece(input, problem, progress, until);
            }
            // In one go (well under a millisecond), whatever the deadline:
            // in slices a pause waits for the next slice before it begins,
            // so best-first search never meets it (its check would block).
            Method::Dijkstra | Method::AStar | Method::Dp => {
                if progress.is_cancelled() {
                    return Some(Err(Cancelled));
                }
                if until.is_some() && progress.is_paused() {
                    return None;
                }
                if method == Method::Dp {
                    self.dp_piece(table, problem, progress)
                } else {
                    match self.best_first_piece(table, problem, progress) {
                        Ok(run) => run,
                        Err(cancelled) => return Some(Err(cancelled)),
                    }
                }
            }
        };
        Some(Ok(run))
    }

    /// Searches `problem` further by the paper's branch and bound.
    fn paper_piece(
        &mut self,
        table: &MoveTable,
        problem: &Problem,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<PieceRun, Cancelled>> {
        let (bound, base) = (self.bound.unwrap_or(0.0), self.base);
        let search = self.paper.get_or_insert_with(|| {
            PieceSearch::of_problem(table, problem, bound, base, NoObserver)
        });
        let done = search.resume(progress, until)?;
        self.paper = None;
        Some(done.map(|r| {
            self.base.calls += r.stats.calls;
            self.base.prunes += r.stats.prunes;
            PieceRun {
                answer: answer(problem, r.units, r.tiles, r.stats.calls),
                cut: r.stats.prunes,
                pushed: 0,
                iterations: Vec::new(),
                memory: Memory::StackDepth { depth: r.max_depth },
            }
        }))
    }

    /// Searches `problem` further by iterative deepening (IDA* or h = 0).
    fn deepening_piece(
        &mut self,
        input: &CompareInput,
        problem: &Problem,
        progress: &Progress,
        until: Option<Instant>,
    ) -> Option<Result<PieceRun, Cancelled>> {
        let (threshold, base) = (input.settings.threshold, self.base);
        let heuristic = heuristic(self.method);
        let search = self.deepening.get_or_insert_with(|| {
            let (goal, from) = (problem.goal(), problem.from());
            IdaSearch::new(&input.table, goal, from, heuristic, threshold, base)
        });
        let done = search.resume(progress, until)?;
        self.deepening = None;
        Some(done.map(|r| {
            self.base.calls += r.stats.calls;
            self.base.prunes += r.stats.prunes;
            let units = r.units.map(|u| u + problem.moved());
            PieceRun {
                answer: answer(problem, units, joined(problem, &r.tiles), r.stats.calls),
                cut: r.stats.prunes,
                pushed: 0,
                iterations: r.iterations,
                memory: Memory::StackDepth { depth: r.max_depth },
            }
        }))
    }

    /// Searches `problem` best first (Dijkstra or A*), in one go.
    fn best_first_piece(
        &mut self,
        table: &MoveTable,
        problem: &Problem,
        progress: &Progress,
    ) -> Result<PieceRun, Cancelled> {
        let r = best_first(
            table,
            problem.goal(),
            problem.from(),
            heuristic(self.method),
            progress,
            self.base_expanded,
        )?;
        self.base_expanded += r.expansions;
        let units = r.units.map(|u| u + problem.moved());
        Ok(PieceRun {
            answer: answer(problem, units, joined(problem, &r.tiles), r.expansions),
            cut: 0,
            pushed: r.pushes,
            iterations: Vec::new(),
            memory: Memory::OpenList {
                peak: r.peak_open,
                closed: r.closed,
            },
        })
    }

    /// Solves `problem` by the DP, in one go.
    fn dp_piece(&mut self, table: &MoveTable, problem: &Problem, progress: &Progress) -> PieceRun {
        let r = dp(table, problem);
        self.base_expanded += r.expanded;
        progress.publish_expanded(self.base_expanded);
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
