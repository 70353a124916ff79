//! The named figures' table: each row names one builder function from a
//! [`FigureRequest`] (settings, theme, language) to a [`Figure`], which
//! computes its data with the solver. Adding a figure is adding a builder
//! and a row to [`FIGURES`]; what builders share is in [`super::request`].

use super::request::{FigureError, FigureRequest};
use super::{board_figures, chart_figures, explore, fair_figure, game_figures, sweep_figure};
use crate::game::Objective;
use crate::render::Figure;

/// A named figure.
#[derive(Clone, Copy, Debug)]
pub struct FigureSpec {
    /// Its name on the command line.
    pub name: &'static str,
    /// What it shows (for `--list`).
    pub about: &'static str,
    /// Builds it.
    pub build: fn(&FigureRequest) -> Result<Figure, FigureError>,
}

/// Every named figure.
pub const FIGURES: &[FigureSpec] = &[
    FigureSpec {
        name: "board",
        about: "any bit-board (--board): its path with each move's length, as the window exports it",
        build: board_figures::board_bits_figure,
    },
    FigureSpec {
        name: "piece-1",
        about: "piece 1's shortest path to d, with each move's length (paper figure 8)",
        build: |r| board_figures::piece_figure(r, 1),
    },
    FigureSpec {
        name: "piece-2",
        about: "piece 2's shortest path to c (paper figure 9)",
        build: |r| board_figures::piece_figure(r, 2),
    },
    FigureSpec {
        name: "piece-3",
        about: "piece 3's shortest path to b (paper figure 10)",
        build: |r| board_figures::piece_figure(r, 3),
    },
    FigureSpec {
        name: "piece-4",
        about: "piece 4's shortest path to a (paper figure 11)",
        build: |r| board_figures::piece_figure(r, 4),
    },
    FigureSpec {
        name: "full-path",
        about: "all four paths and the start-field moves (paper figure 12)",
        build: board_figures::full_path_figure,
    },
    FigureSpec {
        name: "rolls",
        about: "how often each roll is used by the shortest path (paper figure 13)",
        build: chart_figures::rolls_figure,
    },
    FigureSpec {
        name: "calls",
        about: "the paper search's calls per piece, searched on and pruned (paper figure 14)",
        build: chart_figures::calls_figure,
    },
    FigureSpec {
        name: "calls-compared",
        about: "calls per piece with the bound and without (paper figure 15; runs the 660-million-call search)",
        build: chart_figures::calls_compared_figure,
    },
    FigureSpec {
        name: "bound-sweep",
        about: "calls per bound and whether the optimum survives, with the admissible and the paper's bound",
        build: sweep_figure::sweep_figure,
    },
    FigureSpec {
        name: "game",
        about: "the shortest legal game of all four pieces: every move on the board, the total and its rolls",
        build: |r| game_figures::game_figure(r, Objective::Shortest),
    },
    FigureSpec {
        name: "quickest-game",
        about: "the quickest legal game (fewest rolls, then shortest): every move on the board",
        build: |r| game_figures::game_figure(r, Objective::Quickest),
    },
    FigureSpec {
        name: "game-rolls",
        about: "the shortest legal game roll by roll: each move's length, coloured by piece, with its die face",
        build: game_figures::game_rolls_figure,
    },
    FigureSpec {
        name: "compare",
        about: "every search method's effort on the four pieces, log scale (runs the search without a bound and plain deepening: seconds)",
        build: explore::compare_named,
    },
    FigureSpec {
        name: "search-tree-1",
        about: "piece 1's branch-and-bound tree as an icicle: explored, pruned and best-path calls",
        build: |r| explore::tree_named(r, 1),
    },
    FigureSpec {
        name: "search-tree-2",
        about: "piece 2's branch-and-bound tree",
        build: |r| explore::tree_named(r, 2),
    },
    FigureSpec {
        name: "search-tree-3",
        about: "piece 3's branch-and-bound tree",
        build: |r| explore::tree_named(r, 3),
    },
    FigureSpec {
        name: "search-tree-4",
        about: "piece 4's branch-and-bound tree",
        build: |r| explore::tree_named(r, 4),
    },
    FigureSpec {
        name: "count-1",
        about: "every way from A to d (piece 1), counted: the lengths' distribution, the optimum and its ties",
        build: |r| explore::count_named(r, 1),
    },
    FigureSpec {
        name: "count-2",
        about: "every way from A to c (piece 2), counted",
        build: |r| explore::count_named(r, 2),
    },
    FigureSpec {
        name: "count-3",
        about: "every way from A to b (piece 3), counted",
        build: |r| explore::count_named(r, 3),
    },
    FigureSpec {
        name: "count-4",
        about: "every way from A to a (piece 4), counted",
        build: |r| explore::count_named(r, 4),
    },
    FigureSpec {
        name: "ordinary-game",
        about: "how far an ordinary game moves the hand: 10,000 simulated games against the exact expectation and the optimum",
        build: explore::ordinary_named,
    },
    FigureSpec {
        name: "fair-die",
        about: "the best player with a fair die: 10,000 simulated games against the exact optimum, the game with every roll chosen and an ordinary game",
        build: fair_figure::fair_named,
    },
    FigureSpec {
        name: "retro-1",
        about: "every tile's shortest way to d (piece 1), solved backwards: a heat map with the optimal moves",
        build: |r| explore::retro_named(r, 1),
    },
    FigureSpec {
        name: "retro-2",
        about: "every tile's shortest way to c (piece 2), solved backwards",
        build: |r| explore::retro_named(r, 2),
    },
    FigureSpec {
        name: "retro-3",
        about: "every tile's shortest way to b (piece 3), solved backwards",
        build: |r| explore::retro_named(r, 3),
    },
    FigureSpec {
        name: "retro-4",
        about: "every tile's shortest way to a (piece 4), solved backwards",
        build: |r| explore::retro_named(r, 4),
    },
];

/// The figure named `name`.
#[must_use]
pub fn find(name: &str) -> Option<&'static FigureSpec> {
    FIGURES
        .iter()
        .find(|f| f.name.eq_ignore_ascii_case(name.trim()))
}

/// Builds the figure named `name`.
pub fn build(name: &str, request: &FigureRequest) -> Result<Figure, FigureError> {
    let spec = find(name).ok_or_else(|| FigureError::Unknown(name.to_owned()))?;
    (spec.build)(request)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::request::SweepRange;

    #[test]
    fn test_names_are_unique_and_found() {
        let mut names: Vec<&str> = FIGURES.iter().map(|f| f.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FIGURES.len());
        assert!(find("Piece-3").is_some());
        assert!(matches!(
            build("nope", &FigureRequest::default()),
            Err(FigureError::Unknown(_))
        ));
    }

    #[test]
    fn test_bad_sweep_is_refused_before_solving() {
        for (from, to, step) in [(10, 5, 1), (0, 100_000, 1), (1, 2, 0)] {
            let r = FigureRequest {
                sweep: SweepRange { from, to, step },
                ..FigureRequest::default()
            };
            assert!(matches!(
                build("bound-sweep", &r),
                Err(FigureError::Sweep(_))
            ));
        }
    }
}
