//! Explore's picture of the exact solution writes each tile's value over
//! the arrows of the best moves, measured on the shapes the window paints:
//! no arrow's line or head is painted across a value after it, and each
//! value has a halo in its tile's colour (as the tile letters and numbers
//! do), in English and German, at 1024 × 768 and 1920 × 1080.

use egui::epaint::{ClippedShape, Shape};
use egui::{Color32, Pos2, Rect};
use maedn::i18n::Lang;
use maedn::window::{ExplorePart, Launch};

use crate::common::open;

/// The font family the board's drawing paints its text in.
const FIGURE_FONT: &str = "maedn-figure";

/// What the window painted, in painting order.
enum Item {
    Text {
        text: String,
        colour: Color32,
        ink: Rect,
    },
    /// A line or a polygon's outline, as its corners.
    Line(Vec<Pos2>, bool),
}

fn items(shapes: &[ClippedShape]) -> Vec<Item> {
    fn walk(shape: &Shape, out: &mut Vec<Item>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            Shape::Text(t) => {
                let job = &t.galley.job;
                let figure = job
                    .sections
                    .first()
                    .is_some_and(|s| s.format.font_id.family.to_string().contains(FIGURE_FONT));
                if figure {
                    let mut ink = Rect::NOTHING;
                    for row in &t.galley.rows {
                        for g in &row.row.glyphs {
                            let min =
                                t.pos + row.pos.to_vec2() + g.pos.to_vec2() + g.uv_rect.offset;
                            ink = ink.union(Rect::from_min_size(min, g.uv_rect.size));
                        }
                    }
                    out.push(Item::Text {
                        text: job.text.clone(),
                        colour: t.fallback_color,
                        ink,
                    });
                }
            }
            Shape::LineSegment { points, .. } => out.push(Item::Line(points.to_vec(), false)),
            Shape::Path(p) => out.push(Item::Line(p.points.clone(), p.closed)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in shapes {
        walk(shape, &mut out);
    }
    out
}

/// Whether the segment from `a` to `b` passes through `r`.
fn crosses(a: Pos2, b: Pos2, r: Rect) -> bool {
    (0..=200).any(|i| r.contains(a.lerp(b, i as f32 / 200.0)))
}

/// A value as the heat map writes it: digits with a thousands or decimal
/// separator (the tile letters and B have none).
fn is_value(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit()) && text.contains(['.', ','])
}

#[test]
fn test_the_heat_maps_values_are_painted_over_its_arrows() {
    for lang in [Lang::De, Lang::En] {
        for at in [[1024.0, 768.0], [1920.0, 1080.0]] {
            let mut h = open(
                Launch {
                    explore: Some(ExplorePart::Retro),
                    ..Launch::default()
                },
                lang,
                at,
            );
            h.run_steps(4);
            let painted = items(&h.output().shapes);
            let mut values = 0;
            for (i, item) in painted.iter().enumerate() {
                let Item::Text { text, colour, ink } = item else {
                    continue;
                };
                if !is_value(text) {
                    continue;
                }
                // The value itself is the last of its halo's copies.
                let halo: Vec<&Color32> = painted[..i]
                    .iter()
                    .rev()
                    .map_while(|p| match p {
                        Item::Text {
                            text: t, colour, ..
                        } if t == text => Some(colour),
                        _ => None,
                    })
                    .collect();
                if matches!(painted.get(i + 1), Some(Item::Text { text: t, .. }) if t == text) {
                    continue;
                }
                values += 1;
                assert!(
                    halo.iter().any(|c| *c != colour),
                    "{lang:?} {at:?}: {text} at {ink:?} has no halo"
                );
                let inside = ink.shrink(0.5);
                for later in &painted[i + 1..] {
                    let Item::Line(points, closed) = later else {
                        continue;
                    };
                    let edges = points.windows(2).map(|w| (w[0], w[1])).chain(
                        closed
                            .then(|| points.last().zip(points.first()))
                            .flatten()
                            .map(|(a, b)| (*a, *b)),
                    );
                    for (a, b) in edges {
                        assert!(
                            !crosses(a, b, inside),
                            "{lang:?} {at:?}: a line {a:?}–{b:?} painted over {text} at {ink:?}"
                        );
                    }
                }
            }
            assert!(
                values >= 40,
                "{lang:?} {at:?}: only {values} values painted"
            );
        }
    }
}
