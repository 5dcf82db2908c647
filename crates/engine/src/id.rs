//! The games of the site, by id.

use std::{error::Error, fmt, str::FromStr};

/// One of the site's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Karo: Four in a Row.
    KaroFour,
    /// Karo: Jumpers and Crawlers.
    KaroJumpers,
    /// Kauri, the mancala with cowries.
    Kauri,
    /// Azacru, for 2 to 4 players.
    Azacru,
    /// Caro, the Vietnamese five-in-a-row.
    Caro,
}

impl GameId {
    /// Every game, in the order the site lists them.
    pub const ALL: [GameId; 5] = [
        GameId::KaroFour,
        GameId::KaroJumpers,
        GameId::Kauri,
        GameId::Azacru,
        GameId::Caro,
    ];

    /// The id as written in URLs, records and on the command line.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameId::KaroFour => "karo-four",
            GameId::KaroJumpers => "karo-jumpers",
            GameId::Kauri => "kauri",
            GameId::Azacru => "azacru",
            GameId::Caro => "caro",
        }
    }
}

/// Evaluates `$body` with `$G` naming the game type of `$id` (a [`GameId`]): the one
/// dispatch from a game's id to its rules, for every crate that works on any game. The
/// body is compiled once per game, so it may call what only some traits of the games
/// offer (the computer's, the site's).
///
/// ```
/// use engine::{Game, GameId, with_game};
///
/// fn seats(id: GameId) -> usize {
///     with_game!(id, G => G::SEAT_NAMES.len())
/// }
/// assert_eq!(seats(GameId::Azacru), 4);
/// assert_eq!(seats(GameId::Caro), 2);
/// ```
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::GameId::KaroFour => {
                type $G = $crate::karo::four::KaroFour;
                $body
            }
            $crate::GameId::KaroJumpers => {
                type $G = $crate::karo::jumpers::KaroJumpers;
                $body
            }
            $crate::GameId::Kauri => {
                type $G = $crate::kauri::Kauri;
                $body
            }
            $crate::GameId::Azacru => {
                type $G = $crate::azacru::Azacru;
                $body
            }
            $crate::GameId::Caro => {
                type $G = $crate::caro::Caro;
                $body
            }
        }
    };
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game id that names none of the site's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game '{}': no such game (expected ", self.0)?;
        for (i, id) in GameId::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(id.as_str())?;
        }
        f.write_str(")")
    }
}

impl Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|id| id.as_str() == s)
            .ok_or_else(|| UnknownGame(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_ids_round_trip() {
        for id in GameId::ALL {
            assert_eq!(id.as_str().parse::<GameId>(), Ok(id));
        }
        assert!("Caro".parse::<GameId>().is_err());
    }
}
