//! The board on screen, drawn through the renderer: a [`crate::render::Scene`]
//! (what to show, built in [`crate::figures::scenes`]) becomes
//! the same [`Drawing`] that the SVG and PNG exports write
//! ([`crate::render::board_drawing`], framed with its legend by [`crate::render::frame`]),
//! painted by [`figure_paint::paint`]. So the window and an exported figure
//! cannot differ.
//!
//! This module adds only what a screen needs: every tile is an interactive
//! widget with an accessible name such as "Track tile 17" ("Bahnfeld 17" in
//! German; tests and screen readers find it), one Tab stop for the whole
//! board whose arrow keys walk the tiles as drawn (`focus::nearest`) and
//! whose Space or Enter presses the focused tile, a hover ring with the tile's index, a tooltip saying
//! what the tile is on the bit-board, clicks and drags in edit mode.
//! Geometry lives in the renderer ([`crate::render::tile_centre`], [`TILE_RADIUS`]);
//! [`Placement`] maps it to the screen.

mod large;
mod picture;

#[doc(hidden)]
pub use picture::as_shapes;

pub use large::number_size;

use egui::{Painter, Pos2, Rect, Role, Sense, Ui, Vec2, WidgetInfo};

use super::figure_paint::{self, FigureTransform};
use super::focus::Walk;
use super::theme;
pub use crate::figures::scenes::BoardScene;
use crate::i18n::Tr;
use crate::model::{BoardTile, Colour, Geometry};
use crate::render::board::board_drawing_at;
use crate::render::geometry::{TILE_PX, TILE_RADIUS};
use crate::render::tile_numbers::number_of;
use crate::render::{self, Drawing, Palette, Pt, Ring, RingKind, Scene, tile_centre};
use crate::tr;

/// What happened on the board this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
#[must_use]
pub struct BoardResponse {
    /// The tile under the pointer.
    pub hovered: Option<BoardTile>,
    /// The tile clicked.
    pub clicked: Option<BoardTile>,
    /// A drag from one tile that was released over another.
    pub dragged: Option<(BoardTile, BoardTile)>,
    /// Where the board square was painted.
    pub rect: Rect,
}

/// The board view; holds only interaction state (a drag in progress) and
/// whether its tiles are click targets.
#[derive(Clone, Debug, Default)]
pub struct BoardView {
    drag_from: Option<BoardTile>,
    look_only: bool,
}

/// Where a drawn board sits on screen: the drawing's fit into the available
/// rectangle and the board square's place inside the drawing (the legend
/// may sit beside it).
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    transform: FigureTransform,
    /// The board square's top left in drawing pixels.
    body: Pt,
}

impl Placement {
    /// The placement of `drawing` (whose board square starts at `body`) in `rect`.
    #[must_use]
    pub fn new(drawing: &Drawing, body: Pt, rect: Rect) -> Placement {
        Placement {
            transform: FigureTransform::fit(drawing.width, drawing.height, rect),
            body,
        }
    }

    /// Screen position of a tile's centre.
    #[must_use]
    pub fn tile(&self, tile: BoardTile) -> Pos2 {
        let c = tile_centre(tile);
        self.transform
            .to_screen(Pt::new(self.body.x + c.x, self.body.y + c.y))
    }

    /// A tile's radius on screen.
    #[must_use]
    pub fn tile_radius(&self) -> f32 {
        TILE_RADIUS * TILE_PX * self.transform.scale
    }

    /// The board square on screen.
    #[must_use]
    pub fn board_rect(&self) -> Rect {
        let side = render::BOARD_SIDE;
        Rect::from_min_max(
            self.transform.to_screen(self.body),
            self.transform
                .to_screen(Pt::new(self.body.x + side, self.body.y + side)),
        )
    }

    /// The tile under a screen point, if any.
    #[must_use]
    pub fn tile_at(&self, p: Pos2) -> Option<BoardTile> {
        let r = self.tile_radius();
        BoardTile::all()
            .into_iter()
            .find(|t| self.tile(*t).distance(p) <= r)
    }
}

/// Space between the board and its legend on screen, in drawing pixels.
const LEGEND_GAP: f32 = 24.0;

/// The drawing of `scene` for a `space` of this aspect (width / height):
/// with its legend when `legend` is on, beside the board or below it,
/// whichever leaves the board larger, in room for every row it may grow to
/// (so the board stays where it is as the legend grows); and where the
/// board square starts (inside the margin its tile numbers may need).
#[must_use]
pub fn scene_drawing(scene: &Scene, palette: &Palette, legend: bool, space: Vec2) -> (Drawing, Pt) {
    let (body, origin) = board_drawing_at(scene, palette);
    let Some(room) = legend_room(scene, palette).filter(|_| legend) else {
        return (body, origin);
    };
    let side = body.width;
    let fit = |w: f32, h: f32| (space.x / w).min(space.y / h);
    let beside = (side + LEGEND_GAP + room.x, side.max(room.y));
    let below = (side.max(room.x), side + LEGEND_GAP + room.y);
    let (w, h, at) = if fit(beside.0, beside.1) >= fit(below.0, below.1) {
        (beside.0, beside.1, Pt::new(side + LEGEND_GAP, 0.0))
    } else {
        (below.0, below.1, Pt::new(0.0, side + LEGEND_GAP))
    };
    let mut d = Drawing::new(w, h, palette.page);
    d.append_at(body, 0.0, 0.0);
    if !scene.legend.is_empty() {
        let key = render::frame::legend_drawing(&scene.legend, palette);
        d.append_at(key, at.x, at.y);
    }
    (d, origin)
}

/// The least size of a number over a ring on a desk, in points (the
/// window's body text).
const DESK_RING_TEXT: f32 = 14.0;

/// The size the scene's legend may grow to ([`Scene::legend_room`], or the
/// legend as it is), in drawing pixels; `None` when it never shows a legend.
fn legend_room(scene: &Scene, palette: &Palette) -> Option<Vec2> {
    let size = |entries: &[render::LegendEntry]| {
        (!entries.is_empty()).then(|| {
            let d = render::frame::legend_drawing(entries, palette);
            Vec2::new(d.width, d.height)
        })
    };
    match (size(&scene.legend), size(&scene.legend_room)) {
        (Some(now), Some(room)) => Some(now.max(room)),
        (now, room) => now.or(room),
    }
}

/// What the board view paints: the drawing and the rectangle it is fitted
/// into, with, in Present mode, the legend apart at a chart's text size.
struct Shown {
    drawing: Drawing,
    /// Where [`tile_centre`]'s origin lies in `drawing`.
    origin: Pt,
    rect: Rect,
    legend: Option<(Drawing, Rect)>,
}

impl Shown {
    /// `scene` laid out in `outer`; `present` is the chart text size when
    /// presenting.
    fn new(
        scene: &Scene,
        palette: &Palette,
        legend: bool,
        outer: Rect,
        present: Option<f32>,
    ) -> Shown {
        let Some(text) = present else {
            let (mut drawing, origin) = scene_drawing(scene, palette, legend, outer.size());
            // A ring's number is the key that picks its target: readable on
            // a desk too, not only in Present mode.
            let scale = (outer.width() / drawing.width.max(1.0))
                .min(outer.height() / drawing.height.max(1.0));
            let side = render::BOARD_SIDE * scale;
            large::enlarge_ring_labels(&mut drawing, origin, scene, side, DESK_RING_TEXT);
            return Shown {
                drawing,
                origin,
                rect: outer,
                legend: None,
            };
        };
        let room = legend_room(scene, palette).filter(|_| legend);
        let (rect, room_rect) = large::layout(outer, room, text);
        // The numbers as large as the chart's text, or as large as fits.
        let numbered;
        let scene = match scene.tile_numbers {
            Some(_) => {
                numbered = Scene {
                    tile_numbers: Some(large::number_size(scene.colour, rect.width(), text)),
                    ..scene.clone()
                };
                &numbered
            }
            None => scene,
        };
        let (mut drawing, origin) = board_drawing_at(scene, palette);
        large::enlarge_ring_labels(&mut drawing, origin, scene, rect.width(), text);
        // The legend as it is, at the scale its room was given.
        let key = room.filter(|_| !scene.legend.is_empty()).map(|room| {
            let d = render::frame::legend_drawing(&scene.legend, palette);
            let scale = room_rect.width() / room.x.max(1.0);
            let rect = Rect::from_min_size(room_rect.min, Vec2::new(d.width, d.height) * scale);
            (d, rect)
        });
        Shown {
            drawing,
            origin,
            rect,
            legend: key,
        }
    }

    fn placement(&self) -> Placement {
        Placement::new(&self.drawing, self.origin, self.rect)
    }

    fn paint(&self, painter: &Painter) {
        figure_paint::paint(painter, &self.drawing, self.rect);
        self.paint_legend(painter);
    }

    /// The legend apart (Present mode), if any.
    fn paint_legend(&self, painter: &Painter) {
        if let Some((d, r)) = &self.legend {
            figure_paint::paint(painter, d, *r);
        }
    }
}

impl BoardView {
    /// Tiles only to look at (`on`): named, with a hover ring and a tooltip,
    /// but no click target and no Tab stop, for the views where a click on
    /// the board does nothing (a target there would only be one more stop
    /// for the keyboard and one more small target for a hand).
    pub fn set_look_only(&mut self, on: bool) {
        self.look_only = on;
    }

    /// Draws the board into all of `ui`'s available space (with the scene's
    /// legend beside it when `legend` is on) and reports hovers, clicks and
    /// drags.
    pub fn ui(&mut self, ui: &mut Ui, board: &BoardScene, legend: bool, tr: &Tr) -> BoardResponse {
        let size = ui.available_size().max(Vec2::splat(theme::BOARD_MIN_SIDE));
        let (outer, _) = ui.allocate_exact_size(size, Sense::hover());
        let palette = theme::palette(ui);
        let present = super::present::chart_text(ui.ctx());
        let shown = Shown::new(&board.scene, palette, legend, outer, present);
        let place = shown.placement();
        let mut out = BoardResponse {
            hovered: None,
            clicked: None,
            dragged: None,
            rect: place.board_rect(),
        };
        let sense = if self.look_only {
            Sense::hover()
        } else if board.edit_mode {
            Sense::click_and_drag()
        } else {
            Sense::click()
        };
        let role = if self.look_only {
            Role::Label
        } else {
            Role::Button
        };
        let radius = place.tile_radius();
        // A tile's click target: at least 24 points where the tiles stand
        // that far apart, never over its neighbour's.
        let pitch = place
            .tile(BoardTile::Track(0))
            .distance(place.tile(BoardTile::Track(1)));
        let side = (2.0 * radius).max(theme::MIN_TARGET.min(pitch));
        let base = ui.scope_id().with("board");
        let tiles = BoardTile::all();
        let mut walk = Walk::new(ui, base);
        for (i, &tile) in tiles.iter().enumerate() {
            let rect = Rect::from_center_size(place.tile(tile), Vec2::splat(side));
            let resp = ui.interact(rect, base.with(i), walk.sense(sense));
            let name = tile_name(tr, board.scene.colour, tile);
            resp.widget_info(|| WidgetInfo::labeled(role, true, &name));
            walk.add(ui, &resp);
            if resp.hovered() {
                out.hovered = Some(tile);
            }
            if resp.clicked() {
                out.clicked = Some(tile);
            }
            if resp.drag_started() {
                self.drag_from = Some(tile);
            }
            if resp.drag_stopped() {
                let from = self.drag_from.take();
                let to = ui
                    .input(|inp| inp.pointer.latest_pos())
                    .and_then(|p| place.tile_at(p));
                if let (Some(from), Some(to)) = (from, to)
                    && from != to
                {
                    out.dragged = Some((from, to));
                }
            }
            let resp = if board.edit_mode {
                resp.on_hover_cursor(egui::CursorIcon::PointingHand)
            } else {
                resp
            };
            resp.on_hover_ui(|ui| hover_text(ui, tile, board, tr));
        }
        #[cfg(target_arch = "wasm32")]
        record_tiles(ui, &tiles, &place, tr, board.scene.colour);
        // The arrows walk the board as it is drawn (see `focus::nearest`).
        walk.finish(ui);
        if ui.is_rect_visible(outer) {
            let painter = ui.painter_at(outer);
            // The board as one picture, kept while it does not change.
            if picture::paint(&painter, base.with("picture"), &shown.drawing, shown.rect) {
                shown.paint_legend(&painter);
            } else {
                shown.paint(&painter);
            }
            if let Some(tile) = out.hovered {
                // The hover ring as the hovered drawing draws it, over the
                // picture: only what it adds is painted.
                let mut scene = board.scene.clone();
                // Beside numbered tiles the number is there already.
                let label = scene
                    .tile_numbers
                    .is_none()
                    .then(|| tile_index(scene.colour, tile));
                scene.rings.push(Ring {
                    tile,
                    kind: RingKind::Hover,
                    label,
                });
                let hovered = Shown::new(&scene, palette, legend, outer, present);
                let ring = picture::added(&shown.drawing, &hovered.drawing);
                figure_paint::paint_items(&painter, &hovered.drawing, &ring, hovered.rect);
            }
        }
        out
    }
}

/// A tile's accessible name in `tr`'s language, a track tile by the number
/// the board writes beside it for `colour` (0 is `colour`'s A): "Track tile
/// 17", "red start field B1", "black goal a"; "Bahnfeld 17" in German.
#[must_use]
pub fn tile_name(tr: &Tr, colour: Colour, tile: BoardTile) -> String {
    let player = |c: Colour| tr!(tr, "colour-name", colour = c.name());
    match tile {
        BoardTile::Track(t) => tr!(
            tr,
            "tile-name-track",
            index = u64::from(number_of(colour, t))
        ),
        BoardTile::Start(c, s) => tr!(
            tr,
            "tile-name-start",
            player = player(c),
            slot = s.to_string()
        ),
        BoardTile::Goal(c, g) => {
            let letter = ['a', 'b', 'c', 'd'][usize::from(g).min(3)];
            tr!(
                tr,
                "tile-name-goal",
                player = player(c),
                letter = letter.to_string()
            )
        }
    }
}

/// What the hover ring writes over a tile: a track tile's number for
/// `colour` (as the numbers beside the board and every sentence count), a
/// goal tile's letter, a start slot's name.
fn tile_index(colour: Colour, tile: BoardTile) -> String {
    match tile {
        BoardTile::Track(t) => number_of(colour, t).to_string(),
        BoardTile::Goal(_, g) => ['a', 'b', 'c', 'd'][usize::from(g).min(3)].to_string(),
        BoardTile::Start(_, slot) => slot.to_string(),
    }
}

/// The hover text of a tile: its name, track index, bit and coordinates.
fn hover_text(ui: &mut Ui, tile: BoardTile, board: &BoardScene, tr: &Tr) {
    let colour = board.scene.colour;
    ui.strong(tile_name(tr, colour, tile));
    let player = tr!(tr, "colour-name", colour = colour.name());
    match tile {
        BoardTile::Track(t) => {
            let own = number_of(colour, t);
            ui.label(tr!(
                tr,
                "tile-track",
                index = u64::from(t),
                player = player.clone(),
                own = u64::from(own)
            ));
        }
        // A goal or start tile belongs to its own player, whatever colour is viewed.
        BoardTile::Goal(owner, g) => {
            ui.label(tr!(
                tr,
                "tile-goal",
                player = tr!(tr, "colour-name", colour = owner.name()),
                letter = ['a', 'b', 'c', 'd'][usize::from(g).min(3)].to_string()
            ));
        }
        BoardTile::Start(owner, s) => {
            ui.label(tr!(
                tr,
                "tile-start",
                player = tr!(tr, "colour-name", colour = owner.name()),
                slot = u64::from(s.index())
            ));
        }
    }
    match tile.bit_for(colour) {
        Some(bit) => ui.label(tr!(tr, "tile-bit", bit = u64::from(bit), player = player)),
        None => ui.label(tr!(tr, "tile-no-bit", player = player)),
    };
    let geometry = Geometry::new(board.spacing.max(1), colour);
    let centre = geometry.point(tile.grid());
    ui.label(tr!(tr, "tile-centre", point = centre.to_string()));
}

/// Where the page keeps the last board's tiles (see [`drawn_tiles`]).
#[cfg(target_arch = "wasm32")]
const DRAWN_TILES: &str = "maedn-drawn-tiles";

/// Keeps each tile's name and centre for the page's scripts: eframe gives a
/// web page no AccessKit tree, so this is how a script finds a tile by the
/// name a screen reader would read.
#[cfg(target_arch = "wasm32")]
fn record_tiles(ui: &Ui, tiles: &[BoardTile], place: &Placement, tr: &Tr, colour: Colour) {
    let drawn: Vec<(String, Pos2)> = tiles
        .iter()
        .map(|&t| (tile_name(tr, colour, t), place.tile(t)))
        .collect();
    ui.data_mut(|d| d.insert_temp(egui::Id::unique(DRAWN_TILES), std::sync::Arc::new(drawn)));
}

/// The last drawn board's tiles: each one's name and centre, in points.
#[cfg(target_arch = "wasm32")]
#[must_use]
pub fn drawn_tiles(ctx: &egui::Context) -> std::sync::Arc<Vec<(String, Pos2)>> {
    ctx.data(|d| d.get_temp(egui::Id::unique(DRAWN_TILES)))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// A track tile is named by the number its board writes beside it: from
    /// the viewed colour's A.
    #[test]
    fn test_a_tile_is_named_by_its_boards_number() {
        for (lang, zero, seventeen) in [
            (Lang::En, "Track tile 0", "Track tile 17"),
            (Lang::De, "Bahnfeld 0", "Bahnfeld 17"),
        ] {
            let tr = Tr::shared(lang);
            assert_eq!(tile_name(tr, Colour::Black, BoardTile::Track(0)), zero);
            assert_eq!(tile_name(tr, Colour::Red, BoardTile::Track(30)), zero);
            assert_eq!(tile_name(tr, Colour::Red, BoardTile::Track(7)), seventeen);
        }
        // The hover ring writes a goal tile's letter, not 40–43.
        assert_eq!(
            tile_index(Colour::Black, BoardTile::Goal(Colour::Black, 2)),
            "c"
        );
        assert_eq!(tile_index(Colour::Yellow, BoardTile::Track(10)), "0");
    }
}
