//! The search tree as a figure: an icicle of one node's subtree (depth down,
//! rolls 6 … 1 across, each node as wide as the calls in its subtree),
//! explored, pruned and best-path nodes in their colours, each node's prune
//! check as its tooltip. The window paints the same body and hit-tests it
//! with [`IcicleBody::hits`].

use crate::figures::request::{FigureError, FigureRequest, drawing_figure};
use crate::figures::run::{Drawn, FigureRun};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg, units_arg};
use crate::model::{MoveTable, Problem};
use crate::render::cues::{fill_of, fill_shapes};
use crate::render::text::{Anchor, Text, centred_text};
use crate::render::{
    Caption, Class, Drawing, Figure, Ink, LegendEntry, Look, Palette, Pt, Rect, Shape, Swatch,
    Weight, text_width,
};
use crate::solver::{NodeId, SearchTree, TreeNode, TreeRun, icicle};
use crate::tr;

/// Rows of the icicle: the focus node and the levels below it.
pub const ICICLE_LEVELS: u8 = 5;
/// Width of the icicle's nodes, in figure pixels.
const ICICLE_W: f32 = 960.0;
/// The column of depth labels left of the icicle.
const GUTTER: f32 = 84.0;
/// Height of a row.
const ROW_H: f32 = 64.0;
/// Space between neighbouring nodes.
const GAP: f32 = 1.5;
/// Nodes at least this wide get a gap to their right neighbour.
const GAP_FROM: f32 = 4.0;
/// Height of the band that shows a subtree's share of pruned calls, as a
/// share of the row.
const BAND: f32 = 0.22;
/// Nodes narrower than this many pixels are left out (with what lies below).
const MIN_NODE_PX: f64 = 0.75;
/// Size of a node's labels.
const LABEL_SIZE: f32 = 16.0;
/// Size of the depth labels.
const DEPTH_SIZE: f32 = 16.0;
/// Room left and right of a label inside its node.
const LABEL_PAD: f32 = 4.0;

/// A node's rectangle in the icicle body, for hit-testing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IcicleHit {
    /// The node.
    pub node: NodeId,
    /// Where it is drawn, in body pixels.
    pub rect: Rect,
}

/// The icicle's drawing (items at the origin) and where each node sits.
#[derive(Clone, Debug, PartialEq)]
pub struct IcicleBody {
    /// The drawing.
    pub drawing: Drawing,
    /// Every node drawn, in drawing order.
    pub hits: Vec<IcicleHit>,
}

impl IcicleBody {
    /// The node drawn at `p` (body pixels), if any.
    #[must_use]
    pub fn node_at(&self, p: Pt) -> Option<NodeId> {
        self.hits
            .iter()
            .find(|h| {
                p.x >= h.rect.min.x
                    && p.x < h.rect.max.x
                    && p.y >= h.rect.min.y
                    && p.y < h.rect.max.y
            })
            .map(|h| h.node)
    }

    /// Where node `id` is drawn, if it is.
    #[must_use]
    pub fn rect_of(&self, id: NodeId) -> Option<Rect> {
        self.hits.iter().find(|h| h.node == id).map(|h| h.rect)
    }
}

/// The colour of a node: best path, pruned, or searched on.
fn node_ink(n: &TreeNode) -> Ink {
    if n.on_best_path {
        Ink::Optimal
    } else if n.pruned {
        Ink::PrunedCalls
    } else {
        Ink::Searched
    }
}

/// Lays out and draws the subtree of `focus`, [`ICICLE_LEVELS`] rows deep;
/// with `titles`, each node carries its lines as a tooltip (the SVG's
/// `<title>`; the window shows its own on hover and leaves them out).
#[must_use]
pub fn icicle_body(
    tree: &SearchTree,
    focus: NodeId,
    palette: &Palette,
    tr: &Tr,
    titles: bool,
) -> IcicleBody {
    let height = f32::from(ICICLE_LEVELS) * ROW_H;
    let mut d = Drawing::new(GUTTER + ICICLE_W, height, palette.page);
    let top_depth = tree.node(focus).map_or(0, |n| n.depth);
    for row in 0..ICICLE_LEVELS {
        let y = (f32::from(row) + 0.5) * ROW_H;
        d.push(
            Class::Chart,
            Shape::Text(Text {
                anchor: Anchor::End,
                ..centred_text(
                    Pt::new(GUTTER - LABEL_PAD * 2.0, y),
                    tr!(
                        tr,
                        "explore-tree-depth",
                        depth = count_arg(u64::from(top_depth + row))
                    ),
                    DEPTH_SIZE,
                    Weight::Regular,
                    palette.muted,
                )
            }),
        );
    }
    let min_width = MIN_NODE_PX / f64::from(ICICLE_W);
    let mut hits = Vec::new();
    for r in icicle(tree, focus, ICICLE_LEVELS, min_width) {
        let Some(n) = tree.node(r.node) else { continue };
        let rect = Rect {
            min: Pt::new(GUTTER + r.x0 as f32 * ICICLE_W, r.y0 as f32 * height),
            max: Pt::new(GUTTER + r.x1 as f32 * ICICLE_W, r.y1 as f32 * height),
        };
        // Narrow nodes touch: a gap would leave only gaps.
        let gap = if rect.width() > GAP_FROM { GAP } else { 0.0 };
        let shown = Rect {
            min: rect.min,
            max: Pt::new(rect.max.x - gap, rect.max.y - GAP),
        };
        let ink = node_ink(n);
        let fill = palette.ink(ink);
        // The node, then its pattern (pruned hatched, best framed), so that
        // the three kinds differ without their colours.
        let mut shapes = fill_shapes(shown, fill, fill_of(ink), palette.page, palette.text, 1.0);
        let shape = shapes.remove(0);
        if titles {
            d.push_titled(
                Class::Chart,
                shape,
                words::node_lines(tr, tree, r.node).join("\n"),
            );
        } else {
            d.push(Class::Chart, shape);
        }
        for s in shapes {
            d.push(Class::Chart, s);
        }
        pruned_band(&mut d, n, shown, palette);
        node_labels(&mut d, n, shown, palette.text_on(fill), tr);
        hits.push(IcicleHit { node: r.node, rect });
    }
    IcicleBody { drawing: d, hits }
}

/// The band along a node's foot whose red part is the share of its
/// subtree's calls that the bound pruned (all of a pruned call).
fn pruned_band(d: &mut Drawing, n: &TreeNode, rect: Rect, palette: &Palette) {
    if n.pruned || n.on_best_path || n.prunes == 0 || n.calls == 0 {
        return;
    }
    let share = n.prunes as f32 / n.calls as f32;
    let h = rect.height() * BAND;
    let band = Rect {
        min: Pt::new(rect.min.x, rect.max.y - h),
        max: Pt::new(rect.min.x + rect.width() * share, rect.max.y),
    };
    let ink = Ink::PrunedCalls;
    for s in fill_shapes(
        band,
        palette.ink(ink),
        fill_of(ink),
        palette.page,
        palette.text,
        1.0,
    ) {
        d.push(Class::Chart, s);
    }
}

/// A node's labels, where they fit: "roll → tile", then its calls.
fn node_labels(d: &mut Drawing, n: &TreeNode, rect: Rect, colour: crate::render::Rgba, tr: &Tr) {
    let room = rect.width() - 2.0 * LABEL_PAD;
    let title = match n.roll {
        Some(roll) => tr!(
            tr,
            "explore-tree-label",
            roll = roll.to_string(),
            tile = words::tile(n.tile)
        ),
        None => tr!(
            tr,
            "explore-tree-node-root",
            tile = crate::i18n::words::tile_ref(tr, n.tile)
        ),
    };
    let calls = tr.numbers().count(n.calls);
    let centre = rect.centre().offset(0.0, -rect.height() * BAND / 2.0);
    let fits = |t: &str| text_width(t, LABEL_SIZE, Weight::Bold) <= room;
    if !fits(&title) {
        return;
    }
    let line = LABEL_SIZE * 1.3;
    let two = fits(&calls);
    let first = if two {
        centre.offset(0.0, -line / 2.0)
    } else {
        centre
    };
    d.push(
        Class::Chart,
        Shape::Text(centred_text(first, title, LABEL_SIZE, Weight::Bold, colour)),
    );
    if two {
        d.push(
            Class::Chart,
            Shape::Text(centred_text(
                centre.offset(0.0, line / 2.0),
                calls,
                LABEL_SIZE,
                Weight::Regular,
                colour,
            )),
        );
    }
}

/// The legend: the three colours.
#[must_use]
pub fn tree_legend(tr: &Tr) -> Vec<LegendEntry> {
    vec![
        LegendEntry::new(
            Swatch::Bar(Ink::Searched),
            tr!(tr, "explore-tree-legend-explored"),
        ),
        LegendEntry::new(
            Swatch::Bar(Ink::PrunedCalls),
            tr!(tr, "explore-tree-legend-pruned"),
        ),
        LegendEntry::new(
            Swatch::Bar(Ink::Optimal),
            tr!(tr, "explore-tree-legend-best"),
        ),
    ]
}

/// The caption: the piece, the run, the layout, the subtree shown.
#[must_use]
pub fn tree_caption(
    tree: &SearchTree,
    focus: NodeId,
    rules: &crate::model::Rules,
    tr: &Tr,
) -> Caption {
    let stats = tree.stats();
    let (_, best) = tree.best();
    let mut lines = vec![
        tr!(tr, "explore-tree-layout", bound = units_arg(tree.bound())),
        tr!(
            tr,
            "explore-tree-run",
            calls = count_arg(stats.calls),
            prunes = count_arg(stats.prunes),
            best = best.map_or_else(|| tr!(tr, "explore-none"), |b| words::units(tr, b))
        ),
    ];
    if focus != SearchTree::ROOT
        && let Some(n) = tree.node(focus)
    {
        lines.push(tr!(
            tr,
            "explore-tree-shown",
            tiles = words::tiles(&tree.path(focus)),
            calls = count_arg(n.calls),
            prunes = count_arg(n.prunes)
        ));
    }
    lines.push(words::rules(tr, rules));
    Caption {
        title: tr!(
            tr,
            "explore-tree-title",
            piece = tree.piece().to_string(),
            goal = words::tile(tree.goal()),
            calls = count_arg(stats.calls)
        ),
        lines,
    }
}

/// The subtree of `focus` as a figure.
#[must_use]
pub fn tree_figure(
    tree: &SearchTree,
    focus: NodeId,
    rules: &crate::model::Rules,
    tr: &Tr,
    theme: impl Into<Look>,
) -> Figure {
    let look = theme.into();
    let body = icicle_body(tree, focus, look.palette(), tr, true);
    drawing_figure(
        &format!("search-tree-{}", tree.piece()),
        body.drawing,
        &tree_caption(tree, focus, rules, tr),
        &tree_legend(tr),
        look,
    )
}

/// `maedn figure search-tree-N`: the top of piece N's search tree under the
/// request's bound, recorded resumably ([`TreeRun`]), then drawn.
pub(in crate::figures) fn tree_run(request: &FigureRequest, piece: u8) -> FigureRun {
    let rules = request.settings.rules;
    if let Err(e) = rules.validate() {
        return FigureRun::refused(crate::solver::SolveError::from(e).into());
    }
    let Some(problem) = Problem::piece(piece) else {
        return FigureRun::refused(FigureError::NoPath(piece));
    };
    let table = MoveTable::new(&rules);
    let bound = request
        .settings
        .bound
        .per_tile_for(&table, &[problem.goal()]);
    let mut run = TreeRun::new(&table, &problem, bound, ICICLE_LEVELS - 1);
    Drawn::run(
        request,
        move |progress, until| run.resume(progress, until),
        |request, tree| {
            Ok(tree_figure(
                &tree,
                SearchTree::ROOT,
                &request.settings.rules,
                Tr::shared(request.lang),
                request.look(),
            ))
        },
    )
}
