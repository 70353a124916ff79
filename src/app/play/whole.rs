//! The story of the whole game with every roll chosen: the solve's live
//! progress, then the running total beside the shortest game, one button per
//! roll (naming its one move with its straight length, or how many pieces it
//! may move), the pieces to choose from once such a roll is chosen, what the
//! last move cost when that is shown, and at the end the verdict, the
//! costliest move and the replay. Board clicks on a ringed tile pick its move.

use egui::{Button, RichText, Ui};

use super::parts::{button, line, replay_ui, small, solving_ui, title};
use crate::app::shortcuts::works;
use crate::figures::scenes::game_board::board_tile;
use crate::figures::scenes::play::moving_piece;
use crate::game::{DIE_FACES, ToGoOption};
use crate::i18n::words::play_mode::fair_move;
use crate::i18n::words::play_whole::{
    whole_cost, whole_costliest, whole_done, whole_roll_many, whole_roll_one, whole_running,
};
use crate::i18n::{FluentValue, Tr, count_arg, units_arg};
use crate::model::{BoardTile, Colour};
use crate::tr;
use crate::workspace::{Command, Play, PlayCommand, WholeMove};

/// The story of the whole game.
pub fn whole_ui(ui: &mut Ui, play: &Play, text: f32, tr: &Tr, out: &mut Vec<Command>) {
    title(ui, tr!(tr, "play-whole-title"), text);
    let failed = |reason: String| tr!(tr, "play-whole-failed", reason = reason);
    let solving = |solved: FluentValue<'static>, positions: FluentValue<'static>| {
        tr!(
            tr,
            "play-whole-solving",
            solved = solved,
            positions = positions
        )
    };
    if solving_ui(ui, play.whole().status(), failed, solving, text, tr).is_none() {
        return;
    }
    let Some((w, to_go)) = play.whole().game() else {
        return;
    };
    let optimum = to_go.optimum();
    let done = w.is_finished(to_go);
    let moves = w.moves();
    line(ui, whole_running(tr, w.total(), moves.len(), optimum), text);
    if play.shows_cost()
        && !done
        && let Some(said) = moves.last().and_then(|m| cost_words(tr, moves.len(), m))
    {
        line(ui, said, text);
    }
    ui.add_space(text * 0.5);
    if done {
        line(ui, whole_done(tr, w.total(), moves.len(), optimum), text);
        let best = &to_go.game();
        let units = units_arg(best.game.total);
        let rolls = count_arg(u64::from(best.rolls));
        line(
            ui,
            tr!(tr, "play-whole-best-game", units = units, rolls = rolls),
            text,
        );
        if let Some((n, m)) = w.costliest() {
            let o = m.option;
            line(ui, whole_costliest(tr, n, o.die, o.mv, o.cost), text);
        }
        // The replay before the list of every move's cost, which can be long.
        replay_ui(ui, play, text, tr, out);
        if play.shows_cost() {
            ui.add_space(text * 0.5);
            for (i, m) in moves.iter().enumerate() {
                if let Some(said) = cost_words(tr, i + 1, m) {
                    small(ui, said, text);
                }
            }
        }
        return;
    }
    let game = w.game(to_go.rules(), usize::MAX);
    let mut pieces = None;
    if let Some(roll) = w.roll() {
        let which = tr!(
            tr,
            "play-whole-which-piece",
            roll = count_arg(u64::from(roll))
        );
        line(ui, which, text);
        let options = w.options_for(to_go, roll);
        pieces = Some(options.len());
        for o in options {
            let piece = moving_piece(&game, o.mv).unwrap_or(1);
            if button(ui, fair_move(tr, piece, o.mv, o.length), text).clicked() {
                out.push(Command::Play(PlayCommand::Choose(o.mv)));
            }
        }
        ui.add_space(text * 0.5);
    }
    line(ui, tr!(tr, "play-whole-which-roll"), text);
    let options = w.options(to_go);
    for roll in 1..=DIE_FACES {
        let of_roll: Vec<_> = options.iter().filter(|o| o.die == roll).collect();
        let (words, hint) = match of_roll.as_slice() {
            [] => continue,
            [o] => {
                let piece = moving_piece(&game, o.mv).unwrap_or(1);
                (
                    whole_roll_one(tr, roll, piece, o.mv, o.length),
                    tr!(tr, "play-whole-roll-one-hint"),
                )
            }
            many => (
                whole_roll_many(tr, roll, many.len()),
                tr!(tr, "play-whole-roll-many-hint"),
            ),
        };
        let chosen = w.roll() == Some(roll);
        if ui
            .add(Button::new(RichText::new(words).size(text)).selected(chosen))
            .on_hover_text(hint)
            .clicked()
        {
            out.push(Command::Play(PlayCommand::Roll(roll)));
        }
    }
    let keys_work = works(ui.ctx(), &Command::Play(PlayCommand::Number(1)));
    let keys_words = match (pieces, keys_work) {
        (Some(count), true) => {
            tr!(tr, "play-keys-whole-piece", count = count_arg(count as u64))
        }
        (Some(_), false) => tr!(tr, "play-keys-whole-piece-off"),
        (None, true) => tr!(tr, "play-keys-whole"),
        (None, false) => tr!(tr, "play-keys-whole-off"),
    };
    small(ui, keys_words, text);
}

/// What move `n` cost, against the best move from the same position.
fn cost_words(tr: &Tr, n: usize, m: &WholeMove) -> Option<String> {
    let (best_roll, best) = m.best?;
    let o = m.option;
    Some(whole_cost(
        tr,
        n,
        (o.die, o.mv, o.total),
        (best_roll, best, m.least),
    ))
}

/// What a click on `tile` picks: a move of the roll chosen landing there or
/// leaving from there, or else the one move of any roll landing there.
pub(super) fn board_pick(play: &Play, colour: Colour, tile: BoardTile) -> Option<PlayCommand> {
    let (w, to_go) = play.whole().game()?;
    if w.is_finished(to_go) {
        return None;
    }
    let lands = |o: &ToGoOption| BoardTile::of(colour, o.mv.to) == tile;
    if let Some(roll) = w.roll() {
        let of_roll = w.options_for(to_go, roll);
        let leaves = of_roll
            .iter()
            .find(|o| board_tile(colour, o.mv.from) == tile);
        return of_roll
            .iter()
            .find(|o| lands(o))
            .or(leaves)
            .map(|o| PlayCommand::Choose(o.mv));
    }
    let landing: Vec<ToGoOption> = w.options(to_go).into_iter().filter(lands).collect();
    match landing.as_slice() {
        [one] => Some(PlayCommand::Choose(one.mv)),
        _ => None,
    }
}
