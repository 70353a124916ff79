//! Each mode's board scene from the workspace's state: the stepper's paths,
//! the run (watched, running, cancelled or solved) and the game, handed as
//! engine values to [`crate::figures::scenes`], where every scene is built.

use super::{Choice, GamePlay, Run, Stepper};
use crate::figures::scenes::search::{best_way_scene, solution_scene, watched_scene};
use crate::figures::scenes::{self, BoardScene, paths_scene};
use crate::i18n::Tr;
use crate::model::{Rules, Tile};

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
            call.as_ref(),
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
        None => scenes::game::waiting_scene(rules, tr),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;
    use web_time::Instant;

    use super::*;
    use crate::model::Problem;
    use crate::render::PathKind;
    use crate::solver::{Algorithm, Bound, Settings};
    use crate::workspace::watch::Pace;
    use crate::workspace::{RunState, no_waker};

    fn kinds(board: &BoardScene) -> Vec<PathKind> {
        board.scene.paths.iter().map(|p| p.kind).collect()
    }

    /// While a new run runs, pauses or after it is cancelled, the
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
