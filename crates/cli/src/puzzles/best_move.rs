//! Best-move puzzles, for the games without Caro's threat solvers (Kauri, Karo, Azacru):
//! positions of the computer's games where one move's win chance is far above every other
//! move's, by the game review's own measure (`ai::review`): each move's chance is the
//! review's look at the position after it, the same search the review judges a move by.
//!
//! The looks search with level 3's limits rather than the review's level 4 (a position
//! takes a look for each of its moves: level 4 would make the suite's proof of every
//! shipped puzzle minutes long), without a clock, on their node limits alone, so a proof is
//! the same on any machine; the tests prove every shipped puzzle again with [`prove`].

use ai::{
    Computer, Level, NoClock, Settings,
    review::{self, CERTAIN},
};
use engine::Outcome;
use learn::puzzle::{DEFENCE, Puzzle};

/// How far the best move's win chance must stand above the second's, in thousandths.
pub const GAP: u16 = 300;
/// The least win chance the best move may leave its mover, in thousandths: a puzzle's move
/// at least holds the game.
pub const HOLDS: u16 = 450;
/// The seed of every look: one search a position.
const SEED: u64 = 0;
/// The first move of a game from which positions are looked at.
const FROM_PLY: usize = 6;
/// The last: later, games between equal computers tend to go round in circles (Karo's
/// pieces shuffling), and a position's code carries its whole history.
const TO_PLY: usize = 80;
/// The fewest moves between two puzzles of one game, so that a game gives different ones.
const APART: usize = 6;
/// The most puzzles one game gives.
const PER_GAME: usize = 3;
/// The most legal moves a puzzle's position may have: each is looked at, by the generator
/// and again by the tests (Karo's tiles give some positions well over a hundred).
const MOST_MOVES: usize = 40;

/// What the review's looks say of each move of a position: the best, its mover's win
/// chance, and the second best move's chance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof<M> {
    /// The move far above the others.
    pub best: M,
    /// The mover's win chance after it, in thousandths.
    pub chance: u16,
    /// The mover's win chance after the second best move (0 where there is no other).
    pub second: u16,
}

/// The level of every look's search.
const LOOK_LEVEL: u8 = 3;

/// The settings of every look: the review's, at [`LOOK_LEVEL`] (no mistakes).
fn settings<G: Computer>(game: &G) -> Settings {
    review::settings(game, Level::new(LOOK_LEVEL).unwrap_or(review::LEVEL))
}

/// The mover's win chance after each legal move of `game`, the best first; empty when the
/// game is over or has more than [`MOST_MOVES`] moves.
fn chances<G: Computer>(game: &G, settings: &Settings) -> Vec<(G::Move, u16)> {
    let Some(mover) = game.player_to_move() else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.len() > MOST_MOVES {
        return Vec::new();
    }
    let mut chances: Vec<(G::Move, u16)> = moves
        .into_iter()
        .map(|m| {
            let mut after = game.clone();
            after.play_unchecked(m);
            let look = review::look(&after, settings, SEED, &NoClock);
            (m, look.chances.get(mover).copied().unwrap_or(0))
        })
        .collect();
    // Stable: among equal chances the game's own order of moves.
    chances.sort_by_key(|&(_, chance)| std::cmp::Reverse(chance));
    chances
}

/// The proof that `game` is a best-move puzzle: its best move leaves the mover at least
/// [`HOLDS`] and stands [`GAP`] above every other. `None` where it does not, where only
/// one move is legal, or where more than [`MOST_MOVES`] are.
pub fn prove<G: Computer>(game: &G) -> Option<Proof<G::Move>> {
    let chances = chances(game, &settings(game));
    let [(best, chance), (_, second), ..] = chances[..] else {
        return None;
    };
    (chance >= HOLDS && chance >= second + GAP).then_some(Proof {
        best,
        chance,
        second,
    })
}

/// A puzzle of `game` with its proof: its themes by what the move does (`win`: it ends
/// the game won; `crushing`: it leaves 90 % or more; `advantage`: two thirds or more;
/// `defence`: it holds a game that every other move loses) and a first rating, higher
/// where more moves are to be weighed and the gap is narrower.
fn puzzle<G: Computer>(game: &G, proof: &Proof<G::Move>) -> Puzzle {
    let mut after = game.clone();
    after.play_unchecked(proof.best);
    let mover = game
        .player_to_move()
        .and_then(|player| game.seat_of(player));
    let won = matches!(after.outcome(), Some(Outcome::Winner(seat)) if Some(seat) == mover);
    let theme = match proof.chance {
        _ if won => "win",
        c if c >= CERTAIN * 9 / 10 => "crushing",
        c if c >= CERTAIN * 2 / 3 => "advantage",
        _ => DEFENCE,
    };
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let weighed = u32::try_from(moves.len()).unwrap_or(u32::MAX);
    let narrow = u32::from(CERTAIN - (proof.chance - proof.second).min(CERTAIN)) / 2;
    Puzzle {
        id: String::new(),
        options: Vec::new(),
        position: game.to_code(),
        solution: vec![game.format_move(proof.best)],
        themes: vec![theme.to_owned()],
        rating: 800 + 15 * weighed + narrow,
    }
}

/// The puzzles of game `index` of `seed`: level 3 against itself after a few moves of
/// level 1 (the game's own opening count for matches), which make each game another.
/// At most [`PER_GAME`], [`APART`] moves apart, in the order found.
pub fn game_puzzles<G: Computer>(start: &G, seed: u64, index: usize) -> Vec<Puzzle> {
    let level = |n| Level::new(n).unwrap_or(Level::MAX);
    let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(index as u64);
    let settings = settings(start);
    let mut game = start.clone();
    let mut puzzles = Vec::new();
    let mut last = None::<usize>;
    let opening = start.match_opening_plies();
    for ply in 0..TO_PLY {
        if game.is_over() || puzzles.len() == PER_GAME {
            break;
        }
        let far_enough = last.is_none_or(|at| ply >= at + APART);
        // The look at the position itself, first: a position its mover cannot hold is
        // no puzzle, and costs one look rather than one a move.
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if ply >= FROM_PLY.max(opening) && far_enough && moves.len() <= MOST_MOVES {
            let mover = game.player_to_move();
            let look = review::look(&game, &settings, SEED, &NoClock);
            let holds = mover
                .and_then(|m| look.chances.get(m))
                .is_some_and(|&c| c >= HOLDS);
            if holds && let Some(proof) = prove(&game) {
                puzzles.push(puzzle(&game, &proof));
                last = Some(ply);
            }
        }
        let mover_level = if ply < opening { level(1) } else { level(3) };
        let Some(m) = ai::choose_move(&game, mover_level, game_seed + ply as u64, &NoClock) else {
            break;
        };
        game.play_unchecked(m);
    }
    puzzles
}
