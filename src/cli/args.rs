//! The options several commands share, and how the command line reads a
//! value: the rules (`--spacing`, `--lengths`, `--goal-row`, `--colour`), the
//! solver and its bound, a picture's look, and whole numbers, bounds and
//! boards written as the user writes them.

use clap::Args;

use crate::model::{Bits, Colour, GoalRule, LengthMode, Rules};
use crate::solver::{Algorithm, Bound, Settings};

#[derive(Debug, Args)]
pub(crate) struct RuleArgs {
    /// Distance between adjacent tile centres, in units.
    #[arg(
        long,
        value_name = "UNITS",
        default_value_t = 850,
        allow_hyphen_values = true,
        value_parser = parse_whole::<u32>
    )]
    pub(super) spacing: u32,
    /// Move lengths: rounded (the paper) or exact.
    #[arg(long, value_name = "rounded|exact", default_value = "rounded")]
    pub(super) lengths: LengthMode,
    /// Goal-row rule: paper (land exactly on the own goal tile) or free.
    #[arg(long = "goal-row", value_name = "paper|free", default_value = "paper")]
    pub(super) goal_row: GoalRule,
    /// Whose pieces move.
    #[arg(
        long,
        alias = "color",
        value_name = "black|yellow|green|red",
        default_value = "black"
    )]
    pub(super) colour: Colour,
}

impl RuleArgs {
    pub(crate) fn rules(&self) -> Rules {
        Rules {
            spacing: self.spacing,
            lengths: self.lengths,
            goal_rule: self.goal_row,
            colour: self.colour,
        }
    }
}

/// How a picture looks: theme, palette and language, the options `figure`
/// and `animate` share.
#[derive(Debug, Args)]
pub(crate) struct LookArgs {
    /// Light or dark pictures.
    #[arg(long, value_name = "light|dark", default_value = "light")]
    pub(super) theme: crate::render::Theme,
    /// The colours: the board's own, colour-blind safe (apart under every
    /// colour-vision deficiency) or high contrast (for projectors).
    #[arg(
        long,
        value_name = "board|colour-blind|high-contrast",
        default_value = "board"
    )]
    pub(super) palette: crate::render::Scheme,
    /// The language of captions, legends and axes: en or de.
    #[arg(long, value_name = "en|de", default_value = "en")]
    pub(super) lang: crate::i18n::Lang,
    /// Number the track tiles beside the board (0–39 from A, the numbering
    /// --position and every sentence use).
    #[arg(long)]
    pub(super) tile_numbers: bool,
}

/// Which solver, which bound and which rules: the options `solve` and
/// `figure` share.
#[derive(Debug, Args)]
pub(crate) struct SolverArgs {
    /// Which solver computes the paths (a chart of calls always uses the paper's search).
    #[arg(long, value_name = "paper|dp|astar", default_value = "paper")]
    pub(super) algorithm: Algorithm,
    /// The paper search's bound per tile: 193, none, admissible or any number.
    #[arg(long, value_name = "193|none|admissible|N", default_value = "193", value_parser = parse_bound)]
    pub(super) bound: Bound,
    #[command(flatten)]
    pub(crate) rules: RuleArgs,
}

impl SolverArgs {
    /// The solver's settings these options name.
    pub(crate) fn settings(&self) -> Settings {
        Settings {
            algorithm: self.algorithm,
            bound: self.bound,
            rules: self.rules.rules(),
        }
    }
}

/// A whole number written in digits only (`_` may group them). Rust's own
/// parsers accept a leading `+` (`--games +5`), which no other option here
/// does; this one says so.
pub(crate) fn parse_whole<T>(s: &str) -> Result<T, String>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    let digits = s.replace('_', "");
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err("write a whole number in digits only (no sign)".to_owned());
    }
    digits.parse::<T>().map_err(|e| e.to_string())
}

/// A bound per tile, as every command takes it: a number in digits only,
/// `none` or `admissible` (or `paper`).
pub(crate) fn parse_bound(s: &str) -> Result<Bound, String> {
    let word = s.trim();
    if word.starts_with(['+', '-']) {
        return Err("write none, admissible or units per tile in digits only (no sign)".to_owned());
    }
    word.parse::<Bound>().map_err(|e| e.to_string())
}

pub(crate) fn parse_board(s: &str) -> Result<Bits, String> {
    s.parse::<Bits>().map_err(|e| e.to_string())
}
