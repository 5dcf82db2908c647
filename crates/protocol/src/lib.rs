//! The messages of Tessera's online play: what a browser and the server say to each other
//! over a game's WebSocket, and what creating a game over HTTP sends and returns.
//!
//! Every message is a JSON object whose `t` names its kind. The model is lichess's round
//! socket: each event carries the game's ply (how many moves it holds), a move names the
//! ply it makes, the mover is acknowledged, and a client that reconnects says the last ply
//! it has and is sent what it missed. The whole protocol, for anyone writing another
//! client, is described in `docs/online.md`.
//!
//! This crate is data only (serde types): the web crate builds it for wasm, the server
//! natively.
//!
//! ```
//! use protocol::{ClientMessage, decode};
//!
//! let hello: ClientMessage =
//!     decode(r#"{"t":"hello","protocol":1,"game":"Xb3kQ9","secret":null,"ply":0}"#)?;
//! assert!(matches!(hello, ClientMessage::Hello { ply: 0, .. }));
//! # Ok::<_, protocol::DecodeError>(())
//! ```

#![warn(missing_docs)]

pub mod account;
mod client;
mod game;
pub mod lobby;
mod server;

use std::fmt;

pub use client::ClientMessage;
pub use game::{
    Created, End, EndReason, GameState, NewGame, Outcome, RatingChange, Rematch, SeatPlayer,
    SeatState, TimeControl,
};
use serde::{Serialize, de::DeserializeOwned};
pub use server::{Refusal, ServerMessage};

/// The protocol's version, sent in a client's first message. The server refuses any other.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest frame a client may send, in bytes: a move is a few dozen; the server
/// refuses a longer frame and closes the socket.
pub const MAX_FRAME: usize = 2048;

/// The path of a game's socket, from the site's root: `api/games/<id>/socket`.
pub fn socket_path(id: &str) -> String {
    format!("api/games/{id}/socket")
}

/// The path that creates a game (a `POST` of a [`NewGame`], answered with [`Created`]).
pub const CREATE_PATH: &str = "api/games";

/// Why a message could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError(pub String);

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DecodeError {}

/// Reads a message from a frame's text. (The server refuses a client's frame over
/// [`MAX_FRAME`] before reading it; its own messages, a whole game, may be longer.)
///
/// # Errors
///
/// [`DecodeError`] saying what is wrong: not JSON, or not a message of this kind.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, DecodeError> {
    serde_json::from_str(text).map_err(|error| DecodeError(format!("unreadable message: {error}")))
}

/// Writes a message as a frame's text.
pub fn encode<T: Serialize>(message: &T) -> String {
    // The types here have string keys and no maps of other keys: writing cannot fail.
    serde_json::to_string(message).unwrap_or_else(|_| String::from("{}"))
}

#[cfg(test)]
mod tests;
