//! The whole game as figures, computed by the game engine: the shortest (or
//! quickest) legal game's board with every move of all four pieces, the
//! start-field moves included (`game`, `quickest-game`), and its rolls as a
//! chart, each move's length coloured by piece with its die face
//! (`game-rolls`).
//!
//! The board they draw is [`scenes::game_board`] (where the pieces stand and
//! the moves made after any number of rolls), the window's Game view's board
//! too, so the view and the exported figure draw the same paths.

use super::request::{FigureError, FigureRequest, board_figure, chart_figure};
use super::run::{Drawn, FigureRun};
use super::scenes::game_board::{game_board, steps_upto};
use super::scenes::tile_names;
use crate::game::{BestRun, ChosenGame, Game, GameRules, Objective, PIECES, PieceRecord, Place};
use crate::i18n::words::{
    cm, goal_letter, objective_key, pieces_legend, rules as rules_line, units, units_number,
};
use crate::i18n::{Tr, count_arg, wide_count_arg};
use crate::model::Rules;
use crate::render::{
    Bar, BarSeries, Caption, Chart, Figure, Ink, LegendEntry, PathKind, Scene, Swatch, XAxis,
    YFormat,
};
use crate::tr;

/// Width of a bar of the rolls chart, in rolls.
const ROLL_BAR_WIDTH: f64 = 0.8;
/// A labelled tick every this many rolls on the rolls chart.
const ROLL_TICK: f64 = 5.0;

/// The best game under `objective` for `request`'s rules, resumably, then
/// drawn by `draw`.
fn chosen_run(
    request: &FigureRequest,
    objective: Objective,
    draw: fn(&FigureRequest, &ChosenGame) -> Result<Figure, FigureError>,
) -> FigureRun {
    match GameRules::new(&request.settings.rules) {
        Ok(rules) => {
            let mut run = BestRun::new(&rules, objective);
            Drawn::run(
                request,
                move |progress, until| run.resume(progress, until),
                move |request, game| draw(request, &game),
            )
        }
        Err(e) => FigureRun::refused(e.into()),
    }
}

/// The caption lines every game figure shares: how it compares with the
/// paper's total, how many games tie, the rules and how it was computed.
fn game_lines(g: &ChosenGame, rules: &Rules, tr: &Tr) -> Vec<String> {
    vec![
        versus_paper(tr, g),
        ties(tr, g.objective, g.tied_games),
        tr!(tr, "fig-game-rules"),
        format!(
            "{}; {}",
            rules_line(tr, rules),
            tr!(tr, "fig-game-method", states = count_arg(g.states as u64))
        ),
    ]
}

/// The legend row of one piece's way through the game.
fn piece_entry(record: &PieceRecord, tr: &Tr) -> LegendEntry {
    LegendEntry::new(
        Swatch::Path(PathKind::Solution, Ink::Piece(record.piece)),
        tr!(
            tr,
            "fig-legend-game-piece",
            piece = count_arg(u64::from(record.piece)),
            slot = record.slot.to_string(),
            home = record.home().map_or_else(|| "?".to_owned(), goal_letter),
            start = units_number(tr, record.start_move),
            units = units(tr, record.from_a),
            moves = count_arg(record.moves as u64)
        ),
    )
}

/// `game` and `quickest-game`: the board with every move of the game.
pub(super) fn game_run(request: &FigureRequest, objective: Objective) -> FigureRun {
    chosen_run(request, objective, game_figure)
}

/// The board of the game `g`, with every move.
fn game_figure(request: &FigureRequest, g: &ChosenGame) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let objective = g.objective;
    let rules = g.game.rules;
    let drawn = game_board(&g.game, g.game.rolls.len());
    let mut scene = Scene::new(rules.colour);
    scene.tile_names = tile_names(tr, rules.colour);
    scene.paths = drawn.paths;
    scene.pieces = drawn.pieces;
    scene.legend = g.game.pieces.iter().map(|p| piece_entry(p, tr)).collect();
    scene.legend.push(LegendEntry::new(
        Swatch::Piece(rules.colour),
        pieces_legend(tr, rules.colour),
    ));
    scene.caption = Some(Caption {
        title: game_title(tr, objective, g.game.total, g.rolls),
        lines: game_lines(g, &rules, tr),
    });
    let name = match objective {
        Objective::Shortest => "game",
        Objective::Quickest => "quickest-game",
    };
    Ok(board_figure(name, &scene, request.look()))
}

/// The rolls of `game` as a chart: one bar per roll, its move's length,
/// coloured by piece and labelled with the die face.
#[must_use]
pub fn game_rolls_chart(game: &Game, tr: &Tr) -> Chart {
    let mut series: Vec<BarSeries> = (1..=PIECES)
        .map(|piece| BarSeries {
            name: tr!(
                tr,
                "fig-game-rolls-series",
                piece = count_arg(u64::from(piece))
            ),
            ink: Ink::Piece(piece),
            width: ROLL_BAR_WIDTH,
            bars: Vec::new(),
        })
        .collect();
    for (roll, die, step) in steps_upto(game, game.rolls.len()) {
        let Some(s) = series.get_mut(usize::from(step.piece).wrapping_sub(1)) else {
            continue;
        };
        s.bars.push(Bar {
            x: roll as f64,
            base: 0.0,
            value: step.length,
            label: Some(die.to_string()),
            tooltip: tr!(
                tr,
                "fig-game-roll-tooltip",
                roll = count_arg(roll as u64),
                die = count_arg(u64::from(die)),
                piece = count_arg(u64::from(step.piece)),
                from = step.from.to_string(),
                to = Place::Way(step.to).to_string(),
                units = units(tr, step.length)
            ),
        });
    }
    Chart {
        x_axis: XAxis::Values {
            min: 0.0,
            max: game.rolls.len() as f64 + 1.0,
            tick: ROLL_TICK,
        },
        x_title: tr!(tr, "fig-game-rolls-x"),
        y_title: tr!(tr, "fig-game-rolls-y"),
        y_format: YFormat::Integer,
        series,
        markers: Vec::new(),
    }
}

/// `game-rolls`: the shortest game's rolls as a chart.
pub(super) fn game_rolls_run(request: &FigureRequest) -> FigureRun {
    chosen_run(request, Objective::Shortest, game_rolls_figure)
}

/// The shortest game `g`'s rolls as a chart.
fn game_rolls_figure(request: &FigureRequest, g: &ChosenGame) -> Result<Figure, FigureError> {
    let tr = Tr::shared(request.lang);
    let chart = game_rolls_chart(&g.game, tr);
    let mut lines = vec![tr!(tr, "fig-game-rolls-note")];
    lines.extend(game_lines(g, &g.game.rules, tr));
    let caption = Caption {
        title: game_title(tr, Objective::Shortest, g.game.total, g.rolls),
        lines,
    };
    chart_figure("game-rolls", &chart, &caption, request.look(), tr)
}

/// The title: shortest or quickest, the total and the rolls.
fn game_title(tr: &Tr, objective: Objective, total: f64, rolls: u32) -> String {
    tr!(
        tr,
        "fig-game-title",
        objective = objective_key(objective),
        units = units(tr, total),
        cm = cm(tr, total),
        rolls = count_arg(u64::from(rolls))
    )
}

/// The game against the paper's total (the pieces independent).
fn versus_paper(tr: &Tr, g: &ChosenGame) -> String {
    let paper = units(tr, g.independent.total);
    if g.reaches_independent() {
        tr!(tr, "fig-game-reaches-paper", paper = paper)
    } else {
        tr!(
            tr,
            "fig-game-longer-than-paper",
            excess = units(tr, g.excess()),
            paper = paper
        )
    }
}

/// How many games are exactly as good.
fn ties(tr: &Tr, objective: Objective, tied: u128) -> String {
    if tied == 1 {
        return tr!(tr, "fig-game-ties-one");
    }
    tr!(
        tr,
        "fig-game-ties",
        objective = objective_key(objective),
        count = wide_count_arg(tied, tr.numbers())
    )
}
