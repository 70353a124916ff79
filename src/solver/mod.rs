//! Solvers: the paper's branch-and-bound search (with its exact counters, live
//! progress and an optional observer) and two exact solvers that check it.
//!
//! One entry point, [`solve`], runs all four pieces; [`solve_problem`] runs one
//! piece from any position (for instance one read from an edited bit-board).

mod exact;
mod observer;
mod paper;
mod progress;
mod sweep;

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

pub use exact::{ExactResult, TIE, astar, dp};
pub use observer::{CallView, Decision, Flow, NoObserver, Observer};
pub use paper::{Cancelled, PaperResult, SearchStats};
pub use progress::{FLUSH_INTERVAL, Progress, Snapshot};
pub use sweep::{SweepPoint, last_safe, sweep};

use crate::model::{
    Bits, LengthMode, MoveTable, Problem, Rules, RulesError, StartFieldUnits, Tile, UNITS_MAX,
    units_to_cm,
};

/// The paper's bound, in units per tile.
pub const PAPER_BOUND: u32 = 193;

/// Which solver runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// The paper's branch and bound, rolls 6 down to 1.
    #[default]
    Paper,
    /// Dynamic programming over the positions (exact).
    Dp,
    /// A* with the cheapest-move-per-tile heuristic (exact).
    Astar,
}

impl Algorithm {
    /// All algorithms.
    pub const ALL: [Algorithm; 3] = [Algorithm::Paper, Algorithm::Dp, Algorithm::Astar];

    /// The option name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Paper => "paper",
            Algorithm::Dp => "dp",
            Algorithm::Astar => "astar",
        }
    }

    /// A readable label.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Algorithm::Paper => "Paper's branch and bound",
            Algorithm::Dp => "Exact DP",
            Algorithm::Astar => "A*",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown algorithm {s:?}: expected paper, dp or astar"))
    }
}

/// The per-tile bound of the paper's search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// No per-tile bound: prune only paths already longer than the best.
    None,
    /// The cheapest move per tile of the rules (rounded down): never prunes the optimum.
    Admissible,
    /// A fixed number of units per tile (the paper: 193).
    PerTile(u32),
}

impl Default for Bound {
    fn default() -> Self {
        Bound::PerTile(PAPER_BOUND)
    }
}

impl Bound {
    /// Units per tile for these rules.
    #[must_use]
    pub fn per_tile(self, table: &MoveTable) -> f64 {
        match self {
            Bound::None => 0.0,
            Bound::PerTile(n) => f64::from(n),
            Bound::Admissible => admissible_bound(table),
        }
    }
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::None => f.write_str("none"),
            Bound::Admissible => f.write_str("admissible"),
            Bound::PerTile(n) => write!(f, "{n}"),
        }
    }
}

impl FromStr for Bound {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "0" => Ok(Bound::None),
            "admissible" => Ok(Bound::Admissible),
            "paper" => Ok(Bound::PerTile(PAPER_BOUND)),
            n => n.replace('_', "").parse::<u32>().map(Bound::PerTile).map_err(|_| {
                format!("unknown bound {s:?}: expected none, admissible or units per tile (0 to {})", u32::MAX)
            }),
        }
    }
}

/// The largest admissible per-tile bound: the cheapest move per tile over all
/// four goals, rounded down to a whole unit for rounded lengths.
#[must_use]
pub fn admissible_bound(table: &MoveTable) -> f64 {
    let cheapest = (40..44u8)
        .filter_map(Tile::new)
        .map(|g| table.cheapest_per_tile(g))
        .fold(f64::INFINITY, f64::min);
    let cheapest = if cheapest.is_finite() { cheapest } else { 0.0 };
    match table.rules().lengths {
        LengthMode::Rounded => cheapest.floor(),
        LengthMode::Exact => cheapest,
    }
}

/// Everything a run needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Which solver.
    pub algorithm: Algorithm,
    /// The paper search's bound.
    pub bound: Bound,
    /// Spacing, lengths, goal-row rule, colour.
    pub rules: Rules,
}

/// Why a run produced no solution.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SolveError {
    /// Settings that cannot be solved.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// Cancelled by the user.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
    /// The way found is longer than a board's 16-bit units field holds (only
    /// possible for a problem whose units moved disagree with its path).
    #[error(
        "piece {piece}'s way is {} units long, more than a board's units field holds (65,535)",
        crate::model::group(*units)
    )]
    DoesNotFit {
        /// The piece.
        piece: u8,
        /// The true length found.
        units: f64,
    },
}

/// One piece's way to its goal.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceSolution {
    /// Piece number, 1..=4.
    pub piece: u8,
    /// Its goal tile.
    pub goal: Tile,
    /// Length from A to the goal (or from the problem's start), in units.
    pub units: f64,
    /// The tiles from A to the goal.
    pub tiles: Vec<Tile>,
    /// The rolls, starting with the 6 that leaves the start field when the
    /// problem starts on A with nothing moved.
    pub rolls: Vec<u8>,
    /// The path board (all visited tiles, units in the low 16 bits).
    pub board: Bits,
    /// Calls and prunes of the paper's search (0 for the exact solvers).
    pub stats: SearchStats,
    /// States expanded by an exact solver (0 for the paper's search).
    pub expanded: u64,
    /// The exact optimum for this piece, from the DP.
    pub optimum: f64,
    /// Distinct optimal roll sequences, from the DP.
    pub optimal_sequences: u64,
}

impl PieceSolution {
    /// Length in centimetres on the 36 cm board.
    #[must_use]
    pub fn cm(&self) -> f64 {
        units_to_cm(self.units)
    }

    /// Is this piece's length the exact optimum?
    #[must_use]
    pub fn is_optimal(&self) -> bool {
        (self.units - self.optimum).abs() <= TIE
    }
}

/// The whole answer of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// What was run.
    pub settings: Settings,
    /// Per piece, 1 to 4 (or the single piece of [`solve_problem`]).
    pub pieces: Vec<PieceSolution>,
    /// The four moves from the start field to A.
    pub start_field_units: f64,
    /// Start field plus all pieces.
    pub total_units: f64,
    /// Total calls over all pieces.
    pub calls: u64,
    /// Total prunes.
    pub prunes: u64,
    /// Total states expanded by an exact solver.
    pub expanded: u64,
    /// Wall time of the search itself.
    pub elapsed: Duration,
    /// The bound used, in units per tile (paper's search only).
    pub bound_per_tile: f64,
    /// The largest admissible bound for these rules.
    pub admissible_bound: f64,
    /// Is the bound a true lower bound (so pruning is safe)?
    pub admissible: bool,
    /// Is the total the exact optimum (checked against the DP)?
    pub optimal: bool,
    /// Plain-language warnings.
    pub warnings: Vec<String>,
}

impl Solution {
    /// The total in centimetres.
    #[must_use]
    pub fn total_cm(&self) -> f64 {
        units_to_cm(self.total_units)
    }

    /// The exact optimum of the total (start field plus DP per piece).
    #[must_use]
    pub fn optimum_units(&self) -> f64 {
        self.start_field_units + self.pieces.iter().map(|p| p.optimum).sum::<f64>()
    }

    /// Search calls per second.
    #[must_use]
    pub fn calls_per_second(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 { self.calls as f64 / s } else { 0.0 }
    }
}

/// Solves all four pieces (SPEC §2: the start field constant plus four
/// single-piece shortest paths).
pub fn solve<O: Observer>(
    settings: &Settings,
    progress: &Progress,
    observer: O,
) -> Result<Solution, SolveError> {
    let problems: Vec<Problem> = (1..=4).filter_map(Problem::piece).collect();
    run(settings, &problems, true, progress, observer)
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
        progress,
        observer,
    )
}

fn run<O: Observer>(
    settings: &Settings,
    problems: &[Problem],
    with_start_field: bool,
    progress: &Progress,
    mut observer: O,
) -> Result<Solution, SolveError> {
    settings.rules.validate()?;
    let table = MoveTable::new(&settings.rules);
    let admissible_bound = admissible_bound(&table);
    let bound_per_tile = match settings.algorithm {
        Algorithm::Paper => settings.bound.per_tile(&table),
        Algorithm::Dp | Algorithm::Astar => 0.0,
    };
    let started = Instant::now();
    let mut totals = SearchStats::default();
    let mut expanded_total = 0u64;
    let mut pieces = Vec::with_capacity(problems.len());
    for problem in problems {
        progress.publish_piece(problem.piece_number());
        let oracle = dp(&table, problem);
        let (tiles, units, stats, expanded) = match settings.algorithm {
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
                (r.tiles, units, r.stats, 0)
            }
            Algorithm::Dp => {
                progress.publish_expanded(expanded_total + oracle.expanded);
                (
                    oracle.tiles.clone(),
                    oracle.units,
                    SearchStats::default(),
                    oracle.expanded,
                )
            }
            Algorithm::Astar => {
                let r = astar(&table, problem, progress)?;
                progress.publish_expanded(expanded_total + r.expanded);
                (r.tiles, r.units, SearchStats::default(), r.expanded)
            }
        };
        if progress.is_cancelled() {
            return Err(Cancelled.into());
        }
        totals.calls += stats.calls;
        totals.prunes += stats.prunes;
        expanded_total += expanded;
        pieces.push(piece_solution(
            problem,
            tiles,
            units,
            stats,
            expanded,
            &oracle,
            with_start_field,
        )?);
    }
    let elapsed = started.elapsed();
    let start = StartFieldUnits::new(&settings.rules);
    let start_field_units = if with_start_field { start.total } else { 0.0 };
    let total_units = start_field_units + pieces.iter().map(|p| p.units).sum::<f64>();
    let admissible = match settings.algorithm {
        Algorithm::Paper => bound_per_tile <= admissible_bound + TIE,
        Algorithm::Dp | Algorithm::Astar => true,
    };
    let optimal = pieces.iter().all(PieceSolution::is_optimal);
    let mut solution = Solution {
        settings: *settings,
        pieces,
        start_field_units,
        total_units,
        calls: totals.calls,
        prunes: totals.prunes,
        expanded: expanded_total,
        elapsed,
        bound_per_tile,
        admissible_bound,
        admissible,
        optimal,
        warnings: Vec::new(),
    };
    solution.warnings = warnings(&solution);
    Ok(solution)
}

fn piece_solution(
    problem: &Problem,
    tiles: Vec<Tile>,
    units: f64,
    stats: SearchStats,
    expanded: u64,
    oracle: &ExactResult,
    with_exit: bool,
) -> Result<PieceSolution, SolveError> {
    let mut rolls = Vec::with_capacity(tiles.len());
    if with_exit && problem.path().len() == 1 {
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

fn warnings(s: &Solution) -> Vec<String> {
    let mut out = Vec::new();
    if s.settings.algorithm == Algorithm::Paper && !s.admissible {
        let verdict = if s.optimal {
            "the exact DP confirms the result is still optimal".to_owned()
        } else {
            format!(
                "the exact DP finds {} units, so this result is NOT optimal",
                crate::model::group(s.optimum_units())
            )
        };
        out.push(format!(
            "the bound of {} units per tile is above the cheapest move per tile ({}), so it may prune the \
             true optimum; {verdict}",
            trim_number(s.bound_per_tile),
            trim_number(s.admissible_bound)
        ));
    } else if !s.optimal {
        out.push(format!(
            "the result differs from the exact optimum ({} units): the early return on reaching the goal \
             assumes the triangle inequality, which rounding can break",
            crate::model::group(s.optimum_units())
        ));
    }
    if s.settings.rules.lengths == LengthMode::Exact {
        out.push("exact lengths: the path boards store units rounded to whole numbers".to_owned());
    }
    out
}

/// Formats a number without a trailing `.0` when whole.
#[must_use]
pub fn trim_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.3}")
    }
}
