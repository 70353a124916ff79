//! `maedn animate`: the GIF decodes back to one frame per position (a
//! piece's path: moves + 1, the piece on A first; the game: rolls + 1, every
//! piece in B first), its first and last frames are the PNG export of the
//! same scene at the same scale, no progress line when stderr is not a
//! terminal, bad arguments exit 2 with one line, and an unwritable file
//! says why and leaves nothing behind; the search's first N calls (one
//! frame a call, ending on the N-th call's slow-motion scene) and a lesson
//! slide's motion. (The APNG and WebP formats: `animate_formats.rs`.)

#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::Path;
use std::process::Output;

use maedn::figures::FigureRequest;
use maedn::figures::animations::{
    brought_out_frames, game_frames, piece_frames, piece_path, search_frames, watch_calls,
};
use maedn::game::{GameRules, shortest_game};
use maedn::i18n::{Lang, Tr};
use maedn::model::Rules;
use maedn::render::animation::{FrameSize, LAST_FRAME_HOLD_CS, placement};
use maedn::render::{Figure, Scheme};
use maedn::solver::{Algorithm, Progress, Settings};
use resvg::tiny_skia::Pixmap;

use crate::support::maedn;
use crate::support::scratch;

/// Small frames keep the debug build quick.
pub(crate) const SIZE: FrameSize = FrameSize {
    width: 320,
    height: 240,
};
pub(crate) const SIZE_ARG: &str = "320x240";
/// The mean difference per colour channel (0–255) allowed between a GIF
/// frame and the PNG export it was quantised from.
pub(crate) const QUANTISED_CLOSE: f64 = 1.0;

pub(crate) fn request() -> FigureRequest {
    FigureRequest {
        settings: Settings {
            algorithm: Algorithm::Dp,
            ..Settings::default()
        },
        ..FigureRequest::default()
    }
}

/// Every frame of a GIF, composed onto its canvas, as RGBA, with its delay.
pub(crate) fn decode_gif(path: &Path) -> (u32, u32, Vec<(Vec<u8>, u16)>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(path).unwrap())
        .unwrap();
    let (w, h) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut canvas = vec![0u8; w * h * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        let fw = usize::from(frame.width);
        for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
            // A transparent pixel keeps what the frames before drew.
            if px[3] == 0 {
                continue;
            }
            let (x, y) = (left + i % fw, top + i / fw);
            let at = (y * w + x) * 4;
            canvas[at..at + 4].copy_from_slice(px);
        }
        frames.push((canvas.clone(), frame.delay));
    }
    (w as u32, h as u32, frames)
}

/// The mean channel difference between a GIF frame and `figure`'s PNG
/// export at the animation's scale, where the export sits in the frame.
pub(crate) fn difference(frame: &[u8], figures: &[Figure], figure: &Figure) -> f64 {
    let place = placement(figures, SIZE).unwrap();
    let png = Pixmap::decode_png(&figure.png(place.scale).unwrap()).unwrap();
    let (mut sum, mut n) = (0u64, 0u64);
    for y in 0..png.height() {
        for x in 0..png.width() {
            let (fx, fy) = (x + place.left, y + place.top);
            if fx >= SIZE.width || fy >= SIZE.height {
                continue;
            }
            let p = png.pixel(x, y).unwrap().demultiply();
            let at = ((fy * SIZE.width + fx) * 4) as usize;
            for (a, b) in [p.red(), p.green(), p.blue()]
                .iter()
                .zip(&frame[at..at + 3])
            {
                sum += u64::from(a.abs_diff(*b));
                n += 1;
            }
        }
    }
    sum as f64 / n as f64
}

/// `out` succeeded, said the file's size and, its stderr not being a
/// terminal, drew no progress line.
pub(crate) fn assert_written(path: &Path, out: &Output) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.is_empty(), "a progress line outside a terminal: {err}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let bytes = std::fs::metadata(path).unwrap().len();
    let said = if bytes >= 1_000_000 {
        format!("{:.2} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.1} kB", bytes as f64 / 1e3)
    };
    assert!(stdout.contains(&said), "{stdout}");
}

/// `out`'s frames are `figures`: their number, the first and last against
/// their PNG exports (and not against each other), the last held longest.
pub(crate) fn assert_frames_are(path: &Path, out: &Output, figures: &[Figure]) {
    assert_written(path, out);
    let (w, h, frames) = decode_gif(path);
    assert_eq!((w, h), (SIZE.width, SIZE.height));
    assert_eq!(frames.len(), figures.len());
    let (first, last) = (figures.first().unwrap(), figures.last().unwrap());
    let (first_gif, last_gif) = (&frames[0].0, &frames[frames.len() - 1].0);
    let same_first = difference(first_gif, figures, first);
    let same_last = difference(last_gif, figures, last);
    assert!(same_first < QUANTISED_CLOSE, "first frame: {same_first}");
    assert!(same_last < QUANTISED_CLOSE, "last frame: {same_last}");
    // The comparison tells the two scenes apart.
    let crossed = difference(first_gif, figures, last);
    assert!(crossed > 4.0 * same_first.max(same_last), "{crossed}");
    assert_eq!(frames[frames.len() - 1].1, LAST_FRAME_HOLD_CS);
    assert!(frames[0].1 < LAST_FRAME_HOLD_CS);
}

#[test]
fn test_a_piece_animation_has_a_frame_per_position_and_ends_on_the_export() {
    let dir = scratch("animate", "piece");
    let path = dir.join("piece-1.gif");
    let out = maedn(&[
        "animate",
        "piece-1",
        "--algorithm",
        "dp",
        "--size",
        SIZE_ARG,
        "--fps",
        "5",
        "--out",
        path.to_str().unwrap(),
    ]);
    let request = request();
    let d = piece_path(&request, 1).unwrap();
    let figures = piece_frames(&d, &request);
    // The piece on A, then one frame after each move.
    assert_eq!(figures.len(), d.moves.len() + 1);
    assert_frames_are(&path, &out, &figures);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_a_colour_blind_animation_ends_on_the_colour_blind_export() {
    let dir = scratch("animate", "palette");
    let path = dir.join("piece-2.gif");
    let out = maedn(&[
        "animate",
        "piece-2",
        "--algorithm",
        "dp",
        "--palette",
        "colour-blind",
        "--size",
        SIZE_ARG,
        "--out",
        path.to_str().unwrap(),
    ]);
    let colour_blind = FigureRequest {
        scheme: Scheme::ColourBlind,
        ..request()
    };
    let d = piece_path(&colour_blind, 2).unwrap();
    let figures = piece_frames(&d, &colour_blind);
    assert_frames_are(&path, &out, &figures);
    // The board's own colours are not what was drawn.
    let board = piece_frames(&d, &request());
    let (_, _, frames) = decode_gif(&path);
    let last = &frames[frames.len() - 1].0;
    let own = difference(last, &board, board.last().unwrap());
    let chosen = difference(last, &figures, figures.last().unwrap());
    assert!(own > 2.0 * chosen, "board {own}, colour-blind {chosen}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_the_game_animation_has_a_frame_per_roll_and_ends_on_the_export() {
    let dir = scratch("animate", "game");
    let path = dir.join("game.gif");
    let out = maedn(&[
        "animate",
        "game",
        "--size",
        SIZE_ARG,
        "--out",
        path.to_str().unwrap(),
    ]);
    let rules = GameRules::new(&Rules::paper()).unwrap();
    let g = shortest_game(&rules, &Progress::default()).unwrap();
    let figures = game_frames(&g, &FigureRequest::default());
    // Every piece in B, then one frame after each roll.
    assert_eq!(figures.len(), g.game.rolls.len() + 1);
    assert_frames_are(&path, &out, &figures);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_bad_arguments_exit_2_with_one_line_and_write_nothing() {
    let dir = scratch("animate", "bad");
    let gif = dir.join("a.gif");
    let gif = gif.to_str().unwrap();
    let png = dir.join("a.png");
    let bare = dir.join("a");
    let cases: &[(&[&str], &str)] = &[
        (&["animate", "games", "--out", gif], "not an animation"),
        (&["animate", "search", "--out", gif], "not an animation"),
        (&["animate", "search-0", "--out", gif], "1 to 5000 calls"),
        (&["animate", "search-5001", "--out", gif], "1 to 5000 calls"),
        (
            &["animate", "lesson-slide-0", "--out", gif],
            "numbered from 1",
        ),
        (
            &["animate", "lesson-slide-11", "--out", gif],
            "slides 1 to 10",
        ),
        (&["animate", "lesson-slide-2", "--out", gif], "no motion"),
        (
            &["animate", "piece-1", "--format", "avi", "--out", gif],
            "--format",
        ),
        (
            &["animate", "piece-1", "--format", "apng", "--out", gif],
            "does not end in .png",
        ),
        (&["animate", "piece-5", "--out", gif], "pieces are 1 to 4"),
        (&["animate", "piece-0", "--out", gif], "pieces are 1 to 4"),
        (
            &["animate", "piece-1", "--size", "960", "--out", gif],
            "WIDTHxHEIGHT",
        ),
        (
            &["animate", "piece-1", "--size", "96x7y", "--out", gif],
            "WIDTHxHEIGHT",
        ),
        (
            &["animate", "piece-1", "--size", "32x240", "--out", gif],
            "64 to 4096",
        ),
        (
            &["animate", "piece-1", "--size", "5000x720", "--out", gif],
            "64 to 4096",
        ),
        (
            &["animate", "piece-1", "--fps", "0", "--out", gif],
            "1 to 50",
        ),
        (
            &["animate", "piece-1", "--fps", "51", "--out", gif],
            "1 to 50",
        ),
        (
            &["animate", "piece-1", "--fps", "-2", "--out", gif],
            "--fps",
        ),
        (
            &["animate", "piece-1", "--format", "webp", "--out", gif],
            "webp",
        ),
        (
            &["animate", "piece-1", "--out", png.to_str().unwrap()],
            "does not end in .gif",
        ),
        (
            &["animate", "piece-1", "--out", bare.to_str().unwrap()],
            "does not end in .gif",
        ),
        (&["animate", "piece-1"], "--out"),
    ];
    for (args, needle) in cases {
        let out = maedn(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_an_unwritable_file_says_why_and_leaves_nothing_behind() {
    let dir = scratch("animate", "unwritable");
    // A folder where the file should go, and a folder that does not exist.
    let folder = dir.join("taken.gif");
    std::fs::create_dir(&folder).unwrap();
    let missing = dir.join("no-such-folder").join("a.gif");
    for (path, why) in [(&folder, "not a regular file"), (&missing, "cannot write")] {
        let text = path.to_str().unwrap();
        let out = maedn(&[
            "animate",
            "piece-1",
            "--algorithm",
            "dp",
            "--size",
            "64x64",
            "--out",
            text,
        ]);
        assert_eq!(out.status.code(), Some(1), "{text}");
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err.trim_end().lines().last().unwrap_or_default();
        assert_eq!(err.matches(text).count(), 1, "{err}");
        assert!(last.contains(text) && last.contains(why), "{err}");
        assert!(out.stdout.is_empty());
    }
    // Only the folder that was there.
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(left.len(), 1);
    assert!(folder.is_dir() && std::fs::read_dir(&folder).unwrap().count() == 0);
    std::fs::remove_dir_all(&dir).ok();
}

pub(crate) fn animate(name: &str, format: &str, path: &Path) -> std::process::Output {
    maedn(&[
        "animate",
        name,
        "--format",
        format,
        "--size",
        SIZE_ARG,
        "--fps",
        "4",
        "--out",
        path.to_str().unwrap(),
    ])
}

#[test]
fn test_a_search_animation_has_a_frame_per_call_with_its_prune_decision() {
    let dir = scratch("animate", "search");
    let path = dir.join("search.gif");
    let n = 40;
    let out = animate(&format!("search-{n}"), "gif", &path);
    let settings = Settings::default();
    let calls = watch_calls(&settings, n, &Progress::default()).unwrap();
    // One frame a call, the calls numbered 1 to N in order.
    assert_eq!(calls.len() as u64, n);
    assert!(calls.iter().map(|c| c.call.call).eq(1..=n));
    let figures = search_frames(&calls, &settings, &FigureRequest::default());
    assert_frames_are(&path, &out, &figures);
    // The same calls whichever algorithm the settings name.
    let dp = watch_calls(&request().settings, n, &Progress::default()).unwrap();
    assert_eq!(dp, calls);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn test_the_first_lesson_slide_brings_the_pieces_out_one_by_one() {
    let dir = scratch("animate", "slide");
    let path = dir.join("slide-1.gif");
    let out = animate("lesson-slide-1", "gif", &path);
    let tr = Tr::shared(Lang::En);
    let title = maedn::tr!(tr, "lesson-game-title");
    let figures = brought_out_frames(&Rules::paper(), &title, &FigureRequest::default());
    // No piece out, then one to four.
    assert_eq!(figures.len(), 5);
    assert_frames_are(&path, &out, &figures);
    let (_, _, frames) = decode_gif(&path);
    assert!(difference(&frames[1].0, &figures, &figures[1]) < QUANTISED_CLOSE);
    std::fs::remove_dir_all(&dir).ok();
}
