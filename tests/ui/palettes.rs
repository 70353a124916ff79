//! View → Colours: the choice reaches the board's export and is remembered;
//! the menu speaks both languages; the theme buttons switch light and dark.

use egui_kittest::kittest::Queryable as _;
use maedn::i18n::{Lang, Tr};
use maedn::model::Colour;
use maedn::render::{Look, Scheme, Theme};
use maedn::window::{Command, export_figure};

use crate::common::window;

#[test]
fn test_view_colours_switches_the_palette_of_the_board_and_its_export() {
    let mut h = window();
    h.run();
    let tr = Tr::new(Lang::En);
    let before = export_figure(h.state().workspace(), &tr, Theme::Light).svg();
    let blind = Look::new(Theme::Light, Scheme::ColourBlind).palette();
    let board_fill = Look::from(Theme::Light).palette().board.hex();
    assert!(before.contains(&board_fill), "the board's own fill");
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Colour-blind safe").click();
    h.run();
    assert_eq!(
        h.state().workspace().prefs().colours,
        Scheme::ColourBlind,
        "remembered in the prefs"
    );
    let after = export_figure(h.state().workspace(), &tr, Theme::Light).svg();
    assert_ne!(before, after);
    assert!(
        after.contains(&blind.board.hex()),
        "the colour-blind board fill"
    );
    assert!(after.contains(&blind.player_pale(Colour::Green).hex()));
    assert!(!after.contains(&board_fill));
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("High contrast").click();
    h.run();
    assert_eq!(h.state().workspace().prefs().colours, Scheme::HighContrast);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("The board's colours").click();
    h.run();
    assert_eq!(h.state().workspace().prefs().colours, Scheme::Board);
    assert_eq!(
        export_figure(h.state().workspace(), &tr, Theme::Light).svg(),
        before
    );
}

#[test]
fn test_view_colours_in_german() {
    let mut h = window();
    h.state_mut().submit(Command::SetLang(Lang::De));
    h.run();
    h.get_by_label("Ansicht").click();
    h.run();
    h.get_by_label("Farben");
    h.get_by_label("Für Farbenblinde").click();
    h.run();
    assert_eq!(h.state().workspace().prefs().colours, Scheme::ColourBlind);
}

#[test]
fn test_theme_buttons_switch_the_theme() {
    let mut h = window();
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Light").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Light);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
}
