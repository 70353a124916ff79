//! The lesson on a projector: on every slide the board or chart takes at
//! least 60 % of the window's height at 1280 × 720 and 1024 × 768, in
//! English and German; the Predict window is set in the slide's large type,
//! in the lesson and in Present mode; slide 10's check boxes are as large
//! as their words.

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::epaint::{ClippedShape, Shape};
use egui::{Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::window::{Command, Launch, LessonCommand, MaednApp, NoPicker, Slide};

use crate::common::sized;

/// Long enough for the slowest slide (the bound sweep) in a debug build.
const FACTS_LIMIT: Duration = Duration::from_secs(600);
/// The projectors a class has.
const PROJECTORS: [(f32, f32); 2] = [(1280.0, 720.0), (1024.0, 768.0)];
/// The board's or chart's least share of the window's height.
const LIVE_SHARE: f32 = 0.6;

fn lesson(size: (f32, f32)) -> Harness<'static, MaednApp> {
    let mut h = sized(
        Launch {
            lesson: true,
            ..Launch::default()
        },
        Arc::new(NoPicker),
        [size.0, size.1],
    );
    h.state_mut().submit(Command::DismissWelcome);
    h.run_steps(2);
    h
}

/// Shows `slide` and steps frames until its numbers are computed.
fn goto(h: &mut Harness<'_, MaednApp>, slide: Slide) {
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(slide.index())));
    h.run_steps(2);
    let start = Instant::now();
    loop {
        let lesson = h.state().workspace().lesson();
        let facts = lesson.facts();
        if lesson
            .keys(lesson.slide())
            .iter()
            .all(|k| facts.get(*k).ready().is_some())
        {
            break;
        }
        assert!(start.elapsed() < FACTS_LIMIT, "{slide:?} not computed");
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run_steps(3);
}

/// The rects of every shape painted.
fn painted(h: &Harness<'_, MaednApp>) -> Vec<Rect> {
    fn walk(shape: &Shape, out: &mut Vec<Rect>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            Shape::Noop => {}
            s => out.push(s.visual_bounding_rect()),
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        walk(shape, &mut out);
    }
    out
}

/// The board's or chart's height as painted: the vertical extent of the
/// shapes drawn inside the rect the slide says it drew its figure in.
fn figure_height(h: &Harness<'_, MaednApp>) -> Option<f32> {
    let view = h.state().lesson_view();
    let figure = view.figure?;
    let inside = figure.expand(1.0);
    let (lo, hi) = painted(h)
        .into_iter()
        .filter(|r| r.is_positive() && inside.contains_rect(*r))
        .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), r| {
            (lo.min(r.min.y), hi.max(r.max.y))
        });
    (hi > lo).then_some(hi - lo)
}

/// On every slide, in English and German, at 1280 × 720 and 1024 × 768,
/// the board or chart (on the Bits slide the bit strip with the board)
/// spans at least 60 % of the window's height, measured on the shapes
/// painted (a legend below a chart or board is not counted).
#[test]
fn test_every_slides_board_or_chart_takes_sixty_percent_of_the_height() {
    let mut h = lesson(PROJECTORS[0]);
    let mut short = Vec::new();
    for s in Slide::ALL {
        goto(&mut h, s);
        for lang in [Lang::En, Lang::De] {
            h.state_mut().submit(Command::SetLang(lang));
            for (w, height) in PROJECTORS {
                h.set_size(vec2(w, height));
                h.run_steps(3);
                // No Predict window over the figure: its shapes would count.
                assert!(h.query_by_label("Reveal").is_none());
                let view = h.state().lesson_view();
                let drawn = figure_height(&h).unwrap_or(0.0);
                let said = view.figure.map_or(0.0, |r| r.height());
                eprintln!(
                    "{s:?} {lang} {w}×{height}: live {:.0}, figure {said:.0}, painted {drawn:.0} ({:.0}\u{a0}%)",
                    view.live.map_or(0.0, |r| r.height()),
                    100.0 * drawn / height
                );
                // The figure painted fills the rect the slide gave it.
                assert!(drawn >= 0.8 * said, "{s:?} {lang} {w}×{height}");
                if drawn < LIVE_SHARE * height {
                    short.push(format!("{s:?} {lang} {w}×{height}: {drawn:.0}"));
                }
            }
        }
    }
    assert!(short.is_empty(), "too small: {short:#?}");
}

/// A text painted: its words, its smallest size and its clip rect.
struct Painted {
    text: String,
    size: f32,
    clip: Rect,
}

fn texts(h: &Harness<'_, MaednApp>) -> Vec<Painted> {
    fn walk(shape: &Shape, clip: Rect, out: &mut Vec<Painted>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, clip, out)),
            Shape::Text(t) if !t.galley.job.text.trim().is_empty() => {
                let size = t
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min);
                out.push(Painted {
                    text: t.galley.job.text.clone(),
                    size,
                    clip,
                });
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape {
        shape, clip_rect, ..
    } in &h.output().shapes
    {
        walk(shape, *clip_rect, &mut out);
    }
    out
}

/// The body text the slides are written for, in points.
const BODY: f32 = 28.0;

/// Checks the Predict window's type: every text in it that is not a
/// control's is at least [`BODY`], every control's as large as the slide's
/// own Next button's; returns the large texts.
fn predict_type(h: &Harness<'_, MaednApp>, words: &Words, at: &str) -> Vec<String> {
    let all = texts(h);
    let size_of = |text: &str| {
        all.iter()
            .find(|t| t.text == text)
            .unwrap_or_else(|| panic!("{at}: {text:?} not painted"))
    };
    let control = size_of(words.next).size;
    // Everything inside the window is clipped to its inside.
    let inside = size_of(words.reveal).clip;
    let mut large = Vec::new();
    for t in all.iter().filter(|t| t.clip == inside) {
        let is_control = words.controls.contains(&t.text.as_str());
        if is_control {
            assert!(
                t.size >= control,
                "{at}: {:?} {} < {control}",
                t.text,
                t.size
            );
        } else {
            assert!(t.size >= BODY, "{at}: {:?} is {} points", t.text, t.size);
            large.push(t.text.clone());
        }
    }
    large
}

/// The words the Predict test looks for, in one language.
struct Words {
    lang: Lang,
    next: &'static str,
    reveal: &'static str,
    roll: &'static str,
    computed: &'static str,
    /// Every control's text (the heading with them).
    controls: &'static [&'static str],
}

const WORDS: [Words; 2] = [
    Words {
        lang: Lang::En,
        next: "Next →",
        reveal: "Reveal",
        roll: "roll 3",
        computed: "Computed: ",
        controls: &[
            "Predict",
            "roll 1",
            "roll 2",
            "roll 3",
            "roll 4",
            "roll 5",
            "roll 6",
            "yes",
            "no",
            "Reveal",
            "Clear guesses",
            "Guess",
            "Add guess",
        ],
    },
    Words {
        lang: Lang::De,
        next: "Weiter →",
        reveal: "Aufdecken",
        roll: "Wurf 3",
        computed: "Berechnet: ",
        controls: &[
            "Schätzen",
            "Wurf 1",
            "Wurf 2",
            "Wurf 3",
            "Wurf 4",
            "Wurf 5",
            "Wurf 6",
            "ja",
            "nein",
            "Aufdecken",
            "Schätzungen löschen",
            "Schätzung",
            "Schätzung hinzufügen",
        ],
    },
];

/// On each slide that asks, in both languages, at both projector sizes,
/// in the lesson and in Present mode: the question, the guesses and the
/// computed answer are set in the slide's body size (28 points or more),
/// the buttons as large as the slide's own.
#[test]
fn test_the_predict_window_is_set_in_the_lessons_large_type() {
    for presenting in [false, true] {
        for words in &WORDS {
            let mut h = lesson(PROJECTORS[1]);
            h.state_mut().submit(Command::SetLang(words.lang));
            if presenting {
                h.state_mut().submit(Command::TogglePresent);
            }
            for s in [Slide::Question, Slide::Search, Slide::Bound] {
                h.state_mut()
                    .submit(Command::Lesson(LessonCommand::Goto(s.index())));
                h.run_steps(3);
                crate::predict::open_predict(&mut h, words.lang);
                if s == Slide::Question {
                    h.get_by_label(words.roll).click();
                    h.run_steps(2);
                    h.get_by_label(words.reveal).click();
                    h.run_steps(3);
                }
                for (w, height) in PROJECTORS {
                    h.set_size(vec2(w, height));
                    h.run_steps(3);
                    let at = format!("{s:?} {} {w}×{height} presenting {presenting}", words.lang);
                    let large = predict_type(&h, words, &at);
                    // The question is among them (the longest line).
                    assert!(
                        large.iter().any(|t| t.ends_with('?')),
                        "{at}: no question in {large:?}"
                    );
                    if s == Slide::Question {
                        assert!(
                            large.iter().any(|t| t.starts_with(words.computed)),
                            "{at}: no answer in {large:?}"
                        );
                        assert!(
                            large
                                .iter()
                                .any(|t| t.ends_with(": 3 — ") || t.contains(": 3 — ")),
                            "{at}: no guess in {large:?}"
                        );
                    }
                }
            }
        }
    }
}

/// Slide 5's calls per second stay whole on one line beside or under its
/// buttons at both projector sizes, in English and German (at 1024 × 768
/// its words wrapped under the buttons, the number left behind); and inside
/// the window where the controls stand in a narrow column (1920 × 1080).
#[test]
fn test_slide_fives_rate_stays_on_one_line() {
    fn rate_texts(shape: &Shape, words: &str, out: &mut Vec<(usize, Rect)>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| rate_texts(s, words, out)),
            Shape::Text(t) if t.galley.job.text.contains(words) => {
                out.push((t.galley.rows.len(), t.visual_bounding_rect()));
            }
            _ => {}
        }
    }
    for (w, height) in PROJECTORS.into_iter().chain([(1920.0, 1080.0)]) {
        let mut h = lesson((w, height));
        goto(&mut h, Slide::Search);
        for (lang, words) in [(Lang::En, "calls/s"), (Lang::De, "Aufrufe/s")] {
            h.state_mut().submit(Command::SetLang(lang));
            h.run_steps(3);
            let mut texts = Vec::new();
            for c in &h.output().shapes {
                rate_texts(&c.shape, words, &mut texts);
            }
            let [(rows, rect)] = texts[..] else {
                panic!("{lang} at {w}×{height}: {texts:?}");
            };
            assert!(
                rect.max.x <= w,
                "{lang} at {w}×{height}: {rect:?} off the window"
            );
            if PROJECTORS.contains(&(w, height)) {
                assert_eq!(rows, 1, "{lang} at {w}×{height}");
            }
        }
    }
}

/// No row of a slide's large text is a lone tile letter ("A." under "…
/// Wege ab" on slide 3 at 1920 × 1080): on the slides that name tiles in
/// their text, at both projector sizes and 1920 × 1080, in both languages.
#[test]
fn test_no_slide_row_is_a_lone_tile_letter() {
    fn rows(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| rows(s, out)),
            Shape::Text(t)
                if t.galley
                    .job
                    .sections
                    .iter()
                    .all(|s| s.format.font_id.size >= BODY) =>
            {
                for r in &t.galley.rows {
                    out.push(r.glyphs.iter().map(|g| g.chr).collect());
                }
            }
            _ => {}
        }
    }
    for (w, height) in PROJECTORS.into_iter().chain([(1920.0, 1080.0)]) {
        let mut h = lesson((w, height));
        for slide in [Slide::Game, Slide::Question, Slide::Size, Slide::Bits] {
            goto(&mut h, slide);
            for lang in [Lang::En, Lang::De] {
                h.state_mut().submit(Command::SetLang(lang));
                h.run_steps(3);
                let mut found = Vec::new();
                for c in &h.output().shapes {
                    rows(&c.shape, &mut found);
                }
                let lone: Vec<&String> = found
                    .iter()
                    .filter(|r| {
                        let word = r.trim().trim_end_matches(['.', ',', ':']);
                        word.chars().count() == 1 && word.chars().all(char::is_alphabetic)
                    })
                    .collect();
                assert!(
                    lone.is_empty(),
                    "{slide:?} {lang} at {w}×{height}: {lone:?}"
                );
            }
        }
    }
}

/// Slide 10's two check boxes are drawn as large as their words (the
/// slide's control size), as its other controls are, on every screen and
/// in both languages: egui's own 14-point box looked tiny on a projector.
#[test]
fn test_slide_tens_check_boxes_are_the_size_of_their_words() {
    use crate::common::{open, say};
    for lang in [Lang::De, Lang::En] {
        for (w, hgt) in [(1024.0, 768.0), (1280.0, 720.0), (1920.0, 1080.0)] {
            let mut h = open(
                Launch {
                    lesson: true,
                    ..Launch::default()
                },
                lang,
                [w, hgt],
            );
            h.state_mut().submit(Command::DismissWelcome);
            goto(&mut h, Slide::Beyond);
            let words = texts(&h);
            let shapes = painted(&h);
            for id in ["lesson-beyond-exact", "lesson-beyond-free"] {
                let label = say(lang, id);
                let node = h.get_by_label(&label).rect();
                let size = words
                    .iter()
                    .filter(|t| t.text == label)
                    .map(|t| t.size)
                    .fold(0.0, f32::max);
                assert!(size > 0.0, "{lang:?} {w}×{hgt}: {label:?} not painted");
                // The box: the largest square painted inside the control.
                let side = shapes
                    .iter()
                    .filter(|r| node.expand(1.0).contains_rect(**r))
                    .filter(|r| (r.width() - r.height()).abs() < 1.0 && r.width() > 4.0)
                    .map(Rect::width)
                    .fold(0.0, f32::max);
                eprintln!("{lang:?} {w}×{hgt}: {label:?} at {size:.1} points, its box {side:.1}");
                assert!(
                    side >= size,
                    "{lang:?} {w}×{hgt}: {label:?} at {size} points, its box {side} wide"
                );
            }
        }
    }
}
