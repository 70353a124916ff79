//! The chart figures of the paper's search: the rolls histogram (paper
//! figure 13), calls per piece (14) and with and without the bound (15), each
//! computed by the solver. The bound sweep is in [`super::sweep_figure`].

use super::request::{FigureError, FigureRequest, all_rolls, chart_figure, mean_roll};
use super::run::{FigureRun, FromSolves, solve_all};
use crate::i18n::words::{
    bound_name, checked, full_title, goal_letter, rolls_title_not_shortest,
    settings as settings_line, tick_words,
};
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::render::{Bar, BarSeries, Caption, Chart, Figure, Ink, XAxis, YFormat};
use crate::solver::{Algorithm, Bound, Settings, Solution};
use crate::tr;

/// Decimals of a mean roll.
const MEAN_DECIMALS: usize = 2;
/// Decimals of a share in percent.
const SHARE_DECIMALS: usize = 1;

/// Paper figure 13: how often each roll is used; one solve.
pub(super) fn rolls_run(request: &FigureRequest) -> FigureRun {
    let solve = solve_all(&request.settings, request);
    FromSolves::run(request, [solve], |request, [solution]| {
        rolls_figure(request, &solution)
    })
}

/// Paper figure 13 drawn from the request's solve.
fn rolls_figure(request: &FigureRequest, solution: &Solution) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let chart = rolls_chart(solution, tr);
    let caption = Caption {
        title: solution_rolls_title(tr, solution, all_rolls(solution).len()),
        lines: vec![
            full_title(tr, solution.total_units),
            settings_line(tr, &request.settings),
            checked(tr, solution),
        ],
    };
    chart_figure("rolls", &chart, &caption, request.look(), tr)
}

/// The rolls histogram of a solution: how often each roll 1..=6 is used.
#[must_use]
pub fn rolls_chart(solution: &Solution, tr: &Tr) -> Chart {
    let rolls = all_rolls(solution);
    let mut counts = [0usize; 6];
    for r in &rolls {
        if let Some(c) = counts.get_mut(usize::from(*r).wrapping_sub(1)) {
            *c += 1;
        }
    }
    let total = rolls.len().max(1) as f64;
    let bars = counts
        .iter()
        .enumerate()
        .map(|(i, n)| Bar {
            x: i as f64,
            base: 0.0,
            value: *n as f64,
            label: Some(rolls_bar(tr, *n, *n as f64 / total)),
            tooltip: format!("{}: {}", i + 1, rolls_bar(tr, *n, *n as f64 / total)),
        })
        .collect();
    Chart {
        x_axis: XAxis::Categories((1..=6).map(|r: u8| r.to_string()).collect()),
        x_title: tr!(tr, "fig-rolls-x"),
        y_title: tr!(tr, "fig-rolls-y"),
        y_format: YFormat::Integer,
        series: vec![BarSeries {
            name: tr!(tr, "fig-rolls-legend"),
            ink: Ink::Bars,
            width: 0.6,
            bars,
        }],
        markers: Vec::new(),
    }
}

/// The paper's search with the request's rules and bound.
fn paper_settings(request: &FigureRequest, bound: Bound) -> Settings {
    Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules: request.settings.rules,
    }
}

/// Stacked bars per piece (searched on below, pruned on top) at slot offset `dx`.
fn call_series(
    solution: &Solution,
    dx: f64,
    width: f64,
    inks: (Ink, Ink),
    bound: Option<&str>,
    tr: &Tr,
) -> [BarSeries; 2] {
    let (searched_name, pruned_name) = legends(tr, bound);
    let ticks = tick_words(tr);
    let mut searched = Vec::new();
    let mut pruned = Vec::new();
    for (i, p) in solution.pieces.iter().enumerate() {
        let x = i as f64 + dx;
        let on = p.stats.calls.saturating_sub(p.stats.prunes) as f64;
        let cut = p.stats.prunes as f64;
        searched.push(Bar {
            x,
            base: 0.0,
            value: on,
            label: None,
            tooltip: format!("{searched_name}: {}", tr.numbers().decimals(on, 0)),
        });
        pruned.push(Bar {
            x,
            base: on,
            value: cut,
            label: Some(ticks.count(p.stats.calls as f64)),
            tooltip: format!("{pruned_name}: {}", tr.numbers().decimals(cut, 0)),
        });
    }
    [
        BarSeries {
            name: searched_name,
            ink: inks.0,
            width,
            bars: searched,
        },
        BarSeries {
            name: pruned_name,
            ink: inks.1,
            width,
            bars: pruned,
        },
    ]
}

fn piece_categories(solution: &Solution, tr: &Tr) -> XAxis {
    XAxis::Categories(
        solution
            .pieces
            .iter()
            .map(|p| {
                tr!(
                    tr,
                    "fig-piece-axis",
                    piece = count_arg(u64::from(p.piece)),
                    goal = goal_letter(p.goal)
                )
            })
            .collect(),
    )
}

/// Paper figure 14: calls per piece, searched on and pruned; one solve by
/// the paper's search.
pub(super) fn calls_run(request: &FigureRequest) -> FigureRun {
    let solve = solve_all(&paper_settings(request, request.settings.bound), request);
    FromSolves::run(request, [solve], |request, [solution]| {
        calls_figure(request, &solution)
    })
}

/// Paper figure 14 drawn from its solve.
fn calls_figure(request: &FigureRequest, solution: &Solution) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let settings = paper_settings(request, request.settings.bound);
    let bound = bound_name(tr, settings.bound, solution.bound_per_tile);
    let chart = calls_chart(solution, tr);
    let caption = Caption {
        title: calls_title(tr, &bound, solution.calls, solution.prunes),
        lines: vec![settings_line(tr, &settings), checked(tr, solution)],
    };
    chart_figure("calls", &chart, &caption, request.look(), tr)
}

/// Calls per piece of one run of the paper's search: searched on and pruned, stacked.
#[must_use]
pub fn calls_chart(solution: &Solution, tr: &Tr) -> Chart {
    Chart {
        x_axis: piece_categories(solution, tr),
        x_title: tr!(tr, "fig-calls-x"),
        y_title: tr!(tr, "fig-calls-y"),
        y_format: YFormat::Count,
        series: call_series(
            solution,
            0.0,
            0.6,
            (Ink::Searched, Ink::PrunedCalls),
            None,
            tr,
        )
        .into(),
        markers: Vec::new(),
    }
}

/// Paper figure 15: calls per piece with the bound and without; two solves
/// by the paper's search, the bounded one first.
pub(super) fn calls_compared_run(request: &FigureRequest) -> FigureRun {
    let with = solve_all(&paper_settings(request, request.settings.bound), request);
    let without = solve_all(&paper_settings(request, Bound::None), request);
    FromSolves::run(request, [with, without], |request, [with, without]| {
        calls_compared_figure(request, &with, &without)
    })
}

/// Paper figure 15 drawn from its two solves.
fn calls_compared_figure(
    request: &FigureRequest,
    with: &Solution,
    without: &Solution,
) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let bounded = paper_settings(request, request.settings.bound);
    let name_with = bound_name(tr, bounded.bound, with.bound_per_tile);
    let chart = calls_compared_chart(with, without, &name_with, tr);
    let caption = Caption {
        title: tr!(
            tr,
            "fig-calls-compared-title",
            bound = name_with.as_str(),
            with = count_arg(with.calls),
            without = count_arg(without.calls)
        ),
        lines: vec![
            settings_line(tr, &bounded),
            checked(tr, with),
            settings_line(tr, &paper_settings(request, Bound::None)),
            checked(tr, without),
        ],
    };
    chart_figure("calls-compared", &chart, &caption, request.look(), tr)
}

/// Calls per piece of two runs side by side: `with` a bound named `name_with`,
/// and `without` one.
#[must_use]
pub fn calls_compared_chart(
    with: &Solution,
    without: &Solution,
    name_with: &str,
    tr: &Tr,
) -> Chart {
    let with_label = tr!(tr, "fig-run-bound", bound = name_with);
    let without_label = tr!(tr, "fig-run-no-bound");
    let mut series: Vec<BarSeries> = call_series(
        with,
        -0.2,
        0.36,
        (Ink::Searched, Ink::PrunedCalls),
        Some(&with_label),
        tr,
    )
    .into();
    series.extend(call_series(
        without,
        0.2,
        0.36,
        (Ink::SearchedNoBound, Ink::PrunedNoBound),
        Some(&without_label),
        tr,
    ));
    Chart {
        x_axis: piece_categories(with, tr),
        x_title: tr!(tr, "fig-calls-x"),
        y_title: tr!(tr, "fig-calls-y"),
        y_format: YFormat::Count,
        series,
        markers: Vec::new(),
    }
}

/// The title of a solution's rolls: "the shortest path" only when the result
/// is the optimum; a bound that lost the optimum is named instead.
pub(super) fn solution_rolls_title(tr: &Tr, solution: &Solution, count: usize) -> String {
    let mean = mean_roll(solution);
    if solution.optimal {
        rolls_title(tr, count, mean)
    } else {
        let bound = bound_name(tr, solution.settings.bound, solution.bound_per_tile);
        rolls_title_not_shortest(tr, &bound, count, mean)
    }
}

/// The rolls histogram's title: how many rolls and their mean.
fn rolls_title(tr: &Tr, count: usize, mean: f64) -> String {
    tr!(
        tr,
        "fig-rolls-title",
        count = count_arg(count as u64),
        mean = decimals_arg(mean, MEAN_DECIMALS)
    )
}

/// A rolls bar's label: the count and its share.
fn rolls_bar(tr: &Tr, count: usize, share: f64) -> String {
    tr!(
        tr,
        "fig-rolls-bar",
        count = count_arg(count as u64),
        share = decimals_arg(share * 100.0, SHARE_DECIMALS)
    )
}

/// The legend entries of calls searched on and pruned, in the run labelled
/// `run` (`None`: the only run).
fn legends(tr: &Tr, run: Option<&str>) -> (String, String) {
    match run {
        None => (tr!(tr, "fig-legend-searched"), tr!(tr, "fig-legend-pruned")),
        Some(run) => (
            tr!(tr, "fig-legend-searched-run", run = run),
            tr!(tr, "fig-legend-pruned-run", run = run),
        ),
    }
}

/// The calls chart's title: the bound, the calls and the share pruned.
fn calls_title(tr: &Tr, bound: &str, calls: u64, prunes: u64) -> String {
    let share = if calls == 0 {
        0.0
    } else {
        prunes as f64 / calls as f64 * 100.0
    };
    tr!(
        tr,
        "fig-calls-title",
        bound = bound,
        calls = count_arg(calls),
        pruned = count_arg(prunes),
        share = decimals_arg(share, SHARE_DECIMALS)
    )
}
