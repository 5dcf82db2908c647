//! Tessera's site: a Yew app over the engine. Components draw and report; the engine
//! decides what is legal; the address carries the whole game.

pub mod adapters;
mod address;
mod app;
mod browser;
pub mod bundle;
pub mod components;
pub mod computer;
pub mod crash;
pub mod embed;
pub mod hooks;
pub mod i18n;
pub mod import;
pub mod pages;
pub mod playable;
mod preferences;
pub mod route;
mod snapshot;
pub mod state;
mod storage;

pub use app::App;

/// Starts the site's bundle `bundle`, which draws `pages` and shows the messages of
/// `parts` besides those every page has: the body of each bundle's `main`.
pub fn start(bundle: bundle::Bundle, pages: bundle::Pages, parts: &'static [i18n::Part]) {
    crash::show_on_panic();
    i18n::take_parts(parts);
    yew::Renderer::<App>::with_props(app::Props { bundle, pages }).render();
}
