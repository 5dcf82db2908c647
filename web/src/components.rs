//! The widgets the pages are built from (`crate::pages`), one per file.

pub mod embed_dialog;
pub mod game_frame;
pub mod language_picker;
pub mod match_up;
pub mod move_input;
pub mod move_list;
pub mod new_game;
pub mod notice;
pub mod offers;
pub mod result_panel;
pub mod review_panel;
pub mod share;
pub mod start_panel;
