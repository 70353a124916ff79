//! The picture of any bit-board: its decoded path with each move's length,
//! the moving piece, the pieces waiting or home, and a caption saying what
//! the board holds (and where its stored units disagree with its moves).
//! `maedn figure board` draws it, and the window's Edit mode's export names
//! its caption.

use crate::i18n::words::{board_title, decode_problem, rules as rules_line, units, units_number};
use crate::i18n::words::{piece_path, pieces_legend};
use crate::i18n::{Lang, Tr, count_arg};
use crate::model::{Bits, Rules, decode};
use crate::render::{Caption, Ink, LegendEntry, Path, PathKind, Piece, Scene, Swatch};
use crate::tr;

/// The scene of `board` read under `rules`.
#[must_use]
pub fn decoded_scene(board: Bits, rules: &Rules, lang: Lang) -> Scene {
    let tr = Tr::shared(lang);
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    scene.tile_names = super::tile_names(tr, colour);
    let d = match decode(board, rules) {
        Ok(d) => d,
        Err(e) => {
            scene.caption = Some(Caption {
                title: tr!(tr, "fig-board-empty-title", board = board.to_hex()),
                lines: vec![rules_line(tr, rules), e.to_string()],
            });
            return scene;
        }
    };
    let piece = d.piece.unwrap_or(1);
    let ink = Ink::Piece(piece);
    let mut path = Path::of_tiles(colour, &d.visited, PathKind::Solution, ink);
    path.labels = d.moves.iter().map(|m| units_number(tr, m.length)).collect();
    let has_path = path.tiles.len() >= 2;
    scene.paths.push(path);
    if let Some(t) = d.current {
        scene.pieces.push(Piece::on(colour, t, d.piece));
    }
    scene.pieces.extend(super::resting_pieces(&d, colour));
    let mut lines = vec![
        rules_line(tr, rules),
        board_units(tr, d.units, d.recomputed, d.consistent),
    ];
    lines.extend(d.problems.iter().map(|p| decode_problem(tr, p)));
    scene.caption = Some(Caption {
        title: board_title(tr, &board.to_hex(), d.piece, d.recomputed),
        lines,
    });
    if has_path {
        if let Some(goal) = d.goal {
            scene.legend.push(LegendEntry::new(
                Swatch::Path(PathKind::Solution, ink),
                piece_path(tr, piece, goal),
            ));
        }
        scene.legend.push(LegendEntry::new(
            Swatch::LengthBox(ink),
            tr!(tr, "fig-legend-move-lengths"),
        ));
    }
    scene.legend.push(LegendEntry::new(
        Swatch::Piece(colour),
        pieces_legend(tr, colour),
    ));
    scene
}

/// The stored units against the moves' sum.
fn board_units(tr: &Tr, stored: u16, recomputed: f64, consistent: bool) -> String {
    let stored = count_arg(u64::from(stored));
    if consistent {
        tr!(tr, "fig-board-units-agree", stored = stored)
    } else {
        tr!(
            tr,
            "fig-board-units-differ",
            stored = stored,
            measured = units(tr, recomputed)
        )
    }
}
