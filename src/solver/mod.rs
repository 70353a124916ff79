//! Every search and exact solver, with its counters, progress and
//! cancellation, behind this one facade: the paper's branch-and-bound search
//! (with its exact counters, live progress and an optional observer), the
//! exact DP that checks every answer, A* (a second exact solver checked
//! against the DP), and the explorer's methods (IDA*, iterative deepening,
//! uniform-cost search, counting, the search tree, solving backwards).
//!
//! One entry point, [`solve`], runs all four pieces; [`solve_problem`] runs one
//! piece from any valid [`Problem`]; [`solve_board`] runs one piece from a
//! bit-board, refusing boards with problems (the CLI's `--from`). Each is a
//! [`SolveRun`] run to the end; a run can also be resumed in slices (a page in
//! a browser, between frames), with the same counters and answer.

mod bestfirst;
mod compare;
mod count;
mod count_run;
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
mod solve_run;
mod sweep;
mod sweep_switches;
mod tie;
mod tree;
mod tree_node;
mod tree_run;
mod verdict;

pub use bestfirst::{BestFirstResult, Heuristic, best_first};
pub use compare::CompareProgress;
pub use compare::{
    CompareInput, CompareRun, CompareSettings, Comparison, MethodRun, PieceAnswer, compare,
    run_method,
};
pub use count::{Bin, CountError, Counts, GoalCount, LengthCount};
pub use count_run::{CountRun, count_all, count_goal};
pub use exact::{ExactResult, astar, dp, least_rest_per_tile};
pub use icicle::{IcicleRect, icicle};
pub use ida::{IdaResult, Iteration, Threshold, ida};
pub use method::{
    EffortUnit, Memory, Method, NotProvenReason, Proof, early_return_violation, paper_proof,
};
pub use observer::{Call, Decision, Flow, NoObserver, Observer};
pub use paper::{PaperResult, SearchStats};
pub(crate) use progress::Check;
pub use progress::{Cancelled, FLUSH_INTERVAL, Progress, Snapshot};
pub use retro::{Retro, RetroMap, RollValue, TileValue, retro, retro_all};
pub use settings::{
    Algorithm, Bound, PAPER_BOUND, Settings, admissible_bound, admissible_bound_for,
};
pub use solution::{PieceSolution, Solution, SolveError};
pub use solve_run::SolveRun;
pub use sweep::{
    MAX_SWEEP_BOUND, MAX_SWEEP_SOLVES, SweepError, SweepPlan, SweepPoint, SweepRun, last_safe,
    sweep,
};
pub use sweep_switches::{Findings, Switch, SwitchKind, refine, refine_with, switches};
pub use tie::TIE;
pub use tree::{AttachError, ExpandRequest, PruneCheck, SearchTree, Subtree, record_tree};
pub use tree_node::{Finish, MAX_TREE_NODES, NodeId, TreeError, TreeNode};
pub use tree_run::{ExpandRun, TreeRun};
pub use verdict::{Optimality, Warning, paper_program_prunes_at_once};

use crate::model::{Bits, Problem};

/// Solves all four pieces (the start field constant plus four
/// single-piece shortest paths), to the end: [`SolveRun::all`] run in one go.
pub fn solve<O: Observer>(
    settings: &Settings,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    SolveRun::all(settings, progress, observer).finish()
}

/// Solves one piece from any position (a board decoded into a [`Problem`]):
/// [`SolveRun::problem`] run in one go.
pub fn solve_problem<O: Observer>(
    settings: &Settings,
    problem: &Problem,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    SolveRun::problem(settings, problem, progress, observer).finish()
}

/// Solves the rest of the way from a path board: the CLI's `--from`. Its
/// rolls are the piece's whole way, the exit 6 that brought it onto A first,
/// as [`solve`]'s are. A board that decode finds problems with
/// (an inconsistent units field, a gap of 7, two pieces out …) is refused with
/// those problems named ([`BoardError`]); nothing is trusted or repaired.
/// [`SolveRun::board`] run in one go.
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
///
/// [`BoardError`]: crate::model::BoardError
pub fn solve_board<O: Observer>(
    settings: &Settings,
    board: Bits,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    SolveRun::board(settings, board, progress, observer).finish()
}
