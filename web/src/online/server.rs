//! The server this site plays online with: the one that serves it, at the site's root
//! (`api`, `api/games`, `api/games/<id>/socket`), or the one a static copy was built with
//! (`ONLINE_SERVER`, which its `online.json` names). A static copy without one says so by
//! answering `online.json` with no protocol.

use std::cell::RefCell;

use protocol::{CREATE_PATH, Created, GameState, NewGame, PROTOCOL_VERSION};
use serde::Deserialize;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{RequestInit, Response};

use crate::address;

thread_local! {
    /// What [`available`] found, once it has found it: the answer and the server's root.
    static FOUND: RefCell<Option<(Availability, String)>> = const { RefCell::new(None) };
}

/// The server's root (`https://play.club.example/`): the site's own until [`available`]
/// has read another in the site's `online.json`.
fn root() -> String {
    FOUND
        .with(|found| found.borrow().as_ref().map(|(_, root)| root.clone()))
        .unwrap_or_else(address::root)
}

/// The whole address of `path` on the server (`api/games`).
fn url(path: &str) -> String {
    format!("{}{path}", root())
}

/// The socket's address of game `id` on the server, as `ws:` or `wss:` (once
/// [`available`] has said the site plays online).
pub fn socket_url(id: &str) -> String {
    let http = url(&protocol::socket_path(id));
    match http.strip_prefix("https:") {
        Some(rest) => format!("wss:{rest}"),
        None => format!("ws:{}", http.strip_prefix("http:").unwrap_or(&http)),
    }
}

/// A refusal's body: `{"error":"a sentence"}`.
#[derive(Deserialize)]
struct Said {
    error: String,
}

async fn text(response: JsValue) -> Result<(u16, String), String> {
    let response: Response = response
        .dyn_into()
        .map_err(|_| "the server's answer is unreadable".to_owned())?;
    let status = response.status();
    let body = response
        .text()
        .map_err(|_| "the server's answer is unreadable".to_owned())?;
    let body = JsFuture::from(body)
        .await
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_default();
    Ok((status, body))
}

/// Whether a site plays online, as its `online.json` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Availability {
    /// Its server answers, in this protocol's version (the site's own, or the one it was
    /// built with).
    Online,
    /// A static copy: the build's own file, `{"protocol":null}`.
    Static,
    /// The server cannot be reached (offline, the service worker answers
    /// `{"protocol":null,"offline":true}` for the site's own), or answers nonsense.
    Unreachable,
}

/// Whether this site plays online, asked once a page (a server out of reach, again each
/// time): its `online.json` names this protocol's version (the server that serves the
/// site answers it), or another server, whose own `online.json` must then name it. A
/// static copy has the file, so that asking logs no error there.
pub async fn available() -> Availability {
    if let Some((known, _)) = FOUND.with(|found| found.borrow().clone()) {
        return known;
    }
    let own = address::root();
    let found = match about(&own).await {
        About::Plays => (Availability::Online, own),
        About::Elsewhere(server) => match about(&server).await {
            About::Plays => (Availability::Online, server),
            _ => (Availability::Unreachable, server),
        },
        About::Static => (Availability::Static, own),
        About::Unreachable => (Availability::Unreachable, own),
    };
    // A server out of reach is asked again next time: the network may come back.
    if found.0 != Availability::Unreachable {
        FOUND.with(|known| *known.borrow_mut() = Some(found.clone()));
    }
    found.0
}

/// What a site's `online.json` says.
enum About {
    /// Its server plays online, in this protocol's version.
    Plays,
    /// A static copy built with another server's address (its root, ending in `/`).
    Elsewhere(String),
    /// A static copy with no server.
    Static,
    /// Nothing readable came back: no network, a service worker's answer offline
    /// (`{"protocol":null,"offline":true}`), another protocol, or nonsense.
    Unreachable,
}

/// What the `online.json` at `root` says.
async fn about(root: &str) -> About {
    let Ok(response) =
        JsFuture::from(gloo::utils::window().fetch_with_str(&format!("{root}online.json"))).await
    else {
        return About::Unreachable;
    };
    // Read with the browser's JSON, not serde's: every game page asks this, and serde's
    // reader would weigh on each (a live game's bundle has it, `crate::bundle`).
    let Ok((200, body)) = text(response).await else {
        return About::Unreachable;
    };
    let Ok(said) = js_sys::JSON::parse(&body) else {
        return About::Unreachable;
    };
    let field = |name: &str| js_sys::Reflect::get(&said, &name.into()).ok();
    let version = field("protocol").and_then(|version| version.as_f64());
    let offline = field("offline").is_some_and(|offline| offline.is_truthy());
    let server = field("server")
        .and_then(|server| server.as_string())
        .and_then(|server| server_root(&server));
    match (version, offline, server) {
        (Some(version), _, _) if version == f64::from(PROTOCOL_VERSION) => About::Plays,
        (None, false, Some(server)) => About::Elsewhere(server),
        (None, false, None) => About::Static,
        _ => About::Unreachable,
    }
}

/// A server's root as `online.json` names it: a whole `http(s)` address, to end in `/`
/// (the build wrote it so: `scripts/online-server.mjs`).
fn server_root(named: &str) -> Option<String> {
    let named = named.split(['#', '?']).next().unwrap_or_default();
    let host = named
        .strip_prefix("https://")
        .or_else(|| named.strip_prefix("http://"))?;
    if host.is_empty() || host.starts_with('/') {
        return None;
    }
    Some(if named.ends_with('/') {
        named.to_owned()
    } else {
        format!("{named}/")
    })
}

/// Whether the site plays online, as a sentence for a person when it does not.
async fn ready() -> Result<(), String> {
    match available().await {
        Availability::Online => Ok(()),
        Availability::Static => Err(crate::t!("online-unavailable")),
        Availability::Unreachable => Err(crate::t!("online-unreachable")),
    }
}

/// Creates a game on the server: its id and one secret per seat.
///
/// # Errors
///
/// A sentence for a person: the server's own refusal, or that it cannot be reached.
pub async fn create(game: &NewGame) -> Result<Created, String> {
    ready().await?;
    let init = RequestInit::new();
    init.set_method("POST");
    init.set_body(&JsValue::from_str(&protocol::encode(game)));
    let headers = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&headers, &"content-type".into(), &"application/json".into());
    init.set_headers(&headers);
    let request = gloo::utils::window().fetch_with_str_and_init(&url(CREATE_PATH), &init);
    let response = JsFuture::from(request)
        .await
        .map_err(|_| crate::t!("online-unreachable"))?;
    let (status, body) = text(response).await?;
    if status != 201 {
        let said = protocol::decode::<Said>(&body).map(|said| said.error);
        return Err(said.unwrap_or_else(|_| crate::t!("online-unreachable")));
    }
    protocol::decode(&body).map_err(|error| error.to_string())
}

/// The game `id` as a spectator sees it; none when the server has no such game.
///
/// # Errors
///
/// A sentence for a person when the server cannot be reached or answers nonsense.
pub async fn game(id: &str) -> Result<Option<GameState>, String> {
    ready().await?;
    let request = gloo::utils::window().fetch_with_str(&url(&format!("api/games/{id}")));
    let response = JsFuture::from(request)
        .await
        .map_err(|_| crate::t!("online-unreachable"))?;
    match text(response).await? {
        (404, _) => Ok(None),
        (200, body) => protocol::decode(&body)
            .map(Some)
            .map_err(|error| error.to_string()),
        _ => Err(crate::t!("online-unreachable")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_server_is_named_by_its_whole_address() {
        assert_eq!(
            server_root("https://play.club.example").as_deref(),
            Some("https://play.club.example/")
        );
        assert_eq!(
            server_root("http://127.0.0.1:8097/games/?x#y").as_deref(),
            Some("http://127.0.0.1:8097/games/")
        );
        for not in [
            "play.club.example",
            "ftp://x/",
            "https://",
            "https:///x",
            "",
        ] {
            assert_eq!(server_root(not), None, "{not}");
        }
    }
}
