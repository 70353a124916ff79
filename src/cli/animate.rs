//! `maedn animate game|piece-N|search-N|lesson-slide-N --format
//! gif|apng|webp --fps N --size WxH --out FILE`: the whole shortest game
//! roll by roll, one piece's path move by move, the search's first N calls
//! with their prune decisions, or a lesson slide's live part, as a looping
//! animation for slides, framed like the window's exports, in any of the
//! palettes (`--palette`). While it renders, a progress line on stderr
//! when stderr is a terminal (and not `--quiet`).

use std::path::PathBuf;
use std::process::ExitCode;
use web_time::Instant;

use clap::Args;

use super::args::{LookArgs, SolverArgs, parse_whole};
use super::fail;
use crate::figures::animations::Animation;
use crate::figures::{FigureError, FigureRequest, SweepRange};
use crate::i18n::words::escaped;
use crate::io::AtomicFile;
use crate::output::{self, ProgressLine};
use crate::render::animation::{
    self, AnimationError, AnimationFormat, AnimationOptions, FrameSize, MAX_FPS,
};
use crate::workspace::animation_export::{animation_figures, file_size};
use crate::workspace::export_failure::ExportFailure;

/// Arguments of `maedn animate`.
#[derive(Debug, Args)]
pub struct AnimateArgs {
    /// game (the shortest legal game, roll by roll), piece-1 … piece-4
    /// (that piece's shortest path, move by move), search-N (the paper's
    /// search, its first N calls with the prune decisions, N up to 5000) or
    /// lesson-slide-N (a lesson slide's live part, where it moves).
    #[arg(value_name = "game|piece-N|search-N|lesson-slide-N")]
    name: String,
    /// The file format: an animated GIF (255 colours and transparency; the
    /// smallest), an animated PNG (every colour, lossless; a .png file) or
    /// an animated lossless WebP (every colour; the largest, about ten times
    /// the GIF: its pure-Rust encoder compresses little); all loop.
    #[arg(long, value_name = "gif|apng|webp", default_value = "gif")]
    format: AnimationFormat,
    /// Frames a second, 1 to 50 (the last frame is held 3 s).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 2,
        allow_hyphen_values = true,
        value_parser = parse_fps
    )]
    fps: u32,
    /// Each frame's size in pixels, WIDTHxHEIGHT (64 to 4096 a side).
    #[arg(long, value_name = "WxH", default_value = "960x720", value_parser = parse_size)]
    size: FrameSize,
    /// The file to write (its extension must be the format's).
    #[arg(long, short = 'o', value_name = "FILE")]
    out: PathBuf,
    /// No progress line while the frames are rendered.
    #[arg(long, short = 'q')]
    quiet: bool,
    #[command(flatten)]
    look: LookArgs,
    #[command(flatten)]
    solver: SolverArgs,
}

fn parse_fps(s: &str) -> Result<u32, String> {
    let fps: u32 = parse_whole(s)?;
    if (1..=MAX_FPS).contains(&fps) {
        Ok(fps)
    } else {
        Err(format!("frames a second must be 1 to {MAX_FPS}"))
    }
}

fn parse_size(s: &str) -> Result<FrameSize, String> {
    s.parse()
}

/// Runs `maedn animate`.
#[must_use]
pub fn run(args: &AnimateArgs) -> ExitCode {
    let animation: Animation = match args.name.parse() {
        Ok(a) => a,
        Err(e) => return fail(&format!("{} {e}", escaped(&args.name))),
    };
    let path = escaped(&args.out.display().to_string());
    let format = args.format;
    let ext = format.extension();
    let agrees = args
        .out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(ext));
    if !agrees {
        return fail(&format!(
            "{path} does not end in .{ext}: --format {format} writes .{ext} files"
        ));
    }
    let request = FigureRequest {
        settings: args.solver.settings(),
        theme: args.look.theme,
        scheme: args.look.palette,
        lang: args.look.lang,
        tile_numbers: args.look.tile_numbers,
        sweep: SweepRange::default(),
        board: None,
        progress: None,
    };
    // An --out that cannot be written is found now, not after the frames.
    let mut file = match AtomicFile::create(&args.out) {
        Ok(f) => f,
        Err(e) => {
            output::error_line(&e.to_string());
            return ExitCode::FAILURE;
        }
    };
    let started = Instant::now();
    let line = ProgressLine::new(args.quiet);
    line.show(&format!("maedn: computing {animation} …"));
    let figures = match animation_figures(animation, &request) {
        Ok(f) => f,
        Err(e @ ExportFailure::Figure(FigureError::NoPath(_))) => {
            output::error_line(&e.to_string());
            return ExitCode::FAILURE;
        }
        Err(e) => return fail(&e.to_string()),
    };
    let options = AnimationOptions {
        size: args.size,
        fps: args.fps,
    };
    let mut report = |done: usize, total: usize| {
        line.show(&format!(
            "maedn: frame {done} of {total} ({} s)",
            started.elapsed().as_secs()
        ));
        true
    };
    // Written frame by frame: the file is never held in memory.
    let encoded = animation::encode_to(format, &figures, &options, &mut report, &mut file);
    line.finish();
    let bytes = match encoded {
        Ok(b) => b,
        Err(AnimationError::Write(e)) => {
            output::error_line(&file.error(e).to_string());
            return ExitCode::FAILURE;
        }
        Err(e) => {
            output::error_line(&e.to_string());
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = file.commit() {
        // The file error names the path and the cause itself.
        output::error_line(&e.to_string());
        return ExitCode::FAILURE;
    }
    match output::print_line(&format!(
        "wrote {animation} ({format}, {} frames of {} at {} fps, {}) to {path} in {:.1} s",
        figures.len(),
        args.size,
        args.fps,
        file_size(usize::try_from(bytes).unwrap_or(usize::MAX)),
        started.elapsed().as_secs_f64()
    )) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.exit(),
    }
}
