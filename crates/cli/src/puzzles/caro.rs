//! Caro's puzzles, each proved by the referee (`ai::caro::referee`):
//!
//! - `vcf`: the side to move wins by continuous fours, and at each of its stones exactly
//!   one four is proved to win (the last stone: any five). The replies are the lessons'
//!   block (`learn::block`), which the site plays.
//! - `defence`: the other side, given a free move, would win by fours, and exactly one
//!   stone stops it (every other stone loses, proved).
//!
//! The games are level 3 against itself from the balanced openings, in order, each with
//! its own seed from the given one.

use ai::{
    Level, NoClock,
    caro::{
        forced_win,
        referee::{ORACLE_NODES, place, saving_stones, winning_fours, wins_now},
    },
};
use engine::{
    Game,
    caro::{Caro, CaroMove, Point},
};
use learn::puzzle::{DEFENCE, Puzzle};

/// The longest win by fours a puzzle asks for (the solver's stones).
const LONGEST: u32 = 6;
/// The first stone of the game from which positions are looked at: before, a game is its
/// opening.
const FROM_STONE: usize = 8;

/// The puzzles of game `index` of `seed` (level 3 against itself from the balanced
/// openings, in turn): at most one of each kind, for variety, in the order found; their
/// ids are given later.
pub fn game_puzzles(seed: u64, index: usize) -> Vec<Puzzle> {
    let openings = ai::caro::openings(8);
    let Some(opening) = openings.get(index % openings.len().max(1)) else {
        return Vec::new();
    };
    let level = Level::new(3).unwrap_or(Level::MAX);
    let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(index as u64);
    let mut game = Caro::default();
    for token in opening {
        if game.play_token(token).is_err() {
            break;
        }
    }
    let mut puzzles = Vec::new();
    let (mut won, mut saved) = (false, false);
    let mut stones = opening.len();
    while !(game.is_over() || won && saved) {
        if stones >= FROM_STONE {
            if !won && let Some(puzzle) = win_puzzle(&game) {
                puzzles.push(puzzle);
                won = true;
            } else if !saved && let Some(puzzle) = defence_puzzle(&game) {
                puzzles.push(puzzle);
                saved = true;
            }
        }
        let Some(m) = ai::choose_move(&game, level, game_seed, &NoClock) else {
            break;
        };
        game.play_unchecked(m);
        stones += 1;
    }
    puzzles
}

/// A `vcf` puzzle from `game`, if the side to move wins by fours in 2 to [`LONGEST`]
/// stones and each of its stones is the only four proved to win.
fn win_puzzle(game: &Caro) -> Option<Puzzle> {
    let win = forced_win(game, ORACLE_NODES)?;
    if !(2..=LONGEST).contains(&win.moves) {
        return None;
    }
    let line = only_line(game)?;
    let moves = line.len().div_ceil(2);
    let mut themes = vec!["vcf".to_owned()];
    if moves >= 3 {
        themes.push("long".to_owned());
    }
    Some(Puzzle {
        id: String::new(),
        options: Vec::new(),
        position: game.to_code(),
        solution: line,
        themes,
        rating: 900 + 150 * u32::try_from(moves).unwrap_or(LONGEST),
    })
}

/// The line of a win by fours from `game` where each stone of the winner but the last is
/// the only four the referee proves wins, and the last is a five; each reply the block.
/// `None` where a stone has another that wins too, or the line runs past [`LONGEST`].
fn only_line(game: &Caro) -> Option<Vec<String>> {
    let mut game = game.clone();
    let mut line = Vec::new();
    for _ in 0..LONGEST {
        if let Some(&five) = wins_now(&game).first() {
            line.push(five.to_string());
            return Some(line);
        }
        let [four] = winning_fours(&game)[..] else {
            return None;
        };
        line.push(four.to_string());
        game = place(&game, four);
        let reply = learn::block(&game)?;
        line.push(game.format_move(reply));
        game.play_unchecked(reply);
    }
    None
}

/// A `defence` puzzle from `game`, if exactly one stone saves the side to move from the
/// other side's win by fours.
fn defence_puzzle(game: &Caro) -> Option<Puzzle> {
    if forced_win(game, ORACLE_NODES).is_some() {
        return None;
    }
    let [stone]: [Point; 1] = saving_stones(game, 1)?.try_into().ok()?;
    Some(Puzzle {
        id: String::new(),
        options: Vec::new(),
        position: game.to_code(),
        solution: vec![game.format_move(CaroMove::Place(stone))],
        themes: vec![DEFENCE.to_owned()],
        rating: 1300,
    })
}
