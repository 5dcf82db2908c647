//! Karo: Jumpers and Crawlers (`docs/rules/karo-jumpers.md`), a race on a fixed board of
//! 3 by 8 tiles.
//!
//! A crawler (face-down piece) steps to a neighbouring empty cell and becomes a jumper; a
//! jumper (face-up piece) jumps a whole run of pieces and becomes a crawler. Whoever
//! first has all six pieces in the opponent's starting rows wins.
//!
//! # Position code
//!
//! The rows from the top (row 8) to the bottom, separated by `/`; in each row, from
//! column `a`, a letter for a piece (`r`/`w` a red/white crawler, `s`/`x` a red/white
//! jumper) and a number for a run of empty cells. Then the side to move, the passes and
//! the history, as in the [`karo`](super) module doc. The start position, and the same
//! after `a1-a3 c7-c6` (white's jumper became a crawler, red's crawler a jumper):
//!
//! ```text
//! sss/rrr/3/3/3/3/www/xxx.w0
//! sss/rr1/2s/3/3/w2/www/1xx.w0.a1-a3.c7-c6
//! ```

mod code;

use std::{fmt, str::FromStr};

use super::{Colour, DIRECTIONS, KaroOptions, Piece, Token, history::History, line, read_cell};
use crate::{CodeError, Game, GameId, MoveError, Outcome, ToMove};

/// Columns of the board (`a`–`c`).
pub const COLS: u8 = 3;
/// Rows of the board (`1`–`8`).
pub const ROWS: u8 = 8;
/// Cells of the board.
pub const CELLS: usize = COLS as usize * ROWS as usize;

/// One flag per cell, bit `row * 3 + col`.
type Cells = u32;

/// White's target: rows 7 and 8, where red starts.
const WHITE_TARGET: Cells = 0b111_111 << 18;
/// Red's target: rows 1 and 2, where white starts.
const RED_TARGET: Cells = 0b111_111;

/// A cell of the board: column `a`–`c` from the left, row 1–8 from white's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell at a column and a row counted from 0, if it is on the board.
    pub const fn new(col: u8, row: u8) -> Option<Cell> {
        if col < COLS && row < ROWS {
            Some(Cell(row * COLS + col))
        } else {
            None
        }
    }

    /// The column, from 0 (`a`).
    pub const fn col(self) -> u8 {
        self.0 % COLS
    }

    /// The row, from 0 (row `1`).
    pub const fn row(self) -> u8 {
        self.0 / COLS
    }

    /// Every cell, row by row from `a1`.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// The cell `steps` steps away in direction `(dc, dr)`, if it is on the board.
    pub const fn step(self, (dc, dr): (i8, i8), steps: i8) -> Option<Cell> {
        let col = self.col() as i8 + dc * steps;
        let row = self.row() as i8 + dr * steps;
        if col < 0 || row < 0 {
            None
        } else {
            Cell::new(col as u8, row as u8)
        }
    }

    const fn bit(self) -> Cells {
        1 << self.0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

impl FromStr for Cell {
    type Err = MoveError;

    /// Reads `b3`; a well-spelled name off the board (`d1`, `a9`) is
    /// [`MoveError::NoSuchCell`], anything else [`MoveError::Malformed`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (col, row) = read_cell(s, COLS, ROWS)?;
        Cell::new(col, row).ok_or(MoveError::NoSuchCell)
    }
}

/// The cells of a set, from `a1` row by row.
fn cells(mut set: Cells) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        let index = set.trailing_zeros();
        set &= set.wrapping_sub(1);
        (index < CELLS as u32).then_some(Cell(index as u8))
    })
}

/// A move of karo-jumpers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JumpersMove {
    /// A crawler's step or a jumper's jump (token `b2-b3`, `a1-a3`).
    Step {
        /// Where the piece stands.
        from: Cell,
        /// Where it ends.
        to: Cell,
    },
    /// No other move is possible (token `pass`).
    Pass,
}

impl fmt::Display for JumpersMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JumpersMove::Step { from, to } => write!(f, "{from}-{to}"),
            JumpersMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for JumpersMove {
    type Err = MoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match Token::split(s)? {
            Token::Pass => Ok(JumpersMove::Pass),
            Token::Step(from, to) => Ok(JumpersMove::Step {
                from: from.parse()?,
                to: to.parse()?,
            }),
            Token::Cell(_) | Token::Relocate(..) => Err(MoveError::Malformed),
        }
    }
}

/// A position of karo-jumpers.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct KaroJumpers {
    options: KaroOptions,
    red: Cells,
    white: Cells,
    /// Face-up pieces of both colours.
    jumpers: Cells,
    to_move: Colour,
    /// Passes in a row just played.
    passes: u8,
    result: Option<Outcome>,
    history: History<u128, JumpersMove>,
}

impl Default for KaroJumpers {
    fn default() -> Self {
        KaroJumpers::new(KaroOptions::default())
    }
}

impl fmt::Debug for KaroJumpers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KaroJumpers")
            .field("options", &self.options)
            .field("code", &self.to_code())
            .finish()
    }
}

impl KaroJumpers {
    /// The piece on a cell, if any.
    pub fn piece(&self, cell: Cell) -> Option<Piece> {
        let colour = if self.red & cell.bit() != 0 {
            Colour::Red
        } else if self.white & cell.bit() != 0 {
            Colour::White
        } else {
            return None;
        };
        Some(Piece {
            colour,
            face_up: self.jumpers & cell.bit() != 0,
        })
    }

    /// The side whose turn it is (once the game is over: the side that would move).
    pub fn side_to_move(&self) -> Colour {
        self.to_move
    }

    /// The rows a colour must fill to win: the opponent's starting rows.
    pub fn target(colour: Colour) -> impl Iterator<Item = Cell> {
        cells(target(colour))
    }

    fn own(&self, colour: Colour) -> Cells {
        match colour {
            Colour::Red => self.red,
            Colour::White => self.white,
        }
    }

    fn own_mut(&mut self, colour: Colour) -> &mut Cells {
        match colour {
            Colour::Red => &mut self.red,
            Colour::White => &mut self.white,
        }
    }

    fn occupied(&self) -> Cells {
        self.red | self.white
    }

    fn is_home(&self, colour: Colour) -> bool {
        self.own(colour) == target(colour)
    }

    /// The board and the side to move, exactly: what a repetition compares.
    fn key(&self) -> u128 {
        u128::from(self.red)
            | u128::from(self.white) << 24
            | u128::from(self.jumpers) << 48
            | u128::from(self.to_move == Colour::White) << 72
    }

    /// Where a jumper on `from` lands going in `direction`: past the run of pieces next
    /// to it, if there is a run and the cell after it is on the board.
    fn landing(&self, from: Cell, direction: (i8, i8)) -> Option<Cell> {
        let occupied = self.occupied();
        let mut cell = from.step(direction, 1)?;
        if occupied & cell.bit() == 0 {
            return None;
        }
        while occupied & cell.bit() != 0 {
            cell = cell.step(direction, 1)?;
        }
        Some(cell)
    }

    /// How a piece of the side to move may go from `from` to `to` (an empty cell).
    fn check_step(&self, from: Cell, to: Cell) -> Result<(), MoveError> {
        let dc = to.col() as i8 - from.col() as i8;
        let dr = to.row() as i8 - from.row() as i8;
        if self.jumpers & from.bit() == 0 {
            return match dc.abs().max(dr.abs()) {
                1 => Ok(()),
                _ => Err(MoveError::CrawlerCannotJump),
            };
        }
        match line(dc, dr) {
            None => Err(MoveError::WrongWay),
            Some((_, 1)) => Err(MoveError::JumperCannotCrawl),
            Some((direction, _)) => match self.landing(from, direction) {
                Some(landing) if landing == to => Ok(()),
                Some(_) => Err(MoveError::NotPastTheRun),
                None => Err(MoveError::NothingToJump),
            },
        }
    }

    /// Whether the side to move has any move but a pass.
    fn can_move(&self) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.first().is_some_and(|&m| m != JumpersMove::Pass)
    }

    /// Checks what a position code cannot say directly, and sets the outcome the board
    /// shows.
    fn settle(&mut self) -> Result<(), CodeError> {
        if self.red.count_ones() != 6 || self.white.count_ones() != 6 {
            return Err(CodeError::Impossible("each side has six pieces"));
        }
        let last = self.to_move.opponent();
        if self.is_home(self.to_move) {
            return Err(CodeError::Impossible(
                "the side to move already has all its pieces home",
            ));
        }
        if self.is_home(last) && self.passes > 0 {
            return Err(CodeError::Impossible("a pass after the game was won"));
        }
        self.result = if self.is_home(last) {
            Some(Outcome::Winner(last.seat()))
        } else if self.passes >= 2 {
            Some(Outcome::Draw)
        } else {
            None
        };
        self.history.restart(self.key());
        Ok(())
    }
}

fn target(colour: Colour) -> Cells {
    match colour {
        Colour::Red => RED_TARGET,
        Colour::White => WHITE_TARGET,
    }
}

impl Game for KaroJumpers {
    type Move = JumpersMove;
    type Options = KaroOptions;

    const ID: GameId = GameId::KaroJumpers;
    const SEAT_NAMES: &'static [&'static str] = &["red", "white"];

    fn new(options: KaroOptions) -> Self {
        let row = |r: u32| 0b111 << (3 * r);
        let mut game = KaroJumpers {
            options,
            white: row(0) | row(1),
            red: row(6) | row(7),
            jumpers: row(0) | row(7),
            to_move: options.first.colour(),
            passes: 0,
            result: None,
            history: History::new(0),
        };
        game.history.restart(game.key());
        game
    }

    fn options(&self) -> &KaroOptions {
        &self.options
    }

    fn to_move(&self) -> Option<ToMove> {
        match self.result {
            Some(_) => None,
            None => Some(ToMove::Seat(self.to_move.seat())),
        }
    }

    fn legal_moves(&self, moves: &mut Vec<JumpersMove>) {
        moves.clear();
        if self.result.is_some() {
            return;
        }
        let occupied = self.occupied();
        for from in cells(self.own(self.to_move)) {
            let is_jumper = self.jumpers & from.bit() != 0;
            for direction in DIRECTIONS {
                let to = if is_jumper {
                    self.landing(from, direction)
                } else {
                    from.step(direction, 1)
                        .filter(|to| occupied & to.bit() == 0)
                };
                if let Some(to) = to {
                    moves.push(JumpersMove::Step { from, to });
                }
            }
        }
        if moves.is_empty() {
            moves.push(JumpersMove::Pass);
        }
    }

    fn check_move(&self, m: JumpersMove) -> Result<(), MoveError> {
        match m {
            JumpersMove::Pass if self.can_move() => Err(MoveError::PassNotAllowed),
            JumpersMove::Pass => Ok(()),
            JumpersMove::Step { from, .. } if self.own(self.to_move) & from.bit() == 0 => {
                Err(MoveError::NotYourPiece)
            }
            JumpersMove::Step { to, .. } if self.occupied() & to.bit() != 0 => {
                Err(MoveError::TileTaken)
            }
            JumpersMove::Step { from, to } => self.check_step(from, to),
        }
    }

    fn play_unchecked(&mut self, m: JumpersMove) {
        let mover = self.to_move;
        match m {
            JumpersMove::Step { from, to } => {
                *self.own_mut(mover) ^= from.bit() | to.bit();
                let was_jumper = self.jumpers & from.bit() != 0;
                self.jumpers &= !from.bit();
                if !was_jumper {
                    self.jumpers |= to.bit();
                }
                self.passes = 0;
            }
            JumpersMove::Pass => self.passes += 1,
        }
        self.to_move = mover.opponent();
        let occurrences = self.history.record(m, self.key());
        self.result = if self.is_home(mover) {
            Some(Outcome::Winner(mover.seat()))
        } else if self.passes >= 2 || occurrences >= 3 {
            Some(Outcome::Draw)
        } else {
            None
        };
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result
    }

    fn parse_move(&self, token: &str) -> Result<JumpersMove, MoveError> {
        token.parse()
    }

    fn format_move(&self, m: JumpersMove) -> String {
        m.to_string()
    }

    fn to_code(&self) -> String {
        code::write(self)
    }

    fn from_code(options: KaroOptions, text: &str) -> Result<Self, CodeError> {
        code::read(options, text)
    }
}

#[cfg(test)]
mod tests;
