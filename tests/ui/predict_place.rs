//! The lesson's Predict prompt as a presenter meets it: the first click on
//! its title opens it, even at once after the slide arrives, with the guess
//! field focused, so typed guesses go to the field and not to the shortcuts;
//! open, it stands over neither the live part (board or chart), the
//! navigation nor the slide's text, at 1024 × 768 and 1280 × 720, in English and German, in the
//! lesson and in Present mode.

use egui::{Key, Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::tr;
use maedn::window::lesson::slide_text;
use maedn::window::watching::lesson_question;
use maedn::window::{Command, LessonCommand, MaednApp, Slide};

use crate::common::{lesson_at, shown};

/// The projectors a class has.
const PROJECTORS: [(f32, f32); 2] = [(1024.0, 768.0), (1280.0, 720.0)];

/// Clicks the prompt's title (its button, closed or open).
fn click_title(h: &mut Harness<'_, MaednApp>, tr: &Tr) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, &tr!(tr, "predict-heading"))
        .click();
}

/// Arriving on the Search slide, the presenter clicks Predict in the very
/// next frame: it opens (a window is deaf to clicks in its first frame, so
/// the closed prompt is a button of the page), the field has the focus, and
/// the typed guesses are the field's ("l" is named as no number and does not
/// hide the legend, and it is selected so the next guess replaces it).
/// Enter keeps the focus for the next group.
fn first_click_opens_and_focuses(lang: Lang) {
    let tr = Tr::shared(lang);
    let mut h = lesson_at(lang, PROJECTORS[0], true);
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(Slide::Search.index())));
    // The first frame that draws the slide; the click comes in the next.
    h.run_steps(2);
    click_title(&mut h, tr);
    h.run_steps(4);
    let field = tr!(tr, "predict-guess");
    assert!(
        h.query_by_label(&tr!(tr, "predict-reveal")).is_some(),
        "{lang:?}: open"
    );
    assert!(h.get_by_label(&field).is_focused(), "{lang:?}: focused");
    let legend = h.state().workspace().legend_shown();
    for text in ["20000", "l"] {
        h.event(egui::Event::Text(text.to_owned()));
        h.key_press(Key::Enter);
        h.run_steps(3);
        assert!(
            h.get_by_label(&field).is_focused(),
            "{lang:?}: after {text}"
        );
    }
    assert_eq!(h.state().workspace().legend_shown(), legend, "{lang:?}");
    let q = lesson_question(Slide::Search).expect("a question");
    let guesses = h
        .state()
        .workspace()
        .predictions()
        .get(&q)
        .map(|p| p.guesses.to_vec());
    assert_eq!(guesses, Some(vec![20_000]), "{lang:?}");
    shown(&h, &tr!(tr, "predict-invalid", text = "l"));
    // The refused "l" is selected: the next group's digits replace it
    // (not "l35000", refused again).
    h.event(egui::Event::Text("35000".to_owned()));
    h.key_press(Key::Enter);
    h.run_steps(3);
    let guesses = h
        .state()
        .workspace()
        .predictions()
        .get(&q)
        .map(|p| p.guesses.to_vec());
    assert_eq!(guesses, Some(vec![20_000, 35_000]), "{lang:?}: after l");
}

#[test]
fn the_first_click_opens_predict_with_the_field_focused_in_english() {
    first_click_opens_and_focuses(Lang::En);
}

#[test]
fn the_first_click_opens_predict_with_the_field_focused_in_german() {
    first_click_opens_and_focuses(Lang::De);
}

/// Page Down lays the new slide out in the frame that reads the key, so a
/// click pressed in the very next frame (on a slow school PC, before that
/// frame is even seen) is tested against the new slide: Predict, which the
/// slide before has not, opens. (egui tests a press against the widgets of
/// the frame before; the slide was once first laid out a frame after the
/// key, and such a press was lost.) Each event is sent in the frame it
/// names, not through the harness's one-frame-per-event queue.
fn a_click_at_once_after_page_down_lands(lang: Lang) {
    let tr = Tr::shared(lang);
    let predict = tr!(tr, "predict-heading");
    for size in PROJECTORS {
        let mut h = lesson_at(lang, size, true);
        let goto = |h: &mut Harness<'_, MaednApp>, s: usize| {
            h.state_mut()
                .submit(Command::Lesson(LessonCommand::Goto(s)));
            h.run_steps(3);
        };
        goto(&mut h, Slide::Search.index());
        let at = button(&h, &predict).center();
        goto(&mut h, Slide::Search.index() - 1);
        assert!(h.query_by_label(&predict).is_none(), "no Predict before");
        let key = |pressed| egui::Event::Key {
            key: Key::PageDown,
            pressed,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
            physical_key: None,
        };
        let press = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        h.input_mut().events.extend([key(true), key(false)]);
        h.step();
        h.input_mut()
            .events
            .extend([egui::Event::PointerMoved(at), press(true)]);
        h.step();
        h.input_mut().events.push(press(false));
        h.step();
        h.run_steps(4);
        assert!(
            h.query_by_label(&tr!(tr, "predict-reveal")).is_some(),
            "{lang:?} {size:?}: the press right after Page Down opens Predict"
        );
    }
}

#[test]
fn a_click_at_once_after_page_down_lands_on_the_new_slide_in_english() {
    a_click_at_once_after_page_down_lands(Lang::En);
}

#[test]
fn a_click_at_once_after_page_down_lands_on_the_new_slide_in_german() {
    a_click_at_once_after_page_down_lands(Lang::De);
}

/// The rect of the button labelled `label`.
fn button(h: &Harness<'_, MaednApp>, label: &str) -> Rect {
    h.get_by_role_and_label(egui::accesskit::Role::Button, label)
        .rect()
}

/// On the three slides that ask, with guesses added (the window at its
/// tallest a class makes it), the prompt covers neither the live part nor
/// any navigation button nor the slide's text, and stays inside the window.
fn covers_neither(lang: Lang, presenting: bool) {
    let tr = Tr::shared(lang);
    for size in PROJECTORS {
        let mut h = lesson_at(lang, size, presenting);
        for s in [Slide::Question, Slide::Search, Slide::Bound] {
            h.state_mut()
                .submit(Command::Lesson(LessonCommand::Goto(s.index())));
            h.run_steps(3);
            click_title(&mut h, tr);
            h.run_steps(4);
            match s {
                Slide::Search => {
                    for g in ["20000", "35000", "1200", "500000", "77"] {
                        h.event(egui::Event::Text(g.to_owned()));
                        h.key_press(Key::Enter);
                        h.run_steps(3);
                    }
                    // The watched search paused: its lines as the last
                    // frame drew them are the lines read here.
                    h.state_mut()
                        .submit(Command::Lesson(LessonCommand::WatchPause));
                    h.run_steps(3);
                }
                _ => {
                    let answers: Vec<String> = if s == Slide::Question {
                        (1..=6u64)
                            .map(|r| tr!(tr, "predict-roll", roll = maedn::i18n::count_arg(r)))
                            .collect()
                    } else {
                        vec![tr!(tr, "predict-yes"), tr!(tr, "predict-no")]
                    };
                    for a in answers.iter().chain(&answers) {
                        h.get_by_label(a).click();
                        h.run_steps(3);
                    }
                }
            }
            let at = format!("{s:?} {lang:?} {size:?} presenting {presenting}");
            let view = h.state().lesson_view();
            let prompt = view.prompt.expect("a prompt");
            assert!(
                h.query_by_label(&tr!(tr, "predict-reveal")).is_some(),
                "{at}: open"
            );
            let screen = Rect::from_min_size(egui::Pos2::ZERO, vec2(size.0, size.1));
            assert!(screen.contains_rect(prompt), "{at}: {prompt:?} outside");
            let live = view.live.expect("a live part");
            assert!(
                !prompt.intersects(live),
                "{at}: {prompt:?} over the live part {live:?}"
            );
            let navigation = [
                tr!(tr, "lesson-back"),
                tr!(tr, "lesson-next"),
                tr!(tr, "lesson-leave"),
            ];
            for b in &navigation {
                let r = button(&h, b);
                assert!(!prompt.intersects(r), "{at}: {prompt:?} over {b} {r:?}");
            }
            text_above(&h, tr, prompt, &at);
            click_title(&mut h, tr);
            h.run_steps(3);
        }
    }
}

/// The slide's text stands above the open prompt: no line of it is under
/// the window or cut in half, and its last line (the computed one; on the Search slide
/// the live call's counters) is in sight.
fn text_above(h: &Harness<'_, MaednApp>, tr: &Tr, prompt: Rect, at: &str) {
    let view = h.state().lesson_view();
    let shown = view.text.expect("the text's place");
    assert!(
        !shown.intersects(prompt),
        "{at}: the text {shown:?} reaches under {prompt:?}"
    );
    let ws = h.state().workspace();
    let text = slide_text(ws.lesson(), tr, ws.lesson_asked());
    let lines: Vec<&String> = text
        .body
        .iter()
        .chain(&text.hint)
        .chain(&text.facts)
        .collect();
    // (The prompt may say a line too, such as "Computing …", inside it.)
    for line in &lines {
        for r in h.query_all_by_label(line).map(|n| n.rect()) {
            if r.intersects(shown) {
                assert!(
                    !r.intersects(prompt),
                    "{at}: {line:?} {r:?} under {prompt:?}"
                );
                // Whole: no line cut in half at the column's top.
                assert!(
                    shown.expand(1.0).contains_rect(r),
                    "{at}: {line:?} {r:?} cut by {shown:?}"
                );
            }
        }
    }
    let last = lines.last().expect("a slide has text");
    let seen: Vec<Rect> = h.query_all_by_label(last).map(|n| n.rect()).collect();
    assert!(
        seen.iter().any(|r| shown.expand(1.0).contains_rect(*r)),
        "{at}: the last line {last:?} {seen:?} not in sight in {shown:?}"
    );
}

#[test]
fn an_open_predict_covers_neither_board_navigation_nor_text_in_english() {
    covers_neither(Lang::En, false);
    covers_neither(Lang::En, true);
}

#[test]
fn an_open_predict_covers_neither_board_navigation_nor_text_in_german() {
    covers_neither(Lang::De, false);
    covers_neither(Lang::De, true);
}
