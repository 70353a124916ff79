//! The words every figure and view shares for the engine's values: a length
//! in units and centimetres, a tile, a colour, the rules, the settings, how a
//! result was checked, a bound's name and the chart ticks' words.

use crate::format::Ticks;
use crate::game::{Game, Objective};
use crate::i18n::{Tr, bound_arg, cm_arg, count_arg, decimals_arg, units_arg};
use crate::model::{BoardTile, Colour, GoalRule, LengthMode, Rules, Tile};
use crate::solver::{Algorithm, Bound, Settings, Solution};
use crate::tr;

/// A length in units with the word ("83,047 units").
#[must_use]
pub fn units(tr: &Tr, units: f64) -> String {
    tr!(tr, "units-amount", n = units_arg(units))
}

/// A length in units, the number alone ("19,462", "12,142.58").
#[must_use]
pub fn units_number(tr: &Tr, units: f64) -> String {
    tr.numbers().units(units)
}

/// A length in centimetres on the 36 cm board, four decimals, with "cm".
#[must_use]
pub fn cm(tr: &Tr, units: f64) -> String {
    tr!(tr, "fig-cm", cm = cm_arg(units))
}

/// The words of a chart's ticks in `tr`'s language.
#[must_use]
pub fn tick_words(tr: &Tr) -> Ticks {
    Ticks {
        numbers: tr.numbers(),
        trillion: tr!(tr, "fig-tick-trillion"),
        billion: tr!(tr, "fig-tick-billion"),
        million: tr!(tr, "fig-tick-million"),
        thousand: tr!(tr, "fig-tick-thousand"),
    }
}

/// A goal tile's letter (a–d), "?" for any other tile.
#[must_use]
pub fn goal_letter(goal: Tile) -> String {
    goal.goal_letter()
        .map_or_else(|| "?".to_owned(), String::from)
}

/// A tile as a sentence names it, the way its board writes it: "tile 17"
/// (A is tile 0), "goal tile c"; "Feld 17", "Zielfeld c" in German.
#[must_use]
pub fn tile_ref(tr: &Tr, tile: Tile) -> String {
    let (number, goal) = tile_args(tile);
    tr!(tr, "tile-ref", number = number, goal = goal)
}

/// [`tile_ref`] at the head of a sentence: "Tile 17", "Goal tile c".
#[must_use]
pub fn tile_ref_head(tr: &Tr, tile: Tile) -> String {
    let (number, goal) = tile_args(tile);
    tr!(tr, "tile-ref-head", number = number, goal = goal)
}

/// A tile's number and its goal letter ("none" on the track) for Fluent.
fn tile_args(tile: Tile) -> (u64, String) {
    let goal = tile
        .goal_letter()
        .map_or_else(|| "none".to_owned(), String::from);
    (u64::from(tile.index()), goal)
}

/// A tile's name, for tooltips ("red goal d"), a track tile by the number
/// the board of the `viewed` colour writes beside it (0 is that colour's A).
#[must_use]
pub fn tile_name(tr: &Tr, viewed: Colour, tile: BoardTile) -> String {
    match tile {
        BoardTile::Track(t) => tr!(
            tr,
            "fig-tile-track",
            index = count_arg(u64::from(tile.number_for(viewed).unwrap_or(t)))
        ),
        BoardTile::Start(c, s) => tr!(
            tr,
            "fig-tile-start",
            player = colour(tr, c),
            slot = s.index()
        ),
        BoardTile::Goal(c, g) => {
            let letter = ['a', 'b', 'c', 'd']
                .get(usize::from(g))
                .map_or_else(|| "?".to_owned(), char::to_string);
            tr!(tr, "fig-tile-goal", player = colour(tr, c), goal = letter)
        }
    }
}

/// A colour's name.
#[must_use]
pub fn colour(tr: &Tr, colour: Colour) -> String {
    tr!(tr, "colour-name", colour = colour.name())
}

/// How lengths are measured, in words ("rounded lengths").
#[must_use]
pub fn lengths(tr: &Tr, lengths: LengthMode) -> String {
    match lengths {
        LengthMode::Rounded => tr!(tr, "rules-lengths-rounded"),
        LengthMode::Exact => tr!(tr, "rules-lengths-exact"),
    }
}

/// Which goal tile a piece may enter, in words ("the paper's goal row").
#[must_use]
pub fn goal_row(tr: &Tr, rule: GoalRule) -> String {
    match rule {
        GoalRule::Paper => tr!(tr, "rules-goal-row-paper"),
        GoalRule::Free => tr!(tr, "rules-goal-row-free"),
    }
}

/// The rules: colour, spacing, lengths, goal row.
#[must_use]
pub fn rules(tr: &Tr, r: &Rules) -> String {
    tr!(
        tr,
        "fig-rules",
        player = colour(tr, r.colour),
        spacing = count_arg(u64::from(r.spacing)),
        lengths = r.lengths.to_string(),
        goalrow = r.goal_rule.to_string()
    )
}

/// The settings line of every figure: the rules and the algorithm.
#[must_use]
pub fn settings(tr: &Tr, s: &Settings) -> String {
    let algorithm = match s.algorithm {
        Algorithm::Paper => match s.bound {
            Bound::None => tr!(tr, "fig-algorithm-paper-none"),
            Bound::Admissible => tr!(tr, "fig-algorithm-paper-admissible"),
            Bound::PerTile(n) => tr!(
                tr,
                "fig-algorithm-paper-bound",
                bound = count_arg(u64::from(n))
            ),
        },
        Algorithm::Dp => tr!(tr, "fig-algorithm-dp"),
        Algorithm::Astar => tr!(tr, "fig-algorithm-astar"),
    };
    tr!(
        tr,
        "fig-settings",
        rules = rules(tr, &s.rules),
        algorithm = algorithm
    )
}

/// How the result was computed and checked.
#[must_use]
pub fn checked(tr: &Tr, s: &Solution) -> String {
    match s.settings.algorithm {
        Algorithm::Dp => tr!(tr, "fig-checked-dp"),
        Algorithm::Astar => tr!(tr, "fig-checked-astar"),
        Algorithm::Paper if s.optimal => tr!(tr, "fig-checked-optimal"),
        Algorithm::Paper => tr!(
            tr,
            "fig-checked-not-optimal",
            optimum = units(tr, s.optimum_units())
        ),
    }
}

/// The name of a bound: "193", "none", "admissible (170)".
#[must_use]
pub fn bound_name(tr: &Tr, bound: Bound, per_tile: f64) -> String {
    match bound {
        Bound::None => tr!(tr, "fig-bound-none"),
        Bound::Admissible => tr!(
            tr,
            "fig-bound-admissible",
            bound = bound_arg(per_tile, tr.numbers())
        ),
        Bound::PerTile(n) => tr.numbers().count(u64::from(n)),
    }
}

/// The full path's title: the total in units and centimetres.
#[must_use]
pub fn full_title(tr: &Tr, total: f64) -> String {
    tr!(
        tr,
        "fig-full-title",
        units = units(tr, total),
        cm = cm(tr, total)
    )
}

/// A board figure's title: the board, its piece and the length of its moves.
#[must_use]
pub fn board_title(tr: &Tr, board: &str, piece: Option<u8>, length: f64) -> String {
    let (units, cm) = (units(tr, length), cm(tr, length));
    match piece {
        Some(p) => tr!(
            tr,
            "fig-board-title-piece",
            board = board,
            piece = count_arg(u64::from(p)),
            units = units,
            cm = cm
        ),
        None => tr!(tr, "fig-board-title", board = board, units = units, cm = cm),
    }
}

/// One piece's path as a title: the piece, its goal and its length.
#[must_use]
pub fn piece_title(tr: &Tr, piece: u8, goal: Tile, length: f64) -> String {
    tr!(
        tr,
        "fig-piece-title",
        piece = count_arg(u64::from(piece)),
        goal = goal_letter(goal),
        units = units(tr, length),
        cm = cm(tr, length)
    )
}

/// A piece's rolls from A (the exit 6 that put it on A not among them).
#[must_use]
pub fn piece_rolls(tr: &Tr, rolls: &[u8]) -> String {
    let list: Vec<String> = rolls.iter().map(u8::to_string).collect();
    tr!(
        tr,
        "fig-piece-rolls",
        moves = count_arg(rolls.len() as u64),
        rolls = list.join("-"),
        total = count_arg(rolls.len() as u64 + 1)
    )
}

/// The name of a game's objective: the selector in the messages and the
/// command line's JSON.
#[must_use]
pub fn objective_key(objective: Objective) -> &'static str {
    match objective {
        Objective::Shortest => "shortest",
        Objective::Quickest => "quickest",
    }
}

/// The rolls of a path that a bound made longer than the optimum: titled as
/// the path found with that bound, never as the shortest.
#[must_use]
pub fn rolls_title_not_shortest(tr: &Tr, bound: &str, count: usize, mean: f64) -> String {
    tr!(
        tr,
        "fig-rolls-title-not-shortest",
        bound = bound,
        count = count_arg(count as u64),
        mean = decimals_arg(mean, 2)
    )
}

/// The line under the whole game's board: roll `n` (1-based; 0 is before the
/// first roll) with its die, piece, length and running total. The lesson's
/// Whole slide and the game's animation frames say it alike.
#[must_use]
pub fn game_roll_line(game: &Game, n: usize, tr: &Tr) -> String {
    let Some(roll) = n.checked_sub(1).and_then(|i| game.rolls.get(i)) else {
        return tr!(tr, "lesson-whole-start", rolls = game.rolls.len());
    };
    match roll.step {
        Some(step) => tr!(
            tr,
            "lesson-whole-roll",
            n = n,
            rolls = game.rolls.len(),
            die = roll.die,
            piece = step.piece,
            length = units_arg(step.length),
            total = units_arg(roll.total)
        ),
        None => tr!(
            tr,
            "lesson-whole-lost",
            n = n,
            rolls = game.rolls.len(),
            die = roll.die
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_english_units_cm_ticks_and_tiles() {
        let en = Tr::shared(Lang::En);
        assert_eq!(units(en, 83_047.0), "83,047\u{a0}units");
        assert_eq!(units(en, 12_142.576), "12,142.58\u{a0}units");
        assert_eq!(cm(en, 83_047.0), "298.9692\u{a0}cm");
        let ticks = tick_words(en);
        assert_eq!(ticks.count(40_000_000.0), "40\u{a0}M");
        assert_eq!(ticks.count(2_500_000.0), "2.5\u{a0}M");
        assert_eq!(ticks.count(450_000.0), "450\u{a0}k");
        assert_eq!(ticks.count(12.0), "12");
        assert_eq!(
            tile_name(en, Colour::Black, BoardTile::Goal(Colour::Red, 3)),
            "red goal d"
        );
        let de = tick_words(Tr::shared(Lang::De));
        assert_eq!(de.count(2_500_000.0), "2,5\u{a0}Mio.");
        assert_eq!(de.count(450_000.0), "450\u{a0}Tsd.");
    }

    #[test]
    fn test_number_rounding_carries_into_the_whole_part() {
        let n = Tr::shared(Lang::En).numbers();
        assert_eq!(n.decimals(12.999, 2), "13.00");
        assert_eq!(n.decimals(999.6, 0), "1,000");
        assert_eq!(n.decimals(-0.001, 2), "0.00");
        assert_eq!(n.decimals(f64::NAN, 2), "—");
    }
}
