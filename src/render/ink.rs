//! What a figure's colours mean ([`Ink`]) and which of the two palettes
//! ([`Theme`]) turns them into colours ([`super::Palette::ink`]).

use std::fmt;
use std::str::FromStr;

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

impl Theme {
    /// Both themes.
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    /// The option name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown theme {s:?}: expected light or dark"))
    }
}

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
