//! The first choice of the New game form: a friend at this device, or the computer (at
//! which level, and which side the person takes). It is a view of the seats' levels, which
//! the form keeps, and the last one chosen for each game is remembered for that game's
//! next one (a side in Karo means nothing in Kauri).

use engine::GameId;

use crate::preferences;

/// The computer's level a newcomer is offered: it beats a beginner, and loses to a
/// careful player (`docs/ai-levels.md`).
pub const DEFAULT_LEVEL: u8 = 2;

/// The preference the last opponent of `game` is kept under.
fn key(game: GameId) -> String {
    format!("opponent.{game}")
}

/// The seat (by index) of the player who moves first in `game`: the person's side against
/// the computer until he picks another.
pub fn first_mover_seat<G: ai::Computer>(game: &G) -> usize {
    let first = G::player_to_move(game).unwrap_or(0);
    game.seats()
        .iter()
        .find(|&seat| game.player_in(seat) == first)
        .map_or(0, |seat| seat.index())
}

/// Whom the person plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// People at this device play every seat.
    Friend,
    /// The computer plays every seat but the person's, at one level.
    Computer {
        /// The person's seat, by seat index.
        you: usize,
        /// The computer's level, 1 to 5.
        level: u8,
    },
}

impl Opponent {
    /// What the levels of `seats` (by seat index; 0 is a person) come to, if they come to
    /// one opponent: not when two people play a computer, or computers each other.
    pub fn of(levels: &[u8], seats: &[usize]) -> Option<Opponent> {
        let level = |seat: usize| levels.get(seat).copied().unwrap_or(0);
        let people: Vec<usize> = seats.iter().copied().filter(|&s| level(s) == 0).collect();
        let computer: Vec<u8> = seats.iter().map(|&s| level(s)).filter(|&l| l > 0).collect();
        match (people.as_slice(), computer.as_slice()) {
            (_, []) => Some(Opponent::Friend),
            (&[you], [first, rest @ ..]) if rest.iter().all(|l| l == first) => {
                Some(Opponent::Computer { you, level: *first })
            }
            _ => None,
        }
    }

    /// The levels it gives `seats`, by seat index (the person's seat, if it is not one of
    /// `seats`, becomes the first).
    pub fn levels(self, seats: &[usize]) -> Vec<u8> {
        let mut levels = vec![0; seats.iter().max().map_or(0, |&s| s + 1)];
        if let Opponent::Computer { you, level } = self {
            let you = match seats.contains(&you) {
                true => you,
                false => seats.first().copied().unwrap_or(0),
            };
            for &seat in seats.iter().filter(|&&s| s != you) {
                levels[seat] = level;
            }
        }
        levels
    }

    /// The opponent chosen last in `game`, if one was.
    pub fn remembered(game: GameId) -> Option<Opponent> {
        Self::read(&preferences::get(&key(game))?)
    }

    /// Keeps it for the next game of `game`.
    pub fn remember(self, game: GameId) {
        preferences::set(&key(game), &self.write());
    }

    /// Its text in the preferences: `friend`, or `computer:<level>:<seat>`.
    fn write(self) -> String {
        match self {
            Opponent::Friend => "friend".to_owned(),
            Opponent::Computer { you, level } => format!("computer:{level}:{you}"),
        }
    }

    /// Reads [`Opponent::write`]'s text; `None` for anything else.
    fn read(text: &str) -> Option<Opponent> {
        if text == "friend" {
            return Some(Opponent::Friend);
        }
        let (level, you) = text.strip_prefix("computer:")?.split_once(':')?;
        let level = level.parse().ok().filter(|l| (1..=5).contains(l))?;
        let you = you.parse().ok().filter(|&s| s < 4)?;
        Some(Opponent::Computer { you, level })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_seats_come_to_an_opponent_or_to_none() {
        let two = [0, 1];
        assert_eq!(Opponent::of(&[0, 0], &two), Some(Opponent::Friend));
        assert_eq!(Opponent::of(&[], &two), Some(Opponent::Friend));
        assert_eq!(
            Opponent::of(&[0, 3], &two),
            Some(Opponent::Computer { you: 0, level: 3 })
        );
        assert_eq!(
            Opponent::of(&[2, 3], &two),
            None,
            "computer against computer"
        );
        // Azacru with three: one person against two computers of one level.
        let three = [0, 1, 2];
        assert_eq!(
            Opponent::of(&[4, 0, 4], &three),
            Some(Opponent::Computer { you: 1, level: 4 })
        );
        assert_eq!(Opponent::of(&[4, 0, 2], &three), None, "two levels");
        assert_eq!(Opponent::of(&[4, 0, 0], &three), None, "two people");
    }

    #[test]
    fn test_an_opponent_sets_every_other_seat() {
        // Azacru with two players sits East (1) and West (3).
        let seats = [1, 3];
        let computer = Opponent::Computer { you: 3, level: 2 };
        assert_eq!(computer.levels(&seats), vec![0, 2, 0, 0]);
        assert_eq!(
            Opponent::of(&computer.levels(&seats), &seats),
            Some(computer)
        );
        // A seat the game does not have gives way to its first.
        let north = Opponent::Computer { you: 0, level: 5 };
        assert_eq!(north.levels(&seats), vec![0, 0, 0, 5]);
        assert_eq!(Opponent::Friend.levels(&seats), vec![0; 4]);
    }

    #[test]
    fn test_the_remembered_text_reads_back() {
        for opponent in [Opponent::Friend, Opponent::Computer { you: 1, level: 4 }] {
            assert_eq!(Opponent::read(&opponent.write()), Some(opponent));
        }
        for bad in [
            "",
            "computer",
            "computer:9:0",
            "computer:3:7",
            "computer:x:y",
            "robot",
        ] {
            assert_eq!(Opponent::read(bad), None, "{bad:?}");
        }
    }
}
