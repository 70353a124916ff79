//! The Explore mode's figures read back as a viewer reads them (usvg parses
//! the SVG): each shows what its engine computes here, with a caption and a
//! legend; the comparison's bars are log₁₀ of the efforts; the icicle's nodes
//! are as wide as their calls; the heat map's numbers are the retrograde
//! values; German figures write German numbers.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use maedn::figures::explore::{
    CompareFigure, EffortBar, RetroLook, compare_chart, compare_figure, icicle_body, node_scene,
    ordinary_caption, ordinary_chart, own_tile, retro_scene, tree_figure,
};
use maedn::figures::{FigureRequest, build};
use maedn::i18n::{Lang, Tr};
use maedn::model::{BoardTile, Colour, MoveTable, Problem, Rules, Tile};
use maedn::render::{Figure, Palette, Theme, raster};
use maedn::solver::{
    CompareInput, CompareProgress, CompareSettings, Method, Progress, SearchTree, compare,
    count_all, record_tree, retro,
};

fn svg_texts(figure: &Figure) -> Vec<String> {
    let tree = raster::parse(&figure.svg()).unwrap();
    raster::tree_texts(&tree)
}

fn has(texts: &[String], needle: &str) -> bool {
    texts.iter().any(|t| t.contains(needle))
}

#[test]
fn the_comparison_figure_draws_each_methods_effort_on_a_log_scale() {
    let settings = CompareSettings::default();
    let input = CompareInput::problem(&settings, Problem::piece(3).unwrap()).unwrap();
    let methods = [
        Method::PaperBound,
        Method::IdaStar,
        Method::AStar,
        Method::Dp,
    ];
    let c = compare(&input, &methods, &CompareProgress::default(), |_| {}).unwrap();
    let bars: Vec<EffortBar> = c
        .rows
        .iter()
        .map(|r| EffortBar {
            method: r.method,
            effort: r.effort,
        })
        .collect();
    let en = Tr::new(Lang::En);
    let chart = compare_chart(&bars, settings.paper_bound, &en);
    let drawn: Vec<(f64, Option<String>)> = chart
        .series
        .iter()
        .flat_map(|s| s.bars.iter().map(|b| (b.x, b.label.clone())))
        .collect();
    assert_eq!(drawn.len(), methods.len(), "one bar per method");
    for row in &c.rows {
        let i = methods.iter().position(|m| *m == row.method).unwrap() as f64;
        let bar = chart
            .series
            .iter()
            .flat_map(|s| &s.bars)
            .find(|b| b.x == i)
            .unwrap();
        assert!((bar.value - (row.effort as f64).log10()).abs() < 1e-12);
        assert_eq!(
            bar.label.as_deref(),
            Some(maedn::format::count(row.effort).as_str())
        );
    }
    let figure = compare_figure(
        &CompareFigure {
            bars,
            settings,
            piece: Some(3),
            optimum: c.optimum_units,
        },
        &en,
        Theme::Light,
    )
    .unwrap();
    let texts = svg_texts(&figure);
    assert!(has(&texts, "One problem, 4 methods: the effort of each"));
    assert!(has(&texts, "Piece 3 from A to b"));
    assert!(
        has(&texts, "16,812\u{a0}units = 60.5232\u{a0}cm"),
        "the DP's optimum"
    );
    assert!(has(&texts, "656,508"), "the paper's calls for piece 3");
    assert!(has(&texts, "1\u{a0}M"), "a power of ten on the log axis");
    assert!(
        has(&texts, "calls (depth first"),
        "the legend names the units"
    );
}

#[test]
fn the_icicle_draws_each_node_as_wide_as_its_calls() {
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
    let body = icicle_body(&tree, SearchTree::ROOT, Palette::light(), &en, false);
    let root = body.rect_of(SearchTree::ROOT).unwrap();
    let root_calls = tree.stats().calls as f32;
    for hit in &body.hits {
        let n = tree.node(hit.node).unwrap();
        let share = hit.rect.width() / root.width();
        assert!(
            (share - n.calls as f32 / root_calls).abs() < 1e-3,
            "node {}: {share} of the width for {} of {root_calls}\u{a0}calls",
            hit.node,
            n.calls
        );
    }
    // The node under a point is the one drawn there.
    let first = body.hits[1];
    assert_eq!(body.node_at(first.rect.centre()), Some(first.node));
    let figure = tree_figure(&tree, SearchTree::ROOT, &Rules::paper(), &en, Theme::Dark);
    let texts = svg_texts(&figure);
    assert!(has(
        &texts,
        "The branch-and-bound tree of piece 3 (to b): 656,508\u{a0}calls"
    ));
    assert!(has(
        &texts,
        "The run: 656,508\u{a0}calls, 547,068 prunes; best 16,812\u{a0}units"
    ));
    assert!(has(&texts, "on the best path"), "the legend");
    assert!(
        figure
            .svg()
            .contains("Prune check: moved + tiles left × bound"),
        "node tooltips"
    );
}

#[test]
fn a_nodes_board_shows_its_way_over_the_runs_best_path() {
    let table = MoveTable::new(&Rules::paper());
    let tree = record_tree(
        &table,
        &Problem::piece(3).unwrap(),
        193.0,
        2,
        &Progress::default(),
    )
    .unwrap();
    let en = Tr::new(Lang::En);
    let child = tree
        .node(SearchTree::ROOT)
        .unwrap()
        .children
        .clone()
        .unwrap()[0];
    let scene = node_scene(&tree, child, &Rules::paper(), &en);
    let (best, _) = tree.best();
    assert_eq!(scene.paths.len(), 2, "the best path and the way");
    assert_eq!(scene.paths[0].tiles.len(), best.len());
    let way = &scene.paths[1];
    let tiles: Vec<BoardTile> = tree
        .path(child)
        .iter()
        .map(|t| BoardTile::of(Colour::Black, *t))
        .collect();
    assert_eq!(way.tiles, tiles);
    assert_eq!(way.labels.len(), tiles.len() - 1, "each move's length");
}

#[test]
fn the_heat_map_shows_every_tiles_retrograde_value_and_its_best_move() {
    let rules = Rules::paper();
    let en = Tr::new(Lang::En);
    for goal in [Tile::D, Tile::new(41).unwrap()] {
        let map = retro(&MoveTable::new(&rules), goal);
        let scene = retro_scene(&map, &rules, &en, RetroLook::Explore);
        let valued = map.tiles.iter().filter(|t| t.value.is_some()).count();
        assert_eq!(scene.heat.len(), valued);
        for h in &scene.heat {
            let tile = own_tile(rules.colour, h.tile).unwrap();
            assert_eq!(Some(h.value), map.value(tile));
            assert_eq!(h.label, maedn::format::units(h.value));
        }
        assert_eq!(scene.arrows.len(), valued - 1, "every tile but the goal");
    }
    let figure = build("retro-1", &FigureRequest::default()).unwrap();
    let texts = svg_texts(&figure);
    assert!(has(
        &texts,
        "Every tile's shortest way to d (piece 1), solved backwards"
    ));
    assert!(
        texts.iter().any(|t| t == "19,462"),
        "the value at A on its tile"
    );
    assert!(
        has(&texts, "the whole game: 83,047\u{a0}units"),
        "the total, wrapped"
    );
}

#[test]
fn own_tile_inverts_board_tile_for_every_colour() {
    for colour in Colour::ALL {
        for i in 0..44u8 {
            let tile = Tile::new(i).unwrap();
            assert_eq!(own_tile(colour, BoardTile::of(colour, tile)), Some(tile));
        }
    }
}

#[test]
fn the_count_figure_says_how_many_ways_and_how_rare_the_optimum_is() {
    let counts = count_all(&Rules::paper(), Tile::A, &Progress::default()).unwrap();
    let figure = build("count-4", &FigureRequest::default()).unwrap();
    let texts = svg_texts(&figure);
    let a = &counts.goals[3];
    let n = maedn::format::NumberStyle::English.wide_count(a.sequences);
    assert!(has(&texts, &format!("{n} ways from A to a (piece 4)")));
    assert!(has(&texts, "the optimum, 17,315\u{a0}units: unique"));
    assert!(has(&texts, "move sequences, in billions"));
    let de = maedn::figures::explore::count_figure(
        a,
        4,
        &Rules::paper(),
        &Tr::new(Lang::De),
        Theme::Light,
    )
    .unwrap();
    let texts = svg_texts(&de);
    let n = maedn::format::NumberStyle::German.wide_count(a.sequences);
    assert!(has(&texts, &format!("{n} Wege von A nach a (Figur 4)")));
}

/// Issue 17 item 2: the ordinary game's caption gives no "0.00 standard
/// errors" for one simulated game, and keeps its z for two.
#[test]
fn the_ordinary_games_caption_has_no_standard_errors_for_one_game() {
    let tr = Tr::new(Lang::En);
    let rules = Rules::paper();
    let one = maedn::game::random_play(&rules, 1, 3, &Progress::default()).unwrap();
    assert_eq!(one.simulation_z(), None);
    let lines = ordinary_caption(&one, &rules, &tr).lines;
    assert!(
        lines
            .iter()
            .any(|l| l.contains("no standard error to compare it with the exact value")),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("standard errors from")),
        "{lines:?}"
    );
    let two = maedn::game::random_play(&rules, 2, 3, &Progress::default()).unwrap();
    let lines = ordinary_caption(&two, &rules, &tr).lines;
    assert!(
        lines
            .iter()
            .any(|l| l.contains("standard errors from the exact value")),
        "{lines:?}"
    );
}

/// The ordinary game's and the fair die's histograms mark four values each,
/// in inks that can share one grey: each marker line has a pattern of its
/// own, and the drawing strokes each differently, so a greyscale print
/// still matches every line to its legend entry.
#[test]
fn the_histograms_markers_each_have_their_own_pattern() {
    use maedn::figures::fair_figure::fair_chart;
    use maedn::game::{fair_die, simulate_fair};
    use maedn::render::{Dash, Rgba};

    let tr = Tr::new(Lang::En);
    let rules = Rules::paper();
    let play = maedn::game::random_play(&rules, 20, 3, &Progress::default()).unwrap();
    let all = fair_die(&rules, &Progress::default()).unwrap();
    let sim = simulate_fair(&all.optimum, 200, 3, &Progress::default()).unwrap();
    for chart in [ordinary_chart(&play, &tr), fair_chart(&all, &sim, &tr)] {
        assert_eq!(chart.markers.len(), 4);
        assert!(chart.markers_told_apart(), "{:?}", chart.markers);
    }
    let black = Rgba::rgb(0, 0, 0);
    let dashes = [Dash::Solid, Dash::Dashed, Dash::Dotted, Dash::LongDashed];
    for (i, a) in dashes.iter().enumerate() {
        for b in &dashes[..i] {
            assert_ne!(a.stroke(2.0, black, 1.0), b.stroke(2.0, black, 1.0));
        }
    }
}
