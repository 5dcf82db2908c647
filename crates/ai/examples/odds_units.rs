//! Fits each game's odds unit (`Computer::odds_unit`, `docs/review.md`): plays games of a
//! level against itself (the first moves by level 1, so that the games differ), pairs every
//! searched score of the mover with the game's result for him, and prints the unit under
//! which the review's logistic curve makes those results most likely.
//!
//! `cargo run --release -p tessera-ai --example odds_units -- <game> [games] [level]`

use ai::{Computer, Level, NoClock, alpha_beta::WON};
use engine::{
    Outcome,
    azacru::Azacru,
    caro::Caro,
    karo::{four::KaroFour, jumpers::KaroJumpers},
    kauri::Kauri,
};

/// The longest game played.
const PLIES: usize = 300;

/// `(score for the mover, his result: 1, ½ or 0)` of every searched move of `games` games.
fn samples<G: Computer + Default>(games: u64, opening: usize, level: Level) -> Vec<(i32, f64)> {
    let mut samples = Vec::new();
    for seed in 0..games {
        let mut game = G::default();
        let mut scores = Vec::new();
        for ply in 0..PLIES {
            if game.is_over() {
                break;
            }
            let mut settings = game.settings(if ply < opening { Level::MIN } else { level });
            settings.limits.time_ms = None;
            if ply >= opening {
                settings.mistakes = None;
            }
            let Some(thought) = ai::think(&game, &settings, seed * 1000 + ply as u64, &NoClock)
            else {
                break;
            };
            let searched = ply >= opening && thought.depth > 0 && thought.score.abs() < WON;
            if let (true, Some(player)) = (searched, game.player_to_move()) {
                scores.push((player, thought.score));
            }
            game.play_unchecked(thought.chosen);
        }
        let result = |player: usize| match game.outcome() {
            Some(Outcome::Winner(seat)) if game.player_in(seat) == player => 1.0,
            Some(Outcome::Winner(_)) => 0.0,
            _ => 0.5,
        };
        samples.extend(scores.into_iter().map(|(p, s)| (s, result(p))));
    }
    samples
}

/// The unit (in steps of 5) with the largest log-likelihood, and that per sample.
fn fit(samples: &[(i32, f64)]) -> (i32, f64) {
    let likelihood = |unit: i32| -> f64 {
        samples
            .iter()
            .map(|&(score, result)| {
                let odds = 3f64.powf(f64::from(score) / f64::from(unit));
                let p = (odds / (1.0 + odds)).clamp(1e-6, 1.0 - 1e-6);
                result * p.ln() + (1.0 - result) * (1.0 - p).ln()
            })
            .sum()
    };
    (1..=800)
        .map(|i| i * 5)
        .map(|unit| (unit, likelihood(unit)))
        .fold((0, f64::NEG_INFINITY), |best, next| {
            if next.1 > best.1 { next } else { best }
        })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "caro".to_owned());
    let games = args.next().and_then(|n| n.parse().ok()).unwrap_or(60);
    let level = args
        .next()
        .and_then(|n| n.parse().ok())
        .and_then(Level::new)
        .unwrap_or(Level::new(3).unwrap_or(Level::MAX));
    let samples = match game.as_str() {
        "caro" => samples::<Caro>(games, 3, level),
        "kauri" => samples::<Kauri>(games, 2, level),
        "karo-four" => samples::<KaroFour>(games, 4, level),
        "karo-jumpers" => samples::<KaroJumpers>(games, 2, level),
        "azacru" => samples::<Azacru>(games, 2, level),
        other => {
            eprintln!("game '{other}': expected caro, kauri, karo-four, karo-jumpers or azacru");
            std::process::exit(2);
        }
    };
    let (unit, likelihood) = fit(&samples);
    println!(
        "{game}: {} scores from {games} games at level {level}; odds unit {unit} \
         (log-likelihood per score {:.3}; 0.693 below 0 is a coin's)",
        samples.len(),
        likelihood / samples.len().max(1) as f64,
    );
}
