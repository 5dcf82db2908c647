//! Online play over HTTP: whether the server plays (`GET api`), creating a game
//! (`POST api/games`), a game as a spectator sees it (`GET api/games/<id>`), and a game's
//! socket (`GET api/games/<id>/socket`).

use std::{net::SocketAddr, sync::Arc, time::Duration};

use axum::{
    Json,
    extract::{ConnectInfo, Path, State, WebSocketUpgrade, rejection::JsonRejection},
    http::{HeaderMap, Method, StatusCode, header},
    response::{IntoResponse, Response},
};
use engine::GameId;
use protocol::{Created, NewGame, PROTOCOL_VERSION, Refusal};
use serde_json::json;
use tower_http::cors::{AllowOrigin, Any, CorsLayer};

use crate::{App, referee::Referee, refused::Refused, room::Record, secret, task::now_ms};

/// A refusal as HTTP: the status its code stands for, and `{"error": "..."}`.
impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let status = match self.code {
            Refusal::NoSuchGame => StatusCode::NOT_FOUND,
            Refusal::NotASeat => StatusCode::FORBIDDEN,
            Refusal::Flood => StatusCode::TOO_MANY_REQUESTS,
            Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::BAD_REQUEST,
        };
        (status, Json(json!({ "error": self.message }))).into_response()
    }
}

/// The largest request body the server reads (a new game is a few dozen bytes).
pub const MAX_BODY: usize = 4096;

/// A request that is no game to create.
fn malformed(message: impl Into<String>) -> Response {
    Refused::new(Refusal::Malformed, message).into_response()
}

/// Whether the request comes from a page the server serves or an origin it allows. A
/// request with no `Origin` (not from a browser's page) is let through: origins protect
/// browsers' users, not the server.
pub fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let own = origin
        .split_once("://")
        .is_some_and(|(_, rest)| Some(rest) == host);
    own || listed(origin, allowed)
}

/// Whether `origin` is one of the `allowed` (`--origin`), or they allow any.
fn listed(origin: &str, allowed: &[String]) -> bool {
    allowed
        .iter()
        .any(|a| a == "*" || a.trim_end_matches('/') == origin)
}

/// What a page of another origin may do here, as the browser asks before it does it:
/// read what any page may read (`GET`: whether the server plays, a game as a spectator
/// sees it), from anywhere, a club's embed in a sandboxed frame among them.
pub fn read_from_anywhere() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(Any)
        .allow_methods([Method::GET])
}

/// ... and create games, from the allowed origins only: a static copy of the site built
/// with this server's address (`ONLINE_SERVER`, `scripts/dist`) on another host. The
/// answer to the browser's question is kept for a day.
pub fn create_from(allowed: &[String]) -> CorsLayer {
    let allowed = allowed.to_vec();
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(move |origin, _| {
            origin.to_str().is_ok_and(|origin| listed(origin, &allowed))
        }))
        .allow_methods([Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .max_age(Duration::from_secs(24 * 60 * 60))
}

/// `GET api` and `GET online.json`: this server plays online, in this protocol.
pub async fn about() -> Response {
    Json(json!({ "protocol": PROTOCOL_VERSION })).into_response()
}

/// `POST api/games`: a new game, with its seats' secrets.
pub async fn create(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Response {
    if !origin_allowed(&headers, &app.config.origins) {
        let refused = Refused::new(Refusal::NotASeat, "this site may not create games here");
        return refused.into_response();
    }
    let Json(new) = match body {
        Ok(body) => body,
        // A body over the limit is a 413, as HTTP says, not a malformed one.
        Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            let error =
                json!({ "error": format!("a new game is described in at most {MAX_BODY} bytes") });
            return (StatusCode::PAYLOAD_TOO_LARGE, Json(error)).into_response();
        }
        Err(rejection) => return malformed(rejection.body_text()),
    };
    let game: GameId = match new.game.parse() {
        Ok(game) => game,
        Err(unknown) => return malformed(format!("{unknown}")),
    };
    if let Err(message) = new.time.check() {
        return malformed(message);
    }
    let seats = match Referee::new(game, &new.options) {
        Ok(referee) => referee.seat_count(),
        Err(message) => return malformed(message),
    };
    // Only games that can be played count against the address.
    if app.creations.check_key(&peer.ip()).is_err() {
        let message = "too many games created from this address: wait a minute";
        return Refused::new(Refusal::Flood, message).into_response();
    }
    let made = (0..seats)
        .map(|_| secret::seat_secret())
        .collect::<Result<Vec<_>, _>>()
        .and_then(|secrets| Ok((secret::game_id()?, secrets)));
    let Ok((id, secrets)) = made else {
        return Refused::new(Refusal::Unavailable, "no randomness: try again").into_response();
    };
    let stored = Record {
        id: id.clone(),
        game: game.to_string(),
        options: new.options,
        time: new.time,
        secrets: secrets.iter().map(|s| secret::hash(s)).collect(),
        created_at: now_ms(),
        started_at: None,
        moves: Vec::new(),
        end: None,
        rematch: None,
    };
    let store = Arc::clone(app.hub.store());
    match tokio::task::spawn_blocking(move || store.create(&stored)).await {
        Ok(Ok(())) => (StatusCode::CREATED, Json(Created { id, secrets })).into_response(),
        _ => Refused::not_saved().into_response(),
    }
}

/// `GET api/games/<id>`: the game as a spectator sees it (for a board that shows it
/// without a socket).
pub async fn game(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    match app.hub.snapshot(&id, None).await {
        Ok(state) => Json(state).into_response(),
        Err(refused) => refused.into_response(),
    }
}

/// `GET api/games/<id>/socket`: the game's WebSocket.
pub async fn socket(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    // Any page may watch (a club's live board, in a sandboxed frame whose origin is
    // `null`); only the server's own pages and the allowed origins may take a seat.
    let may_sit = origin_allowed(&headers, &app.config.origins);
    let limits = app.config.limits();
    let shutdown = app.shutdown.clone();
    let hub = Arc::clone(&app.hub);
    let sockets = app.sockets.clone();
    // Twice the protocol's frame, so that a longer one is read and refused in words; and
    // buffers for frames that size (tungstenite's default, 128 KiB to read, is most of a
    // socket's memory), each message written as it is sent.
    upgrade
        .max_message_size(2 * protocol::MAX_FRAME)
        .max_frame_size(2 * protocol::MAX_FRAME)
        .read_buffer_size(4 * protocol::MAX_FRAME)
        .write_buffer_size(0)
        .on_upgrade(move |socket| {
            sockets.track_future(crate::socket::serve(
                socket, hub, id, may_sit, limits, shutdown,
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn test_origins_are_the_page_s_own_or_allowed() {
        let headers = |origin: Option<&'static str>| {
            let mut headers = HeaderMap::new();
            headers.insert(header::HOST, HeaderValue::from_static("games.club.example"));
            if let Some(origin) = origin {
                headers.insert(header::ORIGIN, HeaderValue::from_static(origin));
            }
            headers
        };
        let allowed = vec!["https://club.example".to_owned()];
        assert!(origin_allowed(&headers(None), &[]));
        assert!(origin_allowed(
            &headers(Some("https://games.club.example")),
            &[]
        ));
        assert!(!origin_allowed(
            &headers(Some("https://evil.example")),
            &allowed
        ));
        assert!(origin_allowed(
            &headers(Some("https://club.example")),
            &allowed
        ));
        assert!(origin_allowed(
            &headers(Some("https://x.example")),
            &["*".to_owned()]
        ));
    }
}
