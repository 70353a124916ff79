//! Charts drawn by plotters into a [`Drawing`]: plotters lays out the axes,
//! ticks, grid and axis titles through a small backend that records its
//! primitives (measuring text with the embedded font), and the bars, their
//! labels and the markers are added in plotters' coordinates. So a chart
//! becomes the same kind of drawing as a board: one SVG writer, one PNG path,
//! one painter in the window.

use std::cell::RefCell;
use std::convert::Infallible;
use std::rc::Rc;

use plotters::prelude::*;
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind, FontTransform,
};

use super::chart::Chart;
use super::colour::Rgba;
use super::cues;
use super::drawing::{Class, Drawing, Item};
use super::font::{self, FAMILY, Weight};
use super::palette::Palette;
use super::shape::{Pt, Rect, Shape, Stroke};
use super::text::{Anchor, Text, centred_text};
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
/// The x axis runs in thousandths, as integers: plotters takes exact tick
/// positions ("key points") only on integer axes.
const X_SCALE: f64 = 1000.0;

fn x_int(x: f64) -> i64 {
    (x * X_SCALE).round() as i64
}

/// Why a chart could not be drawn (plotters refused its coordinates).
#[derive(Debug, thiserror::Error)]
#[error("the chart could not be laid out: {0}")]
pub struct PlotError(String);

/// Records plotters' primitives as drawing items.
struct Recorder {
    size: (u32, u32),
    items: Rc<RefCell<Vec<Item>>>,
}

type Drawn = Result<(), DrawingErrorKind<Infallible>>;

fn rgba(c: BackendColor) -> Rgba {
    let (r, g, b) = c.rgb;
    Rgba {
        r,
        g,
        b,
        a: (c.alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    }
}

fn pt((x, y): BackendCoord) -> Pt {
    Pt::new(x as f32, y as f32)
}

/// Half a pixel for odd-width lines, so a 1 px line covers one pixel row.
fn crisp(p: BackendCoord, width: u32) -> Pt {
    let shift = if width % 2 == 1 { 0.5 } else { 0.0 };
    Pt::new(p.0 as f32 + shift, p.1 as f32 + shift)
}

impl Recorder {
    fn push(&self, shape: Shape) {
        self.items.borrow_mut().push(Item {
            class: Class::Chart,
            shape,
            tooltip: None,
        });
    }
}

impl DrawingBackend for Recorder {
    type ErrorType = Infallible;

    fn get_size(&self) -> (u32, u32) {
        self.size
    }

    fn ensure_prepared(&mut self) -> Drawn {
        Ok(())
    }

    fn present(&mut self) -> Drawn {
        Ok(())
    }

    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Drawn {
        self.push(Shape::Rect {
            rect: Rect::from_size(pt(point), 1.0, 1.0),
            radius: 0.0,
            fill: Some(rgba(color)),
            stroke: None,
        });
        Ok(())
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Drawn {
        let w = style.stroke_width();
        self.push(Shape::line(
            crisp(from, w),
            crisp(to, w),
            Stroke::solid(w as f32, rgba(style.color())),
        ));
        Ok(())
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Drawn {
        let colour = rgba(style.color());
        let w = style.stroke_width();
        let (min, max) = if fill {
            (pt(upper_left), pt(bottom_right))
        } else {
            (crisp(upper_left, w), crisp(bottom_right, w))
        };
        self.push(Shape::Rect {
            rect: Rect { min, max },
            radius: 0.0,
            fill: fill.then_some(colour),
            stroke: (!fill).then(|| Stroke::solid(w as f32, colour)),
        });
        Ok(())
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Drawn {
        let w = style.stroke_width();
        let points: Vec<Pt> = path.into_iter().map(|p| crisp(p, w)).collect();
        if points.len() >= 2 {
            self.push(Shape::Polyline {
                points,
                stroke: Stroke::solid(w as f32, rgba(style.color())),
            });
        }
        Ok(())
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Drawn {
        let colour = rgba(style.color());
        self.push(Shape::Circle {
            centre: pt(center),
            radius: radius as f32,
            fill: fill.then_some(colour),
            stroke: (!fill).then(|| Stroke::solid(style.stroke_width() as f32, colour)),
        });
        Ok(())
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Drawn {
        self.push(Shape::Polygon {
            points: vert.into_iter().map(pt).collect(),
            fill: Some(rgba(style.color())),
            stroke: None,
        });
        Ok(())
    }

    fn draw_text<TStyle: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &TStyle,
        pos: BackendCoord,
    ) -> Drawn {
        let size = style.size() as f32;
        let weight = match style.style() {
            FontStyle::Bold => Weight::Bold,
            _ => Weight::Regular,
        };
        let m = font::metrics(weight);
        let anchor = style.anchor();
        let h = match anchor.h_pos {
            HPos::Left => Anchor::Start,
            HPos::Center => Anchor::Middle,
            HPos::Right => Anchor::End,
        };
        // The baseline's distance below the anchor point, in the text's own frame.
        let down = match anchor.v_pos {
            VPos::Top => m.cap_height * size,
            VPos::Center => m.cap_height * size / 2.0,
            VPos::Bottom => -m.descent * size,
        };
        let rotation: f32 = match style.transform() {
            FontTransform::None => 0.0,
            FontTransform::Rotate90 => 90.0,
            FontTransform::Rotate180 => 180.0,
            FontTransform::Rotate270 => 270.0,
        };
        let (sin, cos) = rotation.to_radians().sin_cos();
        let at = pt(pos).offset(-down * sin, down * cos);
        self.push(Shape::Text(Text {
            at,
            text: text.to_owned(),
            size,
            weight,
            anchor: h,
            colour: rgba(style.color()),
            halo: None,
            rotation,
        }));
        Ok(())
    }

    fn estimate_text_size<TStyle: BackendTextStyle>(
        &self,
        text: &str,
        style: &TStyle,
    ) -> Result<(u32, u32), DrawingErrorKind<Infallible>> {
        let size = style.size() as f32;
        let width = font::text_width(text, size, Weight::Regular);
        let m = font::metrics(Weight::Regular);
        Ok((
            width.ceil() as u32,
            ((m.ascent + m.descent) * size).ceil() as u32,
        ))
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
    let key_points: Vec<i64> = chart.x_ticks().into_iter().map(x_int).collect();
    let x_label = |x: &i64| chart.x_label(*x as f64 / X_SCALE, ticks);
    let y_label = |y: &f64| chart.y_label(*y, ticks);
    let (muted, text) = (colour(palette.muted), colour(palette.text));
    let tick_style = TextStyle::from((FAMILY, f64::from(size.tick)).into_font()).color(&muted);
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
    drop(ctx);
    drop(root);
    let mut d = Drawing::new(size.width.round(), size.height.round(), palette.page);
    d.items = items.take();
    d.items.extend(extra);
    Ok(d)
}
