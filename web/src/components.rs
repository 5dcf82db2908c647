//! The site's components, one per file.

pub mod caro_board;
pub mod caro_embed;
pub mod caro_page;
pub mod caro_rules;
pub mod colour_choice;
pub mod embed_dialog;
pub mod embed_help;
pub mod home;
pub mod karo_board;
pub mod karo_embed;
pub mod karo_page;
pub mod karo_rules;
pub mod language_picker;
pub mod move_input;
pub mod move_list;
pub mod new_game;
pub mod notice;
pub mod offers;
pub mod pictures;
pub mod rules;
pub mod share;
