//! The top bar: the File menu, the View menu (theme, colours,
//! accessibility, zoom), Present, the mode switch (one button per
//! view over the workspace), the language, the theme, the zoom and the
//! shortcut list. It produces [`Command`]s only; every word comes from the
//! translation files through [`Tr`].

use egui::{ThemePreference, Ui};

use super::file_menu;
use super::shortcuts::{SingleKeys, hint, menu_text};
use crate::i18n::{Lang, Tr};
use crate::render::Scheme;
use crate::tr;
use crate::workspace::{Command, Mode, ThemeChoice, WindowCommand, Workspace, Zoom};

/// The gap between the top bar's items, in points.
const TOP_BAR_GAP: f32 = 5.0;

/// The themes offered.
const THEMES: [(ThemeChoice, ThemePreference); 3] = [
    (ThemeChoice::Light, ThemePreference::Light),
    (ThemeChoice::Dark, ThemePreference::Dark),
    (ThemeChoice::System, ThemePreference::System),
];

/// The egui preference of a theme choice.
#[must_use]
pub fn preference(choice: ThemeChoice) -> ThemePreference {
    THEMES
        .iter()
        .find(|(c, _)| *c == choice)
        .map_or(ThemePreference::System, |(_, p)| *p)
}

/// A mode's name on its switch button.
#[must_use]
pub fn mode_label(tr: &Tr, mode: Mode) -> String {
    match mode {
        Mode::Solve => tr!(tr, "mode-solve"),
        Mode::Step => tr!(tr, "mode-step"),
        Mode::Edit => tr!(tr, "mode-edit"),
        Mode::Lesson => tr!(tr, "mode-lesson"),
        Mode::Game => tr!(tr, "mode-game"),
        Mode::Explore => tr!(tr, "mode-explore"),
        Mode::Play => tr!(tr, "mode-play"),
    }
}

/// What a mode's switch button says on hover.
fn mode_hint(tr: &Tr, mode: Mode) -> String {
    match mode {
        Mode::Solve => tr!(tr, "mode-solve-hint"),
        Mode::Step => tr!(tr, "mode-step-hint"),
        Mode::Edit => tr!(tr, "mode-edit-hint"),
        Mode::Lesson => tr!(tr, "mode-lesson-hint"),
        Mode::Game => tr!(tr, "mode-game-hint"),
        Mode::Explore => tr!(tr, "mode-explore-hint"),
        Mode::Play => tr!(tr, "mode-play-hint"),
    }
}

/// A theme's label and its hover text.
fn theme_texts(tr: &Tr, choice: ThemeChoice) -> (String, String) {
    match choice {
        ThemeChoice::Light => (tr!(tr, "theme-light"), tr!(tr, "theme-light-hint")),
        ThemeChoice::Dark => (tr!(tr, "theme-dark"), tr!(tr, "theme-dark-hint")),
        ThemeChoice::System => (tr!(tr, "theme-system"), tr!(tr, "theme-system-hint")),
    }
}

/// A colour scheme's label and its hover text.
fn colours_texts(tr: &Tr, scheme: Scheme) -> (String, String) {
    match scheme {
        Scheme::Board => (tr!(tr, "colours-board"), tr!(tr, "colours-board-hint")),
        Scheme::ColourBlind => (
            tr!(tr, "colours-colour-blind"),
            tr!(tr, "colours-colour-blind-hint"),
        ),
        Scheme::HighContrast => (
            tr!(tr, "colours-high-contrast"),
            tr!(tr, "colours-high-contrast-hint"),
        ),
    }
}

/// The top bar's contents.
pub fn top_bar(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    // Theme and zoom live in the View menu so that the bar fits a 1024-wide
    // projector in German. Zoomed in (a defaults file's 1.25), the bar's
    // type is set smaller until it fits one row, down to LEAST_SCALE; a
    // still narrower window wraps it, putting the last buttons on a second
    // line rather than off the edge. The bar's width is measured per
    // language, laid out in one row.
    let id = egui::Id::unique("maedn-top-bar-width").with(tr.lang());
    let natural: Option<f32> = ui.data(|d| d.get_temp(id));
    let fit = natural.map_or(1.0, |n| (ui.available_width() / n).min(1.0));
    let scale = fit.max(LEAST_SCALE);
    if scale < 1.0 {
        shrink(ui.style_mut(), scale);
    }
    if natural.is_none() || fit >= LEAST_SCALE {
        let width = ui
            .horizontal(|ui| bar_contents(ui, ws, tr, out))
            .response
            .rect
            .width();
        // Its gaps and separators do not shrink with the type: measured
        // again until the width it is set for is the width it takes.
        if natural.is_none_or(|n| (width / scale - n).abs() > 0.5) {
            ui.data_mut(|d| d.insert_temp(id, width / scale));
            // Laid out again at the size that fits, before anyone sees it.
            ui.ctx().request_discard("the top bar measured its width");
        }
    } else {
        ui.horizontal_wrapped(|ui| bar_contents(ui, ws, tr, out));
    }
    // The panel's own margin below the bar's row.
    let bottom = ui.min_rect().bottom() + ui.spacing().item_spacing.y;
    ui.ctx().data_mut(|d| d.insert_temp(bottom_id(), bottom));
}

/// Where the top bar's bottom edge was last drawn, in egui's memory.
fn bottom_id() -> egui::Id {
    egui::Id::unique("maedn-top-bar-bottom")
}

/// The window's area below the top bar (as last drawn): where a window
/// that opens over the view stands, so it never covers the bar.
#[must_use]
pub fn below(ctx: &egui::Context) -> egui::Rect {
    let whole = ctx.content_rect();
    let top = ctx
        .data(|d| d.get_temp::<f32>(bottom_id()))
        .unwrap_or(whole.top());
    egui::Rect::from_min_max(egui::pos2(whole.left(), top), whole.max)
}

/// The least share of its size the top bar's type is set at to fit one row.
const LEAST_SCALE: f32 = 0.75;

/// `style`'s text, padding and gaps at `scale` of their size.
fn shrink(style: &mut egui::Style, scale: f32) {
    for font in style.text_styles.values_mut() {
        font.size *= scale;
    }
    style.spacing.button_padding *= scale;
    style.spacing.item_spacing *= scale;
    style.spacing.interact_size *= scale;
}

/// The bar's buttons, in one row's order.
fn bar_contents(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    {
        // Narrower gaps than egui's, so that seven modes fit on one line.
        ui.spacing_mut().item_spacing.x = TOP_BAR_GAP * ui.spacing().button_padding.x
            / egui::Style::default().spacing.button_padding.x;
        ui.heading("maedn");
        // No separator here: the width it took holds the Help menu's "?".
        ui.menu_button(tr!(tr, "menu-file"), |ui| {
            file_menu::menu_ui(ui, ws, tr, out)
        });
        ui.menu_button(tr!(tr, "menu-view"), |ui| view_menu(ui, ws, tr, out));
        super::about::help_button(ui, tr);
        let present = Command::TogglePresent;
        if ui
            .selectable_label(ws.presenting(), tr!(tr, "present"))
            .on_hover_text(hint(
                tr,
                &tr!(tr, "present-hint"),
                &present,
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(present);
        }
        ui.separator();
        for mode in Mode::ALL {
            if ui
                .selectable_label(ws.mode() == mode, mode_label(tr, mode))
                .on_hover_text(mode_hint(tr, mode))
                .clicked()
            {
                out.push(Command::SetMode(mode));
            }
        }
        ui.separator();
        lang_switch(ui, tr, out);
        ui.separator();
        let legend = Command::ToggleLegend;
        if ui
            .selectable_label(ws.legend_shown(), tr!(tr, "legend"))
            .on_hover_text(hint(
                tr,
                &tr!(tr, "legend-hint"),
                &legend,
                SingleKeys::of(ui.ctx()),
            ))
            .clicked()
        {
            out.push(legend);
        }
    }
}

/// The View menu: the theme, the colours, the tile numbers, the
/// accessibility switches, the zoom and the list of shortcuts.
fn view_menu(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    let current = ui.ctx().options(|o| o.theme_preference);
    for (choice, pref) in THEMES {
        let (label, what) = theme_texts(tr, choice);
        if ui
            .selectable_label(current == pref, label)
            .on_hover_text(what)
            .clicked()
        {
            if current != pref {
                out.push(Command::Window(WindowCommand::SetTheme(choice)));
            }
            ui.close();
        }
    }
    ui.separator();
    ui.label(tr!(tr, "colours"));
    for scheme in Scheme::ALL {
        let (label, what) = colours_texts(tr, scheme);
        let chosen = ws.prefs().colours == scheme;
        if ui
            .selectable_label(chosen, label)
            .on_hover_text(what)
            .clicked()
        {
            if !chosen {
                out.push(Command::SetColours(scheme));
            }
            ui.close();
        }
    }
    ui.separator();
    let numbers = Command::ToggleTileNumbers;
    let button = egui::Button::selectable(ws.tile_numbers_shown(), tr!(tr, "tile-numbers"))
        .shortcut_text(menu_text(
            tr,
            &numbers,
            ui.ctx().os().is_mac(),
            SingleKeys::of(ui.ctx()),
        ));
    if ui
        .add(button)
        .on_hover_text(tr!(tr, "tile-numbers-hint"))
        .clicked()
    {
        out.push(numbers);
        ui.close();
    }
    ui.separator();
    access_switches(ui, ws, tr, out);
    vision_menu(ui, ws, tr, out);
    ui.separator();
    let fit = ws.prefs().zoom_fit;
    if ui
        .selectable_label(fit, tr!(tr, "zoom-fit"))
        .on_hover_text(tr!(tr, "zoom-fit-hint"))
        .clicked()
    {
        out.push(Command::SetZoomFit(!fit));
    }
    for (what, zoom) in [
        (tr!(tr, "zoom-out"), Zoom::Out),
        (tr!(tr, "zoom-in"), Zoom::In),
    ] {
        let command = Command::Window(WindowCommand::Zoom(zoom));
        let is_mac = ui.ctx().os().is_mac();
        let button = egui::Button::new(what).shortcut_text(menu_text(
            tr,
            &command,
            is_mac,
            SingleKeys::of(ui.ctx()),
        ));
        // Zooming keeps the menu open: a teacher presses it until it fits.
        if ui.add(button).clicked() {
            out.push(command);
        }
    }
    ui.separator();
    let list = Command::ToggleShortcuts;
    let is_mac = ui.ctx().os().is_mac();
    let button = egui::Button::selectable(ws.prefs().show_shortcuts, tr!(tr, "shortcuts"))
        .shortcut_text(menu_text(tr, &list, is_mac, SingleKeys::of(ui.ctx())));
    if ui
        .add(button)
        .on_hover_text(tr!(tr, "shortcuts-hint"))
        .clicked()
    {
        out.push(list);
        ui.close();
    }
}

/// The View menu's accessibility switches: single-key shortcuts and
/// reduced motion (remembered).
fn access_switches(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    ui.label(tr!(tr, "access-heading"));
    let mut access = ws.prefs().access;
    let keys = ui
        .checkbox(&mut access.single_keys, tr!(tr, "access-single-keys"))
        .on_hover_text(tr!(tr, "access-single-keys-hint"));
    let motion = ui
        .checkbox(&mut access.reduce_motion, tr!(tr, "access-reduce-motion"))
        .on_hover_text(tr!(tr, "access-reduce-motion-hint"));
    if keys.changed() || motion.changed() {
        out.push(Command::SetAccess(access));
    }
}

/// Deutsch | English: each language named in itself, so anyone can find
/// their own.
fn lang_switch(ui: &mut Ui, tr: &Tr, out: &mut Vec<Command>) {
    for lang in Lang::ALL {
        if ui
            .selectable_label(tr.lang() == lang, lang.native_name())
            .on_hover_text(tr!(tr, "lang-hint"))
            .clicked()
            && tr.lang() != lang
        {
            out.push(Command::SetLang(lang));
        }
    }
}

/// View → Colour vision: the whole window as each colour vision sees it.
fn vision_menu(ui: &mut Ui, ws: &Workspace, tr: &Tr, out: &mut Vec<Command>) {
    use crate::render::vision::Vision;
    ui.label(tr!(tr, "vision"))
        .on_hover_text(tr!(tr, "vision-hint"));
    for vision in Vision::ALL {
        let label = match vision {
            Vision::Normal => tr!(tr, "vision-normal"),
            Vision::Protanopia => tr!(tr, "vision-protanopia"),
            Vision::Deuteranopia => tr!(tr, "vision-deuteranopia"),
            Vision::Tritanopia => tr!(tr, "vision-tritanopia"),
        };
        let chosen = ws.prefs().vision == vision;
        if ui.selectable_label(chosen, label).clicked() {
            if !chosen {
                out.push(Command::SetVision(vision));
            }
            ui.close();
        }
    }
}
