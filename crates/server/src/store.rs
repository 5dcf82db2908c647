//! Where games are kept: a small trait, with SQLite's file for one server ([`Sqlite`]) and
//! a Postgres database for several ([`Postgres`]). It speaks the room's [`Record`] and
//! [`Played`]; both stores keep the same rows ([`Row`]). Every call is blocking; the game
//! tasks call it off the async threads.

mod accounts;
#[cfg(test)]
mod conformance;
mod lobby;
mod players;
mod postgres;
mod sqlite;

use std::fmt;

pub use accounts::{Account, Accounts, SEEN_EVERY_MS, SessionRow, name_key};
pub use lobby::{Lobby, SeekRow};
pub use players::{Holder, Players, Rating, SeatedGame};
pub use postgres::Postgres;
use protocol::{End, TimeControl};
pub use sqlite::Sqlite;

use crate::room::{Played, Record};

/// A game's row as both stores keep it: the options and the seats' secrets separated by
/// spaces, the time control and the end as JSON, times in milliseconds since 1970.
#[derive(Debug)]
struct Row {
    game: String,
    options: String,
    time: String,
    secrets: String,
    created_at: u64,
    started_at: Option<u64>,
    end: Option<String>,
    rematch: Option<String>,
    rated: bool,
}

impl Row {
    /// The row of a new game (its moves, start and end are stored as they come).
    fn of(game: &Record) -> Result<Row, StoreError> {
        Ok(Row {
            game: game.game.clone(),
            options: spaced(&game.options),
            time: serde_json::to_string(&game.time).map_err(failed)?,
            secrets: spaced(&game.secrets),
            created_at: game.created_at,
            started_at: None,
            end: None,
            rematch: None,
            rated: game.rated,
        })
    }

    /// The game `id` of this row, with its `moves`.
    fn into_record(self, id: &str, moves: Vec<Played>) -> Result<Record, StoreError> {
        let time: TimeControl = serde_json::from_str(&self.time).map_err(failed)?;
        let end: Option<End> = self
            .end
            .map(|end| serde_json::from_str(&end))
            .transpose()
            .map_err(failed)?;
        Ok(Record {
            id: id.to_owned(),
            game: self.game,
            options: unspaced(&self.options),
            time,
            secrets: unspaced(&self.secrets),
            created_at: self.created_at,
            started_at: self.started_at,
            moves,
            end,
            rematch: self.rematch,
            rated: self.rated,
        })
    }
}

/// A list as a row keeps it (a game's options, its seats' secrets): separated by spaces,
/// none of its items having one.
fn spaced(items: &[String]) -> String {
    items.join(" ")
}

/// A list a row keeps separated by spaces.
fn unspaced(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// A game's end as its row keeps it.
fn end_text(end: &End) -> Result<String, StoreError> {
    serde_json::to_string(end).map_err(failed)
}

fn failed(error: impl fmt::Display) -> StoreError {
    StoreError::Failed(error.to_string())
}

/// A time as the databases' signed 64-bit integer.
fn int(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

/// A time read back.
fn ms(int: i64) -> u64 {
    u64::try_from(int).unwrap_or(0)
}

/// What storing a move came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Appended {
    /// The move is stored.
    Stored,
    /// The game already has a move at that ply (another writer's): nothing was stored.
    Taken,
}

/// What asking to referee a game came to ([`Store::claim`]): with several servers on one
/// database, each game has one owner at a time, the server whose task stores its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// This server owns it now, as it did or as nobody did.
    Ours,
    /// This server owns it now, taken over from a server that stopped answering: the time
    /// since is nobody's on the clocks.
    TakenOver,
    /// Another server, alive, owns it; it has been asked to hand it over.
    Elsewhere,
    /// Another server owns it but has gone silent (killed, or cut off): it is not asked,
    /// and its lease lapses in the time given, after which the game is anyone's.
    Lapsing(std::time::Duration),
}

/// Why the store wrote or read nothing: the action is refused.
#[derive(Debug)]
pub enum StoreError {
    /// The store itself failed (the disk, the database): the action may be tried again.
    Failed(String),
    /// This server no longer owns the game (another took it over, [`Store::claim`]):
    /// nothing was written, and this server's copy of the game is stale.
    Lost,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Failed(reason) => write!(f, "storage: {reason}"),
            Self::Lost => f.write_str("the game is another server's now"),
        }
    }
}

impl std::error::Error for StoreError {}

/// A place to keep games.
pub trait Store: Accounts + Players + Lobby + Send + Sync + 'static {
    /// Stores a new game (with no moves).
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn create(&self, game: &Record) -> Result<(), StoreError>;

    /// The game with this id, with its moves.
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn load(&self, id: &str) -> Result<Option<Record>, StoreError>;

    /// Stores the move that makes the game `ply` moves long, with the game's end when it
    /// ends it, and when the next seat's time runs out (none once over). Durable when it
    /// returns: a move is acknowledged only after.
    ///
    /// # Errors
    ///
    /// When it cannot be written, or this server no longer owns the game
    /// ([`StoreError::Lost`]: so are the other writes to a game under way).
    fn append(
        &self,
        id: &str,
        ply: u32,
        played: &Played,
        end: Option<&End>,
        deadline: Option<u64>,
    ) -> Result<Appended, StoreError>;

    /// Notes that every seat has joined at `at`, and when the seat to move runs out of time.
    ///
    /// # Errors
    ///
    /// When it cannot be written, or this server no longer owns the game.
    fn start(&self, id: &str, at: u64, deadline: Option<u64>) -> Result<(), StoreError>;

    /// Stores the end of a game that ended without a move (a resignation, a flag, a draw
    /// agreed, a claim). Keeps the first end stored.
    ///
    /// # Errors
    ///
    /// When it cannot be written, or this server no longer owns the game.
    fn finish(&self, id: &str, end: &End) -> Result<(), StoreError>;

    /// Stores `next` as the rematch of game `id`, unless `id` has one already (another
    /// server's, stored first): the id of the rematch that holds.
    ///
    /// # Errors
    ///
    /// When it cannot be written, or this server no longer owns game `id`.
    fn rematch(&self, id: &str, next: &Record) -> Result<String, StoreError>;

    /// The ids of games that go on though their seat to move ran out of time before `now`
    /// (the sweep loads each, which ends it), but those another live server owns.
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn overdue(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError>;

    /// Makes this server the owner of game `id`, unless another live server owns it (which
    /// is then asked to hand it over, [`Store::handovers`]). A store of one server owns
    /// every game.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn claim(&self, _id: &str) -> Result<Claim, StoreError> {
        Ok(Claim::Ours)
    }

    /// This server no longer referees game `id` (its task ended).
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn release(&self, _id: &str) -> Result<(), StoreError> {
        Ok(())
    }

    /// Whether this server's leases have held without a break since `since`: false once its
    /// heartbeat has missed long enough for another server to have taken its games (a
    /// pause, a lost connection), when a game's copy here may be stale. Always true for a
    /// store of one server.
    fn held_since(&self, _since: std::time::Instant) -> bool {
        true
    }

    /// The ids of games this server is asked to hand over to another, as they are asked
    /// (taken once, by the hub); none for a store of one server.
    fn handovers(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<String>> {
        None
    }
}
