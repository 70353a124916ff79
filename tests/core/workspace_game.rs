//! The Game view's model without the window: the game computed on a
//! background task when the view opens (cached per rules and objective), the
//! same game the engine computes here, and the cursor, scrubbing and
//! playback clock over its rolls.

use std::time::{Duration, Instant};

use maedn::game::{GameRules, Objective, Place, quickest_game, shortest_game};
use maedn::model::{GoalRule, Rules};
use maedn::solver::{Progress, Settings};
use maedn::window::{Backend, Command, GameCommand, Mode, Status, Workspace};

/// Polls until the shown game is computed (or failed).
fn settle(ws: &mut Workspace) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while ws.game().is_computing() {
        assert!(Instant::now() < deadline, "the game was never computed");
        ws.poll();
        std::thread::sleep(Duration::from_millis(5));
    }
    ws.poll();
}

fn game(ws: &mut Workspace, command: GameCommand) {
    ws.apply(Command::Game(command));
}

#[test]
fn opening_the_view_computes_the_engines_game_and_scrubbing_stays_in_it() {
    let mut ws = Workspace::default();
    assert!(matches!(ws.game().status(), Status::Idle));
    ws.apply(Command::SetMode(Mode::Game));
    assert!(ws.game().is_computing(), "opening the view starts the game");
    settle(&mut ws);
    let engine = shortest_game(
        &GameRules::new(&Rules::paper()).expect("rules"),
        &Progress::default(),
    )
    .expect("a game");
    let shown = ws.game().current().expect("computed");
    assert_eq!(shown.game, engine.game);
    assert_eq!(shown.tied_games, engine.tied_games);
    assert!(shown.reaches_independent());
    let rolls = engine.game.rolls.len();
    assert_eq!(ws.game().last(), rolls);
    // The start: nothing rolled yet.
    assert_eq!(ws.game().cursor(), 0);
    assert!(ws.game().roll().is_none());
    // One roll on: piece 1 leaves B1 with a 6.
    game(&mut ws, GameCommand::Forward);
    let (n, roll) = ws.game().roll().expect("roll 1");
    assert_eq!(n, 1);
    assert_eq!(roll.die, 6);
    let step = roll.step.expect("a move");
    assert!(matches!(step.from, Place::Start(_)));
    assert_eq!(step.piece, 1);
    // Back, past the start, to a roll, past the end, to the end.
    game(&mut ws, GameCommand::Back);
    game(&mut ws, GameCommand::Back);
    assert_eq!(ws.game().cursor(), 0);
    game(&mut ws, GameCommand::To(10));
    assert_eq!(
        ws.game().roll().map(|r| r.1.total),
        Some(engine.game.rolls[9].total)
    );
    game(&mut ws, GameCommand::To(10_000));
    assert_eq!(ws.game().cursor(), rolls);
    game(&mut ws, GameCommand::To(0));
    game(&mut ws, GameCommand::Last);
    let (_, last) = ws.game().roll().expect("the last roll");
    assert!((last.total - engine.game.total).abs() < 1e-9);
    game(&mut ws, GameCommand::Forward);
    assert_eq!(ws.game().cursor(), rolls, "no roll after the last");
}

#[test]
fn playback_moves_one_roll_per_period_and_stops_at_the_end() {
    let mut ws = Workspace::default();
    ws.apply(Command::SetPlaySpeed(2.0));
    ws.apply(Command::SetMode(Mode::Game));
    settle(&mut ws);
    let rolls = ws.game().last();
    // Playing from the end starts again from the start.
    game(&mut ws, GameCommand::Last);
    game(&mut ws, GameCommand::TogglePlay);
    assert!(ws.game().is_playing());
    assert_eq!(ws.game().cursor(), 0);
    // Two rolls a second: the first is due half a second after the first tick.
    assert_eq!(ws.tick(100.0), Some(0.5));
    assert_eq!(ws.game().cursor(), 0);
    assert_eq!(ws.tick(100.5), Some(0.5));
    assert_eq!(ws.game().cursor(), 1);
    let mut now = 100.5;
    while ws.game().is_playing() {
        now += 0.5;
        ws.tick(now);
        assert!(now < 100.5 + 0.5 * (rolls as f64 + 2.0), "never stopped");
    }
    assert_eq!(ws.game().cursor(), rolls);
    assert_eq!(ws.tick(now + 1.0), None, "stopped: no more ticks asked for");
}

#[test]
fn each_rule_set_and_objective_is_computed_once_and_kept() {
    let mut ws = Workspace::default();
    ws.apply(Command::SetMode(Mode::Game));
    settle(&mut ws);
    // The quickest game: fewer rolls, longer, as the engine says.
    game(&mut ws, GameCommand::SetObjective(Objective::Quickest));
    assert!(ws.game().is_computing());
    settle(&mut ws);
    let free = Rules {
        goal_rule: GoalRule::Free,
        ..Rules::paper()
    };
    let engine = quickest_game(
        &GameRules::new(&Rules::paper()).expect("rules"),
        &Progress::default(),
    )
    .expect("a game");
    let shown = ws.game().current().expect("computed");
    assert_eq!(
        (shown.rolls, shown.game.total),
        (engine.rolls, engine.game.total)
    );
    // New settings while the view is open: computed for them.
    ws.apply(Command::SetSettings(Settings {
        rules: free,
        ..Settings::default()
    }));
    assert!(ws.game().is_computing());
    settle(&mut ws);
    assert_eq!(ws.game().current().map(|g| g.game.rules), Some(free));
    // Back to the paper's rules: kept, nothing computed again.
    ws.apply(Command::PaperSettings);
    assert!(!ws.game().is_computing());
    assert!(ws.game().current().is_some());
    // Other views read what was computed.
    assert!(
        ws.game()
            .computed(Rules::paper(), Objective::Quickest)
            .is_some()
    );
    assert!(
        ws.game()
            .computed(Rules::paper(), Objective::Shortest)
            .is_some()
    );
    assert!(ws.game().computed(free, Objective::Shortest).is_none());
}

#[test]
fn another_view_can_ask_for_the_game_without_showing_it() {
    let mut ws = Workspace::default();
    ws.apply(Command::Game(GameCommand::Compute));
    assert_eq!(ws.mode(), Mode::Solve);
    settle(&mut ws);
    let g = ws
        .game()
        .computed(Rules::paper(), Objective::Shortest)
        .expect("computed");
    assert_eq!(g.game.total, 83_047.0); // the paper's total
}

#[test]
fn changing_the_settings_mid_computation_cancels_it_without_a_failure() {
    let mut ws = Workspace::default();
    ws.apply(Command::SetMode(Mode::Game));
    let mut settings = Settings::default();
    settings.rules.spacing = 700;
    ws.apply(Command::SetSettings(settings));
    settle(&mut ws);
    assert!(matches!(ws.game().status(), Status::Ready(_)));
    assert_eq!(ws.game().current().map(|g| g.game.rules.spacing), Some(700));
    // The cancelled game of the paper's rules is neither kept nor failed.
    ws.apply(Command::PaperSettings);
    assert!(ws.game().is_computing());
    assert!(!matches!(ws.game().status(), Status::Failed(_)));
}

#[test]
fn a_window_restored_in_the_game_view_computes_its_game_at_once() {
    let prefs = maedn::window::Prefs {
        mode: Mode::Game,
        ..maedn::window::Prefs::default()
    };
    let mut ws = Workspace::new(
        prefs,
        std::sync::Arc::new(maedn::window::NoPicker),
        maedn::window::no_waker(),
    );
    assert!(ws.game().is_computing());
    settle(&mut ws);
    assert!(ws.game().current().is_some());
}

#[test]
fn without_threads_the_game_is_computed_in_the_windows_polls() {
    let prefs = maedn::window::Prefs {
        mode: Mode::Game,
        ..maedn::window::Prefs::default()
    };
    let waker = maedn::window::no_waker().on(Backend::Slices);
    let picker = std::sync::Arc::new(maedn::window::NoPicker);
    let mut ws = Workspace::new(prefs, picker, waker.clone());
    assert!(ws.game().is_computing());
    // No thread works meanwhile: nothing is found until the window polls.
    std::thread::sleep(Duration::from_millis(100));
    let Status::Running { progress, .. } = ws.game().status() else {
        panic!("running");
    };
    assert_eq!(progress.snapshot().expanded, 0);
    // The game is worked in slices of the window's polls: one poll leaves
    // it running with the walk's count live, later ones end it.
    ws.poll();
    let Status::Running { progress, .. } = ws.game().status() else {
        panic!("still running after one poll");
    };
    assert!(progress.snapshot().expanded > 0);
    let mut polls = 1;
    while ws.game().is_computing() {
        ws.poll();
        polls += 1;
    }
    assert!(polls > 2, "{polls} polls");
    let g = ws.game().current().expect("computed in the polls");
    assert_eq!(g.game.total, 83_047.0); // the paper's total
    assert!(!ws.game().is_computing());
    assert_eq!(waker.holders(), 2, "only the test's and the workspace's");
}
