//! `maedn-package-files DIR`: writes the files the Debian package and the
//! portable tarball ship beside the binary and that are generated rather
//! than kept in the repository: a man page for `maedn` and for each
//! subcommand (`man/`, from the clap definitions), the bash, zsh and fish
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
    clap_mangen::generate_to(maedn::command(), &man).map_err(|e| fail("man pages", &e))?;
    written.push(man);

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
