//! Reading a [`Bits`] back from text: `0x…` hex, `0b…` binary or decimal,
//! and why a string is not a bit-board.

use std::str::FromStr;

use super::Bits;

/// The longest text read as a board, in characters (white space
/// included): far more than the longest valid board (`0b` and 64 binary
/// digits with an underscore between each pair is 129), yet bounded, so a
/// pasted megabyte is refused at once rather than scanned and shown.
pub const MAX_BOARD_TEXT: usize = 256;

/// Why a string is not a bit-board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseBitsError {
    /// Nothing to parse.
    Empty,
    /// A prefix with no digits after it.
    NoDigits(&'static str),
    /// A character that is not a digit of the radix.
    InvalidDigit {
        /// The offending character.
        ch: char,
        /// Its 1-based position in the trimmed input.
        pos: usize,
        /// The number's base.
        kind: Radix,
    },
    /// The value needs more than 64 bits.
    TooLarge(Radix),
    /// The text is longer than [`MAX_BOARD_TEXT`] characters.
    TooLong(usize),
}

/// The base a text is written in: what [`Bits::parse_in`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Radix {
    /// Base 16; a `0x` prefix is optional.
    Hex,
    /// Base 2; a `0b` prefix is optional.
    Binary,
    /// Base 10; no prefix.
    Decimal,
}

impl Radix {
    /// The base and its prefix (none for decimal).
    const fn parts(self) -> (u32, Option<&'static str>) {
        match self {
            Radix::Hex => (16, Some("0x")),
            Radix::Binary => (2, Some("0b")),
            Radix::Decimal => (10, None),
        }
    }
}

impl Bits {
    /// Parses `s` as a number in `radix` alone, as a field labelled with
    /// that base reads it: `"1000"` is 0x1000 in hex and 8 in binary;
    /// the base's prefix (`0x`, `0b`) may be written or left out;
    /// underscores are ignored and surrounding white space is trimmed.
    ///
    /// ```
    /// use maedn::model::{Bits, Radix};
    /// assert_eq!(Bits::parse_in("1000", Radix::Hex).unwrap().raw(), 0x1000);
    /// assert_eq!(Bits::parse_in("0x1000", Radix::Hex).unwrap().raw(), 0x1000);
    /// assert_eq!(Bits::parse_in("1000", Radix::Binary).unwrap().raw(), 8);
    /// assert_eq!(Bits::parse_in("1000", Radix::Decimal).unwrap().raw(), 1000);
    /// assert!(Bits::parse_in("0x10", Radix::Decimal).is_err());
    /// ```
    ///
    /// # Errors
    /// [`ParseBitsError`] says why `s` is not a board in `radix`.
    pub fn parse_in(s: &str, radix: Radix) -> Result<Bits, ParseBitsError> {
        if s.chars().nth(MAX_BOARD_TEXT).is_some() {
            return Err(ParseBitsError::TooLong(MAX_BOARD_TEXT));
        }
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseBitsError::Empty);
        }
        let (_, prefix) = radix.parts();
        let skip = prefix
            .filter(|p| s.get(..2).is_some_and(|head| head.eq_ignore_ascii_case(p)))
            .map_or(0, str::len);
        digits(&s[skip..], radix, skip)
    }
}

/// The value of `digits` in `radix`, which stood `offset` characters into
/// the trimmed text (for the error's position).
fn digits(digits: &str, radix: Radix, offset: usize) -> Result<Bits, ParseBitsError> {
    let (base, prefix) = radix.parts();
    let mut value: u64 = 0;
    let mut any = false;
    for (i, ch) in digits.chars().enumerate() {
        if ch == '_' {
            continue;
        }
        let Some(d) = ch.to_digit(base) else {
            return Err(ParseBitsError::InvalidDigit {
                ch,
                pos: offset + i + 1,
                kind: radix,
            });
        };
        any = true;
        value = value
            .checked_mul(u64::from(base))
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or(ParseBitsError::TooLarge(radix))?;
    }
    if !any {
        return Err(match (offset, prefix) {
            (1.., Some(prefix)) => ParseBitsError::NoDigits(prefix),
            _ => ParseBitsError::Empty,
        });
    }
    Ok(Bits(value))
}

impl FromStr for Bits {
    type Err = ParseBitsError;

    /// Parses `0x…` hex, `0b…` binary or decimal, the base told by the
    /// prefix; underscores are ignored and surrounding white space is
    /// trimmed. (A field labelled with its base reads
    /// [`Bits::parse_in`] that base.)
    ///
    /// ```
    /// use maedn::model::{Bits, ParseBitsError};
    /// let hex: Bits = "0x0820_8822_088F_43A3".parse().unwrap();
    /// let dec: Bits = hex.to_decimal().parse().unwrap();
    /// let bin: Bits = hex.to_binary().parse().unwrap();
    /// assert_eq!((hex, hex), (dec, bin));
    /// assert!(matches!("0xG".parse::<Bits>(), Err(ParseBitsError::InvalidDigit { ch: 'G', .. })));
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let head = s.trim().get(..2).map(str::to_ascii_lowercase);
        let radix = match head.as_deref() {
            Some("0x") => Radix::Hex,
            Some("0b") => Radix::Binary,
            _ => Radix::Decimal,
        };
        Bits::parse_in(s, radix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_parse_errors() {
        assert_eq!("".parse::<Bits>(), Err(ParseBitsError::Empty));
        assert_eq!("  0x ".parse::<Bits>(), Err(ParseBitsError::NoDigits("0x")));
        assert_eq!(
            "0b102".parse::<Bits>(),
            Err(ParseBitsError::InvalidDigit {
                ch: '2',
                pos: 5,
                kind: Radix::Binary
            })
        );
        assert_eq!(
            "18446744073709551616".parse::<Bits>(),
            Err(ParseBitsError::TooLarge(Radix::Decimal))
        );
        assert_eq!(
            "0x1_0000_0000_0000_0000".parse::<Bits>(),
            Err(ParseBitsError::TooLarge(Radix::Hex))
        );
        assert_eq!(
            "-5".parse::<Bits>(),
            Err(ParseBitsError::InvalidDigit {
                ch: '-',
                pos: 1,
                kind: Radix::Decimal
            })
        );
        assert_eq!("18446744073709551615".parse::<Bits>(), Ok(Bits::VALID));
        assert_eq!("0X_ff".parse::<Bits>(), Ok(Bits::from_raw(255)));
    }

    #[test]
    fn test_each_base_reads_its_own_digits_with_or_without_its_prefix() {
        let read = |s: &str, r: Radix| Bits::parse_in(s, r).map(Bits::raw);
        assert_eq!(read("1000", Radix::Hex), Ok(0x1000));
        assert_eq!(read(" 0X10_00 ", Radix::Hex), Ok(0x1000));
        assert_eq!(
            read("e820882208414c06", Radix::Hex),
            Ok(0xE820_8822_0841_4C06)
        );
        assert_eq!(read("1000", Radix::Binary), Ok(8));
        assert_eq!(read("0b1000", Radix::Binary), Ok(8));
        assert_eq!(read("1000", Radix::Decimal), Ok(1000));
        // Under Hex, "0b1" is the hex number 0xB1, not a binary prefix.
        assert_eq!(read("0b1", Radix::Hex), Ok(0xB1));
        assert_eq!(read("0x", Radix::Hex), Err(ParseBitsError::NoDigits("0x")));
        assert_eq!(
            read("0x10", Radix::Decimal),
            Err(ParseBitsError::InvalidDigit {
                ch: 'x',
                pos: 2,
                kind: Radix::Decimal
            })
        );
        assert_eq!(
            read("12", Radix::Binary),
            Err(ParseBitsError::InvalidDigit {
                ch: '2',
                pos: 2,
                kind: Radix::Binary
            })
        );
    }

    #[test]
    fn test_a_text_longer_than_the_limit_is_refused_even_if_it_spells_a_board() {
        let widest = format!("0b{}", ["1"; 64].join("_"));
        assert!(widest.len() < MAX_BOARD_TEXT);
        assert_eq!(widest.parse::<Bits>(), Ok(Bits::from_raw(u64::MAX)));
        let at_limit = format!("0x{}", "0".repeat(MAX_BOARD_TEXT - 2));
        assert_eq!(at_limit.parse::<Bits>(), Ok(Bits::from_raw(0)));
        let over = format!("{at_limit}0");
        assert_eq!(
            over.parse::<Bits>(),
            Err(ParseBitsError::TooLong(MAX_BOARD_TEXT))
        );
    }
}
