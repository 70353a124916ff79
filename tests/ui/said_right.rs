//! Small things a teacher read wrong on a projector: once a solve has
//! finished, the Solve panel's counters give the total, not the last
//! piece's "best so far" beside it (which read like a second answer), and
//! the slides' controls stay in their rows inside the window.

use std::sync::Arc;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::solver::Algorithm;
use maedn::window::{Command, Launch, LessonCommand, NoPicker, RunState};

use crate::common::{say, sized, step_until};

const LIMIT: Duration = Duration::from_secs(120);

/// While the paper's search runs the counters say the best so far; once it
/// has finished, the total (the answer), in both languages.
#[test]
fn test_a_finished_solve_counts_its_total_not_the_best_so_far() {
    for lang in [Lang::En, Lang::De] {
        let mut h = sized(
            Launch {
                lang: Some(lang),
                ..Launch::default()
            },
            Arc::new(NoPicker),
            [1280.0, 800.0],
        );
        h.state_mut().submit(Command::DismissWelcome);
        let mut dp = h.state().workspace().prefs().settings;
        dp.algorithm = Algorithm::Dp;
        h.state_mut().submit(Command::SetSettings(dp));
        h.state_mut().submit(Command::Run);
        step_until(&mut h, LIMIT, |ws| ws.run().state() == RunState::Finished);
        h.run_steps(2);
        assert!(
            h.query_by_label(&say(lang, "counter-best")).is_none(),
            "{lang}: best so far beside a finished total"
        );
        h.get_by_label(&say(lang, "counter-total"));
        let total = h
            .state()
            .workspace()
            .run()
            .solution()
            .map(|s| s.total_units)
            .expect("solved");
        let amount = Tr::shared(lang).numbers().whole(total);
        assert!(
            h.query_all_by_label_contains(&amount).next().is_some(),
            "{lang}: {amount} not shown"
        );
    }
}

/// Slide 2's six roll buttons stand in one row inside the window on both
/// projectors in both languages ("Roll: 1" and "2 3 4 5 6" were split over
/// two rows; then the row ran past the right edge at 1280 × 720).
#[test]
fn test_slide_twos_roll_buttons_stand_in_one_row() {
    for lang in [Lang::En, Lang::De] {
        for size in [[1024.0, 768.0], [1280.0, 720.0]] {
            let mut h = sized(
                Launch {
                    lang: Some(lang),
                    lesson: true,
                    ..Launch::default()
                },
                Arc::new(NoPicker),
                size,
            );
            h.state_mut().submit(Command::DismissWelcome);
            h.state_mut()
                .submit(Command::Lesson(LessonCommand::Goto(1)));
            h.run_steps(3);
            let rects: Vec<egui::Rect> = (1..=6)
                .map(|roll| {
                    h.get_by_role_and_label(egui::accesskit::Role::Button, &roll.to_string())
                        .rect()
                })
                .collect();
            assert!(
                rects
                    .iter()
                    .all(|r| (r.center().y - rects[0].center().y).abs() < 1.0),
                "{lang} {size:?}: the rolls at {rects:?}"
            );
            // Inside the window (at 1280 × 720 "3" to "6" ran past its edge).
            assert!(
                rects[5].right() <= size[0] + 0.5,
                "{lang} {size:?}: roll 6 at {:?}",
                rects[5]
            );
        }
    }
}

/// Slide 7's table marks each piece's row with its path's colour; the row
/// of the moves out of B, no piece's, shows no mark: in the colour-blind and
/// high-contrast palettes its mark was the page's white on the light panel.
#[test]
fn test_slide_sevens_out_of_b_row_shows_no_white_dot() {
    use egui::epaint::Shape;
    for scheme in [
        maedn::render::Scheme::ColourBlind,
        maedn::render::Scheme::HighContrast,
    ] {
        let mut h = sized(
            Launch {
                lesson: true,
                ..Launch::default()
            },
            Arc::new(NoPicker),
            [1280.0, 720.0],
        );
        h.state_mut().submit(Command::DismissWelcome);
        h.state_mut().submit(Command::SetColours(scheme));
        h.state_mut()
            .submit(Command::Lesson(LessonCommand::Goto(6)));
        let out = say(Lang::En, "lesson-answer-out");
        let start = std::time::Instant::now();
        // The table's row: its mark, then its name.
        while h.query_by_label(&format!("● {out}")).is_none() {
            assert!(start.elapsed() < LIMIT, "slide 7 not computed");
            h.step();
            std::thread::sleep(Duration::from_millis(20));
        }
        h.run_steps(3);
        fn walk(shape: &Shape, found: &mut Vec<(String, egui::Color32)>) {
            match shape {
                Shape::Vec(v) => v.iter().for_each(|s| walk(s, found)),
                Shape::Text(t) if t.galley.job.text.starts_with('●') => found.push((
                    t.galley.job.text.clone(),
                    t.galley.job.sections[0].format.color,
                )),
                _ => {}
            }
        }
        let mut marks = Vec::new();
        for c in &h.output().shapes {
            walk(&c.shape, &mut marks);
        }
        let row = marks
            .iter()
            .find(|(text, _)| text.contains(&out))
            .unwrap_or_else(|| panic!("{scheme:?}: no {out:?} row in {marks:?}"));
        assert_eq!(
            row.1.a(),
            0,
            "{scheme:?}: {out:?} marked {:?} in {marks:?}",
            row.1
        );
        assert!(
            marks.iter().filter(|(_, c)| c.a() > 0).count() >= 4,
            "{scheme:?}: the pieces' rows lost their marks: {marks:?}"
        );
    }
}

/// Slide 8's roll slider keeps its word inside a 1024 × 768 window in both
/// languages (German "Wurf" ran past the right edge).
#[test]
fn test_slide_eights_roll_slider_stays_inside_the_window() {
    use egui::epaint::Shape;
    for lang in [Lang::En, Lang::De] {
        let mut h = sized(
            Launch {
                lang: Some(lang),
                lesson: true,
                ..Launch::default()
            },
            Arc::new(NoPicker),
            [1024.0, 768.0],
        );
        h.state_mut().submit(Command::DismissWelcome);
        h.state_mut()
            .submit(Command::Lesson(LessonCommand::Goto(7)));
        let play = say(lang, "lesson-whole-play");
        let start = std::time::Instant::now();
        while h.query_by_label(&play).is_none() {
            assert!(start.elapsed() < LIMIT, "slide 8 not computed");
            h.step();
            std::thread::sleep(Duration::from_millis(20));
        }
        h.run_steps(3);
        let word = say(lang, "lesson-whole-roll-slider");
        let mut right = None;
        for c in &h.output().shapes {
            if let Shape::Text(t) = &c.shape
                && t.galley.job.text == word
            {
                right = Some(t.pos.x + t.galley.size().x);
            }
        }
        let right = right.unwrap_or_else(|| panic!("{lang}: {word:?} not painted"));
        assert!(right <= 1024.0, "{lang}: {word:?} ends at {right}");
    }
}

/// Step's line names the tile once, as the board numbers it: "on tile 0",
/// "auf Feld 0" (it said "on tile tile 0", "auf Feld Feld 0").
#[test]
fn test_steps_line_names_the_tile_once() {
    for (lang, once, twice) in [
        (Lang::En, "; on tile 0;", "tile tile"),
        (Lang::De, "; auf Feld 0;", "Feld Feld"),
    ] {
        let mut h = sized(
            Launch {
                lang: Some(lang),
                board: Some(maedn::model::Bits::from_raw(crate::common::PAPER_BOARDS[0])),
                ..Launch::default()
            },
            Arc::new(NoPicker),
            [1280.0, 800.0],
        );
        h.state_mut().submit(Command::DismissWelcome);
        h.state_mut()
            .submit(Command::SetMode(maedn::window::Mode::Step));
        h.run_steps(3);
        assert!(
            h.query_all_by_label_contains(once).next().is_some(),
            "{lang}: {once:?} not shown"
        );
        assert!(
            h.query_all_by_label_contains(twice).next().is_none(),
            "{lang}: {twice:?} shown"
        );
    }
}
