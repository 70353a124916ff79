//! The egui window: a thin shell over [`crate::model`] and [`crate::solver`].
