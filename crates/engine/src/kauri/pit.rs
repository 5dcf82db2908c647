//! The two sides, the twelve pits of the ring, and the pit letters `a`–`f`.

use std::{fmt, str::FromStr};

use crate::{MoveError, Seat};

/// Pits on the ring (stores are not on it).
pub const PITS: usize = 12;
/// Pits on each side.
pub const PITS_PER_SIDE: usize = 6;

/// One of the two players, named by where he sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Owns the near row, pits S0–S5; first to move unless `first=north`.
    South,
    /// Owns the far row, pits N0–N5.
    North,
}

impl Side {
    /// Both sides, in seat order.
    pub const ALL: [Side; 2] = [Side::South, Side::North];

    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// The side's seat: south first.
    pub const fn seat(self) -> Seat {
        match self {
            Side::South => Seat(0),
            Side::North => Seat(1),
        }
    }

    /// The side's index in seat order (0 south, 1 north), e.g. into the stores.
    pub const fn index(self) -> usize {
        self.seat().index()
    }

    /// The side's six pits, from its own `a` to its own `f`.
    pub fn pits(self) -> impl Iterator<Item = Pit> {
        Letter::ALL
            .into_iter()
            .map(move |letter| Pit::new(self, letter))
    }
}

/// A pit letter, `a`–`f`, as a player names his own pits from his own left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Letter(u8);

impl Letter {
    /// The six letters, `a` to `f`.
    pub const ALL: [Letter; PITS_PER_SIDE] = [
        Letter(0),
        Letter(1),
        Letter(2),
        Letter(3),
        Letter(4),
        Letter(5),
    ];

    /// The letter at a position counted from 0 (`a`), if there is one.
    pub const fn new(index: u8) -> Option<Letter> {
        if (index as usize) < PITS_PER_SIDE {
            Some(Letter(index))
        } else {
            None
        }
    }

    /// The position counted from 0 (`a`).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The letter as a character.
    pub const fn as_char(self) -> char {
        (b'a' + self.0) as char
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

impl FromStr for Letter {
    type Err = MoveError;

    /// Reads `a`–`f`; anything else (`A`, `g`, `a `) is [`MoveError::Malformed`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            &[c @ b'a'..=b'f'] => Ok(Letter(c - b'a')),
            _ => Err(MoveError::Malformed),
        }
    }
}

/// A pit, by its place on the ring: S0–S5 are 0–5, N0–N5 are 6–11. The ring runs
/// counter-clockwise seen from above with South at the bottom, S0 → … → S5 → N0 → … → N5
/// → S0, so North's `a` (N0) lies opposite South's `f` (S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(u8);

impl Pit {
    /// The pit a side names with a letter.
    pub const fn new(side: Side, letter: Letter) -> Pit {
        Pit(side.index() as u8 * PITS_PER_SIDE as u8 + letter.0)
    }

    /// The pit at a place on the ring (0 = S0 … 11 = N5), if there is one.
    pub const fn from_index(index: usize) -> Option<Pit> {
        if index < PITS {
            Some(Pit(index as u8))
        } else {
            None
        }
    }

    /// Every pit, in ring order from S0.
    pub fn all() -> impl Iterator<Item = Pit> {
        (0..PITS as u8).map(Pit)
    }

    /// The place on the ring, 0 (S0) to 11 (N5).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The side the pit is on.
    pub const fn side(self) -> Side {
        if self.index() < PITS_PER_SIDE {
            Side::South
        } else {
            Side::North
        }
    }

    /// The letter its owner names it by.
    pub const fn letter(self) -> Letter {
        Letter(self.0 % PITS_PER_SIDE as u8)
    }

    /// The next pit along the sowing direction.
    pub const fn next(self) -> Pit {
        Pit((self.0 + 1) % PITS as u8)
    }
}

impl fmt::Display for Pit {
    /// `S0`–`S5`, `N0`–`N5`, as `docs/rules/kauri.md`, rule 2, names them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side() {
            Side::South => 'S',
            Side::North => 'N',
        };
        write!(f, "{side}{}", self.letter().0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_letters_round_trip_and_nothing_else_reads() {
        for letter in Letter::ALL {
            assert_eq!(letter.to_string().parse::<Letter>(), Ok(letter));
        }
        for text in ["", "g", "A", "F", "ab", " a", "a ", "1", "pass"] {
            assert_eq!(
                text.parse::<Letter>(),
                Err(MoveError::Malformed),
                "{text:?}"
            );
        }
        assert_eq!(Letter::new(6), None);
    }

    #[test]
    fn test_each_side_names_its_own_pits_left_to_right() {
        let names: Vec<String> = Side::South.pits().map(|p| p.to_string()).collect();
        assert_eq!(names, ["S0", "S1", "S2", "S3", "S4", "S5"]);
        let names: Vec<String> = Side::North.pits().map(|p| p.to_string()).collect();
        assert_eq!(names, ["N0", "N1", "N2", "N3", "N4", "N5"]);
        for pit in Pit::all() {
            assert_eq!(Pit::new(pit.side(), pit.letter()), pit);
        }
    }

    #[test]
    fn test_ring_goes_round_through_both_rows() {
        let mut pit = Pit::new(Side::South, Letter::ALL[0]);
        let mut order = Vec::new();
        for _ in 0..=PITS {
            order.push(pit.to_string());
            pit = pit.next();
        }
        assert_eq!(
            order.join(" "),
            "S0 S1 S2 S3 S4 S5 N0 N1 N2 N3 N4 N5 S0",
            "S5 is followed by N0 (North's a, opposite South's f), N5 by S0"
        );
    }
}
