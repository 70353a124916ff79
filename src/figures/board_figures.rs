//! The board figures: any bit-board, one piece's path (paper figures 8–11)
//! and the full path (paper figure 12), each computed by the solver.

use super::chart_figures::solution_rolls_title;
use super::request::{FigureError, FigureRequest, board_figure, solved_piece};
use super::run::{FigureRun, FromSolves, solve_all, solve_problem};
use super::scenes::decoded::decoded_scene;
use super::scenes::{self, piece_lane, tile_names};
use crate::i18n::Tr;
use crate::i18n::words::{
    checked, full_title, piece_path, piece_rolls, piece_title, pieces_legend,
    settings as settings_line, units, units_number,
};
use crate::model::{BoardTile, MoveTable, Problem, Rules, decode};
use crate::render::{Caption, Figure, Ink, LegendEntry, Path, PathKind, Piece, Scene, Swatch};
use crate::solver::{PieceSolution, Solution, SolveError};
use crate::tr;

pub(super) fn board_bits_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let board = request.board.ok_or(FigureError::NeedsBoard)?;
    request
        .settings
        .rules
        .validate()
        .map_err(SolveError::from)?;
    let scene = decoded_scene(board, &request.settings.rules, request.lang);
    Ok(board_figure("board", &scene, request.look()))
}

/// Paper figures 8–11: one piece's path with its move lengths; one solve of
/// the piece alone.
pub(super) fn piece_run(request: &FigureRequest, piece: u8) -> FigureRun {
    let Some(problem) = Problem::piece(piece) else {
        return FigureRun::refused(FigureError::NoPath(piece));
    };
    let solve = solve_problem(&request.settings, &problem, request);
    FromSolves::run(request, [solve], move |request, [solution]| {
        piece_figure(request, piece, &solution)
    })
}

/// Paper figures 8–11 drawn from the piece's solve.
fn piece_figure(
    request: &FigureRequest,
    piece: u8,
    solution: &Solution,
) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let settings = &request.settings;
    let p = solved_piece(solution, piece)?;
    let colour = settings.rules.colour;
    let table = MoveTable::new(&settings.rules);
    let mut scene = Scene::new(colour);
    scene.tile_names = tile_names(tr, colour);
    let mut path = Path::of_tiles(colour, &p.tiles, PathKind::Solution, Ink::Piece(piece));
    path.labels = scenes::move_labels(&table, &p.tiles, tr);
    scene.paths.push(path);
    scene.pieces.push(Piece::on(colour, p.goal, Some(piece)));
    scene.pieces.extend(resting_pieces(p, &settings.rules));
    scene.caption = Some(Caption {
        title: piece_title(tr, piece, p.goal, p.units),
        lines: vec![
            piece_rolls(tr, &p.rolls),
            settings_line(tr, settings),
            checked(tr, solution),
        ],
    });
    scene.legend = vec![
        LegendEntry::new(
            Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
            piece_path(tr, piece, p.goal),
        ),
        LegendEntry::new(
            Swatch::LengthBox(Ink::Piece(piece)),
            tr!(tr, "fig-legend-move-lengths"),
        ),
        LegendEntry::new(Swatch::Piece(colour), pieces_legend(tr, colour)),
    ];
    Ok(board_figure(
        &format!("piece-{piece}"),
        &scene,
        request.look(),
    ))
}

/// The pieces of a piece's board that wait in the start field or are home.
fn resting_pieces(p: &PieceSolution, rules: &Rules) -> Vec<Piece> {
    let colour = rules.colour;
    let Ok(d) = decode(p.board, rules) else {
        return Vec::new();
    };
    let goal = BoardTile::of(colour, p.goal);
    scenes::resting_pieces(&d, colour)
        .filter(|piece| piece.tile != goal)
        .collect()
}

/// Paper figure 12: the four paths, shifted apart, and the start-field
/// moves; one solve.
pub(super) fn full_path_run(request: &FigureRequest) -> FigureRun {
    let solve = solve_all(&request.settings, request);
    FromSolves::run(request, [solve], |request, [solution]| {
        full_path_figure(request, &solution)
    })
}

/// Paper figure 12 drawn from its solve.
fn full_path_figure(request: &FigureRequest, solution: &Solution) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let settings = &request.settings;
    let colour = settings.rules.colour;
    let mut scene = Scene::new(colour);
    scene.tile_names = tile_names(tr, colour);
    let mut lengths = Vec::new();
    let mut rolls = 0;
    for piece in 1..=4u8 {
        let p = solved_piece(solution, piece)?;
        // The move from the start field to A, then the way to the goal.
        let tiles = scenes::way_from_b(colour, piece, &p.tiles);
        scene.paths.push(Path {
            lane: piece_lane(piece),
            ..Path::along(tiles, PathKind::Solution, Ink::Piece(piece))
        });
        scene.pieces.push(Piece::on(colour, p.goal, Some(piece)));
        scene.legend.push(LegendEntry::new(
            Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
            tr!(
                tr,
                "fig-legend-piece-length",
                path = piece_path(tr, piece, p.goal),
                units = units(tr, p.units)
            ),
        ));
        lengths.push(p.units);
        rolls += p.rolls.len();
    }
    scene.legend.push(LegendEntry::new(
        Swatch::Piece(colour),
        pieces_legend(tr, colour),
    ));
    scene.caption = Some(Caption {
        title: full_title(tr, solution.total_units),
        lines: vec![
            full_sum(tr, solution.start_field_units, &lengths),
            solution_rolls_title(tr, solution, rolls),
            settings_line(tr, settings),
            checked(tr, solution),
        ],
    });
    Ok(board_figure("full-path", &scene, request.look()))
}

/// How the full path's total adds up.
fn full_sum(tr: &Tr, start_field: f64, pieces: &[f64]) -> String {
    let parts: Vec<String> = pieces.iter().map(|p| units_number(tr, *p)).collect();
    tr!(
        tr,
        "fig-full-sum",
        start = units_number(tr, start_field),
        pieces = parts.join(" + ")
    )
}
