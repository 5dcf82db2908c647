//! Karo-four's moves in the moving phase: generating them all, and checking one.

use super::{Cell, DIRECTIONS, FourMove, KaroFour, PIECES, field, line};
use crate::{Game, MoveError};

impl KaroFour {
    /// Whether a piece on `from` can slide or jump to `to`, an empty cell.
    pub(super) fn check_path(&self, from: Cell, to: Cell) -> Result<(), MoveError> {
        let dc = to.col() as i8 - from.col() as i8;
        let dr = to.row() as i8 - from.row() as i8;
        match line(dc, dr) {
            Some((_, 1)) => Ok(()),
            Some((direction, 2)) => match from.step(direction, 1) {
                Some(over) if self.occupied().has(over) => Ok(()),
                _ => Err(MoveError::NothingToJump),
            },
            _ => Err(MoveError::WrongWay),
        }
    }

    /// Whether the tile on `tile` may go to `to` and the piece on `from` enter it there.
    pub(super) fn check_relocation(
        &self,
        from: Cell,
        to: Cell,
        tile: Cell,
    ) -> Result<(), MoveError> {
        if !self.tiles.has(tile) {
            return Err(MoveError::NoTileToLift);
        }
        if self.occupied().has(tile) {
            return Err(MoveError::LiftOccupied);
        }
        field::check_lift(self.tiles, tile)?;
        if to == tile {
            return Err(MoveError::SameCell);
        }
        if self.tiles.has(to) {
            return Err(MoveError::TileAlreadyThere);
        }
        if !field::touches_rest(self.tiles, tile, to) {
            return Err(MoveError::NotTouchingField);
        }
        self.check_path(from, to)
    }

    /// The moves of phase 2 but `pass`.
    pub(super) fn moving_moves(&self, moves: &mut Vec<FourMove>) {
        let occupied = self.occupied();
        let empty = self.tiles & !occupied;
        let (frontier, lone) = field::frontier(self.tiles);
        // Slides and jumps onto cells without a tile, to be paired with every tile that
        // may be lifted and put there (a piece reaches a cell in at most one way), and
        // whether the cell touches only one tile.
        let mut entries = [(Cell::A1, Cell::A1, false); 8 * PIECES as usize];
        let mut count = 0;
        for from in self.own(self.to_move).iter() {
            for direction in DIRECTIONS {
                let Some(next) = from.step(direction, 1) else {
                    continue;
                };
                let to = if occupied.has(next) {
                    match from.step(direction, 2) {
                        Some(beyond) => beyond,
                        None => continue,
                    }
                } else {
                    next
                };
                if empty.has(to) {
                    moves.push(FourMove::Step { from, to });
                } else if let (true, Some(entry)) = (frontier.has(to), entries.get_mut(count)) {
                    // Six pieces fill the buffer at most; a position never has more.
                    *entry = (from, to, lone.has(to));
                    count += 1;
                }
            }
        }
        if count == 0 {
            return;
        }
        for tile in field::liftable(self.tiles, empty).iter() {
            for &(from, to, lone) in &entries[..count] {
                // A cell beside this tile alone no longer touches the field once it is
                // lifted.
                if !(lone && to.shares_side(tile)) {
                    moves.push(FourMove::Relocate { from, to, tile });
                }
            }
        }
    }

    /// Whether the side to move has a move but a pass.
    pub(super) fn can_move(&self) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.first().is_some_and(|&m| m != FourMove::Pass)
    }
}
