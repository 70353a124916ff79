//! `maedn figure NAME [settings] --format svg|png --out FILE [--theme light|dark]
//! [--palette board|colour-blind|high-contrast]`
//! and `maedn figure --list`: the window's exports from the command line.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use clap::Args;

use super::args::{LookArgs, SolverArgs, parse_board};
use super::fail;
use super::progress::with_progress;
use crate::figures::{FIGURES, FigureError, FigureRequest, SweepRange, build, find};
use crate::format::group;
use crate::i18n::words::escaped;
use crate::io::Format;
use crate::model::Bits;
use crate::output;
use crate::render::{DEFAULT_PNG_SCALE, save};
use crate::solver::Progress;

/// Arguments of `maedn figure`.
#[derive(Debug, Args)]
pub struct FigureArgs {
    /// The figure's name (see --list).
    #[arg(value_name = "NAME")]
    name: Option<String>,
    /// List the figures and what each shows.
    #[arg(long)]
    list: bool,
    /// svg or png (default: from the --out file's extension, .svg or .png; svg when it has none).
    #[arg(long, value_name = "svg|png")]
    format: Option<Format>,
    /// The file to write.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: Option<PathBuf>,
    #[command(flatten)]
    look: LookArgs,
    /// PNG pixels per figure pixel.
    #[arg(long, value_name = "FACTOR", default_value_t = DEFAULT_PNG_SCALE)]
    scale: f32,
    #[command(flatten)]
    solver: SolverArgs,
    /// The bit-board of the `board` figure (0x… hex, 0b… binary or decimal).
    #[arg(long, value_name = "BOARD", value_parser = parse_board)]
    board: Option<Bits>,
    /// bound-sweep: first bound.
    #[arg(long, value_name = "N", default_value_t = SweepRange::default().from)]
    sweep_from: u32,
    /// bound-sweep: last bound.
    #[arg(long, value_name = "N", default_value_t = SweepRange::default().to)]
    sweep_to: u32,
    /// bound-sweep: step between bounds.
    #[arg(long, value_name = "N", default_value_t = SweepRange::default().step)]
    sweep_step: u32,
}

/// Runs `maedn figure`.
#[must_use]
pub fn run(args: &FigureArgs) -> ExitCode {
    if args.list {
        let width = FIGURES.iter().map(|f| f.name.len()).max().unwrap_or(0);
        // The command line's reports are in English.
        let tr = crate::i18n::Tr::shared(crate::i18n::Lang::En);
        let list: String = FIGURES
            .iter()
            .map(|f| format!("{:width$}  {}\n", f.name, f.about(tr)))
            .collect();
        return match output::print(&list) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => e.exit(),
        };
    }
    let (Some(name), Some(out)) = (&args.name, &args.out) else {
        return fail("a figure needs a NAME and --out FILE (or --list)");
    };
    // Exactly a catalogue name: no stray whitespace, newline or case.
    if !FIGURES.iter().any(|f| f.name == name.as_str()) {
        let hint = find(name).map_or_else(String::new, |f| format!(" (did you mean {}?)", f.name));
        return fail(&format!(
            "unknown figure {name:?}{hint}: `maedn figure --list` names them"
        ));
    }
    let from_path = Format::from_path(out);
    let format = match (args.format, from_path) {
        (Some(f), Some(p)) if f != p => {
            return fail(&format!(
                "--format {f} but {} ends in .{p}: make them agree",
                escaped(&out.display().to_string())
            ));
        }
        (Some(f), _) | (None, Some(f)) => f,
        (None, None) => match out.extension() {
            None => Format::Svg,
            Some(ext) => {
                return fail(&format!(
                    "{} ends in .{}: figures are written as .svg or .png \
                     (or name the format with --format svg|png)",
                    escaped(&out.display().to_string()),
                    ext.to_string_lossy()
                ));
            }
        },
    };
    // An --out that cannot be written is found before the figure's work.
    if let Err(e) = crate::io::check_save(out) {
        output::error_line(&e.to_string());
        return ExitCode::FAILURE;
    }
    let progress = Arc::new(Progress::default());
    let request = FigureRequest {
        settings: args.solver.settings(),
        theme: args.look.theme,
        scheme: args.look.palette,
        lang: args.look.lang,
        tile_numbers: args.look.tile_numbers,
        sweep: SweepRange {
            from: args.sweep_from,
            to: args.sweep_to,
            step: args.sweep_step,
        },
        board: args.board,
        progress: Some(Arc::clone(&progress)),
    };
    // A sweep of every bound or every method side by side takes minutes: a
    // line on a terminal says it is under way.
    let started = Instant::now();
    let built = with_progress(
        "figure",
        || build(name, &request),
        || {
            let s = progress.snapshot();
            let calls = if s.calls > 0 {
                format!(", {} calls", group(s.calls as f64))
            } else {
                String::new()
            };
            format!(
                "maedn: figure {name} under way ({} s{calls})",
                started.elapsed().as_secs()
            )
        },
    );
    let built = match built {
        Ok(b) => b,
        Err(e) => return fail(&e.to_string()),
    };
    let figure = match built {
        Ok(f) => f,
        Err(e @ (FigureError::Plot(_) | FigureError::NoPath(_))) => {
            output::error_line(&e.to_string());
            return ExitCode::FAILURE;
        }
        Err(e) => return fail(&e.to_string()),
    };
    match save(&figure, out, format, args.scale) {
        Ok(()) => {
            match output::print_line(&format!(
                "wrote {} ({format}) to {}",
                figure.name,
                escaped(&out.display().to_string())
            )) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => e.exit(),
            }
        }
        Err(crate::render::ExportError::Raster(e)) => fail(&e.to_string()),
        // The file error names the path and the cause itself.
        Err(e) => {
            output::error_line(&e.to_string());
            ExitCode::FAILURE
        }
    }
}
