//! A game as the server keeps it: what a room is restored from, and what a store writes
//! and reads (each store maps it to its own rows). The domain's type, so that the room
//! never sees a row.

use protocol::{End, TimeControl};

/// A game as kept: enough to restore its room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
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
    pub moves: Vec<Played>,
    /// How it ended, once it has.
    pub end: Option<End>,
    /// The id of its rematch, once made.
    pub rematch: Option<String>,
    /// Whether its result changes its seats' ratings: a game from the lobby between
    /// accounts who chose so.
    pub rated: bool,
}

impl Record {
    /// A new game, casual, at `created_at`: no moves, not started, not over.
    pub fn new(
        id: String,
        game: String,
        (options, time): (Vec<String>, TimeControl),
        secrets: Vec<String>,
        created_at: u64,
    ) -> Self {
        Record {
            id,
            game,
            options,
            time,
            secrets,
            created_at,
            started_at: None,
            moves: Vec::new(),
            end: None,
            rematch: None,
            rated: false,
        }
    }
}

/// A move as played and kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The seat that made it.
    pub seat: u8,
    /// Its canonical token.
    pub token: String,
    /// When it was made (ms since the Unix epoch).
    pub at: u64,
    /// The mover's time left after it (a correspondence game: the time per move).
    pub clock_ms: u64,
}
