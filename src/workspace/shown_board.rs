//! The board the window shows, and that same board exported:
//! [`mode_scene`] picks the current mode's picture from the workspace (the
//! screen paints it; the scenes themselves are built in
//! [`crate::figure::scenes`]), [`export_figure`] frames that very scene with
//! a caption and its legend as a [`Figure`], which File → Export board as
//! SVG / PNG writes through [`crate::render::save`]. The PNG is the SVG
//! rasterised, so the two exports are one picture, and it is the picture on
//! screen plus its caption.

use super::{Choice, GamePlay, Mode, Run, Stepper, Workspace, position_board};
use crate::figure::scenes::search::{WatchedCall, best_way_scene, solution_scene, watched_scene};
use crate::figure::scenes::{
    self, BoardScene, edit::editor_scene, empty, paths_scene, pieces_legend, waiting_pieces,
};
use crate::figure::{self, Caption, Figure, FigureTexts, Theme};
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::{Rules, Tile};
use crate::tr;

/// The name of an exported board figure.
const FIGURE_NAME: &str = "board";

/// The current mode's board picture.
#[must_use]
pub fn mode_scene(ws: &Workspace, tr: &Tr) -> BoardScene {
    let rules = ws.prefs().settings.rules;
    match ws.mode() {
        Mode::Solve => solve_scene(ws.run(), &rules, tr),
        Mode::Step => step_scene(ws.stepper(), tr),
        Mode::Edit => editor_scene(ws.editor().board(), &rules, tr),
        Mode::Game => game_scene(ws.game(), &rules, tr),
        // The lesson and Explore draw their own views (and Explore exports
        // its own figures); a board asked for there is the last search's.
        Mode::Lesson | Mode::Explore => solve_scene(ws.run(), &rules, tr),
    }
}

/// The Step mode's picture: the stepper's paths at its current move.
#[must_use]
pub fn step_scene(stepper: &Stepper, tr: &Tr) -> BoardScene {
    let one = match stepper.choice() {
        Choice::One(i) => Some(i),
        Choice::All => None,
    };
    paths_scene(stepper.rules(), stepper.paths(), one, stepper.step(), tr)
}

/// The board picture for Solve mode under the current `rules`, drawn from
/// the run itself: while it is watched, the branch the search explores over
/// the best path so far; while it runs at full speed or pauses, and after it
/// was cancelled, its best way so far (never the previous run's paths);
/// after it, the solution's own paths; otherwise the four pieces at home.
#[must_use]
pub fn solve_scene(run: &Run, rules: &Rules, tr: &Tr) -> BoardScene {
    if let Some(w) = run.watch() {
        let best = w.best();
        let call = w.current();
        return watched_scene(
            best.as_ref().map(|b| b.tiles.as_slice()),
            call.as_ref().map(|c| WatchedCall {
                piece: c.piece,
                branch: &c.branch,
                pruned: c.pruned,
            }),
            rules,
            tr,
        );
    }
    if let Some(s) = run.solution() {
        return solution_scene(s, tr);
    }
    let best: Option<(u8, Vec<Tile>)> = run.best_path();
    best_way_scene(
        best.as_ref()
            .map(|(piece, tiles)| (*piece, tiles.as_slice())),
        rules,
        tr,
    )
}

/// The board of the shown game (every piece in B until it is computed).
#[must_use]
pub fn game_scene(play: &GamePlay, rules: &Rules, tr: &Tr) -> BoardScene {
    match play.current() {
        Some(g) => scenes::game::game_scene(g, play.cursor(), tr),
        None => {
            let mut board = empty(rules);
            board.scene.pieces = waiting_pieces(rules.colour, |_| true).collect();
            board.scene.legend.push(pieces_legend(tr, rules.colour));
            board
        }
    }
}

/// The board on screen as a figure: the same scene, its legend, tile names
/// and a caption saying what it shows (settings, lengths, how they were
/// checked), in `theme`.
#[must_use]
pub fn export_figure(ws: &Workspace, tr: &Tr, theme: Theme) -> Figure {
    let mut scene = mode_scene(ws, tr).scene;
    // The figure speaks the window's language: the window's `Tr` is the
    // figure's texts.
    scene.tile_names = Some(tr.lang());
    if scene.caption.is_none() {
        scene.caption = Some(caption(ws, tr, tr));
    }
    figure::board_figure(FIGURE_NAME, &scene, theme)
}

/// What the mode's board shows, in words.
fn caption(ws: &Workspace, tr: &Tr, texts: &dyn FigureTexts) -> Caption {
    let settings = ws.prefs().settings;
    let rules = &settings.rules;
    match ws.mode() {
        Mode::Solve => match ws.run().solution() {
            Some(s) => {
                let title = match s.pieces.as_slice() {
                    [p] if s.start_field_units == 0.0 => {
                        texts.piece_title(p.piece, p.goal, p.units)
                    }
                    _ => texts.full_title(s.total_units),
                };
                Caption {
                    title,
                    lines: vec![texts.settings(&s.settings), texts.checked(s)],
                }
            }
            None => Caption {
                title: match ws.run().best_path() {
                    Some((piece, _)) => tr!(
                        tr,
                        "board-export-best-so-far",
                        piece = count_arg(u64::from(piece))
                    ),
                    None => tr!(tr, "board-export-no-result"),
                },
                lines: vec![texts.settings(&settings)],
            },
        },
        Mode::Step => step_caption(ws, tr, texts, rules),
        Mode::Edit => figure::decoded_scene(ws.editor().board(), rules, tr.lang())
            .caption
            .unwrap_or_else(|| Caption {
                title: ws.editor().board().to_hex(),
                lines: vec![texts.rules(rules)],
            }),
        Mode::Game => Caption {
            title: tr!(tr, "board-export-game"),
            lines: vec![texts.rules(rules)],
        },
        Mode::Lesson | Mode::Explore => Caption {
            title: tr!(tr, "board-export-no-result"),
            lines: vec![texts.rules(rules)],
        },
    }
}

/// The stepped paths at the move shown: each path so far with its board.
fn step_caption(ws: &Workspace, tr: &Tr, texts: &dyn FigureTexts, rules: &Rules) -> Caption {
    let stepper = ws.stepper();
    let step = stepper.step();
    let lines_of = |d: &crate::model::Decoded| {
        let upto = step.min(d.visited.len().saturating_sub(1));
        let moved = d.moved.get(upto).copied().unwrap_or(0.0);
        let board = position_board(d, step).unwrap_or(d.board);
        texts.board_title(&board.to_hex(), d.piece, moved)
    };
    let mut lines = vec![texts.rules(rules)];
    let title = match stepper.choice() {
        Choice::One(_) => match stepper.current() {
            Some(v) => tr!(
                tr,
                "board-export-step-one",
                piece = count_arg(u64::from(v.piece.unwrap_or(0))),
                step = count_arg(v.step as u64),
                moves = count_arg(v.moves as u64),
                units = units_arg(v.moved)
            ),
            None => tr!(tr, "board-export-no-result"),
        },
        Choice::All => tr!(
            tr,
            "board-export-step-all",
            paths = count_arg(stepper.paths().len() as u64),
            step = count_arg(step as u64)
        ),
    };
    lines.extend(stepper.shown().map(lines_of));
    Caption { title, lines }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::model::Problem;
    use crate::render::PathKind;
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
