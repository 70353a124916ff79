//! The board picture of Solve mode, drawn from the run itself: while a run
//! is watched, the branch the search explores (orange, red when pruned) over
//! the best path so far (blue) and the piece at the branch's tip; after a
//! run, the solution's own paths; otherwise the four pieces at home.

use super::{paths_scene, waiting_pieces};
use crate::app::board_view::{BoardScene, PathStyle, ScenePath, ScenePiece, way_tiles};
use crate::app::theme;
use crate::model::{Bits, BoardTile, Rules, Tile};
use crate::solver::Solution;
use crate::workspace::{Choice, Run, Watch, decode_paths};

/// The board picture for Solve mode under the current `rules`.
#[must_use]
pub fn solve_scene(run: &Run, rules: &Rules) -> BoardScene {
    if let Some(w) = run.watch() {
        return watched_scene(w, rules);
    }
    if let Some(s) = run.solution() {
        return solution_scene(s);
    }
    let colour = rules.colour;
    BoardScene {
        colour,
        spacing: rules.spacing,
        pieces: waiting_pieces(colour, |_| true).collect(),
        ..BoardScene::default()
    }
}

/// A finished solution: every piece's path to its goal, from its own boards.
#[must_use]
pub fn solution_scene(s: &Solution) -> BoardScene {
    let rules = &s.settings.rules;
    let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
    let (paths, _) = decode_paths(rules, boards);
    paths_scene(rules, &paths, Choice::first_of(paths.len()), usize::MAX)
}

fn watched_scene(w: &Watch, rules: &Rules) -> BoardScene {
    let colour = rules.colour;
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
        scene
            .pieces
            .extend(waiting_pieces(colour, |k| k > call.piece));
    }
    scene
}
