//! A question's truth as resumable job work ([`Steps`]): the paper's search
//! (how many calls; does a bound keep the optimum) resumed until each
//! slice's deadline on the web, or to its end on a thread; the backward DP
//! (the first roll), which takes microseconds, whole in one step.

use std::sync::Arc;

use web_time::Instant;

use super::super::job::JobError;
use super::super::task::{Step, Steps};
use super::{Question, Truth};
use crate::model::{MoveTable, Tile};
use crate::solver::{NoObserver, Progress, SolveRun, retro};
use crate::workspace::sweep::{Solves, solves};

/// The truth of a question, being computed.
pub(in crate::workspace) enum TruthSteps {
    /// The paper's search of all four pieces; the truth is `piece`'s calls.
    Calls {
        run: SolveRun<NoObserver, Arc<Progress>>,
        piece: u8,
    },
    /// The paper's search at one bound; the truth is whether it kept the optimum.
    Keeps(Solves),
    /// Computed already (the first roll), to be given at the first step.
    Ready(Option<Result<Truth, JobError>>),
}

/// One right answer.
fn only(value: u64) -> Truth {
    Truth {
        value,
        right: vec![value],
    }
}

impl TruthSteps {
    /// Starts computing the truth of `question`.
    pub(in crate::workspace) fn new(question: &Question, progress: Arc<Progress>) -> TruthSteps {
        match *question {
            Question::Calls { settings, piece } => TruthSteps::Calls {
                run: SolveRun::all(&settings, progress, NoObserver),
                piece,
            },
            Question::KeepsOptimum { rules, bound } => {
                TruthSteps::Keeps(solves(&rules, [bound], progress))
            }
            Question::FirstRoll { rules, piece, tile } => {
                TruthSteps::Ready(Some(first_roll(rules, piece, tile)))
            }
        }
    }

    /// Goes on until `until` (without one, to the end); the truth once computed.
    pub(in crate::workspace) fn advance(
        &mut self,
        until: Option<Instant>,
    ) -> Option<Result<Truth, JobError>> {
        match self {
            TruthSteps::Calls { run, piece } => {
                let solution = match run.resume(until)? {
                    Ok(solution) => solution,
                    Err(e) => return Some(Err(e.into())),
                };
                let calls = solution
                    .pieces
                    .iter()
                    .find(|p| p.piece == *piece)
                    .map(|p| p.stats.calls)
                    .ok_or(JobError::NoPiece(*piece));
                Some(calls.map(only))
            }
            TruthSteps::Keeps(run) => Some(match run.resume(until)? {
                Ok(points) => Ok(only(u64::from(points.first().is_some_and(|p| p.optimal)))),
                Err(e) => Err(e.into()),
            }),
            TruthSteps::Ready(truth) => truth.take(),
        }
    }
}

/// The roll the optimum takes first from `tile` to `piece`'s goal, and
/// every roll that starts an optimal way.
fn first_roll(rules: crate::model::Rules, piece: u8, tile: u8) -> Result<Truth, JobError> {
    rules.validate()?;
    let goal = Tile::goal_of_piece(piece).ok_or(JobError::NoPiece(piece))?;
    let from = Tile::new(tile).ok_or(JobError::NoPiece(piece))?;
    let map = retro(&MoveTable::new(&rules), goal);
    let optimal: Vec<u64> = map
        .tile(from)
        .map(|t| t.optimal_rolls().into_iter().map(u64::from).collect())
        .unwrap_or_default();
    let first = optimal.first().copied().ok_or(JobError::NoPiece(piece))?;
    Ok(Truth {
        value: first,
        right: optimal,
    })
}

impl Steps for TruthSteps {
    type Output = Result<Truth, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        self.advance(until).map_or(Step::Yield, Step::Done)
    }
}
