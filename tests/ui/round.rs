//! A class round in the real window, driven by its labels: three teams (two
//! named, one left at its default name) play the same seeded fair-die game by
//! its move buttons, one after the other; the scoreboard's places, ties,
//! lengths and units given away are checked against the fair-die optimum and
//! a game the test plays itself with the same dice; the round is saved to a
//! file and opened again in a new window with the same scoreboard.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::game::{Die, FairOptimum, GameRules, StateSpace, fair_game, fair_optimum};
use maedn::i18n::Tr;
use maedn::i18n::words::play_mode::fair_move;
use maedn::i18n::words::round::{standing, team_name};
use maedn::model::Rules;
use maedn::solver::Progress;
use maedn::window::{FakePicker, MaednApp, RoundStage, Workspace};

use crate::common::{shown, step_until, window_with};

/// How long a debug build may take to solve the fair-die optimum.
const SOLVE_TIME: Duration = Duration::from_secs(300);

/// How a team chooses.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// Always the best move.
    Best,
    /// Always the move that gives away most.
    Worst,
}

/// The fair-die optimum of the paper's game, computed here.
fn engine_optimum() -> FairOptimum {
    let rules = GameRules::new(&Rules::paper()).expect("rules");
    let space = StateSpace::explore(&rules, &Progress::default()).expect("space");
    fair_optimum(space, &Progress::default()).expect("optimum")
}

fn click(h: &mut Harness<'_, MaednApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

/// Clicks the move button `label` (its key stands on it too), then rolls
/// the die on unless the game has ended.
fn choose(h: &mut Harness<'_, MaednApp>, label: &str, tr: &Tr) {
    // A few frames first: the story's scroll bar may come or go with a new
    // roll, moving the buttons one frame late.
    h.run_steps(3);
    h.get_by_label_contains(label).click();
    h.step();
    h.step();
    if h.state().workspace().play().is_roll_due() {
        click(h, &maedn::tr!(tr, "play-fair-roll-die"));
    }
}

/// Plays the team now on by the move buttons, rolling the seeded die here
/// as the engine rolls it; returns the length and the units given away,
/// both computed here from the optimum.
fn play_team(
    h: &mut Harness<'_, MaednApp>,
    best: &FairOptimum,
    seed: u64,
    style: Style,
    tr: &Tr,
) -> (f64, f64) {
    step_until(h, SOLVE_TIME, |ws| ws.play().fair().is_some());
    let rules = best.rules();
    let mut dice = Die::seeded(seed);
    let mut state = rules.start();
    let (mut total, mut away) = (0.0, 0.0);
    while !rules.is_finished(state) {
        let die = dice.roll();
        let moves = rules.legal_moves(state, die).to_vec();
        let mv = match moves.as_slice() {
            [] => continue,
            [only] => *only,
            _ => {
                let choices = best.choices(state, die);
                let c = match style {
                    Style::Best => choices.first(),
                    Style::Worst => choices.last(),
                }
                .expect("a choice");
                let game = {
                    let (f, s) = h.state().workspace().play().fair().expect("a game");
                    assert_eq!((f.state(), f.die()), (state, Some(die)), "the same dice");
                    f.game(&s.optimum, usize::MAX)
                };
                let piece =
                    maedn::figures::scenes::play::moving_piece(&game, c.mv).expect("a piece");
                choose(h, &fair_move(tr, piece, c.mv, c.length), tr);
                away += c.cost;
                c.mv
            }
        };
        total += rules.length(mv);
        state = state.apply(mv);
    }
    let (f, _) = h.state().workspace().play().fair().expect("a game");
    assert!(
        f.die().is_none() && f.state() == state,
        "home in the window too"
    );
    (total, away)
}

/// Types `name` into team `n`'s name field, found by its label.
fn type_name(h: &mut Harness<'_, MaednApp>, n: usize, name: &str) {
    let label = format!("Name of team {n}");
    h.get_by_label(&label).focus();
    h.step();
    h.get_by_label(&label).type_text(name);
    h.step();
    h.step();
}

fn tmp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("maedn-round-{}-{name}", std::process::id()))
}

/// Waits until no dialog, read or write is under way.
fn files_settle(h: &mut Harness<'_, MaednApp>) {
    let start = Instant::now();
    h.step();
    while h.state().workspace().files().is_busy() || h.state().workspace().files().is_writing() {
        assert!(start.elapsed() < SOLVE_TIME, "timed out");
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.step();
    h.step();
}

/// The scoreboard's lines as the engine's numbers say them.
fn expected_lines(tr: &Tr, names: &[&str], scores: &[(f64, f64)]) -> Vec<String> {
    let scores: Vec<(usize, f64, f64)> = scores
        .iter()
        .enumerate()
        .map(|(i, &(t, a))| (i, t, a))
        .collect();
    maedn::window::standings(&scores)
        .iter()
        .map(|s| standing(tr, s.rank, s.tied, s.team, names[s.team], s.total, s.away))
        .collect()
}

#[test]
fn a_class_round_of_three_teams_is_scored_saved_and_opened_again() {
    let best = engine_optimum();
    let tr = Tr::default();
    let file = tmp("round.json");
    let picker = Arc::new(FakePicker::new(
        vec![Some(file.clone())],
        Duration::from_millis(5),
    ));
    let mut h = window_with(maedn::window::Launch::default(), picker);
    click(&mut h, &maedn::tr!(tr, "mode-play"));
    click(&mut h, &maedn::tr!(tr, "play-kind-fair"));
    click(&mut h, &maedn::tr!(tr, "round-open"));
    // Three teams by default; two get names, the second keeps "Team 2".
    assert_eq!(
        h.state()
            .workspace()
            .play()
            .round()
            .map(|r| r.teams().len()),
        Some(3)
    );
    type_name(&mut h, 1, "Red");
    type_name(&mut h, 3, "Blue");
    click(&mut h, "Start the round");
    let seed = h
        .state()
        .workspace()
        .play()
        .round()
        .expect("a round")
        .seed();
    assert!(
        !h.state().workspace().play().shows_cost(),
        "what each move cost is hidden in a round"
    );
    let names = ["Red", "", "Blue"];
    let styles = [Style::Best, Style::Worst, Style::Best];
    let mut scores = Vec::new();
    for (i, style) in styles.into_iter().enumerate() {
        assert_eq!(
            h.state().workspace().play().round().map(|r| r.stage()),
            Some(RoundStage::Playing(i))
        );
        shown(&h, &team_name(&tr, i, names[i]));
        scores.push(play_team(&mut h, &best, seed, style, &tr));
        let next = match names.get(i + 1) {
            Some(n) => maedn::tr!(tr, "round-next", name = team_name(&tr, i + 1, n)),
            None => maedn::tr!(tr, "round-show-scoreboard"),
        };
        click(&mut h, &next);
    }
    assert_eq!(
        h.state().workspace().play().round().map(|r| r.stage()),
        Some(RoundStage::Done)
    );
    // The engine's own best game with these dice is what the best teams moved.
    let theirs = fair_game(&best, seed).expect("a game");
    assert!((scores[0].0 - theirs.total).abs() < 1e-6);
    assert_eq!(scores[0].1, 0.0);
    assert!(scores[1].0 > scores[0].0 && scores[1].1 > 0.0);
    let lines = expected_lines(&tr, &names, &scores);
    // Red and Blue tie for first place; Team 2 is third.
    assert!(lines[0].starts_with("1. Red (tie)"), "{lines:?}");
    assert!(lines[1].starts_with("1. Blue (tie)"), "{lines:?}");
    assert!(lines[2].starts_with("3. Team 2:"), "{lines:?}");
    for l in &lines {
        shown(&h, l);
    }
    // Saved, then opened in a new window: the same scoreboard, computed again.
    click(&mut h, "Save the round…");
    files_settle(&mut h);
    assert!(file.exists(), "{:?}", h.state().workspace().status());
    let again = Arc::new(FakePicker::new(
        vec![Some(file.clone())],
        Duration::from_millis(5),
    ));
    let mut o = window_with(maedn::window::Launch::default(), again);
    click(&mut o, &maedn::tr!(tr, "mode-play"));
    click(&mut o, &maedn::tr!(tr, "play-kind-fair"));
    click(&mut o, &maedn::tr!(tr, "round-open"));
    click(&mut o, "Open a round…");
    files_settle(&mut o);
    step_until(&mut o, SOLVE_TIME, |ws: &Workspace| {
        ws.play().round_standings().is_some_and(|s| s.len() == 3)
    });
    for l in &lines {
        shown(&o, l);
    }
    std::fs::remove_file(&file).ok();
}

#[test]
fn a_corrupt_round_file_is_refused_and_the_round_is_kept() {
    let file = tmp("corrupt.json");
    std::fs::write(&file, "{\"version\": 1, \"seed\": 3, \"teams\": [").expect("write");
    let picker = Arc::new(FakePicker::new(
        vec![Some(file.clone())],
        Duration::from_millis(5),
    ));
    let tr = Tr::default();
    let mut h = window_with(maedn::window::Launch::default(), picker);
    click(&mut h, &maedn::tr!(tr, "mode-play"));
    click(&mut h, &maedn::tr!(tr, "play-kind-fair"));
    click(&mut h, &maedn::tr!(tr, "round-open"));
    type_name(&mut h, 1, "Red");
    click(&mut h, "Open a round…");
    files_settle(&mut h);
    let ws = h.state().workspace();
    let status = ws.status().map(|n| n.text(&tr)).unwrap_or_default();
    assert!(status.contains("not valid JSON"), "{status}");
    let round = ws.play().round().expect("the round set up is kept");
    assert_eq!(round.stage(), RoundStage::Setup);
    assert_eq!(round.teams()[0].name, "Red");
    std::fs::remove_file(&file).ok();
}

#[test]
fn a_class_round_is_set_up_and_started_in_german() {
    let de = maedn::i18n::Tr::shared(maedn::i18n::Lang::De);
    let mut h = crate::common::launched(maedn::window::Launch {
        lang: Some(maedn::i18n::Lang::De),
        ..maedn::window::Launch::default()
    });
    click(&mut h, &maedn::tr!(de, "mode-play"));
    click(&mut h, &maedn::tr!(de, "play-kind-fair"));
    click(&mut h, &maedn::tr!(de, "round-open"));
    click(&mut h, &maedn::tr!(de, "round-fewer"));
    let label = maedn::tr!(de, "round-name", n = maedn::i18n::count_arg(2));
    h.get_by_label(&label).focus();
    h.step();
    h.get_by_label(&label).type_text("Grün");
    h.step();
    click(&mut h, &maedn::tr!(de, "round-start"));
    let round = h.state().workspace().play().round().expect("a round");
    assert_eq!(round.teams().len(), 2);
    assert_eq!(round.teams()[1].name, "Grün");
    shown(&h, &maedn::i18n::words::round::turn(de, 0, 2, ""));
}
