//! Caro's position code.
//!
//! The rows from the top (row 15) to the bottom, separated by `/`; in each row, from
//! column `a`, `b` for a black stone, `w` for a white one and a number for a run of empty
//! points. Then `.` and who holds black: `1` the first person (the opener), `2` the
//! second, or `-` while a swap opening's colour choice is still to come. The colour to
//! move follows from the number of stones. The empty board of a free game:
//!
//! ```text
//! 15/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1
//! ```

use std::fmt::Write;

use super::{Caro, Colour, Opening, POINTS, Person, Point, Run, SIZE};
use crate::{CodeError, Game};

pub(super) fn write(caro: &Caro) -> String {
    let mut code = String::with_capacity(64);
    for row in (0..SIZE).rev() {
        let mut empty = 0;
        for col in 0..SIZE {
            let stone = Point::new(col, row).and_then(|p| caro.stone(p));
            match stone {
                None => empty += 1,
                Some(colour) => {
                    if empty > 0 {
                        let _ = write!(code, "{empty}");
                        empty = 0;
                    }
                    code.push(match colour {
                        Colour::Black => 'b',
                        Colour::White => 'w',
                    });
                }
            }
        }
        if empty > 0 {
            let _ = write!(code, "{empty}");
        }
        code.push(if row > 0 { '/' } else { '.' });
    }
    code.push(match caro.black {
        None => '-',
        Some(Person::Opener) => '1',
        Some(Person::Responder) => '2',
    });
    code
}

pub(super) fn read(options: super::CaroOptions, text: &str) -> Result<Caro, CodeError> {
    let (rows, holder) = text.split_once('.').ok_or(CodeError::Syntax(
        "expected the rows, '.' and who holds black",
    ))?;
    let mut caro = Caro::new(options);
    caro.black = match holder {
        "-" => None,
        "1" => Some(Person::Opener),
        "2" => Some(Person::Responder),
        _ => return Err(CodeError::Syntax("who holds black must be 1, 2 or -")),
    };

    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != usize::from(SIZE) {
        return Err(CodeError::Syntax("expected 15 rows separated by '/'"));
    }
    let (mut black, mut white) = (0usize, 0usize);
    for (i, row_text) in rows.iter().enumerate() {
        let row = SIZE - 1 - i as u8;
        let mut col: usize = 0;
        let mut chars = row_text.bytes().peekable();
        while let Some(c) = chars.next() {
            let colour = match c {
                b'b' => Some(Colour::Black),
                b'w' => Some(Colour::White),
                b'1'..=b'9' => None,
                _ => return Err(CodeError::Syntax("a row holds only b, w and numbers")),
            };
            let run = match colour {
                Some(_) => 1,
                None => {
                    let mut n = usize::from(c - b'0');
                    while let Some(d) = chars.next_if(u8::is_ascii_digit) {
                        n = n * 10 + usize::from(d - b'0');
                        if n > usize::from(SIZE) {
                            break;
                        }
                    }
                    n
                }
            };
            if col + run > usize::from(SIZE) {
                return Err(CodeError::Syntax("a row holds more than 15 points"));
            }
            if let Some(colour) = colour {
                let p = Point::new(col as u8, row).ok_or(CodeError::Syntax("off the board"))?;
                caro.board[p.index()] = Some(colour);
                match colour {
                    Colour::Black => black += 1,
                    Colour::White => white += 1,
                }
            }
            col += run;
        }
        if col != usize::from(SIZE) {
            return Err(CodeError::Syntax("a row holds fewer than 15 points"));
        }
    }
    caro.stones = (black + white) as u8;

    if black != white && black != white + 1 {
        return Err(CodeError::Impossible(
            "black must have as many stones as white, or one more",
        ));
    }
    check_opening(&caro)?;
    caro.winner = find_winner(&caro)?;
    debug_assert!(caro.stones() <= POINTS);
    Ok(caro)
}

/// Whether the colour choice stands where the opening allows it.
fn check_opening(caro: &Caro) -> Result<(), CodeError> {
    let stones = caro.stones;
    match (caro.options.opening, caro.black) {
        (Opening::Free, Some(Person::Opener)) => Ok(()),
        (Opening::Free, _) => Err(CodeError::Impossible(
            "in the free opening the first person holds black (1)",
        )),
        (Opening::Swap, None) if stones > 3 => Err(CodeError::Impossible(
            "in the swap opening the colours are chosen after stone 3",
        )),
        (Opening::Swap2, None) if stones > 5 => Err(CodeError::Impossible(
            "in the swap2 opening the colours are chosen by stone 5",
        )),
        (Opening::Swap | Opening::Swap2, Some(_)) if stones < 3 => Err(CodeError::Impossible(
            "in the swap openings the colours are chosen after stone 3",
        )),
        _ => Ok(()),
    }
}

/// The colour that has won, if any, checking that one last stone could have ended the
/// game this way.
fn find_winner(caro: &Caro) -> Result<Option<Colour>, CodeError> {
    let last_mover = caro.next_colour().opponent();
    if caro.winning_runs(last_mover.opponent()).next().is_some() {
        return Err(CodeError::Impossible(
            "the side to move already has a winning row",
        ));
    }
    let runs: Vec<Run> = caro.winning_runs(last_mover).collect();
    let Some(first) = runs.first() else {
        return Ok(None);
    };
    // One stone ends the game: every winning row must pass through it.
    let has_common_stone = first
        .points()
        .any(|p| runs.iter().all(|run| run.points().any(|q| q == p)));
    if has_common_stone {
        Ok(Some(last_mover))
    } else {
        Err(CodeError::Impossible(
            "two winning rows that no single stone completed",
        ))
    }
}
