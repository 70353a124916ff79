//! No layout jumps on a projector (1280 × 720 and 1024 × 768, English and
//! German): the step buttons of Game and Step stand in one row, playing or
//! paused, and a legend that grows as the game or the path goes on, or as
//! the lesson's watched search finds its way, neither moves nor shrinks the
//! board (measured on the board's track tiles as the window names them).

use std::time::Duration;

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::model::Bits;
use maedn::window::{Command, GameCommand, Launch, LessonCommand, MaednApp, Mode, Slide};

use crate::board_share::{PROJECTORS, board_rect};
use crate::common::{PAPER_BOARDS, open, say, step_until};

const LIMIT: Duration = Duration::from_secs(300);

/// The Game view with its game computed, the legend on.
fn game(lang: Lang, size: [f32; 2]) -> Harness<'static, MaednApp> {
    let mut h = open(
        Launch {
            game: true,
            ..Launch::default()
        },
        lang,
        size,
    );
    step_until(&mut h, LIMIT, |ws| ws.game().current().is_some());
    h
}

/// Step with the paper's four paths loaded.
fn step(lang: Lang, size: [f32; 2]) -> Harness<'static, MaednApp> {
    let mut h = open(
        Launch {
            board: Some(Bits::from_raw(PAPER_BOARDS[0])),
            ..Launch::default()
        },
        lang,
        size,
    );
    h.state_mut().submit(Command::SetMode(Mode::Step));
    h.run_steps(3);
    h
}

/// The first and last of the step buttons (`|< Start` … `End >|`) stand in
/// one row.
fn one_row(h: &Harness<'_, MaednApp>, lang: Lang, first: &str, last: &str, at: &str) {
    let a = h.get_by_label(&say(lang, first)).rect();
    let b = h.get_by_label(&say(lang, last)).rect();
    assert!(
        (a.center().y - b.center().y).abs() < 1.0,
        "{at}: {first} at {a:?}, {last} at {b:?}"
    );
}

/// Game and Step, playing and paused: every step button in one row.
#[test]
fn test_the_step_buttons_stay_in_one_row_playing_or_paused() {
    for lang in [Lang::En, Lang::De] {
        for size in PROJECTORS {
            let mut h = game(lang, size);
            let at = format!("Game {lang} {size:?}");
            one_row(&h, lang, "game-start", "game-end", &at);
            h.state_mut().submit(Command::Game(GameCommand::TogglePlay));
            h.run_steps(3);
            one_row(&h, lang, "game-start", "game-end", &format!("{at} playing"));
            let mut h = step(lang, size);
            let at = format!("Step {lang} {size:?}");
            one_row(&h, lang, "steps-start", "steps-end", &at);
            h.state_mut().submit(Command::TogglePlay);
            h.run_steps(3);
            one_row(
                &h,
                lang,
                "steps-start",
                "steps-end",
                &format!("{at} playing"),
            );
        }
    }
}

fn same(a: Rect, b: Rect) -> bool {
    (a.min - b.min).length() < 0.5 && (a.max - b.max).length() < 0.5
}

/// Game and Step with the legend on: the board where it was at the start
/// at every roll or move until the end.
#[test]
fn test_a_growing_legend_neither_moves_nor_shrinks_the_board() {
    for lang in [Lang::En, Lang::De] {
        for size in PROJECTORS {
            let mut h = game(lang, size);
            h.state_mut().submit(Command::ToggleLegend);
            h.state_mut().submit(Command::Game(GameCommand::To(0)));
            h.run_steps(3);
            let first = board_rect(&h, lang).expect("the board");
            let last = h.state().workspace().game().last();
            for n in (0..=last).step_by(7).chain([last]) {
                h.state_mut().submit(Command::Game(GameCommand::To(n)));
                h.run_steps(2);
                let now = board_rect(&h, lang).expect("the board");
                assert!(
                    same(first, now),
                    "Game {lang} {size:?} roll {n}: {first:?} → {now:?}"
                );
            }
            let mut h = step(lang, size);
            h.state_mut().submit(Command::ToggleLegend);
            h.state_mut().submit(Command::StepTo(0));
            h.run_steps(3);
            let first = board_rect(&h, lang).expect("the board");
            let last = h.state().workspace().stepper().last_step();
            for n in 0..=last {
                h.state_mut().submit(Command::StepTo(n));
                h.run_steps(2);
                let now = board_rect(&h, lang).expect("the board");
                assert!(
                    same(first, now),
                    "Step {lang} {size:?} move {n}: {first:?} → {now:?}"
                );
            }
        }
    }
}

/// Slide 5 (the watched search), one call at a time: the board stays where
/// it stood before the first call, as its legend gains the branch, the
/// pruned branch and the best path so far.
#[test]
fn test_the_watched_searchs_legend_moves_no_board() {
    for lang in [Lang::En, Lang::De] {
        for size in PROJECTORS {
            let mut h = open(
                Launch {
                    lesson: true,
                    ..Launch::default()
                },
                lang,
                size,
            );
            h.state_mut()
                .submit(Command::Lesson(LessonCommand::Goto(Slide::Search.index())));
            h.run_steps(3);
            h.state_mut()
                .submit(Command::Lesson(LessonCommand::WatchRestart));
            h.state_mut()
                .submit(Command::Lesson(LessonCommand::WatchStep));
            h.run_steps(3);
            let first = board_rect(&h, lang).expect("the board");
            for call in 0..40 {
                h.state_mut()
                    .submit(Command::Lesson(LessonCommand::WatchStep));
                h.run_steps(2);
                let now = board_rect(&h, lang).expect("the board");
                assert!(
                    same(first, now),
                    "Search {lang} {size:?} call {call}: {first:?} → {now:?}"
                );
            }
        }
    }
}
