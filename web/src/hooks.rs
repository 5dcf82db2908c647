//! The site's hooks: behaviour shared by every game page.

pub mod use_computer;
pub mod use_embed;
pub mod use_flip;
pub mod use_game;
pub mod use_host_messages;
pub mod use_kept;
pub mod use_language;
pub mod use_latest;
pub mod use_replay_keys;
pub mod use_reports;
pub mod use_reveal;
pub mod use_review;
pub mod use_roving_focus;
pub mod use_trial;
