//! The page's entry, as `main.rs` is the binary's: the window in a web
//! browser (`wasm32-unknown-unknown`, built by scripts/web.sh). The page's
//! script creates a [`WebHandle`] and starts it on a canvas; eframe's
//! `WebRunner` then runs the same [`MaednApp`] as the desktop, painted with
//! WebGL. The page's address takes the window's command-line flags
//! (`?lesson&lang=de`, see `cli::page_launch`); without `lang` the window
//! speaks the browser's language, and its settings live in the browser's
//! local storage (eframe's web persistence).
//!
//! eframe gives the page no AccessKit tree, so the handle also tells a
//! script what a screen reader would find: the texts of the window's
//! AccessKit tree (egui's own, read off each frame's output once a script
//! asks), the board's tiles by name and where they are drawn, and the
//! editor's board (the page's tests click a tile and read the bit back, and
//! read a finished solve's counters).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use egui::mutex::Mutex;
use wasm_bindgen::prelude::*;

use crate::app::board_view::drawn_tiles;
use crate::app::{Launch, MaednApp};

/// The window on one canvas of the page.
#[wasm_bindgen]
pub struct WebHandle {
    runner: eframe::WebRunner,
    /// The window's egui context, once it runs.
    ctx: Rc<RefCell<Option<egui::Context>>>,
    /// The texts of the last frame's AccessKit tree (see [`SpokenTexts`]).
    spoken: Arc<Mutex<Vec<String>>>,
}

#[wasm_bindgen]
impl WebHandle {
    /// A handle whose window is not started yet; logs go to the browser's
    /// console, panics are caught and kept for [`WebHandle::panic_message`].
    #[wasm_bindgen(constructor)]
    #[expect(clippy::new_without_default, reason = "created from JavaScript")]
    #[must_use]
    pub fn new() -> WebHandle {
        eframe::WebLogger::init(log::LevelFilter::Warn).ok();
        WebHandle {
            runner: eframe::WebRunner::new(),
            ctx: Rc::default(),
            spoken: Arc::default(),
        }
    }

    /// Starts the window on `canvas`, opened as the page's address asks (a
    /// flag the window does not know is logged and the window opens plainly).
    ///
    /// # Errors
    /// No WebGL, or the app could not be created.
    pub async fn start(&self, canvas: web_sys::HtmlCanvasElement) -> Result<(), JsValue> {
        let query = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        let launch = crate::cli::page_launch(&query).unwrap_or_else(|e| {
            log::warn!("{e}");
            Launch::default()
        });
        let slot = Rc::clone(&self.ctx);
        let spoken = Arc::clone(&self.spoken);
        self.runner
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |cc| {
                    slot.replace(Some(cc.egui_ctx.clone()));
                    cc.egui_ctx.add_plugin(SpokenTexts { texts: spoken });
                    Ok(Box::new(MaednApp::new(cc, launch)))
                }),
            )
            .await
    }

    /// Stops the window and frees its canvas.
    pub fn destroy(&self) {
        self.runner.destroy();
    }

    /// What the window panicked with, if it did (the page then says so).
    #[must_use]
    pub fn panic_message(&self) -> Option<String> {
        self.runner.panic_summary().map(|s| s.message())
    }

    /// The editor's board as hex (`0xE820_8822_0841_4C06`), once the
    /// window runs.
    #[must_use]
    pub fn editor_board(&self) -> Option<String> {
        let app = self.runner.app_mut::<MaednApp>()?;
        Some(app.workspace().editor().board().to_hex())
    }

    /// Where the tile named `name` ("Tile 17", as the window's tiles are
    /// named for a screen reader) was drawn in the last frame: its centre
    /// in CSS pixels from the canvas's top left, `[x, y]`.
    #[must_use]
    pub fn tile_centre(&self, name: &str) -> Option<Vec<f32>> {
        let ctx = self.ctx.borrow().clone()?;
        let tiles = drawn_tiles(&ctx);
        let (_, centre) = tiles.iter().find(|(n, _)| n == name)?;
        // egui's points are CSS pixels divided by the zoom.
        let zoom = ctx.zoom_factor();
        Some(vec![centre.x * zoom, centre.y * zoom])
    }

    /// What a screen reader would be told: the label and the value of every
    /// node in the window's AccessKit tree, as of the last frame. The first
    /// call turns the tree on (egui builds it only when asked, as it costs
    /// every frame) and answers an empty list until the next frame.
    #[must_use]
    pub fn spoken_texts(&self) -> Vec<String> {
        if let Some(ctx) = self.ctx.borrow().as_ref() {
            ctx.enable_accesskit();
            ctx.request_repaint();
        }
        self.spoken.lock().clone()
    }
}

/// Keeps the texts of each frame's AccessKit tree for
/// [`WebHandle::spoken_texts`]; does nothing while the tree is off.
struct SpokenTexts {
    texts: Arc<Mutex<Vec<String>>>,
}

impl egui::plugin::Plugin for SpokenTexts {
    fn debug_name(&self) -> &'static str {
        "maedn spoken texts"
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        if let Some(update) = &output.platform_output.accesskit_update {
            *self.texts.lock() = update
                .nodes
                .iter()
                .flat_map(|(_, node)| [node.label(), node.value()])
                .flatten()
                .map(str::to_owned)
                .collect();
        }
    }
}
