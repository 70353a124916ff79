//! The lesson's facts as resumable job work ([`Steps`]): the paper's search
//! (the Bound slide's sweep and bisection, a bound's point, the answer) and
//! the whole game's programmes (the shortest game, an ordinary game with the
//! best player with a fair die) resumed until each slice's deadline on the
//! web, or to their end on a thread, and so are the Size slide's counts; the
//! others (the DP) computed whole in one step, as before.

use std::sync::Arc;

use web_time::Instant;

use super::{
    Facts, FactsKey, ORDINARY_GAMES, ORDINARY_SEED, SweepFacts, compute, ordinary_facts, sweep_plan,
};
use crate::game::{GameRules, PlayRun, ToGoRun};
use crate::model::Tile;
use crate::solver::{CountRun, NoObserver, Progress, SolveRun, SweepError, SweepPlan};
use crate::workspace::job::JobError;
use crate::workspace::sweep::{Event, Solves, SweepSteps, solves};
use crate::workspace::task::{Step, Steps};

/// A fact being computed.
pub(in crate::workspace::lesson) enum FactsSteps {
    /// The Bound slide's sweep and its bisection.
    Sweep {
        plan: SweepPlan,
        steps: Box<SweepSteps<fn(Event)>>,
    },
    /// The paper's search at one bound.
    BoundPoint(Box<Solves>, u32),
    /// The answer at the key's settings.
    Answer(Box<SolveRun<NoObserver, Arc<Progress>>>),
    /// The shortest legal game.
    Whole(Box<ToGoRun>, Arc<Progress>),
    /// An ordinary game and the best player with a fair die.
    Ordinary(Box<PlayRun>, Arc<Progress>),
    /// Every way home counted, goal by goal (the Size slide).
    Count(Box<CountRun>, Arc<Progress>),
    /// Any other fact, computed at once at its one step (`None` once done).
    AtOnce(Option<FactsKey>, Arc<Progress>),
}

/// The lesson reads a sweep's points at its end, not as they come.
fn unheard(_: Event) {}

impl FactsSteps {
    /// Starts computing `key`.
    pub(in crate::workspace::lesson) fn new(key: FactsKey, progress: Arc<Progress>) -> FactsSteps {
        match key {
            FactsKey::Sweep(rules) => match sweep_plan() {
                Ok(plan) => FactsSteps::Sweep {
                    plan,
                    steps: Box::new(SweepSteps::new(
                        &rules,
                        plan.bounds(),
                        progress,
                        unheard as fn(Event),
                    )),
                },
                // Refused at its step, worded as before.
                Err(_) => FactsSteps::AtOnce(Some(key), progress),
            },
            FactsKey::BoundPoint(rules, bound) => {
                FactsSteps::BoundPoint(Box::new(solves(&rules, [bound], progress)), bound)
            }
            FactsKey::Answer(settings) => {
                FactsSteps::Answer(Box::new(SolveRun::all(&settings, progress, NoObserver)))
            }
            FactsKey::Whole(rules) => match GameRules::new(&rules) {
                Ok(rules) => FactsSteps::Whole(Box::new(ToGoRun::new(&rules)), progress),
                Err(_) => FactsSteps::AtOnce(Some(key), progress),
            },
            FactsKey::Ordinary(rules) => {
                match PlayRun::new(&rules, ORDINARY_GAMES, ORDINARY_SEED, true) {
                    Ok(run) => FactsSteps::Ordinary(Box::new(run), progress),
                    Err(_) => FactsSteps::AtOnce(Some(key), progress),
                }
            }
            FactsKey::Count(rules) => {
                FactsSteps::Count(Box::new(CountRun::new(&rules, Tile::A)), progress)
            }
            key => FactsSteps::AtOnce(Some(key), progress),
        }
    }

    fn advance(&mut self, until: Option<Instant>) -> Option<Result<Facts, JobError>> {
        Some(match self {
            FactsSteps::Sweep { plan, steps } => match steps.step(until) {
                Step::Done(findings) => findings.map(|findings| {
                    Facts::Sweep(SweepFacts {
                        plan: *plan,
                        points: steps.points().to_vec(),
                        findings,
                    })
                }),
                Step::Yield | Step::Wait => return None,
            },
            FactsSteps::BoundPoint(run, bound) => match run.resume(until)? {
                // One bound asked, one point answered.
                Ok(points) => {
                    points
                        .into_iter()
                        .next()
                        .map(Facts::BoundPoint)
                        .ok_or(JobError::Sweep(SweepError::EmptyRange {
                            from: *bound,
                            to: *bound,
                        }))
                }
                Err(e) => Err(e.into()),
            },
            FactsSteps::Answer(run) => match run.resume(until)? {
                Ok(solution) => Ok(Facts::Answer(Box::new(solution))),
                Err(e) => Err(e.into()),
            },
            FactsSteps::Whole(run, progress) => match run.resume(progress, until)? {
                Ok(to_go) => Ok(Facts::Whole(Box::new(to_go.game().clone()))),
                Err(e) => Err(e.into()),
            },
            FactsSteps::Ordinary(run, progress) => match run.resume(progress, until)? {
                Ok(out) => ordinary_facts(out).map(|o| Facts::Ordinary(Box::new(o))),
                Err(e) => Err(e.into()),
            },
            FactsSteps::Count(run, progress) => match run.resume(progress, until)? {
                Ok(counts) => Ok(Facts::Count(counts)),
                Err(e) => Err(e.into()),
            },
            FactsSteps::AtOnce(key, progress) => compute(key.take()?, progress),
        })
    }
}

impl Steps for FactsSteps {
    type Output = Result<Facts, JobError>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        self.advance(until).map_or(Step::Yield, Step::Done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ChosenGame, GameExpectation, fair_die};
    use crate::model::Rules;

    /// Steps `key` with a deadline that has always passed, so that every
    /// check yields: how many times it yielded, the answer and the counters.
    fn cut(key: FactsKey) -> (usize, Result<Facts, JobError>, (u64, u64)) {
        let progress = Arc::new(Progress::default());
        let mut steps = FactsSteps::new(key, Arc::clone(&progress));
        let past = Instant::now();
        let mut yields = 0;
        loop {
            match steps.step(Some(past)) {
                Step::Done(out) => {
                    let s = progress.snapshot();
                    return (yields, out, (s.expanded, s.calls));
                }
                Step::Yield | Step::Wait => yields += 1,
            }
        }
    }

    /// What a chosen game is, without the times it took.
    fn game(g: &ChosenGame) -> impl PartialEq + std::fmt::Debug + '_ {
        (&g.game, g.rolls, g.tied_games, g.states)
    }

    fn expectation(e: &GameExpectation) -> (f64, f64, f64, f64, usize) {
        (e.units, e.units_sd, e.rolls, e.rolls_sd, e.states)
    }

    #[test]
    fn test_the_whole_games_facts_cut_at_every_check_are_those_of_one_go() {
        let rules = Rules::paper();
        for key in [FactsKey::Whole(rules), FactsKey::Ordinary(rules)] {
            let (yields, sliced, counters) = cut(key);
            // The walk over some hundred thousand positions and each pass
            // stop many times (a fact of one step never yields).
            assert!(yields > 100, "{key:?}: {yields} yields");
            let whole = Progress::default();
            let one = compute(key, &whole).expect("one go");
            let s = whole.snapshot();
            assert_eq!(counters, (s.expanded, s.calls), "{key:?}");
            match (sliced.expect("in slices"), one) {
                (Facts::Whole(a), Facts::Whole(b)) => assert_eq!(game(&a), game(&b)),
                (Facts::Ordinary(a), Facts::Ordinary(b)) => {
                    let (p, q) = (&a.play, &b.play);
                    assert_eq!(p.simulation, q.simulation);
                    assert_eq!(p.pieces, q.pieces);
                    assert_eq!(expectation(&p.expectation), expectation(&q.expectation));
                    assert_eq!(game(&p.shortest), game(&q.shortest));
                    assert_eq!(game(&p.quickest), game(&q.quickest));
                    assert_eq!((a.fair_units, a.fair_sd), (b.fair_units, b.fair_sd));
                    // The fair die's own programme, walked on its own, agrees.
                    let all = fair_die(&rules, &Progress::default()).expect("fair die");
                    assert_eq!(a.fair_units, all.optimum.units());
                    assert_eq!(expectation(&p.expectation), expectation(&all.ordinary));
                    assert_eq!(game(&p.shortest), game(&all.shortest));
                }
                (a, b) => panic!("{key:?}: {a:?} against {b:?}"),
            }
        }
    }

    #[test]
    fn test_the_counts_cut_at_every_check_are_those_of_one_go() {
        let key = FactsKey::Count(Rules::paper());
        let (yields, sliced, counters) = cut(key);
        assert!(yields > 4, "{yields} yields");
        let whole = Progress::default();
        let one = compute(key, &whole).expect("one go");
        let s = whole.snapshot();
        assert_eq!(counters, (s.expanded, s.calls));
        match (sliced.expect("in slices"), one) {
            (Facts::Count(a), Facts::Count(b)) => assert_eq!(a, b),
            (a, b) => panic!("{a:?} against {b:?}"),
        }
    }
}
