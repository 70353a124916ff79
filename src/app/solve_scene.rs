//! The board picture of Solve mode: while a run is watched, the branch the
//! search explores (orange, red when pruned) over the best path so far (blue)
//! and the piece at the branch's tip; after a run, the four solution paths.

use super::board_view::{BoardScene, PathStyle, ScenePath, ScenePiece, way_tiles};
use super::run::Runner;
use super::stepper::Stepper;
use super::theme;
use crate::model::{BoardTile, Rules, StartSlot, Tile};

/// The board picture for Solve mode: the branch being explored and the
/// best path so far while watching; the solution's paths when finished.
pub fn solve_scene(runner: &Runner, solved: &Stepper, rules: &Rules) -> BoardScene {
    let colour = rules.colour;
    if let Some(w) = runner.job().and_then(|j| j.watch()) {
        let mut scene = BoardScene {
            colour,
            spacing: rules.spacing,
            ..BoardScene::default()
        };
        if let Some(best) = w.best() {
            scene.paths.push(ScenePath {
                tiles: way_tiles(colour, &best.tiles),
                colour: theme::BEST_COLOUR,
                style: PathStyle::Faint,
                labels: Vec::new(),
                offset: egui::Vec2::ZERO,
            });
        }
        if let Some(call) = w.current() {
            let tiles: Vec<Tile> = call.branch.iter().filter_map(|t| Tile::new(*t)).collect();
            scene.paths.push(ScenePath {
                tiles: way_tiles(colour, &tiles),
                colour: if call.pruned {
                    theme::PRUNED_COLOUR
                } else {
                    theme::BRANCH_COLOUR
                },
                style: PathStyle::Branch,
                labels: Vec::new(),
                offset: egui::Vec2::ZERO,
            });
            if let Some(t) = tiles.last() {
                scene.pieces.push(ScenePiece {
                    tile: BoardTile::of(colour, *t),
                    colour,
                    label: Some(call.piece.to_string()),
                });
            }
            for k in call.piece + 1..=4 {
                if let Some(slot) = StartSlot::new(k - 1) {
                    scene.pieces.push(ScenePiece {
                        tile: BoardTile::Start(colour, slot),
                        colour,
                        label: Some(k.to_string()),
                    });
                }
            }
        }
        return scene;
    }
    if !solved.is_empty() {
        return solved.scene();
    }
    let mut scene = BoardScene {
        colour,
        spacing: rules.spacing,
        ..BoardScene::default()
    };
    for slot in StartSlot::ALL {
        scene.pieces.push(ScenePiece {
            tile: BoardTile::Start(colour, slot),
            colour,
            label: Some((slot.index() + 1).to_string()),
        });
    }
    scene
}
