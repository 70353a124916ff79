//! `maedn bench --frames`, without egui: the views measured, what the
//! frames of one view cost (layout and tessellation per frame, frames per
//! pointer event, overdraw, frames after the pointer stops) and the table
//! printed. A frame is timed by the CPU time of the thread that lays it out
//! ([`crate::cpu_clock`]), so other programs on the machine neither slow it
//! nor flip the verdict; the load is printed beside the table. The goal is
//! [`GOAL_MS`] per frame on average
//! (`docs/benchmarks.md#the-windows-frame-cost`).

use std::time::Duration;

use crate::cpu_clock::{Scope, Stopwatch, load_line};
use crate::output::{OutputError, print_line};

/// The goal: a frame's layout and tessellation in at most this many ms.
pub const GOAL_MS: f64 = 2.0;
/// The window measured, in points (the CI window's size).
pub const SIZE: [f32; 2] = [1280.0, 800.0];
/// Seconds watched after the pointer stops.
pub const SETTLE: f64 = 3.0;
/// A view measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// Solve after a run: four paths on the board, counters and results.
    SolveResults,
    /// Step with all four paths at their last move.
    StepAll,
    /// Edit with piece 2's path board.
    Edit,
    /// Solve while the paper's search runs in slow motion.
    SlowMotion,
    /// The Game view with the whole game found.
    Game,
}

impl View {
    /// Every view, in the order printed.
    pub const ALL: [View; 5] = [
        View::SolveResults,
        View::StepAll,
        View::Edit,
        View::SlowMotion,
        View::Game,
    ];

    /// Its name in the table.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            View::SolveResults => "Solve: 4 paths and results",
            View::StepAll => "Step: all paths",
            View::Edit => "Edit: a path board",
            View::SlowMotion => "Solve: slow motion running",
            View::Game => "Game: the whole game",
        }
    }
}

/// What the frames of one view cost.
#[derive(Clone, Debug, PartialEq)]
pub struct FrameCost {
    /// The view.
    pub view: View,
    /// Each measured frame's layout plus tessellation, in order.
    pub frames: Vec<Duration>,
    /// Frames painted per pointer event: the event's own frame plus every
    /// further frame it asked for at once (a repaint with no delay), as
    /// eframe's loop would paint them.
    pub frames_per_event: f64,
    /// Pixels the rasteriser fills per frame (every triangle's area inside
    /// its clip rectangle) over the window's pixels: what a software
    /// rasteriser such as llvmpipe pays for, besides the frame's layout.
    pub overdraw: f64,
    /// Vertices of the triangles per frame: what the rasteriser sets up
    /// (the board as one picture is four).
    pub vertices: f64,
    /// Frames painted in the [`SETTLE`] after the pointer stops, following
    /// every delayed repaint the frames ask for (a tooltip's delay, an
    /// animation); 0 once nothing changes.
    pub frames_after_stop: usize,
}

impl FrameCost {
    fn ms(d: Duration) -> f64 {
        d.as_secs_f64() * 1000.0
    }

    /// The mean, in ms.
    #[must_use]
    pub fn mean_ms(&self) -> f64 {
        let n = self.frames.len().max(1) as f64;
        self.frames.iter().map(|d| Self::ms(*d)).sum::<f64>() / n
    }

    /// The `q` quantile (0..=1), in ms.
    #[must_use]
    pub fn quantile_ms(&self, q: f64) -> f64 {
        let mut v: Vec<f64> = self.frames.iter().map(|d| Self::ms(*d)).collect();
        v.sort_by(f64::total_cmp);
        let i = ((v.len().saturating_sub(1)) as f64 * q.clamp(0.0, 1.0)).round() as usize;
        v.get(i).copied().unwrap_or(0.0)
    }
}

/// Prints the table of every view's `frames` frames, each measured by
/// `measure`; returns whether the goal is met.
///
/// # Errors
/// If standard output cannot be written.
pub fn table(
    frames: usize,
    measure: impl Fn(View, usize) -> Result<FrameCost, String>,
) -> Result<bool, OutputError> {
    let clock = Stopwatch::start(Scope::Thread).clock();
    print_line(&format!(
        "CPU per frame: egui layout + tessellation, {} × {} points, no GPU; {frames} frames per view, the pointer moving over the board; timed by the thread's {clock}; {}",
        SIZE[0],
        SIZE[1],
        load_line()
    ))?;
    print_line(&format!(
        "frames/ev: frames painted per pointer event; overdraw: pixels filled per frame / window pixels; vertices: per frame; after stop: frames in the {SETTLE} s after the pointer stops"
    ))?;
    print_line(&format!(
        "{:<30} {:>8} {:>8} {:>8} {:>8} {:>10} {:>9} {:>9} {:>10}",
        "view",
        "mean ms",
        "median",
        "p95",
        "max",
        "frames/ev",
        "overdraw",
        "vertices",
        "after stop"
    ))?;
    let mut met = true;
    for view in View::ALL {
        match measure(view, frames) {
            Ok(c) => {
                met &= c.mean_ms() <= GOAL_MS;
                print_line(&format!(
                    "{:<30} {:>8.3} {:>8.3} {:>8.3} {:>8.3} {:>10.2} {:>9.2} {:>9.0} {:>10}",
                    view.name(),
                    c.mean_ms(),
                    c.quantile_ms(0.5),
                    c.quantile_ms(0.95),
                    c.quantile_ms(1.0),
                    c.frames_per_event,
                    c.overdraw,
                    c.vertices,
                    c.frames_after_stop
                ))?;
            }
            Err(e) => {
                met = false;
                print_line(&format!("{:<30} not measured: {e}", view.name()))?;
            }
        }
    }
    print_line(&format!(
        "goal: at most {GOAL_MS} ms per frame on average: {}",
        if met { "met" } else { "NOT met" }
    ))?;
    Ok(met)
}
