//! Points and rectangles in figure pixels (y down): where every shape and
//! text of a drawing sits.

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
