//! The site's components, one per file.

pub mod embed_dialog;
pub mod embed_help;
pub mod game_embed;
pub mod game_frame;
pub mod game_page;
pub mod game_preview;
pub mod home;
pub mod language_picker;
pub mod match_up;
pub mod move_input;
pub mod move_list;
pub mod new_game;
pub mod notice;
pub mod offers;
pub mod review_panel;
pub mod rules;
pub mod share;
pub mod start_panel;
pub mod static_page;
