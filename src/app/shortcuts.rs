//! The visible list of keyboard shortcuts (F1 or the top bar's button).

/// Every shortcut: keys and what they do.
pub const SHORTCUTS: [(&str, &str); 17] = [
    ("Space", "Solve: run / pause / resume · Step: play / pause"),
    ("Esc", "cancel the run"),
    (
        "Right arrow",
        "Step: next move · Solve (single step): next call",
    ),
    ("Left arrow", "Step: previous move"),
    ("Home / End", "Step: jump to the start / end"),
    ("1 2 3 4 / A", "Step: show piece 1-4 / all pieces"),
    ("Ctrl +", "zoom in"),
    ("Ctrl −", "zoom out"),
    ("Ctrl 0", "reset the zoom"),
    ("Ctrl Z / Ctrl Shift Z", "Edit: undo / redo"),
    (
        "Ctrl V",
        "Edit: paste a board (hex, binary, decimal or the paper's lines)",
    ),
    ("Ctrl O / Ctrl Shift O", "open a board list / a session"),
    ("Ctrl S", "save the session"),
    ("Ctrl E", "export the board as PNG"),
    ("F11", "presentation mode: full screen, side panels hidden"),
    ("F1", "show or hide this list"),
    (
        "(typing)",
        "single keys do nothing while a text field has focus",
    ),
];

/// The shortcut window.
pub fn window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Keyboard shortcuts")
        .open(open)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            egui::Grid::new("shortcut_list")
                .striped(true)
                .show(ui, |ui| {
                    for (keys, what) in SHORTCUTS {
                        ui.label(egui::RichText::new(keys).monospace().strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
        });
}
