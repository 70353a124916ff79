//! `maedn FILE`: the session or board list the window opens at launch,
//! read once before the window opens, so that a missing or damaged file is
//! refused with one line on the terminal instead of an empty window.

use std::path::{Path, PathBuf};

use super::QUOTE_CHARS;
use crate::format::excerpt;
use crate::io::{self, FileKind, LoadError};

/// A bare word without a folder or an extension, as a command is written.
fn looks_like_a_command(path: &Path) -> bool {
    path.extension().is_none() && path.components().count() == 1
}

/// The kind of `path` and its absolute path, or why the window cannot open
/// it: a `.json` file must be a session; any other file a session or a
/// board list.
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
