//! Helpers shared by the window tests: the window with a file picker that
//! never opens a real dialog (or whose save dialog answers with a scratch
//! file), a bounded frame loop, the settings changed as a command and a DP
//! run to its end.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use maedn::figures::explore::count_chart;
use maedn::i18n::{Lang, Tr};
use maedn::model::Tile;
use maedn::render::Chart;
use maedn::solver::{Algorithm, Settings};
use maedn::window::{
    Command, FakePicker, FilePicker, Launch, MaednApp, NoPicker, RunState, Workspace,
    paint_board_as_shapes,
};

/// The paper's four path boards (`docs/bitboard.md#path-boards`).
pub const PAPER_BOARDS: [u64; 4] = [
    0xE820_8822_0841_4C06,
    0xC820_8822_0883_43A3,
    0x8820_8822_0907_41AC,
    0x0820_8822_088F_43A3,
];

/// The window as `maedn` opens it with `launch`, its file dialogs through
/// `picker`, at 1280 × 800; in English unless `launch` names a language (the
/// tests find widgets by their English labels, whatever the machine's locale).
/// The first-run welcome is already closed (see [`first_run`]).
pub fn window_with(launch: Launch, picker: Arc<dyn FilePicker>) -> Harness<'static, MaednApp> {
    let mut h = sized(launch, picker, [1280.0, 800.0]);
    h.state_mut().submit(Command::DismissWelcome);
    h.step();
    h
}

/// The window at `size`, as a first launch shows it (the welcome open).
pub fn sized(
    launch: Launch,
    picker: Arc<dyn FilePicker>,
    size: [f32; 2],
) -> Harness<'static, MaednApp> {
    let launch = Launch {
        lang: launch.lang.or(Some(Lang::En)),
        ..launch
    };
    Harness::builder().with_size(size).build_eframe(move |cc| {
        // The tests read the board's numbers, texts and circles from
        // the frame's shapes; the picture is the frame bench's to test.
        paint_board_as_shapes(&cc.egui_ctx);
        MaednApp::with_picker(cc, launch, picker)
    })
}

/// The window as `launch` opens it in `lang` at `size`, the welcome closed.
pub fn open(launch: Launch, lang: Lang, size: [f32; 2]) -> Harness<'static, MaednApp> {
    let mut h = sized(
        Launch {
            lang: Some(lang),
            ..launch
        },
        Arc::new(NoPicker),
        size,
    );
    h.state_mut().submit(Command::DismissWelcome);
    h.run_steps(3);
    h
}

/// The lesson in `lang` at `size` (a projector's), the welcome closed, in
/// Present when `presenting`; two frames drawn.
pub fn lesson_at(lang: Lang, size: (f32, f32), presenting: bool) -> Harness<'static, MaednApp> {
    let mut h = sized(
        Launch {
            lesson: true,
            lang: Some(lang),
            ..Launch::default()
        },
        Arc::new(NoPicker),
        [size.0, size.1],
    );
    h.state_mut().submit(Command::DismissWelcome);
    if presenting {
        h.state_mut().submit(Command::TogglePresent);
    }
    h.run_steps(2);
    h
}

/// The message `id` in `lang`, as the window words it.
pub fn say(lang: Lang, id: &str) -> String {
    Tr::shared(lang).loader().get(id)
}

/// The window as a first launch opens it: the welcome shows.
pub fn first_run() -> Harness<'static, MaednApp> {
    sized(Launch::default(), Arc::new(NoPicker), [1280.0, 800.0])
}

/// The window as plain `maedn` opens it (no dialog can open: a typed path).
pub fn window() -> Harness<'static, MaednApp> {
    window_with(Launch::default(), Arc::new(NoPicker))
}

/// The window as `maedn` opens it with `launch`.
pub fn launched(launch: Launch) -> Harness<'static, MaednApp> {
    window_with(launch, Arc::new(NoPicker))
}

/// How long the fake save dialog takes to answer.
const DIALOG_DELAY: Duration = Duration::from_millis(5);

/// A scratch file `name` in this test process's own folder for `group`,
/// not there yet.
///
/// # Panics
/// If the folder cannot be made.
pub fn scratch(group: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("maedn-ui-{group}-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        panic!("cannot make {}: {e}", dir.display());
    }
    let path = dir.join(name);
    std::fs::remove_file(&path).ok();
    path
}

/// The window as `maedn` opens it with `launch`, whose one save dialog
/// answers with `path`; the dialog tells what it was asked for.
pub fn saving_to(launch: Launch, path: &Path) -> (Harness<'static, MaednApp>, Arc<FakePicker>) {
    let picker = Arc::new(FakePicker::new(vec![Some(path.to_owned())], DIALOG_DELAY));
    let h = window_with(launch, Arc::clone(&picker) as _);
    (h, picker)
}

/// Steps frames (with real time passing) until `done`, failing after `limit`;
/// then two more frames so the UI shows the new state. While a search runs the
/// app keeps asking for repaints, so tests step in bounded loops, not `run()`.
/// A timeout names the test's line that waited.
#[track_caller]
pub fn step_until(
    h: &mut Harness<'_, MaednApp>,
    limit: Duration,
    done: impl Fn(&Workspace) -> bool,
) {
    let start = Instant::now();
    while !done(h.state().workspace()) {
        assert!(
            start.elapsed() < limit,
            "timed out after {limit:?}; the status line says {:?}",
            h.state().workspace().status().map(ToString::to_string)
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.step();
    h.step();
}

/// The text is on screen at least once (a watched call's decision shows in
/// the panel and above the board).
pub fn shown(h: &Harness<'_, MaednApp>, text: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "{text:?} not shown"
    );
}

/// The Explore view's count chart as the window shows it (its piece's goal,
/// in English), once the ways are counted.
///
/// # Panics
/// If nothing is counted yet or the piece has no goal.
pub fn count_chart_shown(h: &Harness<'_, MaednApp>) -> Chart {
    let ws = h.state().workspace();
    let counts = ws.explore().count().counts().expect("counted");
    let goal = Tile::goal_of_piece(ws.explore().piece())
        .and_then(|g| counts.goals.iter().find(|c| c.goal == g))
        .expect("a goal");
    count_chart(goal, Tr::shared(Lang::En))
}

/// The current settings with `change` made, as a command.
pub fn settings(h: &Harness<'_, MaednApp>, change: impl FnOnce(&mut Settings)) -> Command {
    let mut s = h.state().workspace().prefs().settings;
    change(&mut s);
    Command::SetSettings(s)
}

/// Has the run finished?
pub fn finished(ws: &Workspace) -> bool {
    ws.run().state() == RunState::Finished
}

/// Runs the DP with the current settings and `change`, until it finishes.
pub fn run_dp(h: &mut Harness<'_, MaednApp>, change: impl FnOnce(&mut Settings)) {
    let dp = settings(h, |s| {
        s.algorithm = Algorithm::Dp;
        change(s);
    });
    h.state_mut().submit(dp);
    h.run();
    h.get_by_label("Run").click();
    step_until(h, Duration::from_secs(60), finished);
}

/// The window with a fake picker that gives `answers` in turn.
pub fn with_picker(answers: Vec<Option<PathBuf>>) -> Harness<'static, MaednApp> {
    let picker = FakePicker::new(answers, Duration::from_millis(200));
    window_with(Launch::default(), Arc::new(picker))
}

/// The status line's text in the window's language (empty when none).
pub fn status(h: &Harness<'_, MaednApp>) -> String {
    h.state()
        .workspace()
        .status()
        .map(|n| n.text(h.state().tr()))
        .unwrap_or_default()
}
