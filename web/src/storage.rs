//! Saved games in the browser's local storage: each game a player has moved in is kept
//! under its own key, as record text (the same format as a downloaded file), so that no
//! game replaces another and a link never costs the player his saved game.

use engine::{GameId, Record};

use crate::link::GameLink;

const PREFIX: &str = "tessera.save.";
const SET_ASIDE: &str = "tessera.unreadable.";
/// Saved games kept per game; the oldest go first.
const KEEP: usize = 10;

/// A saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// Its storage key, `tessera.save.<game>.<millis>`.
    pub key: String,
    /// The game.
    pub record: Record,
}

impl Saved {
    /// The link that opens it.
    pub fn link(&self) -> GameLink {
        GameLink::from_record(&self.record)
    }
}

/// What the storage holds for one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shelf {
    /// The saved games, the most recent first.
    pub games: Vec<Saved>,
    /// How many entries could not be read and were set aside.
    pub set_aside: usize,
}

fn storage() -> Option<web_sys::Storage> {
    // No storage (private modes, disabled cookies) means nothing is saved, not an error.
    gloo::utils::window().local_storage().ok().flatten()
}

/// The keys of `game`'s saved games, by their time (oldest first).
fn keys(storage: &web_sys::Storage, game: GameId) -> Vec<(u64, String)> {
    let prefix = format!("{PREFIX}{game}.");
    let mut keys: Vec<(u64, String)> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| {
            let time = key.strip_prefix(&prefix)?.parse().ok()?;
            Some((time, key))
        })
        .collect();
    keys.sort();
    keys
}

/// Reads the saved games of `game`. An entry that cannot be read (damaged, or from a
/// version of the site that wrote another format) is moved aside and counted, so that it
/// is reported once and never read again.
pub fn shelf(game: GameId) -> Shelf {
    let Some(storage) = storage() else {
        return Shelf::default();
    };
    let mut shelf = Shelf::default();
    for (_, key) in keys(&storage, game).into_iter().rev() {
        let text = storage.get_item(&key).ok().flatten().unwrap_or_default();
        match text.parse::<Record>() {
            Ok(record) if record.game == game => shelf.games.push(Saved { key, record }),
            _ => {
                let aside = key.replacen(PREFIX, SET_ASIDE, 1);
                let _ = storage.set_item(&aside, &text);
                let _ = storage.remove_item(&key);
                shelf.set_aside += 1;
            }
        }
    }
    shelf
}

/// A key for a game saved for the first time now.
pub fn new_key(game: GameId) -> String {
    format!("{PREFIX}{game}.{}", js_sys::Date::now() as u64)
}

/// Saves `record` under `key`, and forgets the oldest games beyond the kept number.
///
/// Returns whether the game is saved. Without storage (private windows, sandboxed
/// frames, a full quota) it is not; the previous save under `key`, if any, is then left
/// whole, since one `setItem` either writes the whole record or nothing.
pub fn save(key: &str, record: &Record) -> bool {
    let Some(storage) = storage() else {
        return false;
    };
    if storage.set_item(key, &record.to_string()).is_err() {
        return false;
    }
    let keys = keys(&storage, record.game);
    for (_, old) in keys.iter().take(keys.len().saturating_sub(KEEP)) {
        let _ = storage.remove_item(old);
    }
    true
}
