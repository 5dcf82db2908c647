//! Karo: Four in a Row (`docs/rules/karo-four.md`), where the board's 20 tiles move.
//!
//! The tiles lie on a 20×20 table (`a1`–`t20`). Each side first places its six pieces
//! face-down, then moves them: a slide to a neighbouring empty tile, a jump over one piece
//! (which turns the jumper over), or a relocation: an empty tile with at most two
//! side-neighbours, whose lifting leaves the field in one piece, goes to a cell touching
//! the rest of the field, and a piece slides or jumps onto it in the same move
//! (`l12-m12/h9`: the tile from `h9` goes to `m12`, the piece on `l12` enters it). Four
//! face-up pieces of one side in a line win.
//!
//! # Position code
//!
//! The top-left cell of the smallest box around the tiles, then `.` and the box's rows
//! from the top, separated by `/`; in each row, from the left, `t` for an empty tile, a
//! piece letter (`r`, `s`, `w`, `x`: see the [`karo`](super) module doc) for a tile with a
//! piece, and a number for a run of cells without a tile. Then the side to move, the
//! passes and the history (the moves since the last placement), as in the [`karo`](super)
//! module doc. The start, and a game after the twelve placements `h9 i9 j9 k9 l9 h10 i10
//! j10 k10 l10 h11 i11` and the moves `h11-g10/l12` (the tile from `l12` goes to `g10`,
//! white's `h11` slides onto it) and `i11-i12`:
//!
//! ```text
//! h12.ttttt/ttttt/ttttt/ttttt.w0
//! g12.1trtt1/1ttttt/wrwrwr/1wrwrw.w0.h11-g10/l12.i11-i12
//! ```

mod code;
mod field;
mod movegen;
mod table;

use std::{fmt, str::FromStr};

use super::{Colour, DIRECTIONS, KaroOptions, Piece, Token, history::History, line};
use crate::{CodeError, Game, GameId, MoveError, Outcome, ToMove};
use table::Cells;
pub use table::{Cell, SIZE};

/// Tiles in the field.
pub const TILES: u32 = 20;
/// Pieces of each side.
pub const PIECES: u32 = 6;

/// A move of karo-four.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FourMove {
    /// Put a piece face-down on an empty tile (token `i10`).
    Place(Cell),
    /// A slide to a neighbouring empty tile, or a jump over one piece (token `i10-j11`).
    Step {
        /// Where the piece stands.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// Lift the tile at `tile`, put it on `to`, and move the piece on `from` onto it
    /// (token `l12-m12/h9`).
    Relocate {
        /// Where the piece stands.
        from: Cell,
        /// Where the tile and the piece go.
        to: Cell,
        /// Where the tile is lifted from.
        tile: Cell,
    },
    /// No other move is possible (token `pass`).
    Pass,
}

impl fmt::Display for FourMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FourMove::Place(cell) => cell.fmt(f),
            FourMove::Step { from, to } => write!(f, "{from}-{to}"),
            FourMove::Relocate { from, to, tile } => write!(f, "{from}-{to}/{tile}"),
            FourMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for FourMove {
    type Err = MoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match Token::split(s)? {
            Token::Pass => FourMove::Pass,
            Token::Cell(cell) => FourMove::Place(cell.parse()?),
            Token::Step(from, to) => FourMove::Step {
                from: from.parse()?,
                to: to.parse()?,
            },
            Token::Relocate(from, to, tile) => FourMove::Relocate {
                from: from.parse()?,
                to: to.parse()?,
                tile: tile.parse()?,
            },
        })
    }
}

/// A position exactly, for the repetition count: the tiles in order, a 3-bit piece code
/// for each, and the side to move in the top bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    tiles: [u16; TILES as usize],
    pieces: u64,
}

/// A position of karo-four.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct KaroFour {
    options: KaroOptions,
    tiles: Cells,
    red: Cells,
    white: Cells,
    /// Face-up pieces of both colours.
    up: Cells,
    to_move: Colour,
    /// Passes in a row just played.
    passes: u8,
    result: Option<Outcome>,
    history: History<Key, FourMove>,
}

impl Default for KaroFour {
    fn default() -> Self {
        KaroFour::new(KaroOptions::default())
    }
}

impl fmt::Debug for KaroFour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KaroFour")
            .field("options", &self.options)
            .field("code", &self.to_code())
            .finish()
    }
}

impl KaroFour {
    /// Whether a tile lies on `cell`.
    pub fn has_tile(&self, cell: Cell) -> bool {
        self.tiles.has(cell)
    }

    /// The cells of the tiles, row by row from `a1`.
    pub fn tiles(&self) -> impl Iterator<Item = Cell> {
        self.tiles.iter()
    }

    /// The piece on a cell, if any.
    pub fn piece(&self, cell: Cell) -> Option<Piece> {
        let colour = if self.red.has(cell) {
            Colour::Red
        } else if self.white.has(cell) {
            Colour::White
        } else {
            return None;
        };
        Some(Piece {
            colour,
            face_up: self.up.has(cell),
        })
    }

    /// The side whose turn it is (once the game is over: the side that would move).
    pub fn side_to_move(&self) -> Colour {
        self.to_move
    }

    /// How many pieces are on the board.
    pub fn placed(&self) -> u32 {
        self.red.len() + self.white.len()
    }

    /// Whether pieces are still being placed (phase 1).
    pub fn is_placing(&self) -> bool {
        self.placed() < 2 * PIECES
    }

    /// The tiles that can be lifted now (empty, at most two side-neighbours, and the rest
    /// of the field stays in one piece), row by row from `a1`.
    pub fn liftable_tiles(&self) -> Vec<Cell> {
        field::liftable(self.tiles, self.tiles & !self.occupied())
            .iter()
            .collect()
    }

    /// The cells of every four in a row of the winner, once there is one.
    pub fn winning_cells(&self) -> Vec<Cell> {
        match self.result {
            Some(Outcome::Winner(seat)) => {
                let winner = Colour::ALL[seat.index()];
                field::fours(self.own(winner) & self.up).iter().collect()
            }
            _ => Vec::new(),
        }
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

    fn has_four(&self, colour: Colour) -> bool {
        field::has_four(self.own(colour) & self.up)
    }

    fn key(&self) -> Key {
        let mut key = Key {
            tiles: [0; TILES as usize],
            pieces: u64::from(self.to_move == Colour::White) << 63,
        };
        for (i, cell) in self.tiles.iter().take(TILES as usize).enumerate() {
            key.tiles[i] = cell.index();
            let piece = match self.piece(cell) {
                None => 0,
                Some(Piece { colour, face_up }) => {
                    1 + u64::from(face_up) + 2 * u64::from(colour == Colour::White)
                }
            };
            key.pieces |= piece << (3 * i);
        }
        key
    }

    /// Moves the piece on `from` to `to`, turning it over if it jumped.
    fn move_piece(&mut self, colour: Colour, from: Cell, to: Cell) {
        let own = self.own_mut(colour);
        own.remove(from);
        own.insert(to);
        let jumped = from
            .col()
            .abs_diff(to.col())
            .max(from.row().abs_diff(to.row()))
            == 2;
        let was_up = self.up.has(from);
        self.up.remove(from);
        if was_up != jumped {
            self.up.insert(to);
        }
    }

    /// Checks what a position code cannot say directly, and sets the outcome the board
    /// shows and a fresh repetition count.
    fn settle(&mut self) -> Result<(), CodeError> {
        if self.tiles.len() != TILES {
            return Err(CodeError::Impossible("the field has 20 tiles"));
        }
        if !field::is_connected(self.tiles) {
            return Err(CodeError::Impossible(
                "the tiles must be joined through their sides",
            ));
        }
        if self.red.len() > PIECES || self.white.len() > PIECES {
            return Err(CodeError::Impossible("each side has six pieces"));
        }
        if self.is_placing() {
            let placed = self.placed();
            let first = self.options.first.colour();
            let first_placed = self.own(first).len();
            if first_placed != placed.div_ceil(2) {
                return Err(CodeError::Impossible(
                    "the sides place their pieces in turn",
                ));
            }
            let next = if placed.is_multiple_of(2) {
                first
            } else {
                first.opponent()
            };
            if self.to_move != next {
                return Err(CodeError::Impossible(
                    "the side to move does not follow the placing order",
                ));
            }
            if !self.up.is_empty() || self.passes > 0 {
                return Err(CodeError::Impossible(
                    "while pieces are placed they lie face-down and nobody passes",
                ));
            }
        }
        let last = self.to_move.opponent();
        if self.has_four(self.to_move) {
            return Err(CodeError::Impossible(
                "the side to move already has four in a row",
            ));
        }
        if self.has_four(last) && self.passes > 0 {
            return Err(CodeError::Impossible("a pass after the game was won"));
        }
        self.result = if self.has_four(last) {
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

impl Game for KaroFour {
    type Move = FourMove;
    type Options = KaroOptions;

    const ID: GameId = GameId::KaroFour;
    const SEAT_NAMES: &'static [&'static str] = &["red", "white"];

    fn new(options: KaroOptions) -> Self {
        let mut tiles = Cells::EMPTY;
        // Columns h–l, rows 9–12.
        for row in 8..12 {
            for col in 7..12 {
                if let Some(cell) = Cell::new(col, row) {
                    tiles.insert(cell);
                }
            }
        }
        let mut game = KaroFour {
            options,
            tiles,
            red: Cells::EMPTY,
            white: Cells::EMPTY,
            up: Cells::EMPTY,
            to_move: options.first.colour(),
            passes: 0,
            result: None,
            history: History::new(Key {
                tiles: [0; TILES as usize],
                pieces: 0,
            }),
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

    fn legal_moves(&self, moves: &mut Vec<FourMove>) {
        moves.clear();
        if self.result.is_some() {
            return;
        }
        if self.is_placing() {
            let empty = self.tiles & !self.occupied();
            moves.extend(empty.iter().map(FourMove::Place));
            return;
        }
        self.moving_moves(moves);
        if moves.is_empty() {
            moves.push(FourMove::Pass);
        }
    }

    fn check_move(&self, m: FourMove) -> Result<(), MoveError> {
        let placing = self.is_placing();
        let own = self.own(self.to_move);
        match m {
            FourMove::Place(_) if !placing => Err(MoveError::AllPlaced),
            FourMove::Place(cell) if !self.tiles.has(cell) => Err(MoveError::NoTile),
            FourMove::Place(cell) if self.occupied().has(cell) => Err(MoveError::TileTaken),
            FourMove::Place(_) => Ok(()),
            FourMove::Pass if placing || self.can_move() => Err(MoveError::PassNotAllowed),
            FourMove::Pass => Ok(()),
            FourMove::Step { .. } | FourMove::Relocate { .. } if placing => {
                Err(MoveError::StillPlacing)
            }
            FourMove::Step { from, .. } | FourMove::Relocate { from, .. } if !own.has(from) => {
                Err(MoveError::NotYourPiece)
            }
            FourMove::Step { to, .. } if !self.tiles.has(to) => Err(MoveError::NoTile),
            FourMove::Step { to, .. } if self.occupied().has(to) => Err(MoveError::TileTaken),
            FourMove::Step { from, to } => self.check_path(from, to),
            FourMove::Relocate { from, to, tile } => self.check_relocation(from, to, tile),
        }
    }

    fn play_unchecked(&mut self, m: FourMove) {
        let mover = self.to_move;
        match m {
            FourMove::Place(cell) => self.own_mut(mover).insert(cell),
            FourMove::Step { from, to } => self.move_piece(mover, from, to),
            FourMove::Relocate { from, to, tile } => {
                self.tiles.remove(tile);
                self.tiles.insert(to);
                self.move_piece(mover, from, to);
            }
            FourMove::Pass => {}
        }
        self.passes = if m == FourMove::Pass {
            self.passes + 1
        } else {
            0
        };
        self.to_move = mover.opponent();
        if let FourMove::Place(_) = m {
            // No position with fewer pieces can come back: the count starts afresh.
            self.history.restart(self.key());
            return;
        }
        let occurrences = self.history.record(m, self.key());
        self.result = if self.has_four(mover) {
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

    fn parse_move(&self, token: &str) -> Result<FourMove, MoveError> {
        token.parse()
    }

    fn format_move(&self, m: FourMove) -> String {
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
