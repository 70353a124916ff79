//! `maedn handout lesson --lang de|en --page 16:9|a4 --palette … --out FILE`,
//! `maedn handout worksheet --seed N --lang de|en --out FILE` and
//! `maedn handout guide --lang de|en --out FILE`: the lesson as a PDF (one
//! page per slide), a worksheet with its answer key and the teacher's guide
//! (one page), exactly what the window's File and Help menus write. A progress line on stderr while the
//! lesson's numbers are computed; one line when the file is written.

use std::path::PathBuf;
use std::process::ExitCode;
use web_time::Instant;

use clap::{Args, Subcommand, ValueEnum};

use super::args::parse_whole;
use super::fail;
use crate::i18n::Lang;
use crate::i18n::words::escaped;
use crate::io::check_save;
use crate::output::{self, ProgressLine};
use crate::render::Scheme;
use crate::solver::Progress;
use crate::workspace::HandoutKind;
use crate::workspace::export_failure::ExportFailure;
use crate::workspace::handout::{HandoutRequest, PageShape, write};

/// Which handout.
#[derive(Debug, Subcommand)]
pub enum HandoutArgs {
    /// The lesson, one landscape page per slide, every number computed.
    Lesson(LessonArgs),
    /// A worksheet with its answer key (A4 portrait, black and white).
    Worksheet(WorksheetArgs),
    /// The teacher's guide: a 45-minute lesson on one A4 page, the Predict
    /// answers computed.
    Guide(GuideArgs),
}

/// The page shapes of `--page`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PageArg {
    /// A 16:9 slide.
    #[value(name = "16:9")]
    Wide,
    /// A4 landscape.
    A4,
}

/// Arguments of `maedn handout lesson`.
#[derive(Debug, Args)]
pub struct LessonArgs {
    /// The language: en or de.
    #[arg(long, value_name = "en|de", default_value = "en")]
    lang: Lang,
    /// The page: a 16:9 slide or A4 landscape.
    #[arg(long, value_name = "16:9|a4", default_value = "16:9")]
    page: PageArg,
    /// The colours of boards and charts.
    #[arg(
        long,
        value_name = "board|colour-blind|high-contrast",
        default_value = "board"
    )]
    palette: Scheme,
    /// The PDF file to write.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: PathBuf,
}

/// Arguments of `maedn handout worksheet`.
#[derive(Debug, Args)]
pub struct WorksheetArgs {
    /// The seed: the same seed gives the same sheet, another seed another.
    #[arg(long, value_name = "N", default_value = "1", value_parser = parse_whole::<u64>)]
    seed: u64,
    /// The language: en or de.
    #[arg(long, value_name = "en|de", default_value = "en")]
    lang: Lang,
    /// The PDF file to write.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: PathBuf,
}

/// Arguments of `maedn handout guide`.
#[derive(Debug, Args)]
pub struct GuideArgs {
    /// The language: en or de.
    #[arg(long, value_name = "en|de", default_value = "en")]
    lang: Lang,
    /// The PDF file to write.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: PathBuf,
}

/// Runs `maedn handout`.
#[must_use]
pub fn run(args: &HandoutArgs) -> ExitCode {
    let (request, out) = match args {
        HandoutArgs::Lesson(a) => (
            HandoutRequest {
                kind: HandoutKind::Lesson,
                page: match a.page {
                    PageArg::Wide => PageShape::Wide,
                    PageArg::A4 => PageShape::A4,
                },
                scheme: a.palette,
                lang: a.lang,
                ..HandoutRequest::default()
            },
            &a.out,
        ),
        HandoutArgs::Worksheet(a) => (
            HandoutRequest {
                kind: HandoutKind::Worksheet,
                seed: a.seed,
                lang: a.lang,
                ..HandoutRequest::default()
            },
            &a.out,
        ),
        HandoutArgs::Guide(a) => (
            HandoutRequest {
                kind: HandoutKind::Guide,
                lang: a.lang,
                ..HandoutRequest::default()
            },
            &a.out,
        ),
    };
    let shown = escaped(&out.display().to_string());
    if !out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pdf"))
    {
        return fail(&format!(
            "{shown} does not end in .pdf: handouts are PDF files"
        ));
    }
    // An --out that cannot be written is found now, not after the pages.
    if let Err(e) = check_save(out) {
        output::error_line(&e.to_string());
        return ExitCode::FAILURE;
    }
    let started = Instant::now();
    let progress = Progress::default();
    // Only on a terminal: a log gets no `\r` lines.
    let line = ProgressLine::new(request.kind != HandoutKind::Lesson);
    let result = write(&request, out.clone(), &progress, |done, count| {
        line.show(&format!("maedn: lesson page {done} of {count} laid out"));
    });
    line.finish();
    match result {
        Ok(w) => {
            let line = format!(
                "wrote {} pages ({} bytes) to {shown} in {:.1} s",
                w.pages,
                w.bytes,
                started.elapsed().as_secs_f64()
            );
            match output::print_line(&line) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => e.exit(),
            }
        }
        // The file error names the path and the cause itself.
        Err(e @ (ExportFailure::File(_) | ExportFailure::Pdf(_) | ExportFailure::Task(_))) => {
            output::error_line(&e.to_string());
            ExitCode::FAILURE
        }
        Err(e) => {
            output::error_line(&format!("the handout could not be made: {e}"));
            ExitCode::FAILURE
        }
    }
}
