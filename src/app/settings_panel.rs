//! The solver's settings: algorithm, bound, spacing, lengths, goal-row rule,
//! colour and the pace of the next run. Locked while a run is in progress.
//! The widgets edit a copy of the workspace's values; a change becomes a
//! [`Command`], applied after layout.
//!
//! The panel keeps its layout when the bound kind changes (the row under the
//! bound is always there), a spacing the board cannot hold is refused with
//! the reason where it was typed (`docs/geometry.md#other-spacings`), and
//! every setting explains itself in one sentence on hover.

use egui::{ComboBox, DragValue, Slider, Ui};

use super::shortcuts::{SingleKeys, hint};
use crate::i18n::words::rules_error;
use crate::i18n::{Tr, count_arg};
use crate::model::{Colour, GoalRule, LengthMode, MoveTable, RulesError};
use crate::solver::{Algorithm, Bound, Settings, admissible_bound};
use crate::tr;
use crate::workspace::{Command, MAX_BOUND_PER_TILE, PaceKind, Prefs, RATE_RANGE, ReplayCommand};

/// The values the settings widgets edit.
struct Edited {
    settings: Settings,
    bound_per_tile: u32,
}

/// Draws the settings; a change becomes [`Command::SetSettings`] (and
/// [`Command::SetBoundPerTile`]), the button [`Command::PaperSettings`].
/// `refused` is why the last change was refused, shown under the spacing.
pub fn settings_ui(
    ui: &mut Ui,
    tr: &Tr,
    prefs: &Prefs,
    refused: Option<&RulesError>,
    locked: bool,
    out: &mut Vec<Command>,
) {
    let mut state = Edited {
        settings: prefs.settings,
        bound_per_tile: prefs.bound_per_tile,
    };
    let state = &mut state;
    ui.add_enabled_ui(!locked, |ui| {
        egui::Grid::new("settings")
            .num_columns(2)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                let label = ui
                    .label(tr!(tr, "setting-algorithm"))
                    .on_hover_text(tr!(tr, "setting-algorithm-hint"));
                ComboBox::from_id_salt("algorithm")
                    .selected_text(algorithm_label(tr, state.settings.algorithm))
                    .show_ui(ui, |ui| {
                        for a in Algorithm::ALL {
                            ui.selectable_value(
                                &mut state.settings.algorithm,
                                a,
                                algorithm_label(tr, a),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_text(tr!(tr, "setting-algorithm-hint"));
                ui.end_row();

                ui.label(tr!(tr, "setting-bound"))
                    .on_hover_text(tr!(tr, "setting-bound-hint"));
                ui.add_enabled_ui(state.settings.algorithm == Algorithm::Paper, |ui| {
                    bound_ui(ui, tr, state);
                });
                ui.end_row();

                let label = ui
                    .label(tr!(tr, "setting-spacing"))
                    .on_hover_text(tr!(tr, "setting-spacing-hint"));
                // No range: a value the board cannot hold is refused with its
                // reason below, never clamped silently.
                ui.add(
                    DragValue::new(&mut state.settings.rules.spacing)
                        .suffix(suffix(tr!(tr, "setting-units-suffix"))),
                )
                .labelled_by(label.id)
                .on_hover_text(tr!(tr, "setting-spacing-hint"));
                ui.end_row();

                ui.label(tr!(tr, "setting-lengths"))
                    .on_hover_text(tr!(tr, "setting-lengths-hint"));
                ui.horizontal(|ui| {
                    let l = &mut state.settings.rules.lengths;
                    ui.selectable_value(l, LengthMode::Rounded, tr!(tr, "lengths-rounded"))
                        .on_hover_text(tr!(tr, "lengths-rounded-hint"));
                    ui.selectable_value(l, LengthMode::Exact, tr!(tr, "lengths-exact"))
                        .on_hover_text(tr!(tr, "lengths-exact-hint"));
                });
                ui.end_row();

                ui.label(tr!(tr, "setting-goal-row"))
                    .on_hover_text(tr!(tr, "setting-goal-row-hint"));
                ui.horizontal(|ui| {
                    let g = &mut state.settings.rules.goal_rule;
                    ui.selectable_value(g, GoalRule::Paper, tr!(tr, "goal-rule-paper"))
                        .on_hover_text(tr!(tr, "goal-rule-paper-hint"));
                    ui.selectable_value(g, GoalRule::Free, tr!(tr, "goal-rule-free"))
                        .on_hover_text(tr!(tr, "goal-rule-free-hint"));
                });
                ui.end_row();

                let label = ui
                    .label(tr!(tr, "setting-colour"))
                    .on_hover_text(tr!(tr, "setting-colour-hint"));
                ComboBox::from_id_salt("colour")
                    .selected_text(colour_label(tr, state.settings.rules.colour))
                    .show_ui(ui, |ui| {
                        for c in Colour::ALL {
                            ui.selectable_value(
                                &mut state.settings.rules.colour,
                                c,
                                colour_label(tr, c),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_text(tr!(tr, "setting-colour-hint"));
                ui.end_row();
            });
        if let Some(e) = refused {
            ui.colored_label(ui.visuals().error_fg_color, rules_error(tr, e));
        }
        if ui
            .button(tr!(tr, "setting-paper"))
            .on_hover_text(paper_hint(tr))
            .clicked()
        {
            out.push(Command::PaperSettings);
        }
    });
    if state.bound_per_tile != prefs.bound_per_tile {
        out.push(Command::SetBoundPerTile(state.bound_per_tile));
    }
    if state.settings != prefs.settings {
        out.push(Command::SetSettings(state.settings));
    }
}

/// The bound's kind and, always on the line below so that nothing under it
/// moves, its units per tile: editable for "per tile", the computed cheapest
/// move per tile for "admissible", nothing for "none".
fn bound_ui(ui: &mut Ui, tr: &Tr, state: &mut Edited) {
    ui.vertical(|ui| {
        let b = &mut state.settings.bound;
        ui.horizontal(|ui| {
            if ui
                .selectable_label(matches!(b, Bound::PerTile(_)), tr!(tr, "bound-per-tile"))
                .on_hover_text(tr!(tr, "bound-per-tile-hint"))
                .clicked()
            {
                *b = Bound::PerTile(state.bound_per_tile);
            }
            ui.selectable_value(b, Bound::Admissible, tr!(tr, "bound-admissible"))
                .on_hover_text(tr!(tr, "bound-admissible-hint"));
            ui.selectable_value(b, Bound::None, tr!(tr, "bound-none"))
                .on_hover_text(tr!(tr, "bound-none-hint"));
        });
        ui.horizontal(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            match b {
                Bound::PerTile(n) => {
                    ui.add(
                        DragValue::new(&mut state.bound_per_tile)
                            .range(0..=MAX_BOUND_PER_TILE)
                            .suffix(suffix(tr!(tr, "bound-suffix"))),
                    )
                    .on_hover_text(tr!(tr, "setting-bound-per-tile-hint"));
                    *n = state.bound_per_tile;
                }
                Bound::Admissible => {
                    let cheapest = admissible_bound(&MoveTable::new(&state.settings.rules));
                    ui.label(tr!(
                        tr,
                        "setting-bound-admissible-value",
                        value = crate::format::bound(cheapest)
                    ));
                }
                Bound::None => {
                    ui.label(tr!(tr, "setting-bound-none-value"));
                }
            }
        });
    });
}

/// The pace selector; a change becomes [`Command::SetPace`] or [`Command::SetRate`].
pub fn pace_ui(ui: &mut Ui, tr: &Tr, prefs: &Prefs, can_change_kind: bool, out: &mut Vec<Command>) {
    let (mut pace, mut rate) = (prefs.pace, prefs.rate);
    ui.horizontal(|ui| {
        for kind in PaceKind::ALL {
            ui.add_enabled_ui(can_change_kind || pace == kind, |ui| {
                let (label, what) = pace_texts(tr, kind, SingleKeys::of(ui.ctx()));
                ui.selectable_value(&mut pace, kind, label)
                    .on_hover_text(what);
            });
        }
    });
    if pace == PaceKind::Slow {
        ui.add(
            Slider::new(&mut rate, RATE_RANGE)
                .logarithmic(true)
                .suffix(suffix(tr!(tr, "pace-rate-suffix")))
                .text(tr!(tr, "pace-rate")),
        );
    }
    if pace != prefs.pace {
        out.push(Command::SetPace(pace));
    }
    if rate.to_bits() != prefs.rate.to_bits() {
        out.push(Command::SetRate(rate));
    }
}

/// A unit after a number in a widget: " units", " Einheiten".
fn suffix(unit: String) -> String {
    format!(" {unit}")
}

/// An algorithm's name.
#[must_use]
pub fn algorithm_label(tr: &Tr, algorithm: Algorithm) -> String {
    match algorithm {
        Algorithm::Paper => tr!(tr, "algorithm-paper"),
        Algorithm::Dp => tr!(tr, "algorithm-dp"),
        Algorithm::Astar => tr!(tr, "algorithm-astar"),
    }
}

/// A colour's name, capitalised as a choice ("Black", "Schwarz").
#[must_use]
pub fn colour_label(tr: &Tr, colour: Colour) -> String {
    crate::i18n::words::colour(tr, colour)
}

/// A pace's name and what it does.
#[must_use]
pub fn pace_texts(tr: &Tr, kind: PaceKind, single: SingleKeys) -> (String, String) {
    match kind {
        PaceKind::Full => (
            tr!(tr, "pace-full"),
            hint(
                tr,
                &tr!(tr, "pace-full-hint-plain"),
                &Command::RunOrPause,
                single,
            ),
        ),
        PaceKind::Slow => (tr!(tr, "pace-slow"), tr!(tr, "pace-slow-hint")),
        PaceKind::Step => (
            tr!(tr, "pace-step"),
            hint(
                tr,
                &tr!(tr, "pace-step-hint-plain"),
                &Command::Replay(ReplayCommand::Forward),
                single,
            ),
        ),
    }
}

/// The paper's settings, said with the numbers they set.
fn paper_hint(tr: &Tr) -> String {
    tr!(
        tr,
        "setting-paper-hint",
        bound = count_arg(u64::from(crate::solver::PAPER_BOUND)),
        spacing = count_arg(u64::from(crate::model::DEFAULT_SPACING))
    )
}
