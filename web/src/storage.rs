//! Saved games in the browser's local storage: each game a player has moved in is kept
//! under its own key, as record text (the same format as a downloaded file), so that no
//! game replaces another and a link never costs the player his saved game. A game against
//! the computer has one more line, `computer: 2:3` (as in its link), which a record's
//! reader passes over: it resumes against the computer at the same level. A game that has
//! ended has another, `over: yes`, for the static home page, which has no rules to ask
//! and offers to continue only a game that has not ended (`scripts/boot.template.js`).

use engine::{Game, GameId, Record};

use crate::{
    link::{ComputerPlayers, GameLink, read_computer, write_computer},
    state::Play,
};

/// The line of a saved game that names the computer's seats.
const COMPUTER: &str = "computer:";
/// The line of a saved game that has ended.
const OVER: &str = "over: yes";

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
    /// The players the computer plays in it, with levels.
    pub computer: ComputerPlayers,
}

impl Saved {
    /// The link that opens it, the computer playing where it played.
    pub fn link(&self) -> GameLink {
        GameLink {
            computer: self.computer.clone(),
            ..GameLink::from_record(&self.record)
        }
    }

    /// Whether the game has ended, by `G`'s rules (a bad move ends its replay there).
    pub fn is_over<G: Game>(&self) -> bool {
        Play::<G>::from_link(&self.link()).game.is_over()
    }
}

/// The text a game is saved as.
fn text(record: &Record, computer: &ComputerPlayers, over: bool) -> String {
    let mut text = record.to_string();
    if !computer.is_empty() {
        text.push_str(&format!("{COMPUTER} {}\n", write_computer(computer)));
    }
    if over {
        text.push_str(OVER);
        text.push('\n');
    }
    text
}

/// The computer's seats of a saved game's text.
fn computer_of(text: &str) -> ComputerPlayers {
    text.lines()
        .find_map(|line| line.trim().strip_prefix(COMPUTER))
        .map(|seats| read_computer(seats.trim()))
        .unwrap_or_default()
}

/// What the storage holds for one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shelf {
    /// The saved games, the most recent first.
    pub games: Vec<Saved>,
    /// How many entries could not be read and were set aside.
    pub set_aside: usize,
}

/// No storage (private modes, disabled cookies) means nothing is saved, not an error.
fn storage() -> Option<web_sys::Storage> {
    crate::browser::local_storage()
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
    // Unstable is enough: no two keys are the same.
    keys.sort_unstable();
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
            Ok(record) if record.game == game => shelf.games.push(Saved {
                key,
                record,
                computer: computer_of(&text),
            }),
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

/// Saves `record`, with the computer's seats and whether it has ended, under `key`, and
/// forgets the oldest games beyond the kept number.
///
/// Returns whether the game is saved. Without storage (private windows, sandboxed
/// frames, a full quota) it is not; the previous save under `key`, if any, is then left
/// whole, since one `setItem` either writes the whole record or nothing.
pub fn save(key: &str, record: &Record, computer: &ComputerPlayers, over: bool) -> bool {
    let Some(storage) = storage() else {
        return false;
    };
    if storage
        .set_item(key, &text(record, computer, over))
        .is_err()
    {
        return false;
    }
    let keys = keys(&storage, record.game);
    for (_, old) in keys.iter().take(keys.len().saturating_sub(KEEP)) {
        let _ = storage.remove_item(old);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_a_game_against_the_computer_keeps_its_seats() {
        let record: Record = "tessera-record 1\ngame: caro\nmoves: h8 i9"
            .parse()
            .expect("a record");
        let saved = text(&record, &vec![(1, 3)], false);
        assert_eq!(saved.parse::<Record>(), Ok(record.clone()), "{saved}");
        assert_eq!(computer_of(&saved), vec![(1, 3)]);
        let two_people = text(&record, &Vec::new(), false);
        assert_eq!(two_people, record.to_string());
        assert_eq!(computer_of(&two_people), Vec::new());
    }

    #[test]
    fn test_an_ended_game_says_so_and_still_reads() {
        let record: Record = "tessera-record 1\ngame: caro\nmoves: h8 a1 i8 a2 j8 a3 k8 a4 l8"
            .parse()
            .expect("a record");
        let saved = text(&record, &vec![(1, 3)], true);
        assert!(saved.ends_with("computer: 2:3\nover: yes\n"), "{saved}");
        assert_eq!(saved.parse::<Record>(), Ok(record.clone()));
        assert_eq!(computer_of(&saved), vec![(1, 3)]);
        let over = |moves: usize| Saved {
            key: String::new(),
            record: Record {
                moves: record.moves[..moves].to_vec(),
                ..record.clone()
            },
            computer: Vec::new(),
        };
        assert!(over(9).is_over::<engine::caro::Caro>(), "black's five");
        assert!(!over(8).is_over::<engine::caro::Caro>());
    }
}
