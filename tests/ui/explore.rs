//! The Explore mode driven through the window, by its labels: the
//! comparison's table fills with what the engine computes and cancels; the
//! search tree's shown counts add up to the run's, before and after zooming
//! in; the count, the ordinary game's headline and the export show what the
//! engines compute; hovering a chart's bar shows its tooltip; the view speaks
//! German.

use std::sync::Arc;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::game::random_play;
use maedn::i18n::Lang;
use maedn::model::{Problem, Rules, Tile};
use maedn::solver::{
    CompareInput, CompareSettings, Method, NoObserver, Progress, SearchTree, Settings, count_all,
    run_method, solve_problem,
};
use maedn::window::FakePicker;
use maedn::window::Launch;
use maedn::window::{Command, ExploreCommand, ExplorePart, Mode, Notice, Outcome};

use crate::common::{count_chart_shown, launched, shown, step_until, window, window_with};

const LIMIT: Duration = Duration::from_secs(120);

/// English grouping, as the window writes counts.
fn grouped(n: u128) -> String {
    maedn::format::NumberStyle::English.wide_count(n)
}

#[test]
fn test_the_comparison_table_fills_with_the_engines_numbers() {
    let mut h = window();
    h.run();
    h.get_by_label("Explore").click();
    h.run();
    assert_eq!(h.state().workspace().mode(), Mode::Explore);
    h.get_by_label("Piece 3 alone").click();
    h.run();
    let input = CompareInput::problem(
        &CompareSettings::default(),
        Problem::piece(3).expect("piece"),
    )
    .expect("input");
    for (label, method, unit) in [
        ("dynamic programming", Method::Dp, "states"),
        ("A* (cheapest move per tile)", Method::AStar, "expansions"),
        (
            "branch and bound, the paper's bound (193)",
            Method::PaperBound,
            "calls",
        ),
    ] {
        h.get_by_label(label).click();
        h.step();
        step_until(&mut h, LIMIT, |ws| !ws.explore().compare().is_running());
        let direct = run_method(method, &input, &Progress::default()).expect("runs");
        shown(
            &h,
            // Calls are a unit the texts join to their number with a no-break space.
            &format!(
                "{}{}{unit}",
                grouped(u128::from(direct.effort)),
                if unit == "calls" { '\u{a0}' } else { ' ' }
            ),
        );
    }
    // Piece 3's optimum, found by every row, and each row agrees with the DP.
    shown(&h, "16,812\u{a0}units");
    let view = h.state().workspace().explore().compare();
    assert_eq!(view.finished().count(), 3);
    assert!(view.finished().all(|r| r.matches_dp));
    assert_eq!(h.query_all_by_label("yes").count(), 3, "agrees with the DP");
}

#[test]
fn test_run_all_cancels_at_once() {
    let mut h = window();
    h.run();
    h.state_mut().submit(Command::Explore(ExplorePart::Compare));
    h.step();
    h.step();
    h.get_by_label("Run all").click();
    h.step();
    h.step();
    assert!(h.state().workspace().explore().compare().is_running());
    h.get_by_label("Cancel the computation").click();
    step_until(&mut h, LIMIT, |ws| !ws.explore().compare().is_running());
    assert!(matches!(
        h.state().workspace().explore().compare().outcome(),
        Some(Outcome::Cancelled)
    ));
    h.get_by_label("Cancelled.");
}

/// The lines under the icicle that say whether the focus's counts add up.
fn adds_up(h: &egui_kittest::Harness<'_, maedn::window::MaednApp>) -> (usize, usize) {
    (
        h.query_all_by_label("adds up").count(),
        h.query_all_by_label("DOES NOT add up").count(),
    )
}

#[test]
fn test_the_trees_shown_counts_add_up_to_the_run() {
    let mut h = window();
    h.run();
    h.state_mut()
        .submit(Command::ExploreDo(ExploreCommand::SetPiece(3)));
    h.state_mut().submit(Command::Explore(ExplorePart::Tree));
    h.step();
    step_until(&mut h, LIMIT, |ws| {
        ws.explore().tree().tree().is_some() && !ws.explore().tree().is_running()
    });
    let direct = solve_problem(
        &Settings::default(),
        &Problem::piece(3).expect("piece"),
        &Progress::default(),
        NoObserver,
    )
    .expect("solves");
    let (calls, prunes) = (
        grouped(u128::from(direct.calls)),
        grouped(u128::from(direct.prunes)),
    );
    shown(
        &h,
        &format!("Calls in this subtree: {calls} = 1 (this call) + "),
    );
    shown(
        &h,
        &format!("Prunes in this subtree: {prunes} = 0 (this call) + "),
    );
    shown(
        &h,
        &format!("whole run: {calls}\u{a0}calls, {prunes} prunes"),
    );
    assert_eq!(
        adds_up(&h),
        (3, 0),
        "calls, prunes, and the root is the run"
    );

    // A click on the node of roll 6 selects it; zooming in re-searches it.
    h.get_by_label("node 0 6").click();
    h.step();
    let tree = h.state().workspace().explore().tree();
    let six = tree.selected().expect("selected");
    assert_eq!(
        tree.tree()
            .and_then(|t| t.node(six))
            .map(|n| n.tile.index()),
        Some(6)
    );
    h.state_mut()
        .submit(Command::ExploreDo(ExploreCommand::FocusNode(six)));
    h.step();
    step_until(&mut h, LIMIT, |ws| !ws.explore().tree().is_running());
    let tree = h.state().workspace().explore().tree();
    assert_eq!(tree.focus(), six);
    assert!(!tree.needs_expansion());
    let node_calls = tree.tree().and_then(|t| t.node(six)).map(|n| n.calls);
    shown(
        &h,
        &format!(
            "Calls in this subtree: {} = 1 (this call) + ",
            grouped(u128::from(node_calls.expect("node")))
        ),
    );
    assert_eq!(adds_up(&h), (2, 0));
    h.get_by_label("Zoom out").click();
    h.step();
    assert_eq!(
        h.state().workspace().explore().tree().focus(),
        SearchTree::ROOT
    );
}

#[test]
fn test_the_count_shows_the_engines_exact_numbers() {
    let mut h = window();
    h.run();
    h.state_mut().submit(Command::Explore(ExplorePart::Compare));
    h.step();
    h.step();
    h.get_by_label("Counting every way").click();
    h.step();
    step_until(&mut h, LIMIT, |ws| ws.explore().count().counts().is_some());
    let direct = count_all(&Rules::paper(), Tile::A, &Progress::default()).expect("counts");
    for goal in &direct.goals {
        shown(&h, &grouped(goal.sequences));
    }
    shown(
        &h,
        &format!(
            "{} ways from A to d (piece 1)",
            grouped(direct.goals[0].sequences)
        ),
    );
}

#[test]
fn test_the_ordinary_games_headline_is_computed() {
    let mut h = window();
    h.run();
    h.state_mut()
        .submit(Command::ExploreDo(ExploreCommand::SetGames(1_000)));
    h.state_mut()
        .submit(Command::Explore(ExplorePart::Ordinary));
    h.step();
    step_until(&mut h, LIMIT, |ws| ws.explore().ordinary().play().is_some());
    let direct = random_play(&Rules::paper(), 1_000, 1, &Progress::default()).expect("plays");
    shown(
        &h,
        &format!(
            "The optimum is {:.1}\u{a0}% of what an ordinary game moves",
            direct.optimum_percent()
        ),
    );
    shown(&h, "Simulated: 1,000 games (seed 1)");
}

#[test]
fn test_the_heat_maps_export_writes_its_figure() {
    let dir = std::env::temp_dir().join(format!("maedn-ui-explore-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("count.svg");
    let picker = FakePicker::new(vec![Some(path.clone())], Duration::from_millis(300));
    let mut h = window_with(Launch::default(), Arc::new(picker));
    h.run();
    h.state_mut().submit(Command::Explore(ExplorePart::Count));
    h.step();
    step_until(&mut h, LIMIT, |ws| ws.explore().count().counts().is_some());
    h.get_by_label("Export SVG…").click();
    step_until(&mut h, LIMIT, |ws| {
        matches!(ws.status(), Some(Notice::Saved(_)))
    });
    let svg = std::fs::read_to_string(&path).expect("written");
    assert!(svg.contains("365,709,275,436 ways from A to d (piece 1)"));
    assert!(
        svg.contains("the optimum, 19,462\u{a0}units: unique"),
        "the legend"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_the_explore_view_speaks_german() {
    let mut h = launched(Launch {
        lang: Some(Lang::De),
        explore: Some(ExplorePart::Count),
        ..Launch::default()
    });
    h.step();
    h.step();
    assert_eq!(h.state().workspace().mode(), Mode::Explore);
    h.get_by_label("Erkunden");
    h.get_by_label("Verfahren im Vergleich");
    step_until(&mut h, LIMIT, |ws| ws.explore().count().counts().is_some());
    shown(&h, "365.709.275.436 Wege von A nach d (Figur 1)");
}

#[test]
fn test_the_heat_maps_hover_text_is_the_engines_value() {
    let mut h = launched(Launch {
        explore: Some(ExplorePart::Retro),
        ..Launch::default()
    });
    h.step();
    h.step();
    h.state_mut()
        .submit(Command::ExploreDo(ExploreCommand::SetPiece(3)));
    h.step();
    h.step();
    h.get_by_label("Track tile 26").hover();
    h.step();
    h.step();
    let map = maedn::solver::retro(
        &maedn::model::MoveTable::new(&Rules::paper()),
        Tile::goal_of_piece(3).expect("goal"),
    );
    let tile = Tile::new(26).expect("tile");
    let value = map.value(tile).expect("a value");
    let units = maedn::format::NumberStyle::English.units(value);
    shown(&h, &format!("Tile 26: {units}\u{a0}units to b"));
    // The minimum over its six rolls, each roll's own sum shown.
    for r in &map.tile(tile).expect("entry").rolls {
        if let maedn::solver::RollValue::Move { total, optimal, .. } = r {
            assert_eq!(*optimal, (*total - value).abs() < 1e-9);
            shown(
                &h,
                &format!("= {}", maedn::format::NumberStyle::English.units(*total)),
            );
        }
    }
    shown(&h, "(optimal)");
}

#[test]
fn test_a_selected_tree_node_shows_its_way_on_the_board() {
    let mut h = window();
    h.run();
    h.state_mut()
        .submit(Command::ExploreDo(ExploreCommand::SetPiece(4)));
    h.state_mut().submit(Command::Explore(ExplorePart::Tree));
    h.step();
    step_until(&mut h, LIMIT, |ws| ws.explore().tree().tree().is_some());
    h.get_by_label("node 0 6").click();
    h.step();
    h.step();
    // The way so far, as the engine measures it.
    let table = maedn::model::MoveTable::new(&Rules::paper());
    let six = table.length_between(Tile::A, Tile::new(6).expect("tile"));
    shown(&h, "Way so far: 0 6");
    shown(
        &h,
        &format!(
            "Moved so far: {}\u{a0}units",
            maedn::format::NumberStyle::English.units(six)
        ),
    );
    let view = h.state().workspace().explore().tree();
    let id = view.selected().expect("selected");
    let tree = view.tree().expect("tree");
    let scene = maedn::figures::explore::node_scene(tree, id, &Rules::paper(), h.state().tr());
    let way = scene.paths.last().expect("the way");
    assert_eq!(way.tiles.len(), 2, "A and tile 6");
}

/// Hovering the count's chart (painted by the figure renderer) shows the
/// tooltip of the bar under the pointer, the figure's own text; above the
/// chart, none.
#[test]
fn test_hovering_a_charts_bar_shows_its_tooltip() {
    let mut h = launched(Launch {
        explore: Some(ExplorePart::Count),
        ..Launch::default()
    });
    h.step();
    step_until(&mut h, LIMIT, |ws| ws.explore().count().counts().is_some());
    let chart = count_chart_shown(&h);
    let tooltips: Vec<&str> = chart
        .series
        .iter()
        .flat_map(|s| &s.bars)
        .map(|b| b.tooltip.as_str())
        .collect();
    let shown_tooltip = |h: &egui_kittest::Harness<'_, maedn::window::MaednApp>| {
        tooltips
            .iter()
            .find(|t| h.query_by_label(t).is_some())
            .map(|t| (*t).to_owned())
    };
    // The chart is named by its axes' titles.
    let rect = h
        .get_by_label(&format!("{} · {}", chart.y_title, chart.x_title))
        .rect();
    // Above the chart: no bar's tooltip (a tooltip shows once the pointer
    // has rested for egui's delay: three frames of a quarter second).
    h.hover_at(egui::pos2(rect.center().x, rect.min.y - 5.0));
    h.run_steps(3);
    assert_eq!(shown_tooltip(&h), None);
    // Across the plot, a little below its middle, from its centre rightwards
    // (where this chart's bars stand), then leftwards: a bar's tooltip.
    let y = rect.min.y + rect.height() * 0.6;
    let steps = (rect.width() / 16.0) as i32;
    let xs = (0..steps / 2).chain((-steps / 2..0).rev());
    let mut found = None;
    for k in xs {
        h.hover_at(egui::pos2(rect.center().x + 16.0 * k as f32, y));
        h.run_steps(3);
        found = shown_tooltip(&h);
        if found.is_some() {
            break;
        }
    }
    assert!(found.is_some(), "no bar's tooltip shown across the chart");
}
