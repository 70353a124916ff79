//! The bash completion the package ships (clap_complete, as
//! `maedn-package-files` writes it), run in bash: an option with named
//! choices completes them (`--lang <TAB>`: de en), and an option that takes
//! a number or a board completes no file names.

#![cfg(unix)]

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder of its own for each call (the tests run side by side) for the
/// script and a file bash could offer.
fn scratch() -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("maedn-completions-{}-{call}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// What bash's completion function offers for `words` (the last word is the
/// one being completed), run in a folder holding a file `zz-a-file`.
fn complete(words: &[&str]) -> Vec<String> {
    let dir = scratch();
    let mut script = Vec::new();
    clap_complete::generate(
        clap_complete::Shell::Bash,
        &mut maedn::command(),
        "maedn",
        &mut script,
    );
    let file = dir.join("maedn.bash");
    std::fs::write(&file, script).expect("completion written");
    std::fs::write(dir.join("zz-a-file"), "").expect("a file to not offer");
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let driver = format!(
        r#"source ./maedn.bash
fn=$(complete -p maedn | sed -n 's/.*-F \([^ ]*\).*/\1/p')
[ -n "$fn" ] || {{ echo "no completion for maedn" >&2; exit 3; }}
COMP_WORDS=({words})
COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))
COMP_LINE="${{COMP_WORDS[*]}}"
COMP_POINT=${{#COMP_LINE}}
"$fn" maedn "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"
printf '%s\n' "${{COMPREPLY[@]}}"
"#,
        words = quoted.join(" ")
    );
    let out = Command::new("bash")
        .arg("--norc")
        .arg("-c")
        .arg(driver)
        .current_dir(&dir)
        .output()
        .expect("bash runs");
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn test_value_options_complete_their_values_in_bash() {
    let mut lang = complete(&["maedn", "--lang", ""]);
    lang.sort();
    assert_eq!(lang, ["de", "en"]);
    let explore = complete(&["maedn", "--explore", ""]);
    for part in ["compare", "tree", "count", "ordinary", "retro"] {
        assert!(explore.iter().any(|w| w == part), "{part}: {explore:?}");
    }
    assert!(!explore.iter().any(|w| w == "zz-a-file"), "{explore:?}");
    let colour = complete(&["maedn", "solve", "--colour", "g"]);
    assert_eq!(colour, ["green"]);
    let palette = complete(&["maedn", "figure", "--palette", ""]);
    assert!(palette.iter().any(|w| w == "colour-blind"), "{palette:?}");
}

#[test]
fn test_a_number_or_a_board_completes_no_file_names() {
    for words in [
        &["maedn", "solve", "--spacing", ""][..],
        &["maedn", "--board", ""],
        &["maedn", "animate", "game", "--size", ""],
    ] {
        let offered = complete(words);
        assert!(
            !offered.iter().any(|w| w == "zz-a-file"),
            "{words:?}: {offered:?}"
        );
    }
    // A path still completes file names.
    let out = complete(&["maedn", "figure", "--out", "zz"]);
    assert_eq!(out, ["zz-a-file"]);
}
