//! Test doubles, hidden from the docs: [`FakePicker`], a scripted file dialog,
//! so that no test ever opens a real one, and [`FakeBrowserPicker`], a
//! scripted picker of a web page (bytes, no paths).

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use super::files::{FilePicker, PickedFile, PickedSink};
use crate::i18n::Lang;
use crate::io::FileKind;

/// A scripted picker: answers from a queue after an optional delay and
/// records what it was asked.
#[derive(Debug, Default)]
pub struct FakePicker {
    answers: Mutex<Vec<Option<PathBuf>>>,
    asked: Mutex<Vec<(FileKind, Option<String>)>>,
    titles: Mutex<Vec<Option<String>>>,
    delay: Duration,
}

impl FakePicker {
    /// Answers `answers` in order (then `None`), each after `delay`.
    #[must_use]
    pub fn new(answers: Vec<Option<PathBuf>>, delay: Duration) -> FakePicker {
        let mut answers = answers;
        answers.reverse();
        FakePicker {
            answers: Mutex::new(answers),
            asked: Mutex::new(Vec::new()),
            titles: Mutex::new(Vec::new()),
            delay,
        }
    }

    /// What was asked so far: the kind and, for saves, the default name.
    #[must_use]
    pub fn asked(&self) -> Vec<(FileKind, Option<String>)> {
        self.asked.lock().map(|a| a.clone()).unwrap_or_default()
    }

    /// The titles of the save dialogs asked for so far (`None`: the kind's).
    #[must_use]
    pub fn titles(&self) -> Vec<Option<String>> {
        self.titles.lock().map(|a| a.clone()).unwrap_or_default()
    }

    fn answer(&self, kind: FileKind, name: Option<&str>) -> Option<PathBuf> {
        if let Ok(mut asked) = self.asked.lock() {
            asked.push((kind, name.map(str::to_owned)));
        }
        std::thread::sleep(self.delay);
        self.answers.lock().ok().and_then(|mut a| a.pop()).flatten()
    }
}

impl FilePicker for FakePicker {
    fn pick_open(&self, kind: FileKind, _lang: Lang) -> Option<PathBuf> {
        self.answer(kind, None)
    }

    fn pick_save(
        &self,
        kind: FileKind,
        default_name: &str,
        title: Option<&str>,
        _lang: Lang,
    ) -> Option<PathBuf> {
        if let Ok(mut titles) = self.titles.lock() {
            titles.push(title.map(str::to_owned));
        }
        self.answer(kind, Some(default_name))
    }
}

/// A scripted picker without paths, as a web page's: every file to open
/// comes as bytes ([`PickedFile`]) from a queue, handed over at once;
/// `None` (or an empty queue) is a cancel. It shows no save dialog.
#[derive(Debug, Default)]
pub struct FakeBrowserPicker {
    files: Mutex<Vec<Option<PickedFile>>>,
}

impl FakeBrowserPicker {
    /// Answers `files` in order, then cancels.
    #[must_use]
    pub fn new(files: Vec<Option<PickedFile>>) -> FakeBrowserPicker {
        let mut files = files;
        files.reverse();
        FakeBrowserPicker {
            files: Mutex::new(files),
        }
    }
}

impl FilePicker for FakeBrowserPicker {
    fn pick_open_bytes(&self, _kind: FileKind, _lang: Lang, limit: u64, sink: PickedSink) -> bool {
        let file = self.files.lock().ok().and_then(|mut f| f.pop()).flatten();
        // As a browser's picker: a file over the limit is not read.
        let file = file.map(|f| match f.bytes {
            Ok(bytes) if bytes.len() as u64 > limit => PickedFile {
                bytes: Err(bytes.len() as u64),
                ..f
            },
            _ => f,
        });
        sink(file);
        true
    }

    fn pick_open(&self, _kind: FileKind, _lang: Lang) -> Option<PathBuf> {
        None
    }

    fn pick_save(
        &self,
        _kind: FileKind,
        _default_name: &str,
        _title: Option<&str>,
        _lang: Lang,
    ) -> Option<PathBuf> {
        None
    }
}
