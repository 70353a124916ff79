//! Each slide's board as a [`Scene`] (the figure pipeline's description of a
//! board), built from the engine's results and the presenter's choices, with
//! a legend in the window's language. Pure functions: no state, no drawing.

use super::piece_lane;
use crate::game::Game;
use crate::i18n::Tr;
use crate::model::{BoardTile, Colour, MoveTable, Rules, StartFieldUnits, StartSlot, Tile, decode};
use crate::render::{Ink, LegendEntry, Path, PathKind, Piece, Ring, RingKind, Scene, Swatch};
use crate::solver::Solution;
use crate::tr;

fn slot_of(piece: u8) -> Option<StartSlot> {
    StartSlot::new(piece.checked_sub(1)?)
}

/// Game: the pieces still in B, and the moves of those brought out onto A
/// (each with its straight length).
#[must_use]
pub fn game_scene(brought_out: u8, rules: &Rules, tr: &Tr) -> Scene {
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    let start = StartFieldUnits::new(rules);
    for piece in 1..=4u8 {
        let Some(slot) = slot_of(piece) else { continue };
        let from = BoardTile::Start(colour, slot);
        if piece > brought_out {
            scene.pieces.push(Piece::new(from, colour, Some(piece)));
            continue;
        }
        let length = start.per_slot[usize::from(slot.index())];
        scene.paths.push(Path {
            labels: vec![tr.numbers().units(length)],
            lane: piece_lane(piece),
            ..Path::along(
                vec![from, BoardTile::of(colour, Tile::A)],
                PathKind::Solution,
                Ink::Piece(piece),
            )
        });
        if piece == brought_out {
            scene.pieces.push(Piece::on(colour, Tile::A, Some(piece)));
        }
    }
    // One row per move drawn, in its piece's colour and dash: one swatch
    // cannot stand for four styles. Room for all four from the start.
    let out = |piece: u8| {
        LegendEntry::new(
            Swatch::Path(PathKind::Solution, Ink::Piece(piece)),
            tr!(tr, "lesson-legend-out-piece", piece = piece),
        )
    };
    let pieces = LegendEntry::new(Swatch::Piece(colour), tr!(tr, "lesson-legend-pieces"));
    scene.legend = std::iter::once(pieces.clone())
        .chain((1..=brought_out.min(4)).map(out))
        .collect();
    scene.legend_room = std::iter::once(pieces).chain((1..=4).map(out)).collect();
    scene
}

/// Question: the move from `from` by `roll` along the track (dashed, the
/// tiles it passes shaded) and as the hand moves it (a straight line).
#[must_use]
pub fn question_scene(from: Tile, roll: u8, rules: &Rules, tr: &Tr) -> Scene {
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    scene.rings.push(Ring {
        tile: BoardTile::of(colour, from),
        kind: RingKind::Selection,
        label: Some(from.index().to_string()),
    });
    let Some(to) = Tile::new(from.index() + roll) else {
        return scene;
    };
    let along: Vec<Tile> = (from.index()..=to.index()).filter_map(Tile::new).collect();
    scene.skipped = along[1..along.len() - 1]
        .iter()
        .map(|t| BoardTile::of(colour, *t))
        .collect();
    scene.paths.push(Path::of_tiles(
        colour,
        &along,
        PathKind::Branch,
        Ink::Branch,
    ));
    let straight = MoveTable::new(rules).length_between(from, to);
    let mut line = Path::of_tiles(colour, &[from, to], PathKind::Solution, Ink::Piece(1));
    line.labels = vec![tr.numbers().units(straight)];
    scene.paths.push(line);
    scene.pieces.push(Piece::on(colour, to, None));
    scene.legend = vec![
        LegendEntry::new(
            Swatch::Path(PathKind::Branch, Ink::Branch),
            tr!(tr, "lesson-legend-along"),
        ),
        LegendEntry::new(Swatch::Skipped, tr!(tr, "lesson-legend-passed")),
        LegendEntry::new(
            Swatch::Path(PathKind::Solution, Ink::Piece(1)),
            tr!(tr, "lesson-legend-straight"),
        ),
    ];
    scene
}

/// Bits: every tile whose bit is set (ringed), the bit flipped last
/// (marked), and the path the board describes, if it describes one.
#[must_use]
pub fn bits_scene(board: crate::model::Bits, flipped: Option<u8>, rules: &Rules, tr: &Tr) -> Scene {
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    let bit_of = |t: &BoardTile| t.bit_for(colour);
    scene.lit = BoardTile::all()
        .into_iter()
        .filter(|t| bit_of(t).is_some_and(|b| board.contains(b)))
        .collect();
    scene.changed = BoardTile::all()
        .into_iter()
        .filter(|t| flipped.is_some() && bit_of(t) == flipped)
        .collect();
    if let Ok(d) = decode(board, rules) {
        let piece = d.piece.unwrap_or(1);
        if d.visited.len() >= 2 {
            let mut path =
                Path::of_tiles(colour, &d.visited, PathKind::Solution, Ink::Piece(piece));
            path.labels = d
                .moves
                .iter()
                .map(|m| tr.numbers().units(m.length))
                .collect();
            scene.paths.push(path);
        }
        if let Some(t) = d.current {
            scene.pieces.push(Piece::on(colour, t, Some(piece)));
        }
        scene.pieces.extend(super::resting_pieces(&d, colour));
    }
    scene.legend = vec![
        LegendEntry::new(Swatch::Lit, tr!(tr, "lesson-legend-set")),
        LegendEntry::new(Swatch::Changed, tr!(tr, "lesson-legend-flipped")),
    ];
    scene
}

/// The pieces around one piece's way: those after it wait in B, those
/// before it are home (goals fill from d).
fn resting(scene: &mut Scene, piece: u8, colour: Colour) {
    for other in 1..=4u8 {
        if other > piece {
            if let Some(slot) = slot_of(other) {
                scene.pieces.push(Piece::new(
                    BoardTile::Start(colour, slot),
                    colour,
                    Some(other),
                ));
            }
        } else if other < piece
            && let Some(goal) = Tile::goal_of_piece(other)
        {
            scene.pieces.push(Piece::on(colour, goal, Some(other)));
        }
    }
}

/// Answer: all four ways (each from its slot in B, side by side), or one
/// piece's way with its move lengths.
#[must_use]
pub fn answer_scene(solution: &Solution, only: Option<u8>, tr: &Tr) -> Scene {
    let rules = &solution.settings.rules;
    let colour = rules.colour;
    let mut scene = Scene::new(colour);
    let table = MoveTable::new(rules);
    for p in &solution.pieces {
        if only.is_some_and(|o| o != p.piece) {
            continue;
        }
        let tiles = super::way_from_b(colour, p.piece, &p.tiles);
        let labels = if only.is_some() {
            let mut l = vec![tr.numbers().units(
                StartFieldUnits::new(rules).per_slot[usize::from(p.piece.saturating_sub(1))],
            )];
            l.extend(super::move_labels(&table, &p.tiles, tr));
            l
        } else {
            Vec::new()
        };
        scene.paths.push(Path {
            labels,
            lane: if only.is_some() {
                0.0
            } else {
                piece_lane(p.piece)
            },
            ..Path::along(tiles, PathKind::Solution, Ink::Piece(p.piece))
        });
        scene.pieces.push(Piece::on(colour, p.goal, Some(p.piece)));
        // All four: the slide's text is the key (each line in its piece's colour).
        if only.is_some() {
            let rolls: Vec<String> = p.rolls.iter().map(u8::to_string).collect();
            scene.legend.push(LegendEntry::new(
                Swatch::LengthBox(Ink::Piece(p.piece)),
                tr!(tr, "lesson-legend-lengths", rolls = rolls.join("-")),
            ));
        }
    }
    if let Some(piece) = only {
        resting(&mut scene, piece, colour);
    }
    scene
}

/// Whole: the game after `upto` rolls: each piece's way so far (from its
/// slot in B), where each stands, and the last move with its length.
#[must_use]
pub fn whole_scene(game: &Game, upto: usize, tr: &Tr) -> Scene {
    let colour = game.rules.colour;
    let mut scene = Scene::new(colour);
    let mut ways: Vec<Vec<BoardTile>> = (1..=4u8)
        .map(|p| {
            slot_of(p)
                .map(|s| vec![BoardTile::Start(colour, s)])
                .unwrap_or_default()
        })
        .collect();
    let mut last = None;
    for roll in game.rolls.iter().take(upto) {
        if let Some(step) = roll.step
            && let Some(way) = ways.get_mut(usize::from(step.piece.saturating_sub(1)))
        {
            let from = way.last().copied();
            let to = BoardTile::of(colour, step.to);
            way.push(to);
            last = from.map(|f| (f, to, step.length, step.piece));
        }
    }
    for (piece, way) in (1..=4u8).zip(&ways) {
        if way.len() >= 2 {
            scene.paths.push(Path {
                lane: piece_lane(piece),
                ..Path::along(way.clone(), PathKind::Solution, Ink::Piece(piece))
            });
        }
        if let Some(at) = way.last() {
            scene.pieces.push(Piece::new(*at, colour, Some(piece)));
        }
    }
    if let Some((from, to, length, piece)) = last {
        scene.paths.push(Path {
            labels: vec![tr.numbers().units(length)],
            lane: piece_lane(piece),
            ..Path::along(vec![from, to], PathKind::Solution, Ink::Piece(piece))
        });
    }
    scene.legend = vec![LegendEntry::new(
        Swatch::LengthBox(Ink::Piece(1)),
        tr!(tr, "lesson-legend-last-move"),
    )];
    scene
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::{Bits, Problem};
    use crate::solver::{
        Algorithm, Bound, NoObserver, PAPER_BOUND, Progress, Settings, retro_all, solve,
        solve_problem,
    };

    /// The paper's settings: its rules and its bound.
    fn paper_settings() -> Settings {
        Settings {
            bound: Bound::PerTile(PAPER_BOUND),
            rules: Rules::paper(),
            ..Settings::default()
        }
    }

    /// Piece 1's path board, solved exactly (the lesson's first board).
    fn first_bits() -> Bits {
        let settings = Settings {
            algorithm: Algorithm::Dp,
            ..paper_settings()
        };
        Problem::piece(1)
            .and_then(|p| solve_problem(&settings, &p, &Progress::default(), NoObserver).ok())
            .and_then(|s| s.pieces.first().map(|p| p.board))
            .expect("piece 1 solves")
    }

    fn tr() -> Tr {
        Tr::new(Lang::En)
    }

    #[test]
    fn test_game_scene_moves_pieces_out_one_by_one() {
        let rules = Rules::paper();
        assert_eq!(game_scene(0, &rules, &tr()).pieces.len(), 4);
        let two = game_scene(2, &rules, &tr());
        assert_eq!(two.paths.len(), 2);
        // Two wait in B, the second brought out stands on A.
        assert_eq!(two.pieces.len(), 3);
        assert_eq!(two.paths[0].labels, ["2,550"]);
    }

    /// Slide 1's key shows each move drawn in its own piece's colour and
    /// dash (one swatch stood for four dash styles): a row per move, the
    /// same inks as the paths.
    #[test]
    fn test_slide_ones_key_has_a_row_per_moves_dash() {
        let all = game_scene(4, &Rules::paper(), &tr());
        let drawn: Vec<Ink> = all.paths.iter().map(|p| p.ink).collect();
        let keyed: Vec<Ink> = all
            .legend
            .iter()
            .filter_map(|e| match e.swatch {
                Swatch::Path(PathKind::Solution, ink) => Some(ink),
                _ => None,
            })
            .collect();
        assert_eq!(drawn, (1..=4).map(Ink::Piece).collect::<Vec<_>>());
        assert_eq!(keyed, drawn);
    }

    #[test]
    fn test_question_scene_shades_the_tiles_passed() {
        let s = question_scene(Tile::A, 6, &Rules::paper(), &tr());
        assert_eq!(s.skipped.len(), 5);
        assert_eq!(s.paths[1].labels, ["3,801"]);
        // Past d there is no move to draw.
        let none = question_scene(Tile::D, 1, &Rules::paper(), &tr());
        assert!(none.paths.is_empty());
    }

    #[test]
    fn test_bits_scene_marks_the_flipped_tile() {
        let board = first_bits();
        let s = bits_scene(
            board.toggled(59 - 20),
            Some(59 - 20),
            &Rules::paper(),
            &tr(),
        );
        assert_eq!(s.changed, [BoardTile::Track(20)]);
        assert_eq!(
            s.lit.len() as u32,
            board.toggled(59 - 20).tiles_only().count()
        );
    }

    #[test]
    fn test_answer_and_retro_scenes_follow_the_engine() {
        let solution = solve(&paper_settings(), &Progress::default(), NoObserver).expect("solves");
        assert_eq!(answer_scene(&solution, None, &tr()).paths.len(), 4);
        let one = answer_scene(&solution, Some(1), &tr());
        // The move out of B plus piece 1's eight moves.
        assert_eq!(
            one.paths[0].labels.len(),
            1 + solution.pieces[0].tiles.len() - 1
        );
        let retro = retro_all(&Rules::paper()).expect("solves");
        let s = super::super::explore::retro_scene(
            &retro.maps[0],
            &Rules::paper(),
            &tr(),
            super::super::explore::RetroLook::Lesson,
        );
        assert_eq!(s.paths[0].tiles.len(), solution.pieces[0].tiles.len());
        assert!(s.heat.iter().any(|h| h.label == "19.5"));
    }
}
