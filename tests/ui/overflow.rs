//! On a 1024 × 768 projector the panels hold more than fits: every panel
//! whose content is taller than the panel paints a scroll bar that shows
//! without the pointer over it (egui's floating bars stay invisible until
//! then), and what is below the fold is reached by scrolling: the Solve
//! panel's last result line and the board under the search tree.

use std::sync::Arc;
use std::time::Duration;

use egui::epaint::Shape;
use egui::{Rect, pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::solver::Algorithm;
use maedn::window::{
    Command, ExploreCommand, ExplorePart, Launch, MaednApp, Mode, NoPicker, RunState,
};

use crate::common::{open, say, sized, step_until};

const PROJECTOR: [f32; 2] = [1024.0, 768.0];
const LIMIT: Duration = Duration::from_secs(120);
/// A scroll bar's track is at most this wide, in points (egui's bars are 6 to 10).
const BAR_MAX: f32 = 12.0;

/// The window at 1024 × 768, the welcome closed, the pointer parked on the
/// top bar (away from every panel, as when a teacher talks).
fn projector() -> Harness<'static, MaednApp> {
    let mut h = sized(Launch::default(), Arc::new(NoPicker), PROJECTOR);
    h.state_mut().submit(Command::DismissWelcome);
    h.step();
    h.hover_at(pos2(600.0, 4.0));
    h.step();
    h
}

/// Frames enough for a scroll's animation to end.
fn settle(h: &mut Harness<'_, MaednApp>) {
    for _ in 0..30 {
        h.step();
    }
}

/// Every filled rectangle of `shape` (groups opened), with its colour's alpha.
fn rects(shape: &Shape, found: &mut Vec<(Rect, u8)>) {
    match shape {
        Shape::Rect(r) => found.push((r.rect, r.fill.a())),
        Shape::Vec(shapes) => shapes.iter().for_each(|s| rects(s, found)),
        _ => {}
    }
}

/// The tracks of the vertical scroll bars painted in the last frame that
/// can be seen: narrow, at least `min_height` points tall, not transparent.
fn visible_scroll_tracks(h: &Harness<'_, MaednApp>, min_height: f32) -> Vec<Rect> {
    let mut found = Vec::new();
    for clipped in &h.output().shapes {
        rects(&clipped.shape, &mut found);
    }
    found
        .into_iter()
        .filter(|(r, alpha)| *alpha > 0 && r.width() <= BAR_MAX && r.height() >= min_height)
        .map(|(r, _)| r)
        .collect()
}

/// The left panel's right edge, from its ◀ button (at its top right), or
/// its closed strip's ▶ (outside Solve it starts closed).
fn left_panel_right(h: &Harness<'_, MaednApp>) -> f32 {
    h.query_by_label("Hide this panel")
        .or_else(|| h.query_by_label("Show the panel"))
        .expect("the left panel or its strip")
        .rect()
        .right()
}

#[test]
fn test_the_solve_panels_last_result_line_is_reached_by_a_visible_scroll_bar() {
    let mut h = projector();
    let mut dp = h.state().workspace().prefs().settings;
    dp.algorithm = Algorithm::Dp;
    h.state_mut().submit(Command::SetSettings(dp));
    h.state_mut().submit(Command::Run);
    step_until(&mut h, LIMIT, |ws| ws.run().state() == RunState::Finished);
    let last = "The DP took";
    let below = h.get_by_label_contains(last).rect();
    assert!(
        below.bottom() > PROJECTOR[1],
        "the last result line is cut off at 1024 × 768 at first: {below:?}"
    );
    let right = left_panel_right(&h);
    let tracks = visible_scroll_tracks(&h, 200.0);
    assert!(
        tracks
            .iter()
            .any(|t| t.right() <= right + 1.0 && t.left() >= right - 40.0),
        "the solver panel shows its scroll bar (right edge {right}); seen: {tracks:?}"
    );
    h.get_by_label_contains(last).scroll_to_me();
    settle(&mut h);
    let line = h.get_by_label_contains(last).rect();
    assert!(
        line.bottom() <= PROJECTOR[1] && line.right() <= right,
        "after scrolling the whole line shows inside the panel: {line:?}"
    );
}

#[test]
fn test_the_board_under_the_search_tree_is_reached_by_a_visible_scroll_bar() {
    let mut h = projector();
    h.state_mut()
        .submit(Command::ExploreDo(ExploreCommand::SetPiece(4)));
    h.state_mut().submit(Command::Explore(ExplorePart::Tree));
    h.step();
    step_until(&mut h, LIMIT, |ws| {
        ws.explore().tree().tree().is_some() && !ws.explore().tree().is_running()
    });
    let right = left_panel_right(&h);
    let tracks = visible_scroll_tracks(&h, 200.0);
    assert!(
        tracks
            .iter()
            .any(|t| t.left() > right && t.right() >= PROJECTOR[0] - 20.0),
        "the Explore view shows its scroll bar; seen: {tracks:?}"
    );
    // The line under the board is the last thing in the view.
    let under = "Click a node";
    let before = h.get_by_label_contains(under).rect();
    assert!(
        before.bottom() > PROJECTOR[1],
        "cut off at first: {before:?}"
    );
    h.get_by_label_contains(under).scroll_to_me();
    settle(&mut h);
    let after = h.get_by_label_contains(under).rect();
    assert!(
        after.bottom() <= PROJECTOR[1],
        "the board and the line under it are reached: {after:?}"
    );
}

/// A round file's long reason (behind a long path) wraps in the status line
/// of a 1024-px window instead of running off its right edge.
#[test]
fn test_a_long_status_message_wraps_inside_the_window() {
    let mut h = projector();
    let dir = std::env::temp_dir().join(format!(
        "maedn-overflow-{}/{}",
        std::process::id(),
        "a-folder-with-a-long-name-".repeat(4)
    ));
    std::fs::create_dir_all(&dir).expect("folder");
    let path = dir.join("class-round-of-the-seventh-grade.json");
    std::fs::write(
        &path,
        "{\"version\": 1, \"rules\": {\"spacing\": 0}, \"seed\": 1, \"teams\": []}",
    )
    .expect("written");
    h.state_mut().submit(Command::PathChosen {
        kind: maedn::io::FileKind::Round,
        mode: maedn::window::DialogMode::Open,
        path,
    });
    step_until(&mut h, LIMIT, |ws| ws.status().is_some());
    settle(&mut h);
    let message = h.get_by_label_contains("Nothing was changed").rect();
    assert!(
        message.right() <= PROJECTOR[0] && message.height() > 20.0,
        "{message:?}"
    );
    std::fs::remove_dir_all(dir.parent().expect("parent")).ok();
}

/// The editor's toolbar keeps each button's word whole: a button that does
/// not fit the row goes to the next one (German "Zuletzt" broke into
/// "Zule" / "tzt" at the panel's edge at 1920 × 1080), at every size in
/// both languages.
#[test]
fn test_the_editors_toolbar_never_breaks_a_buttons_word() {
    fn rows_of(shape: &Shape, words: &str, out: &mut Vec<(usize, Rect)>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| rows_of(s, words, out)),
            Shape::Text(t) if t.galley.job.text == words => {
                out.push((t.galley.rows.len(), t.visual_bounding_rect()));
            }
            _ => {}
        }
    }
    for lang in [Lang::En, Lang::De] {
        for size in [[1024.0, 768.0], [1280.0, 720.0], [1920.0, 1080.0]] {
            let mut h = open(Launch::default(), lang, size);
            h.state_mut().submit(Command::SetMode(Mode::Edit));
            h.run_steps(3);
            for id in [
                "edit-undo",
                "edit-redo",
                "edit-paste",
                "edit-recent",
                "edit-step-through",
                "edit-solve-from-here",
            ] {
                let words = say(lang, id);
                let mut rows = Vec::new();
                for c in &h.output().shapes {
                    rows_of(&c.shape, &words, &mut rows);
                }
                let [(1, rect)] = rows[..] else {
                    panic!("{lang} at {size:?}: {words:?} {rows:?}");
                };
                assert!(
                    rect.max.x <= size[0],
                    "{lang} at {size:?}: {words:?} off the window"
                );
            }
        }
    }
}
