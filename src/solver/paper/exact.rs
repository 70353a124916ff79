//! Exact lengths as the paper's search adds and compares them: a float for
//! speed, and beside it the length's integer coefficient per square root, so
//! that a tie (two sums of different moves that are equal) is decided exactly
//! rather than by the floats' rounding.
//!
//! Every exact move is `spacing × c × √m` ([`MoveTable::radical_form`]), and
//! square roots of distinct square-free numbers are linearly independent over
//! the rationals: two sums are equal exactly when their coefficients are. A
//! comparison whose floats are far apart is decided by the floats; one whose
//! floats are within rounding distance by the coefficients. The units moved
//! before the search started are carried in the float only (they are common to
//! every length the search compares); a length from outside the search (a
//! recorded best) has no coefficients, and then near-equal floats are a tie.

use std::cmp::Ordering;
use std::ops::Add;

use super::tables::Units;
use crate::model::{MoveTable, Tile};

/// The square-free radicals a move can have, one coefficient slot each: moves of
/// up to six tiles on this board use the first six (a move with another radical
/// has no coefficients and compares by its float).
const RADICALS: [u32; SLOTS] = [1, 2, 5, 10, 13, 17, 26, 29];
const SLOTS: usize = 8;

/// Coefficients count sixtieths, so that a bound of a move's length divided by
/// its roll (1 to 6) stays whole.
const DENOMINATOR: i64 = 60;

/// Floats this close (relative) are compared by their coefficients: far above
/// the rounding of a sum of 44 moves, far below any difference of two lengths.
const NEAR: f64 = 1e-9;

/// A length with its exact form.
#[derive(Clone, Copy, Debug)]
pub(in crate::solver) struct Exact {
    value: f64,
    /// Sixtieths of `spacing`-free units per radical (the spacing is folded in).
    coefficients: [i64; SLOTS],
    /// Are the coefficients this length's (false: only the float is known)?
    known: bool,
}

impl Exact {
    /// A length known only as a float.
    const fn float(value: f64) -> Exact {
        Exact {
            value,
            coefficients: [0; SLOTS],
            known: false,
        }
    }

    /// `units × √radical`, or only the float if the radical has no slot or the
    /// coefficient does not fit.
    fn radical(value: f64, units: i64, radical: u32) -> Exact {
        let Some(slot) = RADICALS.iter().position(|&r| r == radical) else {
            return Exact::float(value);
        };
        let Some(c) = units.checked_mul(DENOMINATOR) else {
            return Exact::float(value);
        };
        let mut coefficients = [0; SLOTS];
        coefficients[slot] = c;
        Exact {
            value,
            coefficients,
            known: true,
        }
    }

    /// The sign of `self − other` from the coefficients alone.
    fn exact_cmp(&self, other: &Exact) -> Ordering {
        let mut sum = 0.0;
        let mut equal = true;
        for ((a, b), r) in self
            .coefficients
            .iter()
            .zip(&other.coefficients)
            .zip(RADICALS)
        {
            let d = a - b;
            if d != 0 {
                equal = false;
                sum += d as f64 * f64::from(r).sqrt();
            }
        }
        if equal {
            Ordering::Equal
        } else {
            sum.partial_cmp(&0.0).unwrap_or(Ordering::Equal)
        }
    }
}

impl Add for Exact {
    type Output = Exact;
    #[inline]
    fn add(self, other: Exact) -> Exact {
        Exact {
            value: self.value + other.value,
            coefficients: std::array::from_fn(|i| {
                self.coefficients[i].wrapping_add(other.coefficients[i])
            }),
            known: self.known && other.known,
        }
    }
}

impl PartialEq for Exact {
    fn eq(&self, other: &Exact) -> bool {
        self.partial_cmp(other) == Some(Ordering::Equal)
    }
}

impl PartialOrd for Exact {
    #[inline]
    fn partial_cmp(&self, other: &Exact) -> Option<Ordering> {
        let d = self.value - other.value;
        let scale = self.value.abs().max(other.value.abs()).max(1.0);
        if !d.is_finite() || d.abs() > NEAR * scale {
            return self.value.partial_cmp(&other.value);
        }
        Some(if self.known && other.known {
            self.exact_cmp(other)
        } else {
            Ordering::Equal
        })
    }
}

impl Units for Exact {
    type Lanes = ();
    const ZERO: Self = Exact {
        value: 0.0,
        coefficients: [0; SLOTS],
        known: true,
    };
    const NONE: Self = Exact::float(f64::INFINITY);

    fn from_f64(v: f64) -> Self {
        Exact::float(v)
    }

    fn to_f64(self) -> f64 {
        self.value
    }

    fn lanes(_sums: &[Exact]) {}

    fn base(v: f64) -> Self {
        // Common to every length of the search: no coefficients needed.
        Exact {
            value: v,
            ..Exact::ZERO
        }
    }

    fn step(table: &MoveTable, from: Tile, to: Tile, length: f64) -> Self {
        let (c, m) = table.radical_form(from, to);
        Exact::radical(length, i64::from(table.rules().spacing) * i64::from(c), m)
    }

    fn estimate(table: &MoveTable, tiles: u8, bound: f64) -> Self {
        let value = f64::from(tiles) * bound;
        if bound.fract() == 0.0 && bound.abs() < 1e15 {
            return Exact::radical(value, i64::from(tiles) * bound as i64, 1);
        }
        // The admissible bound of exact lengths: some move's length over its roll.
        for p in 0..Tile::NUM as u8 {
            let Some(from) = Tile::new(p) else { continue };
            for roll in 1..=6u8 {
                let (Some(to), Some(length)) = (Tile::new(p + roll), table.length(from, roll))
                else {
                    continue;
                };
                if length / f64::from(roll) == bound {
                    let (c, m) = table.radical_form(from, to);
                    let units = i64::from(table.rules().spacing) * i64::from(c) * i64::from(tiles);
                    // units / roll, in sixtieths: exact since roll divides 60.
                    let mut e = Exact::radical(value, units, m);
                    if e.known {
                        e.coefficients = e.coefficients.map(|x| x / i64::from(roll));
                    }
                    return e;
                }
            }
        }
        Exact::float(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{LengthMode, Rules};
    // In the web build they run under wasm-bindgen's test runner (scripts/check-web.sh).
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn test_ties_are_decided_by_the_coefficients() {
        let table = MoveTable::new(&Rules {
            lengths: LengthMode::Exact,
            ..Rules::paper()
        });
        let t = |i| Tile::new(i).expect("tile");
        let len = |a: u8, b: u8| {
            let l = table.length(t(a), b - a).expect("move");
            Exact::step(&table, t(a), t(b), l)
        };
        // The same moves added in another order: equal exactly, whatever the
        // floats' rounding says.
        let x = len(0, 4) + len(4, 6) + len(6, 10);
        let y = len(6, 10) + len(0, 4) + len(4, 6);
        assert_eq!(x.partial_cmp(&y), Some(Ordering::Equal));
        // A float nudged by rounding still ties when the coefficients agree.
        let mut nudged = x;
        nudged.value += x.value * 1e-15;
        assert_eq!(nudged.partial_cmp(&x), Some(Ordering::Equal));
        // Different moves compare by their lengths.
        assert!(len(0, 6) < len(0, 4) + len(4, 6));
        assert!(Exact::ZERO < Exact::NONE);
        // An integral bound is whole units; the cheapest move over its roll is exact.
        let e = Exact::estimate(&table, 3, 170.0);
        assert_eq!(e.coefficients[0], 3 * 170 * DENOMINATOR);
        let five = len(36, 41);
        let per_tile = five.value / 5.0;
        let e = Exact::estimate(&table, 5, per_tile);
        assert!(e.known);
        assert_eq!(e.partial_cmp(&five), Some(Ordering::Equal));
    }
}
