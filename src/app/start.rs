//! What the window needs before it opens, on a machine set up by someone
//! else: its icon (drawn from the packaged SVG), where its settings live
//! (the home folder, or beside the executable in portable mode), the site's
//! defaults file.

use std::path::{Path, PathBuf};

use crate::workspace::defaults::{SiteDefaults, defaults_files, load_defaults};

/// The application's id: the Wayland app id (and X11 class) of the window,
/// the name of the desktop entry, the metainfo and the icon, so that a dock
/// shows the icon beside the running window.
pub const APPLICATION_ID: &str = "io.github.maedn.Maedn";

/// The icon, the same SVG the package installs.
pub const ICON_SVG: &str = include_str!("../../packaging/io.github.maedn.Maedn.svg");

/// The window icon's side, in pixels.
const ICON_SIDE: u32 = 256;

/// The marker file that turns on portable mode when it lies beside the executable.
pub const PORTABLE_MARKER: &str = "portable";

/// The folder beside the executable that holds the settings in portable mode.
const PORTABLE_FOLDER: &str = "maedn-settings";

/// The file eframe keeps the window's state in.
const STATE_FILE: &str = "app.ron";

/// The icon as the window wants it, rasterised from [`ICON_SVG`] (`None`
/// only if the SVG could not be drawn, a bug the tests catch).
#[must_use]
pub fn icon() -> Option<egui::IconData> {
    let scale = ICON_SIDE as f32 / 64.0;
    let pixmap = crate::render::raster::rasterise(ICON_SVG, scale).ok()?;
    let (width, height) = (pixmap.width(), pixmap.height());
    // tiny-skia keeps premultiplied alpha; the window wants it straight.
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Some(egui::IconData {
        width,
        height,
        rgba,
    })
}

/// The folder of the running executable (links resolved).
#[must_use]
pub fn exe_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let exe = std::fs::canonicalize(&exe).unwrap_or(exe);
    exe.parent().map(Path::to_path_buf)
}

/// Portable mode: asked for with `--portable`, or a [`PORTABLE_MARKER`]
/// file beside the executable.
#[must_use]
pub fn is_portable(asked: bool, exe_dir: Option<&Path>) -> bool {
    asked || exe_dir.is_some_and(|d| d.join(PORTABLE_MARKER).is_file())
}

/// Where the window's state is kept: beside the executable in portable
/// mode, else in the app's data folder (`~/.local/share/maedn`,
/// `%APPDATA%\maedn\data` on Windows; a web page uses the browser's storage).
#[must_use]
pub fn state_file(portable: bool, exe_dir: Option<&Path>, data_folder: &str) -> Option<PathBuf> {
    if portable {
        exe_dir.map(|d| d.join(PORTABLE_FOLDER).join(STATE_FILE))
    } else {
        eframe::storage_dir(data_folder).map(|d| d.join(STATE_FILE))
    }
}

/// The site's defaults, each value that cannot be used named on stderr.
#[must_use]
pub fn site_defaults(exe_dir: Option<&Path>) -> SiteDefaults {
    let (defaults, problems) = load_defaults(&defaults_files(exe_dir));
    for problem in problems {
        crate::output::error_line(&problem.to_string());
    }
    defaults
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_icon_draws_at_its_size_and_is_not_blank() {
        let icon = icon().expect("the packaged SVG draws");
        assert_eq!((icon.width, icon.height), (ICON_SIDE, ICON_SIDE));
        let opaque = icon.rgba.chunks(4).filter(|p| p[3] == 255).count();
        assert!(opaque > (ICON_SIDE * ICON_SIDE / 2) as usize, "{opaque}");
    }

    #[test]
    fn test_portable_settings_lie_beside_the_executable() {
        let dir = Path::new("/opt/maedn");
        let file = state_file(true, Some(dir), "maedn").expect("a path");
        assert!(file.starts_with(dir), "{}", file.display());
        assert!(!is_portable(false, Some(dir)));
        assert!(is_portable(true, None));
    }
}
