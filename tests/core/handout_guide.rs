//! `maedn handout guide`: the teacher's guide on one A4 page, read back with
//! poppler in both languages: the plan's eleven steps (every slide and the
//! worksheet, in minutes that fill 45), and the three Predict answers as the
//! engine computes them here (the search's count, the backward DP's first
//! roll, the sweep's verdict), not as typed in anywhere.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::{Path, PathBuf};

use maedn::i18n::{Lang, Tr};
use maedn::solver::Progress;
use maedn::tr;
use maedn::window::Slide;
use maedn::window::watching::{Question, compute, lesson_question};

use crate::handout::{pdf_info, pdf_text};
use crate::support::maedn;
use crate::support::scratch;

fn guide_pdf(dir: &Path, lang: Lang) -> PathBuf {
    let path = dir.join(format!("guide-{}.pdf", lang.code()));
    let out = maedn(&[
        "handout",
        "guide",
        "--lang",
        lang.code(),
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

/// The engine's answer to `q`, as a guide line would say it.
fn answer_words(q: &Question, tr: &Tr) -> String {
    let truth = compute(q, std::sync::Arc::new(Progress::default())).unwrap();
    maedn::window::watching::truth_text(tr, q.kind(), &truth)
}

#[test]
fn test_the_teachers_guide_is_one_page_with_the_plan_and_the_computed_answers() {
    let dir = scratch("handout", "guide");
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        let pdf = guide_pdf(&dir, lang);
        assert_eq!(pdf_info(&pdf, "Pages"), "1", "{lang:?}");
        assert_eq!(pdf_info(&pdf, "Title"), tr!(tr, "guide-teacher-title"));
        let text = pdf_text(&pdf, None);
        // Every slide's title stands in the plan, and the worksheet at the end.
        for slide in Slide::ALL {
            let title = maedn::window::lesson::slide_title(slide, tr);
            assert!(text.contains(&title), "{lang:?}: {title} in {text}");
        }
        assert!(text.contains("42–45"), "{lang:?}: the worksheet's minutes");
        // The three Predict questions with the engine's answers.
        let questions: Vec<Question> = Slide::ALL
            .iter()
            .filter_map(|s| lesson_question(*s))
            .collect();
        assert_eq!(questions.len(), 3);
        for q in &questions {
            let said = answer_words(q, tr);
            let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(text.contains(&said), "{lang:?}: {said} in {text}");
        }
    }
}
