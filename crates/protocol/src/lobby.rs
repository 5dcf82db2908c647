//! The lobby over HTTP: the open seeks (anyone may read them), a seek made by a signed-in
//! player (answered with the secret of the seat he will hold), withdrawn, or accepted by
//! another (answered with the new game and his seat's secret). The seeker reads his seek
//! again to find the game it was paired into. Refusals are [`crate::account::AccountError`]s.

use serde::{Deserialize, Serialize};

use crate::TimeControl;

/// The path of the lobby: `GET` the open seeks, `POST` a [`NewSeek`].
pub const LOBBY_PATH: &str = "api/lobby";

/// The path of one seek: `GET` it, `DELETE` (withdraw) it, `POST` (accept) it.
pub fn seek_path(id: &str) -> String {
    format!("{LOBBY_PATH}/{id}")
}

/// The ratings an opponent's must lie within, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingRange {
    /// The lowest.
    pub min: u32,
    /// The highest.
    pub max: u32,
}

/// A game sought.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewSeek {
    /// Which game (`caro`); two seats.
    pub game: String,
    /// Its options (`opening=swap2`).
    #[serde(default)]
    pub options: Vec<String>,
    /// Its clock.
    pub time: TimeControl,
    /// Whether the result changes both players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// The ratings an opponent's must lie within, if any.
    #[serde(default)]
    pub range: Option<RatingRange>,
}

/// A seek as the lobby lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Seek {
    /// Its id.
    pub id: String,
    /// Which game.
    pub game: String,
    /// Its options.
    pub options: Vec<String>,
    /// Its clock.
    pub time: TimeControl,
    /// Whether rated.
    pub rated: bool,
    /// The ratings an opponent's must lie within, if any.
    pub range: Option<RatingRange>,
    /// The seeker's name.
    pub seeker: String,
    /// The seeker's rating in this game (a new player's is 1500).
    pub rating: f64,
    /// Whether that rating is provisional ("1500?").
    pub provisional: bool,
    /// When it was made, in milliseconds since 1970.
    pub created_at: u64,
    /// The game it was paired into, once it was.
    pub paired: Option<String>,
}

/// A seek made: it, and the secret of the seat its seeker will hold (kept as an invite
/// link's; the server keeps only its hash).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sought {
    /// The seek.
    pub seek: Seek,
    /// The seeker's seat's secret.
    pub secret: String,
}

/// A seek accepted: the new game, the acceptor's seat and its secret.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paired {
    /// The game's id.
    pub game: String,
    /// The acceptor's seat.
    pub seat: u8,
    /// Its secret.
    pub secret: String,
}
