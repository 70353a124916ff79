//! The Game view's sentences about the whole game: its total, whether it
//! reaches the paper's total, how many games tie, what a roll did and the
//! running total (places written as the Play mode writes them).

use super::play_mode::place_text;
use crate::game::{ChosenGame, GameRoll, Objective, Place};
use crate::i18n::{Tr, cm_arg, count_arg, units_arg, wide_count_arg};
use crate::tr;

/// "83,047 units = 298.9692 cm in 36 rolls".
#[must_use]
pub fn total(tr: &Tr, g: &ChosenGame) -> String {
    tr!(
        tr,
        "game-total",
        units = units_arg(g.game.total),
        cm = cm_arg(g.game.total),
        rolls = count_arg(u64::from(g.rolls))
    )
}

/// Whether the game reaches the paper's total (the pieces independent).
#[must_use]
pub fn paper(tr: &Tr, g: &ChosenGame) -> String {
    let paper = units_arg(g.independent.total);
    if g.reaches_independent() {
        tr!(tr, "game-paper-reached", paper = paper)
    } else {
        tr!(
            tr,
            "game-paper-longer",
            paper = paper,
            excess = units_arg(g.excess())
        )
    }
}

/// How many legal games are exactly as good.
#[must_use]
pub fn ties(tr: &Tr, g: &ChosenGame) -> String {
    if g.tied_games == 1 {
        return tr!(tr, "game-ties-one");
    }
    let objective = match g.objective {
        Objective::Shortest => "shortest",
        Objective::Quickest => "quickest",
    };
    tr!(
        tr,
        "game-ties",
        count = wide_count_arg(g.tied_games, tr.numbers()),
        objective = objective
    )
}

/// What roll `r` did, in words: "Piece 2 moves from 0 to 6", or no move.
#[must_use]
pub fn roll_move(tr: &Tr, r: &GameRoll) -> String {
    let Some(s) = r.step else {
        return tr!(tr, "game-no-move");
    };
    let piece = count_arg(u64::from(s.piece));
    match s.from {
        Place::Start(_) => tr!(
            tr,
            "game-move-out",
            piece = piece,
            from = place_text(s.from)
        ),
        Place::Way(_) => tr!(
            tr,
            "game-move",
            piece = piece,
            from = place_text(s.from),
            to = place_text(Place::Way(s.to))
        ),
    }
}

/// The running total after a roll.
#[must_use]
pub fn running_total(tr: &Tr, units: f64) -> String {
    tr!(
        tr,
        "game-running-total",
        units = units_arg(units),
        cm = cm_arg(units)
    )
}

/// A roll's length.
#[must_use]
pub fn length(tr: &Tr, units: f64) -> String {
    tr!(tr, "game-length", units = units_arg(units))
}

/// Which roll of how many: "Roll 7 of 36".
#[must_use]
pub fn roll_title(tr: &Tr, roll: usize, rolls: usize) -> String {
    tr!(
        tr,
        "game-roll",
        roll = count_arg(roll as u64),
        rolls = count_arg(rolls as u64)
    )
}
