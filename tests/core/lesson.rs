//! The lesson without the window: navigation, entering and leaving, the
//! first-run welcome, the side panels, and every slide's numbers against the
//! engine computed here independently (so a slide can never show a number
//! the engine does not give at the slide's settings).

use std::sync::Arc;
use std::time::Duration;

use maedn::format::NumberStyle;
use maedn::game::{GameRules, fair_die, random_play, shortest_game};
use maedn::i18n::{Lang, Tr};
use maedn::model::{MoveTable, Rules, StartFieldUnits, Tile};
use maedn::solver::{Algorithm, NoObserver, Progress, Settings, count_goal, refine, solve, sweep};
use maedn::window::lesson::{Asked, SlideText, slide_text};
use maedn::window::lesson::{FactsKey, beyond_rules, paper_settings};
use maedn::window::lesson::{ORDINARY_GAMES, ORDINARY_SEED, sweep_plan};
use maedn::window::{
    Command, Lesson, LessonCommand, Mode, NoPicker, PanelSide, Prefs, Slide, Waker, Workspace,
    no_waker,
};

const LONG: Duration = Duration::from_secs(300);
const EN: NumberStyle = NumberStyle::English;

fn waker() -> Waker {
    no_waker()
}

/// A lesson on `slide`, with everything that slide computes waited for.
fn lesson_on(slide: Slide, steps: &[LessonCommand]) -> Lesson {
    let w = waker();
    let mut lesson = Lesson::default();
    lesson.apply(LessonCommand::Goto(slide.index()), &w);
    for s in steps {
        lesson.apply(*s, &w);
    }
    lesson.poll(&w);
    for key in lesson.keys(slide) {
        lesson.facts_mut().wait(key, LONG);
    }
    lesson
}

fn text(lesson: &Lesson) -> SlideText {
    slide_text(lesson, &Tr::new(Lang::En), Asked::Revealed)
}

/// `needle` appears in the slide's computed lines.
fn says(t: &SlideText, needle: &str) {
    assert!(
        t.facts.iter().any(|f| f.contains(needle)),
        "{needle:?} not in {:?}",
        t.facts
    );
}

#[test]
fn test_navigation_stays_within_the_slides() {
    let w = waker();
    let mut l = Lesson::default();
    assert_eq!(l.slide(), Slide::Game);
    l.apply(LessonCommand::Previous, &w);
    assert_eq!(l.index(), 0);
    l.apply(LessonCommand::Next, &w);
    assert_eq!(l.slide(), Slide::Question);
    l.apply(LessonCommand::Last, &w);
    assert_eq!(l.slide(), Slide::Beyond);
    l.apply(LessonCommand::Next, &w);
    assert_eq!(l.slide(), Slide::Beyond, "stays on the last");
    l.apply(LessonCommand::Goto(Slide::COUNT), &w);
    assert_eq!(l.slide(), Slide::Beyond, "a slide past the last is ignored");
    l.apply(LessonCommand::Goto(3), &w);
    assert_eq!(l.slide(), Slide::Bits);
    l.apply(LessonCommand::First, &w);
    assert_eq!(l.slide(), Slide::Game);
}

#[test]
fn test_the_search_slide_runs_slowly_and_stops_when_left() {
    let w = waker();
    let mut l = Lesson::default();
    l.apply(LessonCommand::Goto(Slide::Search.index()), &w);
    assert!(l.demo().watch().is_some(), "a watched run");
    // Two calls a second: the search wakes the window per call, and the
    // window repaints on no clock of its own.
    assert!(!l.is_live(), "the window is woken per call");
    l.apply(LessonCommand::WatchRate(50.0), &w);
    assert!(
        l.is_live(),
        "fifty a second: the window refreshes on a clock"
    );
    l.apply(LessonCommand::WatchStep, &w);
    assert!(!l.is_live(), "single steps wait for the presenter");
    l.apply(LessonCommand::Next, &w);
    assert!(l.demo().watch().is_none(), "stopped when the slide is left");
}

#[test]
fn test_entering_and_leaving_returns_to_the_mode_before() {
    let mut ws = Workspace::default();
    assert!(ws.shows_welcome());
    ws.apply(Command::SetMode(Mode::Edit));
    ws.apply(Command::SetMode(Mode::Lesson));
    assert_eq!(ws.mode(), Mode::Lesson);
    assert!(!ws.shows_welcome(), "the lesson is what the welcome offers");
    ws.apply(Command::Lesson(LessonCommand::Next));
    ws.apply(Command::Lesson(LessonCommand::Leave));
    assert_eq!(ws.mode(), Mode::Edit);
    // Back in: on the slide left.
    ws.apply(Command::SetMode(Mode::Lesson));
    assert_eq!(ws.lesson().slide(), Slide::Question);
    assert!(ws.prefs_to_save().welcome_seen);
}

#[test]
fn test_the_welcome_is_dismissed_for_good() {
    let mut ws = Workspace::default();
    assert!(ws.shows_welcome());
    ws.apply(Command::DismissWelcome);
    assert!(!ws.shows_welcome());
    let saved = ws.prefs_to_save();
    assert!(saved.welcome_seen);
    let restored = Workspace::new(saved, Arc::new(NoPicker), waker());
    assert!(!restored.shows_welcome());
    // Older saved settings without the field: shown once.
    let old: Prefs = serde_json::from_str(r#"{"rate": 20.0}"#).expect("parses");
    assert!(!old.welcome_seen && old.left_panel && old.right_panel);
}

#[test]
fn test_side_panels_close_and_open() {
    let mut ws = Workspace::default();
    ws.apply(Command::TogglePanel(PanelSide::Left));
    assert!(!ws.prefs().left_panel && ws.prefs().right_panel);
    ws.apply(Command::TogglePanels);
    assert!(!ws.prefs().left_panel && !ws.prefs().right_panel);
    ws.apply(Command::TogglePanels);
    assert!(ws.prefs().left_panel && ws.prefs().right_panel);
    ws.apply(Command::TogglePanel(PanelSide::Right));
    assert!(!ws.prefs_to_save().right_panel);
}

#[test]
fn test_game_slide_sums_the_moves_out_of_b() {
    let rules = Rules::paper();
    let start = StartFieldUnits::new(&rules);
    let l = lesson_on(Slide::Game, &[LessonCommand::BringOut; 4]);
    let t = text(&l);
    for units in start.per_slot {
        says(&t, &EN.units(units));
    }
    says(&t, &EN.units(start.total));
}

#[test]
fn test_question_slide_measures_the_move_picked() {
    let table = MoveTable::new(&Rules::paper());
    for (from, roll) in [(36, 5), (0, 6), (7, 3)] {
        let tile = Tile::new(from).expect("a tile");
        let l = lesson_on(
            Slide::Question,
            &[LessonCommand::PickTile(tile), LessonCommand::PickRoll(roll)],
        );
        let t = text(&l);
        let straight = table.length(tile, roll).expect("on the board");
        says(
            &t,
            &format!("{}\u{a0}units in a straight line", EN.units(straight)),
        );
        says(
            &t,
            &format!("{}\u{a0}units along", EN.units(f64::from(roll) * 850.0)),
        );
    }
}

#[test]
fn test_size_slide_shows_the_count() {
    let table = MoveTable::new(&Rules::paper());
    let l = lesson_on(Slide::Size, &[LessonCommand::CountPiece(2)]);
    let t = text(&l);
    let c = count_goal(
        &table,
        Tile::new(42).expect("c"),
        Tile::A,
        &Progress::default(),
    )
    .expect("counts");
    let n = u64::try_from(c.sequences).expect("fits");
    says(&t, &format!("{}\u{a0}ways from\u{a0}A", EN.count(n)));
    let best = c.optimum().expect("a way");
    says(&t, &EN.units(best.units));
}

#[test]
fn test_bits_slide_names_the_bit_of_the_tile_clicked() {
    let l = lesson_on(Slide::Bits, &[LessonCommand::FlipBit(59 - 20)]);
    let t = text(&l);
    says(&t, "Tile 20 is bit 39: now set.");
    let l = lesson_on(Slide::Bits, &[]);
    let board = l.choices().bits;
    says(&text(&l), &EN.units(f64::from(board.units())));
}

#[test]
fn test_bound_slide_shows_where_the_sweep_keeps_the_optimum() {
    let rules = Rules::paper();
    let progress = Progress::default();
    let plan = sweep_plan().expect("a plan");
    let points = sweep(&rules, plan.bounds(), &progress, |_| {}).expect("sweeps");
    let f = refine(&rules, &points, &progress, |_| {}).expect("bisects");
    let runs: Vec<String> = f
        .kept_runs()
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect();
    let l = lesson_on(Slide::Bound, &[]);
    let t = text(&l);
    says(&t, &format!("optimal only at {}.", runs.join(", ")));
    // A larger bound gives the optimum back in this range (the window
    // says why beside the chart: `sweep_islands.rs`).
    assert!(f.regained(), "{:?}", f.switches);
    let chosen = points
        .iter()
        .find(|p| p.bound == 250)
        .expect("250 is swept");
    let l = lesson_on(Slide::Bound, &[LessonCommand::SetBound(250)]);
    says(&text(&l), &format!("{}\u{a0}calls", EN.count(chosen.calls)));
}

#[test]
fn test_answer_slide_shows_the_solution() {
    let s = solve(&paper_settings(), &Progress::default(), NoObserver).expect("solves");
    let t = text(&lesson_on(Slide::Answer, &[]));
    says(&t, &EN.units(s.total_units));
    says(&t, &EN.cm(s.total_units));
    let rolls: usize = s.pieces.iter().map(|p| p.rolls.len()).sum();
    says(&t, &format!("in {rolls}\u{a0}rolls"));
    let table = t.table.expect("a row per piece");
    assert_eq!(
        table.rows.len(),
        s.pieces.len() + 1,
        "and the moves out of B"
    );
    let out = table.rows.last().expect("a last row");
    assert_eq!(
        (out.piece, out.units.as_str()),
        (None, EN.units(s.start_field_units).as_str())
    );
    for (row, p) in table.rows.iter().zip(&s.pieces) {
        let shown = (row.piece, row.units.as_str(), row.cm.as_str());
        assert_eq!(
            shown,
            (
                Some(p.piece),
                EN.units(p.units).as_str(),
                EN.cm(p.units).as_str()
            )
        );
    }
}

#[test]
fn test_whole_slide_shows_the_shortest_legal_game() {
    let rules = GameRules::new(&Rules::paper()).expect("rules");
    let g = shortest_game(&rules, &Progress::default()).expect("a game");
    let t = text(&lesson_on(Slide::Whole, &[]));
    says(
        &t,
        &format!(
            "{}\u{a0}units = {}\u{a0}cm in {}\u{a0}rolls",
            EN.units(g.game.total),
            EN.cm(g.game.total),
            g.rolls
        ),
    );
}

#[test]
fn test_ordinary_slide_shows_the_share_of_an_ordinary_game() {
    let p = random_play(
        &Rules::paper(),
        ORDINARY_GAMES,
        ORDINARY_SEED,
        &Progress::default(),
    )
    .expect("plays");
    let t = text(&lesson_on(Slide::Ordinary, &[]));
    says(
        &t,
        &format!("{}\u{a0}%", EN.decimals(p.optimum_percent(), 1)),
    );
    says(&t, &format!("{}\u{a0}rolls", p.quickest.rolls));
}

#[test]
fn test_ordinary_slide_shows_the_best_player_with_a_fair_die() {
    let fair = fair_die(&Rules::paper(), &Progress::default()).expect("solves");
    let units = fair.optimum.units();
    assert!(fair.shortest.game.total < units && units < fair.ordinary.units);
    let t = text(&lesson_on(Slide::Ordinary, &[]));
    says(
        &t,
        &format!(
            "The best player with a fair die: {}\u{a0}units on average",
            EN.units(units.round())
        ),
    );
}

#[test]
fn test_beyond_slide_solves_the_rules_chosen() {
    let rules = beyond_rules(true, true);
    let settings = Settings {
        algorithm: Algorithm::Dp,
        rules,
        ..Settings::default()
    };
    let s = solve(&settings, &Progress::default(), NoObserver).expect("solves");
    let l = lesson_on(
        Slide::Beyond,
        &[LessonCommand::SetExact(true), LessonCommand::SetFree(true)],
    );
    let t = text(&l);
    says(&t, &EN.units(s.total_units));
    says(&t, &EN.cm(s.total_units));
    assert!(t.settings.contains("exact lengths") && t.settings.contains("free goal row"));
    // The comparison is against the paper's rules, computed too.
    assert!(
        l.facts()
            .get(FactsKey::Beyond(Rules::paper()))
            .ready()
            .is_some()
    );
}

#[test]
fn test_the_whole_game_plays_roll_by_roll_and_stops_at_its_end() {
    let w = waker();
    let mut l = lesson_on(Slide::Whole, &[]);
    let rolls = match l.facts().get(FactsKey::Whole(Rules::paper())).ready() {
        Some(maedn::window::lesson::Facts::Whole(g)) => g.game.rolls.len(),
        other => panic!("{other:?}"),
    };
    assert!(l.choices().game_roll >= rolls, "the whole game shows first");
    l.apply(LessonCommand::GamePlay, &w);
    assert_eq!(l.choices().game_roll, 0, "from the start again");
    let step = 1.0 / maedn::window::lesson::GAME_RATE;
    let mut now = 0.0;
    assert!(l.tick(now).is_some());
    now += step;
    l.tick(now);
    assert_eq!(l.choices().game_roll, 1);
    while l.tick(now).is_some() {
        now += step;
    }
    assert_eq!(l.choices().game_roll, rolls);
    assert!(!l.choices().game_playing);
    l.apply(LessonCommand::GameRoll(3), &w);
    assert_eq!(l.choices().game_roll, 3);
}
