//! Every sentence about an engine value, once: what decode found wrong,
//! why a board, a solve or a file failed, how optimality was established and
//! the solver's warnings, and the words the figures share (lengths, tiles,
//! colours, rules, settings). The window, the figures and the command line's
//! English (`Tr::command_line()`, and the engine errors' `Display` here)
//! all take their words from these functions.

/// Makes an error's `Display` the command line's English wording of `words`
/// ([`crate::i18n::Tr::command_line`]), so that each error is worded once,
/// in both languages, by one function: `english_display!(FileError => file_error)`.
macro_rules! english_display {
    ($($ty:ty => $words:path),+ $(,)?) => {$(
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$words($crate::i18n::Tr::command_line(), self))
            }
        }
    )+};
}

pub(crate) use english_display;

pub mod explore;
mod failures;
mod files;
pub mod game;
mod legend;
pub mod play;
pub mod play_mode;
pub mod play_whole;
mod problems;
mod quote;
pub mod round;
mod sweep;
mod values;
mod verdict;
pub mod watch;

pub use failures::{attach_error, count_error, game_error, sweep_error, tree_error};
pub use files::{
    bad_value, boards_error, file_error, load_error, parse_error, rules_error, session_error,
};
pub use legend::{piece_path, pieces_legend};
pub use problems::{board_error, cancelled, decode_problem, no_piece, problem_error, solve_error};
pub use quote::{escaped, quoted};
pub use sweep::sweep_findings;
pub use values::{
    board_title, bound_name, checked, cm, colour, full_title, game_roll_line, goal_letter,
    goal_row, lengths, objective_key, piece_rolls, piece_title, rolls_title_not_shortest, rules,
    settings, tick_words, tile_name, tile_ref, tile_ref_head, units, units_number,
};
pub use verdict::{optimality, warning, warnings};

mod decision;
pub use decision::decision_line;
