//! The rules of Tessera's games, as plain data in and data out.
//!
//! Every game implements the [`Game`] trait: the player to move, the legal moves, playing
//! a move (with a typed error saying why it was refused), the outcome, move tokens and
//! position codes. Nothing here knows about browsers or terminals; the site, the command
//! line and the computer players all drive the games through this one trait.
//!
//! # Examples
//!
//! List the legal moves of a new game:
//!
//! ```
//! use engine::{Game, caro::Caro};
//!
//! let game = Caro::default();
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 225);
//! ```
//!
//! Play a move from its token:
//!
//! ```
//! use engine::{Game, ToMove, caro::{Caro, Colour}};
//!
//! let mut game = Caro::default();
//! game.play_token("h8")?;
//! assert_eq!(game.to_move(), Some(ToMove::Seat(Colour::White.seat())));
//! # Ok::<_, engine::MoveError>(())
//! ```
//!
//! Detect the end of a game:
//!
//! ```
//! use engine::{Game, Outcome, caro::{Caro, Colour}};
//!
//! let mut game = Caro::default();
//! for token in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"] {
//!     game.play_token(token)?;
//! }
//! assert_eq!(game.outcome(), Some(Outcome::Winner(Colour::Black.seat())));
//! # Ok::<_, engine::MoveError>(())
//! ```

#![warn(missing_docs)]

pub mod azacru;
pub mod caro;
mod error;
mod game;
mod id;
pub mod karo;
pub mod kauri;
pub mod options;
mod perft;
pub mod record;

pub use error::{CodeError, MoveError, OptionError};
pub use game::{Game, Outcome, Seat, Seats, ToMove};
pub use id::{GameId, UnknownGame};
pub use options::{GameOptions, OptionSpec};
pub use perft::perft;
pub use record::{
    ParseRecordError, ParseRecordErrorKind, RECORD_VERSION, Record, ReplayError, Replayed,
    format_line, replay, replay_from,
};
