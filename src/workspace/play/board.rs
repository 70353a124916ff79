//! The Play mode's board ([`play_scene`]): the scene of the game shown at the
//! move shown, built by [`crate::figures::scenes::play`] from the engine's
//! values (the window paints it, File → Export board writes it).

use super::{Play, PlayKind};
use crate::figures::scenes::BoardScene;
use crate::figures::scenes::game::waiting_scene;
use crate::figures::scenes::play::{chosen_scene, fair_scene};
use crate::i18n::Tr;
use crate::model::{Rules, Tile};

/// The board of the game shown, at the move shown.
#[must_use]
pub fn play_scene(play: &Play, rules: &Rules, tr: &Tr) -> BoardScene {
    if let Some(board) = super::round::round_board(play, tr) {
        return board;
    }
    let upto = play.shown_move();
    match play.kind() {
        PlayKind::Chosen => {
            let c = play.chosen();
            let path = c.path(upto);
            let targets: Vec<(u8, Tile)> = if c.is_finished() {
                Vec::new()
            } else {
                c.targets().iter().map(|t| (t.roll, t.to)).collect()
            };
            let optimal = c.is_finished().then(|| c.optimal_path());
            chosen_scene(rules, c.piece(), &path, &targets, optimal.as_deref(), tr)
        }
        PlayKind::Fair => match play.fair() {
            Some((f, s)) => {
                let game = f.game(&s.optimum, upto);
                let finished = f.is_finished(&s.optimum);
                let moves = if finished {
                    Vec::new()
                } else {
                    f.moves(&s.optimum)
                };
                let best = if finished { play.best_game() } else { None };
                fair_scene(&game, upto, &moves, best, tr)
            }
            None => waiting_scene(rules, tr),
        },
        PlayKind::Whole => super::whole_slot::whole_board(play.whole(), upto, rules, tr),
    }
}
