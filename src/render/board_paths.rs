//! Paths, move-length boxes, heat-map arrows and pieces on the board: the
//! strokes drawn over the tiles by [`super::board_drawing`].

use super::colour::Rgba;
use super::cues::{ink_cue, mark_shape};
use super::drawing::{Class, Drawing};
use super::font::{self, Weight};
use super::geometry::{
    BEST_ALPHA, BEST_WIDTH, BRANCH_DASH, BRANCH_WIDTH, CASING_PX, LABEL_DISTANCE, LABEL_PAD,
    LABEL_SIZE, PATH_WIDTH, PIECE_LABEL_SIZE, PIECE_RADIUS, PRUNED_DASH, PRUNED_WIDTH, STOP_DOT,
    TILE_PX, TILE_RADIUS, tile_centre, unit,
};
use super::ink::Ink;
use super::palette::Palette;
use super::points::{Pt, Rect};
use super::scene::{Path, PathKind, Piece, Scene};
use super::shape::{Shape, Stroke};
use super::text::{Text, centred_text};
use crate::model::Colour;

/// The sharpest turn's miter is at most this many lane widths long.
const MITER_LIMIT: f32 = 2.0;

fn path_points(path: &Path) -> Vec<Pt> {
    let (ox, oy) = path.offset;
    let centres: Vec<Pt> = path
        .tiles
        .iter()
        .map(|t| tile_centre(*t).offset(ox * TILE_PX, oy * TILE_PX))
        .collect();
    if path.lane == 0.0 {
        return centres;
    }
    // The left normal of each move; each stop moves along the mean of the
    // normals of the moves that meet there, lengthened to keep the lane width.
    let normals: Vec<(f32, f32)> = centres
        .windows(2)
        .map(|w| {
            let (ux, uy) = unit(w[0], w[1]);
            (uy, -ux)
        })
        .collect();
    let lane = path.lane * TILE_PX;
    centres
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let before = k.checked_sub(1).and_then(|i| normals.get(i)).copied();
            let after = normals.get(k).copied();
            let (nx, ny) = match (before, after) {
                (Some(a), Some(b)) => {
                    let (mx, my) = (a.0 + b.0, a.1 + b.1);
                    let len = mx.hypot(my);
                    if len < 1e-6 {
                        b
                    } else {
                        let (mx, my) = (mx / len, my / len);
                        let cos = (mx * b.0 + my * b.1).max(1.0 / MITER_LIMIT);
                        (mx / cos, my / cos)
                    }
                }
                (Some(n), None) | (None, Some(n)) => n,
                (None, None) => (0.0, 0.0),
            };
            p.offset(nx * lane, ny * lane)
        })
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

/// The stroke of a path of `kind` in `ink`: a piece's solution path takes
/// its piece's dash pattern ([`super::cues::piece_cue`]), so it differs from the other
/// pieces' paths without its colour.
#[must_use]
pub fn ink_path_stroke(kind: PathKind, ink: Ink, colour: Rgba) -> Stroke {
    let stroke = path_stroke(kind, colour);
    match (kind, ink_cue(ink)) {
        (PathKind::Solution, Some(cue)) => Stroke {
            dash: cue.dash.map(|(d, g)| (d * TILE_PX, g * TILE_PX)),
            ..stroke
        },
        _ => stroke,
    }
}

/// The marker at a stop of a path of `kind` in `ink`, centred on `at`: a
/// piece's solution path gets its piece's marker with the piece's number in
/// it, other paths a plain dot (and the branch's dots only).
#[must_use]
pub fn stop_shapes(kind: PathKind, ink: Ink, at: Pt, palette: &Palette) -> Vec<Shape> {
    let colour = palette.ink(ink);
    let stroke = path_stroke(kind, colour);
    match (kind, ink_cue(ink)) {
        (PathKind::Solution, Some(cue)) => {
            vec![
                mark_shape(
                    cue.mark,
                    at,
                    STOP_MARK * TILE_PX,
                    colour,
                    Stroke::solid(CASING_PX, palette.casing),
                ),
                Shape::Text(centred_text(
                    at,
                    cue.number.to_string(),
                    STOP_NUMBER * TILE_PX,
                    Weight::Bold,
                    palette.text_on(colour),
                )),
            ]
        }
        (PathKind::Solution | PathKind::Branch, _) => {
            vec![Shape::disc(at, stroke.width * STOP_DOT, colour)]
        }
        _ => Vec::new(),
    }
}

/// Radius of a piece path's stop marker, in tiles.
pub const STOP_MARK: f32 = 0.15;
/// Size of the piece's number in its stop marker, in tiles.
pub const STOP_NUMBER: f32 = 0.19;

pub(super) fn paint_path(d: &mut Drawing, path: &Path, palette: &Palette) {
    let points = path_points(path);
    if points.len() < 2 {
        return;
    }
    let class = path_class(path.kind);
    let colour = palette.ink(path.ink);
    let stroke = ink_path_stroke(path.kind, path.ink, colour);
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
    // No marker at the start: it would cover the letter A.
    for p in points.iter().skip(1) {
        for shape in stop_shapes(path.kind, path.ink, *p, palette) {
            d.push(class, shape);
        }
    }
}

/// Where along a move its length's box may stand, as shares of the move
/// from its start, in the order tried: the middle first.
const LABEL_ALONG: [f32; 5] = [0.5, 0.36, 0.64, 0.24, 0.76];
/// How far from the move its box may stand, in [`LABEL_DISTANCE`]s, in the
/// order tried.
const LABEL_AWAY: [f32; 3] = [1.0, 2.2, 3.4];
/// Space kept between two length boxes, in pixels.
const LABEL_GAP: f32 = 2.0;

/// Every move's length in a box beside it, for all `paths` at once: each
/// box in the first place (the move's middle on its left, then its right,
/// then along and farther away) that no box already placed covers, so that
/// no length hides another (the four moves out of B all end on A), nor a
/// box in `avoid` (the tile numbers).
pub(super) fn move_labels(d: &mut Drawing, paths: &[Path], palette: &Palette, avoid: &[Rect]) {
    let size = LABEL_SIZE * TILE_PX;
    let cap = font::metrics(Weight::Regular).cap_height * size;
    let height = cap + 2.0 * LABEL_PAD + 0.25 * size;
    let mut placed: Vec<Rect> = avoid.to_vec();
    for path in paths.iter().filter(|p| !p.labels.is_empty()) {
        let points = path_points(path);
        let colour = palette.ink(path.ink);
        for (pair, label) in points.windows(2).zip(&path.labels) {
            let width = font::text_width(label, size, Weight::Regular) + 2.0 * LABEL_PAD;
            let rect = label_place(pair[0], pair[1], (width, height), &placed);
            placed.push(rect);
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
                    rect.centre(),
                    label.clone(),
                    size,
                    Weight::Regular,
                    palette.text,
                )),
            );
        }
    }
}

/// The box of `size` for the move from `a` to `b`: the first place tried
/// that overlaps none of `placed` (the first of all if every one does).
fn label_place(a: Pt, b: Pt, size: (f32, f32), placed: &[Rect]) -> Rect {
    let (ux, uy) = unit(a, b);
    // The normal to the left of the move's direction.
    let (nx, ny) = (uy, -ux);
    let (w, h) = size;
    let mut places = LABEL_AWAY.iter().flat_map(|away| {
        LABEL_ALONG.iter().flat_map(move |t| {
            [1.0, -1.0].map(|side| {
                let off = side * away * LABEL_DISTANCE * TILE_PX;
                let at = Pt::new(
                    a.x + (b.x - a.x) * t + nx * off,
                    a.y + (b.y - a.y) * t + ny * off,
                );
                Rect::from_size(at.offset(-w / 2.0, -h / 2.0), w, h)
            })
        })
    });
    let first = places.next().unwrap_or_default();
    let free = |r: &Rect| !placed.iter().any(|p| p.overlaps(r, LABEL_GAP));
    if free(&first) {
        return first;
    }
    places.find(free).unwrap_or(first)
}

pub(super) fn heat_arrows(d: &mut Drawing, scene: &Scene, palette: &Palette) {
    let colour = palette.ink(Ink::Arrow);
    let r = TILE_RADIUS * TILE_PX;
    for arrow in &scene.arrows {
        let (a, b) = (tile_centre(arrow.from), tile_centre(arrow.to));
        let (ux, uy) = unit(a, b);
        let from = a.offset(ux * r * 0.6, uy * r * 0.6);
        let tip = b.offset(-ux * r, -uy * r);
        let stroke = Stroke::solid(0.035 * TILE_PX, colour);
        d.push(Class::HeatArrow, Shape::line(from, tip, stroke));
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
pub(super) fn paint_piece(d: &mut Drawing, piece: &Piece, palette: &Palette) {
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
    use super::*;

    #[test]
    fn test_lanes_run_parallel_at_their_width() {
        let t = BoardTile::Track;
        // Up, then a diagonal, then left: every move keeps the lane's distance.
        let path = Path {
            tiles: vec![t(0), t(4), t(6), t(8)],
            kind: PathKind::Solution,
            ink: Ink::Piece(1),
            labels: Vec::new(),
            offset: (0.0, 0.0),
            lane: 0.1,
        };
        let shifted = path_points(&path);
        let plain: Vec<Pt> = path.tiles.iter().map(|x| tile_centre(*x)).collect();
        for (i, w) in plain.windows(2).enumerate() {
            let (ux, uy) = unit(w[0], w[1]);
            let d = |p: Pt, q: Pt| (p.x - q.x) * uy - (p.y - q.y) * ux;
            for (s, p) in [(shifted[i], w[0]), (shifted[i + 1], w[1])] {
                assert!((d(s, p) - 0.1 * TILE_PX).abs() < 1e-3, "move {i}");
            }
        }
    }
    use crate::model::BoardTile;
    use crate::render::board::board_drawing;
    use crate::render::ink::Theme;

    #[test]
    fn test_paths_leave_the_start_letter_uncovered() {
        // The path's start dot once covered the "A".
        let mut scene = Scene::new(Colour::Green);
        scene.paths.push(Path {
            tiles: vec![BoardTile::Track(20), BoardTile::Track(26)],
            kind: PathKind::Solution,
            ink: super::super::ink::Ink::Piece(1),
            labels: vec!["4,250".to_owned()],
            offset: (0.0, 0.0),
            lane: 0.0,
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

    /// The lengths of moves that meet (the four moves out of B all end on
    /// A) never cover one another: each box stands clear of every other.
    #[test]
    fn test_move_length_boxes_never_overlap() {
        let scene = four_moves_out_of_b();
        let d = board_drawing(&scene, Palette::light());
        let boxes = length_boxes(&d);
        assert_eq!(boxes.len(), 4);
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                assert!(!a.overlaps(b, 0.0), "{a:?} covers {b:?}");
            }
        }
    }

    /// Slide 1 after four 6s: the lengths of the four moves out of B stand
    /// off every start slot and every piece (once "3,504.64" covered a B).
    #[test]
    fn test_move_length_boxes_keep_off_the_start_slots_and_pieces() {
        let mut scene = four_moves_out_of_b();
        scene
            .pieces
            .push(Piece::new(BoardTile::Track(0), Colour::Black, Some(4)));
        let d = board_drawing(&scene, Palette::dark());
        let r = TILE_RADIUS * TILE_PX;
        let circles: Vec<(Pt, BoardTile)> = BoardTile::all()
            .into_iter()
            .filter(|t| matches!(t, BoardTile::Start(..)) || *t == BoardTile::Track(0))
            .map(|t| (tile_centre(t), t))
            .collect();
        let boxes = length_boxes(&d);
        assert_eq!(boxes.len(), 4);
        for b in &boxes {
            for (c, t) in &circles {
                // The box's nearest point to the circle's centre.
                let x = c.x.clamp(b.min.x, b.max.x);
                let y = c.y.clamp(b.min.y, b.max.y);
                let d2 = (x - c.x).powi(2) + (y - c.y).powi(2);
                assert!(d2 >= r * r, "{b:?} covers {t:?}");
            }
        }
    }

    /// Slide 1 after four 6s: black's four moves from B to A, each with
    /// its length.
    fn four_moves_out_of_b() -> Scene {
        use crate::model::StartSlot;
        let mut scene = Scene::new(Colour::Black);
        for (i, slot) in StartSlot::ALL.into_iter().enumerate() {
            scene.paths.push(Path {
                tiles: vec![BoardTile::Start(Colour::Black, slot), BoardTile::Track(0)],
                kind: PathKind::Solution,
                ink: super::super::ink::Ink::Piece(i as u8 + 1),
                labels: vec![["2,550", "3,400", "2,687.94", "3,504.64"][i].to_owned()],
                offset: (0.0, 0.0),
                lane: 0.0,
            });
        }
        scene
    }

    /// The move-length boxes drawn in `d`.
    fn length_boxes(d: &Drawing) -> Vec<Rect> {
        d.items
            .iter()
            .filter_map(|i| match (&i.class, &i.shape) {
                (Class::MoveLength, Shape::Rect { rect, .. }) => Some(*rect),
                _ => None,
            })
            .collect()
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
            ink: super::super::ink::Ink::Piece(2),
            labels: vec!["3,801".to_owned(), "12,345.67".to_owned()],
            offset: (0.0, 0.0),
            lane: 0.0,
        });
        let d = board_drawing(&scene, Palette::dark());
        let boxes = length_boxes(&d);
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

    #[test]
    fn test_each_piece_path_carries_its_dash_marker_and_number() {
        use crate::render::cues::{Mark, piece_cue};
        use crate::render::frame::legend_drawing;
        use crate::render::scene::{LegendEntry, Swatch};
        let tiles = [
            BoardTile::Track(0),
            BoardTile::Track(4),
            BoardTile::Track(8),
        ];
        let mut scene = Scene::new(Colour::Red);
        for n in 1..=4u8 {
            scene.paths.push(Path::along(
                tiles.to_vec(),
                PathKind::Solution,
                Ink::Piece(n),
            ));
        }
        let p = Palette::light();
        let d = board_drawing(&scene, p);
        // Each path's items, in painting order: casing, line, then a marker
        // and its number at each stop after the first.
        let path_items: Vec<_> = d.items.iter().filter(|i| i.class == Class::Path).collect();
        for (k, chunk) in path_items.chunks(2 + 2 * (tiles.len() - 1)).enumerate() {
            let n = k as u8 + 1;
            let colour = p.piece_path(n);
            let line = chunk.iter().find_map(|i| match &i.shape {
                Shape::Polyline { stroke, .. } if stroke.colour == colour => Some(*stroke),
                _ => None,
            });
            let dash = line.map(|s| s.dash);
            let want = piece_cue(n).dash.map(|(a, b)| (a * TILE_PX, b * TILE_PX));
            assert_eq!(dash, Some(want), "piece {n}'s dash");
            let numbers: Vec<&str> = chunk
                .iter()
                .filter_map(|i| match &i.shape {
                    Shape::Text(t) => Some(t.text.as_str()),
                    _ => None,
                })
                .collect();
            assert_eq!(
                numbers,
                vec![n.to_string().as_str(); tiles.len() - 1],
                "piece {n}'s numbers"
            );
            let marks = chunk
                .iter()
                .filter(|i| match (&i.shape, piece_cue(n).mark) {
                    (Shape::Circle { .. }, Mark::Circle) => true,
                    (Shape::Polygon { points, .. }, Mark::Triangle) => points.len() == 3,
                    (Shape::Polygon { points, .. }, Mark::Square | Mark::Diamond) => {
                        points.len() == 4
                    }
                    _ => false,
                })
                .count();
            assert_eq!(marks, tiles.len() - 1, "piece {n}'s markers");
        }
        // The legend shows the same dash, marker and number.
        for n in 1..=4u8 {
            let legend = legend_drawing(
                &[LegendEntry::new(
                    Swatch::Path(PathKind::Solution, Ink::Piece(n)),
                    "path",
                )],
                p,
            );
            let dash = legend.items.iter().find_map(|i| match &i.shape {
                Shape::Line { stroke, .. } if stroke.colour == p.piece_path(n) => Some(stroke.dash),
                _ => None,
            });
            let want = piece_cue(n).dash.map(|(a, b)| (a * TILE_PX, b * TILE_PX));
            assert_eq!(dash, Some(want), "legend of piece {n}");
            let number = n.to_string();
            assert_eq!(legend.texts(Class::Legend), [number.as_str(), "path"]);
        }
    }
}
