//! The centre of the window and the mode's panel beside it: which view each
//! mode draws there (the board, the lesson, Explore, the presentation).

use egui::{RichText, Ui};

use super::MaednApp;
use crate::app::explore::explore_ui;
use crate::app::lesson::lesson_ui;
use crate::app::{
    editor, game_panel, game_view, play, present, run_panel, shortcuts, side_panels, steps_panel,
    theme,
};
use crate::solver::Call;
use crate::tr;
use crate::workspace::{Command, EditCommand, Mode, PanelSide, shown_board};

impl MaednApp {
    /// The board in the centre, with the decision of a watched call above it
    /// (the same call as the panel's counters: `call` is read once a frame).
    pub(super) fn central(&mut self, ui: &mut Ui, call: Option<&Call>, out: &mut Vec<Command>) {
        let ws = &self.ws;
        let mode = ws.mode();
        let tr = self.tr();
        present::mark(ui.ctx(), ws.presenting());
        if ws.presenting() {
            present::story_ui(ui, ws, tr);
        }
        match mode {
            Mode::Lesson => {
                lesson_ui(ui, ws, tr, &mut self.lesson, out);
                return;
            }
            Mode::Explore => {
                explore_ui(ui, ws, tr, &mut self.explore, out);
                return;
            }
            Mode::Play => {
                let board_scene = shown_board::mode_scene(ws, tr);
                play::central_ui(ui, ws, &board_scene, &mut self.board, tr, out);
                return;
            }
            Mode::Solve | Mode::Step | Mode::Edit | Mode::Game => {}
        }
        if mode == Mode::Solve && ws.prefs().show_code {
            crate::app::code_view::code_panel(ui, tr, ws.replay(), call);
        }
        let board_scene = shown_board::mode_scene(ws, tr);
        // A click on the board does something only in Edit.
        self.board
            .set_look_only(matches!(mode, Mode::Solve | Mode::Step | Mode::Game));
        if mode == Mode::Solve
            && let Some(call) = call
        {
            // The decision in words, large enough for a classroom projector.
            let colour = if call.is_pruned() {
                theme::PRUNED_COLOUR
            } else {
                theme::BRANCH_COLOUR
            };
            ui.label(
                RichText::new(run_panel::decision_text(tr, call))
                    .monospace()
                    .size(theme::DECISION_TEXT_SIZE)
                    .color(colour),
            );
        }
        let resp = if mode == Mode::Game {
            game_view::central_ui(
                ui,
                ws.game(),
                &board_scene,
                &mut self.board,
                ws.legend_shown(),
                ws.presenting(),
                tr,
            )
        } else {
            self.board.ui(ui, &board_scene, ws.legend_shown(), tr)
        };
        self.hovered = resp.hovered;
        if mode == Mode::Edit && !ws.run().state().in_progress() {
            if let Some(tile) = resp.clicked {
                out.push(Command::Edit(EditCommand::ToggleTile(tile)));
            }
            if let Some((from, to)) = resp.dragged {
                out.push(Command::Edit(EditCommand::MovePiece { from, to }));
            }
        }
    }

    /// The mode's panel on the right (Step, Edit and Game), collapsible.
    pub(super) fn mode_panel(&self, ui: &mut Ui, out: &mut Vec<Command>) {
        let ws = &self.ws;
        let open = ws.prefs().right_panel;
        let panel = |ui: &mut Ui,
                     id: &'static str,
                     width: f32,
                     out: &mut Vec<Command>,
                     contents: &dyn Fn(&mut Ui, &mut Vec<Command>)| {
            side_panels::panel(
                ui,
                PanelSide::Right,
                id,
                width,
                open,
                self.tr(),
                out,
                contents,
            );
        };
        let width = theme::RIGHT_PANEL_WIDTH;
        match ws.mode() {
            Mode::Solve | Mode::Lesson | Mode::Explore => {}
            Mode::Play => {
                panel(
                    ui,
                    "play_panel",
                    theme::PLAY_PANEL_WIDTH,
                    out,
                    &|ui, out| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            play::panel(ui, ws.play(), self.tr(), out);
                        });
                    },
                );
            }
            Mode::Step => {
                panel(ui, "step_panel", width, out, &|ui, out| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        ui.heading(tr!(self.tr(), "steps-heading"));
                        let prefs = ws.prefs();
                        steps_panel::steps_ui(
                            ui,
                            self.tr(),
                            ws.stepper(),
                            ws.playing(),
                            prefs.play_speed,
                            ws.run()
                                .state()
                                .in_progress()
                                .then(|| ws.run().live().calls),
                            out,
                        );
                    });
                });
            }
            Mode::Game => {
                panel(
                    ui,
                    "game_panel",
                    theme::GAME_PANEL_WIDTH,
                    out,
                    &|ui, out| {
                        game_panel::game_panel(
                            ui,
                            ws.game(),
                            ws.prefs().play_speed,
                            self.tr(),
                            out,
                        );
                    },
                );
            }
            Mode::Edit => {
                panel(ui, "edit_panel", width, out, &|ui, out| {
                    ui.heading(tr!(self.tr(), "edit-heading"));
                    let locked = ws.run().state().in_progress();
                    if locked {
                        let tr = self.tr();
                        let single = shortcuts::SingleKeys::of(ui.ctx());
                        ui.label(match shortcuts::working_key(tr, &Command::Cancel, single) {
                            Some(keys) => tr!(tr, "edit-locked-keys", keys = keys),
                            None => tr!(tr, "edit-locked-plain"),
                        });
                    }
                    ui.add_enabled_ui(!locked, |ui| {
                        editor::editor_ui(ui, self.tr(), ws.editor(), out);
                    });
                });
            }
        }
    }
}
