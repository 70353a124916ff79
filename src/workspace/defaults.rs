//! The site's defaults: a read-only JSON file an administrator writes once
//! for every user of a machine (`/etc/maedn/defaults.json`, and
//! `defaults.json` beside the executable for the portable tarball). It sets
//! the language, the colours, the zoom, the first view and whether the
//! welcome shows, for a launch without saved settings (a school PC that is
//! reset at every boot has none). A value that cannot be used is named and
//! ignored; the others still apply.

use std::fmt;
use std::path::{Path, PathBuf};

use serde_json::Value;

use super::prefs::{Mode, Prefs, ZOOM_RANGE};
use crate::i18n::Lang;
use crate::io::{FileError, MAX_FILE_BYTES, read_text};
use crate::render::Scheme;

/// The system-wide defaults file.
pub const SYSTEM_DEFAULTS: &str = "/etc/maedn/defaults.json";
/// The defaults file's name beside the executable (the portable tarball).
pub const DEFAULTS_NAME: &str = "defaults.json";

/// What a defaults file sets; `None` leaves the built-in default.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SiteDefaults {
    /// `"lang"`: `"de"` or `"en"`.
    pub lang: Option<Lang>,
    /// `"palette"`: `"board"`, `"colour-blind"` or `"high-contrast"`.
    pub palette: Option<Scheme>,
    /// `"zoom"`: the window's zoom factor, within [`ZOOM_RANGE`].
    pub zoom: Option<f32>,
    /// `"view"`: the mode the window opens in (`"solve"`, `"lesson"` …).
    pub view: Option<Mode>,
    /// `"welcome"`: `false` skips the first-run welcome.
    pub welcome: Option<bool>,
}

/// One thing in a defaults file that was not used, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct DefaultsProblem {
    /// The file it is in.
    pub file: PathBuf,
    /// What is wrong with it.
    pub what: String,
    /// Does `what` name the file already (the file as a whole could not be
    /// read: "… is empty")? Then the file is not named twice.
    pub names_file: bool,
}

impl fmt::Display for DefaultsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.names_file {
            write!(f, "{}; ignored", self.what)
        } else {
            write!(f, "{}: {}; ignored", self.file.display(), self.what)
        }
    }
}

/// The most unknown keys named one by one; the rest are counted.
const NAMED_UNKNOWN: usize = 5;

/// A mode's name in a defaults file: its own name in lower case.
fn view_name(mode: Mode) -> String {
    format!("{mode:?}").to_lowercase()
}

/// The views a defaults file may name, for a message.
fn view_names() -> String {
    Mode::ALL.map(view_name).join(", ")
}

/// The text of a JSON value for a message (strings quoted).
fn shown(value: &Value) -> String {
    crate::format::excerpt(&value.to_string(), 60)
}

/// Reads the text of a defaults file: the values it sets and a sentence for
/// each that cannot be used (an unknown key, a wrong value), which is left
/// out while the rest still apply.
#[must_use]
pub fn parse_defaults(text: &str) -> (SiteDefaults, Vec<String>) {
    let mut out = SiteDefaults::default();
    let mut problems = Vec::new();
    // Windows editors start a UTF-8 file with a byte order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let object = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(object)) => object,
        Ok(other) => {
            problems.push(format!(
                "expected a JSON object such as {{\"lang\": \"de\"}}, found {}",
                shown(&other)
            ));
            return (out, problems);
        }
        Err(e) => {
            problems.push(format!("not JSON: {e}"));
            return (out, problems);
        }
    };
    let mut unknown = Vec::new();
    for (key, value) in &object {
        let text = value.as_str();
        match key.as_str() {
            "lang" => match text.and_then(|t| t.parse::<Lang>().ok()) {
                Some(lang) => out.lang = Some(lang),
                None => problems.push(format!(
                    "\"lang\" is {}: expected \"de\" or \"en\"",
                    shown(value)
                )),
            },
            "palette" => match text.and_then(|t| t.parse::<Scheme>().ok()) {
                Some(scheme) => out.palette = Some(scheme),
                None => problems.push(format!(
                    "\"palette\" is {}: expected \"board\", \"colour-blind\" or \"high-contrast\"",
                    shown(value)
                )),
            },
            "zoom" => match value.as_f64() {
                Some(z) if ZOOM_RANGE.contains(&(z as f32)) => out.zoom = Some(z as f32),
                _ => problems.push(format!(
                    "\"zoom\" is {}: expected a number from {} to {}",
                    shown(value),
                    ZOOM_RANGE.start(),
                    ZOOM_RANGE.end()
                )),
            },
            "view" => match Mode::ALL
                .into_iter()
                .find(|m| text.is_some_and(|t| view_name(*m) == t.trim().to_lowercase()))
            {
                Some(mode) => out.view = Some(mode),
                None => problems.push(format!(
                    "\"view\" is {}: expected one of {}",
                    shown(value),
                    view_names()
                )),
            },
            "welcome" => match value.as_bool() {
                Some(shown) => out.welcome = Some(shown),
                None => problems.push(format!(
                    "\"welcome\" is {}: expected true or false",
                    shown(value)
                )),
            },
            other => unknown.push(other),
        }
    }
    // One sentence for every unknown key, however many: a file of half a
    // million keys printed 72 MB at every launch.
    if !unknown.is_empty() {
        let named: Vec<String> = unknown
            .iter()
            .take(NAMED_UNKNOWN)
            .map(|k| shown(&Value::from(*k)))
            .collect();
        let more = unknown.len().saturating_sub(NAMED_UNKNOWN);
        let rest = if more > 0 {
            format!(" and {} more", crate::format::count(more as u64))
        } else {
            String::new()
        };
        let noun = if unknown.len() == 1 {
            "setting"
        } else {
            "settings"
        };
        problems.push(format!(
            "unknown {noun} {}{rest}: a defaults file sets lang, palette, zoom, view and welcome",
            named.join(", ")
        ));
    }
    (out, problems)
}

impl SiteDefaults {
    /// These defaults with every value `later` sets replacing this one's.
    #[must_use]
    pub fn then(self, later: SiteDefaults) -> SiteDefaults {
        SiteDefaults {
            lang: later.lang.or(self.lang),
            palette: later.palette.or(self.palette),
            zoom: later.zoom.or(self.zoom),
            view: later.view.or(self.view),
            welcome: later.welcome.or(self.welcome),
        }
    }

    /// Sets what these defaults name in `prefs` (a launch without saved
    /// settings); the zoom is the window's and is set by it.
    pub fn apply(&self, prefs: &mut Prefs) {
        if let Some(lang) = self.lang {
            prefs.lang = Some(lang);
        }
        if let Some(scheme) = self.palette {
            prefs.colours = scheme;
        }
        if let Some(mode) = self.view {
            prefs.mode = mode;
        }
        if self.welcome == Some(false) {
            prefs.welcome_seen = true;
        }
    }
}

/// Reads the defaults files in `files`, later ones overriding earlier ones;
/// a file that does not exist is skipped, one that cannot be read is named.
#[must_use]
pub fn load_defaults(files: &[PathBuf]) -> (SiteDefaults, Vec<DefaultsProblem>) {
    let mut out = SiteDefaults::default();
    let mut problems = Vec::new();
    for file in files {
        let text = match read_text(file, MAX_FILE_BYTES) {
            Ok(text) => text,
            Err(FileError::Read { source, .. })
                if source.kind() == std::io::ErrorKind::NotFound =>
            {
                continue;
            }
            Err(e) => {
                problems.push(DefaultsProblem {
                    file: file.clone(),
                    what: e.to_string(),
                    names_file: true,
                });
                continue;
            }
        };
        let (found, wrong) = parse_defaults(&text);
        out = out.then(found);
        problems.extend(wrong.into_iter().map(|what| DefaultsProblem {
            file: file.clone(),
            what,
            names_file: false,
        }));
    }
    (out, problems)
}

/// The defaults files of this installation: the system's, then the one
/// beside the executable at `exe_dir` (the portable tarball's).
#[must_use]
pub fn defaults_files(exe_dir: Option<&Path>) -> Vec<PathBuf> {
    let mut files = vec![PathBuf::from(SYSTEM_DEFAULTS)];
    if let Some(dir) = exe_dir {
        files.push(dir.join(DEFAULTS_NAME));
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/install.md names every view a defaults file may open in (Your
    /// turn's `play` was missing), and each named there is read.
    #[test]
    fn test_the_install_page_names_every_view() {
        let page = include_str!("../../docs/install.md");
        let at = page.find("`view`:").expect("the view key's sentence");
        let sentence = &page[at..at + page[at..].find(';').unwrap_or(0)];
        for mode in Mode::ALL {
            let name = view_name(mode);
            assert!(
                sentence.contains(&format!("`{name}`")),
                "{name} not in {sentence:?}"
            );
            let (d, problems) = parse_defaults(&format!(r#"{{"view": "{name}"}}"#));
            assert!(
                problems.is_empty() && d.view == Some(mode),
                "{name}: {problems:?}"
            );
        }
    }

    #[test]
    fn test_every_key_is_read() {
        let (d, problems) = parse_defaults(
            r#"{"lang": "de", "palette": "high-contrast", "zoom": 1.5, "view": "lesson", "welcome": false}"#,
        );
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(d.lang, Some(Lang::De));
        assert_eq!(d.palette, Some(Scheme::HighContrast));
        assert_eq!(d.zoom, Some(1.5));
        assert_eq!(d.view, Some(Mode::Lesson));
        let mut prefs = Prefs::default();
        d.apply(&mut prefs);
        assert_eq!(prefs.lang, Some(Lang::De));
        assert_eq!(prefs.colours, Scheme::HighContrast);
        assert_eq!(prefs.mode, Mode::Lesson);
        assert!(prefs.welcome_seen);
    }

    /// A byte order mark (Windows editors write one) is no reason to refuse.
    #[test]
    fn test_a_byte_order_mark_is_accepted() {
        let (d, problems) = parse_defaults("\u{feff}{\"lang\": \"de\"}");
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(d.lang, Some(Lang::De));
    }

    /// Half a million unknown keys are one short sentence, not 72 MB.
    #[test]
    fn test_unknown_keys_are_one_short_sentence() {
        let keys: Vec<String> = (0..100_000).map(|i| format!("\"k{i}\": 1")).collect();
        let text = format!("{{\"lang\": \"en\", {}}}", keys.join(", "));
        let (d, problems) = parse_defaults(&text);
        assert_eq!(d.lang, Some(Lang::En));
        assert_eq!(problems.len(), 1, "{}", problems.len());
        assert!(problems[0].len() < 300, "{}", problems[0]);
        assert!(problems[0].contains("and 99,995 more"), "{}", problems[0]);
        let (_, one) = parse_defaults(r#"{"zooom": 1}"#);
        assert_eq!(
            one,
            [
                "unknown setting \"zooom\": a defaults file sets lang, palette, zoom, view and welcome"
            ]
        );
    }

    /// An empty file is named once: "… is empty; ignored".
    #[test]
    fn test_an_unreadable_file_is_named_once() {
        let dir = std::env::temp_dir().join(format!("maedn-defaults-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let empty = dir.join("defaults.json");
        std::fs::write(&empty, "  \n").expect("written");
        let (_, problems) = load_defaults(std::slice::from_ref(&empty));
        let text = problems[0].to_string();
        assert_eq!(text.matches("defaults.json").count(), 1, "{text}");
        assert!(text.ends_with("is empty; ignored"), "{text}");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn test_a_later_file_overrides_an_earlier_one() {
        let (a, _) = parse_defaults(r#"{"lang": "de", "zoom": 1.2}"#);
        let (b, _) = parse_defaults(r#"{"lang": "en"}"#);
        let both = a.then(b);
        assert_eq!(both.lang, Some(Lang::En));
        assert_eq!(both.zoom, Some(1.2));
    }

    #[test]
    fn test_a_missing_file_is_no_problem_and_a_folder_is_named() {
        let missing = std::env::temp_dir().join("maedn-no-such-defaults.json");
        let (d, problems) = load_defaults(&[missing, std::env::temp_dir()]);
        assert_eq!(d, SiteDefaults::default());
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].to_string().ends_with("; ignored"),
            "{problems:?}"
        );
    }
}
