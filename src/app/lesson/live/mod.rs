//! The live part of each slide, beside its text: the controls the presenter
//! touches (each a [`LessonCommand`]) and the board or chart that answers.
//! Everything shown is read from the workspace's lesson; nothing is changed
//! here.

use egui::{Rect, RichText, Slider, Ui, UiBuilder, pos2, vec2};

mod outcome;
mod place;

pub use place::{beside, take_figure};
use place::{figure_place, in_column, note_figure, row_fits, set_place};

use super::{bit_strip, board, charts};
use crate::figures::scenes::lesson as scenes;
use crate::i18n::Tr;
use crate::model::{BoardTile, Rules, Tile};
use crate::render::{Ink, Scene, Swatch};
use crate::solver::admissible_bound;
use crate::tr;
use crate::workspace::lesson::facts::SWEEP_TO;
use crate::workspace::lesson::texts::{Asked, bound_gives_back, pending_line};
use crate::workspace::lesson::{Facts, FactsKey, Lesson};
use crate::workspace::{Command, LessonCommand, Mode, PlayCommand, PlayKind, Slide, Workspace};

/// The smallest bound the Bound slide's slider offers: below the admissible
/// 170 on the paper's board, so the paper's 193 and the safe bounds are in
/// reach as well as the sweep's range.
const BOUND_MIN: u32 = 150;
/// The bounds the Bound slide's slider offers.
const BOUND_RANGE: std::ops::RangeInclusive<u32> = BOUND_MIN..=SWEEP_TO;

/// Sizes the live part is drawn with.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    /// Controls' text.
    pub control: f32,
    /// The small print's text.
    pub small: f32,
    /// Charts' and legends' text.
    pub chart: f32,
    /// Are boards' and charts' legends shown (L)?
    pub legend: bool,
    /// Are the boards' track tiles numbered (N, or the slide names a tile)?
    pub numbers: bool,
}

/// Draws the lesson's live part into `rect`.
pub fn live_ui(
    ui: &mut Ui,
    rect: Rect,
    ws: &Workspace,
    tr: &Tr,
    sizes: Sizes,
    out: &mut Vec<Command>,
) {
    let lesson = ws.lesson();
    // Boards are square: a wide part has room for the controls beside
    // them. Charts take any shape and keep the controls above them (their
    // legends go beside); the Bits slide lays out its strip and board itself.
    let board = match lesson.slide() {
        Slide::Game | Slide::Question | Slide::Search | Slide::Whole | Slide::Beyond => true,
        Slide::Answer => !lesson.choices().answer_rolls,
        Slide::Size | Slide::Bits | Slide::Bound | Slide::Ordinary => false,
    };
    let split = board.then(|| beside(rect, sizes.small)).flatten();
    let (figure, controls) = split.map_or((None, rect), |(f, c)| (Some(f), c));
    set_place(ui, figure);
    ui.scope_builder(UiBuilder::new().max_rect(controls), |ui| {
        let style = ui.style_mut();
        for font in style.text_styles.values_mut() {
            font.size = sizes.control;
        }
        style.spacing.interact_size.y = sizes.control * 1.4;
        // Check boxes and radio buttons as large as their words, as egui's
        // own proportions are at its body size (14 points beside 12.5).
        style.spacing.icon_width = sizes.control * 1.1;
        style.spacing.icon_width_inner = sizes.control * 0.64;
        style.spacing.icon_spacing = sizes.control * 0.3;
        // Room beside the slider for its value and its name.
        style.spacing.slider_width = controls.width() * 0.5;
        // A button's words wrap rather than run past a column's edge.
        style.wrap_mode = Some(egui::TextWrapMode::Wrap);
        let send = |out: &mut Vec<Command>, c: LessonCommand| out.push(Command::Lesson(c));
        let c = lesson.choices();
        let rules = Rules::paper();
        match lesson.slide() {
            Slide::Game => {
                let label = if c.brought_out >= 4 {
                    tr!(tr, "lesson-game-again")
                } else {
                    tr!(tr, "lesson-game-roll-six")
                };
                if ui.button(label).clicked() {
                    send(out, LessonCommand::BringOut);
                }
                let scene = scenes::game_scene(c.brought_out, &rules, tr);
                board_below(ui, &scene, false, sizes, tr);
            }
            Slide::Question => {
                // The six rolls stay on one row: beside the words where the
                // width holds both, else the row under them, whole (a
                // wrapping row left "1" behind, or ran past the edge).
                let pick = tr!(tr, "lesson-question-pick");
                let rolls = |ui: &mut Ui, out: &mut Vec<Command>| {
                    for roll in 1..=6u8 {
                        let on_board = Tile::new(c.from.index() + roll).is_some();
                        let button = egui::Button::selectable(c.roll == roll, roll.to_string());
                        if ui.add_enabled(on_board, button).clicked() {
                            send(out, LessonCommand::PickRoll(roll));
                        }
                    }
                };
                let width = |ui: &Ui, text: &str, style: egui::TextStyle| {
                    let font = style.resolve(ui.style());
                    ui.fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE))
                        .size()
                        .x
                };
                let gap = ui.spacing().item_spacing.x;
                let button = width(ui, "6", egui::TextStyle::Button)
                    + 2.0 * ui.spacing().button_padding.x
                    + gap;
                let row = width(ui, &pick, egui::TextStyle::Body) + gap + 6.0 * button;
                if row <= ui.available_width() {
                    ui.horizontal(|ui| {
                        ui.label(pick);
                        rolls(ui, out);
                    });
                } else {
                    ui.label(pick);
                    ui.horizontal(|ui| rolls(ui, out));
                }
                let scene = scenes::question_scene(c.from, c.roll, &rules, tr);
                if let Some(tile) =
                    board_below(ui, &scene, true, sizes, tr).and_then(|t| way_tile(t, &rules))
                {
                    send(out, LessonCommand::PickTile(tile));
                }
            }
            Slide::Size => size(ui, lesson, tr, sizes, out),
            Slide::Bits => bits(ui, lesson, tr, sizes, out),
            Slide::Search => search(ui, lesson, tr, sizes, out),
            Slide::Bound => bound(ui, lesson, ws.lesson_asked(), tr, sizes, out),
            Slide::Answer => outcome::answer(ui, lesson, tr, sizes, out),
            Slide::Whole => outcome::whole(ui, lesson, tr, sizes, out),
            Slide::Ordinary => {
                ui.horizontal_wrapped(|ui| {
                    // The class plays a game itself: Your turn with a fair die.
                    if ui
                        .button(tr!(tr, "lesson-ordinary-your-turn"))
                        .on_hover_text(tr!(tr, "lesson-ordinary-your-turn-hint"))
                        .clicked()
                    {
                        out.push(Command::Play(PlayCommand::SetKind(PlayKind::Fair)));
                        out.push(Command::SetMode(Mode::Play));
                    }
                    if ui.button(tr!(tr, "lesson-ordinary-play")).clicked() {
                        send(out, LessonCommand::PlayOrdinary);
                    }
                });
                let state = lesson.facts().get(FactsKey::Ordinary(rules));
                match state.ready() {
                    Some(Facts::Ordinary(p)) => {
                        let chart = charts::ordinary_chart(p, c.played.as_ref(), tr);
                        let rest = figure_place(ui);
                        note_figure(ui, rest);
                        charts::paint(ui, &chart, rest, sizes.chart, tr);
                        ui.advance_cursor_after_rect(rest);
                    }
                    _ => _ = ui.label(pending_line(state, tr)),
                }
            }
            Slide::Beyond => outcome::beyond(ui, lesson, tr, sizes, out),
        }
    });
}

/// The way tile (0..=43) of a clicked board tile for the rules' colour.
fn way_tile(tile: BoardTile, rules: &Rules) -> Option<Tile> {
    tile.bit_for(rules.colour).and_then(Tile::from_bit)
}

/// Draws `scene` in the rest of the live part, its legend to the right if
/// there is room, else beneath; returns the tile clicked.
fn board_below(
    ui: &mut Ui,
    scene: &Scene,
    clickable: bool,
    sizes: Sizes,
    tr: &Tr,
) -> Option<BoardTile> {
    let rest = figure_place(ui);
    let clicked = board_in(ui, rest, scene, clickable, sizes, tr);
    ui.advance_cursor_after_rect(rest);
    clicked
}

/// [`board_below`] into `rect`.
fn board_in(
    ui: &mut Ui,
    rect: Rect,
    scene: &Scene,
    clickable: bool,
    sizes: Sizes,
    tr: &Tr,
) -> Option<BoardTile> {
    let gap = sizes.small * 0.5;
    let entries: &[crate::render::LegendEntry] = if sizes.legend { &scene.legend } else { &[] };
    // Laid out for every row the legend may grow to (slide 1: a row per
    // piece brought out), so the board does not move as rows come.
    let room: &[crate::render::LegendEntry] = match (sizes.legend, scene.legend_room.len()) {
        (false, _) => &[],
        (true, n) if n > entries.len() => &scene.legend_room,
        (true, _) => entries,
    };
    // Beside the board or below it, whichever leaves the board larger.
    let natural = board::legend_size(ui, room, sizes.chart, f32::INFINITY);
    // Below, the entries stand side by side in rows.
    let below = board::rows_size(ui, room, sizes.chart, rect.width());
    let side_beside = rect.height().min(rect.width() - natural.x - gap).max(0.0);
    let side_below = rect.width().min(rect.height() - below.y).max(0.0);
    let beside = side_beside >= side_below;
    let (square, legend) = if beside {
        let square = Rect::from_min_size(rect.min, vec2(side_beside, side_beside));
        let at = pos2(square.max.x + gap, rect.min.y);
        (square, Rect::from_min_max(at, rect.max))
    } else {
        let square = Rect::from_min_size(rect.min, vec2(side_below, side_below));
        (
            square,
            Rect::from_min_max(pos2(rect.min.x, square.max.y), rect.max),
        )
    };
    note_figure(ui, square);
    // The numbers read like the slide's charts, or as large as the board holds.
    let numbered;
    let scene = if sizes.numbers {
        numbered = Scene {
            tile_numbers: Some(crate::app::board_view::number_size(
                scene.colour,
                square.width(),
                sizes.chart,
            )),
            ..scene.clone()
        };
        &numbered
    } else {
        scene
    };
    let clicked = board::board(ui, square, scene, clickable, tr);
    if beside {
        board::paint_legend(ui, entries, sizes.chart, legend);
    } else {
        board::paint_rows(ui, entries, sizes.chart, legend);
    }
    clicked
}

/// The Bits slide's strip's least share of a wide live part's width.
const BITS_SHARE: f32 = 0.3;

/// A chart's legend goes beside it when it takes at most this share of the
/// live part's width at full size (the plot then keeps the whole height and
/// at least 60 % of the width; else the legend's rows go below it).
const LEGEND_BESIDE: f32 = 0.4;

/// Paints `chart` in the rest of the live part with `legend`: to the right
/// if it is narrow enough, else beneath, its entries side by side in rows.
fn chart_below(
    ui: &mut Ui,
    chart: &crate::render::Chart,
    legend: &[crate::render::LegendEntry],
    sizes: Sizes,
    tr: &Tr,
) {
    let rest = figure_place(ui);
    let legend = if sizes.legend { legend } else { &[] };
    let gap = sizes.small * 0.5;
    let natural = board::legend_size(ui, legend, sizes.chart, f32::INFINITY);
    let beside = natural.x > 0.0 && natural.x <= rest.width() * LEGEND_BESIDE;
    let (plot, key) = if beside {
        let plot = Rect::from_min_max(rest.min, pos2(rest.max.x - natural.x - gap, rest.max.y));
        (
            plot,
            Rect::from_min_max(pos2(plot.max.x + gap, rest.min.y), rest.max),
        )
    } else {
        let below = board::rows_size(ui, legend, sizes.chart, rest.width());
        let plot = Rect::from_min_max(rest.min, pos2(rest.max.x, rest.max.y - below.y));
        (
            plot,
            Rect::from_min_max(pos2(rest.min.x, plot.max.y), rest.max),
        )
    };
    note_figure(ui, plot);
    charts::paint(ui, chart, plot, sizes.chart, tr);
    if beside {
        board::paint_legend(ui, legend, sizes.chart, key);
    } else {
        board::paint_rows(ui, legend, sizes.chart, key);
    }
    ui.advance_cursor_after_rect(rest);
}

fn size(ui: &mut Ui, lesson: &Lesson, tr: &Tr, sizes: Sizes, out: &mut Vec<Command>) {
    let piece = lesson.choices().count_piece;
    ui.horizontal(|ui| {
        ui.label(tr!(tr, "lesson-size-piece"));
        for p in 1..=4u8 {
            if ui.selectable_label(piece == p, p.to_string()).clicked() {
                out.push(Command::Lesson(LessonCommand::CountPiece(p)));
            }
        }
    });
    let state = lesson.facts().get(FactsKey::Count(Rules::paper()));
    match state.ready() {
        Some(Facts::Count(counts)) => {
            if let Some(goal) = counts.goals.get(usize::from(piece.saturating_sub(1))) {
                let chart = charts::lengths_chart(goal, tr);
                chart_below(ui, &chart, &chart.legend(), sizes, tr);
            }
        }
        _ => _ = ui.label(RichText::new(pending_line(state, tr)).size(sizes.control)),
    }
}

fn search(ui: &mut Ui, lesson: &Lesson, tr: &Tr, sizes: Sizes, out: &mut Vec<Command>) {
    let c = lesson.choices();
    let run = lesson.demo();
    ui.horizontal_wrapped(|ui| {
        let paused = run.active().is_some_and(|r| r.is_paused());
        let words = [
            tr!(tr, "lesson-search-pause"),
            tr!(tr, "lesson-search-resume"),
        ];
        let pause = crate::app::steady::button(ui, &words, usize::from(paused));
        let live = run.state().in_progress();
        let mut send = |c: LessonCommand| out.push(Command::Lesson(c));
        if ui.add_enabled(live && !c.stepping, pause).clicked() {
            send(LessonCommand::WatchPause);
        }
        if ui
            .add_enabled(live, egui::Button::new(tr!(tr, "lesson-search-step")))
            .clicked()
        {
            send(LessonCommand::WatchStep);
        }
        if ui.button(tr!(tr, "lesson-search-slower")).clicked() {
            send(LessonCommand::WatchRate(c.rate / 2.0));
        }
        if ui.button(tr!(tr, "lesson-search-faster")).clicked() {
            send(LessonCommand::WatchRate(c.rate * 2.0));
        }
        if ui.button(tr!(tr, "lesson-search-restart")).clicked() {
            send(LessonCommand::WatchRestart);
        }
        // In the same flow as the buttons (a line less above the board
        // where it fits), whole: on the next row rather than split there,
        // wrapped only where a whole row is too narrow for it.
        if !c.stepping {
            let rate = tr!(
                tr,
                "lesson-search-rate",
                rate = crate::i18n::decimals_arg(c.rate, 0)
            );
            let whole = egui::WidgetText::from(rate.clone()).into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Body,
            );
            if whole.size().x <= ui.max_rect().width() {
                ui.add(egui::Label::new(whole));
            } else {
                ui.end_row();
                ui.label(rate);
            }
        }
    });
    // What Solve mode shows of a watched run, for the lesson's own run.
    let scene = crate::workspace::solve_scene(run, &Rules::paper(), tr).scene;
    board_below(ui, &scene, false, sizes, tr);
}

fn bound(
    ui: &mut Ui,
    lesson: &Lesson,
    asked: Asked,
    tr: &Tr,
    sizes: Sizes,
    out: &mut Vec<Command>,
) {
    let rules = Rules::paper();
    let state = lesson.facts().get(FactsKey::Sweep(rules));
    let sweep = match state.ready() {
        Some(Facts::Sweep(sweep)) => Some(sweep),
        _ => None,
    };
    let chart = sweep.map(|sweep| {
        let admissible = admissible_bound(&crate::model::MoveTable::new(&rules));
        let chart = charts::bound_chart(sweep, admissible, lesson.choices().bound, tr);
        match asked {
            // Predict asks whether a bound keeps the optimum: the bars'
            // colours say it, so they wait for Reveal.
            Asked::Open => charts::unjudged(chart, tr),
            Asked::Revealed => chart,
        }
    });
    let mut legend = chart
        .as_ref()
        .map(|c| charts::bound_legend(c, tr))
        .unwrap_or_default();
    // The slider's own bound: its line's swatch stands beside the slider
    // (which shows the number), a row less under the chart.
    let chosen = legend
        .iter()
        .position(|e| matches!(e.swatch, Swatch::Marker(Ink::Branch, _)))
        .map(|i| legend.remove(i));
    let mut bound = lesson.choices().bound;
    ui.horizontal(|ui| {
        if ui
            .add(Slider::new(&mut bound, BOUND_RANGE).text(tr!(tr, "lesson-bound-slider")))
            .changed()
        {
            out.push(Command::Lesson(LessonCommand::SetBound(bound)));
        }
        if let Some(entry) = chosen.as_ref().filter(|_| sizes.legend) {
            board::swatch(ui, entry, sizes.chart);
        }
    });
    match (sweep, chart) {
        (Some(sweep), Some(chart)) => {
            // A larger bound gave the optimum back: why, beside the islands.
            if let Some(why) = bound_gives_back(sweep, tr).filter(|_| asked == Asked::Revealed) {
                ui.label(RichText::new(why).size(sizes.small));
            }
            chart_below(ui, &chart, &legend, sizes, tr);
        }
        _ => _ = ui.label(pending_line(state, tr)),
    }
}

fn bits(ui: &mut Ui, lesson: &Lesson, tr: &Tr, sizes: Sizes, out: &mut Vec<Command>) {
    let c = lesson.choices();
    let rules = Rules::paper();
    if ui.button(tr!(tr, "lesson-bits-reset")).clicked() {
        out.push(Command::Lesson(LessonCommand::ResetBits));
    }
    let rest = ui.available_rect_before_wrap();
    let gap = sizes.small;
    // Wide: eight bits a row (a byte, two hex digits) beside the board;
    // narrow: sixteen a row above it.
    let wide = rest.width() > rest.height() * 1.2;
    let (strip, board_rect, per_row) = if wide {
        // The board as tall as the part allows, the strip at least
        // BITS_SHARE of the width (bits large enough to click).
        let w = (rest.width() - rest.height() - gap).max(rest.width() * BITS_SHARE);
        let strip = Rect::from_min_size(rest.min, vec2(w, rest.height()));
        (
            strip,
            Rect::from_min_max(pos2(strip.max.x + gap, rest.min.y), rest.max),
            8,
        )
    } else {
        let h = bit_strip::height(rest.width(), 16, sizes.small);
        let strip = Rect::from_min_size(rest.min, vec2(rest.width(), h));
        (
            strip,
            Rect::from_min_max(pos2(rest.min.x, strip.max.y + gap), rest.max),
            16,
        )
    };
    // The strip is the slide's other figure: the same bits, large.
    note_figure(ui, strip);
    if let Some(bit) = bit_strip::strip(ui, strip, per_row, c.bits, c.flipped, sizes.small, tr) {
        out.push(Command::Lesson(LessonCommand::FlipBit(bit)));
    }
    let scene = scenes::bits_scene(c.bits, c.flipped, &rules, tr);
    if let Some(bit) =
        board_in(ui, board_rect, &scene, true, sizes, tr).and_then(|t| t.bit_for(rules.colour))
    {
        out.push(Command::Lesson(LessonCommand::FlipBit(bit)));
    }
    ui.advance_cursor_after_rect(rest);
}
