//! The browser's address, and the only code that reads or writes it. The app reads a
//! page's address as one fragment of the site's root (`crate::route::logical`: at
//! `vi/caro/#moves=h8`, `#/caro?moves=h8&lang=vi`). A game page writes its address in
//! three ways ([`Write`]) and hears of the changes made outside it
//! ([`use_outside_changes`]).

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::{i18n, route};

/// The site's root: the folder of the root page, which every other page names as its
/// `<base>` (`https://club.example/games/`).
pub(crate) fn root() -> String {
    let base = gloo::utils::document()
        .base_uri()
        .ok()
        .flatten()
        .unwrap_or_default();
    let base = base.split(['#', '?']).next().unwrap_or_default();
    match base.rfind('/') {
        Some(end) => base[..=end].to_owned(),
        None => base.to_owned(),
    }
}

/// The address now, without its fragment.
fn page() -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_owned()
}

/// The address now, read as a fragment of the root (`#/caro?moves=h8`), or an empty
/// string.
pub fn fragment() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let page = page();
    let path = page.split('?').next().unwrap_or_default();
    route::logical(path.strip_prefix(&root()).unwrap_or(path), &hash)
}

/// The whole address that shows `fragment` (a fragment of the root, `#/caro?moves=h8`):
/// a game's page in the language shown, unless the fragment names another.
pub fn url(fragment: &str) -> String {
    let address = route::address(fragment, i18n::current().code);
    format!(
        "{}{}",
        root(),
        address.strip_prefix("./").unwrap_or(&address)
    )
}

/// Calls `on_change` with the fragment each time the address changes from outside the
/// page (typing, back, forward, a link followed): the browser's `hashchange`, which
/// [`Write::Replace`] and [`Write::Push`] do not fire, so that a page tells its own writes
/// from the rest without keeping count.
///
/// It listens from the page's first render on, not from an effect after it: the address
/// may change in between (a link followed as a page loaded again starts), and that change
/// would be lost.
#[hook]
pub fn use_outside_changes(on_change: Callback<String>) {
    use_state(move || {
        EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            on_change.emit(fragment());
        })
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

/// Writes `fragment` (of the root) into the address, `how` says (nothing when it is there
/// already). A move or a new game changes the fragment alone: the page stays the page it
/// is (its folder decides where its `<base>` leads).
pub fn write(how: Write, fragment: &str) {
    if self::fragment() == fragment {
        return;
    }
    let url = url(fragment);
    let hash = url.split_once('#').map_or("", |(_, hash)| hash);
    let here = match hash {
        "" => page(),
        hash => format!("{}#{hash}", page()),
    };
    let window = gloo::utils::window();
    let Ok(history) = window.history() else {
        return;
    };
    let _ = match how {
        Write::Replace => history.replace_state_with_url(&JsValue::NULL, "", Some(&here)),
        Write::Push => history.push_state_with_url(&JsValue::NULL, "", Some(&here)),
        // Another page: the loader opens its bundle.
        Write::Open if url.split('#').next() != Some(page().as_str()) => {
            window.location().assign(&url)
        }
        Write::Open => window.location().set_hash(hash),
    };
}

/// Loads this page again with `pair` added to its fragment (`#moves=h8&open=embed`), for
/// the loader to open the bundle that address asks for (`crate::whole`). The page loaded
/// again shows what it opens, not where this one was scrolled.
pub fn reload_with(pair: &str) {
    let window = gloo::utils::window();
    let hash = window.location().hash().unwrap_or_default();
    let fragment = match hash.trim_start_matches('#') {
        "" => pair.to_owned(),
        hash => format!("{hash}&{pair}"),
    };
    if let Ok(history) = window.history() {
        // The whole address: a relative one would be read against the page's <base>.
        let here = format!("{}#{fragment}", page());
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&here));
        let _ = js_sys::Reflect::set(&history, &"scrollRestoration".into(), &"manual".into());
    }
    let _ = window.location().reload();
}

/// Opens this page in `language` (`vi/caro/` for `caro/`), with the game as it is now:
/// a game's page is a file in its language's folder.
pub fn open_in(language: &str) {
    let fragment = fragment();
    let (path, query) = fragment.split_once('?').unwrap_or((&fragment, ""));
    let kept: Vec<&str> = query
        .split('&')
        .filter(|pair| !pair.is_empty() && !pair.starts_with("lang="))
        .collect();
    let address = route::address(&format!("{path}?{}", kept.join("&")), language);
    let _ = gloo::utils::window()
        .location()
        .assign(&format!("{}{address}", root()));
}
