//! The handouts, without egui: the lesson as a PDF (one page per slide),
//! the worksheet with its answer key and the teacher's guide (one page),
//! built and written by [`write`] — the
//! command line's `maedn handout` and the window's background job alike —
//! and the window's state for them ([`Handouts`]: which handout, its page
//! and seed, the dialog awaited, the job with its pages done and Cancel).
//!
//! The file is written through the atomic writer: a failed or cancelled
//! handout leaves whatever was at the path untouched.

mod guide;
pub mod lesson;
mod window;

use super::export_failure::ExportFailure;
use super::files::HandoutKind;
use super::job::{ExportJob, ExportOptions, InParts, PartWork, Parts};
use super::task::{TaskError, Waker};
use crate::figures::handout::worksheet::worksheet;
use crate::i18n::{Lang, Tr};
use crate::io::write_atomic;
use crate::render::pdf::{Page, PageSize, PdfMeta, pdf_bytes};
use crate::render::{Look, Palette, Scheme, Theme};
use crate::solver::Progress;
use crate::tr;
use guide::GuideParts;
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
    on_page: impl FnMut(usize, usize),
) -> Result<(Vec<u8>, usize), ExportFailure> {
    let (pages, meta) = content(request, progress, on_page)?;
    pdf(&pages, &meta, progress)
}

/// The pages of `request` and its metadata, laid out; `on_page(done,
/// count)` hears each page laid out. `progress` carries the cancel flag.
fn content(
    request: &HandoutRequest,
    progress: &Progress,
    mut on_page: impl FnMut(usize, usize),
) -> Result<(Vec<Page>, PdfMeta), ExportFailure> {
    let tr = Tr::shared(request.lang);
    Ok(match request.kind {
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
            let (page, meta) = guide::guide_in_one_go(tr, request.lang.code());
            on_page(1, 1);
            (vec![page], meta)
        }
    })
}

/// The PDF of laid-out `pages` and their page count; nothing once cancelled.
fn pdf(
    pages: &[Page],
    meta: &PdfMeta,
    progress: &Progress,
) -> Result<(Vec<u8>, usize), ExportFailure> {
    if progress.is_cancelled() {
        return Err(ExportFailure::Cancelled);
    }
    Ok((pdf_bytes(pages, meta, |_| {})?, pages.len()))
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

/// Where a handout export is.
enum Stage {
    /// The lesson's pages being laid out, a part at a time.
    Lesson(Box<LessonPages>),
    /// The worksheet's pages are to be laid out (one part).
    Content,
    /// The guide's Predict answers being computed, a part at a time.
    Guide(Box<GuideParts>),
    /// Laid out: the PDF is to be made (one part).
    Pdf(Vec<Page>, PdfMeta),
    /// Made: the file is to be written.
    Write(Vec<u8>, usize),
}

/// A handout built and written a part at a time, so a page without threads
/// makes it between its frames: the lesson's pages a part at a time
/// ([`lesson::LessonPages`]; the worksheet's or the guide's in one part),
/// then the PDF, then the file. On a thread it runs to its end as [`write`]
/// does, with the same pages and bytes.
struct HandoutSteps {
    request: HandoutRequest,
    path: PathBuf,
    shared: Arc<Parts>,
    /// `None` once ended.
    stage: Option<Stage>,
}

impl HandoutSteps {
    fn new(request: HandoutRequest, path: PathBuf, shared: &Arc<Parts>) -> HandoutSteps {
        let stage = if request.kind == HandoutKind::Lesson {
            let (size, palette) = lesson_look(&request);
            Stage::Lesson(Box::new(LessonPages::new(
                size,
                palette,
                Tr::shared(request.lang),
                VERSION,
            )))
        } else if request.kind == HandoutKind::Guide {
            Stage::Guide(Box::new(GuideParts::new(
                Tr::shared(request.lang),
                request.lang.code(),
            )))
        } else {
            Stage::Content
        };
        HandoutSteps {
            request,
            path,
            shared: Arc::clone(shared),
            stage: Some(stage),
        }
    }

    /// Does the next part (the lesson's, while `until` allows); the file
    /// once written.
    fn advance(&mut self, until: Option<Instant>) -> Result<Option<Written>, ExportFailure> {
        // Never stepped again once ended.
        let stage = self.stage.take().ok_or(ExportFailure::Cancelled)?;
        let shared = &self.shared;
        let progress = &shared.progress;
        let mut on_page = |done, count| shared.report(done, count);
        self.stage = Some(match stage {
            Stage::Lesson(mut pages) => match pages.step(until, progress, &mut on_page)? {
                None => Stage::Lesson(pages),
                Some(pages) => {
                    let meta = lesson_meta(&self.request, pages.len());
                    Stage::Pdf(pages, meta)
                }
            },
            Stage::Guide(mut parts) => match parts.step(until) {
                None => Stage::Guide(parts),
                Some((page, meta)) => {
                    on_page(1, 1);
                    Stage::Pdf(vec![page], meta)
                }
            },
            Stage::Content => {
                let (pages, meta) = content(&self.request, progress, on_page)?;
                Stage::Pdf(pages, meta)
            }
            Stage::Pdf(pages, meta) => {
                let (bytes, count) = pdf(&pages, &meta, progress)?;
                Stage::Write(bytes, count)
            }
            Stage::Write(bytes, count) => {
                return write_built(self.path.clone(), &bytes, count, progress).map(Some);
            }
        });
        Ok(None)
    }
}

impl PartWork for HandoutSteps {
    type Output = Result<Written, ExportFailure>;

    fn part(&mut self, until: Option<Instant>) -> Option<Self::Output> {
        self.advance(until).transpose()
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
            InParts::new(&shared.progress, HandoutSteps::new(request, path, shared))
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

    /// In slices the worksheet and the guide are made a part at a time
    /// (laid out, made into a PDF, written): the frame goes on between the
    /// parts, and the file is byte for byte the one built in one go.
    #[test]
    fn test_a_worksheet_and_a_guide_in_slices_are_the_pdfs_of_one_go() {
        let waker = no_waker().on(Backend::Slices);
        let dir = std::env::temp_dir().join(format!("maedn-sheet-slices-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        for kind in [HandoutKind::Worksheet, HandoutKind::Guide] {
            let request = HandoutRequest {
                kind,
                seed: 7,
                ..HandoutRequest::default()
            };
            let path = dir.join(request.file_name());
            let mut h = Handouts::default();
            h.start(request, path.clone(), &waker).expect("starts");
            let mut polls = 0;
            let ended = loop {
                polls += 1;
                if let Some(ended) = h.poll() {
                    break ended;
                }
            };
            assert!(matches!(ended, Ended::Written(_)), "{kind:?}: {ended:?}");
            assert!(polls > 1, "{kind:?}: made in one poll");
            let (one_go, _) = build(&request, &Progress::default(), |_, _| {}).expect("built");
            let written = std::fs::read(&path).expect("written");
            assert!(written == one_go, "{kind:?}: not the bytes of one go");
        }
        std::fs::remove_dir_all(&dir).ok();
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
