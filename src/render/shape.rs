//! The primitives of a drawing in figure pixels (y down): points,
//! rectangles, strokes and the shapes built from them.

use super::colour::Rgba;
use super::text::Text;

/// A point in figure pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pt {
    /// Pixels from the left.
    pub x: f32,
    /// Pixels from the top.
    pub y: f32,
}

impl Pt {
    /// A point.
    #[must_use]
    pub const fn new(x: f32, y: f32) -> Pt {
        Pt { x, y }
    }

    /// This point moved by (`dx`, `dy`).
    #[must_use]
    pub fn offset(self, dx: f32, dy: f32) -> Pt {
        Pt::new(self.x + dx, self.y + dy)
    }
}

/// An axis-aligned rectangle.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    /// Top left.
    pub min: Pt,
    /// Bottom right.
    pub max: Pt,
}

impl Rect {
    /// The rectangle from its top left corner and size.
    #[must_use]
    pub fn from_size(min: Pt, width: f32, height: f32) -> Rect {
        Rect {
            min,
            max: min.offset(width, height),
        }
    }

    /// Width.
    #[must_use]
    pub fn width(&self) -> f32 {
        self.max.x - self.min.x
    }

    /// Height.
    #[must_use]
    pub fn height(&self) -> f32 {
        self.max.y - self.min.y
    }

    /// Do the two rectangles, each grown by `gap` / 2 on every side, overlap?
    #[must_use]
    pub fn overlaps(&self, other: &Rect, gap: f32) -> bool {
        self.min.x < other.max.x + gap
            && other.min.x < self.max.x + gap
            && self.min.y < other.max.y + gap
            && other.min.y < self.max.y + gap
    }

    /// Centre.
    #[must_use]
    pub fn centre(&self) -> Pt {
        Pt::new(
            (self.min.x + self.max.x) / 2.0,
            (self.min.y + self.max.y) / 2.0,
        )
    }

    /// The rectangle of this size centred on `centre`.
    #[must_use]
    pub fn around(centre: Pt, width: f32, height: f32) -> Rect {
        Rect::from_size(centre.offset(-width / 2.0, -height / 2.0), width, height)
    }

    /// This rectangle grown by `by` on every side.
    #[must_use]
    pub fn expanded(&self, by: f32) -> Rect {
        Rect {
            min: self.min.offset(-by, -by),
            max: self.max.offset(by, by),
        }
    }

    /// Do the two overlap (touching edges do not)?
    #[must_use]
    pub fn intersects(&self, other: &Rect) -> bool {
        self.min.x < other.max.x
            && other.min.x < self.max.x
            && self.min.y < other.max.y
            && other.min.y < self.max.y
    }

    /// The distance from `p` to the nearest point of the rectangle (0 inside).
    #[must_use]
    pub fn distance_to(&self, p: Pt) -> f32 {
        let dx = (self.min.x - p.x).max(p.x - self.max.x).max(0.0);
        let dy = (self.min.y - p.y).max(p.y - self.max.y).max(0.0);
        dx.hypot(dy)
    }
}

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
