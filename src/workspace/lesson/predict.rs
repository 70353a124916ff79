//! The question each slide puts to the class before it shows the answer
//! (see [`crate::workspace::predict`]): the Question slide asks for the
//! optimum's first roll from a tile, the Search slide how many calls the
//! watched piece needs, the Bound slide whether a guessed bound keeps the
//! optimum. The answers are the engine's, computed at the slide's settings.

use super::{DEMO_PIECE, Slide, paper_settings};
use crate::model::Rules;
use crate::workspace::predict::Question;

/// The tile the Question slide asks about.
pub const ROLL_TILE: u8 = 26;
/// The piece whose goal it asks about.
pub const ROLL_PIECE: u8 = 1;
/// The bound the Bound slide asks about, units per tile.
pub const ASKED_BOUND: u32 = 230;

/// The question `slide` asks, if any.
#[must_use]
pub fn question(slide: Slide) -> Option<Question> {
    match slide {
        Slide::Question => Some(Question::FirstRoll {
            rules: Rules::paper(),
            piece: ROLL_PIECE,
            tile: ROLL_TILE,
        }),
        Slide::Search => Some(Question::Calls {
            settings: paper_settings(),
            piece: DEMO_PIECE,
        }),
        Slide::Bound => Some(Question::KeepsOptimum {
            rules: Rules::paper(),
            bound: ASKED_BOUND,
        }),
        _ => None,
    }
}
