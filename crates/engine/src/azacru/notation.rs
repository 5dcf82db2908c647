//! Azacru's moves and their tokens: `e1-e4`, `e1-e4l`, `e1-e4r`, `pass`, and the
//! AbstractPlay aliases `e1-e4<`, `e1-e4>` and `e1-e4^`.

use std::{fmt, str::FromStr};

use super::{Direction, Field};
use crate::MoveError;

/// The optional turn of a chevron at the end of a move into another region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Twist {
    /// The chevron keeps pointing the way it moved (no suffix, alias `^`).
    #[default]
    None,
    /// Turned 45° left, counter-clockwise (suffix `l`, alias `<`).
    Left,
    /// Turned 45° right, clockwise (suffix `r`, alias `>`).
    Right,
}

impl Twist {
    /// Every twist, the plain move first.
    pub const ALL: [Twist; 3] = [Twist::None, Twist::Left, Twist::Right];

    /// Where a chevron that moved in `direction` points after this twist.
    pub const fn apply(self, direction: Direction) -> Direction {
        match self {
            Twist::None => direction,
            Twist::Left => direction.left(),
            Twist::Right => direction.right(),
        }
    }

    /// The twist that turns `moved` into `facing`, if one does.
    pub fn between(moved: Direction, facing: Direction) -> Option<Twist> {
        Twist::ALL.into_iter().find(|t| t.apply(moved) == facing)
    }

    /// The canonical suffix: nothing, `l` or `r`.
    pub const fn suffix(self) -> &'static str {
        match self {
            Twist::None => "",
            Twist::Left => "l",
            Twist::Right => "r",
        }
    }
}

/// A move: a chevron's step (with its twist), or a forced pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AzacruMove {
    /// The chevron on `from` moves in a straight line to `to`, then takes the twist.
    Step {
        /// Where the chevron stands.
        from: Field,
        /// Where it lands.
        to: Field,
        /// The turn after a move into another region.
        twist: Twist,
    },
    /// No move is possible (token `pass`).
    Pass,
}

impl fmt::Display for AzacruMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AzacruMove::Step { from, to, twist } => write!(f, "{from}-{to}{}", twist.suffix()),
            AzacruMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for AzacruMove {
    type Err = MoveError;

    /// Reads a canonical token or an alias. A well-spelled field off the board is
    /// [`MoveError::NoSuchField`]; any other misspelling is [`MoveError::Malformed`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "pass" {
            return Ok(AzacruMove::Pass);
        }
        let (from, rest) = s.split_once('-').ok_or(MoveError::Malformed)?;
        let (to, twist) = match rest.as_bytes().last() {
            Some(b'l' | b'<') => (&rest[..rest.len() - 1], Twist::Left),
            Some(b'r' | b'>') => (&rest[..rest.len() - 1], Twist::Right),
            Some(b'^') => (&rest[..rest.len() - 1], Twist::None),
            _ => (rest, Twist::None),
        };
        // Read both fields before judging either, so that a misspelling anywhere is
        // reported as such rather than as a field off the board.
        let (from, to) = (from.parse::<Field>(), to.parse::<Field>());
        match (from, to) {
            (Ok(from), Ok(to)) => Ok(AzacruMove::Step { from, to, twist }),
            (Err(MoveError::Malformed), _) | (_, Err(MoveError::Malformed)) => {
                Err(MoveError::Malformed)
            }
            (Err(e), _) | (_, Err(e)) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(from: &str, to: &str, twist: Twist) -> AzacruMove {
        AzacruMove::Step {
            from: from.parse().expect("field"),
            to: to.parse().expect("field"),
            twist,
        }
    }

    #[test]
    fn test_tokens_and_aliases() {
        assert_eq!("e1-e4".parse(), Ok(step("e1", "e4", Twist::None)));
        assert_eq!("e1-e4l".parse(), Ok(step("e1", "e4", Twist::Left)));
        assert_eq!("e1-e4r".parse(), Ok(step("e1", "e4", Twist::Right)));
        assert_eq!("e1-e4<".parse(), Ok(step("e1", "e4", Twist::Left)));
        assert_eq!("e1-e4>".parse(), Ok(step("e1", "e4", Twist::Right)));
        assert_eq!("e1-e4^".parse(), Ok(step("e1", "e4", Twist::None)));
        assert_eq!("pass".parse(), Ok(AzacruMove::Pass));
        for twist in Twist::ALL {
            let m = step("a9", "i1", twist);
            assert_eq!(m.to_string().parse(), Ok(m));
        }
        assert_eq!(step("a9", "b8", Twist::Right).to_string(), "a9-b8r");
    }

    #[test]
    fn test_bad_tokens() {
        for token in [
            "", "e1", "e1e4", "e1-", "-e4", "e1-e4x", "e1-e4ll", "e1-e4l^", "E1-e4", "e1-e04",
            "e1--e4", "e1-e4-e5", "PASS", "pass ", "e1 -e4", "e1-l", "l",
        ] {
            assert_eq!(
                token.parse::<AzacruMove>(),
                Err(MoveError::Malformed),
                "{token:?}"
            );
        }
        for token in ["j1-j2", "e1-e10", "a0-a1", "e1-z4l"] {
            assert_eq!(
                token.parse::<AzacruMove>(),
                Err(MoveError::NoSuchField),
                "{token:?}"
            );
        }
        assert_eq!("j1-E2".parse::<AzacruMove>(), Err(MoveError::Malformed));
    }

    #[test]
    fn test_twist_between_directions() {
        assert_eq!(
            Twist::between(Direction::N, Direction::NW),
            Some(Twist::Left)
        );
        assert_eq!(
            Twist::between(Direction::N, Direction::N),
            Some(Twist::None)
        );
        assert_eq!(Twist::between(Direction::N, Direction::S), None);
    }
}
