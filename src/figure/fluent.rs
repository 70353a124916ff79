//! The figure texts from the translation files: [`FigureTexts`] for a
//! [`Tr`], one message per caption line, legend label and axis title
//! (`fig-…` in `assets/i18n/{en,de}/maedn.ftl`). Numbers go into the messages
//! as Fluent numbers, so German figures show `83.047 Einheiten` and
//! `298,9692 cm`, and plural forms follow the language.

use std::sync::OnceLock;

use super::texts::{FigureTexts, Lang, NumberStyle};
use crate::game::Objective;
use crate::i18n::{FluentValue, Tr, cm_arg, count_arg, decimals_arg, units_arg};
use crate::model::{BoardTile, Colour, Rules, Tile};
use crate::solver::{Algorithm, Bound, Settings, Solution};
use crate::tr;

/// Decimals of a mean roll.
const MEAN_DECIMALS: usize = 2;
/// Decimals of a share in percent.
const SHARE_DECIMALS: usize = 1;
/// Decimals of a bound that is not a whole number (the admissible bound).
const BOUND_DECIMALS: usize = 3;
/// A million and a thousand, for compact ticks.
const MILLION: f64 = 1e6;
const THOUSAND: f64 = 1e3;
/// A tick in millions gets one decimal when it is this far from a whole one.
const MILLIONS_FRACTION: f64 = 0.05;

/// The loaded texts of `lang`, shared by every figure (loading a language
/// parses its file once).
pub(super) fn shared(lang: Lang) -> &'static Tr {
    static EN: OnceLock<Tr> = OnceLock::new();
    static DE: OnceLock<Tr> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::De => &DE,
    };
    cell.get_or_init(|| Tr::new(lang))
}

/// A goal tile's letter (a–d), "?" for any other tile.
fn goal_letter(goal: Tile) -> String {
    goal.goal_letter()
        .map_or_else(|| "?".to_owned(), String::from)
}

/// A whole number that fits a Fluent number exactly.
fn small(n: impl Into<u64>) -> FluentValue<'static> {
    count_arg(n.into())
}

/// A count of any size: a Fluent number while `f64` holds it exactly, else
/// its grouped digits (the plural form is then "other", as it must be).
fn wide(n: u128, style: NumberStyle) -> FluentValue<'static> {
    match u64::try_from(n) {
        Ok(n) if n < 1 << f64::MANTISSA_DIGITS => count_arg(n),
        _ => FluentValue::from(style.wide_count(n)),
    }
}

/// A bound as the solver prints it: whole, or to thousandths.
fn bound_arg(bound: f64) -> FluentValue<'static> {
    let decimals = if bound.fract() == 0.0 {
        0
    } else {
        BOUND_DECIMALS
    };
    decimals_arg(bound, decimals)
}

impl FigureTexts for Tr {
    fn lang(&self) -> Lang {
        Tr::lang(self)
    }

    fn numbers(&self) -> NumberStyle {
        Tr::numbers(self)
    }

    fn units(&self, units: f64) -> String {
        tr!(self, "units-amount", n = units_arg(units))
    }

    fn cm(&self, units: f64) -> String {
        tr!(self, "fig-cm", cm = cm_arg(units))
    }

    fn count_tick(&self, value: f64) -> String {
        let a = value.abs();
        if a >= MILLION {
            let m = value / MILLION;
            let decimals = usize::from((m - m.round()).abs() > MILLIONS_FRACTION);
            tr!(self, "fig-tick-millions", n = decimals_arg(m, decimals))
        } else if a >= THOUSAND {
            tr!(
                self,
                "fig-tick-thousands",
                n = decimals_arg(value / THOUSAND, 0)
            )
        } else {
            self.number(value, 0)
        }
    }

    fn tile_name(&self, tile: BoardTile) -> String {
        match tile {
            BoardTile::Track(t) => tr!(self, "fig-tile-track", index = small(t)),
            BoardTile::Start(c, s) => tr!(
                self,
                "fig-tile-start",
                player = self.colour(c),
                slot = s.index()
            ),
            BoardTile::Goal(c, g) => {
                let letter = ['a', 'b', 'c', 'd']
                    .get(usize::from(g))
                    .map_or_else(|| "?".to_owned(), char::to_string);
                tr!(
                    self,
                    "fig-tile-goal",
                    player = self.colour(c),
                    goal = letter
                )
            }
        }
    }

    fn colour(&self, colour: Colour) -> String {
        tr!(self, "colour-name", colour = colour.name())
    }

    fn rules(&self, r: &Rules) -> String {
        tr!(
            self,
            "fig-rules",
            player = self.colour(r.colour),
            spacing = small(r.spacing),
            lengths = r.lengths.to_string(),
            goalrow = r.goal_rule.to_string()
        )
    }

    fn settings(&self, s: &Settings) -> String {
        let algorithm = match s.algorithm {
            Algorithm::Paper => match s.bound {
                Bound::None => tr!(self, "fig-algorithm-paper-none"),
                Bound::Admissible => tr!(self, "fig-algorithm-paper-admissible"),
                Bound::PerTile(n) => tr!(self, "fig-algorithm-paper-bound", bound = small(n)),
            },
            Algorithm::Dp => tr!(self, "fig-algorithm-dp"),
            Algorithm::Astar => tr!(self, "fig-algorithm-astar"),
        };
        tr!(
            self,
            "fig-settings",
            rules = self.rules(&s.rules),
            algorithm = algorithm
        )
    }

    fn checked(&self, s: &Solution) -> String {
        match s.settings.algorithm {
            Algorithm::Dp => tr!(self, "fig-checked-dp"),
            Algorithm::Astar => tr!(self, "fig-checked-astar"),
            Algorithm::Paper if s.optimal => tr!(self, "fig-checked-optimal"),
            Algorithm::Paper => tr!(
                self,
                "fig-checked-not-optimal",
                optimum = self.units(s.optimum_units())
            ),
        }
    }

    fn piece_title(&self, piece: u8, goal: Tile, units: f64) -> String {
        tr!(
            self,
            "fig-piece-title",
            piece = small(piece),
            goal = goal_letter(goal),
            units = self.units(units),
            cm = self.cm(units)
        )
    }

    fn piece_rolls(&self, rolls: &[u8]) -> String {
        let list: Vec<String> = rolls.iter().map(u8::to_string).collect();
        tr!(
            self,
            "fig-piece-rolls",
            moves = small(rolls.len() as u64),
            rolls = list.join("-"),
            total = small(rolls.len() as u64 + 1)
        )
    }

    fn legend_piece_path(&self, piece: u8, goal: Tile) -> String {
        tr!(
            self,
            "fig-legend-piece-path",
            piece = small(piece),
            goal = goal_letter(goal)
        )
    }

    fn legend_piece_length(&self, piece: u8, goal: Tile, units: f64) -> String {
        tr!(
            self,
            "fig-legend-piece-length",
            path = self.legend_piece_path(piece, goal),
            units = self.units(units)
        )
    }

    fn legend_pieces(&self, colour: Colour) -> String {
        tr!(self, "fig-legend-pieces", player = self.colour(colour))
    }

    fn legend_skipped(&self) -> String {
        tr!(self, "fig-legend-skipped")
    }

    fn legend_move_lengths(&self) -> String {
        tr!(self, "fig-legend-move-lengths")
    }

    fn board_title(&self, board: &str, piece: Option<u8>, units: f64) -> String {
        match piece {
            Some(p) => tr!(
                self,
                "fig-board-title-piece",
                board = board,
                piece = small(p),
                units = self.units(units),
                cm = self.cm(units)
            ),
            None => tr!(
                self,
                "fig-board-title",
                board = board,
                units = self.units(units),
                cm = self.cm(units)
            ),
        }
    }

    fn board_empty_title(&self, board: &str) -> String {
        tr!(self, "fig-board-empty-title", board = board)
    }

    fn decode_problem(&self, problem: &crate::model::DecodeProblem) -> String {
        crate::i18n::decode_problem(self, problem)
    }

    fn board_units(&self, stored: u16, recomputed: f64, consistent: bool) -> String {
        if consistent {
            tr!(self, "fig-board-units-agree", stored = small(stored))
        } else {
            tr!(
                self,
                "fig-board-units-differ",
                stored = small(stored),
                measured = self.units(recomputed)
            )
        }
    }

    fn full_title(&self, total: f64) -> String {
        tr!(
            self,
            "fig-full-title",
            units = self.units(total),
            cm = self.cm(total)
        )
    }

    fn full_sum(&self, start_field: f64, pieces: &[f64]) -> String {
        let parts: Vec<String> = pieces.iter().map(|p| self.units_number(*p)).collect();
        tr!(
            self,
            "fig-full-sum",
            start = self.units_number(start_field),
            pieces = parts.join(" + ")
        )
    }

    fn rolls_title(&self, count: usize, mean: f64) -> String {
        tr!(
            self,
            "fig-rolls-title",
            count = small(count as u64),
            mean = decimals_arg(mean, MEAN_DECIMALS)
        )
    }

    fn rolls_x(&self) -> String {
        tr!(self, "fig-rolls-x")
    }

    fn rolls_y(&self) -> String {
        tr!(self, "fig-rolls-y")
    }

    fn rolls_legend(&self) -> String {
        tr!(self, "fig-rolls-legend")
    }

    fn rolls_bar(&self, count: usize, share: f64) -> String {
        tr!(
            self,
            "fig-rolls-bar",
            count = small(count as u64),
            share = decimals_arg(share * 100.0, SHARE_DECIMALS)
        )
    }

    fn calls_title(&self, bound: &str, calls: u64, prunes: u64) -> String {
        let share = if calls == 0 {
            0.0
        } else {
            prunes as f64 / calls as f64 * 100.0
        };
        tr!(
            self,
            "fig-calls-title",
            bound = bound,
            calls = count_arg(calls),
            pruned = count_arg(prunes),
            share = decimals_arg(share, SHARE_DECIMALS)
        )
    }

    fn calls_compared_title(&self, bound: &str, with: u64, without: u64) -> String {
        tr!(
            self,
            "fig-calls-compared-title",
            bound = bound,
            with = count_arg(with),
            without = count_arg(without)
        )
    }

    fn calls_x(&self) -> String {
        tr!(self, "fig-calls-x")
    }

    fn calls_y(&self) -> String {
        tr!(self, "fig-calls-y")
    }

    fn legend_searched(&self, run: Option<&str>) -> String {
        match run {
            None => tr!(self, "fig-legend-searched"),
            Some(run) => tr!(self, "fig-legend-searched-run", run = run),
        }
    }

    fn legend_pruned(&self, run: Option<&str>) -> String {
        match run {
            None => tr!(self, "fig-legend-pruned"),
            Some(run) => tr!(self, "fig-legend-pruned-run", run = run),
        }
    }

    fn run_label(&self, bound: Option<&str>) -> String {
        match bound {
            Some(b) => tr!(self, "fig-run-bound", bound = b),
            None => tr!(self, "fig-run-no-bound"),
        }
    }

    fn piece_axis_label(&self, piece: u8, goal: Tile) -> String {
        tr!(
            self,
            "fig-piece-axis",
            piece = small(piece),
            goal = goal_letter(goal)
        )
    }

    fn bound_name(&self, bound: Bound, per_tile: f64) -> String {
        match bound {
            Bound::None => tr!(self, "fig-bound-none"),
            Bound::Admissible => tr!(self, "fig-bound-admissible", bound = bound_arg(per_tile)),
            Bound::PerTile(n) => self.number(f64::from(n), 0),
        }
    }

    fn sweep_title(&self, from: u32, to: u32, step: u32, last_safe: Option<u32>) -> String {
        let range = tr!(
            self,
            "fig-sweep-range",
            from = small(from),
            to = small(to),
            step = small(step)
        );
        match last_safe {
            Some(b) => tr!(self, "fig-sweep-title-kept", range = range, last = small(b)),
            None => tr!(self, "fig-sweep-title-lost", range = range),
        }
    }

    fn sweep_method(&self) -> String {
        tr!(self, "fig-sweep-method")
    }

    fn sweep_x(&self) -> String {
        tr!(self, "fig-sweep-x")
    }

    fn sweep_bar(&self, bound: u32, calls: u64, units: f64) -> String {
        tr!(
            self,
            "fig-sweep-bar",
            bound = small(bound),
            calls = count_arg(calls),
            units = self.units(units)
        )
    }

    fn legend_optimal(&self) -> String {
        tr!(self, "fig-legend-optimal")
    }

    fn legend_not_optimal(&self) -> String {
        tr!(self, "fig-legend-not-optimal")
    }

    fn legend_admissible(&self, bound: f64) -> String {
        tr!(self, "fig-legend-admissible", bound = bound_arg(bound))
    }

    fn legend_paper_bound(&self, bound: u32) -> String {
        // The paper's bound is a name (193), never grouped.
        tr!(self, "fig-legend-paper-bound", bound = bound.to_string())
    }

    fn game_title(&self, objective: Objective, total: f64, rolls: u32) -> String {
        tr!(
            self,
            "fig-game-title",
            objective = objective_key(objective),
            units = self.units(total),
            cm = self.cm(total),
            rolls = small(rolls)
        )
    }

    fn game_versus_paper(&self, independent: f64, excess: f64, reaches: bool) -> String {
        if reaches {
            tr!(
                self,
                "fig-game-reaches-paper",
                paper = self.units(independent)
            )
        } else {
            tr!(
                self,
                "fig-game-longer-than-paper",
                excess = self.units(excess),
                paper = self.units(independent)
            )
        }
    }

    fn game_ties(&self, objective: Objective, tied: u128) -> String {
        if tied == 1 {
            return tr!(self, "fig-game-ties-one");
        }
        tr!(
            self,
            "fig-game-ties",
            objective = objective_key(objective),
            count = wide(tied, self.numbers())
        )
    }

    fn game_rules(&self) -> String {
        tr!(self, "fig-game-rules")
    }

    fn game_method(&self, states: usize) -> String {
        tr!(self, "fig-game-method", states = small(states as u64))
    }

    fn legend_game_piece(
        &self,
        piece: u8,
        slot: &str,
        home: Option<Tile>,
        start_move: f64,
        from_a: f64,
        moves: usize,
    ) -> String {
        tr!(
            self,
            "fig-legend-game-piece",
            piece = small(piece),
            slot = slot,
            home = home.map_or_else(|| "?".to_owned(), goal_letter),
            start = self.units_number(start_move),
            units = self.units(from_a),
            moves = small(moves as u64)
        )
    }

    fn game_rolls_x(&self) -> String {
        tr!(self, "fig-game-rolls-x")
    }

    fn game_rolls_y(&self) -> String {
        tr!(self, "fig-game-rolls-y")
    }

    fn game_rolls_series(&self, piece: u8) -> String {
        tr!(self, "fig-game-rolls-series", piece = small(piece))
    }

    fn game_rolls_note(&self) -> String {
        tr!(self, "fig-game-rolls-note")
    }

    fn game_roll_tooltip(
        &self,
        roll: usize,
        die: u8,
        piece: u8,
        from: &str,
        to: &str,
        length: f64,
    ) -> String {
        tr!(
            self,
            "fig-game-roll-tooltip",
            roll = small(roll as u64),
            die = small(die),
            piece = small(piece),
            from = from,
            to = to,
            units = self.units(length)
        )
    }
}

/// The selector of a game's objective in the messages.
fn objective_key(objective: Objective) -> &'static str {
    match objective {
        Objective::Shortest => "shortest",
        Objective::Quickest => "quickest",
    }
}
