//! Tessera's site: a Yew app over the engine. Components draw and report; the engine
//! decides what is legal; the address carries the whole game.

pub mod adapters;
mod address;
mod app;
mod browser;
pub mod components;
pub mod computer;
pub mod crash;
pub mod embed;
pub mod hooks;
pub mod i18n;
pub mod import;
pub mod playable;
mod preferences;
pub mod route;
mod snapshot;
pub mod state;
mod storage;

pub use app::App;
