//! The few browser services the site uses besides the address and storage: the share
//! sheet, the clipboard, downloading a file, and scrolling what opened into view. Each
//! checks that the service exists first, since calling a missing one would throw.

use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The browser's window; none natively, where the prerender draws the pages from the
/// same components (they then read no storage and no settings).
pub fn window() -> Option<web_sys::Window> {
    cfg!(target_arch = "wasm32").then(gloo::utils::window)
}

/// The browser's local storage, where it lets the site use it (a sandboxed frame does
/// not; a private window may not).
pub fn local_storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

fn navigator() -> web_sys::Navigator {
    gloo::utils::window().navigator()
}

fn has(object: &JsValue, name: &str) -> bool {
    Reflect::get(object, &JsValue::from_str(name)).is_ok_and(|v| !v.is_undefined())
}

/// The move `play` makes of the tap a person made on the game's board at the start while
/// its bundle loaded, which the loader keeps (`scripts/boot.template.js`, `holdTaps`):
/// `play` is given its cell (`h8`) and pointer (`mouse`, `touch`, `pen`). Where it makes a
/// move, the loader is told so, and neither taps it again on the drawn board nor keeps
/// another.
pub fn take_kept_tap<M>(play: impl FnOnce(&str, &str) -> Option<M>) -> Option<M> {
    let window = window()?;
    let kept = Reflect::get(&window, &JsValue::from_str("tesseraKeptTap")).ok()?;
    let field = |name: &str| {
        Reflect::get(&kept, &JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_string())
    };
    let played = play(&field("cell")?, &field("pointer")?)?;
    let _ = Reflect::set(&kept, &JsValue::from_str("played"), &JsValue::TRUE);
    KEPT_TAP_PLAYED.set(true);
    Some(played)
}

thread_local! {
    static KEPT_TAP_PLAYED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the page's game began with the move of a kept tap ([`take_kept_tap`]) that no
/// board has shown being played yet; answered once (Kauri's board then sows it).
pub fn kept_tap_played() -> bool {
    KEPT_TAP_PLAYED.take()
}

/// Whether the system share sheet is available (phones, some desktops).
pub fn can_share() -> bool {
    has(&navigator(), "share")
}

/// Opens the share sheet for a link. `Ok(false)` when the player closed it.
pub async fn share(title: &str, url: &str) -> bool {
    let data = web_sys::ShareData::new();
    data.set_title(title);
    data.set_url(url);
    JsFuture::from(navigator().share_with_data(&data))
        .await
        .is_ok()
}

/// Copies text to the clipboard; `false` where the browser refuses.
pub async fn copy(text: &str) -> bool {
    let navigator = navigator();
    if !has(&navigator, "clipboard") {
        return false;
    }
    JsFuture::from(navigator.clipboard().write_text(text))
        .await
        .is_ok()
}

/// Scrolls `element` into view, as little as it takes (smoothly, unless the person asked
/// for less motion), when the person has just done something (a click, a key) that may
/// have opened it: a panel opened by the address as the page loads stays where the page
/// put it. An embedded board never scrolls: that would scroll its host's page.
pub fn reveal(element: &web_sys::Element) {
    let window = gloo::utils::window();
    let embedded = gloo::utils::document()
        .document_element()
        .is_some_and(|root| {
            root.class_name()
                .split_whitespace()
                .any(|c| c == "embedded")
        });
    // Browsers without `userActivation` do not tell: they scroll nothing, as before.
    let acting = Reflect::get(&navigator(), &JsValue::from_str("userActivation"))
        .and_then(|activation| Reflect::get(&activation, &JsValue::from_str("isActive")))
        .is_ok_and(|active| active.is_truthy());
    if embedded || !acting {
        return;
    }
    let still = window
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    options.set_behavior(match still {
        true => web_sys::ScrollBehavior::Instant,
        false => web_sys::ScrollBehavior::Smooth,
    });
    element.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    download_blob(name, text, "text/plain;charset=utf-8")
}

/// Offers `text` as a file download named `name`, of the given type.
pub fn download_blob(name: &str, text: &str, kind: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = gloo::utils::document();
    let anchor: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // Some browsers read the file after `click` returns: free it a little later.
    gloo::timers::callback::Timeout::new(30_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Reads an uploaded file as text.
pub async fn read_text(file: web_sys::File) -> Option<String> {
    JsFuture::from(file.text()).await.ok()?.as_string()
}

/// Registers the service worker (`sw.js`, written by release builds only) for `scope`:
/// the site's (`./`, everything offline) or the embeds' (`./embed/`, only what the boards
/// fetched), where the browser has service workers and the page may use them (not in
/// sandboxed frames).
pub fn register_service_worker(scope: &str) {
    let navigator = navigator();
    if cfg!(debug_assertions) || !has(&navigator, "serviceWorker") {
        return;
    }
    let options = web_sys::RegistrationOptions::new();
    options.set_scope(scope);
    let promise = navigator
        .service_worker()
        .register_with_options("./sw.js", &options);
    // A refusal (private mode, a host without HTTPS) only means no offline copy.
    wasm_bindgen_futures::spawn_local(async move {
        let _ = JsFuture::from(promise).await;
    });
}

/// What the loader (`scripts/boot.template.js`) left for the page under `name` on the
/// global object, taken once: it is gone afterwards.
pub fn take_from_loader(name: &str) -> Option<JsValue> {
    let global = js_sys::global();
    let key = JsValue::from_str(name);
    let value = Reflect::get(&global, &key)
        .ok()
        .filter(JsValue::is_object)?;
    let _ = Reflect::delete_property(global.unchecked_ref::<js_sys::Object>(), &key);
    Some(value)
}
