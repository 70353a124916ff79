//! Every search and exact solver, with its counters, progress and
//! cancellation, behind this one facade: the paper's branch-and-bound search
//! (with its exact counters, live progress and an optional observer), the
//! exact DP that checks every answer, A* (a second exact solver checked
//! against the DP), and the explorer's methods (IDA*, iterative deepening,
//! uniform-cost search, counting, the search tree, solving backwards).
//!
//! One entry point, [`solve`], runs all four pieces; [`solve_problem`] runs one
//! piece from any valid [`Problem`]; [`solve_board`] runs one piece from a
//! bit-board, refusing boards with problems (the CLI's `--from`).

mod bestfirst;
mod compare;
mod count;
mod exact;
mod icicle;
mod ida;
mod method;
mod observer;
mod paper;
mod progress;
mod recorder;
mod retro;
mod settings;
mod solution;
mod sweep;
mod sweep_switches;
mod tree;
mod verdict;

use std::time::{Duration, Instant};

pub use bestfirst::{BestFirstResult, Heuristic, best_first};
pub use compare::{
    CompareInput, CompareSettings, Comparison, MethodRun, PieceAnswer, compare, run_method,
};
pub use count::{Bin, CountError, Counts, GoalCount, LengthCount, count_all, count_goal};
pub use exact::{ExactResult, TIE, astar, dp, least_rest_per_tile};
pub use icicle::{IcicleRect, icicle};
pub use ida::{IdaResult, Iteration, Threshold, ida};
pub use method::{
    EffortUnit, Memory, Method, NotProvenReason, Proof, early_return_violation, paper_proof,
};
pub use observer::{CallView, Decision, Flow, NoObserver, Observer};
pub use paper::{Cancelled, PaperResult, SearchStats};
pub use progress::{CompareProgress, FLUSH_INTERVAL, Progress, Snapshot};
pub use retro::{Retro, RetroMap, RollValue, TileValue, retro, retro_all};
pub use settings::{
    Algorithm, Bound, PAPER_BOUND, Settings, admissible_bound, admissible_bound_for,
};
pub use solution::{PieceSolution, Solution, SolveError};
pub use sweep::{
    MAX_SWEEP_BOUND, MAX_SWEEP_SOLVES, SweepError, SweepPlan, SweepPoint, last_safe, sweep,
};
pub use sweep_switches::{Findings, Switch, SwitchKind, refine, refine_with, switches};
pub use tree::{
    AttachError, ExpandRequest, Finish, MAX_TREE_NODES, NodeId, PruneCheck, SearchTree, Subtree,
    TreeError, TreeNode, record_tree,
};
pub use verdict::{Optimality, Warning, paper_program_prunes_at_once};

use crate::model::{
    Bits, BoardError, LengthMode, MoveTable, Problem, StartFieldUnits, Tile, UNITS_MAX, decode,
};

/// Solves all four pieces (the start field constant plus four
/// single-piece shortest paths).
pub fn solve<O: Observer>(
    settings: &Settings,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    let problems: Vec<Problem> = (1..=4).filter_map(Problem::piece).collect();
    run(settings, &problems, true, true, progress, observer)
}

/// Solves one piece from any position (a board decoded into a [`Problem`]).
pub fn solve_problem<O: Observer>(
    settings: &Settings,
    problem: &Problem,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    run(
        settings,
        std::slice::from_ref(problem),
        false,
        false,
        progress,
        observer,
    )
}

/// Solves the rest of the way from a path board: the CLI's `--from`. Its
/// rolls are the piece's whole way, the exit 6 that brought it onto A first,
/// as [`solve`]'s are. A board that decode finds problems with
/// (an inconsistent units field, a gap of 7, two pieces out …) is refused with
/// those problems named ([`BoardError`]); nothing is trusted or repaired.
///
/// ```
/// use maedn::model::Bits;
/// use maedn::solver::{NoObserver, Progress, Settings, SolveError, solve_board};
/// let s = Settings::default();
/// let ok = solve_board(&s, Bits::from_raw(0xE820_8800_0000_1EE1), &Progress::default(), NoObserver);
/// assert_eq!(ok.unwrap().total_units, 19_462.0);
/// let wrong = solve_board(&s, Bits::from_raw(0xE820_8822_0840_0000), &Progress::default(), NoObserver);
/// assert!(matches!(wrong, Err(SolveError::Board(_))));
/// ```
pub fn solve_board<O: Observer>(
    settings: &Settings,
    board: Bits,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    settings.rules.validate()?;
    let decoded = decode(board, &settings.rules).map_err(BoardError::from)?;
    let problem = decoded.to_problem()?;
    run(
        settings,
        std::slice::from_ref(&problem),
        false,
        true,
        progress,
        observer,
    )
}

/// One piece solved by the chosen algorithm, before the check.
struct Found {
    tiles: Vec<Tile>,
    units: f64,
    stats: SearchStats,
    expanded: u64,
}

fn run<O: Observer>(
    settings: &Settings,
    problems: &[Problem],
    with_start_field: bool,
    with_exit: bool,
    progress: &Progress,
    mut observer: O,
) -> Result<Solution, SolveError> {
    settings.rules.validate()?;
    let table = MoveTable::new(&settings.rules);
    let goals: Vec<Tile> = problems.iter().map(Problem::goal).collect();
    // Judged for the pieces solved: one piece heading for d admits more than all four.
    let admissible_bound = admissible_bound_for(&table, &goals);
    let bound_per_tile = match settings.algorithm {
        Algorithm::Paper => settings.bound.per_tile_for(&table, &goals),
        Algorithm::Dp | Algorithm::Astar => 0.0,
    };
    let mut elapsed = Duration::ZERO;
    let mut check_elapsed = Duration::ZERO;
    let mut totals = SearchStats::default();
    let mut expanded_total = 0u64;
    let mut pieces = Vec::with_capacity(problems.len());
    for problem in problems {
        progress.publish_piece(problem.piece_number());
        let started = Instant::now();
        let found = match settings.algorithm {
            Algorithm::Paper => {
                let r = paper::search_piece(
                    &table,
                    problem,
                    bound_per_tile,
                    progress,
                    totals,
                    &mut observer,
                )?;
                let units = r.units.unwrap_or(f64::INFINITY);
                Found {
                    tiles: r.tiles,
                    units,
                    stats: r.stats,
                    expanded: 0,
                }
            }
            Algorithm::Dp => {
                let r = dp(&table, problem);
                progress.publish_expanded(expanded_total + r.expanded);
                Found {
                    tiles: r.tiles,
                    units: r.units,
                    stats: SearchStats::default(),
                    expanded: r.expanded,
                }
            }
            Algorithm::Astar => {
                let r = exact::astar_counted(&table, problem, progress, expanded_total)?;
                Found {
                    tiles: r.tiles,
                    units: r.units,
                    stats: SearchStats::default(),
                    expanded: r.expanded,
                }
            }
        };
        elapsed += started.elapsed();
        if progress.is_cancelled() {
            return Err(Cancelled.into());
        }
        // The check, timed apart from the algorithm (the DP needs none).
        let checked = Instant::now();
        let oracle = dp(&table, problem);
        if settings.algorithm != Algorithm::Dp {
            check_elapsed += checked.elapsed();
        }
        totals.calls += found.stats.calls;
        totals.prunes += found.stats.prunes;
        expanded_total += found.expanded;
        pieces.push(piece_solution(problem, found, &oracle, with_exit)?);
    }
    let start = StartFieldUnits::new(&settings.rules);
    let start_field_units = if with_start_field { start.total } else { 0.0 };
    let total_units = start_field_units + pieces.iter().map(|p| p.units).sum::<f64>();
    // The paper's search proves its result only if the one check says so
    // (the bound for these goals, and the early return at the goal).
    let proof = match settings.algorithm {
        Algorithm::Paper => paper_proof(&table, &goals, bound_per_tile),
        Algorithm::Dp | Algorithm::Astar => Proof::Exact,
    };
    let admissible = !matches!(
        proof,
        Proof::NotProven {
            reason: NotProvenReason::BoundAboveAdmissible { .. }
        }
    );
    let optimal = pieces.iter().all(PieceSolution::is_optimal);
    let optimality = match settings.algorithm {
        Algorithm::Dp => Optimality::ExactDp,
        Algorithm::Astar => Optimality::ExactAstar {
            agrees_with_dp: optimal,
        },
        Algorithm::Paper if proof.is_proven() => Optimality::PaperProven {
            agrees_with_dp: optimal,
        },
        Algorithm::Paper => Optimality::PaperNotProven {
            optimal_per_dp: optimal,
            bound_admissible: admissible,
        },
    };
    let mut solution = Solution {
        settings: *settings,
        pieces,
        start_field_units,
        total_units,
        calls: totals.calls,
        prunes: totals.prunes,
        expanded: expanded_total,
        elapsed,
        check_elapsed,
        bound_per_tile,
        admissible_bound,
        admissible,
        optimal,
        optimality,
        warnings: Vec::new(),
    };
    solution.warnings = warnings(&solution, problems, &proof);
    Ok(solution)
}

fn piece_solution(
    problem: &Problem,
    found: Found,
    oracle: &ExactResult,
    with_exit: bool,
) -> Result<PieceSolution, SolveError> {
    let Found {
        tiles,
        units,
        stats,
        expanded,
    } = found;
    let mut rolls = Vec::with_capacity(tiles.len());
    // The tiles begin at A, where a 6 from the start field put the piece.
    if with_exit && tiles.first() == Some(&Tile::A) {
        rolls.push(6);
    }
    rolls.extend(tiles.windows(2).map(|w| w[1].index() - w[0].index()));
    // The board: start field and finished pieces of the problem, every visited tile.
    let mut board = problem.board().tiles_only();
    for t in &tiles {
        board |= Bits::tile(*t);
    }
    // Never clamp: a length the units field cannot hold is refused, named.
    let does_not_fit = SolveError::DoesNotFit {
        piece: problem.piece_number(),
        units,
    };
    let rounded = units.round();
    if !(0.0..=f64::from(UNITS_MAX)).contains(&rounded) {
        return Err(does_not_fit);
    }
    let board = board.with_units(rounded as u32).ok_or(does_not_fit)?;
    Ok(PieceSolution {
        piece: problem.piece_number(),
        goal: problem.goal(),
        units,
        tiles,
        rolls,
        board,
        stats,
        expanded,
        optimum: oracle.units,
        optimal_sequences: oracle.optimal_sequences,
    })
}

fn warnings(s: &Solution, problems: &[Problem], proof: &Proof) -> Vec<Warning> {
    let mut out = Vec::new();
    if s.settings.algorithm == Algorithm::Paper && !s.admissible {
        out.push(Warning::InadmissibleBound {
            bound: s.bound_per_tile,
            admissible: s.admissible_bound,
            optimal: s.optimal,
            optimum: s.optimum_units(),
        });
    } else if let Proof::NotProven {
        reason: NotProvenReason::EarlyReturnUnsafe { from, via, to },
    } = *proof
    {
        out.push(Warning::EarlyReturnUnsafe {
            from,
            via,
            to,
            optimal: s.optimal,
            optimum: s.optimum_units(),
        });
    } else if !s.optimal {
        out.push(Warning::MissedOptimum {
            optimum: s.optimum_units(),
        });
    }
    if s.settings.algorithm == Algorithm::Paper {
        let pieces: Vec<u8> = problems
            .iter()
            .filter(|p| paper_program_prunes_at_once(p.moved(), p.tiles_left(), s.bound_per_tile))
            .map(Problem::piece_number)
            .collect();
        if !pieces.is_empty() {
            out.push(Warning::PaperProgramFindsNothing {
                bound: s.bound_per_tile,
                pieces,
            });
        }
    }
    if s.settings.rules.lengths == LengthMode::Exact {
        out.push(Warning::RoundedBoards);
    }
    out
}
