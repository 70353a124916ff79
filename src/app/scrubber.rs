//! The scrubber over a watched run's recorded calls: back, a slider over
//! every call kept, forward, and back to the live search; the call shown and,
//! once the cap is reached, how many earlier calls were dropped. The arrow
//! keys do the same through the shortcut table.

use egui::Ui;

use crate::i18n::{Tr, count_arg};
use crate::tr;
use crate::workspace::{Command, Replay, ReplayCommand};

/// The scrubber's row and its notes.
pub fn scrubber_ui(ui: &mut Ui, tr: &Tr, replay: &Replay, out: &mut Vec<Command>) {
    ui.strong(tr!(tr, "replay-heading"));
    let (Some(at), Some(last)) = (replay.position(), replay.len().checked_sub(1)) else {
        ui.label(tr!(tr, "replay-none"));
        return;
    };
    let slider_hint = tr!(tr, "replay-slider-hint");
    ui.horizontal(|ui| {
        if ui
            .add_enabled(at > 0, egui::Button::new(tr!(tr, "replay-back")))
            .on_hover_text(&slider_hint)
            .clicked()
        {
            out.push(Command::Replay(ReplayCommand::Back));
        }
        let mut value = at;
        let slider = egui::Slider::new(&mut value, 0..=last)
            .show_value(false)
            .text(tr!(tr, "replay-slider"));
        if ui.add(slider).on_hover_text(&slider_hint).changed() && value != at {
            out.push(Command::Replay(ReplayCommand::To(value)));
        }
        if ui
            .button(tr!(tr, "replay-forward"))
            .on_hover_text(&slider_hint)
            .clicked()
        {
            out.push(Command::Replay(ReplayCommand::Forward));
        }
        if ui
            .add_enabled(
                replay.is_scrubbed(),
                egui::Button::new(tr!(tr, "replay-follow")),
            )
            .on_hover_text(tr!(tr, "replay-follow-hint"))
            .clicked()
        {
            out.push(Command::Replay(ReplayCommand::Follow));
        }
    });
    let call = replay.shown().map_or(0, |c| c.call);
    ui.label(tr!(
        tr,
        "replay-position",
        at = count_arg(at as u64 + 1),
        count = count_arg(replay.len() as u64),
        call = count_arg(call)
    ));
    if !replay.is_scrubbed() {
        ui.label(tr!(tr, "replay-live"));
    }
    if replay.dropped() > 0 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                tr,
                "replay-capped",
                kept = count_arg(replay.len() as u64),
                dropped = count_arg(replay.dropped())
            ),
        );
    }
}
