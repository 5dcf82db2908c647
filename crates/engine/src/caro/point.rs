//! The 225 points of the Caro board and their names (`a1` to `o15`).

use std::{fmt, str::FromStr};

use crate::MoveError;

/// Points on a side of the board.
pub const SIZE: u8 = 15;
/// Points on the board.
pub const POINTS: usize = SIZE as usize * SIZE as usize;

/// A point of the board: column `a`–`o` from the left, row 1–15 from the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The centre, `h8`.
    pub const CENTRE: Point = Point(7 * SIZE + 7);

    /// The point at a column and a row counted from 0, if it is on the board.
    pub const fn new(col: u8, row: u8) -> Option<Point> {
        if col < SIZE && row < SIZE {
            Some(Point(row * SIZE + col))
        } else {
            None
        }
    }

    /// The point with this index (`row * 15 + col`), if there is one.
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < POINTS {
            Some(Point(index as u8))
        } else {
            None
        }
    }

    /// The column, from 0 (`a`).
    pub const fn col(self) -> u8 {
        self.0 % SIZE
    }

    /// The row, from 0 (row `1`).
    pub const fn row(self) -> u8 {
        self.0 / SIZE
    }

    /// The index, `row * 15 + col`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Every point, row by row from `a1`.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..POINTS as u8).map(Point)
    }

    /// The point `steps` steps away in direction `(dc, dr)`, if it is on the board.
    pub const fn step(self, (dc, dr): (i8, i8), steps: i8) -> Option<Point> {
        let col = self.col() as i16 + dc as i16 * steps as i16;
        let row = self.row() as i16 + dr as i16 * steps as i16;
        if col < 0 || row < 0 || col >= SIZE as i16 || row >= SIZE as i16 {
            None
        } else {
            Some(Point(row as u8 * SIZE + col as u8))
        }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

impl FromStr for Point {
    type Err = MoveError;

    /// Reads `h8`. A well-spelled name off the board (`p3`, `a16`, `a0`) is
    /// [`MoveError::NoSuchPoint`]; anything else (`H8`, `h08`, `h`) is
    /// [`MoveError::Malformed`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bytes = s.as_bytes();
        let (&letter, digits) = bytes.split_first().ok_or(MoveError::Malformed)?;
        let well_spelled = letter.is_ascii_lowercase()
            && !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits[0] != b'0' || digits.len() == 1);
        if !well_spelled {
            return Err(MoveError::Malformed);
        }
        let col = letter - b'a';
        // Only up to three digits can name a row at all; longer ones are off the board.
        let row = match digits.len() {
            1..=3 => digits
                .iter()
                .fold(0u16, |n, d| n * 10 + u16::from(d - b'0')),
            _ => return Err(MoveError::NoSuchPoint),
        };
        match row.checked_sub(1) {
            Some(row) if row < u16::from(SIZE) => {
                Point::new(col, row as u8).ok_or(MoveError::NoSuchPoint)
            }
            _ => Err(MoveError::NoSuchPoint),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_names_round_trip() {
        for p in Point::all() {
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        }
        assert_eq!(Point::CENTRE.to_string(), "h8");
        assert_eq!("a1".parse::<Point>().map(Point::index), Ok(0));
        assert_eq!("o15".parse::<Point>().map(Point::index), Ok(POINTS - 1));
    }

    #[test]
    fn test_off_board_names_are_no_such_point() {
        for name in ["p3", "z1", "a16", "a0", "o99", "a100", "a12345678901"] {
            assert_eq!(name.parse::<Point>(), Err(MoveError::NoSuchPoint), "{name}");
        }
    }

    #[test]
    fn test_misspelled_names_are_malformed() {
        for name in [
            "", "h", "H8", "h08", "8h", "h8 ", " h8", "hh8", "h-8", "é8", "h8a",
        ] {
            assert_eq!(name.parse::<Point>(), Err(MoveError::Malformed), "{name:?}");
        }
    }

    #[test]
    fn test_steps_stop_at_the_edge() {
        let a1 = Point::new(0, 0).expect("a1");
        assert_eq!(a1.step((1, 1), 1).map(|p| p.to_string()), Some("b2".into()));
        assert_eq!(a1.step((-1, 0), 1), None);
        assert_eq!(
            a1.step((0, 1), 14).map(|p| p.to_string()),
            Some("a15".into())
        );
        assert_eq!(a1.step((0, 1), 15), None);
    }
}
