//! `maedn FILE`: the session, class round or board list the window opens at launch,
//! read once before the window opens, so that a missing or damaged file is
//! refused with one line on the terminal instead of an empty window; and the
//! one sentence printed when no window can be opened (no display, no
//! OpenGL), saying what to install instead of winit's or glutin's words.

use std::path::{Path, PathBuf};

use super::QUOTE_CHARS;
use crate::format::excerpt;
use crate::io::{self, FileKind, LoadError, SessionError};

/// A bare word without a folder or an extension, as a command is written.
fn looks_like_a_command(path: &Path) -> bool {
    path.extension().is_none() && path.components().count() == 1
}

/// The kind of `path` and its absolute path, or why the window cannot open
/// it: a `.json` file must be a session or a class round; any other file a
/// session or a board list.
pub(super) fn launch_file(path: Option<&Path>) -> Result<Option<(FileKind, PathBuf)>, String> {
    let Some(path) = path else {
        return Ok(None);
    };
    let shown = excerpt(&path.display().to_string(), QUOTE_CHARS);
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    let session = match io::load_session(path) {
        Ok(session) => {
            return match session.settings.rules.validate() {
                Ok(()) => Ok(Some((FileKind::Session, absolute))),
                Err(e) => Err(format!(
                    "cannot open {shown}: its settings are unusable: {e}"
                )),
            };
        }
        // A mistyped command (`maedn slove`) is no file either.
        Err(LoadError::File(_)) if !path.exists() && looks_like_a_command(path) => {
            let commands: Vec<String> = super::command()
                .get_subcommands()
                .map(|c| c.get_name().to_owned())
                .collect();
            return Err(format!(
                "no file or command named {shown}; the commands are {}",
                commands.join(", ")
            ));
        }
        // Missing, unreadable, a folder, not text: the same for both kinds.
        Err(LoadError::File(e)) => return Err(excerpt(&e.to_string(), QUOTE_CHARS * 3)),
        // A class round (a double-clicked round file): opened as a round.
        Err(LoadError::Session(SessionError::IsRound)) => {
            return match io::load_round(path) {
                Ok(_) => Ok(Some((FileKind::Round, absolute))),
                Err(e) => Err(format!(
                    "cannot open {shown}: {}",
                    excerpt(&e.to_string(), QUOTE_CHARS * 3)
                )),
            };
        }
        Err(e) => e,
    };
    if json {
        return Err(format!(
            "cannot open {shown}: not a maedn session: {session}"
        ));
    }
    match io::load_board_list(path) {
        Ok(_) => Ok(Some((FileKind::Boards, absolute))),
        Err(boards) => Err(format!(
            "cannot open {shown}: neither a maedn session ({session}) nor a board list ({boards})"
        )),
    }
}

/// Is no display named (neither X11's nor Wayland's variables set)? Only
/// there: Windows and macOS always have their one display.
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
pub(super) fn no_display() -> bool {
    cfg!(all(unix, not(target_os = "macos")))
        && ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .iter()
            .all(|v| std::env::var_os(v).is_none_or(|s| s.is_empty()))
}

/// One sentence for a window that could not be opened, from the error's
/// text and whether a display was named: what is missing and what to do.
#[cfg(all(feature = "gui", not(target_arch = "wasm32")))]
pub(super) fn window_error_text(error: &str, no_display: bool) -> String {
    let lower = error.to_lowercase();
    if no_display || lower.contains("display") && lower.contains("not set") {
        return "cannot open the window: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). \
                Start maedn from a desktop session (X11 or Wayland); the command line \
                (maedn --help) works without one"
            .to_owned();
    }
    let cause = excerpt(error, QUOTE_CHARS * 2);
    if ["glutin", "opengl", "egl", "glx", "gl config", "no suitable"]
        .iter()
        .any(|w| lower.contains(w))
    {
        return format!(
            "cannot open the window: no usable OpenGL ({cause}). Install Mesa's OpenGL drivers \
             (Debian/Ubuntu: apt install libgl1-mesa-dri libegl1); without a graphics card \
             they draw in software"
        );
    }
    if lower.contains("connect") || lower.contains("xopendisplay") || lower.contains("wayland") {
        return format!(
            "cannot open the window: cannot reach the display ({cause}). Check that DISPLAY or \
             WAYLAND_DISPLAY names a running X11 or Wayland session"
        );
    }
    format!("cannot open the window: {cause}")
}

#[cfg(all(test, feature = "gui"))]
mod tests {
    use super::*;

    #[test]
    fn test_no_display_says_what_to_do() {
        let text = window_error_text(
            "winit EventLoopError: os error at …: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.",
            true,
        );
        assert!(text.contains("no display"), "{text}");
        assert!(!text.contains('\n'), "{text}");
    }

    #[test]
    fn test_no_opengl_names_the_packages() {
        let text = window_error_text("Glutin error: no suitable GL config found", false);
        assert!(text.contains("apt install libgl1-mesa-dri"), "{text}");
    }
}
