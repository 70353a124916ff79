//! What a screen reader hears of a running search: the calls, the prunes
//! and the best length so far, in a polite live region (AccessKit's
//! `Live::Polite`, role `Status`) whose text changes at most every few
//! seconds ([`Announcer`]), not every frame.

use egui::accesskit::{Live, Role};
use egui::{Id, Ui};

use crate::i18n::{Tr, units_arg};
use crate::solver::Snapshot;
use crate::tr;
use crate::workspace::Announcer;

/// The live region's widget id (tests find the node by its role).
fn region_id() -> Id {
    Id::unique("maedn-live-counters")
}

/// The sentence of the live counters: "Calls 1,234, pruned 56, best so far 7,890 units".
#[must_use]
pub fn live_text(tr: &Tr, live: &Snapshot) -> String {
    let n = tr.numbers();
    let best = live.best.map_or_else(
        || tr!(tr, "counter-none"),
        |b| tr!(tr, "units-amount", n = units_arg(b)),
    );
    tr!(
        tr,
        "live-run",
        calls = n.count(live.calls),
        prunes = n.count(live.prunes),
        best = best
    )
}

/// Adds the live region under `ui` while a run has counted anything, its
/// text held by the announcer kept in egui's memory; asks for the frame
/// in which a held-back change becomes due.
pub fn live_region(ui: &Ui, tr: &Tr, live: &Snapshot) {
    let ctx = ui.ctx();
    let id = region_id();
    let now = ctx.input(|i| i.time);
    if live.calls == 0 {
        ctx.data_mut(|d| d.remove_temp::<Announcer>(id));
        return;
    }
    let text = live_text(tr, live);
    let (held, wait) = ctx.data_mut(|d| {
        let a = d.get_temp_mut_or_default::<Announcer>(id);
        (a.offer(now, &text).to_owned(), a.wait(now))
    });
    if held != text {
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
    }
    ctx.accesskit_node_builder(id, |node| {
        node.set_role(Role::Status);
        node.set_live(Live::Polite);
        node.set_label(held);
    });
}
