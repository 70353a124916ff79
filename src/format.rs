//! Every number shown to a person is formatted here: units, centimetres,
//! counts with thousands separators, percentages and seconds.
//!
//! **One computation, one rounding rule.** A length is kept as the exact `f64`
//! the solver or decode computed; units and centimetres are both formatted
//! from that same value, never from a rounded copy (that is how one view
//! showed 70.0643 cm and another 70.0632 cm for the same piece: centimetres
//! from the exact 19,462.3 units in one, from the board's rounded 19,462 in
//! the other):
//!
//! * units: a whole number (within 10⁻⁹) is shown grouped ("83,047"); any
//!   other value with two decimals, rounded to the nearest hundredth
//!   ("12,142.58"), never as a whole number;
//! * centimetres: `units × 36 / 10,000` with four decimals, as the paper prints
//!   them ("298.9692");
//! * counts are exact integers (`u64` or `u128`, never through `f64`);
//! * bounds: whole, or to thousandths; grouped for a reader, as typed on the
//!   command line (ungrouped) in its reports.
//!
//! [`NumberStyle`] chooses the separators, English by default, so that a German
//! view can show `83.047` and `298,9692` through the same functions.

use crate::model::units_to_cm;

/// Decimals of a length in centimetres (the paper's four).
pub const CM_DECIMALS: usize = 4;
/// Decimals of a fractional length in units.
pub const UNITS_DECIMALS: u32 = 2;
/// Decimals of a bound that is not whole (the admissible bound).
pub const BOUND_DECIMALS: usize = 3;
/// Decimals of a percentage.
pub const PERCENT_DECIMALS: usize = 1;
/// Closer than this to a whole number, a length in units is shown whole.
/// The space between a number and its unit ("33.3 %", "40 M"): a no-break
/// space (U+00A0), so that a line never wraps between them. Not the narrow
/// one (U+202F): egui breaks a line there, and every font we ship has this one.
pub const NBSP: char = '\u{a0}';
const WHOLE: f64 = 1e-9;
/// A trillion (10¹²), a billion (10⁹), a million and a thousand, for compact
/// ticks.
const TRILLION: f64 = 1e12;
const BILLION: f64 = 1e9;
const MILLION: f64 = 1e6;
const THOUSAND: f64 = 1e3;
/// A tick in millions or more gets one decimal when it is this far from a
/// whole one.
const MILLIONS_FRACTION: f64 = 0.05;
/// Shown for a length that is not a number (no path found).
pub const NO_VALUE: &str = "—";

/// Separators of a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum NumberStyle {
    /// `83,047` and `298.9692`.
    #[default]
    English,
    /// `83.047` and `298,9692`.
    German,
}

impl NumberStyle {
    /// The thousands separator.
    #[must_use]
    pub const fn thousands(self) -> char {
        match self {
            NumberStyle::English => ',',
            NumberStyle::German => '.',
        }
    }

    /// The decimal separator.
    #[must_use]
    pub const fn decimal(self) -> char {
        match self {
            NumberStyle::English => '.',
            NumberStyle::German => ',',
        }
    }

    /// Digits grouped in threes: "1234567" → "1,234,567".
    fn group_digits(self, digits: &str) -> String {
        let mut out = String::with_capacity(digits.len() + digits.len() / 3);
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(self.thousands());
            }
            out.push(ch);
        }
        out
    }

    /// An exact count: 660449985 → "660,449,985".
    #[must_use]
    pub fn count(self, n: u64) -> String {
        self.group_digits(&n.to_string())
    }

    /// An exact count too large for 64 bits (ways home, tied games), grouped
    /// the same way.
    #[must_use]
    pub fn wide_count(self, n: u128) -> String {
        self.group_digits(&n.to_string())
    }

    /// A value rounded to a whole number and grouped: 19462.4 → "19,462".
    #[must_use]
    pub fn whole(self, value: f64) -> String {
        self.decimals(value, 0)
    }

    /// A length in units (see the module's rounding rule).
    #[must_use]
    pub fn units(self, value: f64) -> String {
        self.decimals(value, units_decimals(value))
    }

    /// A length in units shown in centimetres, four decimals: 83047 → "298.9692".
    #[must_use]
    pub fn cm(self, units: f64) -> String {
        self.decimals(units_to_cm(units), CM_DECIMALS)
    }

    /// A bound in units per tile, shown to a reader: grouped like every
    /// number, whole without decimals, otherwise to thousandths ("1,525",
    /// "170.125"; "1.525", "170,125" in German).
    #[must_use]
    pub fn bound(self, value: f64) -> String {
        self.decimals(value, bound_places(value))
    }

    /// A share in percent with one decimal: (1, 3) → "33.3 %"; "—" of nothing.
    #[must_use]
    pub fn percent(self, part: f64, whole: f64) -> String {
        if whole == 0.0 || !(part / whole).is_finite() {
            return NO_VALUE.to_owned();
        }
        format!(
            "{}{NBSP}%",
            self.decimals(100.0 * part / whole, PERCENT_DECIMALS)
        )
    }

    /// A value with `places` decimals and grouped whole part.
    #[must_use]
    pub fn decimals(self, value: f64, places: usize) -> String {
        if !value.is_finite() {
            return NO_VALUE.to_owned();
        }
        let text = format!("{:.*}", places, value.abs());
        let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
        let negative = value < 0.0 && text.bytes().any(|b| b.is_ascii_digit() && b != b'0');
        let sign = if negative { "-" } else { "" };
        if frac.is_empty() {
            format!("{sign}{}", self.group_digits(int))
        } else {
            format!("{sign}{}{}{frac}", self.group_digits(int), self.decimal())
        }
    }
}

/// How a chart writes its tick numbers: the language's separators and its
/// short words for a trillion, a billion, a million and a thousand ("1.2
/// trillion", "40 billion", "2.5 M", "450 k"; German "40 Mrd.", "2,5 Mio.",
/// "450 Tsd."; never "40 B", which beside the start field B reads as the field).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticks {
    /// The separators.
    pub numbers: NumberStyle,
    /// The word after a number of trillions, 10¹² ("trillion"; German "Bio.").
    pub trillion: String,
    /// The word after a number of billions, 10⁹ ("billion"; German "Mrd.").
    pub billion: String,
    /// The word after a number of millions ("M").
    pub million: String,
    /// The word after a number of thousands ("k").
    pub thousand: String,
}

impl Ticks {
    /// English ticks with English separators (T, B, M, k), for the tests of
    /// what draws a chart without a language.
    #[cfg(test)]
    pub(crate) fn english() -> Ticks {
        Ticks {
            numbers: NumberStyle::English,
            trillion: "T".into(),
            billion: "B".into(),
            million: "M".into(),
            thousand: "k".into(),
        }
    }

    /// A tick on a value axis: the whole number, grouped.
    #[must_use]
    pub fn number(&self, value: f64) -> String {
        self.numbers.decimals(value, 0)
    }

    /// A compact count: "40 billion", "40 M", "2.5 M", "450 k", "12"; never
    /// "1,000 k" or "40,000 M" (a number that would reach a thousand of one
    /// word takes the next).
    #[must_use]
    pub fn count(&self, value: f64) -> String {
        let a = value.abs();
        let scales = [
            (TRILLION, &self.trillion),
            (BILLION, &self.billion),
            (MILLION, &self.million),
            (THOUSAND, &self.thousand),
        ];
        // The largest scale the value reaches, or would reach once rounded.
        let Some(at) = scales.iter().position(|(s, _)| a >= *s) else {
            let n = self.number(value);
            return if a.round() >= THOUSAND {
                self.count(value.signum() * THOUSAND)
            } else {
                n
            };
        };
        let mut i = at;
        loop {
            let (scale, word) = scales[i];
            let m = value / scale;
            let decimals = if scale >= MILLION {
                usize::from((m - m.round()).abs() > MILLIONS_FRACTION)
            } else {
                0
            };
            let shown = self.numbers.decimals(m, decimals);
            // Rounded up to a thousand of this word: say it with the next one.
            let carries = (m.abs() * 10f64.powi(decimals as i32)).round()
                >= THOUSAND * 10f64.powi(decimals as i32);
            if carries && i > 0 {
                i -= 1;
                continue;
            }
            return format!("{shown}{NBSP}{word}");
        }
    }
}

/// The decimals a length in units is shown with: none when it is whole
/// (within 10⁻⁹), else [`UNITS_DECIMALS`].
#[must_use]
pub fn units_decimals(value: f64) -> usize {
    if (value - value.round()).abs() < WHOLE {
        0
    } else {
        UNITS_DECIMALS as usize
    }
}

/// A length in units, English style (see [`NumberStyle::units`]).
///
/// ```
/// assert_eq!(maedn::format::units(83_047.0), "83,047");
/// assert_eq!(maedn::format::units(12_142.576), "12,142.58");
/// ```
#[must_use]
pub fn units(value: f64) -> String {
    NumberStyle::English.units(value)
}

/// Units shown in centimetres, English style (see [`NumberStyle::cm`]).
///
/// ```
/// assert_eq!(maedn::format::cm(83_047.0), "298.9692");
/// ```
#[must_use]
pub fn cm(units: f64) -> String {
    NumberStyle::English.cm(units)
}

/// A whole number with thousands separators, English style: 19462 → "19,462".
#[must_use]
pub fn group(value: f64) -> String {
    NumberStyle::English.whole(value)
}

/// An exact count with thousands separators, English style.
#[must_use]
pub fn count(n: u64) -> String {
    NumberStyle::English.count(n)
}

/// An exact count too large for 64 bits, English style.
#[must_use]
pub fn wide_count(n: u128) -> String {
    NumberStyle::English.wide_count(n)
}

/// A bound in units per tile as the command line writes it: as it is typed,
/// ungrouped (a reader's view groups it: [`NumberStyle::bound`]).
///
/// ```
/// assert_eq!(maedn::format::bound(1525.0), "1525");
/// assert_eq!(maedn::format::bound(170.125), "170.125");
/// assert_eq!(maedn::format::NumberStyle::English.bound(1525.0), "1,525");
/// assert_eq!(maedn::format::NumberStyle::German.bound(170.125), "170,125");
/// ```
#[must_use]
pub fn bound(value: f64) -> String {
    format!("{value:.*}", bound_places(value))
}

/// "unit" for exactly one, else "units": "spacing 1 unit", "850 units".
#[must_use]
pub fn units_word(value: f64) -> &'static str {
    if value == 1.0 { "unit" } else { "units" }
}

/// Decimals of a bound: none when it is whole, otherwise thousandths.
fn bound_places(value: f64) -> usize {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        0
    } else {
        BOUND_DECIMALS
    }
}

/// A share in percent, English style.
#[must_use]
pub fn percent(part: f64, whole: f64) -> String {
    NumberStyle::English.percent(part, whole)
}

/// Quotes text from a file or an argument for a one-line message: control
/// characters (newline, escape …) are escaped as `\n`, `\u{1b}`, and anything
/// longer than `max_chars` characters is cut to an excerpt ending in "…".
///
/// ```
/// assert_eq!(maedn::format::excerpt("0x1\n\u{1b}[31m", 40), "0x1\\n\\u{1b}[31m");
/// assert_eq!(maedn::format::excerpt("abcdef", 3), "abc…");
/// ```
#[must_use]
pub fn excerpt(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    for (i, ch) in text.chars().enumerate() {
        if i == max_chars {
            out.push('…');
            break;
        }
        if ch.is_control() {
            out.extend(ch.escape_debug());
        } else {
            out.push(ch);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_one_unit_is_singular() {
        assert_eq!(units_word(1.0), "unit");
        for v in [0.0, 2.0, 850.0, 1.5] {
            assert_eq!(units_word(v), "units");
        }
    }

    #[test]
    fn test_units_rounds_to_hundredths_with_carry() {
        assert_eq!(units(83_047.0), "83,047");
        assert_eq!(units(83_049.025_56), "83,049.03");
        assert_eq!(units(12_142.999), "12,143.00");
        assert_eq!(units(-0.5), "-0.50");
        assert_eq!(units(f64::INFINITY), "—");
        assert_eq!(units(f64::NAN), "—");
    }

    #[test]
    fn test_one_value_one_rounding_for_units_and_cm() {
        // The exact start field: units never shown as the whole 12,143 beside
        // the cm of 12,142.58 units.
        let exact = 12_142.576_5;
        assert_eq!(units(exact), "12,142.58");
        assert_eq!(cm(exact), "43.7133");
        // Piece 1 under exact lengths: both from the same value.
        assert_eq!(cm(19_462.0), "70.0632");
        assert_eq!(cm(19_462.3), "70.0643");
    }

    #[test]
    fn test_group() {
        assert_eq!(group(83_047.0), "83,047");
        assert_eq!(group(660_449_985.0), "660,449,985");
        assert_eq!(group(5.0), "5");
        assert_eq!(group(100.0), "100");
    }

    #[test]
    fn test_ticks() {
        let t = Ticks::english();
        assert_eq!(t.count(40_000_000.0), "40\u{a0}M");
        assert_eq!(t.count(2_500_000.0), "2.5\u{a0}M");
        assert_eq!(t.count(450_000.0), "450\u{a0}k");
        assert_eq!(t.count(12.0), "12");
        assert_eq!(t.number(999.6), "1,000");
    }

    #[test]
    fn test_styles() {
        let de = NumberStyle::German;
        assert_eq!(de.units(83_047.0), "83.047");
        assert_eq!(de.cm(83_047.0), "298,9692");
        assert_eq!(de.units(12_142.576), "12.142,58");
        assert_eq!(de.percent(1.0, 3.0), "33,3\u{a0}%");
        assert_eq!(de.count(660_449_985), "660.449.985");
        assert_eq!(count(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(
            de.wide_count(u128::MAX),
            "340.282.366.920.938.463.463.374.607.431.768.211.455"
        );
        assert_eq!(group(83_047.0), "83,047");
        assert_eq!(group(-1234.0), "-1,234");
        assert_eq!(group(-0.2), "0");
        assert_eq!(percent(15_422_842.0, 18_526_851.0), "83.2\u{a0}%");
        assert_eq!(percent(1.0, 0.0), "—");
        assert_eq!(NumberStyle::default().decimals(-1234.5, 1), "-1,234.5");
        assert_eq!(NumberStyle::default().decimals(-0.00001, 2), "0.00");
        assert_eq!(bound(2_000.0), "2000");
        assert_eq!(de.bound(170.5), "170,500");
    }

    /// Every scale word, in both languages' separators, at 10³, 10⁶, 10⁹,
    /// 4·10¹⁰ and 10¹², and the carries where rounding reaches a thousand.
    #[test]
    fn test_tick_scale_words() {
        let words = |numbers, t: &str, b: &str, m: &str, k: &str| Ticks {
            numbers,
            trillion: t.into(),
            billion: b.into(),
            million: m.into(),
            thousand: k.into(),
        };
        let en = words(NumberStyle::English, "T", "B", "M", "k");
        let de = words(NumberStyle::German, "Bio.", "Mrd.", "Mio.", "Tsd.");
        for (value, english, german) in [
            (1e3, "1\u{a0}k", "1\u{a0}Tsd."),
            (1e6, "1\u{a0}M", "1\u{a0}Mio."),
            (1e9, "1\u{a0}B", "1\u{a0}Mrd."),
            (4e10, "40\u{a0}B", "40\u{a0}Mrd."),
            (1.921_208_256e9, "1.9\u{a0}B", "1,9\u{a0}Mrd."),
            (1e12, "1\u{a0}T", "1\u{a0}Bio."),
            (999.6, "1\u{a0}k", "1\u{a0}Tsd."),
            (999_600.0, "1\u{a0}M", "1\u{a0}Mio."),
            (999_990_000.0, "1\u{a0}B", "1\u{a0}Mrd."),
            (-4e10, "-40\u{a0}B", "-40\u{a0}Mrd."),
            (999.0, "999", "999"),
        ] {
            assert_eq!(en.count(value), english, "{value}");
            assert_eq!(de.count(value), german, "{value}");
        }
        // Past the largest word, the number grows: no carry to nowhere.
        assert_eq!(en.count(4e15), "4,000\u{a0}T");
    }
}
