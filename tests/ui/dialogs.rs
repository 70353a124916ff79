//! The window's side of files: the typed-path field. The dialogs themselves
//! are workspace tasks, tested without the window in
//! `tests/core/workspace_files.rs`; board exports in `says_what_it_does.rs`.

use std::path::PathBuf;

use maedn::io::FileKind;

#[test]
fn typed_path_is_the_fallback() {
    use egui_kittest::kittest::Queryable as _;
    type State = (String, Option<PathBuf>);
    let mut h = egui_kittest::Harness::new_ui_state(
        |ui, (text, picked): &mut State| {
            let tr = maedn::i18n::Tr::new(maedn::i18n::Lang::En);
            if let (Some(p), _) = maedn::window::typed_path_ui(ui, &tr, FileKind::Session, text) {
                *picked = Some(p);
            }
        },
        State::default(),
    );
    h.run();
    h.get_by_label_contains("No file dialog is available here");
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput)
        .type_text(" /tmp/s.json ");
    h.run();
    assert_eq!(h.state().0, " /tmp/s.json ");
    h.get_by_label("OK").click();
    h.run();
    assert_eq!(h.state().1, Some(PathBuf::from("/tmp/s.json")));
}
