//! The lesson's groups of controls stay whole on a projector (1280 × 720
//! and 1024 × 768, English and German, in the lesson and in Present mode):
//! slide 7's four piece buttons stand on one row (German once left "4"
//! on the next row beside "Würfe"), and slide 8's ◀ and ▶ stand on one row
//! (German "Abspielen" once pushed ▶ alone onto a row of its own).

use std::time::{Duration, Instant};

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::window::{Command, LessonCommand, MaednApp, Slide};

use crate::common::lesson_at;

/// The projectors a class has.
const PROJECTORS: [(f32, f32); 2] = [(1280.0, 720.0), (1024.0, 768.0)];
/// Long enough for the whole game's search in a debug build.
const FACTS_LIMIT: Duration = Duration::from_secs(300);

/// The rects of the nodes labelled `label` in the slide's live part.
fn in_live(h: &Harness<'_, MaednApp>, label: &str) -> Vec<Rect> {
    let live = h.state().lesson_view().live.expect("a live part");
    h.query_all_by_label(label)
        .map(|n| n.rect())
        .filter(|r| live.contains(r.center()))
        .collect()
}

/// Shows `slide` and steps frames until `label` stands in its live part.
fn goto(h: &mut Harness<'_, MaednApp>, slide: Slide, label: &str) {
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(slide.index())));
    let start = Instant::now();
    while in_live(h, label).is_empty() {
        assert!(start.elapsed() < FACTS_LIMIT, "{slide:?}: no {label}");
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run_steps(3);
}

/// The one rect of `label` in the live part.
fn one(h: &Harness<'_, MaednApp>, label: &str, at: &str) -> Rect {
    let found = in_live(h, label);
    assert_eq!(found.len(), 1, "{at}: {label} {found:?}");
    found[0]
}

fn rows_whole(lang: Lang, presenting: bool) {
    for size in PROJECTORS {
        let at = format!("{lang:?} {size:?} presenting {presenting}");
        let mut h = lesson_at(lang, size, presenting);
        goto(&mut h, Slide::Answer, "4");
        let first = one(&h, "1", &at);
        for p in ["2", "3", "4"] {
            let r = one(&h, p, &at);
            assert!(
                (r.center().y - first.center().y).abs() < 1.0,
                "{at}: piece {p} {r:?} not on piece 1's row {first:?}"
            );
        }
        goto(&mut h, Slide::Whole, "▶");
        let back = one(&h, "◀", &at);
        let on = one(&h, "▶", &at);
        assert!(
            (back.center().y - on.center().y).abs() < 1.0,
            "{at}: ▶ {on:?} not on ◀'s row {back:?}"
        );
    }
}

#[test]
fn slide_sevens_pieces_and_slide_eights_arrows_stay_on_one_row_in_english() {
    rows_whole(Lang::En, false);
    rows_whole(Lang::En, true);
}

#[test]
fn slide_sevens_pieces_and_slide_eights_arrows_stay_on_one_row_in_german() {
    rows_whole(Lang::De, false);
    rows_whole(Lang::De, true);
}
