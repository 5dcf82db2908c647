//! The server this site plays online with: the one that serves it, at the site's root
//! (`api`, `api/games`, `api/games/<id>/socket`). A static copy of the site has none, and
//! says so by answering `api` with anything but the protocol's version.

use protocol::{CREATE_PATH, Created, GameState, NewGame, PROTOCOL_VERSION};
use serde::Deserialize;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{RequestInit, Response};

use crate::address;

/// The whole address of `path` on the server (`api/games`).
fn url(path: &str) -> String {
    format!("{}{path}", address::root())
}

/// The socket's address of game `id`: the site's own, as `ws:` or `wss:`.
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
    /// Its server answers, in this protocol's version.
    Online,
    /// A static copy: the build's own file, `{"protocol":null}`.
    Static,
    /// The server cannot be reached (the service worker answers
    /// `{"protocol":null,"offline":true}` for it), or answers nonsense.
    Unreachable,
}

/// Whether this site plays online: its `online.json` names this protocol's version. The
/// server answers it; a static copy has the file, so that asking logs no error there.
pub async fn available() -> Availability {
    let Ok(response) =
        JsFuture::from(gloo::utils::window().fetch_with_str(&url("online.json"))).await
    else {
        return Availability::Unreachable;
    };
    // Read with the browser's JSON, not serde's: every game page asks this, and serde's
    // reader would weigh on each (a live game's bundle has it, `crate::bundle`).
    let Ok((200, body)) = text(response).await else {
        return Availability::Unreachable;
    };
    let Ok(about) = js_sys::JSON::parse(&body) else {
        return Availability::Unreachable;
    };
    let field = |name: &str| js_sys::Reflect::get(&about, &name.into()).ok();
    let version = field("protocol").and_then(|version| version.as_f64());
    let offline = field("offline").is_some_and(|offline| offline.is_truthy());
    match (version, offline) {
        (Some(version), _) if version == f64::from(PROTOCOL_VERSION) => Availability::Online,
        (None, false) => Availability::Static,
        _ => Availability::Unreachable,
    }
}

/// Creates a game on the server: its id and one secret per seat.
///
/// # Errors
///
/// A sentence for a person: the server's own refusal, or that it cannot be reached.
pub async fn create(game: &NewGame) -> Result<Created, String> {
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
