//! What the stores keep of the lobby: the open seeks (a game sought by an account, with
//! its options, clock, whether rated, and the seeker's seat's secret, hashed), and which
//! game each was paired into. A seek is paired once: the pairing, the game it makes and
//! its two seats are one transaction, so of two players accepting at once one gets the
//! game and the other is told it is gone.

use protocol::TimeControl;

use super::StoreError;
use crate::room::Record;

/// A seek, as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeekRow {
    /// Its id.
    pub id: String,
    /// The seeker's account.
    pub account: i64,
    /// The seeker's name (read with it).
    pub name: String,
    /// Which game (`caro`).
    pub game: String,
    /// Its options.
    pub options: Vec<String>,
    /// Its clock.
    pub time: TimeControl,
    /// Whether the game will be rated.
    pub rated: bool,
    /// The ratings an opponent's must lie within, if any.
    pub range: Option<(u32, u32)>,
    /// The SHA-256 of the secret of the seat the seeker will hold.
    pub secret: String,
    /// When it was made.
    pub created_at: u64,
    /// The game it was paired into, once it was.
    pub paired: Option<String>,
}

/// The lobby's seeks.
pub trait Lobby {
    /// Adds seek `seek` (its `name` and `paired` are not written).
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn add_seek(&self, seek: &SeekRow) -> Result<(), StoreError>;

    /// The seeks not paired yet, the oldest first.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn open_seeks(&self) -> Result<Vec<SeekRow>, StoreError>;

    /// Seek `id`, open or paired.
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn seek(&self, id: &str) -> Result<Option<SeekRow>, StoreError>;

    /// Withdraws account `account`'s open seek `id`: whether there was one.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn withdraw_seek(&self, id: &str, account: i64) -> Result<bool, StoreError>;

    /// Pairs open seek `id` with account `acceptor` (never its seeker): stores `game` and
    /// gives its seats to `seats` (an account a seat, in seat order), in one transaction.
    /// Whether it was paired (false: another acceptor was first, or it was withdrawn).
    ///
    /// # Errors
    ///
    /// When it cannot be read or written.
    fn pair(
        &self,
        id: &str,
        acceptor: i64,
        game: &Record,
        seats: &[i64],
    ) -> Result<bool, StoreError>;
}
