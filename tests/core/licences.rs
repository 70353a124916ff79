//! The list of third-party licences the package, the tarball and the
//! window's About ship (assets/licences/third-party.md, written by
//! scripts/licences.sh with cargo-about) covers what the programs are built
//! from: every package reached from maedn through normal dependencies, with
//! the default features, on x86_64 Linux (the .deb and the tarball), as
//! Cargo.lock resolves them (`cargo tree --locked --offline`, no network and
//! no cargo-about). Build scripts' and tests' dependencies (build-/dev-
//! dependencies) are not in a shipped program and need not be listed; a
//! package only another platform uses is not required either. Each listed
//! package is named among the users of a licence whose text is there.

use std::collections::BTreeSet;
use std::process::Command;

/// The shipped list.
const LIST: &str = include_str!("../../assets/licences/third-party.md");

/// The platform the .deb and the tarball are built for.
const PLATFORM: &str = "x86_64-unknown-linux-gnu";

/// Name and version of every package a program built for [`PLATFORM`] is
/// made of, as Cargo.lock resolves them: `cargo tree` along normal edges
/// only, which also resolves features as a build of the programs does (the
/// tests' dependencies turn on more, such as eframe's wgpu).
fn shipped_packages() -> BTreeSet<(String, String)> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--locked",
            "--offline",
            "--edges",
            "normal",
            "--target",
            PLATFORM,
            "--prefix",
            "none",
            "--format",
            "{p}",
            "--manifest-path",
        ])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // "name v1.2.3", then maybe " (path)", " (proc-macro)" or " (*)".
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next()?;
            let version = words.next()?.strip_prefix('v')?;
            Some((name.to_owned(), version.to_owned()))
        })
        .collect()
}

/// The list's "Crates" section: name and version of each entry.
fn listed() -> BTreeSet<(String, String)> {
    LIST.lines()
        .filter_map(|l| l.strip_prefix("- "))
        .filter_map(|l| {
            let (crate_, _licence) = l.split_once(": ")?;
            let (name, version) = crate_.split_once(' ')?;
            Some((name.to_owned(), version.to_owned()))
        })
        .collect()
}

/// Every package named as a user of a licence text, and whether every
/// text is there (not empty).
fn with_text() -> BTreeSet<(String, String)> {
    let mut users = BTreeSet::new();
    let sections: Vec<&str> = LIST.split("\n### ").skip(1).collect();
    assert!(!sections.is_empty(), "no licence texts");
    for section in sections {
        let title = section.lines().next().unwrap_or_default();
        let text = section
            .split_once("```text\n")
            .and_then(|(_, rest)| rest.split_once("\n```"))
            .map(|(text, _)| text.trim())
            .unwrap_or_default();
        assert!(text.len() > 100, "{title}: no licence text");
        let used_by = section
            .lines()
            .find_map(|l| l.strip_prefix("Used by: "))
            .unwrap_or_default();
        for user in used_by.split(", ") {
            if let Some((name, version)) = user.split_once(' ') {
                users.insert((name.to_owned(), version.to_owned()));
            }
        }
    }
    users
}

#[test]
fn test_every_shipped_crate_has_its_licence_text_in_the_list() {
    let shipped = shipped_packages();
    assert!(shipped.len() > 100, "{shipped:?}");
    let listed = listed();
    let missing: Vec<_> = shipped.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "not in assets/licences/third-party.md (run scripts/licences.sh): {missing:?}"
    );
    let users = with_text();
    let textless: Vec<_> = shipped.difference(&users).collect();
    assert!(textless.is_empty(), "no licence text for {textless:?}");
}

/// The names of the packages using the licence texts with this SPDX id.
fn users_of(id: &str) -> Vec<String> {
    LIST.split("\n### ")
        .skip(1)
        .filter(|section| {
            section
                .lines()
                .next()
                .is_some_and(|title| title.ends_with(&format!("({id})")))
        })
        .filter_map(|section| section.lines().find_map(|l| l.strip_prefix("Used by: ")))
        .flat_map(|used_by| used_by.split(", "))
        .filter_map(|user| user.split_once(' ').map(|(name, _)| name.to_owned()))
        .collect()
}

/// The fonts the programs embed have their own licences' texts: DejaVu Sans
/// (figures, handouts) and egui's Hack (the Bitstream Vera licence), Ubuntu
/// Light (the Ubuntu Font Licence) and icons (OFL-1.1).
#[test]
fn test_the_embedded_fonts_licences_are_in_the_list() {
    for (id, font_crate) in [
        ("Bitstream-Vera", "dejavu"),
        ("Bitstream-Vera", "epaint_default_fonts"),
        ("Ubuntu-font-1.0", "epaint_default_fonts"),
        ("OFL-1.1", "epaint_default_fonts"),
    ] {
        assert!(
            users_of(id).iter().any(|n| n == font_crate),
            "{font_crate} under {id}: {:?}",
            users_of(id)
        );
    }
}
