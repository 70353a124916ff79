//! Keyboard only: every mode driven with Tab, Shift+Tab, Enter, Space and
//! the arrows, no pointer; the board, the bit strip and the search tree are
//! one Tab stop each whose arrows walk inside; Play's rolls are chosen by
//! Tab and Enter or by the keys 1 to 6; the two View switches
//! (single-key shortcuts, reduced motion) change what the keys do.

use std::time::Duration;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::model::{Bits, MoveTable, Rules, Tile};
use maedn::solver::retro;
use maedn::window::{Command, ExplorePart, MaednApp, Mode, Workspace};

use crate::common::{PAPER_BOARDS, step_until, window};

/// More Tab presses than the window has stops.
const MAX_TABS: usize = 400;
/// How long a debug build may take for a run, a game or a tree.
const LIMIT: Duration = Duration::from_secs(120);

/// The label of the widget with keyboard focus, as a screen reader hears it.
pub fn focused(h: &Harness<'_, MaednApp>) -> Option<String> {
    h.root()
        .children_recursive()
        .find(|n| n.is_focused())
        .and_then(|n| n.accesskit_node().label())
}

/// A key pressed and the frames it takes to show.
fn press(h: &mut Harness<'_, MaednApp>, key: Key) {
    h.key_press(key);
    h.step();
    h.step();
}

/// Presses Tab (Shift+Tab when `back`) until the focused widget's label
/// satisfies `wanted`; returns the number of presses.
fn tab_until(h: &mut Harness<'_, MaednApp>, back: bool, wanted: impl Fn(&str) -> bool) -> usize {
    for n in 1..=MAX_TABS {
        if back {
            h.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
        } else {
            h.key_press(Key::Tab);
        }
        h.step();
        h.step();
        if focused(h).is_some_and(|l| wanted(&l)) {
            return n;
        }
    }
    panic!("Tab never reached it; last focused: {:?}", focused(h));
}

/// Tabs to the widget labelled exactly `label`.
pub fn tab_to(h: &mut Harness<'_, MaednApp>, label: &str) -> usize {
    tab_until(h, false, |l| l == label)
}

/// Switches to `mode` with Tab and Enter on its button in the top bar.
fn mode_by_keys(h: &mut Harness<'_, MaednApp>, label: &str, mode: Mode) {
    tab_to(h, label);
    press(h, Key::Enter);
    assert_eq!(h.state().workspace().mode(), mode);
}

fn ws<'a>(h: &'a Harness<'_, MaednApp>) -> &'a Workspace {
    h.state().workspace()
}

#[test]
fn test_solve_by_keys_only_and_shift_tab_goes_back() {
    let mut h = window();
    h.run();
    let forward = tab_to(&mut h, "Run");
    let before = tab_until(&mut h, false, |l| l != "Run");
    assert_eq!(before, 1, "one Tab leaves the button");
    let left = focused(&h);
    tab_until(&mut h, true, |l| l == "Run");
    assert_ne!(focused(&h), left);
    assert!(forward > 1);
    press(&mut h, Key::Enter);
    step_until(&mut h, LIMIT, |ws| ws.run().solution().is_some());
}

#[test]
fn test_step_by_keys_only_space_presses_the_focused_button() {
    let mut h = window();
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.run();
    assert_eq!(ws(&h).mode(), Mode::Step);
    tab_to(&mut h, "Next >");
    press(&mut h, Key::Enter);
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).stepper().step(), 2);
    // Space presses the focused button; it does not start playback.
    press(&mut h, Key::Space);
    assert_eq!(ws(&h).stepper().step(), 3);
    assert!(!ws(&h).playing());
}

#[test]
fn test_edit_by_keys_only_bits_and_tiles_walk_with_the_arrows() {
    let mut h = window();
    h.run();
    mode_by_keys(&mut h, "Edit", Mode::Edit);
    let board = ws(&h).editor().board();
    // The 64 bits are one Tab stop: the first is bit 63.
    tab_to(&mut h, "bit 63");
    press(&mut h, Key::Space);
    assert_eq!(ws(&h).editor().board(), board ^ Bits::from_raw(1 << 63));
    press(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h).as_deref(), Some("bit 62"));
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).editor().board(), board ^ Bits::from_raw(0b11 << 62));
    // The next Tab leaves the strip at once (the units field).
    press(&mut h, Key::Tab);
    assert!(!focused(&h).is_some_and(|l| l.starts_with("bit ")));
    // The board: one stop, the arrows walk its tiles.
    tab_until(&mut h, false, |l| l.starts_with("Track tile"));
    let first = focused(&h);
    let edited = ws(&h).editor().board();
    press(&mut h, Key::Space);
    assert_ne!(ws(&h).editor().board(), edited, "Space toggles the tile");
    // ← goes to a tile drawn to the left, ↑ to one drawn above.
    let centre = |h: &Harness<'_, MaednApp>, label: &str| h.get_by_label(label).rect().center();
    for (key, apart) in [
        (Key::ArrowLeft, egui::vec2(-1.0, 0.0)),
        (Key::ArrowUp, egui::vec2(0.0, -1.0)),
    ] {
        let from = focused(&h).expect("a tile");
        press(&mut h, key);
        let to = focused(&h).expect("a tile");
        assert_ne!(to, from);
        let step = centre(&h, &to) - centre(&h, &from);
        assert!(step.dot(apart) > 0.0, "{from} → {to}: {step:?}");
    }
    assert_ne!(focused(&h), first);
}

#[test]
fn test_game_by_keys_only() {
    let mut h = window();
    h.run();
    mode_by_keys(&mut h, "Game", Mode::Game);
    step_until(&mut h, LIMIT, |ws| ws.game().current().is_some());
    let at = ws(&h).game().cursor();
    tab_to(&mut h, "Next >");
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).game().cursor(), at + 1);
}

#[test]
fn test_lesson_by_keys_only() {
    let mut h = window();
    h.run();
    mode_by_keys(&mut h, "Lesson", Mode::Lesson);
    let slide = ws(&h).lesson().index();
    tab_to(&mut h, "Next →");
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).lesson().index(), slide + 1);
}

#[test]
fn test_explore_tree_by_keys_only_arrows_walk_and_enter_zooms() {
    let mut h = window();
    h.run();
    mode_by_keys(&mut h, "Explore", Mode::Explore);
    h.state_mut().submit(Command::Explore(ExplorePart::Tree));
    h.step();
    step_until(&mut h, LIMIT, |ws| {
        ws.explore().tree().tree().is_some() && !ws.explore().tree().is_running()
    });
    tab_until(&mut h, false, |l| l.starts_with("Search tree at"));
    let root = ws(&h).explore().tree().focus();
    press(&mut h, Key::ArrowDown);
    let child = ws(&h)
        .explore()
        .tree()
        .selected()
        .expect("↓ selects a call");
    assert_ne!(child, root);
    let parent = ws(&h)
        .explore()
        .tree()
        .tree()
        .and_then(|t| t.node(child))
        .and_then(|n| n.parent);
    assert_eq!(parent, Some(root));
    press(&mut h, Key::ArrowRight);
    let sibling = ws(&h)
        .explore()
        .tree()
        .selected()
        .expect("→ selects a sibling");
    assert_ne!(sibling, child);
    press(&mut h, Key::ArrowUp);
    assert_eq!(ws(&h).explore().tree().selected(), Some(root));
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::Enter);
    step_until(&mut h, LIMIT, |ws| !ws.explore().tree().is_running());
    assert_eq!(ws(&h).explore().tree().focus(), child, "Enter zooms in");
}

#[test]
fn test_single_key_shortcuts_can_be_turned_off_in_the_view_menu() {
    let mut h = window();
    h.run();
    press(&mut h, Key::L);
    assert!(ws(&h).legend_shown(), "L works by default");
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Single-key shortcuts").click();
    h.run();
    assert!(!ws(&h).prefs().access.single_keys);
    press(&mut h, Key::Escape);
    press(&mut h, Key::L);
    assert!(ws(&h).legend_shown(), "L does nothing now");
    press(&mut h, Key::Space);
    assert!(ws(&h).run().solution().is_none() && !ws(&h).run().state().in_progress());
    // Keys with Ctrl still work.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.step();
    h.step();
    assert!(h.ctx.zoom_factor() > 1.0);
}

#[test]
fn test_reduced_motion_turns_play_into_single_steps() {
    let mut h = window();
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Reduce motion").click();
    h.run();
    assert!(ws(&h).prefs().access.reduce_motion);
    press(&mut h, Key::Escape);
    press(&mut h, Key::Space);
    assert_eq!(ws(&h).stepper().step(), 1, "Play moved one step");
    assert!(!ws(&h).playing());
    // Nothing is due by itself: the frames stop (no repaint is asked for
    // an animation) and the step stays.
    assert!(h.run_ok().is_some(), "the window settles");
    for _ in 0..120 {
        h.step();
    }
    assert_eq!(ws(&h).stepper().step(), 1);
    // Without it, Play plays.
    let mut h = window();
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.run();
    press(&mut h, Key::Space);
    assert!(ws(&h).playing());
}

/// Play without a pointer: the mode by Tab and Enter on its switch, the first
/// roll by Tab and Enter on its target, the rest of the DP's shortest way by
/// the keys 1 to 6; the piece gets home in exactly the optimum.
#[test]
fn test_play_by_keys_only() {
    let mut h = window();
    mode_by_keys(&mut h, "Your turn", Mode::Play);
    let map = retro(&MoveTable::new(&Rules::paper()), Tile::D);
    let path = map.best_path(Tile::A);
    let roll = |w: &[Tile]| w[1].index() - w[0].index();
    let first = roll(&path[..2]);
    tab_until(&mut h, false, |l| l.starts_with(&format!("Roll {first}:")));
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).play().moves(), 1, "Enter on the target moves");
    let keys = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
    ];
    for w in path[1..].windows(2) {
        press(&mut h, keys[usize::from(roll(w)) - 1]);
    }
    let chosen = ws(&h).play().chosen().clone();
    assert!(chosen.is_finished());
    let optimum = map.value(Tile::A).expect("a value");
    assert!(
        (chosen.total() - optimum).abs() < 1e-6,
        "{} against {optimum}",
        chosen.total()
    );
}
