//! The solver's settings: algorithm, bound, spacing, lengths, goal-row rule,
//! colour and the pace of the next run. Locked while a run is in progress.
//! The widgets edit a copy of the workspace's values; a change becomes a
//! [`Command`], applied after layout.
//!
//! The panel keeps its layout when the bound kind changes (the row under the
//! bound is always there, issue 8.18), a spacing the board cannot hold is
//! refused with the reason where it was typed (issue 8.26), and every
//! setting explains itself in one sentence on hover (issue 8.29).

use egui::{ComboBox, DragValue, Slider, Ui};

use crate::i18n::{Tr, count_arg};
use crate::model::{Colour, GoalRule, LengthMode, MoveTable, RulesError, UNITS_MAX};
use crate::solver::{Algorithm, Bound, Settings, admissible_bound};
use crate::tr;
use crate::workspace::{Command, MAX_BOUND_PER_TILE, PaceKind, Prefs, RATE_RANGE};

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
                    .label("Algorithm")
                    .on_hover_text(tr!(tr, "setting-algorithm-hint"));
                ComboBox::from_id_salt("algorithm")
                    .selected_text(state.settings.algorithm.label())
                    .show_ui(ui, |ui| {
                        for a in Algorithm::ALL {
                            ui.selectable_value(&mut state.settings.algorithm, a, a.label());
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_text(tr!(tr, "setting-algorithm-hint"));
                ui.end_row();

                ui.label("Bound")
                    .on_hover_text(tr!(tr, "setting-bound-hint"));
                ui.add_enabled_ui(state.settings.algorithm == Algorithm::Paper, |ui| {
                    bound_ui(ui, tr, state);
                });
                ui.end_row();

                let label = ui
                    .label("Spacing")
                    .on_hover_text(tr!(tr, "setting-spacing-hint"));
                // No range: a value the board cannot hold is refused with its
                // reason below, never clamped silently.
                ui.add(DragValue::new(&mut state.settings.rules.spacing).suffix(" units"))
                    .labelled_by(label.id)
                    .on_hover_text(tr!(tr, "setting-spacing-hint"));
                ui.end_row();

                ui.label("Lengths")
                    .on_hover_text(tr!(tr, "setting-lengths-hint"));
                ui.horizontal(|ui| {
                    let l = &mut state.settings.rules.lengths;
                    ui.selectable_value(l, LengthMode::Rounded, "Rounded")
                        .on_hover_text("Each move rounded to a whole unit (the paper)");
                    ui.selectable_value(l, LengthMode::Exact, "Exact")
                        .on_hover_text("No rounding anywhere");
                });
                ui.end_row();

                ui.label("Goal row")
                    .on_hover_text(tr!(tr, "setting-goal-row-hint"));
                ui.horizontal(|ui| {
                    let g = &mut state.settings.rules.goal_rule;
                    ui.selectable_value(g, GoalRule::Paper, "Paper")
                        .on_hover_text("Enter the goal row only on one's own goal tile");
                    ui.selectable_value(g, GoalRule::Free, "Free")
                        .on_hover_text("Land on any empty goal tile up to one's own");
                });
                ui.end_row();

                let label = ui
                    .label("Colour")
                    .on_hover_text(tr!(tr, "setting-colour-hint"));
                ComboBox::from_id_salt("colour")
                    .selected_text(state.settings.rules.colour.name())
                    .show_ui(ui, |ui| {
                        for c in Colour::ALL {
                            ui.selectable_value(&mut state.settings.rules.colour, c, c.name());
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_text(tr!(tr, "setting-colour-hint"));
                ui.end_row();
            });
        if let Some(e) = refused {
            ui.colored_label(ui.visuals().error_fg_color, refused_text(tr, e));
        }
        if ui
            .button("Paper's settings")
            .on_hover_text(
                "Paper's search, bound 193, spacing 850, rounded, paper's goal rule, black",
            )
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

/// Why a spacing was refused, in words.
fn refused_text(tr: &Tr, e: &RulesError) -> String {
    match e {
        RulesError::ZeroSpacing => tr!(tr, "setting-spacing-zero"),
        RulesError::UnitsOverflow {
            spacing,
            worst,
            max,
        } => tr!(
            tr,
            "setting-spacing-too-large",
            spacing = count_arg(u64::from(*spacing)),
            worst = count_arg(*worst),
            limit = count_arg(u64::from(UNITS_MAX)),
            max = count_arg(u64::from(*max))
        ),
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
                .selectable_label(matches!(b, Bound::PerTile(_)), "Per tile")
                .on_hover_text("A fixed guess in units per tile (the paper: 193)")
                .clicked()
            {
                *b = Bound::PerTile(state.bound_per_tile);
            }
            ui.selectable_value(b, Bound::Admissible, "Admissible")
                .on_hover_text("The cheapest move per tile: never prunes the optimum");
            ui.selectable_value(b, Bound::None, "None")
                .on_hover_text("Prune only paths already longer than the best");
        });
        ui.horizontal(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            match b {
                Bound::PerTile(n) => {
                    ui.add(
                        DragValue::new(&mut state.bound_per_tile)
                            .range(0..=MAX_BOUND_PER_TILE)
                            .suffix(" units/tile"),
                    )
                    .on_hover_text(tr!(tr, "setting-bound-per-tile-hint"));
                    *n = state.bound_per_tile;
                }
                Bound::Admissible => {
                    let cheapest = admissible_bound(&MoveTable::new(&state.settings.rules));
                    ui.label(tr!(
                        tr,
                        "setting-bound-admissible-value",
                        value = crate::solver::trim_number(cheapest)
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
pub fn pace_ui(ui: &mut Ui, prefs: &Prefs, can_change_kind: bool, out: &mut Vec<Command>) {
    let (mut pace, mut rate) = (prefs.pace, prefs.rate);
    ui.horizontal(|ui| {
        for kind in PaceKind::ALL {
            ui.add_enabled_ui(can_change_kind || pace == kind, |ui| {
                ui.selectable_value(&mut pace, kind, kind.label())
                    .on_hover_text(match kind {
                        PaceKind::Full => "Search at full speed (Space runs)",
                        PaceKind::Slow => {
                            "A few up to thousands of calls per second, drawn on the board"
                        }
                        PaceKind::Step => "One call per step (Right arrow or the Next call button)",
                    });
            });
        }
    });
    if pace == PaceKind::Slow {
        ui.add(
            Slider::new(&mut rate, RATE_RANGE)
                .logarithmic(true)
                .suffix(" calls/s")
                .text("Rate"),
        );
    }
    if pace != prefs.pace {
        out.push(Command::SetPace(pace));
    }
    if rate.to_bits() != prefs.rate.to_bits() {
        out.push(Command::SetRate(rate));
    }
}
