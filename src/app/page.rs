//! What the window asks of the browser itself where eframe's web runner
//! does not do it (web pages only): full screen for Present mode (eframe
//! 0.37 ignores `ViewportCommand::Fullscreen` on the web), through the
//! Fullscreen API, and whether the clipboard is open to the page (eframe
//! copies only in a secure context, else it only logs).

/// Asks the browser to show the page full screen, or to leave full screen.
/// The browser allows it only right after a click or a key; a refusal comes
/// later, so [`is_fullscreen`] tells.
pub fn set_fullscreen(on: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if on {
        if let Some(root) = document.document_element() {
            request_fullscreen(&root);
        }
    } else if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// Calls the element's `requestFullscreen()` and awaits the promise it
/// returns: a refusal (no click or key just before) is then handled here,
/// not left as an uncaught error in the page's console. web-sys's binding
/// drops that promise, so the method is called through js-sys.
fn request_fullscreen(root: &web_sys::Element) {
    use wasm_bindgen::JsCast as _;
    use wasm_bindgen_futures::{JsFuture, js_sys, spawn_local};
    let promise = js_sys::Reflect::get(root, &"requestFullscreen".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(root).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    if let Some(promise) = promise {
        // The outcome is read later by [`is_fullscreen`].
        spawn_local(async move {
            let _refused = JsFuture::from(promise).await;
        });
    }
}

/// Is the page shown full screen?
#[must_use]
pub fn is_fullscreen() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.fullscreen_element())
        .is_some()
}

/// May the page use the clipboard? Only in a secure context (https, or
/// served from this computer).
#[must_use]
pub fn clipboard_open() -> bool {
    web_sys::window().is_some_and(|w| w.is_secure_context())
}

/// How long after asking for full screen the page checks that it got it.
const FULLSCREEN_CHECK_SECONDS: f64 = 1.0;

/// Present mode's full screen in a page: asked for when Present starts,
/// left when it ends, and a refusal said once in the status line.
#[derive(Debug, Default)]
pub struct PageFullscreen {
    /// When to check that the browser went full screen.
    check_at: Option<f64>,
}

impl PageFullscreen {
    /// Present mode turned `on` or off.
    pub fn set(&mut self, ctx: &egui::Context, on: bool) {
        set_fullscreen(on);
        self.check_at = on.then(|| ctx.input(|i| i.time) + FULLSCREEN_CHECK_SECONDS);
        if on {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(FULLSCREEN_CHECK_SECONDS));
        }
    }

    /// Once a frame: says so if the browser refused full screen.
    pub fn check(&mut self, ctx: &egui::Context, ws: &mut crate::workspace::Workspace) {
        let Some(at) = self.check_at else { return };
        if ctx.input(|i| i.time) < at {
            return;
        }
        self.check_at = None;
        if ws.presenting() && !is_fullscreen() {
            ws.report(crate::workspace::Notice::NotInBrowser(
                crate::workspace::BrowserLimit::FullScreen,
            ));
            // Shown now, not at the next event.
            ctx.request_repaint();
        }
    }
}
