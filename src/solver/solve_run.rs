//! One solve that can stop and go on later: each piece searched by the
//! chosen algorithm and checked against the DP, then the totals, how
//! optimality was established and the warnings. [`super::solve`] and its
//! siblings run it to the end in one go on their thread; a page in a browser,
//! which has no threads, runs it in slices between its frames
//! ([`SolveRun::resume`]) with the same counters and the same answer.
//!
//! Only the paper's search is cut into slices; the exact solvers take
//! microseconds and run whole when their piece comes.

use std::borrow::Borrow;
use std::time::Duration;

use web_time::Instant;

use super::exact::{ExactResult, astar_counted, dp};
use super::method::{NotProvenReason, Proof, paper_proof};
use super::observer::Observer;
use super::paper::{PieceSearch, SearchStats};
use super::progress::{Cancelled, Progress};
use super::settings::{Algorithm, Settings, admissible_bound_for};
use super::solution::{PieceSolution, Solution, SolveError};
use super::verdict::{Optimality, Warning, paper_program_prunes_at_once};
use crate::model::{
    Bits, BoardError, LengthMode, MoveTable, Problem, StartFieldUnits, Tile, UNITS_MAX, decode,
};

/// A solve in flight: [`SolveRun::resume`] it until it answers.
///
/// ```
/// use maedn::solver::{NoObserver, Progress, Settings, SolveRun};
/// use web_time::{Duration, Instant};
/// let progress = Progress::default();
/// let mut run = SolveRun::all(&Settings::default(), &progress, NoObserver);
/// let solution = loop {
///     // One slice of about a millisecond, as a page between two frames.
///     if let Some(answer) = run.resume(Some(Instant::now() + Duration::from_millis(1))) {
///         break answer.unwrap();
///     }
/// };
/// assert_eq!((solution.total_units, solution.calls), (83_047.0, 18_526_851));
/// ```
pub struct SolveRun<O, P> {
    settings: Settings,
    progress: P,
    /// Set when the run cannot start (bad rules, a board with problems).
    refused: Option<SolveError>,
    table: MoveTable,
    problems: Vec<Problem>,
    /// Is the start field's constant part of the total?
    with_start_field: bool,
    /// Do the rolls begin with the exit 6 when a piece starts on A?
    with_exit: bool,
    bound_per_tile: f64,
    /// The next problem to start.
    next: usize,
    /// The paper's search of the current piece.
    search: Option<PieceSearch<O>>,
    /// The observer, while no search holds it.
    observer: Option<O>,
    totals: SearchStats,
    expanded: u64,
    elapsed: Duration,
    check_elapsed: Duration,
    pieces: Vec<PieceSolution>,
    /// The answer, once there is one (given again if asked again).
    answer: Option<Result<Solution, SolveError>>,
}

/// One piece solved by the chosen algorithm, before the check.
struct Found {
    tiles: Vec<Tile>,
    units: f64,
    stats: SearchStats,
    expanded: u64,
}

impl<O: Observer, P: Borrow<Progress>> SolveRun<O, P> {
    /// All four pieces: the start field constant plus four single-piece
    /// shortest paths ([`super::solve`]).
    pub fn all(settings: &Settings, progress: P, observer: O) -> Self {
        let problems: Vec<Problem> = (1..=4).filter_map(Problem::piece).collect();
        SolveRun::new(settings, Ok(problems), true, true, progress, observer)
    }

    /// One piece from any position ([`super::solve_problem`]).
    pub fn problem(settings: &Settings, problem: &Problem, progress: P, observer: O) -> Self {
        SolveRun::new(
            settings,
            Ok(vec![problem.clone()]),
            false,
            false,
            progress,
            observer,
        )
    }

    /// The rest of the way from a path board ([`super::solve_board`]); a
    /// board that decode finds problems with is refused with them named.
    pub fn board(settings: &Settings, board: Bits, progress: P, observer: O) -> Self {
        let problem = decode(board, &settings.rules)
            .map_err(|e| SolveError::from(BoardError::from(e)))
            .and_then(|decoded| Ok(decoded.to_problem()?));
        SolveRun::new(
            settings,
            problem.map(|p| vec![p]),
            false,
            true,
            progress,
            observer,
        )
    }

    fn new(
        settings: &Settings,
        problems: Result<Vec<Problem>, SolveError>,
        with_start_field: bool,
        with_exit: bool,
        progress: P,
        observer: O,
    ) -> Self {
        let table = MoveTable::new(&settings.rules);
        // Rules are judged first, a board's problems after them.
        let (problems, refused) = match settings.rules.validate().map(|()| problems) {
            Ok(Ok(problems)) => (problems, None),
            Ok(Err(e)) => (Vec::new(), Some(e)),
            Err(e) => (Vec::new(), Some(e.into())),
        };
        // Judged for the pieces solved: one piece heading for d admits more than all four.
        let goals: Vec<Tile> = problems.iter().map(Problem::goal).collect();
        let bound_per_tile = match settings.algorithm {
            Algorithm::Paper => settings.bound.per_tile_for(&table, &goals),
            Algorithm::Dp | Algorithm::Astar => 0.0,
        };
        SolveRun {
            settings: *settings,
            progress,
            refused,
            table,
            pieces: Vec::with_capacity(problems.len()),
            problems,
            with_start_field,
            with_exit,
            bound_per_tile,
            next: 0,
            search: None,
            observer: Some(observer),
            totals: SearchStats::default(),
            expanded: 0,
            elapsed: Duration::ZERO,
            check_elapsed: Duration::ZERO,
            answer: None,
        }
    }

    /// The run's live progress (its counters, cancel and pause).
    pub fn progress(&self) -> &Progress {
        self.progress.borrow()
    }

    /// The observer (between slices, e.g. to change a watch's pace).
    pub fn observer_mut(&mut self) -> Option<&mut O> {
        match &mut self.search {
            Some(search) => Some(search.observer_mut()),
            None => self.observer.as_mut(),
        }
    }

    /// Goes on with the solve until it answers (`Some`) or yields (`None`).
    ///
    /// With `until`, a slice's deadline, it never blocks: it yields at the
    /// search's next check (every [`super::FLUSH_INTERVAL`] calls) once the
    /// deadline has passed, does nothing while paused, and yields when the
    /// observer says [`super::Flow::Yield`]. Without it, a pause waits at the
    /// check, as on a thread of its own. Cancel ends it with
    /// [`SolveError::Cancelled`]. Asked again after it answered, it gives the
    /// same answer.
    pub fn resume(&mut self, until: Option<Instant>) -> Option<Result<Solution, SolveError>> {
        if let Some(answer) = &self.answer {
            return Some(answer.clone());
        }
        let progress = self.progress.borrow();
        if until.is_some() && progress.is_paused() && !progress.is_cancelled() {
            return None;
        }
        let answer = self.advance(until)?;
        self.answer = Some(answer.clone());
        Some(answer)
    }

    /// Runs to the answer, waiting while paused: the blocking form.
    pub fn finish(mut self) -> Result<Solution, SolveError> {
        loop {
            if let Some(answer) = self.resume(None) {
                return answer;
            }
        }
    }

    fn advance(&mut self, until: Option<Instant>) -> Option<Result<Solution, SolveError>> {
        if let Some(e) = self.refused.take() {
            return Some(Err(e));
        }
        loop {
            if let Some(search) = &mut self.search {
                let started = Instant::now();
                let result = search.resume(self.progress.borrow(), until);
                self.elapsed += started.elapsed();
                let result = match result? {
                    Ok(result) => result,
                    Err(cancelled) => return Some(Err(cancelled.into())),
                };
                if let Some(search) = self.search.take() {
                    self.observer = Some(search.into_observer());
                }
                let found = Found {
                    units: result.units.unwrap_or(f64::INFINITY),
                    tiles: result.tiles,
                    stats: result.stats,
                    expanded: 0,
                };
                if let Err(e) = self.checked(found) {
                    return Some(Err(e));
                }
            }
            if self.next == self.problems.len() {
                return Some(Ok(self.solution()));
            }
            if let Err(e) = self.start_piece(until) {
                return Some(Err(e));
            }
        }
    }

    /// Starts the next piece: the paper's search is set up to be resumed; an
    /// exact solver runs whole.
    fn start_piece(&mut self, until: Option<Instant>) -> Result<(), SolveError> {
        let progress: &Progress = self.progress.borrow();
        let Some(problem) = self.problems.get(self.next) else {
            return Ok(());
        };
        progress.publish_piece(problem.piece_number());
        let started = Instant::now();
        let found = match self.settings.algorithm {
            Algorithm::Paper => {
                let Some(observer) = self.observer.take() else {
                    return Err(Cancelled.into());
                };
                self.search = Some(PieceSearch::of_problem(
                    &self.table,
                    problem,
                    self.bound_per_tile,
                    self.totals,
                    observer,
                ));
                self.elapsed += started.elapsed();
                return Ok(());
            }
            Algorithm::Dp => dp(&self.table, problem),
            Algorithm::Astar => {
                // Too short to cut (a few dozen states): in a run in slices
                // it runs against a progress of its own, which no pause holds.
                let own = Progress::default();
                let gate = if until.is_some() { &own } else { progress };
                astar_counted(&self.table, problem, gate, self.expanded)?
            }
        };
        progress.publish_expanded(self.expanded + found.expanded);
        let found = Found {
            tiles: found.tiles,
            units: found.units,
            stats: SearchStats::default(),
            expanded: found.expanded,
        };
        self.elapsed += started.elapsed();
        self.checked(found)
    }

    /// Checks the current piece's answer against the DP and keeps it.
    fn checked(&mut self, found: Found) -> Result<(), SolveError> {
        if self.progress.borrow().is_cancelled() {
            return Err(Cancelled.into());
        }
        let Some(problem) = self.problems.get(self.next) else {
            return Ok(());
        };
        // The check, timed apart from the algorithm (the DP needs none).
        let checked = Instant::now();
        let oracle = dp(&self.table, problem);
        if self.settings.algorithm != Algorithm::Dp {
            self.check_elapsed += checked.elapsed();
        }
        self.totals.calls += found.stats.calls;
        self.totals.prunes += found.stats.prunes;
        self.expanded += found.expanded;
        self.pieces
            .push(piece_solution(problem, found, &oracle, self.with_exit)?);
        self.next += 1;
        Ok(())
    }

    /// The totals, the verdict and the warnings, once every piece is solved.
    fn solution(&self) -> Solution {
        let settings = &self.settings;
        let table = &self.table;
        let goals: Vec<Tile> = self.problems.iter().map(Problem::goal).collect();
        // Judged for the pieces solved: one piece heading for d admits more than all four.
        let admissible_bound = admissible_bound_for(table, &goals);
        let start = StartFieldUnits::new(&settings.rules);
        let start_field_units = if self.with_start_field {
            start.total
        } else {
            0.0
        };
        let total_units = start_field_units + self.pieces.iter().map(|p| p.units).sum::<f64>();
        // The paper's search proves its result only if the one check says so
        // (the bound for these goals, and the early return at the goal).
        let proof = match settings.algorithm {
            Algorithm::Paper => paper_proof(table, &goals, self.bound_per_tile),
            Algorithm::Dp | Algorithm::Astar => Proof::Exact,
        };
        let admissible = !matches!(
            proof,
            Proof::NotProven {
                reason: NotProvenReason::BoundAboveAdmissible { .. }
            }
        );
        let optimal = self.pieces.iter().all(PieceSolution::is_optimal);
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
            pieces: self.pieces.clone(),
            start_field_units,
            total_units,
            calls: self.totals.calls,
            prunes: self.totals.prunes,
            expanded: self.expanded,
            elapsed: self.elapsed,
            check_elapsed: self.check_elapsed,
            bound_per_tile: self.bound_per_tile,
            admissible_bound,
            admissible,
            optimal,
            optimality,
            warnings: Vec::new(),
        };
        solution.warnings = warnings(&solution, &self.problems, &proof);
        solution
    }
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
