//! The four colours. Each colour's layout is black's rotated about the centre
//! tile by a number of clockwise quarter turns (as seen on screen).

use serde::{Deserialize, Serialize};

/// A player's colour, in the order play passes round the board (clockwise).
///
/// ```
/// use maedn::model::Colour;
/// assert_eq!("green".parse::<Colour>(), Ok(Colour::Green));
/// assert_eq!(Colour::Red.quarter_turns(), 3);
/// ```
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize, PartialOrd, Ord,
)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// The paper's colour; start tile A at (4170, 9170) on the default board.
    #[default]
    Black,
    /// One quarter turn clockwise from black.
    Yellow,
    /// Two quarter turns.
    Green,
    /// Three quarter turns.
    Red,
}

impl Colour {
    /// Index 0..4 in play order.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with this index, if it is below 4.
    #[must_use]
    pub const fn try_from_index(index: usize) -> Option<Colour> {
        match index {
            0 => Some(Colour::Black),
            1 => Some(Colour::Yellow),
            2 => Some(Colour::Green),
            3 => Some(Colour::Red),
            _ => None,
        }
    }

    /// Clockwise quarter turns from black's layout.
    #[must_use]
    pub const fn quarter_turns(self) -> u8 {
        self as u8
    }
}

// All colours in play order.
crate::names::named_enum!(Colour, "colour", {
    Black => "black",
    Yellow => "yellow",
    Green => "green",
    Red => "red",
});
