//! What the server says on a game's socket.

use serde::{Deserialize, Serialize};

use crate::{End, GameState, Rematch, SeatState};

/// A message from the server to a browser.
// The whole game is the largest by far; a message lives only to be encoded or read, so a
// few hundred bytes on the stack cost less than a box for each.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case")]
pub enum ServerMessage {
    /// The game (the whole of it, or what the receiver missed): the answer to a hello,
    /// and what follows a refused action or a receiver that fell behind.
    Game(GameState),
    /// A move stored at `ply` (the game now holds `ply` moves), by `seat`.
    Move {
        /// How many moves the game holds with this one.
        ply: u32,
        /// The move token.
        #[serde(rename = "move")]
        token: String,
        /// The seat that made it.
        seat: u8,
        /// The seats after it: clocks, presence.
        seats: Vec<SeatState>,
        /// The seat to move next, or none when the move ended the game.
        to_move: Option<u8>,
    },
    /// The receiver's move at `ply` is stored: it will not be lost.
    Ack {
        /// The ply of the move acknowledged.
        ply: u32,
    },
    /// An action, or the socket itself, refused, and why. When it was about the game, the
    /// whole game follows.
    Refused {
        /// What was refused, for a program to read.
        code: Refusal,
        /// A sentence for a person.
        message: String,
    },
    /// Who is here: the seats connected, and how many people watch.
    Presence {
        /// How many moves the game holds.
        ply: u32,
        /// The seats.
        seats: Vec<SeatState>,
        /// How many people are watching.
        spectators: u32,
        /// Milliseconds until the seat to move, away, may be claimed from.
        claim_in_ms: Option<u64>,
    },
    /// `seat` offers a draw.
    DrawOffered {
        /// How many moves the game holds.
        ply: u32,
        /// The seat offering.
        seat: u8,
    },
    /// The draw offer was declined by `seat`, or withdrawn by a move.
    DrawDeclined {
        /// How many moves the game holds.
        ply: u32,
        /// The seat that declined, or none when a move withdrew the offer.
        seat: Option<u8>,
    },
    /// The game is over.
    Ended {
        /// How many moves the game holds.
        ply: u32,
        /// How it ended.
        end: End,
    },
    /// A rated game's ratings changed by its end (sent after [`ServerMessage::Ended`]): for
    /// each seat, in seat order.
    Rated {
        /// How many moves the game holds.
        ply: u32,
        /// Each seat's change.
        ratings: Vec<crate::RatingChange>,
    },
    /// Who asks for a rematch now, and the rematch's id once every seat has asked (each
    /// seat's key opens its new seat: see [`crate::ClientMessage::Rematch`]).
    Rematch(Rematch),
    /// The answer to a ping.
    Pong,
}

/// What the server refused, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// The first message named another protocol version. The socket closes.
    Protocol,
    /// A message was not one of this protocol, or the first was not a hello. A first
    /// message that is unreadable closes the socket.
    Malformed,
    /// A frame longer than [`crate::MAX_FRAME`]. The socket closes.
    TooLarge,
    /// Too many messages: the socket closes.
    Flood,
    /// No game has this id.
    NoSuchGame,
    /// The secret is no seat's of this game. The socket closes.
    WrongSecret,
    /// Only a seat may do this, not a spectator.
    NotASeat,
    /// The action names another ply than the game's: the game moved on.
    StalePly,
    /// It is another seat's turn.
    NotYourTurn,
    /// The engine refused the move (its message says why).
    Illegal,
    /// The game is over.
    GameOver,
    /// There is no draw offer to answer, or the seat's own offer stands.
    NoDrawOffer,
    /// A rematch is asked for before the game is over.
    NotOver,
    /// The seat was taken by its link on another device or tab (`take-seat`).
    SeatTaken,
    /// The seat to move is here, or its countdown has not run out.
    NotClaimable,
    /// The server is busy or failing: try again.
    Unavailable,
}
