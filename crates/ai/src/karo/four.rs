//! Karo: four in a row. See the [`karo`](super) module doc.

use engine::karo::{
    Colour, DIRECTIONS, Piece,
    four::{Cell, FourMove, KaroFour, SIZE},
};

use super::FOUR_NODES;
use crate::{
    Clock, Computer, Level, Settings, Thought,
    generic::{self, Evaluate},
    random::hash,
};

/// A face-up piece on a line that can still be completed, in evaluation units.
const PAWN: i32 = 25;
/// The directions of a line, one of each opposite pair.
const LINES: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

impl Computer for KaroFour {
    /// The placements vary the games.
    fn match_opening_plies(&self) -> usize {
        4
    }

    fn settings(&self, level: Level) -> Settings {
        generic::settings(level, FOUR_NODES, PAWN)
    }

    fn think(
        &self,
        settings: &Settings,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Thought<FourMove>> {
        generic::think(self, settings, seed, clock)
    }

    /// Four pieces' worth of lines and mobility ahead.
    fn odds_unit(&self) -> i32 {
        4 * PAWN
    }
}

impl Evaluate for KaroFour {
    fn evaluate(&self) -> i32 {
        let me = self.side_to_move();
        let table = Table::of(self);
        let mine = table.lines(me) + 2 * table.mobility(me);
        let theirs = table.lines(me.opponent()) + 2 * table.mobility(me.opponent());
        mine - theirs
    }

    fn order(&self, moves: &mut [FourMove]) {
        let table = Table::of(self);
        moves.sort_by_cached_key(|&m| -table.promise(m));
    }

    fn key(&self) -> u64 {
        let tiles = self.tiles().fold(0, |key, cell| {
            key ^ hash(u64::from(index(cell) as u16) << 3 | u64::from(state(self.piece(cell))))
        });
        tiles ^ hash(1 << 20 | self.side_to_move().seat().0 as u64)
    }
}

/// What a cell holds: no tile, an empty tile, or a piece (as [`state`] numbers them).
const NO_TILE: u8 = 0;
const EMPTY: u8 = 1;

fn state(piece: Option<Piece>) -> u8 {
    match piece {
        None => EMPTY,
        Some(p) => 2 + 2 * p.colour.seat().0 + u8::from(p.face_up),
    }
}

/// The piece a cell state stands for.
fn piece_in(state: u8) -> Option<Piece> {
    (state >= 2).then_some(Piece {
        colour: if state < 4 {
            Colour::Red
        } else {
            Colour::White
        },
        face_up: state % 2 == 1,
    })
}

fn index(cell: Cell) -> usize {
    usize::from(cell.row()) * usize::from(SIZE) + usize::from(cell.col())
}

/// The whole table as a grid of cell states, to look along lines cheaply.
struct Table {
    cells: [u8; SIZE as usize * SIZE as usize],
    pieces: Vec<(Cell, Piece)>,
}

impl Table {
    fn of(game: &KaroFour) -> Table {
        let mut table = Table {
            cells: [NO_TILE; SIZE as usize * SIZE as usize],
            pieces: Vec::with_capacity(12),
        };
        for cell in game.tiles() {
            let piece = game.piece(cell);
            table.cells[index(cell)] = state(piece);
            if let Some(p) = piece {
                table.pieces.push((cell, p));
            }
        }
        table
    }

    fn at(&self, cell: Cell) -> u8 {
        self.cells[index(cell)]
    }

    fn piece(&self, cell: Cell) -> Option<Piece> {
        piece_in(self.at(cell))
    }

    /// The value of `colour`'s open lines: each line of four cells without an opponent's
    /// piece, counted once (from its first piece of `colour`).
    fn lines(&self, colour: Colour) -> i32 {
        let mut total = 0;
        let mut threats = 0;
        for &(cell, piece) in &self.pieces {
            if piece.colour != colour {
                continue;
            }
            for dir in LINES {
                for back in 0..4 {
                    let Some(start) = cell.step(dir, -back) else {
                        continue;
                    };
                    if let Some(value) = self.line(start, dir, back, colour) {
                        total += value;
                        threats += i32::from(value >= 3 * PAWN);
                    }
                }
            }
        }
        // Two threats at once are hard to stop both.
        total + if threats >= 2 { 4 * PAWN } else { 0 }
    }

    /// The value of the line of four from `start`, if it is open for `colour` and its
    /// first piece of `colour` is at `first`.
    fn line(&self, start: Cell, dir: (i8, i8), first: i8, colour: Colour) -> Option<i32> {
        let (mut up, mut down, mut missing) = (0, 0, 0);
        for i in 0..4 {
            let cell = start.step(dir, i)?;
            match self.at(cell) {
                NO_TILE => missing += 1,
                EMPTY => {}
                s => {
                    let piece = piece_in(s)?;
                    if piece.colour != colour {
                        return None;
                    }
                    if up + down == 0 && i != first {
                        return None;
                    }
                    if piece.face_up {
                        up += 1;
                    } else {
                        down += 1;
                    }
                }
            }
        }
        let value = match (up, down) {
            (3, 0) => 3 * PAWN + PAWN * 2 / 3,
            (3, _) => 2 * PAWN,
            (2, d) => PAWN + d * PAWN / 4,
            (1, d) => PAWN / 4 + d * PAWN / 8,
            (_, d) => d * PAWN / 12,
        };
        Some(value * 3 / (3 + missing))
    }

    /// Slides and jumps open to `colour`'s pieces, a jump that turns a piece face-up
    /// counting double.
    fn mobility(&self, colour: Colour) -> i32 {
        let mut moves = 0;
        for &(cell, piece) in &self.pieces {
            if piece.colour != colour {
                continue;
            }
            for dir in DIRECTIONS {
                match cell.step(dir, 1).map(|c| self.at(c)) {
                    Some(EMPTY) => moves += 1,
                    Some(NO_TILE) | None => {}
                    Some(_) => {
                        if cell.step(dir, 2).map(|c| self.at(c)) == Some(EMPTY) {
                            moves += if piece.face_up { 1 } else { 2 };
                        }
                    }
                }
            }
        }
        moves
    }

    /// How promising a move looks before searching it.
    fn promise(&self, m: FourMove) -> i32 {
        let (from, to, relocates) = match m {
            FourMove::Place(cell) => return self.neighbours(cell, None),
            FourMove::Step { from, to } => (from, to, false),
            FourMove::Relocate { from, to, .. } => (from, to, true),
            FourMove::Pass => return 0,
        };
        let Some(piece) = self.piece(from) else {
            return 0;
        };
        let jump = from
            .col()
            .abs_diff(to.col())
            .max(from.row().abs_diff(to.row()))
            == 2;
        let up_after = piece.face_up != jump;
        let turn = match (piece.face_up, up_after) {
            (false, true) => 20,
            (true, false) => -10,
            _ => 0,
        };
        turn + 3 * self.neighbours(to, Some(piece.colour)) - if relocates { 5 } else { 0 }
    }

    /// Pieces next to `cell` (of `colour`, or of either colour).
    fn neighbours(&self, cell: Cell, colour: Option<Colour>) -> i32 {
        DIRECTIONS
            .iter()
            .filter_map(|&dir| cell.step(dir, 1))
            .filter_map(|c| self.piece(c))
            .filter(|p| colour.is_none_or(|colour| p.colour == colour))
            .count() as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{assert_no_reply_wins, token};
    use crate::{NoClock, choose_move};
    use engine::Game;
    use engine::{Outcome, karo::KaroOptions};

    fn position(code: &str) -> KaroFour {
        KaroFour::from_code(KaroOptions::default(), code).expect("a valid code")
    }

    #[test]
    fn test_plays_legal_moves_while_placing_and_moving() {
        let mut game = KaroFour::default();
        for ply in 0..60 {
            let Some(m) = choose_move(&game, Level::MIN, ply, &NoClock) else {
                break;
            };
            assert!(game.is_legal(m), "{m:?} in {game:?}");
            game.play_unchecked(m);
        }
        assert!(!game.is_placing());
    }

    #[test]
    fn test_takes_a_four_by_a_slide() {
        // White's face-up pieces on i10 j10 k10; the face-up l11 slides to l10.
        let game = position("h12.rrtrt/trrtr/txxxt/wwttx.w0");
        for level in 1..=5 {
            let m = token(&game, level, 5);
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
    fn test_takes_a_four_by_a_relocation() {
        // The row i10 j10 k10 needs a tile on h10 or l10: only relocating one there
        // and entering it (with a slide of a face-up piece) wins.
        let game = position("h12.rrtrt/trrtr/1xxx1/wwttx/1tt2.w0");
        let m = token(&game, 4, 5);
        assert!(m.contains('/'), "{m}");
        let mut after = game.clone();
        after.play_token(&m).expect("legal");
        assert_eq!(
            after.outcome(),
            Some(Outcome::Winner(Colour::White.seat())),
            "{m}"
        );
    }

    #[test]
    fn test_stops_a_four() {
        // Red's face-up i10 j10 k10 and l9: l9-l10 would make four. White must fill l10
        // (l11-l10); afterwards no move of red may win.
        let game = position("h12.wwtwt/twwtw/tssst/rrtts.w0");
        for level in 2..=5 {
            let m = token(&game, level, 9);
            let context = format!("level {level}");
            assert_no_reply_wins(&game, &m, Colour::Red.seat(), &context);
        }
    }

    #[test]
    fn test_same_seed_same_move() {
        let mut game = KaroFour::default();
        for t in [
            "h9", "i9", "j9", "k9", "l9", "h10", "i10", "j10", "k10", "l10", "h11", "i11",
        ] {
            game.play_token(t).expect("legal");
        }
        for level in 1..=3 {
            assert_eq!(token(&game, level, 11), token(&game, level, 11));
        }
    }

    #[test]
    fn test_levels_finish_by_nodes_within_their_time_caps_in_the_browser() {
        // Nodes a millisecond in the browser: the moving phase's measured native speed,
        // times WebAssembly's share (docs/ai-levels.md); a tenth of the cap spare.
        const BROWSER_NODES_PER_MS: f64 = 94.0 * 0.8;
        for level in Level::ALL {
            let limits = KaroFour::default().settings(level).limits;
            let cap = limits.time_ms.expect("a time cap");
            let ms = limits.nodes as f64 / BROWSER_NODES_PER_MS;
            assert!(ms <= 0.9 * cap, "level {level}: {ms:.0} ms of {cap} ms");
        }
    }
}
