//! Small things a teacher read wrong on a projector: once a solve has
//! finished, the Solve panel's counters give the total, not the last
//! piece's "best so far" beside it (which read like a second answer);
//! slide 1's text keeps its size as the pieces come out of B and their
//! lines appear.

use std::sync::Arc;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::solver::Algorithm;
use maedn::window::{Command, Launch, LessonCommand, NoPicker, RunState};

use crate::common::{sized, step_until};

const LIMIT: Duration = Duration::from_secs(120);

fn say(lang: Lang, id: &str) -> String {
    Tr::shared(lang).loader().get(id)
}

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

/// Slide 1 at 1024 × 768 and 1280 × 720, in both languages: the body text
/// is set at one size from before the first piece comes out until all four
/// are out (it shrank as their lines appeared).
#[test]
fn test_slide_ones_text_keeps_its_size_as_pieces_come_out() {
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
                .submit(Command::Lesson(LessonCommand::Goto(0)));
            h.run_steps(3);
            let first = h.state().lesson_view().body;
            for out in 1..=4 {
                h.state_mut()
                    .submit(Command::Lesson(LessonCommand::BringOut));
                h.run_steps(3);
                let now = h.state().lesson_view().body;
                assert!(
                    (now - first).abs() < 0.01,
                    "{lang} {size:?}: {first} points, {now} with {out} out"
                );
            }
        }
    }
}
