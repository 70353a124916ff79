//! A fair die as a class plays it, by the window's labels and keys, in
//! English and German: the opening rolls that had no choice are said in one
//! line, the die's face is shown, key N moves piece N (whatever order the
//! moves are listed in) and each button shows its key; after a choice the
//! die waits to be rolled, and until it rolls the choice can be taken back
//! (the button or Ctrl+Z), with the same faces following; at the end the
//! score is explained in one sentence beside both numbers it compares.

use std::time::Duration;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::figures::scenes::play::moving_piece;
use maedn::i18n::words::play_mode::{fair_move, no_choice};
use maedn::i18n::{Lang, Tr, count_arg};
use maedn::tr;
use maedn::window::{Launch, MaednApp};

use crate::common::{launched, shown, step_until};

/// How long a debug build may take to solve the fair-die optimum.
const SOLVE_TIME: Duration = Duration::from_secs(300);
/// The number keys, key N for piece N.
const KEYS: [Key; 4] = [Key::Num1, Key::Num2, Key::Num3, Key::Num4];

fn fair_window(lang: Lang) -> Harness<'static, MaednApp> {
    let tr = Tr::shared(lang);
    let mut h = launched(Launch {
        play: true,
        lang: Some(lang),
        ..Launch::default()
    });
    h.get_by_label(&tr!(tr, "play-kind-fair")).click();
    h.step();
    h.step();
    step_until(&mut h, SOLVE_TIME, |ws| ws.play().fair().is_some());
    h
}

/// The moves offered now, each with the piece that would move and its length.
fn offered(h: &Harness<'_, MaednApp>) -> Vec<(maedn::game::Move, u8, f64)> {
    let (f, s) = h.state().workspace().play().fair().expect("a game");
    let game = f.game(&s.optimum, usize::MAX);
    f.moves(&s.optimum)
        .into_iter()
        .map(|mv| {
            let piece = moving_piece(&game, mv).expect("a piece");
            (mv, piece, s.optimum.rules().length(mv))
        })
        .collect()
}

/// What the game shown says of itself: the rolls so far and the face waiting.
fn rolls(h: &Harness<'_, MaednApp>) -> (Vec<(u8, Option<maedn::game::Move>)>, Option<u8>) {
    let (f, _) = h.state().workspace().play().fair().expect("a game");
    (f.rolls().iter().map(|r| (r.die, r.mv)).collect(), f.die())
}

fn fair_flow(lang: Lang) {
    let tr = Tr::shared(lang);
    let mut h = fair_window(lang);
    // The opening rolls that played themselves, in one line.
    let (opening, die) = rolls(&h);
    let said = no_choice(tr, 1, &opening).expect("the opening had rolls without a choice");
    shown(&h, &said);
    // The die's face, as the Game view shows it.
    let face = die.expect("a choice waits");
    shown(&h, &tr!(tr, "game-die", face = count_arg(u64::from(face))));
    let mut out_of_order = false;
    let mut undone = false;
    while let Some(moves) = Some(offered(&h)).filter(|m| !m.is_empty()) {
        // Each button shows its key: the piece's number.
        for (mv, piece, length) in &moves {
            let label = format!("{} {piece}", fair_move(tr, *piece, *mv, *length));
            assert!(h.query_by_label(&label).is_some(), "{lang:?}: {label}");
        }
        // The last move offered, by its piece's key.
        let (mv, piece, _) = *moves.last().expect("a move");
        out_of_order |= usize::from(piece) != moves.len();
        let before = rolls(&h);
        h.key_press(KEYS[usize::from(piece) - 1]);
        h.step();
        h.step();
        let after = rolls(&h).0;
        assert_eq!(
            after.last().and_then(|r| r.1),
            Some(mv),
            "{lang:?}: key {piece}"
        );
        if !h.state().workspace().play().is_roll_due() {
            break;
        }
        if !undone {
            // Taken back by the button, then by Ctrl+Z: as before the choice.
            h.run_steps(3);
            h.get_by_label(&tr!(tr, "play-fair-undo")).click();
            h.step();
            h.step();
            assert_eq!(rolls(&h), before, "{lang:?}: the button takes it back");
            h.key_press(KEYS[usize::from(piece) - 1]);
            h.step();
            h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
            h.step();
            h.step();
            assert_eq!(rolls(&h), before, "{lang:?}: Ctrl+Z takes it back");
            h.key_press(KEYS[usize::from(piece) - 1]);
            h.step();
            undone = true;
        }
        shown(&h, &tr!(tr, "play-fair-roll-die"));
        // Space rolls the die: the choice is kept from then on.
        h.key_press(Key::Space);
        h.step();
        h.step();
        assert!(!h.state().workspace().play().can_undo(), "{lang:?}: kept");
        assert!(h.query_by_label(&tr!(tr, "play-fair-undo")).is_none());
    }
    assert!(undone && out_of_order, "{lang:?}: the flows were seen");
    assert!(h.state().workspace().play().is_finished());
    // Both numbers and the sentence that tells them apart.
    let best = h
        .state()
        .workspace()
        .play()
        .best_game()
        .map(|g| g.total)
        .expect("a best game");
    shown(
        &h,
        &tr!(
            tr,
            "play-fair-best-game",
            units = maedn::i18n::units_arg(best)
        ),
    );
    shown(&h, &tr!(tr, "play-fair-explain"));
}

#[test]
fn a_fair_die_is_played_by_piece_keys_with_a_choice_taken_back_in_english() {
    fair_flow(Lang::En);
}

#[test]
fn a_fair_die_is_played_by_piece_keys_with_a_choice_taken_back_in_german() {
    fair_flow(Lang::De);
}
