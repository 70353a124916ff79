//! Layout of a board [`Scene`] as a [`Drawing`]: the board square, track
//! lines, the 72 tiles with their letters, marks, paths with move lengths,
//! pieces and rings. Sizes are named constants in tile spacings, so the
//! picture keeps its proportions at any scale.

use super::colour::Rgba;
use super::drawing::{Class, Drawing, Pt, Rect, Shape, Stroke, Text, centred_text};
use super::font::{self, Weight};
use super::palette::Palette;
use super::scene::{HeatTile, Path, PathKind, Piece, RingKind, Scene};
use crate::model::{BoardTile, Colour, TRACK_TILES};

/// Pixels per tile spacing in the figure's nominal size.
pub const TILE_PX: f32 = 52.0;
/// Half the board's side in tiles: the 11 × 11 grid spans −5..=5, plus a margin.
pub const BOARD_HALF_EXTENT: f32 = 5.9;
/// The board's side in pixels.
pub const BOARD_SIDE: f32 = 2.0 * BOARD_HALF_EXTENT * TILE_PX;
/// Radius of a tile, in tiles.
pub const TILE_RADIUS: f32 = 0.40;
/// Radius of a piece, in tiles.
pub const PIECE_RADIUS: f32 = 0.28;
/// Outline of a tile, in pixels.
pub const TILE_STROKE: f32 = 1.5;
/// Width of the lines joining tiles, in tiles.
pub const TRACK_LINE_WIDTH: f32 = 0.05;
/// Width of a solution path, in tiles.
pub const PATH_WIDTH: f32 = 0.09;
/// Width of the branch being explored, in tiles.
pub const BRANCH_WIDTH: f32 = 0.06;
/// Width of a pruned branch, in tiles.
pub const PRUNED_WIDTH: f32 = 0.045;
/// Width of the faint best-so-far path, in tiles.
pub const BEST_WIDTH: f32 = 0.15;
/// Opacity of the best-so-far path.
pub const BEST_ALPHA: u8 = 115;
/// The halo on each side of a solution path, in pixels.
pub const CASING_PX: f32 = 1.5;
/// Radius of the dot at each stop of a path, as a multiple of its width.
pub const STOP_DOT: f32 = 1.1;
/// Corner radius of the board square, in tiles.
pub const BOARD_CORNER: f32 = 0.4;
/// Font size of tile letters, in tiles.
pub const LETTER_SIZE: f32 = 0.36;
/// Font size of move lengths, in tiles.
pub const LABEL_SIZE: f32 = 0.30;
/// Font size of a piece's number, in tiles.
pub const PIECE_LABEL_SIZE: f32 = 0.28;
/// Font size of a ring's label and of heat values, in tiles.
pub const SMALL_SIZE: f32 = 0.26;
/// Distance of a move-length box from its move, in tiles.
pub const LABEL_DISTANCE: f32 = 0.34;
/// Padding inside a move-length box, in pixels.
pub const LABEL_PAD: f32 = 3.0;
/// Shift between paths drawn together (the full path), in tiles.
pub const ALL_PATHS_OFFSET: f32 = 0.11;
/// Dash and gap of the branch being explored, in tiles.
pub const BRANCH_DASH: (f32, f32) = (0.25, 0.12);
/// Dash and gap of a pruned branch, in tiles.
pub const PRUNED_DASH: (f32, f32) = (0.10, 0.10);

/// Figure pixels of a tile centre on the board (the board's top left at 0, 0).
#[must_use]
pub fn tile_centre(tile: BoardTile) -> Pt {
    let g = tile.grid();
    Pt::new(
        (g.x as f32 + BOARD_HALF_EXTENT) * TILE_PX,
        (g.y as f32 + BOARD_HALF_EXTENT) * TILE_PX,
    )
}

/// The board of `scene` as a drawing of `BOARD_SIDE` × `BOARD_SIDE` pixels
/// (no caption or legend: see [`super::frame`]).
#[must_use]
pub fn board_drawing(scene: &Scene, palette: &Palette) -> Drawing {
    let mut d = Drawing::new(BOARD_SIDE, BOARD_SIDE, palette.page);
    let names = scene.tile_names.map(|l| l.texts());
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
    for tile in BoardTile::all() {
        let shape = Shape::Circle {
            centre: tile_centre(tile),
            radius: r,
            fill: Some(tile_fill(tile, palette)),
            stroke: Some(Stroke::solid(TILE_STROKE, palette.tile_outline)),
        };
        match names {
            Some(t) => d.push_titled(Class::Tile, shape, t.tile_name(tile)),
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
        paint_path(&mut d, path, palette);
    }
    letters(&mut d, scene, palette);
    heat_arrows(&mut d, scene, palette);
    for piece in &scene.pieces {
        paint_piece(&mut d, piece, palette);
    }
    for ring_ in &scene.rings {
        let colour = match ring_.kind {
            RingKind::Hover => palette.hover,
            RingKind::Selection => palette.selection,
        };
        ring(
            &mut d,
            Class::Ring,
            ring_.tile,
            r * 1.12,
            0.07 * TILE_PX,
            colour,
        );
        if let Some(label) = &ring_.label {
            let at = tile_centre(ring_.tile).offset(0.0, -0.62 * TILE_PX);
            let mut t = centred_text(
                at,
                label.clone(),
                SMALL_SIZE * TILE_PX,
                Weight::Bold,
                colour,
            );
            t.halo = Some(palette.board);
            d.push(Class::Ring, Shape::Text(t));
        }
    }
    for path in scene.paths.iter().filter(|p| !p.labels.is_empty()) {
        move_labels(&mut d, path, palette);
    }
    d
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
            Shape::Line {
                from: tile_centre(a),
                to: tile_centre(b),
                stroke,
            },
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
    let range = range(&scene.heat);
    for h in &scene.heat {
        let t = ((h.value - range.0) / (range.1 - range.0).max(1e-9)) as f32;
        let heat = palette.heat_at(t);
        let size = fit(&h.label, SMALL_SIZE * TILE_PX, 1.7 * TILE_RADIUS * TILE_PX);
        let text = centred_text(
            tile_centre(h.tile),
            h.label.clone(),
            size,
            Weight::Bold,
            palette.text_on(heat),
        );
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
    d.push(
        class,
        Shape::Circle {
            centre: tile_centre(tile),
            radius,
            fill: Some(fill),
            stroke: None,
        },
    );
}

fn ring(d: &mut Drawing, class: Class, tile: BoardTile, radius: f32, width: f32, colour: Rgba) {
    d.push(
        class,
        Shape::Circle {
            centre: tile_centre(tile),
            radius,
            fill: None,
            stroke: Some(Stroke::solid(width, colour)),
        },
    );
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

fn unit(a: Pt, b: Pt) -> (f32, f32) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = dx.hypot(dy);
    if len > 0.0 {
        (dx / len, dy / len)
    } else {
        (0.0, 0.0)
    }
}

fn path_points(path: &Path) -> Vec<Pt> {
    let (ox, oy) = path.offset;
    path.tiles
        .iter()
        .map(|t| tile_centre(*t).offset(ox * TILE_PX, oy * TILE_PX))
        .collect()
}

/// The class a path kind is written as.
#[must_use]
pub const fn path_class(kind: PathKind) -> Class {
    match kind {
        PathKind::Solution => Class::Path,
        PathKind::Branch => Class::Branch,
        PathKind::Pruned => Class::Pruned,
        PathKind::Best => Class::Best,
    }
}

/// The stroke of a path kind in a colour.
#[must_use]
pub fn path_stroke(kind: PathKind, colour: Rgba) -> Stroke {
    let s = TILE_PX;
    match kind {
        PathKind::Solution => Stroke::solid(PATH_WIDTH * s, colour),
        PathKind::Branch => Stroke::dashed(
            BRANCH_WIDTH * s,
            colour,
            BRANCH_DASH.0 * s,
            BRANCH_DASH.1 * s,
        ),
        PathKind::Pruned => Stroke::dashed(
            PRUNED_WIDTH * s,
            colour,
            PRUNED_DASH.0 * s,
            PRUNED_DASH.1 * s,
        ),
        PathKind::Best => Stroke::solid(BEST_WIDTH * s, colour.with_alpha(BEST_ALPHA)),
    }
}

fn paint_path(d: &mut Drawing, path: &Path, palette: &Palette) {
    let points = path_points(path);
    if points.len() < 2 {
        return;
    }
    let class = path_class(path.kind);
    let colour = palette.ink(path.ink);
    let stroke = path_stroke(path.kind, colour);
    if path.kind == PathKind::Solution {
        d.push(
            class,
            Shape::Polyline {
                points: points.clone(),
                stroke: Stroke::solid(stroke.width + 2.0 * CASING_PX, palette.casing),
            },
        );
    }
    d.push(
        class,
        Shape::Polyline {
            points: points.clone(),
            stroke,
        },
    );
    if matches!(path.kind, PathKind::Solution | PathKind::Branch) {
        // No dot at the start: it would cover the letter A (issue 8.29).
        for p in points.iter().skip(1) {
            d.push(
                class,
                Shape::Circle {
                    centre: *p,
                    radius: stroke.width * STOP_DOT,
                    fill: Some(colour),
                    stroke: None,
                },
            );
        }
    }
}

fn move_labels(d: &mut Drawing, path: &Path, palette: &Palette) {
    let points = path_points(path);
    let colour = palette.ink(path.ink);
    let size = LABEL_SIZE * TILE_PX;
    let cap = font::metrics(Weight::Regular).cap_height * size;
    for (pair, label) in points.windows(2).zip(&path.labels) {
        let (a, b) = (pair[0], pair[1]);
        let (ux, uy) = unit(a, b);
        // The normal to the left of the move's direction.
        let (nx, ny) = (uy, -ux);
        let at = Pt::new(
            (a.x + b.x) / 2.0 + nx * LABEL_DISTANCE * TILE_PX,
            (a.y + b.y) / 2.0 + ny * LABEL_DISTANCE * TILE_PX,
        );
        let width = font::text_width(label, size, Weight::Regular) + 2.0 * LABEL_PAD;
        let height = cap + 2.0 * LABEL_PAD + 0.25 * size;
        let rect = Rect::from_size(at.offset(-width / 2.0, -height / 2.0), width, height);
        d.push(
            Class::MoveLength,
            Shape::Rect {
                rect,
                radius: 3.0,
                fill: Some(palette.label_fill),
                stroke: Some(Stroke::solid(1.5, colour)),
            },
        );
        d.push(
            Class::MoveLength,
            Shape::Text(centred_text(
                at,
                label.clone(),
                size,
                Weight::Regular,
                palette.text,
            )),
        );
    }
}

fn heat_arrows(d: &mut Drawing, scene: &Scene, palette: &Palette) {
    let colour = palette.ink(super::palette::Ink::Arrow);
    let r = TILE_RADIUS * TILE_PX;
    for arrow in &scene.arrows {
        let (a, b) = (tile_centre(arrow.from), tile_centre(arrow.to));
        let (ux, uy) = unit(a, b);
        let from = a.offset(ux * r * 0.6, uy * r * 0.6);
        let tip = b.offset(-ux * r, -uy * r);
        let stroke = Stroke::solid(0.035 * TILE_PX, colour);
        d.push(
            Class::HeatArrow,
            Shape::Line {
                from,
                to: tip,
                stroke,
            },
        );
        d.push(
            Class::HeatArrow,
            arrow_head(tip, (ux, uy), 0.16 * TILE_PX, colour),
        );
    }
}

/// A filled arrow head with its tip at `tip`, pointing along `dir`.
#[must_use]
pub fn arrow_head(tip: Pt, dir: (f32, f32), size: f32, colour: Rgba) -> Shape {
    let (ux, uy) = dir;
    let base = tip.offset(-ux * size, -uy * size);
    let (sx, sy) = (-uy * size * 0.5, ux * size * 0.5);
    Shape::Polygon {
        points: vec![tip, base.offset(sx, sy), base.offset(-sx, -sy)],
        fill: Some(colour),
        stroke: None,
    }
}

/// A piece seen from above: shadow, base, head, highlight and number.
fn paint_piece(d: &mut Drawing, piece: &Piece, palette: &Palette) {
    let centre = tile_centre(piece.tile);
    let s = TILE_PX;
    let r = PIECE_RADIUS * s;
    let body = palette.player(piece.colour);
    let rim = if piece.colour == Colour::Black {
        palette.black_piece_rim
    } else {
        palette.piece_rim
    };
    let circle =
        |centre: Pt, radius: f32, fill: Option<Rgba>, stroke: Option<Stroke>| Shape::Circle {
            centre,
            radius,
            fill,
            stroke,
        };
    d.push(
        Class::Piece,
        circle(
            centre.offset(0.05 * s, 0.05 * s),
            r,
            Some(palette.shadow),
            None,
        ),
    );
    d.push(
        Class::Piece,
        circle(centre, r, Some(body), Some(Stroke::solid(0.04 * s, rim))),
    );
    d.push(
        Class::Piece,
        circle(
            centre,
            r * 0.55,
            Some(body.lerp(Rgba::rgb(0, 0, 0), 0.15)),
            Some(Stroke::solid(0.025 * s, rim)),
        ),
    );
    d.push(
        Class::Piece,
        circle(
            centre.offset(-0.25 * r, -0.25 * r),
            r * 0.16,
            Some(Rgba::rgb(255, 255, 255).with_alpha(110)),
            None,
        ),
    );
    if let Some(label) = &piece.label {
        let t: Text = centred_text(
            centre,
            label.clone(),
            PIECE_LABEL_SIZE * s,
            Weight::Bold,
            palette.text_on(body),
        );
        d.push(Class::PieceLabel, Shape::Text(t));
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::figure::palette::Theme;
    use crate::figure::texts::Lang;

    #[test]
    fn test_every_tile_drawn_exactly_once_with_its_name() {
        let mut scene = Scene::new(Colour::Black);
        scene.tile_names = Some(Lang::En);
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
    fn test_paths_leave_the_start_letter_uncovered() {
        // Issue 8.29: the path's start dot covered the "A".
        let mut scene = Scene::new(Colour::Green);
        scene.paths.push(Path {
            tiles: vec![BoardTile::Track(20), BoardTile::Track(26)],
            kind: PathKind::Solution,
            ink: super::super::palette::Ink::Piece(1),
            labels: vec!["4,250".to_owned()],
            offset: (0.0, 0.0),
        });
        for theme in Theme::ALL {
            let d = board_drawing(&scene, Palette::of(theme));
            let a = tile_centre(BoardTile::Track(20));
            let dot_on_a = d.items.iter().any(|i| {
                i.class == Class::Path
                    && matches!(i.shape, Shape::Circle { centre, .. } if centre == a)
            });
            assert!(!dot_on_a);
            // The letter is drawn after the path, with a halo.
            let path_at = d.items.iter().position(|i| i.class == Class::Path);
            let letter_at = d.items.iter().position(|i| i.class == Class::TileLetter);
            assert!(path_at < letter_at);
            assert_eq!(d.texts(Class::MoveLength), ["4,250"]);
        }
    }

    #[test]
    fn test_move_length_boxes_fit_their_text() {
        let mut scene = Scene::new(Colour::Black);
        scene.paths.push(Path {
            tiles: vec![
                BoardTile::Track(0),
                BoardTile::Track(6),
                BoardTile::Track(12),
            ],
            kind: PathKind::Solution,
            ink: super::super::palette::Ink::Piece(2),
            labels: vec!["3,801".to_owned(), "12,345.67".to_owned()],
            offset: (0.0, 0.0),
        });
        let d = board_drawing(&scene, Palette::dark());
        let boxes: Vec<Rect> = d
            .items
            .iter()
            .filter_map(|i| match (&i.class, &i.shape) {
                (Class::MoveLength, Shape::Rect { rect, .. }) => Some(*rect),
                _ => None,
            })
            .collect();
        let texts: Vec<&Text> = d
            .items
            .iter()
            .filter_map(|i| match (&i.class, &i.shape) {
                (Class::MoveLength, Shape::Text(t)) => Some(t),
                _ => None,
            })
            .collect();
        assert_eq!(boxes.len(), 2);
        for (b, t) in boxes.iter().zip(texts) {
            assert!(
                t.left() >= b.min.x + 1.0,
                "{} starts outside its box",
                t.text
            );
            assert!(
                t.left() + t.width() <= b.max.x - 1.0,
                "{} ends outside its box",
                t.text
            );
        }
    }
}
