//! `maedn-package-files DIR`: writes the files the Debian package and the
//! portable tarball ship beside the binary and that are generated rather
//! than kept in the repository: a man page for `maedn` and for each
//! subcommand (`man/`, from the clap definitions, with a synopsis that
//! names each option's value, the version on every page, and the files,
//! environment, examples and related pages written here), the bash, zsh and fish
//! completions (`completions/`), and the icon as PNG at the usual sizes
//! (`icons/NxN/`, drawn from the packaged SVG with the app's own resvg), and
//! the same icon as one Windows `.ico` (`icons/maedn.ico`, 16 to 256 pixels,
//! which `scripts/windows.sh` embeds in `maedn.exe`).
//!
//! A separate tool behind the `packaging` feature, so the app itself never
//! links clap_mangen or clap_complete; `scripts/package.sh` runs it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap_complete::Shell;
use clap_mangen::roff::{Roff, bold, italic, roman};

/// The version every page's footer names.
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The FILES section of maedn(1): where the window keeps and finds things.
const FILES: &[(&str, &str)] = &[
    (
        "/etc/maedn/defaults.json",
        "The machine's defaults for every user (language, palette, zoom, \
         what the first launch shows); see defaults.json.example in \
         /usr/share/doc/maedn. A defaults.json beside the executable does the \
         same for the portable tarball. A bad value is named and ignored.",
    ),
    (
        "$XDG_DATA_HOME/maedn/app.ron",
        "The window's settings and state (~/.local/share/maedn/app.ron when \
         XDG_DATA_HOME is not set); checked and repaired before the window opens.",
    ),
    (
        "maedn-settings/app.ron",
        "Beside the executable: the settings in portable mode (--portable, or a \
         file named portable beside the executable), for a USB stick or a \
         school PC that forgets the home folder.",
    ),
    (
        "/usr/share/doc/maedn/third-party-licences.md",
        "The licences of the crates and fonts the program is built from.",
    ),
];

/// The ENVIRONMENT section of maedn(1): the variables the program reads.
const ENVIRONMENT: &[(&str, &str)] = &[
    (
        "DISPLAY, WAYLAND_DISPLAY",
        "The display the window opens on (X11 or Wayland); without either, \
         maedn says what is missing. The commands need neither.",
    ),
    (
        "LANG, LC_ALL, LC_MESSAGES",
        "The window's language on the first launch (German or English), until \
         --lang or the View menu chooses one.",
    ),
    (
        "XDG_DATA_HOME, HOME",
        "Where the window's settings are kept (see FILES).",
    ),
    (
        "RUST_LOG",
        "What the window logs to standard error (default: errors only).",
    ),
    (
        "LIBGL_ALWAYS_SOFTWARE",
        "Mesa's software OpenGL, for a machine whose graphics driver fails.",
    ),
];

/// The EXAMPLES section of each page: the command line and what it does.
fn examples(page: &str) -> &'static [(&'static str, &'static str)] {
    match page {
        "maedn" => &[
            ("maedn", "Open the window."),
            (
                "maedn --lesson --present --lang de",
                "The guided lesson, full screen for a projector, in German.",
            ),
            ("maedn class.json", "Open a saved session in the window."),
            ("maedn solve", "The paper's answer on the terminal."),
            (
                "maedn handout lesson -o lesson.pdf",
                "The lesson as a PDF handout.",
            ),
        ],
        "maedn-solve" => &[
            (
                "maedn solve",
                "The paper's settings: bound 193, rounded lengths.",
            ),
            (
                "maedn solve --algorithm dp --lengths exact --json",
                "The exact optimum with exact move lengths, as JSON.",
            ),
        ],
        "maedn-bench" => &[(
            "maedn bench --quick",
            "Time the search against the paper's C program (needs cc).",
        )],
        "maedn-figure" => &[
            ("maedn figure --list", "The figures there are."),
            (
                "maedn figure piece-1 -o piece-1.png --palette colour-blind",
                "Piece 1's shortest path as a PNG, in colours told apart under every colour-vision deficiency.",
            ),
        ],
        "maedn-animate" => &[(
            "maedn animate game -o game.gif",
            "The whole game as an animated GIF.",
        )],
        _ => &[],
    }
}

/// A man page section of tagged paragraphs: each `(tag, text)` pair as
/// `.TP` with the tag in bold.
fn tagged(roff: &mut Roff, title: &str, items: &[(&str, &str)]) {
    roff.control("SH", [title]);
    for (tag, text) in items {
        roff.control("TP", []);
        roff.text([bold(*tag)]);
        roff.text([roman(*text)]);
    }
}

/// The synopsis as clap_mangen writes it, but with each option's value
/// (`--lang <de|en>`), which clap_mangen leaves out.
fn synopsis(roff: &mut Roff, cmd: &clap::Command, name: &str) {
    let mut line = vec![bold(name.to_owned()), roman(" ")];
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        let flag = match (arg.get_long(), arg.get_short()) {
            (Some(long), _) => format!("--{long}"),
            (None, Some(short)) => format!("-{short}"),
            (None, None) => continue,
        };
        let required = arg.is_required_set();
        line.push(roman(if required { "" } else { "[" }));
        line.push(bold(flag));
        if arg.get_action().takes_values()
            && let Some(values) = arg.get_value_names()
        {
            let names: Vec<String> = values.iter().map(|v| format!("<{v}>")).collect();
            line.push(roman(" "));
            line.push(italic(names.join(" ")));
        }
        line.push(roman(if required { "" } else { "]" }));
        line.push(roman(" "));
    }
    for arg in cmd.get_positionals() {
        let value = arg
            .get_value_names()
            .map(|v| v.join(" "))
            .unwrap_or_else(|| arg.get_id().to_string());
        let required = arg.is_required_set();
        line.push(roman(if required { "" } else { "[" }));
        line.push(italic(value));
        line.push(roman(if required { "" } else { "]" }));
        line.push(roman(" "));
    }
    if cmd.has_subcommands() {
        line.push(italic("COMMAND"));
    }
    roff.control("SH", ["SYNOPSIS"]);
    roff.text(line);
}

/// One page: `cmd` as `name` (maedn, maedn-solve, …), with the version in
/// its footer, the synopsis with values, and the sections written here.
fn page(cmd: clap::Command, name: &str, subcommands: &[String]) -> std::io::Result<Vec<u8>> {
    let man = clap_mangen::Man::new(cmd.clone())
        .title(name.to_uppercase())
        .source(format!("maedn {VERSION}"))
        .manual("User Commands");
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    let mut roff = Roff::new();
    let bin = cmd.get_bin_name().unwrap_or(name).to_owned();
    synopsis(&mut roff, &cmd, &bin);
    roff.to_writer(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    if cmd.has_subcommands() {
        man.render_subcommands_section(&mut out)?;
    }
    let mut roff = Roff::new();
    if name == "maedn" {
        tagged(&mut roff, "FILES", FILES);
        tagged(&mut roff, "ENVIRONMENT", ENVIRONMENT);
    }
    let examples = examples(name);
    if !examples.is_empty() {
        tagged(&mut roff, "EXAMPLES", examples);
    }
    roff.control("SH", ["SEE ALSO"]);
    let related: Vec<String> = if name == "maedn" {
        subcommands.to_vec()
    } else {
        vec!["maedn".to_owned()]
    };
    let mut line = Vec::new();
    for (i, page) in related.iter().enumerate() {
        if i > 0 {
            line.push(roman(", "));
        }
        line.push(bold(page.clone()));
        line.push(roman("(1)"));
    }
    roff.text(line);
    roff.to_writer(&mut out)?;
    if name == "maedn" {
        man.render_version_section(&mut out)?;
    }
    Ok(out)
}

/// maedn(1) and a page for each subcommand (maedn-solve(1), …, and the
/// handout's own subcommands, maedn-handout-lesson(1) …), into `dir`.
fn man_pages(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut cmd = maedn::command();
    cmd.build();
    let mut pages = vec![(String::from("maedn"), cmd.clone())];
    let mut i = 0;
    while let Some((name, parent)) = pages.get(i).cloned() {
        for sub in parent.get_subcommands().filter(|s| !s.is_hide_set()) {
            if sub.get_name() == "help" {
                continue;
            }
            pages.push((format!("{name}-{}", sub.get_name()), sub.clone()));
        }
        i += 1;
    }
    let names: Vec<String> = pages.iter().skip(1).map(|(n, _)| n.clone()).collect();
    let mut written = Vec::new();
    for (name, cmd) in pages {
        let text = page(cmd, &name, &names).map_err(|e| format!("{name}.1: {e}"))?;
        let file = dir.join(format!("{name}.1"));
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        written.push(file);
    }
    Ok(written)
}

/// The icon's sizes in pixels, as hicolor names its folders.
const ICON_SIDES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// The icon, as the package installs it (drawn on a 64-pixel canvas).
const ICON_SVG: &str = include_str!("../../packaging/io.github.maedn.Maedn.svg");

/// The icon's file name (the application id).
const ICON_NAME: &str = "io.github.maedn.Maedn.png";

/// The sizes in a Windows icon (256 is the largest an `.ico` entry holds).
const ICO_SIDES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

/// The Windows icon's file name, under `icons/`.
const ICO_NAME: &str = "maedn.ico";

/// The icon as a Windows `.ico`: one PNG-compressed entry per size in
/// [`ICO_SIDES`] (Windows Vista and later read them).
fn windows_icon() -> Result<Vec<u8>, String> {
    use image::codecs::ico::{IcoEncoder, IcoFrame};
    let mut frames = Vec::new();
    for side in ICO_SIDES {
        let png = maedn::render::raster::svg_to_png(ICON_SVG, side as f32 / 64.0)
            .map_err(|e| e.to_string())?;
        let frame = IcoFrame::with_encoded(png, side, side, image::ExtendedColorType::Rgba8)
            .map_err(|e| e.to_string())?;
        frames.push(frame);
    }
    let mut ico = Vec::new();
    IcoEncoder::new(&mut ico)
        .encode_images(&frames)
        .map_err(|e| e.to_string())?;
    Ok(ico)
}

fn write_all(out: &Path) -> Result<Vec<PathBuf>, String> {
    let mut written = Vec::new();
    let fail = |what: &str, e: &dyn std::fmt::Display| format!("{what}: {e}");

    let man = out.join("man");
    std::fs::create_dir_all(&man).map_err(|e| fail(&man.display().to_string(), &e))?;
    written.extend(man_pages(&man)?);

    let completions = out.join("completions");
    std::fs::create_dir_all(&completions)
        .map_err(|e| fail(&completions.display().to_string(), &e))?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let mut cmd = maedn::command();
        let file = clap_complete::generate_to(shell, &mut cmd, "maedn", &completions)
            .map_err(|e| fail(&format!("{shell} completion"), &e))?;
        written.push(file);
    }

    for side in ICON_SIDES {
        let dir = out.join("icons").join(format!("{side}x{side}"));
        std::fs::create_dir_all(&dir).map_err(|e| fail(&dir.display().to_string(), &e))?;
        let png = maedn::render::raster::svg_to_png(ICON_SVG, side as f32 / 64.0)
            .map_err(|e| fail("icon", &e))?;
        let file = dir.join(ICON_NAME);
        std::fs::write(&file, png).map_err(|e| fail(&file.display().to_string(), &e))?;
        written.push(file);
    }

    let ico = out.join("icons").join(ICO_NAME);
    std::fs::write(&ico, windows_icon().map_err(|e| fail("Windows icon", &e))?)
        .map_err(|e| fail(&ico.display().to_string(), &e))?;
    written.push(ico);
    Ok(written)
}

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: maedn-package-files DIR");
        return ExitCode::from(2);
    };
    match write_all(&out) {
        Ok(written) => {
            // The checked writer: a closed or full stdout ends with its own
            // exit code and one line, never a panic.
            for path in written {
                if let Err(e) = maedn::output::print_line(&path.display().to_string()) {
                    return e.exit();
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("maedn-package-files: {e}");
            ExitCode::FAILURE
        }
    }
}
