//! Tessera's site: a Yew app over the engine. Components draw and report; the engine
//! decides what is legal; the address carries the whole game.

pub mod adapters;
mod address;
mod app;
pub mod components;
pub mod i18n;
pub mod route;
pub mod state;

pub use app::App;
