//! The installed command as a school's machine meets it: `--version`, a
//! file given on the command line refused clearly when it cannot be opened,
//! no window without a display (one line, no panic), the site's defaults
//! file read value by value, and the clap definition the man pages and
//! completions are generated from.

use std::process::Output;

use maedn::i18n::Lang;
use maedn::render::Scheme;
use maedn::window::{Mode, parse_defaults};

use crate::support::maedn;
use crate::support::scratch;

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn test_version_names_the_package_version() {
    let out = maedn(&["--version"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("maedn {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn test_a_missing_file_is_refused_in_one_line() {
    let dir = scratch("ship", "missing");
    let file = dir.join("no-such-lesson.json");
    let out = maedn(&[file.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no-such-lesson.json"), "{err}");
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn test_a_corrupt_session_or_list_is_refused_naming_the_file() {
    let dir = scratch("ship", "corrupt");
    let session = dir.join("broken.json");
    std::fs::write(&session, "{\"version\": 1, \"settings\": ").expect("written");
    let list = dir.join("notes.txt");
    std::fs::write(&list, "these are not boards\n").expect("written");
    for (file, says) in [
        (&session, "not a maedn session"),
        (&list, "nor a board list"),
    ] {
        let out = maedn(&[file.to_str().expect("utf-8")]);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "{err}");
        assert!(err.contains(&file.display().to_string()), "{err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Without X11 or Wayland the window says what is missing: one line, a
/// failing status, no panic or backtrace.
#[cfg(feature = "gui")]
#[test]
fn test_no_display_gives_one_line_not_a_panic() {
    let home = scratch("ship", "no-display");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_maedn"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("RUST_BACKTRACE", "1")
        .arg("--no-welcome")
        .output()
        .expect("the binary runs");
    let err = stderr(&out);
    assert!(!out.status.success(), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no display"), "{err}");
    assert!(err.contains("WAYLAND_DISPLAY"), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    std::fs::remove_dir_all(&home).ok();
}

#[test]
fn test_defaults_file_bad_values_are_named_and_the_rest_apply() {
    let (d, problems) = parse_defaults(
        r#"{"lang": "fr", "palette": "colour-blind", "zoom": 7, "view": "present", "colour": 1}"#,
    );
    assert_eq!(d.palette, Some(Scheme::ColourBlind));
    assert_eq!((d.lang, d.zoom, d.view), (None, None, None));
    assert_eq!(problems.len(), 4, "{problems:?}");
    for names in ["\"lang\"", "\"zoom\"", "\"view\"", "\"colour\""] {
        assert!(
            problems.iter().any(|p| p.contains(names)),
            "{names}: {problems:?}"
        );
    }
    let joined = problems.join("\n");
    assert!(joined.contains("\"fr\""), "{joined}");
    assert!(joined.contains("from 0.5 to 2"), "{joined}");

    let (d, problems) = parse_defaults(r#"{"lang": "DE", "view": "Lesson"}"#);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!((d.lang, d.view), (Some(Lang::De), Some(Mode::Lesson)));

    let (_, problems) = parse_defaults("lang = de");
    assert!(problems[0].starts_with("not JSON"), "{problems:?}");
}

#[test]
fn test_the_clap_definition_behind_man_pages_and_completions_is_whole() {
    let cmd = maedn::command();
    cmd.clone().debug_assert();
    assert_eq!(cmd.get_name(), "maedn");
    assert_eq!(cmd.get_version(), Some(env!("CARGO_PKG_VERSION")));
    let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
    assert!(names.contains(&"solve"), "{names:?}");
    for sub in cmd.get_subcommands() {
        assert!(
            sub.get_about().is_some(),
            "{} has no summary for its man page",
            sub.get_name()
        );
    }
}

#[test]
fn test_a_mistyped_command_is_not_taken_for_a_missing_file() {
    let out = maedn(&["slove"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("no file or command named slove"), "{err}");
    assert!(err.contains("solve"), "{err}");
}

/// A double-clicked class round (`maedn ROUND.json`) is opened as a round,
/// not refused as "not a session"; a round that cannot be read is refused
/// with its reason (version 0 is no newer build's: never "update maedn").
#[test]
fn test_a_round_file_on_the_command_line_opens_as_a_round() {
    use maedn::io::{ROUND_VERSION, RoundFile, TeamFile, format_round};
    let dir = scratch("ship", "round");
    let round = RoundFile {
        version: ROUND_VERSION,
        rules: maedn::model::Rules::paper(),
        seed: 3,
        teams: vec![TeamFile::default(), TeamFile::default()],
    };
    let text = format_round(&round).expect("text");
    let good = dir.join("class.json");
    std::fs::write(&good, &text).expect("written");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_maedn"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("HOME", &dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .arg(&good)
        .output()
        .expect("the binary runs");
    let err = stderr(&out);
    // Accepted: what stops it is the missing display (or the missing window),
    // not the file.
    assert!(!err.contains("class.json"), "{err}");
    assert!(!err.contains("not a maedn session"), "{err}");
    let zero = dir.join("zero.json");
    std::fs::write(&zero, text.replacen("\"version\": 1", "\"version\": 0", 1)).expect("written");
    let out = maedn(&[zero.to_str().expect("utf-8")]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot open") && err.contains("format version 0"),
        "{err}"
    );
    assert!(!err.contains("update maedn"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
