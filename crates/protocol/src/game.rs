//! What the messages say of a game: its time control, its seats, its end, the whole of it.

use serde::{Deserialize, Serialize};

/// How much time the players have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum TimeControl {
    /// A live game: each seat starts with `base` seconds and gains `increment` seconds for
    /// every move it makes.
    Live {
        /// Seconds each seat starts with.
        base: u32,
        /// Seconds added after each of the seat's moves.
        increment: u32,
    },
    /// A correspondence game: each move must be made within `days` days.
    Correspondence {
        /// Days for each move.
        days: u32,
    },
}

impl TimeControl {
    /// The longest live base: three hours.
    pub const MAX_BASE: u32 = 3 * 60 * 60;
    /// The largest increment: three minutes.
    pub const MAX_INCREMENT: u32 = 3 * 60;
    /// The most days a move may take.
    pub const MAX_DAYS: u32 = 14;

    /// Why the time control cannot be played, if it cannot.
    ///
    /// # Errors
    ///
    /// A sentence naming the value out of range.
    pub fn check(self) -> Result<(), String> {
        match self {
            TimeControl::Live { base, .. } if base == 0 || base > Self::MAX_BASE => Err(format!(
                "a live game's base time is from 1 to {} seconds",
                Self::MAX_BASE
            )),
            TimeControl::Live { increment, .. } if increment > Self::MAX_INCREMENT => Err(format!(
                "the increment is at most {} seconds",
                Self::MAX_INCREMENT
            )),
            TimeControl::Correspondence { days } if days == 0 || days > Self::MAX_DAYS => {
                Err(format!("a move may take from 1 to {} days", Self::MAX_DAYS))
            }
            _ => Ok(()),
        }
    }

    /// Milliseconds a seat has for its move at the start of its turn, before any of its
    /// time is used: the base, or the days.
    pub fn budget_ms(self) -> u64 {
        match self {
            TimeControl::Live { base, .. } => u64::from(base) * 1000,
            TimeControl::Correspondence { days } => u64::from(days) * 24 * 60 * 60 * 1000,
        }
    }
}

/// A game to create (the body of a `POST` to [`crate::CREATE_PATH`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// The game's id (`caro`, `azacru`).
    pub game: String,
    /// Its options, `key=value` (`opening=swap2`, `players=4`).
    #[serde(default)]
    pub options: Vec<String>,
    /// Its time control.
    pub time: TimeControl,
}

/// A game created: its public id and one secret per seat, in seat order. Only the hash of
/// each secret is stored: these are the only copies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    /// The public id (a spectator's link needs nothing else).
    pub id: String,
    /// Each seat's secret, which its invite link carries in the fragment.
    pub secrets: Vec<String>,
}

/// A seat of a game online.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// The seat's name in the game (`black`, `south`, `east`; in Caro the persons,
    /// `opener` and `responder`, since the swap openings choose colours during play).
    pub name: String,
    /// Whether a browser holds the seat now.
    pub connected: bool,
    /// How many sockets hold it: more than one when its link is open on two devices or
    /// tabs (each is told, and either may take the seat alone: `take-seat`).
    #[serde(default)]
    pub devices: u32,
    /// Milliseconds left on its clock as the message leaves (a live game), or for the move
    /// it is to make (a correspondence game, only the seat to move). Running for the seat
    /// to move once every seat has joined.
    pub clock_ms: Option<u64>,
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Outcome {
    /// One seat won.
    Winner {
        /// The seat.
        seat: u8,
    },
    /// Several seats share the win.
    Winners {
        /// The seats, in seat order.
        seats: Vec<u8>,
    },
    /// Nobody won.
    Draw,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum EndReason {
    /// The game's own rules ended it (a row of five, the stores, the last turn).
    Rules,
    /// A seat resigned.
    Resigned {
        /// The seat.
        seat: u8,
    },
    /// A seat's time ran out.
    Time {
        /// The seat.
        seat: u8,
    },
    /// Every seat agreed to a draw.
    Agreed,
    /// A seat stayed away on its turn past the countdown, and the game was claimed.
    Claimed {
        /// The seat that was away.
        seat: u8,
    },
}

/// The end of a game: who won, and why it ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// Who won.
    pub outcome: Outcome,
    /// Why it ended.
    pub reason: EndReason,
}

/// A game as the server holds it: what a client needs to draw it and go on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// The public id.
    pub id: String,
    /// The game's id (`caro`).
    pub game: String,
    /// Its options, `key=value`.
    pub options: Vec<String>,
    /// Its time control.
    pub time: TimeControl,
    /// How many moves the game holds.
    pub ply: u32,
    /// The moves from `moves_from` on (the whole game when `moves_from` is 0): a client
    /// that reconnects with its last ply is sent only what it missed.
    pub moves: Vec<String>,
    /// The ply the listed moves follow.
    pub moves_from: u32,
    /// The seats, in seat order.
    pub seats: Vec<SeatState>,
    /// The receiver's seat, or none for a spectator.
    pub you: Option<u8>,
    /// The seat to move, or none once the game is over.
    pub to_move: Option<u8>,
    /// Whether every seat has joined (the clocks run from then).
    pub started: bool,
    /// The seat whose draw offer stands, if one does.
    pub draw_offer: Option<u8>,
    /// Milliseconds until the seat to move, away, may be claimed from (0: now); none while
    /// it is here, or in a game that cannot be claimed.
    pub claim_in_ms: Option<u64>,
    /// How many people are watching.
    pub spectators: u32,
    /// How it ended, once it has.
    pub end: Option<End>,
    /// The rematch asked for once it ended (nobody's, for a game that goes on).
    #[serde(default)]
    pub rematch: Rematch,
    /// Who holds each seat, in seat order: an account's player, or none (anonymous). Empty
    /// when no seat is an account's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Option<SeatPlayer>>,
    /// Whether the result changes the players' ratings.
    #[serde(default)]
    pub rated: bool,
}

/// The player who holds a seat through his account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPlayer {
    /// His name; none once his account is closed ("deleted player").
    pub name: Option<String>,
    /// His rating in this game, rounded (a new player's is 1500).
    pub rating: u32,
    /// Whether it is provisional ("1500?").
    pub provisional: bool,
}

/// How a rated game changed a player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingChange {
    /// The rating before, rounded.
    pub before: u32,
    /// The rating after, rounded.
    pub after: u32,
    /// Whether the rating after is provisional.
    pub provisional: bool,
}

/// A rematch of a game that ended: who asks for it, who declined, and its id once made.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rematch {
    /// The seats that ask for it, in seat order.
    pub asked: Vec<u8>,
    /// The seat that last declined one (until someone asks again).
    pub declined: Option<u8>,
    /// The rematch's id, once every seat has asked.
    pub next: Option<String>,
}
