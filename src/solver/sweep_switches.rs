//! What a bound sweep established: every place among the bounds solved where
//! the outcome switches (the optimum kept below, lost above, or lost below and
//! given back above), each narrowed by bisection to two neighbouring bounds,
//! and the first bound that loses the optimum only where every bound below it
//! was solved or is admissible.
//!
//! Keeping the optimum is *not* monotone in the bound: on the paper's board
//! 226–328 lose it, 329–332 keep it, 333–342 lose it and 343–344 keep it
//! again, because a bound changes which path the search finds first. A
//! bisection between a keeping and a losing bound therefore finds *a* switch
//! between them, not *the first*; nothing here claims more than that.

use super::sweep::solve_point;
use super::{Progress, SolveError, SweepPoint, admissible_bound};
use crate::model::{MoveTable, Rules};

/// Which way the outcome changes, going up in the bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwitchKind {
    /// The smaller bound keeps the optimum, the larger loses it.
    Lost,
    /// The smaller bound loses the optimum, the larger gives it back.
    Regained,
}

/// Two bounds solved with no bound solved between them, one keeping the
/// optimum and the other not.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Switch {
    /// The smaller bound.
    pub below: SweepPoint,
    /// The larger bound.
    pub above: SweepPoint,
}

impl Switch {
    /// Which way the outcome changes.
    #[must_use]
    pub fn kind(&self) -> SwitchKind {
        if self.below.optimal {
            SwitchKind::Lost
        } else {
            SwitchKind::Regained
        }
    }

    /// Are the two bounds neighbours, so that the switch happens exactly
    /// between them?
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.below.bound.checked_add(1) == Some(self.above.bound)
    }
}

/// What a sweep and its bisections established.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Findings {
    /// Every bound solved, the plan's and the bisections', once each, in
    /// order of bound.
    pub solved: Vec<SweepPoint>,
    /// The bounds the bisections solved, in the order tried.
    pub probes: Vec<SweepPoint>,
    /// Every switch among [`Findings::solved`], in order of bound; each
    /// between neighbouring bounds (the bisection narrowed it).
    pub switches: Vec<Switch>,
    /// The smallest bound that loses the optimum, named only when every
    /// whole bound below it was solved or is admissible.
    pub first_lost: Option<u32>,
    /// The largest admissible bound the claim about the first loss rests on.
    pub admissible: f64,
}

impl Findings {
    /// Did a larger bound give the optimum back?
    #[must_use]
    pub fn regained(&self) -> bool {
        self.switches
            .iter()
            .any(|s| s.kind() == SwitchKind::Regained)
    }

    /// The runs of neighbouring solved bounds that keep the optimum, as
    /// (first, last): the islands a sweep of every bound shows.
    #[must_use]
    pub fn kept_runs(&self) -> Vec<(u32, u32)> {
        let mut runs: Vec<(u32, u32)> = Vec::new();
        for p in self.solved.iter().filter(|p| p.optimal) {
            match runs.last_mut() {
                Some(run) if run.1.checked_add(1) == Some(p.bound) => run.1 = p.bound,
                _ => runs.push((p.bound, p.bound)),
            }
        }
        runs
    }
}

/// The points sorted by bound, each bound once.
fn sorted(points: &[SweepPoint]) -> Vec<SweepPoint> {
    let mut out = points.to_vec();
    out.sort_by_key(|p| p.bound);
    out.dedup_by_key(|p| p.bound);
    out
}

/// Every switch among `points` (in any order): each pair of bounds next to
/// each other in order of bound whose outcomes differ.
///
/// ```
/// use maedn::solver::{SweepPoint, SwitchKind, switches};
/// let p = |bound, optimal| SweepPoint {
///     bound, total_units: 0.0, calls: 0, prunes: 0, admissible: false, optimal,
/// };
/// let s = switches(&[p(10, true), p(20, false), p(30, true)]);
/// assert_eq!(s.len(), 2);
/// assert_eq!((s[0].kind(), s[1].kind()), (SwitchKind::Lost, SwitchKind::Regained));
/// ```
#[must_use]
pub fn switches(points: &[SweepPoint]) -> Vec<Switch> {
    sorted(points)
        .windows(2)
        .filter(|w| w[0].optimal != w[1].optimal)
        .map(|w| Switch {
            below: w[0],
            above: w[1],
        })
        .collect()
}

/// The smallest bound among `solved` (sorted, once each) that loses the
/// optimum, if every whole bound below it is either among `solved` or at
/// most `admissible` (an admissible bound never loses the optimum).
fn first_lost(solved: &[SweepPoint], admissible: f64) -> Option<u32> {
    let lost = solved.iter().find(|p| !p.optimal)?.bound;
    // Bounds 0..=safe are admissible.
    let safe = if admissible.is_finite() && admissible >= 0.0 {
        Some(admissible.floor().min(f64::from(u32::MAX)) as u32)
    } else {
        None
    };
    let from = safe.map_or(0, |s| s.saturating_add(1));
    if lost <= from {
        return Some(lost);
    }
    let needed = u64::from(lost - from);
    let have = solved
        .iter()
        .filter(|p| p.bound >= from && p.bound < lost)
        .count() as u64;
    (have == needed).then_some(lost)
}

/// Narrows every switch among `points` by bisection, solving bounds with
/// `solve_at`: between a bound that keeps the optimum and one that does not,
/// the middle bound replaces the end it agrees with, until the two are
/// neighbours. Each bisection proves one switch between neighbours, not that
/// it is the only one: the bounds it skipped are not claimed.
///
/// # Errors
/// The first error of `solve_at` (a cancelled search).
pub fn refine_with<E>(
    points: &[SweepPoint],
    admissible: f64,
    mut solve_at: impl FnMut(u32) -> Result<SweepPoint, E>,
) -> Result<Findings, E> {
    let mut probes = Vec::new();
    for s in switches(points) {
        let (mut lo, mut hi) = (s.below, s.above);
        while hi.bound > lo.bound.saturating_add(1) {
            let mid = lo.bound + (hi.bound - lo.bound) / 2;
            let p = solve_at(mid)?;
            probes.push(p);
            if p.optimal == lo.optimal {
                lo = p;
            } else {
                hi = p;
            }
        }
    }
    let mut all = points.to_vec();
    all.extend(probes.iter().copied());
    let solved = sorted(&all);
    let switches = switches(&solved);
    debug_assert!(switches.iter().all(Switch::is_exact), "{switches:?}");
    Ok(Findings {
        first_lost: first_lost(&solved, admissible),
        solved,
        probes,
        switches,
        admissible,
    })
}

/// [`refine_with`] with the paper's search under `rules`: `on_probe` sees
/// each bound the bisections solve; `progress` carries cancellation.
///
/// # Errors
/// A cancelled search.
pub fn refine(
    rules: &Rules,
    points: &[SweepPoint],
    progress: &Progress,
    mut on_probe: impl FnMut(&SweepPoint),
) -> Result<Findings, SolveError> {
    let admissible = admissible_bound(&MoveTable::new(rules));
    refine_with(points, admissible, |bound| {
        let p = solve_point(rules, bound, progress)?;
        on_probe(&p);
        Ok(p)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn point(bound: u32, optimal: bool) -> SweepPoint {
        SweepPoint {
            bound,
            total_units: 0.0,
            calls: 0,
            prunes: 0,
            admissible: false,
            optimal,
        }
    }

    /// A synthetic search: `keeps(bound)` says whether the bound keeps the
    /// optimum; counts how many bounds were solved.
    fn refine_by(tried: &[u32], admissible: f64, keeps: impl Fn(u32) -> bool) -> (Findings, usize) {
        let points: Vec<SweepPoint> = tried.iter().map(|&b| point(b, keeps(b))).collect();
        let mut solves = 0;
        let f = refine_with(&points, admissible, |b| {
            solves += 1;
            Ok::<_, ()>(point(b, keeps(b)))
        })
        .expect("never fails");
        (f, solves)
    }

    fn pairs(f: &Findings) -> Vec<(u32, u32, SwitchKind)> {
        f.switches
            .iter()
            .map(|s| (s.below.bound, s.above.bound, s.kind()))
            .collect()
    }

    /// The paper board's pattern: kept to 225, islands 329–332 and 343–344.
    fn islands(b: u32) -> bool {
        b <= 225 || (329..=332).contains(&b) || (343..=344).contains(&b)
    }

    #[test]
    fn test_a_coarse_pair_finds_a_switch_not_the_first() {
        let (f, solves) = refine_by(&[150, 510], 170.0, islands);
        // The bisection lands in the island's edge, not at 225/226.
        assert_eq!(pairs(&f), [(332, 333, SwitchKind::Lost)]);
        assert_eq!(solves, f.probes.len());
        assert!(solves <= 9, "{solves}");
        // Bounds 171..=331 were not all solved: no claim about the first loss.
        assert_eq!(f.first_lost, None);
        assert!(!f.regained());
    }

    #[test]
    fn test_every_bound_shows_every_switch_and_the_islands() {
        let tried: Vec<u32> = (330..=345).collect();
        let (f, solves) = refine_by(&tried, 170.0, islands);
        assert_eq!(solves, 0, "neighbours need no bisection");
        assert_eq!(
            pairs(&f),
            [
                (332, 333, SwitchKind::Lost),
                (342, 343, SwitchKind::Regained),
                (344, 345, SwitchKind::Lost)
            ]
        );
        assert!(f.regained());
        assert_eq!(f.kept_runs(), [(330, 332), (343, 344)]);
        assert_eq!(f.first_lost, None, "329 and below were not solved");
    }

    #[test]
    fn test_a_step_sweep_bisects_each_gap_that_switches() {
        let tried: Vec<u32> = (220..=350).step_by(5).collect();
        let (f, _) = refine_by(&tried, 170.0, islands);
        // 343–344 lie between 340 and 345, which both lose: not seen.
        assert_eq!(
            pairs(&f),
            [
                (225, 226, SwitchKind::Lost),
                (328, 329, SwitchKind::Regained),
                (332, 333, SwitchKind::Lost)
            ]
        );
        assert_eq!(f.kept_runs().first(), Some(&(220, 220)));
    }

    #[test]
    fn test_the_first_loss_is_named_only_when_everything_below_is_known() {
        // Every bound from just above the admissible one: the first is proven.
        let tried: Vec<u32> = (171..=240).collect();
        let (f, _) = refine_by(&tried, 170.0, islands);
        assert_eq!(f.first_lost, Some(226));
        // One bound below it missing: no claim.
        let gap: Vec<u32> = tried.iter().copied().filter(|&b| b != 200).collect();
        let (f, _) = refine_by(&gap, 170.0, islands);
        assert_eq!(f.first_lost, None);
        // A bound that loses right above the admissible one.
        let (f, _) = refine_by(&[171, 300], 170.0, |b| b < 171);
        assert_eq!(f.first_lost, Some(171));
        // Without a usable admissible bound every bound from 0 is needed.
        let (f, _) = refine_by(&[0, 1, 2], f64::NAN, |b| b < 2);
        assert_eq!(f.first_lost, Some(2));
        let (f, _) = refine_by(&[1, 2], f64::NAN, |b| b < 2);
        assert_eq!(f.first_lost, None);
    }

    #[test]
    fn test_no_switch_when_every_bound_agrees() {
        let (f, solves) = refine_by(&[100, 200, 300], 170.0, |_| true);
        assert!(f.switches.is_empty() && solves == 0 && f.first_lost.is_none());
        let (f, _) = refine_by(&[300, 400], 170.0, |_| false);
        assert!(f.switches.is_empty());
        assert_eq!(f.first_lost, None, "171..=299 not solved");
        assert_eq!(f.kept_runs(), []);
    }

    #[test]
    fn test_a_switch_at_the_top_of_the_range_is_bisected_without_overflow() {
        let (f, _) = refine_by(&[u32::MAX - 10, u32::MAX], 170.0, |b| b < u32::MAX - 3);
        assert_eq!(pairs(&f), [(u32::MAX - 4, u32::MAX - 3, SwitchKind::Lost)]);
    }

    #[test]
    fn test_the_paper_search_is_bisected_to_neighbours() {
        let rules = Rules::paper();
        let progress = Progress::default();
        let points = super::super::sweep(&rules, [330, 345], &progress, |_| {}).expect("solves");
        let mut seen = Vec::new();
        let f = refine(&rules, &points, &progress, |p| seen.push(p.bound)).expect("solves");
        assert_eq!(seen, f.probes.iter().map(|p| p.bound).collect::<Vec<_>>());
        // 330 keeps, 345 loses: one switch narrowed to neighbours.
        assert_eq!(f.switches.len(), 1);
        assert!(f.switches.iter().all(Switch::is_exact));
        assert_eq!(f.switches[0].kind(), SwitchKind::Lost);
    }
}
