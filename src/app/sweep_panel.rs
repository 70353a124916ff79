//! "Where does the bound break?": the paper's search run for a range of
//! bounds on a background thread, drawn as a chart as the points arrive. It
//! makes the difference between an admissible bound and a lucky guess visible.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

use egui::{DragValue, Ui};

use super::charts;
use crate::model::{MoveTable, Rules};
use crate::solver::{Progress, SweepPoint, admissible_bound, last_safe, sweep};

/// Bounds tried by default: from below the admissible 170 to past 225.
const DEFAULT_FROM: u32 = 160;
const DEFAULT_TO: u32 = 260;
const DEFAULT_STEP: u32 = 5;
/// The largest bound offered (a larger one prunes everything anyway).
const MAX_BOUND: u32 = 2_000;

/// A sweep running on its own thread; dropping it cancels and joins.
struct Job {
    progress: Arc<Progress>,
    rx: Receiver<SweepPoint>,
    handle: Option<JoinHandle<()>>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.progress.cancel();
        if let Some(h) = self.handle.take()
            && h.join().is_err()
        {
            log::error!("the sweep thread panicked");
        }
    }
}

/// The sweep's settings, points and job.
pub struct SweepPanel {
    from: u32,
    to: u32,
    step: u32,
    points: Vec<SweepPoint>,
    rules: Option<Rules>,
    job: Option<Job>,
    error: Option<String>,
}

impl Default for SweepPanel {
    fn default() -> Self {
        SweepPanel {
            from: DEFAULT_FROM,
            to: DEFAULT_TO,
            step: DEFAULT_STEP,
            points: Vec::new(),
            rules: None,
            job: None,
            error: None,
        }
    }
}

impl SweepPanel {
    /// Is a sweep running?
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Sets the bounds tried: `from`, `from + step`, … up to `to`.
    pub fn set_range(&mut self, from: u32, to: u32, step: u32) {
        (self.from, self.to, self.step) = (from.min(MAX_BOUND), to.min(MAX_BOUND), step.max(1));
    }

    /// The points so far.
    #[must_use]
    pub fn points(&self) -> &[SweepPoint] {
        &self.points
    }

    /// Starts a sweep under `rules` with the panel's range (cancelling any
    /// sweep in progress first).
    pub fn start(&mut self, rules: Rules, ctx: &egui::Context) {
        self.job = None;
        self.points.clear();
        self.error = None;
        if let Err(e) = rules.validate() {
            self.error = Some(e.to_string());
            return;
        }
        let (from, to, step) = (
            self.from.min(self.to),
            self.to.max(self.from),
            self.step.max(1),
        );
        let progress = Arc::new(Progress::default());
        let (tx, rx) = mpsc::channel();
        let (p, c) = (Arc::clone(&progress), ctx.clone());
        let spawned = std::thread::Builder::new()
            .name("sweep".to_owned())
            .spawn(move || {
                let bounds = (from..=to).step_by(usize::try_from(step).unwrap_or(1));
                let result = sweep(&rules, bounds, &p, |point| {
                    tx.send(*point).ok();
                    c.request_repaint();
                });
                if let Err(e) = result {
                    log::info!("sweep ended: {e}");
                }
                c.request_repaint();
            });
        match spawned {
            Ok(handle) => {
                self.rules = Some(rules);
                self.job = Some(Job {
                    progress,
                    rx,
                    handle: Some(handle),
                });
            }
            Err(e) => self.error = Some(format!("could not start the sweep thread: {e}")),
        }
    }

    /// Stops a running sweep (the points so far stay).
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// Takes the points that have arrived; call every frame.
    pub fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        loop {
            match job.rx.try_recv() {
                Ok(point) => self.points.push(point),
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => {
                    self.job = None;
                    return;
                }
            }
        }
    }

    /// The panel: range, run/cancel, the chart and what it shows.
    pub fn ui(&mut self, ui: &mut Ui, rules: Rules) {
        self.poll();
        ui.label("The paper's search for a range of bounds: calls per bound, green where the total is still the optimum.");
        ui.horizontal(|ui| {
            let enabled = !self.is_running();
            ui.add_enabled_ui(enabled, |ui| {
                let l = ui.label("from");
                ui.add(DragValue::new(&mut self.from).range(0..=MAX_BOUND))
                    .labelled_by(l.id);
                let l = ui.label("to");
                ui.add(DragValue::new(&mut self.to).range(0..=MAX_BOUND))
                    .labelled_by(l.id);
                let l = ui.label("step");
                ui.add(DragValue::new(&mut self.step).range(1..=100))
                    .labelled_by(l.id);
            });
        });
        ui.horizontal(|ui| {
            if self.is_running() {
                ui.spinner();
                if ui.button("Stop sweep").clicked() {
                    self.cancel();
                }
                let total = (self.to.saturating_sub(self.from)) / self.step.max(1) + 1;
                ui.label(format!("{} of {total} bounds", self.points.len()));
            } else if ui
                .button("Run sweep")
                .on_hover_text(
                    "Solve once per bound on a background thread (low bounds take longer)",
                )
                .clicked()
            {
                self.start(rules, ui.ctx());
            }
        });
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        if self.points.is_empty() {
            return;
        }
        let admissible = admissible_bound(&MoveTable::new(&self.rules.unwrap_or(rules)));
        charts::sweep_chart_ui(ui, &self.points, admissible);
        let first_bad = self.points.iter().find(|p| !p.optimal);
        let text = match (last_safe(&self.points), first_bad) {
            (Some(safe), Some(bad)) => format!(
                "Every bound up to {safe} kept the optimum; {} found {} units instead. The admissible bound is {}.",
                bad.bound,
                crate::report::units(bad.total_units),
                crate::solver::trim_number(admissible)
            ),
            (Some(safe), None) => format!("Every bound tried, up to {safe}, kept the optimum."),
            (None, Some(bad)) => format!("Already {} lost the optimum.", bad.bound),
            (None, None) => String::new(),
        };
        ui.label(text);
    }
}
