//! The Play mode's sentences about the engine's values: a roll's target and
//! its length, the running total beside the optimum, what a move gave away
//! against the best move from the same place, and the end of a game (the
//! length against the optimum, the costliest move); with a fair die the
//! moves offered and what the choices gave away in expectation.

use crate::game::{Move, Place};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::Tile;
use crate::solver::TIE;
use crate::tr;

/// A place as the Play mode writes it: B1..B4, A, 1..39, a..d.
#[must_use]
pub fn place_text(place: Place) -> String {
    match place {
        Place::Way(Tile::A) => "A".to_owned(),
        other => other.to_string(),
    }
}

/// A tile as the Play mode writes it.
#[must_use]
pub fn tile_text(tile: Tile) -> String {
    place_text(Place::Way(tile))
}

/// A roll's target: "Roll 3: to 9, 3,400 units" (its accessible name too).
#[must_use]
pub fn target(tr: &Tr, roll: u8, to: Tile, length: f64) -> String {
    tr!(
        tr,
        "play-target",
        roll = count_arg(u64::from(roll)),
        to = tile_text(to),
        length = units_arg(length)
    )
}

/// The running total beside the optimum from where the student started.
#[must_use]
pub fn running(tr: &Tr, units: f64, optimum: f64) -> String {
    tr!(
        tr,
        "play-running",
        units = units_arg(units),
        optimum = units_arg(optimum)
    )
}

/// What move `n` (roll `roll` from `from`, costing `total` to the goal
/// where the best roll costs `best`) gave away.
#[must_use]
pub fn move_cost(tr: &Tr, n: usize, roll: u8, from: Tile, total: f64, best: f64) -> String {
    let cost = total - best;
    if cost <= TIE {
        return tr!(tr, "play-move-best", n = count_arg(n as u64));
    }
    tr!(
        tr,
        "play-move-cost",
        cost = units_arg(cost),
        roll = count_arg(u64::from(roll)),
        total = units_arg(total),
        from = tile_text(from),
        best = units_arg(best)
    )
}

/// The end of a game with every roll chosen: its length against the optimum.
#[must_use]
pub fn chosen_done(tr: &Tr, units: f64, optimum: f64) -> String {
    let away = units - optimum;
    if away <= TIE {
        return tr!(tr, "play-chosen-perfect", units = units_arg(units));
    }
    tr!(
        tr,
        "play-chosen-done",
        units = units_arg(units),
        optimum = units_arg(optimum),
        away = units_arg(away)
    )
}

/// The move that cost most: move `n`, roll `roll` from `from` to `to`.
#[must_use]
pub fn costliest(tr: &Tr, n: usize, roll: u8, from: Tile, to: Tile, cost: f64) -> String {
    tr!(
        tr,
        "play-costliest",
        n = count_arg(n as u64),
        roll = count_arg(u64::from(roll)),
        from = tile_text(from),
        to = tile_text(to),
        cost = units_arg(cost)
    )
}

/// A move offered with a fair die: "Piece 2: 17 → 20, 3,400 units".
#[must_use]
pub fn fair_move(tr: &Tr, piece: u8, mv: Move, length: f64) -> String {
    tr!(
        tr,
        "play-fair-move",
        piece = count_arg(u64::from(piece)),
        from = place_text(mv.from),
        to = tile_text(mv.to),
        length = units_arg(length)
    )
}

/// What a fair-die choice gave away in expectation against `best`.
#[must_use]
pub fn fair_cost(tr: &Tr, n: usize, cost: f64, best: Move) -> String {
    if cost <= TIE {
        return tr!(tr, "play-move-best", n = count_arg(n as u64));
    }
    tr!(
        tr,
        "play-fair-cost",
        cost = units_arg(cost),
        from = place_text(best.from),
        to = tile_text(best.to)
    )
}

/// The choice that gave away most: roll `n` showing `die`, `mv`.
#[must_use]
pub fn fair_costliest(tr: &Tr, n: usize, die: u8, mv: Move, cost: f64) -> String {
    tr!(
        tr,
        "play-fair-costliest",
        n = count_arg(n as u64),
        die = count_arg(u64::from(die)),
        from = place_text(mv.from),
        to = tile_text(mv.to),
        cost = units_arg(cost)
    )
}

/// The student's distance so far (or at the end) and its rolls.
#[must_use]
pub fn fair_total(tr: &Tr, units: f64, rolls: usize, done: bool) -> String {
    let (units, rolls) = (units_arg(units), count_arg(rolls as u64));
    if done {
        tr!(tr, "play-fair-done", units = units, rolls = rolls)
    } else {
        tr!(tr, "play-fair-total", units = units, rolls = rolls)
    }
}

/// The rolls that played themselves (`rolls`: each face and the move it
/// made, none when it was lost), the first numbered `first`: "Rolls 1–8 had
/// no choice: 3, 1, 5 (no move), 6 (B1 → A), 4 (A → 4)". `None` for none.
#[must_use]
pub fn no_choice(tr: &Tr, first: usize, rolls: &[(u8, Option<Move>)]) -> Option<String> {
    let last = first + rolls.len().checked_sub(1)?;
    let mut items: Vec<String> = Vec::new();
    let mut lost: Vec<String> = Vec::new();
    let flush = |lost: &mut Vec<String>, items: &mut Vec<String>| {
        if !lost.is_empty() {
            items.push(tr!(tr, "play-no-choice-lost", faces = lost.join(", ")));
            lost.clear();
        }
    };
    for &(die, mv) in rolls {
        match mv {
            None => lost.push(die.to_string()),
            Some(mv) => {
                flush(&mut lost, &mut items);
                items.push(tr!(
                    tr,
                    "play-no-choice-move",
                    die = count_arg(u64::from(die)),
                    from = place_text(mv.from),
                    to = tile_text(mv.to)
                ));
            }
        }
    }
    flush(&mut lost, &mut items);
    Some(tr!(
        tr,
        "play-no-choice",
        first = count_arg(first as u64),
        last = count_arg(last as u64),
        rolls = count_arg(rolls.len() as u64),
        list = items.join(", ")
    ))
}

/// What the choices gave away, and the two expectations to compare with.
#[must_use]
pub fn fair_score(tr: &Tr, away: f64, best: f64, ordinary: f64) -> [String; 2] {
    [
        tr!(tr, "play-fair-away", away = units_arg(away)),
        tr!(
            tr,
            "play-fair-compare",
            best = units_arg(best),
            ordinary = units_arg(ordinary)
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_a_best_move_gives_nothing_away_and_a_worse_one_says_how_much() {
        let tr = Tr::shared(Lang::En);
        let a = Tile::A;
        assert_eq!(
            move_cost(tr, 2, 6, a, 100.0, 100.0),
            "Move 2 was a best move: nothing given away."
        );
        let said = move_cost(tr, 2, 5, a, 412.0, 100.0);
        assert!(
            said.starts_with("You gave away 312\u{a0}units on this move"),
            "{said}"
        );
        assert!(chosen_done(tr, 19_462.0, 19_462.0).starts_with("Home in the optimum"));
    }

    #[test]
    fn test_the_rolls_without_a_choice_are_said_in_one_line() {
        let en = Tr::shared(crate::i18n::Lang::En);
        let de = Tr::shared(crate::i18n::Lang::De);
        let out = Move {
            from: Place::Start(crate::model::StartSlot::ALL[0]),
            to: Tile::A,
        };
        let rolls = [(3, None), (1, None), (6, Some(out)), (2, None)];
        assert_eq!(
            no_choice(en, 1, &rolls).as_deref(),
            Some("Rolls 1–4 had no choice: 3, 1 (no move), 6 (B1 → A), 2 (no move)")
        );
        assert_eq!(
            no_choice(en, 9, &rolls[..1]).as_deref(),
            Some("Roll 9 had no choice: 3 (no move)")
        );
        let said = no_choice(de, 1, &rolls).unwrap_or_default();
        assert!(
            said.starts_with("Würfe 1–4 ließen keine Wahl: 3, 1 (kein Zug)"),
            "{said}"
        );
        assert_eq!(no_choice(en, 1, &[]), None);
    }
}
