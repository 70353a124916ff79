//! Keyboard only: every mode driven with Tab, Shift+Tab, Enter, Space and
//! the arrows, no pointer, in English and in German (each flow finds its
//! widgets by their names in the language it runs in); the board, the bit
//! strip and the search tree are one Tab stop each whose arrows walk
//! inside; Play's rolls are chosen by Tab and Enter or by the keys 1 to 6;
//! the first Esc only leaves the focused control; the two View switches
//! (single-key shortcuts, reduced motion) change what the keys do.

use std::time::Duration;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::i18n::words::play_mode::target;
use maedn::i18n::{Lang, Tr, count_arg};
use maedn::model::{Bits, MoveTable, Rules, Tile};
use maedn::solver::retro;
use maedn::tr;
use maedn::window::{Command, ExplorePart, Launch, MaednApp, Mode, Workspace};

use crate::common::{PAPER_BOARDS, launched, say, step_until};

/// One test per language for a flow that takes the language: `name::en`
/// and `name::de`.
macro_rules! in_both_languages {
    ($name:ident, $flow:ident) => {
        mod $name {
            #[test]
            fn en() {
                super::$flow(maedn::i18n::Lang::En);
            }

            #[test]
            fn de() {
                super::$flow(maedn::i18n::Lang::De);
            }
        }
    };
}

/// The window in `lang`, the welcome closed.
fn window(lang: Lang) -> Harness<'static, MaednApp> {
    let h = launched(Launch {
        lang: Some(lang),
        ..Launch::default()
    });
    assert_eq!(h.state().tr().lang(), lang);
    h
}

/// The part of `text` before `mark`.
fn before(text: &str, mark: &str) -> String {
    text.split(mark).next().unwrap_or_default().to_owned()
}

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

fn solve_by_keys_only_and_shift_tab_goes_back(lang: Lang) {
    let mut h = window(lang);
    h.run();
    let run = say(lang, "run-run");
    let forward = tab_to(&mut h, &run);
    let before = tab_until(&mut h, false, |l| l != run);
    assert_eq!(before, 1, "one Tab leaves the button");
    let left = focused(&h);
    tab_until(&mut h, true, |l| l == run);
    assert_ne!(focused(&h), left);
    assert!(forward > 1);
    press(&mut h, Key::Enter);
    step_until(&mut h, LIMIT, |ws| ws.run().solution().is_some());
}
in_both_languages!(
    test_solve_by_keys_only_and_shift_tab_goes_back,
    solve_by_keys_only_and_shift_tab_goes_back
);

fn step_by_keys_only_space_presses_the_focused_button(lang: Lang) {
    let mut h = window(lang);
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.run();
    assert_eq!(ws(&h).mode(), Mode::Step);
    tab_to(&mut h, &say(lang, "steps-next"));
    press(&mut h, Key::Enter);
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).stepper().step(), 2);
    // Space presses the focused button; it does not start playback.
    press(&mut h, Key::Space);
    assert_eq!(ws(&h).stepper().step(), 3);
    assert!(!ws(&h).playing());
}
in_both_languages!(
    test_step_by_keys_only_space_presses_the_focused_button,
    step_by_keys_only_space_presses_the_focused_button
);

fn edit_by_keys_only_bits_and_tiles_walk_with_the_arrows(lang: Lang) {
    let tr = Tr::shared(lang);
    let bit = |n: u64| tr!(tr, "bit-name", bit = count_arg(n));
    let bit_word = before(&bit(63), "63");
    let tile_word = before(&tr!(tr, "tile-name-track", index = count_arg(17)), "17");
    let mut h = window(lang);
    h.run();
    mode_by_keys(&mut h, &say(lang, "mode-edit"), Mode::Edit);
    let board = ws(&h).editor().board();
    // The 64 bits are one Tab stop: the first is bit 63.
    tab_to(&mut h, &bit(63));
    press(&mut h, Key::Space);
    assert_eq!(ws(&h).editor().board(), board ^ Bits::from_raw(1 << 63));
    press(&mut h, Key::ArrowRight);
    assert_eq!(focused(&h), Some(bit(62)));
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).editor().board(), board ^ Bits::from_raw(0b11 << 62));
    // The next Tab leaves the strip at once (the units field).
    press(&mut h, Key::Tab);
    assert!(!focused(&h).is_some_and(|l| l.starts_with(&bit_word)));
    // The board: one stop, the arrows walk its tiles.
    tab_until(&mut h, false, |l| l.starts_with(&tile_word));
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
in_both_languages!(
    test_edit_by_keys_only_bits_and_tiles_walk_with_the_arrows,
    edit_by_keys_only_bits_and_tiles_walk_with_the_arrows
);

fn game_by_keys_only(lang: Lang) {
    let mut h = window(lang);
    h.run();
    mode_by_keys(&mut h, &say(lang, "mode-game"), Mode::Game);
    step_until(&mut h, LIMIT, |ws| ws.game().current().is_some());
    let at = ws(&h).game().cursor();
    tab_to(&mut h, &say(lang, "game-next"));
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).game().cursor(), at + 1);
}
in_both_languages!(test_game_by_keys_only, game_by_keys_only);

fn lesson_by_keys_only(lang: Lang) {
    let mut h = window(lang);
    h.run();
    mode_by_keys(&mut h, &say(lang, "mode-lesson"), Mode::Lesson);
    let slide = ws(&h).lesson().index();
    tab_to(&mut h, &say(lang, "lesson-next"));
    press(&mut h, Key::Enter);
    assert_eq!(ws(&h).lesson().index(), slide + 1);
}
in_both_languages!(test_lesson_by_keys_only, lesson_by_keys_only);

fn explore_tree_by_keys_only_arrows_walk_and_enter_zooms(lang: Lang) {
    let tr = Tr::shared(lang);
    let tree_word = before(&tr!(tr, "explore-tree-keys", node = "\u{1}"), "\u{1}");
    let mut h = window(lang);
    h.run();
    mode_by_keys(&mut h, &say(lang, "mode-explore"), Mode::Explore);
    h.state_mut().submit(Command::Explore(ExplorePart::Tree));
    h.step();
    step_until(&mut h, LIMIT, |ws| {
        ws.explore().tree().tree().is_some() && !ws.explore().tree().is_running()
    });
    tab_until(&mut h, false, |l| l.starts_with(&tree_word));
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
in_both_languages!(
    test_explore_tree_by_keys_only_arrows_walk_and_enter_zooms,
    explore_tree_by_keys_only_arrows_walk_and_enter_zooms
);

/// Opens the View menu and clicks `switch` in it, then closes the menu.
fn view_switch(h: &mut Harness<'_, MaednApp>, lang: Lang, switch: &str) {
    h.get_by_label(&say(lang, "menu-view")).click();
    h.run();
    h.get_by_label(&say(lang, switch)).click();
    h.run();
    press(h, Key::Escape);
}

fn single_key_shortcuts_can_be_turned_off_in_the_view_menu(lang: Lang) {
    let mut h = window(lang);
    h.run();
    press(&mut h, Key::L);
    assert!(ws(&h).legend_shown(), "L works by default");
    view_switch(&mut h, lang, "access-single-keys");
    assert!(!ws(&h).prefs().access.single_keys);
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
in_both_languages!(
    test_single_key_shortcuts_can_be_turned_off_in_the_view_menu,
    single_key_shortcuts_can_be_turned_off_in_the_view_menu
);

fn reduced_motion_turns_play_into_single_steps(lang: Lang) {
    let mut h = window(lang);
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.run();
    view_switch(&mut h, lang, "access-reduce-motion");
    assert!(ws(&h).prefs().access.reduce_motion);
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
    let mut h = window(lang);
    h.state_mut().submit(Command::OpenInStepper(
        PAPER_BOARDS.map(Bits::from_raw).to_vec(),
    ));
    h.run();
    press(&mut h, Key::Space);
    assert!(ws(&h).playing());
}
in_both_languages!(
    test_reduced_motion_turns_play_into_single_steps,
    reduced_motion_turns_play_into_single_steps
);

/// Play without a pointer: the mode by Tab and Enter on its switch, the first
/// roll by Tab and Enter on its target, the rest of the DP's shortest way by
/// the keys 1 to 6; the piece gets home in exactly the optimum.
fn play_by_keys_only(lang: Lang) {
    let mut h = window(lang);
    mode_by_keys(&mut h, &say(lang, "mode-play"), Mode::Play);
    let map = retro(&MoveTable::new(&Rules::paper()), Tile::D);
    let path = map.best_path(Tile::A);
    let roll = |w: &[Tile]| w[1].index() - w[0].index();
    let first = roll(&path[..2]);
    // "Roll 3:", "Wurf 3:": the target's name up to its colon.
    let name = target(Tr::shared(lang), first, path[1], 0.0);
    let name = format!("{}:", before(&name, ":"));
    tab_until(&mut h, false, |l| l.starts_with(&name));
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
in_both_languages!(test_play_by_keys_only, play_by_keys_only);

/// The first Esc only takes the focus from the control Tab reached; the
/// second leaves the lesson (Esc's job there).
fn first_esc_leaves_the_focused_control_the_second_leaves_the_lesson(lang: Lang) {
    let mut h = window(lang);
    h.run();
    mode_by_keys(&mut h, &say(lang, "mode-lesson"), Mode::Lesson);
    tab_to(&mut h, &say(lang, "lesson-next"));
    press(&mut h, Key::Escape);
    assert_eq!(focused(&h), None, "the focus is gone");
    assert_eq!(ws(&h).mode(), Mode::Lesson, "the first Esc left the lesson");
    press(&mut h, Key::Escape);
    assert_ne!(ws(&h).mode(), Mode::Lesson, "the second Esc leaves it");
}
in_both_languages!(
    test_first_esc_leaves_the_focused_control_the_second_leaves_the_lesson,
    first_esc_leaves_the_focused_control_the_second_leaves_the_lesson
);
