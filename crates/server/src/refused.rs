//! An action refused, in the one vocabulary of the server: the protocol's code and a
//! sentence saying why. The room, the hub, a socket's checks and a request's checks all
//! refuse with it; a socket is told it as `refused`, HTTP as a status and
//! `{"error":"…"}` (`api`).

use protocol::{Refusal, ServerMessage};

/// An action refused: what, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// What was refused, as the protocol names it.
    pub code: Refusal,
    /// A sentence saying why, for a person.
    pub message: String,
}

impl Refused {
    /// A refusal with its code and sentence.
    pub fn new(code: Refusal, message: impl Into<String>) -> Self {
        Refused {
            code,
            message: message.into(),
        }
    }

    /// The store failed to keep what an action or a request would have changed.
    pub fn not_saved() -> Self {
        Refused::new(
            Refusal::Unavailable,
            "the game could not be saved: try again",
        )
    }
}

impl From<Refused> for ServerMessage {
    fn from(Refused { code, message }: Refused) -> Self {
        ServerMessage::Refused { code, message }
    }
}
