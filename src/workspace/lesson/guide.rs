//! The teacher's guide ([`guide`]): a plan for a 45-minute lesson, slide by
//! slide with the minutes it takes and what to click, where *Your turn* and
//! the worksheet fit, and the answers to the lesson's three Predict
//! questions as the engine computes them (never typed in). The window shows
//! it (Help → *Teacher's guide*) and `maedn handout guide` prints it on one
//! page ([`crate::figures::handout::guide`]).

use super::Slide;
use super::predict::{ASKED_BOUND, ROLL_TILE, question};
use crate::figures::handout::guide::GuideText;
use crate::i18n::words::rules as rules_words;
use crate::i18n::{Tr, count_arg};
use crate::model::Rules;
use crate::tr;
use crate::workspace::predict::{Question, Truth, question_text, truth_text};

/// One step of the plan: a slide, or the worksheet at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A slide of the lesson.
    Slide(Slide),
    /// The worksheet.
    Worksheet,
}

/// The lesson's 45 minutes: each step with its minutes. The Ordinary slide
/// takes longest: the class plays a game of its own in *Your turn*.
const PLAN: [(Step, &str); 11] = [
    (Step::Slide(Slide::Game), "0–4"),
    (Step::Slide(Slide::Question), "4–9"),
    (Step::Slide(Slide::Size), "9–12"),
    (Step::Slide(Slide::Bits), "12–15"),
    (Step::Slide(Slide::Search), "15–21"),
    (Step::Slide(Slide::Bound), "21–26"),
    (Step::Slide(Slide::Answer), "26–29"),
    (Step::Slide(Slide::Whole), "29–32"),
    (Step::Slide(Slide::Ordinary), "32–40"),
    (Step::Slide(Slide::Beyond), "40–42"),
    (Step::Worksheet, "42–45"),
];

/// Where one Predict answer is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The engine's answer.
    Ready(Truth),
    /// Being computed.
    Computing,
    /// Not computed, and why (worded).
    Failed(String),
}

/// The guide in `tr`'s language, each Predict question answered by `answer`.
#[must_use]
pub fn guide(tr: &Tr, answer: impl Fn(&Question) -> Answer) -> GuideText {
    let steps = PLAN
        .iter()
        .map(|&(step, minutes)| match step {
            Step::Slide(slide) => (
                tr!(
                    tr,
                    "guide-teacher-step",
                    minutes = minutes,
                    n = count_arg(slide.index() as u64 + 1),
                    title = super::texts::title(slide, tr)
                ),
                what_to_do(slide, tr),
            ),
            Step::Worksheet => (
                tr!(tr, "guide-teacher-step-worksheet", minutes = minutes),
                tr!(tr, "guide-teacher-worksheet"),
            ),
        })
        .collect();
    let answers = Slide::ALL
        .iter()
        .filter_map(|&slide| Some((slide, question(slide)?)))
        .map(|(slide, q)| {
            let n = count_arg(slide.index() as u64 + 1);
            let asked = question_text(tr, &q);
            match answer(&q) {
                Answer::Ready(t) => tr!(
                    tr,
                    "guide-teacher-answer",
                    n = n,
                    question = asked,
                    answer = truth_text(tr, q.kind(), &t)
                ),
                Answer::Computing => {
                    tr!(tr, "guide-teacher-answer-waiting", n = n, question = asked)
                }
                Answer::Failed(error) => tr!(
                    tr,
                    "guide-teacher-answer-failed",
                    n = n,
                    question = asked,
                    error = error
                ),
            }
        })
        .collect();
    GuideText {
        title: tr!(tr, "guide-teacher-title"),
        intro: tr!(tr, "guide-teacher-intro"),
        steps,
        answers_heading: tr!(
            tr,
            "guide-teacher-answers",
            settings = rules_words(tr, &Rules::paper())
        ),
        answers,
        round_heading: tr!(tr, "guide-teacher-round-heading"),
        round: tr!(tr, "guide-teacher-round"),
        footer: tr!(tr, "help-teacher-guide"),
    }
}

/// What the presenter does on `slide`.
fn what_to_do(slide: Slide, tr: &Tr) -> String {
    match slide {
        Slide::Game => tr!(tr, "guide-teacher-game"),
        Slide::Question => tr!(tr, "guide-teacher-question", tile = ROLL_TILE),
        Slide::Size => tr!(tr, "guide-teacher-size"),
        Slide::Bits => tr!(tr, "guide-teacher-bits"),
        Slide::Search => tr!(tr, "guide-teacher-search", piece = super::DEMO_PIECE),
        Slide::Bound => tr!(tr, "guide-teacher-bound", bound = ASKED_BOUND),
        Slide::Answer => tr!(tr, "guide-teacher-answer-slide"),
        Slide::Whole => tr!(tr, "guide-teacher-whole"),
        Slide::Ordinary => tr!(tr, "guide-teacher-ordinary"),
        Slide::Beyond => tr!(tr, "guide-teacher-beyond"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn test_the_plan_fills_45_minutes_without_gaps_and_covers_every_slide() {
        let mut at = 0;
        for (_, minutes) in PLAN {
            let (from, to) = minutes.split_once('–').expect("a range");
            assert_eq!(from.parse::<u32>().ok(), Some(at), "{minutes}");
            at = to.parse().expect("minutes");
        }
        assert_eq!(at, 45);
        for slide in Slide::ALL {
            assert!(
                PLAN.iter().any(|(s, _)| *s == Step::Slide(slide)),
                "{slide:?}"
            );
        }
    }

    #[test]
    fn test_each_question_is_answered_with_the_answer_given() {
        for lang in [Lang::En, Lang::De] {
            let tr = Tr::shared(lang);
            let truth = Truth {
                value: 4321,
                right: vec![4321],
            };
            let g = guide(tr, |_| Answer::Ready(truth.clone()));
            assert_eq!(g.steps.len(), PLAN.len());
            assert_eq!(g.answers.len(), 3, "{lang:?}");
            let count = tr.numbers().count(4321);
            assert!(
                g.answers.iter().any(|a| a.contains(&count)),
                "{:?}",
                g.answers
            );
            let waiting = guide(tr, |_| Answer::Computing);
            assert!(waiting.answers.iter().all(|a| !a.contains(&count)));
        }
    }
}
