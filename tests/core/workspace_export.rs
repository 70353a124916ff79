//! Figures exported through the workspace, without the window: the save
//! dialog through the fake picker, the figure built and written on a
//! background task, and the file byte for byte what `maedn figure NAME`
//! writes; a cancelled export writes nothing.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use maedn::figures::{self, FIGURES};
use maedn::i18n::{Lang, Tr};
use maedn::io::FileKind;
use maedn::io::Format;
use maedn::render::{DEFAULT_PNG_SCALE, Theme};
use maedn::solver::{Algorithm, Settings};
use maedn::window::FakePicker;
use maedn::window::{
    Command, ExportCommand, FileCommand, Mode, Notice, Prefs, Workspace, export_figure, no_waker,
};

fn tmp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("maedn-export-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a temp dir");
    d
}

fn with_picker(picker: &Arc<FakePicker>) -> Workspace {
    let waker = no_waker();
    Workspace::new(Prefs::default(), Arc::clone(picker) as _, waker)
}

/// Polls until `done`, failing after a minute.
fn wait(ws: &mut Workspace, done: impl Fn(&Workspace) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        ws.poll();
        if done(ws) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "never happened: {:?}",
            ws.status()
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn export(ws: &mut Workspace, name: &str, format: Format, theme: Theme) {
    ws.apply(Command::Export(ExportCommand::Open(Some(name.to_owned()))));
    ws.apply(Command::Export(ExportCommand::SetFormat(format)));
    ws.apply(Command::Export(ExportCommand::SetTheme(theme)));
    ws.apply(Command::Export(ExportCommand::Start));
    wait(ws, |w| !w.files().is_busy() && !w.export().is_running());
}

#[test]
fn exported_files_are_what_the_library_writes_for_the_same_settings() {
    let dir = tmp_dir("bytes");
    let (svg, png) = (dir.join("piece-2.svg"), dir.join("rolls.png"));
    let fake = Arc::new(FakePicker::new(
        vec![Some(svg.clone()), Some(png.clone())],
        Duration::from_millis(5),
    ));
    let mut ws = with_picker(&fake);
    let settings = Settings {
        algorithm: Algorithm::Dp,
        ..Settings::default()
    };
    ws.apply(Command::SetSettings(settings));
    export(&mut ws, "piece-2", Format::Svg, Theme::Dark);
    export(&mut ws, "rolls", Format::Png, Theme::Light);
    assert_eq!(
        fake.asked(),
        [
            (
                FileKind::Picture(Format::Svg),
                Some("maedn-piece-2.svg".to_owned())
            ),
            (
                FileKind::Picture(Format::Png),
                Some("maedn-rolls.png".to_owned())
            ),
        ]
    );
    let status = ws.status().map(ToString::to_string).unwrap_or_default();
    assert!(status.contains("rolls.png"), "{status}");
    // What `maedn figure piece-2 --algorithm dp --theme dark` builds.
    let mut request = ws.figure_request();
    request.theme = Theme::Dark;
    let library = figures::build("piece-2", &request).expect("builds");
    assert_eq!(
        std::fs::read(&svg).expect("written"),
        library.svg().into_bytes()
    );
    request.theme = Theme::Light;
    let library = figures::build("rolls", &request).expect("builds");
    assert_eq!(
        std::fs::read(&png).expect("written"),
        library.png(DEFAULT_PNG_SCALE).expect("a PNG")
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_named_figure_can_be_chosen() {
    let mut ws = Workspace::default();
    for spec in FIGURES {
        ws.apply(Command::Export(ExportCommand::Select(spec.name.to_owned())));
        assert_eq!(ws.export().choice().name, spec.name);
    }
}

#[test]
fn a_cancelled_export_writes_nothing_and_says_so() {
    let dir = tmp_dir("cancel");
    let path = dir.join("compared.svg");
    let fake = Arc::new(FakePicker::new(
        vec![Some(path.clone())],
        Duration::from_millis(5),
    ));
    let mut ws = with_picker(&fake);
    // Runs the 660-million-call search without a bound: far longer than this
    // test waits in a debug build.
    ws.apply(Command::Export(ExportCommand::Select(
        "calls-compared".to_owned(),
    )));
    ws.apply(Command::Export(ExportCommand::Start));
    wait(&mut ws, |w| {
        w.export().progress().is_some_and(|p| p.calls > 0)
    });
    assert!(ws.allows(&Command::Export(ExportCommand::Cancel)));
    assert!(!ws.allows(&Command::Export(ExportCommand::Start)));
    ws.apply(Command::Export(ExportCommand::Cancel));
    assert!(!ws.export().is_running());
    assert!(matches!(
        ws.status(),
        Some(Notice::ExportCancelled("calls-compared"))
    ));
    // The search stops at its next check; its thread ends and is forgotten.
    wait(&mut ws, |w| w.export().stopping() == 0);
    assert!(!path.exists());
    std::fs::remove_dir_all(&dir).ok();
}

/// File → Export board is built below the window: the workspace draws the
/// board it shows in the window's colours and writes exactly that figure,
/// and a stale named figure's dialog never takes over a board export.
#[test]
fn the_board_export_is_the_shown_board_in_the_windows_colours() {
    let dir = tmp_dir("board");
    let (svg, png) = (dir.join("board.svg"), dir.join("board.png"));
    let fake = Arc::new(FakePicker::new(
        vec![None, Some(svg.clone()), Some(png.clone())],
        Duration::from_millis(5),
    ));
    let mut ws = with_picker(&fake);
    // A quick "no path" is a cancel here, not a missing dialog.
    ws.files_mut().set_unavailable_below(Duration::ZERO);
    // A named figure's dialog, cancelled: its choice must not linger.
    export(&mut ws, "piece-2", Format::Svg, Theme::Light);
    ws.set_window_theme(Theme::Dark);
    for (format, path) in [(Format::Svg, &svg), (Format::Png, &png)] {
        ws.apply(Command::File(FileCommand::Save(FileKind::Picture(format))));
        wait(&mut ws, |w| {
            !w.files().is_busy() && matches!(w.status(), Some(Notice::Saved(p)) if p == path)
        });
    }
    let tr = maedn::i18n::Tr::new(ws.prefs().lang.unwrap_or_else(maedn::i18n::Lang::system));
    let figure = export_figure(&ws, &tr, Theme::Dark);
    assert_eq!(
        std::fs::read(&svg).expect("written"),
        figure.svg().into_bytes()
    );
    assert_eq!(
        std::fs::read(&png).expect("written"),
        figure.png(DEFAULT_PNG_SCALE).expect("rasterises")
    );
    let light = export_figure(&ws, &tr, Theme::Light);
    assert_ne!(light.svg(), figure.svg(), "the theme is the window's");
    assert_eq!(
        fake.asked(),
        [
            (
                FileKind::Picture(Format::Svg),
                Some("maedn-piece-2.svg".to_owned())
            ),
            (
                FileKind::Picture(Format::Svg),
                Some("maedn-board.svg".to_owned())
            ),
            (
                FileKind::Picture(Format::Png),
                Some("maedn-board.png".to_owned())
            ),
        ]
    );
    std::fs::remove_dir_all(dir).ok();
}

/// A picture export that fails is said in the window's language, all of it:
/// the board written into a folder that does not exist, and Explore's part
/// before it computed anything, in a German window. (Both were English
/// sentences inside the German frame while the failure's type was erased.)
#[test]
fn a_failed_export_is_said_in_german_in_a_german_window() {
    let dir = tmp_dir("german");
    let unwritable = dir.join("kein-ordner").join("brett.svg");
    let nothing = dir.join("teil.svg");
    let fake = Arc::new(FakePicker::new(
        vec![Some(unwritable.clone()), Some(nothing.clone())],
        Duration::from_millis(5),
    ));
    let mut ws = with_picker(&fake);
    ws.apply(Command::SetLang(Lang::De));
    let de = Tr::shared(Lang::De);
    let failed =
        |w: &Workspace| !w.files().is_busy() && matches!(w.status(), Some(Notice::Failed(_)));
    ws.apply(Command::File(FileCommand::Save(FileKind::Picture(
        Format::Svg,
    ))));
    wait(&mut ws, failed);
    let text = ws.status().map(|n| n.text(de)).unwrap_or_default();
    assert!(
        text.starts_with("Speichern nicht möglich: „")
            && text.contains("brett.svg“ lässt sich nicht schreiben"),
        "{text}"
    );
    assert!(!text.contains("cannot write"), "{text}");
    ws.apply(Command::SetMode(Mode::Explore));
    ws.apply(Command::File(FileCommand::Save(FileKind::Picture(
        Format::Svg,
    ))));
    wait(&mut ws, |w| {
        failed(w) && w.status().is_some_and(|n| n.text(de) != text)
    });
    let text = ws.status().map(|n| n.text(de)).unwrap_or_default();
    assert_eq!(
        text,
        "Speichern nicht möglich: Noch nichts zu exportieren: Bitte diesen Teil zuerst berechnen."
    );
    assert!(!unwritable.exists() && !nothing.exists());
    std::fs::remove_dir_all(dir).ok();
}
