//! Counting move paths: the standard check of move generation, and its benchmark.

use crate::Game;

/// The number of move sequences of exactly `depth` moves from `game` (a finished game
/// counts as a leaf: it has no moves to go on with).
///
/// # Examples
///
/// ```
/// use engine::{caro::Caro, perft};
///
/// assert_eq!(perft(&Caro::default(), 2), 225 * 224);
/// ```
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| {
            let mut child = game.clone();
            child.play_unchecked(m);
            perft(&child, depth - 1)
        })
        .sum()
}
