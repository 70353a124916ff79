//! The board picture of Solve mode, drawn from the run itself: while a run
//! is watched, the branch the search explores (dashed; red when pruned) over
//! the best path so far; while a run at full speed runs or pauses, and after
//! it was cancelled, its best way so far (never the previous run's paths,
//! issue 8.16); after a run, the solution's own paths; otherwise the four
//! pieces at home.

use super::{BoardScene, empty, paths_scene, pieces_legend, waiting_pieces};
use crate::figure::{Ink, LegendEntry, Path, PathKind, Piece, Swatch};
use crate::i18n::Tr;
use crate::model::{Bits, BoardTile, Rules, Tile};
use crate::solver::Solution;
use crate::tr;
use crate::workspace::{Choice, Run, Watch, decode_paths};

/// The board picture for Solve mode under the current `rules`.
#[must_use]
pub fn solve_scene(run: &Run, rules: &Rules, tr: &Tr) -> BoardScene {
    if let Some(w) = run.watch() {
        return watched_scene(w, rules, tr);
    }
    if let Some(s) = run.solution() {
        return solution_scene(s, tr);
    }
    let mut board = empty(rules);
    let colour = rules.colour;
    match run.best_path() {
        Some((piece, tiles)) => {
            let scene = &mut board.scene;
            scene
                .paths
                .push(Path::of_tiles(colour, &tiles, PathKind::Best, Ink::Best));
            scene.legend.push(LegendEntry {
                swatch: Swatch::Path(PathKind::Best, Ink::Best),
                label: tr!(tr, "legend-best"),
            });
            if let Some(goal) = tiles.last() {
                scene.pieces.push(Piece {
                    tile: BoardTile::of(colour, *goal),
                    colour,
                    label: Some(piece.to_string()),
                });
            }
            scene.pieces.extend(waiting_pieces(colour, |k| k > piece));
        }
        None => board.scene.pieces = waiting_pieces(colour, |_| true).collect(),
    }
    board.scene.legend.push(pieces_legend(tr, colour));
    board
}

/// A finished solution: every piece's path to its goal, from its own boards.
#[must_use]
pub fn solution_scene(s: &Solution, tr: &Tr) -> BoardScene {
    let rules = &s.settings.rules;
    let boards: Vec<Bits> = s.pieces.iter().map(|p| p.board).collect();
    let (paths, _) = decode_paths(rules, boards);
    paths_scene(rules, &paths, Choice::first_of(paths.len()), usize::MAX, tr)
}

fn watched_scene(w: &Watch, rules: &Rules, tr: &Tr) -> BoardScene {
    let colour = rules.colour;
    let mut board = empty(rules);
    let scene = &mut board.scene;
    if let Some(best) = w.best() {
        scene.paths.push(Path::of_tiles(
            colour,
            &best.tiles,
            PathKind::Best,
            Ink::Best,
        ));
        scene.legend.push(LegendEntry {
            swatch: Swatch::Path(PathKind::Best, Ink::Best),
            label: tr!(tr, "legend-best"),
        });
    }
    if let Some(call) = w.current() {
        let tiles: Vec<Tile> = call.branch.iter().filter_map(|t| Tile::new(*t)).collect();
        let (kind, ink, label) = if call.pruned {
            (PathKind::Pruned, Ink::Pruned, tr!(tr, "legend-pruned"))
        } else {
            (PathKind::Branch, Ink::Branch, tr!(tr, "legend-branch"))
        };
        scene.paths.push(Path::of_tiles(colour, &tiles, kind, ink));
        scene.legend.push(LegendEntry {
            swatch: Swatch::Path(kind, ink),
            label,
        });
        if let Some(t) = tiles.last() {
            scene.pieces.push(Piece {
                tile: BoardTile::of(colour, *t),
                colour,
                label: Some(call.piece.to_string()),
            });
        }
        scene
            .pieces
            .extend(waiting_pieces(colour, |k| k > call.piece));
        scene.legend.push(pieces_legend(tr, colour));
    }
    board
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::model::Problem;
    use crate::solver::{Algorithm, Bound, Settings};
    use crate::workspace::{Pace, RunState, no_waker};

    fn kinds(board: &BoardScene) -> Vec<PathKind> {
        board.scene.paths.iter().map(|p| p.kind).collect()
    }

    /// Issue 8.16: while a new run runs, pauses or after it is cancelled, the
    /// board shows that run's best way so far, not the old solution's paths.
    #[test]
    fn test_a_new_run_shows_its_best_way_not_the_old_paths() {
        let tr = Tr::default();
        let rules = Rules::paper();
        let dp = Settings {
            algorithm: Algorithm::Dp,
            ..Settings::default()
        };
        let mut run = Run::start(dp, None, Pace::Full, &no_waker());
        let deadline = Instant::now() + Duration::from_secs(60);
        while run.state() != RunState::Finished {
            assert!(Instant::now() < deadline);
            run.poll();
        }
        assert_eq!(solve_scene(&run, &rules, &tr).scene.paths.len(), 4);

        let none = Settings {
            bound: Bound::None,
            ..Settings::default()
        };
        run = Run::start(none, Problem::piece(1), Pace::Full, &no_waker());
        assert!(kinds(&solve_scene(&run, &rules, &tr)).len() <= 1);
        while run.best_path().is_none() {
            assert!(Instant::now() < deadline);
            std::thread::sleep(Duration::from_millis(1));
        }
        run.toggle_pause();
        assert_eq!(kinds(&solve_scene(&run, &rules, &tr)), [PathKind::Best]);
        run.cancel();
        while run.state() != RunState::Cancelled {
            assert!(Instant::now() < deadline);
            run.poll();
        }
        assert_eq!(kinds(&solve_scene(&run, &rules, &tr)), [PathKind::Best]);
    }
}
