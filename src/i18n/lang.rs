//! The languages the window speaks.

use serde::{Deserialize, Serialize};

use crate::format::NumberStyle;

/// A language of the window and the figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Deutsch.
    De,
}

// Every language, in the order of the switch; named by its code.
crate::names::named_enum!(Lang, "language", { De => "de", En => "en" });

impl Lang {
    /// The option name and file folder: `en`, `de` (its [`Lang::name`]).
    #[must_use]
    pub const fn code(self) -> &'static str {
        self.name()
    }

    /// The language's name in itself, as the switch shows it.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }

    /// How the language writes numbers.
    #[must_use]
    pub const fn number_style(self) -> NumberStyle {
        match self {
            Lang::En => NumberStyle::English,
            Lang::De => NumberStyle::German,
        }
    }

    /// The Unicode language identifier.
    #[must_use]
    pub fn identifier(self) -> i18n_embed::unic_langid::LanguageIdentifier {
        // Two-letter codes always parse; the default ("und") is unreachable.
        self.code().parse().unwrap_or_default()
    }

    /// The language of a locale name such as `de_DE.UTF-8` or `de-AT`:
    /// German for any German locale, English otherwise.
    ///
    /// ```
    /// use maedn::i18n::Lang;
    /// assert_eq!(Lang::from_locale("de_DE.UTF-8"), Lang::De);
    /// assert_eq!(Lang::from_locale("de-CH"), Lang::De);
    /// assert_eq!(Lang::from_locale("en-GB"), Lang::En);
    /// assert_eq!(Lang::from_locale("C"), Lang::En);
    /// ```
    #[must_use]
    pub fn from_locale(locale: &str) -> Lang {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default();
        if primary.eq_ignore_ascii_case("de") {
            Lang::De
        } else {
            Lang::En
        }
    }

    /// The system's language (for the first launch), English if unknown.
    #[must_use]
    pub fn system() -> Lang {
        sys_locale::get_locale().map_or(Lang::En, |l| Lang::from_locale(&l))
    }
}
