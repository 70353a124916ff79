//! The editor's three text fields ([`Field`]): hex, binary and decimal, and
//! how each writes a board.

use crate::model::{Bits, ParseBitsError, Radix};

/// One of the three text fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// Hex (`0x` optional).
    Hex,
    /// Binary (`0b` optional), grouped by field.
    Binary,
    /// Decimal.
    Decimal,
}

impl Field {
    /// All three, in display order.
    pub const ALL: [Field; 3] = [Field::Hex, Field::Binary, Field::Decimal];

    /// The field's label, also its accessible name.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Field::Hex => "Hex",
            Field::Binary => "Binary",
            Field::Decimal => "Decimal",
        }
    }

    /// `board` written for this field.
    #[must_use]
    pub fn format(self, board: Bits) -> String {
        match self {
            Field::Hex => board.to_hex(),
            Field::Binary => board.to_binary_fields(),
            Field::Decimal => board.to_decimal(),
        }
    }

    /// `text` read as this field's base (its prefix optional): the Hex
    /// field reads "1000" as 0x1000, the Binary field as 8.
    ///
    /// # Errors
    /// Why `text` is not a board in this field's base.
    pub fn parse(self, text: &str) -> Result<Bits, ParseBitsError> {
        let radix = match self {
            Field::Hex => Radix::Hex,
            Field::Binary => Radix::Binary,
            Field::Decimal => Radix::Decimal,
        };
        Bits::parse_in(text, radix)
    }

    pub(super) const fn index(self) -> usize {
        match self {
            Field::Hex => 0,
            Field::Binary => 1,
            Field::Decimal => 2,
        }
    }
}
