//! The board picture of Solve mode, drawn from the run itself: while a run
//! is watched, the branch the search explores (dashed; red when pruned) over
//! the best path so far; after a run, the solution's own paths; otherwise
//! the four pieces at home.

use super::{BoardScene, empty, paths_scene, pieces_legend, waiting_pieces};
use crate::figure::{Ink, LegendEntry, Path, PathKind, Piece, Swatch};
use crate::i18n::Tr;
use crate::model::{Bits, BoardTile, Rules, Tile};
use crate::solver::Solution;
use crate::tr;
use crate::workspace::{Choice, Run, Watch, decode_paths};

/// The board picture for Solve mode under the current `rules`.
#[must_use]
pub fn solve_scene(run: &Run, rules: &Rules, tr: &Tr) -> BoardScene {
    if let Some(w) = run.watch() {
        return watched_scene(w, rules, tr);
    }
    if let Some(s) = run.solution() {
        return solution_scene(s, tr);
    }
    let mut board = empty(rules);
    board.scene.pieces = waiting_pieces(rules.colour, |_| true).collect();
    board.scene.legend.push(pieces_legend(tr));
    board
}

/// A finished solution: every piece's path to its goal, from its own boards.
#[must_use]
pub fn solution_scene(s: &Solution, tr: &Tr) -> BoardScene {
    let rules = &s.settings.rules;
    let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
    let (paths, _) = decode_paths(rules, boards);
    paths_scene(rules, &paths, Choice::first_of(paths.len()), usize::MAX, tr)
}

fn watched_scene(w: &Watch, rules: &Rules, tr: &Tr) -> BoardScene {
    let colour = rules.colour;
    let mut board = empty(rules);
    let scene = &mut board.scene;
    if let Some(best) = w.best() {
        scene.paths.push(Path::of_tiles(
            colour,
            &best.tiles,
            PathKind::Best,
            Ink::Best,
        ));
        scene.legend.push(LegendEntry {
            swatch: Swatch::Path(PathKind::Best, Ink::Best),
            label: tr!(tr, "legend-best"),
        });
    }
    if let Some(call) = w.current() {
        let tiles: Vec<Tile> = call.branch.iter().filter_map(|t| Tile::new(*t)).collect();
        let (kind, ink, label) = if call.pruned {
            (PathKind::Pruned, Ink::Pruned, tr!(tr, "legend-pruned"))
        } else {
            (PathKind::Branch, Ink::Branch, tr!(tr, "legend-branch"))
        };
        scene.paths.push(Path::of_tiles(colour, &tiles, kind, ink));
        scene.legend.push(LegendEntry {
            swatch: Swatch::Path(kind, ink),
            label,
        });
        if let Some(t) = tiles.last() {
            scene.pieces.push(Piece {
                tile: BoardTile::of(colour, *t),
                colour,
                label: Some(call.piece.to_string()),
            });
        }
        scene
            .pieces
            .extend(waiting_pieces(colour, |k| k > call.piece));
        scene.legend.push(pieces_legend(tr));
    }
    board
}
