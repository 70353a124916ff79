//! Never colour alone, read in the drawings: the icicle's pruned nodes are
//! hatched and its best path framed, the bound sweep's lost optima hatched
//! and its kept ones framed, and each legend swatch shows the same pattern
//! as what it names.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use maedn::figures::explore::{icicle_body, tree_legend};
use maedn::figures::{SweepRange, sweep_chart};
use maedn::i18n::{Lang, Tr};
use maedn::model::{MoveTable, Problem, Rules};
use maedn::render::frame::legend_drawing;
use maedn::render::plot::chart_drawing;
use maedn::render::{Class, Drawing, LegendEntry, Look, Palette, Rect, Scheme, Shape, Theme};
use maedn::solver::{Progress, SearchTree, SweepPoint, record_tree};

/// What lies over the filled rectangle at `at` (the items right after it up
/// to the next fill): (stripes, frames).
fn pattern_after(d: &Drawing, at: usize) -> (usize, usize) {
    let over = d.items[at + 1..].iter().take_while(|i| {
        matches!(
            i.shape,
            Shape::Line { .. }
                | Shape::Rect {
                    fill: None,
                    stroke: Some(_),
                    ..
                }
        )
    });
    let (mut stripes, mut frames) = (0, 0);
    for i in over {
        match i.shape {
            Shape::Line { .. } => stripes += 1,
            _ => frames += 1,
        }
    }
    (stripes, frames)
}

/// The pattern of each legend entry's swatch: (stripes, frames).
fn legend_patterns(entries: &[LegendEntry], palette: &Palette) -> Vec<(usize, usize)> {
    entries
        .iter()
        .map(|e| {
            let d = legend_drawing(std::slice::from_ref(e), palette);
            let at = d
                .items
                .iter()
                .position(|i| matches!(i.shape, Shape::Rect { fill: Some(_), .. }))
                .unwrap();
            pattern_after(&d, at)
        })
        .collect()
}

fn same_rect(a: Rect, b: Rect) -> bool {
    (a.min.x - b.min.x).abs() < 1e-3 && (a.min.y - b.min.y).abs() < 1e-3
}

#[test]
fn the_icicles_pruned_nodes_are_hatched_and_its_best_path_framed() {
    let table = MoveTable::new(&Rules::paper());
    let tree = record_tree(
        &table,
        &Problem::piece(3).unwrap(),
        193.0,
        4,
        &Progress::default(),
    )
    .unwrap();
    let en = Tr::new(Lang::En);
    for look in [
        Look::new(Theme::Light, Scheme::Board),
        Look::new(Theme::Dark, Scheme::HighContrast),
    ] {
        let palette = look.palette();
        let body = icicle_body(&tree, SearchTree::ROOT, palette, &en, false);
        let d = &body.drawing;
        let (mut pruned, mut best, mut explored) = (0, 0, 0);
        for hit in &body.hits {
            let n = tree.node(hit.node).unwrap();
            let at = d
                .items
                .iter()
                .position(|i| {
                    i.class == Class::Chart
                        && matches!(i.shape, Shape::Rect { rect, fill: Some(_), .. } if same_rect(rect, hit.rect))
                })
                .unwrap();
            let (stripes, frames) = pattern_after(d, at);
            if n.on_best_path {
                assert!(frames == 1 && stripes == 0, "best node {}", hit.node);
                best += 1;
            } else if n.pruned {
                assert!(stripes > 0 && frames == 0, "pruned node {}", hit.node);
                pruned += 1;
            } else {
                assert_eq!((stripes, frames), (0, 0), "explored node {}", hit.node);
                explored += 1;
                // Its share of pruned calls: a band along its foot, hatched.
                if n.prunes > 0 {
                    let band = &d.items[at + 1];
                    assert!(matches!(band.shape, Shape::Rect { fill: Some(_), .. }));
                    let (stripes, frames) = pattern_after(d, at + 1);
                    assert!(stripes > 0 && frames == 0, "band of node {}", hit.node);
                    pruned += 1;
                }
            }
        }
        assert!(
            pruned > 0 && best > 0 && explored > 0,
            "{pruned} {best} {explored}"
        );
        // The legend: explored plain, pruned hatched, best framed.
        let legend = legend_patterns(&tree_legend(&en), palette);
        assert_eq!(legend[0], (0, 0));
        assert!(legend[1].0 > 0 && legend[1].1 == 0, "{legend:?}");
        assert_eq!(legend[2], (0, 1));
    }
}

#[test]
fn the_sweeps_lost_bars_are_hatched_and_its_kept_bars_framed() {
    let point = |bound: u32, optimal: bool| SweepPoint {
        bound,
        total_units: 4_000.0,
        calls: 2_000_000 + u64::from(bound) * 1_000,
        prunes: 1_000,
        admissible: bound <= 170,
        optimal,
    };
    let points: Vec<SweepPoint> = (200..=230).map(|b| point(b, b <= 225)).collect();
    let tr = Tr::new(Lang::En);
    let range = SweepRange {
        from: 200,
        to: 230,
        step: 1,
    };
    let chart = sweep_chart(&points, 170.0, range, &tr);
    let palette = Look::new(Theme::Light, Scheme::ColourBlind).palette();
    let ticks = maedn::i18n::words::tick_words(&tr);
    let d = chart_drawing(&chart, palette, &ticks).unwrap();
    for p in &points {
        let at = d
            .items
            .iter()
            .position(|i| {
                i.tooltip
                    .as_deref()
                    .is_some_and(|t| t.starts_with(&format!("{}: ", p.bound)))
                    && matches!(i.shape, Shape::Rect { .. })
            })
            .unwrap_or_else(|| panic!("bar of {}", p.bound));
        let (stripes, frames) = pattern_after(&d, at);
        if p.optimal {
            assert_eq!((stripes, frames), (0, 1), "kept at {}", p.bound);
        } else {
            assert!(stripes > 0 && frames == 0, "lost at {}", p.bound);
        }
    }
    let legend = legend_patterns(&chart.legend()[..2], palette);
    assert_eq!(legend[0], (0, 1), "kept: framed");
    assert!(legend[1].0 > 0 && legend[1].1 == 0, "lost: hatched");
}
