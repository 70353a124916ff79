//! The board pictures of a search, from what the search reports: while it
//! is watched, the branch it explores (dashed; red when pruned) over the
//! best path so far ([`watched_scene`]); while it runs at full speed or
//! pauses, and after it was cancelled, its best way so far
//! ([`best_way_scene`], never the previous run's paths); after it, the
//! solution's own paths ([`solution_scene`]).

use super::{
    BEST, BoardScene, empty, paths_scene, pieces_legend, push_path, push_piece_at_end,
    waiting_pieces,
};
use crate::i18n::Tr;
use crate::model::{Decoded, Rules, Tile, decode};
use crate::render::{Ink, LegendEntry, PathKind, Swatch};
use crate::solver::{Call, Solution};
use crate::tr;

/// A search's best way so far (`piece` and its tiles from A), or the pieces
/// at home before it found one.
#[must_use]
pub fn best_way_scene(best: Option<(u8, &[Tile])>, rules: &Rules, tr: &Tr) -> BoardScene {
    let mut board = empty(rules);
    let colour = rules.colour;
    match best {
        Some((piece, tiles)) => {
            let scene = &mut board.scene;
            push_path(scene, tiles, BEST, tr!(tr, "legend-best"));
            push_piece_at_end(scene, tiles, piece);
            scene.pieces.extend(waiting_pieces(colour, |k| k > piece));
        }
        None => board.scene.pieces = waiting_pieces(colour, |_| true).collect(),
    }
    board.scene.legend.push(pieces_legend(tr, colour));
    board
}

/// A finished solution: every piece's path to its goal, from its own boards.
#[must_use]
pub fn solution_scene(s: &Solution, tr: &Tr) -> BoardScene {
    let rules = &s.settings.rules;
    let paths: Vec<Decoded> = s
        .pieces
        .iter()
        .filter_map(|p| decode(p.board, rules).ok())
        .filter(|d| !d.visited.is_empty())
        .collect();
    let one = (paths.len() == 1).then_some(0);
    paths_scene(rules, &paths, one, usize::MAX, tr)
}

/// A watched search: its best path so far and the call it is at (its
/// branch from A; tiles that are not tiles are skipped).
#[must_use]
pub fn watched_scene(
    best: Option<&[Tile]>,
    call: Option<&Call>,
    rules: &Rules,
    tr: &Tr,
) -> BoardScene {
    let colour = rules.colour;
    let mut board = empty(rules);
    let scene = &mut board.scene;
    if let Some(best) = best {
        push_path(scene, best, BEST, tr!(tr, "legend-best"));
    }
    if let Some(call) = call {
        let tiles: Vec<Tile> = call.branch.iter().filter_map(|t| Tile::new(*t)).collect();
        let (kind, ink, label) = if call.is_pruned() {
            (PathKind::Pruned, Ink::Pruned, tr!(tr, "legend-pruned"))
        } else {
            (PathKind::Branch, Ink::Branch, tr!(tr, "legend-branch"))
        };
        push_path(scene, &tiles, (kind, ink), label);
        push_piece_at_end(scene, &tiles, call.piece);
        scene
            .pieces
            .extend(waiting_pieces(colour, |k| k > call.piece));
        scene.legend.push(pieces_legend(tr, colour));
    }
    // Room for every row a watched search may show, so the board stands
    // still as the best path, a branch or a pruned branch come and go.
    scene.legend_room = vec![
        LegendEntry::new(Swatch::Path(BEST.0, BEST.1), tr!(tr, "legend-best")),
        LegendEntry::new(
            Swatch::Path(PathKind::Branch, Ink::Branch),
            tr!(tr, "legend-branch"),
        ),
        LegendEntry::new(
            Swatch::Path(PathKind::Pruned, Ink::Pruned),
            tr!(tr, "legend-pruned"),
        ),
        pieces_legend(tr, colour),
    ];
    board
}
