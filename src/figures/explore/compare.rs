//! Algorithms side by side as a figure: each method's effort as a bar on a
//! log scale, coloured by what its counter counts (calls, expansions,
//! states), with the exact count on the bar.

use crate::figures::request::{FigureError, FigureRequest, chart_figure};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg};
use crate::model::Tile;
use crate::render::{Bar, BarSeries, Caption, Chart, Figure, Ink, Look, XAxis, YFormat};
use crate::solver::{
    Bound, CompareInput, CompareProgress, CompareSettings, EffortUnit, Method, PAPER_BOUND, compare,
};
use crate::tr;

/// Width of a bar, in category slots.
const BAR_WIDTH: f64 = 0.6;

/// The colour of each effort unit's bars.
const UNIT_INKS: [(EffortUnit, Ink); 3] = [
    (EffortUnit::Calls, Ink::Searched),
    (EffortUnit::Expansions, Ink::Admissible),
    (EffortUnit::States, Ink::PaperBound),
];

/// One method's effort, finished or so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffortBar {
    /// The method.
    pub method: Method,
    /// Its effort counter, in [`Method::unit`].
    pub effort: u64,
}

/// What the comparison figure shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareFigure {
    /// One bar per method run, in the table's order.
    pub bars: Vec<EffortBar>,
    /// The settings.
    pub settings: CompareSettings,
    /// The piece alone, or `None` for all four pieces and the start field.
    pub piece: Option<u8>,
    /// The exact optimum (the DP's).
    pub optimum: f64,
}

/// The bar chart: one category per method, a series per effort unit, bars
/// of height log₁₀(effort) labelled with the exact count.
#[must_use]
pub fn compare_chart(bars: &[EffortBar], paper_bound: u32, tr: &Tr) -> Chart {
    let categories = bars
        .iter()
        .map(|b| words::method_short(tr, b.method, paper_bound))
        .collect();
    let series = UNIT_INKS
        .iter()
        .map(|&(unit, ink)| BarSeries {
            name: words::unit_meaning(tr, unit),
            ink,
            width: BAR_WIDTH,
            bars: bars
                .iter()
                .enumerate()
                .filter(|(_, b)| b.method.unit() == unit)
                .map(|(i, b)| {
                    let effort = words::effort(tr, unit, b.effort);
                    Bar {
                        x: i as f64,
                        base: 0.0,
                        value: (b.effort.max(1) as f64).log10(),
                        label: Some(tr.numbers().count(b.effort)),
                        tooltip: tr!(
                            tr,
                            "explore-compare-bar",
                            method = words::method_label(tr, b.method, paper_bound),
                            effort = effort
                        ),
                    }
                })
                .collect(),
        })
        .collect();
    Chart {
        x_axis: XAxis::Categories(categories),
        x_title: tr!(tr, "explore-compare-chart-x"),
        y_title: tr!(tr, "explore-compare-chart-y"),
        y_format: YFormat::Log10,
        series,
        markers: Vec::new(),
    }
}

/// The caption: how many methods, on what, the optimum, what effort means.
#[must_use]
pub fn compare_caption(fig: &CompareFigure, tr: &Tr) -> Caption {
    let rules = words::rules(tr, &fig.settings.rules);
    let target = match fig.piece {
        None => tr!(tr, "explore-compare-target-all", rules = rules),
        Some(piece) => tr!(
            tr,
            "explore-compare-target-one",
            piece = piece.to_string(),
            goal = Tile::goal_of_piece(piece)
                .map(words::tile)
                .unwrap_or_default(),
            rules = rules
        ),
    };
    Caption {
        title: tr!(
            tr,
            "explore-compare-title",
            count = count_arg(fig.bars.len() as u64)
        ),
        lines: vec![
            target,
            tr!(
                tr,
                "explore-compare-optimum",
                length = words::length(tr, fig.optimum)
            ),
            tr!(tr, "explore-compare-units-line"),
        ],
    }
}

/// The comparison as a figure.
pub fn compare_figure(
    fig: &CompareFigure,
    tr: &Tr,
    theme: impl Into<Look>,
) -> Result<Figure, FigureError> {
    let chart = compare_chart(&fig.bars, fig.settings.paper_bound, tr);
    chart_figure("compare", &chart, &compare_caption(fig, tr), theme, tr)
}

/// `maedn figure compare`: every method on all four pieces under the
/// request's rules (this runs the search without a bound and plain
/// deepening: seconds).
pub(in crate::figures) fn compare_named(request: &FigureRequest) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let settings = CompareSettings {
        rules: request.settings.rules,
        paper_bound: match request.settings.bound {
            Bound::PerTile(n) => n,
            _ => PAPER_BOUND,
        },
        ..CompareSettings::default()
    };
    let input = CompareInput::all_pieces(&settings).map_err(crate::solver::SolveError::from)?;
    let c = compare(&input, &Method::ALL, &CompareProgress::default(), |_| {})
        .map_err(crate::solver::SolveError::from)?;
    let fig = CompareFigure {
        bars: c
            .rows
            .iter()
            .map(|r| EffortBar {
                method: r.method,
                effort: r.effort,
            })
            .collect(),
        settings,
        piece: None,
        optimum: c.optimum_units,
    };
    compare_figure(&fig, tr, request.look())
}
