//! The bound sweep as a figure: the search's calls for each bound of a
//! range, green where the optimum was kept and red where it was lost, with
//! the admissible bound and the paper's bound marked; a bound that gives the
//! optimum back shows as a green bar among red ones, and the caption says so.

use std::sync::Arc;

use super::request::{FigureError, FigureRequest, MAX_SWEEP_POINTS, SweepRange, chart_figure};
use super::run::{Drawn, FigureRun};
use crate::i18n::words::{rules as rules_line, units};
use crate::i18n::{Tr, bound_arg, count_arg};
use crate::model::MoveTable;
use crate::render::nice_tick;
use crate::render::{Bar, BarSeries, Caption, Chart, Dash, Figure, Ink, Marker, XAxis, YFormat};
use crate::solver::{
    MAX_SWEEP_BOUND, PAPER_BOUND, Progress, SolveError, SweepError, SweepPoint, SweepRun,
    SwitchKind, admissible_bound, last_safe, switches,
};
use crate::tr;

/// Calls per bound, optimal or not, with the admissible and paper bounds
/// marked: one solve per bound, resumably; a range that cannot be run is
/// refused before any.
pub(super) fn sweep_run(request: &FigureRequest) -> FigureRun {
    match sweep_solves(request) {
        // The solves publish to the request's progress themselves.
        Ok(mut run) => Drawn::run(
            request,
            move |_, until| run.resume(until),
            |request, points| sweep_figure(request, &points),
        ),
        Err(e) => FigureRun::refused(e),
    }
}

/// The sweep's solves, one per bound of a range that can be run.
fn sweep_solves(request: &FigureRequest) -> Result<Solves, FigureError> {
    let SweepRange { from, to, step } = request.sweep;
    if step == 0 {
        return Err(SweepError::ZeroStep.into());
    }
    if from > to {
        return Err(SweepError::EmptyRange { from, to }.into());
    }
    if to > MAX_SWEEP_BOUND {
        return Err(SweepError::TooLarge { bound: to }.into());
    }
    let points_count = (to - from) / step + 1;
    if points_count > MAX_SWEEP_POINTS {
        return Err(FigureError::SweepBars {
            from,
            to,
            step,
            count: points_count,
        });
    }
    let rules = request.settings.rules;
    rules.validate().map_err(SolveError::from)?;
    let bounds = (from..=to).step_by(step as usize);
    Ok(SweepRun::new(
        &rules,
        bounds,
        request.shared_progress(),
        unseen,
    ))
}

/// The sweep's solves, against the request's progress; the points are read
/// from the answer.
type Solves = SweepRun<Arc<Progress>, fn(&SweepPoint)>;

fn unseen(_: &SweepPoint) {}

/// The sweep figure drawn from its points.
fn sweep_figure(request: &FigureRequest, points: &[SweepPoint]) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let SweepRange { from, to, step } = request.sweep;
    let rules = request.settings.rules;
    let admissible = admissible_bound(&MoveTable::new(&rules));
    let chart = sweep_chart(points, admissible, request.sweep, tr);
    let mut lines = vec![rules_line(tr, &rules), tr!(tr, "fig-sweep-method")];
    if let Some(back) = switches(points)
        .iter()
        .find(|s| s.kind() == SwitchKind::Regained)
    {
        lines.push(tr!(
            tr,
            "fig-sweep-regained",
            bad = count_arg(u64::from(back.below.bound)),
            good = count_arg(u64::from(back.above.bound))
        ));
    }
    let caption = Caption {
        title: sweep_title(tr, from, to, step, last_safe(points)),
        lines,
    };
    chart_figure("bound-sweep", &chart, &caption, request.look(), tr)
}

/// Calls per bound of a sweep over `range`, green where the optimum was kept
/// and red where it was lost, with the admissible bound and the paper's
/// bound marked.
#[must_use]
pub fn sweep_chart(points: &[SweepPoint], admissible: f64, range: SweepRange, tr: &Tr) -> Chart {
    let SweepRange { from, to, step } = range;
    let step = step.max(1);
    // Bars as wide as the closest two bounds allow (a bisection's bounds sit
    // closer than the step).
    let mut bounds: Vec<u32> = points.iter().map(|p| p.bound).collect();
    bounds.sort_unstable();
    let gap = bounds
        .windows(2)
        .map(|w| w[1] - w[0])
        .filter(|g| *g > 0)
        .min()
        .map_or(step, |g| g.min(step));
    let width = f64::from(gap) * 0.8;
    let bar = |p: &SweepPoint| Bar {
        x: f64::from(p.bound),
        base: 0.0,
        value: p.calls as f64,
        label: None,
        tooltip: tr!(
            tr,
            "fig-sweep-bar",
            bound = count_arg(u64::from(p.bound)),
            calls = count_arg(p.calls),
            units = units(tr, p.total_units)
        ),
    };
    let (good, bad): (Vec<&SweepPoint>, Vec<&SweepPoint>) = points.iter().partition(|p| p.optimal);
    let pad = f64::from(step);
    let mut markers = vec![Marker {
        x: admissible,
        ink: Ink::Admissible,
        dash: Dash::Solid,
        name: tr!(
            tr,
            "fig-legend-admissible",
            bound = bound_arg(admissible, tr.numbers())
        ),
    }];
    markers.push(Marker {
        x: f64::from(PAPER_BOUND),
        ink: Ink::PaperBound,
        dash: Dash::Dashed,
        // The paper's bound is a name (193), never grouped.
        name: tr!(
            tr,
            "fig-legend-paper-bound",
            bound = PAPER_BOUND.to_string()
        ),
    });
    let lo = f64::from(from).min(admissible).min(f64::from(PAPER_BOUND)) - pad;
    let hi = f64::from(to).max(f64::from(PAPER_BOUND)) + pad;
    // Ticks from the axis's own range, which the marked bounds widen beyond
    // the sweep's.
    let tick = nice_tick(hi - lo);
    Chart {
        x_axis: XAxis::Values {
            min: lo,
            max: hi,
            tick,
        },
        x_title: tr!(tr, "fig-sweep-x"),
        y_title: tr!(tr, "fig-calls-y"),
        y_format: YFormat::Count,
        series: vec![
            BarSeries {
                name: tr!(tr, "fig-legend-optimal"),
                ink: Ink::Optimal,
                width,
                bars: good.into_iter().map(bar).collect(),
            },
            BarSeries {
                name: tr!(tr, "fig-legend-not-optimal"),
                ink: Ink::NotOptimal,
                width,
                bars: bad.into_iter().map(bar).collect(),
            },
        ],
        markers,
    }
}

/// The sweep's title: the range and the last bound that kept the optimum.
fn sweep_title(tr: &Tr, from: u32, to: u32, step: u32, last_safe: Option<u32>) -> String {
    let n = |v: u32| count_arg(u64::from(v));
    let range = tr!(
        tr,
        "fig-sweep-range",
        from = n(from),
        to = n(to),
        step = n(step)
    );
    match last_safe {
        Some(b) => tr!(tr, "fig-sweep-title-kept", range = range, last = n(b)),
        None => tr!(tr, "fig-sweep-title-lost", range = range),
    }
}

/// `chart` with its calls on a log scale, so that a bound keeping the
/// optimum among losing ones (a few hundred thousand calls next to millions)
/// stands tall enough for its colour to show. Tooltips stay exact.
#[must_use]
pub fn with_log_calls(mut chart: Chart, tr: &Tr) -> Chart {
    for s in &mut chart.series {
        for b in &mut s.bars {
            b.value = (b.base + b.value).max(1.0).log10();
            b.base = 0.0;
        }
    }
    chart.y_format = YFormat::Log10;
    chart.y_title = tr!(tr, "fig-calls-log-y");
    chart
}
