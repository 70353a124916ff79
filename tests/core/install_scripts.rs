//! The tarball's install.sh and uninstall.sh run by `sh` on a small unpacked
//! tarball of the same shape, into a temporary HOME whose path has spaces:
//! a space never splits a path (uninstall once deleted folders outside HOME
//! and, from another working folder, a user's file), the menu entry's Exec
//! is quoted, a file the install did not make is never replaced or removed,
//! a failure halfway leaves a record uninstall.sh cleans up with, and an
//! empty HOME or a relative PREFIX is refused.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DESKTOP: &str = "share/applications/io.github.maedn.Maedn.desktop";

/// A fresh folder for this test, with spaces in its path.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "maedn install {name} {}/with a b",
        std::process::id()
    ));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// An unpacked tarball of the release's shape: the two scripts, a binary,
/// the menu entry, the MIME type and a document.
fn tarball(root: &Path) -> PathBuf {
    let t = root.join("maedn-0-x86_64-linux");
    let put = |rel: &str, text: &[u8]| {
        let path = t.join(rel);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("folder");
        std::fs::write(&path, text).expect("written");
    };
    put("install.sh", include_bytes!("../../packaging/install.sh"));
    put(
        "uninstall.sh",
        include_bytes!("../../packaging/uninstall.sh"),
    );
    put("bin/maedn", b"#!/bin/sh\necho maedn from the tarball\n");
    put(
        DESKTOP,
        include_bytes!("../../packaging/io.github.maedn.Maedn.desktop"),
    );
    put(
        "share/mime/packages/io.github.maedn.Maedn.xml",
        include_bytes!("../../packaging/io.github.maedn.Maedn.mime.xml"),
    );
    put("share/doc/maedn/LICENSE", b"MIT\n");
    std::fs::set_permissions(
        t.join("bin/maedn"),
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )
    .expect("mode");
    t
}

/// Runs `script` of `tarball` with this HOME (no PREFIX) from `cwd`.
fn run(tarball: &Path, script: &str, home: &Path, cwd: &Path) -> Output {
    Command::new("sh")
        .arg(tarball.join(script))
        .env("HOME", home)
        .env_remove("PREFIX")
        .current_dir(cwd)
        .output()
        .expect("sh runs")
}

/// Every path under `dir`, relative, sorted.
fn tree(dir: &Path) -> Vec<String> {
    fn walk(base: &Path, at: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(at) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            out.push(p.strip_prefix(base).expect("inside").display().to_string());
            if p.is_dir() && !p.is_symlink() {
                walk(base, &p, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn test_install_and_uninstall_with_spaces_in_home() {
    let root = scratch("spaces");
    let t = tarball(&root);
    let home = root.join("home of a b");
    std::fs::create_dir_all(&home).expect("home");
    // A working folder holding what a path split at its spaces would name
    // (`b/.local/share/mime`): the user's own files there must survive.
    let cwd = root.join("elsewhere");
    let mine = cwd.join("b/.local/share/mime/mine.txt");
    std::fs::create_dir_all(cwd.join("b/.local/share/mime/packages")).expect("folders");
    std::fs::write(&mine, "mine\n").expect("mine");
    let before = tree(&home);

    let out = run(&t, "install.sh", &home, &cwd);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let installed = home.join(".local/bin/maedn");
    let ran = Command::new(&installed)
        .output()
        .expect("the installed binary runs");
    assert_eq!(text(&ran.stdout), "maedn from the tarball\n");
    let entry = std::fs::read_to_string(home.join(".local").join(DESKTOP)).expect("entry");
    let exec = format!("Exec=\"{}\" %f", installed.display());
    assert!(entry.lines().any(|l| l == exec), "{entry}");
    assert!(
        entry
            .lines()
            .any(|l| l == format!("TryExec={}", installed.display())),
        "{entry}"
    );
    if let Ok(v) = Command::new("desktop-file-validate")
        .arg(home.join(".local").join(DESKTOP))
        .output()
    {
        assert!(v.status.success(), "{}{}", text(&v.stdout), text(&v.stderr));
    }

    let out = run(&t, "uninstall.sh", &home, &cwd);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(tree(&home), before, "uninstall leaves HOME as it was");
    assert_eq!(std::fs::read_to_string(&mine).expect("kept"), "mine\n");
    assert!(cwd.join("b/.local/share/mime/packages").is_dir());
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn test_a_file_the_install_did_not_make_is_never_replaced_or_removed() {
    let root = scratch("theirs");
    let t = tarball(&root);
    let home = root.join("home");
    let own = home.join(".local/bin/maedn");
    std::fs::create_dir_all(own.parent().expect("bin")).expect("bin");
    std::fs::write(&own, "my own build\n").expect("own");
    let before = tree(&home);
    let out = run(&t, "install.sh", &home, &root);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("already there") && err.contains("bin/maedn"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&own).expect("own"),
        "my own build\n"
    );
    assert_eq!(tree(&home), before, "nothing written");

    // Installed cleanly, then the user replaces the binary: uninstall keeps it.
    std::fs::remove_file(&own).expect("moved away");
    let out = run(&t, "install.sh", &home, &root);
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::write(&own, "my newer build\n").expect("replaced");
    let out = run(&t, "uninstall.sh", &home, &root);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read_to_string(&own).expect("kept"),
        "my newer build\n"
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("changed since the install") && err.contains("bin/maedn"),
        "{err}"
    );
    assert!(!home.join(".local").join(DESKTOP).exists());
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn test_a_failure_halfway_leaves_a_record_to_uninstall_with() {
    let root = scratch("halfway");
    let t = tarball(&root);
    let home = root.join("home");
    std::fs::create_dir_all(&home).expect("home");
    let before = tree(&home);
    // A `cp` that fails on the third file, as a full disk would.
    let tools = root.join("tools");
    std::fs::create_dir_all(&tools).expect("tools");
    let cp = tools.join("cp");
    std::fs::write(
        &cp,
        "#!/bin/sh\ncase \"$1\" in *LICENSE) echo 'cp: No space left on device' >&2; exit 1;; esac\nexec /bin/cp \"$@\"\n",
    )
    .expect("cp");
    std::fs::set_permissions(&cp, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .expect("mode");
    let path = format!(
        "{}:{}",
        tools.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg(t.join("install.sh"))
        .env("HOME", &home)
        .env("PATH", path)
        .env_remove("PREFIX")
        .output()
        .expect("sh runs");
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("stopped halfway"), "{err}");
    assert!(
        home.join(".local/bin/maedn").exists(),
        "the first files were copied"
    );
    let record = home.join(".local/share/maedn/installed");
    let listed = std::fs::read_to_string(&record).expect("a record");
    assert!(listed.contains("bin/maedn"), "{listed}");
    let out = run(&t, "uninstall.sh", &home, &root);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(tree(&home), before, "everything copied is removed again");
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn test_an_empty_home_or_a_relative_prefix_is_refused() {
    let root = scratch("nohome");
    let t = tarball(&root);
    let cwd = root.join("cwd");
    std::fs::create_dir_all(&cwd).expect("cwd");
    for script in ["install.sh", "uninstall.sh"] {
        let out = run(&t, script, Path::new(""), &cwd);
        assert!(!out.status.success(), "{script}");
        assert!(
            text(&out.stderr).contains("HOME is empty"),
            "{script}: {}",
            text(&out.stderr)
        );
        let out = Command::new("sh")
            .arg(t.join(script))
            .env("PREFIX", "relative dir")
            .current_dir(&cwd)
            .output()
            .expect("sh runs");
        assert!(!out.status.success(), "{script}");
        assert!(
            text(&out.stderr).contains("absolute path"),
            "{}",
            text(&out.stderr)
        );
    }
    assert!(tree(&cwd).is_empty(), "{:?}", tree(&cwd));
    assert!(!Path::new("/.local/share/maedn/installed").exists());
    std::fs::remove_dir_all(&root).ok();
}
