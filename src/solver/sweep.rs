//! A sweep over the paper's bound: for each units-per-tile value, the total
//! found, the effort, and whether it is still the optimum. It shows where a
//! guessed bound stops being safe (on the paper's board: above 225).

use super::{Algorithm, Bound, NoObserver, Progress, Settings, SolveError, solve};
use crate::model::Rules;

/// One bound's outcome.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweepPoint {
    /// Units per tile.
    pub bound: u32,
    /// The total the paper's search finds with it.
    pub total_units: f64,
    /// Its calls.
    pub calls: u64,
    /// Its prunes.
    pub prunes: u64,
    /// Is the bound at most the cheapest move per tile?
    pub admissible: bool,
    /// Is the total the exact optimum?
    pub optimal: bool,
}

/// Runs the paper's search once per bound. `on_point` sees each result as it
/// comes (for progress); `progress` carries cancellation.
pub fn sweep(
    rules: &Rules,
    bounds: impl IntoIterator<Item = u32>,
    progress: &Progress,
    mut on_point: impl FnMut(&SweepPoint),
) -> Result<Vec<SweepPoint>, SolveError> {
    let mut out = Vec::new();
    for bound in bounds {
        let settings = Settings {
            algorithm: Algorithm::Paper,
            bound: Bound::PerTile(bound),
            rules: *rules,
        };
        let s = solve(&settings, progress, NoObserver)?;
        let point = SweepPoint {
            bound,
            total_units: s.total_units,
            calls: s.calls,
            prunes: s.prunes,
            admissible: s.admissible,
            optimal: s.optimal,
        };
        on_point(&point);
        out.push(point);
    }
    Ok(out)
}

/// The largest bound of a sweep below which every bound tried was optimal.
#[must_use]
pub fn last_safe(points: &[SweepPoint]) -> Option<u32> {
    points
        .iter()
        .take_while(|p| p.optimal)
        .last()
        .map(|p| p.bound)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_sweep_finds_where_the_bound_breaks() {
        let points = sweep(
            &Rules::paper(),
            [200, 225, 226, 300],
            &Progress::default(),
            |_| {},
        )
        .expect("runs");
        let optimal: Vec<bool> = points.iter().map(|p| p.optimal).collect();
        assert_eq!(optimal, [true, true, false, false]);
        assert_eq!(last_safe(&points), Some(225));
        assert!(points.iter().all(|p| !p.admissible));
        assert!(
            points.windows(2).all(|w| w[1].calls <= w[0].calls),
            "a larger bound prunes more"
        );
    }
}
