//! The parts of a position code both variants write alike: rows of cells, and the state
//! and history after the board (see the [`karo`](super) module doc).

use std::fmt::Write;

use super::{Colour, Piece};
use crate::CodeError;

/// One cell as a row of a code shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mark {
    /// Written as part of a number: a cell without a tile (karo-four) or an empty cell
    /// (karo-jumpers).
    Blank,
    /// An empty tile, `t` (karo-four only).
    Tile,
    /// A piece, by its letter.
    Piece(Piece),
}

/// Appends one row: a number for each run of blanks, a letter for anything else.
pub(super) fn write_row(code: &mut String, marks: impl Iterator<Item = Mark>) {
    let mut blanks = 0;
    for mark in marks {
        let letter = match mark {
            Mark::Blank => {
                blanks += 1;
                continue;
            }
            Mark::Tile => b't',
            Mark::Piece(piece) => piece.letter(),
        };
        if blanks > 0 {
            let _ = write!(code, "{blanks}");
            blanks = 0;
        }
        code.push(char::from(letter));
    }
    if blanks > 0 {
        let _ = write!(code, "{blanks}");
    }
}

/// Reads one row of at most `width` cells, calling `put` with the column and the mark of
/// every cell that is not blank, and returns how many cells the row holds. `tiles` says
/// whether `t` may appear.
pub(super) fn read_row(
    text: &str,
    width: u8,
    tiles: bool,
    mut put: impl FnMut(u8, Mark),
) -> Result<u8, CodeError> {
    let mut col: usize = 0;
    let mut bytes = text.bytes().peekable();
    while let Some(b) = bytes.next() {
        let mark = match b {
            b't' if tiles => Mark::Tile,
            b'1'..=b'9' => {
                let mut run = usize::from(b - b'0');
                while let Some(d) = bytes.next_if(u8::is_ascii_digit) {
                    run = run * 10 + usize::from(d - b'0');
                    if run > usize::from(width) {
                        break;
                    }
                }
                col += run;
                if col > usize::from(width) {
                    return Err(CodeError::Syntax("a row is longer than the board"));
                }
                continue;
            }
            _ => match Piece::from_letter(b) {
                Some(piece) => Mark::Piece(piece),
                None if tiles => {
                    return Err(CodeError::Syntax(
                        "a row holds only numbers, t, r, s, w and x",
                    ));
                }
                None => return Err(CodeError::Syntax("a row holds only numbers, r, s, w and x")),
            },
        };
        if col >= usize::from(width) {
            return Err(CodeError::Syntax("a row is longer than the board"));
        }
        put(col as u8, mark);
        col += 1;
    }
    Ok(col as u8)
}

/// Appends `.`, the side to move and the passes, then `.` and each move of the history.
pub(super) fn write_state(
    code: &mut String,
    to_move: Colour,
    passes: u8,
    history: impl Iterator<Item = String>,
) {
    code.push('.');
    code.push(to_move.letter());
    let _ = write!(code, "{passes}");
    for token in history {
        code.push('.');
        code.push_str(&token);
    }
}

/// Reads the side to move and the passes (`w0`).
pub(super) fn read_state(text: &str) -> Result<(Colour, u8), CodeError> {
    match text.as_bytes() {
        &[side, passes @ b'0'..=b'2'] => {
            let side = match side {
                b'r' => Colour::Red,
                b'w' => Colour::White,
                _ => return Err(CodeError::Syntax("the side to move must be r or w")),
            };
            Ok((side, passes - b'0'))
        }
        _ => Err(CodeError::Syntax(
            "expected the side to move (r or w) and the passes (0, 1 or 2)",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, width: u8, tiles: bool) -> Result<Vec<(u8, Mark)>, CodeError> {
        let mut marks = Vec::new();
        let len = read_row(text, width, tiles, |col, mark| marks.push((col, mark)))?;
        if len == width {
            Ok(marks)
        } else {
            Err(CodeError::Syntax("a row is shorter than the board"))
        }
    }

    #[test]
    fn test_rows_round_trip() {
        let red = Mark::Piece(Piece {
            colour: Colour::Red,
            face_up: false,
        });
        let marks = [Mark::Blank, Mark::Blank, Mark::Tile, red, Mark::Blank];
        let mut code = String::new();
        write_row(&mut code, marks.iter().copied());
        assert_eq!(code, "2tr1");
        assert_eq!(read(&code, 5, true), Ok(vec![(2, Mark::Tile), (3, red)]));
        let mut code = String::new();
        write_row(&mut code, std::iter::repeat_n(Mark::Blank, 12));
        assert_eq!(code, "12");
        assert_eq!(read("12", 12, true), Ok(vec![]));
    }

    #[test]
    fn test_bad_rows() {
        let short = Err(CodeError::Syntax("a row is shorter than the board"));
        let long = Err(CodeError::Syntax("a row is longer than the board"));
        assert_eq!(read("2", 3, false), short);
        assert_eq!(read("", 3, false), short);
        assert_eq!(read("4", 3, false), long);
        assert_eq!(read("3r", 3, false), long);
        assert_eq!(read("rrrr", 3, false), long);
        assert_eq!(read("99999999999999999999", 20, true), long);
        assert!(read("0rrr", 3, false).is_err());
        assert!(read("01rr", 3, false).is_err());
        assert!(read("t2", 3, false).is_err());
        assert!(read("R2", 3, false).is_err());
    }

    #[test]
    fn test_state() {
        assert_eq!(read_state("w0"), Ok((Colour::White, 0)));
        assert_eq!(read_state("r2"), Ok((Colour::Red, 2)));
        for bad in ["", "w", "w3", "b0", "w00", "0w"] {
            assert!(read_state(bad).is_err(), "{bad}");
        }
    }
}
