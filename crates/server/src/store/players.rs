//! What the stores keep of players beyond their accounts: which account holds which seat
//! of which game, and each account's rating in each game (Glicko-2's three numbers and
//! the games rated). A game's ratings change once: its row is marked rated in the same
//! transaction, so a second try (after a kill, a restart, a handover) changes nothing.

use super::StoreError;

/// A rating, as the store keeps it (see `ratings` for what the numbers mean).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// The rated games it was made of.
    pub games: u32,
}

/// A game an account holds a seat of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatedGame {
    /// The game's id.
    pub id: String,
    /// Which game (`caro`, `kauri`, …).
    pub game: String,
    /// The account's seat.
    pub seat: u8,
    /// When it was made.
    pub created_at: u64,
    /// Its end, as stored, once over.
    pub end: Option<String>,
}

/// The player who holds a seat, as a game's page shows him.
#[derive(Debug, Clone, PartialEq)]
pub struct Holder {
    /// The seat.
    pub seat: u8,
    /// The account's name; none once it is closed.
    pub name: Option<String>,
    /// His rating in the game's kind, if he has one.
    pub rating: Option<Rating>,
}

/// Seats held by accounts, and ratings.
pub trait Players {
    /// Who holds the seats of game `id` (a game of kind `game`) through their accounts,
    /// by seat.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn holders(&self, id: &str, game: &str) -> Result<Vec<Holder>, StoreError>;

    /// Gives seat `seat` of game `game` to account `account`, unless another account holds
    /// it: whether the account holds it now.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn take_seat(&self, game: &str, seat: u8, account: i64) -> Result<bool, StoreError>;

    /// The seats of game `game` that accounts hold, by seat.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn seats_of(&self, game: &str) -> Result<Vec<(u8, i64)>, StoreError>;

    /// The latest `limit` games account `account` holds a seat of, the latest first.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn games_of(&self, account: i64, limit: u32) -> Result<Vec<SeatedGame>, StoreError>;

    /// Account `account`'s ratings, by game, in the games' order.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn ratings_of(&self, account: i64) -> Result<Vec<(String, Rating)>, StoreError>;

    /// Rates game `id` (a game of kind `game`) once: reads the ratings of `accounts` (a
    /// new player's is the first of `start_and_at`), has `update` make the new ones (in the
    /// same order), and stores them with the game marked rated at the second, in one
    /// transaction. The ratings before and after, or none if the game was rated before.
    ///
    /// # Errors
    ///
    /// When it cannot be read or written.
    fn rate(
        &self,
        id: &str,
        game: &str,
        accounts: &[i64],
        start_and_at: (Rating, u64),
        update: &dyn Fn(&[Rating]) -> Vec<Rating>,
    ) -> Result<Option<Vec<(Rating, Rating)>>, StoreError>;
}
