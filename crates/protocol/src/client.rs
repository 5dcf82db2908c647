//! What a client says on a game's socket.

use serde::{Deserialize, Serialize};

/// A message from a browser (a player or a spectator) to the server.
///
/// Each action names the ply it is taken at (how many moves the client's game holds), so
/// that an action meant for a position that has changed meanwhile is refused rather than
/// applied to another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message on a socket, and only the first.
    Hello {
        /// The client's [`crate::PROTOCOL_VERSION`].
        protocol: u32,
        /// The game's public id.
        game: String,
        /// The seat's secret from the invite link, or none for a spectator.
        secret: Option<String>,
        /// The last ply the client has (0 for none): it is sent the moves after it.
        ply: u32,
    },
    /// A move, as the game's move token, made at `ply` (the mover's game then holds
    /// `ply + 1` moves). Sent again after a reconnect until it is acknowledged.
    Move {
        /// How many moves the game holds before this one.
        ply: u32,
        /// The move token (`h8`, `c`, `e5-g7`).
        #[serde(rename = "move")]
        token: String,
    },
    /// The sender's seat gives up.
    Resign {
        /// The ply it was decided at.
        ply: u32,
    },
    /// The sender's seat offers a draw (the others must all accept).
    OfferDraw {
        /// The ply it is offered at; a move played meanwhile withdraws it.
        ply: u32,
    },
    /// The sender's seat answers the draw offered at `ply`.
    AnswerDraw {
        /// The ply of the offer.
        ply: u32,
        /// Whether it accepts.
        accept: bool,
    },
    /// Once the game is over, the sender's seat asks for a rematch (or accepts the one
    /// asked), or, with `accept` false, declines it or takes its own ask back. When every
    /// seat has asked, the server creates the rematch: the same game, options and time,
    /// each seat's secret moving one seat on (two players swap), so that each link's key
    /// opens its seat of the new game too.
    Rematch {
        /// Whether it asks (or accepts).
        accept: bool,
    },
    /// The sender's socket keeps its seat alone: the seat's other sockets (the same link
    /// open on another device or tab) are refused (`seat-taken`) and closed.
    TakeSeat,
    /// The sender's seat claims the game from a player whose turn it is and who has been
    /// away past the countdown.
    Claim {
        /// The ply it is claimed at.
        ply: u32,
    },
    /// Keeps the connection alive; answered with a pong.
    Ping,
}
