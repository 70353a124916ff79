//! Charts drawn by plotters into a [`Drawing`]: plotters lays out the axes,
//! ticks, grid and axis titles through a small backend that records its
//! primitives (measuring text with the embedded font), and the bars, their
//! labels and the markers are added in plotters' coordinates. So a chart
//! becomes the same kind of drawing as a board: one SVG writer, one PNG path,
//! one painter in the window. The recording backend is in `plot/recorder.rs`;
//! [`ChartLayout`] (in `plot/hit.rs`) maps a point of the drawing back to the
//! bar or marker under it, for the window's hover.

mod hit;
mod recorder;
mod x_ticks;

use std::cell::RefCell;
use std::rc::Rc;

use plotters::prelude::*;

pub use self::hit::{ChartHit, ChartLayout};
use self::recorder::{Recorder, pt};

use super::chart::Chart;
use super::colour::Rgba;
use super::cues;
use super::drawing::{Class, Drawing, Item};
use super::font::{FAMILY, Weight};
use super::palette::Palette;
use super::points::Rect;
use super::shape::Shape;
use super::text::centred_text;
use crate::format::Ticks;

/// Width of a chart body in pixels.
pub const CHART_W: f32 = 760.0;
/// Height of a chart body in pixels.
pub const CHART_H: f32 = 440.0;
/// Tick label size.
const TICK_SIZE: f64 = 15.0;
/// Axis title size.
const AXIS_TITLE_SIZE: f64 = 16.0;
/// Bar label size.
const BAR_LABEL_SIZE: f32 = 13.0;
/// Room for the x tick labels and title.
const X_LABEL_AREA: u32 = 62;
/// Room for the y tick labels and title.
const Y_LABEL_AREA: u32 = 86;
/// Space round the plotting area.
const CHART_MARGIN: u32 = 12;
/// How many y ticks plotters aims for.
const Y_TICKS: usize = 6;
/// Width of a marker line.
const MARKER_WIDTH: f32 = 2.5;
/// A text turned this near upright (the sine of its rotation) runs along
/// the drawing's height.
const UPRIGHT_SIN: f32 = 0.99;
/// The x axis runs in thousandths, as integers: plotters takes exact tick
/// positions ("key points") only on integer axes.
const X_SCALE: f64 = 1000.0;

fn x_int(x: f64) -> i64 {
    (x * X_SCALE).round() as i64
}

/// Why a chart could not be drawn (plotters refused its coordinates).
#[derive(Debug, thiserror::Error)]
pub struct PlotError(String);

impl PlotError {
    /// What plotters said.
    #[must_use]
    pub fn reason(&self) -> &str {
        &self.0
    }
}

fn colour(c: Rgba) -> RGBAColor {
    RGBAColor(c.r, c.g, c.b, f64::from(c.a) / 255.0)
}

/// How large a chart is laid out and how large its text is set, in the
/// drawing's pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartSize {
    /// The drawing's width.
    pub width: f32,
    /// The drawing's height.
    pub height: f32,
    /// Tick labels.
    pub tick: f32,
    /// Axis titles.
    pub title: f32,
    /// Labels on bars.
    pub bar_label: f32,
}

/// The smallest drawing a chart is laid out in (plotters needs room for
/// its axes).
const MIN_CHART: (f32, f32) = (160.0, 120.0);

impl ChartSize {
    /// The exported figures' chart: [`CHART_W`] × [`CHART_H`].
    pub const EXPORT: ChartSize = ChartSize {
        width: CHART_W,
        height: CHART_H,
        tick: TICK_SIZE as f32,
        title: AXIS_TITLE_SIZE as f32,
        bar_label: BAR_LABEL_SIZE,
    };

    /// A chart laid out at `width` × `height` whose smallest text is `text`
    /// (ticks and bar labels; titles a little larger): for a view that
    /// paints it at its own size, so the text keeps that size on screen.
    #[must_use]
    pub fn with_text(width: f32, height: f32, text: f32) -> ChartSize {
        let text = if text.is_finite() && text > 0.0 {
            text
        } else {
            TICK_SIZE as f32
        };
        let side = |v: f32, min: f32| if v.is_finite() { v.max(min) } else { min };
        ChartSize {
            width: side(width, MIN_CHART.0),
            height: side(height, MIN_CHART.1),
            tick: text,
            title: text * (AXIS_TITLE_SIZE / TICK_SIZE) as f32,
            bar_label: text,
        }
    }

    /// How much larger than the export's the text is.
    fn text_scale(self) -> f64 {
        f64::from(self.tick) / TICK_SIZE
    }

    /// How much wider than the export's its lines are: they grow with the
    /// text, so that a chart set large for a room keeps its proportions.
    #[must_use]
    pub fn line_scale(self) -> f32 {
        (self.text_scale() as f32).max(1.0)
    }

    /// The smallest text the chart sets.
    #[must_use]
    pub fn smallest_text(self) -> f32 {
        self.tick.min(self.title).min(self.bar_label)
    }
}

/// Draws `chart` as a [`CHART_W`] × [`CHART_H`] drawing (items at the origin).
pub fn chart_drawing(
    chart: &Chart,
    palette: &Palette,
    ticks: &Ticks,
) -> Result<Drawing, PlotError> {
    chart_drawing_sized(chart, palette, ticks, ChartSize::EXPORT)
}

/// Draws `chart` as a drawing of `size` with its text sizes (items at the
/// origin); the room for tick labels and titles grows with the text.
pub fn chart_drawing_sized(
    chart: &Chart,
    palette: &Palette,
    ticks: &Ticks,
    size: ChartSize,
) -> Result<Drawing, PlotError> {
    chart_layout(chart, palette, ticks, size).map(|l| l.drawing)
}

/// [`chart_drawing_sized`] with where the plotting area lies in the drawing,
/// so that a point of the drawing maps back to the chart (hover).
pub fn chart_layout(
    chart: &Chart,
    palette: &Palette,
    ticks: &Ticks,
    size: ChartSize,
) -> Result<ChartLayout, PlotError> {
    let items = Rc::new(RefCell::new(Vec::new()));
    let recorder = Recorder {
        size: (size.width.round() as u32, size.height.round() as u32),
        items: Rc::clone(&items),
    };
    let k = size.text_scale();
    let area = |v: u32| (f64::from(v) * k).round() as u32;
    let err = |e: &dyn std::fmt::Display| PlotError(e.to_string());
    let (x0, x1) = chart.x_range();
    let y_max = chart.y_max();
    // The x labels that fit the plotting area's width, measured.
    let plot_width = size.width - (2 * area(CHART_MARGIN) + area(Y_LABEL_AREA)) as f32;
    let fitted = x_ticks::fit(chart, ticks, plot_width, size.tick);
    let key_points: Vec<i64> = fitted.at.iter().copied().map(x_int).collect();
    let x_label = |x: &i64| chart.x_label(*x as f64 / X_SCALE, ticks);
    let y_label = |y: &f64| chart.y_label(*y, ticks);
    let (muted, text) = (colour(palette.muted), colour(palette.text));
    let tick_style = TextStyle::from((FAMILY, f64::from(size.tick)).into_font()).color(&muted);
    let x_tick_style = TextStyle::from((FAMILY, f64::from(fitted.size)).into_font()).color(&muted);
    let title_style = TextStyle::from((FAMILY, f64::from(size.title)).into_font()).color(&text);
    // Axis and grid lines, whole pixels wide, as much wider as the text is larger.
    let px_lines = size.line_scale().round().max(1.0) as u32;
    let root = recorder.into_drawing_area();
    let mut ctx = ChartBuilder::on(&root)
        .margin(area(CHART_MARGIN))
        .x_label_area_size(area(X_LABEL_AREA))
        .y_label_area_size(area(Y_LABEL_AREA))
        .build_cartesian_2d(
            (x_int(x0)..x_int(x1)).with_key_points(key_points),
            0.0..y_max,
        )
        .map_err(|e| err(&e))?;
    ctx.configure_mesh()
        .disable_x_mesh()
        .y_labels(Y_TICKS)
        .x_label_formatter(&x_label)
        .y_label_formatter(&y_label)
        .x_desc(chart.x_title.clone())
        .y_desc(chart.y_title.clone())
        .label_style(tick_style)
        .x_label_style(x_tick_style)
        .axis_desc_style(title_style)
        .axis_style(ShapeStyle::from(colour(palette.muted)).stroke_width(px_lines))
        .bold_line_style(ShapeStyle::from(colour(palette.grid)).stroke_width(px_lines))
        .light_line_style(ShapeStyle::from(colour(palette.page)).stroke_width(0))
        .draw()
        .map_err(|e| err(&e))?;
    let to_pt = |x: f64, y: f64| pt(ctx.backend_coord(&(x_int(x), y)));

    let mut extra: Vec<Item> = Vec::new();
    let line_scale = size.line_scale();
    for series in &chart.series {
        let fill = palette.ink(series.ink);
        let pattern = cues::fill_of(series.ink);
        for bar in &series.bars {
            let a = to_pt(bar.x - series.width / 2.0, bar.base + bar.value);
            let b = to_pt(bar.x + series.width / 2.0, bar.base);
            let shapes = cues::fill_shapes(
                Rect { min: a, max: b },
                fill,
                pattern,
                palette.page,
                palette.text,
                line_scale,
            );
            for (i, shape) in shapes.into_iter().enumerate() {
                extra.push(Item {
                    class: Class::Chart,
                    shape,
                    // The bar itself carries the tooltip, not its pattern.
                    tooltip: (i == 0).then(|| bar.tooltip.clone()),
                });
            }
            if let Some(label) = &bar.label {
                let top = to_pt(bar.x, bar.base + bar.value);
                let centre = top.offset(0.0, -size.bar_label * 0.9);
                extra.push(Item {
                    class: Class::Chart,
                    shape: Shape::Text(centred_text(
                        centre,
                        label.clone(),
                        size.bar_label,
                        Weight::Regular,
                        palette.text,
                    )),
                    tooltip: None,
                });
            }
        }
    }
    for m in &chart.markers {
        let c = palette.ink(m.ink);
        let w = MARKER_WIDTH * line_scale;
        let stroke = m.dash.stroke(w, c, line_scale);
        extra.push(Item {
            class: Class::Chart,
            shape: Shape::line(to_pt(m.x, 0.0), to_pt(m.x, y_max), stroke),
            tooltip: Some(m.name.clone()),
        });
    }
    let area = Rect {
        min: to_pt(x0, y_max),
        max: to_pt(x1, 0.0),
    };
    drop(ctx);
    drop(root);
    let mut d = Drawing::new(size.width.round(), size.height.round(), palette.page);
    d.items = items.take();
    d.items.extend(extra);
    keep_texts_inside(&mut d);
    Ok(ChartLayout {
        drawing: d,
        area,
        x: (x0, x1),
        y_max,
    })
}

/// Moves each text that runs past the drawing's edges back inside it: a
/// level text past its left or right edge (plotters centres the x axis's
/// title on the plotting area, which sits right of the drawing's middle: a
/// long title on a narrow chart ran past its right edge, into whatever
/// stands beside it), an upright one (the y axis's title, centred on the
/// plotting area) past its top or bottom edge, set smaller only when it is
/// longer than the drawing is high.
fn keep_texts_inside(d: &mut Drawing) {
    let (width, height) = (d.width, d.height);
    for item in &mut d.items {
        let Shape::Text(t) = &mut item.shape else {
            continue;
        };
        if t.rotation == 0.0 {
            let (left, w) = (t.left(), t.width());
            if w <= width {
                t.at.x += (-left).max(0.0) - (left + w - width).max(0.0);
            }
            continue;
        }
        // Upright: the text runs along y, `sin` down the page per unit of width.
        let sin = t.rotation.to_radians().sin();
        if sin.abs() < UPRIGHT_SIN {
            continue;
        }
        let w = t.width();
        if w > height && w > 0.0 {
            t.size *= height / w;
        }
        let w = t.width();
        let f = t.anchor.fraction();
        let (a, b) = (t.at.y - f * w * sin, t.at.y + (1.0 - f) * w * sin);
        let (top, bottom) = (a.min(b), a.max(b));
        t.at.y += (-top).max(0.0) - (bottom - height).max(0.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{Bar, BarSeries, Ink, XAxis, YFormat};

    /// A long axis title on a narrow chart stays within the chart's width.
    #[test]
    fn test_no_text_runs_past_a_narrow_charts_edge() {
        let chart = Chart {
            x_axis: XAxis::Values {
                min: 150.0,
                max: 350.0,
                tick: 50.0,
            },
            x_title: "Schranke (Einheiten pro Feld)".into(),
            y_title: "Aufrufe (logarithmisch)".into(),
            y_format: YFormat::Count,
            series: vec![BarSeries {
                name: String::new(),
                ink: Ink::Optimal,
                width: 1.6,
                bars: vec![Bar {
                    x: 220.0,
                    base: 0.0,
                    value: 1e6,
                    label: None,
                    tooltip: String::new(),
                }],
            }],
            markers: Vec::new(),
        };
        let size = ChartSize::with_text(420.0, 510.0, 20.0);
        let ticks = crate::i18n::words::tick_words(crate::i18n::Tr::shared(crate::i18n::Lang::De));
        let d = chart_drawing_sized(&chart, Palette::light(), &ticks, size).expect("laid out");
        let mut titles = 0;
        for item in &d.items {
            if let Shape::Text(t) = &item.shape
                && t.rotation == 0.0
            {
                titles += usize::from(t.text == chart.x_title);
                assert!(t.left() >= -0.01, "{:?} starts at {}", t.text, t.left());
                assert!(
                    t.left() + t.width() <= d.width + 0.01,
                    "{:?} ends at {} past {}",
                    t.text,
                    t.left() + t.width(),
                    d.width
                );
            }
        }
        assert_eq!(titles, 1);
    }

    /// The y axis's title on a low chart (the window's) stays within the
    /// chart's height, set smaller only when longer than the chart is high.
    #[test]
    fn test_the_y_title_stays_within_a_low_charts_height() {
        let ticks = crate::i18n::words::tick_words(crate::i18n::Tr::shared(crate::i18n::Lang::En));
        for (title, height) in [
            ("move sequences, in billions", 200.0),
            ("move sequences, in billions, and a great deal more", 200.0),
        ] {
            let chart = Chart {
                x_axis: XAxis::Categories(vec!["1".into()]),
                x_title: "x".into(),
                y_title: title.into(),
                y_format: YFormat::Count,
                series: Vec::new(),
                markers: Vec::new(),
            };
            let size = ChartSize::with_text(600.0, height, 15.0);
            let d = chart_drawing_sized(&chart, Palette::light(), &ticks, size).expect("laid out");
            let t = d
                .items
                .iter()
                .find_map(|i| match &i.shape {
                    Shape::Text(t) if t.text == title => Some(t),
                    _ => None,
                })
                .expect("the y title");
            // Turned a quarter anticlockwise: it runs up from `at`.
            let sin = t.rotation.to_radians().sin();
            assert!((sin + 1.0).abs() < 1e-3, "{}", t.rotation);
            let f = t.anchor.fraction();
            let (top, bottom) = (t.at.y - (1.0 - f) * t.width(), t.at.y + f * t.width());
            assert!(
                top >= -0.01 && bottom <= d.height + 0.01,
                "{title:?}: {top}..{bottom}"
            );
            if t.width() < height - 1.0 {
                assert!((t.size - size.title).abs() < 1e-3, "{title:?} set smaller");
            }
        }
    }

    /// On narrow charts (a 1024 × 768 projector's slide or panel) no two
    /// painted x labels overlap, in English and German: the numbers of a
    /// long value axis and the names of categories.
    #[test]
    fn test_no_two_painted_x_labels_overlap_on_a_narrow_chart() {
        let axes = |lang| {
            let tr = crate::i18n::Tr::shared(lang);
            vec![
                XAxis::Values {
                    min: 15_000.0,
                    max: 85_000.0,
                    tick: 5_000.0,
                },
                XAxis::Categories(
                    [
                        "lesson-ordinary-mean-bar",
                        "lesson-ordinary-shortest-bar",
                        "lesson-ordinary-quickest-bar",
                        "lesson-ordinary-played-bar",
                    ]
                    .map(|id| tr.loader().get(id))
                    .to_vec(),
                ),
            ]
        };
        for lang in [crate::i18n::Lang::En, crate::i18n::Lang::De] {
            let ticks = crate::i18n::words::tick_words(crate::i18n::Tr::shared(lang));
            for x_axis in axes(lang) {
                let chart = Chart {
                    x_axis,
                    x_title: "x".into(),
                    y_title: "y".into(),
                    y_format: YFormat::Integer,
                    series: Vec::new(),
                    markers: Vec::new(),
                };
                for width in (240..=760).step_by(40) {
                    for text in [15.0, 20.0] {
                        let size = ChartSize::with_text(width as f32, 300.0, text);
                        let l =
                            chart_layout(&chart, Palette::light(), &ticks, size).expect("laid out");
                        let labels: Vec<_> = l
                            .drawing
                            .items
                            .iter()
                            .filter_map(|i| match &i.shape {
                                Shape::Text(t)
                                    if t.rotation == 0.0
                                        && t.at.y > l.area.max.y
                                        && t.bounds().max.x > l.area.min.x + 1.0
                                        && t.text != chart.x_title =>
                                {
                                    Some(t)
                                }
                                _ => None,
                            })
                            .collect();
                        assert!(!labels.is_empty(), "{lang} {width}: no x label");
                        for (i, a) in labels.iter().enumerate() {
                            for b in &labels[i + 1..] {
                                assert!(
                                    !a.bounds().intersects(&b.bounds()),
                                    "{lang} {width} px, {text} pt: {:?} over {:?}",
                                    a.text,
                                    b.text
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}
