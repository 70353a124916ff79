//! One call of the paper's search in words and numbers, as slow motion shows
//! it: "call 1,234: piece 1, tile 26, 3,620 units so far; 17 tiles left ×
//! 193 = 3,281; 3,620 + 3,281 = 6,901 ≤ best 19,462: try rolls 6…1". The
//! Solve view's counters and the search animation's captions both say it
//! with [`decision_line`].

use super::tile_ref;
use crate::i18n::{Tr, bound_arg, count_arg, units_arg};
use crate::solver::Call;
use crate::tr;

/// The call's decision: its head (call, piece, tile, moved, the estimate)
/// and whether the bound prunes it against the best so far.
#[must_use]
pub fn decision_line(tr: &Tr, call: &Call) -> String {
    let head = tr!(
        tr,
        "decision-head",
        call = count_arg(call.call),
        piece = count_arg(u64::from(call.piece)),
        tile = crate::model::Tile::new(call.tile())
            .map_or_else(|| call.tile().to_string(), |t| tile_ref(tr, t)),
        moved = units_arg(call.moved),
        left = count_arg(u64::from(call.tiles_left)),
        bound = bound_arg(call.bound, tr.numbers()),
        estimate = units_arg(call.estimate)
    );
    let (moved, estimate) = (units_arg(call.moved), units_arg(call.estimate));
    let sum = units_arg(call.moved + call.estimate);
    match call.best {
        None => tr!(tr, "decision-no-best", head = head),
        Some(best) if call.is_pruned() => tr!(
            tr,
            "decision-pruned",
            head = head,
            moved = moved,
            estimate = estimate,
            sum = sum,
            best = units_arg(best)
        ),
        Some(best) => tr!(
            tr,
            "decision-try",
            head = head,
            moved = moved,
            estimate = estimate,
            sum = sum,
            best = units_arg(best)
        ),
    }
}
