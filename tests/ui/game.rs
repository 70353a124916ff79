//! The Game view in the real window: the mode switch, the total shown equal
//! to the engine's, the die and the move of each roll, the keys (Space,
//! arrows, Home, End) scoped to the view, and Present mode's large story.

use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::game::{ChosenGame, GameRules, shortest_game};
use maedn::i18n::{Tr, cm_arg, count_arg, units_arg};
use maedn::model::Rules;
use maedn::solver::Progress;
use maedn::window::{Command, Mode};
use maedn::window::{Launch, MaednApp};

use crate::common::{launched, shown, step_until, window};

/// How long a debug build may take to compute the game.
const GAME_TIME: Duration = Duration::from_secs(120);

fn engine_game() -> ChosenGame {
    shortest_game(
        &GameRules::new(&Rules::paper()).expect("rules"),
        &Progress::default(),
    )
    .expect("a game")
}

fn computed(h: &mut Harness<'_, MaednApp>) {
    step_until(h, GAME_TIME, |ws| ws.game().current().is_some());
}

fn cursor(h: &Harness<'_, MaednApp>) -> usize {
    h.state().workspace().game().cursor()
}

#[test]
fn the_mode_switch_shows_the_engines_game_and_its_total() {
    let mut h = window();
    h.run();
    h.get_by_label("Game").click();
    h.step();
    assert_eq!(h.state().workspace().mode(), Mode::Game);
    computed(&mut h);
    let g = engine_game();
    let en = Tr::default();
    let total = maedn::tr!(
        en,
        "game-total",
        units = units_arg(g.game.total),
        cm = cm_arg(g.game.total),
        rolls = count_arg(u64::from(g.rolls))
    );
    assert!(total.starts_with("83,047\u{a0}units = 298.9692\u{a0}cm in 36 rolls"));
    shown(&h, &total);
    shown(&h, "this legal game reaches it");
    shown(
        &h,
        &format!(
            "{} legal games are exactly as short",
            en_count(g.tied_games)
        ),
    );
    // The start: every piece in B, no die yet.
    assert!(h.query_by_label_contains("Die showing").is_none());
}

fn en_count(n: u128) -> String {
    maedn::format::count(u64::try_from(n).expect("fits"))
}

#[test]
fn keys_step_play_and_jump_only_in_the_game_view() {
    let mut h = launched(Launch {
        game: true,
        ..Launch::default()
    });
    computed(&mut h);
    let g = engine_game();
    h.key_press(Key::ArrowRight);
    h.key_press(Key::ArrowRight);
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(cursor(&h), 3);
    // Roll 3 as the engine played it: its die and its running total.
    let third = &g.game.rolls[2];
    shown(&h, &format!("Die showing {}", third.die));
    shown(&h, "Roll 3 of 36");
    shown(
        &h,
        &format!("Total {}\u{a0}units", maedn::format::units(third.total)),
    );
    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(cursor(&h), 2);
    h.key_press(Key::End);
    h.run();
    assert_eq!(cursor(&h), g.game.rolls.len());
    shown(&h, "All four pieces are home.");
    h.key_press(Key::Home);
    h.run();
    assert_eq!(cursor(&h), 0);
    h.key_press(Key::Space);
    h.step();
    assert!(h.state().workspace().game().is_playing());
    h.key_press(Key::Space);
    h.step();
    assert!(!h.state().workspace().game().is_playing());
    // In another view the same keys do that view's work, not the game's.
    h.state_mut().submit(Command::SetMode(Mode::Edit));
    h.run();
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(cursor(&h), 0);
}

#[test]
fn the_buttons_and_the_slider_scrub() {
    let mut h = launched(Launch {
        game: true,
        ..Launch::default()
    });
    computed(&mut h);
    h.get_by_label("Next >").click();
    h.run();
    h.get_by_label("Next >").click();
    h.run();
    assert_eq!(cursor(&h), 2);
    h.get_by_label("End >|").click();
    h.run();
    assert_eq!(cursor(&h), 36);
    h.get_by_label("< Back").click();
    h.run();
    assert_eq!(cursor(&h), 35);
    h.get_by_label("|< Start").click();
    h.run();
    assert_eq!(cursor(&h), 0);
}

#[test]
fn present_mode_keeps_the_die_and_the_total_on_the_board() {
    let mut h = launched(Launch {
        game: true,
        ..Launch::default()
    });
    computed(&mut h);
    h.key_press(Key::F11);
    h.key_press(Key::End);
    h.run();
    assert!(h.state().workspace().presenting());
    // The side panels are gone, the story stays: die, move, running total.
    assert!(h.query_by_label("The whole game").is_none());
    let g = engine_game();
    let last = g.game.rolls.last().expect("rolls");
    shown(&h, &format!("Die showing {}", last.die));
    shown(&h, "Total 83,047\u{a0}units = 298.9692\u{a0}cm");
    // Large: the die and the text are sized for the back of a room.
    let name = format!("Die showing {}", last.die);
    let die = h.get_by_label(&name).rect();
    assert!(die.width() >= 100.0, "{die:?}");
}
