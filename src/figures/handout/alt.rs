//! What a printed board or chart says to a screen reader (its PDF /Alt):
//! which paths it draws (whose, from where to where, each move's length),
//! where its pieces stand, the bars' values and the lines' places, built
//! from the same scene or chart the page draws, so that the words cannot
//! name a path the picture lacks or leave a number out.

use crate::i18n::Tr;
use crate::i18n::words::tile_name;
use crate::render::chart::XAxis;
use crate::render::{Chart, Ink, Scene, Swatch};
use crate::tr;

/// The words for a board `scene` under the heading `title`.
#[must_use]
pub fn board_alt(title: &str, scene: &Scene, tr: &Tr) -> String {
    let mut parts: Vec<String> = Vec::new();
    for path in &scene.paths {
        let (Some(from), Some(to)) = (path.tiles.first(), path.tiles.last()) else {
            continue;
        };
        let said = tr!(
            tr,
            "handout-figure-path",
            who = path_owner(path.ink, scene, tr),
            from = tile_name(tr, scene.colour, *from),
            to = tile_name(tr, scene.colour, *to)
        );
        parts.push(if path.labels.is_empty() {
            said
        } else {
            tr!(
                tr,
                "handout-figure-moves",
                path = said,
                moves = path.labels.join(", ")
            )
        });
    }
    for piece in &scene.pieces {
        if let Some(number) = &piece.label {
            parts.push(tr!(
                tr,
                "handout-figure-piece",
                piece = number.clone(),
                tile = tile_name(tr, scene.colour, piece.tile)
            ));
        }
    }
    if !scene.lit.is_empty() {
        parts.push(tr!(tr, "handout-figure-rings", count = scene.lit.len()));
    }
    parts.extend(scene.legend.iter().map(|e| e.label.clone()));
    tr!(
        tr,
        "handout-figure-board",
        title = title.to_owned(),
        shows = sentences(&parts)
    )
}

/// The words for `chart` under the heading `title`: its axes, each bar's
/// value (its tooltip, as the window shows it on hover) and each line.
#[must_use]
pub fn chart_alt(title: &str, chart: &Chart, tr: &Tr) -> String {
    let mut parts: Vec<String> = Vec::new();
    for series in &chart.series {
        let bars: Vec<&str> = series.bars.iter().map(|b| b.tooltip.as_str()).collect();
        if bars.is_empty() {
            continue;
        }
        parts.push(format!("{}: {}", series.name, bars.join(", ")));
    }
    for marker in &chart.markers {
        let x = match &chart.x_axis {
            XAxis::Categories(c) => c
                .get(marker.x.round().max(0.0) as usize)
                .cloned()
                .unwrap_or_default(),
            XAxis::Values { .. } => tr.numbers().whole(marker.x),
        };
        parts.push(tr!(
            tr,
            "handout-figure-marker",
            name = marker.name.clone(),
            x = x
        ));
    }
    let shows = sentences(&parts);
    if chart.x_title.trim().is_empty() {
        tr!(
            tr,
            "handout-figure-chart-bars",
            title = title.to_owned(),
            y = chart.y_title.clone(),
            shows = shows
        )
    } else {
        tr!(
            tr,
            "handout-figure-chart",
            title = title.to_owned(),
            y = chart.y_title.clone(),
            x = chart.x_title.clone(),
            shows = shows
        )
    }
}

/// Whose path a path of `ink` is: a piece's, a team's, or what the
/// scene's legend calls a line of that ink.
fn path_owner(ink: Ink, scene: &Scene, tr: &Tr) -> String {
    match ink {
        Ink::Piece(p) => tr!(tr, "handout-figure-piece-path", piece = p),
        Ink::Team(t) => tr!(tr, "handout-figure-team-path", team = t),
        _ => scene
            .legend
            .iter()
            .find(|e| matches!(e.swatch, Swatch::Path(_, i) if i == ink))
            .map_or_else(|| tr!(tr, "handout-figure-a-path"), |e| e.label.clone()),
    }
}

/// `parts` as sentences: each ends with a full stop.
fn sentences(parts: &[String]) -> String {
    parts
        .iter()
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
        .map(|p| {
            if p.ends_with(['.', '!', '?']) {
                p.to_owned()
            } else {
                format!("{p}.")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
