//! The second channel every meaning carries besides its colour, so that a
//! figure still reads in greyscale and for a colour-blind reader: each
//! piece's path has its own dash pattern and its own stop marker with the
//! piece's number in it ([`piece_cue`]), and each chart fill its own pattern
//! ([`fill_of`]): searched calls and kept optima solid or framed, pruned calls
//! and lost optima hatched. Bars, icicle nodes and legend swatches all take
//! their shapes from [`fill_shapes`], so a legend shows what the chart shows.

use super::colour::Rgba;
use super::ink::Ink;
use super::points::{Pt, Rect};
use super::shape::{Shape, Stroke};

/// How a filled area (a bar, an icicle node, a legend swatch) is drawn
/// besides its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fill {
    /// Plain colour.
    Solid,
    /// Diagonal stripes of the page's colour across the colour.
    Hatched,
    /// The colour inside a strong frame in the text colour.
    Framed,
    /// Stripes both ways across the colour.
    Crossed,
}

/// The pattern of a chart ink: what is cut away (pruned calls, a lost
/// optimum) is hatched, the optimum kept or on the best path is framed,
/// the four pieces' bars (a game roll by roll) solid, hatched, framed and
/// crossed, everything else is solid.
#[must_use]
pub const fn fill_of(ink: Ink) -> Fill {
    match ink {
        Ink::Piece(n) => match n.saturating_sub(1) % 4 {
            0 => Fill::Solid,
            1 => Fill::Hatched,
            2 => Fill::Framed,
            _ => Fill::Crossed,
        },
        Ink::PrunedCalls | Ink::PrunedNoBound | Ink::NotOptimal => Fill::Hatched,
        Ink::Optimal => Fill::Framed,
        _ => Fill::Solid,
    }
}

/// Distance between hatch stripes, in pixels at scale 1.
pub const HATCH_SPACING: f32 = 7.0;
/// Width of a hatch stripe, in pixels at scale 1.
pub const HATCH_WIDTH: f32 = 2.2;
/// Width of a frame, in pixels at scale 1.
pub const FRAME_WIDTH: f32 = 2.0;

/// The 45° stripes (running up to the right) that cross `rect`, `spacing`
/// apart, each clipped to the rectangle.
#[must_use]
pub fn hatch_lines(rect: Rect, spacing: f32) -> Vec<(Pt, Pt)> {
    let (w, h) = (rect.width(), rect.height());
    if !(w > 0.0 && h > 0.0 && spacing > 0.0 && (w + h).is_finite()) {
        return Vec::new();
    }
    // Lines x + y = c (in the rectangle's own frame, y down), c from 0 to w + h.
    let mut out = Vec::new();
    let mut c = spacing / 2.0;
    while c < w + h {
        // Where the line enters at the left or bottom and leaves at the top or right.
        let (x0, y0) = if c <= h { (0.0, c) } else { (c - h, h) };
        let (x1, y1) = if c <= w { (c, 0.0) } else { (w, c - w) };
        out.push((rect.min.offset(x0, y0), rect.min.offset(x1, y1)));
        c += spacing;
    }
    out
}

/// The shapes of an area `rect` filled with `colour` in pattern `fill`:
/// the rectangle, then its stripes (in `page`, the colour under the chart)
/// or its frame (in `ink`, the text colour); `scale` sizes stripes and frame.
#[must_use]
pub fn fill_shapes(
    rect: Rect,
    colour: Rgba,
    fill: Fill,
    page: Rgba,
    ink: Rgba,
    scale: f32,
) -> Vec<Shape> {
    let mut shapes = vec![Shape::Rect {
        rect,
        radius: 0.0,
        fill: Some(colour),
        stroke: None,
    }];
    match fill {
        Fill::Solid => {}
        Fill::Hatched | Fill::Crossed => {
            let stroke = Stroke::solid(HATCH_WIDTH * scale, page);
            let lines = hatch_lines(rect, HATCH_SPACING * scale);
            // Crossed: the same stripes mirrored left to right as well.
            let mirror = |p: Pt| Pt::new(rect.min.x + rect.max.x - p.x, p.y);
            let crossed: Vec<(Pt, Pt)> = if fill == Fill::Crossed {
                lines
                    .iter()
                    .map(|(a, b)| (mirror(*a), mirror(*b)))
                    .collect()
            } else {
                Vec::new()
            };
            for (a, b) in lines.into_iter().chain(crossed) {
                shapes.push(Shape::line(a, b, stroke));
            }
        }
        Fill::Framed => {
            // Inside the rectangle, and never wider than a third of it.
            let w = (FRAME_WIDTH * scale)
                .min(rect.width() / 3.0)
                .min(rect.height() / 3.0);
            if w > 0.0 {
                let inner = Rect {
                    min: rect.min.offset(w / 2.0, w / 2.0),
                    max: rect.max.offset(-w / 2.0, -w / 2.0),
                };
                shapes.push(Shape::Rect {
                    rect: inner,
                    radius: 0.0,
                    fill: None,
                    stroke: Some(Stroke::solid(w, ink)),
                });
            }
        }
    }
    shapes
}

/// The marker at each stop of a piece's path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A disc (piece 1).
    Circle,
    /// A square (piece 2).
    Square,
    /// A triangle pointing up (piece 3).
    Triangle,
    /// A diamond (piece 4).
    Diamond,
}

/// How piece `n`'s path differs from the others besides its colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceCue {
    /// Dash and gap in tile spacings; `None` for a solid line.
    pub dash: Option<(f32, f32)>,
    /// The marker at each stop.
    pub mark: Mark,
    /// The number written in the marker.
    pub number: u8,
}

/// The cue of piece `n` (1..=4; others wrap round): piece 1 solid with
/// discs, 2 long dashes with squares, 3 short dashes with triangles, 4
/// dash-and-dot-like short strokes with diamonds.
#[must_use]
pub const fn piece_cue(n: u8) -> PieceCue {
    let (dash, mark) = match n.saturating_sub(1) % 4 {
        0 => (None, Mark::Circle),
        1 => (Some((0.34, 0.12)), Mark::Square),
        2 => (Some((0.14, 0.10)), Mark::Triangle),
        _ => (Some((0.05, 0.09)), Mark::Diamond),
    };
    PieceCue {
        dash,
        mark,
        number: n,
    }
}

/// The cue of class-round team `n` (1..=6; others wrap round): the four
/// pieces' dashes and markers for teams 1 to 4, then two more dash patterns
/// (long, even) with discs and squares; the team's number in every marker.
#[must_use]
pub const fn team_cue(n: u8) -> PieceCue {
    let (dash, mark) = match n.saturating_sub(1) % 6 {
        4 => (Some((0.5, 0.1)), Mark::Circle),
        5 => (Some((0.22, 0.22)), Mark::Square),
        i => {
            let c = piece_cue(i + 1);
            (c.dash, c.mark)
        }
    };
    PieceCue {
        dash,
        mark,
        number: n,
    }
}

/// The cue of a solution path's ink: a piece's or a team's; `None` for
/// every other ink.
#[must_use]
pub const fn ink_cue(ink: Ink) -> Option<PieceCue> {
    match ink {
        Ink::Piece(n) => Some(piece_cue(n)),
        Ink::Team(n) => Some(team_cue(n)),
        _ => None,
    }
}

/// The shape of `mark` centred on `c`, about `r` in radius.
#[must_use]
pub fn mark_shape(mark: Mark, c: Pt, r: f32, fill: Rgba, stroke: Stroke) -> Shape {
    let polygon = |points: Vec<Pt>| Shape::Polygon {
        points,
        fill: Some(fill),
        stroke: Some(stroke),
    };
    match mark {
        Mark::Circle => Shape::Circle {
            centre: c,
            radius: r,
            fill: Some(fill),
            stroke: Some(stroke),
        },
        Mark::Square => {
            let s = r * 0.9;
            polygon(vec![
                c.offset(-s, -s),
                c.offset(s, -s),
                c.offset(s, s),
                c.offset(-s, s),
            ])
        }
        Mark::Triangle => {
            let s = r * 1.3;
            polygon(vec![
                c.offset(0.0, -s),
                c.offset(s * 0.95, s * 0.65),
                c.offset(-s * 0.95, s * 0.65),
            ])
        }
        Mark::Diamond => {
            let s = r * 1.25;
            polygon(vec![
                c.offset(0.0, -s),
                c.offset(s, 0.0),
                c.offset(0.0, s),
                c.offset(-s, 0.0),
            ])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_hatch_lines_stay_inside_and_cover_the_rect() {
        let rect = Rect::from_size(Pt::new(10.0, 20.0), 30.0, 50.0);
        let lines = hatch_lines(rect, 7.0);
        // Stripes x + y = c for c over (0, w + h), 7 apart.
        assert_eq!(lines.len(), ((30.0f32 + 50.0) / 7.0).round() as usize);
        for (a, b) in &lines {
            for p in [a, b] {
                assert!(p.x >= rect.min.x - 1e-3 && p.x <= rect.max.x + 1e-3);
                assert!(p.y >= rect.min.y - 1e-3 && p.y <= rect.max.y + 1e-3);
            }
            // 45°: as far across as up.
            assert!(((b.x - a.x) - (a.y - b.y)).abs() < 1e-3);
        }
        assert!(hatch_lines(Rect::from_size(Pt::new(0.0, 0.0), 0.0, 5.0), 7.0).is_empty());
    }

    #[test]
    fn test_every_piece_and_every_kept_or_cut_ink_has_its_own_cue() {
        let cues: Vec<PieceCue> = (1..=4).map(piece_cue).collect();
        for (i, a) in cues.iter().enumerate() {
            for b in &cues[i + 1..] {
                assert_ne!(a.dash, b.dash);
                assert_ne!(a.mark, b.mark);
            }
        }
        let icicle = [Ink::Searched, Ink::PrunedCalls, Ink::Optimal].map(fill_of);
        assert_ne!(icicle[0], icicle[1]);
        assert_ne!(icicle[0], icicle[2]);
        assert_ne!(icicle[1], icicle[2]);
        assert_ne!(fill_of(Ink::Optimal), fill_of(Ink::NotOptimal));
        let teams: Vec<PieceCue> = (1..=6).map(team_cue).collect();
        for (i, a) in teams.iter().enumerate() {
            for b in &teams[i + 1..] {
                assert_ne!(a.dash, b.dash, "{a:?} {b:?}");
                assert_ne!(a.number, b.number);
            }
        }
        assert_eq!(ink_cue(Ink::Team(5)), Some(team_cue(5)));
        assert_eq!(ink_cue(Ink::Best), None);
        let pieces: Vec<Fill> = (1..=4).map(|n| fill_of(Ink::Piece(n))).collect();
        for (i, a) in pieces.iter().enumerate() {
            assert!(!pieces[i + 1..].contains(a), "{pieces:?}");
        }
    }
}
