//! What the stores keep of accounts: a name (unique in any case, and never given twice),
//! a password's argon2id hash, and the sessions signed in, each kept as the SHA-256 of its
//! cookie's token (a copy of the database signs nobody in). Written once against this
//! trait, implemented by both stores, checked by one conformance suite.

use super::StoreError;

/// An account, as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    /// Its number in the store.
    pub id: i64,
    /// Its name, as written at sign-up.
    pub name: String,
    /// Its password's hash (a PHC string); none once the account is closed.
    pub password: Option<String>,
    /// When it was made, in milliseconds since 1970.
    pub created_at: u64,
}

/// A session, as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRow {
    /// The SHA-256 of its token, in hex.
    pub token: String,
    /// When it signed in.
    pub signed_in: u64,
    /// When it was last used, to the hour.
    pub last_seen: u64,
    /// The browser's `User-Agent`, cut short.
    pub agent: String,
}

/// How stale a session's "last used" may be before a request notes it again: one write an
/// hour a session, not one a request.
pub const SEEN_EVERY_MS: u64 = 60 * 60 * 1000;

/// The accounts and their sessions.
pub trait Accounts {
    /// Makes an account named `name` with the password's `hash`, unless an account has
    /// or had that name in any case: its id, or none.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn create_account(&self, name: &str, hash: &str, at: u64) -> Result<Option<i64>, StoreError>;

    /// The open account named `name`, in any case.
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn account_named(&self, name: &str) -> Result<Option<Account>, StoreError>;

    /// Opens session `token` (its hash) for account `account`, from the browser `agent`.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn open_session(
        &self,
        token: &str,
        account: i64,
        at: u64,
        agent: &str,
    ) -> Result<(), StoreError>;

    /// The open account of session `token` (its hash), noting the session used at `at`
    /// when it was last noted over [`SEEN_EVERY_MS`] before.
    ///
    /// # Errors
    ///
    /// When it cannot be read.
    fn session_account(&self, token: &str, at: u64) -> Result<Option<Account>, StoreError>;

    /// The sessions of account `account`, the latest signed in first.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn sessions(&self, account: i64) -> Result<Vec<SessionRow>, StoreError>;

    /// Ends session `token` (its hash).
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn close_session(&self, token: &str) -> Result<(), StoreError>;

    /// Ends every session of account `account` but `keep` (a hash), if given.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn close_sessions(&self, account: i64, keep: Option<&str>) -> Result<(), StoreError>;

    /// Sets account `account`'s password hash.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn set_password(&self, account: i64, hash: &str) -> Result<(), StoreError>;

    /// Account `blocker` blocks (or, not `on`, no longer blocks) account `blocked`: the
    /// two are never paired while it stands.
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn set_block(&self, blocker: i64, blocked: i64, on: bool) -> Result<(), StoreError>;

    /// The names of the open accounts account `account` blocks, in order.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn blocked_by(&self, account: i64) -> Result<Vec<String>, StoreError>;

    /// The accounts that block account `account` or that it blocks.
    ///
    /// # Errors
    ///
    /// When they cannot be read.
    fn kept_apart(&self, account: i64) -> Result<Vec<i64>, StoreError>;

    /// Closes account `account`: its password and sessions are gone, its name is kept from
    /// anyone else, its games stay (under "deleted player").
    ///
    /// # Errors
    ///
    /// When it cannot be written.
    fn close_account(&self, account: i64, at: u64) -> Result<(), StoreError>;
}

/// A name's key: names are one in any case.
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}
