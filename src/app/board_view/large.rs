//! The board in Present mode: its legend set apart at a chart's text size
//! ([`crate::app::present::chart_text`], the size a slide's charts use, read
//! from the back row) instead of shrinking with the board, and the numbers
//! over its rings and beside its tiles never smaller than that (the tiles'
//! as large as the board holds). On a desk the legend stays part
//! of the board's drawing and scales with it. Placement only: sizes in,
//! rectangles out.

use egui::{Rect, Vec2, vec2};

use crate::model::{BoardTile, Colour};
use crate::render::board::{ring_label_at, tile_letter};
use crate::render::font::{self, Weight};
use crate::render::frame::LEGEND_SIZE;
use crate::render::tile_numbers::{self, NUMBER_SIZE};
use crate::render::{BOARD_SIDE, Class, Drawing, Pt, Scene, Shape, TILE_PX, tile_centre};

/// Where a board and its legend go when the legend's text is `text` points
/// high: the board square's rectangle and the legend's (empty when there is
/// no legend). Beside the board or below it, whichever leaves the board
/// larger; the legend is set smaller only if it would not fit the space at
/// all. The pair is centred in `outer`, the legend's top level with the
/// board's (beside) or its left edge with the board's (below).
#[must_use]
pub fn layout(outer: Rect, legend: Option<Vec2>, text: f32) -> (Rect, Rect) {
    let Some(key) = legend else {
        return (square_in(outer), Rect::NOTHING);
    };
    let (w, h) = (outer.width(), outer.height());
    let gap = text;
    let wanted = key * (text / LEGEND_SIZE);
    let key = wanted * (w / wanted.x).min(h / wanted.y).min(1.0);
    // Beside, the legend takes its width and the board what is left; below,
    // the legend takes its height.
    let beside = (w - key.x - gap).min(h).max(0.0);
    let below = (h - key.y - gap).min(w).max(0.0);
    let (side, group, at) = if beside >= below {
        let group = vec2(beside + gap + key.x, beside.max(key.y));
        (beside, group, vec2(beside + gap, 0.0))
    } else {
        let group = vec2(below.max(key.x), below + gap + key.y);
        (below, group, vec2(0.0, below + gap))
    };
    let min = outer.center() - group / 2.0;
    (
        Rect::from_min_size(min, Vec2::splat(side)),
        Rect::from_min_size(min + at, key),
    )
}

/// The largest square centred in `rect`.
fn square_in(rect: Rect) -> Rect {
    let side = rect.width().min(rect.height()).max(0.0);
    Rect::from_center_size(rect.center(), Vec2::splat(side))
}

/// The size, in tile spacings, of the track tiles' numbers of `colour`'s
/// board painted in a square `side` points wide, for digits `text` points
/// high: the chart's text size, or as large as the board holds (see
/// [`tile_numbers::layout`]; the margin the numbers need shrinks the board,
/// so the size is found in a few rounds).
#[must_use]
pub fn number_size(colour: Colour, side: f32, text: f32) -> f32 {
    let mut drawn = BOARD_SIDE;
    let mut size = NUMBER_SIZE;
    for _ in 0..4 {
        let wanted = text * drawn / side.max(1.0) / TILE_PX;
        let layout = tile_numbers::layout(colour, wanted.max(NUMBER_SIZE));
        size = layout.size / TILE_PX;
        drawn = BOARD_SIDE + 2.0 * layout.pad;
    }
    size
}

/// Sets every label over a ring of the board `drawing` of `scene` (its
/// tiles' origin at `origin`, painted `side` points wide) at least `text`
/// points high. A label that had to grow moves into its ring when the tile
/// there is bare (no letter, no piece): above it, it would cover the tile
/// beyond. Otherwise it stands where a label of its new size is clear of
/// the tile numbers (as the renderer places one).
pub fn enlarge_ring_labels(drawing: &mut Drawing, origin: Pt, scene: &Scene, side: f32, text: f32) {
    let min = text * drawing.width / side.max(1.0);
    let numbers: Vec<crate::render::Rect> = drawing
        .items
        .iter()
        .filter(|i| i.class == Class::TileNumber)
        .filter_map(|i| match &i.shape {
            Shape::Text(t) => Some(number_box(t, origin)),
            _ => None,
        })
        .collect();
    let bare = |t: BoardTile| tile_letter(t).is_none() && scene.pieces.iter().all(|p| p.tile != t);
    let cap = font::metrics(Weight::Bold).cap_height;
    // The labels are drawn in the order of their rings.
    let mut rings = scene.rings.iter().filter(|r| r.label.is_some());
    for item in &mut drawing.items {
        let Shape::Text(t) = &mut item.shape else {
            continue;
        };
        if item.class != Class::Ring {
            continue;
        }
        let Some(ring) = rings.next() else {
            break;
        };
        if t.size >= min {
            continue;
        }
        let to = if bare(ring.tile) {
            tile_centre(ring.tile)
        } else {
            ring_label_at(ring.tile, &t.text, min, &numbers)
        };
        t.size = min;
        t.at = Pt::new(to.x + origin.x, to.y + origin.y + cap * min / 2.0);
    }
}

/// The box of a tile number's digits in board pixels (the drawing's moved
/// by `origin`).
fn number_box(t: &crate::render::Text, origin: Pt) -> crate::render::Rect {
    let cap = font::metrics(t.weight).cap_height * t.size;
    let w = t.width();
    crate::render::Rect::from_size(
        Pt::new(t.left() - origin.x, t.at.y - cap - origin.y),
        w,
        cap,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn test_the_legend_keeps_its_text_size_and_the_board_takes_the_rest() {
        let outer = Rect::from_min_size(pos2(0.0, 0.0), vec2(620.0, 700.0));
        let key = vec2(300.0, 120.0);
        let (board, legend) = layout(outer, Some(key), 19.0);
        assert!((legend.width() - key.x * 19.0 / LEGEND_SIZE).abs() < 1e-3);
        assert!(outer.expand(0.5).contains_rect(board));
        assert!(outer.expand(0.5).contains_rect(legend));
        assert!(!board.intersects(legend));
        assert!((board.width() - board.height()).abs() < 1e-3);
        // Without a legend the board fills the space's shorter side.
        let (alone, none) = layout(outer, None, 19.0);
        assert!((alone.width() - 620.0).abs() < 1e-3);
        assert_eq!(none, Rect::NOTHING);
    }

    #[test]
    fn test_a_grown_number_moves_into_a_bare_ring_and_stays_over_a_lettered_one() {
        use crate::model::{BoardTile, Rules};
        use crate::render::{Palette, Ring, RingKind, board_drawing};
        let mut scene = crate::figures::scenes::empty(&Rules::paper()).scene;
        let (bare, lettered) = (BoardTile::Track(3), BoardTile::Track(0));
        for (tile, label) in [(bare, "3"), (lettered, "5")] {
            scene.rings.push(Ring {
                tile,
                kind: RingKind::Selection,
                label: Some(label.to_string()),
            });
        }
        let mut d = board_drawing(&scene, Palette::light());
        let middle = |d: &Drawing, label: &str| {
            d.items
                .iter()
                .find_map(|i| match &i.shape {
                    Shape::Text(t) if i.class == Class::Ring && t.text == label => Some(Pt::new(
                        t.at.x,
                        t.at.y - font::metrics(Weight::Bold).cap_height * t.size / 2.0,
                    )),
                    _ => None,
                })
                .expect("a ring label")
        };
        let over = middle(&d, "5");
        // Painted 300 points wide, the numbers must be 20 points high.
        enlarge_ring_labels(&mut d, Pt::default(), &scene, 300.0, 20.0);
        let inside = middle(&d, "3");
        assert!((inside.x - tile_centre(bare).x).abs() < 1e-3);
        assert!((inside.y - tile_centre(bare).y).abs() < 1e-3);
        let still = middle(&d, "5");
        assert!((still.y - over.y).abs() < 1e-3, "{over:?} → {still:?}");
    }

    #[test]
    fn test_a_legend_too_large_for_the_space_is_set_smaller() {
        let outer = Rect::from_min_size(pos2(0.0, 0.0), vec2(200.0, 200.0));
        let (_, legend) = layout(outer, Some(vec2(400.0, 40.0)), 32.0);
        assert!(legend.width() <= 200.0 + 1e-3);
    }
}
