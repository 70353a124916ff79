//! A chart as data, without egui or plotters: bars (stackable, with value
//! labels), vertical markers, axis titles and the legend they imply. The
//! renderer lays it out with plotters ([`super::plot`]) for the export and
//! for the window alike.

use super::ink::Ink;
use super::scene::{LegendEntry, Swatch};
use super::shape::Dash;
use crate::format::Ticks;

/// The most labelled ticks a value axis gets.
pub const MAX_X_TICKS: usize = 50;
/// How close to a whole number a log-scale tick must be to get a label.
const LOG_TICK_TOLERANCE: f64 = 1e-6;

/// A tick distance giving about eight labels over `span`: 1, 2, 5 × 10ⁿ
/// (for [`XAxis::Values`]).
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

/// What the x axis shows.
#[derive(Clone, Debug, PartialEq)]
pub enum XAxis {
    /// Named categories at x = 0, 1, 2, …
    Categories(Vec<String>),
    /// Numbers from `min` to `max`, a labelled tick every `tick`.
    Values {
        /// Left end.
        min: f64,
        /// Right end.
        max: f64,
        /// Distance between labelled ticks.
        tick: f64,
    },
}

/// How the y axis labels its ticks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum YFormat {
    /// Whole numbers, grouped ("1,200").
    #[default]
    Integer,
    /// Compact counts ("12 M", "450 k").
    Count,
    /// A logarithmic scale: bar values are log₁₀ of counts, and each whole
    /// tick `k` is written as the count 10^k ("1 k", "1 M"); ticks between
    /// powers of ten are left unlabelled.
    Log10,
}

/// One bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// Centre on the x axis (a category index or a value).
    pub x: f64,
    /// Where the bar starts (0, or the top of the bar it stacks on).
    pub base: f64,
    /// Its height.
    pub value: f64,
    /// A label drawn above the bar, if any.
    pub label: Option<String>,
    /// Hover text (the window's tooltip, the SVG `<title>`).
    pub tooltip: String,
}

/// Bars of one colour and legend entry.
#[derive(Clone, Debug, PartialEq)]
pub struct BarSeries {
    /// Legend label.
    pub name: String,
    /// Colour.
    pub ink: Ink,
    /// Width of each bar in x units.
    pub width: f64,
    /// The bars.
    pub bars: Vec<Bar>,
}

/// A vertical line at an x value.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    /// Where.
    pub x: f64,
    /// Colour.
    pub ink: Ink,
    /// Its pattern: each marker of a chart has its own
    /// ([`Chart::markers_told_apart`]), since their colours may look alike.
    pub dash: Dash,
    /// Legend label.
    pub name: String,
}

/// A whole chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// The x axis.
    pub x_axis: XAxis,
    /// Its title.
    pub x_title: String,
    /// The y axis title.
    pub y_title: String,
    /// How y ticks are written.
    pub y_format: YFormat,
    /// Bar series, drawn in order.
    pub series: Vec<BarSeries>,
    /// Vertical markers, drawn over the bars.
    pub markers: Vec<Marker>,
}

impl Chart {
    /// Does every marker have a pattern of its own, so that a reader matches
    /// each line to its legend entry in greyscale too?
    #[must_use]
    pub fn markers_told_apart(&self) -> bool {
        self.markers
            .iter()
            .enumerate()
            .all(|(i, m)| self.markers[..i].iter().all(|n| n.dash != m.dash))
    }

    /// The x range shown: categories get half a slot of room on each side.
    #[must_use]
    pub fn x_range(&self) -> (f64, f64) {
        match &self.x_axis {
            XAxis::Categories(c) => (-0.5, c.len() as f64 - 0.5),
            XAxis::Values { min, max, .. } => (*min, *max),
        }
    }

    /// The distance between labelled x ticks on a value axis: `tick`, made
    /// a whole multiple larger when it would give more than
    /// [`MAX_X_TICKS`] ticks (a tick far too fine for the axis's range never
    /// makes billions of them). 1 for categories.
    #[must_use]
    pub fn x_tick_step(&self) -> f64 {
        match &self.x_axis {
            XAxis::Categories(_) => 1.0,
            XAxis::Values { min, max, tick } => {
                let tick = if tick.is_finite() && *tick > 0.0 {
                    *tick
                } else {
                    1.0
                };
                let ticks = ((max - min) / tick).abs();
                if ticks.is_finite() && ticks > MAX_X_TICKS as f64 {
                    tick * (ticks / MAX_X_TICKS as f64).ceil()
                } else {
                    tick
                }
            }
        }
    }

    /// The x positions that get a tick and a label: each category, or every
    /// [`Chart::x_tick_step`] on a value axis (at most [`MAX_X_TICKS`] + 1).
    #[must_use]
    pub fn x_ticks(&self) -> Vec<f64> {
        match &self.x_axis {
            XAxis::Categories(c) => (0..c.len()).map(|i| i as f64).collect(),
            XAxis::Values { min, max, .. } => {
                if !(min.is_finite() && max.is_finite()) {
                    return Vec::new();
                }
                let tick = self.x_tick_step();
                let first = (min / tick).ceil() as i64;
                let last = (max / tick).floor() as i64;
                (first..=last)
                    .take(MAX_X_TICKS + 1)
                    .map(|k| k as f64 * tick)
                    .collect()
            }
        }
    }

    /// The label of the x tick at `x` (empty between categories).
    #[must_use]
    pub fn x_label(&self, x: f64, ticks: &Ticks) -> String {
        match &self.x_axis {
            XAxis::Categories(c) => {
                let i = x.round();
                if (x - i).abs() < 1e-6 && i >= 0.0 {
                    c.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            }
            XAxis::Values { .. } => ticks.number(x),
        }
    }

    /// The label of a y tick.
    #[must_use]
    pub fn y_label(&self, y: f64, ticks: &Ticks) -> String {
        match self.y_format {
            YFormat::Integer => ticks.number(y),
            YFormat::Count => ticks.count(y),
            YFormat::Log10 if (y - y.round()).abs() < LOG_TICK_TOLERANCE => {
                ticks.count(10f64.powf(y.round()))
            }
            YFormat::Log10 => String::new(),
        }
    }

    /// The top of the y axis: the tallest stack, plus room for bar labels.
    #[must_use]
    pub fn y_max(&self) -> f64 {
        let top = self
            .series
            .iter()
            .flat_map(|s| &s.bars)
            .map(|b| b.base + b.value)
            .filter(|v| v.is_finite())
            .fold(0.0, f64::max);
        if top > 0.0 { top * 1.12 } else { 1.0 }
    }

    /// The bar at chart value (`x`, `y`), with its series: the column
    /// nearest `x` that holds it or lies within `reach` of it (thin bars are
    /// found from beside them), and of its bars the one holding `y` (stacked
    /// bars share a column), else the tallest (so a bar too short to point
    /// at is found from above it).
    #[must_use]
    pub fn bar_at(&self, x: f64, y: f64, reach: f64) -> Option<(&BarSeries, &Bar)> {
        let off = |s: &BarSeries, b: &Bar| ((x - b.x).abs() - s.width / 2.0).max(0.0);
        let all = self
            .series
            .iter()
            .flat_map(|s| s.bars.iter().map(move |b| (s, b)));
        let (_, nearest) = all
            .clone()
            .filter(|(s, b)| off(s, b) <= reach)
            .min_by(|a, b| off(a.0, a.1).total_cmp(&off(b.0, b.1)))?;
        let column: Vec<(&BarSeries, &Bar)> = all.filter(|(_, b)| b.x == nearest.x).collect();
        let top = |b: &Bar| b.base + b.value;
        column
            .iter()
            .find(|(_, b)| (b.base..=top(b)).contains(&y))
            .or_else(|| column.iter().max_by(|a, b| top(a.1).total_cmp(&top(b.1))))
            .copied()
    }

    /// The legend: one entry per series, then one per marker.
    #[must_use]
    pub fn legend(&self) -> Vec<LegendEntry> {
        self.series
            .iter()
            .filter(|s| !s.bars.is_empty())
            .map(|s| LegendEntry::new(Swatch::Bar(s.ink), s.name.clone()))
            .chain(
                self.markers
                    .iter()
                    .map(|m| LegendEntry::new(Swatch::Marker(m.ink, m.dash), m.name.clone())),
            )
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_ranges_and_legend() {
        let chart = Chart {
            x_axis: XAxis::Categories(vec!["1".into(), "2".into()]),
            x_title: "x".into(),
            y_title: "y".into(),
            y_format: YFormat::Integer,
            series: vec![BarSeries {
                name: "s".into(),
                ink: Ink::Bars,
                width: 0.6,
                bars: vec![Bar {
                    x: 0.0,
                    base: 10.0,
                    value: 40.0,
                    label: None,
                    tooltip: String::new(),
                }],
            }],
            markers: vec![Marker {
                x: 1.0,
                ink: Ink::PaperBound,
                dash: Dash::Dashed,
                name: "m".into(),
            }],
        };
        assert_eq!(chart.x_range(), (-0.5, 1.5));
        assert_eq!(chart.x_ticks(), [0.0, 1.0]);
        let en = &Ticks::english();
        assert_eq!(chart.x_label(1.0, en), "2");
        assert_eq!(chart.x_label(0.5, en), "");
        let values = Chart {
            x_axis: XAxis::Values {
                min: 150.0,
                max: 270.0,
                tick: 20.0,
            },
            ..chart.clone()
        };
        assert_eq!(values.x_ticks(), [160.0, 180.0, 200.0, 220.0, 240.0, 260.0]);
        assert_eq!(values.x_label(1_000.0, en), "1,000");
        assert!((chart.y_max() - 56.0).abs() < 1e-9);
        let log = Chart {
            y_format: YFormat::Log10,
            ..chart.clone()
        };
        assert_eq!(log.y_label(6.0, en), "1\u{a0}M");
        assert_eq!(log.y_label(3.0, en), "1\u{a0}k");
        assert_eq!(log.y_label(0.5, en), "");
        let legend: Vec<String> = chart.legend().into_iter().map(|e| e.label).collect();
        assert_eq!(legend, ["s", "m"]);
    }

    #[test]
    fn test_nice_ticks() {
        assert_eq!(nice_tick(100.0), 20.0);
        assert_eq!(nice_tick(40.0), 5.0);
        assert_eq!(nice_tick(3.0), 1.0);
    }

    #[test]
    fn test_a_tick_too_fine_for_the_axis_gives_few_ticks() {
        let chart = Chart {
            x_axis: XAxis::Values {
                min: 165.0,
                max: 4_294_967_296.0,
                tick: 1.0,
            },
            x_title: String::new(),
            y_title: String::new(),
            y_format: YFormat::Count,
            series: Vec::new(),
            markers: Vec::new(),
        };
        let ticks = chart.x_ticks();
        assert!(ticks.len() <= MAX_X_TICKS + 1, "{}", ticks.len());
        assert!(ticks.len() >= MAX_X_TICKS / 2, "{}", ticks.len());
        let step = chart.x_tick_step();
        assert!(ticks.windows(2).all(|w| (w[1] - w[0] - step).abs() < 1e-6));
        let broken = Chart {
            x_axis: XAxis::Values {
                min: f64::NAN,
                max: f64::INFINITY,
                tick: 0.0,
            },
            ..chart
        };
        assert!(broken.x_ticks().is_empty());
    }
}
