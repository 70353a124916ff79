//! A named figure being built ([`FigureRun`]): its searches able to stop at
//! a check and go on from there, then its drawing from their numbers. The
//! command line runs it to the end at once ([`super::build`]); the window's
//! export resumes it in slices between the page's frames. One code path, so
//! the same figure either way.
//!
//! A figure whose searches are not resumable yet is built whole in its one
//! resume ([`FigureRun::whole`]). The searches most figures share, the
//! paper's solves, are run here ([`FromSolves`]).

use std::sync::Arc;

use web_time::Instant;

use super::request::{FigureError, FigureRequest};
use crate::model::Problem;
use crate::render::Figure;
use crate::solver::{Cancelled, NoObserver, Progress, Settings, Solution, SolveError, SolveRun};

/// A figure's work that can stop at a check and go on later.
pub(super) trait Resumable: Send {
    /// Goes on until the figure is built (`Some`) or the deadline `until`
    /// has passed at a check (`None`); without `until` it runs to the end
    /// (waiting while paused). Not resumed once it has answered.
    fn resume(&mut self, until: Option<Instant>) -> Option<Result<Figure, FigureError>>;
}

/// Where a figure's build is.
enum Work {
    /// Built in one go by its builder.
    Whole(
        fn(&FigureRequest) -> Result<Figure, FigureError>,
        FigureRequest,
    ),
    /// Searched resumably, then drawn.
    Sliced(Box<dyn Resumable>),
    /// Refused before any search.
    Refused(FigureError),
    /// Answered.
    Spent,
}

/// A named figure being built; see the module docs.
pub struct FigureRun {
    work: Work,
}

impl FigureRun {
    /// A figure built whole, by `build`, at its first resume.
    #[must_use]
    pub fn whole(
        request: &FigureRequest,
        build: fn(&FigureRequest) -> Result<Figure, FigureError>,
    ) -> FigureRun {
        FigureRun {
            work: Work::Whole(build, request.clone()),
        }
    }

    /// A figure refused before any search: `error` at its first resume.
    pub(super) fn refused(error: FigureError) -> FigureRun {
        FigureRun {
            work: Work::Refused(error),
        }
    }

    /// A figure whose searches are resumable.
    pub(super) fn sliced(work: impl Resumable + 'static) -> FigureRun {
        FigureRun {
            work: Work::Sliced(Box::new(work)),
        }
    }

    /// Is it built in one go, its searches not cut into slices?
    #[must_use]
    pub fn is_whole(&self) -> bool {
        matches!(self.work, Work::Whole(..))
    }

    /// Goes on until the figure is built or refused (`Some`), or a slice's
    /// deadline `until` has passed at one of its searches' checks (`None`;
    /// a paused search yields at once). Without `until` it runs to the end,
    /// waiting while paused. Cancel (the request's progress) ends it with
    /// the cancelled search's error. Not to be resumed once it has answered.
    pub fn resume(&mut self, until: Option<Instant>) -> Option<Result<Figure, FigureError>> {
        match &mut self.work {
            Work::Sliced(work) => {
                let answer = work.resume(until)?;
                self.work = Work::Spent;
                Some(answer)
            }
            Work::Whole(..) | Work::Refused(_) | Work::Spent => {
                match std::mem::replace(&mut self.work, Work::Spent) {
                    Work::Whole(build, request) => Some(build(&request)),
                    Work::Refused(error) => Some(Err(error)),
                    // Never resumed again: as if cancelled.
                    Work::Sliced(_) | Work::Spent => Some(Err(SolveError::from(Cancelled).into())),
                }
            }
        }
    }

    /// Runs to the end at once (waiting while paused): the command line's
    /// build.
    pub fn finish(mut self) -> Result<Figure, FigureError> {
        loop {
            if let Some(answer) = self.resume(None) {
                return answer;
            }
        }
    }
}

/// One solve a figure runs, against the request's progress.
pub(super) type Solve = SolveRun<NoObserver, Arc<Progress>>;

/// All four pieces under `settings` (the paper's problem), resumably.
pub(super) fn solve_all(settings: &Settings, request: &FigureRequest) -> Solve {
    SolveRun::all(settings, request.shared_progress(), NoObserver)
}

/// A figure drawn from one resumable computation: `resume` goes on with it,
/// publishing to the request's progress, and `draw` makes the figure from
/// its result (`BestRun`, `PlayRun`, `TreeRun`, `CountRun`, `SweepRun`).
pub(super) struct Drawn<R, D> {
    request: FigureRequest,
    progress: Arc<Progress>,
    resume: R,
    draw: Option<D>,
}

impl<R, D, T, E> Drawn<R, D>
where
    R: FnMut(&Progress, Option<Instant>) -> Option<Result<T, E>> + Send + 'static,
    D: FnOnce(&FigureRequest, T) -> Result<Figure, FigureError> + Send + 'static,
    E: Into<FigureError>,
{
    /// `resume` to its end, then `draw`, as a figure's run.
    pub(super) fn run(request: &FigureRequest, resume: R, draw: D) -> FigureRun {
        FigureRun::sliced(Drawn {
            request: request.clone(),
            progress: request.shared_progress(),
            resume,
            draw: Some(draw),
        })
    }
}

impl<R, D, T, E> Resumable for Drawn<R, D>
where
    R: FnMut(&Progress, Option<Instant>) -> Option<Result<T, E>> + Send + 'static,
    D: FnOnce(&FigureRequest, T) -> Result<Figure, FigureError> + Send + 'static,
    E: Into<FigureError>,
{
    fn resume(&mut self, until: Option<Instant>) -> Option<Result<Figure, FigureError>> {
        let out = (self.resume)(&self.progress, until)?;
        // Never refused: the computation answers once and the drawing is
        // made once.
        let Some(draw) = self.draw.take() else {
            return Some(Err(SolveError::from(Cancelled).into()));
        };
        Some(out.map_err(Into::into).and_then(|t| draw(&self.request, t)))
    }
}

/// One piece's problem under `settings`, resumably.
pub(super) fn solve_problem(
    settings: &Settings,
    problem: &Problem,
    request: &FigureRequest,
) -> Solve {
    SolveRun::problem(settings, problem, request.shared_progress(), NoObserver)
}

/// A figure drawn from `N` solves run one after another: `draw` makes it
/// from the request and their solutions, in order.
pub(super) struct FromSolves<const N: usize, D> {
    request: FigureRequest,
    solves: [Solve; N],
    solutions: Vec<Solution>,
    draw: Option<D>,
}

impl<const N: usize, D> FromSolves<N, D>
where
    D: FnOnce(&FigureRequest, [Solution; N]) -> Result<Figure, FigureError> + Send + 'static,
{
    /// `solves`, then `draw`, as a figure's run.
    pub(super) fn run(request: &FigureRequest, solves: [Solve; N], draw: D) -> FigureRun {
        FigureRun::sliced(FromSolves {
            request: request.clone(),
            solves,
            solutions: Vec::with_capacity(N),
            draw: Some(draw),
        })
    }
}

impl<const N: usize, D> Resumable for FromSolves<N, D>
where
    D: FnOnce(&FigureRequest, [Solution; N]) -> Result<Figure, FigureError> + Send + 'static,
{
    fn resume(&mut self, until: Option<Instant>) -> Option<Result<Figure, FigureError>> {
        while let Some(solve) = self.solves.get_mut(self.solutions.len()) {
            match solve.resume(until)? {
                Ok(solution) => self.solutions.push(solution),
                Err(e) => return Some(Err(e.into())),
            }
        }
        let solutions = std::mem::take(&mut self.solutions);
        // Never refused: one solution per solve was kept, and the drawing
        // is made once.
        let (Ok(all), Some(draw)) = (<[Solution; N]>::try_from(solutions), self.draw.take()) else {
            return Some(Err(SolveError::from(Cancelled).into()));
        };
        Some(draw(&self.request, all))
    }
}
