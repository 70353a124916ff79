//! The chart figures: the rolls histogram (paper figure 13), calls per piece
//! (14) and with and without the bound (15), and the bound sweep, each
//! computed by the solver.

use super::Figure;
use super::chart::{Bar, BarSeries, Chart, Marker, XAxis, YFormat};
use super::named::{
    FigureError, FigureRequest, MAX_SWEEP_POINTS, SweepRange, all_rolls, chart_figure, mean_roll,
    solve_all,
};
use super::palette::Ink;
use super::scene::Caption;
use super::texts::FigureTexts;
use crate::model::MoveTable;
use crate::solver::{
    Algorithm, Bound, PAPER_BOUND, Settings, Solution, SolveError, SweepPoint, admissible_bound,
    last_safe, sweep,
};

/// Paper figure 13: how often each roll is used.
pub(super) fn rolls_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let solution = solve_all(&request.settings, request)?;
    let chart = rolls_chart(&solution, texts);
    let caption = Caption {
        title: texts.rolls_title(all_rolls(&solution).len(), mean_roll(&solution)),
        lines: vec![
            texts.full_title(solution.total_units),
            texts.settings(&request.settings),
            texts.checked(&solution),
        ],
    };
    chart_figure("rolls", &chart, &caption, request)
}

/// The rolls histogram of a solution: how often each roll 1..=6 is used.
#[must_use]
pub fn rolls_chart(solution: &Solution, texts: &dyn FigureTexts) -> Chart {
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
            label: Some(texts.rolls_bar(*n, *n as f64 / total)),
            tooltip: format!("{}: {}", i + 1, texts.rolls_bar(*n, *n as f64 / total)),
        })
        .collect();
    Chart {
        x_axis: XAxis::Categories((1..=6).map(|r: u8| r.to_string()).collect()),
        x_title: texts.rolls_x(),
        y_title: texts.rolls_y(),
        y_format: YFormat::Integer,
        series: vec![BarSeries {
            name: texts.rolls_legend(),
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
    texts: &dyn FigureTexts,
) -> [BarSeries; 2] {
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
            tooltip: format!("{}: {}", texts.legend_searched(bound), texts.number(on, 0)),
        });
        pruned.push(Bar {
            x,
            base: on,
            value: cut,
            label: Some(texts.count_tick(p.stats.calls as f64)),
            tooltip: format!("{}: {}", texts.legend_pruned(bound), texts.number(cut, 0)),
        });
    }
    [
        BarSeries {
            name: texts.legend_searched(bound),
            ink: inks.0,
            width,
            bars: searched,
        },
        BarSeries {
            name: texts.legend_pruned(bound),
            ink: inks.1,
            width,
            bars: pruned,
        },
    ]
}

fn piece_categories(solution: &Solution, texts: &dyn FigureTexts) -> XAxis {
    XAxis::Categories(
        solution
            .pieces
            .iter()
            .map(|p| texts.piece_axis_label(p.piece, p.goal))
            .collect(),
    )
}

/// Paper figure 14: calls per piece, searched on and pruned.
pub(super) fn calls_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let settings = paper_settings(request, request.settings.bound);
    let solution = solve_all(&settings, request)?;
    let bound = texts.bound_name(settings.bound, solution.bound_per_tile);
    let chart = calls_chart(&solution, texts);
    let caption = Caption {
        title: texts.calls_title(&bound, solution.calls, solution.prunes),
        lines: vec![texts.settings(&settings), texts.checked(&solution)],
    };
    chart_figure("calls", &chart, &caption, request)
}

/// Calls per piece of one run of the paper's search: searched on and pruned, stacked.
#[must_use]
pub fn calls_chart(solution: &Solution, texts: &dyn FigureTexts) -> Chart {
    Chart {
        x_axis: piece_categories(solution, texts),
        x_title: texts.calls_x(),
        y_title: texts.calls_y(),
        y_format: YFormat::Count,
        series: call_series(
            solution,
            0.0,
            0.6,
            (Ink::Searched, Ink::PrunedCalls),
            None,
            texts,
        )
        .into(),
        markers: Vec::new(),
    }
}

/// Paper figure 15: calls per piece with the bound and without.
pub(super) fn calls_compared_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let bounded = paper_settings(request, request.settings.bound);
    let with = solve_all(&bounded, request)?;
    let without = solve_all(&paper_settings(request, Bound::None), request)?;
    let name_with = texts.bound_name(bounded.bound, with.bound_per_tile);
    let chart = calls_compared_chart(&with, &without, &name_with, texts);
    let caption = Caption {
        title: texts.calls_compared_title(&name_with, with.calls, without.calls),
        lines: vec![
            texts.settings(&bounded),
            texts.checked(&with),
            texts.settings(&paper_settings(request, Bound::None)),
            texts.checked(&without),
        ],
    };
    chart_figure("calls-compared", &chart, &caption, request)
}

/// Calls per piece of two runs side by side: `with` a bound named `name_with`,
/// and `without` one.
#[must_use]
pub fn calls_compared_chart(
    with: &Solution,
    without: &Solution,
    name_with: &str,
    texts: &dyn FigureTexts,
) -> Chart {
    let with_label = texts.run_label(Some(name_with));
    let without_label = texts.run_label(None);
    let mut series: Vec<BarSeries> = call_series(
        with,
        -0.2,
        0.36,
        (Ink::Searched, Ink::PrunedCalls),
        Some(&with_label),
        texts,
    )
    .into();
    series.extend(call_series(
        without,
        0.2,
        0.36,
        (Ink::SearchedNoBound, Ink::PrunedNoBound),
        Some(&without_label),
        texts,
    ));
    Chart {
        x_axis: piece_categories(with, texts),
        x_title: texts.calls_x(),
        y_title: texts.calls_y(),
        y_format: YFormat::Count,
        series,
        markers: Vec::new(),
    }
}

/// Calls per bound, optimal or not, with the admissible and paper bounds marked.
pub(super) fn sweep_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let SweepRange { from, to, step } = request.sweep;
    if step == 0 || from > to {
        return Err(FigureError::Sweep(
            "a bound sweep needs --sweep-from ≤ --sweep-to and a --sweep-step of at least 1"
                .to_owned(),
        ));
    }
    let points_count = (to - from) / step + 1;
    if points_count > MAX_SWEEP_POINTS {
        return Err(FigureError::Sweep(format!(
            "a sweep from {from} to {to} in steps of {step} runs {points_count} searches; \
             the figure draws at most {MAX_SWEEP_POINTS}: use a larger step"
        )));
    }
    let rules = request.settings.rules;
    rules.validate().map_err(SolveError::from)?;
    let bounds = (from..=to).step_by(step as usize);
    let points = request.with_progress(|p| sweep(&rules, bounds, p, |_| {}))?;
    let admissible = admissible_bound(&MoveTable::new(&rules));
    let chart = sweep_chart(&points, admissible, request.sweep, texts);
    let caption = Caption {
        title: texts.sweep_title(from, to, step, last_safe(&points)),
        lines: vec![texts.rules(&rules), texts.sweep_method()],
    };
    chart_figure("bound-sweep", &chart, &caption, request)
}

/// Calls per bound of a sweep over `range`, green where the optimum was kept
/// and red where it was lost, with the admissible bound and the paper's
/// bound marked.
#[must_use]
pub fn sweep_chart(
    points: &[SweepPoint],
    admissible: f64,
    range: SweepRange,
    texts: &dyn FigureTexts,
) -> Chart {
    let SweepRange { from, to, step } = range;
    let step = step.max(1);
    let width = f64::from(step) * 0.8;
    let bar = |p: &SweepPoint| Bar {
        x: f64::from(p.bound),
        base: 0.0,
        value: p.calls as f64,
        label: None,
        tooltip: texts.sweep_bar(p.bound, p.calls, p.total_units),
    };
    let (good, bad): (Vec<&SweepPoint>, Vec<&SweepPoint>) = points.iter().partition(|p| p.optimal);
    let pad = f64::from(step);
    let tick = nice_tick(f64::from(to.saturating_sub(from)));
    let mut markers = vec![Marker {
        x: admissible,
        ink: Ink::Admissible,
        dashed: false,
        name: texts.legend_admissible(admissible),
    }];
    markers.push(Marker {
        x: f64::from(PAPER_BOUND),
        ink: Ink::PaperBound,
        dashed: true,
        name: texts.legend_paper_bound(PAPER_BOUND),
    });
    let lo = f64::from(from).min(admissible).min(f64::from(PAPER_BOUND)) - pad;
    let hi = f64::from(to).max(f64::from(PAPER_BOUND)) + pad;
    Chart {
        x_axis: XAxis::Values {
            min: lo,
            max: hi,
            tick,
        },
        x_title: texts.sweep_x(),
        y_title: texts.calls_y(),
        y_format: YFormat::Count,
        series: vec![
            BarSeries {
                name: texts.legend_optimal(),
                ink: Ink::Optimal,
                width,
                bars: good.into_iter().map(bar).collect(),
            },
            BarSeries {
                name: texts.legend_not_optimal(),
                ink: Ink::NotOptimal,
                width,
                bars: bad.into_iter().map(bar).collect(),
            },
        ],
        markers,
    }
}

/// A tick distance giving about eight labels over `span`: 1, 2, 5 × 10ⁿ.
#[must_use]
pub fn nice_tick(span: f64) -> f64 {
    let raw = (span / 8.0).max(1.0);
    let mag = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * mag)
        .find(|t| *t >= raw)
        .unwrap_or(10.0 * mag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_nice_ticks() {
        assert_eq!(nice_tick(100.0), 20.0);
        assert_eq!(nice_tick(40.0), 5.0);
        assert_eq!(nice_tick(3.0), 1.0);
    }
}
