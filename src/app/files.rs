//! The window's side of files: the native dialog through rfd
//! ([`RfdPicker`], the workspace's [`FilePicker`], in the language each call
//! names; in a web page the browser's picker and downloads) and the typed-path field
//! for when no dialog can be shown ([`typed_path_ui`]). (Board exports are
//! figures, built in `crate::workspace::shown_board`, not screenshots.)

use std::path::PathBuf;

use crate::i18n::{Lang, Tr};
use crate::io::FileKind;
use crate::tr;
use crate::workspace::FilePicker;

/// The native dialog through rfd, filtered to the kind's extensions, its
/// title and filters in the language of the call (the dialog runs on its own
/// thread).
#[derive(Clone, Copy, Debug, Default)]
pub struct RfdPicker;

#[cfg(not(target_arch = "wasm32"))]
impl RfdPicker {
    fn dialog(kind: FileKind, lang: Lang) -> rfd::FileDialog {
        let tr = Tr::shared(lang);
        let name = kind_name(tr, kind);
        rfd::FileDialog::new()
            .set_title(&name)
            .add_filter(&name, kind.extensions())
            .add_filter(tr!(tr, "file-all"), &["*"])
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl FilePicker for RfdPicker {
    fn pick_open(&self, kind: FileKind, lang: Lang) -> Option<PathBuf> {
        Self::dialog(kind, lang).pick_file()
    }

    fn pick_save(
        &self,
        kind: FileKind,
        default_name: &str,
        title: Option<&str>,
        lang: Lang,
    ) -> Option<PathBuf> {
        let dialog = Self::dialog(kind, lang).set_file_name(default_name);
        match title {
            Some(title) => dialog.set_title(title),
            None => dialog,
        }
        .save_file()
    }
}

/// A web page has no blocking dialog and no file system: a file to open
/// comes from the browser's picker as bytes, on the page's own event loop
/// (rfd's async dialog; the bytes are read only if no larger than the
/// limit), and a save is a download under the suggested name
/// (`crate::io::download`), so "where" is the suggested name itself.
#[cfg(target_arch = "wasm32")]
impl FilePicker for RfdPicker {
    fn pick_open_bytes(
        &self,
        kind: FileKind,
        lang: Lang,
        limit: u64,
        sink: crate::workspace::PickedSink,
    ) -> bool {
        let tr = Tr::shared(lang);
        let name = kind_name(tr, kind);
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(&name)
            .add_filter(&name, kind.extensions());
        wasm_bindgen_futures::spawn_local(async move {
            let Some(handle) = dialog.pick_file().await else {
                sink(None);
                return;
            };
            let name = handle.file_name();
            // A File's size is a JavaScript number: whole, at most 2^53.
            #[expect(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "a file size is a whole, non-negative number below 2^53"
            )]
            let size = handle.inner().size() as u64;
            let bytes = if size > limit {
                Err(size)
            } else {
                Ok(handle.read().await)
            };
            sink(Some(crate::workspace::PickedFile { name, bytes }));
        });
        true
    }

    fn pick_open(&self, _kind: FileKind, _lang: Lang) -> Option<PathBuf> {
        None
    }

    fn pick_save(
        &self,
        _kind: FileKind,
        default_name: &str,
        _title: Option<&str>,
        _lang: Lang,
    ) -> Option<PathBuf> {
        Some(PathBuf::from(default_name))
    }
}

/// The most characters the typed-path field holds: Linux's longest path
/// (`PATH_MAX`), so any real path fits and a pasted megabyte does not.
pub const PATH_FIELD_CHARS: usize = 4_096;

/// The fallback when no dialog can be shown: a typed path with an OK
/// button. Returns the path when OK is clicked or Enter pressed, and the
/// field's response (to focus it).
pub fn typed_path_ui(
    ui: &mut egui::Ui,
    tr: &Tr,
    kind: FileKind,
    text: &mut String,
) -> (Option<PathBuf>, egui::Response) {
    ui.label(tr!(
        tr,
        "typed-no-dialog",
        kind = kind_name(tr, kind),
        ext = kind.extensions().first().copied().unwrap_or("*")
    ));
    let (done, field) = ui
        .horizontal(|ui| {
            let edit = ui.add(
                egui::TextEdit::singleline(text)
                    .hint_text(tr!(tr, "typed-placeholder"))
                    .char_limit(PATH_FIELD_CHARS),
            );
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let ok = ui.add_enabled(
                !text.trim().is_empty(),
                egui::Button::new(tr!(tr, "typed-ok")),
            );
            ((enter || ok.clicked()) && !text.trim().is_empty(), edit)
        })
        .inner;
    (done.then(|| PathBuf::from(text.trim())), field)
}

/// What a kind of file is called, in a sentence ("board list", "Sitzung").
#[must_use]
pub fn kind_name(tr: &Tr, kind: FileKind) -> String {
    let id = match kind {
        FileKind::Pdf => return tr!(tr, "file-kind-pdf"),
        FileKind::Round => return tr!(tr, "file-kind-round"),
        FileKind::Boards => "boards",
        FileKind::Session => "session",
        FileKind::Picture(crate::io::Format::Svg) => "svg",
        FileKind::Picture(crate::io::Format::Png) => "png",
        FileKind::Animation(_) => return tr!(tr, "file-kind-animation"),
    };
    tr!(tr, "file-kind", kind = id)
}
