//! The Explore boards and the exact solution's heat map: a node of the
//! search tree ([`node_scene`]) and one goal's map solved backwards
//! ([`retro_scene`], the Explore part's and the lesson's, each in its
//! [`RetroLook`]).

use crate::i18n::Tr;
use crate::i18n::words::explore as words;
use crate::model::{BoardTile, MoveTable, Rules, Tile};
use crate::render::{HeatTile, Ink, LegendEntry, Path, PathKind, Piece, Scene, Swatch, TileArrow};
use crate::solver::{NodeId, RetroMap, RollValue, SearchTree};
use crate::tr;

/// Heat values on a lesson slide are shown in thousands of units, to fit on
/// a tile.
const HEAT_DIVISOR: f64 = 1_000.0;

/// How a goal's heat map is dressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetroLook {
    /// Explore: each tile's value in units, the piece standing on its goal.
    Explore,
    /// The lesson: values in thousands of units, the optimal way from A and
    /// the lesson's legend.
    Lesson,
}

/// The optimal move from `tile` that the paper's search finds first (the
/// highest optimal roll), if the tile has one.
#[must_use]
pub fn best_move(map: &RetroMap, tile: Tile) -> Option<Tile> {
    map.tile(tile)?.rolls.iter().rev().find_map(|r| match r {
        RollValue::Move {
            to, optimal: true, ..
        } => Some(*to),
        _ => None,
    })
}

/// The heat map of one goal: every tile with a value shows it, every tile
/// but the goal its optimal move (the highest optimal roll); dressed as
/// `look` says.
#[must_use]
pub fn retro_scene(map: &RetroMap, rules: &Rules, tr: &Tr, look: RetroLook) -> Scene {
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    for t in &map.tiles {
        let Some(value) = t.value else { continue };
        let at = BoardTile::of(colour, t.tile);
        let label = match look {
            RetroLook::Explore => tr.numbers().units(value),
            RetroLook::Lesson => tr.numbers().decimals(value / HEAT_DIVISOR, 1),
        };
        scene.heat.push(HeatTile {
            tile: at,
            value,
            label,
        });
        if let Some(to) = best_move(map, t.tile) {
            scene.arrows.push(TileArrow {
                from: at,
                to: BoardTile::of(colour, to),
            });
        }
    }
    match look {
        RetroLook::Explore => scene.pieces.push(Piece::on(colour, map.goal, None)),
        RetroLook::Lesson => {
            let piece = (Tile::D.index() + 1).saturating_sub(map.goal.index());
            let way = map.best_path(Tile::A);
            scene.paths.push(Path::of_tiles(
                colour,
                &way,
                PathKind::Solution,
                Ink::Piece(piece),
            ));
            scene.legend = vec![
                LegendEntry::new(Swatch::Heat, tr!(tr, "lesson-legend-heat")),
                LegendEntry::new(Swatch::Arrow, tr!(tr, "lesson-legend-arrow")),
            ];
        }
    }
    scene
}

/// The board for a node of the tree: the way from A to the node's call
/// (with each move's length), over the best path the run found, the piece
/// standing where the call is.
#[must_use]
pub fn node_scene(tree: &SearchTree, id: NodeId, rules: &Rules, tr: &Tr) -> Scene {
    let colour = rules.colour;
    let table = MoveTable::new(rules);
    let mut scene = Scene::new(colour);
    let (best, _) = tree.best();
    if best.len() >= 2 {
        let label = tr!(tr, "explore-tree-legend-run-best");
        super::push_path(&mut scene, &best, super::BEST, label);
    }
    let way = tree.path(id);
    if way.len() >= 2 {
        let mut path = Path::of_tiles(colour, &way, PathKind::Solution, Ink::Piece(tree.piece()));
        path.labels = way
            .windows(2)
            .map(|w| words::units(tr, table.length_between(w[0], w[1])))
            .collect();
        scene.paths.push(path);
        scene.legend.push(LegendEntry::new(
            Swatch::Path(PathKind::Solution, Ink::Piece(tree.piece())),
            tr!(tr, "explore-tree-legend-way"),
        ));
    }
    super::push_piece_at_end(&mut scene, &way, tree.piece());
    scene
}
