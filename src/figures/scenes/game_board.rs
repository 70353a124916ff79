//! The board of a game after some rolls: each piece's moves so far, from
//! its start-field slot, in its own lane, and every piece where it stands.
//! The exported `game` figure, the Game view, the Play mode and the class
//! round all draw their games from it.

use super::piece_lane;
use crate::game::{Game, GameStep, Place};
use crate::model::{BoardTile, Colour};
use crate::render::{Ink, Path, PathKind, Piece};

/// The board after some rolls of a game: each piece's moves so far (from its
/// start-field slot), and every piece where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct GameBoard {
    /// One path per piece that has moved, piece 1 first, in its own lane.
    pub paths: Vec<Path>,
    /// Every piece where it stands, labelled with its number.
    pub pieces: Vec<Piece>,
}

/// Where a game's place is on the board of `colour`.
#[must_use]
pub fn board_tile(colour: Colour, place: Place) -> BoardTile {
    match place {
        Place::Start(slot) => BoardTile::Start(colour, slot),
        Place::Way(tile) => BoardTile::of(colour, tile),
    }
}

/// The moves of `game`'s first `rolls` rolls (all of them if more), with
/// their roll numbers from 1.
pub fn steps_upto(game: &Game, rolls: usize) -> impl Iterator<Item = (usize, u8, GameStep)> + '_ {
    game.rolls
        .iter()
        .take(rolls)
        .enumerate()
        .filter_map(|(i, r)| r.step.map(|s| (i + 1, r.die, s)))
}

/// The board of `game` after its first `rolls` rolls.
#[must_use]
pub fn game_board(game: &Game, rolls: usize) -> GameBoard {
    let colour = game.rules.colour;
    let mut paths = Vec::new();
    let mut pieces = Vec::new();
    for record in &game.pieces {
        let moves: Vec<GameStep> = steps_upto(game, rolls)
            .map(|(_, _, s)| s)
            .filter(|s| s.piece == record.piece)
            .collect();
        let mut tiles = vec![BoardTile::Start(colour, record.slot)];
        tiles.extend(moves.iter().map(|s| BoardTile::of(colour, s.to)));
        let stands = tiles.last().copied().unwrap_or(tiles[0]);
        if tiles.len() >= 2 {
            paths.push(Path {
                lane: piece_lane(record.piece),
                ..Path::along(tiles, PathKind::Solution, Ink::Piece(record.piece))
            });
        }
        pieces.push(Piece::new(stands, colour, Some(record.piece)));
    }
    GameBoard { paths, pieces }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, shortest_game};
    use crate::model::Rules;
    use crate::solver::Progress;

    #[test]
    fn test_the_board_after_some_rolls_follows_each_piece() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let g = shortest_game(&rules, &Progress::default()).expect("game");
        let start = game_board(&g.game, 0);
        assert!(start.paths.is_empty());
        assert!(
            start
                .pieces
                .iter()
                .all(|p| matches!(p.tile, BoardTile::Start(..)))
        );
        // After the first roll, piece 1 has left B1 for A.
        let one = game_board(&g.game, 1);
        assert_eq!(one.paths.len(), 1);
        assert_eq!(
            one.paths[0].tiles,
            [
                BoardTile::Start(Colour::Black, crate::model::StartSlot::ALL[0]),
                BoardTile::of(Colour::Black, crate::model::Tile::A)
            ]
        );
        // At the end every move is drawn: one tile per move after the slot.
        let all = game_board(&g.game, usize::MAX);
        let drawn: usize = all.paths.iter().map(|p| p.tiles.len() - 1).sum();
        assert_eq!(drawn, g.game.moves());
    }
}
