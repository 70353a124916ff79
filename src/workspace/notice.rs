//! The status line's message ([`Notice`]) and its wording: every notice is
//! written through Fluent ([`Notice::text`]) in the window's language;
//! `Display` gives its English text.
//!
//! A notice does not stay for ever: news expires after
//! [`INFO_SECONDS`], an error after [`ERROR_SECONDS`], and an error is cleared
//! by the next action that succeeds (see `Workspace::succeeded`).

use std::fmt;
use std::path::PathBuf;

use super::error_text::file_op_error;
use super::files::FileOpError;
use super::prefs_issue::PrefsIssue;
use crate::format::excerpt;
use crate::i18n::words::escaped;
use crate::i18n::{Lang, Tr, count_arg};
use crate::io::UnevenLine;
use crate::tr;

/// How long news stays in the status line, in seconds.
pub const INFO_SECONDS: f64 = 8.0;
/// How long an error stays (unless an action succeeds first), in seconds.
pub const ERROR_SECONDS: f64 = 30.0;
/// The most characters of copied text quoted in the status line.
const COPIED_EXCERPT: usize = 40;

/// What a web page may not do that the desktop window does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrowserLimit {
    /// Full screen was refused (the browser allows it only right after a
    /// click or a key, and never for a page that opens presenting).
    FullScreen,
    /// A page may not read the clipboard when it likes: only a paste the
    /// user makes (Ctrl+V) reaches it.
    Paste,
    /// The clipboard is closed to a page not served over https (or from
    /// this computer).
    Clipboard,
}

/// What the status line says.
#[derive(Debug)]
pub enum Notice {
    /// A board list was opened.
    OpenedBoards {
        /// How many boards.
        count: usize,
        /// From where.
        path: PathBuf,
        /// A line written unlike the others: the list may be cut off.
        uneven: Option<UnevenLine>,
    },
    /// A session was opened.
    OpenedSession {
        /// From where.
        path: PathBuf,
    },
    /// A session with results was opened; its run is being solved again so
    /// that the results shown are computed, then compared with the file's.
    RestoringSession {
        /// From where.
        path: PathBuf,
    },
    /// A session's results were solved again and compared with the file's.
    SessionRestored {
        /// From where.
        path: PathBuf,
        /// Does every saved number (lengths, boards, counters) agree?
        agrees: bool,
    },
    /// A session's results could not be solved again (cancelled or failed).
    SessionNotRestored {
        /// From where.
        path: PathBuf,
    },
    /// A file was written.
    Saved(PathBuf),
    /// No dialog could be shown; the typed-path window is open.
    DialogUnavailable,
    /// Saved settings that could not be used were replaced.
    PrefsReplaced(Vec<PrefsIssue>),
    /// Text was put on the clipboard.
    Copied(String),
    /// A paste was asked for, but the clipboard holds no text.
    NothingToPaste,
    /// The browser does not let a web page do this.
    NotInBrowser(BrowserLimit),
    /// A file operation failed.
    Failed(FileOpError),
    /// A figure's export was cancelled (nothing was written).
    ExportCancelled(&'static str),
    /// An animation was written: where, and its size in bytes.
    AnimationSaved {
        /// Where.
        path: PathBuf,
        /// Its size, said in kB or MB.
        bytes: usize,
    },
    /// An animation's export was cancelled (nothing was written).
    AnimationCancelled,
}

impl Notice {
    /// Is this an error (shown in the error colour)?
    #[must_use]
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Notice::DialogUnavailable
                | Notice::OpenedBoards {
                    uneven: Some(_),
                    ..
                }
                | Notice::PrefsReplaced(_)
                | Notice::NotInBrowser(_)
                | Notice::Failed(_)
                | Notice::SessionNotRestored { .. }
                | Notice::SessionRestored { agrees: false, .. }
        )
    }

    /// How long the notice stays, in seconds.
    #[must_use]
    pub fn lifetime(&self) -> f64 {
        if self.is_error() {
            ERROR_SECONDS
        } else {
            INFO_SECONDS
        }
    }

    /// The notice in `tr`'s language.
    #[must_use]
    pub fn text(&self, tr: &Tr) -> String {
        // Escaped: a newline in a file name would break the status line.
        let path = |p: &PathBuf| escaped(&p.display().to_string());
        match self {
            Notice::RestoringSession { path: p } => {
                tr!(tr, "notice-restoring-session", path = path(p))
            }
            Notice::SessionRestored {
                path: p,
                agrees: true,
            } => tr!(tr, "notice-session-restored", path = path(p)),
            Notice::SessionRestored {
                path: p,
                agrees: false,
            } => tr!(tr, "notice-session-differs", path = path(p)),
            Notice::SessionNotRestored { path: p } => {
                tr!(tr, "notice-session-not-restored", path = path(p))
            }
            Notice::OpenedBoards {
                count,
                path: p,
                uneven,
            } => {
                let opened = tr!(
                    tr,
                    "notice-opened-boards",
                    count = count_arg(*count as u64),
                    path = path(p)
                );
                match uneven {
                    None => opened,
                    Some(u) => {
                        let warning = tr!(
                            tr,
                            "notice-boards-uneven",
                            line = count_arg(u.line as u64),
                            digits = count_arg(u.digits as u64),
                            first_line = count_arg(u.first_line as u64),
                            first_digits = count_arg(u.first_digits as u64)
                        );
                        format!("{opened} {warning}")
                    }
                }
            }
            Notice::Copied(text) => {
                tr!(tr, "notice-copied", text = excerpt(text, COPIED_EXCERPT))
            }
            Notice::NothingToPaste => tr!(tr, "notice-nothing-to-paste"),
            Notice::NotInBrowser(BrowserLimit::FullScreen) => tr!(tr, "web-no-fullscreen"),
            Notice::NotInBrowser(BrowserLimit::Paste) => tr!(tr, "web-no-paste-button"),
            Notice::NotInBrowser(BrowserLimit::Clipboard) => tr!(tr, "web-no-clipboard"),
            Notice::OpenedSession { path: p } => {
                tr!(tr, "notice-opened-session", path = path(p))
            }
            Notice::Saved(p) => tr!(tr, "notice-saved", path = path(p)),
            Notice::DialogUnavailable => tr!(tr, "notice-dialog-unavailable"),
            Notice::PrefsReplaced(issues) => {
                // Values replaced in one sentence; where the settings are kept
                // (not read, not written) in sentences of their own.
                let (storage, replaced): (Vec<_>, Vec<_>) =
                    issues.iter().partition(|i| i.is_storage());
                let replaced = (!replaced.is_empty()).then(|| {
                    tr!(
                        tr,
                        "notice-prefs-replaced",
                        issues = replaced
                            .iter()
                            .map(|i| i.text(tr))
                            .collect::<Vec<_>>()
                            .join("; ")
                    )
                });
                replaced
                    .into_iter()
                    .chain(storage.iter().map(|i| i.text(tr)))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
            Notice::Failed(e) => file_op_error(tr, e),
            Notice::ExportCancelled(name) => {
                tr!(tr, "notice-export-cancelled", name = name.to_string())
            }
            Notice::AnimationSaved { path: p, bytes } => tr!(
                tr,
                "notice-animation-saved",
                path = path(p),
                size = super::animation_export::file_size(*bytes)
            ),
            Notice::AnimationCancelled => tr!(tr, "animation-cancelled"),
        }
    }
}

/// The notice in English (the command line's and the logs' language).
impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Tr::shared(Lang::En)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A list whose line was cut off opens with a warning naming the line.
    #[test]
    fn test_a_cut_off_list_is_named() {
        let notice = Notice::OpenedBoards {
            count: 3,
            path: PathBuf::from("/tmp/list.txt"),
            uneven: crate::io::uneven_line("0xE820882208414C06\n0xC8208822088343A3\n0xE8208822"),
        };
        assert!(notice.is_error());
        let en = notice.text(Tr::shared(Lang::En));
        assert!(
            en.contains("line 3 has 8 digits") && en.contains("16"),
            "{en}"
        );
        let de = notice.text(Tr::shared(Lang::De));
        assert!(de.contains("Zeile 3 hat 8 Ziffern"), "{de}");
    }

    /// A file name with a newline or a NUL is shown escaped on one line.
    #[test]
    fn test_paths_in_notices_are_escaped() {
        let saved = Notice::Saved(PathBuf::from("/tmp/two\nlines\0.txt"));
        for lang in [Lang::En, Lang::De] {
            let text = saved.text(Tr::shared(lang));
            assert!(!text.contains('\n') && !text.contains('\0'), "{text}");
            assert!(text.contains("two\\nlines\\0.txt"), "{text}");
        }
    }
}
