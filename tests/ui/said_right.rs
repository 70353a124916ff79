//! Small things a teacher read wrong on a projector: once a solve has
//! finished, the Solve panel's counters give the total, not the last
//! piece's "best so far" beside it (which read like a second answer).

use std::sync::Arc;
use std::time::Duration;

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::solver::Algorithm;
use maedn::window::{Command, Launch, NoPicker, RunState};

use crate::common::{sized, step_until};

const LIMIT: Duration = Duration::from_secs(120);

fn say(lang: Lang, id: &str) -> String {
    Tr::shared(lang).loader().get(id)
}

/// While the paper's search runs the counters say the best so far; once it
/// has finished, the total (the answer), in both languages.
#[test]
fn test_a_finished_solve_counts_its_total_not_the_best_so_far() {
    for lang in [Lang::En, Lang::De] {
        let mut h = sized(
            Launch {
                lang: Some(lang),
                ..Launch::default()
            },
            Arc::new(NoPicker),
            [1280.0, 800.0],
        );
        h.state_mut().submit(Command::DismissWelcome);
        let mut dp = h.state().workspace().prefs().settings;
        dp.algorithm = Algorithm::Dp;
        h.state_mut().submit(Command::SetSettings(dp));
        h.state_mut().submit(Command::Run);
        step_until(&mut h, LIMIT, |ws| ws.run().state() == RunState::Finished);
        h.run_steps(2);
        assert!(
            h.query_by_label(&say(lang, "counter-best")).is_none(),
            "{lang}: best so far beside a finished total"
        );
        h.get_by_label(&say(lang, "counter-total"));
        let total = h
            .state()
            .workspace()
            .run()
            .solution()
            .map(|s| s.total_units)
            .expect("solved");
        let amount = Tr::shared(lang).numbers().whole(total);
        assert!(
            h.query_all_by_label_contains(&amount).next().is_some(),
            "{lang}: {amount} not shown"
        );
    }
}
