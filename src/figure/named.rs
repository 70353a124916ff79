//! The named figures: each is one builder function from a [`FigureRequest`]
//! (settings, theme, language) to a [`Figure`], computing its data with the
//! solver. Adding a figure is adding a builder and a row to [`FIGURES`].

use super::chart::{Bar, BarSeries, Chart, Marker, XAxis, YFormat};
use super::palette::{Ink, Palette, Theme};
use super::plot::{self, PlotError};
use super::scene::{Caption, LegendEntry, Path, PathKind, Piece, Scene, Swatch};
use super::texts::{FigureTexts, Lang};
use super::{Figure, board, frame};
use crate::model::{Bits, BoardTile, MoveTable, Problem, Rules, StartSlot, Tile, decode};
use crate::solver::{
    Algorithm, Bound, NoObserver, PAPER_BOUND, PieceSolution, Progress, Settings, Solution,
    SolveError, SweepPoint, admissible_bound, last_safe, solve, solve_problem, sweep,
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FigureRequest {
    /// Solver and rules.
    pub settings: Settings,
    /// Light or dark.
    pub theme: Theme,
    /// Language of the texts.
    pub lang: Lang,
    /// The bound sweep's range.
    pub sweep: SweepRange,
    /// The bit-board of the `board` figure.
    pub board: Option<Bits>,
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
        build: board_bits_figure,
    },
    FigureSpec {
        name: "piece-1",
        about: "piece 1's shortest path to d, with each move's length (paper figure 8)",
        build: |r| piece_figure(r, 1),
    },
    FigureSpec {
        name: "piece-2",
        about: "piece 2's shortest path to c (paper figure 9)",
        build: |r| piece_figure(r, 2),
    },
    FigureSpec {
        name: "piece-3",
        about: "piece 3's shortest path to b (paper figure 10)",
        build: |r| piece_figure(r, 3),
    },
    FigureSpec {
        name: "piece-4",
        about: "piece 4's shortest path to a (paper figure 11)",
        build: |r| piece_figure(r, 4),
    },
    FigureSpec {
        name: "full-path",
        about: "all four paths and the start-field moves (paper figure 12)",
        build: full_path_figure,
    },
    FigureSpec {
        name: "rolls",
        about: "how often each roll is used by the shortest path (paper figure 13)",
        build: rolls_figure,
    },
    FigureSpec {
        name: "calls",
        about: "the paper search's calls per piece, searched on and pruned (paper figure 14)",
        build: calls_figure,
    },
    FigureSpec {
        name: "calls-compared",
        about: "calls per piece with the bound and without (paper figure 15; runs the 660-million-call search)",
        build: calls_compared_figure,
    },
    FigureSpec {
        name: "bound-sweep",
        about: "calls per bound and whether the optimum survives, with the admissible and the paper's bound",
        build: sweep_figure,
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

/// A board figure from its scene: board, caption and legend framed.
#[must_use]
pub fn board_figure(name: &str, scene: &Scene, theme: Theme) -> Figure {
    let palette = Palette::of(theme);
    let body = board::board_drawing(scene, palette);
    let framed = frame::frame(body, scene.caption.as_ref(), &scene.legend, palette);
    finish(name, framed, scene.caption.as_ref())
}

/// A chart figure: the chart, its caption and its legend framed.
pub fn chart_figure(
    name: &str,
    chart: &Chart,
    caption: &Caption,
    request: &FigureRequest,
) -> Result<Figure, FigureError> {
    let palette = Palette::of(request.theme);
    let body = plot::chart_drawing(chart, palette, request.lang.texts())?;
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

fn board_bits_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let board = request.board.ok_or(FigureError::NeedsBoard)?;
    request
        .settings
        .rules
        .validate()
        .map_err(SolveError::from)?;
    let scene = super::decoded_scene(board, &request.settings.rules, request.lang);
    Ok(board_figure("board", &scene, request.theme))
}

fn solve_all(settings: &Settings) -> Result<Solution, FigureError> {
    Ok(solve(settings, &Progress::default(), NoObserver)?)
}

fn solved_piece(solution: &Solution, piece: u8) -> Result<&PieceSolution, FigureError> {
    solution
        .pieces
        .iter()
        .find(|p| p.piece == piece && p.units.is_finite() && p.tiles.len() >= 2)
        .ok_or(FigureError::NoPath(piece))
}

/// The moves' lengths along `tiles`, formatted.
fn move_labels(table: &MoveTable, tiles: &[Tile], texts: &dyn FigureTexts) -> Vec<String> {
    tiles
        .windows(2)
        .map(|w| texts.units_number(table.length_between(w[0], w[1])))
        .collect()
}

/// Paper figures 8–11: one piece's path with its move lengths.
fn piece_figure(request: &FigureRequest, piece: u8) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let settings = &request.settings;
    let problem = Problem::piece(piece).ok_or(FigureError::NoPath(piece))?;
    let solution = solve_problem(settings, &problem, &Progress::default(), NoObserver)?;
    let p = solved_piece(&solution, piece)?;
    let colour = settings.rules.colour;
    let table = MoveTable::new(&settings.rules);
    let mut scene = Scene::new(colour);
    scene.tile_names = Some(request.lang);
    let mut path = Path::of_tiles(colour, &p.tiles, PathKind::Solution, Ink::Piece(piece));
    path.labels = move_labels(&table, &p.tiles, texts);
    scene.paths.push(path);
    scene.pieces.push(Piece {
        tile: BoardTile::of(colour, p.goal),
        colour,
        label: Some(piece.to_string()),
    });
    scene.pieces.extend(resting_pieces(p, &settings.rules));
    scene.caption = Some(Caption {
        title: texts.piece_title(piece, p.goal, p.units),
        lines: vec![
            texts.piece_rolls(&p.rolls),
            texts.settings(settings),
            texts.checked(&solution),
        ],
    });
    scene.legend = vec![
        LegendEntry {
            swatch: Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
            label: texts.legend_piece_path(piece, p.goal),
        },
        LegendEntry {
            swatch: Swatch::LengthBox(Ink::Piece(piece)),
            label: texts.legend_move_lengths(),
        },
        LegendEntry {
            swatch: Swatch::Piece(colour),
            label: texts.legend_pieces(colour),
        },
    ];
    Ok(board_figure(
        &format!("piece-{piece}"),
        &scene,
        request.theme,
    ))
}

/// The pieces of a piece's board that wait in the start field or are home.
fn resting_pieces(p: &PieceSolution, rules: &Rules) -> Vec<Piece> {
    let colour = rules.colour;
    let Ok(d) = decode(p.board, rules) else {
        return Vec::new();
    };
    let waiting = d.start_field.iter().map(|slot| Piece {
        tile: BoardTile::Start(colour, *slot),
        colour,
        label: Some((slot.index() + 1).to_string()),
    });
    let home = d.finished.iter().filter(|t| **t != p.goal).map(|t| Piece {
        tile: BoardTile::of(colour, *t),
        colour,
        label: Some((44 - t.index()).to_string()),
    });
    waiting.chain(home).collect()
}

/// Paper figure 12: the four paths, shifted apart, and the start-field moves.
fn full_path_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let settings = &request.settings;
    let solution = solve_all(settings)?;
    let colour = settings.rules.colour;
    let mut scene = Scene::new(colour);
    scene.tile_names = Some(request.lang);
    let mut lengths = Vec::new();
    let mut rolls = 0;
    for piece in 1..=4u8 {
        let p = solved_piece(&solution, piece)?;
        let shift = (f32::from(piece) - 2.5) * board::ALL_PATHS_OFFSET;
        // The move from the start field to A, then the way to the goal.
        let mut tiles = Vec::with_capacity(p.tiles.len() + 1);
        if let Some(slot) = StartSlot::new(piece - 1) {
            tiles.push(BoardTile::Start(colour, slot));
        }
        tiles.extend(p.tiles.iter().map(|t| BoardTile::of(colour, *t)));
        scene.paths.push(Path {
            tiles,
            kind: PathKind::Solution,
            ink: Ink::Piece(piece),
            labels: Vec::new(),
            offset: (shift, shift),
        });
        scene.pieces.push(Piece {
            tile: BoardTile::of(colour, p.goal),
            colour,
            label: Some(piece.to_string()),
        });
        scene.legend.push(LegendEntry {
            swatch: Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
            label: format!(
                "{}: {}",
                texts.legend_piece_path(piece, p.goal),
                texts.units(p.units)
            ),
        });
        lengths.push(p.units);
        rolls += p.rolls.len();
    }
    scene.legend.push(LegendEntry {
        swatch: Swatch::Piece(colour),
        label: texts.legend_pieces(colour),
    });
    scene.caption = Some(Caption {
        title: texts.full_title(solution.total_units),
        lines: vec![
            texts.full_sum(solution.start_field_units, &lengths),
            texts.rolls_title(rolls, mean_roll(&solution)),
            texts.settings(settings),
            texts.checked(&solution),
        ],
    });
    Ok(board_figure("full-path", &scene, request.theme))
}

fn all_rolls(solution: &Solution) -> Vec<u8> {
    solution
        .pieces
        .iter()
        .flat_map(|p| p.rolls.iter().copied())
        .collect()
}

fn mean_roll(solution: &Solution) -> f64 {
    let rolls = all_rolls(solution);
    if rolls.is_empty() {
        return 0.0;
    }
    rolls.iter().map(|r| f64::from(*r)).sum::<f64>() / rolls.len() as f64
}

/// Paper figure 13: how often each roll is used.
fn rolls_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let solution = solve_all(&request.settings)?;
    let rolls = all_rolls(&solution);
    let mut counts = [0usize; 6];
    for r in &rolls {
        if let Some(c) = counts.get_mut(usize::from(*r).wrapping_sub(1)) {
            *c += 1;
        }
    }
    let total = rolls.len().max(1) as f64;
    let bars = counts
        .iter()
        .enumerate()
        .map(|(i, n)| Bar {
            x: i as f64,
            base: 0.0,
            value: *n as f64,
            label: Some(texts.rolls_bar(*n, *n as f64 / total)),
            tooltip: format!("{}: {}", i + 1, texts.rolls_bar(*n, *n as f64 / total)),
        })
        .collect();
    let chart = Chart {
        x_axis: XAxis::Categories((1..=6).map(|r: u8| r.to_string()).collect()),
        x_title: texts.rolls_x(),
        y_title: texts.rolls_y(),
        y_format: YFormat::Integer,
        series: vec![BarSeries {
            name: texts.rolls_legend(),
            ink: Ink::Bars,
            width: 0.6,
            bars,
        }],
        markers: Vec::new(),
    };
    let caption = Caption {
        title: texts.rolls_title(rolls.len(), mean_roll(&solution)),
        lines: vec![
            texts.full_title(solution.total_units),
            texts.settings(&request.settings),
            texts.checked(&solution),
        ],
    };
    chart_figure("rolls", &chart, &caption, request)
}

/// The paper's search with the request's rules and bound.
fn paper_settings(request: &FigureRequest, bound: Bound) -> Settings {
    Settings {
        algorithm: Algorithm::Paper,
        bound,
        rules: request.settings.rules,
    }
}

/// Stacked bars per piece (searched on below, pruned on top) at slot offset `dx`.
fn call_series(
    solution: &Solution,
    dx: f64,
    width: f64,
    inks: (Ink, Ink),
    bound: Option<&str>,
    texts: &dyn FigureTexts,
) -> [BarSeries; 2] {
    let mut searched = Vec::new();
    let mut pruned = Vec::new();
    for (i, p) in solution.pieces.iter().enumerate() {
        let x = i as f64 + dx;
        let on = p.stats.calls.saturating_sub(p.stats.prunes) as f64;
        let cut = p.stats.prunes as f64;
        searched.push(Bar {
            x,
            base: 0.0,
            value: on,
            label: None,
            tooltip: format!("{}: {}", texts.legend_searched(bound), texts.number(on, 0)),
        });
        pruned.push(Bar {
            x,
            base: on,
            value: cut,
            label: Some(texts.count_tick(p.stats.calls as f64)),
            tooltip: format!("{}: {}", texts.legend_pruned(bound), texts.number(cut, 0)),
        });
    }
    [
        BarSeries {
            name: texts.legend_searched(bound),
            ink: inks.0,
            width,
            bars: searched,
        },
        BarSeries {
            name: texts.legend_pruned(bound),
            ink: inks.1,
            width,
            bars: pruned,
        },
    ]
}

fn piece_categories(solution: &Solution, texts: &dyn FigureTexts) -> XAxis {
    XAxis::Categories(
        solution
            .pieces
            .iter()
            .map(|p| texts.piece_axis_label(p.piece, p.goal))
            .collect(),
    )
}

/// Paper figure 14: calls per piece, searched on and pruned.
fn calls_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let settings = paper_settings(request, request.settings.bound);
    let solution = solve_all(&settings)?;
    let bound = texts.bound_name(settings.bound, solution.bound_per_tile);
    let chart = Chart {
        x_axis: piece_categories(&solution, texts),
        x_title: texts.calls_x(),
        y_title: texts.calls_y(),
        y_format: YFormat::Count,
        series: call_series(
            &solution,
            0.0,
            0.6,
            (Ink::Searched, Ink::PrunedCalls),
            None,
            texts,
        )
        .into(),
        markers: Vec::new(),
    };
    let caption = Caption {
        title: texts.calls_title(&bound, solution.calls, solution.prunes),
        lines: vec![texts.settings(&settings), texts.checked(&solution)],
    };
    chart_figure("calls", &chart, &caption, request)
}

/// Paper figure 15: calls per piece with the bound and without.
fn calls_compared_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let bounded = paper_settings(request, request.settings.bound);
    let with = solve_all(&bounded)?;
    let without = solve_all(&paper_settings(request, Bound::None))?;
    let name_with = texts.bound_name(bounded.bound, with.bound_per_tile);
    let name_without = texts.bound_name(Bound::None, 0.0);
    let mut series: Vec<BarSeries> = call_series(
        &with,
        -0.2,
        0.36,
        (Ink::Searched, Ink::PrunedCalls),
        Some(&name_with),
        texts,
    )
    .into();
    series.extend(call_series(
        &without,
        0.2,
        0.36,
        (Ink::SearchedNoBound, Ink::PrunedNoBound),
        Some(&name_without),
        texts,
    ));
    let chart = Chart {
        x_axis: piece_categories(&with, texts),
        x_title: texts.calls_x(),
        y_title: texts.calls_y(),
        y_format: YFormat::Count,
        series,
        markers: Vec::new(),
    };
    let caption = Caption {
        title: texts.calls_compared_title(&name_with, with.calls, without.calls),
        lines: vec![
            texts.settings(&bounded),
            texts.checked(&with),
            texts.settings(&paper_settings(request, Bound::None)),
            texts.checked(&without),
        ],
    };
    chart_figure("calls-compared", &chart, &caption, request)
}

/// Calls per bound, optimal or not, with the admissible and paper bounds marked.
fn sweep_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let SweepRange { from, to, step } = request.sweep;
    if step == 0 || from > to {
        return Err(FigureError::Sweep(
            "a bound sweep needs --sweep-from ≤ --sweep-to and a --sweep-step of at least 1"
                .to_owned(),
        ));
    }
    let points_count = (to - from) / step + 1;
    if points_count > MAX_SWEEP_POINTS {
        return Err(FigureError::Sweep(format!(
            "a sweep from {from} to {to} in steps of {step} runs {points_count} searches; \
             the figure draws at most {MAX_SWEEP_POINTS}: use a larger step"
        )));
    }
    let rules = request.settings.rules;
    rules.validate().map_err(SolveError::from)?;
    let bounds = (from..=to).step_by(step as usize);
    let points = sweep(&rules, bounds, &Progress::default(), |_| {})?;
    let admissible = admissible_bound(&MoveTable::new(&rules));
    let width = f64::from(step) * 0.8;
    let bar = |p: &SweepPoint| Bar {
        x: f64::from(p.bound),
        base: 0.0,
        value: p.calls as f64,
        label: None,
        tooltip: format!(
            "{}: {} calls, {}",
            texts.number(f64::from(p.bound), 0),
            texts.number(p.calls as f64, 0),
            texts.units(p.total_units)
        ),
    };
    let (good, bad): (Vec<&SweepPoint>, Vec<&SweepPoint>) = points.iter().partition(|p| p.optimal);
    let pad = f64::from(step);
    let tick = nice_tick(f64::from(to - from));
    let mut markers = vec![Marker {
        x: admissible,
        ink: Ink::Admissible,
        dashed: false,
        name: texts.legend_admissible(admissible),
    }];
    markers.push(Marker {
        x: f64::from(PAPER_BOUND),
        ink: Ink::PaperBound,
        dashed: true,
        name: texts.legend_paper_bound(PAPER_BOUND),
    });
    let lo = f64::from(from).min(admissible).min(f64::from(PAPER_BOUND)) - pad;
    let hi = f64::from(to).max(f64::from(PAPER_BOUND)) + pad;
    let chart = Chart {
        x_axis: XAxis::Values {
            min: lo,
            max: hi,
            tick,
        },
        x_title: texts.sweep_x(),
        y_title: texts.calls_y(),
        y_format: YFormat::Count,
        series: vec![
            BarSeries {
                name: texts.legend_optimal(),
                ink: Ink::Optimal,
                width,
                bars: good.into_iter().map(bar).collect(),
            },
            BarSeries {
                name: texts.legend_not_optimal(),
                ink: Ink::NotOptimal,
                width,
                bars: bad.into_iter().map(bar).collect(),
            },
        ],
        markers,
    };
    let caption = Caption {
        title: texts.sweep_title(from, to, step, last_safe(&points)),
        lines: vec![texts.rules(&rules), texts.sweep_method()],
    };
    chart_figure("bound-sweep", &chart, &caption, request)
}

/// A tick distance giving about eight labels over `span`: 1, 2, 5 × 10ⁿ.
fn nice_tick(span: f64) -> f64 {
    let raw = (span / 8.0).max(1.0);
    let mag = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * mag)
        .find(|t| *t >= raw)
        .unwrap_or(10.0 * mag)
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
    fn test_nice_ticks() {
        assert_eq!(nice_tick(100.0), 20.0);
        assert_eq!(nice_tick(40.0), 5.0);
        assert_eq!(nice_tick(3.0), 1.0);
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
