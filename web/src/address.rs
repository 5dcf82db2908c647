//! The browser's address, and the only code that reads or writes it. A game page writes
//! its address in three ways ([`Write`]) and hears of the changes made outside it
//! ([`use_outside_changes`]).

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The fragment now (`#/caro?moves=h8`), or an empty string.
pub fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Calls `on_change` with the fragment each time the address changes from outside the
/// page (typing, back, forward, a link followed): the browser's `hashchange`, which
/// [`Write::Replace`] and [`Write::Push`] do not fire, so that a page tells its own writes
/// from the rest without keeping count.
#[hook]
pub fn use_outside_changes(on_change: Callback<String>) {
    use_effect_with((), move |_| {
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            on_change.emit(fragment());
        });
        move || drop(listener)
    });
}

/// How a game page writes its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Write {
    /// A move: the current history entry changes, so that the back button is not flooded
    /// with one entry per move.
    Replace,
    /// A new game: a new history entry, so that back returns to the old one.
    Push,
    /// Another game's link, as a followed link opens it: a new history entry, and a new
    /// visit that the app routes.
    Open,
}

/// Writes `fragment` into the address, `how` says (nothing when it is there already).
pub fn write(how: Write, fragment: &str) {
    if self::fragment() == fragment {
        return;
    }
    let window = gloo::utils::window();
    let Ok(history) = window.history() else {
        return;
    };
    let _ = match how {
        Write::Replace => history.replace_state_with_url(&JsValue::NULL, "", Some(fragment)),
        Write::Push => history.push_state_with_url(&JsValue::NULL, "", Some(fragment)),
        Write::Open => window.location().set_hash(fragment),
    };
}
