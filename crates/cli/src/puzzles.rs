//! `tessera puzzles`: writes the puzzles the site ships (`crates/learn/puzzles/<game>.json`)
//! from the computer's games, each proved by Caro's referee (`ai::caro::referee`), and lists
//! them. Caro's puzzles:
//!
//! - `vcf`: the side to move wins by continuous fours, and at each of its stones exactly
//!   one four is proved to win (the last stone: any five). The replies are the lessons'
//!   block (`learn::block`), which the site plays.
//! - `defence`: the other side, given a free move, would win by fours, and exactly one
//!   stone stops it (every other stone loses, proved).
//!
//! The games are level 3 against itself from the balanced openings, in order, each with
//! its own seed from the given one: the same seed writes the same puzzles.

use ai::{
    Level, NoClock,
    caro::{
        forced_win,
        referee::{ORACLE_NODES, place, saving_stones, winning_fours, wins_now},
    },
};
use engine::{
    Game, GameId,
    caro::{Caro, CaroMove, Point},
};
use learn::puzzle::{DEFENCE, Puzzle, Puzzles};

use std::io::Write;

use crate::args::PuzzleAction;

/// The longest win by fours a puzzle asks for (the solver's stones).
const LONGEST: u32 = 6;
/// The first stone of the game from which positions are looked at: before, a game is its
/// opening.
const FROM_STONE: usize = 8;

/// Runs `tessera puzzles …`: what it prints.
///
/// # Errors
///
/// A sentence naming what is wrong (a game without puzzles).
pub fn run(action: &PuzzleAction) -> Result<String, String> {
    match action {
        PuzzleAction::Generate { seed, count, .. } => {
            // Each puzzle is written as it is found (a long run stopped early leaves the
            // puzzles of a smaller count); the progress goes to standard error.
            let count = usize::try_from(*count).unwrap_or(usize::MAX);
            let mut out = std::io::stdout().lock();
            let mut first = true;
            let _ = write!(out, "{{\"game\": \"caro\", \"puzzles\": [");
            generate_caro(*seed, count, &mut |puzzle, note| {
                eprintln!("{note}");
                let comma = if first { "" } else { "," };
                first = false;
                let line = serde_json::to_string(puzzle).unwrap_or_default();
                let _ = write!(out, "{comma}\n{line}");
                let _ = out.flush();
            });
            let _ = writeln!(out, "\n]}}");
            Ok(String::new())
        }
        PuzzleAction::List { game } => list(*game),
    }
}

/// The shipped puzzles of `game`, as JSON; none for a game that has none yet.
pub fn shipped(game: GameId) -> Option<&'static str> {
    match game {
        GameId::Caro => Some(include_str!("../../learn/puzzles/caro.json")),
        _ => None,
    }
}

/// `tessera puzzles list GAME`: each shipped puzzle as one JSON object a line.
///
/// # Errors
///
/// The game has no puzzles yet.
pub fn list(game: GameId) -> Result<String, String> {
    let text = shipped(game).ok_or_else(|| format!("{game} has no puzzles yet"))?;
    let set: Puzzles = serde_json::from_str(text).map_err(|e| format!("{game}'s puzzles: {e}"))?;
    let mut out = String::new();
    for puzzle in &set.puzzles {
        let to_move = with_to_move(game, puzzle)?;
        let line = serde_json::json!({
            "id": puzzle.id,
            "game": game.as_str(),
            "options": puzzle.options,
            "position": puzzle.position,
            "to_move": to_move,
            "solution": puzzle.solution,
            "themes": puzzle.themes,
            "path": format!("learn/{game}/#puzzle={}", puzzle.id),
        });
        out.push_str(&line.to_string());
        out.push('\n');
    }
    Ok(out)
}

/// Who solves `puzzle`: the seat to move in its position, named as `tessera play` names
/// it (`black`).
fn with_to_move(game: GameId, puzzle: &Puzzle) -> Result<&'static str, String> {
    engine::with_game!(game, G => {
        let level = puzzle.level();
        let start = learn::Attempt::<G>::new(&level).map_err(|e| format!("{}: {e}", puzzle.id))?;
        Ok(G::seat_name(start.learner()))
    })
}

/// `tessera puzzles generate caro`: `count` puzzles from the games of `seed`, each given
/// to `found` as it is found, with a line that says where. The games are played a few at
/// once, one a core, and their puzzles taken in the games' order: the puzzles are the
/// same on any machine.
pub fn generate_caro(seed: u64, count: usize, found: &mut dyn FnMut(&Puzzle, &str)) -> Vec<Puzzle> {
    let openings = ai::caro::openings(8);
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut index = 0;
    while puzzles.len() < count && !openings.is_empty() {
        let batch: Vec<Vec<Puzzle>> = std::thread::scope(|scope| {
            let games: Vec<_> = (index..index + cores)
                .map(|game| {
                    let opening = &openings[game % openings.len()];
                    scope.spawn(move || game_puzzles(seed, game, opening))
                })
                .collect();
            games
                .into_iter()
                .map(|game| game.join().unwrap_or_default())
                .collect()
        });
        for (game, found_in_game) in (index..).zip(batch) {
            for mut puzzle in found_in_game {
                if puzzles.len() == count {
                    break;
                }
                puzzle.id = format!("caro-{}", puzzles.len() + 1);
                let note = format!("game {game}: {} ({})", puzzle.id, puzzle.themes.join(", "));
                found(&puzzle, &note);
                puzzles.push(puzzle);
            }
        }
        index += cores;
    }
    puzzles
}

/// The puzzles of game `index` of `seed` (level 3 against itself from `opening`): at most
/// one of each kind, for variety, in the order found; their ids are given later.
fn game_puzzles(seed: u64, index: usize, opening: &[String]) -> Vec<Puzzle> {
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
