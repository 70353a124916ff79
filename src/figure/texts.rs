//! Every word and number a figure shows, in one place: captions, legend
//! labels, axis titles, tile names, and their numbers (through
//! [`crate::format::NumberStyle`], the one place numbers are formatted). The
//! language is [`crate::i18n::Lang`].

use crate::game::Objective;
use crate::model::{BoardTile, Colour, Rules, Tile};
use crate::solver::{Bound, Settings, Solution};

pub use crate::format::NumberStyle;
pub use crate::i18n::Lang;

impl Lang {
    /// The figure texts of this language, from its translation file (loaded
    /// once and shared by every figure). A window that holds a
    /// [`crate::i18n::Tr`] can pass that instead: it is a [`FigureTexts`] too.
    #[must_use]
    pub fn texts(self) -> &'static dyn FigureTexts {
        super::fluent::shared(self)
    }
}

/// Every text of every figure. One method per caption line, legend label or
/// axis title, grouped by figure; numbers go through [`FigureTexts::number`].
pub trait FigureTexts: Sync {
    /// The language.
    fn lang(&self) -> Lang;
    /// How numbers are written.
    fn numbers(&self) -> NumberStyle;

    /// A number with `decimals` fraction digits.
    fn number(&self, value: f64, decimals: usize) -> String {
        self.numbers().decimals(value, decimals)
    }
    /// A length in units: whole numbers grouped, fractions to hundredths.
    fn units_number(&self, units: f64) -> String {
        let decimals = if (units - units.round()).abs() < 1e-9 {
            0
        } else {
            2
        };
        self.number(units, decimals)
    }
    /// A length in centimetres on the 36 cm board, four decimals, with "cm".
    fn cm(&self, units: f64) -> String;
    /// A length in units with the word ("83,047 units").
    fn units(&self, units: f64) -> String;
    /// A compact count for chart ticks ("12 M", "450 k").
    fn count_tick(&self, value: f64) -> String;
    /// A tile's name, for tooltips.
    fn tile_name(&self, tile: BoardTile) -> String;
    /// A colour's name.
    fn colour(&self, colour: Colour) -> String;

    /// The rules: colour, spacing, lengths, goal row.
    fn rules(&self, rules: &Rules) -> String;
    /// The settings line of every figure: the rules and the algorithm.
    fn settings(&self, settings: &Settings) -> String;
    /// How the result was computed and checked.
    fn checked(&self, solution: &Solution) -> String;

    /// Piece path (paper figures 8–11): the title.
    fn piece_title(&self, piece: u8, goal: Tile, units: f64) -> String;
    /// Piece path: its rolls from A (the exit 6 that put it on A not among them).
    fn piece_rolls(&self, rolls: &[u8]) -> String;
    /// Legend: a piece's path.
    fn legend_piece_path(&self, piece: u8, goal: Tile) -> String;
    /// Legend: a piece's path with its length ("piece 1's path to d: 19,462 units").
    fn legend_piece_length(&self, piece: u8, goal: Tile, units: f64) -> String;
    /// Legend: the moving player's pieces.
    fn legend_pieces(&self, colour: Colour) -> String;
    /// Legend: tiles jumped over.
    fn legend_skipped(&self) -> String;
    /// Legend: move lengths on the path.
    fn legend_move_lengths(&self) -> String;

    /// A bit-board's picture: the title.
    fn board_title(&self, board: &str, piece: Option<u8>, units: f64) -> String;
    /// A bit-board's picture when the board holds no piece.
    fn board_empty_title(&self, board: &str) -> String;
    /// A bit-board's picture: the stored units against the moves' sum.
    fn board_units(&self, stored: u16, recomputed: f64, consistent: bool) -> String;
    /// A board's caption: one thing decode found wrong with it.
    fn decode_problem(&self, problem: &crate::model::DecodeProblem) -> String;

    /// Full path (paper figure 12): the title.
    fn full_title(&self, total: f64) -> String;
    /// Full path: how the total adds up.
    fn full_sum(&self, start_field: f64, pieces: &[f64]) -> String;

    /// Rolls histogram (paper figure 13): the title.
    fn rolls_title(&self, count: usize, mean: f64) -> String;
    /// Rolls histogram: the x axis.
    fn rolls_x(&self) -> String;
    /// Rolls histogram: the y axis.
    fn rolls_y(&self) -> String;
    /// Rolls histogram: the bars' legend.
    fn rolls_legend(&self) -> String;
    /// Rolls histogram: a bar's label (count and share).
    fn rolls_bar(&self, count: usize, share: f64) -> String;

    /// Calls per piece (paper figure 14): the title.
    fn calls_title(&self, bound: &str, calls: u64, prunes: u64) -> String;
    /// Calls with and without the bound (paper figure 15): the title.
    fn calls_compared_title(&self, bound: &str, with: u64, without: u64) -> String;
    /// Calls charts: the x axis.
    fn calls_x(&self) -> String;
    /// Calls charts: the y axis.
    fn calls_y(&self) -> String;
    /// Legend: calls that searched on, in the run labelled `run` (`None`: the only run).
    fn legend_searched(&self, run: Option<&str>) -> String;
    /// Legend: calls pruned by the bound, in the run labelled `run`.
    fn legend_pruned(&self, run: Option<&str>) -> String;
    /// The label of a run with bound `bound` ("bound 193"), or without one.
    fn run_label(&self, bound: Option<&str>) -> String;
    /// A bar group's label: piece and goal.
    fn piece_axis_label(&self, piece: u8, goal: Tile) -> String;
    /// The name of a bound: "193", "none", "admissible (170)".
    fn bound_name(&self, bound: Bound, per_tile: f64) -> String;

    /// Bound sweep: the title.
    fn sweep_title(&self, from: u32, to: u32, step: u32, last_safe: Option<u32>) -> String;
    /// Bound sweep: how each bar was computed.
    fn sweep_method(&self) -> String;
    /// Bound sweep: the x axis.
    fn sweep_x(&self) -> String;
    /// Bound sweep: a bar's hover text (bound, calls, the length found).
    fn sweep_bar(&self, bound: u32, calls: u64, units: f64) -> String;
    /// Legend: bounds that kept the optimum.
    fn legend_optimal(&self) -> String;
    /// Legend: bounds that lost it.
    fn legend_not_optimal(&self) -> String;
    /// Legend: the admissible bound's marker.
    fn legend_admissible(&self, bound: f64) -> String;
    /// Legend: the paper's bound's marker.
    fn legend_paper_bound(&self, bound: u32) -> String;

    /// The whole game: the title (shortest or quickest, total, rolls).
    fn game_title(&self, objective: Objective, total: f64, rolls: u32) -> String;
    /// The whole game against the paper's total (the pieces independent).
    fn game_versus_paper(&self, independent: f64, excess: f64, reaches: bool) -> String;
    /// The whole game: how many games are exactly as good.
    fn game_ties(&self, objective: Objective, tied: u128) -> String;
    /// The whole game: the rules it follows, in one line.
    fn game_rules(&self) -> String;
    /// The whole game: how it was computed.
    fn game_method(&self, states: usize) -> String;
    /// Legend: one piece's way through the game (slot, home, lengths, moves).
    fn legend_game_piece(
        &self,
        piece: u8,
        slot: &str,
        home: Option<Tile>,
        start_move: f64,
        from_a: f64,
        moves: usize,
    ) -> String;
    /// The game's rolls chart: the x axis.
    fn game_rolls_x(&self) -> String;
    /// The game's rolls chart: the y axis.
    fn game_rolls_y(&self) -> String;
    /// The game's rolls chart: a piece's bars.
    fn game_rolls_series(&self, piece: u8) -> String;
    /// The game's rolls chart: how to read a bar.
    fn game_rolls_note(&self) -> String;
    /// The game's rolls chart: a bar's hover text.
    fn game_roll_tooltip(
        &self,
        roll: usize,
        die: u8,
        piece: u8,
        from: &str,
        to: &str,
        length: f64,
    ) -> String;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_number_rounding_carries_into_the_whole_part() {
        let t = Lang::En.texts();
        assert_eq!(t.number(12.999, 2), "13.00");
        assert_eq!(t.number(999.6, 0), "1,000");
        assert_eq!(t.number(-0.001, 2), "0.00");
        assert_eq!(t.number(f64::NAN, 2), "—");
    }

    #[test]
    fn test_english_units_cm_and_ticks() {
        let t = Lang::En.texts();
        assert_eq!(t.units(83_047.0), "83,047 units");
        assert_eq!(t.units(12_142.576), "12,142.58 units");
        assert_eq!(t.cm(83_047.0), "298.9692 cm");
        assert_eq!(t.count_tick(40_000_000.0), "40 M");
        assert_eq!(t.count_tick(2_500_000.0), "2.5 M");
        assert_eq!(t.count_tick(450_000.0), "450 k");
        assert_eq!(t.count_tick(12.0), "12");
        assert_eq!(t.tile_name(BoardTile::Goal(Colour::Red, 3)), "red goal d");
    }
}
