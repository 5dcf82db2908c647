//! A player that picks a uniformly random legal move, reproducibly from a seed.

use engine::Game;

/// A small, seedable random number generator (SplitMix64): the same seed gives the same
/// games on every platform, without a dependency.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        // The modulo bias is below 2^-50 for board-game sized n.
        (self.next_u64() % n as u64) as usize
    }
}

/// A well-mixed 64-bit value for `n` (SplitMix64's finaliser): the keys of the evaluated
/// games xor one such value per feature of a position, like Zobrist hashing without a table.
pub const fn hash(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A random legal move, or `None` when the game is over. `moves` is scratch space.
pub fn choose<G: Game>(game: &G, rng: &mut Rng, moves: &mut Vec<G::Move>) -> Option<G::Move> {
    game.legal_moves(moves);
    match moves.len() {
        0 => None,
        n => Some(moves[rng.below(n)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::caro::Caro;

    #[test]
    fn test_same_seed_same_game() {
        let playout = |seed| {
            let mut rng = Rng::new(seed);
            let mut game = Caro::default();
            let mut moves = Vec::new();
            let mut record = Vec::new();
            while let Some(m) = choose(&game, &mut rng, &mut moves) {
                game.play_unchecked(m);
                record.push(m);
            }
            record
        };
        assert_eq!(playout(7), playout(7));
        assert_ne!(playout(7), playout(8));
    }
}
