//! Every figure exportable from the window: File → Export figure… lists the
//! named figures, and an export through the (fake) save dialog writes byte
//! for byte what `maedn figure NAME` writes for the same settings; the
//! board's exports (SVG and PNG, light and dark) are one figure.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::process::Command as Process;
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::figures::FIGURES;
use maedn::io::FileKind;
use maedn::window::{Choice, Command, Launch, MaednApp, WindowCommand};

use crate::common::{run_dp, saving_to, scratch, step_until, with_picker};

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
    let svg = scratch("export", "window-full-path.svg");
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
    let cli = scratch("export", "cli-full-path.svg");
    maedn(&["figure", "full-path", "--out", cli.to_str().unwrap()]);
    assert_eq!(std::fs::read(&svg).unwrap(), std::fs::read(&cli).unwrap());
    let status = h.state().workspace().status().map(ToString::to_string);
    assert!(status.unwrap_or_default().contains("window-full-path.svg"));
}

#[test]
fn the_game_view_exports_its_game_as_png() {
    let png = scratch("export", "window-game.png");
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
    let cli = scratch("export", "cli-game.png");
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

/// Exports the board shown as SVG and PNG through the File menu's keys and
/// entries (the picker answers `svg` then `png`), and returns both files.
fn export_both(
    h: &mut Harness<'_, MaednApp>,
    svg: &std::path::Path,
    png: &std::path::Path,
) -> (String, Vec<u8>) {
    for (entry, path) in [("Export board as SVG…", svg), ("Export board as PNG…", png)] {
        h.get_by_label("File").click();
        h.run();
        h.get_by_label_contains(entry).click();
        step_until(h, Duration::from_secs(30), |w| {
            !w.files().is_busy() && !w.files().is_writing() && path.exists()
        });
    }
    (
        std::fs::read_to_string(svg).expect("the SVG"),
        std::fs::read(png).expect("the PNG"),
    )
}

/// File → Export board as SVG and as PNG write the same figure —
/// the board on screen with tile letters, piece numbers, move lengths, a
/// caption and a legend — and the PNG is that SVG rasterised.
#[test]
fn test_the_board_exports_are_one_figure() {
    use maedn::render::{DEFAULT_PNG_SCALE, raster};
    let (svg_path, png_path) = (
        scratch("export", "board.svg"),
        scratch("export", "board.png"),
    );
    let (svg2_path, png2_path) = (scratch("export", "step.svg"), scratch("export", "step.png"));
    let answers = [&svg_path, &png_path, &svg2_path, &png2_path].map(|p| Some(p.to_path_buf()));
    let mut h = with_picker(answers.to_vec());
    h.state_mut()
        .submit(Command::Window(WindowCommand::SetTheme(
            maedn::window::ThemeChoice::Light,
        )));
    run_dp(&mut h, |_| {});
    let (svg, png) = export_both(&mut h, &svg_path, &png_path);
    assert_eq!(
        raster::svg_to_png(&svg, DEFAULT_PNG_SCALE).expect("rasterises"),
        png,
        "the PNG is the SVG rasterised"
    );
    let texts = raster::tree_texts(&raster::parse(&svg).expect("parses"));
    let has = |t: &str| texts.iter().any(|x| x.contains(t));
    for t in [
        "A",
        "B",
        "a",
        "d",
        "1",
        "2",
        "3",
        "4",
        "83,047",
        "dynamic programming",
    ] {
        assert!(has(t), "{t:?} not in the SVG's texts {texts:?}");
    }
    assert!(svg.contains("class=\"legend"), "a legend");

    // Piece 1 stepped to its end: its move lengths are in both exports too.
    h.state_mut().submit(Command::StepThroughSolution);
    h.state_mut().submit(Command::Choose(Choice::One(0)));
    h.state_mut().submit(Command::StepLast);
    h.run();
    let (svg, png) = export_both(&mut h, &svg2_path, &png2_path);
    assert_eq!(
        raster::svg_to_png(&svg, DEFAULT_PNG_SCALE).expect("rasterises"),
        png
    );
    let d = h
        .state()
        .workspace()
        .stepper()
        .current_path()
        .expect("piece 1")
        .clone();
    let texts = raster::tree_texts(&raster::parse(&svg).expect("parses"));
    for m in &d.moves {
        let length = maedn::format::units(m.length);
        assert!(texts.contains(&length), "{length} not in {texts:?}");
    }
    assert!(
        texts.iter().any(|t| t.contains("Piece 1, move 8 of 8")),
        "{texts:?}"
    );
    for p in [svg_path, png_path, svg2_path, png2_path] {
        std::fs::remove_file(p).ok();
    }
}
