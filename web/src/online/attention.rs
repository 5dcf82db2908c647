//! Telling a person it is his move when he is elsewhere: the tab's title and the
//! installed app's badge say "Your move" while it is; a notification says so when the
//! others moved while the page was hidden, once he has asked for them (a button, at a
//! moment he chooses: the browser asks its question only then).

use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Notification, NotificationOptions, NotificationPermission};
use yew::prelude::*;

use crate::t;

/// What this browser says of notifications; none where it has none.
fn permission() -> Option<NotificationPermission> {
    let has = Reflect::has(&gloo::utils::window(), &JsValue::from_str("Notification"));
    has.unwrap_or(false).then(Notification::permission)
}

/// The installed app's badge, where the browser has one: set while it is your move.
fn badge(on: bool) {
    let navigator = gloo::utils::window().navigator();
    let name = if on { "setAppBadge" } else { "clearAppBadge" };
    if let Ok(call) = Reflect::get(&navigator, &JsValue::from_str(name))
        .and_then(|f| f.dyn_into::<js_sys::Function>())
    {
        // A promise refused (no installed app) means nothing to the page.
        let _ = call.call0(&navigator);
    }
}

/// Keeps the title (`base` is the page's own) and the badge saying whether it is your
/// move, and notifies a hidden page when it has become your move at `ply`. Returns what
/// asks for notifications, while the browser has not been asked (the page's button).
#[hook]
pub fn use_your_move(yours: bool, ply: u32, base: String) -> Option<Callback<MouseEvent>> {
    // Each render says it again: the app sets the page's own title when the route changes.
    let title = match yours {
        true => format!("{} · {base}", t!("status-your-move")),
        false => base.clone(),
    };
    let document = gloo::utils::document();
    if document.title() != title {
        document.set_title(&title);
    }
    use_effect_with(yours, |&yours| {
        badge(yours);
        move || badge(false)
    });
    use_effect_with((yours, ply), move |&(yours, _)| {
        let hidden = gloo::utils::document().hidden();
        if yours && hidden && permission() == Some(NotificationPermission::Granted) {
            let options = NotificationOptions::new();
            options.set_body(&base);
            options.set_tag("tessera-your-move");
            let _ = Notification::new_with_options(&t!("status-your-move"), &options);
        }
    });
    let asked = use_state_eq(|| permission() != Some(NotificationPermission::Default));
    (!*asked).then(|| {
        Callback::from(move |_: MouseEvent| {
            if let Ok(promise) = Notification::request_permission() {
                let asked = asked.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
                    asked.set(true);
                });
            }
        })
    })
}
