//! Every figure exportable from the window: File → Export figure… lists the
//! named figures, and an export through the (fake) save dialog writes byte
//! for byte what `maedn figure NAME` writes for the same settings.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::PathBuf;
use std::process::Command as Process;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::figures::FIGURES;
use maedn::io::FileKind;
use maedn::window::Launch;

use crate::common::{saving_to, scratch, step_until};

fn tmp(name: &str) -> PathBuf {
    scratch("export", name)
}

/// Runs the command line as a user would.
fn maedn(args: &[&str]) {
    let out = Process::new(env!("CARGO_BIN_EXE_maedn"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_menu_lists_every_figure_and_exports_what_the_command_line_writes() {
    let svg = tmp("window-full-path.svg");
    let (mut h, picker) = saving_to(Launch::default(), &svg);
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Export figure").click();
    h.run();
    assert!(h.state().workspace().export().is_open());
    // Every named figure is offered, from the one table.
    for spec in FIGURES {
        h.get_by_label(spec.name);
    }
    h.get_by_label("full-path").click();
    h.run();
    h.get_by_label("Export…").click();
    step_until(&mut h, Duration::from_secs(60), |ws| {
        !ws.files().is_busy() && !ws.export().is_running() && ws.status().is_some()
    });
    assert_eq!(
        picker.asked(),
        [(
            FileKind::Picture(maedn::io::Format::Svg),
            Some("maedn-full-path.svg".to_owned())
        )]
    );
    let cli = tmp("cli-full-path.svg");
    maedn(&["figure", "full-path", "--out", cli.to_str().unwrap()]);
    assert_eq!(std::fs::read(&svg).unwrap(), std::fs::read(&cli).unwrap());
    let status = h.state().workspace().status().map(ToString::to_string);
    assert!(status.unwrap_or_default().contains("window-full-path.svg"));
}

#[test]
fn the_game_view_exports_its_game_as_png() {
    let png = tmp("window-game.png");
    let launch = Launch {
        game: true,
        ..Launch::default()
    };
    let (mut h, _) = saving_to(launch, &png);
    step_until(&mut h, Duration::from_secs(120), |ws| {
        ws.game().current().is_some()
    });
    h.get_by_label("Export this figure…").click();
    h.run();
    assert_eq!(h.state().workspace().export().choice().name, "game");
    h.get_by_label("PNG").click();
    h.run();
    h.get_by_label("Export…").click();
    step_until(&mut h, Duration::from_secs(120), |ws| {
        !ws.files().is_busy() && !ws.export().is_running() && ws.status().is_some()
    });
    let cli = tmp("cli-game.png");
    maedn(&[
        "figure",
        "game",
        "--format",
        "png",
        "--out",
        cli.to_str().unwrap(),
    ]);
    assert_eq!(std::fs::read(&png).unwrap(), std::fs::read(&cli).unwrap());
}
