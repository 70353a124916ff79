//! The Edit mode's board picture: the editor's bit-board drawn as the engine
//! reads it — set bits ringed, start-field pieces, the visited path with its
//! move lengths, the current piece and finished pieces.

use super::{BoardScene, empty, path_legend, pieces_legend, resting_pieces};
use crate::i18n::Tr;
use crate::model::{Bits, BoardTile, Rules, decode};
use crate::render::{Ink, LegendEntry, Path, PathKind, Piece, Swatch};
use crate::tr;

/// The scene for `board` under `rules` (whose colour picks the tiles' bits).
#[must_use]
pub fn editor_scene(bits: Bits, rules: &Rules, tr: &Tr) -> BoardScene {
    let colour = rules.colour;
    let mut board = empty(rules);
    board.edit_mode = true;
    let scene = &mut board.scene;
    scene.lit = BoardTile::all()
        .into_iter()
        .filter(|t| t.bit_for(colour).is_some_and(|bit| bits.contains(bit)))
        .collect();
    if !scene.lit.is_empty() {
        scene
            .legend
            .push(LegendEntry::new(Swatch::Lit, tr!(tr, "legend-lit")));
    }
    let Ok(d) = decode(bits, rules) else {
        return board;
    };
    scene.pieces.extend(resting_pieces(&d, colour));
    if d.visited.len() > 1 {
        let piece = d.piece.unwrap_or(1);
        let mut path = Path::of_tiles(colour, &d.visited, PathKind::Solution, Ink::Piece(piece));
        path.labels = super::length_labels(&d.moves, tr);
        scene.paths.push(path);
        scene.legend.push(path_legend(tr, piece, d.goal));
        scene.legend.push(LegendEntry::new(
            Swatch::LengthBox(Ink::Piece(piece)),
            tr!(tr, "legend-move-lengths"),
        ));
    }
    if let Some(current) = d.current {
        scene.pieces.push(Piece::on(colour, current, d.piece));
    }
    if !scene.pieces.is_empty() {
        scene.legend.push(pieces_legend(tr, scene.colour));
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_paper_board_scene() {
        let board = editor_scene(
            Bits::from_raw(0xC820_8822_0883_43A3),
            &Rules::paper(),
            &Tr::default(),
        );
        let scene = &board.scene;
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
        let board = editor_scene(Bits::EMPTY, &Rules::paper(), &Tr::default());
        assert!(board.scene.pieces.is_empty() && board.scene.lit.is_empty() && board.edit_mode);
    }
}
