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

use crate::{
    App, origin::Origins, referee::Referee, refused::Refused, room::Record, secret,
    socket::Visitor, task::now_ms,
};

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
pub fn create_from(origins: &Origins) -> CorsLayer {
    let origins = origins.clone();
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(move |origin, _| {
            origin.to_str().is_ok_and(|origin| origins.listed(origin))
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
    if !app.origins.may_play(&headers) {
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
    if app
        .creations
        .check_key(&app.admission.client(peer, &headers))
        .is_err()
    {
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
    let hashed = secrets.iter().map(|s| secret::hash(s)).collect();
    let stored = Record::new(
        id.clone(),
        game.to_string(),
        (new.options, new.time),
        hashed,
        now_ms(),
    );
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
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let address = app.admission.client(peer, &headers);
    // Refused after the upgrade, in words the page shows, rather than as a status a
    // browser's WebSocket does not tell its page.
    let admitted = app.admission.socket(address, now_ms());
    let visitor = Visitor {
        address,
        // Any page may watch (a club's live board, in a sandboxed frame whose origin is
        // `null`); only the server's own pages and the allowed origins may take a seat.
        may_sit: app.origins.may_play(&headers),
        limits: app.config.limits(),
        admission: Arc::clone(&app.admission),
    };
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
                socket, admitted, hub, id, visitor, shutdown,
            ))
        })
}
