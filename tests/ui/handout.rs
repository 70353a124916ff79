//! File → Worksheet… and File → Export lesson as PDF…: the handout window
//! writes through the (fake) save dialog exactly the PDF `maedn handout`
//! writes, and Cancel stops a lesson being written with nothing written.
#![expect(clippy::unwrap_used, reason = "tests may unwrap")]

use std::path::PathBuf;
use std::process::Command as Process;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::io::FileKind;
use maedn::window::Launch;

use crate::common::{saving_to, scratch, step_until};

fn tmp(name: &str) -> PathBuf {
    scratch("handout", name)
}

#[test]
fn the_worksheet_menu_writes_what_the_command_line_writes() {
    let pdf = tmp("window-sheet.pdf");
    let (mut h, picker) = saving_to(
        Launch {
            lang: Some(maedn::i18n::Lang::En),
            ..Launch::default()
        },
        &pdf,
    );
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Worksheet").click();
    h.run();
    assert!(h.state().workspace().handout().is_open());
    h.get_by_label_contains("Export PDF").click();
    step_until(&mut h, Duration::from_secs(60), |ws| {
        !ws.files().is_busy() && !ws.handout().is_running() && ws.status().is_some()
    });
    assert_eq!(
        picker.asked(),
        [(FileKind::Pdf, Some("maedn-worksheet-1-en.pdf".to_owned()))]
    );
    let cli = tmp("cli-sheet.pdf");
    let out = Process::new(env!("CARGO_BIN_EXE_maedn"))
        .args([
            "handout",
            "worksheet",
            "--seed",
            "1",
            "--lang",
            "en",
            "--out",
        ])
        .arg(&cli)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(&pdf).unwrap(), std::fs::read(&cli).unwrap());
}

#[test]
fn cancel_stops_the_lesson_and_writes_nothing() {
    let pdf = tmp("window-lesson-cancelled.pdf");
    let (mut h, _) = saving_to(
        Launch {
            lang: Some(maedn::i18n::Lang::En),
            ..Launch::default()
        },
        &pdf,
    );
    // The lesson waits before it writes until it is cancelled: the Cancel
    // below can never come after the file is written.
    h.state_mut()
        .workspace_mut()
        .handout_mut()
        .hold_before_starting();
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("lesson as PDF").click();
    h.run();
    h.get_by_label_contains("Export PDF").click();
    step_until(&mut h, Duration::from_secs(30), |ws| {
        ws.handout().is_running()
    });
    h.get_by_label("Cancel the PDF").click();
    step_until(&mut h, Duration::from_secs(30), |ws| {
        !ws.handout().is_running() && ws.status().is_some()
    });
    let status = h
        .state()
        .workspace()
        .status()
        .map(ToString::to_string)
        .unwrap();
    assert!(
        status.contains("lesson.pdf") && status.contains("cancelled"),
        "{status}"
    );
    assert!(!pdf.exists());
}
