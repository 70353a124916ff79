//! The Play mode's sentences about the whole game with every roll chosen: a
//! roll's button (its one move with its straight length, or how many pieces
//! it may move), the running total beside the shortest game, what a move gave
//! away against the best (roll, move) from the same position, and the end
//! (the length against the optimum, the costliest move).

use crate::game::Move;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::solver::TIE;
use crate::tr;

use super::play_mode::{place_text, tile_text};

/// A roll allowing exactly one move: "Roll 3: piece 2, 17 → 20, 3,400
/// units" (its button's accessible name too).
#[must_use]
pub fn whole_roll_one(tr: &Tr, roll: u8, piece: u8, mv: Move, length: f64) -> String {
    tr!(
        tr,
        "play-whole-roll-one",
        roll = count_arg(u64::from(roll)),
        piece = count_arg(u64::from(piece)),
        from = place_text(mv.from),
        to = tile_text(mv.to),
        length = units_arg(length)
    )
}

/// A roll allowing several moves: "Roll 2: 3 pieces can move".
#[must_use]
pub fn whole_roll_many(tr: &Tr, roll: u8, count: usize) -> String {
    tr!(
        tr,
        "play-whole-roll-many",
        roll = count_arg(u64::from(roll)),
        count = count_arg(count as u64)
    )
}

/// The running total after `moves` moves beside the optimum from the start.
#[must_use]
pub fn whole_running(tr: &Tr, units: f64, moves: usize, optimum: f64) -> String {
    tr!(
        tr,
        "play-whole-running",
        units = units_arg(units),
        moves = count_arg(moves as u64),
        optimum = units_arg(optimum)
    )
}

/// What move `n` (`mv` by roll `roll`, whose way to the end is `total`) gave
/// away against the best from the same position (`best` by `best_roll`,
/// whose way to the end is `least`).
#[must_use]
pub fn whole_cost(
    tr: &Tr,
    n: usize,
    (roll, mv, total): (u8, Move, f64),
    (best_roll, best, least): (u8, Move, f64),
) -> String {
    let cost = total - least;
    if cost <= TIE {
        return tr!(tr, "play-move-best", n = count_arg(n as u64));
    }
    tr!(
        tr,
        "play-whole-cost",
        cost = units_arg(cost),
        n = count_arg(n as u64),
        roll = count_arg(u64::from(roll)),
        from = place_text(mv.from),
        to = tile_text(mv.to),
        total = units_arg(total),
        broll = count_arg(u64::from(best_roll)),
        bfrom = place_text(best.from),
        bto = tile_text(best.to),
        least = units_arg(least)
    )
}

/// The end: the game's length against the shortest game.
#[must_use]
pub fn whole_done(tr: &Tr, units: f64, moves: usize, optimum: f64) -> String {
    let away = units - optimum;
    let moves = count_arg(moves as u64);
    if away <= TIE {
        return tr!(
            tr,
            "play-whole-perfect",
            units = units_arg(units),
            moves = moves
        );
    }
    tr!(
        tr,
        "play-whole-done",
        units = units_arg(units),
        moves = moves,
        optimum = units_arg(optimum),
        away = units_arg(away)
    )
}

/// The move that cost most: move `n`, `mv` by roll `roll`.
#[must_use]
pub fn whole_costliest(tr: &Tr, n: usize, roll: u8, mv: Move, cost: f64) -> String {
    tr!(
        tr,
        "play-whole-costliest",
        n = count_arg(n as u64),
        roll = count_arg(u64::from(roll)),
        from = place_text(mv.from),
        to = tile_text(mv.to),
        cost = units_arg(cost)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Place;
    use crate::i18n::Lang;
    use crate::model::{StartSlot, Tile};

    #[test]
    fn test_a_worse_move_says_how_much_and_a_best_one_nothing() {
        let out = Move {
            from: Place::Start(StartSlot::ALL[0]),
            to: Tile::A,
        };
        let on = Move {
            from: Place::Way(Tile::A),
            to: Tile::new(6).expect("a tile"),
        };
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            let best = whole_cost(tr, 4, (6, out, 900.0), (6, out, 900.0));
            assert_eq!(best, tr!(tr, "play-move-best", n = count_arg(4)));
            let worse = whole_cost(tr, 4, (6, on, 1_212.0), (6, out, 900.0));
            assert!(worse.contains("312"), "{worse}");
            assert!(worse.contains("B1") && worse.contains('6'), "{worse}");
            assert!(whole_done(tr, 900.0, 9, 900.0) != whole_done(tr, 1_212.0, 9, 900.0));
        }
    }
}
