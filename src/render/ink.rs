//! What a figure's colours mean ([`Ink`]) and which palette turns them into
//! colours ([`super::Palette::ink`]): light or dark ([`Theme`]), in which set of
//! colours ([`Scheme`], each set's palettes in `schemes`).

use serde::{Deserialize, Serialize};

use super::colour::Rgba;
use crate::model::Colour;

/// Light or dark figure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Dark lines on a light board (print, bright rooms).
    #[default]
    Light,
    /// Light lines on a dark board (dark rooms, the dark window theme).
    Dark,
}

crate::names::named_enum!(Theme, "theme", { Light => "light", Dark => "dark" });

/// Which set of colours a figure is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scheme {
    /// The board's own colours (red, green, yellow, black).
    #[default]
    Board,
    /// Colours that stay apart for colour-blind readers.
    ColourBlind,
    /// Near-black on white (white on black in dark), strong lines, no pale fills.
    HighContrast,
}

// Every scheme, the default first.
crate::names::named_enum!(Scheme, "palette", {
    Board => "board",
    ColourBlind => "colour-blind",
    HighContrast => "high-contrast",
});

/// A colour by meaning; [`super::Palette::ink`] turns it into a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    /// The path of piece 1..=4 of the scene's player.
    Piece(u8),
    /// The paths of team 1..=6 of a class round.
    Team(u8),
    /// A player's own colour (pieces, the A tiles).
    Player(Colour),
    /// The branch the search explores now.
    Branch,
    /// A branch cut by the bound.
    Pruned,
    /// The best path found so far.
    Best,
    /// Chart: calls that searched on.
    Searched,
    /// Chart: calls cut by the bound.
    PrunedCalls,
    /// Chart: calls that searched on, in the run without a bound.
    SearchedNoBound,
    /// Chart: calls cut short, in the run without a bound.
    PrunedNoBound,
    /// Chart: a result that is the optimum.
    Optimal,
    /// Chart: a result that is not the optimum.
    NotOptimal,
    /// Chart: the admissible bound's marker.
    Admissible,
    /// Chart: the paper's bound's marker.
    PaperBound,
    /// Chart: plain bars (for instance the rolls histogram).
    Bars,
    /// Arrows of the heat map (the best move from a tile).
    Arrow,
    /// Any fixed colour.
    Fixed(Rgba),
}
