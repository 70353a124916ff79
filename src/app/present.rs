//! Present mode keeps the story on a projector: above the board, in large
//! type, Step shows the roll, the move's length and the running total of
//! each piece shown; Solve shows the live counters and, once finished, the
//! result line. Every number is the workspace's; words from the
//! translation files.

use egui::{Context, Id, RichText, Ui};

use super::slide_layout;
use crate::i18n::{Tr, cm_arg, count_arg, decimals_arg, units_arg};
use crate::tr;
use crate::workspace::{Mode, StepView, Workspace};

/// The story's size relative to a slide's body text (the board needs the room).
const STORY_SCALE: f32 = 0.8;
/// The most of the centre's height the story takes; the board has the rest.
const STORY_SHARE: f32 = 0.3;
/// The smallest story text, in points, before lines are left out.
const STORY_MIN_SIZE: f32 = 20.0;

/// The story lines of the mode shown (none for Edit and the lesson).
#[must_use]
pub fn story_lines(ws: &Workspace, tr: &Tr) -> Vec<String> {
    match ws.mode() {
        Mode::Step => {
            let stepper = ws.stepper();
            if stepper.is_empty() && stepper.boards().is_empty() {
                // The panels are hidden: say what to do.
                return vec![match ws.run().state().in_progress() {
                    true => tr!(
                        tr,
                        "steps-solving",
                        calls = count_arg(ws.run().live().calls)
                    ),
                    false => tr!(tr, "present-step-empty"),
                }];
            }
            let views = stepper.views();
            match views.as_slice() {
                [] => Vec::new(),
                [one] => step_lines(one, tr).to_vec(),
                all => all_lines(all, tr).to_vec(),
            }
        }
        Mode::Solve => solve_lines(ws, tr),
        // The Game view tells its own story on the board's margin; Explore
        // shows its own tables and charts.
        Mode::Edit | Mode::Game | Mode::Lesson | Mode::Explore | Mode::Play => Vec::new(),
    }
}

fn step_lines(v: &StepView, tr: &Tr) -> [String; 2] {
    let piece = v.piece.unwrap_or(1);
    let head = if v.step == 0 {
        tr!(tr, "present-step-start", piece = piece)
    } else {
        tr!(
            tr,
            "present-step",
            piece = piece,
            step = v.step,
            moves = v.moves,
            roll = v.roll,
            length = units_arg(v.length)
        )
    };
    let units = f64::from(v.units);
    [
        head,
        tr!(
            tr,
            "present-step-total",
            units = units_arg(units),
            cm = cm_arg(units)
        ),
    ]
}

/// All pieces shown at once (Step → All): one summary, not two lines each.
fn all_lines(views: &[StepView], tr: &Tr) -> [String; 2] {
    let step = views.iter().map(|v| v.step).max().unwrap_or(0);
    let moves = views.iter().map(|v| v.moves).max().unwrap_or(0);
    let units: f64 = views.iter().map(|v| f64::from(v.units)).sum();
    [
        tr!(
            tr,
            "present-step-all",
            pieces = views.len(),
            step = step,
            moves = moves
        ),
        tr!(
            tr,
            "present-step-total",
            units = units_arg(units),
            cm = cm_arg(units)
        ),
    ]
}

fn solve_lines(ws: &Workspace, tr: &Tr) -> Vec<String> {
    let run = ws.run();
    if let Some(s) = run.solution() {
        return vec![tr!(
            tr,
            "present-solve-result",
            units = units_arg(s.total_units),
            cm = cm_arg(s.total_units),
            optimal = if s.optimal { "yes" } else { "no" }
        )];
    }
    let live = run.live();
    if live.calls == 0 {
        return Vec::new();
    }
    let share = 100.0 * live.prunes as f64 / live.calls as f64;
    let mut lines = vec![tr!(
        tr,
        "present-solve-counters",
        calls = count_arg(live.calls),
        prunes = count_arg(live.prunes),
        share = decimals_arg(share, 1)
    )];
    if let Some(best) = live.best {
        lines.push(tr!(tr, "present-solve-best", units = units_arg(best)));
    }
    lines
}

/// Shows the story above the board, sized for the room: at most
/// [`STORY_SHARE`] of the height, so the board keeps the rest (twelve paths
/// in Step told two lines each filled a projector's window); what does not
/// fit at [`STORY_MIN_SIZE`] is counted in a last line.
pub fn story_ui(ui: &mut Ui, ws: &Workspace, tr: &Tr) {
    let mut lines = story_lines(ws, tr);
    if lines.is_empty() {
        return;
    }
    let area = ui.available_size();
    let room = area.y * STORY_SHARE;
    let line_height = |size: f32| {
        ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)))
            + ui.spacing().item_spacing.y
    };
    let wanted = slide_layout::body_size(area) * STORY_SCALE;
    let rows = lines.len() as f32;
    // Smaller type first, down to the least a back row reads.
    let size = if line_height(wanted) * rows <= room {
        wanted
    } else {
        (wanted * room / (line_height(wanted) * rows)).max(STORY_MIN_SIZE.min(wanted))
    };
    let fit = ((room / line_height(size)).floor() as usize).max(1);
    if lines.len() > fit {
        let hidden = lines.len() - (fit - 1);
        lines.truncate(fit - 1);
        lines.push(tr!(
            tr,
            "present-story-more",
            count = count_arg(hidden as u64)
        ));
    }
    for line in lines {
        ui.label(RichText::new(line).size(size).strong());
    }
}

/// Where the frame's "presenting" flag is kept for the charts.
fn presenting_id() -> Id {
    Id::unique("maedn-presenting")
}

/// Notes whether this frame presents (called once a frame, before the views).
pub fn mark(ctx: &Context, presenting: bool) {
    ctx.data_mut(|d| d.insert_temp(presenting_id(), presenting));
}

/// The text size of a chart shown while presenting (as large as a slide's
/// chart text for the window's size), or `None` when not presenting.
#[must_use]
pub fn chart_text(ctx: &Context) -> Option<f32> {
    let presenting = ctx.data(|d| d.get_temp::<bool>(presenting_id()).unwrap_or(false));
    presenting.then(|| slide_layout::chart_text(slide_layout::body_size(ctx.content_rect().size())))
}
