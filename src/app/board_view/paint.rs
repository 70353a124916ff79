//! Painting the board: background, track lines, tiles with their letters and
//! arrows, skipped tiles, paths with move lengths, and pieces.

use egui::epaint::{CircleShape, PathShape, PathStroke};
use egui::{Align2, Color32, CornerRadius, FontId, Pos2, Shape, Stroke, Ui, Vec2};

use super::{BoardScene, Layout, PathStyle, ScenePath, ScenePiece};
use crate::app::theme;
use crate::model::{BoardTile, Colour, TRACK_TILES};

/// Paints everything except the hover ring.
pub(super) fn board(ui: &Ui, layout: &Layout, scene: &BoardScene) {
    let painter = ui.painter_at(layout.rect);
    let dark = ui.visuals().dark_mode;
    let bg = if dark {
        theme::BOARD_BG_DARK
    } else {
        theme::BOARD_BG_LIGHT
    };
    let s = layout.scale;
    painter.rect_filled(layout.rect, CornerRadius::same(corner(s)), bg);

    // Lines joining the track and the goal rows, as on a printed board.
    let line = Stroke::new((0.05 * s).max(1.0), theme::TILE_OUTLINE);
    for t in 0..TRACK_TILES {
        let a = layout.tile(BoardTile::Track(t));
        let b = layout.tile(BoardTile::Track((t + 1) % TRACK_TILES));
        painter.line_segment([a, b], line);
    }
    for c in Colour::ALL {
        for g in 0..3 {
            let a = layout.tile(BoardTile::Goal(c, g));
            let b = layout.tile(BoardTile::Goal(c, g + 1));
            painter.line_segment([a, b], line);
        }
        let entry = layout.tile(BoardTile::Track(
            (10 * c.quarter_turns() + 39) % TRACK_TILES,
        ));
        painter.line_segment([entry, layout.tile(BoardTile::Goal(c, 0))], line);
    }

    let r = theme::TILE_RADIUS * s;
    let outline = Stroke::new(theme::TILE_STROKE, theme::TILE_OUTLINE);
    for tile in BoardTile::all() {
        let centre = layout.tile(tile);
        let fill = tile_fill(tile);
        painter.circle(centre, r, fill, outline);
        if scene.lit.contains(&tile) {
            painter.circle_stroke(centre, r * 0.82, Stroke::new(0.08 * s, theme::SET_BIT));
        }
        if let Some(letter) = tile_letter(tile) {
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                letter,
                FontId::proportional(theme::LETTER_SIZE * s),
                theme::text_on(fill),
            );
        }
    }
    for c in Colour::ALL {
        start_arrow(&painter, layout, c);
    }

    for tile in &scene.skipped {
        painter.circle_filled(layout.tile(*tile), r, theme::SKIPPED_FILL);
    }
    for path in &scene.paths {
        paint_path(&painter, layout, &readable(path, dark));
    }
    for piece in &scene.pieces {
        paint_piece(&painter, layout, piece);
    }
    for path in scene.paths.iter().filter(|p| !p.labels.is_empty()) {
        paint_labels(ui, &painter, layout, path);
    }
}

/// The ring and index shown on the hovered tile.
pub(super) fn hover(ui: &Ui, layout: &Layout, tile: BoardTile) {
    let painter = ui.painter_at(layout.rect);
    let s = layout.scale;
    let centre = layout.tile(tile);
    painter.circle_stroke(
        centre,
        theme::TILE_RADIUS * s * 1.12,
        Stroke::new((0.07 * s).max(2.0), theme::HOVER_RING),
    );
    let index = match tile {
        BoardTile::Track(t) => t.to_string(),
        BoardTile::Goal(_, g) => (40 + g).to_string(),
        BoardTile::Start(_, slot) => slot.to_string(),
    };
    painter.text(
        centre + Vec2::new(0.0, -0.62 * s),
        Align2::CENTER_CENTER,
        index,
        FontId::monospace((0.32 * s).max(9.0)),
        theme::HOVER_RING,
    );
}

fn corner(scale: f32) -> u8 {
    (0.4 * scale).clamp(0.0, 255.0) as u8
}

fn tile_fill(tile: BoardTile) -> Color32 {
    match tile {
        BoardTile::Track(t) if t % 10 == 0 => tile.owner().map_or(theme::TRACK_FILL, theme::player),
        BoardTile::Track(_) => theme::TRACK_FILL,
        BoardTile::Start(c, _) | BoardTile::Goal(c, _) => theme::player_pale(c),
    }
}

fn tile_letter(tile: BoardTile) -> Option<String> {
    match tile {
        BoardTile::Track(t) if t % 10 == 0 => Some("A".to_owned()),
        BoardTile::Track(_) => None,
        BoardTile::Start(..) => Some("B".to_owned()),
        BoardTile::Goal(_, g) => ['a', 'b', 'c', 'd']
            .get(usize::from(g))
            .map(char::to_string),
    }
}

/// An arrow from a colour's A towards the next track tile: the way pieces go.
fn start_arrow(painter: &egui::Painter, layout: &Layout, colour: Colour) {
    let a_index = 10 * colour.quarter_turns();
    let a = layout.tile(BoardTile::Track(a_index));
    let b = layout.tile(BoardTile::Track((a_index + 1) % TRACK_TILES));
    let dir = (b - a).normalized();
    let s = layout.scale;
    let mid = a + (b - a) * 0.5;
    let tip = mid + dir * 0.14 * s;
    let base = mid - dir * 0.12 * s;
    let side = Vec2::new(-dir.y, dir.x) * 0.14 * s;
    painter.add(Shape::convex_polygon(
        vec![tip, base + side, base - side],
        theme::player(colour),
        Stroke::new(1.0, theme::TILE_OUTLINE),
    ));
}

/// A black path on the dark board is drawn light grey instead.
fn readable(path: &ScenePath, dark: bool) -> ScenePath {
    let mut path = path.clone();
    path.colour = theme::visible_on_board(path.colour, dark);
    path
}

fn paint_path(painter: &egui::Painter, layout: &Layout, path: &ScenePath) {
    let s = layout.scale;
    let shift = path.offset * s;
    let points: Vec<Pos2> = path.tiles.iter().map(|t| layout.tile(*t) + shift).collect();
    if points.len() < 2 {
        return;
    }
    match path.style {
        PathStyle::Solid => {
            let w = (theme::PATH_WIDTH * s).max(2.0);
            painter.add(Shape::Path(PathShape::line(
                points.clone(),
                PathStroke::new(w, path.colour),
            )));
            for p in &points {
                painter.circle_filled(*p, w * 1.1, path.colour);
            }
        }
        PathStyle::Branch => {
            let w = (theme::BRANCH_WIDTH * s).max(2.0);
            painter.extend(Shape::dashed_line(
                &points,
                Stroke::new(w, path.colour),
                0.25 * s,
                0.12 * s,
            ));
            for p in &points {
                painter.circle_filled(*p, w, path.colour);
            }
        }
        PathStyle::Faint => {
            let w = (theme::PATH_WIDTH * s).max(2.0) * 1.6;
            painter.add(Shape::Path(PathShape::line(
                points,
                PathStroke::new(w, path.colour.gamma_multiply(0.45)),
            )));
        }
    }
}

fn paint_labels(ui: &Ui, painter: &egui::Painter, layout: &Layout, path: &ScenePath) {
    let s = layout.scale;
    let font = FontId::proportional((theme::LABEL_SIZE * s).max(8.0));
    let bg = ui.visuals().extreme_bg_color.gamma_multiply(0.9);
    let fg = ui.visuals().strong_text_color();
    for (pair, label) in path.tiles.windows(2).zip(&path.labels) {
        let (a, b) = (layout.tile(pair[0]), layout.tile(pair[1]));
        let d = b - a;
        let normal = Vec2::new(d.y, -d.x).normalized();
        let at = a + d * 0.5 + normal * 0.32 * s;
        let galley = painter.layout_no_wrap(label.clone(), font.clone(), fg);
        let rect = Align2::CENTER_CENTER
            .anchor_size(at, galley.size())
            .expand(2.0);
        painter.rect_filled(rect, CornerRadius::same(3), bg);
        painter.rect_stroke(
            rect,
            CornerRadius::same(3),
            Stroke::new(1.0, path.colour),
            egui::StrokeKind::Inside,
        );
        painter.galley(rect.min + Vec2::splat(2.0), galley, fg);
    }
}

/// A piece seen from above: a base ring and a round head.
fn paint_piece(painter: &egui::Painter, layout: &Layout, piece: &ScenePiece) {
    let s = layout.scale;
    let centre = layout.tile(piece.tile);
    let r = theme::PIECE_RADIUS * s;
    let body = theme::player(piece.colour);
    let rim = if piece.colour == Colour::Black {
        Color32::from_gray(0xC8)
    } else {
        theme::TILE_OUTLINE
    };
    // Shadow, base, head, highlight.
    painter.circle_filled(
        centre + Vec2::splat(0.05 * s),
        r,
        Color32::from_black_alpha(80),
    );
    painter.add(CircleShape {
        center: centre,
        radius: r,
        fill: body,
        stroke: Stroke::new((0.04 * s).max(1.0), rim),
    });
    painter.circle_filled(centre, r * 0.55, body.gamma_multiply(0.85));
    painter.circle_stroke(centre, r * 0.55, Stroke::new((0.025 * s).max(1.0), rim));
    painter.circle_filled(
        centre + Vec2::new(-0.25 * r, -0.25 * r),
        r * 0.16,
        Color32::from_white_alpha(110),
    );
    if let Some(label) = &piece.label {
        painter.text(
            centre + Vec2::new(0.0, 0.02 * s),
            Align2::CENTER_CENTER,
            label,
            FontId::proportional(0.26 * s),
            theme::text_on(body),
        );
    }
}
