//! The primitives of a drawing in figure pixels (y down): strokes and the
//! shapes built from points and rectangles ([`super::points`]).

use super::colour::Rgba;
use super::points::{Pt, Rect};
use super::text::Text;

/// How a line is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// Width in pixels.
    pub width: f32,
    /// Colour (with opacity).
    pub colour: Rgba,
    /// Dash and gap lengths in pixels; `None` for a solid line.
    pub dash: Option<(f32, f32)>,
}

impl Stroke {
    /// A solid line.
    #[must_use]
    pub const fn solid(width: f32, colour: Rgba) -> Stroke {
        Stroke {
            width,
            colour,
            dash: None,
        }
    }

    /// A dashed line.
    #[must_use]
    pub const fn dashed(width: f32, colour: Rgba, dash: f32, gap: f32) -> Stroke {
        Stroke {
            width,
            colour,
            dash: Some((dash, gap)),
        }
    }
}

/// The pattern of a line that carries meaning, so that lines sharing one grey
/// (or one colour for a colour-blind reader) still differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dash {
    /// Unbroken.
    Solid,
    /// Medium dashes.
    Dashed,
    /// Dots.
    Dotted,
    /// Long dashes.
    LongDashed,
}

impl Dash {
    /// The stroke of a line in this pattern, `width` wide, its dashes and gaps
    /// scaled by `scale` (1 for a chart at its export size).
    #[must_use]
    pub fn stroke(self, width: f32, colour: Rgba, scale: f32) -> Stroke {
        let dashed = |dash: f32, gap: f32| Stroke::dashed(width, colour, dash * scale, gap * scale);
        match self {
            Dash::Solid => Stroke::solid(width, colour),
            Dash::Dashed => dashed(8.0, 5.0),
            Dash::Dotted => dashed(2.0, 4.0),
            Dash::LongDashed => dashed(18.0, 6.0),
        }
    }
}

/// One primitive.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A straight line.
    Line {
        /// Start.
        from: Pt,
        /// End.
        to: Pt,
        /// Style.
        stroke: Stroke,
    },
    /// An open polyline (round joins and caps).
    Polyline {
        /// The points, at least two.
        points: Vec<Pt>,
        /// Style (may be dashed).
        stroke: Stroke,
    },
    /// A circle.
    Circle {
        /// Centre.
        centre: Pt,
        /// Radius.
        radius: f32,
        /// Fill, if any.
        fill: Option<Rgba>,
        /// Outline, if any.
        stroke: Option<Stroke>,
    },
    /// A closed polygon.
    Polygon {
        /// Corners.
        points: Vec<Pt>,
        /// Fill, if any.
        fill: Option<Rgba>,
        /// Outline, if any.
        stroke: Option<Stroke>,
    },
    /// A rectangle with rounded corners.
    Rect {
        /// Where.
        rect: Rect,
        /// Corner radius.
        radius: f32,
        /// Fill, if any.
        fill: Option<Rgba>,
        /// Outline, if any.
        stroke: Option<Stroke>,
    },
    /// A line of text.
    Text(Text),
}

impl Shape {
    /// A straight line.
    #[must_use]
    pub const fn line(from: Pt, to: Pt, stroke: Stroke) -> Shape {
        Shape::Line { from, to, stroke }
    }

    /// A filled circle without an outline.
    #[must_use]
    pub const fn disc(centre: Pt, radius: f32, fill: Rgba) -> Shape {
        Shape::Circle {
            centre,
            radius,
            fill: Some(fill),
            stroke: None,
        }
    }

    /// A circle's outline `width` wide.
    #[must_use]
    pub const fn ring(centre: Pt, radius: f32, width: f32, colour: Rgba) -> Shape {
        Shape::Circle {
            centre,
            radius,
            fill: None,
            stroke: Some(Stroke::solid(width, colour)),
        }
    }

    /// Moves every point of this shape by (`dx`, `dy`).
    pub fn translate(&mut self, dx: f32, dy: f32) {
        let mv = |p: &mut Pt| *p = p.offset(dx, dy);
        match self {
            Shape::Line { from, to, .. } => [from, to].into_iter().for_each(mv),
            Shape::Polyline { points, .. } | Shape::Polygon { points, .. } => {
                points.iter_mut().for_each(mv);
            }
            Shape::Circle { centre, .. } => mv(centre),
            Shape::Rect { rect, .. } => [&mut rect.min, &mut rect.max].into_iter().for_each(mv),
            Shape::Text(t) => mv(&mut t.at),
        }
    }
}
