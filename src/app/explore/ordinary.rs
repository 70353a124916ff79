//! How far a normal game moves your hand: the headline, each piece's
//! expected distance (exact) against its optimum, the whole game exactly and
//! simulated, the quickest game, and the simulated games' histogram with the
//! exact expectation marked — the same chart the export draws.

use egui::{RichText, Ui};

use super::{about, palette, rules_line, status_row, table};
use crate::app::chart_view::chart_ui;
use crate::figures::explore::{headline, ordinary_chart};
use crate::game::{MAX_GAMES, PlayStage};
use crate::i18n::words::explore as words;
use crate::i18n::{Tr, count_arg, decimals_arg};
use crate::tr;
use crate::workspace::{Command, ExploreCommand, OrdinaryStale, Workspace};

/// The numbers of games offered.
const GAMES_OFFERED: [u64; 4] = [1_000, 10_000, 100_000, MAX_GAMES];

/// Size of the headline.
const HEADLINE_SIZE: f32 = 24.0;
/// Decimals of expected rolls and of z.
const FEW: usize = 1;
/// Standard errors within which simulation and exact value agree.
const Z_LIMIT: f64 = 3.0;

/// Why the result shown is not the one asked for, in words.
fn stale_text(tr: &Tr, why: OrdinaryStale) -> String {
    match why {
        OrdinaryStale::Rules => tr!(tr, "explore-stale"),
        OrdinaryStale::Games { games, seed } => tr!(
            tr,
            "explore-ordinary-stale-games",
            games = count_arg(games),
            seed = count_arg(seed)
        ),
    }
}

/// The part's view.
pub(super) fn ordinary_ui(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let view = ws.explore().ordinary();
    let inputs = ws.explore_inputs();
    about(ui, &tr!(tr, "explore-ordinary-about"));
    rules_line(ui, &inputs, tr);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(tr, "explore-ordinary-games"));
        for n in GAMES_OFFERED {
            if ui
                .selectable_label(view.games() == n, tr.numbers().count(n))
                .clicked()
                && view.games() != n
            {
                out.push(Command::ExploreDo(ExploreCommand::SetGames(n)));
            }
        }
        ui.separator();
        ui.label(tr!(tr, "explore-ordinary-seed"));
        let mut seed = view.seed();
        if ui
            .add(egui::DragValue::new(&mut seed).range(0..=u32::MAX))
            .changed()
        {
            out.push(Command::ExploreDo(ExploreCommand::SetSeed(seed)));
        }
    });
    status_row(
        ui,
        tr,
        view.running_for(),
        view.outcome(),
        view.stale(&inputs.rules).map(|why| stale_text(tr, why)),
        out,
    );
    if let Some((stage, n)) = view.live() {
        let n = count_arg(n);
        ui.label(match stage {
            PlayStage::Positions => tr!(tr, "explore-ordinary-stage-positions", n = n),
            PlayStage::Expectation => tr!(tr, "explore-ordinary-stage-expectation"),
            PlayStage::Shortest => tr!(tr, "explore-ordinary-stage-shortest"),
            PlayStage::Quickest => tr!(tr, "explore-ordinary-stage-quickest"),
            PlayStage::Simulation => tr!(tr, "explore-ordinary-stage-simulation", n = n),
        });
    }
    let Some(play) = view.play() else { return };
    ui.add_space(super::SECTION_GAP);
    ui.label(
        RichText::new(headline(tr, play))
            .size(HEADLINE_SIZE)
            .strong(),
    );
    ui.label(tr!(
        tr,
        "explore-ordinary-headline-detail",
        optimum = words::length(tr, play.shortest.game.total),
        expected = words::units(tr, play.expectation.units),
        rolls = decimals_arg(play.expectation.rolls, FEW)
    ));
    ui.add_space(super::SECTION_GAP);
    let heads = [
        tr!(tr, "explore-ordinary-col-piece"),
        tr!(tr, "explore-ordinary-col-expected"),
        tr!(tr, "explore-ordinary-col-rolls"),
        tr!(tr, "explore-ordinary-col-optimum"),
        tr!(tr, "explore-ordinary-col-share"),
    ];
    table(ui, "explore_ordinary_grid", &heads, |ui| {
        let optima = &play.shortest.independent.from_a;
        for (p, optimum) in play.pieces.iter().zip(optima) {
            ui.label(words::piece_goal(tr, p.piece));
            ui.label(words::length(tr, p.units));
            ui.label(tr.numbers().decimals(p.rolls, FEW));
            ui.label(words::units(tr, *optimum));
            ui.label(tr.numbers().percent(*optimum, p.units));
            ui.end_row();
        }
    });
    let e = &play.expectation;
    let sim = &play.simulation;
    ui.add_space(super::SECTION_GAP);
    ui.label(tr!(
        tr,
        "explore-ordinary-whole",
        units = words::units(tr, e.units),
        sd = words::units(tr, e.units_sd),
        rolls = decimals_arg(e.rolls, FEW),
        rollssd = decimals_arg(e.rolls_sd, FEW),
        states = count_arg(e.states as u64)
    ));
    ui.label(match sim.standard_error() {
        Some(se) => tr!(
            tr,
            "explore-ordinary-sim",
            games = count_arg(sim.games),
            seed = sim.seed.to_string(),
            mean = words::units(tr, sim.mean),
            se = words::units(tr, se)
        ),
        None => tr!(
            tr,
            "explore-ordinary-sim-one",
            seed = sim.seed.to_string(),
            mean = words::units(tr, sim.mean)
        ),
    });
    match play.simulation_z() {
        Some(z) if z.abs() <= Z_LIMIT => {
            ui.label(tr!(tr, "explore-ordinary-agrees", z = decimals_arg(z, FEW)));
        }
        Some(z) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(
                    tr,
                    "explore-ordinary-disagrees",
                    z = decimals_arg(z, FEW),
                    limit = decimals_arg(Z_LIMIT, 0)
                ),
            );
        }
        None => {
            ui.label(tr!(tr, "explore-ordinary-no-z"));
        }
    }
    ui.label(tr!(
        tr,
        "explore-ordinary-shortest",
        length = words::length(tr, play.shortest.game.total),
        rolls = count_arg(u64::from(play.shortest.rolls))
    ));
    ui.label(tr!(
        tr,
        "explore-ordinary-quickest",
        rolls = count_arg(u64::from(play.quickest.rolls)),
        length = words::length(tr, play.quickest.game.total)
    ));
    ui.add_space(super::SECTION_GAP);
    chart_ui(
        ui,
        "explore_ordinary_chart",
        &ordinary_chart(play, tr),
        palette(ui),
        tr.lang(),
    );
}
