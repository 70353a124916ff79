//! Why a board of the stepper's page is not shown as a path, or what is wrong
//! with a path it shows ([`StepProblem`]); the window words each variant in
//! its language, `Display` is English.

use crate::model::{Bits, DecodeProblem, NoPieceError};

/// A problem found while reading the page's boards.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum StepProblem {
    /// A path board with something wrong (it is still shown).
    Decode(DecodeProblem),
    /// A board with pieces but none on the track or goal row (not shown).
    NoPath(Bits),
    /// A board without any piece (not shown).
    NoPiece(NoPieceError),
}
