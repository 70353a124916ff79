//! What a run is asked to do: the algorithm, the paper search's bound and the
//! rules, and the largest bound that is still admissible (the least rest per
//! tile).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::exact::least_rest_per_tile;
use super::tie::TIE;
use crate::model::{LengthMode, MoveTable, Rules, Tile};
use crate::names::ParseOptionError;

/// The paper's bound, in units per tile.
pub const PAPER_BOUND: u32 = 193;

/// Which solver runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// The paper's branch and bound, rolls 6 down to 1.
    #[default]
    Paper,
    /// Dynamic programming over the positions (exact).
    Dp,
    /// A* with the cheapest-move-per-tile heuristic (exact).
    Astar,
}

crate::names::named_enum!(Algorithm, "algorithm", { Paper => "paper", Dp => "dp", Astar => "astar" });

impl Algorithm {
    /// A readable label.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Algorithm::Paper => "Paper's branch and bound",
            Algorithm::Dp => "Exact DP",
            Algorithm::Astar => "A*",
        }
    }
}

/// The per-tile bound of the paper's search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// No per-tile bound: prune only paths already longer than the best.
    None,
    /// The least rest per tile towards the goals solved (rounded down): never
    /// prunes the optimum.
    Admissible,
    /// A fixed number of units per tile (the paper: 193).
    PerTile(u32),
}

impl Default for Bound {
    fn default() -> Self {
        Bound::PerTile(PAPER_BOUND)
    }
}

impl Bound {
    /// Is this bound at most the admissible bound for all four goals, so that
    /// pruning with it never cuts off the optimum?
    #[must_use]
    pub fn is_admissible(self, table: &MoveTable) -> bool {
        self.per_tile(table) <= admissible_bound(table) + TIE
    }

    /// Units per tile for these rules and all four goals.
    #[must_use]
    pub fn per_tile(self, table: &MoveTable) -> f64 {
        self.per_tile_for(table, &Tile::GOALS)
    }

    /// Units per tile for these rules when pieces heading to `goals` are
    /// solved: "admissible" is the admissible bound of those goals
    /// ([`admissible_bound_for`]), so one piece heading for d admits more than
    /// all four together.
    #[must_use]
    pub fn per_tile_for(self, table: &MoveTable, goals: &[Tile]) -> f64 {
        match self {
            Bound::None => 0.0,
            Bound::PerTile(n) => f64::from(n),
            Bound::Admissible => admissible_bound_for(table, goals),
        }
    }
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::None => f.write_str("none"),
            Bound::Admissible => f.write_str("admissible"),
            Bound::PerTile(n) => write!(f, "{n}"),
        }
    }
}

impl FromStr for Bound {
    type Err = ParseOptionError;
    fn from_str(s: &str) -> Result<Self, ParseOptionError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "0" => Ok(Bound::None),
            "admissible" => Ok(Bound::Admissible),
            "paper" => Ok(Bound::PerTile(PAPER_BOUND)),
            n => n
                .replace('_', "")
                .parse::<u32>()
                .map(Bound::PerTile)
                .map_err(|_| ParseOptionError {
                    what: "bound",
                    value: s.to_owned(),
                    expected: &["none", "admissible", "units per tile (0 to 4,294,967,295)"],
                }),
        }
    }
}

/// The largest admissible per-tile bound for all four goals
/// ([`admissible_bound_for`]; admissible for every piece).
#[must_use]
pub fn admissible_bound(table: &MoveTable) -> f64 {
    admissible_bound_for(table, &Tile::GOALS)
}

/// The largest per-tile bound that is admissible for pieces heading to `goals`:
/// the least rest per tile towards any of them ([`least_rest_per_tile`]: the
/// shortest way home from a tile over the tiles left, minimised over the tiles),
/// rounded down to a whole unit for rounded lengths. With it the estimate
/// `tiles left × bound` never exceeds the true rest from any tile, so the prune
/// never cuts a shortest way; any larger bound overestimates the rest from
/// some tile. It is at least the cheapest move per tile: on the paper's board
/// 170 for all four goals (36 → b), but 423 for a piece heading for d alone,
/// whose cheapest move (283.33 per tile) is never part of a way as cheap.
#[must_use]
pub fn admissible_bound_for(table: &MoveTable, goals: &[Tile]) -> f64 {
    let least = goals
        .iter()
        .map(|&g| least_rest_per_tile(table, g))
        .fold(f64::INFINITY, f64::min);
    let least = if least.is_finite() { least } else { 0.0 };
    match table.rules().lengths {
        LengthMode::Rounded => least.floor(),
        LengthMode::Exact => least,
    }
}

/// Everything a run needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Which solver.
    pub algorithm: Algorithm,
    /// The paper search's bound.
    pub bound: Bound,
    /// Spacing, lengths, goal-row rule, colour.
    pub rules: Rules,
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_options_parse_with_typed_errors() {
        assert_eq!("ASTAR".parse::<Algorithm>(), Ok(Algorithm::Astar));
        assert_eq!("1_000".parse::<Bound>(), Ok(Bound::PerTile(1000)));
        assert_eq!("paper".parse::<Bound>(), Ok(Bound::PerTile(PAPER_BOUND)));
        let e = "magic\n\u{1b}[31m"
            .parse::<Algorithm>()
            .expect_err("unknown");
        assert_eq!(e.what, "algorithm");
        // Newlines and escape characters are escaped, never echoed raw.
        let text = e.to_string();
        assert!(!text.contains('\n') && !text.contains('\u{1b}'), "{text}");
        assert!(text.contains("\\n") && text.contains("\\u{1b}"), "{text}");
        assert!("4294967296".parse::<Bound>().is_err());
    }

    #[test]
    fn test_admissible_bound_only_prunes_safely() {
        let table = MoveTable::new(&Rules::paper());
        assert_eq!(admissible_bound(&table), 170.0);
        assert!(Bound::Admissible.is_admissible(&table));
        assert!(Bound::PerTile(170).is_admissible(&table));
        assert!(!Bound::PerTile(171).is_admissible(&table));
        assert!(Bound::None.is_admissible(&table));
    }

    #[test]
    fn test_admissible_bound_is_judged_per_goal() {
        for lengths in [LengthMode::Rounded, LengthMode::Exact] {
            let table = MoveTable::new(&Rules {
                lengths,
                ..Rules::paper()
            });
            let goals: Vec<Tile> = (40..44u8).filter_map(Tile::new).collect();
            for &goal in &goals {
                let own = least_rest_per_tile(&table, goal);
                // Never below the cheapest move per tile: every move costs at least that.
                assert!(own >= table.cheapest_per_tile(goal) - TIE, "{goal}");
                let expected = match lengths {
                    LengthMode::Rounded => own.floor(),
                    LengthMode::Exact => own,
                };
                assert_eq!(admissible_bound_for(&table, &[goal]), expected, "{goal}");
                assert!(admissible_bound_for(&table, &[goal]) >= admissible_bound(&table));
            }
            // The four goals together: the smallest of the four.
            let smallest = goals
                .iter()
                .map(|&g| admissible_bound_for(&table, &[g]))
                .fold(f64::INFINITY, f64::min);
            assert_eq!(admissible_bound(&table), smallest);
        }
        // Piece 1 (goal d) admits the paper's 193; the four goals together do not.
        let table = MoveTable::new(&Rules::paper());
        let d = Tile::new(43).expect("d");
        assert!(admissible_bound_for(&table, &[d]) >= f64::from(PAPER_BOUND));
        assert!(admissible_bound(&table) < f64::from(PAPER_BOUND));
    }
}
