//! Plays a level of the Caro computer against a beginner, modelled by [`caro::glance`]
//! (a player who looks one stone ahead), from every opening of the rule-8 openings file
//! with each side starting, and prints the level's score: level 1 must lose to a beginner.
//!
//! `cargo run --release -p tessera-ai --example caro_beginner -- [level]` (level 1 by
//! default; each game's seed is its number).

use ai::{Computer, Level, NoClock, caro};
use engine::{
    Game, Outcome,
    caro::{Caro, CaroOptions},
};

/// The level's result in one game (1, ½ or 0), the level playing the side that moves
/// first after the opening when `level_first`.
fn play(opening: &[String], level: Level, level_first: bool, seed: u64) -> f64 {
    let mut game = Caro::new(CaroOptions::default());
    for token in opening {
        game.play_token(token).expect("a legal opening");
    }
    // Without a swap opening the colours alternate from the fourth stone (White's).
    let level_colour = if level_first { 1 } else { 0 };
    let mut ply = 0;
    while !game.is_over() {
        let level_moves = (opening.len() as u64 + ply) % 2 == level_colour;
        let chosen = if level_moves {
            let mut settings = game.settings(level);
            settings.limits.time_ms = None;
            ai::think(&game, &settings, seed * 1000 + ply, &NoClock).map(|t| t.chosen)
        } else {
            caro::glance(&game)
        };
        let Some(m) = chosen else { break };
        game.play_unchecked(m);
        ply += 1;
    }
    match game.outcome() {
        Some(Outcome::Winner(seat)) if seat.index() as u64 == level_colour => 1.0,
        Some(Outcome::Winner(_)) => 0.0,
        _ => 0.5,
    }
}

fn main() {
    let level = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .and_then(Level::new)
        .unwrap_or(Level::MIN);
    let openings = ai::caro::openings(8);
    let (mut score, mut games) = (0.0, 0);
    for (i, opening) in openings.iter().enumerate() {
        for level_first in [true, false] {
            score += play(
                opening,
                level,
                level_first,
                (2 * i) as u64 + u64::from(level_first),
            );
            games += 1;
        }
    }
    println!(
        "level {} against the beginner: {games} games, score {:.1}%",
        level.get(),
        100.0 * score / games as f64
    );
}
