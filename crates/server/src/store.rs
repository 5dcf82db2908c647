//! Where games are kept: a small trait, so that a Postgres store can follow SQLite's for
//! several servers. It speaks the room's [`Record`] and [`Played`]; its rows stay its own.
//! Every call is blocking; the game tasks call it off the async threads.

mod sqlite;

use std::fmt;

use protocol::End;
pub use sqlite::Sqlite;

use crate::room::{Played, Record};

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
    /// When it cannot be written.
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
    /// When it cannot be written.
    fn start(&self, id: &str, at: u64, deadline: Option<u64>) -> Result<(), StoreError>;

    /// Stores the end of a game that ended without a move (a resignation, a flag, a draw
    /// agreed, a claim). Keeps the first end stored.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn finish(&self, id: &str, end: &End) -> Result<(), StoreError>;

    /// Stores `next` as the rematch of game `id`, unless `id` has one already (another
    /// server's, stored first): the id of the rematch that holds.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn rematch(&self, id: &str, next: &Record) -> Result<String, StoreError>;

    /// The ids of games that go on though their seat to move ran out of time before `now`
    /// (the sweep loads each, which ends it).
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn overdue(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError>;
}
