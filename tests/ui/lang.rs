//! The language switch: German at once, without a restart, remembered; and
//! `maedn --lang de` opens the window in German.

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::Lang;
use maedn::window::Command;
use maedn::window::Launch;

use crate::common::{launched, window};

#[test]
fn test_switching_to_german_takes_effect_at_once_and_is_remembered() {
    let mut h = window();
    h.run();
    h.get_by_label("Solve");
    assert!(h.query_by_label("Lösen").is_none());
    h.get_by_label("Deutsch").click();
    h.run();
    h.get_by_label("Lösen");
    h.get_by_label("Bearbeiten");
    assert!(h.query_by_label("Solve").is_none());
    assert_eq!(h.state().workspace().prefs_to_save().lang, Some(Lang::De));
    h.get_by_label("English").click();
    h.run();
    h.get_by_label("Solve");
}

#[test]
fn test_launch_in_german() {
    let mut h = launched(Launch {
        lang: Some(Lang::De),
        ..Launch::default()
    });
    h.run();
    h.get_by_label("Vortrag");
    assert_eq!(h.state().tr().lang(), Lang::De);
    h.state_mut().submit(Command::SetLang(Lang::En));
    h.run();
    h.get_by_label("Present");
}
