//! Algorithms side by side as a figure: each method's effort as a bar on a
//! log scale, coloured by what its counter counts (calls, expansions,
//! states), with the exact count on the bar.

use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use crate::figures::request::{FigureError, FigureRequest, chart_figure};
use crate::figures::run::{FigureRun, Resumable};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg};
use crate::model::Tile;
use crate::render::{Bar, BarSeries, Caption, Chart, Figure, Ink, Look, XAxis, YFormat};
use crate::solver::{
    Bound, CompareInput, CompareProgress, CompareRun, CompareSettings, Comparison, EffortUnit,
    Method, PAPER_BOUND, Progress, SolveError,
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
/// deepening: seconds), one method after another, resumably.
pub(in crate::figures) fn compare_run(request: &FigureRequest) -> FigureRun {
    let settings = CompareSettings {
        rules: request.settings.rules,
        paper_bound: match request.settings.bound {
            Bound::PerTile(n) => n,
            _ => PAPER_BOUND,
        },
        ..CompareSettings::default()
    };
    match CompareInput::all_pieces(&settings) {
        Ok(input) => FigureRun::sliced(CompareNumbers::new(request, input)),
        Err(e) => FigureRun::refused(SolveError::from(e).into()),
    }
}

/// How long a comparison run without a deadline (on a thread) goes on
/// before the request's cancel and pause are read again: the comparison
/// has a progress of its own, one per method.
const RELAY: Duration = Duration::from_millis(50);

/// The comparison's numbers, searched one method after another
/// ([`CompareRun`]), then drawn. The request's progress is relayed between
/// slices: its cancel and pause reach the methods, and it shows the calls
/// (depth-first methods) and the expansions and states (the others) so far.
struct CompareNumbers {
    request: FigureRequest,
    settings: CompareSettings,
    run: CompareRun,
    methods: CompareProgress,
    progress: Arc<Progress>,
    /// The efforts of the methods finished: calls, their cuts, the rest.
    done: (u64, u64, u64),
}

impl CompareNumbers {
    fn new(request: &FigureRequest, input: CompareInput) -> CompareNumbers {
        CompareNumbers {
            request: request.clone(),
            settings: *input.settings(),
            run: CompareRun::new(input, &Method::ALL),
            methods: CompareProgress::default(),
            progress: request.shared_progress(),
            done: (0, 0, 0),
        }
    }

    /// The request's counters: the finished methods' efforts and the
    /// running one's so far.
    fn publish(&self) {
        let (mut calls, mut cut, mut other) = self.done;
        if let Some(m) = self.methods.current() {
            let live = self.methods.method(m).snapshot();
            match m.unit() {
                EffortUnit::Calls => (calls, cut) = (calls + live.calls, cut + live.prunes),
                _ => other += live.expanded,
            }
        }
        self.progress.publish(calls, cut, 0);
        self.progress.publish_expanded(other);
    }

    /// The figure from the finished comparison, the counters its rows'.
    fn draw(&self, c: &Comparison) -> Result<Figure, FigureError> {
        let fig = CompareFigure {
            bars: c
                .rows
                .iter()
                .map(|r| EffortBar {
                    method: r.method,
                    effort: r.effort,
                })
                .collect(),
            settings: self.settings,
            piece: None,
            optimum: c.optimum_units,
        };
        compare_figure(&fig, Tr::shared(self.request.lang), self.request.look())
    }
}

impl Resumable for CompareNumbers {
    fn resume(&mut self, until: Option<Instant>) -> Option<Result<Figure, FigureError>> {
        loop {
            if self.progress.is_cancelled() {
                self.methods.cancel();
            }
            let slice = until.unwrap_or_else(|| Instant::now() + RELAY);
            let done = &mut self.done;
            let answer =
                self.run
                    .resume(&self.methods, Some(slice), |row| match row.method.unit() {
                        EffortUnit::Calls => {
                            done.0 += row.effort;
                            done.1 += row.cut.unwrap_or(0);
                        }
                        _ => done.2 += row.effort,
                    });
            self.publish();
            match answer {
                Some(Ok(c)) => return Some(self.draw(&c)),
                Some(Err(cancelled)) => return Some(Err(SolveError::from(cancelled).into())),
                None if until.is_some() => return None,
                // On a thread: waits here while the request is paused.
                None => {
                    self.progress.checkpoint();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::Format;
    use crate::model::Problem;

    /// The comparison's numbers of one piece from tile 18 (every method in
    /// a fraction of a second), built in one go against a progress of its
    /// own: its SVG and the counters left on it.
    fn built(until: impl Fn() -> Option<Instant>) -> (Vec<u8>, (u64, u64, u64), u64) {
        let progress = Arc::new(Progress::default());
        let request = FigureRequest {
            progress: Some(Arc::clone(&progress)),
            ..FigureRequest::default()
        };
        let settings = CompareSettings::default();
        let problem = Problem::walked_in_sixes(&settings.rules, 3, 18);
        let input = CompareInput::problem(&settings, problem).expect("valid");
        let mut run = FigureRun::sliced(CompareNumbers::new(&request, input));
        let mut slices = 0;
        let figure = loop {
            slices += 1;
            if let Some(figure) = run.resume(until()) {
                break figure.expect("built");
            }
        };
        let svg = figure.encode(Format::Svg, 1.0).expect("encoded");
        let s = progress.snapshot();
        (svg, (s.calls, s.prunes, s.expanded), slices)
    }

    /// Cut at every check (a deadline already passed), the comparison's
    /// searches draw the figure of one go, with its counters.
    #[test]
    fn test_the_comparison_in_slices_draws_the_figure_of_one_go() {
        let (whole, counted, _) = built(|| None);
        let (sliced, sliced_counted, slices) = built(|| Some(Instant::now()));
        assert!(whole == sliced, "not the figure of one go");
        assert_eq!(sliced_counted, counted);
        assert!(counted.0 > 0 && counted.2 > 0, "{counted:?}");
        assert!(slices > 10, "{slices} slices");
    }
}
