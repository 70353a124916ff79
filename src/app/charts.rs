//! Figures for class, drawn with egui_plot: the search's effort per piece
//! (calls split into expanded and pruned), and a sweep over the paper's bound
//! (calls per bound, green where the answer is still optimal, red where the
//! bound has cut the optimum).

use egui::Color32;
use egui_plot::{Bar, BarChart, Corner, Legend, Plot, VLine};

use crate::solver::{PAPER_BOUND, Solution, SweepPoint};

/// Bars of calls that went on searching.
const EXPANDED: Color32 = Color32::from_rgb(0x3a, 0x7b, 0xd5);
/// Bars of calls cut by the bound.
const PRUNED: Color32 = Color32::from_rgb(0xd9, 0x53, 0x4f);
/// A bound that kept the optimum.
const OPTIMAL: Color32 = Color32::from_rgb(0x3c, 0xa5, 0x5c);
/// The admissible bound's line.
const ADMISSIBLE: Color32 = Color32::from_rgb(0x2b, 0x8a, 0x3e);
/// The paper's bound's line.
const PAPER: Color32 = Color32::from_rgb(0xe0, 0x9f, 0x1f);
/// Height of each chart.
const CHART_HEIGHT: f32 = 220.0;

/// A chart of calls for a classroom: fixed (no zoom, drag or scroll), from 0.
fn fixed_plot<'a>(id: &str, x_label: &str) -> Plot<'a> {
    Plot::new(id)
        .height(CHART_HEIGHT)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .include_y(0.0)
        .x_axis_label(x_label.to_owned())
        .y_axis_label("calls")
        .y_axis_formatter(|mark, _| calls_label(mark.value))
        .legend(Legend::default().position(Corner::RightTop))
}

/// Axis labels in millions or thousands: "12 M", "450 k".
fn calls_label(v: f64) -> String {
    if v.abs() >= 1e6 {
        let m = (v / 1e5).round() / 10.0;
        if m.fract() == 0.0 {
            format!("{m:.0} M")
        } else {
            format!("{m:.1} M")
        }
    } else if v.abs() >= 1e3 {
        format!("{:.0} k", v / 1e3)
    } else {
        format!("{v:.0}")
    }
}

/// Calls per piece, stacked as expanded + pruned, for the paper's search.
pub fn effort_chart_ui(ui: &mut egui::Ui, solution: &Solution) {
    let expanded: Vec<Bar> = solution
        .pieces
        .iter()
        .map(|p| {
            Bar::new(f64::from(p.piece), (p.stats.calls - p.stats.prunes) as f64)
                .name(format!("piece {}", p.piece))
                .fill(EXPANDED)
        })
        .collect();
    let pruned: Vec<Bar> = solution
        .pieces
        .iter()
        .map(|p| {
            Bar::new(f64::from(p.piece), p.stats.prunes as f64)
                .name(format!("piece {}", p.piece))
                .fill(PRUNED)
        })
        .collect();
    let expanded = BarChart::new("searched on", expanded)
        .color(EXPANDED)
        .width(0.6);
    let pruned = BarChart::new("pruned by the bound", pruned)
        .color(PRUNED)
        .width(0.6)
        .stack_on(&[&expanded]);
    fixed_plot("effort_chart", "piece").show(ui, |plot| {
        plot.bar_chart(expanded);
        plot.bar_chart(pruned);
    });
}

/// Calls per bound from a sweep; each bar green if the total stayed optimal,
/// red if not; vertical lines at the admissible bound and the paper's 193.
pub fn sweep_chart_ui(ui: &mut egui::Ui, points: &[SweepPoint], admissible_bound: f64) {
    let width = points
        .windows(2)
        .map(|w| f64::from(w[1].bound - w[0].bound))
        .fold(f64::INFINITY, f64::min);
    let width = if width.is_finite() { width * 0.8 } else { 1.0 };
    let (good, bad): (Vec<&SweepPoint>, Vec<&SweepPoint>) = points.iter().partition(|p| p.optimal);
    let bars = |pts: &[&SweepPoint], colour: Color32| -> Vec<Bar> {
        pts.iter()
            .map(|p| {
                Bar::new(f64::from(p.bound), p.calls as f64)
                    .name(format!(
                        "bound {}: total {}",
                        p.bound,
                        super::format::units(p.total_units)
                    ))
                    .fill(colour)
            })
            .collect()
    };
    let good = BarChart::new("optimal", bars(&good, OPTIMAL))
        .color(OPTIMAL)
        .width(width);
    let bad = BarChart::new("NOT optimal", bars(&bad, PRUNED))
        .color(PRUNED)
        .width(width);
    fixed_plot("sweep_chart", "bound (units per tile)").show(ui, |plot| {
        plot.bar_chart(good);
        plot.bar_chart(bad);
        plot.vline(VLine::new("admissible", admissible_bound).color(ADMISSIBLE));
        plot.vline(VLine::new("paper (193)", f64::from(PAPER_BOUND)).color(PAPER));
    });
}

#[cfg(test)]
mod tests {
    use super::calls_label;

    #[test]
    fn test_calls_labels() {
        assert_eq!(calls_label(40_000_000.0), "40 M");
        assert_eq!(calls_label(2_500_000.0), "2.5 M");
        assert_eq!(calls_label(450_000.0), "450 k");
        assert_eq!(calls_label(12.0), "12");
    }
}
