//! The board figures: any bit-board, one piece's path (paper figures 8–11)
//! and the full path (paper figure 12), each computed by the solver.

use super::named::{FigureError, FigureRequest, board_figure, mean_roll, solve_all, solved_piece};
use super::palette::Ink;
use super::scene::{Caption, LegendEntry, Path, PathKind, Piece, Scene, Swatch};
use super::texts::FigureTexts;
use super::{Figure, board};
use crate::model::{BoardTile, MoveTable, Problem, Rules, StartSlot, Tile, decode};
use crate::solver::{NoObserver, PieceSolution, SolveError, solve_problem};

pub(super) fn board_bits_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let board = request.board.ok_or(FigureError::NeedsBoard)?;
    request
        .settings
        .rules
        .validate()
        .map_err(SolveError::from)?;
    let scene = super::decoded_scene(board, &request.settings.rules, request.lang);
    Ok(board_figure("board", &scene, request.theme))
}

/// The moves' lengths along `tiles`, formatted.
fn move_labels(table: &MoveTable, tiles: &[Tile], texts: &dyn FigureTexts) -> Vec<String> {
    tiles
        .windows(2)
        .map(|w| texts.units_number(table.length_between(w[0], w[1])))
        .collect()
}

/// Paper figures 8–11: one piece's path with its move lengths.
pub(super) fn piece_figure(request: &FigureRequest, piece: u8) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let settings = &request.settings;
    let problem = Problem::piece(piece).ok_or(FigureError::NoPath(piece))?;
    let solution = request.with_progress(|pr| solve_problem(settings, &problem, pr, NoObserver))?;
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
pub(super) fn full_path_figure(request: &FigureRequest) -> Result<Figure, FigureError> {
    let texts = request.lang.texts();
    let settings = &request.settings;
    let solution = solve_all(settings, request)?;
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
            offset: (0.0, 0.0),
            lane: shift,
        });
        scene.pieces.push(Piece {
            tile: BoardTile::of(colour, p.goal),
            colour,
            label: Some(piece.to_string()),
        });
        scene.legend.push(LegendEntry {
            swatch: Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
            label: texts.legend_piece_length(piece, p.goal, p.units),
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
