//! Accounts over HTTP: signing up and in (a name and a password), who is signed in, the
//! sessions of an account, a new password, and closing an account. A session is an
//! `HttpOnly` cookie the server sets; these are the bodies sent and answered, and the
//! refusals, by kind, that a page words in its own language.

use serde::{Deserialize, Serialize};

/// The path of the signed-in account (`GET`: who; `POST`: sign up; `DELETE`: close it).
pub const ACCOUNT_PATH: &str = "api/account";

/// The path of this browser's session (`POST`: sign in; `DELETE`: sign out).
pub const SESSION_PATH: &str = "api/session";

/// The path of the account's sessions (`GET`: the list; `DELETE`: sign out everywhere).
pub const SESSIONS_PATH: &str = "api/account/sessions";

/// The path of the players the account blocks (`GET`: their names); a player's own is
/// `api/account/blocks/<name>` (`PUT`: block him, never to be paired; `DELETE`: no longer).
pub const BLOCKS_PATH: &str = "api/account/blocks";

/// The path of the account's password (`POST` a [`NewPassword`]).
pub const PASSWORD_PATH: &str = "api/account/password";

/// The fewest characters of a name.
pub const NAME_MIN: usize = 3;

/// The most characters of a name.
pub const NAME_MAX: usize = 20;

/// The fewest characters of a password.
pub const PASSWORD_MIN: usize = 8;

/// The most characters of a password.
pub const PASSWORD_MAX: usize = 128;

/// Signing up or in: a name and a password.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Credentials {
    /// The account's name (any case when signing in).
    pub name: String,
    /// Its password.
    pub password: String,
}

/// A new password, given with the one it replaces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewPassword {
    /// The password now.
    pub current: String,
    /// The password from now on.
    pub new: String,
}

/// Closing an account: its password, once more.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Closing {
    /// The account's password.
    pub password: String,
}

/// The signed-in account, as its owner sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    /// The name, as it was written at sign-up.
    pub name: String,
    /// When the account was made, in milliseconds since 1970.
    pub member_since: u64,
}

/// One session of an account: a browser signed in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
    /// When it signed in, in milliseconds since 1970.
    pub signed_in: u64,
    /// When it was last used (to the hour).
    pub last_seen: u64,
    /// The browser, as it named itself.
    pub agent: String,
    /// Whether it is the session asking.
    pub current: bool,
}

/// What an account or lobby request was refused for, by kind; with a sentence (`error`)
/// in English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AccountRefusal {
    /// The request's body is not what the path takes.
    Malformed,
    /// The name is too short or too long, has characters other than letters, digits, `_`
    /// and `-`, does not begin with a letter, or is reserved.
    BadName,
    /// Another account has this name (in any case), or had it.
    NameTaken,
    /// The password is shorter than [`PASSWORD_MIN`] or longer than [`PASSWORD_MAX`].
    BadPassword,
    /// No account has this name and password (which of the two is not said).
    WrongPassword,
    /// Too many attempts from this address or at this account: the answer says how long
    /// to wait.
    TooMany,
    /// Not signed in (no session, or one that ended).
    SignedOut,
    /// A page of another site asked: accounts are changed from the site's own pages.
    CrossSite,
    /// The server could not do it now: try again.
    Unavailable,
    /// The lobby: a game, options or clock that cannot be played, or a game of more than
    /// two seats (the lobby pairs two players).
    BadGame,
    /// The lobby: no open seek has this id.
    NoSuchSeek,
    /// The lobby: another player took the seek first.
    Taken,
    /// The lobby: a player's own seek is withdrawn, not accepted.
    OwnSeek,
    /// The lobby: the seeker asked for opponents rated otherwise.
    OutOfRange,
    /// The lobby: one of the two blocks the other.
    Blocked,
    /// No open account has this name.
    NoSuchPlayer,
}

/// An account request refused: its kind, a sentence, and for [`AccountRefusal::TooMany`]
/// the seconds to wait.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountError {
    /// What was refused.
    pub code: AccountRefusal,
    /// Why, in English.
    pub error: String,
    /// Seconds to wait before trying again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry_in: Option<u64>,
}

/// The path that brings this browser's seats into the signed-in account (`POST` a list of
/// [`SeatClaim`], answered with one [`SeatClaimed`] each).
pub const SEATS_PATH: &str = "api/account/games";

/// The path of a player's page's data, `api/players/<name>` (`GET`: a [`Player`]).
pub fn player_path(name: &str) -> String {
    format!("api/players/{name}")
}

/// A seat this browser holds: the game, and the seat's secret from its invite link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClaim {
    /// The game's id.
    pub game: String,
    /// The seat's secret.
    pub secret: String,
}

/// What a [`SeatClaim`] came to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClaimed {
    /// The game's id.
    pub game: String,
    /// The seat now the account's; none if the secret is no seat's of the game, or the
    /// seat is another account's.
    pub seat: Option<u8>,
}

/// A player as anyone may see him: his ratings and his latest games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    /// The name.
    pub name: String,
    /// When the account was made, in milliseconds since 1970.
    pub member_since: u64,
    /// A rating for each game he has played rated, in the games' order.
    pub ratings: Vec<PlayerRating>,
    /// His latest games, the latest first.
    pub games: Vec<PlayerGame>,
}

/// A player's rating in one game: Glicko-2's numbers (`docs/online.md`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// Which game (`caro`, `kauri`, …).
    pub game: String,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// Whether it is provisional (its deviation over 110): shown "1500?".
    pub provisional: bool,
}

/// One of a player's games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerGame {
    /// The game's id (its page and its review are found by it).
    pub id: String,
    /// Which game (`caro`, `kauri`, …).
    pub game: String,
    /// His seat.
    pub seat: u8,
    /// When it was made, in milliseconds since 1970.
    pub created_at: u64,
    /// How it ended; none while it goes on.
    pub end: Option<crate::End>,
}
