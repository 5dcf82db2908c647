//! The online games this browser plays or started ("My games"), kept in local storage:
//! each one's game, its link (with this browser's seat's secret), and for the browser
//! that created it the invite links of the other seats, which exist nowhere else (the
//! server keeps only their hashes).
//!
//! One line a game, newest first: `<game> <id> <key or -> <seat or -> <seat>:<secret>,…`
//! (this browser's seat, once the server has said it; then the invites).

use engine::GameId;

use crate::{browser, link::OnlineLink};

const KEY: &str = "tessera.online";
/// Games kept; the oldest go first.
const KEEP: usize = 30;

/// An online game of this browser's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mine {
    /// The game's kind.
    pub game: GameId,
    /// Its link, with this browser's secret when it plays.
    pub link: OnlineLink,
    /// This browser's seat, once known.
    pub seat: Option<u8>,
    /// The other seats' secrets (seat, secret), for the invite links: only where the game
    /// was created.
    pub invites: Vec<(u8, String)>,
}

impl Mine {
    fn line(&self) -> String {
        let invites: Vec<String> = self
            .invites
            .iter()
            .map(|(seat, secret)| format!("{seat}:{secret}"))
            .collect();
        let seat = self
            .seat
            .map_or_else(|| "-".to_owned(), |seat| seat.to_string());
        format!(
            "{} {} {} {seat} {}",
            self.game,
            self.link.id,
            self.link.key.as_deref().unwrap_or("-"),
            invites.join(",")
        )
    }

    fn read(line: &str) -> Option<Mine> {
        let mut words = line.split(' ');
        let game = words.next()?.parse().ok()?;
        let id = words.next()?.to_owned();
        let key = words.next().filter(|key| *key != "-").map(str::to_owned);
        let seat = words.next().and_then(|seat| seat.parse().ok());
        let invites = words
            .next()
            .unwrap_or_default()
            .split(',')
            .filter_map(|invite| {
                let (seat, secret) = invite.split_once(':')?;
                Some((seat.parse().ok()?, secret.to_owned()))
            })
            .collect();
        Some(Mine {
            game,
            link: OnlineLink { id, key },
            seat,
            invites,
        })
    }
}

/// Reads the list as stored.
pub fn read(text: &str) -> Vec<Mine> {
    text.lines().filter_map(Mine::read).collect()
}

/// Writes the list to be stored.
pub fn write(games: &[Mine]) -> String {
    games.iter().map(|mine| mine.line() + "\n").collect()
}

/// The games kept in this browser, newest first.
pub fn games() -> Vec<Mine> {
    browser::local_storage()
        .and_then(|storage| storage.get_item(KEY).ok().flatten())
        .map(|text| read(&text))
        .unwrap_or_default()
}

/// Keeps `mine` first in the list (once: a game already there keeps its invites and
/// seat unless `mine` brings them, and a spectator's link never replaces a seat's).
pub fn keep(mine: Mine) {
    let mut games = games();
    let old = games.iter().position(|g| g.link.id == mine.link.id);
    let mine = match old.map(|i| games.remove(i)) {
        Some(old) => Mine {
            invites: match mine.invites.is_empty() {
                true => old.invites,
                false => mine.invites,
            },
            seat: mine.seat.or(old.seat),
            link: match mine.link.key {
                Some(_) => mine.link,
                None => old.link,
            },
            ..mine
        },
        None => mine,
    };
    games.insert(0, mine);
    games.truncate(KEEP);
    if let Some(storage) = browser::local_storage() {
        let _ = storage.set_item(KEY, &write(&games));
    }
}

/// The invite links kept for game `id` (seat, secret).
pub fn invites(id: &str) -> Vec<(u8, String)> {
    games()
        .into_iter()
        .find(|mine| mine.link.id == id)
        .map(|mine| mine.invites)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_my_games_read_back_as_written() {
        let games = vec![
            Mine {
                game: GameId::Azacru,
                link: OnlineLink {
                    id: "Xb3kQ9aZ0c_d".to_owned(),
                    key: Some("a-b_c".to_owned()),
                },
                seat: Some(0),
                invites: vec![(1, "s1".to_owned()), (2, "s2".to_owned())],
            },
            Mine {
                game: GameId::Caro,
                link: OnlineLink {
                    id: "Yb3kQ9aZ0c_d".to_owned(),
                    key: None,
                },
                seat: None,
                invites: vec![],
            },
        ];
        assert_eq!(read(&write(&games)), games);
        // A line that is not one of ours is passed over.
        assert_eq!(read("nonsense\ncaro\n").len(), 0);
    }
}
