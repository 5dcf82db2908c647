//! Embedding: a live board on another website, in an `<iframe>`.
//!
//! The embed lives at `embed/<game>/#<game link>&<settings>` (read as `#/embed/<game>?…`,
//! `crate::route`): the game link is the same as the full site's (options, `position`,
//! `moves`, `at`); the settings are
//! [`settings::EmbedSettings`]. It never touches the address or local storage, so that
//! it works in a sandboxed iframe (even without `allow-same-origin`) and leaves the
//! visitor's saved games alone. The host page talks to it with `postMessage`
//! ([`messages`]).

pub mod messages;
pub mod puzzle;
pub mod settings;
