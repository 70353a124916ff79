//! Counting every way as a figure: the distribution of the lengths of every
//! move sequence from A to one goal (bins for display, counts exact), the
//! optimum and the mean marked.

use crate::figures::request::{FigureError, FigureRequest, chart_figure};
use crate::figures::run::{Drawn, FigureRun};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg};
use crate::model::{Rules, Tile};
use crate::render::nice_tick;
use crate::render::{
    Bar, BarSeries, Caption, Chart, Dash, Figure, Ink, Look, Marker, XAxis, YFormat,
};
use crate::solver::{CountRun, GoalCount};
use crate::tr;

/// Bins of the histogram.
pub const COUNT_BINS: usize = 40;
/// A million, for the axis of a histogram of millions.
const MILLION: u128 = 1_000_000;
/// A billion (10⁹).
const BILLION: u128 = 1_000_000_000;

/// How many sequences tie with the optimum, in words ("unique", "3 tied").
#[must_use]
pub fn ties(tr: &Tr, n: u128) -> String {
    match u64::try_from(n) {
        Ok(n) => tr!(tr, "explore-count-ties", n = count_arg(n)),
        Err(_) => tr.numbers().wide_count(n),
    }
}

/// The histogram of one goal's lengths, with the optimum and the mean marked.
#[must_use]
pub fn count_chart(goal: &GoalCount, tr: &Tr) -> Chart {
    let bins = goal.bins(COUNT_BINS);
    let most = bins.iter().map(|b| b.sequences).max().unwrap_or(0);
    // Bars in millions or billions, so the ticks stay short; tooltips exact.
    let (scale, y_title) = if most >= BILLION {
        (BILLION as f64, tr!(tr, "explore-count-chart-y-billions"))
    } else if most >= MILLION {
        (MILLION as f64, tr!(tr, "explore-count-chart-y-millions"))
    } else {
        (1.0, tr!(tr, "explore-count-chart-y"))
    };
    let (lo, hi) = (
        goal.optimum().map_or(0.0, |o| o.units),
        goal.longest().map_or(1.0, |l| l.units),
    );
    let width = ((hi - lo) / COUNT_BINS as f64).max(1.0);
    let bars = bins
        .iter()
        .map(|b| Bar {
            x: (b.from + b.to) / 2.0,
            base: 0.0,
            value: b.sequences as f64 / scale,
            label: None,
            tooltip: tr!(
                tr,
                "explore-count-bar",
                from = words::units(tr, b.from),
                to = words::units(tr, b.to),
                n = tr.numbers().wide_count(b.sequences)
            ),
        })
        .collect();
    let mut markers = Vec::new();
    if let Some(o) = goal.optimum() {
        markers.push(Marker {
            x: o.units,
            ink: Ink::Optimal,
            dash: Dash::Solid,
            name: tr!(
                tr,
                "explore-count-legend-optimum",
                units = words::units(tr, o.units),
                ties = ties(tr, o.sequences)
            ),
        });
    }
    markers.push(Marker {
        x: goal.mean,
        ink: Ink::PaperBound,
        dash: Dash::Dashed,
        name: tr!(
            tr,
            "explore-count-legend-mean",
            units = words::units(tr, goal.mean)
        ),
    });
    let margin = width * 2.0;
    Chart {
        x_axis: XAxis::Values {
            min: lo - margin,
            max: hi + margin,
            tick: nice_tick(hi - lo + 2.0 * margin),
        },
        x_title: tr!(tr, "explore-count-chart-x"),
        y_title,
        y_format: YFormat::Integer,
        series: vec![BarSeries {
            name: tr!(tr, "explore-count-legend-bars"),
            ink: Ink::Bars,
            width: width * 0.9,
            bars,
        }],
        markers,
    }
}

/// The caption: how many ways, the optimum and its ties, mean, longest.
#[must_use]
pub fn count_caption(goal: &GoalCount, piece: u8, rules: &Rules, tr: &Tr) -> Caption {
    let (optimum, optimum_ties) = goal.optimum().map_or_else(
        || (tr!(tr, "explore-none"), String::new()),
        |o| (words::units(tr, o.units), ties(tr, o.sequences)),
    );
    let (longest, longest_n) = goal.longest().map_or_else(
        || (tr!(tr, "explore-none"), String::new()),
        |l| {
            (
                words::units(tr, l.units),
                tr.numbers().wide_count(l.sequences),
            )
        },
    );
    Caption {
        title: tr!(
            tr,
            "explore-count-title",
            n = tr.numbers().wide_count(goal.sequences),
            goal = words::tile(goal.goal),
            piece = piece.to_string()
        ),
        lines: vec![
            tr!(
                tr,
                "explore-count-summary",
                optimum = optimum,
                ties = optimum_ties,
                mean = words::units(tr, goal.mean),
                longest = longest,
                longestn = longest_n,
                distinct = count_arg(goal.lengths.len() as u64)
            ),
            tr!(tr, "explore-count-method"),
            words::rules(tr, rules),
        ],
    }
}

/// One goal's count as a figure.
pub fn count_figure(
    goal: &GoalCount,
    piece: u8,
    rules: &Rules,
    tr: &Tr,
    theme: impl Into<Look>,
) -> Result<Figure, FigureError> {
    chart_figure(
        &format!("count-{piece}"),
        &count_chart(goal, tr),
        &count_caption(goal, piece, rules, tr),
        theme,
        tr,
    )
}

/// `maedn figure count-N`: every way home counted from A (all four goals,
/// resumably: [`CountRun`]), then piece N's goal drawn.
pub(in crate::figures) fn count_run(request: &FigureRequest, piece: u8) -> FigureRun {
    let mut run = CountRun::new(&request.settings.rules, Tile::A);
    Drawn::run(
        request,
        move |progress, until| run.resume(progress, until),
        move |request, counts| {
            let goal =
                Tile::goal_of_piece(piece).and_then(|g| counts.goals.iter().find(|c| c.goal == g));
            match goal {
                Some(goal) => count_figure(
                    goal,
                    piece,
                    &request.settings.rules,
                    Tr::shared(request.lang),
                    request.look(),
                ),
                None => Err(FigureError::NoPath(piece)),
            }
        },
    )
}
