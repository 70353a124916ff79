//! Writing a file in a web page (`wasm32`): the page has no file system, so
//! a file written is handed to the browser as a download under its name
//! (the browser asks where, or puts it in its downloads folder). The same
//! API as [`super::atomic`] (`write_atomic`, `check_save`, `AtomicFile`),
//! so every save and export (board lists, sessions, rounds, figures,
//! handouts, animations) goes the same way on both platforms.
//!
//! The download is a `Blob` behind an `<a download>` link clicked by the
//! program (web-sys). rfd's save dialog on the web shows its own overlay
//! instead, in English only, with a second click on "click here to download
//! your file"; this download needs no click and keeps the page's language.

use std::io::{Cursor, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use wasm_bindgen::JsCast as _;
use wasm_bindgen::JsValue;

use super::error::FileError;

/// How long a download's data stays reachable after its click: long enough
/// for any browser to have taken it, then freed.
const REVOKE_AFTER_MS: i32 = 60_000;

/// Hands `bytes` to the browser as a download named as `path`'s file name.
///
/// # Errors
/// [`FileError::Write`] if the page cannot make the download (no document,
/// a browser that refuses the blob).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    download(&name, bytes).map_err(|e| FileError::Write {
        path: path.to_owned(),
        source: std::io::Error::other(e.as_string().unwrap_or_else(|| format!("{e:?}"))),
    })
}

/// A download can always be made: nothing to check before the work.
///
/// # Errors
/// Never; the signature is [`super::atomic::check_save`]'s.
pub fn check_save(_path: &Path) -> Result<(), FileError> {
    Ok(())
}

/// A file written piece by piece (an animation's frames), held in memory
/// and downloaded by [`AtomicFile::commit`]; dropped without a commit,
/// nothing is downloaded.
#[derive(Debug)]
pub struct AtomicFile {
    path: PathBuf,
    data: Cursor<Vec<u8>>,
}

impl AtomicFile {
    /// A new, empty download named as `path`.
    ///
    /// # Errors
    /// Never; the signature is the native `AtomicFile::create`'s.
    pub fn create(path: &Path) -> Result<AtomicFile, FileError> {
        Ok(AtomicFile {
            path: path.to_owned(),
            data: Cursor::new(Vec::new()),
        })
    }

    /// A write error of this file, named by its path.
    #[must_use]
    pub fn error(&self, source: std::io::Error) -> FileError {
        FileError::Write {
            path: self.path.clone(),
            source,
        }
    }

    /// Hands the data to the browser as a download.
    ///
    /// # Errors
    /// As [`write_atomic`].
    pub fn commit(self) -> Result<(), FileError> {
        write_atomic(&self.path, self.data.get_ref())
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.data.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Seek for AtomicFile {
    fn seek(&mut self, pos: SeekFrom) -> std::io::Result<u64> {
        self.data.seek(pos)
    }
}

/// The download itself: a Blob, its object URL on a link with `download`
/// set to `name`, a click, and the URL freed a minute later.
fn download(name: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let document = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let parts = web_sys::js_sys::Array::new();
    parts.push(&web_sys::js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let revoke = wasm_bindgen::closure::Closure::once_into_js(move || {
        web_sys::Url::revoke_object_url(&url).ok();
    });
    window.set_timeout_with_callback_and_timeout_and_arguments_0(
        revoke.unchecked_ref(),
        REVOKE_AFTER_MS,
    )?;
    Ok(())
}
