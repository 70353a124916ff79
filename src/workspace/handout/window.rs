//! The workspace's side of the handout window: its commands applied (Start
//! opens the save dialog, in the window's language, for a PDF), the path
//! chosen starts the job, and the finished job becomes a notice (written,
//! failed, or cancelled with nothing written).

use std::path::PathBuf;

use super::{HandoutCommand, Handouts};
use crate::io::FileKind;
use crate::workspace::files::FileOpError;
use crate::workspace::files::HandoutKind;
use crate::workspace::job::Ended;
use crate::workspace::{DialogMode, Notice, Workspace};

/// The name a notice gives a cancelled handout.
const fn name(kind: HandoutKind) -> &'static str {
    match kind {
        HandoutKind::Lesson => "lesson.pdf",
        HandoutKind::Worksheet => "worksheet.pdf",
        HandoutKind::Guide => "guide.pdf",
    }
}

impl Workspace {
    /// The handout window's state.
    #[must_use]
    pub fn handout(&self) -> &Handouts {
        &self.handout
    }

    /// The handout window's state, to hold its next export (tests).
    #[doc(hidden)]
    pub fn handout_mut(&mut self) -> &mut Handouts {
        &mut self.handout
    }

    /// Does what the handout window asks.
    pub(in crate::workspace) fn apply_handout(&mut self, command: HandoutCommand) {
        if command == HandoutCommand::Cancel {
            if let Some(kind) = self.handout.cancel() {
                self.notify(Notice::ExportCancelled(name(kind)));
            }
            return;
        }
        let lang = self.lang();
        if let Some(request) = self.handout.apply(command, lang)
            && let Err(e) = self.files.begin_named(
                FileKind::Pdf,
                DialogMode::Save,
                request.file_name(),
                Some(crate::workspace::export_title(
                    crate::i18n::Tr::shared(lang),
                    crate::workspace::Exported::Handout(request.kind),
                    "pdf",
                )),
                lang,
                &self.waker,
            )
        {
            self.handout.take_awaiting();
            self.notify(Notice::Failed(e));
        }
    }

    /// Is the handout command possible now?
    pub(in crate::workspace) fn allows_handout(&self, command: HandoutCommand) -> bool {
        match command {
            HandoutCommand::Start => !self.files.is_busy() && !self.handout.is_running(),
            HandoutCommand::Cancel => self.handout.is_running(),
            _ => true,
        }
    }

    /// A PDF's path was chosen: writes the handout awaited there.
    pub(in crate::workspace) fn handout_path(&mut self, path: PathBuf) -> Result<(), FileOpError> {
        let Some(request) = self.handout.take_awaiting() else {
            return Ok(());
        };
        Ok(self.handout.start(request, path, &self.waker)?)
    }

    /// Takes in a finished handout.
    pub(in crate::workspace) fn poll_handout(&mut self) {
        let Some(outcome) = self.handout.poll() else {
            return;
        };
        self.notify(match outcome {
            Ended::Written(w) => Notice::Saved(w.path),
            Ended::Cancelled(kind) => Notice::ExportCancelled(name(kind)),
            Ended::Failed(e) => Notice::Failed(FileOpError::Save(e.into())),
        });
    }
}
