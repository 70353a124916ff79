//! The Edit mode's board picture: the editor's bit-board drawn as the engine
//! reads it — set bits lit, start-field pieces, the visited path with its move
//! lengths, the current piece and finished pieces.

use super::resting_pieces;
use crate::app::board_view::{BoardScene, PathStyle, ScenePath, ScenePiece};
use crate::app::{format, theme};
use crate::model::{Bits, BoardTile, Rules, decode};

/// The scene for `board` under `rules` (whose colour picks the tiles' bits).
#[must_use]
pub fn editor_scene(board: Bits, rules: &Rules) -> BoardScene {
    let colour = rules.colour;
    let mut scene = BoardScene {
        colour,
        spacing: rules.spacing,
        edit_mode: true,
        ..BoardScene::default()
    };
    scene.lit = BoardTile::all()
        .into_iter()
        .filter(|t| t.bit_for(colour).is_some_and(|bit| board.contains(bit)))
        .collect();
    let Ok(d) = decode(board, rules) else {
        return scene;
    };
    scene.pieces.extend(resting_pieces(&d, colour));
    if d.visited.len() > 1 {
        scene.paths.push(ScenePath {
            tiles: d
                .visited
                .iter()
                .map(|t| BoardTile::of(colour, *t))
                .collect(),
            colour: theme::path_colour(colour, d.piece.unwrap_or(1)),
            style: PathStyle::Solid,
            labels: d.moves.iter().map(|m| format::group(m.length)).collect(),
            offset: egui::Vec2::ZERO,
        });
    }
    if let Some(current) = d.current {
        scene.pieces.push(ScenePiece {
            tile: BoardTile::of(colour, current),
            colour,
            label: d.piece.map(|p| p.to_string()),
        });
    }
    scene
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_paper_board_scene() {
        let scene = editor_scene(Bits::from_raw(0xC820_8822_0883_43A3), &Rules::paper());
        // 2 in the start field, 1 finished, the current piece.
        assert_eq!(scene.pieces.len(), 4);
        assert_eq!(scene.paths.len(), 1);
        assert_eq!(scene.paths[0].labels.len(), 8);
        assert_eq!(
            scene.lit.len(),
            Bits::from_raw(0xC820_8822_0883_43A3).tiles_only().count() as usize
        );
    }

    #[test]
    fn test_empty_board_scene_is_still_drawn() {
        let scene = editor_scene(Bits::EMPTY, &Rules::paper());
        assert!(scene.pieces.is_empty() && scene.lit.is_empty() && scene.edit_mode);
    }
}
