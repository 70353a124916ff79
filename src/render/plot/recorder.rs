//! The backend plotters draws a chart's axes, ticks, grid and titles
//! through: [`Recorder`] keeps each primitive as a drawing item (text
//! measured with the embedded font), so the chart's frame becomes part of
//! the same [`super::super::drawing::Drawing`] as its bars.

use std::cell::RefCell;
use std::convert::Infallible;
use std::rc::Rc;

use plotters::prelude::*;
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind, FontTransform,
};

use super::super::colour::Rgba;
use super::super::drawing::{Class, Item};
use super::super::font::{self, Weight};
use super::super::points::{Pt, Rect};
use super::super::shape::{Shape, Stroke};
use super::super::text::{Anchor, Text};

/// Records plotters' primitives as drawing items.
pub(super) struct Recorder {
    /// The chart's size in pixels.
    pub(super) size: (u32, u32),
    /// The items recorded, shared with the chart that draws on top.
    pub(super) items: Rc<RefCell<Vec<Item>>>,
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

/// A plotters coordinate as a drawing point.
pub(super) fn pt((x, y): BackendCoord) -> Pt {
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
