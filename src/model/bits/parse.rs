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

/// The base a board is written in: `0x…`, `0b…` or plain digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Radix {
    /// `0x…`.
    Hex,
    /// `0b…`.
    Binary,
    /// Plain digits.
    Decimal,
}

impl FromStr for Bits {
    type Err = ParseBitsError;

    /// Parses `0x…` hex, `0b…` binary or decimal; underscores are ignored and
    /// surrounding white space is trimmed.
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
        if s.chars().nth(MAX_BOARD_TEXT).is_some() {
            return Err(ParseBitsError::TooLong(MAX_BOARD_TEXT));
        }
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseBitsError::Empty);
        }
        let lower = s.get(..2).map(str::to_ascii_lowercase);
        let (digits, radix, kind, prefix): (&str, u32, Radix, usize) = match lower.as_deref() {
            Some("0x") => (&s[2..], 16, Radix::Hex, 2),
            Some("0b") => (&s[2..], 2, Radix::Binary, 2),
            _ => (s, 10, Radix::Decimal, 0),
        };
        let mut value: u64 = 0;
        let mut any = false;
        for (i, ch) in digits.chars().enumerate() {
            if ch == '_' {
                continue;
            }
            let Some(d) = ch.to_digit(radix) else {
                return Err(ParseBitsError::InvalidDigit {
                    ch,
                    pos: prefix + i + 1,
                    kind,
                });
            };
            any = true;
            value = value
                .checked_mul(u64::from(radix))
                .and_then(|v| v.checked_add(u64::from(d)))
                .ok_or(ParseBitsError::TooLarge(kind))?;
        }
        if !any {
            return Err(match radix {
                16 => ParseBitsError::NoDigits("0x"),
                2 => ParseBitsError::NoDigits("0b"),
                _ => ParseBitsError::Empty,
            });
        }
        Ok(Bits(value))
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
