//! The whole window follows its size (issue 29 w): opened at 1920 × 1080,
//! *Your turn* (not only the lesson) is set larger, in both languages, so
//! that it does not sit as a small block over an empty gap; a 1024 × 768 and
//! a 1280 × 720 projector keep the zoom of 1 their layouts are measured at
//! (`board_share`, `lesson_projector`); and a zoom chosen by hand stays
//! whatever the window's size.

use egui::{Key, Modifiers, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::words::play_mode::target;
use maedn::i18n::{Lang, Tr};
use maedn::window::{Launch, MaednApp, fitting_zoom};

use crate::common::open;

/// The first roll button's words as painted, in pixels: its font size and
/// its button's width, each times the window's pixels per point.
fn roll_button_pixels(h: &Harness<'_, MaednApp>, lang: Lang) -> (f32, f32) {
    let tr = Tr::shared(lang);
    let t = h.state().workspace().play().chosen().targets()[0];
    let words = target(tr, t.roll, t.to, t.length);
    let ppp = h.ctx.pixels_per_point();
    let width = h.get_by_label(&words).rect().width() * ppp;
    let size = crate::play_present::painted(h)
        .iter()
        .find(|s| s.galley.job.text == words)
        .map(crate::play_present::size)
        .expect("the roll button's words are painted");
    (size * ppp, width)
}

/// A few frames of a window `pixels` large on a screen of one pixel per
/// point. A real window's size in points shrinks as its zoom grows; the test
/// harness keeps the size it is given, so it is given the size in points
/// before each frame.
fn settle(h: &mut Harness<'_, MaednApp>, pixels: [f32; 2]) {
    for _ in 0..4 {
        let zoom = h.ctx.zoom_factor();
        h.set_size(vec2(pixels[0], pixels[1]) / zoom);
        h.step();
    }
}

fn your_turn(lang: Lang, size: [f32; 2]) -> Harness<'static, MaednApp> {
    let mut h = open(
        Launch {
            play: true,
            ..Launch::default()
        },
        lang,
        size,
    );
    settle(&mut h, size);
    h
}

#[test]
fn a_large_screen_shows_your_turn_larger_and_projectors_keep_their_zoom() {
    for lang in [Lang::En, Lang::De] {
        let projector = your_turn(lang, [1280.0, 720.0]);
        assert!((projector.ctx.zoom_factor() - 1.0).abs() < 1e-6, "{lang}");
        let small = your_turn(lang, [1024.0, 768.0]);
        assert!((small.ctx.zoom_factor() - 1.0).abs() < 1e-6, "{lang}");
        let (at_720, width_720) = roll_button_pixels(&projector, lang);
        let large = your_turn(lang, [1920.0, 1080.0]);
        let zoom = large.ctx.zoom_factor();
        assert!(
            (zoom - fitting_zoom([1920.0, 1080.0])).abs() < 1e-6 && zoom >= 1.3,
            "{lang}: zoom {zoom}"
        );
        let (at_1080, width_1080) = roll_button_pixels(&large, lang);
        assert!(
            at_1080 >= at_720 * 1.3 && width_1080 >= width_720 * 1.3,
            "{lang}: a roll button at 1920 × 1080 is {at_1080} px type, {width_1080} px wide; \
             at 1280 × 720 {at_720} px, {width_720} px"
        );
    }
}

#[test]
fn a_zoom_chosen_by_hand_stays_whatever_the_size() {
    let mut h = your_turn(Lang::En, [1920.0, 1080.0]);
    // Following the window: smaller again on a projector.
    settle(&mut h, [1024.0, 768.0]);
    assert!((h.ctx.zoom_factor() - 1.0).abs() < 1e-6);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    settle(&mut h, [1024.0, 768.0]);
    let chosen = h.ctx.zoom_factor();
    assert!(chosen > 1.0, "zoomed in by hand: {chosen}");
    assert!(!h.state().workspace().prefs().zoom_fit);
    for size in [[1920.0, 1080.0], [1280.0, 720.0]] {
        settle(&mut h, size);
        assert!(
            (h.ctx.zoom_factor() - chosen).abs() < 1e-6,
            "{size:?}: {}",
            h.ctx.zoom_factor()
        );
    }
}
