//! Writes Caro's tactical test set (`crates/ai/data/caro-tactics.txt`): positions from
//! level-3 games where one move matters, each with every answer that does, proved by a
//! referee that knows nothing of the engine but the rules (`engine::caro`).
//!
//! - `fours`: the side to move wins by continuous fours (every stone a four). The answers
//!   are the fours after which the referee proves the win against every reply.
//! - `save`: the opponent, given a free move, would win by fours. The answers are the
//!   stones after which the engine finds no such win; the referee proves the win after
//!   every other stone near the stones. Kept when one to three stones save, and level 5
//!   does not see the opponent winning after any of them all the same (by threes).
//!
//! Each position is also judged with closed fives winning (`closed=never`): where the
//! answers differ there, the position is a trap of Caro's rule and says so (`caro`).
//!
//! The referee proves a win by fours with the attacker's stones proposed by the engine's
//! search (`ai::caro::forced_win`) and every reply of the defender tried: a reply that
//! leaves the attacker a five loses at once, the others are followed.
//!
//! `cargo run --release -p tessera-ai --example caro_tactics -- [rule] [wanted per kind]`
//! (rule `8` or `9`; the openings of that rule's file are played in order).

use ai::{Computer, Level, NoClock, alpha_beta::WON, caro};
use engine::{
    Game, GameOptions, Outcome,
    caro::{Caro, CaroMove, CaroOptions, Point, SIZE},
};

/// Nodes the engine's search for a win by fours may spend, as attacker's oracle.
const ORACLE_NODES: u64 = 50_000;
/// The most stones that may save a `save` position.
const MOST_SAVING: usize = 3;
/// Longest win by fours the referee follows (the attacker's stones).
const REFEREE_DEPTH: u32 = 14;

fn options(rule: u8, closed_wins: bool) -> CaroOptions {
    let mut assignments = vec![if rule == 9 {
        "overline=nowin"
    } else {
        "overline=win"
    }];
    if closed_wins {
        assignments.push("closed=never");
    }
    CaroOptions::from_assignments(assignments).expect("valid options")
}

/// The same stones under other options.
fn with_options(game: &Caro, options: CaroOptions, moves: &[Point]) -> Caro {
    let mut other = Caro::new(options);
    for &p in moves {
        other.play_unchecked(CaroMove::Place(p));
    }
    debug_assert_eq!(other.stones(), game.stones());
    other
}

fn place(game: &Caro, p: Point) -> Caro {
    let mut next = game.clone();
    next.play_unchecked(CaroMove::Place(p));
    next
}

fn empty_points(game: &Caro) -> impl Iterator<Item = Point> + '_ {
    Point::all().filter(|&p| game.stone(p).is_none())
}

/// Empty points within `reach` rows and columns of a stone.
fn near(game: &Caro, reach: i8) -> Vec<Point> {
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

/// Whether the side to move wins with one stone (on a point next to a stone: a five
/// point touches the row's other stones).
fn wins_now(game: &Caro) -> bool {
    let mover = game.next_colour().seat();
    near(game, 1).into_iter().any(|p| {
        let after = place(game, p);
        matches!(after.outcome(), Some(Outcome::Winner(s)) if s == mover)
    })
}

/// The referee: whether the side to move wins by fours within `depth` stones, its stones
/// proposed by the engine, every reply of the defender tried.
fn proves_fours(game: &Caro, depth: u32) -> bool {
    if game.is_over() {
        return false;
    }
    if wins_now(game) {
        return true;
    }
    if depth == 0 {
        return false;
    }
    let Some(win) = caro::forced_win(game, ORACLE_NODES) else {
        return false;
    };
    let CaroMove::Place(stone) = win.first else {
        return false;
    };
    every_reply_loses(&place(game, stone), depth - 1)
}

/// Whether every reply of the side to move (the defender) loses to the referee's proof.
fn every_reply_loses(game: &Caro, depth: u32) -> bool {
    if game.is_over() {
        return matches!(game.outcome(), Some(Outcome::Winner(_)));
    }
    // A four must be met: with no five to complete, the attacker is not forcing.
    if !threatens_five(game) {
        return false;
    }
    // A stone two rows or columns from every stone neither takes the attacker's five
    // point nor closes its row, nor makes a five: the attacker wins after it. The others:
    near(game, 1).into_iter().all(|r| {
        let after = place(game, r);
        !after.is_over() && (wins_now(&after) || proves_fours(&after, depth))
    })
}

/// Whether the side that just moved has a five to complete: tried by letting the defender
/// place a stone where it cannot touch a five (two rows or columns from every stone: a
/// five point, and in Caro the ends that close a five, touch a stone of the row) and
/// asking if the attacker then wins with one stone.
fn threatens_five(game: &Caro) -> bool {
    match far_point(game) {
        Some(far) => wins_now(&place(game, far)),
        None => true,
    }
}

/// The empty point farthest (in rows or columns) from every stone, if at least two away.
fn far_point(game: &Caro) -> Option<Point> {
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

/// The fours of the side to move after which the referee proves the win.
fn winning_fours(game: &Caro) -> Vec<Point> {
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

/// If the opponent, given a free move, would win by fours (an open four, two fours, or
/// fours before them), and has no five to complete already: the stones that save the side to move (`defend`), when there are
/// at most [`MOST_SAVING`].
fn saving_stones(game: &Caro) -> Option<Vec<Point>> {
    let passed = place(game, far_point(game)?);
    if wins_now(&passed) || caro::forced_win(&passed, ORACLE_NODES)?.moves < 2 {
        return None;
    }
    let Defence::Saves(stones) = defend(game, 1) else {
        return None;
    };
    // A stone that stops the win by fours but still loses to a win by threes (as level 5
    // sees it) only resists longer: such positions say nothing clear, and are left out.
    let lost_anyway = |&p: &Point| {
        let after = place(game, p);
        ai::think(&after, &after.settings(Level::MAX), 0, &NoClock)
            .is_some_and(|thought| thought.score >= WON)
    };
    (stones.len() <= MOST_SAVING && !stones.iter().any(lost_anyway)).then_some(stones)
}

/// What the side to move can do against the opponent's win by fours.
enum Defence {
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
fn defend(game: &Caro, fours: u32) -> Defence {
    if wins_now(game) {
        return Defence::Safe;
    }
    let Some(far) = far_point(game) else {
        return Defence::Unclear;
    };
    if caro::forced_win(&place(game, far), ORACLE_NODES).is_none() {
        return Defence::Safe;
    }
    let mut saving = Vec::new();
    for p in near(game, 2) {
        let after = place(game, p);
        if after.is_over() {
            return Defence::Unclear;
        }
        let saves = if caro::forced_win(&after, ORACLE_NODES).is_some() {
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
                if block.is_over() || wins_now(&block) {
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

fn names(points: &[Point]) -> String {
    points
        .iter()
        .map(Point::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let mut args = std::env::args().skip(1);
    let rule: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(8);
    let wanted: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(15);
    let level = Level::new(3).expect("3");
    let (mut fours, mut saves) = (0, 0);
    for (index, opening) in ai::caro::openings(rule).iter().enumerate() {
        if fours >= wanted && saves >= wanted {
            break;
        }
        let mut game = Caro::new(options(rule, false));
        let mut moves = Vec::new();
        for token in opening {
            let m = game.parse_move(token).expect("a point");
            if let CaroMove::Place(p) = m {
                moves.push(p);
            }
            game.play_unchecked(m);
        }
        // At most one position of each kind from a game, for variety.
        let (mut found_fours, mut found_save) = (false, false);
        while !game.is_over() {
            // The same stones with closed fives winning, to tell Caro's traps.
            let loose = || with_options(&game, options(rule, true), &moves);
            let win = caro::forced_win(&game, ORACLE_NODES);
            if !found_fours && fours < wanted && win.is_some_and(|w| w.moves >= 4) {
                let answers = winning_fours(&game);
                if !answers.is_empty() {
                    let trap = winning_fours(&loose()) != answers;
                    fours += 1;
                    found_fours = true;
                    print(rule, "fours", trap, &moves, &answers);
                }
            } else if !found_save
                && saves < wanted
                && win.is_none()
                && let Some(answers) = saving_stones(&game)
            {
                let trap = saving_stones(&loose()).as_ref() != Some(&answers);
                saves += 1;
                found_save = true;
                print(rule, "save", trap, &moves, &answers);
            }
            let Some(m) = ai::choose_move(&game, level, index as u64, &NoClock) else {
                break;
            };
            if let CaroMove::Place(p) = m {
                moves.push(p);
            }
            game.play_unchecked(m);
        }
        eprintln!("opening {index}: {fours} fours, {saves} saves");
    }
}

fn print(rule: u8, kind: &str, trap: bool, moves: &[Point], answers: &[Point]) {
    let kind = if trap {
        format!("{kind} caro")
    } else {
        kind.to_owned()
    };
    println!("{kind} rule={rule} {} -> {}", names(moves), names(answers));
}
