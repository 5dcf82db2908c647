//! Tessera's server: it referees online games between browsers with the engine the
//! browsers run, keeps them in SQLite, and serves the built site on the same address.
//!
//! A game is a task ([`task`]) that owns its [`room::Room`]; a move is checked by the
//! engine ([`referee`]), stored ([`store`]) and only then acknowledged and sent to every
//! socket of the game ([`socket`]). The messages are `tessera-protocol`'s; what is refused,
//! anywhere, is a [`refused::Refused`].

pub mod api;
pub mod clock;
mod config;
pub mod hub;
pub mod referee;
pub mod refused;
pub mod room;
pub mod secret;
pub mod site;
pub mod socket;
pub mod store;
pub mod task;

use std::{
    net::{IpAddr, SocketAddr},
    sync::Arc,
    time::Duration,
};

use axum::{
    Router,
    extract::DefaultBodyLimit,
    routing::{get, post},
    serve::ListenerExt,
};
pub use config::Config;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use tokio::sync::watch;
use tokio_util::task::TaskTracker;

use crate::{hub::Hub, store::Store};

/// How the line the server prints once it listens begins; the address and a `/` follow.
pub const LISTENING: &str = "tessera-server: listening on http://";

/// The address (`127.0.0.1:8080`) in the line the server prints once it listens, for the
/// scripts and tests that start it on port 0.
pub fn listening_address(line: &str) -> Option<&str> {
    line.trim().strip_prefix(LISTENING)?.strip_suffix('/')
}

/// What every request handler shares.
#[derive(Debug)]
pub struct App {
    /// The server's settings.
    pub config: Config,
    /// The games.
    pub hub: Arc<Hub>,
    /// Games created per address.
    pub creations: DefaultKeyedRateLimiter<IpAddr>,
    /// Turns true when the server shuts down: sockets close, asking clients to return.
    pub shutdown: watch::Receiver<bool>,
    /// The open sockets, which a stop waits for while they say goodbye.
    pub sockets: TaskTracker,
}

/// The routes: online play under `api/`, the site everywhere else.
pub fn router(app: Arc<App>) -> Router {
    let api = Router::new()
        .route("/api", get(api::about).layer(api::read_from_anywhere()))
        // Over the static site's own `online.json` (`{"protocol":null}`): a page asks it
        // whether its site plays online, and a static copy answers without an error.
        .route(
            "/online.json",
            get(api::about).layer(api::read_from_anywhere()),
        )
        .route(
            "/api/games",
            post(api::create).layer(api::create_from(&app.config.origins)),
        )
        .route(
            "/api/games/{id}",
            get(api::game).layer(api::read_from_anywhere()),
        )
        .route("/api/games/{id}/socket", get(api::socket))
        .layer(DefaultBodyLimit::max(api::MAX_BODY))
        .with_state(Arc::clone(&app));
    api.merge(site::router(&app.config.dist))
}

/// Runs the server until Ctrl-C or SIGTERM; then it stops taking connections, tells every
/// socket to come back later, and returns.
///
/// # Errors
///
/// A sentence when the database cannot be opened or the address cannot be listened on.
pub async fn run(config: Config) -> Result<(), String> {
    if let Some(folder) = config.db.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    }
    let store: Arc<dyn Store> = Arc::new(
        store::Sqlite::open(&config.db).map_err(|e| format!("{}: {e}", config.db.display()))?,
    );
    if !config.dist.join("index.html").is_file() {
        tracing::warn!(dist = %config.dist.display(), "no built site here: only online play is served");
    }
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    // A move's answer is a few small frames: sent at once, not held for the last one's
    // acknowledgement (Nagle's algorithm, which with delayed acknowledgements costs tens
    // of milliseconds a move).
    let listener = listener.tap_io(|tcp| {
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, "TCP_NODELAY not set");
        }
    });
    let (stop, shutdown) = watch::channel(false);
    let hub = Hub::new(
        Arc::clone(&store),
        config.timing(),
        config.watchers_per_game,
    );
    let app = Arc::new(App {
        creations: RateLimiter::keyed(Quota::per_minute(config.games_per_minute)),
        hub: Arc::clone(&hub),
        shutdown,
        sockets: TaskTracker::new(),
        config,
    });
    tokio::spawn(sweep(Arc::clone(&app)));
    tracing::info!(%address, db = %app.config.db.display(), "serving");
    // The one line a script reads (the tests start the server on port 0).
    println!("{LISTENING}{address}/");
    let service = router(Arc::clone(&app)).into_make_service_with_connect_info::<SocketAddr>();
    let serving = axum::serve(listener, service).with_graceful_shutdown(async move {
        stopped().await;
        tracing::info!("shutting down");
        let _ = stop.send(true);
    });
    // A stop has a deadline: a connection that never finishes its request (half-sent
    // headers or body) must not keep a deploy waiting while every game's clock runs.
    let mut stopping = app.shutdown.clone();
    let deadline = async move {
        let _ = stopping.wait_for(|stopped| *stopped).await;
        tokio::time::sleep(STOP_WITHIN).await;
    };
    tokio::select! {
        served = serving => served.map_err(|e| e.to_string())?,
        () = deadline => {
            tracing::warn!("connections still open {} s after the stop: ending anyway", STOP_WITHIN.as_secs());
        }
    }
    // The sockets were told; each closes once its goodbye is sent.
    app.sockets.close();
    if tokio::time::timeout(Duration::from_secs(2), app.sockets.wait())
        .await
        .is_err()
    {
        tracing::warn!(
            open = app.sockets.len(),
            "sockets still open after the stop"
        );
    }
    Ok(())
}

/// How long a stop waits for the connections under way to finish.
const STOP_WITHIN: Duration = Duration::from_secs(5);

/// Every so often: ends the games whose time ran out while no socket had them loaded, and
/// forgets the creation counts of quiet addresses.
async fn sweep(app: Arc<App>) {
    let every = Duration::from_secs(app.config.sweep_every.max(1));
    loop {
        tokio::time::sleep(every).await;
        let store = Arc::clone(app.hub.store());
        let now = task::now_ms();
        if let Ok(Ok(ids)) = tokio::task::spawn_blocking(move || store.overdue(now, 1000)).await {
            for id in ids {
                app.hub.wake(&id).await;
            }
        }
        app.creations.retain_recent();
    }
}

/// Resolves on Ctrl-C or SIGTERM.
async fn stopped() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
