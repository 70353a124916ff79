//! The Play mode read from the back row: in Present mode, on a 1024 × 768
//! and a 1280 × 720 projector and in both languages, the choice of game is
//! set in the story's large type, the roll numbers over the target rings and
//! the board's legend (Play, Solve, Game) at a chart's text size (18 points
//! or more), and the fair-die title never wraps its seed alone onto a line.
//! Every size is measured on the shapes the window painted.

use egui::epaint::{ClippedShape, Shape, TextShape};
use egui_kittest::Harness;
use maedn::i18n::{Lang, Tr};
use maedn::window::{Command, Launch, MaednApp, NoPicker, PlayCommand, PlayKind};

use crate::common::sized;

/// A chart's text on a projector, in points.
pub(crate) const BACK_ROW: f32 = 18.0;
/// The two projectors.
pub(crate) const PROJECTORS: [[f32; 2]; 2] = [[1024.0, 768.0], [1280.0, 720.0]];
/// The font family the board's drawing paints its text in.
const FIGURE_FONT: &str = "maedn-figure";
/// The largest seed the window's "New seed" button draws.
const LONG_SEED: u64 = u32::MAX as u64 - 1;

/// Every text the last frame painted.
pub(crate) fn painted(h: &Harness<'_, MaednApp>) -> Vec<TextShape> {
    fn walk(shape: &Shape, out: &mut Vec<TextShape>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            Shape::Text(t) if !t.galley.job.text.trim().is_empty() => out.push(t.clone()),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        walk(shape, &mut out);
    }
    out
}

/// A text's smallest font size.
pub(crate) fn size(t: &TextShape) -> f32 {
    t.galley
        .job
        .sections
        .iter()
        .map(|s| s.format.font_id.size)
        .fold(f32::INFINITY, f32::min)
}

/// Is `t` painted by the board's drawing (the board and its legend)?
pub(crate) fn on_board(t: &TextShape) -> bool {
    t.galley
        .job
        .sections
        .first()
        .is_some_and(|s| s.format.font_id.family.to_string().contains(FIGURE_FONT))
}

/// The window in Present mode at `size`, in `lang`, opened as `launch` says.
fn presented(launch: Launch, lang: Lang, size: [f32; 2]) -> Harness<'static, MaednApp> {
    let mut h = sized(
        Launch {
            present: true,
            lang: Some(lang),
            ..launch
        },
        std::sync::Arc::new(NoPicker),
        size,
    );
    h.state_mut().submit(Command::DismissWelcome);
    h.run_steps(3);
    assert!(h.state().workspace().presenting());
    h
}

fn play(lang: Lang, size: [f32; 2]) -> Harness<'static, MaednApp> {
    presented(
        Launch {
            play: true,
            ..Launch::default()
        },
        lang,
        size,
    )
}

/// The smallest size of the painted texts that `wanted` picks, and how many
/// there were.
fn smallest(h: &Harness<'_, MaednApp>, wanted: impl Fn(&TextShape) -> bool) -> (f32, usize) {
    let picked: Vec<f32> = painted(h).iter().filter(|t| wanted(t)).map(size).collect();
    (
        picked.iter().copied().fold(f32::INFINITY, f32::min),
        picked.len(),
    )
}

#[test]
fn test_the_choice_of_game_is_in_large_type_when_presenting() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        let kinds = [
            maedn::tr!(tr, "play-kind-chosen"),
            maedn::tr!(tr, "play-kind-fair"),
            maedn::tr!(tr, "play-kind-whole"),
        ];
        for at in PROJECTORS {
            let h = play(lang, at);
            let (least, n) = smallest(&h, |t| kinds.contains(&t.galley.job.text));
            assert_eq!(n, 3, "{lang:?} {at:?}: the three kinds once each");
            eprintln!("{lang:?} {at:?}: the choice of game at {least:.1} points");
            assert!(least >= BACK_ROW, "{lang:?} {at:?}: {least} points");
        }
    }
}

#[test]
fn test_the_roll_numbers_over_the_targets_read_from_the_back_row() {
    for lang in [Lang::En, Lang::De] {
        for at in PROJECTORS {
            let h = play(lang, at);
            assert_eq!(h.state().workspace().play().kind(), PlayKind::Chosen);
            // From A the rolls 2 to 6 are ringed (the piece itself is "1").
            let rolls = ["2", "3", "4", "5", "6"];
            let (least, n) = smallest(&h, |t| {
                on_board(t) && rolls.contains(&t.galley.job.text.as_str())
            });
            // Each number once, or with its halo painted beneath it.
            assert!(n >= rolls.len(), "{lang:?} {at:?}: {n}");
            eprintln!("{lang:?} {at:?}: roll numbers at {least:.1} points");
            assert!(least >= BACK_ROW, "{lang:?} {at:?}: {least} points");
        }
    }
}

/// The legend's rows: the board's texts longer than a tile's letter or number.
fn legend_rows(t: &TextShape) -> bool {
    on_board(t) && t.galley.job.text.chars().count() > 3
}

#[test]
fn test_the_board_legend_reads_from_the_back_row() {
    for lang in [Lang::En, Lang::De] {
        for at in PROJECTORS {
            for (view, launch) in [
                (
                    "play",
                    Launch {
                        play: true,
                        ..Launch::default()
                    },
                ),
                ("solve", Launch::default()),
                (
                    "game",
                    Launch {
                        game: true,
                        ..Launch::default()
                    },
                ),
            ] {
                let h = presented(launch, lang, at);
                assert!(h.state().workspace().legend_shown());
                let (least, n) = smallest(&h, legend_rows);
                assert!(n >= 1, "{view} {lang:?} {at:?}: no legend painted");
                eprintln!("{view} {lang:?} {at:?}: legend at {least:.1} points ({n} rows)");
                assert!(least >= BACK_ROW, "{view} {lang:?} {at:?}: {least} points");
            }
        }
    }
}

#[test]
fn test_the_fair_die_title_never_wraps_its_seed_alone() {
    let seed = LONG_SEED.to_string();
    for lang in [Lang::En, Lang::De] {
        for at in PROJECTORS {
            let mut h = play(lang, at);
            h.state_mut()
                .submit(Command::Play(PlayCommand::SetKind(PlayKind::Fair)));
            h.state_mut()
                .submit(Command::Play(PlayCommand::SetSeed(LONG_SEED)));
            h.run_steps(3);
            assert_eq!(h.state().workspace().play().seed(), LONG_SEED);
            let texts = painted(&h);
            let with_seed: Vec<&TextShape> = texts
                .iter()
                .filter(|t| t.galley.job.text.contains(&seed))
                .collect();
            assert!(!with_seed.is_empty(), "{lang:?} {at:?}: the seed is shown");
            for t in with_seed {
                let rows: Vec<String> = t.galley.rows.iter().map(|r| r.text()).collect();
                eprintln!("{lang:?} {at:?}: {rows:?}");
                assert!(
                    rows.iter().all(|r| r.trim() != seed),
                    "{lang:?} {at:?}: the seed alone on a line in {rows:?}"
                );
            }
        }
    }
}

/// The fair die's story stays in its column on both projectors: the die's
/// words beside it wrap, so no line runs on over the board (one did, and
/// widened the column for every line after it).
#[test]
fn test_the_fair_die_story_stays_beside_the_board() {
    use egui_kittest::kittest::{NodeT as _, Queryable as _};
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        for at in PROJECTORS {
            let mut h = play(lang, at);
            h.state_mut()
                .submit(Command::Play(PlayCommand::SetKind(PlayKind::Fair)));
            crate::common::step_until(&mut h, std::time::Duration::from_secs(300), |ws| {
                ws.play().fair().is_some()
            });
            h.run_steps(3);
            let track = maedn::tr!(tr, "tile-name-track", index = 0);
            let track = track.trim_end_matches('0').to_owned();
            let tile = |n: &egui_kittest::Node<'_>| {
                n.accesskit_node()
                    .label()
                    .is_some_and(|l| l.starts_with(&track))
            };
            let board_left = h
                .query_all_by_label_contains("")
                .filter(|n| tile(n))
                .map(|n| n.rect().min.x)
                .fold(f32::INFINITY, f32::min);
            assert!(board_left.is_finite(), "{lang:?} {at:?}: the board's tiles");
            let keys = maedn::tr!(tr, "play-keys-fair");
            let (f, _) = h.state().workspace().play().fair().expect("a game");
            let die = f.die().expect("a choice waits");
            let roll = maedn::tr!(
                tr,
                "play-fair-roll",
                roll = maedn::i18n::count_arg(f.rolls().len() as u64 + 1),
                die = maedn::i18n::count_arg(u64::from(die))
            );
            for text in [roll, keys] {
                let right = h.get_by_label(&text).rect().max.x;
                assert!(
                    right <= board_left,
                    "{lang:?} {at:?}: {text:?} ends at {right}, the board starts at {board_left}"
                );
            }
        }
    }
}
