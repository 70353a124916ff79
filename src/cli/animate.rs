//! `maedn animate game|piece-N --format gif --fps N --size WxH --out FILE`:
//! the whole shortest game roll by roll, or one piece's path move by move,
//! as an animated GIF for slides, framed like the window's exports, in any
//! of the palettes (`--palette`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, ValueEnum};

use super::{LookArgs, SolverArgs, fail, parse_whole};
use crate::figures::animations::{Animation, animation_frames};
use crate::figures::{FigureError, FigureRequest, SweepRange};
use crate::i18n::words::escaped;
use crate::io::write_atomic;
use crate::output;
use crate::render::animation::{AnimationOptions, FrameSize, MAX_FPS, encode_gif};

/// The animation file formats written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum AnimationFormat {
    /// An animated GIF (256 colours, loops).
    Gif,
}

impl AnimationFormat {
    /// The file extension.
    const fn extension(self) -> &'static str {
        match self {
            AnimationFormat::Gif => "gif",
        }
    }
}

/// Arguments of `maedn animate`.
#[derive(Debug, Args)]
pub struct AnimateArgs {
    /// game (the shortest legal game, roll by roll) or piece-1 … piece-4
    /// (that piece's shortest path, move by move).
    #[arg(value_name = "game|piece-N")]
    name: String,
    /// The file format.
    #[arg(long, value_name = "gif", default_value = "gif")]
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

/// Bytes as a short size (kB or MB, decimal).
fn file_size(bytes: usize) -> String {
    let b = bytes as f64;
    if b >= 1e6 {
        format!("{:.2} MB", b / 1e6)
    } else {
        format!("{:.1} kB", b / 1e3)
    }
}

/// Runs `maedn animate`.
#[must_use]
pub fn run(args: &AnimateArgs) -> ExitCode {
    let animation: Animation = match args.name.parse() {
        Ok(a) => a,
        Err(e) => return fail(&format!("{} {e}", escaped(&args.name))),
    };
    let path = escaped(&args.out.display().to_string());
    let ext = args.format.extension();
    let agrees = args
        .out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(ext));
    if !agrees {
        return fail(&format!(
            "{path} does not end in .{ext}: --format {ext} writes .{ext} files"
        ));
    }
    let request = FigureRequest {
        settings: args.solver.settings(),
        theme: args.look.theme,
        scheme: args.look.palette,
        lang: args.look.lang,
        sweep: SweepRange::default(),
        board: None,
        progress: None,
    };
    let started = Instant::now();
    output::status(&format!("maedn: computing {animation} …\n"));
    let figures = match animation_frames(animation, &request) {
        Ok(f) => f,
        Err(e @ FigureError::NoPath(_)) => {
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
        let end = if done == total { "\n" } else { "" };
        output::status(&format!(
            "\rmaedn: frame {done} of {total} ({} s){end}",
            started.elapsed().as_secs()
        ));
    };
    let bytes = match encode_gif(&figures, &options, &mut report) {
        Ok(b) => b,
        Err(e) => {
            output::error_line(&e.to_string());
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = write_atomic(&args.out, &bytes) {
        // The file error names the path and the cause itself.
        output::error_line(&e.to_string());
        return ExitCode::FAILURE;
    }
    match output::print_line(&format!(
        "wrote {animation} ({ext}, {} frames of {} at {} fps, {}) to {path} in {:.1} s",
        figures.len(),
        args.size,
        args.fps,
        file_size(bytes.len()),
        started.elapsed().as_secs_f64()
    )) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.exit(),
    }
}
