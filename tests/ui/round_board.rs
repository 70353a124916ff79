//! A class round that is fair to the teams that come later, and a scoreboard
//! a class can read: while a round is set up or played nothing shows the best
//! play for its dice (not the best player's game, not the costliest choice,
//! not what a move cost, and the cost switch is off), also on the setup of a
//! seed already played; at the end the scoreboard and the teams' legend read
//! from the back row in Present mode at 1024 × 768 and 1280 × 720, its
//! buttons inside the window, and a click on a team shows its game above the
//! others. English and German; sizes measured on the shapes painted.

use std::time::Duration;

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use maedn::i18n::words::round::standing;
use maedn::i18n::{Lang, Tr, units_arg};
use maedn::tr;
use maedn::window::{Command, Launch, MaednApp, PlayCommand, RoundCommand, RoundStage};

use crate::common::{launched, step_until};
use crate::play_present::{BACK_ROW, PROJECTORS, on_board, painted, size};

/// How long a debug build may take to solve the fair-die optimum.
const SOLVE_TIME: Duration = Duration::from_secs(300);

/// Plays the team on to the end: the best move, or the worst.
fn play_home(h: &mut Harness<'_, MaednApp>, worst: bool) {
    loop {
        let mv = {
            let (f, s) = h.state().workspace().play().fair().expect("a game");
            let Some(die) = f.die() else { break };
            let choices = s.optimum.choices(f.state(), die);
            let c = if worst {
                choices.last()
            } else {
                choices.first()
            };
            c.expect("a choice").mv
        };
        h.state_mut().submit(Command::Play(PlayCommand::Choose(mv)));
        h.step();
        h.state_mut().submit(Command::Play(PlayCommand::RollDie));
        h.step();
    }
    h.step();
    assert!(h.state().workspace().play().is_finished());
}

/// Nothing about the best play for the round's dice is on screen.
fn nothing_of_the_best(h: &Harness<'_, MaednApp>, tr: &Tr, at: &str) {
    let play = h.state().workspace().play();
    assert!(play.hides_best(), "{at}");
    assert!(play.best_game().is_none(), "{at}: the best game");
    assert!(!play.shows_cost(), "{at}: what a move cost");
    let best_said = tr!(tr, "play-fair-best-game", units = units_arg(1.0));
    let best_said = best_said.split(':').next().unwrap_or_default();
    assert!(
        h.query_by_label_contains(best_said).is_none(),
        "{at}: {best_said}"
    );
    let worst_said = tr!(
        tr,
        "play-fair-costliest",
        n = 1,
        die = 1,
        from = "A",
        to = "1",
        cost = units_arg(1.0)
    );
    let worst_said = worst_said.split(':').next().unwrap_or_default();
    assert!(
        h.query_by_label_contains(worst_said).is_none(),
        "{at}: {worst_said}"
    );
}

fn round_flow(lang: Lang) {
    let tr = Tr::shared(lang);
    let mut h = launched(Launch {
        play: true,
        lang: Some(lang),
        ..Launch::default()
    });
    for label in [
        tr!(tr, "play-kind-fair"),
        tr!(tr, "round-open"),
        tr!(tr, "round-fewer"),
        tr!(tr, "round-start"),
    ] {
        h.get_by_label(&label).click();
        h.step();
        h.step();
    }
    step_until(&mut h, SOLVE_TIME, |ws| ws.play().fair().is_some());
    play_home(&mut h, false);
    h.run_steps(2);
    nothing_of_the_best(&h, tr, &format!("{lang:?}: team 1 home"));
    // The switch that would show each move's cost is off in a round.
    let label = tr!(tr, "play-show-cost");
    let disabled = h.get_by_label(&label).accesskit_node().is_disabled();
    assert!(disabled, "{lang:?}");
    h.state_mut().submit(Command::Round(RoundCommand::Next));
    h.step();
    play_home(&mut h, true);
    h.state_mut().submit(Command::Round(RoundCommand::Next));
    h.run_steps(3);
    let ws = h.state().workspace();
    assert_eq!(ws.play().round().map(|r| r.stage()), Some(RoundStage::Done));
    assert!(
        ws.play().best_game().is_some(),
        "{lang:?}: shown at the end"
    );
    let list = ws.play().round_standings().expect("a scoreboard");
    // The scoreboard in Present mode on both projectors.
    h.state_mut().submit(Command::TogglePresent);
    for [w, height] in PROJECTORS {
        h.set_size(vec2(w, height));
        h.run_steps(3);
        let at = format!("{lang:?} {w}×{height}");
        let texts = painted(&h);
        let numbers: Vec<String> = list
            .iter()
            .flat_map(|s| [tr.numbers().units(s.total), tr.numbers().units(s.away)])
            .collect();
        let cells: Vec<f32> = texts
            .iter()
            .filter(|t| numbers.contains(&t.galley.job.text) && !on_board(t))
            .map(size)
            .collect();
        assert_eq!(cells.len(), numbers.len(), "{at}: every number once");
        assert!(cells.iter().all(|s| *s >= BACK_ROW), "{at}: {cells:?}");
        let legend: Vec<f32> = texts
            .iter()
            .filter(|t| {
                on_board(t)
                    && t.galley
                        .job
                        .text
                        .contains(tr.numbers().units(list[0].total).as_str())
            })
            .map(size)
            .collect();
        assert!(!legend.is_empty(), "{at}: the teams' legend is shown");
        assert!(
            legend.iter().all(|s| *s >= BACK_ROW),
            "{at}: legend {legend:?}"
        );
        for label in [
            tr!(tr, "round-save"),
            tr!(tr, "round-open-file"),
            tr!(tr, "round-again"),
            tr!(tr, "round-end"),
        ] {
            let r = h.get_by_label(&label).rect();
            assert!(
                r.min.x >= 0.0 && r.max.x <= w && r.min.y >= 0.0 && r.max.y <= height,
                "{at}: {label} at {r:?}"
            );
        }
    }
    // A click on a team shows its game above the others; again, all alike.
    let second = &list[1];
    let name = h
        .state()
        .workspace()
        .play()
        .round()
        .map(|r| r.teams()[second.team].name.clone())
        .unwrap_or_default();
    let line = standing(
        tr,
        second.rank,
        second.tied,
        second.team,
        &name,
        second.total,
        second.away,
    );
    h.get_by_label(&line).click();
    h.run_steps(2);
    let round = h.state().workspace().play().round().expect("a round");
    assert_eq!(round.highlight(), Some(second.team), "{lang:?}");
    h.get_by_label(&line).click();
    h.run_steps(2);
    let round = h.state().workspace().play().round().expect("a round");
    assert_eq!(round.highlight(), None, "{lang:?}");
    // A new round of the same seed: its setup shows nothing of the best either.
    h.get_by_label(&tr!(tr, "round-again")).click();
    h.run_steps(2);
    assert_eq!(
        h.state().workspace().play().round().map(|r| r.stage()),
        Some(RoundStage::Setup)
    );
    nothing_of_the_best(&h, tr, &format!("{lang:?}: the setup of a seed played"));
}

#[test]
fn a_round_hides_the_best_play_until_every_team_is_home_in_english() {
    round_flow(Lang::En);
}

#[test]
fn a_round_hides_the_best_play_until_every_team_is_home_in_german() {
    round_flow(Lang::De);
}
