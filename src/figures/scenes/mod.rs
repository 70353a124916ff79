//! Every board scene, built in this one place from engine values: the
//! stepped paths ([`paths_scene`]), the search being watched and its
//! solution ([`search`]), the editor's board ([`edit`]), the whole game
//! ([`game`]), any decoded board ([`decoded`]), each lesson slide
//! ([`lesson`]) and the Explore boards ([`explore`]). Each scene carries the
//! legend rows for what it shows; the renderer draws it, the window paints
//! it. Pure functions of the model: no state, no painting.

pub mod decoded;
pub mod edit;
pub mod explore;
pub mod game;
pub mod game_board;
pub mod lesson;
pub mod play;
pub mod round;
pub mod search;
pub mod whole;

use crate::i18n::words::tile_name;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::{BoardTile, Colour, Decoded, DecodedMove, MoveTable, Rules, StartSlot, Tile};
use crate::render::board::ALL_PATHS_OFFSET;
use crate::render::{Ink, LegendEntry, Path, PathKind, Piece, Scene, Swatch};
use crate::tr;

/// A board picture for the window: the figure's scene plus what only the
/// screen needs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardScene {
    /// What the board shows (the same scene an export would draw).
    pub scene: Scene,
    /// Tile spacing in units, for the coordinates shown on hover.
    pub spacing: u32,
    /// The editor's mode: tiles show a click cursor and the board reports drags.
    pub edit_mode: bool,
}

/// An empty board of `rules`' colour (the coordinates on hover use its spacing).
#[must_use]
pub fn empty(rules: &Rules) -> BoardScene {
    BoardScene {
        scene: Scene::new(rules.colour),
        spacing: rules.spacing,
        edit_mode: false,
    }
}

/// `paths` under `rules` at move `step` (each clamped to its last move):
/// the path `one` (an index into `paths`) with its move lengths, skipped
/// tiles and resting pieces, or with `None` all paths side by side as the
/// paper's full-path figure.
#[must_use]
pub fn paths_scene(
    rules: &Rules,
    paths: &[Decoded],
    one: Option<usize>,
    step: usize,
    tr: &Tr,
) -> BoardScene {
    let colour = rules.colour;
    let mut board = empty(rules);
    let scene = &mut board.scene;
    let chosen = one;
    let one = chosen.is_some();
    let shown = paths
        .iter()
        .enumerate()
        .filter(|(i, _)| chosen.is_none_or(|j| *i == j));
    for (_, d) in shown {
        let piece = d.piece.unwrap_or(1);
        let upto = step.min(d.visited.len().saturating_sub(1));
        let mut path = Path::of_tiles(
            colour,
            &d.visited[..=upto],
            PathKind::Solution,
            Ink::Piece(piece),
        );
        if one {
            // Labels only for a single path: four sets of lengths would collide.
            path.labels = length_labels(&d.moves[..upto.min(d.moves.len())], tr);
            scene
                .skipped
                .extend(jumped(d, upto).map(|t| BoardTile::of(colour, t)));
        } else {
            path.lane = piece_lane(piece);
        }
        if path.tiles.len() >= 2 {
            scene.legend.push(path_legend(tr, piece, d.goal));
        }
        scene.paths.push(path);
        scene.pieces.push(Piece::on(
            colour,
            d.visited.get(upto).copied().unwrap_or(Tile::A),
            d.piece,
        ));
        if one {
            scene.pieces.extend(resting_pieces(d, colour));
        }
    }
    if !one && !paths.is_empty() {
        // Pieces of paths not loaded wait in the start field.
        let loaded: Vec<u8> = paths.iter().filter_map(|d| d.piece).collect();
        scene
            .pieces
            .extend(waiting_pieces(colour, |piece| !loaded.contains(&piece)));
    }
    if one && !scene.skipped.is_empty() {
        scene
            .legend
            .push(LegendEntry::new(Swatch::Skipped, tr!(tr, "legend-skipped")));
    }
    if one && scene.paths.iter().any(|p| !p.labels.is_empty()) {
        scene.legend.push(LegendEntry::new(
            Swatch::LengthBox(Ink::Piece(choice_piece(paths, chosen))),
            tr!(tr, "legend-move-lengths"),
        ));
    }
    if !scene.pieces.is_empty() {
        scene.legend.push(pieces_legend(tr, colour));
    }
    // Room for every row stepping on may add: each path shown, and for one
    // path the tiles jumped and the lengths.
    let mut room: Vec<LegendEntry> = paths
        .iter()
        .enumerate()
        .filter(|(i, _)| chosen.is_none_or(|j| *i == j))
        .map(|(_, d)| path_legend(tr, d.piece.unwrap_or(1), d.goal))
        .collect();
    if one {
        room.push(LegendEntry::new(Swatch::Skipped, tr!(tr, "legend-skipped")));
        room.push(LegendEntry::new(
            Swatch::LengthBox(Ink::Piece(choice_piece(paths, chosen))),
            tr!(tr, "legend-move-lengths"),
        ));
    }
    room.push(pieces_legend(tr, colour));
    scene.legend_room = room;
    board
}

/// The tiles that move `step` of `d` jumped over (none before the first).
fn jumped(d: &Decoded, step: usize) -> impl Iterator<Item = Tile> + '_ {
    let jump = step
        .checked_sub(1)
        .and_then(|i| d.moves.get(i))
        .map_or(0..0, |m| m.from.index() + 1..m.to.index());
    jump.filter_map(Tile::new)
}

/// The piece number of the chosen path (1 when there is none).
fn choice_piece(paths: &[Decoded], one: Option<usize>) -> u8 {
    one.and_then(|i| paths.get(i))
        .and_then(|d| d.piece)
        .unwrap_or(1)
}

/// The best path so far: wide and faint.
const BEST: (PathKind, Ink) = (PathKind::Best, Ink::Best);

/// `tiles` of the scene's colour as a path of `kind` in `ink`, with its
/// legend row `label`.
fn push_path(scene: &mut Scene, tiles: &[Tile], (kind, ink): (PathKind, Ink), label: String) {
    let path = Path::of_tiles(scene.colour, tiles, kind, ink);
    scene.paths.push(path);
    scene
        .legend
        .push(LegendEntry::new(Swatch::Path(kind, ink), label));
}

/// Piece `piece` standing on the last of `tiles`, if there is one.
fn push_piece_at_end(scene: &mut Scene, tiles: &[Tile], piece: u8) {
    let colour = scene.colour;
    let at = tiles.last().map(|t| BoardTile::of(colour, *t));
    scene
        .pieces
        .extend(at.map(|t| Piece::new(t, colour, Some(piece))));
}

/// Each move's length along `tiles`, the number alone.
#[must_use]
pub fn move_labels(table: &MoveTable, tiles: &[Tile], tr: &Tr) -> Vec<String> {
    tiles
        .windows(2)
        .map(|w| tr.numbers().units(table.length_between(w[0], w[1])))
        .collect()
}

/// Each of `moves`' lengths, as a path's move label.
fn length_labels(moves: &[DecodedMove], tr: &Tr) -> Vec<String> {
    let label = |m: &DecodedMove| tr!(tr, "length-label", units = units_arg(m.length));
    moves.iter().map(label).collect()
}

/// Piece `piece`'s way: from its slot in B along `colour`'s `tiles`.
#[must_use]
pub fn way_from_b(colour: Colour, piece: u8, tiles: &[Tile]) -> Vec<BoardTile> {
    let slot = piece.checked_sub(1).and_then(StartSlot::new);
    let start = slot.map(|s| BoardTile::Start(colour, s));
    let way = tiles.iter().map(|t| BoardTile::of(colour, *t));
    start.into_iter().chain(way).collect()
}

/// The lane of piece `piece`'s path, so that the four run side by side
/// (the paper's full-path figure does the same).
#[must_use]
pub fn piece_lane(piece: u8) -> f32 {
    (f32::from(piece) - 2.5) * ALL_PATHS_OFFSET
}

/// The legend row of piece `piece`'s path to `goal`.
#[must_use]
pub fn path_legend(tr: &Tr, piece: u8, goal: Option<Tile>) -> LegendEntry {
    let goal = goal
        .and_then(Tile::goal_letter)
        .map_or_else(|| "none".to_owned(), String::from);
    LegendEntry::new(
        Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
        tr!(
            tr,
            "legend-piece-path",
            piece = count_arg(u64::from(piece)),
            goal = goal
        ),
    )
}

/// The legend row of the pieces of `colour` (numbered in the order they
/// leave B), drawn in that colour.
#[must_use]
pub fn pieces_legend(tr: &Tr, colour: Colour) -> LegendEntry {
    LegendEntry::new(Swatch::Piece(colour), tr!(tr, "legend-pieces"))
}

/// Every tile's name in `tr`'s language, in the order of [`BoardTile::all`],
/// a track tile by the number `colour`'s board writes beside it: a
/// figure's tooltips ([`Scene::tile_names`]).
#[must_use]
pub fn tile_names(tr: &Tr, colour: Colour) -> Vec<String> {
    BoardTile::all()
        .into_iter()
        .map(|tile| tile_name(tr, colour, tile))
        .collect()
}

/// The numbered pieces in the start field for which `waits(piece)` holds.
pub fn waiting_pieces(colour: Colour, waits: impl Fn(u8) -> bool) -> impl Iterator<Item = Piece> {
    StartSlot::ALL.into_iter().filter_map(move |slot| {
        let piece = slot.index() + 1;
        waits(piece).then(|| Piece::new(BoardTile::Start(colour, slot), colour, Some(piece)))
    })
}

/// The pieces of a decoded board that are not moving: those still waiting in
/// the start field and those already home in the goal row, numbered.
pub fn resting_pieces(d: &Decoded, colour: Colour) -> impl Iterator<Item = Piece> + '_ {
    let waiting = d.start_field.iter().map(move |slot| {
        Piece::new(
            BoardTile::Start(colour, *slot),
            colour,
            Some(slot.index() + 1),
        )
    });
    let home = d
        .finished
        .iter()
        .map(move |t| Piece::on(colour, *t, Some(44 - t.index())));
    waiting.chain(home)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Bits, decode};

    /// The paths of `boards` under `rules`.
    fn decode_paths(rules: &Rules, boards: Vec<Bits>) -> (Vec<Decoded>, ()) {
        let paths = boards
            .into_iter()
            .map(|b| decode(b, rules).expect("a path board"))
            .collect();
        (paths, ())
    }

    /// The paper's path boards of pieces 1 and 2.
    const PAPER: [u64; 2] = [0xE820_8822_0841_4C06, 0xC820_8822_0883_43A3];

    #[test]
    fn test_one_path_has_labels_and_resting_pieces() {
        let rules = Rules::paper();
        let (paths, _) = decode_paths(&rules, vec![Bits::from_raw(PAPER[1])]);
        let board = paths_scene(&rules, &paths, Some(0), usize::MAX, &Tr::default());
        let scene = &board.scene;
        assert_eq!(scene.paths.len(), 1);
        assert_eq!(scene.paths[0].labels.len(), 8);
        // Each label is its move's length, formatted as everywhere else.
        assert_eq!(
            scene.paths[0].labels[0],
            crate::format::units(paths[0].moves[0].length)
        );
        // The moving piece, two waiting, one finished.
        assert_eq!(scene.pieces.len(), 4);
        // Its path, the jumped tiles, the lengths, the pieces.
        assert_eq!(scene.legend.len(), 4, "{:?}", scene.legend);
    }

    #[test]
    fn test_all_paths_fill_the_start_field_with_the_missing_pieces() {
        let rules = Rules::paper();
        let (paths, _) = decode_paths(&rules, PAPER.iter().map(|&b| Bits::from_raw(b)).collect());
        let board = paths_scene(&rules, &paths, None, 0, &Tr::default());
        let scene = &board.scene;
        assert_eq!(scene.paths.len(), 2);
        assert!(scene.paths.iter().all(|p| p.labels.is_empty()));
        // Side by side: the two paths run in different lanes.
        assert_ne!(scene.paths[0].lane, scene.paths[1].lane);
        // Pieces 1 and 2 on A, 3 and 4 in the start field.
        assert_eq!(scene.pieces.len(), 4);
    }

    /// In yellow (and every colour) the four paths keep four
    /// inks and the pieces' legend row is drawn in the player's colour.
    #[test]
    fn test_other_colours_keep_four_inks_and_their_own_pieces() {
        for colour in Colour::ALL {
            let rules = Rules {
                colour,
                ..Rules::paper()
            };
            let all = [
                0xE820_8822_0841_4C06,
                0xC820_8822_0883_43A3,
                0x8820_8822_0907_41AC,
                0x0820_8822_088F_43A3,
            ];
            let (paths, _) = decode_paths(&rules, all.iter().map(|&b| Bits::from_raw(b)).collect());
            let board = paths_scene(&rules, &paths, None, usize::MAX, &Tr::default());
            let inks: Vec<Ink> = board.scene.paths.iter().map(|p| p.ink).collect();
            assert_eq!(
                inks,
                (1..=4).map(Ink::Piece).collect::<Vec<_>>(),
                "{colour}"
            );
            assert!(
                board
                    .scene
                    .legend
                    .iter()
                    .any(|e| e.swatch == Swatch::Piece(colour)),
                "{colour}: {:?}",
                board.scene.legend
            );
        }
    }

    #[test]
    fn test_every_tile_has_its_own_name() {
        for lang in crate::i18n::Lang::ALL {
            let names = tile_names(Tr::shared(lang), Colour::Black);
            assert_eq!(names.len(), 72);
            let unique: std::collections::HashSet<&String> = names.iter().collect();
            assert_eq!(unique.len(), 72, "{lang:?}");
        }
    }

    #[test]
    fn test_every_piece_has_its_own_ink() {
        let rules = Rules {
            colour: Colour::Green,
            ..Rules::paper()
        };
        let (paths, _) = decode_paths(&rules, PAPER.iter().map(|&b| Bits::from_raw(b)).collect());
        let board = paths_scene(&rules, &paths, None, usize::MAX, &Tr::default());
        let inks: Vec<Ink> = board.scene.paths.iter().map(|p| p.ink).collect();
        assert_eq!(inks, [Ink::Piece(1), Ink::Piece(2)]);
    }
}
