//! Numbers inside translated messages. A message shows a number passed as a
//! Fluent number with the language's separators (through
//! [`crate::format::NumberStyle`], the one place numbers are formatted), and
//! selects its plural form from the same value.

pub use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use intl_memoizer::concurrent::IntlLangMemoizer;

use crate::format::{CM_DECIMALS, NumberStyle, units_decimals};
use crate::model::units_to_cm;

type Bundle = fluent_bundle::bundle::FluentBundle<
    std::sync::Arc<fluent_bundle::FluentResource>,
    IntlLangMemoizer,
>;

/// Installs the number formatter of the bundle's language.
pub(super) fn install(bundle: &mut Bundle) {
    let german = bundle
        .locales
        .first()
        .is_some_and(|l| l.language.as_str() == "de");
    bundle.set_formatter(Some(if german {
        german_number
    } else {
        english_number
    }));
}

fn english_number(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    number(value, NumberStyle::English)
}

fn german_number(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    number(value, NumberStyle::German)
}

/// A Fluent number written with `style`: as many decimals as its
/// `maximumFractionDigits` (none for a whole number without options).
fn number(value: &FluentValue, style: NumberStyle) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let decimals = n.options.maximum_fraction_digits.unwrap_or(0);
    Some(style.decimals(n.value, decimals))
}

fn with_decimals(value: f64, decimals: usize) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(decimals),
            maximum_fraction_digits: Some(decimals),
            ..FluentNumberOptions::default()
        },
    ))
}

/// An exact count, for display and plural selection.
#[must_use]
pub fn count_arg(n: u64) -> FluentValue<'static> {
    // Counts up to 2^53 are exact in f64; beyond, Fluent still picks the
    // plural form right and the text comes from the grouped digits.
    with_decimals(n as f64, 0)
}

/// An exact count of any size: a Fluent number while an `f64` holds it
/// exactly, else its digits grouped in `style` (the plural form is then
/// "other", as it must be).
#[must_use]
pub fn wide_count_arg(n: u128, style: NumberStyle) -> FluentValue<'static> {
    match u64::try_from(n) {
        Ok(n) if n < 1 << f64::MANTISSA_DIGITS => count_arg(n),
        _ => FluentValue::from(style.wide_count(n)),
    }
}

/// A bound in units per tile, as [`NumberStyle::bound`] writes it.
#[must_use]
pub fn bound_arg(bound: f64, style: NumberStyle) -> FluentValue<'static> {
    FluentValue::from(style.bound(bound))
}

/// A number with a fixed number of decimals.
#[must_use]
pub fn decimals_arg(value: f64, decimals: usize) -> FluentValue<'static> {
    with_decimals(value, decimals)
}

/// A length in units, by [`crate::format`]'s rule: whole numbers grouped,
/// anything else to hundredths.
#[must_use]
pub fn units_arg(units: f64) -> FluentValue<'static> {
    with_decimals(units, units_decimals(units))
}

/// A length in units shown in centimetres on the 36 cm board (four decimals).
#[must_use]
pub fn cm_arg(units: f64) -> FluentValue<'static> {
    with_decimals(units_to_cm(units), CM_DECIMALS)
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Tr, words::tick_words};

    /// The chart ticks' scale words as each language says them: German
    /// "Mrd." for a billion, never "40.000\u{a0}Mio."; English the word
    /// "billion", never "40\u{a0}B", which beside the start field B reads as
    /// the field.
    #[test]
    fn test_tick_scale_words_in_both_languages() {
        let en = tick_words(Tr::shared(Lang::En));
        let de = tick_words(Tr::shared(Lang::De));
        for (value, english, german) in [
            (1e3, "1\u{a0}k", "1\u{a0}Tsd."),
            (1e6, "1\u{a0}M", "1\u{a0}Mio."),
            (1e9, "1\u{a0}billion", "1\u{a0}Mrd."),
            (4e10, "40\u{a0}billion", "40\u{a0}Mrd."),
            (2.5e12, "2.5\u{a0}trillion", "2,5\u{a0}Bio."),
        ] {
            assert_eq!(en.count(value), english, "{value}");
            assert_eq!(de.count(value), german, "{value}");
        }
    }
}
