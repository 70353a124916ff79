//! The English figure texts.

use super::texts::{FigureTexts, Lang, NumberStyle};
use crate::game::Objective;
use crate::model::{BoardTile, Colour, Rules, Tile};
use crate::solver::{Algorithm, Bound, Settings, Solution, trim_number};

/// The English texts.
#[derive(Clone, Copy, Debug, Default)]
pub struct English;

impl FigureTexts for English {
    fn lang(&self) -> Lang {
        Lang::En
    }

    fn numbers(&self) -> NumberStyle {
        NumberStyle::English
    }

    fn units(&self, units: f64) -> String {
        format!("{} units", self.units_number(units))
    }

    fn count_tick(&self, value: f64) -> String {
        let a = value.abs();
        if a >= 1e6 {
            let m = value / 1e6;
            let decimals = usize::from((m - m.round()).abs() > 0.05);
            format!("{} M", self.number(m, decimals))
        } else if a >= 1e3 {
            format!("{} k", self.number(value / 1e3, 0))
        } else {
            self.number(value, 0)
        }
    }

    fn tile_name(&self, tile: BoardTile) -> String {
        match tile {
            BoardTile::Track(t) => format!("track tile {t}"),
            BoardTile::Start(c, s) => format!("{} start field, slot {}", self.colour(c), s.index()),
            BoardTile::Goal(c, g) => {
                let letter = ['a', 'b', 'c', 'd']
                    .get(usize::from(g))
                    .copied()
                    .unwrap_or('?');
                format!("{} goal {letter}", self.colour(c))
            }
        }
    }

    fn colour(&self, colour: Colour) -> String {
        colour.name().to_owned()
    }

    fn rules(&self, r: &Rules) -> String {
        format!(
            "{}: spacing {} units, {} lengths, {} goal row",
            self.colour(r.colour),
            self.number(f64::from(r.spacing), 0),
            r.lengths,
            r.goal_rule
        )
    }

    fn settings(&self, s: &Settings) -> String {
        let algorithm = match s.algorithm {
            Algorithm::Paper => match s.bound {
                Bound::None => "the paper's branch and bound without a bound".to_owned(),
                Bound::Admissible => {
                    "the paper's branch and bound with the admissible bound".to_owned()
                }
                Bound::PerTile(n) => format!(
                    "the paper's branch and bound, bound {} units per tile",
                    self.number(f64::from(n), 0)
                ),
            },
            Algorithm::Dp => "exact dynamic programming".to_owned(),
            Algorithm::Astar => "A* with an admissible heuristic".to_owned(),
        };
        format!("{}; {algorithm}", self.rules(&s.rules))
    }

    fn checked(&self, s: &Solution) -> String {
        match s.settings.algorithm {
            Algorithm::Dp => "Exact (dynamic programming).".to_owned(),
            Algorithm::Astar => {
                "Exact (A* with an admissible heuristic); agrees with the dynamic programming."
                    .to_owned()
            }
            Algorithm::Paper if s.optimal => {
                "Checked against the exact dynamic programming: optimal.".to_owned()
            }
            Algorithm::Paper => format!(
                "Checked against the exact dynamic programming: NOT optimal (the optimum is {}).",
                self.units(s.optimum_units())
            ),
        }
    }

    fn piece_title(&self, piece: u8, goal: Tile, units: f64) -> String {
        format!(
            "Piece {piece} to goal {}: {} ({})",
            goal.goal_letter().unwrap_or('?'),
            self.units(units),
            self.cm(units)
        )
    }

    fn piece_rolls(&self, rolls: &[u8]) -> String {
        let list: Vec<String> = rolls.iter().map(u8::to_string).collect();
        format!(
            "{} moves from A, rolls {}; with the 6 that brought it onto A, {} rolls",
            rolls.len(),
            list.join("-"),
            rolls.len() + 1
        )
    }

    fn legend_piece_path(&self, piece: u8, goal: Tile) -> String {
        format!(
            "piece {piece}'s path to {}",
            goal.goal_letter().unwrap_or('?')
        )
    }

    fn legend_pieces(&self, colour: Colour) -> String {
        format!("{}'s pieces, numbered", self.colour(colour))
    }

    fn legend_skipped(&self) -> String {
        "tiles the last move jumped over".to_owned()
    }

    fn legend_move_lengths(&self) -> String {
        "length of each move, in units".to_owned()
    }

    fn board_title(&self, board: &str, piece: Option<u8>, units: f64) -> String {
        match piece {
            Some(p) => format!(
                "Board {board}: piece {p}, {} ({})",
                self.units(units),
                self.cm(units)
            ),
            None => format!("Board {board}: {} ({})", self.units(units), self.cm(units)),
        }
    }

    fn board_empty_title(&self, board: &str) -> String {
        format!("Board {board}")
    }

    fn board_units(&self, stored: u16, recomputed: f64, consistent: bool) -> String {
        if consistent {
            format!(
                "The board's units field ({}) agrees with its moves.",
                self.number(f64::from(stored), 0)
            )
        } else {
            format!(
                "The board's units field says {}, but its moves measure {}: the picture shows the moves.",
                self.number(f64::from(stored), 0),
                self.units(recomputed)
            )
        }
    }

    fn full_title(&self, total: f64) -> String {
        format!("The full path: {} ({})", self.units(total), self.cm(total))
    }

    fn full_sum(&self, start_field: f64, pieces: &[f64]) -> String {
        let parts: Vec<String> = pieces.iter().map(|p| self.units_number(*p)).collect();
        format!(
            "start field {} + pieces {}",
            self.units_number(start_field),
            parts.join(" + ")
        )
    }

    fn rolls_title(&self, count: usize, mean: f64) -> String {
        format!(
            "Rolls of the shortest path: {count} rolls, {} on average",
            self.number(mean, 2)
        )
    }

    fn rolls_x(&self) -> String {
        "roll".to_owned()
    }

    fn rolls_y(&self) -> String {
        "times rolled".to_owned()
    }

    fn rolls_legend(&self) -> String {
        "times each roll is used (the exit 6s included)".to_owned()
    }

    fn rolls_bar(&self, count: usize, share: f64) -> String {
        format!("{count} ({} %)", self.number(share * 100.0, 1))
    }

    fn calls_title(&self, bound: &str, calls: u64, prunes: u64) -> String {
        let share = if calls == 0 {
            0.0
        } else {
            prunes as f64 / calls as f64 * 100.0
        };
        format!(
            "Calls per piece, bound {bound}: {} calls, {} of them pruned ({} %)",
            self.number(calls as f64, 0),
            self.number(prunes as f64, 0),
            self.number(share, 1)
        )
    }

    fn calls_compared_title(&self, bound: &str, with: u64, without: u64) -> String {
        format!(
            "Calls per piece with bound {bound} and without: {} against {}",
            self.number(with as f64, 0),
            self.number(without as f64, 0)
        )
    }

    fn calls_x(&self) -> String {
        "piece (goal)".to_owned()
    }

    fn calls_y(&self) -> String {
        "calls".to_owned()
    }

    fn legend_searched(&self, run: Option<&str>) -> String {
        match run {
            None => "calls that searched on".to_owned(),
            Some(run) => format!("{run}: calls that searched on"),
        }
    }

    fn legend_pruned(&self, run: Option<&str>) -> String {
        match run {
            None => "calls cut short by the bound".to_owned(),
            Some(run) => format!("{run}: calls cut short"),
        }
    }

    fn run_label(&self, bound: Option<&str>) -> String {
        match bound {
            Some(b) => format!("bound {b}"),
            None => "without a bound".to_owned(),
        }
    }

    fn piece_axis_label(&self, piece: u8, goal: Tile) -> String {
        format!("{piece} ({})", goal.goal_letter().unwrap_or('?'))
    }

    fn bound_name(&self, bound: Bound, per_tile: f64) -> String {
        match bound {
            Bound::None => "none".to_owned(),
            Bound::Admissible => format!("admissible ({})", trim_number(per_tile)),
            Bound::PerTile(n) => self.number(f64::from(n), 0),
        }
    }

    fn sweep_title(&self, from: u32, to: u32, step: u32, last_safe: Option<u32>) -> String {
        let tried = format!(
            "Calls per bound, {} to {} in steps of {}",
            self.number(f64::from(from), 0),
            self.number(f64::from(to), 0),
            self.number(f64::from(step), 0)
        );
        match last_safe {
            Some(b) => format!(
                "{tried}: every bound tried up to {} kept the optimum",
                self.number(f64::from(b), 0)
            ),
            None => format!("{tried}: the first bound tried already lost the optimum"),
        }
    }

    fn sweep_method(&self) -> String {
        "Each bar: the paper's branch and bound with that bound; optimum checked against the exact dynamic programming."
            .to_owned()
    }

    fn sweep_x(&self) -> String {
        "bound (units per tile)".to_owned()
    }

    fn legend_optimal(&self) -> String {
        "optimum kept".to_owned()
    }

    fn legend_not_optimal(&self) -> String {
        "optimum lost".to_owned()
    }

    fn legend_admissible(&self, bound: f64) -> String {
        format!(
            "admissible bound ({}: the cheapest move per tile)",
            trim_number(bound)
        )
    }

    fn legend_paper_bound(&self, bound: u32) -> String {
        format!("the paper's bound ({bound})")
    }

    fn game_title(&self, objective: Objective, total: f64, rolls: u32) -> String {
        let which = match objective {
            Objective::Shortest => "The shortest legal game",
            Objective::Quickest => "The quickest legal game",
        };
        format!(
            "{which}: {} ({}) in {} rolls",
            self.units(total),
            self.cm(total),
            self.number(f64::from(rolls), 0)
        )
    }

    fn game_versus_paper(&self, independent: f64, excess: f64, reaches: bool) -> String {
        if reaches {
            format!(
                "It reaches the paper's total of {}, which assumed the pieces independent.",
                self.units(independent)
            )
        } else {
            format!(
                "{} longer than the paper's total of {}, which assumed the pieces independent.",
                self.units(excess),
                self.units(independent)
            )
        }
    }

    fn game_ties(&self, objective: Objective, tied: u128) -> String {
        let count = match u64::try_from(tied) {
            Ok(n) if n < 1 << f64::MANTISSA_DIGITS => self.number(n as f64, 0),
            _ => tied.to_string(),
        };
        match (objective, tied) {
            (_, 1) => "No other legal game is as good.".to_owned(),
            (Objective::Shortest, _) => format!("{count} legal games are exactly as short."),
            (Objective::Quickest, _) => {
                format!("{count} legal games are exactly as quick and as short.")
            }
        }
    }

    fn game_rules(&self) -> String {
        "Standard rules: a 6 brings a piece from B onto A and must, while A is free; \
         the piece on A moves off first; no piece lands on an own piece."
            .to_owned()
    }

    fn game_method(&self, states: usize) -> String {
        format!(
            "exact dynamic programming over {} positions",
            self.number(states as f64, 0)
        )
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
        let home = home
            .and_then(Tile::goal_letter)
            .map_or_else(|| "?".to_owned(), String::from);
        format!(
            "piece {piece}, {slot} to {home}: {} + {}, {moves} moves",
            self.units_number(start_move),
            self.units(from_a)
        )
    }

    fn game_rolls_x(&self) -> String {
        "roll".to_owned()
    }

    fn game_rolls_y(&self) -> String {
        "length of the move (units)".to_owned()
    }

    fn game_rolls_series(&self, piece: u8) -> String {
        format!("piece {piece}")
    }

    fn game_rolls_note(&self) -> String {
        "Each bar is one roll: the length of its move, coloured by the piece that moved; \
         the number on it is the die's face."
            .to_owned()
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
        format!(
            "roll {roll}: {die}, piece {piece} from {from} to {to}, {}",
            self.units(length)
        )
    }
}
