//! The positions a game has been through, for the repetition rule.
//!
//! Stores never lose stones, so once a store has grown no earlier position can come back:
//! only the positions since the stores last changed (or since the start) can repeat. The
//! history keeps exactly those, and starts afresh whenever a store grows.

use std::{
    collections::HashMap,
    hash::{Hash, Hasher},
};

use super::{PITS, Pit, Side};

/// How many positions the history holds without allocating: enough for most stretches
/// between captures in the normal game (the longest seen in three million random games
/// was 179 moves). Longer ones, and the cowries-only tie-break, which has no captures at
/// all, spill onto the heap.
const INLINE: usize = 32;

/// The pits and the side to move, packed exactly into 121 bits: per pit 6 bits of stones
/// (at most 60) and 4 of cowries (at most 12), then the side. The stores are left out: they
/// are the same for every position of one history.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct Key(u128);

const BITS_PER_PIT: usize = 10;
const STONE_BITS: usize = 6;

impl Key {
    #[inline]
    pub fn new(stones: &[u8; PITS], cowries: &[u8; PITS], side: Side) -> Key {
        let mut key = u128::from(side == Side::North) << (PITS * BITS_PER_PIT);
        for i in 0..PITS {
            let pit = u128::from(stones[i]) | u128::from(cowries[i]) << STONE_BITS;
            key |= pit << (i * BITS_PER_PIT);
        }
        Key(key)
    }

    fn pit(self, pit: Pit) -> u128 {
        self.0 >> (pit.index() * BITS_PER_PIT) & ((1 << BITS_PER_PIT) - 1)
    }

    /// The stones in a pit.
    pub fn stones(self, pit: Pit) -> u8 {
        (self.pit(pit) & ((1 << STONE_BITS) - 1)) as u8
    }

    /// The cowries in a pit.
    pub fn cowries(self, pit: Pit) -> u8 {
        (self.pit(pit) >> STONE_BITS) as u8
    }

    /// The side to move.
    pub fn side(self) -> Side {
        if self.0 >> (PITS * BITS_PER_PIT) & 1 == 1 {
            Side::North
        } else {
            Side::South
        }
    }
}

/// The positions since the stores last changed, oldest first; the last is the current one.
#[derive(Clone, Debug)]
pub(super) struct History {
    len: usize,
    /// The first `INLINE` positions.
    recent: [Key; INLINE],
    /// The positions after the first `INLINE`; empty (and not allocated) in most games.
    more: Vec<Key>,
    /// How often each position of `more` occurs there: long stretches without a capture
    /// (the cowries-only tie-break can last thousands of moves) stay linear.
    more_counts: HashMap<Key, usize>,
}

impl History {
    /// A history that starts with `key`, its first occurrence.
    pub fn new(key: Key) -> History {
        let mut history = History {
            len: 0,
            recent: [Key::default(); INLINE],
            more: Vec::new(),
            more_counts: HashMap::new(),
        };
        history.record(key);
        history
    }

    /// Forgets every position and starts afresh with `key`.
    pub fn restart(&mut self, key: Key) {
        self.len = 0;
        self.more.clear();
        self.more_counts.clear();
        self.record(key);
    }

    /// Adds an occurrence of `key`, returning how many times it has now occurred.
    #[inline]
    pub fn record(&mut self, key: Key) -> usize {
        if self.len < INLINE {
            self.recent[self.len] = key;
        } else {
            self.more.push(key);
            *self.more_counts.entry(key).or_default() += 1;
        }
        self.len += 1;
        self.count(key)
    }

    /// How many times `key` has occurred.
    #[inline]
    pub fn count(&self, key: Key) -> usize {
        let recent = self.recent[..self.len.min(INLINE)]
            .iter()
            .filter(|&&k| k == key)
            .count();
        recent + self.more_counts.get(&key).copied().unwrap_or(0)
    }

    /// The positions, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = Key> + '_ {
        self.recent[..self.len.min(INLINE)]
            .iter()
            .chain(&self.more)
            .copied()
    }

    /// The oldest position: the start, a set-up, or the position right after the stores
    /// last changed.
    pub fn first(&self) -> Key {
        self.recent[0]
    }

    /// How many positions the history holds (at least one).
    pub fn len(&self) -> usize {
        self.len
    }
}

impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl Eq for History {}

impl Hash for History {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.len.hash(state);
        self.iter().for_each(|key| key.hash(state));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u8) -> Key {
        let mut stones = [0; PITS];
        stones[0] = n;
        Key::new(&stones, &[1; PITS], Side::South)
    }

    #[test]
    fn test_keys_keep_every_pit_and_the_side() {
        let stones: [u8; PITS] = std::array::from_fn(|i| [60, 0, 37, 1][i % 4]);
        let cowries: [u8; PITS] = std::array::from_fn(|i| [0, 12, 3][i % 3]);
        for side in Side::ALL {
            let key = Key::new(&stones, &cowries, side);
            assert_eq!(key.side(), side);
            for pit in Pit::all() {
                assert_eq!(key.stones(pit), stones[pit.index()], "{pit}");
                assert_eq!(key.cowries(pit), cowries[pit.index()], "{pit}");
            }
        }
    }

    #[test]
    fn test_occurrences_are_counted_past_the_inline_part() {
        let mut history = History::new(key(0));
        for n in 1..(2 * INLINE as u8) {
            assert_eq!(history.record(key(n % 3)), usize::from(n / 3 + 1));
        }
        assert_eq!(history.len(), 2 * INLINE);
        assert_eq!(history.iter().count(), 2 * INLINE);
        for n in 0..3 {
            let expected = history.iter().filter(|&k| k == key(n)).count();
            assert_eq!(history.count(key(n)), expected);
        }
        let copy = history.clone();
        assert_eq!(copy, history);
        history.restart(key(1));
        assert_eq!(history.len(), 1);
        assert_eq!(history.first(), key(1));
        assert_ne!(copy, history);
        assert_eq!(history.record(key(1)), 2);
    }
}
