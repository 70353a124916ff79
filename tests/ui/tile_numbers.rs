//! View → *Tile numbers*, measured on the shapes the window paints: off at
//! first outside the lesson (on on its slides that name a tile); the switch,
//! found by its label in English and German, and the N key turn it on and
//! off, and the choice is kept with the settings. With it on, every mode's
//! board writes its 40 track tiles' numbers once, never over a painted
//! circle (a tile, a piece, a ring) or another text, at 1024 × 768 and
//! 1280 × 720; in Present mode as large as a chart's text, or as large as
//! the board holds.

use std::time::Duration;

use egui::epaint::{ClippedShape, Shape, TextShape};
use egui::{Color32, Key, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::window::{Command, ExplorePart, Launch, MaednApp, Mode};

use crate::common::{PAPER_BOARDS, open, say, step_until};

/// A chart's text on a projector, in points.
const BACK_ROW: f32 = 18.0;
/// The two projectors.
const PROJECTORS: [[f32; 2]; 2] = [[1024.0, 768.0], [1280.0, 720.0]];
/// The font families the board's drawing paints its text in.
const FIGURE_FONT: &str = "maedn-figure";
const LIMIT: Duration = Duration::from_secs(300);

/// A painted text: its string, size, colour and the box its glyphs ink.
#[derive(Debug)]
struct Painted {
    text: String,
    size: f32,
    colour: Color32,
    ink: Rect,
}

/// What the last frame painted: the board's texts and every circle (centre,
/// outer radius).
fn painted(h: &Harness<'_, MaednApp>) -> (Vec<Painted>, Vec<(Pos2, f32)>) {
    fn text(t: &TextShape) -> Option<Painted> {
        let job = &t.galley.job;
        let section = job.sections.first()?;
        if !section
            .format
            .font_id
            .family
            .to_string()
            .contains(FIGURE_FONT)
        {
            return None;
        }
        let mut ink = Rect::NOTHING;
        for row in &t.galley.rows {
            for g in &row.row.glyphs {
                let min = t.pos + row.pos.to_vec2() + g.pos.to_vec2() + g.uv_rect.offset;
                ink = ink.union(Rect::from_min_size(min, g.uv_rect.size));
            }
        }
        Some(Painted {
            text: job.text.clone(),
            size: section.format.font_id.size,
            colour: t.fallback_color,
            ink,
        })
    }
    fn walk(shape: &Shape, texts: &mut Vec<Painted>, circles: &mut Vec<(Pos2, f32)>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, texts, circles)),
            Shape::Text(t) => texts.extend(text(t)),
            Shape::Circle(c) => circles.push((c.center, c.radius + c.stroke.width / 2.0)),
            _ => {}
        }
    }
    let (mut texts, mut circles) = (Vec::new(), Vec::new());
    for ClippedShape { shape, .. } in &h.output().shapes {
        walk(shape, &mut texts, &mut circles);
    }
    (texts, circles)
}

/// The tile numbers painted: the one size at which every number 0–39 was
/// painted, and those texts (their halos, painted in another colour round
/// each, left out).
fn numbers(texts: &[Painted]) -> Option<(f32, Vec<&Painted>)> {
    let mut sizes: Vec<f32> = texts.iter().map(|t| t.size).collect();
    sizes.sort_by(f32::total_cmp);
    sizes.dedup();
    sizes.into_iter().find_map(|size| {
        let at: Vec<&Painted> = texts
            .iter()
            .filter(|t| (t.size - size).abs() < 1e-3 && t.text.parse::<u8>().is_ok_and(|n| n < 40))
            .collect();
        // The digits' own colour: the one painted once per number.
        let ink = at
            .iter()
            .map(|t| t.colour)
            .find(|c| at.iter().filter(|t| t.colour == *c).count() == 40)?;
        let mine: Vec<&Painted> = at.into_iter().filter(|t| t.colour == ink).collect();
        let mut seen: Vec<u8> = mine.iter().filter_map(|t| t.text.parse().ok()).collect();
        seen.sort_unstable();
        (seen == (0..40).collect::<Vec<u8>>()).then_some((size, mine))
    })
}

/// Checks the numbers the last frame painted: all 40, none over a circle or
/// another text of the board; returns their size in points.
fn check(h: &Harness<'_, MaednApp>, what: &str) -> f32 {
    let (texts, circles) = painted(h);
    let Some((size, mine)) = numbers(&texts) else {
        panic!("{what}: the tile numbers 0–39 are not all painted");
    };
    for n in &mine {
        for (c, r) in &circles {
            let d = n.ink.distance_to_pos(*c);
            assert!(
                d >= *r - 0.5,
                "{what}: number {} over a circle at {c:?} (r {r})",
                n.text
            );
        }
        // Other texts: their own ink, not the halos painted round them.
        for t in texts.iter().filter(|t| !std::ptr::eq(*t, *n)) {
            let halo = texts.iter().any(|o| {
                o.text == t.text
                    && o.colour != t.colour
                    && (o.ink.center() - t.ink.center()).length() < 0.01
            });
            if halo || (t.size - size).abs() < 1e-3 && t.colour != n.colour {
                continue;
            }
            assert!(
                !n.ink.shrink(0.5).intersects(t.ink),
                "{what}: number {} at {:?} over {:?} at {:?}",
                n.text,
                n.ink,
                t.text,
                t.ink
            );
        }
    }
    size
}

/// The switch by its label in both languages, and N: off at first, on,
/// off again, and kept with the settings.
#[test]
fn test_the_view_menu_switch_and_n_number_the_tiles() {
    for lang in [Lang::En, Lang::De] {
        let mut h = open(Launch::default(), lang, [1280.0, 800.0]);
        assert!(
            numbers(&painted(&h).0).is_none(),
            "{lang:?}: numbered at first"
        );
        h.get_by_label(&say(lang, "menu-view")).click();
        h.run();
        h.get_by_label_contains(&say(lang, "tile-numbers")).click();
        h.run_steps(3);
        check(&h, &format!("{lang:?} after the switch"));
        assert_eq!(h.state().workspace().prefs().show_tile_numbers, Some(true));
        h.key_press(Key::N);
        h.run_steps(3);
        assert!(
            numbers(&painted(&h).0).is_none(),
            "{lang:?}: N turns them off"
        );
        assert_eq!(h.state().workspace().prefs().show_tile_numbers, Some(false));
        h.key_press(Key::N);
        h.run_steps(3);
        check(&h, &format!("{lang:?} after N"));
        // Kept with what the window remembers.
        assert_eq!(
            h.state().workspace().prefs_to_save().show_tile_numbers,
            Some(true)
        );
    }
}

/// Every mode with the numbers on, on both projectors, on a desk and
/// presenting: all 40 painted, over nothing; presenting, as large as a
/// chart's text or as large as the board holds (a third of a tile spacing).
#[test]
fn test_every_mode_numbers_its_tiles_over_nothing() {
    let board = maedn::model::Bits::from_raw(PAPER_BOARDS[0]);
    let views: [(&str, Launch, Option<Mode>); 7] = [
        ("Solve", Launch::default(), None),
        (
            "Edit",
            Launch {
                board: Some(board),
                ..Launch::default()
            },
            Some(Mode::Edit),
        ),
        (
            "Step",
            Launch {
                board: Some(board),
                ..Launch::default()
            },
            Some(Mode::Step),
        ),
        (
            "Play",
            Launch {
                play: true,
                ..Launch::default()
            },
            None,
        ),
        (
            "Game",
            Launch {
                game: true,
                ..Launch::default()
            },
            None,
        ),
        (
            "Lesson",
            Launch {
                lesson: true,
                ..Launch::default()
            },
            None,
        ),
        (
            "Explore",
            Launch {
                explore: Some(ExplorePart::Retro),
                ..Launch::default()
            },
            None,
        ),
    ];
    for (name, launch, mode) in views {
        for at in PROJECTORS {
            for present in [false, true] {
                let mut h = open(
                    Launch {
                        present,
                        ..launch.clone()
                    },
                    Lang::En,
                    at,
                );
                if let Some(m) = mode {
                    h.state_mut().submit(Command::SetMode(m));
                }
                if name == "Game" {
                    step_until(&mut h, LIMIT, |ws| ws.game().current().is_some());
                }
                if name == "Lesson" {
                    // The question names a tile: numbered without asking.
                    h.state_mut()
                        .submit(Command::Lesson(maedn::window::LessonCommand::Goto(1)));
                } else {
                    h.state_mut().submit(Command::ToggleTileNumbers);
                }
                h.run_steps(4);
                let what = format!("{name} {at:?} present {present}");
                let size = check(&h, &what);
                let pitch = tile_pitch(&h);
                eprintln!("{what}: numbers at {size:.1} points, tiles {pitch:.1} points apart");
                if present {
                    assert!(
                        size >= BACK_ROW.min(0.33 * pitch),
                        "{what}: {size} points, tiles {pitch} apart"
                    );
                }
            }
        }
    }
}

/// The distance between two neighbouring track tiles as painted: from the
/// accessible tiles' rectangles.
fn tile_pitch(h: &Harness<'_, MaednApp>) -> f32 {
    let a = h.get_by_label("Track tile 1").rect().center();
    let b = h.get_by_label("Track tile 2").rect().center();
    (a - b).length()
}

/// Explore's search tree draws the shown node's way on a board of its own:
/// numbered too when the switch is on.
#[test]
fn test_the_search_trees_board_is_numbered() {
    let mut h = open(
        Launch {
            explore: Some(ExplorePart::Tree),
            ..Launch::default()
        },
        Lang::En,
        [1280.0, 720.0],
    );
    h.state_mut().submit(Command::ToggleTileNumbers);
    step_until(&mut h, LIMIT, |ws| {
        ws.explore().tree().tree().is_some() && !ws.explore().tree().is_running()
    });
    h.run_steps(4);
    check(&h, "Explore tree");
}

/// Slide 2 with tile 36 and a 5 picked (the move ends in a goal tile
/// beside it): the straight move's length box keeps a clear gap from every
/// number of the board — the ringed tile's, set larger inside its ring on
/// a large board, and the tiles' — in both languages and on every screen.
#[test]
fn test_the_questions_length_box_keeps_clear_of_the_rings_number() {
    use egui::epaint::RectShape;
    use maedn::model::Tile;
    use maedn::window::LessonCommand;
    /// The least room between the box's edge and another text's ink, in points.
    const GAP: f32 = 1.5;
    for lang in [Lang::De, Lang::En] {
        for at in [[1920.0, 1080.0], [1024.0, 768.0], [1280.0, 720.0]] {
            let mut h = open(
                Launch {
                    lesson: true,
                    ..Launch::default()
                },
                lang,
                at,
            );
            for c in [
                LessonCommand::Goto(1),
                LessonCommand::PickTile(Tile::new(36).expect("a tile")),
                LessonCommand::PickRoll(5),
            ] {
                h.state_mut().submit(Command::Lesson(c));
                h.run_steps(2);
            }
            h.run_steps(2);
            let (texts, _) = painted(&h);
            let mut rects: Vec<Rect> = Vec::new();
            fn walk(shape: &Shape, rects: &mut Vec<Rect>) {
                match shape {
                    Shape::Vec(v) => v.iter().for_each(|s| walk(s, rects)),
                    Shape::Rect(RectShape { rect, .. }) => rects.push(*rect),
                    _ => {}
                }
            }
            for ClippedShape { shape, .. } in &h.output().shapes {
                walk(shape, &mut rects);
            }
            // The length box: a small painted box round a text of the board.
            let boxed = texts.iter().find_map(|t| {
                rects
                    .iter()
                    .find(|r| r.contains_rect(t.ink) && r.width() < 3.0 * t.ink.width())
                    .map(|r| (*r, t))
            });
            let Some((frame, length)) = boxed else {
                panic!("{lang:?} {at:?}: no move length painted in a box");
            };
            // The numbers: the tiles' and the ring's (a letter under the
            // piece that ends the move is hidden by it, not by the box).
            let numbers = texts
                .iter()
                .filter(|t| t.text != length.text && t.text.parse::<u8>().is_ok_and(|n| n < 40));
            for t in numbers {
                assert!(
                    !frame.expand(GAP).intersects(t.ink),
                    "{lang:?} {at:?}: the length box {} at {frame:?} touches {:?} at {:?}",
                    length.text,
                    t.text,
                    t.ink
                );
            }
        }
    }
}
