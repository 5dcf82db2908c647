//! An embedded board listens to its host page.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::embed::messages::{self, HostMessage};

/// Calls `on_message` for each message of ours from the host page: the window that holds
/// the board's frame, and no other (another frame of the page, a popup). With an
/// `origin`, messages from any other origin are ignored too.
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
            let parent = gloo::utils::window().parent().ok().flatten();
            let from_parent = match (event.source(), parent) {
                (Some(source), Some(parent)) => js_sys::Object::is(&source, &parent),
                _ => false,
            };
            if !from_parent {
                return;
            }
            if let Some(message) = messages::read(&event.data()) {
                on_message.emit(message);
            }
        });
        move || drop(listener)
    });
}
