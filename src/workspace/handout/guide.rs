//! The teacher's guide laid out a Predict answer at a time
//! ([`GuideParts`]): each answer computed as the window computes it (the
//! paper's search resumed until each slice's deadline in a page, to its end
//! on a thread), then the page. The same page either way.

use std::sync::Arc;

use web_time::Instant;

use super::{VERSION, creator};
use crate::figures::handout::guide::guide_page;
use crate::i18n::Tr;
use crate::render::pdf::{Page, PdfMeta};
use crate::tr;
use crate::workspace::error_text::job_error;
use crate::workspace::lesson::Slide;
use crate::workspace::lesson::guide::{Answer, guide};
use crate::workspace::lesson::predict::question;
use crate::workspace::predict::{Question, TruthSteps};

/// The guide's answers being computed, then its page.
pub(super) struct GuideParts {
    tr: &'static Tr,
    lang: &'static str,
    /// The questions not yet asked.
    asked: std::vec::IntoIter<Question>,
    /// The answer being computed.
    current: Option<(Question, TruthSteps)>,
    /// The answers computed.
    answers: Vec<(Question, Answer)>,
}

impl GuideParts {
    /// The guide in `tr`'s language (its code `lang`), nothing computed yet.
    pub(super) fn new(tr: &'static Tr, lang: &'static str) -> GuideParts {
        let asked: Vec<Question> = Slide::ALL.iter().filter_map(|s| question(*s)).collect();
        GuideParts {
            tr,
            lang,
            asked: asked.into_iter(),
            current: None,
            answers: Vec::new(),
        }
    }

    /// Goes on with the answers until `until` (at least one part: an
    /// answer started, a slice of its search, or the page; without a
    /// deadline, an answer to its end); the page and its metadata once laid
    /// out.
    pub(super) fn step(&mut self, until: Option<Instant>) -> Option<(Page, PdfMeta)> {
        let Some((q, steps)) = &mut self.current else {
            match self.asked.next() {
                // Each its own counters: the seconds they take natively are
                // not cancelled (the export's cancel is heard between parts).
                Some(q) => self.current = Some((q, TruthSteps::new(&q, Arc::default()))),
                None => return Some(self.page()),
            }
            return None;
        };
        let answer = match steps.advance(until)? {
            Ok(truth) => Answer::Ready(truth),
            Err(e) => Answer::Failed(job_error(self.tr, &e)),
        };
        self.answers.push((*q, answer));
        self.current = None;
        None
    }

    /// The page, with every answer computed.
    fn page(&self) -> (Page, PdfMeta) {
        let tr = self.tr;
        let text = guide(tr, |q| {
            self.answers
                .iter()
                .find(|(asked, _)| asked == q)
                .map_or(Answer::Computing, |(_, a)| a.clone())
        });
        let page = guide_page(&text, VERSION, tr);
        let meta = PdfMeta {
            title: text.title.clone(),
            lang: self.lang.to_owned(),
            author: tr!(tr, "handout-author"),
            subject: tr!(tr, "handout-guide-subject"),
            creator: creator(),
        };
        (page, meta)
    }
}

/// The guide's page in `tr`'s language, every answer computed in one go.
pub(super) fn guide_in_one_go(tr: &'static Tr, lang: &'static str) -> (Page, PdfMeta) {
    let mut parts = GuideParts::new(tr, lang);
    loop {
        if let Some(done) = parts.step(None) {
            return done;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Cut at every check of its searches (a deadline already passed), the
    /// guide's page is the page of one go.
    #[test]
    fn test_the_guide_in_slices_is_the_page_of_one_go() {
        let tr = Tr::shared(Lang::En);
        let mut parts = GuideParts::new(tr, "en");
        let mut steps = 0;
        let sliced = loop {
            steps += 1;
            if let Some(done) = parts.step(Some(Instant::now())) {
                break done;
            }
        };
        let whole = guide_in_one_go(tr, "en");
        // More steps than the answers' starts and ends: the searches were cut.
        assert!(steps > 2 * parts.answers.len() + 1, "{steps} steps");
        assert_eq!(sliced, whole);
        assert!(
            parts
                .answers
                .iter()
                .all(|(_, a)| matches!(a, Answer::Ready(_)))
        );
    }
}
