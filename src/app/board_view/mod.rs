//! The board, drawn procedurally: a reusable view for the solver, the stepper
//! and (later) the bit-board editor.
//!
//! Split as model / layout / paint:
//! * [`BoardScene`] says *what* to show (pieces, paths, skipped and lit tiles),
//!   built by the caller from model data;
//! * [`Layout`] maps grid positions (tiles from the centre) to the screen with a
//!   [`egui::emath::RectTransform`], keeping the board square;
//! * `paint` draws it with painter shapes only, so it is crisp at any size.
//!
//! Every tile is an interactive widget with an accessible name such as
//! "Track tile 17", so tests (and screen readers) can find it.

mod paint;

use egui::emath::RectTransform;
use egui::{Color32, Pos2, Rect, Role, Sense, Ui, Vec2, WidgetInfo, pos2, vec2};

use super::theme;
use crate::model::{BoardTile, Colour, Geometry, GridPos, TRACK_TILES, Tile};

/// A piece standing on a tile.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenePiece {
    /// Where it stands.
    pub tile: BoardTile,
    /// Whose piece.
    pub colour: Colour,
    /// A short label drawn on it (the piece number), if any.
    pub label: Option<String>,
}

/// How a path is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathStyle {
    /// A solution path: solid, with move lengths.
    Solid,
    /// The branch the search explores: thinner, dashed.
    Branch,
    /// A path in the background (for instance the best so far, under the branch).
    Faint,
}

/// A path of straight moves between tile centres.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenePath {
    /// The tiles, in order.
    pub tiles: Vec<BoardTile>,
    /// Line colour.
    pub colour: Color32,
    /// Line style.
    pub style: PathStyle,
    /// One label per move (for instance its length); empty for none.
    pub labels: Vec<String>,
    /// A shift in tiles, so that paths sharing tiles stay apart.
    pub offset: Vec2,
}

/// What the board shows; built fresh every frame by whoever owns the data.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardScene {
    /// Whose view: hover texts give this colour's track index and bit numbers.
    pub colour: Colour,
    /// Tile spacing in units, for the coordinates shown on hover.
    pub spacing: u32,
    /// Pieces to draw.
    pub pieces: Vec<ScenePiece>,
    /// Paths to draw, in order (later ones on top).
    pub paths: Vec<ScenePath>,
    /// Tiles a move jumps over, shaded.
    pub skipped: Vec<BoardTile>,
    /// Tiles marked as set (the editor shows set bits this way).
    pub lit: Vec<BoardTile>,
    /// The editor's mode: tiles show a click cursor and the board reports drags.
    pub edit_mode: bool,
}

/// What happened on the board this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[must_use]
pub struct BoardResponse {
    /// The tile under the pointer.
    pub hovered: Option<BoardTile>,
    /// The tile clicked.
    pub clicked: Option<BoardTile>,
    /// A drag from one tile that was released over another.
    pub dragged: Option<(BoardTile, BoardTile)>,
}

/// The board view; holds only interaction state (a drag in progress).
#[derive(Clone, Debug, Default)]
pub struct BoardView {
    drag_from: Option<BoardTile>,
}

/// Maps grid positions (tiles from the centre, y down) to screen points.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    to_screen: RectTransform,
    /// Points per tile spacing.
    pub scale: f32,
    /// The board square on screen.
    pub rect: Rect,
}

impl Layout {
    /// The largest square board that fits `available`, centred.
    #[must_use]
    pub fn new(available: Rect) -> Layout {
        let side = available.width().min(available.height()).max(1.0);
        let rect = Rect::from_center_size(available.center(), vec2(side, side));
        let e = theme::BOARD_HALF_EXTENT;
        let grid = Rect::from_min_max(pos2(-e, -e), pos2(e, e));
        Layout {
            to_screen: RectTransform::from_to(grid, rect),
            scale: side / (2.0 * e),
            rect,
        }
    }

    /// Screen position of a grid position.
    #[must_use]
    pub fn pos(&self, g: GridPos) -> Pos2 {
        self.to_screen.transform_pos(pos2(g.x as f32, g.y as f32))
    }

    /// Screen position of a tile's centre.
    #[must_use]
    pub fn tile(&self, tile: BoardTile) -> Pos2 {
        self.pos(tile.grid())
    }

    /// The tile under a screen point, if any.
    #[must_use]
    pub fn tile_at(&self, p: Pos2) -> Option<BoardTile> {
        let g = self.to_screen.inverse().transform_pos(p);
        let gp = GridPos {
            x: g.x.round() as i32,
            y: g.y.round() as i32,
        };
        let d = Vec2::new(g.x - gp.x as f32, g.y - gp.y as f32).length();
        if d > theme::TILE_RADIUS {
            return None;
        }
        BoardTile::all().into_iter().find(|t| t.grid() == gp)
    }
}

impl BoardView {
    /// Draws the board into all of `ui`'s available space and reports hovers,
    /// clicks and drags.
    pub fn ui(&mut self, ui: &mut Ui, scene: &BoardScene) -> BoardResponse {
        let size = ui.available_size().max(Vec2::splat(theme::BOARD_MIN_SIDE));
        let (outer, _) = ui.allocate_exact_size(size, Sense::hover());
        let layout = Layout::new(outer);
        let mut out = BoardResponse::default();
        let sense = if scene.edit_mode {
            Sense::click_and_drag()
        } else {
            Sense::click()
        };
        let radius = theme::TILE_RADIUS * layout.scale;
        let base = ui.scope_id().with("board");

        if ui.is_rect_visible(layout.rect) {
            paint::board(ui, &layout, scene);
        }

        for (i, tile) in BoardTile::all().into_iter().enumerate() {
            let centre = layout.tile(tile);
            let rect = Rect::from_center_size(centre, Vec2::splat(2.0 * radius));
            let resp = ui.interact(rect, base.with(i), sense);
            let name = tile.to_string();
            resp.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
            if resp.hovered() {
                out.hovered = Some(tile);
                paint::hover(ui, &layout, tile);
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
                    .and_then(|p| layout.tile_at(p));
                if let (Some(from), Some(to)) = (from, to)
                    && from != to
                {
                    out.dragged = Some((from, to));
                }
            }
            let resp = if scene.edit_mode {
                resp.on_hover_cursor(egui::CursorIcon::PointingHand)
            } else {
                resp
            };
            resp.on_hover_ui(|ui| hover_text(ui, tile, scene));
        }
        out
    }
}

/// The hover text of a tile: its name, track index, bit and coordinates.
fn hover_text(ui: &mut Ui, tile: BoardTile, scene: &BoardScene) {
    ui.strong(tile.to_string());
    let colour = scene.colour;
    match tile {
        BoardTile::Track(t) => {
            let rel = (t + TRACK_TILES - 10 * colour.quarter_turns()) % TRACK_TILES;
            ui.label(format!(
                "track index {t} (from black's A); {colour}'s tile {rel}"
            ));
        }
        BoardTile::Goal(c, g) => {
            ui.label(format!("{c}'s tile {}", 40 + g));
        }
        BoardTile::Start(c, s) => {
            ui.label(format!("{c}'s start slot {}", s.index()));
        }
    }
    match tile.bit_for(colour) {
        Some(bit) => ui.label(format!("bit {bit} of {colour}'s bit-board")),
        None => ui.label(format!("no bit on {colour}'s bit-board")),
    };
    let geometry = Geometry::new(scene.spacing.max(1), colour);
    ui.label(format!("centre at {} units", geometry.point(tile.grid())));
}

/// The board tiles of a colour's way, from its own tile numbers.
#[must_use]
pub fn way_tiles(colour: Colour, tiles: &[Tile]) -> Vec<BoardTile> {
    tiles.iter().map(|t| BoardTile::of(colour, *t)).collect()
}
