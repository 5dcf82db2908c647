//! Sowing: what a move does to the pits and the stores, drop by drop.
//!
//! The same code plays a move and reports it, so that what the board animates can never
//! disagree with the rules: [`Kauri::play_unchecked`](crate::Game::play_unchecked) runs it
//! with a report that does nothing, [`Kauri::play_reporting`] with one that keeps each
//! [`Event`].

use super::{Kauri, PITS, Pit, Side};

/// Something a player sows: stones first, then cowries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// A stone: what the stores collect.
    Stone,
    /// A cowrie shell: it captures, and never leaves the pits.
    Cowrie,
}

/// One step of a move, in the order it happens: what the board animates.
///
/// Applied in order to the position before the move (and then handing the turn over),
/// the events give exactly the position after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The mover takes every stone and cowrie out of the chosen pit.
    Lift {
        /// The chosen pit.
        pit: Pit,
        /// The stones taken out.
        stones: u8,
        /// The cowries taken out (at least one).
        cowries: u8,
    },
    /// One item falls into a pit.
    Sow {
        /// Where it falls.
        pit: Pit,
        /// What falls.
        item: Item,
    },
    /// Stones leave a pit for a store. Either the stone just sown into an opponent's pit
    /// that holds cowries but no stones (one stone, to the opponent's store), or every
    /// stone in an opponent's pit that had no cowrie when the move began, taken by the
    /// cowrie just sown there (to the mover's store). A capture of no stones moves nothing
    /// and is not reported.
    Capture {
        /// The pit the stones leave.
        pit: Pit,
        /// How many stones.
        stones: u8,
        /// Whose store receives them.
        store: Side,
    },
    /// The player to move has no cowrie on his side, and passes.
    Pass,
}

impl Kauri {
    /// Takes everything out of `from` and sows it, capturing as the rules say, telling
    /// `report` each step. Leaves the side to move and the history alone.
    pub(super) fn sow(&mut self, from: Pit, mut report: impl FnMut(Event)) {
        let mover = from.side();
        let opponent = mover.opponent();
        let stones = std::mem::take(&mut self.stones[from.index()]);
        let cowries = std::mem::take(&mut self.cowries[from.index()]);
        report(Event::Lift {
            pit: from,
            stones,
            cowries,
        });
        // A cowrie captures only in a pit that had no cowrie before this move, even if an
        // earlier cowrie of the same move has landed there since (on a lap).
        let had_cowrie: [bool; PITS] = self.cowries.map(|c| c > 0);
        let mut pit = from;
        for sown in 0..stones + cowries {
            pit = pit.next();
            // On a full lap the starting pit is skipped: the items go "into other pits".
            if pit == from {
                pit = pit.next();
            }
            let p = pit.index();
            let theirs = pit.side() == opponent;
            if sown < stones {
                report(Event::Sow {
                    pit,
                    item: Item::Stone,
                });
                if theirs && self.cowries[p] > 0 && self.stones[p] == 0 {
                    self.stores[opponent.index()] += 1;
                    report(Event::Capture {
                        pit,
                        stones: 1,
                        store: opponent,
                    });
                } else {
                    self.stones[p] += 1;
                }
            } else {
                self.cowries[p] += 1;
                report(Event::Sow {
                    pit,
                    item: Item::Cowrie,
                });
                if theirs && !had_cowrie[p] && self.stones[p] > 0 {
                    let taken = std::mem::take(&mut self.stones[p]);
                    self.stores[mover.index()] += taken;
                    report(Event::Capture {
                        pit,
                        stones: taken,
                        store: mover,
                    });
                }
            }
        }
    }
}
