//! Levels 1 to 5, and the human-looking mistakes of the lowest ones.
//!
//! A level is a [`Settings`]: the search's limits (nodes first, so that a level plays the
//! same on every machine, and a time budget as the cap the site guarantees), the budget of
//! the game's forced-win search, and for levels 1–2 a [`Mistakes`] policy. Each game says
//! what its levels are (see [`Computer::settings`](crate::Computer::settings)).
//!
//! Mistakes are never random moves: the player picks among the moves that its search scored
//! close to the best, favouring the better ones (a softmax), and sometimes thinks without
//! seeing the opponent's slower threats. A won line, a forced answer and an immediate win
//! are never given up.

use std::{fmt, str::FromStr};

use crate::{
    alpha_beta::{Report, WIN, WON},
    clock::Limits,
    mcts::Policy,
    random::Rng,
    thought::Thought,
};

/// A playing strength, 1 (a beginner) to 5 (the strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(5);
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// The level `n`, if `1 <= n <= 5`.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Level::MIN.0 && n <= Level::MAX.0 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number.
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Why a text is not a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a level from 1 to 5")
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or(ParseLevelError)
    }
}

/// How a player of some level thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The main search's limits. The time limit is the level's budget per move.
    pub limits: Limits,
    /// Nodes for the game's forced-win search before the main search (0: none).
    pub threat_nodes: u64,
    /// The mistakes a weaker player makes; `None` plays the best move found.
    pub mistakes: Option<Mistakes>,
    /// How the playouts of a Monte Carlo search choose their moves and how far they go
    /// (Azacru with three or four players).
    pub playouts: Policy,
}

/// The human-looking mistakes of a weak level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistakes {
    /// Moves scoring at most this much below the best may be chosen instead of it.
    pub margin: i32,
    /// How much worse a move must be to be chosen e (2.718…) times less often, in score
    /// units (a softmax temperature).
    pub temperature: i32,
    /// The chance, per thousand moves, of thinking blind to the opponent's slower threats
    /// (each game says which: in Caro, open threes). Immediate threats are always seen.
    pub overlook_per_mille: u16,
}

impl Mistakes {
    /// Whether this move is thought out blind to the opponent's slower threats.
    pub fn overlooks(&self, rng: &mut Rng) -> bool {
        rng.below(1000) < usize::from(self.overlook_per_mille)
    }
}

/// Picks a move from `scored` (best first, as [`Report::scored`](crate::alpha_beta::Report)
/// gives them): the best, or with `mistakes` one near it by softmax. A won position keeps its
/// winning move, and a move that loses is never picked over one that does not.
pub fn pick<M: Copy>(scored: &[(M, i32)], mistakes: Option<&Mistakes>, rng: &mut Rng) -> Option<M> {
    let &(best, best_score) = scored.first()?;
    let Some(mistakes) = mistakes else {
        return Some(best);
    };
    if best_score >= WON {
        return Some(best);
    }
    let weights: Vec<u64> = scored
        .iter()
        .map(|&(_, score)| {
            let behind = best_score - score;
            if behind > mistakes.margin || (score <= -WON && best_score > -WON) {
                0
            } else {
                softmax_weight(behind, mistakes.temperature)
            }
        })
        .collect();
    let total: u64 = weights.iter().sum();
    if total == 0 {
        return Some(best);
    }
    let mut ticket = rng.next_u64() % total;
    for (&(m, _), &w) in scored.iter().zip(&weights) {
        if ticket < w {
            return Some(m);
        }
        ticket -= w;
    }
    Some(best)
}

/// The move a level plays after a search: the report's best, or with `mistakes` one near it
/// ([`pick`], drawn from `seed`), with what the search knew. `None` when there is no move.
pub fn decide<M: Copy + PartialEq>(
    report: &Report<M>,
    mistakes: Option<&Mistakes>,
    seed: u64,
) -> Option<Thought<M>> {
    let chosen = pick(&report.scored, mistakes, &mut Rng::new(seed))?;
    // The line and the shares are the best move's: kept only when it is the one played.
    let best = report.best == Some(chosen);
    Some(Thought {
        chosen,
        score: report.score,
        depth: report.depth,
        nodes: report.nodes,
        line: if best {
            report.line.clone()
        } else {
            vec![chosen]
        },
        shares: if best {
            report.shares.clone()
        } else {
            Vec::new()
        },
        forced: false,
    })
}

/// `2^20 · e^(-behind / temperature)`, in integers so that every platform picks alike.
pub(crate) fn softmax_weight(behind: i32, temperature: i32) -> u64 {
    let behind = i64::from(behind.clamp(0, WIN));
    let temperature = i64::from(temperature.max(1));
    // e^-x = 2^(-x·log2 e), with log2 e ≈ 369/256; eight bits of fraction.
    let halvings = behind * 369 / temperature;
    let (whole, fraction) = (halvings / 256, halvings % 256);
    if whole >= 20 {
        return 0;
    }
    // 2^-f ≈ 1 - f/2 on [0, 1): good to a few percent, which is plenty for a mistake.
    ((1u64 << 20) >> whole) * (512 - fraction as u64) / 512
}

#[cfg(test)]
mod tests {
    use super::*;

    const SLOPPY: Mistakes = Mistakes {
        margin: 100,
        temperature: 30,
        overlook_per_mille: 0,
    };

    #[test]
    fn test_levels_read_from_text() {
        assert_eq!("3".parse(), Ok(Level(3)));
        assert_eq!("0".parse::<Level>(), Err(ParseLevelError));
        assert_eq!("6".parse::<Level>(), Err(ParseLevelError));
        assert_eq!("x".parse::<Level>(), Err(ParseLevelError));
        assert_eq!(Level::ALL.map(Level::get), [1, 2, 3, 4, 5]);
    }

    #[test]
    fn test_softmax_weights_fall_off() {
        assert_eq!(softmax_weight(0, 30), 1 << 20);
        let e_times_less = softmax_weight(30, 30) as f64 / f64::from(1 << 20);
        assert!(
            (e_times_less - (-1.0f64).exp()).abs() < 0.03,
            "{e_times_less}"
        );
        assert!(softmax_weight(60, 30) < softmax_weight(30, 30));
        assert_eq!(softmax_weight(10_000, 30), 0);
    }

    #[test]
    fn test_pick_prefers_better_moves_and_respects_the_margin() {
        let scored = [('a', 50), ('b', 40), ('c', 0), ('d', -100)];
        let mut rng = Rng::new(1);
        let mut counts = [0; 4];
        for _ in 0..2000 {
            let m = pick(&scored, Some(&SLOPPY), &mut rng).expect("a move");
            counts[(m as u8 - b'a') as usize] += 1;
        }
        assert!(counts[0] > counts[1] && counts[1] > counts[2], "{counts:?}");
        assert!(counts[2] > 0, "{counts:?}");
        assert_eq!(counts[3], 0, "beyond the margin");
        assert_eq!(pick(&scored, None, &mut rng), Some('a'));
    }

    #[test]
    fn test_pick_never_gives_up_a_win_nor_picks_a_loss() {
        let mut rng = Rng::new(2);
        let won = [('w', WIN - 3), ('x', WIN - 5)];
        let losing = [('a', -WON + 50), ('b', -WIN + 2)];
        let wide = Mistakes {
            margin: 3 * WIN,
            ..SLOPPY
        };
        for _ in 0..100 {
            assert_eq!(pick(&won, Some(&wide), &mut rng), Some('w'));
            assert_eq!(pick(&losing, Some(&wide), &mut rng), Some('a'));
        }
    }
}
