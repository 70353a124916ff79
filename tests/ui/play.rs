//! The Play mode in the real window, driven by its labels: a whole game of
//! one piece with every roll chosen (in English and in German), the cost of a
//! move said on screen checked against the distance-to-goal DP, the end's
//! verdict; and a whole fair-die game checked move by move against the
//! fair-die optimum, which the test computes itself by calling the engine.

use std::time::Duration;

use egui::{Key, Shape};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::game::{FairOptimum, GameRules, StateSpace, fair_optimum, game_expectation};
use maedn::i18n::words::play_mode::{
    chosen_done, costliest, fair_cost, fair_move, fair_score, fair_total, move_cost, running,
    target,
};
use maedn::i18n::{Lang, Tr};
use maedn::model::{MoveTable, Rules, Tile};
use maedn::solver::{Progress, RetroMap, RollValue, retro};
use maedn::window::{Command, Launch, MaednApp, Mode, PlayCommand, PlayKind};

use crate::common::{launched, open, shown, step_until, window};

/// How long a debug build may take to solve the fair-die optimum.
const SOLVE_TIME: Duration = Duration::from_secs(300);

/// The roll from `tile` whose way home is longest (the worst choice), with
/// its target, length and `length + distance(target)`.
fn worst_roll(map: &RetroMap, tile: Tile) -> (u8, Tile, f64, f64) {
    let entry = map.tile(tile).expect("a tile");
    (1u8..)
        .zip(entry.rolls)
        .filter_map(|(roll, v)| match v {
            RollValue::Move {
                to, length, total, ..
            } => Some((roll, to, length, total)),
            _ => None,
        })
        .max_by(|a, b| a.3.total_cmp(&b.3))
        .expect("a move")
}

/// Plays piece 1 in the window: the worst roll from A by clicking its
/// button, then the optimum by pressing keys; checks every number shown
/// against the distance-to-goal DP.
fn play_one_piece(h: &mut Harness<'_, MaednApp>, tr: &Tr) {
    let mode = maedn::tr!(tr, "mode-play");
    h.get_by_label(&mode).click();
    h.step();
    h.step();
    assert_eq!(h.state().workspace().mode(), Mode::Play);
    assert_eq!(h.state().workspace().play().kind(), PlayKind::Chosen);
    let rules = Rules::paper();
    let map = retro(&MoveTable::new(&rules), Tile::D);
    let optimum = map.value(Tile::A).expect("a value");
    shown(h, &running(tr, 0.0, optimum));
    // The first move: the worst roll, picked by its button.
    let (roll, to, length, total) = worst_roll(&map, Tile::A);
    h.get_by_label(&target(tr, roll, to, length)).click();
    h.step();
    h.step();
    let said = move_cost(tr, 1, roll, Tile::A, total, optimum);
    shown(h, &said);
    assert!((total - optimum) > 0.0, "the worst roll costs something");
    shown(h, &running(tr, length, optimum));
    // Then the optimum from where the piece stands, by the keys 1 to 6.
    let rest = map.best_path(to);
    let mut units = length;
    for w in rest.windows(2) {
        let step = w[1].index() - w[0].index();
        units += MoveTable::new(&rules).length_between(w[0], w[1]);
        let key = [
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
        ];
        h.key_press(key[usize::from(step - 1)]);
        h.step();
    }
    h.step();
    let c = h.state().workspace().play().chosen().clone();
    assert!(c.is_finished());
    assert_eq!(c.total(), units);
    shown(h, &chosen_done(tr, units, optimum));
    // The costliest move is the first, and costs exactly what the DP says.
    shown(h, &costliest(tr, 1, roll, Tile::A, to, total - optimum));
    assert!((units - optimum - (total - optimum)).abs() < 1e-6);
}

#[test]
fn a_piece_with_every_roll_chosen_is_scored_against_the_dp() {
    let mut h = window();
    play_one_piece(&mut h, &Tr::default());
    // The replay goes back to the start and steps with the arrows.
    let moves = h.state().workspace().play().moves();
    h.key_press(Key::ArrowLeft);
    h.step();
    assert_eq!(h.state().workspace().play().shown_move(), moves - 1);
    h.get_by_label("Replay").click();
    h.step();
    assert!(h.state().workspace().play().is_replaying());
}

#[test]
fn a_piece_with_every_roll_chosen_is_scored_in_german() {
    let mut h = launched(Launch {
        lang: Some(Lang::De),
        ..Launch::default()
    });
    play_one_piece(&mut h, Tr::shared(Lang::De));
}

#[test]
fn maedn_play_opens_the_play_mode() {
    let h = launched(Launch {
        play: true,
        ..Launch::default()
    });
    assert_eq!(h.state().workspace().mode(), Mode::Play);
}

/// The fair-die optimum of the paper's game, computed here.
fn engine_optimum() -> (FairOptimum, f64) {
    let rules = GameRules::new(&Rules::paper()).expect("rules");
    let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
    let ordinary = game_expectation(&space, &Progress::default()).expect("ordinary");
    (
        fair_optimum(space, &Progress::default()).expect("optimum"),
        ordinary.units,
    )
}

/// Plays a whole fair-die game in the window, always the worst move offered,
/// checking what each choice gave away against the engine's optimum.
fn play_fair(h: &mut Harness<'_, MaednApp>, tr: &Tr, best: &FairOptimum, ordinary: f64) {
    h.get_by_label(&maedn::tr!(tr, "mode-play")).click();
    h.step();
    h.step();
    h.get_by_label(&maedn::tr!(tr, "play-kind-fair")).click();
    h.step();
    h.step();
    step_until(h, SOLVE_TIME, |ws| ws.play().fair().is_some());
    let mut away = 0.0;
    let mut chosen = 0;
    loop {
        let (state, die, moves, game) = {
            let (f, s) = h.state().workspace().play().fair().expect("a game");
            let Some(die) = f.die() else { break };
            (
                f.state(),
                die,
                f.moves(&s.optimum),
                f.game(&s.optimum, usize::MAX),
            )
        };
        let choices = best.choices(state, die);
        assert_eq!(choices.len(), moves.len());
        let worst = choices.last().expect("a choice");
        let piece = maedn::figures::scenes::play::moving_piece(&game, worst.mv).expect("a piece");
        // A few frames first: the story's scroll bar may come or go with a
        // new roll, moving the buttons one frame late.
        h.run_steps(3);
        h.get_by_label_contains(&fair_move(tr, piece, worst.mv, worst.length))
            .click();
        h.step();
        h.step();
        chosen += 1;
        away += worst.cost;
        if h.state().workspace().play().is_roll_due() {
            // The cost of this choice, as the story says it, before the die rolls.
            let at = {
                let (f, _) = h.state().workspace().play().fair().expect("a game");
                f.rolls()
                    .iter()
                    .rposition(|r| r.chosen)
                    .expect("a chosen roll")
            };
            shown(h, &fair_cost(tr, at + 1, worst.cost, choices[0].mv));
            h.get_by_label(&maedn::tr!(tr, "play-fair-roll-die"))
                .click();
            h.step();
            h.step();
        }
    }
    assert!(chosen > 0);
    let (f, _) = h.state().workspace().play().fair().expect("a game");
    assert!((f.given_away() - away).abs() < 1e-6);
    let total = f.total(best);
    let rolls = f.rolls().len();
    let [said_away, compare] = fair_score(tr, away, best.units(), ordinary);
    shown(h, &fair_total(tr, total, rolls, true));
    shown(h, &said_away);
    shown(h, &compare);
}

#[test]
fn a_fair_die_game_is_scored_against_the_fair_die_optimum_in_both_languages() {
    let (best, ordinary) = engine_optimum();
    let mut h = window();
    play_fair(&mut h, &Tr::default(), &best, ordinary);
    let mut de = launched(Launch {
        lang: Some(Lang::De),
        ..Launch::default()
    });
    play_fair(&mut de, Tr::shared(Lang::De), &best, ordinary);
}

#[test]
fn present_mode_keeps_the_choice_of_game_and_the_targets_on_screen() {
    let mut h = launched(Launch {
        play: true,
        ..Launch::default()
    });
    h.state_mut().submit(maedn::window::Command::TogglePresent);
    h.step();
    h.step();
    assert!(h.state().workspace().presenting());
    // The panels are hidden: the choice of game stands above the story, once.
    h.get_by_label("A fair die");
    let map = retro(&MoveTable::new(&Rules::paper()), Tile::D);
    let (roll, to, length, _) = worst_roll(&map, Tile::A);
    h.get_by_label(&target(&Tr::default(), roll, to, length))
        .click();
    h.step();
    assert_eq!(h.state().workspace().play().chosen().at(), to);
}

/// The rows each roll button's words take in the last frame, by its words;
/// `None` for a button not painted.
fn button_rows(h: &Harness<'_, MaednApp>, words: &str) -> Option<usize> {
    fn walk(shape: &Shape, words: &str) -> Option<usize> {
        match shape {
            Shape::Vec(v) => v.iter().find_map(|s| walk(s, words)),
            Shape::Text(t) if t.galley.job.text == words => Some(t.galley.rows.len()),
            _ => None,
        }
    }
    h.output().shapes.iter().find_map(|c| walk(&c.shape, words))
}

/// Every roll button stands on one line, in both languages, at 1024 × 768
/// and 1280 × 720, on a desk and in Present, from every tile a piece passes
/// when it moves by ones from A into its goal.
#[test]
fn every_roll_button_stands_on_one_line() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        for size in [[1024.0, 768.0], [1280.0, 720.0]] {
            for present in [false, true] {
                let mut h = open(
                    Launch {
                        play: true,
                        present,
                        ..Launch::default()
                    },
                    lang,
                    size,
                );
                let mut wrapped = Vec::new();
                loop {
                    let targets = h.state().workspace().play().chosen().targets();
                    let Some(first) = targets.first() else {
                        break;
                    };
                    for t in &targets {
                        let words = target(tr, t.roll, t.to, t.length);
                        match button_rows(&h, &words) {
                            Some(1) => {}
                            rows => wrapped.push((words, rows)),
                        }
                    }
                    h.state_mut()
                        .submit(Command::Play(PlayCommand::Roll(first.roll)));
                    h.run_steps(2);
                }
                assert!(
                    wrapped.is_empty(),
                    "{lang} at {size:?}, present {present}: {wrapped:#?}"
                );
            }
        }
    }
}
