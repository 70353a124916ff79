//! The exact solution as a picture: a board whose tiles show their shortest
//! remaining distance to one goal (a heat map, solved backwards), with the
//! optimal move from each tile as an arrow.

use crate::figures::request::{FigureError, FigureRequest, board_figure};
use crate::figures::scenes::explore::{RetroLook, retro_scene};
use crate::i18n::Tr;
use crate::i18n::words::explore as words;
use crate::model::{BoardTile, Colour, TRACK_TILES, Tile};
use crate::render::{Caption, Figure, LegendEntry, Look, Swatch};
use crate::solver::{Retro, RetroMap, retro_all};
use crate::tr;

/// `colour`'s own tile at a board tile (its track index counted from its
/// A, or its goal row), if the tile is on its way.
///
/// ```
/// use maedn::figures::explore::own_tile;
/// use maedn::model::{BoardTile, Colour, Tile};
/// assert_eq!(own_tile(Colour::Yellow, BoardTile::Track(10)), Tile::new(0));
/// assert_eq!(own_tile(Colour::Black, BoardTile::Goal(Colour::Black, 3)), Some(Tile::D));
/// assert_eq!(own_tile(Colour::Black, BoardTile::Goal(Colour::Red, 3)), None);
/// ```
#[must_use]
pub fn own_tile(colour: Colour, tile: BoardTile) -> Option<Tile> {
    match tile {
        BoardTile::Track(t) => {
            Tile::new((t + TRACK_TILES - 10 * colour.quarter_turns()) % TRACK_TILES)
        }
        BoardTile::Goal(c, g) if c == colour => Tile::new(TRACK_TILES + g),
        BoardTile::Goal(..) | BoardTile::Start(..) => None,
    }
}

/// The caption of a goal's map: the value at A and how it makes the total.
#[must_use]
pub fn retro_caption(retro: &Retro, map: &RetroMap, piece: u8, tr: &Tr) -> Caption {
    Caption {
        title: tr!(
            tr,
            "explore-retro-title",
            goal = words::tile(map.goal),
            piece = piece.to_string()
        ),
        lines: vec![
            tr!(
                tr,
                "explore-retro-total",
                value = words::units(tr, map.value(Tile::A).unwrap_or(f64::NAN)),
                start = words::units(tr, retro.start_field_units),
                total = words::length(tr, retro.total_units)
            ),
            tr!(tr, "explore-retro-method"),
            words::rules(tr, &retro.rules),
        ],
    }
}

/// The legend: the heat ramp and the arrows.
#[must_use]
pub fn retro_legend(tr: &Tr) -> Vec<LegendEntry> {
    vec![
        LegendEntry::new(Swatch::Heat, tr!(tr, "explore-retro-legend-heat")),
        LegendEntry::new(Swatch::Arrow, tr!(tr, "explore-retro-legend-arrow")),
    ]
}

/// Piece `piece`'s map as a figure.
pub fn retro_figure(
    retro: &Retro,
    piece: u8,
    tr: &Tr,
    theme: impl Into<Look>,
) -> Result<Figure, FigureError> {
    let map = retro
        .maps
        .get(usize::from(piece.wrapping_sub(1)))
        .ok_or(FigureError::NoPath(piece))?;
    let mut scene = retro_scene(map, &retro.rules, tr, RetroLook::Explore);
    scene.caption = Some(retro_caption(retro, map, piece, tr));
    scene.legend = retro_legend(tr);
    Ok(board_figure(&format!("retro-{piece}"), &scene, theme))
}

/// `maedn figure retro-N`: piece N's goal, every tile's distance to it.
pub(in crate::figures) fn retro_named(
    request: &FigureRequest,
    piece: u8,
) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let retro = retro_all(&request.settings.rules).map_err(crate::solver::SolveError::from)?;
    retro_figure(&retro, piece, tr, request.look())
}
