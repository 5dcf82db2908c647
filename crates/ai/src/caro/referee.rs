//! A referee for Caro's tactics: proofs that know nothing of the engine's search but the
//! rules (`engine::caro`). A win by fours is proved with the attacker's stones proposed by
//! the engine ([`super::forced_win`], the oracle) and every reply of the defender tried: a
//! reply that leaves the attacker a five loses at once, the others are followed. A defence
//! is proved by trying every stone near the stones. The tactical test set
//! (`examples/caro_tactics.rs`) and the puzzles (`tessera puzzles`) are written and
//! checked with it.

use engine::{
    Game, Outcome,
    caro::{Caro, CaroMove, Point, SIZE},
};

use super::forced_win;
use crate::{Computer, Level, NoClock, alpha_beta::WON};

/// Nodes the engine's search for a win by fours may spend, as the attacker's oracle.
pub const ORACLE_NODES: u64 = 50_000;
/// The longest win by fours the referee follows (the attacker's stones).
pub const REFEREE_DEPTH: u32 = 14;

/// `game` after a stone on `p` of the side to move.
pub fn place(game: &Caro, p: Point) -> Caro {
    let mut next = game.clone();
    next.play_unchecked(CaroMove::Place(p));
    next
}

fn empty_points(game: &Caro) -> impl Iterator<Item = Point> + '_ {
    Point::all().filter(|&p| game.stone(p).is_none())
}

/// The empty points within `reach` rows and columns of a stone.
pub fn near(game: &Caro, reach: i8) -> Vec<Point> {
    let size = SIZE as i8;
    let mut marked = vec![false; usize::from(SIZE) * usize::from(SIZE)];
    for q in Point::all().filter(|&q| game.stone(q).is_some()) {
        for dc in -reach..=reach {
            for dr in -reach..=reach {
                let (c, r) = (q.col() as i8 + dc, q.row() as i8 + dr);
                if (0..size).contains(&c) && (0..size).contains(&r) {
                    marked[r as usize * usize::from(SIZE) + c as usize] = true;
                }
            }
        }
    }
    empty_points(game)
        .filter(|p| marked[usize::from(p.row()) * usize::from(SIZE) + usize::from(p.col())])
        .collect()
}

/// The stones that win at once for the side to move (a five point touches the row's
/// other stones, so only points next to a stone are tried).
pub fn wins_now(game: &Caro) -> Vec<Point> {
    let mover = game.next_colour().seat();
    near(game, 1)
        .into_iter()
        .filter(|&p| matches!(place(game, p).outcome(), Some(Outcome::Winner(s)) if s == mover))
        .collect()
}

/// Whether the side to move wins by fours within `depth` stones, its stones proposed by
/// the engine, every reply of the defender tried.
pub fn proves_fours(game: &Caro, depth: u32) -> bool {
    if game.is_over() {
        return false;
    }
    if !wins_now(game).is_empty() {
        return true;
    }
    if depth == 0 {
        return false;
    }
    let Some(win) = forced_win(game, ORACLE_NODES) else {
        return false;
    };
    let CaroMove::Place(stone) = win.first else {
        return false;
    };
    every_reply_loses(&place(game, stone), depth - 1)
}

/// The replies of the side to move (the defender, facing a four) that do not lose at
/// once: only a stone next to a stone can take the five point or close the row; a stone
/// two rows or columns from every stone leaves the attacker his five.
pub fn blocks(game: &Caro) -> Vec<Point> {
    near(game, 1)
        .into_iter()
        .filter(|&r| {
            let after = place(game, r);
            !after.is_over() && wins_now(&after).is_empty()
        })
        .collect()
}

/// Whether every reply of the side to move (the defender) loses to the referee's proof.
pub fn every_reply_loses(game: &Caro, depth: u32) -> bool {
    if game.is_over() {
        return matches!(game.outcome(), Some(Outcome::Winner(_)));
    }
    // A four must be met: with no five to complete, the attacker is not forcing.
    if !threatens_five(game) {
        return false;
    }
    near(game, 1).into_iter().all(|r| {
        let after = place(game, r);
        !after.is_over() && (!wins_now(&after).is_empty() || proves_fours(&after, depth))
    })
}

/// Whether the side that just moved has a five to complete: tried by letting the defender
/// place a stone where it cannot touch a five (two rows or columns from every stone: a
/// five point, and in Caro the ends that close a five, touch a stone of the row) and
/// asking if the attacker then wins with one stone.
pub fn threatens_five(game: &Caro) -> bool {
    match far_point(game) {
        Some(far) => !wins_now(&place(game, far)).is_empty(),
        None => true,
    }
}

/// The empty point farthest (in rows or columns) from every stone, if at least two away:
/// a free move that touches nothing.
pub fn far_point(game: &Caro) -> Option<Point> {
    let distance = |p: Point| {
        Point::all()
            .filter(|&q| game.stone(q).is_some())
            .map(|q| p.col().abs_diff(q.col()).max(p.row().abs_diff(q.row())))
            .min()
            .unwrap_or(u8::MAX)
    };
    let far = empty_points(game).max_by_key(|&p| (distance(p), std::cmp::Reverse(p)))?;
    (distance(far) >= 2).then_some(far)
}

/// The fours of the side to move after which the referee proves the win, in order.
pub fn winning_fours(game: &Caro) -> Vec<Point> {
    let mut answers: Vec<Point> = near(game, 4)
        .into_iter()
        .filter(|&p| {
            let after = place(game, p);
            !after.is_over() && threatens_five(&after) && every_reply_loses(&after, REFEREE_DEPTH)
        })
        .collect();
    answers.sort_unstable();
    answers
}

/// What the side to move can do against the opponent's win by fours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Defence {
    /// The opponent, given a free move, has no win by fours (or we win at once).
    Safe,
    /// These stones (near the stones) leave the opponent no win by fours, directly or
    /// after fours of ours that the opponent must block; every other stone loses, proved.
    Saves(Vec<Point>),
    /// Every stone loses, proved.
    Lost,
    /// Not decided within the searches' reach.
    Unclear,
}

/// Which stones save the side to move. A stone saves when the engine finds no win by
/// fours for the opponent after it; one that does not is lost only when the referee
/// proves that win. A four of ours saves when every block of it leaves us a saving
/// stone, up to `fours` fours deep.
pub fn defend(game: &Caro, fours: u32) -> Defence {
    if !wins_now(game).is_empty() {
        return Defence::Safe;
    }
    let Some(far) = far_point(game) else {
        return Defence::Unclear;
    };
    if forced_win(&place(game, far), ORACLE_NODES).is_none() {
        return Defence::Safe;
    }
    let mut saving = Vec::new();
    for p in near(game, 2) {
        let after = place(game, p);
        if after.is_over() {
            return Defence::Unclear;
        }
        let saves = if forced_win(&after, ORACLE_NODES).is_some() {
            if !proves_fours(&after, REFEREE_DEPTH) {
                return Defence::Unclear;
            }
            false
        } else if threatens_five(&after) {
            if fours == 0 {
                return Defence::Unclear;
            }
            let mut every_block_saves = true;
            // Only a stone next to a stone can stop the five (see `every_reply_loses`).
            for block in near(&after, 1).into_iter().map(|r| place(&after, r)) {
                if block.is_over() || !wins_now(&block).is_empty() {
                    continue;
                }
                match defend(&block, fours - 1) {
                    Defence::Safe | Defence::Saves(_) => {}
                    Defence::Lost => every_block_saves = false,
                    Defence::Unclear => return Defence::Unclear,
                }
            }
            every_block_saves
        } else {
            true
        };
        if saves {
            saving.push(p);
        }
    }
    saving.sort_unstable();
    if saving.is_empty() {
        Defence::Lost
    } else {
        Defence::Saves(saving)
    }
}

/// If the opponent, given a free move, would win by fours (an open four, two fours, or
/// fours before them), and has no five to complete already: the stones that save the side
/// to move ([`defend`]), when there are at most `most`. A stone that stops the win by
/// fours but still loses to a win by threes (as level 5 sees it) only resists longer: such
/// positions say nothing clear, and give none.
pub fn saving_stones(game: &Caro, most: usize) -> Option<Vec<Point>> {
    let passed = place(game, far_point(game)?);
    if !wins_now(&passed).is_empty() || forced_win(&passed, ORACLE_NODES)?.moves < 2 {
        return None;
    }
    let Defence::Saves(stones) = defend(game, 1) else {
        return None;
    };
    let lost_anyway = |&p: &Point| {
        let after = place(game, p);
        crate::think(&after, &after.settings(Level::MAX), 0, &NoClock)
            .is_some_and(|thought| thought.score >= WON)
    };
    (stones.len() <= most && !stones.iter().any(lost_anyway)).then_some(stones)
}
