//! The browser's address: reading the fragment and writing it without a reload.

use wasm_bindgen::JsValue;

/// The fragment now (`#/caro?moves=h8`), or an empty string.
pub fn fragment() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Replaces the current history entry's fragment: what each move does, so that the back
/// button is not flooded with one entry per move.
pub fn replace(fragment: &str) {
    if self::fragment() != fragment
        && let Ok(history) = gloo::utils::window().history()
    {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(fragment));
    }
}

/// Adds a history entry: what a new game does, so that back returns to the old one.
pub fn push(fragment: &str) {
    if self::fragment() != fragment
        && let Ok(history) = gloo::utils::window().history()
    {
        let _ = history.push_state_with_url(&JsValue::NULL, "", Some(fragment));
    }
}

/// Goes to a fragment as a link would: a new history entry, and a `hashchange` that the
/// app follows.
pub fn navigate(fragment: &str) {
    let _ = gloo::utils::window().location().set_hash(fragment);
}
