//! The lesson as a teacher runs it, by the window's labels and keys, in
//! English and German: a presentation clicker (Page Down, Page Up) turns the
//! slides with single-key shortcuts off and while a guess is being typed;
//! the Predict field keeps the focus after Enter, so the next group's guess
//! goes into it (not to the shortcuts: "l" does not hide the legend), and a
//! guess that is not a number is named; slide 9 hands the class over to
//! *Your turn* with a fair die and shows the game played there when the
//! lesson is opened again; Help → *Teacher's guide* shows the plan and, on
//! request, the Predict answers the engine computed.

use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr, units_arg};
use maedn::solver::Progress;
use maedn::tr;
use maedn::window::watching::{compute, lesson_question, truth_text};
use maedn::window::{Command, Launch, LessonCommand, MaednApp, Mode, PlayCommand, PlayKind, Slide};

use crate::common::{launched, shown, step_until};

/// How long a debug build may take for a background result.
const LIMIT: Duration = Duration::from_secs(300);

fn lesson_at(lang: Lang, slide: Slide) -> Harness<'static, MaednApp> {
    let mut h = launched(Launch {
        lesson: true,
        lang: Some(lang),
        ..Launch::default()
    });
    h.run_steps(2);
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(slide.index())));
    h.run_steps(3);
    h
}

fn slide(h: &Harness<'_, MaednApp>) -> Slide {
    h.state().workspace().lesson().slide()
}

fn clicker_and_predict_field(lang: Lang) {
    let tr = Tr::shared(lang);
    let mut h = lesson_at(lang, Slide::Search);
    // Single-key shortcuts off: the clicker still turns the slides.
    let mut access = h.state().workspace().prefs().access;
    access.single_keys = false;
    h.state_mut().submit(Command::SetAccess(access));
    h.run_steps(2);
    h.key_press(Key::PageDown);
    h.run_steps(2);
    assert_eq!(slide(&h), Slide::Bound, "{lang:?}: Page Down");
    h.key_press(Key::PageUp);
    h.run_steps(2);
    assert_eq!(slide(&h), Slide::Search, "{lang:?}: Page Up");
    h.key_press(Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(slide(&h), Slide::Search, "{lang:?}: → is a single key, off");
    let mut access = h.state().workspace().prefs().access;
    access.single_keys = true;
    h.state_mut().submit(Command::SetAccess(access));
    h.run_steps(2);
    // Predict opens by its title; a guess and Enter keep the field's focus.
    crate::predict::open_predict(&mut h, lang);
    let field = tr!(tr, "predict-guess");
    h.get_by_label(&field).focus();
    h.run_steps(1);
    // Two guesses: the second makes the window taller, and the frame is
    // laid out again.
    for guess in ["12000", "25000"] {
        h.get_by_label(&field).type_text(guess);
        h.key_press(Key::Enter);
        h.run_steps(3);
    }
    let q = lesson_question(Slide::Search).expect("the Search slide asks");
    let guesses = |h: &Harness<'_, MaednApp>| {
        h.state()
            .workspace()
            .predictions()
            .get(&q)
            .map(|p| p.guesses.to_vec())
            .unwrap_or_default()
    };
    assert_eq!(guesses(&h), [12_000, 25_000], "{lang:?}");
    assert!(
        h.get_by_label(&field).is_focused(),
        "{lang:?}: the field keeps the focus"
    );
    // The next group types on: the key L goes to the field, not to the
    // shortcuts (it would hide the legend), and a letter is named as no
    // number, not dropped.
    let legend = h.state().workspace().legend_shown();
    h.key_press(Key::L);
    h.run_steps(1);
    assert_eq!(
        h.state().workspace().legend_shown(),
        legend,
        "{lang:?}: L went to the field"
    );
    h.get_by_label(&field).type_text("l");
    h.key_press(Key::Enter);
    h.run_steps(2);
    assert_eq!(
        guesses(&h),
        [12_000, 25_000],
        "{lang:?}: no guess from a letter"
    );
    shown(&h, &tr!(tr, "predict-invalid", text = "l"));
    // The clicker turns the slide while the field has the focus.
    assert!(h.get_by_label(&field).is_focused(), "{lang:?}");
    h.key_press(Key::PageDown);
    h.run_steps(2);
    assert_eq!(slide(&h), Slide::Bound, "{lang:?}: Page Down while typing");
}

#[test]
fn the_clicker_always_turns_slides_and_the_predict_field_keeps_the_focus_in_english() {
    clicker_and_predict_field(Lang::En);
}

#[test]
fn the_clicker_always_turns_slides_and_the_predict_field_keeps_the_focus_in_german() {
    clicker_and_predict_field(Lang::De);
}

fn slide_nine_hands_over(lang: Lang) {
    let tr = Tr::shared(lang);
    let mut h = lesson_at(lang, Slide::Ordinary);
    h.get_by_label(&tr!(tr, "lesson-ordinary-your-turn"))
        .click();
    h.run_steps(2);
    let ws = h.state().workspace();
    assert_eq!(ws.mode(), Mode::Play, "{lang:?}");
    assert_eq!(ws.play().kind(), PlayKind::Fair, "{lang:?}");
    step_until(&mut h, LIMIT, |ws| ws.play().fair().is_some());
    // The class plays its game to the end.
    loop {
        let mv = {
            let (f, s) = h.state().workspace().play().fair().expect("a game");
            let Some(die) = f.die() else { break };
            s.optimum.best_move(f.state(), die).expect("a move")
        };
        h.state_mut().submit(Command::Play(PlayCommand::Choose(mv)));
        h.step();
        h.state_mut().submit(Command::Play(PlayCommand::RollDie));
        h.step();
    }
    h.step();
    let total = {
        let (f, s) = h.state().workspace().play().fair().expect("a game");
        assert!(f.is_finished(&s.optimum));
        f.total(&s.optimum)
    };
    let rolls = h.state().workspace().play().moves();
    // Back to the lesson: slide 9 shows the class's game.
    h.get_by_label(&tr!(tr, "mode-lesson")).click();
    h.run_steps(3);
    assert_eq!(slide(&h), Slide::Ordinary, "{lang:?}");
    shown(
        &h,
        &tr!(
            tr,
            "lesson-ordinary-played",
            units = units_arg(total),
            rolls = rolls
        ),
    );
}

#[test]
fn slide_nine_hands_the_class_over_to_your_turn_in_english() {
    slide_nine_hands_over(Lang::En);
}

#[test]
fn slide_nine_hands_the_class_over_to_your_turn_in_german() {
    slide_nine_hands_over(Lang::De);
}

/// WCAG's contrast ratio of two colours.
fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
    let lum = |c: egui::Color32| {
        let ch = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * ch(c.r()) + 0.7152 * ch(c.g()) + 0.0722 * ch(c.b())
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// On the projector the revealed guesses are as readable as the question:
/// at least 7:1 against the window (a plain label's muted grey was 5.2:1
/// on the dark theme), in both languages.
#[test]
fn revealed_guesses_read_from_the_back_row() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        let mut h = lesson_at(lang, Slide::Question);
        h.ctx.set_theme(egui::Theme::Dark);
        crate::predict::open_predict(&mut h, lang);
        for roll in [6, 3] {
            let label = tr!(tr, "predict-roll", roll = maedn::i18n::count_arg(roll));
            h.get_by_label(&label).click();
            h.run_steps(2);
        }
        h.get_by_label(&tr!(tr, "predict-reveal")).click();
        let q = lesson_question(Slide::Question).expect("the slide asks");
        step_until(&mut h, LIMIT, |ws| {
            ws.predictions()
                .get(&q)
                .is_some_and(|p| p.truth().is_some())
        });
        let fill = h.ctx.style_of(egui::Theme::Dark).visuals.window_fill();
        let guess = maedn::i18n::words::watch::guess_line(tr, 1, "6");
        let head = guess.split(':').next().unwrap_or_default().to_owned();
        let colours: Vec<egui::Color32> = crate::play_present::painted(&h)
            .iter()
            .filter(|t| t.galley.job.text.starts_with(&head))
            .flat_map(|t| {
                // A section without a colour of its own takes the shape's.
                let shape = t.override_text_color.unwrap_or(t.fallback_color);
                t.galley.job.sections.iter().map(move |s| {
                    if s.format.color == egui::Color32::PLACEHOLDER {
                        shape
                    } else {
                        s.format.color
                    }
                })
            })
            .collect();
        assert!(!colours.is_empty(), "{lang:?}: {head} painted");
        for c in colours {
            let ratio = contrast(c, fill);
            assert!(ratio >= 7.0, "{lang:?}: {c:?} on {fill:?} is {ratio:.1}:1");
        }
    }
}

#[test]
fn the_teachers_guide_shows_the_plan_and_the_computed_answers() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        let mut h = launched(Launch {
            lang: Some(lang),
            ..Launch::default()
        });
        h.get_by_label(&tr!(tr, "menu-help")).click();
        h.run_steps(2);
        h.get_by_label(&tr!(tr, "help-teacher-guide")).click();
        h.run_steps(2);
        shown(&h, &tr!(tr, "guide-teacher-title"));
        for s in Slide::ALL {
            shown(&h, &maedn::window::lesson::slide_title(s, tr));
        }
        let questions: Vec<_> = Slide::ALL
            .iter()
            .filter_map(|s| lesson_question(*s))
            .collect();
        // The answers are asked for as the guide opens, and computed.
        step_until(&mut h, LIMIT, |ws| {
            questions
                .iter()
                .all(|q| ws.predictions().get(q).is_some_and(|p| p.truth().is_some()))
        });
        let said: Vec<String> = questions
            .iter()
            .map(|q| {
                truth_text(
                    tr,
                    q.kind(),
                    &compute(q, std::sync::Arc::new(Progress::default())).expect("an answer"),
                )
            })
            .collect();
        // Folded until asked for (the guide may be on the projector).
        for s in &said {
            assert!(
                h.query_by_label_contains(s).is_none(),
                "{lang:?}: {s} hidden"
            );
        }
        // The switch sits low in the scrolled guide: pressed as a screen
        // reader presses it.
        let show = tr!(tr, "guide-teacher-show-answers");
        h.get_by_label(&show).click_accesskit();
        h.run_steps(2);
        for s in &said {
            shown(&h, s);
        }
        // Nothing was revealed in the lesson by reading the guide.
        for q in &questions {
            let revealed = h
                .state()
                .workspace()
                .predictions()
                .get(q)
                .is_some_and(|p| p.revealed);
            assert!(!revealed, "{lang:?}");
        }
    }
}

/// The teacher's guide opens below the top bar (it opened over it) and
/// stays where it is when the language changes (a new title made it a new
/// window, elsewhere), at 1024 × 768.
#[test]
fn the_teachers_guide_opens_below_the_top_bar_and_stays_when_the_language_changes() {
    let mut h = crate::common::sized(
        Launch {
            lang: Some(Lang::En),
            ..Launch::default()
        },
        std::sync::Arc::new(maedn::window::NoPicker),
        [1024.0, 768.0],
    );
    h.state_mut().submit(Command::DismissWelcome);
    h.run_steps(2);
    let en = Tr::shared(Lang::En);
    let de = Tr::shared(Lang::De);
    h.get_by_label(&tr!(en, "menu-help")).click();
    h.run_steps(2);
    h.get_by_label(&tr!(en, "help-teacher-guide")).click();
    h.run_steps(3);
    let bar = h.get_by_label(&tr!(en, "menu-file")).rect();
    let title =
        |h: &Harness<'_, MaednApp>, tr: &Tr| h.get_by_label(&tr!(tr, "guide-teacher-title")).rect();
    let before = title(&h, en);
    // The window's title bar stands above its heading: both below the bar.
    assert!(
        before.top() > bar.bottom() + 20.0,
        "the guide's heading {before:?} under the top bar {bar:?}"
    );
    h.state_mut().submit(Command::SetLang(Lang::De));
    h.run_steps(3);
    let after = title(&h, de);
    assert!(
        (after.left_top() - before.left_top()).length() < 1.0,
        "the guide moved from {before:?} to {after:?}"
    );
}

/// Slide 9's hand-over as the teacher's guide words it: a game the class
/// left unfinished does not stand in the chart when the lesson is back (the
/// guide and the button's hint said it would), and both say the game must
/// be played home first.
fn an_unfinished_class_game_is_not_in_the_chart(lang: Lang) {
    let tr = Tr::shared(lang);
    let mut h = lesson_at(lang, Slide::Ordinary);
    h.get_by_label(&tr!(tr, "lesson-ordinary-your-turn"))
        .click();
    h.run_steps(2);
    step_until(&mut h, LIMIT, |ws| ws.play().fair().is_some());
    let mv = {
        let (f, s) = h.state().workspace().play().fair().expect("a game");
        let die = f.die().expect("a choice waits");
        s.optimum.best_move(f.state(), die).expect("a move")
    };
    h.state_mut().submit(Command::Play(PlayCommand::Choose(mv)));
    h.run_steps(2);
    h.get_by_label(&tr!(tr, "mode-lesson")).click();
    h.run_steps(3);
    assert_eq!(slide(&h), Slide::Ordinary, "{lang:?}");
    let played = tr!(
        tr,
        "lesson-ordinary-played",
        units = units_arg(1.0),
        rolls = 1
    );
    let start: String = played.chars().take(8).collect();
    assert!(
        h.query_all_by_label_contains(&start).next().is_none(),
        "{lang:?}: an unfinished game stands in the chart"
    );
    let home = match lang {
        Lang::De => "alle Figuren im Ziel",
        Lang::En => "every piece is home",
    };
    for id in ["guide-teacher-ordinary", "lesson-ordinary-your-turn-hint"] {
        let words = tr.loader().get(id);
        assert!(words.contains(home), "{lang:?} {id}: {words}");
    }
}

#[test]
fn an_unfinished_class_game_is_not_in_the_chart_as_the_guide_says_in_english() {
    an_unfinished_class_game_is_not_in_the_chart(Lang::En);
}

#[test]
fn an_unfinished_class_game_is_not_in_the_chart_as_the_guide_says_in_german() {
    an_unfinished_class_game_is_not_in_the_chart(Lang::De);
}

/// Slide 9 solved the best player with a fair die for the paper's rules;
/// *Your turn* with the same rules plays against that one at once instead
/// of solving it again (about 10 s in a debug build): entering it starts no
/// job, and the game is ready in the next frame.
#[test]
fn your_turn_from_slide_nine_reuses_its_fair_die_optimum() {
    let tr = Tr::shared(Lang::En);
    let mut h = lesson_at(Lang::En, Slide::Ordinary);
    step_until(&mut h, LIMIT, |ws| {
        let lesson = ws.lesson();
        lesson
            .keys(Slide::Ordinary)
            .iter()
            .all(|k| lesson.facts().get(*k).ready().is_some())
    });
    h.run_steps(2);
    for _ in 0..2 {
        h.get_by_label(&tr!(tr, "lesson-ordinary-your-turn"))
            .click();
        h.run_steps(1);
        assert!(
            !h.state().workspace().play().is_computing(),
            "a job started"
        );
        h.run_steps(1);
        assert!(h.state().workspace().play().fair().is_some(), "no game");
        h.get_by_label(&tr!(tr, "mode-lesson")).click();
        h.run_steps(3);
        assert_eq!(slide(&h), Slide::Ordinary);
    }
}
