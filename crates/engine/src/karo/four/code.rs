//! The position code of karo-four (syntax in the [module doc](super)).

use super::{Cell, Cells, FourMove, KaroFour, SIZE};
use crate::{
    CodeError, Game,
    karo::{
        KaroOptions,
        code::{Mark, read_row, read_state, write_row, write_state},
        history::{Rewind, replay_history},
    },
};

/// The smallest box around the tiles: left and right column, bottom and top row.
fn bounds(tiles: Cells) -> Option<(u8, u8, u8, u8)> {
    let rows = tiles.rows();
    let bottom = rows.iter().position(|&row| row != 0)?;
    let top = rows.iter().rposition(|&row| row != 0)?;
    let columns = rows.iter().fold(0, |all, row| all | row);
    let left = columns.trailing_zeros();
    let right = 31 - columns.leading_zeros();
    Some((left as u8, right as u8, bottom as u8, top as u8))
}

pub(super) fn write(game: &KaroFour) -> String {
    let mut code = String::with_capacity(48);
    // A field always has tiles; an empty box would only come from a broken position.
    let (left, right, bottom, top) = bounds(game.tiles).unwrap_or_default();
    if let Some(corner) = Cell::new(left, top) {
        code.push_str(&corner.to_string());
    }
    code.push('.');
    for row in (bottom..=top).rev() {
        let marks = (left..=right).map(|col| match Cell::new(col, row) {
            Some(cell) if game.tiles.has(cell) => game.piece(cell).map_or(Mark::Tile, Mark::Piece),
            _ => Mark::Blank,
        });
        write_row(&mut code, marks);
        if row > bottom {
            code.push('/');
        }
    }
    let history = game.history.moves().map(|m| m.to_string());
    write_state(&mut code, game.to_move, game.passes, history);
    code
}

pub(super) fn read(options: KaroOptions, text: &str) -> Result<KaroFour, CodeError> {
    let mut parts = text.split('.');
    let corner = parts.next().unwrap_or_default();
    let (Some(board), Some(state)) = (parts.next(), parts.next()) else {
        return Err(CodeError::Syntax(
            "expected the top-left cell, '.', the rows, '.', the side to move and the passes",
        ));
    };
    let history: Vec<&str> = parts.collect();
    let corner: Cell = corner
        .parse()
        .map_err(|_| CodeError::Syntax("the code starts with a cell of the table"))?;

    let mut game = KaroFour::new(options);
    game.tiles = Cells::EMPTY;
    let mut width = None;
    for (i, text) in board.split('/').enumerate() {
        let row = corner
            .row()
            .checked_sub(i as u8)
            .ok_or(CodeError::Syntax("the rows go below the table"))?;
        let mut put = |col: u8, mark| {
            let Some(cell) = Cell::new(corner.col() + col, row) else {
                return;
            };
            game.tiles.insert(cell);
            if let Mark::Piece(piece) = mark {
                game.own_mut(piece.colour).insert(cell);
                if piece.face_up {
                    game.up.insert(cell);
                }
            }
        };
        let len = read_row(text, SIZE - corner.col(), true, &mut put)?;
        if *width.get_or_insert(len) != len {
            return Err(CodeError::Syntax("the rows must all be as long"));
        }
    }
    let box_fits = bounds(game.tiles).is_some_and(|(left, right, bottom, top)| {
        let rows = board.split('/').count() as u8;
        (left, top) == (corner.col(), corner.row())
            && Some(right - left + 1) == width
            && top - bottom + 1 == rows
    });
    if !box_fits {
        return Err(CodeError::Syntax(
            "the box must be the smallest around the tiles",
        ));
    }
    (game.to_move, game.passes) = read_state(state)?;
    game.settle()?;
    replay_history(game, &history)
}

impl Rewind for KaroFour {
    fn is_pass(m: FourMove) -> bool {
        m == FourMove::Pass
    }

    fn passes(&self) -> u8 {
        self.passes
    }

    fn unplay(&mut self, m: FourMove) -> Result<(), CodeError> {
        let mover = self.to_move.opponent();
        let wrong = CodeError::Impossible("the history does not lead to this position");
        let (from, to) = match m {
            FourMove::Pass => (None, None),
            FourMove::Place(_) => {
                return Err(CodeError::Impossible(
                    "the history holds only moves after the placing",
                ));
            }
            FourMove::Step { from, to } => (Some(from), Some(to)),
            FourMove::Relocate { from, to, tile } => {
                if !self.tiles.has(to) || self.tiles.has(tile) {
                    return Err(wrong);
                }
                self.tiles.remove(to);
                self.tiles.insert(tile);
                (Some(from), Some(to))
            }
        };
        if let (Some(from), Some(to)) = (from, to) {
            let free = self.tiles.has(from) && !self.occupied().has(from);
            if !self.own(mover).has(to) || !free {
                return Err(wrong);
            }
            // A jump turns the piece over, both ways.
            self.move_piece(mover, to, from);
        }
        self.to_move = mover;
        Ok(())
    }

    fn restart(&mut self, passes: u8) -> Result<(), CodeError> {
        self.passes = passes;
        self.settle()
    }

    fn same_position(&self, other: &Self) -> bool {
        self.key() == other.key() && self.passes == other.passes
    }
}
