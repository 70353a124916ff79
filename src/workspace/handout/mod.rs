//! The handouts, without egui: the lesson as a PDF (one page per slide),
//! the worksheet with its answer key and the teacher's guide (one page),
//! built and written by [`write`] — the
//! command line's `maedn handout` and the window's background job alike —
//! and the window's state for them ([`Handouts`]: which handout, its page
//! and seed, the dialog awaited, the job with its pages done and Cancel).
//!
//! The file is written through the atomic writer: a failed or cancelled
//! handout leaves whatever was at the path untouched.

pub mod lesson;
mod window;

use super::error_text::job_error;
use super::export_failure::ExportFailure;
use super::files::HandoutKind;
use super::job::{ExportJob, ExportOptions, Parts};
use super::lesson::guide::{Answer, guide};
use super::predict::compute;
use super::task::{Step, Steps, TaskError, Waker};
use crate::figures::handout::guide::guide_page;
use crate::figures::handout::worksheet::worksheet;
use crate::i18n::{Lang, Tr};
use crate::io::write_atomic;
use crate::render::pdf::{PageSize, PdfMeta, pdf_bytes};
use crate::render::{Look, Palette, Scheme, Theme};
use crate::solver::Progress;
use crate::tr;
use lesson::LessonPages;
use std::path::PathBuf;
use std::sync::Arc;
use web_time::Instant;

/// The app's version, in every handout's footer and metadata.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The lesson's page shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PageShape {
    /// A 16:9 slide.
    #[default]
    Wide,
    /// A4 landscape.
    A4,
}

impl PageShape {
    /// Its size in points.
    #[must_use]
    pub const fn size(self) -> PageSize {
        match self {
            PageShape::Wide => PageSize::WIDE,
            PageShape::A4 => PageSize::A4_LANDSCAPE,
        }
    }
}

/// One handout asked for: which, its page, its seed, colours and language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandoutRequest {
    /// Which handout.
    pub kind: HandoutKind,
    /// The lesson's page shape.
    pub page: PageShape,
    /// The worksheet's seed.
    pub seed: u64,
    /// The lesson's colours (the worksheet prints black on white).
    pub scheme: Scheme,
    /// The language.
    pub lang: Lang,
}

impl Default for HandoutRequest {
    fn default() -> Self {
        HandoutRequest {
            kind: HandoutKind::Lesson,
            page: PageShape::Wide,
            seed: 1,
            scheme: Scheme::Board,
            lang: Lang::En,
        }
    }
}

impl HandoutRequest {
    /// The name a save dialog suggests.
    #[must_use]
    pub fn file_name(&self) -> String {
        match self.kind {
            HandoutKind::Lesson => format!("maedn-lesson-{}.pdf", self.lang.code()),
            HandoutKind::Worksheet => {
                format!("maedn-worksheet-{}-{}.pdf", self.seed, self.lang.code())
            }
            HandoutKind::Guide => format!("maedn-guide-{}.pdf", self.lang.code()),
        }
    }
}

/// A handout written: where, its pages and its size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The file.
    pub path: PathBuf,
    /// Its pages.
    pub pages: usize,
    /// Its size in bytes.
    pub bytes: usize,
}

/// The PDF of `request` (and its page count); `on_page(done, count)` hears
/// each page laid out. `progress` carries the cancel flag.
///
/// # Errors
/// See [`ExportFailure`].
pub fn build(
    request: &HandoutRequest,
    progress: &Progress,
    mut on_page: impl FnMut(usize, usize),
) -> Result<(Vec<u8>, usize), ExportFailure> {
    let tr = Tr::shared(request.lang);
    let (pages, meta) = match request.kind {
        HandoutKind::Lesson => {
            let (size, palette) = lesson_look(request);
            let pages = lesson::lesson_pages(size, palette, tr, VERSION, progress, &mut on_page)?;
            let meta = lesson_meta(request, pages.len());
            (pages, meta)
        }
        HandoutKind::Worksheet => {
            let sheet = worksheet(request.seed, VERSION, tr)?;
            on_page(sheet.pages.len(), sheet.pages.len());
            let meta = PdfMeta {
                title: tr!(tr, "handout-sheet-title", seed = request.seed),
                lang: request.lang.code().to_owned(),
                author: tr!(tr, "handout-author"),
                subject: tr!(tr, "handout-sheet-subject", seed = request.seed),
                creator: creator(),
            };
            (sheet.pages, meta)
        }
        HandoutKind::Guide => {
            // The Predict answers, computed here as the window computes them.
            // Its own counters: the few seconds they take are not cancelled.
            let text = guide(tr, |q| match compute(q, Arc::new(Progress::default())) {
                Ok(t) => Answer::Ready(t),
                Err(e) => Answer::Failed(job_error(tr, &e)),
            });
            let page = guide_page(&text, VERSION, tr);
            on_page(1, 1);
            let meta = PdfMeta {
                title: text.title.clone(),
                lang: request.lang.code().to_owned(),
                author: tr!(tr, "handout-author"),
                subject: tr!(tr, "handout-guide-subject"),
                creator: creator(),
            };
            (vec![page], meta)
        }
    };
    if progress.is_cancelled() {
        return Err(ExportFailure::Cancelled);
    }
    let count = pages.len();
    Ok((pdf_bytes(&pages, &meta, |_| {})?, count))
}

/// Every handout's creator: this program and its version.
fn creator() -> String {
    format!("maedn {VERSION}")
}

/// The lesson's page size and colours for `request`.
fn lesson_look(request: &HandoutRequest) -> (PageSize, &'static Palette) {
    let palette = Look::new(Theme::Light, request.scheme).palette();
    (request.page.size(), palette)
}

/// The lesson's metadata, with its `count` pages.
fn lesson_meta(request: &HandoutRequest, count: usize) -> PdfMeta {
    let tr = Tr::shared(request.lang);
    PdfMeta {
        title: tr!(tr, "handout-lesson-title"),
        lang: request.lang.code().to_owned(),
        author: tr!(tr, "handout-author"),
        subject: tr!(
            tr,
            "handout-lesson-subject",
            count = crate::i18n::count_arg(count as u64)
        ),
        creator: creator(),
    }
}

/// Builds `request` and writes it to `path` atomically.
///
/// # Errors
/// See [`ExportFailure`]; a cancelled handout writes nothing.
pub fn write(
    request: &HandoutRequest,
    path: PathBuf,
    progress: &Progress,
    on_page: impl FnMut(usize, usize),
) -> Result<Written, ExportFailure> {
    let (bytes, pages) = build(request, progress, on_page)?;
    write_built(path, &bytes, pages, progress)
}

/// Writes a built handout's `bytes` to `path` atomically.
fn write_built(
    path: PathBuf,
    bytes: &[u8],
    pages: usize,
    progress: &Progress,
) -> Result<Written, ExportFailure> {
    // The last check before the file: a paused export (tests hold one here)
    // waits, and a cancelled one writes nothing.
    if progress.checkpoint() {
        return Err(ExportFailure::Cancelled);
    }
    write_atomic(&path, bytes)?;
    Ok(Written {
        path,
        pages,
        bytes: bytes.len(),
    })
}

/// A handout built and written as resumable work: the lesson a part at a
/// time ([`lesson::LessonPages`]), so a page in a browser lays it out
/// between frames; the worksheet and the guide (each one page or two) in one
/// step. On a thread it runs to its end as [`write`] does.
struct HandoutSteps {
    request: HandoutRequest,
    path: PathBuf,
    shared: Arc<Parts>,
    /// The lesson's pages being laid out (`None` for the other handouts).
    lesson: Option<LessonPages>,
    /// The lesson's PDF, built and not yet written (a paused export waits
    /// here).
    built: Option<(Vec<u8>, usize)>,
}

impl HandoutSteps {
    fn new(request: HandoutRequest, path: PathBuf, shared: &Arc<Parts>) -> HandoutSteps {
        let lesson = (request.kind == HandoutKind::Lesson).then(|| {
            let (size, palette) = lesson_look(&request);
            LessonPages::new(size, palette, Tr::shared(request.lang), VERSION)
        });
        HandoutSteps {
            request,
            path,
            shared: Arc::clone(shared),
            lesson,
            built: None,
        }
    }

    /// The lesson's next parts, then its PDF; `None` while parts remain.
    fn lesson_step(
        &mut self,
        until: Option<Instant>,
    ) -> Option<Result<(Vec<u8>, usize), ExportFailure>> {
        let shared = &self.shared;
        let pages = self.lesson.as_mut()?;
        let pages = match pages.step(until, &shared.progress, &mut |d, c| shared.report(d, c)) {
            Ok(None) => return None,
            Ok(Some(pages)) => pages,
            Err(e) => return Some(Err(e)),
        };
        let meta = lesson_meta(&self.request, pages.len());
        Some(
            pdf_bytes(&pages, &meta, |_| {})
                .map(|bytes| (bytes, pages.len()))
                .map_err(ExportFailure::from),
        )
    }
}

impl Steps for HandoutSteps {
    type Output = Result<Written, ExportFailure>;

    fn step(&mut self, until: Option<Instant>) -> Step<Self::Output> {
        if self.lesson.is_none() {
            let shared = &self.shared;
            return Step::Done(write(
                &self.request,
                self.path.clone(),
                &shared.progress,
                |d, c| shared.report(d, c),
            ));
        }
        if self.built.is_none() {
            loop {
                match self.lesson_step(until) {
                    None if until.is_some() => return Step::Yield,
                    None => {}
                    Some(Err(e)) => return Step::Done(Err(e)),
                    Some(Ok(built)) => {
                        self.built = Some(built);
                        break;
                    }
                }
            }
            if until.is_some_and(|u| Instant::now() >= u) {
                return Step::Yield;
            }
        }
        let progress = &self.shared.progress;
        // In slices a pause waits here instead of blocking the frame.
        if until.is_some() && progress.is_paused() && !progress.is_cancelled() {
            return Step::Wait;
        }
        match self.built.take() {
            Some((bytes, pages)) => {
                Step::Done(write_built(self.path.clone(), &bytes, pages, progress))
            }
            None => Step::Yield,
        }
    }
}

/// What the handout window asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandoutCommand {
    /// Open the window on this handout.
    Open(HandoutKind),
    /// Close it.
    Close,
    /// The lesson's page shape.
    SetPage(PageShape),
    /// The worksheet's seed.
    SetSeed(u64),
    /// Ask where to save, then build and write it.
    Start,
    /// Stop the handout being written; nothing is written.
    Cancel,
}

/// A handout's export: its pages counted as they are laid out, named by its
/// kind.
impl ExportOptions for HandoutRequest {
    type Asked = HandoutRequest;
    type Label = HandoutKind;
    type Written = Written;
    type Failure = ExportFailure;
    type Shared = Parts;
}

/// The handout window's state and its job; see the module docs.
pub type Handouts = ExportJob<HandoutRequest>;

impl ExportJob<HandoutRequest> {
    /// Changes the window's state; returns the handout to ask a save dialog
    /// for on [`HandoutCommand::Start`] (Cancel is [`ExportJob::cancel`]).
    /// The choice's language is set here, when the job is asked for.
    pub fn apply(&mut self, command: HandoutCommand, lang: Lang) -> Option<HandoutRequest> {
        match command {
            HandoutCommand::Open(kind) => {
                self.set_open(true);
                self.choice_mut().kind = kind;
            }
            HandoutCommand::Close => self.set_open(false),
            HandoutCommand::SetPage(page) => self.choice_mut().page = page,
            HandoutCommand::SetSeed(seed) => self.choice_mut().seed = seed,
            HandoutCommand::Start => {
                let request = HandoutRequest {
                    lang,
                    ..self.choice()
                };
                self.await_export(request);
                return Some(request);
            }
            HandoutCommand::Cancel => {}
        }
        None
    }

    /// Builds `request` and writes it to `path` on a background job.
    pub fn start(
        &mut self,
        request: HandoutRequest,
        path: PathBuf,
        waker: &Waker,
    ) -> Result<(), TaskError> {
        let hold = self.take_hold();
        self.spawn_steps(request.kind, "maedn-handout", waker, move |shared| {
            if hold {
                shared.progress.pause();
            }
            HandoutSteps::new(request, path, shared)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::job::Ended;
    use crate::workspace::task::{Backend, no_waker};
    use std::time::Duration;

    /// In slices (the web page) the lesson's handout lets the frame go
    /// between its parts: after a poll it is still running, its first pages
    /// are counted as the polls go on, and a cancel ends it with nothing
    /// written.
    #[test]
    fn test_a_lesson_handout_in_slices_is_laid_out_between_frames() {
        let waker = no_waker().on(Backend::Slices);
        let dir = std::env::temp_dir().join(format!("maedn-handout-slices-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join("lesson.pdf");
        let mut h = Handouts::default();
        h.start(HandoutRequest::default(), path.clone(), &waker)
            .expect("starts");
        assert!(h.poll().is_none());
        assert!(h.is_running());
        let started = web_time::Instant::now();
        // The first two slides need no number computed: laid out within a
        // few frames.
        while h.status().is_some_and(|s| s.done < 2) {
            assert!(h.poll().is_none(), "ended before its second page");
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "no page laid out"
            );
        }
        let status = h.status().expect("still running");
        assert_eq!(status.total, crate::workspace::Slide::COUNT);
        assert!(status.done < status.total);
        h.cancel();
        let ended = loop {
            if let Some(ended) = h.poll() {
                break Some(ended);
            }
            if h.stopping() == 0 {
                break None;
            }
        };
        assert!(!matches!(ended, Some(Ended::Written(_))), "{ended:?}");
        assert!(!path.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn test_the_window_asks_for_the_chosen_handout_in_its_language() {
        let mut h = Handouts::default();
        h.apply(HandoutCommand::Open(HandoutKind::Worksheet), Lang::En);
        h.apply(HandoutCommand::SetSeed(42), Lang::En);
        let asked = h
            .apply(HandoutCommand::Start, Lang::De)
            .expect("asks for a path");
        assert_eq!(asked.kind, HandoutKind::Worksheet);
        assert_eq!(asked.lang, Lang::De);
        assert_eq!(asked.file_name(), "maedn-worksheet-42-de.pdf");
        assert_eq!(h.take_awaiting(), Some(asked));
        assert_eq!(h.take_awaiting(), None);
    }
}
