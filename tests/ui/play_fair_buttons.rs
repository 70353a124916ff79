//! The fair-die game's move buttons on a projector: from the first choice
//! to home, at 1024 × 768 and 1280 × 720, on a desk and in Present, in
//! English and German, every button's words stand on one line, whole (not
//! cut with "…") and inside the window, as the chosen-roll buttons do
//! (`play::every_roll_button_stands_on_one_line`).

use std::time::Duration;

use egui::epaint::{ClippedShape, Shape};
use egui_kittest::Harness;
use maedn::figures::scenes::play::moving_piece;
use maedn::i18n::words::play_mode::fair_move;
use maedn::i18n::{Lang, Tr};
use maedn::window::{Command, Launch, MaednApp, PlayCommand, PlayKind};

use crate::common::{open, step_until};

/// How long a debug build may take to solve the fair-die optimum.
const SOLVE_TIME: Duration = Duration::from_secs(300);

/// How `words` was painted: its rows, whether it was cut short, and whether
/// it lies inside its clip and the window.
fn painted_as(h: &Harness<'_, MaednApp>, words: &str, width: f32) -> Option<(usize, bool, bool)> {
    fn walk(
        shape: &Shape,
        words: &str,
        clip: egui::Rect,
        width: f32,
    ) -> Option<(usize, bool, bool)> {
        match shape {
            Shape::Vec(v) => v.iter().find_map(|s| walk(s, words, clip, width)),
            Shape::Text(t) if t.galley.job.text == words => {
                let rect = t.visual_bounding_rect();
                let inside = clip.expand(0.5).contains_rect(rect) && rect.max.x <= width + 0.5;
                Some((t.galley.rows.len(), t.galley.elided, inside))
            }
            _ => None,
        }
    }
    h.output().shapes.iter().find_map(
        |ClippedShape {
             shape, clip_rect, ..
         }| walk(shape, words, *clip_rect, width),
    )
}

/// The words of every move button the fair-die game offers now.
fn offered(h: &Harness<'_, MaednApp>, tr: &Tr) -> Vec<(String, maedn::game::Move)> {
    let Some((f, s)) = h.state().workspace().play().fair() else {
        return Vec::new();
    };
    let game = f.game(&s.optimum, usize::MAX);
    f.moves(&s.optimum)
        .into_iter()
        .map(|mv| {
            let piece = moving_piece(&game, mv).unwrap_or(1);
            (fair_move(tr, piece, mv, s.optimum.rules().length(mv)), mv)
        })
        .collect()
}

#[test]
fn every_fair_move_button_stands_whole_on_one_line() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        for size in [[1024.0, 768.0], [1280.0, 720.0]] {
            for present in [false, true] {
                let mut h = open(
                    Launch {
                        play: true,
                        present,
                        ..Launch::default()
                    },
                    lang,
                    size,
                );
                h.state_mut()
                    .submit(Command::Play(PlayCommand::SetKind(PlayKind::Fair)));
                step_until(&mut h, SOLVE_TIME, |ws| ws.play().fair().is_some());
                h.run_steps(3);
                let mut bad = Vec::new();
                let mut seen = 0;
                for _ in 0..200 {
                    if h.state().workspace().play().is_finished() {
                        break;
                    }
                    let moves = offered(&h, tr);
                    if moves.is_empty() {
                        h.state_mut().submit(Command::Play(PlayCommand::RollDie));
                        // The story's scroll to the new choice is animated.
                        h.run_steps(4);
                        continue;
                    }
                    for (words, _) in &moves {
                        seen += 1;
                        match painted_as(&h, words, size[0]) {
                            Some((1, false, true)) => {}
                            how => bad.push((words.clone(), how)),
                        }
                    }
                    // The last move: far from A, its words are longest.
                    let mv = moves.last().map(|m| m.1).expect("a move");
                    h.state_mut().submit(Command::Play(PlayCommand::Choose(mv)));
                    h.run_steps(2);
                }
                assert!(
                    seen > 0,
                    "{lang} at {size:?}, present {present}: no buttons"
                );
                assert!(
                    bad.is_empty(),
                    "{lang} at {size:?}, present {present}: (rows, cut, inside) {bad:#?}"
                );
            }
        }
    }
}
