//! An embedded board listens to its host page.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::embed::messages::{self, HostMessage};

/// Calls `on_message` for each message of ours from the host page. With an `origin`,
/// messages from any other origin are ignored.
#[hook]
pub fn use_host_messages(origin: Option<String>, on_message: Callback<HostMessage>) {
    use_effect_with(origin, move |origin| {
        let origin = origin.clone();
        let listener = EventListener::new(&gloo::utils::window(), "message", move |event| {
            let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                return;
            };
            if origin.as_deref().is_some_and(|o| o != event.origin()) {
                return;
            }
            if let Some(message) = messages::read(&event.data()) {
                on_message.emit(message);
            }
        });
        move || drop(listener)
    });
}
