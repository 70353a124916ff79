//! The Game view's board picture: the whole game after some rolls, from the
//! same [`game_board`] the exported `game` figure draws — every
//! piece's moves so far (the start-field moves from its B slot to A
//! included) in its own colour and lane, the pieces where they stand, and
//! the roll's move highlighted with its length and the tiles it jumps over.

use super::game_board::{board_tile, game_board};
use super::{BoardScene, empty, path_legend, pieces_legend, waiting_pieces};
use crate::game::{ChosenGame, Place};
use crate::i18n::{Tr, units_arg};
use crate::model::{BoardTile, Rules, Tile};
use crate::render::{Ink, LegendEntry, Path, PathKind, Swatch};
use crate::tr;

/// The board of `g` after `rolls` rolls (0: every piece in B).
#[must_use]
pub fn game_scene(g: &ChosenGame, rolls: usize, tr: &Tr) -> BoardScene {
    let game = &g.game;
    let rules: &Rules = &game.rules;
    let colour = rules.colour;
    let mut board = empty(rules);
    let drawn = game_board(game, rolls);
    let scene = &mut board.scene;
    let current = rolls
        .checked_sub(1)
        .and_then(|i| game.rolls.get(i))
        .and_then(|r| r.step);
    if let Some(step) = current {
        let from = board_tile(colour, step.from);
        let to = BoardTile::of(colour, step.to);
        let lane = super::piece_lane(step.piece);
        let highlight = |kind, labels| Path {
            labels,
            lane,
            ..Path::along(vec![from, to], kind, Ink::Piece(step.piece))
        };
        // Under the paths: a wide band along the move.
        scene.paths.push(highlight(PathKind::Best, Vec::new()));
        scene.paths.extend(drawn.paths);
        // On top: the move again, with its length.
        let label = tr!(tr, "length-label", units = units_arg(step.length));
        scene.paths.push(highlight(PathKind::Solution, vec![label]));
        if let Place::Way(start) = step.from {
            scene.skipped = (start.index() + 1..step.to.index())
                .filter_map(Tile::new)
                .map(|t| BoardTile::of(colour, t))
                .collect();
        }
    } else {
        scene.paths.extend(drawn.paths);
    }
    scene.pieces = drawn.pieces;
    for p in &game.pieces {
        if scene
            .paths
            .iter()
            .any(|path| path.ink == Ink::Piece(p.piece) && path.kind == PathKind::Solution)
        {
            scene.legend.push(path_legend(tr, p.piece, p.home()));
        }
    }
    if let Some(step) = current {
        scene.legend.push(LegendEntry::new(
            Swatch::Path(PathKind::Best, Ink::Piece(step.piece)),
            tr!(tr, "game-legend-move"),
        ));
        scene.legend.push(LegendEntry::new(
            Swatch::LengthBox(Ink::Piece(step.piece)),
            tr!(tr, "legend-move-lengths"),
        ));
    }
    if !scene.skipped.is_empty() {
        scene
            .legend
            .push(LegendEntry::new(Swatch::Skipped, tr!(tr, "legend-skipped")));
    }
    scene.legend.push(pieces_legend(tr, scene.colour));
    scene.legend_room = legend_room(g, tr);
    board
}

/// Every row the Game view's legend may show as the game is played: each
/// piece's path, the roll's move and its length, the tiles it jumps over,
/// the pieces.
fn legend_room(g: &ChosenGame, tr: &Tr) -> Vec<LegendEntry> {
    let mut room: Vec<LegendEntry> = g
        .game
        .pieces
        .iter()
        .map(|p| path_legend(tr, p.piece, p.home()))
        .collect();
    room.push(LegendEntry::new(
        Swatch::Path(PathKind::Best, Ink::Piece(1)),
        tr!(tr, "game-legend-move"),
    ));
    room.push(LegendEntry::new(
        Swatch::LengthBox(Ink::Piece(1)),
        tr!(tr, "legend-move-lengths"),
    ));
    room.push(LegendEntry::new(Swatch::Skipped, tr!(tr, "legend-skipped")));
    room.push(pieces_legend(tr, g.game.rules.colour));
    room
}

/// The game before it is computed: every piece waiting in B.
#[must_use]
pub fn waiting_scene(rules: &Rules, tr: &Tr) -> BoardScene {
    let mut board = empty(rules);
    board.scene.pieces = waiting_pieces(rules.colour, |_| true).collect();
    board.scene.legend.push(pieces_legend(tr, rules.colour));
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, shortest_game};
    use crate::solver::Progress;

    #[test]
    fn test_the_roll_shows_its_move_with_its_length() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let g = shortest_game(&rules, &Progress::default()).expect("a game");
        let tr = Tr::default();
        let start = game_scene(&g, 0, &tr).scene;
        assert!(start.paths.is_empty());
        assert_eq!(start.pieces.len(), 2);
        // Roll 2 moves piece 1 from A on: highlighted, labelled, jumping tiles.
        let second = g.game.rolls[1].step.expect("a move");
        let scene = game_scene(&g, 2, &tr).scene;
        let labelled: Vec<&Path> = scene
            .paths
            .iter()
            .filter(|p| !p.labels.is_empty())
            .collect();
        assert_eq!(labelled.len(), 1);
        assert_eq!(labelled[0].labels, [crate::format::units(second.length)]);
        assert_eq!(
            scene.skipped.len(),
            usize::from(second.to.index()).saturating_sub(1)
        );
        assert!(
            scene
                .legend
                .iter()
                .any(|e| e.label == tr!(tr, "game-legend-move"))
        );
    }
}
