//! The words of the best player with a fair die, for the command line and the
//! Play mode alike: the three numbers (every roll chosen, the best player with
//! a fair die, an ordinary player), each piece alone, the simulation that
//! checks the exact value, a position's best move and what each other move
//! gives away, and why a position's text was refused (`PositionError`'s
//! `Display` is its English).

use std::time::Duration;

use crate::game::{FairDie, GameState, MoveChoice, PositionError, Simulation, position_text};
use crate::i18n::{Tr, count_arg, decimals_arg, units_arg};
use crate::tr;

/// What the best player with a fair die is, and how it was computed.
#[must_use]
pub fn fair_what(tr: &Tr, states: usize, elapsed: Duration) -> String {
    tr!(
        tr,
        "play-fair-what",
        states = count_arg(states as u64),
        ms = decimals_arg(elapsed.as_secs_f64() * 1e3, 1)
    )
}

/// The heading and one line per piece alone, then why they agree.
#[must_use]
pub fn piece_lines(tr: &Tr, all: &FairDie) -> Vec<String> {
    let mut lines = vec![tr!(tr, "play-pieces-heading")];
    let chosen = &all.shortest.independent.from_a;
    for ((best, ordinary), chosen) in all.pieces.iter().zip(&all.ordinary_pieces).zip(chosen) {
        lines.push(tr!(
            tr,
            "play-piece-line",
            piece = count_arg(u64::from(best.piece)),
            goal = super::goal_letter(best.goal),
            chosen = units_arg(*chosen),
            fair = units_arg(best.units),
            sd = units_arg(best.units_sd),
            ordinary = units_arg(ordinary.units)
        ));
    }
    lines.push(tr!(tr, "play-piece-alone"));
    lines
}

/// The heading and the three numbers of the whole game, then what choosing saves.
#[must_use]
pub fn game_lines(tr: &Tr, all: &FairDie) -> Vec<String> {
    let best = &all.optimum;
    let ordinary = &all.ordinary;
    let chosen = all.shortest.game.total;
    let saved = ordinary.units - best.units();
    vec![
        tr!(tr, "play-game-heading"),
        tr!(tr, "play-chosen", units = units_arg(chosen)),
        tr!(
            tr,
            "play-fair",
            units = units_arg(best.units()),
            sd = units_arg(best.units_sd()),
            rolls = decimals_arg(best.rolls(), 2)
        ),
        tr!(
            tr,
            "play-ordinary",
            units = units_arg(ordinary.units),
            sd = units_arg(ordinary.units_sd),
            rolls = decimals_arg(ordinary.rolls, 2)
        ),
        tr!(
            tr,
            "play-saves",
            saved = units_arg(saved),
            percent = decimals_arg(100.0 * saved / ordinary.units, 1),
            luck = units_arg(best.units() - chosen)
        ),
    ]
}

/// The simulation of the best player against the exact value `exact`.
#[must_use]
pub fn simulated(tr: &Tr, sim: &Simulation, exact: f64) -> String {
    match sim.standard_error() {
        Some(se) if se > 0.0 => tr!(
            tr,
            "play-simulated",
            games = count_arg(sim.games),
            seed = sim.seed.to_string(),
            mean = units_arg(sim.mean),
            se = units_arg(se),
            z = format!("{:+.2}", (sim.mean - exact) / se)
        ),
        _ => tr!(
            tr,
            "play-simulated-one",
            seed = sim.seed.to_string(),
            mean = units_arg(sim.mean)
        ),
    }
}

/// What the best player expects from `state` on.
#[must_use]
pub fn to_go(tr: &Tr, state: GameState, units: f64, sd: f64) -> String {
    tr!(
        tr,
        "play-to-go",
        position = position_text(state),
        units = units_arg(units),
        sd = units_arg(sd)
    )
}

/// The best move for `roll` and, after it, what each other move gives away
/// (`choices` as [`crate::game::FairOptimum::choices`] orders them).
#[must_use]
pub fn roll_lines(tr: &Tr, roll: u8, choices: &[MoveChoice]) -> Vec<String> {
    let Some((best, rest)) = choices.split_first() else {
        return vec![tr!(tr, "play-roll-lost", roll = count_arg(u64::from(roll)))];
    };
    let mut lines = vec![tr!(
        tr,
        "play-roll-best",
        roll = count_arg(u64::from(roll)),
        from = best.mv.from.to_string(),
        to = crate::game::Place::Way(best.mv.to).to_string(),
        length = units_arg(best.length),
        rest = units_arg(best.to_go),
        expected = units_arg(best.expected)
    )];
    lines.extend(rest.iter().map(|c| alternative(tr, c)));
    lines
}

/// One other move and what it gives away against the best.
#[must_use]
pub fn alternative(tr: &Tr, c: &MoveChoice) -> String {
    tr!(
        tr,
        "play-alternative",
        from = c.mv.from.to_string(),
        to = crate::game::Place::Way(c.mv.to).to_string(),
        length = units_arg(c.length),
        rest = units_arg(c.to_go),
        expected = units_arg(c.expected),
        cost = units_arg(c.cost)
    )
}

/// The best player's expectation, for a report on the ordinary game.
#[must_use]
pub fn fair_beside(tr: &Tr, units: f64, sd: f64) -> String {
    tr!(
        tr,
        "play-fair-beside",
        units = units_arg(units),
        sd = units_arg(sd)
    )
}

/// Why a position's text was refused.
#[must_use]
pub fn position_error(tr: &Tr, e: &PositionError) -> String {
    match e {
        PositionError::Place(text) => tr!(tr, "play-position-place", text = text.clone()),
        PositionError::Count { found, pieces } => tr!(
            tr,
            "play-position-count",
            found = count_arg(*found as u64),
            pieces = count_arg(u64::from(*pieces))
        ),
        PositionError::Shared(tile) => tr!(tr, "play-position-shared", tile = tile.clone()),
        PositionError::Unreachable => tr!(tr, "play-position-unreachable"),
        PositionError::Finished => tr!(tr, "play-position-finished"),
    }
}

super::english_display!(PositionError => position_error);
