//! The window's sweep over every bound from 330 to 345 says every switch it
//! saw, that a larger bound gave the optimum back, and names no first loss
//! (the bounds below 330 were not solved), in English and in German; the
//! switches are the engine's own, computed here by the same refinement. The
//! lesson's bound slide lists the bounds that keep the optimum and says why
//! a larger one can give it back, once Predict's answer is revealed (the
//! slide asks whether 230 keeps it).

use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::model::Rules;
use maedn::solver::{Progress, SwitchKind, refine, sweep};
use maedn::window::lesson::{Facts, FactsKey};
use maedn::window::{Command, Launch, LessonCommand, MaednApp, Slide};

use crate::common::{launched, shown, step_until};

fn swept(lang: Lang, open: &str, run: &str) -> Harness<'static, MaednApp> {
    let mut h = launched(Launch {
        lang: Some(lang),
        ..Launch::default()
    });
    h.run();
    h.get_by_label(open).click();
    h.state_mut().submit(Command::SetSweepRange {
        from: 330,
        to: 345,
        step: 1,
    });
    h.run();
    h.get_by_label(run).click();
    h.step();
    step_until(&mut h, Duration::from_secs(120), |w| {
        !w.sweep().is_running()
    });
    h.run();
    h
}

/// The switches between 330 and 345, as the engine finds them.
fn switches() -> Vec<(u32, u32, SwitchKind)> {
    let rules = Rules::paper();
    let progress = Progress::default();
    let points = sweep(&rules, 330..=345, &progress, |_| {}).expect("solves");
    let f = refine(&rules, &points, &progress, |_| {}).expect("solves");
    f.switches
        .iter()
        .map(|s| (s.below.bound, s.above.bound, s.kind()))
        .collect()
}

#[test]
fn test_the_window_shows_the_optimum_given_back() {
    let found = switches();
    assert!(
        found.iter().any(|s| s.2 == SwitchKind::Regained),
        "{found:?}"
    );
    let h = swept(Lang::En, "Where does the bound break? (sweep)", "Run sweep");
    for (below, above, kind) in &found {
        shown(
            &h,
            &match kind {
                SwitchKind::Lost => format!("{below} keeps the optimum, {above} loses it"),
                SwitchKind::Regained => {
                    format!("{below} loses the optimum, {above} keeps it again")
                }
            },
        );
    }
    shown(&h, "a larger bound gave the optimum back");
    shown(&h, "no bound here is claimed to be the first");
    assert!(h.query_by_label_contains("exact break").is_none());

    let h = swept(
        Lang::De,
        "Wo versagt die Schranke? (Durchlauf)",
        "Durchlauf starten",
    );
    for (below, above, kind) in &found {
        shown(
            &h,
            &match kind {
                SwitchKind::Lost => format!("{below} erhält das Optimum, {above} verliert es"),
                SwitchKind::Regained => {
                    format!("{below} verliert das Optimum, {above} erhält es wieder")
                }
            },
        );
    }
    shown(&h, "Eine größere Schranke gab das Optimum zurück");
    assert!(h.query_by_label_contains("Genaue Grenze").is_none());
}

#[test]
fn test_the_bound_slide_shows_the_islands_and_why() {
    let mut h = launched(Launch {
        lesson: true,
        ..Launch::default()
    });
    h.run_steps(2);
    h.state_mut()
        .submit(Command::Lesson(LessonCommand::Goto(Slide::Bound.index())));
    h.run_steps(2);
    let key = FactsKey::Sweep(Rules::paper());
    step_until(&mut h, Duration::from_secs(300), |w| {
        w.lesson().facts().get(key).ready().is_some()
    });
    h.run_steps(3);
    let Some(Facts::Sweep(s)) = h.state().workspace().lesson().facts().get(key).ready() else {
        panic!("the sweep is computed");
    };
    let runs: Vec<String> = s
        .findings
        .kept_runs()
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect();
    assert!(runs.len() > 1, "islands: {runs:?}");
    // Predict asks whether 230 keeps the optimum: before Reveal neither the
    // text nor the chart's line says where it is kept.
    let islands = format!("optimal only at {}.", runs.join(", "));
    assert!(
        h.query_by_label_contains(&islands).is_none(),
        "hidden before Reveal"
    );
    assert!(
        h.query_by_label_contains("Larger bounds gave it back")
            .is_none()
    );
    shown(&h, "Where the optimum is kept shows after Reveal.");
    crate::predict::open_predict(&mut h, Lang::En);
    h.get_by_label("yes").click();
    h.run_steps(2);
    h.get_by_label("Reveal").click();
    h.run_steps(3);
    shown(&h, &islands);
    shown(&h, "Larger bounds gave it back");
}
