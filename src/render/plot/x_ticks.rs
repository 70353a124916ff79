//! The x axis's labels on a narrow chart, thinned by their measured widths:
//! a value axis keeps every k-th tick (on a multiple of k steps, so the
//! numbers stay round) for the least k whose labels, centred on their
//! ticks, leave a gap between neighbours; a category axis keeps every name
//! and sets them smaller first (down to [`LEAST_SHARE`] of the tick size),
//! thinning only if that is not enough. So "20,000 25,000" never runs
//! together as "20,00025,000" on a 1024-pixel projector.

use super::super::chart::{Chart, XAxis};
use super::super::font::{Weight, text_width};
use crate::format::Ticks;

/// The least space between two x labels, as a share of their size.
const GAP_SHARE: f32 = 0.6;
/// Category names are set no smaller than this share of the tick size.
const LEAST_SHARE: f32 = 0.7;

/// The x ticks to label and the size to set their labels at.
#[derive(Clone, Debug, PartialEq)]
pub struct XTicks {
    /// The ticks kept, in the chart's x units.
    pub at: Vec<f64>,
    /// Their labels' size.
    pub size: f32,
}

/// The ticks of `chart` that fit a plotting area `width` pixels wide with
/// labels set at `size` (or smaller, for categories).
pub fn fit(chart: &Chart, ticks: &Ticks, width: f32, size: f32) -> XTicks {
    let all = chart.x_ticks();
    let (x0, x1) = chart.x_range();
    let span = x1 - x0;
    if all.len() < 2 || !(span.is_finite() && span > 0.0 && width > 0.0) {
        return XTicks { at: all, size };
    }
    let place = |x: f64| ((x - x0) / span) as f32 * width;
    let labels: Vec<(f32, String)> = all
        .iter()
        .map(|x| (place(*x), chart.x_label(*x, ticks)))
        .collect();
    // How much of its share of the room the widest pair of neighbours takes
    // at size 1 (widths scale with the size, the gap too).
    let crowding = |kept: &[&(f32, String)]| {
        kept.windows(2)
            .map(|w| {
                let (a, b) = (w[0], w[1]);
                let need = (text_width(&a.1, 1.0, Weight::Regular)
                    + text_width(&b.1, 1.0, Weight::Regular))
                    / 2.0
                    + GAP_SHARE;
                need / (b.0 - a.0).max(f32::EPSILON)
            })
            .fold(0.0, f32::max)
    };
    let step = chart.x_tick_step();
    let keep = |k: usize| -> Vec<&(f32, String)> {
        labels
            .iter()
            .zip(&all)
            .filter(|(_, x)| ((**x / step).round() as i64).rem_euclid(k as i64) == 0)
            .map(|(l, _)| l)
            .collect()
    };
    let size = match chart.x_axis {
        XAxis::Categories(_) => {
            let fits = 1.0 / crowding(&labels.iter().collect::<Vec<_>>()).max(f32::EPSILON);
            size.min(fits).max(size * LEAST_SHARE)
        }
        XAxis::Values { .. } => size,
    };
    let k = (1..all.len())
        .find(|k| {
            let kept = keep(*k);
            kept.len() < 2 || crowding(&kept) * size <= 1.0
        })
        .unwrap_or(all.len());
    let at = all
        .iter()
        .copied()
        .filter(|x| ((x / step).round() as i64).rem_euclid(k as i64) == 0)
        .collect();
    XTicks { at, size }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Tr, words::tick_words};

    fn chart(x_axis: XAxis) -> Chart {
        Chart {
            x_axis,
            x_title: String::new(),
            y_title: String::new(),
            y_format: crate::render::chart::YFormat::Integer,
            series: Vec::new(),
            markers: Vec::new(),
        }
    }

    /// Wide enough, every tick stays; narrow, every second or more, on
    /// round numbers.
    #[test]
    fn test_a_value_axis_keeps_round_ticks_that_fit() {
        let ticks = tick_words(Tr::shared(Lang::En));
        let c = chart(XAxis::Values {
            min: 0.0,
            max: 80_000.0,
            tick: 5_000.0,
        });
        assert_eq!(fit(&c, &ticks, 2000.0, 15.0).at.len(), 17);
        let narrow = fit(&c, &ticks, 400.0, 15.0);
        assert!(narrow.at.len() < 17 && narrow.at.len() >= 3, "{narrow:?}");
        let step = narrow.at[1] - narrow.at[0];
        assert!(narrow.at.iter().all(|x| x % step == 0.0), "{narrow:?}");
    }

    /// Categories keep every name while a smaller size makes them fit.
    #[test]
    fn test_categories_are_set_smaller_before_any_is_dropped() {
        let ticks = tick_words(Tr::shared(Lang::En));
        let names = ["random play", "shortest", "quickest"];
        let c = chart(XAxis::Categories(names.map(String::from).to_vec()));
        let wide = fit(&c, &ticks, 900.0, 18.0);
        assert_eq!((wide.at.len(), wide.size), (3, 18.0));
        let tight = fit(&c, &ticks, 260.0, 18.0);
        assert_eq!(tight.at.len(), 3, "{tight:?}");
        assert!(tight.size < 18.0, "{tight:?}");
    }
}
