//! What every figure builder starts from and ends with: the request
//! (settings, theme, language, sweep range, progress), why a figure failed,
//! the framing of a board, chart or any drawing as a finished [`Figure`], and
//! the solves and roll counts several builders share. The table of named
//! figures ([`super::named`]), every builder and the animations use it; it
//! uses none of them (only the scenes' tile names).

use std::sync::Arc;

use super::scenes::tile_names;
use crate::game::GameError;
use crate::i18n::words::tick_words;
use crate::i18n::{Lang, Tr};
use crate::model::Bits;
use crate::render::plot::{self, PlotError};
use crate::render::{
    Caption, Chart, Drawing, Figure, LegendEntry, Look, Scene, Scheme, Theme, board, frame,
};
use crate::solver::{
    CountError, PieceSolution, Progress, Settings, Solution, SolveError, SweepError, TreeError,
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

    /// The request's progress, or a fresh one: what a resumable figure's
    /// searches keep beside them.
    #[must_use]
    pub fn shared_progress(&self) -> Arc<Progress> {
        self.progress.clone().unwrap_or_default()
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
    Unknown(String),
    /// The solver refused the settings or was cancelled.
    Solve(#[from] SolveError),
    /// The chart could not be laid out.
    Plot(#[from] PlotError),
    /// A sweep range that cannot be run.
    Sweep(#[from] SweepError),
    /// A sweep range with more bars than the figure draws
    /// ([`MAX_SWEEP_POINTS`]).
    SweepBars {
        /// First bound.
        from: u32,
        /// Last bound.
        to: u32,
        /// Step.
        step: u32,
        /// Bars it would draw.
        count: u32,
    },
    /// The `board` figure needs a board.
    NeedsBoard,
    /// The solver found no path (for instance every bound pruned everything).
    NoPath(u8),
    /// The search tree could not be recorded.
    Tree(#[from] TreeError),
    /// The ways home could not be counted.
    Count(#[from] CountError),
    /// The whole game could not be computed.
    Game(#[from] GameError),
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

/// A scene with the tile names in the request's language, as a figure.
pub(super) fn framed(name: &str, mut scene: Scene, request: &FigureRequest) -> Figure {
    scene.tile_names = tile_names(Tr::shared(request.lang), scene.colour);
    board_figure(name, &scene, request.look())
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
