//! Small choices a visitor makes once and expects kept (such as the sowing speed), in
//! the browser's local storage. Without storage (private windows, sandboxed frames) a
//! choice lasts as long as the page: reading gives nothing and writing does nothing.

const PREFIX: &str = "tessera.pref.";

use crate::browser::local_storage as storage;

/// The value kept for `name`, if any.
pub fn get(name: &str) -> Option<String> {
    storage()?
        .get_item(&format!("{PREFIX}{name}"))
        .ok()
        .flatten()
}

/// Keeps `value` for `name`, if the browser lets us.
pub fn set(name: &str, value: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(&format!("{PREFIX}{name}"), value);
    }
}
