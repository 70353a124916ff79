//! Everyone in the room sees it: the charts on a slide and in Present mode
//! set every text at 18 points or more on a 1024 × 768 projector, Z zooms
//! the slide's live part to the whole window and back, and View → Colour
//! vision paints every colour of the window as the simulation sees it.

use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::epaint::{ClippedShape, Shape};
use egui::{Color32, Key, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::render::Rgba;
use maedn::render::vision::Vision;
use maedn::window::{Command, ExplorePart, LessonCommand, MaednApp, NoPicker, Slide};
use maedn::window::{Launch, Mode};

use crate::common::{count_chart_shown, sized, step_until};

/// A chart's text on a projector, in points.
const BACK_ROW: f32 = 18.0;
const LIMIT: Duration = Duration::from_secs(300);

/// Every text painted in the last frame: its string, its smallest font size
/// and its font family's name.
fn painted_texts(h: &Harness<'_, MaednApp>) -> Vec<(String, f32, String)> {
    fn walk(shape: &Shape, out: &mut Vec<(String, f32, String)>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            Shape::Text(t) => {
                let job = &t.galley.job;
                let size = job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min);
                let family = job
                    .sections
                    .first()
                    .map(|s| s.format.font_id.family.to_string())
                    .unwrap_or_default();
                if !job.text.trim().is_empty() {
                    out.push((job.text.clone(), size, family));
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        walk(shape, &mut out);
    }
    out
}

fn lesson_at(size: [f32; 2]) -> Harness<'static, MaednApp> {
    let mut h = sized(
        Launch {
            lesson: true,
            ..Launch::default()
        },
        Arc::new(NoPicker),
        size,
    );
    h.state_mut().submit(Command::DismissWelcome);
    h.run_steps(2);
    h
}

fn until_facts(h: &mut Harness<'_, MaednApp>) {
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
        assert!(start.elapsed() < LIMIT, "{:?} not computed", lesson.slide());
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run_steps(3);
}

/// The Size slide's chart (ticks, axis titles, legend) is set at 18 points
/// or more at both projector sizes, and larger on a larger window.
#[test]
fn test_a_slides_chart_text_reads_from_the_back_row() {
    let mut h = lesson_at([1024.0, 768.0]);
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(Slide::Size.index())));
    h.run_steps(2);
    until_facts(&mut h);
    let mut smallest_at = Vec::new();
    for (w, height) in [(1024.0, 768.0), (1280.0, 720.0), (1920.0, 1080.0)] {
        h.set_size(vec2(w, height));
        h.run_steps(3);
        // The figure font paints the chart and its legend only on this slide.
        let chart: Vec<(String, f32, String)> = painted_texts(&h)
            .into_iter()
            .filter(|(_, _, family)| family.contains("maedn-figure"))
            .collect();
        assert!(chart.len() > 5, "{w}×{height}: {chart:?}");
        let smallest = chart.iter().map(|t| t.1).fold(f32::INFINITY, f32::min);
        if w < 1500.0 {
            assert!(smallest >= BACK_ROW, "{w}×{height}: {chart:?}");
        }
        smallest_at.push(smallest);
    }
    // It scales with the window.
    assert!(smallest_at[2] > smallest_at[0], "{smallest_at:?}");
}

/// In Present mode, a chart's tick labels, axis titles and legend are set
/// at 18 points or more on a 1024 × 768 projector (the Explore view's count).
#[test]
fn test_a_presented_chart_reads_from_the_back_row() {
    let mut h = sized(
        Launch {
            explore: Some(ExplorePart::Count),
            ..Launch::default()
        },
        Arc::new(NoPicker),
        [1024.0, 768.0],
    );
    h.state_mut().submit(Command::DismissWelcome);
    h.step();
    step_until(&mut h, LIMIT, |ws| ws.explore().count().counts().is_some());
    let chart = count_chart_shown(&h);
    let mut names: Vec<String> = chart.legend().into_iter().map(|e| e.label).collect();
    names.push(chart.x_title.clone());
    names.push(chart.y_title.clone());
    let size_of = |h: &Harness<'_, MaednApp>, name: &str| {
        painted_texts(h)
            .into_iter()
            .filter(|t| t.0 == name)
            .map(|t| t.1)
            .fold(f32::INFINITY, f32::min)
    };
    h.run_steps(3);
    let before: Vec<f32> = names.iter().map(|n| size_of(&h, n)).collect();
    h.state_mut().submit(Command::TogglePresent);
    h.run_steps(4);
    for (name, was) in names.iter().zip(before) {
        let now = size_of(&h, name);
        assert!(now.is_finite(), "{name:?} not painted");
        assert!(now >= BACK_ROW, "{name:?}: {now} points (was {was})");
    }
}

/// Z zooms the slide's live part to the whole window and back: the board's
/// tile letters spread over more than 60 % of the window's height.
#[test]
fn test_z_zooms_the_live_part_to_the_window() {
    let (w, height) = (1280.0, 720.0);
    let mut h = lesson_at([w, height]);
    assert_eq!(h.state().workspace().mode(), Mode::Lesson);
    // The board's side, from the spread of its tile letters (the outer
    // ring's A and B lie 10 tiles apart on a board 11.8 tiles wide).
    let board_side = |h: &Harness<'_, MaednApp>| {
        let ys: Vec<f32> = h
            .output()
            .shapes
            .iter()
            .filter_map(|c| match &c.shape {
                Shape::Text(t) if t.galley.job.text == "A" || t.galley.job.text == "B" => {
                    Some(t.pos.y)
                }
                _ => None,
            })
            .collect();
        let (lo, hi) = ys
            .iter()
            .fold((f32::INFINITY, f32::NEG_INFINITY), |(a, b), y| {
                (a.min(*y), b.max(*y))
            });
        (hi - lo) * 11.8 / 10.0
    };
    let before = board_side(&h);
    h.key_press(Key::Z);
    h.run_steps(3);
    let zoomed = board_side(&h);
    assert!(zoomed >= 0.6 * height, "zoomed board {zoomed} of {height}");
    assert!(zoomed > before * 1.2, "{before} → {zoomed}");
    h.key_press(Key::Z);
    h.run_steps(3);
    assert!((board_side(&h) - before).abs() < 2.0, "back");
    eprintln!("lesson board at {w}×{height}: {before:.0} px, zoomed {zoomed:.0} px");
}

/// Every colour the simulation turns `c` into, as the test computes it.
fn seen(vision: Vision, c: Color32) -> Color32 {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    let s = vision.see(Rgba { r, g, b, a });
    Color32::from_rgba_unmultiplied(s.r, s.g, s.b, s.a)
}

/// The fill and stroke colours of every rectangle, circle and path painted.
fn colours(h: &Harness<'_, MaednApp>) -> Vec<Color32> {
    fn walk(shape: &Shape, out: &mut Vec<Color32>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            Shape::Rect(r) => out.extend([r.fill, r.stroke.color]),
            Shape::Circle(c) => out.extend([c.fill, c.stroke.color]),
            Shape::Path(p) => out.push(p.fill),
            Shape::LineSegment { stroke, .. } => out.push(stroke.color),
            Shape::Text(t) => out.push(t.fallback_color),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for c in &h.output().shapes {
        walk(&c.shape, &mut out);
    }
    out
}

/// View → Colour vision → Deuteranope paints every colour of the window
/// (board, panels, text) as the deuteranopia simulation sees it, and Normal
/// paints them as before.
#[test]
fn test_the_colour_vision_preview_paints_the_simulated_colours() {
    let mut h = sized(Launch::default(), Arc::new(NoPicker), [1024.0, 768.0]);
    h.state_mut().submit(Command::DismissWelcome);
    h.run_steps(3);
    let normal = colours(&h);
    h.get_by_label("View").click();
    h.run_steps(2);
    h.get_by_label("Deuteranope (no green cones)").click();
    h.run_steps(3);
    assert_eq!(h.state().workspace().prefs().vision, Vision::Deuteranopia);
    let previewed = colours(&h);
    assert_eq!(normal.len(), previewed.len(), "the same frame");
    let mut changed = 0;
    for (a, b) in normal.iter().zip(&previewed) {
        let want = if *a == Color32::PLACEHOLDER || a.a() == 0 {
            *a
        } else {
            seen(Vision::Deuteranopia, *a)
        };
        assert_eq!(*b, want, "{a:?} painted as {b:?}");
        changed += usize::from(a != b);
    }
    assert!(
        changed > 10,
        "the red and green of the board change: {changed}"
    );
    h.state_mut().submit(Command::SetVision(Vision::Normal));
    h.run_steps(3);
    assert_eq!(colours(&h), normal);
}
