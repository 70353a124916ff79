//! An ordinary game as a figure: the distances of simulated games as a
//! histogram, with the exact expectation, the simulated mean and the optimum
//! marked, and the headline "the optimum is X % of what an ordinary game
//! moves" as its title.

use crate::figures::request::{FigureError, FigureRequest, chart_figure};
use crate::figures::run::{Drawn, FigureRun};
use crate::game::{Histogram, PlayRun, RandomPlay};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::model::Rules;
use crate::render::nice_tick;
use crate::render::{
    Bar, BarSeries, Caption, Chart, Dash, Figure, Ink, Look, Marker, XAxis, YFormat,
};
use crate::tr;

/// Games the named figure simulates.
pub const FIGURE_GAMES: u64 = 10_000;
/// The named figure's seed.
pub const FIGURE_SEED: u64 = 1;
/// Decimals of the headline's percentage.
pub const PERCENT_DECIMALS: usize = 1;
/// Decimals of the rolls and of z.
const FEW_DECIMALS: usize = 1;
/// Room left and right of the bars, in bins.
const MARGIN_BINS: f64 = 2.0;

/// The headline: "The optimum is 68.0 % of what an ordinary game moves".
#[must_use]
pub fn headline(tr: &Tr, play: &RandomPlay) -> String {
    tr!(
        tr,
        "explore-ordinary-headline",
        percent = decimals_arg(play.optimum_percent(), PERCENT_DECIMALS)
    )
}

/// A histogram of simulated distances over `range` (units), its bars named
/// `games` in the legend, with `markers` (the exact values) on top: the
/// ordinary and the best player's charts alike.
#[must_use]
pub fn histogram_chart(
    h: &Histogram,
    (min, max): (f64, f64),
    games: String,
    markers: Vec<Marker>,
    tr: &Tr,
) -> Chart {
    Chart {
        x_axis: XAxis::Values {
            min,
            max,
            tick: nice_tick(max - min),
        },
        x_title: tr!(tr, "explore-ordinary-chart-x"),
        y_title: tr!(tr, "explore-ordinary-chart-y"),
        y_format: YFormat::Integer,
        series: vec![BarSeries {
            name: games,
            ink: Ink::Bars,
            width: h.width * 0.9,
            bars: histogram_bars(h, tr),
        }],
        markers,
    }
}

/// A histogram of simulated distances as bars, one per bin, each with its
/// range and count in the tooltip (the ordinary and the best player's games).
#[must_use]
pub fn histogram_bars(h: &Histogram, tr: &Tr) -> Vec<Bar> {
    h.counts
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let from = h.start + h.width * i as f64;
            Bar {
                x: from + h.width / 2.0,
                base: 0.0,
                value: n as f64,
                label: None,
                tooltip: tr!(
                    tr,
                    "explore-ordinary-bar",
                    from = words::units(tr, from),
                    to = words::units(tr, from + h.width),
                    n = count_arg(n)
                ),
            }
        })
        .collect()
}

/// The histogram of simulated distances with the three markers.
#[must_use]
pub fn ordinary_chart(play: &RandomPlay, tr: &Tr) -> Chart {
    let h = &play.simulation.histogram;
    let optimum = play.shortest.game.total;
    let end = h.start + h.width * h.counts.len() as f64;
    let margin = h.width * MARGIN_BINS;
    let (min, max) = (h.start.min(optimum) - margin, end.max(optimum) + margin);
    let markers = vec![
        Marker {
            x: optimum,
            ink: Ink::Optimal,
            dash: Dash::Solid,
            name: tr!(
                tr,
                "explore-ordinary-legend-optimum",
                units = words::units(tr, optimum)
            ),
        },
        Marker {
            x: play.quickest.game.total,
            ink: Ink::Best,
            dash: Dash::Dotted,
            name: tr!(
                tr,
                "explore-ordinary-legend-quickest",
                rolls = count_arg(u64::from(play.quickest.rolls)),
                units = words::units(tr, play.quickest.game.total)
            ),
        },
        Marker {
            x: play.expectation.units,
            ink: Ink::Admissible,
            dash: Dash::LongDashed,
            name: tr!(
                tr,
                "explore-ordinary-legend-expected",
                units = words::units(tr, play.expectation.units)
            ),
        },
        Marker {
            x: play.simulation.mean,
            ink: Ink::PaperBound,
            dash: Dash::Dashed,
            name: tr!(
                tr,
                "explore-ordinary-legend-mean",
                units = words::units(tr, play.simulation.mean)
            ),
        },
    ];
    histogram_chart(
        h,
        (min, max),
        tr!(tr, "explore-ordinary-legend-games"),
        markers,
        tr,
    )
}

/// The caption: the headline, the exact expectation, the simulation.
#[must_use]
pub fn ordinary_caption(play: &RandomPlay, rules: &Rules, tr: &Tr) -> Caption {
    let sim = &play.simulation;
    Caption {
        title: tr!(
            tr,
            "explore-ordinary-title",
            percent = decimals_arg(play.optimum_percent(), PERCENT_DECIMALS)
        ),
        lines: vec![
            tr!(
                tr,
                "explore-ordinary-caption-exact",
                states = count_arg(play.expectation.states as u64),
                expected = words::units(tr, play.expectation.units),
                rolls = decimals_arg(play.expectation.rolls, FEW_DECIMALS),
                optimum = words::length(tr, play.shortest.game.total)
            ),
            match play.simulation_z() {
                Some(z) => tr!(
                    tr,
                    "explore-ordinary-caption-sim",
                    games = count_arg(sim.games),
                    seed = sim.seed.to_string(),
                    mean = words::units(tr, sim.mean),
                    z = decimals_arg(z, FEW_DECIMALS)
                ),
                None => tr!(
                    tr,
                    "explore-ordinary-caption-sim-no-z",
                    games = count_arg(sim.games),
                    seed = sim.seed.to_string(),
                    mean = words::units(tr, sim.mean)
                ),
            },
            words::rules(tr, rules),
        ],
    }
}

/// An ordinary game as a figure.
pub fn ordinary_figure(
    play: &RandomPlay,
    rules: &Rules,
    tr: &Tr,
    theme: impl Into<Look>,
) -> Result<Figure, FigureError> {
    chart_figure(
        "ordinary-game",
        &ordinary_chart(play, tr),
        &ordinary_caption(play, rules, tr),
        theme,
        tr,
    )
}

/// `maedn figure ordinary-game`: 10,000 simulated games (seed 1) against the
/// exact expectation and the optimum; the walk, the exact passes and the
/// games resumably ([`PlayRun`]).
pub(in crate::figures) fn ordinary_run(request: &FigureRequest) -> FigureRun {
    let rules = request.settings.rules;
    match PlayRun::new(&rules, FIGURE_GAMES, FIGURE_SEED, false) {
        Ok(mut run) => Drawn::run(
            request,
            move |progress, until| run.resume(progress, until),
            |request, out| {
                ordinary_figure(
                    &out.play,
                    &request.settings.rules,
                    Tr::shared(request.lang),
                    request.look(),
                )
            },
        ),
        Err(e) => FigureRun::refused(e.into()),
    }
}
