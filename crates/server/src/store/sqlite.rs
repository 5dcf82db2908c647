//! The embedded store: one SQLite file, in write-ahead-log mode. A commit is in the log
//! before it returns, so a server killed at any moment loses nothing it acknowledged (a
//! power cut can lose the last commits: `synchronous=NORMAL`, which a move a millisecond
//! needs; a host that wants every commit on the disk first can run `PRAGMA
//! synchronous=FULL` itself).

use std::{path::Path, sync::Mutex};

use protocol::{End, TimeControl};
use rusqlite::{Connection, OptionalExtension, params};

use super::{Appended, Store, StoreError};
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
];

/// Brings the file's schema up to this server's version, in one transaction; a file of a
/// newer server is refused, as its rows may mean what this one cannot know.
fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    let transaction = connection.transaction().map_err(failed)?;
    let version: usize = transaction
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(failed)?;
    if version > MIGRATIONS.len() {
        return Err(StoreError(format!(
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

fn failed(error: impl std::fmt::Display) -> StoreError {
    StoreError(error.to_string())
}

/// A time as SQLite's integer.
fn int(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

fn ms(int: i64) -> u64 {
    u64::try_from(int).unwrap_or(0)
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

/// Inserts a new game, with no moves; `time` is its time control as JSON.
fn insert(c: &Connection, game: &Record, time: &str) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO games (id, game, options, time, secrets, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            game.id,
            game.game,
            game.options.join(" "),
            time,
            game.secrets.join(" "),
            int(game.created_at)
        ],
    )
    .map(drop)
}

impl Store for Sqlite {
    fn create(&self, game: &Record) -> Result<(), StoreError> {
        let time = serde_json::to_string(&game.time).map_err(failed)?;
        self.with(|c| insert(c, game, &time))
    }

    fn load(&self, id: &str) -> Result<Option<Record>, StoreError> {
        type Row = (
            String,
            String,
            String,
            String,
            i64,
            Option<i64>,
            Option<String>,
            Option<String>,
        );
        let found: Option<(Row, Vec<Played>)> = self.with(|c| {
            let row: Option<Row> = c
                .query_row(
                    "SELECT game, options, time, secrets, created_at, started_at, end_state, \
                     rematch FROM games WHERE id = ?1",
                    [id],
                    |r| {
                        Ok((
                            r.get(0)?,
                            r.get(1)?,
                            r.get(2)?,
                            r.get(3)?,
                            r.get(4)?,
                            r.get(5)?,
                            r.get(6)?,
                            r.get(7)?,
                        ))
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
        let Some(((game, options, time, secrets, created_at, started_at, end, rematch), moves)) =
            found
        else {
            return Ok(None);
        };
        let time: TimeControl = serde_json::from_str(&time).map_err(failed)?;
        let end: Option<End> = end
            .map(|end| serde_json::from_str(&end))
            .transpose()
            .map_err(failed)?;
        Ok(Some(Record {
            id: id.to_owned(),
            game,
            options: options.split_whitespace().map(str::to_owned).collect(),
            time,
            secrets: secrets.split_whitespace().map(str::to_owned).collect(),
            created_at: ms(created_at),
            started_at: started_at.map(ms),
            moves,
            end,
            rematch,
        }))
    }

    fn append(
        &self,
        id: &str,
        ply: u32,
        played: &Played,
        end: Option<&End>,
        deadline: Option<u64>,
    ) -> Result<Appended, StoreError> {
        let end = end.map(serde_json::to_string).transpose().map_err(failed)?;
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
        let end = serde_json::to_string(end).map_err(failed)?;
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
        let time = serde_json::to_string(&next.time).map_err(failed)?;
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
            insert(&transaction, next, &time)?;
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
    use protocol::{EndReason, Outcome};

    fn game(id: &str) -> Record {
        Record {
            id: id.into(),
            game: "caro".into(),
            options: vec!["opening=swap".into()],
            time: TimeControl::Live {
                base: 60,
                increment: 1,
            },
            secrets: vec!["a".repeat(64), "b".repeat(64)],
            created_at: 5,
            started_at: None,
            moves: Vec::new(),
            end: None,
            rematch: None,
        }
    }

    fn played(token: &str, seat: u8) -> Played {
        Played {
            seat,
            token: token.into(),
            at: 10,
            clock_ms: 59_000,
        }
    }

    #[test]
    fn test_a_game_is_kept_with_its_moves_once_each() {
        let dir = std::env::temp_dir().join(format!("tessera-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let path = dir.join("games.sqlite3");
        let _ = std::fs::remove_file(&path);
        let store = Sqlite::open(&path).expect("a new database");
        store.create(&game("g1")).expect("created");
        assert_eq!(store.load("nope").expect("read"), None);
        let append = |ply, token, seat, end: Option<&End>| {
            store
                .append("g1", ply, &played(token, seat), end, Some(70_000))
                .expect("written")
        };
        assert_eq!(append(1, "h8", 0, None), Appended::Stored);
        // A second move at ply 1, however it comes, is never stored.
        assert_eq!(append(1, "i9", 1, None), Appended::Taken);
        assert_eq!(
            store.overdue(69_999, 10).expect("read"),
            Vec::<String>::new()
        );
        assert_eq!(
            store.overdue(70_001, 10).expect("read"),
            vec!["g1".to_owned()]
        );
        store.start("g1", 7, Some(80_000)).expect("written");
        let end = End {
            outcome: Outcome::Winner { seat: 1 },
            reason: EndReason::Resigned { seat: 0 },
        };
        store.finish("g1", &end).expect("written");
        assert!(store.overdue(u64::MAX >> 2, 10).expect("read").is_empty());
        drop(store);
        // Opened again, as after a restart.
        let store = Sqlite::open(&path).expect("the same database");
        let loaded = store.load("g1").expect("read").expect("kept");
        assert_eq!(loaded.moves, vec![played("h8", 0)]);
        assert_eq!(loaded.started_at, Some(7));
        assert_eq!(loaded.end, Some(end));
        assert_eq!(
            Record {
                moves: Vec::new(),
                started_at: None,
                end: None,
                rematch: None,
                ..loaded
            },
            game("g1")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A fresh database file in a temporary folder of the test's own.
    fn fresh(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("tessera-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        let path = dir.join("games.sqlite3");
        (dir, path)
    }

    #[test]
    fn test_a_rematch_is_stored_once_and_kept_with_its_game() {
        let (dir, path) = fresh("rematch");
        let store = Sqlite::open(&path).expect("a new database");
        store.create(&game("g1")).expect("created");
        assert_eq!(store.rematch("g1", &game("r1")).expect("written"), "r1");
        // Another server's rematch, second: the first holds, and no game is made.
        assert_eq!(store.rematch("g1", &game("r2")).expect("written"), "r1");
        assert_eq!(store.load("r2").expect("read"), None);
        assert_eq!(store.load("r1").expect("read"), Some(game("r1")));
        let loaded = store.load("g1").expect("read").expect("kept");
        assert_eq!(loaded.rematch.as_deref(), Some("r1"));
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
        assert!(refused.0.contains("newer"), "{refused}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
