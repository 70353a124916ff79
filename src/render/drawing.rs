//! A figure as a flat list of drawing primitives in one coordinate space
//! (pixels of the figure's nominal size, y down): what the SVG writer writes,
//! what resvg rasterises and what the window paints, so the three agree.

use super::colour::Rgba;
use super::shape::Shape;

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
    /// A track tile's number beside it.
    TileNumber,
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
            Class::TileNumber => "tile-number",
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
            item.shape.translate(dx, dy);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::font::Weight;
    use crate::render::points::Pt;
    use crate::render::shape::Stroke;
    use crate::render::text::text_at;

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
}
