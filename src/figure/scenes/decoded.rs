//! The picture of any bit-board: its decoded path with each move's length,
//! the moving piece, the pieces waiting or home, and a caption saying what
//! the board holds (and where its stored units disagree with its moves).
//! `maedn figure board` draws it, and the window's Edit mode's export names
//! its caption.

use crate::figure::texts::Lang;
use crate::model::{Bits, BoardTile, Rules, decode};
use crate::render::{Caption, Ink, LegendEntry, Path, PathKind, Piece, Scene, Swatch};

/// The scene of `board` read under `rules`.
#[must_use]
pub fn decoded_scene(board: Bits, rules: &Rules, lang: Lang) -> Scene {
    let texts = lang.texts();
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    scene.tile_names = Some(lang);
    let d = match decode(board, rules) {
        Ok(d) => d,
        Err(e) => {
            scene.caption = Some(Caption {
                title: texts.board_empty_title(&board.to_hex()),
                lines: vec![texts.rules(rules), e.to_string()],
            });
            return scene;
        }
    };
    let piece = d.piece.unwrap_or(1);
    let ink = Ink::Piece(piece);
    let mut path = Path::of_tiles(colour, &d.visited, PathKind::Solution, ink);
    path.labels = d
        .moves
        .iter()
        .map(|m| texts.units_number(m.length))
        .collect();
    let has_path = path.tiles.len() >= 2;
    scene.paths.push(path);
    if let Some(t) = d.current {
        scene.pieces.push(Piece {
            tile: BoardTile::of(colour, t),
            colour,
            label: d.piece.map(|p| p.to_string()),
        });
    }
    scene.pieces.extend(d.start_field.iter().map(|slot| Piece {
        tile: BoardTile::Start(colour, *slot),
        colour,
        label: Some((slot.index() + 1).to_string()),
    }));
    scene.pieces.extend(d.finished.iter().map(|t| Piece {
        tile: BoardTile::of(colour, *t),
        colour,
        label: Some((44 - t.index()).to_string()),
    }));
    let mut lines = vec![
        texts.rules(rules),
        texts.board_units(d.units, d.recomputed, d.consistent),
    ];
    lines.extend(d.problems.iter().map(|p| texts.decode_problem(p)));
    scene.caption = Some(Caption {
        title: texts.board_title(&board.to_hex(), d.piece, d.recomputed),
        lines,
    });
    if has_path {
        if let Some(goal) = d.goal {
            scene.legend.push(LegendEntry {
                swatch: Swatch::Path(PathKind::Solution, ink),
                label: texts.legend_piece_path(piece, goal),
            });
        }
        scene.legend.push(LegendEntry {
            swatch: Swatch::LengthBox(ink),
            label: texts.legend_move_lengths(),
        });
    }
    scene.legend.push(LegendEntry {
        swatch: Swatch::Piece(colour),
        label: texts.legend_pieces(colour),
    });
    scene
}
