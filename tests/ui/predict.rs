//! Predict, then watch, and step back: a guess is entered, the answer
//! revealed, and the answer shown is the engine's (computed here on its
//! own); a slow-motion run is scrubbed back and forward with the keys and
//! the slider, the counters following the call shown; the code view marks
//! the line where the shown call decides. In English and in German.

use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::format::NumberStyle;
use maedn::i18n::Lang;
use maedn::model::{MoveTable, Tile};
use maedn::solver::{NoObserver, Progress, retro, solve, sweep};
use maedn::window::lesson::paper_settings;
use maedn::window::watching::{CallDecision, Question, lesson_question};
use maedn::window::{Command, Launch, LessonCommand, MaednApp, PaceKind, Slide, Workspace};

use crate::common::{launched, shown, step_until};

/// Long enough for a truth in a debug build on a busy machine.
const LIMIT: Duration = Duration::from_secs(300);

/// The calls the paper's search makes for `piece` at the paper's settings.
fn engine_calls(piece: u8) -> u64 {
    let s = solve(&paper_settings(), &Progress::default(), NoObserver);
    let s = s.unwrap_or_else(|e| panic!("the paper's settings solve: {e}"));
    s.pieces
        .iter()
        .find(|p| p.piece == piece)
        .map(|p| p.stats.calls)
        .unwrap_or_else(|| panic!("piece {piece} solved"))
}

fn truth_ready(ws: &Workspace, q: &Question) -> bool {
    ws.predictions()
        .get(q)
        .is_some_and(|p| p.revealed && p.truth().is_some())
}

fn solve_window(lang: Lang, pace: PaceKind) -> Harness<'static, MaednApp> {
    let mut h = launched(Launch {
        lang: Some(lang),
        ..Launch::default()
    });
    h.state_mut().submit(Command::SetSettings(paper_settings()));
    h.state_mut().submit(Command::SetPace(pace));
    h.run_steps(3);
    h
}

/// Types `value` into the guess field and adds it.
fn guess(h: &mut Harness<'_, MaednApp>, label: &str, add: &str, value: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(2);
    h.get_by_label(label).focus();
    h.run_steps(1);
    h.get_by_label(label).type_text(value);
    h.run_steps(1);
    press(h, add);
    h.run_steps(2);
}

/// Scrolls the button into view (the German panel is taller than the
/// window), moves the pointer onto it, as a hand does, then clicks it.
fn press(h: &mut Harness<'_, MaednApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(2);
    h.get_by_label(label).hover();
    h.run_steps(1);
    h.get_by_label(label).click();
}

/// The guess's distance as the prompt words it: "−12,345".
fn signed(style: NumberStyle, by: i128) -> String {
    let sign = if by > 0 { "+" } else { "−" };
    format!(
        "{sign}{}",
        style.count(u64::try_from(by.unsigned_abs()).unwrap_or(0))
    )
}

fn solve_prompt_flow(lang: Lang, words: [&str; 4], style: NumberStyle) {
    let [label, add, reveal, computed] = words;
    let mut h = solve_window(lang, PaceKind::Step);
    guess(&mut h, label, add, "1000");
    guess(&mut h, label, add, "25000");
    let q = Question::Calls {
        settings: paper_settings(),
        piece: 1,
    };
    let guesses = h
        .state()
        .workspace()
        .predictions()
        .get(&q)
        .map(|p| p.guesses.to_vec());
    assert_eq!(guesses, Some(vec![1000, 25_000]));
    press(&mut h, reveal);
    step_until(&mut h, LIMIT, |ws| truth_ready(ws, &q));
    let calls = engine_calls(1);
    shown(&h, &format!("{computed}{}", style.count(calls)));
    for g in [1000u64, 25_000] {
        let by = i128::from(g) - i128::from(calls);
        if by != 0 {
            shown(&h, &format!(": {} — ", style.count(g)));
            shown(&h, &signed(style, by));
        }
    }
}

#[test]
fn predict_in_solve_shows_the_searchs_own_count_beside_the_guesses() {
    solve_prompt_flow(
        Lang::En,
        ["Guess", "Add guess", "Reveal", "Computed: "],
        NumberStyle::English,
    );
}

#[test]
fn predict_in_solve_speaks_german() {
    solve_prompt_flow(
        Lang::De,
        [
            "Schätzung",
            "Schätzung hinzufügen",
            "Aufdecken",
            "Berechnet: ",
        ],
        NumberStyle::German,
    );
}

fn lesson_at(lang: Lang, slide: Slide) -> Harness<'static, MaednApp> {
    let mut h = launched(Launch {
        lesson: true,
        lang: Some(lang),
        ..Launch::default()
    });
    h.run_steps(2);
    let index = Slide::ALL.iter().position(|s| *s == slide).unwrap_or(0);
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(index)));
    h.run_steps(3);
    assert_eq!(h.state().workspace().lesson().slide(), slide);
    open_predict(&mut h, lang);
    h
}

/// Opens the slide's Predict window by a click on its title (it opens
/// closed, the board free).
pub fn open_predict(h: &mut Harness<'_, MaednApp>, lang: Lang) {
    let tr = maedn::i18n::Tr::shared(lang);
    assert!(
        h.query_by_label(&maedn::tr!(tr, "predict-reveal"))
            .is_none(),
        "the question opens closed"
    );
    let heading = maedn::tr!(tr, "predict-heading");
    h.get_by_role_and_label(egui::accesskit::Role::Button, &heading)
        .click();
    h.run_steps(4);
}

/// The Question slide's prompt: two groups answer by the roll buttons,
/// Reveal shows every roll that starts a shortest way, as the backward DP
/// computed here finds them, and marks each guess. The buttons sit under
/// the guesses, and the window is laid out again when a guess makes it
/// taller, so Reveal is where it is seen after the second guess.
#[test]
fn the_lesson_asks_for_the_first_roll_and_reveals_the_dps() {
    for (lang, roll_word, reveal, wrong, right, computed, also) in [
        (
            Lang::En,
            "roll",
            "Reveal",
            "wrong",
            "right",
            "Computed: the optimum takes a {} first",
            " (also optimal: {})",
        ),
        (
            Lang::De,
            "Wurf",
            "Aufdecken",
            "falsch",
            "richtig",
            "Berechnet: das Optimum nimmt zuerst eine {}",
            " (ebenfalls optimal: {})",
        ),
    ] {
        let mut h = lesson_at(lang, Slide::Question);
        let Some(q @ Question::FirstRoll { rules, piece, tile }) = lesson_question(Slide::Question)
        else {
            panic!("the Question slide asks for a roll")
        };
        // The DP backwards: every roll that starts a shortest way from the tile.
        let goal = Tile::goal_of_piece(piece).unwrap_or(Tile::A);
        let from = Tile::new(tile).unwrap_or(Tile::A);
        let map = retro(&MoveTable::new(&rules), goal);
        let optimal = map
            .tile(from)
            .map(|t| t.optimal_rolls())
            .unwrap_or_default();
        let first = map.best_path(from)[1].index() - from.index();
        assert_eq!(optimal.first(), Some(&first));
        let wrong_roll = (1..=6u8)
            .find(|r| !optimal.contains(r))
            .unwrap_or_else(|| panic!("some roll is not optimal from {tile}"));
        h.get_by_label(&format!("{roll_word} {first}")).click();
        h.run_steps(2);
        h.get_by_label(&format!("{roll_word} {wrong_roll}")).click();
        h.run_steps(2);
        h.get_by_label(reveal).click();
        h.run_steps(2);
        let revealed = h.state().workspace().predictions().get(&q);
        assert!(
            revealed.is_some_and(|p| p.revealed),
            "{lang}: Reveal missed"
        );
        step_until(&mut h, LIMIT, |ws| truth_ready(ws, &q));
        shown(&h, &format!(": {first} — {right}"));
        shown(&h, &format!(": {wrong_roll} — {wrong}"));
        let truth = h
            .state()
            .workspace()
            .predictions()
            .get(&q)
            .and_then(|p| p.truth().cloned());
        assert_eq!(truth.map(|t| t.value), Some(u64::from(first)));
        let mut line = computed.replace("{}", &first.to_string());
        let others: Vec<String> = optimal[1..].iter().map(u8::to_string).collect();
        if !others.is_empty() {
            line += &also.replace("{}", &others.join(", "));
        }
        shown(&h, &line);
    }
}

#[test]
fn the_lesson_asks_whether_a_bound_keeps_the_optimum_and_the_sweep_answers() {
    let Some(q @ Question::KeepsOptimum { rules, bound }) = lesson_question(Slide::Bound) else {
        panic!("the Bound slide asks about a bound")
    };
    let point = sweep(&rules, [bound], &Progress::default(), |_| {});
    let keeps = point.ok().and_then(|p| p.first().map(|p| p.optimal));
    let Some(keeps) = keeps else {
        panic!("bound {bound} solves")
    };
    let mut h = lesson_at(Lang::En, Slide::Bound);
    h.get_by_label("yes").click();
    h.run_steps(2);
    h.get_by_label("Reveal").click();
    step_until(&mut h, LIMIT, |ws| truth_ready(ws, &q));
    shown(
        &h,
        &format!("Computed: {}", if keeps { "yes" } else { "no" }),
    );
    shown(
        &h,
        &format!("Guess 1: yes — {}", if keeps { "right" } else { "wrong" }),
    );
}

/// A slow-motion run of the paper's search, cancelled after `calls` calls
/// were recorded.
fn recorded_run(calls: usize) -> Harness<'static, MaednApp> {
    let mut h = solve_window(Lang::En, PaceKind::Slow);
    h.state_mut().submit(Command::SetRate(5000.0));
    h.state_mut().submit(Command::Run);
    h.run_steps(1);
    step_until(&mut h, LIMIT, |ws| ws.replay().len() >= calls);
    h.state_mut().submit(Command::Cancel);
    h.run_steps(3);
    step_until(&mut h, LIMIT, |ws| !ws.run().state().in_progress());
    h
}

/// The call shown: the scrubber's and the counters' (they must agree).
fn shown_call(h: &Harness<'_, MaednApp>) -> u64 {
    let ws = h.state().workspace();
    let (live, call) = ws.solve_view();
    let recorded = ws.replay().shown().map(|c| c.call);
    assert_eq!(
        call.as_ref().map(|c| c.call),
        recorded,
        "counters and scrubber agree"
    );
    assert_eq!(Some(live.calls), recorded);
    live.calls
}

#[test]
fn slow_motion_steps_back_and_forward_with_the_keys_and_the_slider() {
    let mut h = recorded_run(40);
    let len = h.state().workspace().replay().len();
    let call_at = |h: &Harness<'_, MaednApp>, i: usize| {
        h.state().workspace().replay().get(i).map_or(0, |c| c.call)
    };
    h.key_press(Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(shown_call(&h), call_at(&h, len - 2));
    // The window groups thousands ("3,701 of 3,702" when frames are slow
    // and many calls were recorded): the expected text is written the same way.
    let grouped = |n: usize| NumberStyle::English.count(n as u64);
    shown(
        &h,
        &format!("Recorded call {} of {}", grouped(len - 1), grouped(len)),
    );
    h.key_press(Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(shown_call(&h), call_at(&h, len - 3));
    h.key_press(Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(shown_call(&h), call_at(&h, len - 2));
    h.get_by_label("Recorded call").set_value_accesskit(0.0);
    h.run_steps(2);
    assert_eq!(shown_call(&h), call_at(&h, 0));
    shown(
        &h,
        &format!(
            "Recorded call 1 of {} (call number {})",
            grouped(len),
            NumberStyle::English.count(call_at(&h, 0))
        ),
    );
    h.key_press(Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(shown_call(&h), call_at(&h, 1));
    // The counters in the panel show the scrubbed call's numbers.
    let n = NumberStyle::English.count(call_at(&h, 1));
    assert!(h.query_all_by_label(&n).next().is_some(), "calls {n} shown");
}

#[test]
fn the_code_view_marks_the_line_of_the_shown_calls_decision() {
    let mut h = recorded_run(200);
    h.get_by_label("Show the search as code").click();
    h.run_steps(2);
    assert!(h.state().workspace().prefs().show_code);
    let ws = h.state().workspace();
    let r = ws.replay();
    let decisions: Vec<CallDecision> = (0..r.len())
        .filter_map(|i| r.get(i).map(|c| r.decision(c)))
        .collect();
    for (want, line) in [
        (CallDecision::Prune, "prunes ← prunes + 1; return"),
        (CallDecision::Explore, "for roll in 6, 5, 4, 3, 2, 1:"),
        (CallDecision::Best, "best ← it"),
    ] {
        let Some(i) = decisions.iter().position(|d| *d == want) else {
            panic!("no {want:?} among the first {} calls", decisions.len())
        };
        h.get_by_label("Recorded call")
            .set_value_accesskit(i as f64);
        h.run_steps(2);
        assert_eq!(h.state().workspace().replay().position(), Some(i));
        let marked: Vec<String> = h
            .query_all_by_label_contains("▶")
            .filter_map(|n| {
                let node = n.accesskit_node();
                node.value().or_else(|| node.label())
            })
            .filter(|l| l.starts_with('▶'))
            .collect();
        assert_eq!(marked.len(), 1, "one line marked: {marked:?}");
        assert!(marked[0].contains(line), "{want:?}: {marked:?}");
    }
}
