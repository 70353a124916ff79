//! The window's tests through egui_kittest (the real app, real clicks, real
//! background threads), one test binary so that the GUI stack is linked once.
#![cfg(feature = "gui")]

mod accesskit;
mod animation_copy;
mod animation_export;
mod board_share;
mod common;
mod cues;
mod editor;
mod editor_window;
mod explore;
mod export;
mod files;
mod game;
mod german;
mod handout;
mod heat_labels;
mod idle;
mod key_hints;
mod keyboard;
mod keys;
mod lang;
mod lesson;
mod lesson_projector;
mod lesson_teacher;
mod no_jumps;
mod overflow;
mod palettes;
mod play;
mod play_fair_keys;
mod play_present;
mod play_whole;
mod predict;
mod repaint;
mod round;
mod round_board;
mod round_kept;
mod said_right;
mod saved_state;
mod ship;
mod solve_panel;
mod solve_run;
mod stepper;
mod sweep_islands;
mod tile_numbers;
mod title;
