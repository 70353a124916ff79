//! The Play mode's board of the whole game with every roll chosen: the game
//! so far as [`play::fair_scene`] draws it (each piece's moves in its own
//! colour and lane). With no roll chosen yet, every roll's landing tiles are
//! ringed and labelled with the rolls that land there; once a roll allowing
//! several moves is chosen, its moves are ringed and numbered in the order
//! the keys pick them, each with a dashed line from its piece. At the end the
//! shortest game is drawn faint beneath the student's.

use super::{BoardScene, play};
use crate::game::{Game, Move};
use crate::i18n::Tr;
use crate::model::{BoardTile, Tile};
use crate::render::{Ink, LegendEntry, Path, PathKind, Ring, RingKind, Swatch};
use crate::tr;

/// The board of `game` after its first `moves` moves: the moves of the roll
/// chosen (`pending`), or else every roll's `targets` `(roll, tile)`, and at
/// the end the `optimal` game beneath.
#[must_use]
pub fn whole_scene(
    game: &Game,
    moves: usize,
    pending: &[Move],
    targets: &[(u8, Tile)],
    optimal: Option<&Game>,
    tr: &Tr,
) -> BoardScene {
    let mut board = play::fair_scene(game, moves, pending, None, tr);
    let scene = &mut board.scene;
    if let Some(best) = optimal {
        let theirs = super::game_board::game_board(best, usize::MAX);
        let beneath: Vec<Path> = theirs
            .paths
            .into_iter()
            .map(|p| Path {
                kind: PathKind::Best,
                ink: Ink::Best,
                ..p
            })
            .collect();
        scene.paths.splice(0..0, beneath);
        scene.legend.insert(
            0,
            LegendEntry::new(
                Swatch::Path(PathKind::Best, Ink::Best),
                tr!(tr, "play-legend-shortest-game"),
            ),
        );
    }
    if !pending.is_empty() {
        return board;
    }
    let colour = scene.colour;
    let before = scene.rings.len();
    let mut tiles: Vec<Tile> = targets.iter().map(|(_, t)| *t).collect();
    tiles.sort_unstable();
    tiles.dedup();
    for tile in tiles {
        let rolls: Vec<String> = targets
            .iter()
            .filter(|(_, t)| *t == tile)
            .map(|(r, _)| r.to_string())
            .collect();
        scene.rings.push(Ring {
            tile: BoardTile::of(colour, tile),
            kind: RingKind::Selection,
            label: Some(rolls.join("/")),
        });
    }
    if scene.rings.len() > before {
        scene.legend.push(LegendEntry::new(
            Swatch::Ring(RingKind::Selection),
            tr!(tr, "play-legend-targets"),
        ));
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameRules, Recorder};
    use crate::model::Rules;

    #[test]
    fn test_rolls_landing_on_one_tile_share_its_ring_and_a_chosen_roll_numbers_its_moves() {
        let rules = GameRules::with_pieces(&Rules::paper(), 2).expect("rules");
        let mut rec = Recorder::new(&rules);
        for die in [6, 3, 6] {
            let mv = rules.legal_moves(rec.state(), die)[0];
            rec.roll(die, Some(mv));
        }
        let state = rec.state();
        let game = rec.finish();
        // Pieces on 3 and 0: rolls 1 (3 to 4) and 4 (0 to 4) share tile 4.
        let targets: Vec<(u8, Tile)> = (1..=6)
            .flat_map(|die| {
                rules
                    .legal_moves(state, die)
                    .iter()
                    .map(move |m| (die, m.to))
                    .collect::<Vec<_>>()
            })
            .collect();
        let tr = Tr::default();
        let scene = whole_scene(&game, 3, &[], &targets, None, &tr).scene;
        let mut tiles: Vec<Tile> = targets.iter().map(|t| t.1).collect();
        tiles.sort_unstable();
        tiles.dedup();
        assert_eq!(scene.rings.len(), tiles.len());
        assert!(tiles.len() < targets.len(), "some tile is reached twice");
        assert!(
            scene
                .rings
                .iter()
                .any(|r| r.label.as_deref().is_some_and(|l| l.contains('/')))
        );
        let moves = rules.legal_moves(state, 2).to_vec();
        let chosen = whole_scene(&game, 3, &moves, &targets, Some(&game), &tr).scene;
        let keys: Vec<_> = chosen.rings.iter().map(|r| r.label.clone()).collect();
        assert_eq!(keys, [Some("1".to_owned()), Some("2".to_owned())]);
        assert_eq!(chosen.paths[0].kind, PathKind::Best);
    }
}
