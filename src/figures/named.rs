//! The named figures: each is one builder function from a [`FigureRequest`]
//! (settings, theme, language) to a [`Figure`], computing its data with the
//! solver. Adding a figure is adding a builder and a row to [`FIGURES`].

use std::sync::Arc;

use super::{board_figures, chart_figures, explore, game_figures, sweep_figure};
use crate::game::{GameError, Objective};
use crate::i18n::words::tick_words;
use crate::i18n::{Lang, Tr};
use crate::model::Bits;
use crate::render::plot::{self, PlotError};
use crate::render::{
    Caption, Chart, Drawing, Figure, LegendEntry, Look, Scene, Scheme, Theme, board, frame,
};
use crate::solver::{
    CountError, NoObserver, PieceSolution, Progress, Settings, Solution, SolveError, TreeError,
    solve,
};

/// Bounds of the sweep figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepRange {
    /// First bound.
    pub from: u32,
    /// Last bound.
    pub to: u32,
    /// Step.
    pub step: u32,
}

impl Default for SweepRange {
    fn default() -> Self {
        SweepRange {
            from: 160,
            to: 260,
            step: 5,
        }
    }
}

/// The most solves one sweep figure may run.
pub const MAX_SWEEP_POINTS: u32 = 200;

/// Everything a figure is built from.
#[derive(Clone, Debug, Default)]
pub struct FigureRequest {
    /// Solver and rules.
    pub settings: Settings,
    /// Light or dark.
    pub theme: Theme,
    /// Which colours: the board's own, colour-blind safe or high contrast.
    pub scheme: Scheme,
    /// Language of the texts.
    pub lang: Lang,
    /// The bound sweep's range.
    pub sweep: SweepRange,
    /// The bit-board of the `board` figure.
    pub board: Option<Bits>,
    /// Are the track tiles of a board figure numbered (`--tile-numbers`)?
    pub tile_numbers: bool,
    /// Live counters and cancel for the searches a figure runs (the window's
    /// export shows them); `None` for none.
    pub progress: Option<Arc<Progress>>,
}

impl FigureRequest {
    /// The figure's look: its theme in its colour scheme, its board's tiles
    /// numbered or not.
    #[must_use]
    pub const fn look(&self) -> Look {
        Look::new(self.theme, self.scheme).numbered(self.tile_numbers)
    }

    /// Runs `work` with the request's progress, or with a fresh one.
    pub fn with_progress<T>(&self, work: impl FnOnce(&Progress) -> T) -> T {
        match &self.progress {
            Some(p) => work(p),
            None => work(&Progress::default()),
        }
    }
}

/// Why a figure could not be built.
#[derive(Debug, thiserror::Error)]
pub enum FigureError {
    /// No figure has this name.
    #[error("unknown figure {0:?}: `maedn figure --list` names them")]
    Unknown(String),
    /// The solver refused the settings or was cancelled.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// The chart could not be laid out.
    #[error(transparent)]
    Plot(#[from] PlotError),
    /// A sweep range that cannot be run.
    #[error("{0}")]
    Sweep(String),
    /// The `board` figure needs a board.
    #[error("the board figure needs a bit-board: --board 0x…")]
    NeedsBoard,
    /// The solver found no path (for instance every bound pruned everything).
    #[error("the search found no path for piece {0} with these settings")]
    NoPath(u8),
    /// The search tree could not be recorded.
    #[error(transparent)]
    Tree(#[from] TreeError),
    /// The ways home could not be counted.
    #[error(transparent)]
    Count(#[from] CountError),
    /// The whole game could not be computed.
    #[error(transparent)]
    Game(#[from] GameError),
}

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
        build: super::fair_figure::fair_named,
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

/// A board figure from its scene: board, caption and legend framed; its
/// track tiles numbered if the scene or the look says so.
#[must_use]
pub fn board_figure(name: &str, scene: &Scene, theme: impl Into<Look>) -> Figure {
    let look = theme.into();
    let palette = look.palette();
    let body = if look.tile_numbers && scene.tile_numbers.is_none() {
        let numbered = Scene {
            tile_numbers: Some(crate::render::tile_numbers::NUMBER_SIZE),
            ..scene.clone()
        };
        board::board_drawing(&numbered, palette)
    } else {
        board::board_drawing(scene, palette)
    };
    let framed = frame::frame(body, scene.caption.as_ref(), &scene.legend, palette);
    finish(name, framed, scene.caption.as_ref())
}

/// A figure from any body drawing (items at the origin): the body, its
/// caption and its legend framed.
#[must_use]
pub fn drawing_figure(
    name: &str,
    body: Drawing,
    caption: &Caption,
    legend: &[LegendEntry],
    theme: impl Into<Look>,
) -> Figure {
    let framed = frame::frame(body, Some(caption), legend, theme.into().palette());
    finish(name, framed, Some(caption))
}

/// A chart figure in `theme`: the chart, its caption and its legend framed,
/// the ticks numbered in `tr`'s language.
pub fn chart_figure(
    name: &str,
    chart: &Chart,
    caption: &Caption,
    theme: impl Into<Look>,
    tr: &Tr,
) -> Result<Figure, FigureError> {
    let palette = theme.into().palette();
    let body = plot::chart_drawing(chart, palette, &tick_words(tr))?;
    let framed = frame::frame(body, Some(caption), &chart.legend(), palette);
    Ok(finish(name, framed, Some(caption)))
}

fn finish(name: &str, framed: frame::Framed, caption: Option<&Caption>) -> Figure {
    let mut drawing = framed.drawing;
    if let Some(c) = caption {
        drawing.title.clone_from(&c.title);
        drawing.description = c.lines.join(" ");
    }
    Figure {
        name: name.to_owned(),
        drawing,
        body: framed.body,
    }
}

pub(super) fn solve_all(
    settings: &Settings,
    request: &FigureRequest,
) -> Result<Solution, FigureError> {
    request.with_progress(|p| Ok(solve(settings, p, NoObserver)?))
}

pub(super) fn solved_piece(solution: &Solution, piece: u8) -> Result<&PieceSolution, FigureError> {
    solution
        .pieces
        .iter()
        .find(|p| p.piece == piece && p.units.is_finite() && p.tiles.len() >= 2)
        .ok_or(FigureError::NoPath(piece))
}

pub(super) fn all_rolls(solution: &Solution) -> Vec<u8> {
    solution
        .pieces
        .iter()
        .flat_map(|p| p.rolls.iter().copied())
        .collect()
}

pub(super) fn mean_roll(solution: &Solution) -> f64 {
    let rolls = all_rolls(solution);
    if rolls.is_empty() {
        return 0.0;
    }
    rolls.iter().map(|r| f64::from(*r)).sum::<f64>() / rolls.len() as f64
}

#[cfg(test)]
mod tests {
    use super::*;

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
