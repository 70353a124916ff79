//! The handouts, without egui: the lesson as a PDF (one page per slide) and
//! the worksheet with its answer key, built and written by [`write`] — the
//! command line's `maedn handout` and the window's background job alike —
//! and the window's state for them ([`Handouts`]: which handout, its page
//! and seed, the dialog awaited, the job with its pages done and Cancel).
//!
//! The file is written through the atomic writer: a failed or cancelled
//! handout leaves whatever was at the path untouched.

pub mod lesson;
mod window;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::job::{Job, Stop};
use super::task::{TaskError, Waker};
use crate::figures::handout::exercises::SheetError;
use crate::figures::handout::worksheet::worksheet;
use crate::i18n::{Lang, Tr};
use crate::io::{FileError, write_atomic};
use crate::render::pdf::{PageSize, PdfError, PdfMeta, pdf_bytes};
use crate::render::plot::PlotError;
use crate::render::{Look, Scheme, Theme};
use crate::solver::Progress;
use crate::tr;

/// The app's version, in every handout's footer and metadata.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Which handout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HandoutKind {
    /// The lesson, one landscape page per slide.
    #[default]
    Lesson,
    /// A worksheet and its answer key (A4 portrait).
    Worksheet,
}

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
        }
    }
}

/// Why a handout was not written.
#[derive(Debug, thiserror::Error)]
pub enum HandoutError {
    /// Cancelled: nothing was written.
    #[error("cancelled")]
    Cancelled,
    /// A slide's numbers could not be computed (the reason, worded).
    #[error("{0}")]
    Facts(String),
    /// A chart could not be laid out.
    #[error(transparent)]
    Plot(#[from] PlotError),
    /// The worksheet could not be computed.
    #[error(transparent)]
    Sheet(#[from] SheetError),
    /// The PDF could not be made.
    #[error(transparent)]
    Pdf(#[from] PdfError),
    /// It could not be written.
    #[error(transparent)]
    File(#[from] FileError),
    /// The background thread failed.
    #[error(transparent)]
    Task(#[from] TaskError),
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
/// See [`HandoutError`].
pub fn build(
    request: &HandoutRequest,
    progress: &Progress,
    mut on_page: impl FnMut(usize, usize),
) -> Result<(Vec<u8>, usize), HandoutError> {
    let tr = Tr::shared(request.lang);
    let author = tr!(tr, "handout-author");
    let creator = format!("maedn {VERSION}");
    let (pages, meta) = match request.kind {
        HandoutKind::Lesson => {
            let palette = Look::new(Theme::Light, request.scheme).palette();
            let pages = lesson::lesson_pages(
                request.page.size(),
                palette,
                tr,
                VERSION,
                progress,
                &mut on_page,
            )?;
            let meta = PdfMeta {
                title: tr!(tr, "handout-lesson-title"),
                lang: request.lang.code().to_owned(),
                author,
                subject: tr!(
                    tr,
                    "handout-lesson-subject",
                    count = crate::i18n::count_arg(pages.len() as u64)
                ),
                creator,
            };
            (pages, meta)
        }
        HandoutKind::Worksheet => {
            let sheet = worksheet(request.seed, VERSION, tr)?;
            on_page(sheet.pages.len(), sheet.pages.len());
            let meta = PdfMeta {
                title: tr!(tr, "handout-sheet-title", seed = request.seed),
                lang: request.lang.code().to_owned(),
                author,
                subject: tr!(tr, "handout-sheet-subject", seed = request.seed),
                creator,
            };
            (sheet.pages, meta)
        }
    };
    if progress.is_cancelled() {
        return Err(HandoutError::Cancelled);
    }
    let count = pages.len();
    Ok((pdf_bytes(&pages, &meta, |_| {})?, count))
}

/// Builds `request` and writes it to `path` atomically.
///
/// # Errors
/// See [`HandoutError`]; a cancelled handout writes nothing.
pub fn write(
    request: &HandoutRequest,
    path: PathBuf,
    progress: &Progress,
    on_page: impl FnMut(usize, usize),
) -> Result<Written, HandoutError> {
    let (bytes, pages) = build(request, progress, on_page)?;
    if progress.is_cancelled() {
        return Err(HandoutError::Cancelled);
    }
    write_atomic(&path, &bytes)?;
    Ok(Written {
        path,
        pages,
        bytes: bytes.len(),
    })
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

/// A handout job's shared state: the engine's progress (the cancel flag) and
/// the pages laid out so far.
#[derive(Debug, Default)]
pub struct HandoutProgress {
    progress: Progress,
    done: AtomicUsize,
    count: AtomicUsize,
}

impl Stop for HandoutProgress {
    fn stop(&self) {
        self.progress.cancel();
    }
}

/// A handout in progress, for the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandoutStatus {
    /// Which handout.
    pub kind: HandoutKind,
    /// Pages laid out.
    pub done: usize,
    /// Pages in all (0 until known).
    pub count: usize,
    /// Time since it started.
    pub elapsed: Duration,
}

type HandoutJob = Job<Result<Written, HandoutError>, HandoutProgress>;

/// How a handout job ended.
#[derive(Debug)]
pub enum HandoutOutcome {
    /// Written.
    Written(Written),
    /// Failed.
    Failed(HandoutError),
    /// Cancelled: nothing was written.
    Cancelled(HandoutKind),
}

/// The handout window's state and its job; see the module docs.
#[derive(Debug, Default)]
pub struct Handouts {
    open: bool,
    choice: HandoutRequest,
    awaiting: Option<HandoutRequest>,
    job: Option<(HandoutKind, HandoutJob)>,
    stopping: Vec<HandoutJob>,
}

impl Handouts {
    /// Is the window open?
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The window's choice (its language is set when the job starts).
    #[must_use]
    pub fn choice(&self) -> HandoutRequest {
        self.choice
    }

    /// Is a handout being written?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// The handout in progress.
    #[must_use]
    pub fn status(&self) -> Option<HandoutStatus> {
        self.job.as_ref().map(|(kind, job)| HandoutStatus {
            kind: *kind,
            done: job.progress().done.load(Ordering::Relaxed),
            count: job.progress().count.load(Ordering::Relaxed),
            elapsed: job.elapsed(),
        })
    }

    /// Changes the window's state; returns the handout to ask a save dialog
    /// for on [`HandoutCommand::Start`] (Cancel is [`Handouts::cancel`]).
    pub fn apply(&mut self, command: HandoutCommand, lang: Lang) -> Option<HandoutRequest> {
        match command {
            HandoutCommand::Open(kind) => {
                self.open = true;
                self.choice.kind = kind;
            }
            HandoutCommand::Close => self.open = false,
            HandoutCommand::SetPage(page) => self.choice.page = page,
            HandoutCommand::SetSeed(seed) => self.choice.seed = seed,
            HandoutCommand::Start => {
                let request = HandoutRequest {
                    lang,
                    ..self.choice
                };
                self.awaiting = Some(request);
                return Some(request);
            }
            HandoutCommand::Cancel => {}
        }
        None
    }

    /// The handout a save dialog was opened for, once a path is picked.
    pub fn take_awaiting(&mut self) -> Option<HandoutRequest> {
        self.awaiting.take()
    }

    /// Builds `request` and writes it to `path` on a background job.
    pub fn start(
        &mut self,
        request: HandoutRequest,
        path: PathBuf,
        waker: &Waker,
    ) -> Result<(), TaskError> {
        let job = Job::spawn(
            "maedn-handout",
            waker,
            HandoutProgress::default(),
            move |shared| {
                let waker_shared = Arc::clone(shared);
                write(&request, path, &shared.progress, move |done, count| {
                    waker_shared.done.store(done, Ordering::Relaxed);
                    waker_shared.count.store(count, Ordering::Relaxed);
                })
            },
        )?;
        self.job = Some((request.kind, job));
        Ok(())
    }

    /// Stops the handout being written; returns which it was.
    pub fn cancel(&mut self) -> Option<HandoutKind> {
        let (kind, job) = self.job.take()?;
        job.cancel();
        self.stopping.push(job);
        Some(kind)
    }

    /// Takes in the finished handout, if any; forgets cancelled jobs whose
    /// threads have ended.
    pub fn poll(&mut self) -> Option<HandoutOutcome> {
        self.stopping.retain_mut(|j| j.poll().is_none());
        let (kind, job) = self.job.as_mut()?;
        let outcome = job.poll()?;
        let kind = *kind;
        self.job = None;
        Some(match outcome {
            Ok(Ok(w)) => HandoutOutcome::Written(w),
            Ok(Err(HandoutError::Cancelled)) => HandoutOutcome::Cancelled(kind),
            Ok(Err(e)) => HandoutOutcome::Failed(e),
            Err(e) => HandoutOutcome::Failed(HandoutError::Task(e)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
