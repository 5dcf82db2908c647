//! The shared store: one Postgres database that several servers keep their games in
//! (`--db postgres://user@host/db`). tokio-postgres through a deadpool pool; each call
//! blocks its own thread on the server's runtime (the rooms call the store from
//! `spawn_blocking`, never from an async thread). The rows are SQLite's, and so is the
//! `(game, ply)` key: two servers can never both store a move at one ply. A database that
//! cannot be reached (restarting, say) refuses each call, and the pool connects again
//! once it is back.
//!
//! Each game has one owner at a time: a row of `owners` naming a server, whose lease is
//! that server's heartbeat (a row of `servers`, written every [`HEARTBEAT`] by the
//! database's clock), not a lock per game. A move is stored only under its owner's live
//! lease. A server that asks for a game owned by a live server tells it
//! (`NOTIFY tessera_handover`), which gives it up; a server silent for [`LEASE_MS`] has
//! lapsed, and any other takes its games.

mod accounts;
mod lobby;
mod players;

use std::{
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use deadpool_postgres::{
    GenericClient, Manager, ManagerConfig, Pool, RecyclingMethod, Runtime, Transaction,
};
use tokio::{
    runtime::Handle,
    sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel},
    task::JoinHandle,
};
use tokio_postgres::{AsyncMessage, IsolationLevel, NoTls, Row as PgRow};

use super::{Appended, Claim, Row, Store, StoreError, end_text, failed, int, ms};
use crate::room::{Played, Record};
use protocol::End;

/// The schema, a step a version (`tessera_schema.version`, 0 for an empty database). Step 1
/// is SQLite's schema with its migrations, in Postgres's types.
const MIGRATIONS: &[&str] = &[
    "
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    time TEXT NOT NULL,
    secrets TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    started_at BIGINT,
    deadline_at BIGINT,
    end_state TEXT,
    rematch TEXT REFERENCES games(id)
);
CREATE TABLE moves (
    game TEXT NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL CHECK (ply >= 1),
    seat SMALLINT NOT NULL,
    token TEXT NOT NULL,
    at BIGINT NOT NULL,
    clock_ms BIGINT NOT NULL,
    PRIMARY KEY (game, ply)
);
CREATE INDEX games_overdue ON games(deadline_at) WHERE end_state IS NULL;
",
    "
CREATE TABLE servers (
    id TEXT PRIMARY KEY,
    heartbeat_at BIGINT NOT NULL
);
CREATE TABLE owners (
    game TEXT PRIMARY KEY REFERENCES games(id),
    server TEXT NOT NULL
);
",
    // 3: accounts and their sessions (`store/accounts.rs`).
    "
CREATE TABLE accounts (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password TEXT,
    created_at BIGINT NOT NULL,
    closed_at BIGINT
);
CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    account BIGINT NOT NULL REFERENCES accounts(id),
    signed_in BIGINT NOT NULL,
    last_seen BIGINT NOT NULL,
    agent TEXT NOT NULL
);
CREATE INDEX sessions_of_account ON sessions(account);
",
    // 4: seats held by accounts, ratings, and the games rated (`store/players.rs`).
    "
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN rated_at BIGINT;
CREATE TABLE seats (
    game TEXT NOT NULL REFERENCES games(id),
    seat SMALLINT NOT NULL,
    account BIGINT NOT NULL REFERENCES accounts(id),
    PRIMARY KEY (game, seat)
);
CREATE INDEX seats_of_account ON seats(account);
CREATE TABLE ratings (
    account BIGINT NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (account, game)
);
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    account BIGINT NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    time TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    range_min INTEGER,
    range_max INTEGER,
    secret TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    paired TEXT REFERENCES games(id)
);
CREATE INDEX seeks_open ON seeks(created_at) WHERE paired IS NULL;
CREATE TABLE blocks (
    blocker BIGINT NOT NULL REFERENCES accounts(id),
    blocked BIGINT NOT NULL REFERENCES accounts(id),
    PRIMARY KEY (blocker, blocked)
);
",
];

/// The database's clock, in milliseconds since 1970: every lease is read by it, so that
/// the servers' own clocks may disagree.
const NOW_MS: &str = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint";

/// How often a server says it is alive.
const HEARTBEAT: Duration = Duration::from_secs(1);

/// How long a server may go unheard before its games are anyone's.
const LEASE_MS: i64 = 3000;

/// How long a server may go unheard before it is thought gone: its games are no longer
/// asked of it, but waited for until its lease lapses.
const SILENT_MS: i64 = 1500;

/// The channel servers ask each other for games on.
const HANDOVER: &str = "tessera_handover";

/// The advisory lock servers take to migrate one at a time ("tessera" in ASCII, as a
/// number no other program will pick by chance).
const MIGRATING: i64 = 0x0074_6573_7365_7261;

/// How long a call waits for a connection, or for a new one to open, before it is
/// refused as the database's being unavailable.
const WAIT: Duration = Duration::from_secs(5);

/// Connections a server keeps to the database: the blocking threads that call the store
/// share them.
const CONNECTIONS: usize = 16;

/// Games in a Postgres database.
#[derive(Debug)]
pub struct Postgres {
    pool: Pool,
    runtime: Handle,
    /// This server's name among those on the database, new at each start.
    server: String,
    /// The games other servers ask for, until the hub takes them.
    handovers: Mutex<Option<UnboundedReceiver<String>>>,
    /// The task that says this server is alive and hears other servers' requests
    /// ([`keep_in_touch`]), which ends with the store.
    in_touch: JoinHandle<()>,
    /// When the heartbeat was last written, and when it was first written again after a
    /// break in which the leases may have lapsed ([`Store::held_since`]).
    beats: Arc<Mutex<Beats>>,
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.in_touch.abort();
    }
}

/// A name for this server: random, so that a server started again is another.
fn server_name() -> Result<String, StoreError> {
    let mut bytes = [0_u8; 8];
    getrandom::fill(&mut bytes).map_err(failed)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// What this server knows of its own heartbeat.
#[derive(Debug, Clone, Copy)]
struct Beats {
    /// The last heartbeat written.
    last: Instant,
    /// The first heartbeat written after a break of [`BREAK`] or more (the start, at first).
    resumed: Instant,
}

/// A break in the heartbeat after which the leases may have lapsed: the lease less half a
/// second for the heartbeat's own trip to the database.
const BREAK: Duration = Duration::from_millis(2500);

impl Beats {
    /// A heartbeat was written now.
    fn beat(&mut self) {
        let now = Instant::now();
        if now.duration_since(self.last) >= BREAK {
            self.resumed = now;
        }
        self.last = now;
    }

    /// Whether the leases held without a break since `since`, up to now.
    fn held_since(&self, since: Instant) -> bool {
        self.resumed <= since && self.last.elapsed() < BREAK
    }
}

/// Says that `server` is alive, now by the database's clock.
async fn beat(client: &tokio_postgres::Client, server: &str) -> Result<(), StoreError> {
    let sql = format!(
        "INSERT INTO servers (id, heartbeat_at) VALUES ($1, {NOW_MS}) \
         ON CONFLICT (id) DO UPDATE SET heartbeat_at = EXCLUDED.heartbeat_at"
    );
    client
        .execute(&sql, &[&server])
        .await
        .map(drop)
        .map_err(failed)
}

/// On a connection of its own, for as long as the store lives: listens for the games other
/// servers ask for (each sent to `asked`), and says that `server` is alive every
/// [`HEARTBEAT`]; says `listening` once it first listens; connects again a second after
/// the database goes away. One connection for both: the heartbeat never waits behind the
/// moves in the pool, and a server deaf to other servers' requests lets its lease lapse.
async fn keep_in_touch(
    config: tokio_postgres::Config,
    (server, beats): (String, Arc<Mutex<Beats>>),
    asked: UnboundedSender<String>,
    listening: tokio::sync::oneshot::Sender<()>,
) {
    let mut listening = Some(listening);
    loop {
        if let Ok((client, mut connection)) = config.connect(NoTls).await {
            let sender = asked.clone();
            let mut notifications = tokio::spawn(async move {
                while let Some(message) =
                    std::future::poll_fn(|cx| connection.poll_message(cx)).await
                {
                    match message {
                        Ok(AsyncMessage::Notification(note)) => {
                            let _ = sender.send(note.payload().to_owned());
                        }
                        Ok(_) => {}
                        Err(_) => break,
                    }
                }
            });
            if client
                .batch_execute(&format!("LISTEN {HANDOVER}"))
                .await
                .is_ok()
            {
                if let Some(listening) = listening.take() {
                    let _ = listening.send(());
                }
                let mut every = tokio::time::interval(HEARTBEAT);
                loop {
                    tokio::select! {
                        _ = &mut notifications => break,
                        _ = every.tick() => {
                            match beat(&client, &server).await {
                                Ok(()) => beats.lock().unwrap_or_else(PoisonError::into_inner).beat(),
                                Err(error) => {
                                    tracing::warn!(%error, "the heartbeat could not be written");
                                }
                            }
                        }
                    }
                }
            }
            notifications.abort();
        }
        tokio::time::sleep(HEARTBEAT).await;
    }
}

/// Brings the database's schema up to this server's version, in one transaction, one
/// server at a time; a database of a newer server is refused, as its rows may mean what
/// this one cannot know.
async fn migrate(client: &mut deadpool_postgres::Object) -> Result<(), StoreError> {
    let transaction = client.transaction().await.map_err(failed)?;
    transaction
        .execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATING])
        .await
        .map_err(failed)?;
    transaction
        .batch_execute("CREATE TABLE IF NOT EXISTS tessera_schema (version INTEGER NOT NULL)")
        .await
        .map_err(failed)?;
    let version: i32 = transaction
        .query_opt("SELECT version FROM tessera_schema", &[])
        .await
        .map_err(failed)?
        .map_or(0, |row| row.get(0));
    let known = MIGRATIONS.len();
    let version = usize::try_from(version).unwrap_or(usize::MAX);
    if version > known {
        return Err(StoreError::Failed(format!(
            "the database is of schema version {version}, newer than this server's {known}: \
             run a newer server"
        )));
    }
    for step in &MIGRATIONS[version..] {
        transaction.batch_execute(step).await.map_err(failed)?;
    }
    let known = i32::try_from(known).unwrap_or(i32::MAX);
    transaction
        .execute("DELETE FROM tessera_schema", &[])
        .await
        .map_err(failed)?;
    transaction
        .execute(
            "INSERT INTO tessera_schema (version) VALUES ($1)",
            &[&known],
        )
        .await
        .map_err(failed)?;
    transaction.commit().await.map_err(failed)
}

/// Inserts new game `id`, with no moves.
async fn insert(client: &impl GenericClient, id: &str, row: &Row) -> Result<(), StoreError> {
    client
        .execute(
            "INSERT INTO games (id, game, options, time, secrets, created_at, rated) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[
                &id,
                &row.game,
                &row.options,
                &row.time,
                &row.secrets,
                &int(row.created_at),
                &row.rated,
            ],
        )
        .await
        .map(drop)
        .map_err(failed)
}

/// A game's row as read.
fn row(r: &PgRow) -> Row {
    Row {
        game: r.get(0),
        options: r.get(1),
        time: r.get(2),
        secrets: r.get(3),
        created_at: ms(r.get(4)),
        started_at: r.get::<_, Option<i64>>(5).map(ms),
        end: r.get(6),
        rematch: r.get(7),
        rated: r.get(8),
    }
}

/// A move as read.
fn played(r: &PgRow) -> Played {
    Played {
        seat: u8::try_from(r.get::<_, i16>(0)).unwrap_or(u8::MAX),
        token: r.get(1),
        at: ms(r.get(2)),
        clock_ms: ms(r.get(3)),
    }
}

impl Postgres {
    /// Connects to the database at `address` (`postgres://user@host:port/db`) and brings
    /// its schema up to this server's. Called on the server's runtime, which the store's
    /// calls then use.
    ///
    /// # Errors
    ///
    /// When the address cannot be read, the database cannot be reached, or it is a newer
    /// server's.
    pub async fn connect(address: &str) -> Result<Self, StoreError> {
        let mut config: tokio_postgres::Config = address
            .parse()
            .map_err(|e| StoreError::Failed(format!("not a Postgres address: {e}")))?;
        config.connect_timeout(WAIT);
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(CONNECTIONS)
            .wait_timeout(Some(WAIT))
            .create_timeout(Some(WAIT))
            .runtime(Runtime::Tokio1)
            .build()
            .map_err(failed)?;
        let mut client = pool.get().await.map_err(failed)?;
        migrate(&mut client).await?;
        drop(client);
        let server = server_name()?;
        beat(&*pool.get().await.map_err(failed)?, &server).await?;
        let now = Instant::now();
        let beats = Arc::new(Mutex::new(Beats {
            last: now,
            resumed: now,
        }));
        let (asked, handovers) = unbounded_channel();
        let (listening, heard) = tokio::sync::oneshot::channel();
        let touch = (server.clone(), Arc::clone(&beats));
        let in_touch = tokio::spawn(keep_in_touch(config, touch, asked, listening));
        // Ready once it hears other servers' requests: one made before would be lost.
        if !matches!(tokio::time::timeout(WAIT, heard).await, Ok(Ok(()))) {
            in_touch.abort();
            return Err(StoreError::Failed(
                "cannot listen for other servers' requests".to_owned(),
            ));
        }
        Ok(Postgres {
            pool,
            runtime: Handle::current(),
            server,
            handovers: Mutex::new(Some(handovers)),
            in_touch,
            beats,
        })
    }

    /// Runs `work` on a connection of the pool, blocking this (blocking) thread.
    fn with<T>(
        &self,
        work: impl AsyncFnOnce(&mut deadpool_postgres::Object) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.runtime.block_on(async {
            let mut client = self.pool.get().await.map_err(failed)?;
            work(&mut client).await
        })
    }
}

/// A transaction in which this server (`server`) owns game `id` under a live lease, the
/// owner's row held until it ends: a server taking the game over waits for this write, and
/// then reads it. [`StoreError::Lost`] when another server owns the game now.
async fn owning<'a>(
    client: &'a mut deadpool_postgres::Object,
    id: &str,
    server: &str,
) -> Result<Transaction<'a>, StoreError> {
    let owned = format!(
        "SELECT o.server = $2 AND COALESCE(s.heartbeat_at > {NOW_MS} - $3, false) \
         FROM owners o LEFT JOIN servers s ON s.id = o.server \
         WHERE o.game = $1 FOR SHARE OF o"
    );
    let owned = client.prepare_cached(&owned).await.map_err(failed)?;
    let transaction = client.transaction().await.map_err(failed)?;
    let ours = transaction
        .query_opt(&owned, &[&id, &server, &LEASE_MS])
        .await
        .map_err(failed)?
        .is_some_and(|r| r.get::<_, bool>(0));
    if ours {
        Ok(transaction)
    } else {
        Err(StoreError::Lost)
    }
}

/// Commits `transaction` and says `done`.
async fn commit<T>(transaction: Transaction<'_>, done: T) -> Result<T, StoreError> {
    transaction.commit().await.map_err(failed)?;
    Ok(done)
}

impl Store for Postgres {
    fn create(&self, game: &Record) -> Result<(), StoreError> {
        let row = Row::of(game)?;
        self.with(async |client| insert(&*client, &game.id, &row).await)
    }

    fn load(&self, id: &str) -> Result<Option<Record>, StoreError> {
        self.with(async |client| {
            // The game and its moves as of one moment, though another server writes.
            let transaction = client
                .build_transaction()
                .isolation_level(IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .await
                .map_err(failed)?;
            let found = transaction
                .query_opt(
                    "SELECT game, options, time, secrets, created_at, started_at, end_state, \
                     rematch, rated FROM games WHERE id = $1",
                    &[&id],
                )
                .await
                .map_err(failed)?;
            let Some(found) = found else {
                return commit(transaction, None).await;
            };
            let moves = transaction
                .query(
                    "SELECT seat, token, at, clock_ms FROM moves WHERE game = $1 ORDER BY ply",
                    &[&id],
                )
                .await
                .map_err(failed)?;
            let moves = moves.iter().map(played).collect();
            let record = row(&found).into_record(id, moves)?;
            commit(transaction, Some(record)).await
        })
    }

    fn append(
        &self,
        id: &str,
        ply: u32,
        played: &Played,
        end: Option<&End>,
        deadline: Option<u64>,
    ) -> Result<Appended, StoreError> {
        let end = end.map(end_text).transpose()?;
        let ply = i32::try_from(ply).map_err(failed)?;
        let server = &self.server;
        // One statement, prepared once a connection: the owner's row held (as in
        // [`owning`]) while the move is inserted and the game's deadline and end updated,
        // in one round trip.
        let sql = format!(
            "WITH owner AS (SELECT 1 FROM owners o JOIN servers s ON s.id = o.server \
             WHERE o.game = $1 AND o.server = $7 AND s.heartbeat_at > {NOW_MS} - $8 \
             FOR SHARE OF o), \
             stored AS (INSERT INTO moves (game, ply, seat, token, at, clock_ms) \
             SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM owner) \
             ON CONFLICT DO NOTHING RETURNING 1), \
             updated AS (UPDATE games SET deadline_at = $9, end_state = COALESCE(end_state, $10) \
             WHERE id = $1 AND EXISTS (SELECT 1 FROM stored) RETURNING 1) \
             SELECT EXISTS (SELECT 1 FROM owner), EXISTS (SELECT 1 FROM stored)"
        );
        self.with(async |client| {
            let statement = client.prepare_cached(&sql).await.map_err(failed)?;
            let row = client
                .query_one(
                    &statement,
                    &[
                        &id,
                        &ply,
                        &i16::from(played.seat),
                        &played.token,
                        &int(played.at),
                        &int(played.clock_ms),
                        server,
                        &LEASE_MS,
                        &deadline.map(int),
                        &end,
                    ],
                )
                .await
                .map_err(failed)?;
            match (row.get::<_, bool>(0), row.get::<_, bool>(1)) {
                (false, _) => Err(StoreError::Lost),
                (true, false) => Ok(Appended::Taken),
                (true, true) => Ok(Appended::Stored),
            }
        })
    }

    fn start(&self, id: &str, at: u64, deadline: Option<u64>) -> Result<(), StoreError> {
        let server = &self.server;
        self.with(async |client| {
            let transaction = owning(client, id, server).await?;
            transaction
                .execute(
                    "UPDATE games SET started_at = COALESCE(started_at, $2), deadline_at = $3 \
                     WHERE id = $1",
                    &[&id, &int(at), &deadline.map(int)],
                )
                .await
                .map_err(failed)?;
            commit(transaction, ()).await
        })
    }

    fn finish(&self, id: &str, end: &End) -> Result<(), StoreError> {
        let end = end_text(end)?;
        let server = &self.server;
        self.with(async |client| {
            let transaction = owning(client, id, server).await?;
            transaction
                .execute(
                    "UPDATE games SET end_state = COALESCE(end_state, $2), deadline_at = NULL \
                     WHERE id = $1",
                    &[&id, &end],
                )
                .await
                .map_err(failed)?;
            commit(transaction, ()).await
        })
    }

    fn rematch(&self, id: &str, next: &Record) -> Result<String, StoreError> {
        let row = Row::of(next)?;
        let server = &self.server;
        self.with(async |client| {
            let transaction = owning(client, id, server).await?;
            // The game's row locked: a rematch stored by the owner before (a handover
            // between) is found, not made twice.
            let made: Option<String> = transaction
                .query_opt("SELECT rematch FROM games WHERE id = $1 FOR UPDATE", &[&id])
                .await
                .map_err(failed)?
                .and_then(|r| r.get(0));
            if let Some(made) = made {
                return commit(transaction, made).await;
            }
            insert(&transaction, &next.id, &row).await?;
            transaction
                .execute(
                    "UPDATE games SET rematch = $2 WHERE id = $1",
                    &[&id, &next.id],
                )
                .await
                .map_err(failed)?;
            commit(transaction, next.id.clone()).await
        })
    }

    fn overdue(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let server = &self.server;
        let sql = format!(
            "SELECT g.id FROM games g WHERE g.end_state IS NULL AND g.deadline_at < $1 \
             AND NOT EXISTS (SELECT 1 FROM owners o JOIN servers s ON s.id = o.server \
             WHERE o.game = g.id AND o.server <> $3 AND s.heartbeat_at > {NOW_MS} - $4) \
             LIMIT $2"
        );
        self.with(async |client| {
            let rows = client
                .query(&sql, &[&int(now), &limit, server, &LEASE_MS])
                .await
                .map_err(failed)?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    fn claim(&self, id: &str) -> Result<Claim, StoreError> {
        let server = &self.server;
        // Taken when nobody owns it, this server does, or its owner's lease has lapsed;
        // the owner before is returned.
        let sql = format!(
            "WITH before AS (SELECT server FROM owners WHERE game = $1) \
             INSERT INTO owners (game, server) SELECT $1, $2 \
             WHERE EXISTS (SELECT 1 FROM games WHERE id = $1) \
             ON CONFLICT (game) DO UPDATE SET server = EXCLUDED.server \
             WHERE owners.server = EXCLUDED.server OR NOT EXISTS (SELECT 1 FROM servers s \
             WHERE s.id = owners.server AND s.heartbeat_at > {NOW_MS} - $3) \
             RETURNING (SELECT server FROM before), 1"
        );
        let silent = format!(
            "SELECT {NOW_MS} - s.heartbeat_at FROM owners o \
             LEFT JOIN servers s ON s.id = o.server WHERE o.game = $1"
        );
        self.with(async |client| {
            // Prepared once a connection: a server's death makes hundreds of claims at once.
            let claim = client.prepare_cached(&sql).await.map_err(failed)?;
            let silence = client.prepare_cached(&silent).await.map_err(failed)?;
            let ask = client
                .prepare_cached("SELECT pg_notify($1, $2)")
                .await
                .map_err(failed)?;
            // Twice at most: an owner may give the game up between the claim and the look
            // at who owns it.
            for _ in 0..2 {
                let claimed = client
                    .query_opt(&claim, &[&id, server, &LEASE_MS])
                    .await
                    .map_err(failed)?;
                if let Some(row) = claimed {
                    let before: Option<String> = row.get(0);
                    return Ok(match before {
                        Some(other) if &other != server => Claim::TakenOver,
                        _ => Claim::Ours,
                    });
                }
                let Some(owner) = client.query_opt(&silence, &[&id]).await.map_err(failed)? else {
                    continue;
                };
                let silent: i64 = owner.get::<_, Option<i64>>(0).unwrap_or(LEASE_MS);
                if silent > SILENT_MS {
                    let left = u64::try_from(LEASE_MS - silent).unwrap_or(0);
                    return Ok(Claim::Lapsing(Duration::from_millis(left)));
                }
                client
                    .execute(&ask, &[&HANDOVER, &id])
                    .await
                    .map_err(failed)?;
                return Ok(Claim::Elsewhere);
            }
            // No such game: nothing to own (its load says so).
            Ok(Claim::Ours)
        })
    }

    fn release(&self, id: &str) -> Result<(), StoreError> {
        let server = &self.server;
        self.with(async |client| {
            client
                .execute(
                    "DELETE FROM owners WHERE game = $1 AND server = $2",
                    &[&id, server],
                )
                .await
                .map(drop)
                .map_err(failed)
        })
    }

    fn held_since(&self, since: Instant) -> bool {
        let beats = *self.beats.lock().unwrap_or_else(PoisonError::into_inner);
        beats.held_since(since)
    }

    fn handovers(&self) -> Option<UnboundedReceiver<String>> {
        self.handovers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::conformance;

    /// The Postgres the tests use: `TESSERA_TEST_POSTGRES`, an address whose user may
    /// create databases (scripts/test starts one, `scripts/postgres`).
    fn server() -> String {
        std::env::var("TESSERA_TEST_POSTGRES").unwrap_or_else(|_| {
            panic!(
                "no Postgres to test against: run scripts/test, or start one with \
                 scripts/postgres start and set TESSERA_TEST_POSTGRES to the address it prints"
            )
        })
    }

    /// A runtime for the store's connections, as the server's.
    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime")
    }

    /// A new, empty database of the test's own on the test server: its address.
    fn fresh(runtime: &tokio::runtime::Runtime, name: &str) -> String {
        let server = server();
        let database = format!("tessera_{name}_{}", std::process::id());
        runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&server, NoTls)
                .await
                .expect("the test Postgres answers");
            tokio::spawn(connection);
            // One statement each: neither runs inside a transaction.
            for statement in [
                format!("DROP DATABASE IF EXISTS {database}"),
                format!("CREATE DATABASE {database}"),
            ] {
                client
                    .batch_execute(&statement)
                    .await
                    .expect("a database of the test's own");
            }
        });
        // The address of that database: the server's, with its name.
        let (base, _) = server.split_once('?').unwrap_or((&server, ""));
        let base = base.rsplit_once('/').map_or(base, |(host, _)| host);
        let query = server.split_once('?').map(|(_, q)| format!("?{q}"));
        format!("{base}/{database}{}", query.unwrap_or_default())
    }

    /// The store on `address`, connected on `runtime` as the server connects it.
    fn open(runtime: &tokio::runtime::Runtime, address: &str) -> Result<Postgres, StoreError> {
        runtime.block_on(Postgres::connect(address))
    }

    #[test]
    fn test_postgres_keeps_a_game_with_its_moves_once_each() {
        let runtime = runtime();
        let address = fresh(&runtime, "kept");
        let store = open(&runtime, &address).expect("a new database");
        conformance::a_game_is_kept_with_its_moves_once_each(&store);
        conformance::a_move_that_ends_the_game_stores_its_end(&store);
        drop(store);
        // Another server on the same database, as after a restart.
        let other = open(&runtime, &address).expect("the same database");
        conformance::the_game_is_kept_after_a_restart(&other);
    }

    #[test]
    fn test_postgres_keeps_accounts_and_their_sessions() {
        let runtime = runtime();
        let address = fresh(&runtime, "accounts");
        let store = open(&runtime, &address).expect("a new database");
        conformance::accounts_and_their_sessions_are_kept(&store);
    }

    #[test]
    fn test_postgres_keeps_seats_and_ratings() {
        let runtime = runtime();
        let address = fresh(&runtime, "players");
        let store = open(&runtime, &address).expect("a new database");
        conformance::seats_and_ratings_are_kept(&store);
    }

    #[test]
    fn test_postgres_pairs_a_seek_once() {
        let runtime = runtime();
        let address = fresh(&runtime, "lobby");
        let store = open(&runtime, &address).expect("a new database");
        conformance::seeks_are_paired_once(&store);
    }

    #[test]
    fn test_postgres_stores_a_rematch_once() {
        let runtime = runtime();
        let address = fresh(&runtime, "rematch");
        let store = open(&runtime, &address).expect("a new database");
        conformance::a_rematch_is_stored_once_and_kept_with_its_game(&store);
    }

    #[test]
    fn test_only_the_owner_stores_and_two_writers_never_store_one_ply_twice() {
        let runtime = runtime();
        let address = fresh(&runtime, "race");
        let (one, two) = (
            open(&runtime, &address).expect("a server"),
            open(&runtime, &address).expect("another server on the same database"),
        );
        one.create(&conformance::game("race")).expect("created");
        assert_eq!(one.claim("race").expect("claimed"), Claim::Ours);
        // Each ply offered by both at once: the owner's is stored, the other's never.
        for ply in 1..=20 {
            let token = format!("t{ply}");
            let (a, b) = std::thread::scope(|s| {
                let a = s
                    .spawn(|| one.append("race", ply, &conformance::played(&token, 0), None, None));
                let b = s
                    .spawn(|| two.append("race", ply, &conformance::played(&token, 1), None, None));
                (a.join().expect("ran"), b.join().expect("ran"))
            });
            assert_eq!(a.expect("written"), Appended::Stored, "ply {ply}");
            assert!(matches!(b, Err(StoreError::Lost)), "ply {ply}: {b:?}");
        }
        let kept = two.load("race").expect("read").expect("kept");
        assert_eq!(kept.moves.len(), 20);
        assert!(kept.moves.iter().all(|m| m.seat == 0));
    }

    #[test]
    fn test_a_game_is_handed_over_on_request_and_taken_over_from_a_silent_server() {
        let runtime = runtime();
        let address = fresh(&runtime, "owners");
        let one = open(&runtime, &address).expect("a server");
        let two = open(&runtime, &address).expect("another server");
        let mut asked_of_one = one.handovers().expect("one's requests");
        assert!(one.handovers().is_none(), "taken once");
        one.create(&conformance::game("h1")).expect("created");
        assert_eq!(one.claim("h1").expect("claimed"), Claim::Ours);
        // The second server asks: the owner hears of it, and the game stays its own
        // until it gives it up.
        assert_eq!(two.claim("h1").expect("asked"), Claim::Elsewhere);
        let asked = runtime.block_on(async {
            tokio::time::timeout(Duration::from_secs(5), asked_of_one.recv()).await
        });
        assert_eq!(asked.expect("told within 5 s").as_deref(), Some("h1"));
        one.release("h1").expect("given up");
        assert_eq!(two.claim("h1").expect("claimed"), Claim::Ours);
        // The old owner writes nothing more: no move, start, end or rematch.
        let lost = [
            one.append("h1", 1, &conformance::played("h8", 0), None, None)
                .map(drop),
            one.start("h1", 5, Some(9)),
            one.finish("h1", &conformance::resigned()),
            one.rematch("h1", &conformance::game("h2")).map(drop),
        ];
        for (write, what) in lost.into_iter().zip(["move", "start", "end", "rematch"]) {
            assert!(matches!(write, Err(StoreError::Lost)), "{what}: {write:?}");
        }
        let kept = two.load("h1").expect("read").expect("kept");
        assert_eq!(kept, conformance::game("h1"), "as it was");
        assert_eq!(two.load("h2").expect("read"), None);
        // The owner stops answering (its heartbeat ends with it): within the lease and a
        // heartbeat, the game is anyone's, and taken over.
        drop(two);
        let three = open(&runtime, &address).expect("a third server");
        let began = std::time::Instant::now();
        let claim = loop {
            match three.claim("h1").expect("asked") {
                Claim::Elsewhere | Claim::Lapsing(_) => {
                    std::thread::sleep(Duration::from_millis(100));
                }
                claim => break claim,
            }
        };
        assert_eq!(claim, Claim::TakenOver);
        let waited = began.elapsed();
        assert!(
            waited <= Duration::from_millis(u64::try_from(LEASE_MS).unwrap_or(0)) + 2 * HEARTBEAT,
            "{waited:?}"
        );
        let stored = three
            .append("h1", 1, &conformance::played("h8", 0), None, None)
            .expect("written");
        assert_eq!(stored, Appended::Stored);
    }

    #[test]
    fn test_an_older_database_is_migrated_and_a_newer_one_refused() {
        let runtime = runtime();
        let address = fresh(&runtime, "migrate");
        // Two servers starting at once migrate one after the other.
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| open(&runtime, &address));
            let b = s.spawn(|| open(&runtime, &address));
            (a.join().expect("ran"), b.join().expect("ran"))
        });
        a.expect("migrated");
        b.expect("found migrated");
        runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&address, NoTls)
                .await
                .expect("the database");
            tokio::spawn(connection);
            let version: i32 = client
                .query_one("SELECT version FROM tessera_schema", &[])
                .await
                .expect("read")
                .get(0);
            assert_eq!(usize::try_from(version).ok(), Some(MIGRATIONS.len()));
            client
                .batch_execute("UPDATE tessera_schema SET version = 99")
                .await
                .expect("written");
        });
        let refused = open(&runtime, &address).expect_err("a newer server's database");
        assert!(refused.to_string().contains("newer"), "{refused}");
    }

    #[test]
    fn test_a_database_that_cannot_be_reached_is_refused_with_a_reason() {
        let runtime = runtime();
        // Nothing listens on port 9 of loopback.
        let refused =
            open(&runtime, "postgres://tessera@127.0.0.1:9/none").expect_err("no database there");
        assert!(matches!(refused, StoreError::Failed(reason) if !reason.is_empty()));
        let unreadable = open(&runtime, "postgres://[nonsense").expect_err("not an address");
        assert!(
            unreadable.to_string().contains("not a Postgres address"),
            "{unreadable}"
        );
    }
}
