//! The Kauri player: alpha-beta ([`crate::generic`]) over an evaluation in the
//! game's own terms.
//!
//! - the **store difference**, in stones (100 each): what decides the game;
//! - **capture threats**: the best net capture each side's next sowing would make, played
//!   out on a copy of the pits (the side to move's counts nearly in full, it can play it
//!   now; the opponent's half, it may be parried);
//! - **playable pits** (pits holding a cowrie): a side with few has few choices, and one
//!   with none must pass;
//! - **stones at risk**: stones in pits without a cowrie can be taken by one cowrie.
//!
//! In the cowries-only tie-break (30–30, no stones left) the player to move without a
//! cowrie loses, so there only the cowries on each side count. Moves are tried in order of
//! the capture they make.
//!
//! | level | nodes | depth | mistakes |
//! |---|---|---|---|
//! | 1 | 300 | 2 | softmax within 3 stones |
//! | 2 | 2,000 | 3 | softmax within 1.5 stones |
//! | 3 | 20,000 | 6 | none |
//! | 4 | 150,000 | 12 | none |
//! | 5 | 800,000 (at most 1.8 s) | 40 | none |

use engine::kauri::{Kauri, KauriMove, Letter, PITS, Phase, Pit, Side};

use crate::{
    Clock, Computer, Level, Settings, Thought,
    generic::{self, Evaluate},
    random::hash,
};

/// One stone, in evaluation units.
const STONE: i32 = 100;

impl Computer for Kauri {
    fn settings(&self, level: Level) -> Settings {
        generic::settings(level, [300, 2_000, 20_000, 150_000, 800_000], STONE)
    }

    fn think(
        &self,
        settings: &Settings,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Thought<KauriMove>> {
        generic::think(self, settings, seed, clock)
    }

    /// Four and a half stones ahead in the stores (fitted to level-3 games: see
    /// `docs/review.md`).
    fn odds_unit(&self) -> i32 {
        9 * STONE / 2
    }
}

impl Evaluate for Kauri {
    fn evaluate(&self) -> i32 {
        let me = self.side_to_move();
        let them = me.opponent();
        let pits = Pits::of(self);
        if self.phase() == Phase::CowriesOnly {
            return 50 * (pits.cowries_of(me) - pits.cowries_of(them));
        }
        let stores = STONE * (i32::from(self.store(me)) - i32::from(self.store(them)));
        let threats = pits.best_capture(me) * 9 / 10 - pits.best_capture(them) / 2;
        let playable = 15 * (pits.playable(me) - pits.playable(them));
        let at_risk = 8 * (pits.at_risk(them) - pits.at_risk(me));
        stores + threats + playable + at_risk
    }

    fn order(&self, moves: &mut [KauriMove]) {
        let pits = Pits::of(self);
        let side = self.side_to_move();
        moves.sort_by_cached_key(|&m| match m {
            KauriMove::Sow(letter) => -pits.clone().sow(Pit::new(side, letter)),
            KauriMove::Pass => 0,
        });
    }

    fn key(&self) -> u64 {
        let pits = Pit::all().fold(0, |key, pit| {
            let contents = u64::from(self.stones(pit)) << 4 | u64::from(self.cowries(pit));
            key ^ hash((pit.index() as u64) << 16 | contents)
        });
        let stores = u64::from(self.store(Side::South)) << 8 | u64::from(self.store(Side::North));
        pits ^ hash(1 << 32 | stores) ^ hash(2 << 32 | self.side_to_move().index() as u64)
    }
}

/// The pits alone, to play sowings out on.
#[derive(Clone)]
struct Pits {
    stones: [u8; PITS],
    cowries: [u8; PITS],
}

impl Pits {
    fn of(game: &Kauri) -> Pits {
        let mut pits = Pits {
            stones: [0; PITS],
            cowries: [0; PITS],
        };
        for pit in Pit::all() {
            pits.stones[pit.index()] = game.stones(pit);
            pits.cowries[pit.index()] = game.cowries(pit);
        }
        pits
    }

    fn side_pits(side: Side) -> impl Iterator<Item = Pit> {
        Letter::ALL
            .into_iter()
            .map(move |letter| Pit::new(side, letter))
    }

    fn cowries_of(&self, side: Side) -> i32 {
        Pits::side_pits(side)
            .map(|p| i32::from(self.cowries[p.index()]))
            .sum()
    }

    fn playable(&self, side: Side) -> i32 {
        Pits::side_pits(side)
            .filter(|p| self.cowries[p.index()] > 0)
            .count() as i32
    }

    fn at_risk(&self, side: Side) -> i32 {
        Pits::side_pits(side)
            .filter(|p| self.cowries[p.index()] == 0)
            .map(|p| i32::from(self.stones[p.index()]))
            .sum()
    }

    /// The best net capture `side` could make with one sowing (0 if it has no move).
    fn best_capture(&self, side: Side) -> i32 {
        Pits::side_pits(side)
            .filter(|p| self.cowries[p.index()] > 0)
            .map(|p| self.clone().sow(p))
            .max()
            .unwrap_or(0)
    }

    /// Sows `from` as the rules do, returning the mover's net gain in evaluation units:
    /// stones its cowries take, less stones its own stones hand to the opponent.
    fn sow(&mut self, from: Pit) -> i32 {
        let mover = from.side();
        let stones = std::mem::take(&mut self.stones[from.index()]);
        let cowries = std::mem::take(&mut self.cowries[from.index()]);
        let had_cowrie = self.cowries.map(|c| c > 0);
        let (mut taken, mut given) = (0, 0);
        let mut pit = from;
        for sown in 0..stones + cowries {
            pit = pit.next();
            if pit == from {
                pit = pit.next();
            }
            let p = pit.index();
            let theirs = pit.side() != mover;
            if sown < stones {
                if theirs && self.cowries[p] > 0 && self.stones[p] == 0 {
                    given += 1;
                } else {
                    self.stones[p] += 1;
                }
            } else {
                self.cowries[p] += 1;
                if theirs && !had_cowrie[p] {
                    taken += i32::from(std::mem::take(&mut self.stones[p]));
                }
            }
        }
        STONE * (taken - given)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::token;
    use crate::{NoClock, choose_move};
    use engine::Game;
    use engine::{Outcome, kauri::KauriOptions};

    fn position(code: &str) -> Kauri {
        Kauri::from_code(KauriOptions::default(), code).expect("a valid code")
    }

    #[test]
    fn test_plays_legal_moves_through_a_whole_game() {
        let mut game = Kauri::default();
        let mut plies = 0;
        while let Some(m) = choose_move(&game, Level::new(1).expect("1"), plies, &NoClock) {
            assert!(game.is_legal(m), "{m:?} in {game:?}");
            game.play_unchecked(m);
            plies += 1;
        }
        assert!(game.is_over() && plies > 10, "{plies}");
    }

    #[test]
    fn test_passes_when_it_has_no_cowrie() {
        // South has a stone but no cowrie: its only move is to pass.
        let game = position("1-0-0-0-0-0/0cccccc-0-0-0-0-0cccccc.29-30.s");
        assert_eq!(token(&game, 3, 0), "pass");
    }

    #[test]
    fn test_wins_the_tie_break() {
        // 30–30 and no stones: whoever must move without a cowrie loses. South's `a` keeps
        // every cowrie on South's side, so North cannot move; `f` would hand North cowries.
        let game = position("0c-0-0-0-0-0ccccccccccc/0-0-0-0-0-0.30-30.s");
        assert_eq!(game.phase(), Phase::CowriesOnly);
        for level in 1..=5 {
            assert_eq!(token(&game, level, 1), "a", "level {level}");
        }
    }

    #[test]
    fn test_takes_a_winning_capture() {
        // South's `f` sows its cowrie into North's `a`, which has no cowrie: 3 stones,
        // 28 + 3 = 31 wins at once. `a` would take nothing.
        let game = position("1c-0-0-0-0-0c/3-0cccccccccc-0-0-0-0.28-28.s");
        for level in 1..=5 {
            assert_eq!(token(&game, level, 7), "f", "level {level}");
        }
    }

    #[test]
    fn test_stops_a_winning_capture() {
        // North's `f` would sow a cowrie into South's `b` (3 stones, no cowrie): 28 + 3 =
        // 31. Only South's `a`, whose cowrie lands in `b` first, stops it.
        let game = position("0c-3-0-0c-0-0/0-0-0-0-0-1cccccccccc.28-28.s");
        let mut losing = game.clone();
        losing.play_token("d").expect("legal");
        losing.play_token("f").expect("legal");
        assert_eq!(losing.outcome(), Some(Outcome::Winner(Side::North.seat())));
        for level in 1..=5 {
            assert_eq!(token(&game, level, 3), "a", "level {level}");
        }
    }

    #[test]
    fn test_same_seed_same_move() {
        let mut game = Kauri::default();
        game.play_token("c").expect("legal");
        for level in 1..=3 {
            assert_eq!(token(&game, level, 42), token(&game, level, 42));
        }
    }

    #[test]
    fn test_sowing_counts_both_captures() {
        // South's `f`: the stone falls into North's `a`, which holds a cowrie but no
        // stones (given to North); the cowrie lands in North's `b`, without a cowrie,
        // taking its 4 stones.
        let mut pits = Pits::of(&position("0-0-0-0-0-1c/0ccccc-4-0-0-0-0cccccc.30-25.s"));
        let s5 = Pit::new(Side::South, Letter::ALL[5]);
        assert_eq!(pits.sow(s5), STONE * (4 - 1));
    }
}
