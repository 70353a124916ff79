//! The lesson's charts, described as [`Chart`]s from the engine's results:
//! the lengths of every way home (Size), calls per bound (Bound), the rolls
//! used (Answer) and the hand's distance in the shortest, the quickest and
//! an ordinary game (Ordinary). The window paints them at the slide's size
//! and the lesson's PDF draws them on its pages, so both show one chart.

use super::request::SweepRange;
use super::sweep_figure::{sweep_chart, with_log_calls};
use crate::game::{Game, RandomPlay};
use crate::i18n::{Tr, bound_arg};
use crate::render::nice_tick;
use crate::render::{Bar, BarSeries, Chart, Dash, Ink, LegendEntry, Marker, XAxis, YFormat};
use crate::solver::{Findings, GoalCount, SweepPlan};
use crate::tr;

/// Bins of the lengths histogram.
const LENGTH_BINS: usize = 40;
/// Width of the bound chart's bars, in units per tile.
const PROBE_BAR: f64 = 1.6;
/// Bar width as a share of its slot.
const BAR_SHARE: f64 = 0.8;

/// Size: how many ways home have each length, the shortest marked.
#[must_use]
pub fn lengths_chart(goal: &GoalCount, tr: &Tr) -> Chart {
    let bins = goal.bins(LENGTH_BINS);
    let (lo, hi) = match (bins.first(), bins.last()) {
        (Some(a), Some(b)) => (a.from, b.to),
        _ => (0.0, 1.0),
    };
    let width = (hi - lo) / LENGTH_BINS as f64 * BAR_SHARE;
    let bars = bins
        .iter()
        .map(|b| Bar {
            x: (b.from + b.to) / 2.0,
            base: 0.0,
            value: b.sequences as f64,
            label: None,
            tooltip: tr
                .numbers()
                .count(u64::try_from(b.sequences).unwrap_or(u64::MAX)),
        })
        .collect();
    let markers = goal
        .optimum()
        .map(|o| Marker {
            x: o.units,
            ink: Ink::Optimal,
            dash: Dash::Solid,
            name: tr!(tr, "lesson-size-marker"),
        })
        .into_iter()
        .collect();
    Chart {
        x_axis: XAxis::Values {
            min: lo,
            max: hi,
            tick: nice_tick(hi - lo),
        },
        x_title: tr!(tr, "lesson-size-x"),
        y_title: tr!(tr, "lesson-size-y"),
        y_format: YFormat::Count,
        series: vec![BarSeries {
            name: tr!(tr, "lesson-size-y"),
            ink: Ink::Bars,
            width,
            bars,
        }],
        markers,
    }
}

/// Bound: calls per bound of the sweep (green where optimal), with the
/// admissible and the paper's bound and the slider's bound marked.
#[must_use]
pub fn bound_chart(
    plan: &SweepPlan,
    findings: &Findings,
    admissible: f64,
    chosen: u32,
    tr: &Tr,
) -> Chart {
    let range = SweepRange {
        from: plan.first(),
        to: plan.last(),
        step: plan.step(),
    };
    // Every bound solved, the bisections' too, green where it kept the
    // optimum: the islands show.
    let mut chart = with_log_calls(sweep_chart(&findings.solved, admissible, range, tr), tr);
    // Bounds sit one unit apart: bars narrow enough for them.
    for s in &mut chart.series {
        s.width = PROBE_BAR;
    }
    // The chosen bound on the admissible or the paper's line would hide
    // that line under its own: one line then, its name saying both.
    let on = chart
        .markers
        .iter()
        .position(|m| (m.x - f64::from(chosen)).abs() < 0.5)
        .map(|i| chart.markers.remove(i).ink);
    let name = match on {
        Some(Ink::PaperBound) => tr!(tr, "lesson-bound-marker-paper", bound = chosen),
        Some(Ink::Admissible) => tr!(tr, "lesson-bound-marker-admissible", bound = chosen),
        _ => tr!(tr, "lesson-bound-marker", bound = chosen),
    };
    chart.markers.push(Marker {
        x: f64::from(chosen),
        ink: Ink::Branch,
        dash: Dash::Dashed,
        name,
    });
    chart
}

/// The Bound chart's legend, short enough to stand in rows below the chart
/// on a projector: the bars' two entries as in the export, the marked
/// bounds by their short names and numbers (the export's legend says why
/// each is where it is; the slide's text says it too).
#[must_use]
pub fn bound_legend(chart: &Chart, tr: &Tr) -> Vec<LegendEntry> {
    let mut legend = chart.legend();
    let markers = legend.len() - chart.markers.len();
    for (entry, m) in legend[markers..].iter_mut().zip(&chart.markers) {
        let bound = bound_arg(m.x, tr.numbers());
        match m.ink {
            Ink::Admissible => {
                entry.label = tr!(tr, "lesson-bound-legend-admissible", bound = bound)
            }
            Ink::PaperBound => entry.label = tr!(tr, "lesson-bound-legend-paper", bound = bound),
            _ => {}
        }
    }
    legend
}

/// Answer: how often each roll 1..=6 is used.
#[must_use]
pub fn rolls_chart(solution: &crate::solver::Solution, tr: &Tr) -> Chart {
    super::chart_figures::rolls_chart(solution, tr)
}

/// The Ordinary chart's bar of the shortest game (framed, see
/// [`crate::render::cues::fill_of`]).
const SHORTEST_INK: Ink = Ink::Optimal;
/// Its bar of the quickest game: far darker or lighter than the shortest's
/// in every printed palette, so that the two read apart in greyscale.
const QUICKEST_INK: Ink = Ink::Admissible;

/// Ordinary: the hand's distance in the shortest and the quickest game, for
/// the best player with a fair die and in an ordinary game (both on average),
/// and in the game just played.
#[must_use]
pub fn ordinary_chart(play: &RandomPlay, fair_units: f64, played: Option<&Game>, tr: &Tr) -> Chart {
    let mut rows = vec![
        (
            tr!(tr, "lesson-ordinary-shortest-bar"),
            play.shortest.game.total,
            SHORTEST_INK,
        ),
        (
            tr!(tr, "lesson-ordinary-quickest-bar"),
            play.quickest.game.total,
            QUICKEST_INK,
        ),
        (tr!(tr, "lesson-ordinary-fair-bar"), fair_units, Ink::Bars),
        (
            tr!(tr, "lesson-ordinary-mean-bar"),
            play.expectation.units,
            Ink::NotOptimal,
        ),
    ];
    if let Some(g) = played {
        rows.push((tr!(tr, "lesson-ordinary-played-bar"), g.total, Ink::Branch));
    }
    let series = rows
        .iter()
        .enumerate()
        .map(|(i, (name, units, ink))| BarSeries {
            name: name.clone(),
            ink: *ink,
            width: BAR_SHARE,
            bars: vec![Bar {
                x: i as f64,
                base: 0.0,
                value: *units,
                label: Some(tr.numbers().whole(*units)),
                tooltip: tr.numbers().units(*units),
            }],
        })
        .collect();
    Chart {
        x_axis: XAxis::Categories(rows.into_iter().map(|(n, _, _)| n).collect()),
        x_title: String::new(),
        y_title: tr!(tr, "lesson-ordinary-axis"),
        y_format: YFormat::Integer,
        series,
        markers: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::render::{Look, Scheme, Theme};

    /// The smallest CIELAB lightness difference between the shortest and
    /// the quickest game's bars on paper (light theme, every scheme): 20 is
    /// two clearly different greys.
    const PRINTED_APART: f64 = 20.0;

    /// In greyscale print the Ordinary slide's "shortest" and "quickest"
    /// bars differ in lightness (measured in CIELAB L*) in every scheme.
    #[test]
    fn test_shortest_and_quickest_bars_differ_in_greyscale() {
        for scheme in Scheme::ALL {
            let p = Look::new(Theme::Light, scheme).palette();
            let apart = (p.ink(SHORTEST_INK).lab()[0] - p.ink(QUICKEST_INK).lab()[0]).abs();
            assert!(apart >= PRINTED_APART, "{scheme:?}: L* apart {apart:.1}");
        }
    }

    /// The chosen bound on the paper's (or the admissible) line is one
    /// line with one name saying both, not two lines drawn one over the
    /// other with two legend entries.
    #[test]
    fn test_the_chosen_bound_on_a_marked_line_is_one_line() {
        let plan = SweepPlan::new(150, 250, 10).expect("a plan");
        let findings = Findings {
            solved: Vec::new(),
            probes: Vec::new(),
            switches: Vec::new(),
            first_lost: None,
            admissible: 170.0,
        };
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            for (chosen, lines) in [(193, 2), (170, 2), (200, 3)] {
                let chart = bound_chart(&plan, &findings, 170.0, chosen, tr);
                let mut xs: Vec<i64> = chart.markers.iter().map(|m| m.x.round() as i64).collect();
                assert_eq!(xs.len(), lines, "{lang} {chosen}");
                xs.sort_unstable();
                xs.dedup();
                assert_eq!(xs.len(), lines, "{lang} {chosen}: two lines at one bound");
                let legend = bound_legend(&chart, tr);
                let naming = legend
                    .iter()
                    .filter(|e| e.label.contains(&chosen.to_string()));
                assert_eq!(naming.count(), 1, "{lang} {chosen}: {legend:?}");
            }
            let at_paper = bound_chart(&plan, &findings, 170.0, 193, tr);
            let chosen = at_paper.markers.iter().find(|m| m.ink == Ink::Branch);
            let paper = tr!(tr, "lesson-bound-marker-paper", bound = 193);
            assert_eq!(chosen.map(|m| m.name.clone()), Some(paper));
        }
    }

    /// The slide's legend keeps every entry and its picture, and names the
    /// marked bounds by their numbers in fewer words than the export's.
    #[test]
    fn test_the_bound_legend_is_short_and_complete() {
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            let marker = |x: f64, ink: Ink, name: &str| Marker {
                x,
                ink,
                dash: Dash::Dashed,
                name: name.into(),
            };
            let chart = Chart {
                x_axis: XAxis::Values {
                    min: 150.0,
                    max: 350.0,
                    tick: 50.0,
                },
                x_title: String::new(),
                y_title: String::new(),
                y_format: YFormat::Count,
                series: Vec::new(),
                markers: vec![
                    marker(
                        170.0,
                        Ink::Admissible,
                        &tr!(tr, "fig-legend-admissible", bound = "170"),
                    ),
                    marker(
                        193.0,
                        Ink::PaperBound,
                        &tr!(tr, "fig-legend-paper-bound", bound = "193"),
                    ),
                    marker(230.0, Ink::Branch, "chosen"),
                ],
            };
            let long = chart.legend();
            let short = bound_legend(&chart, tr);
            assert_eq!(short.len(), long.len());
            for (s, l) in short.iter().zip(&long) {
                assert_eq!(s.swatch, l.swatch);
                assert!(s.label.chars().count() <= l.label.chars().count());
            }
            assert!(short[0].label.contains("170") && short[0].label.len() < long[0].label.len());
            assert!(short[1].label.contains("193") && short[1].label.len() < long[1].label.len());
        }
    }
}
