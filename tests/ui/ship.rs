//! The window as a packaged app starts it: Help → About names the version,
//! the licence and the paper; Help → User guide shows the shipped guide;
//! `--present`, `--no-welcome`, a file on the command line and the site's
//! defaults file set the first frame.

use std::sync::Arc;

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::render::Scheme;
use maedn::window::{Launch, Mode, NoPicker, SiteDefaults, parse_defaults};

use super::common::{launched, shown, sized};

#[test]
fn test_help_about_shows_the_version_licence_and_paper() {
    let mut h = launched(Launch::default());
    h.get_by_label("Help").click();
    h.run_steps(2);
    h.get_by_label("About maedn").click();
    h.run_steps(2);
    shown(&h, &format!("Version {}", env!("CARGO_PKG_VERSION")));
    shown(&h, env!("CARGO_PKG_LICENSE"));
    shown(&h, "Erik Seewald, 2023");
    shown(&h, "computed on this computer");
    h.get_by_label("Close").click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("Version ").is_none(),
        "About still open"
    );
}

/// Help → About → Third-party licences: the shipped list, laid out a
/// visible row at a time (its thousands of rows are not all built).
#[test]
fn test_help_about_shows_the_third_party_licences() {
    let mut h = launched(Launch::default());
    h.get_by_label("Help").click();
    h.run_steps(2);
    h.get_by_label("About maedn").click();
    h.run_steps(2);
    assert!(h.query_by_label_contains("Used by:").is_none());
    h.get_by_label("Third-party licences").click();
    h.run_steps(2);
    shown(&h, "# Third-party licences");
    shown(&h, "Bitstream Vera");
    let rows = h.query_all_by_label_contains("- ").count();
    assert!(rows < 60, "{rows} rows laid out");
}

#[test]
fn test_help_user_guide_shows_the_shipped_guide() {
    let mut h = launched(Launch::default());
    h.get_by_label("Help").click();
    h.run_steps(2);
    h.get_by_label("User guide").click();
    h.run_steps(2);
    // The guide's first heading, read from the file the package ships.
    let guide = include_str!("../../docs/window.md");
    let heading = guide
        .lines()
        .find_map(|l| l.strip_prefix("# "))
        .expect("the guide has a title");
    shown(&h, heading.trim());
}

#[test]
fn test_present_flag_starts_presenting() {
    let mut h = launched(Launch {
        present: true,
        ..Launch::default()
    });
    h.run_steps(2);
    assert!(h.state().workspace().presenting());
    let mut plain = launched(Launch::default());
    plain.run_steps(2);
    assert!(!plain.state().workspace().presenting());
}

#[test]
fn test_no_welcome_flag_skips_the_welcome_without_dismissing_it() {
    let mut h = sized(
        Launch {
            no_welcome: true,
            ..Launch::default()
        },
        Arc::new(NoPicker),
        [1024.0, 768.0],
    );
    h.run_steps(2);
    assert!(h.query_by_label("Welcome to maedn").is_none());
    assert!(!h.state().workspace().prefs_to_save().welcome_seen);
}

#[test]
fn test_site_defaults_set_the_first_launch() {
    let (defaults, problems) = parse_defaults(
        r#"{"palette": "high-contrast", "view": "game", "zoom": 1.5, "welcome": false, "lang": "de"}"#,
    );
    assert!(problems.is_empty(), "{problems:?}");
    // The harness names English unless the launch names a language: the
    // defaults' German shows only where nothing else asks.
    let mut h = sized(
        Launch {
            defaults,
            ..Launch::default()
        },
        Arc::new(NoPicker),
        [1280.0, 800.0],
    );
    h.run_steps(2);
    let ws = h.state().workspace();
    assert_eq!(ws.prefs().colours, Scheme::HighContrast);
    assert_eq!(ws.mode(), Mode::Game);
    assert!(ws.prefs_to_save().welcome_seen);
    assert!((h.ctx.zoom_factor() - 1.5).abs() < 1e-6);
    let none = sized(
        Launch {
            defaults: SiteDefaults::default(),
            lang: Some(Lang::En),
            ..Launch::default()
        },
        Arc::new(NoPicker),
        [1280.0, 800.0],
    );
    assert_eq!(none.state().workspace().prefs().colours, Scheme::Board);
}

#[test]
fn test_a_board_list_on_the_command_line_opens_in_the_stepper() {
    let dir = std::env::temp_dir().join(format!("maedn-ship-ui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("lesson.boards");
    std::fs::write(&file, "0xE820882208414C06\n0xC8208822088343A3\n").expect("written");
    let mut h = launched(Launch {
        file: Some((maedn::io::FileKind::Boards, file)),
        ..Launch::default()
    });
    super::common::step_until(&mut h, std::time::Duration::from_secs(20), |ws| {
        ws.stepper().paths().len() == 2
    });
    std::fs::remove_dir_all(&dir).ok();
}

/// The defaults file the package documents and installs as an example
/// (German, high contrast, zoom 1.25, the lesson) keeps the top bar in one
/// row on a 1024 × 768 projector, in German and in English: the File menu
/// and the Legend switch at its two ends stand at the same height.
#[test]
fn test_the_documented_defaults_keep_the_top_bar_in_one_row_at_1024() {
    let example = include_str!("../../packaging/defaults.json.example");
    let (defaults, problems) = parse_defaults(example);
    assert!(problems.is_empty(), "{problems:?}");
    let zoom = defaults.zoom.unwrap_or(1.0);
    assert!(zoom > 1.0, "the example zooms");
    // The harness's size is in points: a 1024-pixel window zoomed holds fewer.
    let (w, height) = (1024.0 / zoom, 768.0 / zoom);
    for lang in [Lang::De, Lang::En] {
        let mut h = sized(
            Launch {
                defaults,
                lang: Some(lang),
                ..Launch::default()
            },
            Arc::new(NoPicker),
            [w, height],
        );
        h.run_steps(4);
        let tr = maedn::i18n::Tr::shared(lang);
        let file = h.get_by_label(&tr.loader().get("menu-file")).rect();
        let legend = h.get_by_label(&tr.loader().get("legend")).rect();
        assert!(
            (file.center().y - legend.center().y).abs() < 1.0,
            "{lang}: {file:?} and {legend:?} in two rows"
        );
        assert!(legend.right() <= w + 0.5, "{lang}: {legend:?} off the edge");
    }
}
