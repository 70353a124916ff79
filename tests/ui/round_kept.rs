//! A class round is never lost: a team's moves are saved mid-turn and the
//! round opened again goes on at the roll that team reached; quitting (Ctrl+Q
//! or the window's close button) while a team plays asks first; and the round
//! is saved with the settings as soon as it changes, so after any exit the
//! next start offers it again and carries on where it was. Driven by the
//! window's labels, in English and German.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{Key, Modifiers, ViewportCommand, ViewportEvent, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::game::GameState;
use maedn::i18n::{Lang, Tr};
use maedn::io::{RoundFile, parse_round};
use maedn::tr;
use maedn::window::{
    Command, FakePicker, FilePicker, Launch, MaednApp, Mode, NoPicker, Prefs, RoundStage,
};

use crate::common::{shown, step_until};

/// How long a debug build may take to solve the fair-die optimum.
const SOLVE_TIME: Duration = Duration::from_secs(300);
/// Choices the first team makes before the round is saved.
const CHOICES: usize = 3;

/// eframe's storage, in memory (what `app.ron` holds on disk).
#[derive(Default)]
struct Memory(HashMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// The window in `lang`, started from `prefs` as eframe's storage would
/// hand them over, file dialogs through `picker`.
fn started(
    lang: Lang,
    prefs: Option<Prefs>,
    picker: Arc<dyn FilePicker>,
) -> Harness<'static, MaednApp> {
    let launch = Launch {
        lang: Some(lang),
        ..Launch::default()
    };
    let kept = prefs.is_some();
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| match prefs {
            Some(p) => MaednApp::with_prefs(cc, launch, picker, p),
            None => MaednApp::with_picker(cc, launch, picker),
        });
    if !kept {
        h.state_mut().submit(Command::DismissWelcome);
    }
    h.step();
    h
}

fn click(h: &mut Harness<'_, MaednApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

/// Where the fair-die game shown stands: the position, the face waiting
/// and the rolls so far.
fn at(h: &Harness<'_, MaednApp>) -> (GameState, Option<u8>, usize) {
    let (f, _) = h.state().workspace().play().fair().expect("a game");
    (f.state(), f.die(), f.rolls().len())
}

/// Makes `n` choices with the keys (each the first move's piece), rolling
/// the die after each.
fn make_choices(h: &mut Harness<'_, MaednApp>, n: usize) {
    step_until(h, SOLVE_TIME, |ws| ws.play().fair().is_some());
    for _ in 0..n {
        let piece = {
            let (f, s) = h.state().workspace().play().fair().expect("a game");
            let game = f.game(&s.optimum, usize::MAX);
            let mv = f.moves(&s.optimum)[0];
            maedn::figures::scenes::play::moving_piece(&game, mv).expect("a piece")
        };
        let key = [Key::Num1, Key::Num2, Key::Num3, Key::Num4][usize::from(piece) - 1];
        h.key_press(key);
        h.step();
        assert!(h.state().workspace().play().is_roll_due(), "a choice made");
        h.key_press(Key::Space);
        h.step();
        h.step();
    }
}

/// Waits until no dialog, read or write is under way.
fn files_settle(h: &mut Harness<'_, MaednApp>) {
    let start = Instant::now();
    h.step();
    while h.state().workspace().files().is_busy() || h.state().workspace().files().is_writing() {
        assert!(start.elapsed() < SOLVE_TIME, "timed out");
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.step();
    h.step();
}

/// A round of two teams started in the Play mode, the first team on.
fn round_started(h: &mut Harness<'_, MaednApp>, tr: &Tr) {
    click(h, &tr!(tr, "mode-play"));
    click(h, &tr!(tr, "play-kind-fair"));
    click(h, &tr!(tr, "round-open"));
    click(h, &tr!(tr, "round-fewer"));
    click(h, &tr!(tr, "round-start"));
    assert_eq!(
        h.state().workspace().play().round().map(|r| r.stage()),
        Some(RoundStage::Playing(0))
    );
}

#[test]
fn a_round_saved_mid_turn_goes_on_at_the_roll_its_team_reached() {
    let tr = Tr::shared(Lang::En);
    let file = std::env::temp_dir().join(format!("maedn-round-kept-{}.json", std::process::id()));
    let picker = Arc::new(FakePicker::new(
        vec![Some(file.clone())],
        Duration::from_millis(5),
    ));
    let mut h = started(Lang::En, None, picker);
    round_started(&mut h, tr);
    make_choices(&mut h, CHOICES);
    let reached = at(&h);
    click(&mut h, &tr!(tr, "round-save"));
    files_settle(&mut h);
    // The file keeps the team's moves, the team not yet home.
    let saved: RoundFile =
        parse_round(&std::fs::read_to_string(&file).expect("saved")).expect("a round");
    assert_eq!(saved.teams[0].choices.len(), CHOICES);
    assert!(!saved.teams[0].done);
    // Opened in a new window: the same team at the same roll, same face.
    let again = Arc::new(FakePicker::new(
        vec![Some(file.clone())],
        Duration::from_millis(5),
    ));
    let mut o = started(Lang::En, None, again);
    click(&mut o, &tr!(tr, "mode-play"));
    click(&mut o, &tr!(tr, "play-kind-fair"));
    click(&mut o, &tr!(tr, "round-open"));
    click(&mut o, &tr!(tr, "round-open-file"));
    files_settle(&mut o);
    step_until(&mut o, SOLVE_TIME, |ws| ws.play().fair().is_some());
    assert_eq!(
        o.state().workspace().play().round().map(|r| r.stage()),
        Some(RoundStage::Playing(0))
    );
    assert_eq!(at(&o), reached, "the turn goes on where it was saved");
    std::fs::remove_file(&file).ok();
}

#[test]
fn quitting_during_a_round_asks_first_and_the_next_start_offers_it_again() {
    for lang in [Lang::En, Lang::De] {
        let tr = Tr::shared(lang);
        let mut h = started(lang, None, Arc::new(NoPicker));
        round_started(&mut h, tr);
        make_choices(&mut h, CHOICES);
        let reached = at(&h);
        let team = maedn::i18n::words::round::team_name(tr, 0, "");
        // Ctrl+Q asks; "Keep playing" keeps the window.
        h.key_press_modifiers(Modifiers::COMMAND, Key::Q);
        h.step();
        h.step();
        assert!(h.state().asking_quit(), "{lang:?}: Ctrl+Q asks");
        shown(&h, &tr!(tr, "quit-round-text", name = team.clone()));
        click(&mut h, &tr!(tr, "quit-round-stay"));
        assert!(!h.state().asking_quit());
        // The window's close button: the close is cancelled and the question asked.
        h.input_mut()
            .viewports
            .entry(ViewportId::ROOT)
            .or_default()
            .events
            .push(ViewportEvent::Close);
        h.step();
        let cancelled = h
            .output()
            .viewport_output
            .get(&ViewportId::ROOT)
            .is_some_and(|v| v.commands.contains(&ViewportCommand::CancelClose));
        assert!(cancelled, "{lang:?}: the close is held back");
        h.step();
        assert!(h.state().asking_quit(), "{lang:?}: closing asks too");
        shown(&h, &tr!(tr, "quit-round-quit"));
        // Saved with the settings as soon as it changed: the round and the
        // team's moves, whatever ends the program next.
        assert_eq!(
            eframe::App::auto_save_interval(h.state()),
            Duration::from_secs(1),
            "a changed round is saved within a second"
        );
        let mut disk = Memory::default();
        eframe::App::save(h.state_mut(), &mut disk);
        assert_eq!(
            eframe::App::auto_save_interval(h.state()),
            Duration::from_secs(30)
        );
        let prefs: Prefs = eframe::get_value(&disk, eframe::APP_KEY).expect("saved prefs");
        let kept = prefs.round.clone().expect("the round is kept");
        assert_eq!(kept.teams[0].choices.len(), CHOICES);
        // The next start offers it; carrying on resumes the team's turn. A
        // welcome not seen yet does not stand over the round either.
        let prefs = Prefs {
            welcome_seen: false,
            ..prefs
        };
        let mut next = started(lang, Some(prefs), Arc::new(NoPicker));
        shown(&next, &tr!(tr, "round-kept-title"));
        assert!(next.state().workspace().kept_round().is_some());
        click(&mut next, &tr!(tr, "round-kept-carry-on"));
        assert!(next.state().workspace().kept_round().is_none());
        assert_eq!(next.state().workspace().mode(), Mode::Play);
        step_until(&mut next, SOLVE_TIME, |ws| ws.play().fair().is_some());
        assert_eq!(at(&next), reached, "{lang:?}: carried on where it was");
        assert!(next.query_by_label(&tr!(tr, "welcome-title")).is_none());
        // Discarded, it is not offered again.
        let mut other = started(
            lang,
            Some(Prefs {
                round: Some(kept),
                ..Prefs::default()
            }),
            Arc::new(NoPicker),
        );
        // A first launch's welcome waits: it stood over the question.
        shown(&other, &tr!(tr, "round-kept-title"));
        assert!(other.query_by_label(&tr!(tr, "welcome-title")).is_none());
        click(&mut other, &tr!(tr, "round-kept-discard"));
        assert!(other.state().workspace().kept_round().is_none());
        assert!(other.state().workspace().prefs_to_save().round.is_none());
        assert!(other.query_by_label(&tr!(tr, "round-kept-title")).is_none());
        // Discarded, the welcome of a first launch follows.
        other.step();
        shown(&other, &tr!(tr, "welcome-title"));
    }
}

/// A round kept while a choice waited for the die (the piece chosen, the
/// die not rolled yet) comes back waiting at the same point: the same
/// position, the same face, the die still to roll (it came back rolled).
#[test]
fn a_round_kept_while_the_die_waits_comes_back_waiting() {
    let tr = Tr::shared(Lang::En);
    let mut h = started(Lang::En, None, Arc::new(NoPicker));
    round_started(&mut h, tr);
    make_choices(&mut h, CHOICES);
    // One more choice, the die not rolled.
    let piece = {
        let (f, s) = h.state().workspace().play().fair().expect("a game");
        let game = f.game(&s.optimum, usize::MAX);
        let mv = f.moves(&s.optimum)[0];
        maedn::figures::scenes::play::moving_piece(&game, mv).expect("a piece")
    };
    h.key_press([Key::Num1, Key::Num2, Key::Num3, Key::Num4][usize::from(piece) - 1]);
    h.step();
    assert!(h.state().workspace().play().is_roll_due(), "the die waits");
    let reached = at(&h);
    let mut disk = Memory::default();
    eframe::App::save(h.state_mut(), &mut disk);
    let prefs: Prefs = eframe::get_value(&disk, eframe::APP_KEY).expect("saved prefs");
    let mut next = started(Lang::En, Some(prefs), Arc::new(NoPicker));
    click(&mut next, &tr!(tr, "round-kept-carry-on"));
    step_until(&mut next, SOLVE_TIME, |ws| ws.play().fair().is_some());
    assert_eq!(at(&next), reached, "carried on where it was");
    assert!(
        next.state().workspace().play().is_roll_due(),
        "the die still waits to be rolled"
    );
}
