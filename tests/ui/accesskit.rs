//! What a screen reader gets: every control of every mode has a name and a
//! role in English and German, the board's tiles (a goal tile with its
//! owner), the controls and the bits are named
//! (the bits as check boxes that say whether they are set), a running
//! search's counters are announced politely and at most every few seconds,
//! the lesson's slide is read in order; the Play mode's switches, pieces and
//! roll targets carry their roles and state in both languages; and every
//! click target is at least
//! 24 × 24 points at 1024 × 768 (or spaced so that a 24-point circle around
//! it touches no other target).

use std::sync::Arc;
use std::time::Duration;

use egui::accesskit::{Live, Role, Toggled};
use egui::{Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::i18n::words::goal_letter;
use maedn::i18n::words::play_mode::target;
use maedn::i18n::{Lang, Tr, count_arg};
use maedn::model::{Bits, Tile};
use maedn::tr;
use maedn::window::lesson::slide_text;
use maedn::window::{Command, ExplorePart, Launch, MaednApp, Mode, NoPicker, PaceKind, PlayKind};

use crate::common::{PAPER_BOARDS, launched, shown, sized, window};

/// The roles of widgets a user acts on.
const INTERACTIVE: [Role; 12] = [
    Role::Button,
    Role::CheckBox,
    Role::RadioButton,
    Role::Slider,
    Role::SpinButton,
    Role::TextInput,
    Role::ComboBox,
    Role::Link,
    Role::Tree,
    Role::TreeItem,
    Role::MenuItem,
    Role::Tab,
];

/// The smallest click target WCAG 2.2 allows (2.5.8), in CSS pixels (points).
const TARGET: f32 = 24.0;

/// The window in `lang` at `size`, the welcome closed, showing `mode`
/// (the stepper with the paper's four paths).
fn showing(lang: Lang, mode: Mode, size: [f32; 2]) -> Harness<'static, MaednApp> {
    let launch = Launch {
        lang: Some(lang),
        ..Launch::default()
    };
    let mut h = sized(launch, Arc::new(NoPicker), size);
    h.state_mut().submit(Command::DismissWelcome);
    match mode {
        Mode::Step => h.state_mut().submit(Command::OpenInStepper(
            PAPER_BOARDS.map(Bits::from_raw).to_vec(),
        )),
        Mode::Explore => h.state_mut().submit(Command::Explore(ExplorePart::Tree)),
        other => h.state_mut().submit(Command::SetMode(other)),
    }
    for _ in 0..4 {
        h.step();
    }
    h
}

/// Every interactive widget shown: role, name and rect.
fn targets(h: &Harness<'_, MaednApp>) -> Vec<(Role, String, Rect)> {
    let screen = h.ctx.content_rect();
    h.root()
        .children_recursive()
        .filter(|n| INTERACTIVE.contains(&n.accesskit_node().role()))
        .filter_map(|n| {
            let node = n.accesskit_node();
            let rect = node.bounding_box().map(|_| n.rect())?;
            let shown = rect.intersect(screen);
            (shown.is_positive() && !node.is_hidden()).then(|| {
                let name = node.label().or_else(|| node.value()).unwrap_or_default();
                (node.role(), name, shown)
            })
        })
        .collect()
}

#[test]
fn test_every_control_of_every_mode_has_a_name_in_both_languages() {
    for lang in [Lang::En, Lang::De] {
        for mode in Mode::ALL {
            let h = showing(lang, mode, [1280.0, 800.0]);
            let found = targets(&h);
            assert!(
                found.len() > 10,
                "{lang:?} {mode:?}: {} controls",
                found.len()
            );
            let unnamed: Vec<_> = found
                .iter()
                .filter(|(_, name, _)| name.trim().is_empty())
                .map(|(role, _, rect)| (role, rect.min))
                .collect();
            assert!(unnamed.is_empty(), "{lang:?} {mode:?}: unnamed {unnamed:?}");
        }
    }
}

#[test]
fn test_tiles_and_bits_are_named_in_both_languages() {
    for (lang, tile, start, bit) in [
        (Lang::En, "Track tile 17", "red start field B1", "bit 63"),
        (Lang::De, "Bahnfeld 17", "Startfeld B1 von Rot", "Bit 63"),
    ] {
        let h = showing(lang, Mode::Edit, [1280.0, 800.0]);
        assert_eq!(h.get_by_label(tile).accesskit_node().role(), Role::Button);
        h.get_by_label(start);
        let board = h.state().workspace().editor().board();
        let node = h.get_by_label(bit);
        let node = node.accesskit_node();
        assert_eq!(node.role(), Role::CheckBox);
        let set = if board.contains(63) {
            Toggled::True
        } else {
            Toggled::False
        };
        assert_eq!(node.toggled(), Some(set), "{lang:?}");
    }
}

#[test]
fn test_the_search_tree_is_a_tree_with_named_calls() {
    for (lang, name) in [(Lang::En, "Search tree at"), (Lang::De, "Suchbaum bei")] {
        let mut h = showing(lang, Mode::Explore, [1280.0, 800.0]);
        crate::common::step_until(&mut h, Duration::from_secs(120), |ws| {
            ws.explore().tree().tree().is_some() && !ws.explore().tree().is_running()
        });
        let tree = h.get_by_role(Role::Tree);
        let label = tree.accesskit_node().label().unwrap_or_default();
        assert!(label.starts_with(name), "{label}");
        assert!(h.query_all_by_role(Role::TreeItem).count() > 1);
    }
}

#[test]
fn test_the_runs_counters_are_announced_politely_every_few_seconds() {
    for (lang, word) in [(Lang::En, "Calls "), (Lang::De, "Aufrufe ")] {
        let mut h = launched(Launch {
            lang: Some(lang),
            ..Launch::default()
        });
        h.state_mut().submit(Command::SetPace(PaceKind::Slow));
        h.state_mut().submit(Command::SetRate(200.0));
        h.state_mut().submit(Command::Run);
        h.step();
        let mut heard = Vec::new();
        let mut counted = Vec::new();
        // 40 frames of a quarter second each: ten seconds of the window's clock.
        for _ in 0..40 {
            h.step();
            std::thread::sleep(Duration::from_millis(15));
            counted.push(h.state().workspace().solve_view().0.calls);
            if let Some(node) = h.query_by_role(Role::Status) {
                let node = node.accesskit_node();
                assert_eq!(node.live(), Live::Polite);
                heard.push(node.label().unwrap_or_default());
            }
        }
        heard.dedup();
        counted.dedup();
        assert!(
            heard.first().is_some_and(|t| t.starts_with(word)),
            "{heard:?}"
        );
        assert!(
            heard.len() <= 4,
            "{lang:?}: {} announcements in 10\u{a0}s",
            heard.len()
        );
        assert!(
            counted.len() > heard.len(),
            "the counters changed more often"
        );
        h.state_mut().submit(Command::Cancel);
        h.step();
    }
}

#[test]
fn test_the_lesson_is_read_in_order_in_both_languages() {
    for lang in [Lang::En, Lang::De] {
        let h = showing(lang, Mode::Lesson, [1280.0, 800.0]);
        let ws = h.state().workspace();
        let text = slide_text(ws.lesson(), &Tr::new(lang), ws.lesson_asked());
        let order: Vec<String> = h
            .root()
            .children_recursive()
            .filter_map(|n| {
                let node = n.accesskit_node();
                node.label().or_else(|| node.value())
            })
            .collect();
        let mut at = 0;
        for part in std::iter::once(&text.title).chain(&text.body) {
            let found = order[at..]
                .iter()
                .position(|l| l == part)
                .unwrap_or_else(|| panic!("{lang:?}: {part:?} not read after {at}: {order:?}"));
            at += found + 1;
        }
    }
}

/// WCAG 2.5.8: a target is big enough, or a 24-point circle on its centre
/// meets no other target and no other small target's circle.
fn too_small(found: &[(Role, String, Rect)]) -> Vec<String> {
    let small = |r: &Rect| r.width() < TARGET - 0.5 || r.height() < TARGET - 0.5;
    let radius = TARGET / 2.0;
    let circle_meets = |c: Pos2, r: &Rect| {
        let nearest = Pos2::new(c.x.clamp(r.min.x, r.max.x), c.y.clamp(r.min.y, r.max.y));
        nearest.distance(c) < radius
    };
    found
        .iter()
        .enumerate()
        .filter(|(_, (_, _, r))| small(r))
        .filter(|(i, (_, _, r))| {
            let c = r.center();
            found.iter().enumerate().any(|(j, (_, _, o))| {
                j != *i
                    && !o.contains_rect(*r)
                    && !r.contains_rect(*o)
                    && (circle_meets(c, o) || (small(o) && o.center().distance(c) < TARGET))
            })
        })
        .map(|(_, (role, name, r))| format!("{role:?} {name:?} {:.0}×{:.0}", r.width(), r.height()))
        .collect()
}

#[test]
fn test_every_click_target_is_24_points_at_1024_by_768() {
    let mut failures = Vec::new();
    for mode in Mode::ALL {
        let h = showing(Lang::En, mode, [1024.0, 768.0]);
        let found = targets(&h);
        for f in too_small(&found) {
            failures.push(format!("{mode:?}: {f}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} too small:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn test_the_target_check_finds_a_small_crowded_target() {
    let at = |x: f32, w: f32| Rect::from_min_size(Pos2::new(x, 0.0), egui::vec2(w, 20.0));
    let crowded = [
        (Role::Button, "a".to_owned(), at(0.0, 16.0)),
        (Role::Button, "b".to_owned(), at(18.0, 16.0)),
    ];
    assert_eq!(too_small(&crowded).len(), 2);
    let apart = [
        (Role::Button, "a".to_owned(), at(0.0, 16.0)),
        (Role::Button, "b".to_owned(), at(40.0, 16.0)),
    ];
    assert!(too_small(&apart).is_empty());
}

/// The node labelled exactly `name`: its role and whether it is toggled on.
fn role_and_state(h: &Harness<'_, MaednApp>, name: &str) -> (Role, Option<Toggled>) {
    let node = h.get_by_label(name);
    let node = node.accesskit_node();
    (node.role(), node.toggled())
}

#[test]
fn test_the_play_mode_is_named_with_roles_in_both_languages() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        let h = showing(lang, Mode::Play, [1280.0, 800.0]);
        let play = h.state().workspace().play();
        let on = |yes: bool| Some(if yes { Toggled::True } else { Toggled::False });
        // The kind of game: two switches, the current one on.
        let chosen = play.kind() == PlayKind::Chosen;
        assert!(chosen, "a new window plays every roll chosen");
        for (id, shown) in [("play-kind-chosen", chosen), ("play-kind-fair", !chosen)] {
            let found = role_and_state(&h, &tr.loader().get(id));
            assert_eq!(found, (Role::Button, on(shown)), "{lang:?} {id}");
        }
        // The four pieces, the one played on.
        let c = play.chosen();
        for piece in 1..=4u8 {
            let goal = Tile::goal_of_piece(piece).map_or_else(String::new, goal_letter);
            let name = tr!(
                tr,
                "play-piece",
                piece = count_arg(u64::from(piece)),
                goal = goal
            );
            let found = role_and_state(&h, &name);
            assert_eq!(found, (Role::Button, on(c.piece() == piece)), "{name}");
        }
        let cost = role_and_state(&h, &tr!(tr, "play-show-cost"));
        assert_eq!(cost, (Role::CheckBox, on(play.shows_cost())));
        let restart = role_and_state(&h, &tr!(tr, "play-restart"));
        assert_eq!(restart.0, Role::Button);
        // Every roll's target is a button named by its roll, tile and length.
        let targets = c.targets();
        assert!(!targets.is_empty());
        for t in &targets {
            let name = target(tr, t.roll, t.to, t.length);
            assert_eq!(role_and_state(&h, &name).0, Role::Button, "{name}");
        }
        // What the keys do is read as text.
        let keys = tr!(tr, "play-keys-chosen");
        assert_eq!(role_and_state(&h, &keys).0, Role::Label, "{lang:?}");
    }
}

/// A yellow goal tile is yellow's, whoever's colour
/// is viewed.
#[test]
fn test_a_goal_tile_names_its_owner() {
    let mut h = window();
    h.run();
    h.get_by_label("yellow goal a").hover();
    h.run();
    shown(&h, "yellow's goal tile a");
}

#[test]
fn test_tiles_and_controls_have_names() {
    let mut h = window();
    h.run();
    for name in [
        "Track tile 0",
        "Track tile 17",
        "Track tile 39",
        "black goal d",
        "red goal a",
        "yellow start field B1",
        "green start field B4",
        "Run",
        "Pause",
        "Cancel",
        "Solve",
        "Step",
        "Edit",
        "View",
    ] {
        h.get_by_label(name);
    }
    h.get_by_label("Track tile 17").hover();
    h.run();
    assert_eq!(
        h.state().hovered(),
        Some(maedn::model::BoardTile::Track(17))
    );
    h.get_by_label_contains("bit 42 of black's bit-board");
}
