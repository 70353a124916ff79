//! What the window's frames cost, without egui: the window's code that
//! needs no egui lives here, beside the rest of its egui-free state, and
//! `app/` keeps only what lays out, paints or drives egui.
//!
//! * `pace` — the pacer: frames spaced so that painting keeps within a share
//!   of a core when each is expensive (software rendering), the live
//!   counters' refresh within a third of one, and the painting threads' CPU
//!   time it reads.
//! * `stats` — `MAEDN_FRAME_STATS`: frame counts and eframe's CPU per frame,
//!   printed for benchmark scripts.
//! * `cost` — `maedn bench --frames`: the views measured, what a view's
//!   frames cost, and the table printed (the headless egui frames that are
//!   measured are `app::frame_bench`'s; the desktop's only, as is the
//!   benchmark).

#[cfg(not(target_arch = "wasm32"))]
mod cost;
mod pace;
mod stats;

#[cfg(not(target_arch = "wasm32"))]
pub use cost::{FrameCost, SETTLE, SIZE, View, table};
pub use pace::{Pacer, painting_cpu};
pub use stats::FrameStats;
