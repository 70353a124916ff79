//! The board on a projector: at 1024 × 768 and 1280 × 720, with the panels
//! as each mode opens them, the board takes at least 60 % of the window's
//! height in every mode that shows one (Solve, Step, Edit, Game, Explore's
//! solved-backwards picture, Your turn in each of its kinds), in English and
//! German; Your turn shows no Solve panel. Measured on the board's 40 track
//! tiles as the window names them (their accessible rectangles).

use std::time::Duration;

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::model::Bits;
use maedn::window::{Command, ExplorePart, Launch, MaednApp, Mode, PlayCommand, PlayKind};

use crate::common::{PAPER_BOARDS, open, step_until};

/// The projectors a class has.
pub const PROJECTORS: [[f32; 2]; 2] = [[1024.0, 768.0], [1280.0, 720.0]];
/// The board's least share of the window's height.
const SHARE: f32 = 0.6;
const LIMIT: Duration = Duration::from_secs(300);

/// The board as painted: the rectangle round its 40 track tiles (the track
/// spans the board's whole width and height), in the window's language.
pub fn board_rect(h: &Harness<'_, MaednApp>, lang: Lang) -> Option<Rect> {
    let tr = Tr::shared(lang);
    let mut rect = Rect::NOTHING;
    for index in 0..40u8 {
        let name = tr.loader().get_args(
            "tile-name-track",
            std::collections::HashMap::from([("index", index.to_string())]),
        );
        let tile = h.query_by_label(&name)?;
        rect = rect.union(tile.rect());
    }
    Some(rect)
}

/// Every mode that shows a board, as a teacher opens it: its name, how the
/// window is launched and what is done after.
fn views() -> Vec<(&'static str, Launch, Vec<Command>)> {
    let board = Bits::from_raw(PAPER_BOARDS[0]);
    let with_board = Launch {
        board: Some(board),
        ..Launch::default()
    };
    let play = Launch {
        play: true,
        ..Launch::default()
    };
    vec![
        ("Solve", Launch::default(), vec![]),
        (
            "Edit",
            with_board.clone(),
            vec![Command::SetMode(Mode::Edit)],
        ),
        ("Step", with_board, vec![Command::SetMode(Mode::Step)]),
        (
            "Game",
            Launch {
                game: true,
                ..Launch::default()
            },
            vec![],
        ),
        ("Your turn", play.clone(), vec![]),
        (
            "Your turn, fair die",
            play.clone(),
            vec![Command::Play(PlayCommand::SetKind(PlayKind::Fair))],
        ),
        (
            "Your turn, whole game",
            play,
            vec![Command::Play(PlayCommand::SetKind(PlayKind::Whole))],
        ),
        // Explore's other parts are charts or the search tree (its board
        // sits below the tree, reached by scrolling: tests/ui/overflow.rs).
        (
            "Explore retro",
            Launch {
                explore: Some(ExplorePart::Retro),
                ..Launch::default()
            },
            vec![],
        ),
    ]
}

/// Every mode with a board, in both languages, on both projectors: the
/// board's height is at least 60 % of the window's.
#[test]
fn test_every_modes_board_takes_sixty_percent_of_the_height() {
    let mut short = Vec::new();
    for (name, launch, commands) in views() {
        for lang in [Lang::En, Lang::De] {
            for size in PROJECTORS {
                let mut h = open(launch.clone(), lang, size);
                for c in &commands {
                    h.state_mut().submit(c.clone());
                }
                if name == "Game" {
                    step_until(&mut h, LIMIT, |ws| ws.game().current().is_some());
                }
                h.run_steps(4);
                let height = board_rect(&h, lang).map_or(0.0, |r| r.height());
                eprintln!(
                    "{name} {lang} {size:?}: board {height:.0} ({:.0} %)",
                    100.0 * height / size[1]
                );
                if height < SHARE * size[1] {
                    short.push(format!("{name} {lang} {size:?}: {height:.0}"));
                }
            }
        }
    }
    assert!(short.is_empty(), "too small: {short:#?}");
}

/// Your turn opens without the Solve panel, open or closed, in both
/// languages.
#[test]
fn test_your_turn_shows_no_solve_panel() {
    for lang in [Lang::En, Lang::De] {
        let h = open(
            Launch {
                play: true,
                ..Launch::default()
            },
            lang,
            PROJECTORS[0],
        );
        let heading = Tr::shared(lang).loader().get("solver-heading");
        assert!(
            h.query_by_label(&heading).is_none(),
            "{lang}: the Solve panel ({heading:?}) shows in Your turn"
        );
        // Not even closed: the only panel toggle is Your turn's own.
        let toggles: usize = ["panel-show", "panel-hide"]
            .iter()
            .map(|id| {
                h.query_all_by_label(&Tr::shared(lang).loader().get(id))
                    .count()
            })
            .sum();
        assert_eq!(
            toggles, 1,
            "{lang}: a closed Solve panel shows in Your turn"
        );
    }
}
