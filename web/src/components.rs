//! The site's components, one per file.

pub mod caro_board;
pub mod caro_page;
pub mod colour_choice;
pub mod home;
pub mod new_game;
pub mod notice;
