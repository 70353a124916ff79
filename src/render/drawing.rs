//! A figure as a flat list of drawing primitives in one coordinate space
//! (pixels of the figure's nominal size, y down): what the SVG writer writes,
//! what resvg rasterises and what the window paints, so the three agree.

use super::colour::Rgba;
use super::font::{self, Weight};

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

    /// Centre.
    #[must_use]
    pub fn centre(&self) -> Pt {
        Pt::new(
            (self.min.x + self.max.x) / 2.0,
            (self.min.y + self.max.y) / 2.0,
        )
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

/// Where a text's `at` point sits on its baseline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Anchor {
    /// `at` is the left end.
    #[default]
    Start,
    /// `at` is the middle.
    Middle,
    /// `at` is the right end.
    End,
}

impl Anchor {
    /// The fraction of the text's width left of `at`.
    #[must_use]
    pub const fn fraction(self) -> f32 {
        match self {
            Anchor::Start => 0.0,
            Anchor::Middle => 0.5,
            Anchor::End => 1.0,
        }
    }
}

/// A single line of text.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    /// The point on the baseline given by `anchor`.
    pub at: Pt,
    /// The text.
    pub text: String,
    /// Font size in pixels.
    pub size: f32,
    /// Regular or bold.
    pub weight: Weight,
    /// Horizontal anchor.
    pub anchor: Anchor,
    /// Colour.
    pub colour: Rgba,
    /// A halo of this colour around the glyphs, to stay readable over lines.
    pub halo: Option<Rgba>,
    /// Rotation in degrees, clockwise, about `at` (chart axis titles use −90).
    pub rotation: f32,
}

impl Text {
    /// Its advance width, from the embedded font.
    #[must_use]
    pub fn width(&self) -> f32 {
        font::text_width(&self.text, self.size, self.weight)
    }

    /// The left end of its baseline (unrotated).
    #[must_use]
    pub fn left(&self) -> f32 {
        self.at.x - self.anchor.fraction() * self.width()
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

/// What an item shows; written as its SVG `class`, and used by tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// The board square.
    Board,
    /// Lines joining the tiles.
    TrackLine,
    /// A tile.
    Tile,
    /// A tile's letter (A, B, a–d).
    TileLetter,
    /// The arrow at a colour's A.
    StartArrow,
    /// A tile a move jumps over.
    Skipped,
    /// A set bit's tile.
    Lit,
    /// A changed bit's tile.
    Changed,
    /// A heat-map tile.
    Heat,
    /// A heat-map tile's value.
    HeatLabel,
    /// A heat-map arrow.
    HeatArrow,
    /// A solution path.
    Path,
    /// The branch being explored.
    Branch,
    /// A pruned branch.
    Pruned,
    /// The best path so far.
    Best,
    /// A move-length box and its text.
    MoveLength,
    /// A piece.
    Piece,
    /// A piece's number.
    PieceLabel,
    /// A hover or selection ring, or its label.
    Ring,
    /// Caption text.
    Caption,
    /// Legend swatches and labels.
    Legend,
    /// Chart content: bars, lines, axes, ticks.
    Chart,
}

impl Class {
    /// The SVG class name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Class::Board => "board",
            Class::TrackLine => "track-line",
            Class::Tile => "tile",
            Class::TileLetter => "tile-letter",
            Class::StartArrow => "start-arrow",
            Class::Skipped => "skipped",
            Class::Lit => "lit",
            Class::Changed => "changed",
            Class::Heat => "heat",
            Class::HeatLabel => "heat-label",
            Class::HeatArrow => "heat-arrow",
            Class::Path => "path",
            Class::Branch => "branch",
            Class::Pruned => "pruned",
            Class::Best => "best",
            Class::MoveLength => "move-length",
            Class::Piece => "piece",
            Class::PieceLabel => "piece-label",
            Class::Ring => "ring",
            Class::Caption => "caption",
            Class::Legend => "legend",
            Class::Chart => "chart",
        }
    }
}

/// A primitive with its class and an optional tooltip (SVG `<title>`).
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// What it shows.
    pub class: Class,
    /// The primitive.
    pub shape: Shape,
    /// A short description shown on hover and read by screen readers.
    pub tooltip: Option<String>,
}

/// A whole figure.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawing {
    /// Width in pixels.
    pub width: f32,
    /// Height in pixels.
    pub height: f32,
    /// The page colour under everything.
    pub background: Rgba,
    /// A one-line title (SVG `<title>`).
    pub title: String,
    /// A longer description (SVG `<desc>`).
    pub description: String,
    /// The primitives, in painting order.
    pub items: Vec<Item>,
}

impl Drawing {
    /// An empty drawing of a size.
    #[must_use]
    pub fn new(width: f32, height: f32, background: Rgba) -> Drawing {
        Drawing {
            width,
            height,
            background,
            ..Drawing::default()
        }
    }

    /// Adds a primitive.
    pub fn push(&mut self, class: Class, shape: Shape) {
        self.items.push(Item {
            class,
            shape,
            tooltip: None,
        });
    }

    /// Adds a primitive with a tooltip.
    pub fn push_titled(&mut self, class: Class, shape: Shape, tooltip: String) {
        self.items.push(Item {
            class,
            shape,
            tooltip: Some(tooltip),
        });
    }

    /// Adds every item of `other`, moved by (`dx`, `dy`).
    pub fn append_at(&mut self, other: Drawing, dx: f32, dy: f32) {
        self.items.extend(other.items.into_iter().map(|mut item| {
            item.shape = translated(item.shape, dx, dy);
            item
        }));
    }

    /// The texts of all items of `class`, in order (for tests and the window).
    #[must_use]
    pub fn texts(&self, class: Class) -> Vec<&str> {
        self.items
            .iter()
            .filter(|i| i.class == class)
            .filter_map(|i| match &i.shape {
                Shape::Text(t) => Some(t.text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// How many items of `class` there are.
    #[must_use]
    pub fn count(&self, class: Class) -> usize {
        self.items.iter().filter(|i| i.class == class).count()
    }
}

fn translated(shape: Shape, dx: f32, dy: f32) -> Shape {
    let mv = |p: Pt| p.offset(dx, dy);
    match shape {
        Shape::Line { from, to, stroke } => Shape::Line {
            from: mv(from),
            to: mv(to),
            stroke,
        },
        Shape::Polyline { points, stroke } => Shape::Polyline {
            points: points.into_iter().map(mv).collect(),
            stroke,
        },
        Shape::Circle {
            centre,
            radius,
            fill,
            stroke,
        } => Shape::Circle {
            centre: mv(centre),
            radius,
            fill,
            stroke,
        },
        Shape::Polygon {
            points,
            fill,
            stroke,
        } => Shape::Polygon {
            points: points.into_iter().map(mv).collect(),
            fill,
            stroke,
        },
        Shape::Rect {
            rect,
            radius,
            fill,
            stroke,
        } => Shape::Rect {
            rect: Rect {
                min: mv(rect.min),
                max: mv(rect.max),
            },
            radius,
            fill,
            stroke,
        },
        Shape::Text(t) => Shape::Text(Text { at: mv(t.at), ..t }),
    }
}

/// A text placed with its capital letters centred on `centre`.
#[must_use]
pub fn centred_text(
    centre: Pt,
    text: impl Into<String>,
    size: f32,
    weight: Weight,
    colour: Rgba,
) -> Text {
    let cap = font::metrics(weight).cap_height * size;
    Text {
        at: Pt::new(centre.x, centre.y + cap / 2.0),
        text: text.into(),
        size,
        weight,
        anchor: Anchor::Middle,
        colour,
        halo: None,
        rotation: 0.0,
    }
}

/// A text starting at `at` on its baseline.
#[must_use]
pub fn text_at(at: Pt, text: impl Into<String>, size: f32, weight: Weight, colour: Rgba) -> Text {
    Text {
        at,
        text: text.into(),
        size,
        weight,
        anchor: Anchor::Start,
        colour,
        halo: None,
        rotation: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_append_moves_every_point() {
        let mut inner = Drawing::new(10.0, 10.0, Rgba::rgb(0, 0, 0));
        let c = Rgba::rgb(1, 2, 3);
        inner.push(
            Class::Chart,
            Shape::Line {
                from: Pt::new(0.0, 0.0),
                to: Pt::new(1.0, 1.0),
                stroke: Stroke::solid(1.0, c),
            },
        );
        inner.push(
            Class::Chart,
            Shape::Text(text_at(Pt::new(2.0, 3.0), "x", 10.0, Weight::Regular, c)),
        );
        let mut outer = Drawing::new(100.0, 100.0, c);
        outer.append_at(inner, 5.0, 7.0);
        assert_eq!(
            outer.items[0].shape,
            Shape::Line {
                from: Pt::new(5.0, 7.0),
                to: Pt::new(6.0, 8.0),
                stroke: Stroke::solid(1.0, c)
            }
        );
        assert_eq!(outer.texts(Class::Chart), ["x"]);
        let Shape::Text(t) = &outer.items[1].shape else {
            panic!("text expected");
        };
        assert_eq!(t.at, Pt::new(7.0, 10.0));
    }

    #[test]
    fn test_centred_text_straddles_the_centre() {
        let t = centred_text(
            Pt::new(50.0, 50.0),
            "A",
            20.0,
            Weight::Bold,
            Rgba::rgb(0, 0, 0),
        );
        let cap = font::metrics(Weight::Bold).cap_height * 20.0;
        assert!((t.at.y - cap / 2.0 - 50.0).abs() < 1e-4);
        assert!((t.left() + t.width() / 2.0 - 50.0).abs() < 1e-4);
    }
}
