//! Languages, and every sentence about an engine value (in `words/`), once,
//! for the window, the figures and the command line alike.
//!
//! Every user-visible text of the window and of
//! the exported figures comes from `assets/i18n/{en,de}/maedn.ftl` (Project
//! Fluent, through `i18n-embed`), never from a string literal in the code.
//!
//! * [`Lang`] — the languages (English, Deutsch), their number style and the
//!   system's language on first launch.
//! * [`Tr`] — one loaded language. Views borrow a `Tr`; there is no global
//!   language, so two windows (or two tests) can speak different languages
//!   at once. [`tr!`](crate::tr) looks a message up; message ids and
//!   argument names are checked against the English file at compile time.
//! * Numbers passed to a message as Fluent numbers are written with the
//!   language's separators (`83.047`, `298,9692` in German); plural forms
//!   follow Fluent's rules for the language.
//! * [`words`] — every sentence about an engine value (problems, errors,
//!   verdicts, warnings, figure and explore words), written once and used by
//!   the window, the figures and the command line's English alike.
//! * [`Tr::shared`] — the one cache of loaded languages, for code that has a
//!   [`Lang`] but no `Tr` (figures, the command line, `Display`).
//!
//! The command line's reports stay English; `maedn figure … --lang de` and the
//! window speak German.

mod lang;
mod lazy;
mod number;
pub mod words;

use std::sync::{Mutex, OnceLock};

use i18n_embed::LanguageLoader as _;
use i18n_embed::fluent::FluentLanguageLoader;
use rust_embed::RustEmbed;

pub use lang::Lang;
pub use number::{
    FluentValue, bound_arg, cm_arg, count_arg, decimals_arg, units_arg, wide_count_arg,
};

/// The translation files, embedded in the binary.
#[derive(RustEmbed)]
#[folder = "assets/i18n/"]
struct Localizations;

/// The Fluent domain: the file name of each language's messages.
const DOMAIN: &str = "maedn";

/// One language, loaded: hand it to [`tr!`](crate::tr).
pub struct Tr {
    loader: FluentLanguageLoader,
    lang: Lang,
    /// Writes the numbers a reader types back as typed (the command line's
    /// English): see [`Tr::typed_arg`].
    as_typed: bool,
    /// The messages not parsed yet, where they are parsed when first asked
    /// for (`lazy.rs`); `None` where the whole file was loaded at once.
    pending: Option<Mutex<lazy::Pending>>,
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tr").field("lang", &self.lang).finish()
    }
}

impl Default for Tr {
    fn default() -> Self {
        Tr::new(Lang::default())
    }
}

impl Tr {
    /// Loads `lang` (with English behind it for any message it lacks; the
    /// tests check that none is missing).
    #[must_use]
    pub fn new(lang: Lang) -> Tr {
        Tr::loaded(lang, &Localizations, None)
    }

    /// `lang` with the messages of `files`, and those of `pending` to be
    /// parsed when first asked for.
    fn loaded(
        lang: Lang,
        files: &impl i18n_embed::I18nAssets,
        pending: Option<lazy::Pending>,
    ) -> Tr {
        let loader = FluentLanguageLoader::new(DOMAIN, Lang::En.identifier());
        if let Err(e) = loader.load_languages(files, &[lang.identifier()]) {
            // The files are embedded and parsed by the tests; this only logs.
            log_error(&format!("could not load the {} texts: {e}", lang.code()));
        }
        // Unicode isolation marks around arguments show as boxes in some
        // fonts and break the tests' label lookups; the texts are all
        // left-to-right.
        loader.set_use_isolating(false);
        loader.with_bundles_mut(number::install);
        Tr {
            loader,
            lang,
            as_typed: false,
            pending: pending.map(Mutex::new),
        }
    }

    /// English with each message parsed when it is first asked for
    /// (`lazy.rs`): what the command line's report needs, not the whole file.
    /// (English only: it is every language's fallback, and has none itself.)
    fn lazy_english() -> Tr {
        let lang = Lang::En;
        let Some(text) = source(lang) else {
            return Tr::new(lang);
        };
        // A bundle with no messages yet; each is added when asked for.
        let pending = lazy::Pending::new(text.replace("\r\n", "\n"));
        Tr::loaded(lang, &NoMessages, Some(pending))
    }

    /// `lang`, loaded once and shared for the rest of the program (loading
    /// parses the language's file): the only cache of languages.
    #[must_use]
    pub fn shared(lang: Lang) -> &'static Tr {
        static EN: OnceLock<Tr> = OnceLock::new();
        static DE: OnceLock<Tr> = OnceLock::new();
        let cell = match lang {
            Lang::En => &EN,
            Lang::De => &DE,
        };
        cell.get_or_init(|| Tr::new(lang))
    }

    /// The command line's English, loaded once: the window's English, except
    /// that a number the reader types back (the largest spacing, a sweep's
    /// bounds) is written as typed, `--spacing 1524` rather than `1,524`.
    /// The engine errors' `Display` speaks it.
    #[must_use]
    pub fn command_line() -> &'static Tr {
        static CLI: OnceLock<Tr> = OnceLock::new();
        CLI.get_or_init(|| Tr {
            as_typed: true,
            ..Tr::lazy_english()
        })
    }

    /// A number the reader types back (a limit of a setting or an option) as
    /// a message argument: grouped in the reader's style, or as typed in the
    /// command line's English ([`Tr::command_line`]).
    #[must_use]
    pub fn typed_arg(&self, n: u64) -> FluentValue<'static> {
        if self.as_typed {
            FluentValue::from(n.to_string())
        } else {
            count_arg(n)
        }
    }

    /// The language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The loader, with every message loaded: for a message whose id is
    /// known only when the program runs.
    #[must_use]
    pub fn loader(&self) -> &FluentLanguageLoader {
        self.load(None);
        &self.loader
    }

    /// The loader with the message `id` loaded, for [`tr!`](crate::tr).
    #[doc(hidden)]
    #[must_use]
    pub fn loader_for(&self, id: &str) -> &FluentLanguageLoader {
        self.load(Some(id));
        &self.loader
    }

    /// Loads `id` (or every message) where messages are loaded when asked for.
    fn load(&self, id: Option<&str>) {
        if let Some(pending) = &self.pending {
            // A panic elsewhere while loading leaves the entries as they were.
            let mut pending = pending
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            pending.load(&self.loader, id);
        }
    }

    /// How this language writes numbers.
    #[must_use]
    pub fn numbers(&self) -> crate::format::NumberStyle {
        self.lang.number_style()
    }

    /// Does a message with this id exist (in this language or English)?
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.load(Some(id));
        self.loader.has(id)
    }
}

/// `text` as a sentence of its own: its first letter a capital. A message
/// that also stands inside another ("cannot read …: the text is longer …")
/// is worded in lower case; where it stands alone (a status line, a
/// field's error) it starts as a sentence does, in every language.
///
/// ```
/// assert_eq!(maedn::i18n::sentence("no digits after \"0x\""), "No digits after \"0x\"");
/// assert_eq!(maedn::i18n::sentence("„G“ an Stelle 3"), "„G“ an Stelle 3");
/// assert_eq!(maedn::i18n::sentence(""), "");
/// ```
#[must_use]
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Translation files with no messages: the empty bundles of [`Tr::lazy_english`].
struct NoMessages;

impl i18n_embed::I18nAssets for NoMessages {
    fn get_files(&self, _file_path: &str) -> Vec<std::borrow::Cow<'_, [u8]>> {
        vec![std::borrow::Cow::Borrowed(&[])]
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(std::iter::empty())
    }
}

/// The source of the translation files of a language, as embedded.
#[must_use]
pub fn source(lang: Lang) -> Option<String> {
    let file = Localizations::get(&format!("{}/{DOMAIN}.ftl", lang.code()))?;
    String::from_utf8(file.data.into_owned()).ok()
}

fn log_error(message: &str) {
    // No logger in the core: standard error is where a broken build shows.
    crate::output::error_line(message);
}

/// Looks up a message in a [`Tr`]: `tr!(tr, "id")` or
/// `tr!(tr, "id", name = value, …)`. The id and the argument names are
/// checked at compile time against `assets/i18n/en/maedn.ftl`.
///
/// ```
/// use maedn::i18n::{Lang, Tr, count_arg};
/// let de = Tr::new(Lang::De);
/// assert_eq!(maedn::tr!(de, "lang-name"), "Deutsch");
/// assert_eq!(maedn::tr!(de, "units-amount", n = count_arg(83_047)), "83.047\u{a0}Einheiten");
/// let en = Tr::new(Lang::En);
/// assert_eq!(maedn::tr!(en, "units-amount", n = count_arg(1)), "1\u{a0}unit");
/// ```
#[macro_export]
macro_rules! tr {
    ($tr:expr, $id:literal $($rest:tt)*) => {
        ::i18n_embed_fl::fl!($tr.loader_for($id), $id $($rest)*)
    };
}
