//! Where games are kept: a small trait, so that a Postgres store can follow SQLite's for
//! several servers. Every call is blocking; the game tasks call it off the async threads.

mod sqlite;

use std::fmt;

use protocol::{End, TimeControl};
pub use sqlite::Sqlite;

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// The public id.
    pub id: String,
    /// The game's id (`caro`).
    pub game: String,
    /// Its options, `key=value`.
    pub options: Vec<String>,
    /// Its time control.
    pub time: TimeControl,
    /// The SHA-256 of each seat's secret, in seat order.
    pub secrets: Vec<String>,
    /// When it was created (ms since the Unix epoch).
    pub created_at: u64,
    /// When every seat had joined and the clocks began.
    pub started_at: Option<u64>,
    /// Its moves, in order.
    pub moves: Vec<StoredMove>,
    /// How it ended, once it has.
    pub end: Option<End>,
}

/// A move as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredMove {
    /// The seat that made it.
    pub seat: u8,
    /// Its canonical token.
    pub token: String,
    /// When it was made (ms since the Unix epoch).
    pub at: u64,
    /// The mover's time left after it (a correspondence game: the time per move).
    pub clock_ms: u64,
}

/// What storing a move came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Appended {
    /// The move is stored.
    Stored,
    /// The game already has a move at that ply (another writer's): nothing was stored.
    Taken,
}

/// A failure of the store itself (the disk, the database): the action is refused and may
/// be tried again.
#[derive(Debug)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "storage: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

/// A place to keep games.
pub trait Store: Send + Sync + 'static {
    /// Stores a new game (with no moves).
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn create(&self, game: &StoredGame) -> Result<(), StoreError>;

    /// The game with this id, with its moves.
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError>;

    /// Stores the move that makes the game `ply` moves long, with the game's end when it
    /// ends it, and when the next seat's time runs out (none once over). Durable when it
    /// returns: a move is acknowledged only after.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn append(
        &self,
        id: &str,
        ply: u32,
        played: &StoredMove,
        end: Option<&End>,
        deadline: Option<u64>,
    ) -> Result<Appended, StoreError>;

    /// Notes that every seat has joined at `at`, and when the seat to move runs out of time.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn start(&self, id: &str, at: u64, deadline: Option<u64>) -> Result<(), StoreError>;

    /// Stores the end of a game that ended without a move (a resignation, a flag, a draw
    /// agreed, a claim). Keeps the first end stored.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn finish(&self, id: &str, end: &End) -> Result<(), StoreError>;

    /// The ids of games that go on though their seat to move ran out of time before `now`
    /// (the sweep loads each, which ends it).
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn overdue(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError>;
}
