//! The search tree: the icicle of the focus node's subtree (the same body
//! the export draws, painted through [`crate::app::figure_paint`]), hover for a
//! node's prune check, click to select it, double-click to zoom in (by
//! keyboard: Tab to the icicle, the arrows walk the tree, Enter zooms); the
//! focus's counts against its children's, so a class sees that they add up.

use egui::{Rect, Role, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo};

use super::{about, board_and_text, palette, piece_switch, status_row};
use crate::app::board_view::BoardScene;
use crate::app::figure_paint::paint;
use crate::app::focus::{self, Arrow};
use crate::figures::explore::{IcicleBody, icicle_body, node_scene};
use crate::i18n::words::explore as words;
use crate::i18n::{Lang, Tr, count_arg};
use crate::model::Rules;
use crate::solver::{Bound, NodeId, SearchTree};
use crate::tr;
use crate::workspace::{Command, ExploreCommand, SubtreeSum, TreeView, Workspace};

/// The icicle's height at most, in points.
const MAX_HEIGHT: f32 = 420.0;
/// The icicle's height at least, in points.
const MIN_HEIGHT: f32 = 160.0;
/// The icicle takes at most this share of the window's height, so that the
/// board below it stays in view.
const HEIGHT_SHARE: f32 = 0.32;
/// Nodes at least this wide on screen are widgets of their own (named by
/// their way, so tests and screen readers find them).
const WIDGET_FROM: f32 = 40.0;
/// Outline of the hovered node.
const HOVER_STROKE: f32 = 2.5;
/// Outline of the selected node.
const SELECT_STROKE: f32 = 3.0;
/// Width of the node's lines and sums beside the board, in points.
const TEXT_WIDTH: f32 = 420.0;

/// What an icicle drawn last was drawn from: the tree's size, its rules,
/// bound and piece, the focus, the theme, the colours and the language.
type IcicleKey = (
    usize,
    Option<(Rules, Bound, u8)>,
    NodeId,
    bool,
    crate::render::Scheme,
    Lang,
);

/// The node under the pointer and the icicle drawn last (window state:
/// the icicle is laid out again only when the tree, focus, theme or
/// language changes, not every frame).
#[derive(Debug, Default)]
pub struct TreeHover {
    /// The node, if the pointer is over one.
    pub node: Option<NodeId>,
    icicle: Option<(IcicleKey, IcicleBody)>,
}

/// The icicle of the view's focus, laid out again only when something it
/// shows changed.
fn cached_icicle<'a>(
    cache: &'a mut Option<(IcicleKey, IcicleBody)>,
    ui: &Ui,
    view: &TreeView,
    tree: &SearchTree,
    tr: &Tr,
) -> &'a IcicleBody {
    let key = (
        tree.nodes().len(),
        view.computed_for(),
        view.focus(),
        ui.visuals().dark_mode,
        palette(ui).scheme,
        tr.lang(),
    );
    if cache.as_ref().is_some_and(|(k, _)| *k != key) {
        *cache = None;
    }
    let (_, body) =
        cache.get_or_insert_with(|| (key, icicle_body(tree, view.focus(), palette(ui), tr, false)));
    body
}

/// The part's view.
pub(super) fn tree_ui(
    ui: &mut Ui,
    ws: &Workspace,
    tr: &Tr,
    explore_view: &mut super::ExploreView,
    out: &mut Vec<Command>,
) {
    let hover = &mut explore_view.tree;
    let explore = ws.explore();
    let view = explore.tree();
    let inputs = ws.explore_inputs();
    about(ui, &tr!(tr, "explore-tree-about"));
    ui.horizontal_wrapped(|ui| {
        piece_switch(ui, explore.piece(), tr, out);
        ui.separator();
        let can_zoom_out = view.tree().is_some() && view.focus() != SearchTree::ROOT;
        if ui
            .add_enabled(can_zoom_out, egui::Button::new(tr!(tr, "explore-tree-up")))
            .on_hover_text(tr!(tr, "explore-tree-up-hint"))
            .clicked()
        {
            out.push(Command::ExploreDo(ExploreCommand::FocusUp));
        }
    });
    status_row(
        ui,
        tr,
        view.running_for(),
        view.outcome(),
        view.is_stale(&inputs, explore.piece())
            .then(|| tr!(tr, "explore-stale")),
        out,
    );
    if let Some((calls, _)) = view.live() {
        let calls = count_arg(calls);
        ui.label(if view.is_recording() {
            tr!(tr, "explore-tree-recording", calls = calls)
        } else {
            tr!(tr, "explore-tree-expanding", calls = calls)
        });
    }
    let Some(tree) = view.tree() else { return };
    let stats = tree.stats();
    let (_, best) = tree.best();
    ui.label(tr!(
        tr,
        "explore-tree-run",
        calls = count_arg(stats.calls),
        prunes = count_arg(stats.prunes),
        best = best.map_or_else(|| tr!(tr, "explore-none"), |b| words::units(tr, b))
    ));
    ui.weak(tr!(
        tr,
        "explore-tree-kept",
        nodes = count_arg(tree.nodes().len() as u64),
        kib = count_arg((tree.memory_bytes() / 1024) as u64)
    ));
    if view.focus() != SearchTree::ROOT {
        ui.label(tr!(
            tr,
            "explore-tree-focus",
            tiles = words::tiles(&tree.path(view.focus()))
        ));
    }
    let body = cached_icicle(&mut hover.icicle, ui, view, tree, tr);
    icicle_ui(ui, tree, view, body, tr, &mut hover.node, out);
    ui.add_space(super::SECTION_GAP);
    legend(ui, tr);
    ui.add_space(super::SECTION_GAP);
    let shown = hover.node.or(view.selected()).unwrap_or(view.focus());
    let Some((rules, _, _)) = view.computed_for() else {
        return;
    };
    // The shown node's way on the board, its numbers and the sums beside.
    let mut scene = node_scene(tree, shown, &rules, tr);
    scene.tile_numbers = ws.tile_numbers();
    let board = BoardScene {
        scene,
        spacing: rules.spacing,
        edit_mode: false,
    };
    let legend = ws.legend_shown();
    let board_view = &mut explore_view.board;
    board_and_text(
        ui,
        TEXT_WIDTH,
        |ui| {
            let _ = board_view.ui(ui, &board, legend, tr);
        },
        |ui, ()| {
            for line in words::node_lines(tr, tree, shown) {
                ui.label(line);
            }
            ui.add_space(super::SECTION_GAP);
            sums_ui(ui, view, tree, tr);
            if view.selected().is_none() {
                ui.weak(tr!(tr, "explore-tree-board-hint"));
            }
        },
    );
}

/// Paints the icicle, hit-tests the pointer, and turns clicks into commands.
fn icicle_ui(
    ui: &mut Ui,
    tree: &SearchTree,
    view: &TreeView,
    body: &IcicleBody,
    tr: &Tr,
    hovered: &mut Option<NodeId>,
    out: &mut Vec<Command>,
) {
    let d = &body.drawing;
    let width = ui.available_width();
    let share = ui.ctx().content_rect().height() * HEIGHT_SHARE;
    let height = (width * d.height / d.width.max(1.0))
        .min(share)
        .clamp(MIN_HEIGHT, MAX_HEIGHT);
    let (rect, response) = ui.allocate_exact_size(Vec2::new(width, height), Sense::click());
    // One Tab stop: the arrows walk the tree, Enter zooms in.
    let at = view.selected().unwrap_or(view.focus());
    let name = tr!(tr, "explore-tree-keys", node = node_name(tr, tree, at));
    response.widget_info(|| WidgetInfo::labeled(Role::Tree, true, &name));
    if response.has_focus() {
        focus::keep_arrows(ui, response.id);
        if ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            out.push(Command::ExploreDo(ExploreCommand::FocusNode(at)));
        } else if let Some(next) =
            focus::arrow_pressed(ui).and_then(|a| tree_step(tree, body, view.focus(), at, a))
        {
            out.push(Command::ExploreDo(ExploreCommand::SelectNode(Some(next))));
        }
    }
    let painter = ui.painter_at(rect);
    let t = paint(&painter, d, rect);
    let screen =
        |r: crate::render::Rect| Rect::from_min_max(t.to_screen(r.min), t.to_screen(r.max));
    *hovered = response
        .hover_pos()
        .and_then(|p| body.node_at(t.to_drawing(p)));
    // Wide nodes are widgets of their own, named by their way so far.
    for hit in &body.hits {
        let r = screen(hit.rect);
        if r.width() < WIDGET_FROM {
            continue;
        }
        // Not a Tab stop of its own: the icicle is (its arrows walk the nodes).
        let sense = Sense::click() - Sense::FOCUSABLE;
        let node = ui.interact(r, ui.scope_id().with(("icicle", hit.node)), sense);
        let label = node_name(tr, tree, hit.node);
        node.widget_info(|| WidgetInfo::labeled(Role::TreeItem, true, &label));
        if node.hovered() {
            *hovered = Some(hit.node);
        }
        clicks(&node, hit.node, out);
    }
    if let Some(id) = *hovered {
        clicks(&response, id, out);
    }
    let colour = ui.visuals().strong_text_color();
    for (id, width) in [(view.selected(), SELECT_STROKE), (*hovered, HOVER_STROKE)] {
        if let Some(r) = id.and_then(|id| body.rect_of(id)) {
            painter.rect_stroke(
                screen(r),
                0.0,
                Stroke::new(width, colour),
                StrokeKind::Inside,
            );
        }
    }
    if let Some(id) = *hovered {
        let lines = words::node_lines(tr, tree, id);
        response.on_hover_ui_at_pointer(|ui| {
            for line in lines {
                ui.label(line);
            }
        });
    }
}

/// The node an arrow key walks to from `at` inside the icicle of `focus`:
/// ↑ its caller (not above the focus), ↓ its first call drawn, ← → the
/// previous or next call of the same caller that is drawn.
fn tree_step(
    tree: &SearchTree,
    body: &IcicleBody,
    focus: NodeId,
    at: NodeId,
    arrow: Arrow,
) -> Option<NodeId> {
    let drawn = |id: &NodeId| body.rect_of(*id).is_some();
    let node = tree.node(at)?;
    match arrow {
        Arrow::Up => node.parent.filter(|_| at != focus),
        Arrow::Down => node.children.as_ref()?.iter().copied().find(drawn),
        Arrow::Left | Arrow::Right => {
            if at == focus {
                return None;
            }
            let siblings = tree.node(node.parent?)?.children.as_ref()?;
            let here = siblings.iter().position(|c| *c == at)?;
            let mut others: Box<dyn Iterator<Item = &NodeId>> = if arrow == Arrow::Left {
                Box::new(siblings[..here].iter().rev())
            } else {
                Box::new(siblings[here + 1..].iter())
            };
            others.find(|c| drawn(c)).copied()
        }
    }
}

/// A node's accessible name: its way so far.
fn node_name(tr: &Tr, tree: &SearchTree, id: NodeId) -> String {
    tr!(
        tr,
        "explore-tree-node-name",
        path = words::tiles(&tree.path(id))
    )
}

/// A click selects the node; a double click zooms into it.
fn clicks(response: &egui::Response, id: NodeId, out: &mut Vec<Command>) {
    if response.double_clicked() {
        out.push(Command::ExploreDo(ExploreCommand::FocusNode(id)));
    } else if response.clicked() {
        out.push(Command::ExploreDo(ExploreCommand::SelectNode(Some(id))));
    }
}

/// The three colours, as in the export's legend.
fn legend(ui: &mut Ui, tr: &Tr) {
    let palette = palette(ui);
    ui.horizontal_wrapped(|ui| {
        for entry in crate::figures::explore::tree_legend(tr) {
            if let crate::render::Swatch::Bar(ink) = entry.swatch {
                let c = palette.ink(ink);
                let (r, _) = ui.allocate_exact_size(Vec2::splat(12.0), Sense::hover());
                ui.painter().rect_filled(
                    r,
                    0.0,
                    egui::Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a),
                );
            }
            ui.label(entry.label);
        }
    });
}

/// The focus's calls and prunes against its children's, with the check.
fn sums_ui(ui: &mut Ui, view: &TreeView, tree: &SearchTree, tr: &Tr) {
    let focus = view.focus();
    let Some(sum) = view.sum(focus) else { return };
    if sum.children.is_empty() {
        ui.label(tr!(tr, "explore-tree-sum-leaf"));
        return;
    }
    let parts = |f: fn(&(u8, NodeId, u64, u64)) -> u64| {
        sum.children
            .iter()
            .map(|c| tr.numbers().count(f(c)))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    check_line(
        ui,
        tr,
        tr!(
            tr,
            "explore-tree-sum-calls",
            calls = count_arg(sum.calls),
            parts = parts(|c| c.2)
        ),
        sum.calls_add_up(),
    );
    check_line(
        ui,
        tr,
        tr!(
            tr,
            "explore-tree-sum-prunes",
            prunes = count_arg(sum.prunes),
            own = count_arg(u64::from(sum.own_pruned)),
            parts = parts(|c| c.3)
        ),
        sum.prunes_add_up(),
    );
    if focus == SearchTree::ROOT {
        let stats = tree.stats();
        check_line(
            ui,
            tr,
            tr!(
                tr,
                "explore-tree-root-is-run",
                calls = count_arg(stats.calls),
                prunes = count_arg(stats.prunes)
            ),
            root_is_run(&sum, stats.calls, stats.prunes),
        );
    }
}

fn root_is_run(sum: &SubtreeSum, calls: u64, prunes: u64) -> bool {
    sum.calls == calls && sum.prunes == prunes
}

/// A sum and whether it checks out, in words.
fn check_line(ui: &mut Ui, tr: &Tr, text: String, ok: bool) {
    ui.horizontal_wrapped(|ui| {
        ui.label(text);
        if ok {
            ui.strong(tr!(tr, "explore-tree-adds-up"));
        } else {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!(tr, "explore-tree-does-not-add-up"),
            );
        }
    });
}
