//! ←/→/Home/End step through the moves of the game on the page.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::state::{Action, Play};

/// Listens to the keyboard while the page is shown. Keys typed into a form field, or with
/// a modifier (browser shortcuts), are left alone.
#[hook]
pub fn use_replay_keys<G: engine::Game + 'static>(play: UseReducerDispatcher<Play<G>>) {
    use_effect_with((), move |_| {
        let document = gloo::utils::document();
        // Not passive: the keys' default (scrolling) is replaced by stepping.
        let options = EventListenerOptions::enable_prevent_default();
        let listener =
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if event.alt_key() || event.ctrl_key() || event.meta_key() || event.shift_key() {
                    return;
                }
                let in_field = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|e| {
                        matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    });
                if in_field {
                    return;
                }
                let action = match event.key().as_str() {
                    "ArrowLeft" => Action::Back,
                    "ArrowRight" => Action::Forward,
                    "Home" => Action::GoTo(0),
                    "End" => Action::Last,
                    _ => return,
                };
                event.prevent_default();
                play.dispatch(action);
            });
        move || drop(listener)
    });
}
