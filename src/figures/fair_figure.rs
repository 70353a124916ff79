//! The best player with a fair die as a figure (`fair-die`): the distances of
//! the best player's simulated games as a histogram, with the three numbers
//! marked side by side — every roll chosen, the best player with a fair die
//! (exact), an ordinary player — and the simulated mean beside the exact one.

use std::sync::Arc;

use web_time::Instant;

use super::explore::histogram_chart;
use super::request::{FigureError, FigureRequest, chart_figure};
use super::run::{FigureRun, Resumable};
use crate::game::{
    BestRun, FairDie, FairRun, FairSimRun, FairSolve, GameRules, Objective, Simulation,
    piece_expectations, piece_optima,
};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::model::Rules;
use crate::render::{Caption, Chart, Dash, Figure, Ink, Look, Marker};
use crate::solver::Progress;
use crate::tr;

/// Games the named figure simulates.
pub const FIGURE_GAMES: u64 = 10_000;
/// The named figure's seed.
pub const FIGURE_SEED: u64 = 1;
/// Decimals of the rolls and of z.
const FEW_DECIMALS: usize = 1;
/// Room left and right of the bars and markers, in bins.
const MARGIN_BINS: f64 = 2.0;

/// The histogram of the best player's simulated distances with the markers.
#[must_use]
pub fn fair_chart(all: &FairDie, sim: &Simulation, tr: &Tr) -> Chart {
    let h = &sim.histogram;
    let chosen = all.shortest.game.total;
    let fair = all.optimum.units();
    let ordinary = all.ordinary.units;
    let end = h.start + h.width * h.counts.len() as f64;
    let margin = h.width * MARGIN_BINS;
    let min = h.start.min(chosen) - margin;
    let max = end.max(ordinary) + margin;
    let markers = vec![
        Marker {
            x: chosen,
            ink: Ink::Optimal,
            dash: Dash::Solid,
            name: tr!(
                tr,
                "fair-fig-legend-chosen",
                units = words::units(tr, chosen)
            ),
        },
        Marker {
            x: fair,
            ink: Ink::Admissible,
            dash: Dash::Dotted,
            name: tr!(tr, "fair-fig-legend-fair", units = words::units(tr, fair)),
        },
        Marker {
            x: sim.mean,
            ink: Ink::PaperBound,
            dash: Dash::Dashed,
            name: tr!(
                tr,
                "fair-fig-legend-mean",
                units = words::units(tr, sim.mean)
            ),
        },
        Marker {
            x: ordinary,
            ink: Ink::NotOptimal,
            dash: Dash::LongDashed,
            name: tr!(
                tr,
                "fair-fig-legend-ordinary",
                units = words::units(tr, ordinary)
            ),
        },
    ];
    histogram_chart(h, (min, max), tr!(tr, "fair-fig-legend-games"), markers, tr)
}

/// The caption: the three numbers, the exact optimum, the simulation.
#[must_use]
pub fn fair_caption(all: &FairDie, sim: &Simulation, rules: &Rules, tr: &Tr) -> Caption {
    let best = &all.optimum;
    let simulated = match sim.standard_error().filter(|se| *se > 0.0) {
        Some(se) => tr!(
            tr,
            "fair-fig-caption-sim",
            games = count_arg(sim.games),
            seed = sim.seed.to_string(),
            mean = words::units(tr, sim.mean),
            z = decimals_arg((sim.mean - best.units()) / se, FEW_DECIMALS)
        ),
        None => tr!(
            tr,
            "fair-fig-caption-sim-no-z",
            games = count_arg(sim.games),
            seed = sim.seed.to_string(),
            mean = words::units(tr, sim.mean)
        ),
    };
    Caption {
        title: tr!(
            tr,
            "fair-fig-title",
            fair = words::units(tr, best.units()),
            chosen = words::units(tr, all.shortest.game.total),
            ordinary = words::units(tr, all.ordinary.units)
        ),
        lines: vec![
            tr!(
                tr,
                "fair-fig-caption-exact",
                states = count_arg(best.states() as u64),
                sd = words::units(tr, best.units_sd()),
                rolls = decimals_arg(best.rolls(), FEW_DECIMALS)
            ),
            simulated,
            words::rules(tr, rules),
        ],
    }
}

/// The figure from computed data.
pub fn fair_figure(
    all: &FairDie,
    sim: &Simulation,
    rules: &Rules,
    tr: &Tr,
    theme: impl Into<Look>,
) -> Result<Figure, FigureError> {
    chart_figure(
        "fair-die",
        &fair_chart(all, sim, tr),
        &fair_caption(all, sim, rules, tr),
        theme,
        tr,
    )
}

/// `maedn figure fair-die`: 10,000 games of the best player (seed 1) against
/// the exact optimum, the game with every roll chosen and an ordinary game.
/// Every search goes on in slices: the walk and the ordinary and fair passes
/// ([`FairRun`]), the game with every roll chosen ([`BestRun`], which walks
/// the positions again), the pieces alone (each piece's programme, one
/// part: they take well under a millisecond) and the simulated games
/// ([`FairSimRun`]).
pub(super) fn fair_run(request: &FigureRequest) -> FigureRun {
    match GameRules::new(&request.settings.rules) {
        Ok(rules) => FigureRun::sliced(FairNumbers {
            request: request.clone(),
            progress: request.shared_progress(),
            stage: FairStage::Passes(
                Box::new(FairRun::new(&rules)),
                Box::new(BestRun::new(&rules, Objective::Shortest)),
            ),
            rules,
        }),
        Err(e) => FigureRun::refused(e.into()),
    }
}

/// The fair die's numbers, computed as [`crate::game::fair_die`] does, then
/// drawn.
struct FairNumbers {
    request: FigureRequest,
    progress: Arc<Progress>,
    rules: GameRules,
    stage: FairStage,
}

/// Where the fair die's numbers are.
enum FairStage {
    /// The walk and the ordinary and fair passes; the best game next.
    Passes(Box<FairRun>, Box<BestRun>),
    /// The game with every roll chosen.
    Best(Box<FairSolve>, Box<BestRun>),
    /// The best player's simulated games.
    Simulate(Box<FairDie>, FairSimRun),
    /// Answered.
    Spent,
}

impl FairNumbers {
    /// Goes on with the stage it is in: the next stage once it is done
    /// (`Some(Ok(None))`), the figure at the end (`Some(Ok(Some))`), a failure,
    /// or the deadline `until` (`None`).
    fn advance(&mut self, until: Option<Instant>) -> Option<Result<Option<Figure>, FigureError>> {
        let progress = Arc::clone(&self.progress);
        let (next, out) = match std::mem::replace(&mut self.stage, FairStage::Spent) {
            FairStage::Passes(mut run, best) => match run.resume(&progress, until) {
                None => (FairStage::Passes(run, best), None),
                Some(Ok(solve)) => (FairStage::Best(Box::new(solve), best), Some(Ok(None))),
                Some(Err(e)) => return Some(Err(e.into())),
            },
            FairStage::Best(solve, mut best) => match best.resume(&progress, until) {
                None => (FairStage::Best(solve, best), None),
                Some(Ok(shortest)) => match self.all(*solve, shortest) {
                    Ok(all) => match FairSimRun::new(FIGURE_GAMES, FIGURE_SEED) {
                        Ok(sim) => (FairStage::Simulate(Box::new(all), sim), Some(Ok(None))),
                        Err(e) => return Some(Err(e.into())),
                    },
                    Err(e) => return Some(Err(e)),
                },
                Some(Err(e)) => return Some(Err(e.into())),
            },
            FairStage::Simulate(all, mut sim) => match sim.resume(&all.optimum, &progress, until) {
                None => (FairStage::Simulate(all, sim), None),
                Some(Ok(sim)) => return Some(self.draw(&all, &sim).map(Some)),
                Some(Err(e)) => return Some(Err(e.into())),
            },
            FairStage::Spent => return Some(Err(crate::game::GameError::NoGame.into())),
        };
        self.stage = next;
        out
    }

    /// Everything the figure shows but the simulated games.
    fn all(
        &self,
        solve: FairSolve,
        shortest: crate::game::ChosenGame,
    ) -> Result<FairDie, FigureError> {
        let FairSolve { ordinary, optimum } = solve;
        Ok(FairDie {
            pieces: piece_optima(self.rules.table())?,
            ordinary_pieces: piece_expectations(self.rules.table())?,
            optimum,
            ordinary,
            shortest,
        })
    }

    /// The figure from the numbers.
    fn draw(&self, all: &FairDie, sim: &Simulation) -> Result<Figure, FigureError> {
        let request = &self.request;
        let tr = Tr::shared(request.lang);
        fair_figure(all, sim, &request.settings.rules, tr, request.look())
    }
}

impl Resumable for FairNumbers {
    fn resume(&mut self, until: Option<Instant>) -> Option<Result<Figure, FigureError>> {
        loop {
            match self.advance(until)? {
                Ok(Some(figure)) => return Some(Ok(figure)),
                Ok(None) => {}
                Err(e) => return Some(Err(e)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{fair_die, simulate_fair};
    use crate::io::Format;

    /// The figure from the resumable numbers, cut at every check, is the
    /// figure of the blocking [`fair_die`] and [`simulate_fair`].
    #[test]
    fn test_the_fair_die_in_slices_is_the_figure_of_the_blocking_functions() {
        let request = FigureRequest::default();
        let (rules, tr) = (request.settings.rules, Tr::shared(request.lang));
        let progress = Progress::default();
        let all = fair_die(&rules, &progress).expect("fair die");
        let sim = simulate_fair(&all.optimum, FIGURE_GAMES, FIGURE_SEED, &progress).expect("sim");
        let blocking = fair_figure(&all, &sim, &rules, tr, request.look()).expect("drawn");
        let mut run = fair_run(&request);
        let mut slices = 0;
        let sliced = loop {
            slices += 1;
            if let Some(figure) = run.resume(Some(Instant::now())) {
                break figure.expect("drawn");
            }
        };
        assert!(slices > 10, "{slices} slices");
        let svg = |f: &Figure| f.encode(Format::Svg, 1.0).expect("encoded");
        assert!(svg(&blocking) == svg(&sliced), "not the blocking figure");
    }
}
