//! Layout of a board [`Scene`] as a [`Drawing`]: the board square, track
//! lines, the 72 tiles with their letters, marks, paths with move lengths,
//! pieces and rings. Sizes are named constants in tile spacings, so the
//! picture keeps its proportions at any scale.

use super::board_paths;
use super::colour::Rgba;
use super::drawing::{Class, Drawing};
use super::font::{self, Weight};
use super::geometry::unit;
pub use super::geometry::{
    ALL_PATHS_OFFSET, BEST_ALPHA, BEST_WIDTH, BOARD_CORNER, BOARD_HALF_EXTENT, BOARD_SIDE,
    BRANCH_DASH, BRANCH_WIDTH, CASING_PX, LABEL_DISTANCE, LABEL_PAD, LABEL_SIZE, LETTER_SIZE,
    PATH_WIDTH, PIECE_LABEL_SIZE, PIECE_RADIUS, PRUNED_DASH, PRUNED_WIDTH, RING_LABEL_RISE,
    SMALL_SIZE, STOP_DOT, TILE_PX, TILE_RADIUS, TILE_STROKE, TRACK_LINE_WIDTH, tile_centre,
};
use super::palette::Palette;
use super::points::{Pt, Rect};
use super::scene::{HeatTile, RingKind, Scene};
use super::shape::{Shape, Stroke};
use super::text::centred_text;
use super::tile_numbers::{self, Layout};
use crate::model::{BoardTile, Colour, TRACK_TILES};

/// The board of `scene` as a drawing of `BOARD_SIDE` × `BOARD_SIDE` pixels,
/// or larger by the margin its tile numbers need (no caption or legend: see
/// [`super::frame`]).
#[must_use]
pub fn board_drawing(scene: &Scene, palette: &Palette) -> Drawing {
    board_drawing_at(scene, palette).0
}

/// The board of `scene` as [`board_drawing`] draws it, and where in that
/// drawing [`tile_centre`]'s origin (the board square's top left without
/// the numbers' margin) lies.
#[must_use]
pub fn board_drawing_at(scene: &Scene, palette: &Palette) -> (Drawing, Pt) {
    let numbers = scene
        .tile_numbers
        .map(|size| tile_numbers::layout(scene.colour, size));
    let avoid = numbers.as_ref().map(Layout::boxes).unwrap_or_default();
    let mut d = Drawing::new(BOARD_SIDE, BOARD_SIDE, palette.page);
    d.push(
        Class::Board,
        Shape::Rect {
            rect: Rect::from_size(Pt::default(), BOARD_SIDE, BOARD_SIDE),
            radius: BOARD_CORNER * TILE_PX,
            fill: Some(palette.board),
            stroke: None,
        },
    );
    track_lines(&mut d, palette);
    let r = TILE_RADIUS * TILE_PX;
    for (i, tile) in BoardTile::all().into_iter().enumerate() {
        let shape = Shape::Circle {
            centre: tile_centre(tile),
            radius: r,
            fill: Some(tile_fill(tile, palette)),
            stroke: Some(Stroke::solid(TILE_STROKE, palette.tile_outline)),
        };
        match scene.tile_names.get(i) {
            Some(name) => d.push_titled(Class::Tile, shape, name.clone()),
            None => d.push(Class::Tile, shape),
        }
    }
    let heat_range = range(&scene.heat);
    for h in &scene.heat {
        let t = ((h.value - heat_range.0) / (heat_range.1 - heat_range.0).max(1e-9)) as f32;
        disc(&mut d, Class::Heat, h.tile, r, palette.heat_at(t));
    }
    for tile in &scene.changed {
        disc(
            &mut d,
            Class::Changed,
            *tile,
            r,
            palette.changed.with_alpha(170),
        );
    }
    for tile in &scene.lit {
        ring(
            &mut d,
            Class::Lit,
            *tile,
            r * 0.80,
            0.08 * TILE_PX,
            palette.lit,
        );
    }
    if scene.start_arrows {
        for c in Colour::ALL {
            start_arrow(&mut d, c, palette);
        }
    }
    for tile in &scene.skipped {
        disc(&mut d, Class::Skipped, *tile, r, palette.skipped);
    }
    for path in &scene.paths {
        board_paths::paint_path(&mut d, path, palette);
    }
    letters(&mut d, scene, palette);
    board_paths::heat_arrows(&mut d, scene, palette);
    heat_labels(&mut d, scene, palette);
    // Over the paths and arrows that cross them (their halo clears the
    // lines beneath), as the tiles' letters are; pieces, rings and labels
    // keep clear of them by their places.
    if let Some(numbers) = &numbers {
        paint_numbers(&mut d, numbers, palette);
    }
    for piece in &scene.pieces {
        board_paths::paint_piece(&mut d, piece, palette);
    }
    let mut labels: Vec<Rect> = Vec::new();
    for ring_ in &scene.rings {
        let colour = match ring_.kind {
            RingKind::Hover => palette.hover,
            RingKind::Selection => palette.selection,
        };
        ring(
            &mut d,
            Class::Ring,
            ring_.tile,
            // Beside numbered tiles the ring keeps to the tile's own edge,
            // inside the circle no number enters.
            if numbers.is_some() { r } else { r * 1.12 },
            0.07 * TILE_PX,
            colour,
        );
        if let Some(label) = &ring_.label {
            let size = SMALL_SIZE * TILE_PX;
            let at = ring_label_at(ring_.tile, label, size, &avoid);
            let w = font::text_width(label, size, Weight::Bold);
            let h = font::metrics(Weight::Bold).cap_height * size;
            labels.push(Rect::around(at, w, h));
            // A window reading the board from afar sets the label larger,
            // inside a bare ringed tile: the square that circle holds.
            let inner = r * std::f32::consts::SQRT_2;
            labels.push(Rect::around(tile_centre(ring_.tile), inner, inner));
            let mut t = centred_text(at, label.clone(), size, Weight::Bold, colour);
            t.halo = Some(palette.board);
            d.push(Class::Ring, Shape::Text(t));
        }
    }
    // The move lengths keep clear of the numbers and the rings' labels, of
    // every start slot (the moves out of B start among them) and of the
    // pieces: each circle's whole square.
    labels.extend_from_slice(&avoid);
    let slots = BoardTile::all()
        .into_iter()
        .filter(|t| matches!(t, BoardTile::Start(..)));
    let pieces = scene.pieces.iter().map(|p| p.tile);
    labels.extend(
        slots
            .chain(pieces)
            .map(|t| Rect::around(tile_centre(t), 2.0 * r, 2.0 * r)),
    );
    board_paths::move_labels(&mut d, &scene.paths, palette, &labels);
    let pad = numbers.as_ref().map_or(0.0, |n| n.pad);
    if pad > 0.0 {
        grow(&mut d, pad);
    }
    (d, Pt::new(pad, pad))
}

/// Moves everything drawn by `pad` and grows the board square round it.
fn grow(d: &mut Drawing, pad: f32) {
    for item in &mut d.items {
        item.shape.translate(pad, pad);
    }
    d.width += 2.0 * pad;
    d.height += 2.0 * pad;
    let side = d.width;
    if let Some(Shape::Rect { rect, .. }) = d
        .items
        .iter_mut()
        .find(|i| i.class == Class::Board)
        .map(|i| &mut i.shape)
    {
        *rect = Rect::from_size(Pt::default(), side, side);
    }
}

/// The track tiles' numbers, each with a halo in the board's colour so that
/// it reads over a path drawn beneath it.
fn paint_numbers(d: &mut Drawing, numbers: &Layout, palette: &Palette) {
    for n in &numbers.numbers {
        let mut t = centred_text(
            n.centre,
            n.text.clone(),
            numbers.size,
            Weight::Bold,
            palette.text,
        );
        t.halo = Some(palette.board);
        d.push(Class::TileNumber, Shape::Text(t));
    }
}

/// Where a ring's label is centred: above its tile, or if a tile number
/// stands there, below, left or right of it, whichever is free first.
#[must_use]
pub fn ring_label_at(tile: BoardTile, label: &str, size: f32, avoid: &[Rect]) -> Pt {
    let c = tile_centre(tile);
    let rise = RING_LABEL_RISE * TILE_PX;
    let w = font::text_width(label, size, Weight::Bold);
    let h = font::metrics(Weight::Bold).cap_height * size;
    let spots = [
        (0.0, -rise),
        (0.0, rise),
        (-rise - w / 2.0, 0.0),
        (rise + w / 2.0, 0.0),
    ];
    spots
        .iter()
        .map(|(dx, dy)| c.offset(*dx, *dy))
        .find(|p| {
            let b = Rect::around(*p, w, h);
            avoid.iter().all(|a| !a.intersects(&b))
        })
        .unwrap_or_else(|| c.offset(0.0, -rise))
}

fn range(heat: &[HeatTile]) -> (f64, f64) {
    let finite = heat.iter().map(|h| h.value).filter(|v| v.is_finite());
    let lo = finite.clone().fold(f64::INFINITY, f64::min);
    let hi = finite.fold(f64::NEG_INFINITY, f64::max);
    if lo.is_finite() { (lo, hi) } else { (0.0, 1.0) }
}

fn track_lines(d: &mut Drawing, palette: &Palette) {
    let stroke = Stroke::solid(TRACK_LINE_WIDTH * TILE_PX, palette.track_line);
    let mut line = |a: BoardTile, b: BoardTile| {
        d.push(
            Class::TrackLine,
            Shape::line(tile_centre(a), tile_centre(b), stroke),
        );
    };
    for t in 0..TRACK_TILES {
        line(BoardTile::Track(t), BoardTile::Track((t + 1) % TRACK_TILES));
    }
    for c in Colour::ALL {
        let entry = (10 * c.quarter_turns() + TRACK_TILES - 1) % TRACK_TILES;
        line(BoardTile::Track(entry), BoardTile::Goal(c, 0));
        for g in 0..3 {
            line(BoardTile::Goal(c, g), BoardTile::Goal(c, g + 1));
        }
    }
}

fn tile_fill(tile: BoardTile, palette: &Palette) -> Rgba {
    match tile {
        BoardTile::Track(_) => tile.owner().map_or(palette.tile, |c| palette.player(c)),
        BoardTile::Start(c, _) | BoardTile::Goal(c, _) => palette.player_pale(c),
    }
}

/// The letter printed on a tile: A on the start tiles, B in the start fields,
/// a–d in the goal rows.
#[must_use]
pub fn tile_letter(tile: BoardTile) -> Option<char> {
    match tile {
        BoardTile::Track(t) if t % 10 == 0 => Some('A'),
        BoardTile::Track(_) => None,
        BoardTile::Start(..) => Some('B'),
        BoardTile::Goal(_, g) => ['a', 'b', 'c', 'd'].get(usize::from(g)).copied(),
    }
}

fn letters(d: &mut Drawing, scene: &Scene, palette: &Palette) {
    let size = LETTER_SIZE * TILE_PX;
    for tile in BoardTile::all() {
        if scene.heat.iter().any(|h| h.tile == tile) {
            continue;
        }
        let Some(letter) = tile_letter(tile) else {
            continue;
        };
        let fill = tile_fill(tile, palette);
        let mut t = centred_text(
            tile_centre(tile),
            letter.to_string(),
            size,
            Weight::Bold,
            palette.text_on(fill),
        );
        // A halo in the tile's colour keeps the letter readable over paths.
        t.halo = Some(fill);
        d.push(Class::TileLetter, Shape::Text(t));
    }
}

/// Each heat tile's value, over the arrows that leave or cross it: a halo
/// in the tile's colour clears the lines beneath, as the letters' and the
/// tile numbers' do.
/// The margin of the plate under a heat value, as a share of its size.
const HEAT_PLATE_PAD: f32 = 0.2;

fn heat_labels(d: &mut Drawing, scene: &Scene, palette: &Palette) {
    let range = range(&scene.heat);
    for h in &scene.heat {
        let t = ((h.value - range.0) / (range.1 - range.0).max(1e-9)) as f32;
        let heat = palette.heat_at(t);
        let size = fit(&h.label, SMALL_SIZE * TILE_PX, 1.7 * TILE_RADIUS * TILE_PX);
        // A plate in the tile's colour under the value: the best path's
        // lines, drawn before, stop at its edge instead of running through
        // the digits (a halo is too thin for their width).
        let w = font::text_width(&h.label, size, Weight::Bold);
        let cap = font::metrics(Weight::Bold).cap_height * size;
        let pad = HEAT_PLATE_PAD * size;
        d.push(
            Class::HeatLabel,
            Shape::Rect {
                rect: Rect::around(tile_centre(h.tile), w + 2.0 * pad, cap + 2.0 * pad),
                radius: pad,
                fill: Some(heat),
                stroke: None,
            },
        );
        let mut text = centred_text(
            tile_centre(h.tile),
            h.label.clone(),
            size,
            Weight::Bold,
            palette.text_on(heat),
        );
        text.halo = Some(heat);
        d.push(Class::HeatLabel, Shape::Text(text));
    }
}

/// The largest size up to `size` at which `text` fits `width`.
fn fit(text: &str, size: f32, width: f32) -> f32 {
    let w = font::text_width(text, size, Weight::Bold);
    if w > width && w > 0.0 {
        size * width / w
    } else {
        size
    }
}

fn disc(d: &mut Drawing, class: Class, tile: BoardTile, radius: f32, fill: Rgba) {
    d.push(class, Shape::disc(tile_centre(tile), radius, fill));
}

fn ring(d: &mut Drawing, class: Class, tile: BoardTile, radius: f32, width: f32, colour: Rgba) {
    d.push(class, Shape::ring(tile_centre(tile), radius, width, colour));
}

/// A triangle between a colour's A and the next track tile: the way pieces go.
fn start_arrow(d: &mut Drawing, colour: Colour, palette: &Palette) {
    let a_index = 10 * colour.quarter_turns();
    let a = tile_centre(BoardTile::Track(a_index));
    let b = tile_centre(BoardTile::Track((a_index + 1) % TRACK_TILES));
    let (dx, dy) = unit(a, b);
    let mid = Pt::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
    let s = TILE_PX;
    let tip = mid.offset(dx * 0.14 * s, dy * 0.14 * s);
    let base = mid.offset(-dx * 0.12 * s, -dy * 0.12 * s);
    let (sx, sy) = (-dy * 0.14 * s, dx * 0.14 * s);
    d.push(
        Class::StartArrow,
        Shape::Polygon {
            points: vec![tip, base.offset(sx, sy), base.offset(-sx, -sy)],
            fill: Some(palette.player(colour)),
            stroke: Some(Stroke::solid(1.0, palette.tile_outline)),
        },
    );
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::render::scene::{Path, PathKind, Piece};

    #[test]
    fn test_every_tile_drawn_exactly_once_with_its_name() {
        let mut scene = Scene::new(Colour::Black);
        scene.tile_names = BoardTile::all().iter().map(ToString::to_string).collect();
        let d = board_drawing(&scene, Palette::light());
        let tiles: Vec<_> = d.items.iter().filter(|i| i.class == Class::Tile).collect();
        assert_eq!(tiles.len(), 72);
        let mut centres = HashSet::new();
        let mut names = HashSet::new();
        for item in &tiles {
            let Shape::Circle { centre, .. } = item.shape else {
                panic!("a tile is a circle");
            };
            assert!(centres.insert((centre.x.to_bits(), centre.y.to_bits())));
            assert!(
                centre.x > 0.0 && centre.x < BOARD_SIDE && centre.y > 0.0 && centre.y < BOARD_SIDE
            );
            names.insert(item.tooltip.clone().expect("named"));
        }
        assert_eq!(names.len(), 72, "every tile has its own name");
        for tile in BoardTile::all() {
            let c = tile_centre(tile);
            assert!(
                centres.contains(&(c.x.to_bits(), c.y.to_bits())),
                "{tile} missing"
            );
        }
        // 4 A, 16 B, 16 goal letters.
        let letters = d.texts(Class::TileLetter);
        assert_eq!(letters.iter().filter(|l| **l == "A").count(), 4);
        assert_eq!(letters.iter().filter(|l| **l == "B").count(), 16);
        for l in ["a", "b", "c", "d"] {
            assert_eq!(letters.iter().filter(|x| **x == l).count(), 4);
        }
    }

    #[test]
    fn test_everything_the_window_draws_can_be_said() {
        use crate::render::ink::Ink;
        use crate::render::scene::{HeatTile, Ring, TileArrow};
        let mut scene = Scene::new(Colour::Yellow);
        let t = |i| BoardTile::Track(i);
        for (kind, ink) in [
            (PathKind::Best, Ink::Best),
            (PathKind::Branch, Ink::Branch),
            (PathKind::Pruned, Ink::Pruned),
        ] {
            scene.paths.push(Path {
                tiles: vec![t(10), t(14), t(16)],
                kind,
                ink,
                labels: Vec::new(),
                offset: (0.0, 0.0),
                lane: 0.0,
            });
        }
        scene.skipped = vec![t(11), t(12)];
        scene.lit = vec![t(10)];
        scene.changed = vec![t(14)];
        scene.rings = vec![
            Ring {
                tile: t(16),
                kind: RingKind::Hover,
                label: Some("16".to_owned()),
            },
            Ring {
                tile: t(20),
                kind: RingKind::Selection,
                label: None,
            },
        ];
        scene.heat = (40..44)
            .map(|g| HeatTile {
                tile: BoardTile::Goal(Colour::Yellow, g - 40),
                value: f64::from(g),
                label: format!("{g}0"),
            })
            .collect();
        scene.arrows = vec![TileArrow {
            from: t(30),
            to: t(34),
        }];
        scene.pieces.push(Piece {
            tile: t(16),
            colour: Colour::Yellow,
            label: Some("2".to_owned()),
        });
        let d = board_drawing(&scene, Palette::light());
        for class in [
            Class::Best,
            Class::Branch,
            Class::Pruned,
            Class::Skipped,
            Class::Lit,
            Class::Changed,
            Class::Ring,
            Class::Heat,
            Class::HeatLabel,
            Class::HeatArrow,
            Class::Piece,
            Class::PieceLabel,
            Class::StartArrow,
        ] {
            assert!(d.count(class) > 0, "{class:?} not drawn");
        }
        assert_eq!(d.texts(Class::HeatLabel), ["400", "410", "420", "430"]);
        // Heat tiles show their value instead of the letter.
        assert_eq!(
            d.texts(Class::TileLetter)
                .iter()
                .filter(|l| ["a", "b", "c", "d"].contains(l))
                .count(),
            12
        );
        let svg = crate::render::to_svg(&d);
        let tree = crate::render::raster::parse(&svg).expect("the SVG parses");
        assert!(crate::render::raster::tree_texts(&tree).contains(&"16".to_owned()));
    }

    /// Slide 10: the best path runs through the heat map's tiles; each
    /// value stands on a plate in its tile's colour, painted after every
    /// path and arrow, that holds the whole value (once the path's lines ran
    /// through "11.6", "14.0", "7.5" …).
    #[test]
    fn test_heat_values_stand_on_plates_over_the_best_path() {
        let t = BoardTile::Track;
        let mut scene = Scene::new(Colour::Black);
        let tiles = [t(0), t(5), t(11), t(17)];
        scene.heat = tiles
            .iter()
            .zip(["11.6", "14.0", "7.5", "5.8"])
            .map(|(tile, label)| HeatTile {
                tile: *tile,
                value: label.parse().unwrap_or(0.0),
                label: label.to_owned(),
            })
            .collect();
        scene.paths.push(Path {
            tiles: tiles.to_vec(),
            kind: PathKind::Solution,
            ink: crate::render::ink::Ink::Best,
            labels: Vec::new(),
            offset: (0.0, 0.0),
            lane: 0.0,
        });
        let d = board_drawing(&scene, Palette::dark());
        let last_line = d
            .items
            .iter()
            .rposition(|i| matches!(i.shape, Shape::Polyline { .. } | Shape::Line { .. }))
            .unwrap_or(0);
        for (i, item) in d.items.iter().enumerate() {
            let (Class::HeatLabel, Shape::Text(text)) = (&item.class, &item.shape) else {
                continue;
            };
            let w = font::text_width(&text.text, text.size, Weight::Bold);
            let cap = font::metrics(Weight::Bold).cap_height * text.size;
            // Its digits, from the baseline up to the cap height.
            let ink = Rect::around(text.at.offset(0.0, -cap / 2.0), w, cap);
            let plate = d.items[last_line..i]
                .iter()
                .any(|p| match (&p.class, &p.shape) {
                    (
                        Class::HeatLabel,
                        Shape::Rect {
                            rect,
                            fill: Some(_),
                            ..
                        },
                    ) => {
                        rect.min.x <= ink.min.x
                            && rect.min.y <= ink.min.y
                            && rect.max.x >= ink.max.x
                            && rect.max.y >= ink.max.y
                    }
                    _ => false,
                });
            assert!(
                plate,
                "{} at {:?} has no plate over the lines",
                text.text, text.at
            );
        }
        assert_eq!(d.texts(Class::HeatLabel).len(), 4);
    }
}
