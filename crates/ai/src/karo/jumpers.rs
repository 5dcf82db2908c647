//! Karo: jumpers and crawlers. See the [`karo`](super) module doc.

use engine::karo::{
    Colour, DIRECTIONS, Piece,
    jumpers::{Cell, JumpersMove, KaroJumpers, ROWS},
};

use super::NODES;
use crate::{
    Clock, Computer, Level, Settings, Thought,
    generic::{self, Evaluate},
    random::hash,
};

/// A row of progress, in evaluation units.
const PAWN: i32 = 20;

impl Computer for KaroJumpers {
    fn settings(&self, level: Level) -> Settings {
        generic::settings(level, NODES, PAWN)
    }

    fn think(
        &self,
        settings: &Settings,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Thought<JumpersMove>> {
        generic::think(self, settings, seed, clock)
    }

    /// Four pieces' worth of progress ahead.
    fn odds_unit(&self) -> i32 {
        4 * PAWN
    }
}

impl Evaluate for KaroJumpers {
    fn evaluate(&self) -> i32 {
        let me = self.side_to_move();
        race(self, me) - race(self, me.opponent())
    }

    fn order(&self, moves: &mut [JumpersMove]) {
        let forward = forward(self.side_to_move());
        moves.sort_by_cached_key(|&m| match m {
            JumpersMove::Step { from, to } => {
                -(i32::from(to.row()) - i32::from(from.row())) * forward
            }
            JumpersMove::Pass => 0,
        });
    }

    fn key(&self) -> u64 {
        let pieces = Cell::all().fold(0, |key, cell| match self.piece(cell) {
            Some(p) => {
                let code = 2 * u64::from(p.colour.seat().0) + u64::from(p.face_up);
                key ^ hash(u64::from(cell.row()) << 8 | u64::from(cell.col()) << 4 | code)
            }
            None => key,
        });
        pieces ^ hash(1 << 20 | u64::from(self.side_to_move().seat().0))
    }
}

/// +1 for white (who races up the board), -1 for red.
fn forward(colour: Colour) -> i32 {
    match colour {
        Colour::White => 1,
        Colour::Red => -1,
    }
}

/// Rows between `cell` and `colour`'s target rows (0 inside them).
fn distance(colour: Colour, cell: Cell) -> i32 {
    let row = i32::from(cell.row());
    match colour {
        Colour::White => (i32::from(ROWS) - 2 - row).max(0),
        Colour::Red => (row - 1).max(0),
    }
}

/// How far along `colour` is: rows still to go, pieces home, and moves it has.
fn race(game: &KaroJumpers, colour: Colour) -> i32 {
    let mut value = 0;
    for cell in Cell::all() {
        let Some(piece) = game.piece(cell) else {
            continue;
        };
        if piece.colour != colour {
            continue;
        }
        let d = distance(colour, cell);
        // The last rows cost more: a straggler keeps the whole side from winning.
        value -= PAWN * d + PAWN / 4 * d * d;
        value += 2 * moves_of(game, cell, piece);
    }
    value
}

/// The moves of the piece on `cell`.
fn moves_of(game: &KaroJumpers, cell: Cell, piece: Piece) -> i32 {
    let mut moves = 0;
    for dir in DIRECTIONS {
        let Some(next) = cell.step(dir, 1) else {
            continue;
        };
        if !piece.face_up {
            moves += i32::from(game.piece(next).is_none());
            continue;
        }
        // A jumper leaps the whole run of pieces in this direction.
        let mut steps = 1;
        while let Some(c) = cell.step(dir, steps)
            && game.piece(c).is_some()
        {
            steps += 1;
        }
        moves += i32::from(steps > 1 && cell.step(dir, steps).is_some());
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_no_reply_wins, token};
    use crate::{NoClock, choose_move};
    use engine::Game;
    use engine::{Outcome, karo::KaroOptions};

    fn position(code: &str) -> KaroJumpers {
        KaroJumpers::from_code(KaroOptions::default(), code).expect("a valid code")
    }

    #[test]
    fn test_plays_legal_moves_through_a_game() {
        let mut game = KaroJumpers::default();
        for ply in 0..200 {
            let Some(m) = choose_move(&game, Level::MIN, ply, &NoClock) else {
                break;
            };
            assert!(game.is_legal(m), "{m:?} in {game:?}");
            game.play_unchecked(m);
        }
    }

    #[test]
    fn test_passes_when_stuck() {
        // Every white piece is a crawler boxed in by others: white must pass.
        let game = position("3/3/3/3/rrr/sss/www/www.w0");
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert_eq!(moves, [JumpersMove::Pass]);
        assert_eq!(token(&game, 3, 0), "pass");
    }

    #[test]
    fn test_brings_the_last_piece_home() {
        // Five white pieces are home; the crawler on b6 steps in.
        let game = position("xxw/xx1/1w1/3/rr1/rr1/3/1sr.w0");
        for level in 1..=5 {
            let m = token(&game, level, 2);
            let mut after = game.clone();
            after.play_token(&m).expect("legal");
            assert_eq!(
                after.outcome(),
                Some(Outcome::Winner(Colour::White.seat())),
                "{m}"
            );
        }
    }

    #[test]
    fn test_keeps_the_opponent_from_coming_home() {
        // Red has five home and its crawler on b3 would step into b2: white's a3 must
        // step there first.
        let game = position("3/3/xxx/w1w/3/wr1/r1r/rrr.w0");
        for level in 2..=5 {
            let m = token(&game, level, 4);
            let context = format!("level {level}");
            assert_no_reply_wins(&game, &m, Colour::Red.seat(), &context);
        }
    }

    #[test]
    fn test_same_seed_same_move() {
        let game = KaroJumpers::default();
        for level in 1..=3 {
            assert_eq!(token(&game, level, 8), token(&game, level, 8));
        }
    }
}
