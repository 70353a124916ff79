//! The Play mode's boards. Every roll chosen: the student's path so far with
//! its move lengths, the piece where it stands, the six rolls' targets ringed
//! and numbered, and at the end the optimal path beneath the student's. A fair
//! die: the game so far from [`game_board`] (each piece's moves in its
//! own colour and lane), the landing tiles of the moves offered for the roll
//! shown ringed and numbered with the piece that would move (key N moves piece
//! N); at the end the best player's game with the same dice faint beneath it.

use super::game_board::{board_tile, game_board};
use super::{BoardScene, empty, move_labels, path_legend, piece_lane, pieces_legend};
use crate::game::{Game, Move, Place};
use crate::i18n::Tr;
use crate::model::{BoardTile, MoveTable, Rules, Tile};
use crate::render::{Ink, LegendEntry, Path, PathKind, Piece, Ring, RingKind, Swatch};
use crate::tr;

/// The board of one piece with every roll chosen: `path` (A first) so far,
/// the targets `(roll, tile)` of the piece to move, and, once it is home, the
/// `optimal` path from A.
#[must_use]
pub fn chosen_scene(
    rules: &Rules,
    piece: u8,
    path: &[Tile],
    targets: &[(u8, Tile)],
    optimal: Option<&[Tile]>,
    tr: &Tr,
) -> BoardScene {
    let colour = rules.colour;
    let mut board = empty(rules);
    let scene = &mut board.scene;
    if let Some(best) = optimal {
        scene
            .paths
            .push(Path::of_tiles(colour, best, PathKind::Best, Ink::Best));
        scene.legend.push(LegendEntry::new(
            Swatch::Path(PathKind::Best, Ink::Best),
            tr!(tr, "play-legend-optimal"),
        ));
    }
    if path.len() >= 2 {
        let mut line = Path::of_tiles(colour, path, PathKind::Solution, Ink::Piece(piece));
        line.labels = move_labels(&MoveTable::new(rules), path, tr);
        scene.paths.push(line);
        scene
            .legend
            .push(path_legend(tr, piece, Tile::goal_of_piece(piece)));
        scene.legend.push(LegendEntry::new(
            Swatch::LengthBox(Ink::Piece(piece)),
            tr!(tr, "legend-move-lengths"),
        ));
    }
    let at = path.last().copied().unwrap_or(Tile::A);
    scene.pieces.push(Piece::on(colour, at, Some(piece)));
    scene.legend.push(pieces_legend(tr, colour));
    push_targets(
        &mut board,
        targets.iter().map(|(roll, to)| (*roll, *to)),
        tr!(tr, "play-legend-targets"),
    );
    board
}

/// The rings of the targets, each labelled with the key that picks it, and
/// their legend entry `what`.
fn push_targets(board: &mut BoardScene, targets: impl Iterator<Item = (u8, Tile)>, what: String) {
    let colour = board.scene.colour;
    let before = board.scene.rings.len();
    board.scene.rings.extend(targets.map(|(key, to)| Ring {
        tile: BoardTile::of(colour, to),
        kind: RingKind::Selection,
        label: Some(key.to_string()),
    }));
    if board.scene.rings.len() > before {
        board
            .scene
            .legend
            .push(LegendEntry::new(Swatch::Ring(RingKind::Selection), what));
    }
}

/// The board of a fair-die game after its first `rolls` rolls: the moves
/// offered for the roll shown (`moves`) ringed at their landing tiles, each
/// numbered with the piece that moves (the key that picks it), and at the
/// end the `best` player's game with the same dice beneath.
#[must_use]
pub fn fair_scene(
    game: &Game,
    rolls: usize,
    moves: &[Move],
    best: Option<&Game>,
    tr: &Tr,
) -> BoardScene {
    let rules = &game.rules;
    let mut board = empty(rules);
    let drawn = game_board(game, rolls);
    let scene = &mut board.scene;
    if let Some(best) = best {
        let theirs = game_board(best, usize::MAX);
        scene.paths.extend(theirs.paths.into_iter().map(|p| Path {
            kind: PathKind::Best,
            ink: Ink::Best,
            ..p
        }));
        scene.legend.push(LegendEntry::new(
            Swatch::Path(PathKind::Best, Ink::Best),
            tr!(tr, "play-legend-best-game"),
        ));
    }
    scene.paths.extend(drawn.paths);
    scene.pieces = drawn.pieces;
    for p in &game.pieces {
        let moved = scene
            .paths
            .iter()
            .any(|path| path.ink == Ink::Piece(p.piece) && path.kind == PathKind::Solution);
        if moved {
            scene.legend.push(path_legend(tr, p.piece, p.home()));
        }
    }
    scene.legend.push(pieces_legend(tr, rules.colour));
    let keys: Vec<(u8, Tile)> = moves
        .iter()
        .map(|m| (moving_piece(game, *m).unwrap_or(1), m.to))
        .collect();
    push_targets(&mut board, keys.into_iter(), tr!(tr, "play-legend-moves"));
    // Each offered move as a dashed line from its piece to its target.
    let colour = rules.colour;
    for mv in moves {
        let from = board_tile(colour, mv.from);
        let piece = moving_piece(game, *mv).unwrap_or(1);
        board.scene.paths.push(Path {
            lane: piece_lane(piece),
            ..Path::along(
                vec![from, BoardTile::of(colour, mv.to)],
                PathKind::Branch,
                Ink::Piece(piece),
            )
        });
    }
    board
}

/// The number of the piece that `mv` moves in `game` (as recorded so far).
#[must_use]
pub fn moving_piece(game: &Game, mv: Move) -> Option<u8> {
    game.pieces
        .iter()
        .find(|p| match mv.from {
            Place::Way(t) => p.home() == Some(t),
            Place::Start(s) => p.slot == s && p.tiles.is_empty(),
        })
        .map(|p| p.piece)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, Recorder};

    #[test]
    fn test_the_targets_are_ringed_with_their_keys() {
        let rules = Rules::paper();
        let tr = Tr::default();
        let path = [Tile::A, Tile::new(6).expect("tile")];
        let targets: Vec<(u8, Tile)> = (1..=6)
            .filter_map(|r| Some((r, Tile::new(6 + r)?)))
            .collect();
        let scene = chosen_scene(&rules, 1, &path, &targets, None, &tr).scene;
        assert_eq!(scene.rings.len(), 6);
        assert_eq!(scene.rings[2].label.as_deref(), Some("3"));
        assert_eq!(scene.paths.len(), 1);
        assert_eq!(scene.paths[0].labels.len(), 1);
        let done = chosen_scene(&rules, 1, &path, &[], Some(&path), &tr).scene;
        assert!(done.rings.is_empty());
        assert!(done.paths.iter().any(|p| p.kind == PathKind::Best));
    }

    #[test]
    fn test_a_fair_game_rings_the_moves_offered() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let mut rec = Recorder::new(&rules);
        let out = rules.legal_moves(rec.state(), 6)[0];
        rec.roll(6, Some(out));
        let up = rules.legal_moves(rec.state(), 3)[0];
        rec.roll(3, Some(up));
        let state = rec.state();
        let game = rec.finish();
        let moves = rules.legal_moves(state, 6).to_vec();
        let scene = fair_scene(&game, 2, &moves, None, &Tr::default()).scene;
        assert_eq!(scene.rings.len(), moves.len());
        assert_eq!(scene.pieces.len(), 2);
        // Each ring carries the number of the piece that would move there.
        for (ring, mv) in scene.rings.iter().zip(&moves) {
            let piece = moving_piece(&game, *mv).expect("a piece");
            assert_eq!(ring.label, Some(piece.to_string()));
        }
        // The legend says so: the numbers are pieces (keys), not rolls.
        let tr = Tr::default();
        let said = |words: String| scene.legend.iter().any(|e| e.label == words);
        assert!(said(tr!(tr, "play-legend-moves")));
        assert!(!said(tr!(tr, "play-legend-targets")));
    }
}
