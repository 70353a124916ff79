//! `maedn bench --frames`, the egui half: the headless window whose frames
//! are measured — egui's layout of every panel and the tessellation of every
//! shape into triangles, as eframe does each frame before it hands the
//! triangles to the GPU (no GPU, no window: a headless [`egui::Context`] of
//! 1280 × 800 points). The views, their costs and the table are egui-free
//! (`workspace::frames`).
//!
//! The busiest views are measured with the pointer moving over the board
//! (every frame hovers another spot, as a teacher's mouse does): Solve with
//! the four paths and the results, Step with all paths, Edit, a search
//! running in slow motion, and the Game view.
//!
//! Under software rendering the rasteriser, not egui, costs most of a frame,
//! so the table also counts what it pays for: frames painted per pointer
//! event (the event's own and every repaint a frame asks for at once, as
//! eframe's loop paints them), the pixels filled per frame over the
//! window's (overdraw, `fill`), and the frames painted after the pointer
//! stops.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use web_time::Instant;

use egui::{Event, Pos2, RawInput, Rect, pos2, vec2};

use super::{Launch, MaednApp};

mod fill;

use crate::cpu_clock::{Scope, Stopwatch};
use crate::model::Bits;
use crate::solver::{Algorithm, Settings};
use crate::workspace::frames::{FrameCost, SETTLE, SIZE, View, table};
use crate::workspace::{Choice, Command, Mode, NoPicker, PaceKind, RunState, Workspace};
use fill::filled_pixels;

/// Frames run before measuring (fonts, caches, first layouts).
const WARM_UP: usize = 20;
/// Seconds between frames while the pointer moves (a 60 Hz mouse).
const FRAME_STEP: f64 = 1.0 / 60.0;
/// At most this many frames follow one pointer event at once (a view that
/// keeps asking would otherwise never end).
const MAX_CHAINED: usize = 10;
/// Longest wait for a view to be ready (a run to finish, a game to be found).
const READY_WITHIN: Duration = Duration::from_secs(120);
/// The paper's four path boards.
const PAPER_BOARDS: [u64; 4] = [
    0xE820_8822_0841_4C06,
    0xC820_8822_0883_43A3,
    0x8820_8822_0907_41AC,
    0x0820_8822_088F_43A3,
];

/// A headless window: the app, its context and frame, and the clock.
struct Headless {
    ctx: egui::Context,
    app: MaednApp,
    frame: eframe::Frame,
    time: f64,
}

impl Headless {
    fn new() -> Headless {
        let ctx = egui::Context::default();
        let cc = eframe::CreationContext::_new_kittest(ctx.clone());
        let launch = Launch {
            lang: Some(crate::i18n::Lang::En),
            ..Launch::default()
        };
        let mut app = MaednApp::with(&cc, launch, Arc::new(NoPicker));
        // The first-run welcome would cover the window (and be measured).
        app.submit(Command::DismissWelcome);
        Headless {
            ctx,
            app,
            frame: eframe::Frame::_new_kittest(),
            time: 0.0,
        }
    }

    /// One frame with `events`, [`FRAME_STEP`] after the last.
    fn frame(&mut self, events: Vec<Event>) -> Duration {
        self.frame_at(FRAME_STEP, events).took
    }

    /// One frame `after` seconds after the last, with `events`: what its
    /// layout and tessellation cost, what it asks for next and what it fills.
    fn frame_at(&mut self, after: f64, events: Vec<Event>) -> Frame {
        self.time += after;
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(SIZE[0], SIZE[1]))),
            time: Some(self.time),
            focused: true,
            events,
            ..RawInput::default()
        };
        let (app, frame) = (&mut self.app, &mut self.frame);
        let started = Stopwatch::start(Scope::Thread);
        let mut out = self.ctx.run_ui(input, |ui| {
            eframe::App::logic(app, ui.ctx(), frame);
            eframe::App::ui(app, ui, frame);
        });
        let triangles = self.ctx.tessellate(out.shapes, out.pixels_per_point);
        let took = started.elapsed();
        // No GPU takes the font atlas: the updates are dropped on purpose.
        out.textures_delta.clear();
        let next = out
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map(|v| v.repaint_delay);
        let filled = filled_pixels(&triangles, out.pixels_per_point);
        let vertices = triangles
            .iter()
            .map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(m) => m.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum();
        if std::env::var_os("MAEDN_BENCH_DEBUG").is_some() {
            let v: usize = triangles
                .iter()
                .map(|p| match &p.primitive {
                    egui::epaint::Primitive::Mesh(m) => m.vertices.len(),
                    egui::epaint::Primitive::Callback(_) => 0,
                })
                .sum();
            crate::output::status(&format!(
                "primitives {} vertices {v} next {next:?} causes {:?}\n",
                triangles.len(),
                self.ctx.repaint_causes()
            ));
            for p in &triangles {
                let area = filled_pixels(std::slice::from_ref(p), 1.0);
                if area > 20_000.0 {
                    crate::output::status(&format!("  clip {:?} filled {area:.0}\n", p.clip_rect));
                }
            }
        }
        std::hint::black_box(triangles);
        Frame {
            took,
            next,
            filled,
            vertices,
        }
    }

    fn ws(&self) -> &Workspace {
        self.app.workspace()
    }

    /// Runs frames (with time passing) until `ready`.
    fn until(&mut self, ready: impl Fn(&Workspace) -> bool) -> Result<(), String> {
        let started = Instant::now();
        while !ready(self.ws()) {
            if started.elapsed() > READY_WITHIN {
                return Err("the view was not ready in time".to_owned());
            }
            self.frame(Vec::new());
            std::thread::sleep(Duration::from_millis(2));
        }
        Ok(())
    }

    fn submit(&mut self, commands: impl IntoIterator<Item = Command>) {
        for c in commands {
            self.app.submit(c);
        }
        self.frame(Vec::new());
    }
}

/// A spot over the board for frame `i`, so that every frame hovers another.
fn pointer(i: usize) -> Pos2 {
    let k = i as f32;
    pos2(500.0 + (k * 7.0) % 400.0, 200.0 + (k * 13.0) % 400.0)
}

fn set_up(h: &mut Headless, view: View) -> Result<(), String> {
    let finished = |w: &Workspace| w.run().state() == RunState::Finished;
    match view {
        View::SolveResults => {
            let dp = Settings {
                algorithm: Algorithm::Dp,
                ..Settings::default()
            };
            h.submit([Command::SetSettings(dp), Command::Run]);
            h.until(finished)?;
        }
        View::StepAll => {
            let boards = PAPER_BOARDS.map(Bits::from_raw).to_vec();
            h.submit([
                Command::OpenInStepper(boards),
                Command::Choose(Choice::All),
                Command::StepLast,
            ]);
        }
        View::Edit => h.submit([Command::OpenInEditor(Bits::from_raw(PAPER_BOARDS[1]))]),
        View::SlowMotion => {
            h.submit([
                Command::SetPace(PaceKind::Slow),
                Command::SetRate(20.0),
                Command::Run,
            ]);
            h.until(|w| w.run().live().calls > 0)?;
        }
        View::Game => {
            h.submit([Command::SetMode(Mode::Game)]);
            h.until(|w| w.game().current().is_some())?;
        }
    }
    Ok(())
}

/// Measures `frames` frames of `view` after a warm-up.
pub fn measure(view: View, frames: usize) -> Result<FrameCost, String> {
    let mut h = Headless::new();
    h.frame(Vec::new());
    set_up(&mut h, view)?;
    for i in 0..WARM_UP {
        h.frame(vec![Event::PointerMoved(pointer(i))]);
    }
    let mut costs = Vec::with_capacity(frames);
    let (mut painted, mut filled, mut vertices) = (0usize, 0.0, 0usize);
    let mut asks = None;
    for i in 0..frames {
        let first = h.frame_at(FRAME_STEP, vec![Event::PointerMoved(pointer(WARM_UP + i))]);
        costs.push(first.took);
        filled += first.filled;
        vertices += first.vertices;
        painted += 1;
        // eframe paints again at once while a frame asks for it.
        asks = first.next;
        let mut more = 0;
        while asks.is_some_and(|d| d.is_zero()) && more < MAX_CHAINED {
            let again = h.frame_at(FRAME_STEP, Vec::new());
            filled += again.filled;
            vertices += again.vertices;
            asks = again.next;
            painted += 1;
            more += 1;
        }
    }
    let frames_after_stop = if view == View::SlowMotion {
        // A running search repaints on its own; the pointer is not why.
        0
    } else {
        frames_after_stop(&mut h, asks)
    };
    if view == View::SlowMotion {
        h.submit([Command::Cancel]);
    }
    let window = f64::from(SIZE[0] * SIZE[1]);
    Ok(FrameCost {
        view,
        frames: costs,
        frames_per_event: painted as f64 / frames.max(1) as f64,
        overdraw: filled / painted.max(1) as f64 / window,
        vertices: vertices as f64 / painted.max(1) as f64,
        frames_after_stop,
    })
}

/// Frames the window paints in [`SETTLE`] seconds after the last pointer
/// event's frames (whose last asked for `asks`), as eframe's loop would:
/// each at the delay the previous one asked for, none once a frame asks
/// for nothing.
fn frames_after_stop(h: &mut Headless, mut asks: Option<Duration>) -> usize {
    let (mut waited, mut frames) = (0.0, 0);
    while let Some(delay) = asks {
        // No repaint asked for is a delay of `Duration::MAX`.
        let delay = delay.as_secs_f64().max(FRAME_STEP);
        waited += delay;
        if waited > SETTLE {
            break;
        }
        asks = h.frame_at(delay, Vec::new()).next;
        frames += 1;
    }
    frames
}

/// What one headless frame did.
struct Frame {
    /// Its layout and tessellation.
    took: Duration,
    /// The repaint it asks for (`Some(0)`: at once), if any.
    next: Option<Duration>,
    /// Pixels its triangles fill (see [`FrameCost::overdraw`]).
    filled: f64,
    /// Vertices of its triangles.
    vertices: usize,
}

/// `maedn bench --frames`: every view, a table, and whether the goal is met.
pub fn run(frames: usize) -> ExitCode {
    match table(frames, measure) {
        Ok(met) if met => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e) => e.exit(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts, not times: how many frames a pointer moving over the board
    /// paints, and how often each pixel is filled in one.
    #[test]
    fn test_moving_over_the_board_paints_few_frames_each_pixel_about_once() {
        let c = measure(View::Edit, 30).expect("measured");
        // The event's frame and egui's own follow-ups for an event (its
        // input and the pointer's move), no more.
        assert!(
            c.frames_per_event <= 3.0,
            "{} frames per pointer event",
            c.frames_per_event
        );
        // The window is cleared to the panels' colour: nothing fills the
        // whole window again, nor the board's page.
        assert!(c.overdraw <= 1.2, "each pixel filled {} times", c.overdraw);
        // The board is one picture while it does not change, and the hover
        // ring a few shapes over it: not its tens of thousands of vertices
        // (about 34,000 when the board was painted as shapes every frame).
        assert!(c.vertices <= 12_000.0, "{} vertices per frame", c.vertices);
        // The tooltip appears after its delay: a frame or two, not a run.
        assert!(
            c.frames_after_stop <= 3,
            "{} frames after the pointer stopped",
            c.frames_after_stop
        );
    }
}
