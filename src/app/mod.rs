//! The egui window: a thin shell over [`crate::model`] and [`crate::solver`].

use crate::model::Bits;

/// How the window starts, from the command line.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// `maedn --solve`: start solving with the saved settings at once.
    pub solve_at_start: bool,
    /// `maedn --board BOARD`: open this board in the editor.
    pub board: Option<Bits>,
}

/// Opens the window and runs until it is closed.
pub fn run(launch: Launch) -> Result<(), String> {
    let _ = launch;
    Err("the window is not built yet".to_owned())
}
pub mod editor;
pub mod files;
pub mod charts;
