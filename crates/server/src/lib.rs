//! Tessera's server: it referees online games between browsers with the engine the
//! browsers run, keeps them in SQLite, and serves the built site on the same address.
//!
//! A game is a task ([`task`]) that owns its [`room::Room`]; a move is checked by the
//! engine ([`referee`]), stored ([`store`]) and only then acknowledged and sent to every
//! socket of the game ([`socket`]). The messages are `tessera-protocol`'s; what is refused,
//! anywhere, is a [`refused::Refused`].

pub mod accounts;
pub mod admission;
pub mod api;
pub mod clock;
mod config;
pub mod door;
pub mod hub;
pub mod lobby;
pub mod origin;
mod players;
pub mod ratings;
pub mod referee;
pub mod refused;
pub mod room;
pub mod secret;
pub mod site;
pub mod socket;
pub mod store;
pub mod task;

use std::{net::IpAddr, sync::Arc, time::Duration};

use axum::{
    Router,
    extract::DefaultBodyLimit,
    http::StatusCode,
    routing::{get, post},
};
pub use config::{Config, Database};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use tokio::sync::watch;
use tokio_util::task::TaskTracker;

use tower_http::timeout::TimeoutLayer;

use crate::{
    admission::{Admission, Limits},
    hub::Hub,
    origin::Origins,
    store::Store,
};

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
    /// The origins whose pages may play here.
    pub origins: Origins,
    /// The connections and sockets each address holds, and the flooders' cool-downs.
    pub admission: Arc<Admission>,
    /// Games created per address.
    pub creations: DefaultKeyedRateLimiter<IpAddr>,
    /// Sign-ins and sign-ups allowed, and passwords hashed at once.
    pub accounts: accounts::Limits,
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
            post(api::create).layer(api::create_from(&app.origins)),
        )
        .route(
            "/api/games/{id}",
            get(api::game).layer(api::read_from_anywhere()),
        )
        .route("/api/games/{id}/socket", get(api::socket))
        .route(
            "/api/players/{name}",
            get(players::player).layer(api::read_from_anywhere()),
        )
        .merge(accounts::routes())
        .merge(lobby::routes())
        .layer(DefaultBodyLimit::max(api::MAX_BODY))
        // A request is answered within seconds, its body read among them (a socket's
        // request is answered once it is upgraded).
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            door::HEAD_WITHIN,
        ))
        .with_state(Arc::clone(&app));
    api.merge(site::router(&app.config.dist))
}

/// The store `--db` names: a SQLite file (its folder made where missing), or a Postgres
/// database.
async fn open_store(db: &Database) -> Result<Arc<dyn Store>, String> {
    let named = |e: store::StoreError| format!("{db}: {e}");
    Ok(match db {
        Database::Sqlite(path) => {
            if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
                std::fs::create_dir_all(folder)
                    .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
            }
            Arc::new(store::Sqlite::open(path).map_err(named)?)
        }
        Database::Postgres(address) => {
            Arc::new(store::Postgres::connect(address).await.map_err(named)?)
        }
    })
}

/// Runs the server until Ctrl-C or SIGTERM; then it stops taking connections, tells every
/// socket to come back later, and returns.
///
/// # Errors
///
/// A sentence when the database cannot be opened or the address cannot be listened on.
pub async fn run(config: Config) -> Result<(), String> {
    let store = open_store(&config.db).await?;
    if !config.dist.join("index.html").is_file() {
        tracing::warn!(dist = %config.dist.display(), "no built site here: only online play is served");
    }
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let origins = Origins::new(config.url.as_deref(), address, &config.origins)?;
    if origins.own().is_empty() {
        tracing::warn!(
            "listening on every address with no --url: a page's own origin is the Host it names"
        );
    }
    let (stop, shutdown) = watch::channel(false);
    let hub = Hub::new(
        Arc::clone(&store),
        config.timing(),
        config.watchers_per_game,
    );
    let admission = Admission::new(
        Limits {
            connections_per_address: config.connections_per_address,
            sockets_per_address: config.sockets_per_address,
            connections: connections_allowed(),
        },
        config.proxies.clone(),
    );
    let app = Arc::new(App {
        creations: RateLimiter::keyed(Quota::per_minute(config.games_per_minute)),
        accounts: accounts::Limits::new(config.sign_ins_per_minute),
        hub: Arc::clone(&hub),
        origins,
        admission: Arc::clone(&admission),
        shutdown,
        sockets: TaskTracker::new(),
        config,
    });
    tokio::spawn(sweep(Arc::clone(&app)));
    tokio::spawn(Arc::clone(&hub).hand_over());
    let stopped = stop_signals();
    tokio::spawn(async move {
        stopped.await;
        tracing::info!("shutting down");
        let _ = stop.send(true);
    });
    tracing::info!(%address, db = %app.config.db, own = ?app.origins.own(), "serving");
    // The one line a script reads (the tests start the server on port 0).
    println!("{LISTENING}{address}/");
    let router = router(Arc::clone(&app));
    let connections = door::serve(listener, router, admission, app.shutdown.clone()).await;
    // A stop has a deadline: a connection that never finishes its request (half-sent
    // headers or body) must not keep a deploy waiting while every game's clock runs.
    if tokio::time::timeout(STOP_WITHIN, connections.wait())
        .await
        .is_err()
    {
        tracing::warn!(
            open = connections.len(),
            "connections still open {} s after the stop: ending anyway",
            STOP_WITHIN.as_secs()
        );
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

/// Descriptors kept for the database, the listener and the logs.
const DESCRIPTORS_KEPT: u64 = 64;

/// Raises the process's descriptor limit as far as the system allows, and returns the
/// connections the server takes at once under it.
fn connections_allowed() -> u32 {
    let descriptors = match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => limit,
        Err(error) => {
            tracing::warn!(%error, "the descriptor limit could not be read: 1024 assumed");
            1024
        }
    };
    let connections = u32::try_from(descriptors.saturating_sub(DESCRIPTORS_KEPT))
        .unwrap_or(u32::MAX)
        .max(16);
    tracing::info!(descriptors, connections, "descriptor limit");
    connections
}

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
        app.accounts.retain_recent();
        app.admission.forget_quiet(now);
    }
}

/// Listens for Ctrl-C and SIGTERM from now on: resolves on the first. Called before the
/// server says it listens, so that a stop sent as soon as it does is a stop, not a kill.
fn stop_signals() -> impl Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{Signal, SignalKind, signal};
        let interrupt = signal(SignalKind::interrupt()).ok();
        let terminate = signal(SignalKind::terminate()).ok();
        let received = |signal: Option<Signal>| async move {
            match signal {
                Some(mut signal) => {
                    signal.recv().await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        async move {
            tokio::select! {
                () = received(interrupt) => {}
                () = received(terminate) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}
