//! The slides' charts, described as [`Chart`]s by
//! [`crate::figures::lesson_charts`] (which the lesson's PDF draws too)
//! from the engine's results and painted through the window's one chart
//! painter ([`chart_view`]), so they scale with the slide: the lengths of
//! every way home (Size), calls per bound (Bound), the rolls used (Answer)
//! and the hand's distance in the shortest, the quickest and an ordinary
//! game (Ordinary).

use egui::{Rect, Ui};

use super::board::palette;
use crate::app::chart_view;
use crate::figures::lesson_charts;
use crate::game::Game;
use crate::i18n::Tr;
use crate::render::Chart;
use crate::solver::GoalCount;
use crate::workspace::lesson::facts::OrdinaryFacts;
use crate::workspace::lesson::facts::SweepFacts;

/// Paints `chart` into `rect` (nothing if it cannot be laid out), its ticks
/// numbered in `tr`'s language and its smallest text `text` points, the
/// slide's scale: the chart is laid out at the rect's own size, not drawn at
/// the export's and shrunk. Hovering a bar shows its tooltip.
pub fn paint(ui: &Ui, chart: &Chart, rect: Rect, text: f32, tr: &Tr) {
    let id = ui.scope_id().with("slide_chart");
    chart_view::paint(ui, id, chart, rect, text, palette(ui), tr);
}

/// Size: how many ways home have each length, the shortest marked.
#[must_use]
pub fn lengths_chart(goal: &GoalCount, tr: &Tr) -> Chart {
    lesson_charts::lengths_chart(goal, tr)
}

/// Bound: calls per bound of the sweep (green where optimal), with the
/// admissible and the paper's bound and the slider's bound marked.
#[must_use]
pub fn bound_chart(sweep: &SweepFacts, admissible: f64, chosen: u32, tr: &Tr) -> Chart {
    lesson_charts::bound_chart(&sweep.plan, &sweep.findings, admissible, chosen, tr)
}

/// Bound, before Predict's answer is revealed: the same bars in one
/// colour, so they do not say which bounds keep the optimum (the marked
/// bounds stay).
#[must_use]
pub fn unjudged(mut chart: Chart, tr: &Tr) -> Chart {
    let mut bars: Vec<crate::render::Bar> = chart
        .series
        .iter_mut()
        .flat_map(|s| std::mem::take(&mut s.bars))
        // A bar's hover text names the total it found: not yet either.
        .map(|b| crate::render::Bar {
            tooltip: String::new(),
            ..b
        })
        .collect();
    bars.sort_by(|a, b| a.x.total_cmp(&b.x));
    let width = chart.series.first().map_or(1.0, |s| s.width);
    chart.series = vec![crate::render::BarSeries {
        name: crate::tr!(tr, "lesson-bound-calls"),
        ink: crate::render::Ink::Bars,
        width,
        bars,
    }];
    chart
}

/// Bound: the chart's legend with the marked bounds' short names.
#[must_use]
pub fn bound_legend(chart: &Chart, tr: &Tr) -> Vec<crate::render::LegendEntry> {
    lesson_charts::bound_legend(chart, tr)
}

/// Answer: how often each roll 1..=6 is used.
#[must_use]
pub fn rolls_chart(solution: &crate::solver::Solution, tr: &Tr) -> Chart {
    crate::figures::rolls_chart(solution, tr)
}

/// Ordinary: the hand's distance in the shortest and the quickest game, for
/// the best player with a fair die and in an ordinary game (both on average),
/// and in the game just played.
#[must_use]
pub fn ordinary_chart(facts: &OrdinaryFacts, played: Option<&Game>, tr: &Tr) -> Chart {
    lesson_charts::ordinary_chart(&facts.play, facts.fair_units, played, tr)
}

#[cfg(test)]
mod tests {
    use egui::{pos2, vec2};

    use super::*;
    use crate::app::figure_paint::FigureTransform;
    use crate::app::slide_layout::{SMALL_SCALE, SlideLayout, body_size};
    use crate::i18n::Lang;
    use crate::i18n::words::tick_words;
    use crate::render::nice_tick;
    use crate::render::plot::{self, ChartSize};
    use crate::render::{Bar, BarSeries, Drawing, Ink, Palette, Shape, XAxis, YFormat};
    use crate::tr;

    /// The smallest text `d` shows on screen when painted into `rect`.
    fn smallest_on_screen(d: &Drawing, rect: Rect) -> f32 {
        let scale = FigureTransform::fit(d.width, d.height, rect).scale;
        d.items
            .iter()
            .filter_map(|i| match &i.shape {
                Shape::Text(t) => Some(t.size * scale),
                _ => None,
            })
            .fold(f32::INFINITY, f32::min)
    }

    #[test]
    fn test_the_unjudged_bound_chart_keeps_every_bar_in_one_colour() {
        let tr = Tr::shared(crate::i18n::Lang::En);
        let bar = |x: f64| Bar {
            x,
            base: 0.0,
            value: x * 10.0,
            label: None,
            tooltip: format!("bound {x}: 83,047\u{a0}units"),
        };
        let series = |ink, xs: &[f64]| BarSeries {
            name: format!("{ink:?}"),
            ink,
            width: 0.8,
            bars: xs.iter().map(|x| bar(*x)).collect(),
        };
        let judged = Chart {
            x_axis: XAxis::Values {
                min: 200.0,
                max: 260.0,
                tick: 20.0,
            },
            x_title: String::new(),
            y_title: String::new(),
            y_format: YFormat::Count,
            series: vec![
                series(Ink::Optimal, &[220.0, 225.0]),
                series(Ink::NotOptimal, &[230.0, 221.0]),
            ],
            markers: Vec::new(),
        };
        let plain = unjudged(judged, tr);
        assert_eq!(plain.series.len(), 1, "one series: no kept or lost");
        let s = &plain.series[0];
        assert_eq!(s.ink, Ink::Bars);
        let xs: Vec<f64> = s.bars.iter().map(|b| b.x).collect();
        assert_eq!(xs, [220.0, 221.0, 225.0, 230.0]);
        assert!(s.bars.iter().all(|b| b.tooltip.is_empty()), "no totals");
    }

    /// On a 1024 × 768 projector the charts' ticks, titles and bar labels are
    /// set at least at the slide's small print (its body × `SMALL_SCALE`),
    /// in both languages.
    #[test]
    fn test_charts_follow_the_slides_text_scale() {
        let area = Rect::from_min_size(pos2(0.0, 40.0), vec2(1024.0, 768.0 - 40.0));
        let body = body_size(area.size());
        let live = SlideLayout::new(area, body).live;
        let small = body * SMALL_SCALE;
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            let bars = Chart {
                x_axis: XAxis::Values {
                    min: 150.0,
                    max: 350.0,
                    tick: nice_tick(200.0),
                },
                x_title: tr!(tr, "fig-sweep-x"),
                y_title: tr!(tr, "fig-calls-y"),
                y_format: YFormat::Count,
                series: vec![BarSeries {
                    name: String::new(),
                    ink: Ink::Optimal,
                    width: 1.0,
                    bars: (220..=350)
                        .map(|b| Bar {
                            x: f64::from(b),
                            base: 0.0,
                            value: 1e5 + f64::from(b),
                            label: Some(b.to_string()),
                            tooltip: String::new(),
                        })
                        .collect(),
                }],
                markers: Vec::new(),
            };
            // As the slide lays it out (chart_view::paint).
            let size = ChartSize::with_text(live.width(), live.height(), small);
            let d = plot::chart_drawing_sized(&bars, Palette::light(), &tick_words(tr), size)
                .expect("laid out");
            let shown = smallest_on_screen(&d, live);
            assert!(
                shown >= small - 0.01,
                "{lang:?}: smallest chart text {shown} px, slide's small print {small} px"
            );
            // The export's chart, shrunk into the same rect, was far smaller.
            let export =
                plot::chart_drawing(&bars, Palette::light(), &tick_words(tr)).expect("laid out");
            assert!(smallest_on_screen(&export, live) < small * 0.8);
        }
    }
}
