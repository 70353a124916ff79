//! The track tiles' numbers on every board: each track tile's number once,
//! counted from the viewed colour's A as sentences count, and never over a
//! piece, a ring or a label, measured on the shapes each drawing paints: in
//! every board figure (`--tile-numbers`), on the boards with rings and move
//! lengths (a piece's targets, the lesson's question), at a figure's size and
//! at the largest a projector asks for.

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::process::Command;

use maedn::figures::scenes::lesson::question_scene;
use maedn::figures::scenes::play::chosen_scene;
use maedn::figures::{FigureRequest, build};
use maedn::i18n::{Lang, Tr};
use maedn::model::{Bits, Colour, Rules, Tile};
use maedn::render::font;
use maedn::render::tile_numbers::NUMBER_SIZE;
use maedn::render::{Class, Drawing, Palette, Pt, Rect, Scene, Shape, board_drawing};
use maedn::solver::{Algorithm, Bound, Settings};

/// What a number must never cover.
const KEEP_CLEAR: [Class; 10] = [
    Class::Tile,
    Class::TileLetter,
    Class::Piece,
    Class::PieceLabel,
    Class::Ring,
    Class::Lit,
    Class::Changed,
    Class::MoveLength,
    Class::HeatLabel,
    Class::StartArrow,
];

/// The numbers painted, with the box their digits take (digits stand on
/// the baseline: no descender).
fn numbers(d: &Drawing) -> Vec<(String, Rect)> {
    d.items
        .iter()
        .filter(|i| i.class == Class::TileNumber)
        .filter_map(|i| match &i.shape {
            Shape::Text(t) => {
                let b = t.bounds();
                let cap = font::metrics(t.weight).cap_height * t.size;
                Some((
                    t.text.clone(),
                    Rect {
                        min: b.min,
                        max: Pt::new(b.max.x, b.min.y + cap),
                    },
                ))
            }
            _ => None,
        })
        .collect()
}

/// What a shape paints, as a circle or a box.
#[derive(Debug)]
enum Ink {
    Circle(Pt, f32),
    Box(Rect),
}

fn ink(shape: &Shape) -> Option<Ink> {
    match shape {
        Shape::Circle {
            centre,
            radius,
            stroke,
            ..
        } => Some(Ink::Circle(
            *centre,
            radius + stroke.map_or(0.0, |s| s.width / 2.0),
        )),
        Shape::Rect { rect, .. } => Some(Ink::Box(*rect)),
        Shape::Text(t) => Some(Ink::Box(t.bounds())),
        Shape::Polygon { points, .. } | Shape::Polyline { points, .. } => {
            let min = points.iter().fold(Pt::new(f32::MAX, f32::MAX), |m, p| {
                Pt::new(m.x.min(p.x), m.y.min(p.y))
            });
            let max = points.iter().fold(Pt::new(f32::MIN, f32::MIN), |m, p| {
                Pt::new(m.x.max(p.x), m.y.max(p.y))
            });
            Some(Ink::Box(Rect { min, max }))
        }
        Shape::Line { .. } => None,
    }
}

/// Does `b` overlap `ink`?
fn covers(b: &Rect, ink: &Ink) -> bool {
    match ink {
        Ink::Circle(c, r) => b.distance_to(*c) < *r,
        Ink::Box(r) => b.intersects(r),
    }
}

/// Checks `d`: every track tile's number once (0–39), none over a shape it
/// must keep clear of; `what` names the drawing in a failure.
fn check(d: &Drawing, what: &str) {
    let found = numbers(d);
    let mut texts: Vec<u8> = found.iter().map(|(t, _)| t.parse().unwrap()).collect();
    texts.sort_unstable();
    assert_eq!(
        texts,
        (0..40).collect::<Vec<u8>>(),
        "{what}: 0–39 once each"
    );
    let clear: Vec<(Class, Ink)> = d
        .items
        .iter()
        .filter(|i| KEEP_CLEAR.contains(&i.class))
        .filter_map(|i| Some((i.class, ink(&i.shape)?)))
        .collect();
    for (text, b) in &found {
        for (class, ink) in &clear {
            assert!(
                !covers(b, ink),
                "{what}: number {text} at {b:?} covers a {class:?}: {ink:?}"
            );
        }
    }
}

fn request(tile_numbers: bool) -> FigureRequest {
    FigureRequest {
        settings: Settings {
            algorithm: Algorithm::Dp,
            bound: Bound::PerTile(193),
            rules: Rules::paper(),
        },
        board: Some(Bits::from_raw(0xE820_8822_0841_4C06)),
        tile_numbers,
        ..FigureRequest::default()
    }
}

/// Every board figure, numbered: paths with their move lengths, the games'
/// pieces, the heat maps' values and arrows.
#[test]
fn test_every_board_figure_numbers_its_tiles_clear_of_everything_else() {
    for name in [
        "board",
        "piece-1",
        "piece-2",
        "piece-3",
        "piece-4",
        "full-path",
        "game",
        "quickest-game",
        "retro-1",
        "retro-4",
    ] {
        let figure = build(name, &request(true)).unwrap();
        check(&figure.drawing, name);
        let bare = build(name, &request(false)).unwrap();
        assert!(
            numbers(&bare.drawing).is_empty(),
            "{name}: numbered unasked"
        );
    }
}

/// A path or a heat map's arrow may cross a number's place (paths go
/// anywhere): the number is painted over it, its halo clearing the line, so
/// that it can still be read.
#[test]
fn test_the_numbers_are_painted_over_the_paths() {
    const UNDER: [Class; 5] = [
        Class::Path,
        Class::Branch,
        Class::Pruned,
        Class::Best,
        Class::HeatArrow,
    ];
    for name in ["piece-1", "full-path", "game", "retro-1"] {
        let d = build(name, &request(true)).unwrap().drawing;
        let last_line = d.items.iter().rposition(|i| UNDER.contains(&i.class));
        let first_number = d.items.iter().position(|i| i.class == Class::TileNumber);
        let (Some(line), Some(number)) = (last_line, first_number) else {
            panic!("{name}: no path or no numbers drawn");
        };
        assert!(
            number > line,
            "{name}: number painted at item {number}, under a line at item {line}"
        );
    }
}

/// The boards with rings and their labels: a piece's six targets (each
/// labelled with its key) from every tile, the lesson's question from every
/// tile with the shortest and the longest roll; at a figure's size and at a projector's.
#[test]
fn test_rings_and_their_labels_make_way_for_the_numbers() {
    let rules = Rules::paper();
    let tr = Tr::shared(Lang::En);
    for size in [NUMBER_SIZE, 0.6] {
        for from in 0..=37u8 {
            let at = Tile::new(from).unwrap();
            let path: Vec<Tile> = (0..=from)
                .step_by(6)
                .chain(std::iter::once(from))
                .map(|t| Tile::new(t).unwrap())
                .collect();
            let mut path = path;
            path.dedup();
            let targets: Vec<(u8, Tile)> = (1..=6u8)
                .filter_map(|r| Some((r, Tile::new(from + r)?)))
                .filter(|(_, t)| !t.is_goal() || *t == Tile::D)
                .collect();
            let mut scene = chosen_scene(&rules, 1, &path, &targets, None, tr).scene;
            scene.tile_numbers = Some(size);
            check(
                &board_drawing(&scene, Palette::light()),
                &format!("targets from {from} at {size}"),
            );
            // A roll of 1 rings the next tile, a 6 lands across a corner.
            for roll in [1, 6] {
                let mut scene = question_scene(at, roll, &rules, tr);
                scene.tile_numbers = Some(size);
                check(
                    &board_drawing(&scene, Palette::light()),
                    &format!("question from {from}, roll {roll}, at {size}"),
                );
            }
        }
    }
}

/// Another colour's board counts from its own A: red's A is written 0.
#[test]
fn test_another_colours_board_counts_from_its_own_a() {
    let mut scene = Scene::new(Colour::Red);
    scene.tile_numbers = Some(NUMBER_SIZE);
    let d = board_drawing(&scene, Palette::light());
    check(&d, "red");
    let (_, zero) = numbers(&d).into_iter().find(|(t, _)| t == "0").unwrap();
    // Red's A is black's tile 30, at the right end of the middle row.
    let red_a = maedn::render::tile_centre(maedn::model::BoardTile::Track(30));
    let pad = (d.width - maedn::render::BOARD_SIDE) / 2.0;
    let c = zero.centre();
    assert!(
        (c.x - pad - red_a.x).hypot(c.y - pad - red_a.y) < 1.2 * maedn::render::TILE_PX,
        "{c:?} is not beside red's A"
    );
}

/// `maedn figure --tile-numbers` writes the numbers into the SVG, each
/// with its class; without the switch there are none.
#[test]
fn test_the_figure_command_numbers_the_tiles_when_asked() {
    let dir = std::env::temp_dir().join(format!("maedn-tile-numbers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("piece-1.svg");
    let run = |numbers: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_maedn"));
        cmd.args(["figure", "piece-1", "--algorithm", "dp", "-o"])
            .arg(&out);
        if numbers {
            cmd.arg("--tile-numbers");
        }
        assert!(cmd.status().unwrap().success());
        std::fs::read_to_string(&out).unwrap()
    };
    let numbered = run(true);
    assert_eq!(numbered.matches(r#"class="tile-number""#).count(), 40);
    assert_eq!(run(false).matches(r#"class="tile-number""#).count(), 0);
    std::fs::remove_dir_all(&dir).ok();
}
