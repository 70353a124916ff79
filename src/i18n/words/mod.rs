//! Every sentence about an engine value, once: what decode found wrong,
//! why a board, a solve or a file failed, how optimality was established and
//! the solver's warnings, and the words the figures share (lengths, tiles,
//! colours, rules, settings). The window, the figures and the command line's
//! English (`Tr::shared(Lang::En)`, and the engine errors' `Display` here)
//! all take their words from these functions.

pub mod explore;
mod files;
pub mod play;
pub mod play_mode;
pub mod play_whole;
mod problems;
pub mod round;
mod sweep;
mod values;
mod verdict;
pub mod watch;

pub use files::{
    boards_error, escaped, file_error, load_error, parse_error, quoted, rules_error, session_error,
};
pub use problems::{board_error, decode_problem, no_piece, solve_error};
pub use sweep::sweep_findings;
pub use values::{
    board_title, bound_name, checked, cm, colour, full_title, game_roll_line, goal_letter,
    goal_row, lengths, objective_key, piece_rolls, piece_title, rolls_title_not_shortest, rules,
    settings, tick_words, tile_name, tile_ref, tile_ref_head, units, units_number,
};
pub use verdict::{optimality, warning, warnings};

mod decision;
pub use decision::decision_line;
