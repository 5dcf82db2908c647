//! Karo, the wooden game whose board is made of loose square tiles: what its two variants
//! share (`docs/rules/karo-four.md`, `docs/rules/karo-jumpers.md`).
//!
//! Both are played by `red` and `white` with six pieces each; a piece is face-up or
//! face-down, and a jump turns it over. Both take the option `first` (who moves first),
//! end in a draw on two passes in a row or on the third occurrence of a position, and
//! write their moves `from-to` with chess-style cell names.
//!
//! # Position codes
//!
//! Both variants write a piece as one letter: `r` a face-down red piece, `s` a face-up
//! red one, `w` a face-down white piece, `x` a face-up white one (the face-up letter is the
//! one after the face-down letter). After the board comes `.`, the side to move (`r` or
//! `w`) and the number of passes that ended the game so far (`0`, `1` or `2`). Then, each
//! after a `.`, the move tokens played since the repetition count began, oldest first:
//! the positions they pass through are the ones a later position may repeat. The
//! variants' own module docs give the board part and examples.

mod code;
pub mod four;
mod history;
pub mod jumpers;

use crate::{GameOptions, MoveError, OptionError, Seat, option_value, options::OptionValue};

/// A side: each plays six pieces of its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// The first seat.
    Red,
    /// The second seat; moves first unless the option `first` says `red`.
    White,
}

impl Colour {
    /// Both colours, in seat order.
    pub const ALL: [Colour; 2] = [Colour::Red, Colour::White];

    /// The other colour.
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::Red => Colour::White,
            Colour::White => Colour::Red,
        }
    }

    /// The colour's seat: red first.
    pub const fn seat(self) -> Seat {
        match self {
            Colour::Red => Seat(0),
            Colour::White => Seat(1),
        }
    }

    /// The letter of the side to move in a position code.
    const fn letter(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::White => 'w',
        }
    }
}

/// A piece as it stands on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub colour: Colour,
    /// Whether its marked face (the circle) shows. In karo-jumpers a face-up piece is a
    /// jumper and a face-down one a crawler.
    pub face_up: bool,
}

impl Piece {
    /// The piece's letter in a position code.
    const fn letter(self) -> u8 {
        match (self.colour, self.face_up) {
            (Colour::Red, false) => b'r',
            (Colour::Red, true) => b's',
            (Colour::White, false) => b'w',
            (Colour::White, true) => b'x',
        }
    }

    /// The piece a position-code letter stands for.
    const fn from_letter(letter: u8) -> Option<Piece> {
        let (colour, face_up) = match letter {
            b'r' => (Colour::Red, false),
            b's' => (Colour::Red, true),
            b'w' => (Colour::White, false),
            b'x' => (Colour::White, true),
            _ => return None,
        };
        Some(Piece { colour, face_up })
    }
}

option_value! {
    /// Who moves first (option `first`).
    First, key = "first" {
        /// White moves first.
        White = "white",
        /// Red moves first.
        Red = "red",
    }
}

impl First {
    /// The colour that moves first.
    pub const fn colour(self) -> Colour {
        match self {
            First::White => Colour::White,
            First::Red => Colour::Red,
        }
    }
}

/// The options of both Karo variants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KaroOptions {
    /// Who moves first.
    pub first: First,
}

impl GameOptions for KaroOptions {
    const SPECS: &'static [crate::OptionSpec] = &[First::SPEC];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            First::KEY => self.first = First::parse(value)?,
            _ => return Err(Self::unknown(key)),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            First::KEY => Some(self.first.as_str()),
            _ => None,
        }
    }
}

/// The eight directions a piece moves in, as (column step, row step).
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The direction and the distance from one cell to another along a row, a column or a
/// diagonal, given as column and row differences; `None` off those lines or for no
/// distance at all.
const fn line(dc: i8, dr: i8) -> Option<((i8, i8), u8)> {
    let (adc, adr) = (dc.unsigned_abs(), dr.unsigned_abs());
    if (adc == 0 && adr == 0) || (adc != 0 && adr != 0 && adc != adr) {
        return None;
    }
    let distance = if adc > adr { adc } else { adr };
    Some(((dc.signum(), dr.signum()), distance))
}

/// Reads a cell name on a table of `cols` columns and `rows` rows, returning the column
/// and the row counted from 0. A well-spelled name off the table (`u1`, `a21`, `a0`) is
/// [`MoveError::NoSuchCell`]; anything else (`A1`, `a01`, `a`) is
/// [`MoveError::Malformed`].
fn read_cell(name: &str, cols: u8, rows: u8) -> Result<(u8, u8), MoveError> {
    let bytes = name.as_bytes();
    let (&letter, digits) = bytes.split_first().ok_or(MoveError::Malformed)?;
    let well_spelled = letter.is_ascii_lowercase()
        && !digits.is_empty()
        && digits.iter().all(u8::is_ascii_digit)
        && (digits[0] != b'0' || digits.len() == 1);
    if !well_spelled {
        return Err(MoveError::Malformed);
    }
    // Longer numbers are off the table anyway (and would overflow).
    if digits.len() > 3 {
        return Err(MoveError::NoSuchCell);
    }
    let row = digits
        .iter()
        .fold(0u16, |n, d| n * 10 + u16::from(d - b'0'));
    let col = letter - b'a';
    match row.checked_sub(1) {
        Some(row) if row < u16::from(rows) && col < cols => Ok((col, row as u8)),
        _ => Err(MoveError::NoSuchCell),
    }
}

/// The parts of a move token, before its cells are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token<'a> {
    /// `pass`
    Pass,
    /// `i10`
    Cell(&'a str),
    /// `i10-j11`
    Step(&'a str, &'a str),
    /// `l12-m12/h9`
    Relocate(&'a str, &'a str, &'a str),
}

impl<'a> Token<'a> {
    /// Splits a token at its `-` and `/`. Anything that is not one of the four shapes
    /// is [`MoveError::Malformed`].
    fn split(token: &'a str) -> Result<Token<'a>, MoveError> {
        if token == "pass" {
            return Ok(Token::Pass);
        }
        let (step, tile) = match token.split_once('/') {
            Some((step, tile)) => (step, Some(tile)),
            None => (token, None),
        };
        match (step.split_once('-'), tile) {
            (None, None) => Ok(Token::Cell(step)),
            (Some((from, to)), None) => Ok(Token::Step(from, to)),
            (Some((from, to)), Some(tile)) => Ok(Token::Relocate(from, to, tile)),
            (None, Some(_)) => Err(MoveError::Malformed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_cell_names_on_a_small_board() {
        assert_eq!(read_cell("a1", 3, 8), Ok((0, 0)));
        assert_eq!(read_cell("c8", 3, 8), Ok((2, 7)));
        for name in ["d1", "a9", "a0", "z1", "a100", "a1234"] {
            assert_eq!(read_cell(name, 3, 8), Err(MoveError::NoSuchCell), "{name}");
        }
        for name in ["", "a", "A1", "a01", "1a", "a1 ", "-1", "é1", "a+1"] {
            assert_eq!(read_cell(name, 3, 8), Err(MoveError::Malformed), "{name:?}");
        }
        assert_eq!(read_cell("t20", 20, 20), Ok((19, 19)));
        assert_eq!(read_cell("u20", 20, 20), Err(MoveError::NoSuchCell));
    }

    #[test]
    fn test_token_shapes() {
        assert_eq!(Token::split("pass"), Ok(Token::Pass));
        assert_eq!(Token::split("i10"), Ok(Token::Cell("i10")));
        assert_eq!(Token::split("i10-j11"), Ok(Token::Step("i10", "j11")));
        assert_eq!(
            Token::split("l12-m12/h9"),
            Ok(Token::Relocate("l12", "m12", "h9"))
        );
        assert_eq!(Token::split("a1/b2"), Err(MoveError::Malformed));
        // The parts are read later: these split, then fail on their cells.
        assert_eq!(Token::split("a1-b2-c3"), Ok(Token::Step("a1", "b2-c3")));
        assert_eq!(
            Token::split("a1-b2/c3/d4"),
            Ok(Token::Relocate("a1", "b2", "c3/d4"))
        );
    }

    #[test]
    fn test_lines_between_cells() {
        assert_eq!(line(1, 0), Some(((1, 0), 1)));
        assert_eq!(line(-2, 2), Some(((-1, 1), 2)));
        assert_eq!(line(0, -5), Some(((0, -1), 5)));
        assert_eq!(line(0, 0), None);
        assert_eq!(line(1, 2), None);
    }

    #[test]
    fn test_piece_letters_round_trip() {
        for colour in Colour::ALL {
            for face_up in [false, true] {
                let piece = Piece { colour, face_up };
                assert_eq!(Piece::from_letter(piece.letter()), Some(piece));
            }
        }
        assert_eq!(Piece::from_letter(b't'), None);
    }

    #[test]
    fn test_first_option() {
        let options = KaroOptions::from_assignments(["first=red"]).expect("valid");
        assert_eq!(options.first.colour(), Colour::Red);
        assert_eq!(KaroOptions::default().first.colour(), Colour::White);
        assert_eq!(options.non_default(), vec![("first", "red")]);
        assert!(KaroOptions::from_assignments(["first=black"]).is_err());
        assert!(KaroOptions::from_assignments(["size=3"]).is_err());
    }
}
