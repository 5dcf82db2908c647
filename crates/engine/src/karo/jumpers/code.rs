//! The position code of karo-jumpers (syntax in the [module doc](super)).

use super::{COLS, Cell, JumpersMove, KaroJumpers, ROWS};
use crate::{
    CodeError, Game,
    karo::{
        KaroOptions,
        code::{Mark, read_row, read_state, write_row, write_state},
        history::{Rewind, replay_history},
    },
};

pub(super) fn write(game: &KaroJumpers) -> String {
    let mut code = String::with_capacity(32);
    for row in (0..ROWS).rev() {
        let marks = (0..COLS).map(|col| {
            Cell::new(col, row)
                .and_then(|cell| game.piece(cell))
                .map_or(Mark::Blank, Mark::Piece)
        });
        write_row(&mut code, marks);
        if row > 0 {
            code.push('/');
        }
    }
    let history = game.history.moves().map(|m| m.to_string());
    write_state(&mut code, game.to_move, game.passes, history);
    code
}

pub(super) fn read(options: KaroOptions, text: &str) -> Result<KaroJumpers, CodeError> {
    let mut parts = text.split('.');
    let board = parts.next().unwrap_or_default();
    let state = parts.next().ok_or(CodeError::Syntax(
        "expected the rows, '.', the side to move and the passes",
    ))?;
    let history: Vec<&str> = parts.collect();

    let mut game = KaroJumpers::new(options);
    (game.red, game.white, game.jumpers) = (0, 0, 0);
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != usize::from(ROWS) {
        return Err(CodeError::Syntax("expected 8 rows separated by '/'"));
    }
    for (i, text) in rows.iter().enumerate() {
        let row = ROWS - 1 - i as u8;
        let width = read_row(text, COLS, false, |col, mark| {
            let (Some(cell), Mark::Piece(piece)) = (Cell::new(col, row), mark) else {
                return;
            };
            *game.own_mut(piece.colour) |= cell.bit();
            if piece.face_up {
                game.jumpers |= cell.bit();
            }
        })?;
        if width < COLS {
            return Err(CodeError::Syntax("a row holds fewer than 3 cells"));
        }
    }
    (game.to_move, game.passes) = read_state(state)?;
    game.settle()?;
    replay_history(game, &history)
}

impl Rewind for KaroJumpers {
    fn is_pass(m: JumpersMove) -> bool {
        m == JumpersMove::Pass
    }

    fn passes(&self) -> u8 {
        self.passes
    }

    fn unplay(&mut self, m: JumpersMove) -> Result<(), CodeError> {
        let mover = self.to_move.opponent();
        if let JumpersMove::Step { from, to } = m {
            if self.own(mover) & to.bit() == 0 || self.occupied() & from.bit() != 0 {
                return Err(CodeError::Impossible(
                    "the history does not lead to this position",
                ));
            }
            *self.own_mut(mover) ^= from.bit() | to.bit();
            // The piece turned over on the way; it goes back as it was.
            let was_jumper = self.jumpers & to.bit() == 0;
            self.jumpers &= !to.bit();
            if was_jumper {
                self.jumpers |= from.bit();
            }
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
