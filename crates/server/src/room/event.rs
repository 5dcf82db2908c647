//! What a room hands back, in the game's words: the events every socket of the game is
//! told (the task encodes each as the protocol's message), and what an action that may
//! end the game comes to.

use protocol::{End, RatingChange, Rematch, SeatState};

/// Something that happened in the game, for everyone watching it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move, stored: the ply it made, its canonical token, the seat that made it, the
    /// seats as they stand after it, and the seat to move next (none once over).
    Moved {
        /// The ply it made.
        ply: u32,
        /// Its canonical token.
        token: String,
        /// The seat that made it.
        seat: u8,
        /// The seats after it.
        seats: Vec<SeatState>,
        /// The seat to move next.
        to_move: Option<u8>,
    },
    /// `seat` offered a draw at `ply`.
    DrawOffered {
        /// The ply of the offer.
        ply: u32,
        /// The seat that offered.
        seat: u8,
    },
    /// The draw offered was declined by `seat`, or withdrawn by a move (none).
    DrawDeclined {
        /// The ply of the answer or the move.
        ply: u32,
        /// The seat that declined.
        seat: Option<u8>,
    },
    /// The game ended at `ply`, stored.
    Ended {
        /// The ply it ended at.
        ply: u32,
        /// How.
        end: End,
    },
    /// Who is here, and the countdown of an absent seat to move.
    Presence {
        /// The game's ply.
        ply: u32,
        /// The seats.
        seats: Vec<SeatState>,
        /// How many spectators watch.
        spectators: u32,
        /// When the seat to move, away, may be claimed from (ms).
        claim_in_ms: Option<u64>,
    },
    /// Who asks for a rematch of the game over, and its id once made.
    Rematch(Rematch),
    /// A rated game's end changed its players' ratings, each seat's in seat order.
    Rated {
        /// The ply it ended at.
        ply: u32,
        /// Each seat's change.
        ratings: Vec<RatingChange>,
    },
}

/// What an action that may end the game (a draw offered or answered) comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// The game ends: the end to store, then to give [`super::Room::end`].
    Ends(End),
    /// The game goes on: what everyone is told (maybe nothing).
    GoesOn(Vec<Event>),
}
