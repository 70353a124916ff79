//! When two lengths are the same length.

/// Lengths closer than this are the same length (exact lengths are sums of
/// square roots, added in different orders; rounded lengths are whole
/// numbers).
pub const TIE: f64 = 1e-6;
