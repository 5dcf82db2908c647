//! `tessera puzzles`: writes the puzzles the site ships (`crates/learn/puzzles/<game>.json`)
//! from the computer's games, and lists them. Caro's are proved by its threat solvers
//! ([`caro`]); the other games' by the review's win chances ([`best_move`]).
//!
//! The games are played a few at once, one a core, each with its own seed from the given
//! one, and their puzzles taken in the games' order: the same seed writes the same puzzles
//! on any machine.

pub mod best_move;
pub mod caro;

use engine::{Game, GameId};
use learn::puzzle::{Puzzle, Puzzles};

use std::io::Write;

use crate::args::PuzzleAction;

/// Runs `tessera puzzles …`: what it prints.
///
/// # Errors
///
/// A sentence naming what is wrong (a shipped puzzle that cannot be read).
pub fn run(action: &PuzzleAction) -> Result<String, String> {
    match action {
        PuzzleAction::Generate {
            game,
            seed,
            count,
            continue_from,
            from_game,
        } => {
            // Each puzzle is written as it is found (a long run stopped early leaves the
            // puzzles of a smaller count); the progress goes to standard error.
            let count = usize::try_from(*count).unwrap_or(usize::MAX);
            let earlier = match continue_from {
                Some(path) => stopped_run(*game, path)?,
                None => Vec::new(),
            };
            let start = Start {
                game: from_game.map_or(0, |g| usize::try_from(g).unwrap_or(usize::MAX)),
                found: earlier.len(),
            };
            let mut out = std::io::stdout().lock();
            let _ = write!(out, "{{\"game\": \"{game}\", \"puzzles\": [");
            let mut first = true;
            let mut write = |out: &mut std::io::StdoutLock, puzzle: &Puzzle| {
                let comma = if first { "" } else { "," };
                first = false;
                let line = serde_json::to_string(puzzle).unwrap_or_default();
                let _ = write!(out, "{comma}\n{line}");
                let _ = out.flush();
            };
            for puzzle in &earlier {
                write(&mut out, puzzle);
            }
            generate(*game, *seed, count, start, &mut |puzzle, note| {
                eprintln!("{note}");
                write(&mut out, puzzle);
            });
            let _ = writeln!(out, "\n]}}");
            Ok(String::new())
        }
        PuzzleAction::List { game } => list(*game),
    }
}

/// The shipped puzzles of `game`, as JSON.
pub fn shipped(game: GameId) -> &'static str {
    match game {
        GameId::Caro => include_str!("../../learn/puzzles/caro.json"),
        GameId::Kauri => include_str!("../../learn/puzzles/kauri.json"),
        GameId::KaroFour => include_str!("../../learn/puzzles/karo-four.json"),
        GameId::KaroJumpers => include_str!("../../learn/puzzles/karo-jumpers.json"),
        GameId::Azacru => include_str!("../../learn/puzzles/azacru.json"),
    }
}

/// The puzzles of game `index` of `seed` of `game`, in the order found.
fn game_puzzles(game: GameId, seed: u64, index: usize) -> Vec<Puzzle> {
    match game {
        GameId::Caro => caro::game_puzzles(seed, index),
        _ => engine::with_game!(game, G => {
            best_move::game_puzzles(&G::new(Default::default()), seed, index)
        }),
    }
}

/// Where a run of the generator starts: at game `game` of its seed, `found` puzzles
/// already found (a stopped run's, which the new ones are numbered after).
#[derive(Clone, Copy, Debug, Default)]
pub struct Start {
    pub game: usize,
    pub found: usize,
}

/// The puzzles a stopped run of `tessera puzzles generate GAME` wrote to `path`.
fn stopped_run(game: GameId, path: &std::path::Path) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let set: Puzzles = serde_json::from_str(&text)
        .map_err(|e| format!("{} is not a puzzles file: {e}", path.display()))?;
    if set.game != game.as_str() {
        return Err(format!(
            "{} holds {}'s puzzles, not {game}'s",
            path.display(),
            set.game
        ));
    }
    Ok(set.puzzles)
}

/// `tessera puzzles generate GAME`: puzzles from the games of `seed` from `start` on, up to
/// `count` in all (with `start`'s), each given to `found` as it is found, with a line that
/// says where, and numbered in that order (`kauri-1`). A run started at the game after the
/// one of a stopped run's last puzzle writes what one run would have written.
pub fn generate(
    game: GameId,
    seed: u64,
    count: usize,
    start: Start,
    found: &mut dyn FnMut(&Puzzle, &str),
) -> Vec<Puzzle> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut index = start.game;
    // A seed whose games give no puzzle at all would never end.
    let most_games = count.saturating_mul(1000).max(1000);
    while start.found + puzzles.len() < count && index < most_games {
        let batch: Vec<Vec<Puzzle>> = std::thread::scope(|scope| {
            let games: Vec<_> = (index..index + cores)
                .map(|i| scope.spawn(move || game_puzzles(game, seed, i)))
                .collect();
            games
                .into_iter()
                .map(|played| played.join().unwrap_or_default())
                .collect()
        });
        for (i, found_in_game) in (index..).zip(batch) {
            for mut puzzle in found_in_game {
                if start.found + puzzles.len() == count {
                    break;
                }
                puzzle.id = format!("{game}-{}", start.found + puzzles.len() + 1);
                let note = format!("game {i}: {} ({})", puzzle.id, puzzle.themes.join(", "));
                found(&puzzle, &note);
                puzzles.push(puzzle);
            }
        }
        index += cores;
    }
    puzzles
}

/// `tessera puzzles list GAME`: each shipped puzzle as one JSON object a line.
///
/// # Errors
///
/// A shipped puzzle cannot be read (the tests keep them right).
pub fn list(game: GameId) -> Result<String, String> {
    let set: Puzzles =
        serde_json::from_str(shipped(game)).map_err(|e| format!("{game}'s puzzles: {e}"))?;
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
