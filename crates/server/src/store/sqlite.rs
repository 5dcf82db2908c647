//! The embedded store: one SQLite file, in write-ahead-log mode. A commit is in the log
//! before it returns, so a server killed at any moment loses nothing it acknowledged (a
//! power cut can lose the last commits: `synchronous=NORMAL`, which a move a millisecond
//! needs; a host that wants every commit on the disk first can run `PRAGMA
//! synchronous=FULL` itself).

mod accounts;
mod lobby;
mod players;

use std::{path::Path, sync::Mutex};

use protocol::End;
use rusqlite::{Connection, OptionalExtension, params};

use super::{Appended, Row, Store, StoreError, end_text, failed, int, ms};
use crate::room::{Played, Record};

/// The schema. `(game, ply)` is the moves' key: two writers can never both store a move
/// at one ply, even from two servers.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    time TEXT NOT NULL,
    secrets TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    started_at INTEGER,
    deadline_at INTEGER,
    end_state TEXT
);
CREATE TABLE IF NOT EXISTS moves (
    game TEXT NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL CHECK (ply >= 1),
    seat INTEGER NOT NULL,
    token TEXT NOT NULL,
    at INTEGER NOT NULL,
    clock_ms INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS games_overdue ON games(deadline_at) WHERE end_state IS NULL;
";

/// Each step brings a file of the schema's version before it (`PRAGMA user_version`, 0
/// for [`SCHEMA`] as first written) to the next.
const MIGRATIONS: &[&str] = &[
    // 1: a game's rematch.
    "ALTER TABLE games ADD COLUMN rematch TEXT REFERENCES games(id);",
    // 2: accounts and their sessions (`store/accounts.rs`).
    "
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password TEXT,
    created_at INTEGER NOT NULL,
    closed_at INTEGER
);
CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    signed_in INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    agent TEXT NOT NULL
);
CREATE INDEX sessions_of_account ON sessions(account);
",
    // 3: seats held by accounts, ratings, and the games rated (`store/players.rs`).
    "
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated_at INTEGER;
CREATE TABLE seats (
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    account INTEGER NOT NULL REFERENCES accounts(id),
    PRIMARY KEY (game, seat)
);
CREATE INDEX seats_of_account ON seats(account);
CREATE TABLE ratings (
    account INTEGER NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (account, game)
);
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    time TEXT NOT NULL,
    rated INTEGER NOT NULL,
    range_min INTEGER,
    range_max INTEGER,
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    paired TEXT REFERENCES games(id)
);
CREATE INDEX seeks_open ON seeks(created_at) WHERE paired IS NULL;
CREATE TABLE blocks (
    blocker INTEGER NOT NULL REFERENCES accounts(id),
    blocked INTEGER NOT NULL REFERENCES accounts(id),
    PRIMARY KEY (blocker, blocked)
);
",
];

/// Brings the file's schema up to this server's version, in one transaction; a file of a
/// newer server is refused, as its rows may mean what this one cannot know.
fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    let transaction = connection.transaction().map_err(failed)?;
    let version: usize = transaction
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(failed)?;
    if version > MIGRATIONS.len() {
        return Err(StoreError::Failed(format!(
            "the database is of schema version {version}, newer than this server's {}: \
             run a newer server",
            MIGRATIONS.len()
        )));
    }
    for step in &MIGRATIONS[version..] {
        transaction.execute_batch(step).map_err(failed)?;
    }
    transaction
        .execute_batch(&format!("PRAGMA user_version = {}", MIGRATIONS.len()))
        .map_err(failed)?;
    transaction.commit().map_err(failed)
}

/// Games in a SQLite file.
#[derive(Debug)]
pub struct Sqlite {
    connection: Mutex<Connection>,
}

impl Sqlite {
    /// Opens the database at `path`, creating it (and its tables) when missing.
    ///
    /// # Errors
    ///
    /// When the file cannot be opened or is not a database of this server's.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let mut connection = Connection::open(path).map_err(failed)?;
        connection
            .execute_batch(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                 PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
            )
            .map_err(failed)?;
        connection.execute_batch(SCHEMA).map_err(failed)?;
        migrate(&mut connection)?;
        Ok(Sqlite {
            connection: Mutex::new(connection),
        })
    }

    fn with<T>(
        &self,
        work: impl FnOnce(&mut Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StoreError> {
        // A panic while the lock was held leaves the connection as SQLite left it: usable.
        let mut connection = self
            .connection
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        work(&mut connection).map_err(failed)
    }
}

/// Inserts new game `id`, with no moves.
fn insert(c: &Connection, id: &str, row: &Row) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO games (id, game, options, time, secrets, created_at, rated) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            id,
            row.game,
            row.options,
            row.time,
            row.secrets,
            int(row.created_at),
            row.rated
        ],
    )
    .map(drop)
}

impl Store for Sqlite {
    fn create(&self, game: &Record) -> Result<(), StoreError> {
        let row = Row::of(game)?;
        self.with(|c| insert(c, &game.id, &row))
    }

    fn load(&self, id: &str) -> Result<Option<Record>, StoreError> {
        let found: Option<(Row, Vec<Played>)> = self.with(|c| {
            let row: Option<Row> = c
                .query_row(
                    "SELECT game, options, time, secrets, created_at, started_at, end_state, \
                     rematch, rated FROM games WHERE id = ?1",
                    [id],
                    |r| {
                        Ok(Row {
                            game: r.get(0)?,
                            options: r.get(1)?,
                            time: r.get(2)?,
                            secrets: r.get(3)?,
                            created_at: ms(r.get(4)?),
                            started_at: r.get::<_, Option<i64>>(5)?.map(ms),
                            end: r.get(6)?,
                            rematch: r.get(7)?,
                            rated: r.get(8)?,
                        })
                    },
                )
                .optional()?;
            let Some(row) = row else { return Ok(None) };
            let mut statement = c.prepare_cached(
                "SELECT seat, token, at, clock_ms FROM moves WHERE game = ?1 ORDER BY ply",
            )?;
            let moves = statement
                .query_map([id], |r| {
                    Ok(Played {
                        seat: r.get(0)?,
                        token: r.get(1)?,
                        at: ms(r.get(2)?),
                        clock_ms: ms(r.get(3)?),
                    })
                })?
                .collect::<rusqlite::Result<_>>()?;
            Ok(Some((row, moves)))
        })?;
        found
            .map(|(row, moves)| row.into_record(id, moves))
            .transpose()
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
        self.with(|c| {
            let transaction = c.transaction()?;
            let inserted = transaction.execute(
                "INSERT OR IGNORE INTO moves (game, ply, seat, token, at, clock_ms) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    id,
                    ply,
                    played.seat,
                    played.token,
                    int(played.at),
                    int(played.clock_ms)
                ],
            )?;
            if inserted == 0 {
                return Ok(Appended::Taken);
            }
            transaction.execute(
                "UPDATE games SET deadline_at = ?2, end_state = COALESCE(end_state, ?3) \
                 WHERE id = ?1",
                params![id, deadline.map(int), end],
            )?;
            transaction.commit()?;
            Ok(Appended::Stored)
        })
    }

    fn start(&self, id: &str, at: u64, deadline: Option<u64>) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "UPDATE games SET started_at = COALESCE(started_at, ?2), deadline_at = ?3 \
                 WHERE id = ?1",
                params![id, int(at), deadline.map(int)],
            )
            .map(drop)
        })
    }

    fn finish(&self, id: &str, end: &End) -> Result<(), StoreError> {
        let end = end_text(end)?;
        self.with(|c| {
            c.execute(
                "UPDATE games SET end_state = COALESCE(end_state, ?2), deadline_at = NULL \
                 WHERE id = ?1",
                params![id, end],
            )
            .map(drop)
        })
    }

    fn rematch(&self, id: &str, next: &Record) -> Result<String, StoreError> {
        let row = Row::of(next)?;
        self.with(|c| {
            let transaction = c.transaction()?;
            let made: Option<String> = transaction
                .query_row("SELECT rematch FROM games WHERE id = ?1", [id], |r| {
                    r.get(0)
                })
                .optional()?
                .flatten();
            if let Some(made) = made {
                return Ok(made);
            }
            insert(&transaction, &next.id, &row)?;
            transaction.execute(
                "UPDATE games SET rematch = ?2 WHERE id = ?1",
                params![id, next.id],
            )?;
            transaction.commit()?;
            Ok(next.id.clone())
        })
    }

    fn overdue(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        self.with(|c| {
            let mut statement = c.prepare_cached(
                "SELECT id FROM games WHERE end_state IS NULL AND deadline_at < ?1 LIMIT ?2",
            )?;
            statement
                .query_map(
                    params![int(now), i64::try_from(limit).unwrap_or(i64::MAX)],
                    |r| r.get(0),
                )?
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::conformance;

    /// A fresh database file in a temporary folder of the test's own.
    fn fresh(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("tessera-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let path = dir.join("games.sqlite3");
        (dir, path)
    }

    #[test]
    fn test_sqlite_keeps_a_game_with_its_moves_once_each() {
        let (dir, path) = fresh("store");
        let store = Sqlite::open(&path).expect("a new database");
        conformance::a_game_is_kept_with_its_moves_once_each(&store);
        conformance::a_move_that_ends_the_game_stores_its_end(&store);
        drop(store);
        // Opened again, as after a restart.
        let store = Sqlite::open(&path).expect("the same database");
        conformance::the_game_is_kept_after_a_restart(&store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn test_sqlite_keeps_accounts_and_their_sessions() {
        let (dir, path) = fresh("accounts");
        let store = Sqlite::open(&path).expect("a new database");
        conformance::accounts_and_their_sessions_are_kept(&store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn test_sqlite_keeps_seats_and_ratings() {
        let (dir, path) = fresh("players");
        let store = Sqlite::open(&path).expect("a new database");
        conformance::seats_and_ratings_are_kept(&store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn test_sqlite_pairs_a_seek_once() {
        let (dir, path) = fresh("lobby");
        let store = Sqlite::open(&path).expect("a new database");
        conformance::seeks_are_paired_once(&store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn test_sqlite_stores_a_rematch_once() {
        let (dir, path) = fresh("rematch");
        let store = Sqlite::open(&path).expect("a new database");
        conformance::a_rematch_is_stored_once_and_kept_with_its_game(&store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn test_an_older_file_is_migrated_and_a_newer_one_refused() {
        let (dir, path) = fresh("migrate");
        {
            // A file as the first server wrote it: the first schema, version 0.
            let c = Connection::open(&path).expect("a file");
            c.execute_batch(SCHEMA).expect("the first schema");
            c.execute(
                "INSERT INTO games (id, game, options, time, secrets, created_at) \
                 VALUES ('old', 'caro', '', '{\"kind\":\"correspondence\",\"days\":1}', 'a b', 1)",
                [],
            )
            .expect("a game");
        }
        let store = Sqlite::open(&path).expect("migrated");
        let old = store.load("old").expect("read").expect("kept");
        assert_eq!((old.secrets.len(), old.rematch), (2, None));
        drop(store);
        let c = Connection::open(&path).expect("the file");
        let version: usize = c
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .expect("read");
        assert_eq!(version, MIGRATIONS.len());
        c.execute_batch("PRAGMA user_version = 99")
            .expect("written");
        drop(c);
        let refused = Sqlite::open(&path).expect_err("a newer server's file");
        assert!(refused.to_string().contains("newer"), "{refused}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
