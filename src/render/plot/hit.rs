//! The hover hit test of a laid-out chart: a point of its drawing maps back
//! to the chart's values and to the marker or bar under it, whose tooltip
//! the window shows (the same text the SVG's `<title>` carries).

use super::super::chart::{Bar, BarSeries, Chart, Marker};
use super::super::drawing::Drawing;
use super::super::points::{Pt, Rect};

/// How near a marker line the pointer must be to name it, in drawing
/// pixels on either side (the line itself is thinner than a pointer's aim).
const MARKER_REACH: f32 = 4.0;
/// How near a bar's side the pointer may be to name it, in drawing pixels
/// (a sweep's bars are a few pixels wide).
const BAR_REACH: f32 = 4.0;

/// A chart laid out as a drawing, with where its plotting area lies.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartLayout {
    /// The chart's drawing (items at the origin).
    pub drawing: Drawing,
    /// The plotting area: the x range from left to right, 0 at the bottom
    /// and the y axis's top at the top.
    pub(super) area: Rect,
    /// The x range shown.
    pub(super) x: (f64, f64),
    /// The top of the y axis.
    pub(super) y_max: f64,
}

/// What lies under a point of a chart: a marker or a bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartHit<'c> {
    /// Its hover text: the bar's tooltip or the marker's name.
    pub tooltip: &'c str,
    /// Its outline in the drawing (a marker's: a strip around its line).
    pub outline: Rect,
}

impl ChartLayout {
    /// The plotting area in the drawing.
    #[must_use]
    pub fn area(&self) -> Rect {
        self.area
    }

    /// The chart value (x, y) at drawing point `p`, if `p` lies in the
    /// plotting area.
    #[must_use]
    pub fn value_at(&self, p: Pt) -> Option<(f64, f64)> {
        let Rect { min, max } = self.area;
        let inside = (min.x..=max.x).contains(&p.x) && (min.y..=max.y).contains(&p.y);
        if !inside || max.x <= min.x || max.y <= min.y {
            return None;
        }
        let fx = f64::from((p.x - min.x) / (max.x - min.x));
        let fy = f64::from((max.y - p.y) / (max.y - min.y));
        Some((self.x.0 + fx * (self.x.1 - self.x.0), fy * self.y_max))
    }

    /// The drawing point of chart value (`x`, `y`).
    #[must_use]
    pub fn point_of(&self, x: f64, y: f64) -> Pt {
        let Rect { min, max } = self.area;
        let span = self.x.1 - self.x.0;
        let fx = if span > 0.0 {
            (x - self.x.0) / span
        } else {
            0.0
        };
        let fy = if self.y_max > 0.0 {
            y / self.y_max
        } else {
            0.0
        };
        Pt::new(
            min.x + fx as f32 * (max.x - min.x),
            max.y - fy as f32 * (max.y - min.y),
        )
    }

    /// The marker or bar of `chart` (the chart this was laid out from) at
    /// drawing point `p`: a marker within [`MARKER_REACH`] of its line
    /// first (markers lie over the bars), else the bar whose column holds
    /// the point or lies within [`BAR_REACH`] of it ([`Chart::bar_at`]).
    #[must_use]
    pub fn hit<'c>(&self, chart: &'c Chart, p: Pt) -> Option<ChartHit<'c>> {
        let (x, y) = self.value_at(p)?;
        let near = chart
            .markers
            .iter()
            .map(|m| (m, (self.point_of(m.x, 0.0).x - p.x).abs()))
            .filter(|(_, d)| *d <= MARKER_REACH)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((m, _)) = near {
            return Some(self.marker_hit(m));
        }
        let per_pixel = (self.x.1 - self.x.0) / f64::from(self.area.width().max(1.0));
        chart
            .bar_at(x, y, f64::from(BAR_REACH) * per_pixel)
            .map(|(series, bar)| self.bar_hit(series, bar))
    }

    fn marker_hit<'c>(&self, m: &'c Marker) -> ChartHit<'c> {
        let at = self.point_of(m.x, 0.0).x;
        ChartHit {
            tooltip: &m.name,
            outline: Rect {
                min: Pt::new(at - MARKER_REACH, self.area.min.y),
                max: Pt::new(at + MARKER_REACH, self.area.max.y),
            },
        }
    }

    fn bar_hit<'c>(&self, series: &BarSeries, bar: &'c Bar) -> ChartHit<'c> {
        let half = series.width / 2.0;
        ChartHit {
            tooltip: &bar.tooltip,
            outline: Rect {
                min: self.point_of(bar.x - half, bar.base + bar.value),
                max: self.point_of(bar.x + half, bar.base),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{ChartSize, chart_layout};
    use super::*;
    use crate::format::Ticks;
    use crate::render::{Dash, Ink, Palette, Shape, XAxis, YFormat};

    fn bar(x: f64, base: f64, value: f64, tooltip: &str) -> Bar {
        Bar {
            x,
            base,
            value,
            label: None,
            tooltip: tooltip.into(),
        }
    }

    /// Two columns (the first stacked, the second a sliver) and a marker
    /// between them.
    fn chart() -> Chart {
        Chart {
            x_axis: XAxis::Categories(vec!["a".into(), "b".into()]),
            x_title: "x".into(),
            y_title: "y".into(),
            y_format: YFormat::Integer,
            series: vec![
                BarSeries {
                    name: "low".into(),
                    ink: Ink::Bars,
                    width: 0.6,
                    bars: vec![bar(0.0, 0.0, 40.0, "a low"), bar(1.0, 0.0, 1.0, "b low")],
                },
                BarSeries {
                    name: "high".into(),
                    ink: Ink::Pruned,
                    width: 0.6,
                    bars: vec![bar(0.0, 40.0, 60.0, "a high")],
                },
            ],
            markers: vec![Marker {
                x: 0.5,
                ink: Ink::PaperBound,
                dash: Dash::Dashed,
                name: "the mark".into(),
            }],
        }
    }

    /// The rectangle the drawing fills for the bar whose tooltip is `name`.
    fn drawn_rect(layout: &ChartLayout, name: &str) -> Rect {
        layout
            .drawing
            .items
            .iter()
            .find_map(|i| match (&i.shape, i.tooltip.as_deref()) {
                (Shape::Rect { rect, .. }, Some(t)) if t == name => Some(*rect),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{name} not drawn"))
    }

    /// Every drawn bar is found under its own middle, with the outline it
    /// was drawn with; a sliver of a bar is found from above it; the marker
    /// from a few pixels beside its line; nothing outside the plotting area.
    #[test]
    fn test_the_pointer_finds_the_bar_or_marker_drawn_under_it() {
        let chart = chart();
        let ticks = Ticks::english();
        let size = ChartSize::with_text(500.0, 300.0, 14.0);
        let layout = chart_layout(&chart, Palette::light(), &ticks, size).expect("laid out");
        for name in ["a low", "a high", "b low"] {
            let drawn = drawn_rect(&layout, name);
            let hit = layout.hit(&chart, drawn.centre()).expect("a bar");
            assert_eq!(hit.tooltip, name);
            for (a, b) in [(hit.outline.min, drawn.min), (hit.outline.max, drawn.max)] {
                assert!(
                    (a.x - b.x).abs() <= 1.0 && (a.y - b.y).abs() <= 1.0,
                    "{name}"
                );
            }
        }
        // Above the sliver, in its column.
        let sliver = drawn_rect(&layout, "b low");
        let above = Pt::new(sliver.centre().x, layout.area().min.y + 2.0);
        assert_eq!(layout.hit(&chart, above).map(|h| h.tooltip), Some("b low"));
        // Beside the marker's line, between the columns.
        let line = layout.point_of(0.5, 0.0).x;
        let mid = layout.area().centre().y;
        let marker = layout.hit(&chart, Pt::new(line + 3.0, mid));
        assert_eq!(marker.map(|h| h.tooltip), Some("the mark"));
        // Just beside a bar: that bar; between the columns, away from the
        // bars and the marker: nothing.
        let a = drawn_rect(&layout, "a low");
        let beside = Pt::new(a.max.x + 2.0, a.centre().y);
        assert_eq!(layout.hit(&chart, beside).map(|h| h.tooltip), Some("a low"));
        let gap = layout.point_of(0.35, 0.0).x;
        assert_eq!(layout.hit(&chart, Pt::new(gap, mid)), None);
        // Outside the plotting area (over the tick labels): nothing.
        let below = Pt::new(sliver.centre().x, layout.area().max.y + 5.0);
        assert_eq!(layout.hit(&chart, below), None);
        // The mapping round-trips.
        let (x, y) = layout
            .value_at(layout.point_of(0.25, 30.0))
            .expect("inside");
        assert!((x - 0.25).abs() < 1e-3 && (y - 30.0).abs() < 1e-3);
    }
}
